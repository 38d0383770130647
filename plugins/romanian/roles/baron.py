"""Барон (Мирные): связывает игрока — блокирует ход и забирает голос на
следующем голосовании (сам подаёт его голос). Невосприимчив к яду. Не более
двух раз к одному и не подряд; не к тому, кто под спиртом."""

from core.model import PhaseKind
from core.rules import Ability, Role, reject
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.mechanics import BARON, TOWN, st
from plugins.romanian.night import fail, nt, ok, simple_visit
from plugins.romanian.state import Move

CAST = "Голос барона"


def cast_check(game: Game, player: Player, action: Action) -> Rejection | None:
    if not any(st(p).baron_by == player.seat and st(p).baron_day == game.phase.index for p in game.players):
        return reject("reject.romanian.no_baron_victim")
    return None


ROLE = Role(
    BARON,
    faction=TOWN,
    abilities=(
        Ability(BARON, allow_self=False, max_per_target=2, no_repeat_target=True, aliases=("Связать",)),
        Ability(CAST, phase=PhaseKind.DAY, check=cast_check, slot="baron",
                aliases=("Барон", "Голос связанного", "Изменить голос", "Поменять голос")),
    ),
)


def bind(res: Resolution, move: Move) -> None:
    target = simple_visit(res, move)
    if target is None:
        return
    player = res.game.players[target]
    if st(player).drunk_day == res.phase.index + 1:
        fail(res, move)
        return
    nt(res).held.setdefault(target, "барон")
    st(player).baron_day = res.phase.index + 1
    st(player).baron_by = move.actor
    ok(move)

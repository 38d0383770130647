"""Туроператор (Нейтралы): отправляет игрока на ночь в путешествие — там его
никто не тронет, ход он теряет. Одного — раз за игру. Справка о болезни
позволяет не ехать: держатель решает заранее, на ночь («еду» / «не еду»; по умолчанию
не едет), docs/variants/romanian.md."""

from core.rules import Ability, Role
from core.resolution import Resolution

from plugins.romanian.items import SICK_NOTE
from plugins.romanian.mechanics import NEUTRAL, TOUR, has_item, st, take_item
from plugins.romanian.night import drop_moves, fail, nt, ok, simple_visit
from plugins.romanian.state import Move

ROLE = Role(
    TOUR,
    faction=NEUTRAL,
    abilities=(Ability(TOUR, allow_self=False, max_per_target=1, aliases=("Путешествие", "Тур")),),
)


def send(res: Resolution, move: Move) -> None:
    target = simple_visit(res, move)
    if target is None:
        return
    player = res.game.players[target]
    if has_item(res.game, player, SICK_NOTE) and target not in nt(res).tour_willing:
        take_item(player, SICK_NOTE)
        res.tell(target, "romanian.item.sick_note")
        fail(res, move)
        return
    night = nt(res)
    night.tour.add(target)
    night.untouchable.add(target)
    drop_moves(res, target, after=14, key="romanian.answer.fail")
    st(player).travelled = True
    res.tell(target, "romanian.result.tour")
    ok(move)

"""Врач (Мирные): лечит одного или перевязывает двоих, со всеми ограничениями книги."""

from core.rules import Ability, Role, reject
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.mechanics import DOCTOR, TOWN, VAMPIRE_ROLES, st
from plugins.romanian.night import COMPANY, fail, hear, nt, ok, reach, see
from plugins.romanian.state import Move

HEAL, BANDAGE = "Лечение", "Перевязка"


def limits(game: Game, player: Player, action: Action) -> Rejection | None:
    for seat in action.targets:
        times = sum(1 for u in player.history if u.ability in (HEAL, BANDAGE) and seat in u.targets)
        if times >= 2:
            return reject("reject.romanian.doctor_twice", target=game.players[seat].name)
        if seat == player.seat and any(seat in u.targets for u in player.uses_of(action.ability)):
            return reject("reject.romanian.doctor_self", ability=action.ability)
    return None


ROLE = Role(
    DOCTOR,
    faction=TOWN,
    abilities=(
        Ability(HEAL, no_repeat_target=True, check=limits, aliases=("Врач", "Вылечить")),
        Ability(BANDAGE, min_targets=1, max_targets=2, no_repeat_target=True, check=limits),
    ),
)


def heal(res: Resolution, move: Move) -> None:
    game = res.game
    night = nt(res)
    seat = move.targets[0]
    target = reach(res, move, seat)
    if target is None or target in night.covered or game.players[target].role in VAMPIRE_ROLES:
        fail(res, move)
        return
    see(res, target, -COMPANY)
    s = st(game.players[target])
    night.healed.add(target)
    if target in night.wounds or s.bandaged_wound is not None or s.meadow:
        ok(move, "romanian.answer.healed_wound")
        res.tell(target, "romanian.result.healed")
    elif target in night.poisons or s.bitten_night is not None:
        ok(move, "romanian.answer.healed_poison")
        res.tell(target, "romanian.result.healed")
    else:
        ok(move)


def bandage(res: Resolution, move: Move) -> None:
    game = res.game
    night = nt(res)
    move.silent = True
    for seat in move.targets:
        target = reach(res, move, seat)
        if target is None:
            res.tell(hear(res.game, move), "romanian.answer.fail_on", ability=move.kind, target=game.players[seat].name)
            continue
        see(res, target, -COMPANY)
        if any(kind in ("shot", "silver", "axe") for _, kind in night.wounds.get(target, [])):
            night.bandaged.add(target)
            res.tell(hear(res.game, move), "romanian.answer.bandaged", target=game.players[target].name)
        else:
            res.tell(hear(res.game, move), "romanian.answer.ok_on", ability=move.kind, target=game.players[target].name)
    move.done = True

"""Шут (Нейтралы): меняет действие и цель двух персонажей; раз за игру
притворяется ролью, которая есть в партии (Маска, role: ...), и делает её ход."""

from core.rules import Ability, Role, reject

from plugins.romanian.mechanics import JESTER, NEUTRAL
from plugins.romanian.night import fail, main_move, nt, ok, register, simple_visit

MASK = "Маска"


def mask_check(game, player, action):
    if action.role is None or not any(p.role == action.role and p.in_game and p.seat != player.seat
                                      for p in game.players):
        return reject("reject.romanian.mask_role")
    return None


ROLE = Role(
    JESTER,
    faction=NEUTRAL,
    abilities=(
        Ability(JESTER, min_targets=2, max_targets=2, allow_self=False, aliases=("Обмен",)),
        # {use: Маска, role: Врач, target: X[, choice: the role's move]}: the mask and its move.
        Ability(MASK, min_targets=0, max_targets=2, uses=1, needs=frozenset({"role"}), check=mask_check),
    ),
    summary="Меняет ходы двух игроков; раз за игру ходит под маской другой роли.",
)


def seen_role(res, seat: int) -> str:
    """The role the night sees: a masked jester is seen as his mask."""
    return nt(res).masks.get(seat, res.game.players[seat].role)


def swap(res, move) -> None:
    night = nt(res)
    first, second = move.targets
    for seat in (first, second):
        if simple_visit(res, type(move)(**{**move.__dict__, "targets": [seat]})) is None:
            fail(res, move)
            return
    a = main_move(res, first, after=10)
    b = main_move(res, second, after=10)
    blocked = {s for s in (first, second) if s in night.cabaret or s in night.suicidal}
    if blocked:
        for seat, other in ((first, b), (second, a)):
            if seat in blocked:
                continue
            if other is not None:
                pass
            own = main_move(res, seat, after=10)
            if own is not None:
                own.forced_fail = True
        ok(move)
        return
    if a is not None:
        a.actor, a.answer_to, a.via = second, set(), "swap"
    if b is not None:
        b.actor, b.answer_to, b.via = first, set(), "swap"
    ok(move)


register(JESTER, 10, swap)
STEPS: list = []

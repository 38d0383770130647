"""Шут (Нейтралы): меняет действие и цель двух персонажей; раз за игру
притворяется ролью, которая есть в партии (Маска, role: ...), и делает её ход."""

from core.model import PhaseKind
from core.names import fold
from core.rules import Ability, Role, reject
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.mechanics import JESTER, NEUTRAL
from plugins.romanian.night import fail, main_move, nt, ok, simple_visit
from plugins.romanian.state import Move

MASK = "Маска"


def mask_check(game: Game, player: Player, action: Action) -> Rejection | None:
    if action.role is None or not any(p.role == action.role and p.in_game and p.seat != player.seat
                                      for p in game.players):
        return reject("reject.romanian.mask_role")
    # «И в ночь делает возможный ролевой ход этой ролью»: the move (named by ``choice``, or the
    # role's first night move) takes exactly the targets that role's move takes; none: the mask alone.
    role = game.variant.roles.roles.get(action.role)
    moves = [a for a in role.abilities if a.phase is PhaseKind.NIGHT] if role is not None else []
    if action.choice and not any(fold(m.name) == fold(action.choice) for m in moves):
        return reject("reject.bad_choice", ability=MASK, options=[m.name for m in moves] or ["—"])
    wanted = next((m for m in moves if action.choice and fold(m.name) == fold(action.choice)),
                  moves[0] if moves else None)
    count = len(action.targets)
    if count and wanted is None:
        return reject("reject.target_count", ability=MASK, min=0, max=0)
    if count and (count < wanted.min_targets or (wanted.max_targets is not None and count > wanted.max_targets)):
        return reject("reject.target_count", ability=f"{MASK}: {wanted.name}", min=wanted.min_targets,
                      max=wanted.max_targets if wanted.max_targets is not None else "∞")
    return None


ROLE = Role(
    JESTER,
    faction=NEUTRAL,
    abilities=(
        Ability(JESTER, min_targets=2, max_targets=2, allow_self=False, aliases=("Обмен",)),
        # {use: Маска, role: Врач, target: X[, choice: the role's move]}: the mask and its move.
        Ability(MASK, min_targets=0, max_targets=2, uses=1, needs=frozenset({"role"}), check=mask_check),
    ),
)


def seen_role(res, seat: int) -> str:
    """The role the night sees: a masked jester is seen as his mask."""
    return nt(res).masks.get(seat, res.game.players[seat].role)


def swap(res: Resolution, move: Move) -> None:
    night = nt(res)
    first, second = move.targets
    # A player in the cabaret or under «Суицид» is not swapped; the other one's move
    # and target are unclear: he gets «Неудачно» (his move is not made). The jester
    # himself always hears «Удачно».
    blocked = {s for s in (first, second) if s in night.cabaret or s in night.suicidal}
    if blocked:
        for seat in (first, second):
            own = main_move(res, seat, after=10) if seat not in blocked else None
            if own is not None:
                fail(res, own)
        ok(move)
        return
    for seat in (first, second):
        if simple_visit(res, type(move)(**{**move.__dict__, "targets": [seat]})) is None:
            fail(res, move)
            return
    a = main_move(res, first, after=10)
    b = main_move(res, second, after=10)
    # «Если игрок ходивший первым оказался заблокированным и не смог сделать свой ход,
    # то второй игрок получает ответ "неудачно"»: the earlier of the two moves fails
    # when its owner is blocked by the time it is made (night.can_act).
    if a is not None and b is not None:
        earlier = a if (a.step, a.id) < (b.step, b.id) else b
        earlier.swapped_from = earlier.actor
    if a is not None:
        a.actor, a.answer_to, a.via = second, None, "swap"
    if b is not None:
        b.actor, b.answer_to, b.via = first, None, "swap"
    ok(move)

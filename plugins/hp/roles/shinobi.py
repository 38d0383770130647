"""Синоби (Якудза): Шпионаж, Маскировка (2 раза за игру), Сюрикен (10 урона)."""

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.hp.mechanics import NINJA, SENSEI, SHINOBI, YAKUZA, hit, st


def maskable(game: Game, player: Player, action: Action) -> Rejection | None:
    target = game.players[action.target]
    if target.role in (NINJA, SENSEI):
        return reject("reject.hp.no_mask", target=target.name, role=target.role)
    if action.role is None:
        return reject("reject.needs_role", ability=action.ability)
    if game.variant.roles.roles[action.role].public:
        return reject("reject.hp.secret_mask", role=action.role)
    return None


ROLE = Role(
    SHINOBI,
    faction=YAKUZA,
    aliases=("Шиноби",),
    knows_fellows=True,
    abilities=(
        Ability("Шпионаж"),
        Ability("Маскировка", uses=2, needs=frozenset({"role"}), check=maskable),
        SHURIKEN := Ability("Сюрикен", allow_self=False, value=10, tags=frozenset({"attack"})),
    ),
)


def mask(res: Resolution) -> None:
    for action in res.of("Маскировка"):
        st(res.player(action.target)).mask = action.role
        res.tell(action.actor, "hp.result.masked", target=res.player(action.target).name, role=action.role,
                 yourself=action.target == action.actor)


def shuriken(res: Resolution) -> None:
    for action in res.of(SHURIKEN.name):
        hit(res, action.actor, action.target, SHURIKEN.value, SHURIKEN.name)


def spying(res: Resolution) -> None:
    moves = res.scratch.moves
    for action in res.of("Шпионаж"):
        target = action.target
        went = sorted({res.player(t).name for a, t, _ in moves if a == target})
        came = sorted({res.player(a).name for a, t, _ in moves if t == target and a != action.actor})
        res.tell(action.actor, "hp.result.spying", target=res.player(target).name, went=went, came=came,
                 went_count=len(went), came_count=len(came), yourself=target == action.actor)

"""Чумной Доктор, a secret role of edition IV: Таинственный отвар, Зелье каменной кожи, Штамм, Крест на двери,
Дезинфекция, Список зараженных, Иммунитет; passive: Чума, Судный день.

Its moves of its own are resolved here (``potions``, ``cross_on_the_door``: lines of the order table
``plugins/fantasy/iv/order.py``; Судный день and the plague's news with the statuses: ``AT_SETTLE``), the
others by the edition's shared steps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.resolution import Resolution
from core.rules import Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.iv.abilities import B, GRAVE_LOOK, JAILS, K, L, SHIELD, T, ab, dead_targets
from plugins.fantasy.iv.resolve import final, passive, tell
from plugins.fantasy.iv.state import DOCTOR, HORSEMAN, INFIRMARY, NEUTRAL, NEW, st

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def roles_are_public(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for name in action.roles():
        role = game.variant.roles.roles.get(name)
        if role is None or not role.public:
            return reject("reject.iv.not_a_public_role", role=name)
    return None


ROLE = Role(DOCTOR, NEUTRAL, abilities=(
    ab("Таинственный отвар", L, T, choices=("заразить", "излечить"),  # no choice: заразить (the first)
       check=unless("Зелье каменной кожи")),
    ab("Зелье каменной кожи", L, T, B, per_cycle=1, check=unless("Таинственный отвар"), tags=(SHIELD,)),
    ab("Штамм", L, T, B, targeted=False, min_targets=0, max_targets=0,
       choices=("заразить", "излечить", "заразиться", "излечиться"),  # «заразить себя … или излечиться»
       needs=frozenset({"choice"})),
    ab("Крест на двери", L, T, targeted=False, min_targets=0, max_targets=0, needs=frozenset({"role"}),
       several_roles=True, check=roles_are_public),
    ab("Дезинфекция", per_cycle=1, tags=(JAILS,)),
    ab("Список зараженных", allow_dead_target=True, check=dead_targets, tags=(GRAVE_LOOK,)),
    ab("Иммунитет", L, T, B, targeted=False, min_targets=0, max_targets=0, choices=("1", "2"),
       needs=frozenset({"choice"}))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Чума", (L, T, K)), ("Судный день", (L, T))]
EXTRA_HP = 1  # Иммунитет
INFIRMARY_AT_TWO = True


def potions(res: Resolution) -> None:
    """Таинственный отвар (infect or cure the target) and Штамм (himself)."""
    for action in res.of("Таинственный отвар"):
        (seat,) = final(res, action)
        st(res.player(seat)).infected = (action.choice or "заразить").lower().startswith("зараз")
    for action in res.of("Штамм"):
        st(res.player(action.actor)).infected = (action.choice or "").lower().startswith("зараз")


def cross_on_the_door(res: Resolution) -> None:
    """Крест на двери: told to the town, for each public role named, whether its holder is infected."""
    game = res.game
    for action in res.of("Крест на двери"):
        for role in action.roles():
            holders = [p for p in game.players if p.public == role]
            if not holders:
                res.announce("iv.cross.absent", role=role)
            for p in holders:
                res.announce("iv.cross.infected" if st(p).infected else "iv.cross.clean", role=role)


def doomsday(res: Resolution) -> None:
    """Судный день: every other living character infected — the Чумной Доктор becomes the
    Всадник Апокалипсиса with his starting ХП +3 (Сверхъестественный); told to the town."""
    game = res.game
    for p in game.players:
        if p.role != DOCTOR or not p.alive or not passive(game, p, "Судный день"):
            continue
        others = [o for o in game.players if o.alive and o.seat != p.seat]
        if all(st(o).infected for o in others):
            s = st(p)
            p.role = HORSEMAN
            s.max_hp = s.start_hp = s.start_hp + 3
            s.hp = s.start_hp
            s.infirmary_at = 1
            p.statuses.discard(INFIRMARY)
            res.announce("iv.horseman", player=p.name)


def plague_news(res: Resolution) -> None:
    """«В новолуние становится публично известно, сколько персонажей заражено чумой. Чумной
    Доктор знает, кто заражен.»"""
    game = res.game
    if not any(p.role in (DOCTOR, HORSEMAN) for p in game.players):
        return
    infected = [p for p in game.players if st(p).infected]
    if res.phase.kind == NEW:
        # The town counts its living: a dead body may carry the plague, but «заражено 12» with six
        # alive would read as nonsense (docs/variants/fantasy.md).
        living = [p for p in game.players if p.alive]
        res.announce("iv.plague_count", count=sum(1 for p in living if st(p).infected), alive=len(living))
    for p in game.players:
        if p.role == DOCTOR:
            tell(game, p.seat, "iv.result.infected", names=[o.name for o in infected])


def at_settle(res: Resolution) -> None:
    """With the statuses (``resolve.settle``): Судный день, then the plague's news."""
    doomsday(res)
    plague_news(res)


AT_SETTLE = at_settle

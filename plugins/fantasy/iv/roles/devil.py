"""Дьявол, a secret role of edition IV: Сделка, Дьявол, Котел грешников, Незримое присутствие, Дьявольский
шепот, Потусторонняя сила; passive: Инфернальная личность, Повиновение, Час расплаты; the gifts that are
moves (``GIFT_ABILITIES``): Могущество, Знание, Слава.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.rules import Action, Rejection, Role, reject

from plugins.fantasy.iv.abilities import ATTACK, B, BLOCK, L, T, ab
from plugins.fantasy.iv.state import DEVIL, NEUTRAL, st

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def not_sold(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Сделка: not to one who sold his soul; the extra ones only while free."""
    from plugins.fantasy.iv.state import IVGame

    for seat in action.targets:
        if st(game.players[seat]).sold:
            return reject("reject.iv.already_sold", name=game.players[seat].name)
    state: IVGame = game.state
    free = sum(1 for slot in state.extra_deals if slot is None)
    if len(action.targets) - 1 > free:
        return reject("reject.iv.no_extra_deals", free=free)
    return None


def no_deal_yet(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for seat in action.targets:
        s = st(game.players[seat])
        if s.sold or s.refused:
            return reject("reject.iv.dealt_with", name=game.players[seat].name)
    return None


def refused_once(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for seat in action.targets:
        if not st(game.players[seat]).refused:
            return reject("reject.iv.never_refused", name=game.players[seat].name)
    return None


def sold_targets(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for seat in action.targets:
        if not st(game.players[seat]).sold:
            return reject("reject.iv.not_sold", name=game.players[seat].name)
    return None


def public_role_named(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for name in action.roles():
        role = game.variant.roles.roles.get(name)
        if role is None or not role.public or name == player.public:
            return reject("reject.iv.not_a_public_role", role=name)
    return None


ROLE = Role(DEVIL, NEUTRAL, abilities=(
    ab("Сделка", L, T, B, min_targets=1, max_targets=4, allow_self=False, check=not_sold),
    ab(DEVIL, L, T, B, per_cycle=1, allow_self=False, check=no_deal_yet, tags=(ATTACK,)),
    ab("Котел грешников", L, T, B, check=refused_once, aliases=("Котёл грешников",)),
    ab("Незримое присутствие", L, T, B, min_targets=1, max_targets=None, allow_self=False,
       needs=frozenset({"text"}), check=sold_targets),
    ab("Дьявольский шепот", B, per_cycle=1, tags=(BLOCK,), aliases=("Дьявольский шёпот",)),
    ab("Потусторонняя сила", L, T, B, targeted=False, min_targets=0, max_targets=0, choices=("1", "2"),
       needs=frozenset({"choice"}))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Инфернальная личность", (L, T)), ("Повиновение", (L, T)), ("Час расплаты", (L, T))]

# The Дьявол's gifts that are moves (secret-role abilities of the one who sold his soul).
GIFT_ABILITIES = {
    "Могущество": ab("Могущество", L, per_cycle=1, tags=(ATTACK, "gift")),
    "Знание": ab("Знание", L, T, per_cycle=1, tags=("gift",)),
    "Слава": ab("Слава", L, T, uses=1, targeted=False, min_targets=0, max_targets=0, needs=frozenset({"role"}),
                check=public_role_named, tags=("gift",)),
}
EXTRA_HP = 1  # Потусторонняя сила
INFIRMARY_AT_TWO = True

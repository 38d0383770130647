"""Маньяк: alone against all, every colour; swaps a hand card with a sleeve card
at any moment (instant), and every 2 damage he deals (before blocks) bring him a
card from the deck into the sleeve and a block (plugins/cards/resolve.py)."""

from core.rules import ANY_PHASE, Ability, Role

from plugins.cards.factions import MANIAC

COLOURS = ("Разведка", "Контроль", "Урон", "Связь", "Поддержка", "Защита")
SWAP: Ability = Ability("Обмен", phase=ANY_PHASE, instant=True, min_targets=0, max_targets=0,
                        needs=frozenset({"cards"}), slot="обмен", targeted=False,
                        aliases=("Поменять", "Замена", "Поменять местами"), tags=frozenset({"swap"}))
ROLE = Role("Маньяк", faction=MANIAC, abilities=(SWAP,), tags=frozenset({"secret"}))

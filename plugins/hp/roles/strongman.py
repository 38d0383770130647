"""Здоровяк: стартовое и максимальное здоровье — 130 хп (variant.new_player_state)."""

from core.rules import Role

ROLE = Role("Здоровяк", public=True)

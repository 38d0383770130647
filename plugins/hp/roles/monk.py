"""Монах: каждую ночь лечится на 10 хп (пассивное восстановление, шаг 22)."""

from core.rules import Role

ROLE = Role("Монах", public=True)

"""Монах: каждую ночь лечится на 10 хп (пассивное восстановление, шаг 22)."""

from core.rules import Role

ROLE = Role("Монах", public=True)
STEPS: list = []  # step 22 (plugins.hp.night.passive_regen)

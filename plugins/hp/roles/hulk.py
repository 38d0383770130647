"""Амбал: максимальное здоровье 180 хп, начинает игру со 100 хп."""

from core.rules import Role

ROLE = Role("Амбал", public=True)

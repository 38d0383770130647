"""Студент: любое целевое лечение действует вдвое сильнее (mechanics.heal)."""

from core.rules import Role

ROLE = Role("Студент", public=True)

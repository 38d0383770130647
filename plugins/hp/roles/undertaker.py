"""Гробовщик: утром восстанавливает 15 хп за каждого погибшего ночью (если выжил)."""

from core.rules import Role

ROLE = Role("Гробовщик", public=True)

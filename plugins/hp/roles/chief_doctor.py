"""Главврач: в больнице получает вдвое меньше урона и восстанавливает 20 хп, а не 15."""

from core.rules import Role

ROLE = Role("Главврач", public=True, aliases=("Главный врач",))

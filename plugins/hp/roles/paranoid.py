"""Параноик: не может быть целью Связей, Досье и Разоблачения; после смерти роль
объявляется после следующего голосования (mechanics.kill)."""

from core.rules import Role

ROLE = Role("Параноик", public=True)
STEPS: list = []

"""Параноик: не может быть целью Связей, Досье и Разоблачения; после смерти роль
объявляется после следующего голосования (mechanics.kill)."""

from core.rules import Role

from plugins.hp.mechanics import PARANOID

ROLE = Role(PARANOID, public=True)

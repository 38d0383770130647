"""Мститель: убитый днём действует следующей ночью; убитый ночью голосует и
действует следующим днём (variant.may_act, variant.may_vote)."""

from core.rules import Role

ROLE = Role("Мститель", public=True)

"""Политик: имеет 2.5 голоса (day.tally)."""

from core.rules import Role

ROLE = Role("Политик", public=True)

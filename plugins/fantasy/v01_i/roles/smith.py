"""Кузнец: Закалка (Т) — +1 (v0.1) или +2 (I) к запасу жизней (variant.new_player_state)."""

from core.rules import Role

ROLE = Role("Кузнец", public=True)

"""Каскадёр: раны не видны до больницы; в больницу — меньше 30 хп; не впадает в кому (mechanics.update_band)."""

from core.rules import Role

ROLE = Role("Каскадёр", public=True, aliases=("Каскадер",),
            summary="Ран не видно; в больницу — ниже 30 хп; не впадает в кому.")
STEPS: list = []

"""Каскадёр: раны не видны до больницы; в больницу — меньше 30 хп; не впадает в кому (mechanics.update_band).

Out of hospital he never shows «легко ранен» (also after a discharge at 50-74); at 1-29 he lies
in hospital (no night abilities, votes and acts by day), never in coma.
"""

from core.rules import Role

ROLE = Role("Каскадёр", public=True, aliases=("Каскадер",))

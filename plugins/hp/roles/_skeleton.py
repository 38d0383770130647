"""A commented skeleton for a new role of the HP book.

1. Copy this file to ``roles/<role>.py`` (the module is found by itself) and fill it in.
2. Add one line per step to the order table, ``plugins/hp/order.py``, at the book's step number:
   ``(99, "Удар", NIGHT, "roles.<role>.strike")``.
3. The role card's short text goes into ``locale/ru.ftl``: ``role_summary-<transliterated name> = …``
   (``core.texts.message_id("role_summary.Новая роль")`` gives the id).
"""

from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import LAW, hit

# The role as the book describes it: its name, faction (secret roles only) and
# abilities. Limits the book states (once per game, not the same target twice
# in a row...) are fields of Ability; anything else goes into Ability.check.
# Rules several roles share (blows, heals, bands) live in plugins/hp/mechanics.py;
# the player's and the game's state (``st(player)``, ``gs(game)``) in plugins/hp/state.py.
ROLE = Role(
    "Новая роль",
    faction=LAW,
    abilities=(
        Ability("Удар", phase=PhaseKind.NIGHT, uses=1, value=30),
    ),
)


def strike(res: Resolution) -> None:
    """Runs at this step's place in the order table: act on every action of the ability."""
    for action in res.of("Удар"):
        hit(res, action.actor, action.target, 30, "Удар")

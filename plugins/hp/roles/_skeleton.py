"""A commented skeleton for a new role of the HP book. Copy it, rename it,
fill it in, and add the module's name to ``SECRET`` or ``PUBLIC`` in
``roles/__init__.py``.
"""

from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import LAW, hit

# The role card's short text goes into locale/ru.toml, [role_summary]: "Новая роль" = "...".
# The role as the book describes it: its name, faction (secret roles only) and
# abilities. Limits the book states (once per game, not the same target twice
# in a row...) are fields of Ability; anything else goes into Ability.check.
ROLE = Role(
    "Новая роль",
    faction=LAW,
    abilities=(
        Ability("Удар", phase=PhaseKind.NIGHT, uses=1, value=30),
    ),
)


def strike(res: Resolution) -> None:
    """Runs at this ability's place in the night order: act on every action."""
    for action in res.of("Удар"):
        hit(res, action.actor, action.target, 30, "Удар")


# (order, step name, phase, function): the order is the book's step number.
STEPS = [(99, "Удар", PhaseKind.NIGHT, strike)]

"""A commented skeleton for a new role of the HP book.

1. Copy this file to ``roles/<role>.py`` (the module is found by itself) and fill it in.
2. Add one line per step to the order table, ``plugins/hp/order.py``, at the book's step number, and the
   module to the table's import of ``plugins.hp.roles``: ``(99, "Удар", NIGHT, new_role.strike)``.
3. The role card's short text goes into ``locale/ru.ftl``: ``role_summary-<transliterated name> = …``
   (``core.texts.message_id("role_summary.Новая роль")`` gives the id).

What the module declares is the book's contract, ``plugins.hp.roles.RoleModule``: checked when the book
is built (a missing, mistyped or misspelled export — ``ROLES``, ``on_deth`` — is an error naming it).
"""

from core.game import Game
from core.model import PhaseKind, Player
from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import LAW, hit

# The abilities, each written once with the book's numbers: the step reads ``value`` (the damage), so
# the number is in one place. Limits the book states (once per game, not the same target twice in a
# row...) are fields of Ability; anything else goes into Ability.check.
STRIKE = Ability("Удар", phase=PhaseKind.NIGHT, uses=1, value=30)

# Required: the role as the book describes it: its name, faction (secret roles only) and abilities.
# Rules several roles share (blows, heals, bands) live in plugins/hp/mechanics.py; the player's and the
# game's state (``st(player)``, ``gs(game)``) in plugins/hp/state.py.
ROLE = Role(
    "Новая роль",
    faction=LAW,
    abilities=(STRIKE,),
)


def strike(res: Resolution) -> None:
    """A step: runs at its line's place in the order table; acts on every action of the ability."""
    for action in res.of(STRIKE.name):
        hit(res, action.actor, action.target, STRIKE.value, STRIKE.name)


# Optional: what the role's death sets off, called as the player dies (Босс, Ниндзя, Сэнсэй have one).
# Leave it out where the death sets off nothing.
def on_death(game: Game, player: Player) -> None:
    """The new role's death: nothing happens yet (tell or change the game here)."""

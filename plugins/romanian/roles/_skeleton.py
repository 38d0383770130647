"""A commented skeleton for a new role of the Romanian book.

1. Copy this file to ``roles/<role>.py`` (the module is found by itself) and fill it in.
2. Add one line to ``MOVES`` in the order table, ``plugins/romanian/order.py``, and the module to the
   table's import of ``plugins.romanian.roles``: which of the book's night steps performs the move, its
   handler, and what the Журналист sees of it: ``("Новый ход", 17, new_role.visit, COMPANY)``. (A plugin
   of its own adds the move with ``steps.add_move(...)`` in its ``mafia_register_steps``.)
3. The role card's short text goes into ``locale/ru.ftl`` (``role_summary-…``; the id is
   ``core.texts.message_id("role_summary.Новая роль")``), the move's answer keys beside it.

What the module declares is the book's contract, ``plugins.romanian.roles.RoleModule``, checked when the
book is built.
"""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.romanian.mechanics import TOWN
from plugins.romanian.night import nt, ok, simple_visit
from plugins.romanian.state import Move

# The role as the book describes it: its name, faction and abilities. Limits the book states
# (per target, not twice in a row...) are fields of Ability; anything else goes into Ability.check.
# Rules several roles share (items, clans, prison, wounds) live in plugins/romanian/mechanics.py;
# the player's and the game's state (``st(player)``, ``gs(game)``) in plugins/romanian/state.py;
# a night's working notes (``nt(res)``) are plugins.romanian.state.Night.
ROLE = Role(
    "Новая роль",
    faction=TOWN,
    abilities=(Ability("Новый ход", allow_self=False, no_repeat_target=True),),
)


def visit(res: Resolution, move: Move) -> None:
    """Runs at the move's step: reach the target (blocks, redirects and prison are handled), then act."""
    target = simple_visit(res, move)
    if target is None:
        return  # «Неудачно» was answered
    nt(res).unprotected.add(target)
    ok(move)

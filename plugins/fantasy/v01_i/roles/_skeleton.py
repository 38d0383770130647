"""A commented skeleton for a new role of the fantasy book (editions v0.1 and I).

1. Copy this file to ``roles/<role>.py`` (the module is found by itself, after the listed ones) and fill it in.
2. If its move is resolved at a place of its own, write the step function here and add one line to the
   order table, ``plugins/fantasy/v01_i/order.py`` (and the module to its import of the roles):
   ``(57, "Новая способность", NIGHT, new_role.resolve)``.
   Attacks (tag ``ATTACK``, ``value`` = rank) are resolved by the night's attacks with no line (1 damage at
   their rank, after the attacks of ``order.ATTACKS``; an attack of its own kind — more damage, a rank that
   depends on the night — has its ``hits(res, ability)`` here and a line in ``order.ATTACKS``). A defence
   against the night's attacks on the role is ``defend(res, player, hits)`` here, the attackers that cannot
   touch it ``immune(attacker)`` (the night asks the role's module: see ``lich.py``), also with no line.
   An instant ability (day, «в любой момент») is resolved the moment it is used by the function this
   module names for it in ``INSTANT = {"Способность": function}`` (``day.instant``), with no line.
   These exports are the contract ``plugins.fantasy.v01_i.roles.RoleModule``, checked when the book is built.
3. The role card's short text goes into ``plugins/fantasy/locale/ru.ftl`` (``role_summary-…``; the id is
   ``core.texts.message_id("role_summary.Новая роль")``).

Editions II and IV have their own roles (``ii/roles/``, ``iv/roles/``). Shared code comes from
``plugins.fantasy.common`` only, never from another edition.
"""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.mechanics import st
from plugins.fantasy.common.roles import NIGHT, L, not_self, tags
from plugins.fantasy.common.state import LAW
from plugins.fantasy.v01_i.night import act, targets

# The role as the book describes it. A public role (``public=True``) has no faction; a secret one has.
# Marks the book puts on an ability (kept in Лазарет: L, Тюрьма: T, on Кладбище: K) are tags;
# ``tags(ONLY_I)`` keeps an ability to edition I. Limits are fields of Ability; the rest is ``check``.
ROLE = Role("Новая роль", faction=LAW, abilities=(
    Ability("Новая способность", phase=NIGHT, uses=1, check=not_self, tags=tags(L)),
))


def resolve(res: Resolution) -> None:
    """Runs at this step's place in the order table: act on every move of the ability."""
    for action in act(res, "Новая способность"):
        target = res.player(targets(res, action)[0])
        st(target).savings += 1  # what the ability does; tell the player with res.tell(seat, "<key>", ...)

"""A commented skeleton for a new role of edition II of the fantasy book («Сатисфакция»).

1. Copy this file to ``roles/<role>.py`` (the module is found by itself, after the listed ones) and fill it in.
2. If its move is resolved at a place of its own, write the step function here and add one line to the
   order table, ``plugins/fantasy/ii/order.py`` (and the module to its import of the roles):
   ``(57, "Новая способность", NIGHT, new_role.resolve)``.
   Attacks (tag ``ATTACK``, ``value`` = rank) and blocks (``BLOCK``) are resolved by the edition's steps by
   their tags (``order.BY_TAG``), with no line; what the role adds to a shared step it declares here, and
   the step asks for it: ``INSTANT`` (used «в любой момент»), ``HITS`` (its attacks' hits), ``immune`` and
   ``defend``: the contract ``roles.RoleModule``, checked when the book is built. An ability nothing resolves fails
   ``tests/plugins/fantasy/test_abilities_resolved.py``.
3. The role card's short text goes into ``plugins/fantasy/ii/locale/ru.ftl``.

Editions v0.1/I and IV have their own roles (``v01_i/roles/``, ``iv/roles/``). Shared code comes from
``plugins.fantasy.common`` and this edition only, never from another edition.
"""

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.ii.abilities import NIGHT, ab
from plugins.fantasy.ii.mechanics import done, final, st
from plugins.fantasy.ii.state import LAW

# The role as the book describes it. A public role (``public=True``) has no faction; a secret one has.
# ``ab(name, *marks, ...)`` puts the ability in its own slot; the marks the book puts on it (kept in
# Лазарет: L, Тюрьма: T, on Кладбище: K; not blocked: B) come first; limits are fields of Ability, the rest
# is ``check`` (``unless(...)``: not in a phase when another ability is used).
ROLE = Role("Новая роль", faction=LAW, abilities=(
    ab("Новая способность", phase=NIGHT, uses=1, allow_self=False),
))
# Passive abilities (not moves: the resolution applies them), with their marks.
PASSIVES: list[tuple[str, tuple[str, ...]]] = []


def resolve(res: Resolution) -> None:
    """Runs at this step's place in the order table: act on every move of the ability that happens."""
    for action in done(res, "Новая способность"):
        target = res.player(final(res, action)[0])
        st(target).savings += 1  # what the ability does; tell the player with res.tell(seat, "<key>", ...)

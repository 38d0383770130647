"""A commented skeleton for a new role of edition IV of the fantasy book («Темный Гримуар»).

1. Copy this file to ``roles/<role>.py`` (the module is found by itself, after the listed ones) and fill it in.
2. If its move is resolved at a place of its own, write the step function here and add one line to the
   order table, ``plugins/fantasy/iv/order.py`` (``ORDER``: it runs in every phase of the week, ``MOONS``):
   ``(57, "Новая способность", MOONS, new_role.resolve)`` (and the module to its import of the roles). Attacks
   (tag ``ATTACK``), blocks (``BLOCK``), shields (``SHIELD``), Темница (``JAILS``) and the graveyard looks
   (``GRAVE_LOOK``) are resolved by the edition's steps by their tags (``order.BY_TAG``), with no line; the
   damage of its attacks (``AMOUNTS``) and what it does with the statuses (``AT_SETTLE``) it declares here
   (the contract ``roles.RoleModule``, checked when the book is built). An ability nothing resolves fails
   ``tests/plugins/fantasy/test_abilities_resolved.py``.
3. The role card's short text goes into ``plugins/fantasy/iv/locale/ru.ftl``.

Editions v0.1/I and II have their own roles (``v01_i/roles/``, ``ii/roles/``). Shared code comes from
``plugins.fantasy.common`` and this edition only, never from another edition.
"""

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.iv.abilities import ab
from plugins.fantasy.iv.resolve import final
from plugins.fantasy.iv.state import LAW, st

# The role as the book describes it. A public role (``public=True``) has no faction; a secret one has.
# ``ab(name, *marks, ...)`` puts the ability in its own slot, by default in every phase of the week; the
# marks the book puts on it (kept in Лазарет: L, Темница: T, on Кладбище: K; not blocked: B) come first;
# limits are fields of Ability, the rest is ``check`` (``unless(...)``: not in a phase when another is used).
ROLE = Role("Новая роль", faction=LAW, abilities=(
    ab("Новая способность", uses=1, allow_self=False),
))
# Passive abilities (not moves: the resolution applies them), with their marks; also, where the book says
# so: KNOWS (the role it learns at the start), EXTRA_HP, INFIRMARY_AT_TWO (see ``roles/__init__.py``).
PASSIVES: list[tuple[str, tuple[str, ...]]] = []


def resolve(res: Resolution) -> None:
    """Runs at this step's place in the order table: act on every move of the ability (``final``: its
    targets after Очарование)."""
    for action in res.of("Новая способность"):
        target = res.player(final(res, action)[0])
        st(target).hp += 1  # what the ability does; tell the player with res.tell(seat, "<key>", ...)

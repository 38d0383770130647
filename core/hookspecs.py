"""Every hook a mafia-bot plugin can implement, in one module.

All hooks start with ``mafia_``. A variant plugin is a module (or object) with
functions marked ``@hookimpl``; built-in and third-party variants are found
through the ``mafia_bot.variants`` entry-point group. ``register_*`` hooks
receive registry objects to fill; the other hooks are notifications.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from core.game import Game, PhaseReport
    from core.rules import Action
    from core.registry import RoleRegistry, StepRegistry, TextRegistry, VariantRegistry
    from core.variant import Variant

PROJECT = "mafia_bot"

hookspec = pluggy.HookspecMarker(PROJECT)
#: The one marker plugins use for their hook implementations.
hookimpl = pluggy.HookimplMarker(PROJECT)


@hookspec
def mafia_register_variants(variants: "VariantRegistry") -> None:
    """Called once when the engine loads plugins: add the variants this plugin
    provides with ``variants.add(VariantClass)``. Returns nothing."""


@hookspec
def mafia_register_roles(variant: "type[Variant]", roles: "RoleRegistry", edition: "str | None") -> None:
    """Called once per variant and edition, after all variants are registered: add
    the factions and roles (with their abilities) that belong to ``variant`` in
    ``edition`` (None for a variant without editions; editions are different books,
    where one role name may carry other rules) with ``roles.add_faction(...)`` and
    ``roles.add(...)``. A plugin may add roles to another plugin's variant.
    Implementations must ignore variants they do not know, and may leave out the
    ``edition`` parameter. Returns nothing."""


@hookspec
def mafia_register_steps(variant: "type[Variant]", steps: "StepRegistry", edition: "str | None") -> None:
    """Called once per variant and edition, after its roles: add the resolution
    steps of ``variant`` with ``steps.add(order, name, kind, run)`` (or a table of
    them, ``steps.add_table(...)``: ``(order, name, kind or tuple of kinds, run)``
    lines, ``run`` the function itself). Steps of one phase kind run in ascending
    ``order`` when that phase ends; steps of the kind ``"instant"`` run over an
    instant ability's action the moment it is accepted. A variant whose numbered
    steps perform moves by kind (romanian) takes them with
    ``steps.add_move(kind, step, run, seen)``: a plugin that adds a role to it adds
    the role's move so. Implementations must ignore variants they do not know.
    Returns nothing."""


@hookspec
def mafia_register_texts(variant: "type[Variant]", texts: "TextRegistry", edition: "str | None") -> None:
    """Called once per variant and edition: add the variant's text catalogs, one per
    locale, with ``texts.add_package(package)`` (reads ``<package>/locale/<locale>.ftl``,
    a Fluent catalog; see docs/architecture.md, «Texts»).
    Returns nothing."""


@hookspec
def mafia_game_started(game: "Game") -> None:
    """Called after a game is created and its opening phase has begun (roles
    dealt, fellows told). Observers only: must not change the game. Returns nothing."""


@hookspec
def mafia_phase_resolved(game: "Game", report: "PhaseReport") -> None:
    """Called after a phase has been resolved and the next one has begun (or the
    game has ended). ``report`` holds the phase's public and private events.
    Observers only: must not change the game. Returns nothing."""


@hookspec
def mafia_instant_resolved(game: "Game", action: "Action", report: "PhaseReport") -> None:
    """Called after an instant ability (``Ability.instant``) was accepted and
    resolved at once, and the win checked. ``report`` holds what it told (its
    ``phase`` is the phase still running). Observers only: must not change the
    game. Returns nothing."""

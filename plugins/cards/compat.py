"""Building abilities whatever the core's version: fields of issue 7's core
(``instant``, phases as strings, ``ANY_PHASE``) are passed only where they exist."""

from __future__ import annotations

import dataclasses
from typing import Any

from core import rules
from core.rules import Ability, Role

ANY_PHASE = getattr(rules, "ANY_PHASE", "*")
SETUP = "setup"
_ABILITY_FIELDS = {f.name for f in dataclasses.fields(Ability)}
_ROLE_FIELDS = {f.name for f in dataclasses.fields(Role)}


def ability(name: str, **kwargs: Any) -> Ability:
    """An Ability, leaving out what this core does not know (instant moves need issue 7)."""
    return Ability(name, **{k: v for k, v in kwargs.items() if k in _ABILITY_FIELDS})


def role(name: str, **kwargs: Any) -> Role:
    return Role(name, **{k: v for k, v in kwargs.items() if k in _ROLE_FIELDS})


def is_instant(ability_: Ability) -> bool:
    return bool(getattr(ability_, "instant", False)) or "instant" in ability_.tags

"""Личины (personas): what a player shows, drawn at random by checks, grown each night."""

from __future__ import annotations

from core.model import Player
from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.ii.state import (
    STRANGER, persona_of,
)

from plugins.fantasy.ii.mechanics import final, st


# --- personas -------------------------------------------------------------------------------


def personas(game, player: Player) -> dict[str, int]:
    """The personas a check draws from now: Странник's one, or his set (with Блеф's five tonight)."""
    s = st(player)
    if player.public == STRANGER:
        return {STRANGER: 1}  # Незнакомец (Т,К): whatever else happens
    found = dict(s.personas)
    if s.bluff is not None and s.bluff[0] == game.phase.index:
        for name in s.bluff[1]:
            found[name] = found.get(name, 0) + 1
    return found


def draw(game, player: Player, count: int = 1) -> list[str]:
    """«Из всех Личин выбирается одна случайная»: ``count`` drawn without putting back (game.rng)."""
    pool = [name for name, n in sorted(personas(game, player).items()) for _ in range(n)]
    found: list[str] = []
    for _ in range(min(count, len(pool))):
        found.append(pool.pop(game.rng.randrange(len(pool))))
    return found


def grow_personas(game) -> None:
    """«По окончанию каждой фазы все персонажи получают +1 Личину, соответствующую их Тайной роли.»"""
    for player in game.players:
        if player.public != STRANGER:
            name = persona_of(player.role)
            st(player).personas[name] = st(player).personas.get(name, 0) + 1


def add_personas(player: Player, names) -> None:
    for name in names:
        st(player).personas[persona_of(name)] = st(player).personas.get(persona_of(name), 0) + 1


def told_personas(res: Resolution, action: Action, count: int) -> None:
    """A check that tells ``count`` personas of its target, drawn at random (Элементарно! announced)."""
    seat = final(res, action)[0]
    target = res.player(seat)
    if action.ability == "Элементарно!":
        res.announce("ii.elementary", actor=res.player(action.actor).name, player=target.name)
    res.tell(action.actor, "ii.result.persona", target=target.name, personas=", ".join(draw(res.game, target, count)),
             ability=action.ability)

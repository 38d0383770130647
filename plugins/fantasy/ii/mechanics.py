"""What edition II's resolution leans on: its state accessors and what a move is (its tags, its final
targets, whether it was done), heals, the Демонолог's count of dead demons."""

from __future__ import annotations

from core.model import Player
from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.common.mechanics import heal as capped_heal
from plugins.fantasy.common.mechanics import GOSSIP
from plugins.fantasy.ii.state import gs, sc, st  # noqa: F401 (the accessors, for the modules that import them here)
from plugins.fantasy.ii.state import (
    BEAST, DEMON_ROLES, PEASANT1, PEASANT2, Hit,
)

NOT_REDIRECTED = ("Переливание жизни",)


# --- what a move is -----------------------------------------------------------------------


def tags_of(res: Resolution, action: Action) -> frozenset[str]:
    ability = res.game.ability_of(res.player(action.actor), action.ability) or res.game.variant.find_ability(
        action.ability)
    return ability.tags if ability is not None else frozenset()


def final(res: Resolution, action: Action) -> tuple[int, ...]:
    """The targets after Очарование: «все действия жертвы перенаправляются на указанную цель»
    (Переливание жизни «не может быть перенаправлено»)."""
    new = sc(res).redirect.get(action.actor)
    if new is None or not action.targets or action.ability in NOT_REDIRECTED:
        return action.targets
    return tuple(new for _ in action.targets)


def secret_move(res: Resolution, action: Action) -> bool:
    """A move of a secret role's ability (a check reads these as «the moves that happened»)."""
    ability = res.game.ability_of(res.player(action.actor), action.ability)
    role = res.game.variant.roles.roles.get(ability.role) if ability is not None and ability.role else None
    return role is not None and not role.public


def done(res: Resolution, *names: str) -> list[Action]:
    return res.of(*names)


def is_gossip(res: Resolution, action: Action) -> bool:
    """Слухи of the Сплетник (public) rather than of a Крестьянин (secret)."""
    actor = res.player(action.actor)
    if actor.public != GOSSIP:
        return False
    return action.via == GOSSIP or actor.role not in (PEASANT1, PEASANT2)


def role_name(game, name: str) -> str:
    """A role named by a player (any of its names or aliases), by its name in the book; an unknown name as is."""
    role = game.variant.roles.role(name)
    return role.name if role is not None else name


def dead_demons(game) -> int:
    return sum(1 for p in game.players if not p.alive and p.role in DEMON_ROLES)


def heal(game, seat: int, amount: int = 1) -> int:
    """«Иметь жизней больше, чем было в начале игры, невозможно», but «у твари нет верхней границы».
    Returns the lives gained."""
    player = game.players[seat]
    if player.role == BEAST and player.alive:
        st(player).lives += amount
        return amount
    return capped_heal(game, seat, amount)


def strongest(hits: list[Hit]) -> Hit | None:
    """The strongest of these hits not blocked (the book's table of strength, then the seat)."""
    live = [h for h in hits if not h.blocked]
    return min(live, key=lambda h: (h.strength, h.source)) if live else None


def soak(hits: list[Hit], amount: int) -> None:
    """Take ``amount`` damage off these hits, the strongest first (a hit soaked to 0 is blocked)."""
    for hit in sorted((h for h in hits if not h.blocked and h.amount > 0), key=lambda h: (h.strength, h.source)):
        taken = min(amount, hit.amount)
        hit.amount -= taken
        amount -= taken
        if hit.amount == 0:
            hit.blocked = True
        if amount == 0:
            return


def misere(game, player: Player) -> bool:
    return st(player).misere_night == game.phase.index

"""Лич, a secret role of edition II: Армия тьмы, Зомбирование; passive: Щит душ, Без души.

Без души is its ``immune``, Щит душ its ``defend``; Армия тьмы rises at the morning (``night.raises``);
Зомбирование is the edition's blocks (its tag)."""

from __future__ import annotations

from core.model import Player
from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.mechanics import all_of
from plugins.fantasy.common.roles import L, T, in_moon, target_dead
from plugins.fantasy.common.state import NEW_MOON
from plugins.fantasy.ii.abilities import B, BLOCK, ab
from plugins.fantasy.ii.state import LICH, UNDEAD
from plugins.fantasy.common.mechanics import in_infirmary, in_prison
from plugins.fantasy.ii.mechanics import misere, sc, soak, strongest
from plugins.fantasy.ii.state import DEMON_ROLES, Hit

ROLE = Role(LICH, UNDEAD, abilities=(
    ab("Армия тьмы", L, min_targets=1, max_targets=3, allow_dead_target=True,
       check=all_of(in_moon(NEW_MOON), target_dead)),
    ab("Зомбирование", B, per_cycle=1, allow_self=False, tags=(BLOCK,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Щит душ", ()), ("Без души", (L, T))]


def immune(res: Resolution, hit: Hit, attacker: Player, target: Player) -> bool:
    """Без души (Л,Т): the undead and the demons cannot attack him (the demons are told so)."""
    if (attacker.faction == UNDEAD or attacker.role in DEMON_ROLES) and hit.source != hit.target:
        if attacker.role in DEMON_ROLES:
            res.tell(hit.source, "ii.result.no_soul", target=target.name, ability=hit.ability)
        return True
    return False


def defend(res: Resolution, player: Player, hits: list[Hit]) -> None:
    """Щит душ: out of Тюрьма and Лазарет, one damage a night is taken off, and the strongest attacker
    takes one."""
    game = res.game
    free = not in_prison(player) or misere(game, player)
    healthy = not in_infirmary(player) or misere(game, player)
    if free and healthy:
        hit = strongest(hits)
        if hit is not None:
            soak(hits, 1)
            sc(res).hits.append(Hit(player.seat, hit.source, "Щит душ", 1, 99))

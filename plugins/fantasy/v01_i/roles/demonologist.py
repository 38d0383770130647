"""Демонолог (Демоны): Sacrifice! (Полнолуние: урон = демоны на Кладбище; если цель умерла —
перепризыв демона), Protective circle (Л), Aura of darkness (Л,Т), Знакомства по ту сторону."""

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import in_prison, st
from plugins.fantasy.common.roles import all_of, ATTACK, full_moon, L, NIGHT, T, tags
from plugins.fantasy.common.state import DEMONS, UNDEAD, Hit
from plugins.fantasy.v01_i.night import act, raise_dead, sc, strongest, targets


def resummon(game: Game, player: Player, action: Action) -> Rejection | None:
    """The second target, if named, is a demon to summon back."""
    if len(action.targets) == 2 and game.players[action.targets[1]].faction != DEMONS:
        return reject("reject.fantasy.not_a_demon", name=game.players[action.targets[1]].name)
    return None


# Passive abilities: not moves, the night applies them (name, marks).
PASSIVES = [("Protective circle", (L,)), ("Aura of darkness", (L, T)), ("Знакомства по ту сторону", ())]

ROLE = Role("Демонолог", faction=DEMONS, abilities=(
    Ability("Sacrifice!", phase=NIGHT, min_targets=1, max_targets=2, allow_dead_target=True, allow_self=False,
            aliases=("Sacrifice", "Жертвоприношение"), value=2, check=all_of(full_moon, resummon),
            tags=tags(ATTACK)),
))


def immune(attacker: Player) -> str | None:
    """Aura of darkness (Л,Т): the undead cannot attack him (the attacker is told so)."""
    return "fantasy.result.aura" if attacker.faction == UNDEAD else None


def defend(res: Resolution, player: Player, hits: list[Hit]) -> None:
    """Protective circle (Л): the strongest attack is blocked, once; it comes back after a cycle of nights."""
    s = st(player)
    index = res.phase.index
    if not in_prison(player) and (s.circle_back is None or s.circle_back <= index):
        hit = strongest(hits)
        if hit is not None:
            hit.blocked = True
            s.circle_back = index + 6
            res.tell(player.seat, "fantasy.result.circle_gone")


def summon_back(res: Resolution) -> None:
    """Sacrifice!, in the morning: a victim dead by then — the demon named second is summoned back."""
    died = sc(res).died
    for action in act(res, "Sacrifice!"):
        if targets(res, action)[0] in died and len(action.targets) == 2:
            demon = res.player(action.targets[1])
            if demon.faction == DEMONS and demon.seat != action.actor:
                raise_dead(res.game, demon, "fantasy.risen")


def sacrifice_hits(res: Resolution, ability: str) -> list[Hit]:
    """Sacrifice!: as much damage as there are demons on Кладбище, at a living victim."""
    demons_dead = sum(1 for p in res.game.players if p.faction == DEMONS and not p.alive)
    hits = []
    for action in act(res, ability):
        victim = targets(res, action)[0]
        if res.player(victim).alive:
            hits.append(Hit(action.actor, victim, ability, demons_dead, 2))
    return hits

"""What the mafia clans and the cops share: clan moves (one of each kind per
clan a night, sent by the boss/sheriff or a member they trust), the shot with
ordinary or silver bullets, the poisons, the bear hunt, the shot into prison."""

from __future__ import annotations

import dataclasses

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, reject

from plugins.romanian.mechanics import (
    BEAR, BOSS, COP_ROLES, DETECTIVE, boss_of, clan, clan_members, cops, is_clan, is_silver, jailed, sheriff, st,
)
from plugins.romanian.night import (
    POISONING, SHOOTING, approach, attack, fail, hostile_target, nt, ok, reach, see, spend, tell_once, wounded,
)
from plugins.romanian.state import Move

def fellows(game: Game, player: Player) -> list[Player]:
    if is_clan(player):
        return clan_members(game, player.team)
    if player.role in COP_ROLES:
        return cops(game)
    return [player]


def leader(game: Game, player: Player) -> Player | None:
    if is_clan(player):
        return boss_of(game, player.team)
    if player.role in COP_ROLES:
        return sheriff(game)
    return None


def trusted(game: Game, player: Player) -> bool:
    """The boss, the sheriff, and the members they named trusted (Доверие, also
    one sent this very phase). Until the leader names anyone, he trusts the
    whole clan (docs/variants/romanian.md)."""
    if player.role in (BOSS, DETECTIVE) or st(player).trusted:
        return True
    head = leader(game, player)
    if head is None:
        return True  # no leader left to send moves: everyone sends his own
    named_now = {a.targets[0] for (seat, _), a in game.pending.items()
                 if seat == head.seat and a.ability == "Доверие" and a.targets}
    if player.seat in named_now:
        return True
    named_before = any(st(p).trusted for p in fellows(game, player))
    return not named_before and not named_now


# Abilities that are one kind of clan move under another name.
SAME_KIND = {"Серебряная пуля": "Выстрел"}


def kind_of(ability: str) -> str:
    return SAME_KIND.get(ability, ability)


def clan_move(game: Game, player: Player, action: Action) -> Rejection | None:
    """A clan (or cops') move: from a trusted sender, one of each kind a night."""
    if not (is_clan(player) or player.role in COP_ROLES):
        return None
    if not trusted(game, player):
        return reject("reject.romanian.not_trusted", ability=action.ability)
    for other in fellows(game, player):
        if other.seat == player.seat:
            continue
        for (seat, _), pending in game.pending.items():
            if seat == other.seat and kind_of(pending.ability) == kind_of(action.ability):
                if action.ability == "Охота на медведя" and pending.targets == action.targets:
                    continue  # the whole clan goes hunting: members may each send it
                return reject("reject.romanian.clan_once", ability=action.ability, player=other.name)
    return None


def shot_check(game: Game, player: Player, action: Action) -> Rejection | None:
    rejection = clan_move(game, player, action)
    if rejection is not None:
        return rejection
    target = game.players[action.targets[0]]
    if not target.in_game:
        # «Выстрел» at a jailed clan mate is the shot into prison (step 32).
        if action.ability == "Выстрел" and jailed(target) and is_clan(player):
            return prison_check(game, player, action)
        return reject("reject.target_dead", name=target.name)
    if is_silver(action.choice) or action.ability == "Серебряная пуля":
        if not is_clan(player):
            return reject("reject.romanian.no_silver")
        if clan(game, player.team).silver <= 0:
            return reject("reject.romanian.silver_used")
    if is_clan(player) and target.team == player.team and target.seat != player.seat and is_clan(target):
        return reject("reject.romanian.own_clan")
    return None


def poison_check(game: Game, player: Player, action: Action) -> Rejection | None:
    rejection = clan_move(game, player, action)
    if rejection is not None:
        return rejection
    if clan(game, player.team).poisons <= 0:
        return reject("reject.romanian.no_poison")
    return None


def prison_check(game: Game, player: Player, action: Action) -> Rejection | None:
    rejection = clan_move(game, player, action)
    if rejection is not None:
        return rejection
    if is_silver(action.choice):
        return reject("reject.romanian.silver_prison")
    target = game.players[action.targets[0]]
    if not jailed(target) or target.team != player.team:
        return reject("reject.romanian.not_jailed_fellow", target=target.name)
    return None


def clan_slot(kind: str) -> str:
    """Clan and cop moves: one slot per kind, so that the boss (the sheriff) may send
    several kinds of the clan's moves in one night (a shot and a poison), each once."""
    return f"clan:{kind}"


# Attacks are never on oneself: a master bounces «стреляю в себя» (only the «Суицид» curse turns a
# weapon on its holder, l.224); «Голосовать в себя разрешается» (l.12) is said of the vote alone.
SHOT = Ability("Выстрел", check=shot_check, tags=frozenset({"attack"}), aliases=("Стрелять",), allow_self=False,
               allow_dead_target=True, slot=clan_slot("Выстрел"))  # only a jailed clan mate (shot_check)
# The cops' shot: no prison shot, so no target out of the game.
COP_SHOT = dataclasses.replace(SHOT, allow_dead_target=False)
# «Серебряная пуля» as a move of its own: the shot with a silver bullet (dusk
# turns it into «Выстрел» with choice «серебро»).
SILVER_SHOT = Ability("Серебряная пуля", check=shot_check, tags=frozenset({"attack"}), allow_self=False,
                      aliases=("Серебро", "Выстрел серебром", "Выстрел серебряной пулей", "Серебряный выстрел",
                               "Серебряные пули"), slot=clan_slot("Выстрел"))
POISON = Ability("Отравление", check=poison_check, tags=frozenset({"attack"}), allow_self=False,
                 aliases=("Яд", "Отравить", "Отравление ядом", "Травить"), slot=clan_slot("Отравление"))
HUNT = Ability("Охота на медведя", check=clan_move, tags=frozenset({"attack"}), aliases=("Охота", "Охотиться"),
               allow_self=False, slot=clan_slot("Охота на медведя"))
PRISON_SHOT = Ability("Выстрел в тюрьму", check=prison_check, allow_dead_target=True, allow_self=False,
                      tags=frozenset({"attack"}), slot=clan_slot("Выстрел в тюрьму"))
def trust_check(game: Game, player: Player, action: Action) -> Rejection | None:
    target = game.players[action.targets[0]]
    if target.seat not in {p.seat for p in fellows(game, player)}:
        return reject("reject.romanian.trust_fellow", target=target.name)
    return None


TRUST = Ability("Доверие", slot="trust", allow_self=False, targeted=False, check=trust_check)

MAFIA_ABILITIES = (SHOT, SILVER_SHOT, POISON, HUNT, PRISON_SHOT)


# --- handlers ------------------------------------------------------------------

def shot(res: Resolution, move: Move) -> None:
    silver = is_silver(move.choice) and move.team is not None
    spend(res, move)  # a silver bullet, fired: spent even «неудачно» (l.260)
    target = approach(res, move)
    if target is None:
        fail(res, move)
        return
    move.reached = target
    if attack(res, move, target, "silver" if silver else "shot"):
        ok(move)
    else:
        fail(res, move)


def poison(res: Resolution, move: Move) -> None:
    game = res.game
    see(res, move.actor, POISONING)
    target = hostile_target(res, move)
    reached = target if target == move.actor else (reach(res, move, target) if target is not None else None)
    if reached is None:
        fail(res, move)
        return
    move.reached = reached
    see(res, reached, -POISONING)
    victim = game.players[reached]
    from plugins.romanian.mechanics import BARON, VAMPIRE_ROLES

    spared = victim.role in (BEAR, BARON, *VAMPIRE_ROLES)
    if move.team is not None and not spared:
        c = clan(game, move.team)
        c.poisons = max(c.poisons - 1, 0)
    if attack(res, move, reached, "poison"):
        ok(move)
        tell_once(res, reached, "romanian.result.poisoned")
    else:
        fail(res, move)


def hunt(res: Resolution, move: Move) -> None:
    """The whole clan goes (a turned vampire does not count); one missing: «Неудачно»."""
    game = res.game
    night = nt(res)
    if any(m.kind == move.kind and m.team == move.team and m.targets == move.targets and m.id < move.id
           for m in night.moves):
        move.silent = True  # another member sent the same hunt: one hunt, one answer to the clan
        return
    members = clan_members(game, move.team)
    for member in members:
        see(res, member.seat, SHOOTING)
        if member.seat in night.held or member.seat in night.cabaret or member.seat in night.tour \
                or wounded(res, member.seat) or member.seat in night.powerless:
            fail(res, move)
            return
    target = reach(res, move, move.targets[0])
    if target is None:
        fail(res, move)
        return
    see(res, target, -SHOOTING)
    victim = game.players[target]
    if victim.role != BEAR:
        ok(move)
        return
    if attack(res, move, target, "hunt"):
        ok(move, "romanian.answer.hunt_killed")
    else:
        fail(res, move)


def prison_shot(res: Resolution, move: Move) -> None:
    target = reach(res, move, move.targets[0])
    see(res, move.actor, SHOOTING)
    if target is None:
        fail(res, move)
        return
    nt(res).kills.setdefault(target, (move.actor, "prison"))
    ok(move)

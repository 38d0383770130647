"""Hit points, blows, heals and the bands of the HP book, shared by all roles.

Numbers are whole: every blow is rounded down after all its multipliers
(docs/variants/hp.md). During a night hit points may go below zero; only who
is at zero or below after the last step dies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.model import Exit, PhaseKind, Player
from plugins.hp.state import (
    COMA, HEALTHY, HOSPITAL, LIGHT, ST_COMA, ST_EXPOSED, ST_HOSPITAL, ST_WOUNDED, Hit, Night, Reveal, gs, st,
)

if TYPE_CHECKING:
    from core.game import Game
    from core.resolution import Resolution

LAW = "Закон"
MAFIA = "Мафия"
YAKUZA = "Якудза"
NEUTRAL = "Нейтралы"
FOREVER = 10**9

# Public roles by name, to keep the spelling in one place.
MONK = "Монах"
STRONGMAN = "Здоровяк"
MEDIC = "Медик"
ELECTRICIAN = "Электрик"
AUTHORITY = "Авторитет"
PARATROOPER = "ВДВшник"
RESUSCITATOR = "Реаниматолог"
PARANOID = "Параноик"
POLITICIAN = "Политик"
PROSECUTOR = "Прокурор"
AVENGER = "Мститель"
CHIEF_DOCTOR = "Главврач"
PLAGIARIST = "Плагиатор"
UNDERTAKER = "Гробовщик"
STUDENT = "Студент"
GOPNIK = "Гопник"
STUNTMAN = "Каскадёр"
CULTIST = "Культист"
HULK = "Амбал"
VIP = "VIP"

# Secret roles by name, where rules name them.
CIVILIAN = "Мирный житель"
BOSS = "Босс"
THUG = "Громила"
NINJA = "Ниндзя"
SENSEI = "Сэнсэй"
SHINOBI = "Синоби"
MANIAC = "Маньяк"
SPY = "Шпион"
KILLER = "Киллер"
COMMISSAR = "Комиссар"
PUNISHER = "Каратель"
PSYCHO = "Псих"


def has_public(game: "Game", player: Player, role: str) -> bool:
    """Whether the player has this public role now, its own or copied (Плагиатор)."""
    if player.public == role:
        return True
    s = player.state  # (st(player), inlined: asked thousands of times a game)
    return (s.plagiarized == role and s.plagiarized_from is not None and s.plagiarized_until is not None
            and s.plagiarized_from <= game.phase.index <= s.plagiarized_until)


def in_hospital(player: Player) -> bool:
    return ST_HOSPITAL in player.statuses


def in_coma(player: Player) -> bool:
    return ST_COMA in player.statuses


def reanimated(game: "Game", player: Player) -> bool:
    """Реаниматолог's patient spends this night out of hospital (and out of coma)."""
    return game.phase.kind is PhaseKind.NIGHT and st(player).reanimated_night == game.phase.index


def seen_role(player: Player) -> str:
    """The secret role a check sees: the mask if there is one."""
    return st(player).mask or player.role


def faction_of_role(game: "Game", role: str) -> str:
    return game.variant.roles.roles[role].faction or ""


def is_law_role(game: "Game", role: str) -> bool:
    return faction_of_role(game, role) == LAW


# --- blows and heals ----------------------------------------------------------


def hit(res: "Resolution", source: int | None, target: int, amount: float, ability: str, *,
        attack: bool = True, mafia: bool = False) -> int:
    """Deal damage; returns what was dealt. Attacks are reduced by Защита, draw
    Медитация marks and ВДВшник's counter."""
    game = res.game
    victim = game.players[target]
    night: Night | None = res.scratch if isinstance(res.scratch, Night) else None
    factor = 1.0
    if attack and night is not None and target in night.protected:
        factor *= 0.25
    if in_hospital(victim) and not reanimated(game, victim) and has_public(game, victim, CHIEF_DOCTOR):
        factor *= 0.5
    if mafia and st(victim).mafia_double:
        factor *= 2
    dealt = int(amount * factor)
    st(victim).hp -= dealt
    if night is not None:
        night.hits.append(Hit(source, target, ability, dealt, attack))
    if attack and source is not None and source != target:
        attacker = game.players[source]
        if night is not None and target in night.meditating:
            st(attacker).marks += 1
        # «Наносит каждому по 20 урона»: each attacker is countered once a night, however many blows.
        if (night is not None and has_public(game, victim, PARATROOPER)
                and (not in_coma(victim) or reanimated(game, victim))
                and not has_public(game, attacker, VIP) and (target, source) not in night.countered):
            night.countered.add((target, source))
            hit(res, target, source, 20, PARATROOPER, attack=False)
    return dealt


def wipe(res: "Resolution", target: int) -> None:
    """Кара and Убийство: all hit points gone, no heal, nothing to block or reduce."""
    victim = res.game.players[target]
    st(victim).hp = min(st(victim).hp, 0)
    if isinstance(res.scratch, Night):
        res.scratch.no_heal.add(target)


def heal(res: "Resolution", target: int, amount: int, *, targeted: bool = True) -> int:
    """Restore hit points up to the maximum; a targeted heal counts double on Студент."""
    game = res.game
    player = game.players[target]
    if isinstance(res.scratch, Night) and target in res.scratch.no_heal:
        return 0
    if targeted and has_public(game, player, STUDENT):
        amount *= 2
    s = st(player)
    before = s.hp
    s.hp = min(s.hp + amount, s.max_hp)
    return max(s.hp - before, 0)


# --- bands, deaths, reveals ------------------------------------------------------


def update_band(game: "Game", player: Player, *, announce: bool = True) -> None:
    """Move a living player into or out of hospital and coma by hit points.
    Called only in the morning and in the evening, as the book says."""
    s = player.state  # (st, in_hospital, in_coma inlined: every living player, twice a cycle)
    if s.hp < COMA:
        return
    statuses = player.statuses
    if s.hp >= HEALTHY and ST_WOUNDED not in statuses and ST_HOSPITAL not in statuses and ST_COMA not in statuses:
        return  # healthy and in no band (most players, most phases): the band below would be the same
    was_hospital, was_coma = ST_HOSPITAL in statuses, ST_COMA in statuses
    was_wounded = ST_WOUNDED in statuses
    # has_public(game, player, STUNTMAN), asked only where its first tests do not already say no
    stuntman = player.public == STUNTMAN or (s.plagiarized == STUNTMAN and has_public(game, player, STUNTMAN))
    coma = s.hp < HOSPITAL and not stuntman
    if stuntman:
        # Into hospital only under 30; out of it like everybody, above 49.
        hospital = s.hp < 30 or (was_hospital and s.hp < LIGHT)
    else:
        hospital = s.hp < LIGHT
    wounded = not hospital and not coma and s.hp < HEALTHY and not stuntman
    if (coma, hospital or coma, wounded) == (was_coma, was_hospital, was_wounded):
        return  # the same band: nothing changes, nothing to announce (most players, most phases)
    player.statuses.discard(ST_WOUNDED)
    if coma:
        player.statuses |= {ST_COMA, ST_HOSPITAL}
    else:
        player.statuses.discard(ST_COMA)
        if hospital:
            player.statuses.add(ST_HOSPITAL)
        else:
            player.statuses.discard(ST_HOSPITAL)
            if wounded:
                player.statuses.add(ST_WOUNDED)
    name = player.name
    if not announce:
        return
    if coma and not was_coma:
        game.announce("hp.coma_in", player=name)
    elif was_coma and not coma:
        game.announce("hp.coma_out", player=name)
    if hospital and not was_hospital and not coma:
        game.announce("hp.hospital_in", player=name)
    elif was_hospital and not in_hospital(player):
        game.announce("hp.hospital_out", player=name)
    if ST_WOUNDED in player.statuses and not was_wounded:
        game.announce("hp.wounded", player=name)


def kill(game: "Game", player: Player, *, at_night: bool, executed: bool = False) -> None:
    """The player dies: the town learns the secret role, now or after a vote."""
    s = st(player)
    game.leave(player, Exit.DIED)
    player.statuses -= {ST_HOSPITAL, ST_COMA, ST_WOUNDED}
    s.died_phase = game.phase.index
    s.died_at_night = at_night
    g = gs(game)
    shown = seen_role(player)
    key = "hp.executed" if executed else "hp.died"
    if has_public(game, player, PARANOID):
        game.announce(key + "_hidden", player=player.name)
        g.reveals.append(Reveal(player.seat, shown, g.votes_held + 1))
        if s.mask:
            g.reveals.append(Reveal(player.seat, player.role, g.votes_held + 2, masked_as=shown))
    else:
        game.announce(key, player=player.name, role=shown)
        if s.mask:
            g.reveals.append(Reveal(player.seat, player.role, g.votes_held + 1, masked_as=shown))
    s.mask = None
    game.variant.on_death(game, player)


def kill_at_zero(game: "Game", *, at_night: bool) -> list[Player]:
    """The end of a phase: who is at zero or below dies."""
    dead = [p for p in game.players if p.in_game and p.state.hp <= 0]  # (st(p).hp)
    for player in dead:
        kill(game, player, at_night=at_night)
    return dead


def update_bands(game: "Game") -> None:
    """The living move between bands; exposures due are announced."""
    for player in game.players:
        if player.in_game:
            update_band(game, player)
            if player.state.exposure >= 7:  # (expose_if_due's first test: most players are never exposed)
                expose_if_due(game, player)


def expose_if_due(game: "Game", player: Player) -> None:
    s = st(player)
    if s.exposure >= 7 and ST_EXPOSED not in player.statuses:
        player.statuses.add(ST_EXPOSED)
        game.announce("hp.exposed", player=player.name, role=seen_role(player))


def announce_reveals(game: "Game") -> None:
    g = gs(game)
    due = [r for r in g.reveals if r.after_vote <= g.votes_held]
    g.reveals = [r for r in g.reveals if r.after_vote > g.votes_held]
    for reveal in due:
        if reveal.masked_as is not None and reveal.masked_as != reveal.role:
            game.announce("hp.revealed_unmasked", player=game.players[reveal.seat].name, role=reveal.role,
                          mask=reveal.masked_as)
        else:
            game.announce("hp.revealed", player=game.players[reveal.seat].name, role=reveal.role)


def is_night(game: "Game") -> bool:
    return game.phase.kind is PhaseKind.NIGHT

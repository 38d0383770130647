"""The statuses at the end of every phase of edition II: Лазарет, Тюрьма, Кладбище, Воскрешён, deaths
and rebirths."""

from __future__ import annotations

from core.model import Exit, PhaseKind, Player
from core.resolution import Resolution

from plugins.fantasy.common.mechanics import PRIEST, in_infirmary, in_prison
from plugins.fantasy.common.state import GRAVE, INFIRMARY, PRISON
from plugins.fantasy.ii.state import (
    BEAST, LICH,
    NECROMANCER, RISEN,
)

from plugins.fantasy.ii.mechanics import gs, misere, st
from plugins.fantasy.ii.personas import grow_personas


# --- the statuses, at the end of every phase ----------------------------------------------------------

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY


def settle(res: Resolution) -> None:
    """0 lives or fewer → Кладбище; 1 → Лазарет (Божественное благословление once; never the Тварь);
    more → out of it; three nights in Лазарет → +1 life; Тюрьма ends; +1 persona for everyone."""
    game = res.game
    index = res.phase.index
    gs(game).settled = index
    was_in = {p.seat for p in game.players if in_infirmary(p)}
    for p in game.players:
        if p.alive and not p.removed and st(p).lives <= 0:
            die(game, p)
    _rebirth(game)
    for p in game.players:
        if not p.alive or p.removed:
            continue
        s = st(p)
        if res.phase.kind == NIGHT and p.seat in was_in and in_infirmary(p):
            s.infirmary_nights += 1
            if s.infirmary_nights >= 3:  # «пролежал в Лазарете три ночи»
                s.lives = max(s.lives, min(s.max_lives, s.lives + 1))
        if s.lives == 1 and p.role != BEAST:  # Превозмогай (Т): the Тварь never goes there
            if not in_infirmary(p):
                # Божественное благословление: a public-role ability — not from Тюрьма («лишен всех способностей»).
                if p.public == PRIEST and not s.blessed and (not in_prison(p) or misere(game, p)):
                    s.blessed = True
                    s.lives = min(s.max_lives, 2)
                    game.announce("fantasy.blessed", player=p.name)
                    continue
                p.statuses.add(INFIRMARY)
                s.infirmary_nights = 0
                game.announce("fantasy.infirmary_in", player=p.name)
        elif in_infirmary(p) and (s.lives > 1 or p.role == BEAST):
            p.statuses.discard(INFIRMARY)
            s.infirmary_nights = 0
            game.announce("fantasy.infirmary_out", player=p.name)
        if in_prison(p) and s.prison_until is not None and s.prison_until <= index:
            p.statuses.discard(PRISON)
            s.prison_until = None
            game.announce("fantasy.prison_out", player=p.name)
        if p.role == BEAST:  # «Тварь всегда знает свои ХП»
            game.tell(p.seat, "ii.result.beast_lives", lives=max(0, s.lives))
    grow_personas(game)


def die(game, player: Player) -> None:
    """To Кладбище: announced without the secret role (edition II does not reveal it)."""
    s = st(player)
    s.lives = min(s.lives, 0)
    game.leave(player, Exit.DIED)
    s.death_phase = game.phase.index
    player.statuses -= {INFIRMARY, PRISON, RISEN}
    s.prison_until = None
    player.statuses.add(GRAVE)
    game.announce("ii.died", player=player.name)
    game.variant.on_death(game, player)


def _rebirth(game) -> None:
    """Перерождение (Л,Т): the Лич dead or sent to Каторга — the Некромант takes his role by the
    end of the phase."""
    if any(p.role == LICH and p.alive and not p.removed for p in game.players):
        return
    if not any(p.role == LICH for p in game.players):
        return
    for p in game.players:
        if p.role == NECROMANCER and p.alive and not p.removed:
            p.role = LICH
            game.tell(p.seat, "fantasy.reborn")
            return

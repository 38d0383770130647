"""The night as a whole: what is noted before the 24 steps, the passive
regeneration of step 22, and the morning after them."""

from __future__ import annotations

from core.resolution import Resolution

from plugins.hp.mechanics import (
    CHIEF_DOCTOR, MONK, UNDERTAKER, has_public, heal, kill_at_zero, update_bands,
)
from plugins.hp.state import ST_HOSPITAL, Night


def dusk(res: Resolution) -> None:
    """Before step 1: hit points at nightfall, who lies in hospital, who went where."""
    game = res.game
    night: Night = res.scratch
    index = res.phase.index
    for player in game.players:
        if player.in_game:
            s = player.state  # (st(player), in_hospital(player), inlined: every player every night)
            night.start_hp[player.seat] = s.hp
            if ST_HOSPITAL in player.statuses and s.reanimated_night != index:
                night.in_hospital.add(player.seat)
    for action in res.actions:
        actor = game.players[action.actor]
        ability = game.ability_of(actor, action.ability)
        if ability is None or not ability.targeted:
            continue
        # Послание goes to its recipient; the victim is only named.
        targets = action.targets[:1] if action.ability == "Послание" else action.targets
        for target in targets:
            if target != action.actor:
                night.moves.append((action.actor, target, action.ability))


def passive_regen(res: Resolution) -> None:
    """Step 22: hospital (15, Главврач 20) and Монах (10); no targeted-heal bonus."""
    game = res.game
    for seat in sorted(res.scratch.in_hospital):
        player = game.players[seat]
        heal(res, seat, 20 if has_public(game, player, CHIEF_DOCTOR) else 15, targeted=False)
    for player in game.players:
        # (has_public asked only of who may be a Монах: his public role or a copied one, as ballot_of does)
        if (player.public == MONK or player.state.plagiarized == MONK) and (
                player.in_game or player.seat in res.scratch.start_hp) and has_public(game, player, MONK):
            heal(res, player.seat, 10, targeted=False)


def morning(res: Resolution) -> None:
    """After step 24: the dead die, Гробовщик gains, bands change, exposures are told."""
    game = res.game
    # (no «Наступило утро» line: the bot's «Итоги: Ночь N» header and the story's phase title say it)
    dead = kill_at_zero(game, at_night=True)
    if dead:
        for player in game.living():
            if (player.public == UNDERTAKER or player.state.plagiarized == UNDERTAKER) and \
                    has_public(game, player, UNDERTAKER):
                heal(res, player.seat, 15 * len(dead), targeted=False)
    else:
        game.announce("hp.nobody_died")
    update_bands(game)

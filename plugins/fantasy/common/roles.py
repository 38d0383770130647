"""Checks and tags several roles of the fantasy book share."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.model import PhaseKind
from core.rules import ANY_PHASE, Action, Rejection, reject

from plugins.fantasy.common.mechanics import (  # noqa: F401 (all_of, Check: for the role modules)
    MAYOR, Check, all_of, cornered, edition, in_infirmary, in_prison, moon, night_number,
)
from plugins.fantasy.common.state import FULL_MOON, HALF_MOON

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY
ANY = ANY_PHASE  # «в любой момент»

# Marks of the book: the ability is kept in Лазарет (Л), Тюрьма (Т), on Кладбище (К).
L, T, K = "Л", "Т", "К"
ATTACK = "attack"  # an attack in the book's table of strength (``Ability.value`` = its rank)
INFO = "info"  # only tells something: a failure answers as if the target were Мирный житель
PUBLIC = "public"  # announced when used («публично»)
ANNOUNCED = "announced"  # a secret role's ability whose use another rule tells the town (Лицо толпы)
SECRETLY = "secretly"  # a public role's ability used «тайно»: nothing of it is told to the town
START = "start"  # chosen at the start of the game (the first night)
ONLY_I = "only:I"  # exists in edition I only
ONLY_V01 = "only:v0.1"


def in_edition(ability, edition: str | None) -> bool:
    """Whether the ability exists in this edition of the book."""
    only = [t.split(":", 1)[1] for t in ability.tags if t.startswith("only:")]
    return not only or edition in only


def tags(*names: str) -> frozenset[str]:
    return frozenset(names)


def not_accused_target(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Взятка (Богач): «Обвинение в ведьмовстве — следующим днем персонаж не может … быть оправдан
    Богачом». The accusation is public, so the bribe is refused at once and nothing is spent."""
    from plugins.fantasy.common.mechanics import st

    for seat in action.targets:
        if st(game.players[seat]).accused_day == game.phase.index:
            return reject("reject.fantasy.bribe_accused", name=game.players[seat].name)
    return None


def puppet_votes(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Влияние «диктует голоса другого персонажа»: a puppet whose vote does not count today (dead,
    in Тюрьма, without a vote this day, risen, mute, his vote saved) has none to dictate — refused
    with the reason, the day's Влияние not spent."""
    from plugins.fantasy.common.mechanics import gs, st

    puppet = game.players[action.targets[0]]
    s = st(puppet)
    if (not game.variant.can_vote(game, puppet) or (s.mute and puppet.public != MAYOR)
            or (game.phase.index, puppet.seat) in gs(game).saving):
        return reject("reject.fantasy.influence_no_vote", name=puppet.name)
    return None


def in_moon(wanted: str) -> Check:
    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        if moon(game) != wanted:
            return reject("reject.fantasy.moon", ability=action.ability, moon=wanted)
        return None

    return run


full_moon = in_moon(FULL_MOON)
half_moon = in_moon(HALF_MOON)


def start_only(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """«В начале игры»: the first night of the game."""
    if night_number(game, game.phase.index) != 1:
        return reject("reject.fantasy.start_only", ability=action.ability)
    return None


def once_a_phase(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """An instant ability the book gives «каждый день» / «днём»: one use a phase."""
    if any(u.phase == game.phase.index for u in player.uses_of(action.ability)):
        return reject("reject.fantasy.once_a_phase", ability=action.ability)
    return None


def recharge(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """«Перезаряжается одну ночь»: not two nights in a row."""
    last = game.phase.index - 2
    if any(u.phase == last for u in player.uses_of(action.ability)):
        return reject("reject.fantasy.recharge", ability=action.ability)
    return None


def uses_by_edition(per_edition: dict[str, int]) -> Check:
    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        limit = per_edition[edition(game)]
        if len(player.uses_of(action.ability)) >= limit:
            return reject("reject.used_up", ability=action.ability, uses=limit)
        return None

    return run


def when_cornered(other_two: tuple[str, str]) -> Check:
    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        if not cornered(game, other_two):
            return reject("reject.fantasy.not_cornered", ability=action.ability)
        return None

    return run


def target_dead(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for seat in action.targets:
        if game.players[seat].alive:
            return reject("reject.fantasy.target_alive", ability=action.ability, name=game.players[seat].name)
    return None


def target_in_infirmary(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for seat in action.targets:
        if not in_infirmary(game.players[seat]):
            return reject("reject.fantasy.not_in_infirmary", name=game.players[seat].name)
    return None


def targets_free(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Targets not in Тюрьма (Дознание: «живых персонажей не в Тюрьме»)."""
    for seat in action.targets:
        if in_prison(game.players[seat]):
            return reject("reject.fantasy.target_in_prison", ability=action.ability, name=game.players[seat].name)
    return None


def not_self(game: "Game", player: "Player", action: Action) -> Rejection | None:
    if player.seat in action.targets:
        return reject("reject.not_self", ability=action.ability)
    return None


def savings_to_spend(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Spending (a target) needs saved votes: with an empty «копилка» the move could do nothing,
    so it is refused with the reason and the day's use is not spent."""
    from plugins.fantasy.common.mechanics import st

    if action.targets and not st(player).savings:
        return reject("reject.fantasy.no_savings", ability=action.ability)
    return None

"""Мастер карт (Нейтрал): Сдать карты (в начале игры четыре карты в руку), Тасовать карты
(Л,Т: раз, перезаряжается в Полнолуние), Кинуть карты (Л,Т: днём карта из руки, действует
ночью; в начале первой ночи — бросок «минус первого дня»), Раскрыть карты (Л,Т)."""

from core.game import Game
from core.model import Player
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import in_infirmary, moon, st
from plugins.fantasy.common.roles import (
    ANY, DAY, L, NIGHT, PUBLIC, START, T, all_of, once_a_phase, start_only, tags,
)
from plugins.fantasy.common.state import FULL_MOON, NEUTRAL


def _names(action: Action) -> list[str]:
    return list(action.cards or ())


def four_of_deck(game: Game, player: Player, action: Action) -> Rejection | None:
    """Four different cards of the deck (after shuffling: the deck with the hand in it)."""
    from plugins.fantasy.v01_i.cards import DECK, card_named

    s = st(player)
    pool = [c.name for c in DECK if c.name not in s.used_cards] if s.deck is None else s.deck + s.hand
    chosen = [card_named(n) for n in _names(action)]
    if len(chosen) != 4 or any(c is None for c in chosen) or len({c.name for c in chosen}) != 4:
        return reject("reject.fantasy.cards_four")
    missing = [c.name for c in chosen if c.name not in pool]
    if missing:
        return reject("reject.fantasy.cards_not_in_deck", cards=missing)
    return None


def not_dealt(game: Game, player: Player, action: Action) -> Rejection | None:
    if st(player).deck is not None:
        return reject("reject.fantasy.cards_dealt")
    return None


def recharged(game: Game, player: Player, action: Action) -> Rejection | None:
    """«Перезаряжается в Полнолуние»: once, then again from the next Полнолуние on."""
    uses = player.uses_of(action.ability)
    if not uses:
        return None
    last = uses[-1].phase
    if any(moon(game, p.index) == FULL_MOON for p in game.phases[last + 1:] if p.kind == "night"):
        return None
    return reject("reject.fantasy.recharge_full_moon", ability=action.ability)


def can_throw(game: Game, player: Player, action: Action) -> Rejection | None:
    from plugins.fantasy.v01_i.cards import JOKER, card_named, in_hand
    from plugins.fantasy.common.mechanics import night_number

    if game.phase.kind == "night" and night_number(game, game.phase.index) != 1:
        return reject("reject.fantasy.cards_by_day")
    card = in_hand(player, action.card)
    if card is None:
        return reject("reject.fantasy.cards_not_in_hand", card=action.card or "")
    if card.name == JOKER:
        card = card_named(action.choice)
        if card is None:
            return reject("reject.fantasy.cards_joker")
    if len(action.targets) != card.targets:
        return reject("reject.target_count", ability=action.ability, min=card.targets, max=card.targets)
    if card.not_self and player.seat in action.targets:
        return reject("reject.not_self", ability=card.name)
    if card.nick == "Рок" and in_infirmary(game.players[action.targets[0]]):
        return reject("reject.fantasy.target_in_infirmary", ability=card.name,
                      name=game.players[action.targets[0]].name)
    if card.nick == "Догадка" and not action.guesses():
        return reject("reject.needs_guess", ability=card.name)
    return None


def puppet_thrown(game: Game, player: Player, action: Action) -> Rejection | None:
    from plugins.fantasy.common.mechanics import gs

    if player.seat not in gs(game).puppets.values():
        return reject("reject.fantasy.cards_no_puppet")
    return None


def list_given(game: Game, player: Player, action: Action) -> Rejection | None:
    if not (action.role_map() or action.guess_map() or action.text):
        return reject("reject.fantasy.cards_list")
    return None


ROLE = Role("Мастер карт", faction=NEUTRAL, abilities=(
    Ability("Сдать карты", phase=NIGHT, min_targets=0, max_targets=0, needs=frozenset({"cards"}), targeted=False,
            slot="сдать", check=all_of(start_only, not_dealt, four_of_deck), tags=tags(START)),
    Ability("Тасовать карты", phase=NIGHT, min_targets=0, max_targets=0, needs=frozenset({"cards"}),
            targeted=False, slot="тасовать", check=all_of(recharged, four_of_deck), tags=tags(L, T)),
    Ability("Кинуть карты", phase=(DAY, NIGHT), instant=True, min_targets=1, max_targets=2,
            needs=frozenset({"card"}), aliases=("Кинуть карту", "Бросить карту"), slot="кинуть", several_roles=True,
            check=all_of(once_a_phase, can_throw), tags=tags(L, T)),
    Ability("Кукла", phase=DAY, instant=True, uses=1, min_targets=0, max_targets=0, targeted=False,
            check=puppet_thrown, tags=tags(L, T, PUBLIC)),
    # role: {player: secret role, ...} (or text «Имя: Явная/Тайная; ...»): the full list.
    Ability("Раскрыть карты", phase=ANY, instant=True, min_targets=0, max_targets=0, targeted=False,
            slot="раскрыть", several_roles=True, check=list_given, tags=tags(L, T, PUBLIC)),
))

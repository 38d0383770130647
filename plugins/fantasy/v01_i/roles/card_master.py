"""Мастер карт (Нейтрал): Сдать карты (в начале игры четыре карты в руку), Тасовать карты
(Л,Т: раз, перезаряжается в Полнолуние), Кинуть карты (Л,Т: днём карта из руки, действует
ночью; в начале первой ночи — бросок «минус первого дня»), Раскрыть карты (Л,Т)."""

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import hurt, in_infirmary, in_prison, moon, night_number, seen_role, st
from plugins.fantasy.common.roles import ANY, DAY, L, NIGHT, PUBLIC, START, T, all_of, once_a_phase, start_only, tags
from plugins.fantasy.common.state import FULL_MOON, INFIRMARY, NEUTRAL, PRISON
from plugins.fantasy.v01_i.cards import BY_NAME, deal, deal_by_default, shuffle, tonight, puppet_reveal, reveal, throw
from plugins.fantasy.v01_i.night import act, sc


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


# --- the night's steps of the cards (the order table: Сдать карты, the cards tonight, Чутье and Догадка,
# the cards at dawn, Сдвиг, the morning kept, the first hand) ---------------------------------------


def cards_dealt(res: Resolution) -> None:
    """Сдать карты (the first hand) and Тасовать карты."""
    for action in res.of("Сдать карты"):
        deal(res, action)
    for action in act(res, "Тасовать карты"):
        shuffle(res, action)


def cards_tonight(res: Resolution) -> None:
    """The cards thrown for this night take hold: Мираж, Покров, Эгида, Щит, Шулер, Немота;
    a card on its role tells the Мастер карт that role."""
    night = sc(res)
    index = res.phase.index
    for _, master, name, seats, _ in tonight(res.game, index):
        card = BY_NAME[name]
        seat = seats[0]
        if card.nick == "Мираж":
            night.mirage[seat] = master
        elif card.nick == "Покров":
            night.shrouded.add(seat)
        elif card.nick == "Эгида":
            night.aegis[seat] = master
        elif card.nick == "Щит":
            night.shield[seat] = master
        elif card.nick == "Шулер":
            st(res.player(seat)).sharper_until = index + 1  # сутки: this night and the day after
        elif card.nick == "Немота":
            st(res.player(seat)).mute = True
        # «Брошенная на <role>, позволяет Мастеру узнать его Тайную роль» — a check like any other:
        # a mask shows (Тварь: «при любых попытках узнать его роль будет показываться выбранная»).
        # Паранойя is the other way round: the Тварь learns the Мастер карт's public role (cards.throw).
        for target in seats:
            shown = seen_role(res.game, res.player(target))
            if card.reveals and card.nick != "Паранойя" and shown == card.reveals:
                res.tell(master, "fantasy.cards.role", card=card.name, target=res.player(target).name,
                         role=shown)


def card_information(res: Resolution) -> None:
    """Чутье: every ability used on the target tonight; Догадка: whether its role is named."""
    night = sc(res)
    for _, master, name, seats, guesses in tonight(res.game, res.phase.index):
        nick = BY_NAME[name].nick
        target = res.player(seats[0])
        if nick == "Чутье":
            used = [m[2] for m in night.moves if m[1] == target.seat]
            res.tell(master, "fantasy.cards.scent", target=target.name, abilities=used)
        elif nick == "Догадка":
            key = "fantasy.cards.guess_yes" if seen_role(res.game, target) in guesses else "fantasy.cards.guess_no"
            res.tell(master, key, target=target.name)


def cards_at_dawn(res: Resolution) -> None:
    """Грызня, Рок and Подмена look at the lives at the end of the night."""
    game = res.game
    for _, _, name, seats, _ in tonight(game, res.phase.index):
        nick = BY_NAME[name].nick
        players = [res.player(s) for s in seats]
        if nick == "Грызня" and players[0].alive and st(players[0]).lives > 1:
            st(players[0]).lives = 1
        elif nick == "Рок" and players[0].alive and st(players[0]).lives == 1:
            st(players[0]).lives = 0
            hurt(game, players[0], "Рок")
        elif nick == "Подмена" and all(p.alive for p in players):
            a, b = st(players[0]), st(players[1])
            a.lives, b.lives = b.lives, a.lives  # «новое здоровье может быть выше максимума»


def shift_at_dawn(res: Resolution) -> None:
    """Сдвиг, before the morning's statuses: «утром состояние (уровень здоровья и статусы) цели
    откатывается к тому, что было прошлым утром» — a death from lost lives this night is undone
    (the target wakes as he was the morning before); «следующим утром цель возвращается к тому
    состоянию, в котором была в конце ночи до действия карты» — lives 0 then: he dies that morning.
    A death that is not a matter of lives (Порча «умирает мгновенно», Аутодафе «не спасает
    ничего») stands."""
    game = res.game
    index = res.phase.index
    for player in game.players:  # the return of an earlier Сдвиг
        s = st(player)
        if s.shift_night is not None and s.shift_night < index and s.shift_back is not None:
            back, s.shift_back, s.shift_night = s.shift_back, None, None
            if player.alive:
                _set_state(game, player, back)
    for _, _, name, seats, _ in tonight(game, index):
        if BY_NAME[name].nick != "Сдвиг":
            continue
        player = res.player(seats[0])
        s = st(player)
        if player.seat in sc(res).sudden_death and s.lives <= 0:
            continue  # Порча, Аутодафе: a death that is not a matter of lives stands
        if player.alive and s.last_morning is not None:
            s.shift_back = (s.lives, INFIRMARY in player.statuses, in_prison(player), list(s.killed_by),
                            s.prison_until)
            s.shift_night = index
            _set_state(game, player, s.last_morning)


def shift(res: Resolution) -> None:
    """Every living player's morning is kept (what a later Сдвиг rolls back to)."""
    for player in res.game.players:
        if player.alive:
            s = st(player)
            s.last_morning = (s.lives, INFIRMARY in player.statuses, in_prison(player), list(s.killed_by),
                              s.prison_until)


def _set_state(game, player, state: tuple) -> None:
    """Lives and Тюрьма set back; Лазарет and Кладбище follow the lives when the phase settles
    (each change announced there). Тюрьма's change is announced here."""
    lives, _infirmary, prison, killed_by, prison_until = state
    s = st(player)
    s.lives = lives
    if lives <= 0 and killed_by:
        s.killed_by = list(killed_by)
        s.hurt_phase = game.phase.index
    if prison and PRISON not in player.statuses:
        player.statuses.add(PRISON)
        s.prison_until = prison_until
        game.announce("fantasy.prison_in", player=player.name)
    elif not prison and PRISON in player.statuses:
        player.statuses.discard(PRISON)
        s.prison_until = None
        game.announce("fantasy.prison_out", player=player.name)


def first_hand(res: Resolution) -> None:

    if night_number(res.game, res.phase.index) == 1:
        deal_by_default(res.game)


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Раскрыть карты": reveal,
    "Кинуть карты": throw,
    "Кукла": puppet_reveal,
}

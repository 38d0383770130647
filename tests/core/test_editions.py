"""The core's shapes for every book, on the toy's edition «луна»: editions, a set-up
phase with a validated structured answer, a three-kind cycle with a voteless phase,
cards from the hand or the sleeve, instant abilities, list-valued guesses, a
four-target ability, blocks that count as no move, capped vote changes, one-way
knowledge, two roles sharing an ability's name, free-named and shared public roles,
prisoners out of the win checks and winners as players."""

from __future__ import annotations

import json
import random

import pytest

from core.commands import Act, EndPhase, Unvote, Vote, Withdraw, command_from_json
from core.model import PhaseKind, PlayerSetup
from core.registry import Engine
from core.rules import Action
from tools.simulate import play
from tests.core.toy import MOON, MoonPlugin, Toy, ToyPlugin


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine([ToyPlugin(), MoonPlugin()], entry_points=False)


def moon_game(engine: Engine, *, start: str | None = None, cards: bool = True, seed: int = 5):
    hand = {"hand": ["Удар", "Щит"], "sleeve": ["Удар"]} if cards else {}
    setups = [PlayerSetup("Аня", "Убийца", public="Лекарь", start=dict(hand)),
              PlayerSetup("Борис", "Доктор", public="Лекарь", start=dict(hand)),
              PlayerSetup("Вика", "Житель", public="Пекарь", start=dict(hand)),
              PlayerSetup("Глеб", "Шпион", public="Герой", start=dict(hand)),
              PlayerSetup("Дина", "Житель", public="Герой", start=dict(hand))]
    return engine.new_game("toy", setups, seed=seed, options={"edition": MOON}, start=start)


def act(game, actor: str, ability: str, *targets: str, **extra):
    seats = tuple(game.find(t).seat for t in targets)
    return game.execute(Act(Action(game.find(actor).seat, ability, seats, **extra)))


def reason(game, outcome) -> str:
    assert not outcome.accepted
    return game.texts.rejection(outcome.rejection)


def replayed(engine, game):
    """A new game from the same set-up and seed, fed the same commands (through JSON)."""
    again = engine.new_game("toy", game.setups, seed=game.seed, options=game.variant.options,
                            start=game.start_kind)
    for command in game.commands:
        again.execute(command_from_json(json.loads(json.dumps(command.to_json()))))
    return again


# --- editions ------------------------------------------------------------------------

def test_each_edition_is_its_own_book(engine) -> None:
    classic, moon = engine.book("toy"), engine.book("toy", MOON)
    assert classic.edition == "классика" and moon.edition == MOON
    assert "Следователь" in classic.roles.roles and "Следователь" not in moon.roles.roles
    # The same role name carries other rules in the other edition.
    assert classic.roles.roles["Доктор"].abilities[0].phase == PhaseKind.NIGHT
    assert moon.roles.roles["Доктор"].abilities[0].phase == "полнолуние"
    assert engine.book("toy", "ЛУНА") is moon  # edition names match like names


def test_an_unknown_edition_is_refused(engine) -> None:
    with pytest.raises(ValueError, match="edition"):
        engine.make_variant("toy", {"edition": "третья"})
    assert engine.make_variant("toy").edition == "классика"
    assert Toy.all_option_specs()["edition"] == ("классика", Toy.editions)


# --- the set-up phase --------------------------------------------------------------

def test_the_game_opens_with_the_setup_and_a_deck_is_validated_with_a_reason(engine) -> None:
    game = moon_game(engine, cards=False)
    assert game.phase.kind == PhaseKind.SETUP and game.phase.cycle == -1
    assert "от 3 до 5 карт" in reason(game, act(game, "Аня", "Колода", cards=("Удар",)))
    assert "не больше двух копий" in reason(game, act(game, "Аня", "Колода", cards=("Удар",) * 3))
    assert "Таких карт нет: Меч" in reason(game, act(game, "Аня", "Колода", cards=("Меч", "Удар", "Щит")))
    assert "нужно назвать карты" in reason(game, act(game, "Аня", "Колода"))
    assert act(game, "Аня", "Колода", cards=("Щит", "Удар", "Удар", "Пустышка")).accepted
    report = game.execute(EndPhase()).report
    assert game.phase.kind == "новолуние" and (game.phase.number, game.phase.cycle) == (1, 0)
    # The deck sent is dealt; a player who sent none gets the default at the deadline.
    assert game.variant.piles(game.find("Аня")) == {"hand": ["Удар", "Удар", "Пустышка"], "sleeve": ["Щит"],
                                                     "deck": []}
    assert game.variant.piles(game.find("Борис"))["sleeve"] == ["Удар"]
    assert any("Ваши карты" in game.render(e) for e in report.private(game.find("Борис").seat))
    assert game.variant.holdings(game, game.find("Аня")) == [
        ("toy.holds", {"hand": ["Удар", "Удар", "Пустышка"], "sleeve": ["Щит"], "deck": 0})]


def test_setup_moves_are_refused_after_the_setup(engine) -> None:
    game = moon_game(engine)
    assert game.phase.kind == PhaseKind.SETUP
    game.execute(EndPhase())
    assert "не та фаза" in reason(game, act(game, "Аня", "Колода", cards=("Удар", "Щит", "Удар")))


# --- the cycle of three kinds --------------------------------------------------------

def test_a_week_of_three_kinds_with_a_vote_only_at_half_moon(engine) -> None:
    game = moon_game(engine, start="новолуние")
    seen = []
    for _ in range(7):
        seen.append((game.phase.kind, game.phase.number, game.phase.cycle))
        if game.phase.kind != "полулуние":
            assert "голосования нет" in reason(game, game.execute(Vote(0, 1)))
        else:
            assert game.execute(Vote(0, None)).accepted
        game.execute(EndPhase())
    assert seen == [("новолуние", 1, 0), ("полулуние", 1, 0), ("полнолуние", 1, 0), ("новолуние", 2, 1),
                    ("полулуние", 2, 1), ("полнолуние", 2, 1), ("новолуние", 3, 2)]
    assert game.texts.render("phase.полнолуние", {"number": 2}) == "Полнолуние 2"


def test_per_cycle_limits_follow_the_declared_cycle(engine) -> None:
    game = moon_game(engine, start="полнолуние")
    assert act(game, "Вика", "Догадка", guess=((0, "Убийца"),)).accepted
    game.execute(EndPhase())  # полнолуние 1 → новолуние 2: a new week
    game.execute(EndPhase())
    game.execute(EndPhase())
    assert game.phase.kind == "полнолуние" and game.phase.cycle == 1
    assert act(game, "Вика", "Догадка", guess=((0, "Убийца"),)).accepted


def test_an_ability_of_several_kinds_and_of_any_kind(engine) -> None:
    game = moon_game(engine, start="новолуние")
    assert act(game, "Аня", "Удар", "Вика").accepted
    game.execute(EndPhase())  # полулуние: no card of «Удар» may be played
    assert "не та фаза" in reason(game, act(game, "Аня", "Удар", "Борис"))
    assert act(game, "Аня", "Приговор", "Борис").accepted  # "*": in any phase


# --- cards from the hand and the sleeve -----------------------------------------------

def test_one_card_from_the_hand_and_one_from_the_sleeve(engine) -> None:
    game = moon_game(engine, start="новолуние")
    assert act(game, "Глеб", "Щит", "Глеб").accepted
    assert act(game, "Глеб", "Удар", "Вика", source="рукав").accepted
    assert act(game, "Глеб", "Удар", "Дина", source="рука").accepted  # replaces the hand's «Щит»
    assert len(game.actions_of(game.find("Глеб").seat)) == 2
    assert "нет там, откуда" in reason(game, act(game, "Дина", "Щит", "Дина", source="рукав"))
    assert "из руки или из рукава" in reason(game, act(game, "Дина", "Щит", "Дина", source="карман"))
    game.execute(EndPhase())
    assert not game.find("Вика").alive and not game.find("Дина").alive
    assert game.variant.piles(game.find("Глеб")) == {"hand": ["Щит"], "sleeve": [], "deck": []}
    assert game.variant.hand_size(game.find("Глеб")) == 1


# --- instant abilities ------------------------------------------------------------------

def test_an_instant_ability_resolves_at_once_and_cannot_be_withdrawn(engine) -> None:
    game = moon_game(engine, start="новолуние")
    outcome = act(game, "Аня", "Приговор", "Вика")
    assert outcome.accepted and outcome.report is not None
    assert not game.find("Вика").alive  # before the phase ends
    assert [game.render(e) for e in outcome.report.public] == ["Приговор приведён в исполнение: Вика."]
    assert game.find("Аня").uses_of("Приговор")  # recorded at once
    assert game.actions_of(0) == []
    assert not game.execute(Withdraw(0, "Приговор")).accepted
    assert "уже использована" in reason(game, act(game, "Аня", "Приговор", "Борис"))
    # A later move in the same phase sees its result.
    assert "выбыл" in reason(game, act(game, "Борис", "Удар", "Вика"))


def test_an_instant_ability_may_win_on_the_spot_and_replays_exactly(engine) -> None:
    setups = [PlayerSetup("Аня", "Убийца"), PlayerSetup("Борис", "Доктор")]
    game = engine.new_game("toy", setups, seed=2, options={"edition": MOON}, start="полулуние")
    outcome = act(game, "Аня", "Приговор", "Борис")
    assert outcome.report.winner == "Мафия" and game.over
    assert reason(game, game.execute(EndPhase())) == "Игра уже окончена."
    assert replayed(engine, game).snapshot() == game.snapshot()


# --- richer moves --------------------------------------------------------------------------

def test_a_guess_may_be_a_mapping_of_players_to_roles(engine) -> None:
    game = moon_game(engine, start="полнолуние")
    right = ((game.find("Аня").seat, "убийца"), (game.find("Глеб").seat, "Шпион"))
    assert act(game, "Вика", "Догадка", guess=right).accepted
    sent = game.actions_of(game.find("Вика").seat)[0]
    assert sent.guess_map() == {0: "Убийца", 3: "Шпион"}  # canonical names
    assert sent.guesses() == ("Убийца", "Шпион")
    assert "Роли «Дракон» нет" in reason(game, act(game, "Дина", "Догадка", guess=((0, "Дракон"),)))
    report = game.execute(EndPhase()).report
    assert [game.render(e) for e in report.private(game.find("Вика").seat)] == ["Догадка верна."]
    assert Action.from_json(json.loads(json.dumps(sent.to_json()))) == sent


def test_a_list_of_roles_round_trips(engine) -> None:
    action = Action(1, "Догадка", guess=("Убийца", "Шпион"), cards=("Удар", "Щит"), source="рукав")
    assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
    assert action.guess_map() == {} and action.guesses() == ("Убийца", "Шпион")


def test_a_four_target_ability(engine) -> None:
    game = moon_game(engine, start="новолуние")
    assert "от 4 до 4 целей" in reason(game, act(game, "Глеб", "Облава", "Аня", "Борис", "Вика"))
    assert act(game, "Глеб", "Облава", "Аня", "Борис", "Вика", "Дина").accepted
    report = game.execute(EndPhase()).report
    assert [game.render(e) for e in report.private(game.find("Глеб").seat)] == ["Мафии среди них: 1."]


# --- blocked moves, votes, knowledge --------------------------------------------------------

def test_a_blocked_move_counts_as_not_made(engine) -> None:
    game = moon_game(engine, start="новолуние")
    assert act(game, "Аня", "Оковы", "Глеб").accepted
    assert act(game, "Глеб", "Удар", "Дина").accepted
    report = game.execute(EndPhase()).report
    assert game.find("Дина").alive
    assert game.find("Глеб").history == []  # no use recorded: no limit spent
    assert game.find("Аня").uses_of("Оковы")
    assert "Удар" in game.variant.piles(game.find("Глеб"))["hand"]  # the card was never played
    assert any(e.key == "toy.blocked" for e in report.private(game.find("Глеб").seat))


def test_vote_changes_are_capped(engine) -> None:
    game = moon_game(engine, start="полулуние")
    assert game.execute(Vote(0, 1)).accepted
    assert game.execute(Vote(0, 1)).accepted  # the same vote again is no change
    assert game.execute(Vote(0, 2)).accepted  # the one change allowed
    assert "не больше 1 раз" in reason(game, game.execute(Vote(0, 3)))
    assert "не больше 1 раз" in reason(game, game.execute(Unvote(0)))
    assert game.votes == {0: 2}
    game.void_vote(0)
    assert game.variant.tally(game) == {}


def test_knowledge_may_be_one_way(engine) -> None:
    game = moon_game(engine)
    spy, killer = game.find("Глеб"), game.find("Аня")
    told = {seat: [game.render(e) for e in game.log if e.to and seat in e.to] for seat in (spy.seat, killer.seat)}
    assert any("Вам известны: Аня (Убийца)" in text for text in told[spy.seat])
    assert not any("Глеб" in text for text in told[killer.seat])


def test_two_roles_with_one_ability_name_keep_both(engine) -> None:
    game = moon_game(engine, start="полнолуние")
    doctor = game.find("Борис")  # Доктор's «Лечение» and Лекарь's «Лечение»
    names = sorted(a.name for a in game.abilities(doctor) if a.name == "Лечение")
    assert names == ["Лечение", "Лечение"]
    assert act(game, "Борис", "Лечение", "Вика").accepted
    assert act(game, "Борис", "Лечение (Лекарь)", "Дина").accepted
    sent = sorted(game.actions_of(doctor.seat), key=lambda a: a.via or "")
    assert [(a.ability, a.via) for a in sent] == [("Лечение", "Доктор"), ("Лечение", "Лекарь")]
    report = game.execute(EndPhase()).report
    told = sorted(game.render(e) for e in report.private(doctor.seat))
    assert told == ["Лечение (Доктор) применено.", "Лечение (Лекарь) применено."]
    assert len(doctor.uses_of("Лечение", "Доктор")) == 1 and len(doctor.uses_of("Лечение", "Лекарь")) == 1
    # A player with one «Лечение» sends it without naming a role, and no role is recorded.
    assert act(game, "Глеб", "Щит", "Глеб").accepted
    assert game.actions_of(game.find("Глеб").seat)[0].via is None


def test_free_named_and_shared_public_roles(engine) -> None:
    game = moon_game(engine)
    vika = game.find("Вика")
    assert (vika.public, vika.public_title) == ("(Другой)", "Пекарь")
    assert any("Явная роль: Пекарь" in game.render(e) for e in game.log if e.to == (vika.seat,))
    variant = game.variant
    assert variant.check_public_roles(["Герой", "Герой", "Пекарь", "Лекарь"]) is None
    assert variant.check_public_roles(["Лекарь", "Лекарь"]).key == "setup.public_role_taken"
    classic = engine.make_variant("toy")
    assert classic.check_public_roles(["Пекарь"]).key == "setup.unknown_public_role"


# --- wins ----------------------------------------------------------------------------------

def test_prisoners_do_not_count_and_the_dead_do_not_win(engine) -> None:
    setups = [PlayerSetup("Аня", "Убийца"), PlayerSetup("Борис", "Доктор"), PlayerSetup("Вика", "Житель")]
    game = engine.new_game("toy", setups, seed=1, options={"edition": MOON}, start="полулуние")
    game.players[0].statuses.add("Тюрьма")  # a prisoner counts as dead for the win
    game.players[2].alive = False
    game.execute(EndPhase())
    assert game.winner == "Город"
    assert game.variant.winning_seats(game) == [1]  # Вика is dead: she does not win
    classic = engine.new_game("toy", setups, seed=1, start=PhaseKind.DAY)
    classic.players[0].alive = False
    classic.execute(EndPhase())
    assert classic.variant.winning_seats(classic) == [1, 2]


# --- simulations and replay ------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(6))
def test_random_moon_games_replay_exactly(engine, seed) -> None:
    game = moon_game(engine, cards=False, seed=seed)
    reports = list(play(game, random.Random(seed), max_phases=30))
    assert reports and reports[0].phase.kind == PhaseKind.SETUP
    assert all(isinstance(p.state.hand, list) for p in game.players)
    assert replayed(engine, game).snapshot() == game.snapshot()


def test_a_provisional_move_holds_the_phase_open_until_released(engine) -> None:
    from core.commands import Hold

    game = moon_game(engine, start="новолуние")
    assert game.execute(Hold(2)).accepted and game.holding == {2}
    assert game.execute(Hold(2, hold=False)).accepted and game.holding == set()
    game.execute(Hold(3))
    game.execute(EndPhase())  # the deadline ends the phase all the same
    assert game.holding == set()
    game.players[4].alive = False
    assert reason(game, game.execute(Hold(4))) == "Вы выбыли из игры и не можете действовать."
    assert replayed(engine, game).snapshot()["holding"] == []


# --- dealing, plugins that fail to load, games ended by an instant move -----------------

def test_the_default_deal_gives_public_roles_first_come_first_served(engine) -> None:
    variant = engine.make_variant("toy", {"edition": MOON})
    rng = random.Random(1)
    dealt = variant.deal_public_roles(["Лекарь", "Лекарь", "Герой", "Герой", "Пекарь", None], rng)
    assert dealt[0] == "Лекарь" and dealt[2:5] == ["Герой", "Герой", "Пекарь"]
    # The late and the silent get the free roles (a shared one stays free) while any is left.
    assert dealt[1] == "Герой" and dealt[5] is None
    assert "(Другой)" not in dealt  # a free-named role is never dealt at random


def test_an_instant_win_mid_phase_ends_the_simulated_game(engine) -> None:
    setups = [PlayerSetup("Аня", "Убийца"), PlayerSetup("Борис", "Доктор")]
    game = engine.new_game("toy", setups, seed=2, options={"edition": MOON}, start="полулуние")
    act(game, "Аня", "Приговор", "Борис")
    assert list(play(game, random.Random(0))) == []  # nothing left to play, no refused EndPhase
    game = engine.new_game("toy", setups, seed=2, options={"edition": MOON}, start="новолуние")

    original = game.variant.legal_moves
    game.variant.legal_moves = lambda g, p, rng: ([Action(0, "Приговор", (1,))] if p.seat == 0 else [])
    try:
        reports = list(play(game, random.Random(0)))
    finally:
        game.variant.legal_moves = original
    assert reports[-1].winner == "Мафия" and all(r.winner is None for r in reports[:-1])
    assert [game.render(e) for e in reports[-1].public] == ["Приговор приведён в исполнение: Борис.",
                                                            "Игра окончена. Победитель: Мафия."]


def test_a_plugin_that_fails_to_load_does_not_take_the_others_down(monkeypatch) -> None:
    import importlib.metadata

    real = importlib.metadata.entry_points

    class Broken:
        name, group = "ghost", "mafia_bot.variants"

        def load(self):
            raise ModuleNotFoundError("No module named 'plugins.ghost'")

    monkeypatch.setattr(importlib.metadata, "entry_points", lambda group: [Broken(), *real(group=group)])
    loaded = Engine()
    assert loaded.broken == [("ghost", "ModuleNotFoundError: No module named 'plugins.ghost'")]
    assert loaded.variant("hp").id == "hp"

"""Fantasy edition IV «Темный Гримуар»: what the scenario files cannot say."""

from __future__ import annotations

import random

from core.commands import EndPhase
from tools.simulate import new_random_game, play


def test_every_iv_role_has_a_card_text(engine) -> None:
    book = engine.book("fantasy", "IV")
    rules = engine.make_variant("fantasy", {"edition": "IV"})
    texts = book.texts("ru")
    missing = [name for name in book.roles.roles if rules.role_summary(texts, name) is None]
    assert missing == []


def test_iv_week_is_three_moons_without_a_vote(engine) -> None:
    rules = engine.make_variant("fantasy", {"edition": "IV"})
    assert rules.phase_order == ("новолуние", "полулуние", "полнолуние")
    assert rules.opening_kind == "новолуние"
    assert not any(rules.spec(kind).vote for kind in rules.phase_order)


def test_iv_deal_deals_public_roles_once_but_heroes(engine) -> None:
    rules = engine.make_variant("fantasy", {"edition": "IV"})
    names = [f"p{i}" for i in range(12)]
    setups = rules.deal(names, ["Мэр", "Мэр", "Герой", "Герой"] + [None] * 8, random.Random(3))
    publics = [s.public for s in setups]
    assert publics.count("Мэр") == 1 and publics.count("Герой") >= 2
    assert sorted(s.role for s in setups).count("Лич") == 1


def test_iv_random_games_end_and_winners_are_consistent(engine) -> None:
    ended = 0
    for seed in range(20):
        game = new_random_game(engine, "fantasy", 8 + seed % 9, seed, options={"edition": "IV"})
        for _ in play(game, random.Random(seed), max_phases=300):
            pass
        if game.over:
            ended += 1
            seats = game.variant.winning_seats(game)
            if game.winner == "ничья":
                assert seats == []
            for seat in seats:  # a neutral winner is alive; a faction wins with its dead
                player = game.players[seat]
                assert game.variant.side_of(game, player) == game.winner
            assert game.execute(EndPhase()).rejection.key == "reject.game_over"
    assert ended >= 15


def test_iv_provisional_claim_holds_the_phase_open(engine) -> None:
    """«Предварительная заявка»: the phase is not ended early while a player holds it; the
    deadline (EndPhase) still ends it, and the hold is cleared with it."""
    from core.commands import Hold

    game = new_random_game(engine, "fantasy", 8, 1, options={"edition": "IV"})
    assert game.execute(Hold(0)).accepted
    assert game.holding == {0}
    assert game.execute(Hold(0, False)).accepted and game.holding == set()
    assert game.execute(Hold(1)).accepted
    game.execute(EndPhase())
    assert game.holding == set() and game.phase.kind == "полулуние"


def test_iv_same_ability_twice_is_refused_and_a_withdrawn_claim_may_be_changed(engine) -> None:
    from core.commands import Act, Withdraw
    from core.model import PlayerSetup
    from core.rules import Action

    setups = [PlayerSetup("Аня", "Бес", "Мэр"), PlayerSetup("Борис", "Крестьянин", "Герой"),
              PlayerSetup("Вика", "Лич", "Герой")]
    game = engine.new_game("fantasy", setups, options={"edition": "IV"})
    assert game.execute(Act(Action(0, "Нападение", (1,)))).accepted
    refused = game.execute(Act(Action(0, "Нападение", (2,))))
    assert not refused.accepted and refused.rejection.key == "reject.iv.twice"
    assert game.execute(Withdraw(0, "Нападение")).accepted
    assert game.execute(Act(Action(0, "Нападение", (2,)))).accepted
    game.execute(EndPhase())
    assert game.players[1].state.hp == 3 and game.players[2].state.hp == 2  # Костяной щит took it


def test_iv_deal_offer_names_each_gift_with_what_it_does(engine) -> None:
    """The Сделка put to its target lists every gift with what it does and when, names the phase to answer
    in and says that no answer is a refusal (the buttons carry only the names)."""
    from plugins.fantasy.iv.abilities import GIFTS

    game = new_random_game(engine, "fantasy", 14, 1, options={"edition": "IV"})
    text = game.texts.render("iv.deal_offer", {"phase": "Полулуние 1"})
    for gift in GIFTS:
        line = next(line for line in text.splitlines() if f"**{gift}**" in line)
        assert len(line.split(" — ", 1)[1]) > 20, line
    assert "без ответа — отказ" in text and "до конца фазы «Полулуние 1»" in text

"""Only the winners win (issue 29, class 1): the side the game names as its winner is the side the
closing post marks, the seats it marks «в числе победителей», the statistics' winners and the story's.
Romanian: one clan wins (book l.265), named by its number everywhere the winner is named. Checked on
games made to end each way (a clan, a neutral who also wins, a neutral alone, a draw) and over
simulated games of every book and edition."""

from __future__ import annotations

import pytest

from core.commands import Remove
from core.final import final_post
from core.model import PhaseKind, PlayerSetup
from core.results import game_results
from core.registry import Engine
from core.story import tell_game
from core.variant import DRAW
from tools.simulate import move_rng, new_random_game, play

BOOKS = [("hp", None), ("romanian", None), ("cards", None),
         ("fantasy", "v0.1"), ("fantasy", "I"), ("fantasy", "II"), ("fantasy", "IV")]
SEEDS = range(10)

CLANS = [
    ("Аня", "Босс", 1),
    ("Борис", "Вербовщик", 1),
    ("Вика", "Босс", 2),
    ("Глеб", "Вербовщик", 2),
    ("Жанна", "Следователь", None),
    ("Захар", "Врач", None),
    ("Ира", "Мэр", None),
    ("Костя", "Вор", None),
]


def marked(lines: list[str]) -> tuple[set[str], set[str]]:
    """(the names marked «в числе победителей», the sides marked «— победа») in a closing post."""
    names = {line[2:].split(" — ")[0] for line in lines if line.startswith("• ") and "в числе победителей" in line}
    sides = {line[:-len(" — победа:")] for line in lines if line.endswith(" — победа:")}
    return names, sides


def assert_only_the_winners_win(game) -> None:
    variant = game.variant
    seats = set(variant.winning_seats(game))
    sides = variant.winning_sides(game)
    names = {game.players[s].name for s in seats}
    assert all(variant.side_of(game, game.players[s]) in sides for s in seats), (sides, names)
    lines = final_post(game)
    marked_names, marked_sides = marked(lines)
    assert marked_names == names, (marked_names, names)
    present = {variant.side_of(game, p) for p in game.players}
    if game.winner != DRAW:
        assert marked_sides == {s for s in sides if s in present}, (marked_sides, sides)
    results = game_results(game, server=1, game_id=1, users=list(range(len(game.players))))
    assert {r.name for r in results if r.won} == names
    story = tell_game(Engine(), game, 1)
    assert set(story.winners) == seats
    if game.winner not in (None, DRAW):
        title = variant.winner_title(game, game.winner)
        assert story.winner == title
        assert any(e.key == "game.over" and e.params["winner"] == title for e in game.log)
        assert any(title in line for line in lines[:2]), lines[:2]
    if variant.id == "romanian":  # l.265: one clan wins
        clans = {game.players[s].team for s in seats if game.players[s].faction == "Мафия"}
        assert len(clans) <= 1, clans


def clan_game(engine, alive: set[str]):
    """A Romanian game in which the host's lightning leaves only ``alive``."""
    setups = [PlayerSetup(name=n, role=r, team=t) for n, r, t in CLANS]
    game = engine.new_game("romanian", setups, seed=0, start=PhaseKind.DAY)
    for player in sorted(game.players, key=lambda p: p.role != "Вор"):  # (the thief first: he would co-win)
        if player.name not in alive and not game.over:
            assert game.execute(Remove(player.seat, "")).accepted
    assert game.over
    return game


def test_one_clan_wins_and_is_named(engine) -> None:
    """The issue's game: clan 1 wins, clan 2's members are not winners anywhere."""
    game = clan_game(engine, {"Аня", "Борис"})
    assert game.winner == "Мафия"
    assert game.variant.winning_sides(game) == ["Мафия (клан 1)"]
    assert [game.players[s].name for s in game.variant.winning_seats(game)] == ["Аня", "Борис"]
    lines = final_post(game)
    assert lines[1].startswith("Победитель — Мафия (клан 1): ")
    assert "Мафия (клан 2):" in lines and "Мафия (клан 1) — победа:" in lines
    assert not any("Вика" in line and "победител" in line for line in lines)
    assert tell_game(Engine(), game, 1).winner == "Мафия (клан 1)"
    assert_only_the_winners_win(game)


def test_a_neutral_who_also_wins(engine) -> None:
    """The Вор wins with the clan when no cop is left (his own condition): both marked, nobody else."""
    game = clan_game(engine, {"Аня", "Борис", "Костя"})
    assert game.variant.winning_sides(game) == ["Мафия (клан 1)", "Вор"]
    assert sorted(game.players[s].name for s in game.variant.winning_seats(game)) == ["Аня", "Борис", "Костя"]
    lines = final_post(game)
    assert any(line.startswith("Условие победы выполнено также для стороны «Вор»") for line in lines)
    assert not any("клан 1»" in line for line in lines)  # the clan is the winner, not a co-winner
    assert_only_the_winners_win(game)


def test_a_neutral_alone_wins(engine) -> None:
    """HP: the Маньяк last standing wins alone; the dead town and mafia do not."""
    setups = [PlayerSetup("Аня", "Маньяк"), PlayerSetup("Борис", "Босс"), PlayerSetup("Вика", "Мирный житель"),
              PlayerSetup("Глеб", "Мирный житель")]
    game = engine.new_game("hp", setups, seed=0)
    for seat in (1, 2, 3):
        game.execute(Remove(seat, ""))
    assert game.over and game.winner == "Маньяк"
    assert game.variant.winning_seats(game) == [0]
    assert_only_the_winners_win(game)


@pytest.mark.parametrize("variant,edition,seed", [("romanian", None, 22), ("fantasy", "IV", 7)])
def test_a_draw_has_no_winner(engine, variant: str, edition: str | None, seed: int) -> None:
    """A simulated game that ends in a draw: nobody marked, nobody counted a winner."""
    game = new_random_game(engine, variant, 12, seed, options={"edition": edition} if edition else None)
    for _ in play(game, move_rng(seed), max_phases=80):
        pass
    assert game.winner == DRAW
    assert game.variant.winning_seats(game) == []
    assert marked(final_post(game)) == (set(), set())
    assert_only_the_winners_win(game)


@pytest.mark.parametrize("variant,edition", BOOKS)
def test_simulated_games_mark_only_the_winners(engine, variant: str, edition: str | None) -> None:
    options = {"edition": edition} if edition else None
    book = engine.variant(variant)
    ends = set()
    for seed in SEEDS:
        game = new_random_game(engine, variant, max(book.min_players, min(book.max_players, 12)), seed,
                               options=options)
        for _ in play(game, move_rng(seed), max_phases=80):
            pass
        if not game.over:
            continue
        ends.add(game.winner)
        assert_only_the_winners_win(game)
    assert ends, "no simulated game ended: the check would check nothing"

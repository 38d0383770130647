"""A secret ability is never named to the town (issue 29, class 3).

Fantasy v0.1/I/II: «О "тайных" способностях не сообщается ничего»; what the book makes public (a status, a
death, a «публично» ability, Лицо толпы) is told, never the secret cause. Which abilities a book keeps
secret is the book's own data (``Variant.kept_secret``: by default a secret role's abilities; the fantasy
editions read their tags «публично», «тайно» and what the book announces by another rule): simulated
games of every book and edition are played to their end and every public line — every phase's summary,
the verdicts — is searched for the name of an ability kept secret. (Not the closing post: the game over,
the master tells everything, «Уничтожай» and all.)"""

from __future__ import annotations

import re

import pytest

from core.events import Event
from core.game import Game
from tools.simulate import move_rng, new_random_game, play

BOOKS = [("hp", None), ("romanian", None), ("cards", None),
         ("fantasy", "v0.1"), ("fantasy", "I"), ("fantasy", "II"), ("fantasy", "IV")]
SEEDS = range(4)


def players_of(engine, variant: str) -> int:
    book = engine.variant(variant)
    return max(book.min_players, min(book.max_players, 14))


class Secrets:
    """The abilities the players of one game hold, phase by phase: the names the book keeps secret, less
    any name it also makes public (one name, two abilities: the Сплетник's public Слухи and a Крестьянин's
    secret one), less the roles' names (a role is named at death; a book's unnamed ability goes by its
    role's name)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.secret: set[str] = set()
        self.told: set[str] = set()
        self.roles = set(game.variant.roles.roles)

    def note(self) -> None:
        game = self.game
        for player in game.players:
            for ability in game.variant.abilities(game, player):
                (self.secret if game.variant.kept_secret(game, ability) else self.told).add(ability.name)
            self.secret.update(game.variant.kept_secret_passives(game, player))

    def names(self) -> set[str]:
        return self.secret - self.told - self.roles


def named(line: str, names: set[str]) -> list[str]:
    """The names an ability is written by in ``line`` (as the books write them, capital and all; not
    inside another word)."""
    return [name for name in sorted(names) if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", line)]


def public_lines(game: Game, events: list[Event]) -> list[str]:
    return game.texts.grouped([e for e in events if e.public], game.render)


@pytest.mark.parametrize("variant,edition", BOOKS)
def test_no_public_line_names_a_secret_ability(engine, variant: str, edition: str | None) -> None:
    options = {"edition": edition} if edition else None
    problems: list[str] = []
    checked: set[str] = set()
    for seed in SEEDS:
        game = new_random_game(engine, variant, players_of(engine, variant), seed, options=options)
        secrets = Secrets(game)
        secrets.note()
        lines = public_lines(game, game.log)
        for report in play(game, move_rng(seed), max_phases=40):
            secrets.note()
            lines += [f"{report.phase.kind} {report.phase.number}: {line}"
                      for line in public_lines(game, report.events)]
        names = secrets.names()
        checked |= names
        problems += [f"seed {seed}: «{', '.join(found)}» in {line!r}" for line in lines
                     if (found := named(line, names))]
    assert checked, "the book keeps no ability secret: the check would check nothing"
    assert problems == [], f"{len(problems)}:\n" + "\n".join(sorted(set(problems))[:40])


def test_the_check_finds_a_secret_named(engine) -> None:
    """A made-up public line naming a secret ability is caught; the book's own public words are not."""
    game = new_random_game(engine, "fantasy", 14, 0, options={"edition": "II"})
    secrets = Secrets(game)
    secrets.note()
    names = secrets.names()
    assert {"Армия тьмы", "Полтергейст", "Печать Небес", "Бестелесность"} <= names  # a public role's «тайно»; a passive
    assert named("Армия тьмы: Глеб восстаёт со статусом «Воскрешён».", names) == ["Армия тьмы"]
    assert named("Глеб восстаёт со статусом «Воскрешён».", names) == []
    assert "Пророчество" not in names and "Аутодафе" not in names  # «публично»; Лицо толпы

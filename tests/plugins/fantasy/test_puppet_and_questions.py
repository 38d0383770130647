"""Кукла (a move sent in the puppet's name), Преемственность and Перерождение asked at the moment:
what the scenarios cannot see — the refusal's reason, whose history a use goes to, the questions."""

from __future__ import annotations

from core.commands import Act, Answer
from core.game import Game
from core.model import PlayerSetup
from core.registry import Engine
from core.rules import Action
from plugins.fantasy.common.mechanics import gs

PLAYERS = [("Аня", "Мастер карт", "Оракул"), ("Борис", "Бес", "Бандит"), ("Вика", "Мирный житель", "Цыганка"),
           ("Глеб", "Тварь", "Вор"), ("Дина", "Стражник", "Мэр"), ("Ева", "Мирный житель", "Сыщик")]


def _game() -> Game:
    variant = Engine().make_variant("fantasy", {"edition": "v0.1"})
    return Game(variant, [PlayerSetup(n, r, p) for n, r, p in PLAYERS], seed=1, start="day")


def _control(game: Game) -> None:
    gs(game).puppets[1] = 0
    gs(game).puppet_master_shown.append(0)
    game._forget_abilities()


def test_the_puppets_own_use_is_refused_naming_the_master():
    game = _game()
    _control(game)
    outcome = game.execute(Act(Action(1, "Поймать в подворотне", (2,))))
    assert not outcome.accepted
    assert outcome.rejection.key == "reject.controlled"
    assert "Аня" in game.texts.rejection(outcome.rejection)


def test_the_masters_move_is_the_puppets():
    game = _game()
    _control(game)
    outcome = game.execute(Act(Action(0, "Поймать в подворотне", (2,))))
    assert outcome.accepted
    assert [u.ability for u in game.players[1].history] == ["Поймать в подворотне"]
    assert not game.players[0].history
    # the puppet's «раз за игру» is spent
    assert game.execute(Act(Action(0, "Поймать в подворотне", (3,)))).rejection.key == "reject.used_up"


def test_without_a_puppet_the_ability_is_not_the_masters():
    game = _game()
    gs(game).puppets[1] = 0  # thrown, not revealed
    outcome = game.execute(Act(Action(0, "Поймать в подворотне", (2,))))
    assert outcome.rejection.key == "reject.no_such_ability"


def test_an_answer_acts_at_once_and_is_delivered():
    game = _game()
    mayor = game.players[4]
    game.variant._succession(game, mayor)  # as on a death outside a resolution: asked now
    (question,) = game.open_questions(4)
    assert question.name == "Преемственность" and question.default is None
    assert game.execute(Answer(4, question.id, "Дина")).rejection.key == "reject.fantasy.heir_self"
    assert game.execute(Answer(4, question.id, "Никто")).rejection.key == "reject.fantasy.heir_unknown"
    outcome = game.execute(Answer(4, question.id, "ева"))
    assert outcome.accepted and outcome.report is not None
    assert game.players[5].public == "Мэр" and mayor.public is None
    assert any(e.key == "fantasy.mayor_heir" for e in outcome.report.events)


def test_the_heir_announced_with_the_public_role_he_gives_up():
    """The town is told who is Мэр now and which public role the heir held (it is nobody's now)."""
    game = _game()
    mayor = game.players[4]
    game.variant._succession(game, mayor)
    (question,) = game.open_questions(4)
    outcome = game.execute(Answer(4, question.id, "Ева"))
    (event,) = [e for e in outcome.report.events if e.key == "fantasy.mayor_heir"]
    assert event.to is None
    assert game.texts.event(event) == ("Преемственность: Дина — Мэр (бывший); новый Мэр — Ева "
                                       "(прежняя явная роль наследника, «Сыщик», теперь ничья).")

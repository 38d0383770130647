"""A malformed Зомбирование order is refused naming the field that is wrong (no order, its action,
its target), with an example the Лич can copy."""

from __future__ import annotations

import pytest

from core.commands import Act
from core.model import PhaseKind, PlayerSetup
from core.rules import Action

PLAYERS = [("Аня", "Лич", "Оракул"), ("Борис", "Мирный житель", "Вор"), ("Глеб", "Тварь", "Астролог")]


def refusal(engine, **fields) -> str:
    setups = [PlayerSetup(name=n, role=r, public=p) for n, r, p in PLAYERS]
    game = engine.new_game("fantasy", setups, seed=0, start=PhaseKind.NIGHT, options={"edition": "I"})
    outcome = game.execute(Act(Action(0, "Зомбирование", (1,), **fields)))
    assert not outcome.accepted
    return game.texts.rejection(outcome.rejection)


@pytest.mark.parametrize("fields,says", [
    ({}, "Нет приказа: напишите его в поле «выбор»"),
    ({"choice": "Раскрой публично свою Тайную роль"}, "неверно действие"),
    ({"choice": "Проголосуй за Кого-то"}, "неверна цель"),
])
def test_the_wrong_field_is_named_with_an_example(engine, fields, says) -> None:
    text = refusal(engine, **fields)
    assert says in text, text
    assert "Пример: /ход способность:Зомбирование цель:Борис выбор:" in text, text
    if "действие" in says:
        assert "Кража" in text or "голос" in text  # the puppet's own public actions are listed

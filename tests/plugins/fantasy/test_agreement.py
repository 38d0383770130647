"""The fantasy and cards catalogs agree with a player's gender, decline an ordinary first name
where the sentence governs a case («против Жанны», «о Жанне»; a nickname keeps «игрока Котик»)
and agree numbers with their nouns."""

from __future__ import annotations

import pytest

from core.registry import Engine
from core.texts import FEMININE, MASCULINE, Name

PETR, ZHANNA, KOTIK = Name("Пётр", MASCULINE), Name("Жанна", FEMININE), Name("Котик")


def render(engine: Engine, variant: str, edition: str | None, key: str, **params) -> str:
    return engine.book(variant, edition).texts("ru").render(key, params)


@pytest.mark.parametrize("edition,key,param,params,masculine,feminine,other", [
    ("II", "ii.exiled", "player", {}, "Пётр отправлен на Каторгу пожизненно и выведен из игры.",
     "Жанна отправлена на Каторгу пожизненно и выведена из игры.",
     "Игрок Котик отправлен на Каторгу пожизненно и выведен из игры."),
    ("II", "ii.result.healed", "target", {}, "Припарки: Пётр получил одну жизнь.",
     "Припарки: Жанна получила одну жизнь.", "Припарки: игрок Котик получил одну жизнь."),
    ("II", "ii.result.horoscope", "target",
     {"personas": "Бес, Лич", "players": [Name("Аня", FEMININE)], "count": 1},
     "Гороскоп: Пётр применял способности тайной роли. Личины: Бес, Лич. Он воздействовал на Аню.",
     "Гороскоп: Жанна применяла способности тайной роли. Личины: Бес, Лич. Она воздействовала на Аню.",
     "Гороскоп: игрок Котик применял способности тайной роли. Личины: Бес, Лич. Этот игрок воздействовал на Аню."),
    ("II", "ii.result.horoscope_none", "target", {}, "Гороскоп: Пётр этой ночью не применял",
     "Гороскоп: Жанна этой ночью не применяла", "Гороскоп: игрок Котик этой ночью не применял"),
    ("II", "ii.result.palm", "target", {"on": "Аня", "by": "никто"},
     "Позолоти ручку: Пётр воздействовал на: Аня; на Петра воздействовали: никто.",
     "Позолоти ручку: Жанна воздействовала на: Аня; на Жанну воздействовали: никто.",
     "Позолоти ручку: игрок Котик воздействовал на: Аня; на игрока Котик воздействовали: никто."),
    ("II", "ii.result.watch", "target", {"visitors": "—"}, "Дозор у Петра: на него",
     "Дозор у Жанны: на неё", "Дозор у игрока Котик: на него"),
    ("I", "fantasy.immortal", "player", {}, "Цыганка нагадала Петру бессмертие: он не умирает.",
     "Цыганка нагадала Жанне бессмертие: она не умирает.",
     "Цыганка нагадала игроку Котик бессмертие: он не умирает."),
    ("I", "fantasy.cards.puppet", "actor", {"role": "Мастер карт"}, "действия его куклы — в его руках.",
     "действия её куклы — в её руках.", "действия его куклы — в его руках."),
])
def test_fantasy_texts_agree_with_the_gender(engine: Engine, edition, key, param, params, masculine, feminine,
                                             other) -> None:
    for name, expected in ((PETR, masculine), (ZHANNA, feminine), (KOTIK, other)):
        said = render(engine, "fantasy", edition, key, **{"actor": Name("Аня", FEMININE), **params, param: name})
        assert expected in said, said


def test_rally_points_at_its_target_not_its_author(engine: Engine) -> None:
    said = render(engine, "fantasy", "II", "ii.rally", actor=PETR, player=ZHANNA)
    assert said == "Пётр собирает митинг против Жанны: завтра против неё 3 голоса."
    said = render(engine, "fantasy", "II", "ii.watcher", actor=ZHANNA)
    assert said == "Жанна — Смотрящий: сегодня против неё на 3 голоса меньше."


@pytest.mark.parametrize("edition,key,params,expected", [
    ("II", "ii.gossip", {"actor": PETR, "player": ZHANNA}, "Пётр собирает слухи о Жанне."),
    ("II", "ii.gossip", {"actor": PETR, "player": Name("Ира", FEMININE)}, "Пётр собирает слухи об Ире."),
    ("II", "ii.gossip", {"actor": PETR, "player": KOTIK}, "Пётр собирает слухи об игроке Котик."),
    ("II", "ii.prophecy", {"actor": PETR, "player": ZHANNA}, "Пётр пророчествует о Жанне."),
    ("II", "ii.palm", {"actor": PETR, "player": ZHANNA}, "Пётр: «Позолоти ручку» — гадает Жанне."),
    ("II", "ii.thanatology", {"actor": PETR, "player": ZHANNA}, "Танатология: Пётр воскрешает Жанну."),
    ("II", "ii.result.persona", {"target": ZHANNA, "personas": "Бес", "ability": "Соблазнение"},
     "Соблазнение — личина Жанны: Бес."),
    ("I", "fantasy.executed", {"player": ZHANNA}, "Вече приговорило Жанну к казни."),
    ("I", "fantasy.executed", {"player": KOTIK}, "Вече приговорило игрока Котик к казни."),
    ("I", "fantasy.executed", {"player": Name("Жанна", FEMININE, declined=False)},
     "Вече приговорило игрока Жанна к казни."),
    ("I", "fantasy.cards.guess_yes", {"target": PETR}, "Догадка о Петре: да."),
    ("I", "fantasy.result.role_of", {"target": ZHANNA, "role": "Бес"}, "Тайная роль Жанны — Бес."),
    ("IV", "iv.result.autodafe_wrong", {"target": ZHANNA}, "Аутодафе: тайная роль Жанны названа неверно."),
])
def test_names_are_declined_where_the_sentence_governs_a_case(engine: Engine, edition, key, params, expected) -> None:
    assert render(engine, "fantasy", edition, key, **params) == expected


@pytest.mark.parametrize("changes,words", [(1, "1 раза"), (2, "2 раз"), (5, "5 раз"), (21, "21 раза")])
def test_vote_changes_agree_in_number(engine: Engine, changes: int, words: str) -> None:
    said = render(engine, "fantasy", "I", "reject.fantasy.vote_changes", changes=changes)
    assert said == f"Голос можно менять не больше {words} за день."


@pytest.mark.parametrize("cost,words", [(1, "1 другую карту"), (3, "3 другие карты"), (5, "5 других карт"),
                                        (21, "21 другую карту")])
def test_card_costs_agree_in_number(engine: Engine, cost: int, words: str) -> None:
    said = render(engine, "cards", None, "reject.cards.cost_cards", card="Граната", cost=cost)
    assert said == f"Чтобы оплатить «Граната», назовите ровно {words} из Руки."

"""The role card of every role of every variant and edition, rendered for a game at its start
(no Discord): each ability the player has is explained (a line from the catalog), with its terms and
the exact ``/ход`` command the engine takes for that very ability; no ability he lacks is named;
one counter of lives; the side and its win condition."""

from __future__ import annotations

import random
import re
from types import SimpleNamespace

import pytest

from bot import render
from core.model import PlayerSetup
from core.registry import Engine
from tests.bot.helpers import card_commands, card_slips

ENGINE = Engine()
CASES = [(v.id, edition) for v in ENGINE.variants for edition in (v.editions or (None,))]


def games_with_every_role(variant: str, edition: str | None):
    """Games whose first seat holds each secret role of the book in turn (the rest dealt as the book
    deals), the public roles going round the seats."""
    options = {"edition": edition} if edition else {}
    cls = ENGINE.variant(variant)
    size = max(cls.min_players, 12) if cls.max_players is None or cls.max_players >= 12 else cls.min_players
    names = [f"Игрок{i}" for i in range(size)]
    book = ENGINE.book(variant, edition)
    publics = [r.name for r in book.roles.public_roles() if not r.free_name]
    for index, role in enumerate(book.roles.secret_roles()):
        setups = ENGINE.make_variant(variant, options).deal(names, [None] * size, random.Random(index))
        public = publics[index % len(publics)] if publics else None
        others = [s.public for s in setups[1:]]
        if public in others:  # public roles are unique: swap
            setups[1 + others.index(public)].public = setups[0].public
        setups[0] = PlayerSetup(name=names[0], role=role.name, public=public)
        yield ENGINE.new_game(variant, setups, seed=index, options=options)


@pytest.mark.parametrize("variant,edition", CASES, ids=[f"{v}-{e}" for v, e in CASES])
def test_every_role_card_explains_what_the_engine_accepts(variant, edition):
    seen = 0
    for game in games_with_every_role(variant, edition):
        player = game.players[0]
        card = render.role_card(SimpleNamespace(game=game), 0)
        assert not card_slips(game, player, card, render.holdings(game, player)), (player.role, card)
        abilities = render.card_abilities(game, player)
        assert len(card_commands(card)) == len(abilities)
        for ability in abilities:
            does = game.variant.ability_about(game.texts, ability)
            assert does and does in card, (player.role, ability.name)
        assert render.t("card.side", side=game.variant.side_of(game, player)) in card
        assert game.variant.win_text(game.texts, game, player), (player.role, player.faction)
        if game.variant.hit_points_in_holdings:
            assert "Здоровье:" not in card  # one counter of lives, the holdings'
        seen += 1
    assert seen >= 5


def test_a_card_lists_abilities_one_per_line_with_the_command():
    game = next(g for g in games_with_every_role("hp", None) if g.players[0].role == "Киллер")
    card = render.role_card(SimpleNamespace(game=game), 0)
    assert "• **Снайперская винтовка** (ночью): Наносит цели 75 урона." in card
    assert "`/ход способность:Парные пистолеты цель:… цель2:…`" in card
    assert "Ваша сторона: Мафия." in card


def test_the_longest_card_goes_in_parts_cut_between_abilities():
    """The Медведь's card (a line per gift) is longer than one Discord message: posted as its blocks,
    it is cut between abilities, never inside one (an ability's line and its terms and command stay
    together)."""
    game = next(g for g in games_with_every_role("romanian", None) if g.players[0].role == "Медведь")
    table = SimpleNamespace(game=game)
    card = render.role_card(table, 0)
    assert len(card) > render.MESSAGE_LIMIT
    parts = render.chunks(render.role_card_blocks(table, 0))
    assert len(parts) > 1 and all(len(p) <= render.MESSAGE_LIMIT for p in parts)
    assert "\n".join(parts) == card
    for part in parts:
        lines = part.split("\n")
        assert not lines[0].startswith("  "), lines[0]  # no part opens with an ability's terms
        assert not lines[-1].startswith("• "), lines[-1]  # nor ends with an ability cut from them


@pytest.mark.parametrize("variant,edition", [("fantasy", "v0.1"), ("fantasy", "I"), ("fantasy", "II"),
                                             ("fantasy", "IV"), ("cards", None), ("hp", None), ("romanian", None)])
def test_an_ability_line_does_not_repeat_the_terms(variant, edition):
    """The terms line (from the declaration) says how often and on whom; the book's line says
    what the ability does and is not cut from the book's sentence with the limit in it."""
    repeats = {"раз в неделю": "раз за цикл", "раз за цикл": "раз за цикл", "раз в цикл": "раз за цикл",
               "раз за игру": "раз за игру", "кроме себя": "не на себя"}
    if variant == "romanian":  # the Romanian book's own ways of stating a limit
        repeats |= {"подряд": "подряд", "себе нельзя": "не на себя", "на себя": "не на себя",
                    "себя не ": "не на себя", "одного —": "на одного игрока", "не дважды": "на одного игрока",
                    "одного или двух": "целей: от 1 до 2"}
    for game in games_with_every_role(variant, edition):
        for ability in render.card_abilities(game, game.players[0]):
            does = game.variant.ability_about(game.texts, ability).lower()
            terms = "; ".join(render.terms(ability, game.texts)).lower()
            said = [r for r, term in repeats.items() if r in does and term in terms]
            assert not said, (ability.name, does)


def test_fantasy_iv_says_when_in_words():
    """A moon is «в полнолуние»; an ability of every moon is «в любую фазу», not the week spelled out."""
    game = next(g for g in games_with_every_role("fantasy", "IV") if g.players[0].role == "Лич")
    card = render.role_card(SimpleNamespace(game=game), 0)
    assert "• **Армия тьмы** (в полнолуние): Воскрешает выбранных мёртвых" in card
    assert "• **Лик смерти** (в любую фазу): Атакует цель на 1 урона." in card
    assert "Новолуние, Полулуние" not in card


@pytest.mark.parametrize("edition", ["v0.1", "I", "II", "IV"])
def test_fantasy_cards_name_no_role_absent_from_the_game(edition):
    """A card's summary, side and win condition name no role the deal left out (the Тварь's Раздражай, the
    Всадник's Конец света where there is none); the abilities' lines keep the book's conditions, and the
    personas are the book's table."""
    variant = ENGINE.make_variant("fantasy", {"edition": edition})
    roles = sorted(ENGINE.book("fantasy", edition).roles.roles, key=len, reverse=True)
    checked = 0
    for size in range(variant.min_players, 13):
        names = [f"Игрок{i}" for i in range(size)]
        game = ENGINE.new_game("fantasy", variant.deal(names, [None] * size, random.Random(size)), seed=size,
                               options={"edition": edition})
        present = {p.role for p in game.players} | {p.public for p in game.players}
        if "Чумной Доктор" in present:
            present.add("Всадник Апокалипсиса")  # (he becomes it: Судный день)
        for seat in range(size):
            card = render.role_card(SimpleNamespace(game=game), seat)
            lines = [line for line in card.splitlines()
                     if not line.startswith(("•", "  ", "Личины:")) and not line.startswith("**")]
            text = "\n".join(lines)
            absent = [r for r in roles if r not in present and re.search(rf"(?<![\w-]){re.escape(r)}(?![\w-])", text)]
            assert not absent, (edition, size, game.players[seat].role, absent, text)
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("edition", ["v0.1", "I", "II", "IV"])
def test_fantasy_summaries_state_no_limit(edition):
    """The role's one-line summary above the abilities says what the role is; how often each ability may be
    used is its terms line's, said once («раз за игру» not in both)."""
    variant = ENGINE.make_variant("fantasy", {"edition": edition})
    book = ENGINE.book("fantasy", edition)
    texts = book.texts()
    limits = ("раз за игру", "раз в неделю", "раз за цикл", "раз в цикл")
    said = {role: summary for role in book.roles.roles
            if (summary := variant.role_summary(texts, role)) and any(limit in summary.lower() for limit in limits)}
    assert said == {}


def test_romanian_cards_name_only_this_game():
    """Romanian (issue 29.12): «Песня» only where the Бляцкий конь plays, «Согласие» only while a recruiter
    is in the game; a move on a player out of the game says what it means here — the prisoner (the dead
    are refused), the Письмо alone may name the dead."""
    for game in games_with_every_role("romanian", None):
        horse = any(p.role == "Бляцкий конь" for p in game.players[1:])
        recruiter = any(p.role == "Вербовщик" for p in game.players) and game.players[0].faction != "Мафия"
        card = render.role_card(SimpleNamespace(game=game), 0)
        assert ("**Песня**" in card) == horse, (game.players[0].role, horse)
        assert ("**Согласие**" in card) == recruiter, (game.players[0].role, recruiter)
        assert "можно на мёртвого" not in card, card
        if game.players[0].role == "Помощник следователя":
            assert "Допрос** (ночью)" in card and "только посаженного" in card
            assert "**Выстрел** (ночью): Выстрел в цель: убивает, если не спасут бронежилет, врач или прикрытие; " \
                   "вампира обычная пуля не берёт.\n  1 цель; не на себя. Команда" in card  # cops: no prison shot
    roles = ["Мэр", "Бляцкий конь", "Босс", "Вербовщик", "Следователь", "Помощник следователя", "Врач", "Поп"]
    game = ENGINE.new_game("romanian", [PlayerSetup(name=f"Игрок{i}", role=r, team=1 if r in ("Босс", "Вербовщик")
                                                    else None) for i, r in enumerate(roles)])
    mayor, horse, boss = (render.role_card(SimpleNamespace(game=game), seat) for seat in (0, 1, 2))
    assert "**Песня**" in mayor and "**Согласие**" in mayor
    assert "**Песня**" not in horse and "**Песня**" in boss and "**Согласие**" not in boss


@pytest.mark.parametrize("variant,edition", CASES, ids=[f"{v}-{e}" for v, e in CASES])
def test_a_card_says_each_ability_once(variant, edition):
    """A role that is its one ability (the cards book's Прокурор, hp's Электрик) is not described twice:
    the ability's line, with its terms, is the only place it is said."""
    for game in games_with_every_role(variant, edition):
        player = game.players[0]
        card = render.role_card(SimpleNamespace(game=game), 0)
        lines = card.split("\n")
        for ability in render.card_abilities(game, player):
            does = game.variant.ability_about(game.texts, ability)
            assert sum(does in line for line in lines) == 1, (player.role, player.public, ability.name, card)

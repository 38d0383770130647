"""`/правила` (`/rules`) through the bot: autocomplete (≤ 25, by prefix and inside the
name, ё = е), a private answer with the book's words, outside a game too, another
variant by name, a clear answer with suggestions for an unknown word, nothing
mentioned; and the role card's «Правила роли» button."""

from __future__ import annotations

from core.rulebook import rulebook
from tests.bot.conftest import World, text_of


def texts_of(result) -> list[str]:
    out = [result.response.content] if result.response and result.response.content else []
    return out + [f.content for f in result.followups]


async def test_rules_at_a_table_and_outside(simcord_env, engine):
    world = World(simcord_env)
    table = await world.lobby()
    seat = 0
    player = world.actor(seat)

    # At the table: the hp book. Prefix first, inside the name too, ё = е, at most 25.
    choices = await player.autocomplete(world.square, "rules", "query", "Ме")
    assert 0 < len(choices) <= 25
    assert all("ме" in c["name"].lower().replace("ё", "е") for c in choices)
    assert choices[0]["name"].lower().startswith("ме")
    assert len(await player.autocomplete(world.square, "rules", "query", "")) == 25
    inside = await player.autocomplete(world.square, "rules", "query", "винтов")
    assert any(c["name"].startswith("Снайперская винтовка") for c in inside)
    yo = await player.autocomplete(world.square, "rules", "query", "каскадер")
    assert yo[0]["name"].startswith("Каскадёр")

    # The answer: private, the book's words, the reading where there is one.
    sensei = next(c for c in await player.autocomplete(world.square, "rules", "query", "Сэнсэй")
                  if c["name"].startswith("Сэнсэй — роль"))
    result = await player.slash(world.square, "rules", query=sensei["value"])
    assert result.ephemeral
    said = "\n".join(texts_of(result))
    assert "Из книги:" in said and "> 1) Сэнсэй (Я)" in said and "Способности: Защита, Медитация" in said
    assert rulebook(engine, "hp").get("Сэнсэй").reading in said.replace("\\", "")
    # A name typed in full works without the menu.
    typed = await player.slash(world.square, "rules", query="снайперская винтовка")
    assert "Снайперская винтовка" in text_of(typed) and "наносит цели 75 урона" in text_of(typed)

    # Outside any table: every variant; another variant and edition by name.
    outside = await world.spectator.autocomplete(world.general, "rules", "query", "Гранат")
    assert any("Граната — карта" in c["name"] and "Карточная" in c["name"] for c in outside)
    card = await world.spectator.slash(world.general, "rules", query=next(c["value"] for c in outside
                                                                          if "Граната" in c["name"]))
    assert card.ephemeral and "Из коллекции карт" in text_of(card)
    iv = await world.spectator.slash(world.general, "rules", query="Лекарь", variant="fantasy:IV")
    assert "издание IV" in text_of(iv) and "Как мертвому припарки" in "\n".join(texts_of(iv))
    editions = await world.spectator.autocomplete(world.general, "rules", "variant", "Фэнт")
    assert {c["value"] for c in editions} == {"fantasy:v0.1", "fantasy:I", "fantasy:II", "fantasy:IV"}

    # An unknown word: a clear answer with suggestions, nothing mentioned or formatted.
    unknown = await player.slash(world.square, "rules", query="Манях")
    assert unknown.ephemeral and "В правилах нет «Манях»" in text_of(unknown) and "«Маньяк»" in text_of(unknown)
    hostile = await player.slash(world.square, "rules", query="@everyone **жирный**")
    assert "@everyone" not in text_of(hostile) and "\\*\\*жирный\\*\\*" in text_of(hostile)
    nothing = await player.slash(world.square, "rules", query="ъъъъъъъъ")
    assert "ничего похожего" in text_of(nothing)
    bad = await player.slash(world.square, "rules", query="Маньяк", variant="шахматы")
    assert "Книги правил «шахматы» нет" in text_of(bad)
    assert table.game is not None


async def test_the_role_card_links_to_the_roles_rules(simcord_env, engine):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    for seat in (0, 5):
        thread = world.thread_of(seat)
        card = next(m for m in thread.history() if m.components)
        labels = [c.label for row in card.components for c in row.children]
        assert "Правила роли" in labels
        result = await world.actor(seat).click(card, label="Правила роли")
        assert result.ephemeral
        said = "\n".join(texts_of(result)).replace("\\", "")
        player = game.players[seat]
        assert f"**{player.role}** — роль" in said
        assert rulebook(engine, "hp").get(f"role|{player.role}|").book[0] in said
        if player.public:
            assert f"**{player.public}** — роль" in said
        assert all(len(text) <= 2000 for text in texts_of(result))


async def test_the_role_command_has_the_button_too(simcord_env):
    world = World(simcord_env)
    await world.lobby()
    result = await world.actor(2).slash(world.thread_of(2), "role")
    assert result.ephemeral
    message = result.followups[-1] if result.followups else result.response
    rows = message.components
    labels = [c.get("label") if isinstance(c, dict) else c.label
              for row in rows for c in (row.get("components", []) if isinstance(row, dict) else row.children)]
    assert "Правила роли" in labels


async def test_the_role_card_is_the_one_message_of_the_roles(simcord_env):
    """The card names the roles and the side: the core's «Ваша тайная роль: … Фракция: …» line
    does not follow it in the player's thread."""
    world = World(simcord_env)
    table = await world.lobby()
    for seat in (0, 5):
        said = "\n".join(m.content for m in world.thread_of(seat).history())
        player = table.game.players[seat]
        assert f"Тайная роль: {player.role}" in said
        assert "Ваша тайная роль" not in said and "Фракция:" not in said

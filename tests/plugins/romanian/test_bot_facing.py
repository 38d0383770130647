"""What the Discord bot reads from the Romanian variant: the outside facts it must report
(``Variant.counted_posts``) and the moves ``game.available`` offers to players out of the game."""

from __future__ import annotations

from core.commands import Act, EndPhase, PostCounts, Vote
from core.model import PhaseKind, PlayerSetup
from core.rules import Action
from plugins.romanian.variant import RomanianVariant

PLAYERS = [
    ("Аня", "Босс", 1),
    ("Борис", "Вербовщик", 1),
    ("Вика", "Следователь", None),
    ("Глеб", "Врач", None),
    ("Дина", "Мэр", None),
    ("Егор", "Босс", 2),
    ("Жанна", "Вербовщик", 2),
    ("Захар", "Поп", None),
]


def new_game(engine, start=PhaseKind.NIGHT, items=None):
    setups = [PlayerSetup(name=n, role=r, team=t, start={"items": (items or {}).get(n, [])})
              for n, r, t in PLAYERS]
    return engine.new_game("romanian", setups, seed=0, start=start)


def test_the_bot_reports_messages_and_late_posts() -> None:
    # Without the declaration the bot would never send the «сухарь» counts or the late posts.
    assert set(RomanianVariant.counted_posts) == {"messages", "late_posts"}


def test_the_nights_dead_see_the_blood_vote(engine) -> None:
    game = new_game(engine)
    assert game.execute(Act(Action(0, "Выстрел", (4,)))).accepted
    game.execute(EndPhase())
    assert game.phase.kind is PhaseKind.DAY and not game.players[4].alive
    assert "Кровь" in [a.name for a in game.available(game.players[4])]
    assert game.validate(Act(Action(4, "Кровь", (5,)))) is None
    game.execute(EndPhase())
    game.execute(EndPhase())  # a day later the blood is dry
    assert game.available(game.players[4]) == []


def test_a_prisoner_with_a_lockpick_sees_it_at_night(engine) -> None:
    game = new_game(engine, start=PhaseKind.DAY, items={"Захар": ["Отмычка"]})
    for voter in range(8):
        assert game.execute(Vote(voter, 7 if voter != 7 else 0)).accepted
    game.execute(PostCounts("messages", tuple((s, 10) for s in range(8))))
    game.execute(EndPhase())
    prisoner = game.players[7]
    assert prisoner.removed and prisoner.alive
    assert [a.name for a in game.available(prisoner)] == ["Отмычка"]

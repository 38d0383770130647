"""core.resolution.Resolution: the look-ups the resolution steps use, with cancelled and voided
actions left out unless asked for."""

from __future__ import annotations

from core.model import PhaseKind, PlayerSetup
from core.resolution import Resolution
from core.rules import Action


def resolution(engine):
    setups = [PlayerSetup(n, "Мирный житель") for n in ("Аня", "Борис", "Вика", "Глеб", "Дина", "Егор", "Жанна",
                                                          "Захар", "Ира", "Костя", "Лена", "Максим", "Нина")]
    game = engine.new_game("hp", setups, seed=1, start=PhaseKind.NIGHT)
    actions = [Action(0, "Лечение", (1,)), Action(0, "Защита", (2,)), Action(1, "Лечение", (0,)),
               Action(2, "Слухи", ())]
    return game, Resolution(game, game.phase, actions, None), actions


def test_by_and_of_leave_out_what_was_stopped_unless_asked(engine) -> None:
    game, res, (heal0, guard0, heal1, rumour2) = resolution(engine)
    assert res.by(0) == [heal0, guard0] and res.by(5) == []
    assert res.of("Лечение") == [heal0, heal1] and res.of("Лечение", "Слухи") == [heal0, heal1, rumour2]
    assert res.of("Нож") == [] and res.of("Нож", "Шило") == []
    res.cancel(heal0)
    assert res.by(0) == [guard0]
    assert res.by(0, include_cancelled=True) == [heal0, guard0]
    assert res.of("Лечение") == [heal1]
    assert res.of("Лечение", include_cancelled=True) == [heal0, heal1]
    assert res.of("Лечение", "Защита") == [guard0, heal1]
    res.void(rumour2)
    assert rumour2 in res.cancelled and rumour2 in res.voided and heal0 not in res.voided
    assert res.by(2) == [] and res.of("Слухи") == []
    assert res.player(1) is game.players[1]
    assert res.instant is False
    assert Resolution(game, game.phase, [], None, instant=True).instant is True


def test_tell_and_announce_speak_through_the_game(engine) -> None:
    game, res, _ = resolution(engine)
    start = len(game.log)
    res.tell(3, "game.over", winner="x")
    res.announce("game.over", winner="y")
    told, public = game.log[start:]
    assert told.to == (3,) and public.to is None

"""Why a player left the game (issue 29 class 2, issue 31 item 9): each way out is its own
``core.model.Exit``, set by ``Game.leave``; a removed player's moves do not resolve; stored games replay
to the same state (the reasons are worked out again from the commands)."""

from __future__ import annotations

from core.commands import Act, EndPhase, PostCounts, Remove, Replace, Vote
from core.model import Exit, PhaseKind, PlayerSetup
from core.rules import Action
from core.session import rebuild
from core.store.base import GameRecord
from core.story import tell_game

HP = [("Аня", "Мирный житель"), ("Борис", "Босс"), ("Вика", "Мирный житель"), ("Глеб", "Киллер"),
      ("Дина", "Мирный житель"), ("Егор", "Мирный житель")]


def hp_game(engine):
    return engine.new_game("hp", [PlayerSetup(n, r) for n, r in HP], seed=3)


def test_a_move_sent_before_the_removal_does_not_resolve(engine) -> None:
    """hp: Дина sends «Разоблачение» on Вику, then the host removes her: nobody is told «Вы разоблачаете
    Вику», the story lists no move of hers, her seat is out as removed."""
    game = hp_game(engine)
    assert game.execute(Act(Action(4, "Разоблачение", (2,)))).accepted
    assert game.execute(Remove(4, "флуд")).accepted
    assert game.players[4].out is Exit.REMOVED and not game.players[4].alive
    assert not game.actions_of(4)
    report = game.execute(EndPhase()).report
    assert not [e for e in report.events if e.key == "hp.result.exposure"], report.events
    story = tell_game(engine, game)
    assert not any(m.action.actor == 4 for c in story.chapters for m in c.moves)
    assert story.chapters[0].exits == {4: "removed"}


def test_the_removed_players_vote_is_dropped(engine) -> None:
    game = hp_game(engine)
    game.execute(EndPhase())
    assert game.phase.kind == PhaseKind.DAY
    assert game.execute(Vote(4, 1)).accepted
    assert game.execute(Remove(4, "")).accepted
    assert 4 not in game.votes


def test_the_removal_is_announced_with_the_name_in_the_accusative(engine) -> None:
    """«Ведущий удалил из игры Иру», not «Иры»; no reason in the square (the host's note)."""
    setups = [PlayerSetup(n, r) for n, r in HP[:5]] + [PlayerSetup("Ира", "Мирный житель")]
    game = engine.new_game("hp", setups, seed=3)
    report = game.execute(Remove(5, "оскорбления")).report
    said = [game.render(e) for e in report.public]
    assert said[0].startswith("Ведущий удалил из игры Иру."), said
    assert not any("оскорбления" in line or "нарушение" in line for line in said)


def romanian_game(engine):
    players = [("Аня", "Босс", 1), ("Борис", "Вербовщик", 1), ("Вика", "Следователь", None), ("Глеб", "Врач", None),
               ("Дина", "Мэр", None), ("Егор", "Босс", 2), ("Жанна", "Вербовщик", 2), ("Захар", "Поп", None)]
    return engine.new_game("romanian", [PlayerSetup(name=n, role=r, team=t) for n, r, t in players], seed=0,
                           start=PhaseKind.DAY)


def record_of(game) -> GameRecord:
    return GameRecord(variant=game.variant.id, seed=game.seed, setups=[s.to_json() for s in game.setups],
                      options=dict(game.variant.options), start=str(game.start_kind))


def test_prison_death_removal_and_replacement_are_four_exits(engine) -> None:
    """Romanian: voted into prison is ``jailed`` (alive), the host's lightning is ``removed``, a shot is
    ``died``, a replacement notes the person who left; the story and a replay say the same."""
    game = romanian_game(engine)
    for voter in range(8):
        assert game.execute(Vote(voter, 7 if voter != 7 else 0)).accepted
    game.execute(PostCounts("messages", tuple((s, 10) for s in range(8))))
    game.execute(EndPhase())
    assert game.players[7].out is Exit.JAILED and game.players[7].alive
    assert game.execute(Remove(6, "")).accepted
    assert game.players[6].out is Exit.REMOVED
    assert game.execute(Replace(3, "Лена")).accepted
    assert game.execute(Act(Action(0, "Выстрел", (4,)))).accepted
    game.execute(EndPhase())
    assert game.players[4].out is Exit.DIED
    assert [(d.name, d.why) for d in game.departures] == [
        ("Захар", Exit.JAILED), ("Жанна", Exit.REMOVED), ("Глеб", Exit.REPLACED), ("Дина", Exit.DIED)]
    story = tell_game(engine, game)
    exits = {seat: why for c in story.chapters for seat, why in c.exits.items()}
    assert exits == {7: "jailed", 6: "removed", 4: "died"}
    text = "\n".join(story.lines())
    assert "⛓ Захар сел в тюрьму. Роль: Поп." in text
    assert "✖ Жанна удалена из игры ведущим. Роль: Вербовщик." in text
    assert "✝ Дина погибла. Роль: Мэр." in text
    assert "Глеб заменён Леной." in text
    again = rebuild(engine, record_of(game), [c.to_json() for c in game.commands])
    assert again.snapshot() == game.snapshot()
    assert again.departures == game.departures


def test_an_old_stored_game_replays_to_the_same_end(engine) -> None:
    """A game stored before ``Exit`` existed (its commands as JSON, as the store keeps them) replays to the
    same state: nothing stored names a reason, the replay works each out."""
    from core.commands import command_from_json

    stored = [{"kind": "vote", "voter": v, "target": 7 if v != 7 else 0} for v in range(8)]
    stored += [{"kind": "report", "topic": "messages", "values": [[s, 10] for s in range(8)]}, {"kind": "end_phase"},
               {"kind": "remove", "seat": 6, "reason": "флуд"}, {"kind": "end_phase"}]
    game = romanian_game(engine)
    for data in stored:
        assert game.execute(command_from_json(data)).accepted, data
    assert game.players[7].out is Exit.JAILED and game.players[6].out is Exit.REMOVED
    again = rebuild(engine, record_of(game), stored)
    assert again.snapshot() == game.snapshot()

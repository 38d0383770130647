"""Scenario files: a scripted game checked against the rules.

The format is the contract in ``shared/SCENARIOS.md``. A scenario is played
through the same engine and plugins as a Discord game. A malformed file raises
:class:`ScenarioError` naming the file, the step and the key; expectations that
do not hold come back as lines ``file: шаг N (фаза): ...``. Both are Russian, from
the ``scenario.`` texts of the core's catalog, and show values as a player reads
them (names, role names, statuses), never as Python reprs.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import yaml

from core.commands import Act, Answer, EndPhase, PostCounts, Unvote, Vote, Withdraw
from core.game import Game, PhaseReport
from core.model import PlayerSetup
from core.names import fold
from core.registry import Engine
from core.rules import Action, Rejection, StartError
from core.texts import Texts
from core.variant import DRAW

TOP_KEYS = {"variant", "options", "seed", "start", "players", "steps", "end"}
PLAYER_KEYS = {"name", "role", "public", "team"}
# Starting state a variant may take; anything else is an error.
START_KEYS = {"hp", "lives", "hand", "sleeve", "deck", "items", "max_hp"}
# Fields of an action that are one text each; guess/role (a name, a list or a mapping),
# cards (a list) and from (the pile) are read on their own.
TEXT_FIELDS = ("choice", "card", "text")
ACTION_KEYS = {"use", "target", "targets", "rejected", "guess", "role", "cards", "from", *TEXT_FIELDS}
WITHDRAW_KEYS = {"withdraw", "rejected"}
PILES = ("hand", "sleeve", "deck")
EXPECT_KEYS = {"alive", "dead", "living", "hp", "hand", "sleeve", "deck", "holds", "hand_cards", "sleeve_cards",
               "status", "no_status", "told", "not_told", "public", "not_public", "role", "winner"}
PEACE = {fold("мир"), fold("мира"), fold("за мир"), "peace", "none"}
DRAW_NAMES = {fold(DRAW), "draw", fold("никто")}
VOTE_NAMES = {fold("голос"), "vote", fold("голосование")}


class ScenarioError(Exception):
    """A malformed scenario file; the message names the file, step and key."""


@dataclass
class StepResult:
    number: int
    kind: str
    report: PhaseReport | None
    failures: list[str] = field(default_factory=list)


@dataclass
class ScenarioResult:
    path: str
    failures: list[str]
    steps: list[dict[str, Any]]

    @property
    def ok(self) -> bool:
        return not self.failures


_TEXTS = Texts()


def say(text: str, /, **params: Any) -> str:
    """The runner's text ``scenario.<text>``, each value shown as a player reads it."""
    return _TEXTS.render(f"scenario.{text}", {name: shown(value) for name, value in params.items()})


def shown(value: Any) -> str:
    """A value as a player reads it: names joined by commas, no brackets, quotes, None or True."""
    if value is None:
        return say("none")
    if isinstance(value, bool):
        return say("yes" if value else "no")
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(shown(v) for v in value) if value else say("empty")
    if isinstance(value, Mapping):
        return ", ".join(f"{shown(k)}: {shown(v)}" for k, v in value.items()) if value else say("empty")
    if isinstance(value, float):
        return f"{value:g}".replace(".", ",")
    return str(value)


def quoted(texts: list[str]) -> str:
    """Texts a player was told, each in «», or «ничего»."""
    return "; ".join(f"«{text}»" for text in texts) if texts else say("nothing")


def _where(path: str, step: int | None, key: str | None) -> str:
    parts = [path]
    if step is not None:
        parts.append(say("step", number=step))
    if key is not None:
        parts.append(say("key", key=key))
    return ": ".join(parts)


class Scenario:
    def __init__(self, engine: Engine, path: str | Path, data: Any) -> None:
        self.engine = engine
        self.path = str(path)
        if not isinstance(data, Mapping):
            raise ScenarioError(f"{self.path}: {say('error.not_a_mapping')}")
        self.data = data
        for key in data:
            if key not in TOP_KEYS:
                self.fail(None, str(key), say("error.unknown_key"))
        if "variant" not in data:
            self.fail(None, "variant", say("error.missing"))
        try:
            self.variant = engine.variant(str(data["variant"]))
        except KeyError:
            self.fail(None, "variant", say("error.no_variant", variant=data["variant"],
                                           installed=[v.id for v in engine.variants]))
        options = data.get("options") or {}
        if not isinstance(options, Mapping):
            self.fail(None, "options", say("error.mapping"))
        try:
            self.edition = self.variant.edition_of(options)
        except ValueError:
            self.fail(None, "options.edition", say("error.bad_edition", variant=self.variant.id,
                                                   edition=options.get("edition"), editions=self.variant.editions))
        self.book = engine.book(self.variant.id, self.edition)
        self.kinds = self.variant.phase_kinds(self.edition)

    @classmethod
    def load(cls, engine: Engine, path: str | Path) -> "Scenario":
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            reason = ("no_file" if isinstance(error, FileNotFoundError) else
                      "a_folder" if isinstance(error, IsADirectoryError) else
                      "no_permission" if isinstance(error, PermissionError) else
                      "not_utf8" if isinstance(error, UnicodeDecodeError) else "other")
            raise ScenarioError(f"{path}: {say('error.unreadable', reason=say('error.' + reason))}") from None
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as error:
            mark = getattr(error, "problem_mark", None)
            message = say("error.not_yaml") if mark is None else \
                say("error.not_yaml_at", line=mark.line + 1, column=mark.column + 1)
            raise ScenarioError(f"{path}: {message}") from None
        return cls(engine, path, data)

    def fail(self, step: int | None, key: str | None, message: str) -> Any:
        raise ScenarioError(f"{_where(self.path, step, key)}: {message}")

    # --- building the game --------------------------------------------------

    def setups(self) -> list[PlayerSetup]:
        players = self.data.get("players")
        if not isinstance(players, list) or not players:
            self.fail(None, "players", say("error.players"))
        setups = []
        seen: set[str] = set()
        publics: set[str] = set()  # public roles taken (one player each, unless the book shares it)
        for i, entry in enumerate(players, 1):
            key = f"players[{i}]"
            if not isinstance(entry, Mapping):
                self.fail(None, key, say("error.player"))
            for field_name in entry:
                if field_name not in PLAYER_KEYS | START_KEYS:
                    self.fail(None, f"{key}.{field_name}", say("error.unknown_key"))
            for required in ("name", "role"):
                if required not in entry:
                    self.fail(None, f"{key}.{required}", say("error.missing"))
            name = str(entry["name"])
            if fold(name) in seen:
                self.fail(None, f"{key}.name", say("error.same_name", name=name))
            seen.add(fold(name))
            role = self.book.roles.role(str(entry["role"]))
            if role is None or role.public:
                self.fail(None, f"{key}.role", say("error.no_secret_role", role=entry["role"], variant=self.variant.id))
            public = None
            if entry.get("public") is not None:
                public_role = self.book.roles.role(str(entry["public"]))
                free = any(r.free_name for r in self.book.roles.public_roles())
                if public_role is not None and public_role.public:
                    public = public_role.name
                    if not public_role.shared and public in publics:
                        self.fail(None, f"{key}.public", say("error.public_taken", role=public))
                    publics.add(public)
                elif public_role is None and free:
                    public = str(entry["public"])  # the invented name of a free-named public role
                    if fold(public) in publics:
                        self.fail(None, f"{key}.public", say("error.public_taken", role=public))
                    publics.add(fold(public))
                else:
                    self.fail(None, f"{key}.public",
                              say("error.no_public_role", role=entry["public"], variant=self.variant.id))
            team = entry.get("team")
            if team is not None and not isinstance(team, int):
                self.fail(None, f"{key}.team", say("error.number"))
            start = {k: entry[k] for k in START_KEYS if k in entry}
            for number_key in ("hp", "lives", "max_hp"):
                if number_key in start and not isinstance(start[number_key], int):
                    self.fail(None, f"{key}.{number_key}", say("error.whole_number"))
            for pile in PILES:
                if pile in start:
                    if not isinstance(start[pile], list):
                        self.fail(None, f"{key}.{pile}", say("error.cards"))
                    start[pile] = [str(card) for card in start[pile]]
            setups.append(PlayerSetup(name=name, role=role.name, public=public, team=team, start=start))
        return setups

    def new_game(self) -> Game:
        seed = self.data.get("seed", 0)
        if not isinstance(seed, int):
            self.fail(None, "seed", say("error.whole_number"))
        options = self.data.get("options") or {}
        if not isinstance(options, Mapping):
            self.fail(None, "options", say("error.mapping"))
        specs = self.variant.all_option_specs()
        for name, value in options.items():
            if name not in specs:
                self.fail(None, f"options.{name}", say("error.unknown_option", variant=self.variant.id))
            allowed = specs[name][1]
            if name != "edition" and allowed is not None and value not in allowed:
                self.fail(None, f"options.{name}", say("error.bad_option", value=value, allowed=list(allowed)))
        start = self._start_kind()
        setups = self.setups()
        try:
            return self.engine.new_game(self.variant.id, setups, seed=seed, options=options, start=start)
        except StartError as error:
            where = f"players[{error.seat + 1}].{error.key}" if error.seat is not None else "players"
            self.fail(None, where, say("error.unknown_start", value=error.value))
        except ValueError as error:
            reason = error.args[0] if error.args else None
            if isinstance(reason, Rejection):
                self.fail(None, "options", say("error.bad_game", reason=self.book.texts().rejection(reason)))
            self.fail(None, "options", say("error.bad_game_plain"))

    def _kinds_named(self) -> str:
        named = [f"«{k}»" for k in self.kinds]
        return ", ".join(named[:-1]) + say("or") + named[-1] if len(named) > 1 else "".join(named)

    def _phase_named(self, phase: Any) -> str:
        """«ночь 1»: the phase as the book names it, for the start of a line."""
        name = self.book.texts().render(f"phase.{phase.kind}", {"number": phase.number})
        return name[:1].lower() + name[1:]

    def _start_kind(self) -> str | None:
        start = self.data.get("start")
        if start is None:
            # Where the file does not say, the game opens with the phase its first step plays.
            steps = self.data.get("steps") or []
            if isinstance(steps, list) and steps and isinstance(steps[0], Mapping):
                for key in steps[0]:
                    kind = self.variant.phase_kind(str(key), self.edition)
                    if kind is not None:
                        return kind
            return None
        kind = self.variant.phase_kind(str(start), self.edition)
        if kind is None:
            self.fail(None, "start", say("error.start", variant=self.variant.id, kinds=self._kinds_named()))
        return kind

    # --- running ------------------------------------------------------------------

    def run(self) -> ScenarioResult:
        game = self.new_game()
        steps = self.data.get("steps", [])
        if not isinstance(steps, list):
            self.fail(None, "steps", say("error.steps"))
        failures: list[str] = []
        states: list[dict[str, Any]] = []
        for number, step in enumerate(steps, 1):
            failures.extend(self._run_step(game, number, step, states))
        failures.extend(self._check_end(game))
        return ScenarioResult(self.path, failures, states)

    def _run_step(self, game: Game, number: int, step: Any, states: list[dict[str, Any]]) -> list[str]:
        if not isinstance(step, Mapping):
            self.fail(number, None, say("error.step", kinds=self._kinds_named()))
        kinds = []
        for key in step:
            if key == "expect":
                continue
            kind_of_key = self.variant.phase_kind(str(key), self.edition)
            if kind_of_key is None:
                self.fail(number, str(key), say("error.step_key", kinds=self._kinds_named()))
            kinds.append((str(key), kind_of_key))
        if len(kinds) != 1:
            self.fail(number, None, say("error.one_phase", kinds=self._kinds_named()))
        written, kind = kinds[0]
        body = step[written] or {}
        if not isinstance(body, Mapping):
            self.fail(number, written, say("error.phase"))
        expect = step.get("expect") or {}
        if not isinstance(expect, Mapping):
            self.fail(number, "expect", say("error.mapping"))
        for key in expect:
            if key not in EXPECT_KEYS:
                self.fail(number, f"expect.{key}", say("error.expectation"))
        prefix = f"{self.path}: {say('step', number=number)}"
        if game.over:
            return [f"{prefix}: {say('fail.game_over', outcome=self._outcome(game))}"]
        if game.phase.kind != kind:
            return [f"{prefix}: {say('fail.wrong_phase', actual=self._phase_named(game.phase), written=written)}"]
        failures: list[str] = []
        phase = game.phase
        prefix = f"{self.path}: {say('step_in', number=number, phase=self._phase_named(phase))}"
        for key, value in body.items():
            key = str(key)
            if game.over:  # an instant move ended the game: nothing after it is played
                failures.append(f"{prefix}: {say('fail.ended_before', outcome=self._outcome(game), key=key)}")
                break
            if key == "votes":
                failures.extend(self._votes(game, number, value, prefix, written))
            elif key == "messages":
                failures.extend(self._messages(game, number, value, written))
            else:
                player = game.find(key)
                if player is None:
                    self.fail(number, f"{written}.{key}", say("error.no_player", name=key))
                entries = value if isinstance(value, list) else [value]
                for i, entry in enumerate(entries):
                    label = f"{written}.{key}" + (f"[{i + 1}]" if isinstance(value, list) else "")
                    failures.extend(self._act(game, number, label, player.seat, entry, prefix))
        if not game.over:
            game.execute(EndPhase())
        # SCENARIOS.md: state keys see the game as the next phase begins (it has begun: its opening
        # draws are done, a cards Монах has drawn at dawn), while ``told`` and ``public`` count this
        # phase's events only — what the next phase's beginning says belongs to the next step.
        # What the phase told includes what was said before it ended (the roles and fellows
        # told when the game began, instant moves, a host's removal), not only the resolution.
        report = PhaseReport(phase, [e for e in game.log if e.phase == phase.index], game.winner)
        failures.extend(self._check(game, number, expect, report, prefix))
        states.append(self._state(game, number, kind, report))
        return failures

    def _target(self, game: Game, number: int, label: str, name: Any) -> int:
        player = game.find(str(name))
        if player is None:
            self.fail(number, label, say("error.no_player", name=name))
        return player.seat

    def _outcome(self, game: Game) -> str:
        """«победитель — Закон» or «ничья»."""
        if game.winner is None or fold(game.winner) in DRAW_NAMES:
            return say("draw")
        return say("outcome", winner=game.winner)

    def _votes(self, game: Game, number: int, votes: Any, prefix: str, kind: str) -> list[str]:
        # A mapping, or a list of one-entry mappings applied in order (a voter changing the vote).
        if isinstance(votes, list):
            if not all(isinstance(v, Mapping) for v in votes):
                self.fail(number, f"{kind}.votes", say("error.votes_list"))
            pairs = [(voter, target) for entry in votes for voter, target in entry.items()]
        elif isinstance(votes, Mapping):
            pairs = list(votes.items())
        else:
            self.fail(number, f"{kind}.votes", say("error.votes"))
        failures = []
        for voter, target in pairs:
            label = f"{kind}.votes.{voter}"
            seat = self._target(game, number, label, voter)
            target_seat = None if target is None or fold(str(target)) in PEACE else \
                self._target(game, number, label, target)
            outcome = game.execute(Vote(seat, target_seat))
            if not outcome.accepted:
                failures.append(f"{prefix}: " + say("fail.vote_rejected", name=game.players[seat].name,
                                                    reason=game.texts.rejection(outcome.rejection)))
        return failures

    def _messages(self, game: Game, number: int, counts: Any, kind: str) -> list[str]:
        label = f"{kind}.messages"
        if not isinstance(counts, Mapping):
            self.fail(number, label, say("error.messages"))
        if "messages" not in game.variant.counted_posts:
            self.fail(number, label, say("error.no_messages", variant=game.variant.id))
        values = []
        for name, count in counts.items():
            if not isinstance(count, int) or count < 0:
                self.fail(number, f"{label}.{name}", say("error.whole_number"))
            values.append((self._target(game, number, f"{label}.{name}", name), count))
        game.execute(PostCounts("messages", tuple(values)))
        return []

    def _act(self, game: Game, number: int, label: str, seat: int, entry: Any, prefix: str) -> list[str]:
        if not isinstance(entry, Mapping):
            self.fail(number, label, say("error.action"))
        if "withdraw" in entry:
            return self._withdraw(game, number, label, seat, entry, prefix)
        for key in entry:
            if key not in ACTION_KEYS:
                self.fail(number, f"{label}.{key}", say("error.unknown_key"))
        if "use" not in entry:
            self.fail(number, f"{label}.use", say("error.missing"))
        use = str(entry["use"])
        expect_rejected = self._flag(number, f"{label}.rejected", entry.get("rejected", False))
        targets: list[int] = []
        if "target" in entry and entry["target"] is not None:
            targets.append(self._target(game, number, f"{label}.target", entry["target"]))
        if "targets" in entry:
            if not isinstance(entry["targets"], list):
                self.fail(number, f"{label}.targets", say("error.targets"))
            targets.extend(self._target(game, number, f"{label}.targets", t) for t in entry["targets"])
        name = game.players[seat].name
        question = self._open_question(game, seat, use)
        if fold(use) in VOTE_NAMES:
            if len(targets) > 1:
                self.fail(number, f"{label}.target", say("error.one_target"))
            command = Vote(seat, targets[0] if targets else None)
        elif question is not None:
            # An offer the game put to this player (a Сделка, a consent), answered by name.
            command = Answer(seat, question, self._answer_of(game, number, label, question, entry, targets, use))
        else:
            extras: dict[str, Any] = {}
            for key in TEXT_FIELDS:
                if key in entry and entry[key] is not None:
                    extras[key] = str(entry[key])
            for key in ("guess", "role"):
                if key in entry and entry[key] is not None:
                    extras[key] = self._roles_named(game, number, f"{label}.{key}", entry[key])
            if entry.get("cards") is not None:
                if not isinstance(entry["cards"], list):
                    self.fail(number, f"{label}.cards", say("error.cards"))
                extras["cards"] = tuple(str(card) for card in entry["cards"])
            if entry.get("from") is not None:
                extras["source"] = str(entry["from"])
            command = Act(Action(seat, use, tuple(targets), **extras))
        outcome = game.execute(command)
        if outcome.accepted and expect_rejected:
            return [f"{prefix}: {say('fail.accepted', name=name, use=use)}"]
        if not outcome.accepted and not expect_rejected:
            return [f"{prefix}: " + say("fail.rejected", name=name, use=use,
                                        reason=game.texts.rejection(outcome.rejection))]
        return []

    def _withdraw(self, game: Game, number: int, label: str, seat: int, entry: Mapping[str, Any],
                  prefix: str) -> list[str]:
        """``{withdraw: <ability>}``: take back a move sent earlier in this phase;
        ``{withdraw: голос}``: take back the player's vote (a change where the book caps them)."""
        for key in entry:
            if key not in WITHDRAW_KEYS:
                self.fail(number, f"{label}.{key}", say("error.withdraw_key"))
        if entry["withdraw"] is None:
            self.fail(number, f"{label}.withdraw", say("error.withdraw"))
        name = str(entry["withdraw"])
        expect_rejected = self._flag(number, f"{label}.rejected", entry.get("rejected", False))
        player = game.players[seat]
        if fold(name) in VOTE_NAMES:  # {withdraw: голос}: the player's vote is taken back
            outcome = game.execute(Unvote(seat))
        else:
            ability = game.ability_of(player, name)
            outcome = game.execute(Withdraw(seat, ability.name if ability is not None else name))
        if outcome.accepted and expect_rejected:
            return [f"{prefix}: {say('fail.withdrawal_accepted', name=player.name, use=name)}"]
        if not outcome.accepted and not expect_rejected:
            return [f"{prefix}: " + say("fail.withdrawal_rejected", name=player.name, use=name,
                                        reason=game.texts.rejection(outcome.rejection))]
        return []

    def _flag(self, number: int, label: str, value: Any) -> bool:
        """``rejected:`` is true or false, nothing else (``rejected: maybe`` is an error)."""
        if not isinstance(value, bool):
            self.fail(number, label, say("error.flag", value=value))
        return value

    def _answer_of(self, game: Game, number: int, label: str, question: int, entry: Mapping[str, Any],
                   targets: list[int], use: str) -> str:
        """``choice``; for a question asking for a player's name (no options), ``target`` names him.
        ``отказ`` is the refusal also where the question's refusing option is «нет»."""
        options = game.questions[question].options
        if entry.get("choice") is None:
            if not options and len(targets) == 1:
                return game.players[targets[0]].name
            self.fail(number, f"{label}.choice", say("error.answer", use=use))
        choice = str(entry["choice"])
        folded = {fold(o) for o in options}
        if fold(choice) == fold("отказ") and folded and "отказ" not in folded and "нет" in folded:
            return "нет"
        return choice

    def _open_question(self, game: Game, seat: int, use: str) -> int | None:
        """The id of the player's open question or offer called ``use``, if any."""
        for question in game.open_questions(seat):
            if question.name is not None and fold(question.name) == fold(use):
                return question.id
        return None

    def _role_name(self, number: int, label: str, name: Any) -> str:
        role = self.book.roles.role(str(name))
        if role is None:
            self.fail(number, label, say("error.no_role", role=name, variant=self.variant.id))
        return role.name

    def _roles_named(self, game: Game, number: int, label: str, value: Any) -> Any:
        """``guess``/``role``: one role, a list of roles, or a mapping player -> role."""
        if isinstance(value, Mapping):
            return tuple((self._target(game, number, f"{label}.{player}", player),
                          self._role_name(number, f"{label}.{player}", role)) for player, role in value.items())
        if isinstance(value, list):
            return tuple(self._role_name(number, label, role) for role in value)
        return self._role_name(number, label, value)

    # --- expectations --------------------------------------------------------------

    def _names(self, game: Game, number: int, key: str, value: Any) -> list[str]:
        if value is None:
            return []
        if not isinstance(value, list):
            self.fail(number, f"expect.{key}", say("error.names"))
        for name in value:
            if game.find(str(name)) is None:
                self.fail(number, f"expect.{key}", say("error.no_player", name=name))
        return [str(n) for n in value]

    def _per_player(self, game: Game, number: int, key: str, value: Any) -> dict[str, Any]:
        if not isinstance(value, Mapping):
            self.fail(number, f"expect.{key}", say("error.per_player"))
        for name in value:
            if game.find(str(name)) is None:
                self.fail(number, f"expect.{key}.{name}", say("error.no_player", name=name))
        return {str(k): v for k, v in value.items()}

    def _check(self, game: Game, number: int, expect: Mapping[str, Any], report: PhaseReport,
               prefix: str) -> list[str]:
        failures: list[str] = []
        variant = game.variant

        def fail(text: str, /, **params: Any) -> None:
            failures.append(f"{prefix}: {say('fail.' + text, **params)}")

        if "alive" in expect:
            wanted = {fold(n) for n in self._names(game, number, "alive", expect["alive"])}
            actual = {fold(p.name) for p in game.players if p.in_game}
            if wanted != actual:
                fail("alive", actual=sorted(p.name for p in game.players if p.in_game),
                     wanted=[str(n) for n in expect["alive"]])
        for name in self._names(game, number, "dead", expect.get("dead")):
            if game.find(name).alive:
                fail("dead", name=game.find(name).name)
        for name in self._names(game, number, "living", expect.get("living")):
            if not game.find(name).alive:
                fail("living", name=game.find(name).name)

        def pile_size(pile: str):
            return lambda player: len(cards) if (cards := variant.piles(player).get(pile)) is not None else None

        for key, read in (("hp", variant.hit_points), ("hand", variant.hand_size),
                          ("sleeve", pile_size("sleeve")), ("deck", pile_size("deck"))):
            if key in expect:
                for name, wanted in self._per_player(game, number, key, expect[key]).items():
                    if wanted is not None and (isinstance(wanted, bool) or not isinstance(wanted, int)):
                        self.fail(number, f"expect.{key}.{name}", say("error.whole_number"))
                    actual = read(game.find(name))
                    if actual is None and wanted is not None:
                        fail("uncounted", name=game.find(name).name, key=key, wanted=wanted)
                    elif actual != wanted:
                        fail(key, name=game.find(name).name, actual=actual, wanted=wanted)
        for key, piles, where in (("holds", ("hand", "sleeve"), "in_hand_and_sleeve"),
                                  ("hand_cards", ("hand",), "in_hand"), ("sleeve_cards", ("sleeve",), "in_sleeve")):
            if key in expect:
                for name, wanted in self._per_player(game, number, key, expect[key]).items():
                    wanted = wanted if isinstance(wanted, list) else [wanted]
                    held = [card for pile in piles for card in variant.piles(game.find(name)).get(pile, [])]
                    missing = _missing(held, [str(w) for w in wanted])
                    if missing:
                        fail("holds", name=game.find(name).name, missing=missing, where=say("fail." + where),
                             held=held)
        for key, present in (("status", True), ("no_status", False)):
            if key in expect:
                for name, wanted in self._per_player(game, number, key, expect[key]).items():
                    wanted = wanted if isinstance(wanted, list) else [wanted]
                    player = game.find(name)
                    actual = {fold(s) for s in variant.statuses(player)}
                    for status in wanted:
                        if (fold(str(status)) in actual) != present:
                            fail(key, name=player.name, status=status,
                                 statuses=_statuses_shown(variant.statuses(player)) or None)
        for key, present in (("told", True), ("not_told", False)):
            if key in expect:
                for name, texts in self._per_player(game, number, key, expect[key]).items():
                    texts = texts if isinstance(texts, list) else [texts]
                    player = game.find(name)
                    told = [game.render(e) for e in report.private(player.seat)]
                    for text in texts:
                        found = any(fold(str(text)) in fold(t) for t in told)
                        if found != present:
                            fail(key, name=player.name, text=text, said=quoted(told))
        for key, present in (("public", True), ("not_public", False)):
            if key in expect:
                texts = expect[key] if isinstance(expect[key], list) else [expect[key]]
                said = [game.render(e) for e in report.public]
                for text in texts:
                    if any(fold(str(text)) in fold(t) for t in said) != present:
                        fail(key, text=text, said=quoted(said))
        if "role" in expect:
            for name, wanted in self._per_player(game, number, "role", expect["role"]).items():
                role = self.book.roles.role(str(wanted))
                if role is None:
                    self.fail(number, f"expect.role.{name}", say("error.no_role", role=wanted, variant=self.variant.id))
                player = game.find(name)
                if role.name != player.role:
                    fail("role", name=player.name, actual=player.role, wanted=wanted)
        if "winner" in expect:
            self._known_winner(number, "expect.winner", expect["winner"])
            failures.extend(self._check_winner(game, expect["winner"], prefix, report))
        return failures

    def _known_winner(self, number: int | None, label: str, wanted: Any) -> None:
        """A winner the book knows: a faction (with a team's number: «Мафия 2»), a role (a neutral
        wins under its name), ничья, or null; anything else is an error."""
        if wanted is None:
            return
        name = str(wanted) if isinstance(wanted, str) else None
        if name is not None:
            roles = self.book.roles
            if fold(name) in DRAW_NAMES or roles.faction(name) is not None or roles.role(name) is not None:
                return
            side, _, team = name.rpartition(" ")
            if team.isdigit() and roles.faction(side) is not None:
                return
        self.fail(number, label, say("error.no_winner", winner=wanted, variant=self.variant.id))

    def _team_won(self, game: Game, name: str) -> bool:
        """«Мафия 2»: the winners are that faction's team 2 (a Romanian clan), and only it."""
        side, _, team = name.rpartition(" ")
        faction = self.book.roles.faction(side) if team.isdigit() else None
        if faction is None:
            return False
        won = [game.players[seat] for seat in game.variant.winning_seats(game)]
        teams = {p.team for p in won if p.faction == faction.name}
        return teams == {int(team)}

    def _same_side(self, name: str, winner: str) -> bool:
        if fold(name) in DRAW_NAMES:
            return fold(winner) in DRAW_NAMES
        faction = self.book.roles.faction(name)
        if faction is not None:
            if faction.neutral:
                # A neutral side wins under the role's name: «Нейтралы» names whichever of them won.
                role = self.book.roles.role(winner)
                if role is not None and not role.public and role.faction == faction.name:
                    return True
            return faction.name == winner
        role = self.book.roles.role(name)
        if role is not None:
            return role.name == winner
        return fold(name) == fold(winner)

    def _check_winner(self, game: Game, wanted: Any, prefix: str, report: PhaseReport | None) -> list[str]:
        if wanted is None:
            if game.over:
                return [f"{prefix}: {say('fail.ended', outcome=self._outcome(game))}"]
            return []
        if not game.over:
            return [f"{prefix}: {say('fail.goes_on', wanted=wanted)}"]
        sides = [game.winner or "", *game.variant.co_winners(game), *game.variant.winning_sides(game)]
        if not any(self._same_side(str(wanted), side) for side in sides) and not self._team_won(game, str(wanted)):
            return [f"{prefix}: {say('fail.winner', outcome=self._outcome(game), wanted=wanted)}"]
        return []

    def _check_end(self, game: Game) -> list[str]:
        end = self.data.get("end")
        if end is None:
            return []
        if not isinstance(end, Mapping):
            self.fail(None, "end", say("error.mapping"))
        for key in end:
            if key != "winner":
                self.fail(None, f"end.{key}", say("error.unknown_key"))
        if "winner" not in end:
            return []
        self._known_winner(None, "end.winner", end["winner"])
        return self._check_winner(game, end["winner"], f"{self.path}: {say('end')}", None)

    def _state(self, game: Game, number: int, kind: str, report: PhaseReport) -> dict[str, Any]:
        variant = game.variant
        return {
            "step": number,
            "phase": str(kind),
            # The state below is the game's as the next phase begins, its opening draws included (a
            # cards night step: the refills and a Монах's dawn draw); «конец игры» once it is over.
            "state_at": say("end") if game.over else self._phase_named(game.phase),
            "public": [game.render(e) for e in report.public],
            "players": [
                {
                    "name": p.name,
                    "role": p.role,
                    "public": p.public,
                    "faction": p.faction,
                    "alive": p.alive,
                    "in_game": p.in_game,
                    "hp": variant.hit_points(p),
                    "hand": variant.hand_size(p),
                    "piles": variant.piles(p),
                    "statuses": sorted(variant.statuses(p)),
                    "told": [game.render(e) for e in report.private(p.seat)],
                }
                for p in game.players
            ],
            "winner": game.winner,
        }


def _statuses_shown(statuses: set[str]) -> list[str]:
    """The statuses as a player reads them: the Russian names only (a plugin may match English
    aliases too), one of each spelling (with ё where a spelling has it)."""
    by_fold: dict[str, str] = {}
    for status in sorted(statuses):
        if status.isascii():
            continue
        key = fold(status)
        if key not in by_fold or "ё" in status.lower():
            by_fold[key] = status
    return sorted(by_fold.values())


def _missing(held: list[str], wanted: list[str]) -> list[str]:
    """The wanted cards (with repeats) that the held ones do not cover, matched like names."""
    left = [fold(card) for card in held]
    missing = []
    for card in wanted:
        if fold(card) in left:
            left.remove(fold(card))
        else:
            missing.append(card)
    return missing


def run_files(engine: Engine, paths: list[str]) -> tuple[list[ScenarioResult], list[str]]:
    """Run scenario files; returns the results and the errors of malformed files."""
    results, errors = [], []
    for path in paths:
        try:
            results.append(Scenario.load(engine, path).run())
        except ScenarioError as error:
            errors.append(str(error))
    return results, errors


def dump_states(results: list[ScenarioResult]) -> str:
    return json.dumps([{"file": r.path, "steps": r.steps, "failures": r.failures} for r in results],
                      ensure_ascii=False, indent=2)

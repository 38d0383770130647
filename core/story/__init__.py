"""The story of a game, told after it: every move, every vote, every result
(public and private), who left the game and who won, in the game's language,
plus a picture of each night (see :mod:`core.story.picture`).

A story is built by replaying the game's commands (the same replay that
:func:`core.session.rebuild` does) and noting, phase by phase, what was sent
before each phase ended: a :class:`core.game.Game` keeps only the moves of the
phase in play, the commands keep them all.

    story = tell(engine, record, commands)         # a stored game (core.store)
    story = tell_game(engine, session.game)       # a game in memory
    for chunk in story.chunks():                  # ≤ 2000 characters each
        ...
    for phase, png in story.pictures():           # (Phase, PNG bytes) per night
        ...

The contract with whoever posts the text (the Discord bot): **the story is plain
text**. Player names are typed by players and go into it as they were typed;
nothing here escapes Markdown or mentions, since that is Discord's business and
the core knows no Discord. The poster must neutralise them: pass its escaping
function as ``chunks(escape=...)`` (e.g. ``discord.utils.escape_markdown``
composed with ``escape_mentions``) so that the 2000-character limit holds for
the escaped text, and send with ``AllowedMentions.none()``. The pictures carry
names as drawn text (``parse_math=False``: a name like ``$x$`` is not
typeset).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence

from core.commands import Act, Answer, Command, EndPhase, Remove, Replace, Unvote, Vote, command_from_json
from core.events import Event
from core.model import Phase, PhaseKind, PlayerSetup
from core.rules import Action
from core.story.palette import side_colours
from core.texts import Name, Texts, load_catalog

if TYPE_CHECKING:
    from core.game import Game
    from core.registry import Engine
    from core.store.base import GameRecord

#: Discord's limit for one message.
MESSAGE_LIMIT = 2000


@dataclass(frozen=True)
class Cast:
    """A player as the story shows them: the name they ended the game with
    (and the names they had before a replacement), their roles and side."""

    seat: int
    name: str
    role: str
    public: str | None
    faction: str
    side: str
    former_names: tuple[str, ...] = ()
    #: The secret role dealt at the start, where it is not the one held at the end (recruits, swaps).
    first_role: str | None = None


@dataclass
class Move:
    """A move that was in force when its phase ended (or, for an instant ability,
    when it was used): the last one a player sent in that slot."""

    action: Action
    instant: bool = False


@dataclass
class Chapter:
    """One phase: the moves resolved in it, the day's final votes, what the master
    said (public and private events of that phase), who left the game in it."""

    phase: Phase
    moves: list[Move] = field(default_factory=list)
    votes: dict[int, int | None] = field(default_factory=dict)
    #: Every accepted vote and unvote of the phase in order: (voter, target, withdrawn);
    #: a vote for no execution has target None, an unvote has withdrawn True.
    ballots: list[tuple[int, int | None, bool]] = field(default_factory=list)
    #: The final count per target (None: «мир») as the variant weighs the votes (Variant.tally).
    tally: dict[int | None, float] = field(default_factory=dict)
    answers: list[tuple[int, str]] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    #: Seats in the game when the phase began.
    present: tuple[int, ...] = ()
    #: Seats that left the game (died, jailed, removed) during the phase.
    left: tuple[int, ...] = ()
    #: Of those, the seats that died (the rest are out without being dead).
    died: tuple[int, ...] = ()
    #: Why each of those left (``core.model.Exit``'s value: died, jailed, exiled, removed).
    exits: dict[int, str] = field(default_factory=dict)
    #: (seat, old name, new name) for every replacement in the phase.
    replaced: list[tuple[int, str, str]] = field(default_factory=list)
    #: Seats the master removed in the phase, with the reason given.
    removed: list[tuple[int, str]] = field(default_factory=list)
    vote: bool = False  # whether the phase had a vote
    #: Each seat's name when the phase ended (a seat taken over later keeps its old name here).
    names: tuple[str, ...] = ()
    #: The game was stopped in this phase (the host ended it): its moves and votes were sent, never resolved.
    unresolved: bool = False


@dataclass
class Story:
    game_id: int | None
    variant: str
    title: str
    texts: Texts
    cast: list[Cast]
    chapters: list[Chapter]
    winner: str | None
    winners: tuple[int, ...]
    over: bool
    #: Every name the game knew, as a text parameter that knows its gender.
    genders: dict[str, Name] = field(default_factory=dict)
    #: Each side's colour (hex) from the one palette (core/story/palette.py), in seat order.
    colours: dict[str, str] = field(default_factory=dict)

    # --- the text ---------------------------------------------------------------

    def name(self, seat: int, chapter: Chapter | None = None) -> str:
        """The seat's name in that phase (by default: at the end of the game)."""
        if chapter is not None and chapter.names:
            shown = chapter.names[seat]
        else:
            shown = self.cast[seat].name
        return self.genders.get(shown, shown)

    def _names(self, seats: Sequence[int], chapter: Chapter | None = None) -> str:
        return ", ".join(self.name(s, chapter) for s in seats) if seats else self.texts.render("story.nobody")

    def phase_name(self, phase: Phase) -> str:
        return self.texts.render(f"phase.{phase.kind}", {"number": phase.number})

    def phase_label(self, phase: Phase) -> str:
        """The phase's name, numbered even where the variant's name has no number («Ночь» →
        «Ночь 2»): the text, the page and the pictures call a phase alike."""
        name = self.phase_name(phase)
        if phase.kind == PhaseKind.SETUP or str(phase.number) in name:
            return name
        return f"{name} {phase.number}"

    @staticmethod
    def left_key(chapter: Chapter, seat: int, prefix: str = "story.left") -> str:
        """The text that says why the seat left the game in the chapter: ``<prefix>.<why>``
        (``core.model.Exit``: died, jailed, exiled, removed)."""
        why = chapter.exits.get(seat) or ("died" if seat in chapter.died else "out")
        return f"{prefix}.{why}"

    def move_text(self, move: Move, chapter: Chapter | None = None) -> str:
        action = move.action
        details = []
        for key, value in (("guess", action.guess), ("role", action.role)):
            if value is None:
                continue
            pairs = action.guess_map() if key == "guess" else action.role_map()
            if pairs:
                value = ", ".join(f"{self.name(s, chapter)}: {r}" for s, r in pairs.items())
            elif not isinstance(value, str):
                value = ", ".join(value)
            details.append(self.texts.render(f"story.detail.{key}", {"value": value}))
        # (the fields in the order, and with the labels, of the host's review and the player's «Ход принят»)
        for key in ("choice", "card", "text", "cards", "source"):
            value = getattr(action, key)
            if key == "cards" and value:
                value = ", ".join(value)
            if value:
                details.append(self.texts.render(f"story.detail.{key}", {"value": value}))
        ability = action.ability if action.via is None else f"{action.ability} ({action.via})"
        key = "story.move_instant" if move.instant else "story.move"
        if not action.targets:  # a move on nobody: no arrow to a dash, as the review writes it
            key += "_untargeted"
        targets = self._names(action.targets, chapter) if action.targets else ""
        return self.texts.render(key, {"actor": self.name(action.actor, chapter), "ability": ability,
                                       "targets": targets, "details": "".join(details)})

    def lines(self, cast: bool = True) -> list[str]:
        """The whole story, one line a fact, in the game's language (``cast=False``: without the
        cast, where the post before it listed every role already — the bot's end of a game)."""
        t = self.texts.render
        out = [t("story.title", {"game": self.game_id if self.game_id is not None else "—", "variant": self.title})]
        if cast:
            out.append(t("story.cast"))
        for c in (self.cast if cast else ()):
            public = t("story.public_role", {"public": c.public}) if c.public else ""
            former = t("story.former_names", {"names": ", ".join(c.former_names)}) if c.former_names else ""
            role = c.role if c.first_role is None else t("story.role_changed", {"first": c.first_role,
                                                                                  "last": c.role})
            out.append(t("story.cast_line", {"name": c.name, "role": role, "public": public, "side": c.side,
                                             "former": former}))
        for chapter in self.chapters:
            out.append("")
            out.append(t("story.phase", {"phase": self.phase_label(chapter.phase)}))
            if chapter.unresolved:
                out.append(t("story.unresolved"))
            if chapter.moves:
                out.append(t("story.moves"))
                out.extend(self.move_text(m, chapter) for m in chapter.moves)
            elif not chapter.vote:
                out.append(t("story.no_moves"))
            if chapter.vote:
                if chapter.votes:
                    out.append(t("story.votes"))
                    for voter, target in chapter.votes.items():
                        if target is None:
                            out.append(t("story.vote_peace", {"voter": self.name(voter, chapter)}))
                        else:
                            out.append(t("story.vote", {"voter": self.name(voter, chapter),
                                                        "target": self.name(target, chapter)}))
                else:
                    out.append(t("story.no_votes"))
            for seat, answer in chapter.answers:
                out.append(t("story.answer", {"name": self.name(seat, chapter), "answer": answer}))
            for seat, old, new in chapter.replaced:
                out.append(t("story.replaced", {"old": self.genders.get(old, old), "new": new}))
            # (a removal's reason is the host's own note: the story is public, the reason is not —
            # the removal itself is in the phase's announcements; docs/bot.md)
            public = [e for e in chapter.events if e.public]
            private = [e for e in chapter.events if not e.public]
            if public:
                out.append(t("story.public"))
                # (an event of several lines — a verdict's tally — stays several lines)
                out.extend(line for text in self.texts.grouped(public) for line in text.split("\n"))
            if private:
                out.append(t("story.private"))
                for e in private:
                    out.append(t("story.private_line", {"names": self._names(e.to or (), chapter),
                                                        "text": self.texts.event(e)}))
            for seat in chapter.left:
                out.append(t(self.left_key(chapter, seat), {"name": self.name(seat, chapter),
                                                            "role": self.cast[seat].role}))
        out.append("")
        if self.over:
            winners = self._names(self.winners)
            out.append(t("story.winner", {"winner": self.winner or "—", "names": winners}))
        else:
            out.append(t("story.unfinished"))
        return out

    def text(self) -> str:
        return "\n".join(self.lines())

    def chunks(self, limit: int = MESSAGE_LIMIT, escape: Callable[[str], str] | None = None,
               cast: bool = True) -> list[str]:
        """The story as messages of at most ``limit`` characters, cut between lines
        (a line longer than the limit is cut inside). ``escape`` is applied to each
        line first, so the limit holds for the text as posted."""
        if limit < 1:
            raise ValueError("limit must be positive")
        chunks: list[str] = []
        current: list[str] = []
        size = 0
        for line in self.lines(cast=cast):
            line = escape(line) if escape is not None else line
            for piece in [line[i:i + limit] for i in range(0, len(line), limit)] or [""]:
                if not current and not piece:
                    continue  # a chunk does not open with a blank line
                if current and size + 1 + len(piece) > limit:
                    chunks.append("\n".join(current).rstrip("\n"))
                    current, size = [], 0
                    if not piece:
                        continue
                size += len(piece) + (1 if current else 0)
                current.append(piece)
        if current:
            chunks.append("\n".join(current).rstrip("\n"))
        return [c for c in chunks if c]

    # --- the pictures ------------------------------------------------------------

    def nights(self) -> list[Chapter]:
        """The chapters that get a picture: the phases without a vote where moves were
        made in secret (nights; every phase of a cycle without votes), not the set-up."""
        return [c for c in self.chapters if not c.vote and c.phase.kind != PhaseKind.SETUP]

    def picture_name(self, phase: Phase) -> str:
        """A night's picture's file name, one scheme in every book: its number among the
        pictures and the phase as the page calls it («01-ночь-1.png», «02-новолуние-1.png»)."""
        nights = [c.phase.index for c in self.nights()]
        width = max(2, len(str(len(nights))))
        slug = re.sub(r"\W+", "-", self.phase_label(phase).lower()).strip("-")
        return f"{nights.index(phase.index) + 1:0{width}d}-{slug}.png"

    def pictures(self) -> Iterator[tuple[Phase, bytes]]:
        """(phase, PNG bytes) for each night: the SVG drawing of the replay page
        (:func:`core.story.svg.night_svg`) rasterised by resvg."""
        from core.story.svg import night_svg, png

        for chapter in self.nights():
            yield chapter.phase, png(night_svg(self, chapter))

    def page(self) -> str:
        """The replay page: one self-contained HTML file (:mod:`core.story.page`)."""
        from core.story.page import render

        return render(self)


# --- building a story by replaying ------------------------------------------------


def tell(engine: "Engine", record: "GameRecord", commands: Sequence[dict[str, Any]]) -> Story:
    """The story of a stored game (its record and its stored commands)."""
    setups = [PlayerSetup.from_json(s) for s in record.setups]
    return _replay(engine, record.variant, setups, seed=record.seed, options=record.options, start=record.start,
                   locale=record.locale, commands=[command_from_json(c) for c in commands],
                   game_id=record.meta.get("number") or record.id)  # (the game's number on its server)


def tell_game(engine: "Engine", game: "Game", game_id: int | None = None) -> Story:
    """The story of a game in memory, told by replaying its commands from its set-up."""
    return _replay(engine, game.variant.id, game.setups, seed=game.seed, options=dict(game.variant.options),
                   start=game.start_kind, locale=game.locale, commands=list(game.commands), game_id=game_id)


def _story_texts(locale: str, game_texts: Texts) -> Texts:
    texts = Texts(locale)
    texts.add(game_texts.catalog)
    texts.add(load_catalog("core.story", locale))
    return texts


def _replay(engine: "Engine", variant: str, setups: Sequence[PlayerSetup], *, seed: int, options: dict[str, Any],
            start: str | None, locale: str, commands: Sequence[Command], game_id: int | None) -> Story:
    game = engine.new_game(variant, [s.copy() for s in setups], seed=seed, options=options, start=start,
                           locale=locale)
    names: list[list[str]] = [[p.name] for p in game.players]
    first_roles = [p.role for p in game.players]
    chapters: list[Chapter] = []

    def open_chapter() -> Chapter:
        chapter = Chapter(game.phase, present=tuple(p.seat for p in game.players if p.in_game),
                          vote=game.variant.spec(game.phase.kind).vote)
        chapters.append(chapter)
        return chapter

    chapter = open_chapter()
    log_seen = 0
    for command in commands:
        before = [(p.in_game, p.alive) for p in game.players]
        if isinstance(command, EndPhase):
            # What was in force when the phase ended: the moves (in the order the
            # resolution takes them) and the final votes.
            chapter.moves.extend(Move(a) for a in sorted(game.pending.values(), key=lambda a: (a.actor, a.ability)))
            chapter.votes = dict(sorted(game.votes.items()))
            if chapter.vote:
                chapter.tally = dict(game.variant.tally(game))
            chapter.names = tuple(p.name for p in game.players)
        sent = None
        if isinstance(command, Act) and 0 <= command.action.actor < len(game.players):
            # The move under its canonical names (an instant one is told as the game took it).
            ability = game.ability_of(game.players[command.action.actor], command.action.ability)
            sent = game.normalized(command.action, ability) if ability is not None else command.action
        outcome = game.execute(command)
        if not outcome.accepted:
            raise RuntimeError(f"stored command {command} of game {game_id} no longer applies: {outcome.rejection}")
        match command:
            case Act(action) if outcome.report is not None:  # an instant ability: resolved at once
                chapter.moves.append(Move(sent or action, instant=True))
            case Vote(voter, target):
                chapter.ballots.append((voter, target, False))
            case Unvote(voter):
                chapter.ballots.append((voter, None, True))
            case Answer(seat, _, answer):
                chapter.answers.append((seat, answer))
            case Replace(seat, name):
                chapter.replaced.append((seat, names[seat][-1], name))
                names[seat].append(name)
            case Remove(seat, reason):
                chapter.removed.append((seat, reason))
        left = tuple(p.seat for p, (was_in, _) in zip(game.players, before) if was_in and not p.in_game)
        # A player the master removed has left the game; he did not die in it.
        died = () if isinstance(command, Remove) else tuple(
            p.seat for p, (_, was_alive) in zip(game.players, before) if was_alive and not p.alive)
        chapter.left += left
        chapter.died += died
        for seat in left:  # why: the game's own word for it (Game.leave)
            out = game.players[seat].out
            chapter.exits[seat] = out.value if out is not None else "died"
        # Events carry the index of the phase they belong to.
        for event in game.log[log_seen:]:
            target = next((c for c in reversed(chapters) if c.phase.index == event.phase), chapter)
            target.events.append(event)
        log_seen = len(game.log)
        if isinstance(command, EndPhase) and not game.over:
            chapter = open_chapter()
    # The last chapter may be empty (the game ended, or stopped, before anything happened in it).
    if game.over and chapters and not _has_content(chapters[-1]) and len(chapters) > 1:
        chapters.pop()
    for event in game.log[log_seen:]:
        chapters[-1].events.append(event)
    if not game.over and (game.pending or game.votes):
        # Stopped in the middle of a phase (the host ended the game, perhaps while reviewing its
        # results): what was sent stays in its story, marked as never resolved.
        chapter.moves.extend(Move(a) for a in sorted(game.pending.values(), key=lambda a: (a.actor, a.ability)))
        chapter.votes = dict(sorted(game.votes.items()))
        if chapter.vote:
            chapter.tally = dict(game.variant.tally(game))
        chapter.unresolved = True
    for chapter in chapters:  # a phase still in play when the story is told: the names of now
        if not chapter.names:
            chapter.names = tuple(p.name for p in game.players)
    variant_obj = game.variant
    cast = [Cast(p.seat, p.name, p.role, p.public_title or p.public, p.faction, variant_obj.side_of(game, p),
                 tuple(names[p.seat][:-1]), first_roles[p.seat] if first_roles[p.seat] != p.role else None)
            for p in game.players]
    winners = tuple(variant_obj.winning_seats(game)) if game.over else ()
    factions = variant_obj.roles.factions
    colours = side_colours((c.side, getattr(factions.get(c.faction), "colour", None)) for c in cast)
    return Story(game_id=game_id, variant=variant_obj.id, title=variant_obj.book.title(locale),
                 texts=_story_texts(locale, game.texts), cast=cast, chapters=chapters,
                 winner=variant_obj.winner_title(game, game.winner) if game.winner is not None else None,
                 winners=winners, over=game.over, genders=dict(game.names), colours=colours)


def _has_content(chapter: Chapter) -> bool:
    return bool(chapter.moves or chapter.votes or chapter.events or chapter.left or chapter.answers
                or chapter.replaced or chapter.removed)


__all__ = ["Cast", "Chapter", "MESSAGE_LIMIT", "Move", "Story", "tell", "tell_game"]

"""Everything the bot writes, built from a table's state: pure functions of the
game and the catalog, no Discord calls. Every name a player chose is shown through
:func:`name` (no markdown, no mentions), and every message is cut to Discord's
limits by :func:`chunks`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable

import discord

from bot import timing
from bot.texts import t
from core.ballot import PEACE, Ballot, ballot_lines
from core.commands import Act, Answer, Command, Unvote, Vote, Withdraw
from core.game import Game
from core.model import PhaseKind, PhaseSpec, Player
from core.variant import DRAW
from core.rulebook import terms
from core.rules import ANY_PHASE, Ability, Action, qualified
from core.texts import Name

if TYPE_CHECKING:
    from bot.tables import Table

MESSAGE_LIMIT = 2000
# A message that would need more than this many parts goes as a file instead.
MAX_PARTS = 5

_MENTION = re.compile(r"<(@[!&]?|#)(\d+)>")


def name(text: str) -> str:
    """A player-chosen text as it may appear in a message: markdown and code fences escaped,
    mentions (``<@id>``, ``@everyone``) broken so they neither ping nor render."""
    shown = discord.utils.escape_markdown(str(text), as_needed=False)
    shown = _MENTION.sub(lambda m: f"<{m[1]}\u200b{m[2]}>", shown)
    shown = discord.utils.escape_mentions(shown)
    return Name(shown, text.gender, text.declined) if isinstance(text, Name) else shown


# How long a host's announcement may be as typed (the option's limit); escaped and headed it must
# still fit one message, else it is refused (GameManager.announce).
ANNOUNCEMENT_LIMIT = 1800


def announcement(text: str) -> str:
    """A host's announcement as the square reads it: headed, every line escaped as any typed text
    (no mention pings or renders, no markup); ``\\n`` typed in the one-line option breaks a line."""
    lines = [" ".join(line.split()) for line in str(text).replace("\\n", "\n").splitlines()]
    body = "\n".join(name(line) for line in lines if line)
    return f"{t('host.announce_title')}\n{body}"


def with_notes(lines: list[str], notes: Iterable) -> list[str]:
    """The lines of a phase's public results with the host's notes (``core.commands.Note`` with a
    ``line``) under theirs; a note past the last line (the results changed) goes at the end."""
    under: dict[int, list[str]] = {}
    for note in notes:
        if note.line is not None:
            under.setdefault(min(note.line, max(len(lines) - 1, 0)), []).append(
                t("phase.host_note", text=name(note.text)))
    out = []
    for index, line in enumerate(lines):
        out += [line, *under.pop(index, [])]
    return out + [n for rest in under.values() for n in rest]


def player_name(game: Game, player: Player) -> str:
    """A player's name for a text: escaped, and knowing its grammatical gender."""
    return name(game.names.get(player.name, player.name))


# What makes Discord markup or a mention out of a name wherever it stands: mentions and
# channels (<@…>, @everyone, #), bold, italics and lists (*, _), strike (~), code (`), spoilers
# and tables (|), escapes (\\), quotes (>), headings (#), masked links ([text](url)).
MARKUP = re.compile(r"[<>@#*_~`|\\\[\]]")
# A list marker at the start of a name: a line that begins with the name («- — 1 голос») would be
# a list item. And a link's «://», which Discord turns into a link (with a preview under it).
LIST_START = re.compile(r"^(?:[-+]|\d+[.)])(?:\s+|$)")
LINK = re.compile(r":/+")


def safe_name(display: str) -> str:
    """The name a member plays under: his display name (as people see it: the caller passes
    :func:`core.names.visible`) without anything that would make a mention, markup, a list or a
    link anywhere it is written — the engine's texts, the live tally, the story, the replay page
    write names as they are, so the name itself carries none. Not empty."""
    cleaned = LINK.sub(":", MARKUP.sub("", display))
    cleaned = " ".join(cleaned.split())
    while (stripped := LIST_START.sub("", cleaned)) != cleaned:
        cleaned = stripped
    return cleaned[:32].strip() or "Игрок"


def chunks(lines: Iterable[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Join lines into as few messages as Discord allows."""
    out: list[str] = []
    current = ""
    for line in lines:
        while len(line) > limit:
            if current:
                out.append(current)
                current = ""
            out.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            out.append(current)
            current = line
        else:
            current = candidate
    if current:
        out.append(current)
    return out


def fit(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """One message's text, cut at a line end to fit (for messages edited in place)."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    return cut[: cut.rfind("\n")] + "\n…" if "\n" in cut else cut + "…"


def phase_name(game: Game, phase) -> str:
    """A phase as people call it: the variant's ``phase.<kind>`` text ("Ночь 2", "Новолуние 1")."""
    return game.texts.render(f"phase.{phase.kind}", {"number": phase.number})


def spec_of(game: Game, kind: str) -> PhaseSpec:
    """The declared kind of phase (vote, talk); an undeclared one counts as a quiet phase."""
    try:
        return game.variant.spec(kind)
    except KeyError:
        return PhaseSpec(kind, vote=False, talk=False)


def kind_word(game: Game, kind: str) -> str:
    """When an ability may be used, in a word: «ночью», «днём», or the phase's name."""
    if kind == ANY_PHASE:
        return t("phase.any")
    key = f"phase.kind.{kind}"
    from bot.texts import texts

    if texts().has(key):
        return t(key)
    if game.texts.has(f"phase.when.{kind}"):  # the variant's own «в полнолуние»
        return game.texts.render(f"phase.when.{kind}", {})
    return game.texts.render(f"phase.{kind}", {"number": ""}).strip()


def ability_phases(game: Game, ability) -> str:
    """When, in the order of the book's cycle; an ability of every phase of a cycle of three or
    more (fantasy IV's moons) is «в любую фазу», not the cycle spelled out."""
    kinds = (ability.phase,) if isinstance(ability.phase, str) else tuple(ability.phase)
    cycle = [spec.kind for spec in getattr(game.variant, "phases", ())]
    if len(cycle) > 2 and set(cycle) <= set(kinds):
        return t("phase.any")
    kinds = tuple(sorted(kinds, key=lambda k: cycle.index(k) if k in cycle else len(cycle)))
    return ", ".join(kind_word(game, k) for k in kinds)


def deadline_text(table: "Table") -> str:
    deadline = table.record.deadline
    if table.record.paused:  # (a phase opened during a pause: its clock starts at /host resume)
        return t("phase.deadline_paused")
    return timing.stamp(deadline) if deadline else t("phase.no_deadline")


def outcome_text(game: Game, *, future: bool = False) -> str:
    """How a game ended (or, ``future``, will end): «победит Закон», «ничья», «без победителя» —
    for the host's confirmations and replies."""
    when = "future" if future else "past"
    if not game.over or game.winner is None:
        return t(f"outcome.nobody_{when}")
    if game.winner == DRAW:
        return t(f"outcome.draw_{when}")
    return t(f"outcome.winner_{when}", winner=name(game.variant.winner_title(game, game.winner)))


def phase_line(table: "Table") -> str:
    """The post that opens a phase: what the square allows and until when."""
    game = table.game
    kind = game.phase.kind
    spec = spec_of(game, kind)
    if kind in (PhaseKind.NIGHT, PhaseKind.DAY, PhaseKind.SETUP):
        key = f"phase.begins_{kind}"
    else:
        key = "phase.begins_vote" if spec.vote else "phase.begins_talk" if spec.talk else "phase.begins_quiet"
    text = t(key, phase=game.variant.phase_title(game, game.phase), deadline=deadline_text(table))
    if table.meta.early_end and kind != PhaseKind.SETUP:
        text += " " + t("phase.may_end_early_vote" if spec.vote else "phase.may_end_early")
    for note_key, params in game.variant.phase_notes(game):  # the book's own header lines
        text += "\n" + game.texts.render(note_key, params)
    return text


def recap(game: Game) -> str:
    """The day's opening recap, as a master's post: who is alive, each with his public role."""
    living = game.living()
    names = []
    for p in living:
        public = name(p.public_title) if getattr(p, "public_title", None) else p.public  # (typed by the player)
        shown = [public] if public else []
        shown += public_marks(game, p)
        names.append(t("recap.player_public", name=name(p.name), public=", ".join(shown)) if shown
                     else t("recap.player", name=name(p.name)))
    return t("recap.living", count=len(living), names=", ".join(names))


def holdings(game: Game, player) -> list[str]:
    """What the player privately holds (cards ...), as the variant words it."""
    return [game.texts.render(key, params) for key, params in game.variant.holdings(game, player)]


def players_needed(variant) -> str:
    """«не меньше 8» or, for a book written for one size (cards: 12), «ровно 12»."""
    if variant.max_players is not None and variant.max_players == variant.min_players:
        return t("lobby.need_exactly", count=variant.min_players)
    return t("lobby.need_at_least", count=variant.min_players)


def signup_text(table: "Table", variant, kind_names: dict[str, str], title: str | None = None) -> str:
    """The sign-up message: one line per player; past Discord's limit (a big game) the players
    go on one line, still all of them. ``title``: the book's (an edition's own), else the variant's."""
    meta = table.meta
    head = [t("lobby.header", title=title or variant.title, host=f"<@{meta.host}>",
              need=players_needed(variant), count=len(meta.lobby.signups))]
    tail = [timing_text(meta.timing, kind_names)]
    if meta.early_end:
        tail.append(t("lobby.early_end"))
    if meta.lobby.role_list:
        tail.append(t("lobby.role_list", roles=meta.lobby.role_list) if meta.lobby.role_list_public
                    else t("lobby.role_list_secret", count=len(meta.lobby.role_list.split(","))))
    players = []
    for index, entry in enumerate(meta.lobby.signups, 1):
        public = t("lobby.public", role=entry["public"]) if entry.get("public") else ""
        players.append(t("lobby.line", number=index, user=f"<@{entry['user']}>", public=public))
    if not players:
        players = [t("lobby.empty")]
    text = "\n".join(head + players + tail)
    if len(text) > MESSAGE_LIMIT:
        text = "\n".join(head + ["; ".join(players)] + tail)
    return fit(text)


def lengths_text(lengths: dict[str, str], kind_names: dict[str, str]) -> str:
    """«ночь — 12 часов, день — 1 день» in the order of the variant's phases."""
    def lower(text: str) -> str:
        return text[:1].lower() + text[1:]

    return ", ".join(t("timing.length", phase=lower(kind_names.get(kind, kind)), length=length_words(lengths[kind]))
                     for kind in kind_names if kind in lengths)


def length_words(spec: str) -> str:
    """A phase's length as people say it: «12 часов», «1 день 6 часов», «до 20:00 МСК»."""
    minutes = timing.minutes_of(spec)
    if minutes is None:
        return t("timing.until", time=timing.clock_words(spec))
    days, rest = divmod(minutes, 1440)
    hours, minutes = divmod(rest, 60)
    parts = [t(key, count=n) for key, n in (("timing.days", days), ("timing.hours", hours),
                                            ("timing.minutes", minutes)) if n]
    return " ".join(parts)


def timing_text(lengths: dict[str, str], kind_names: dict[str, str]) -> str:
    return t("lobby.timing", lengths=lengths_text(lengths, kind_names))


def tally_text(table: "Table", waiting: list[int]) -> str:
    """The live tally, one message: with who voted for what, or — past Discord's limit in a big
    game — the counts alone and how many have not voted."""
    text = _tally(table, waiting, voters_shown=True)
    if len(text) > MESSAGE_LIMIT:
        text = _tally(table, waiting, voters_shown=False)
    return fit(text)


def _tally(table: "Table", waiting: list[int], *, voters_shown: bool) -> str:
    """Each target's line of the variant's ballot (``Variant.ballot``): the very lines the day's
    verdict announces («Ира — 3 голоса: Аня, Егор ×2 (Деспотия)»); past Discord's limit, the
    counts alone."""
    game = table.game
    ballot = game.variant.ballot(game) if game.votes else Ballot()
    lines = [t("tally.header", phase=phase_name(game, game.phase))]
    for line in ballot_lines(game, ballot):
        if voters_shown:
            lines.append(game.texts.render(line.key, line.params))
        else:
            lines.append(t("tally.line_short", name=game.texts.render("ballot.peace") if line.params["name"] == PEACE
                           else str(line.params["name"]), count=line.params["count"], total=line.params["total"]))
    if not ballot.rows:
        lines.append(t("tally.empty"))
    if waiting:
        lines.append(t("tally.waiting", names=", ".join(name(game.players[s].name) for s in waiting))
                     if voters_shown else t("tally.waiting_count", count=len(waiting)))
    return "\n".join(lines)


def status_lines(table: "Table", seat: int | None = None) -> list[str]:
    """The public state; for a player asking, what he holds too (the reply is his alone)."""
    game = table.game
    lines = [t("status.phase", phase=phase_name(game, game.phase))]
    if table.meta.review.current is not None:
        lines.append(t("review.status"))
    elif table.record.paused:
        lines.append(t("status.paused"))
    elif table.record.deadline:
        lines.append(t("status.deadline", deadline=timing.stamp(table.record.deadline)))
    lines.append(t("status.living", count=len(game.living()),
                   names=", ".join(with_public(game, p) for p in game.living())))
    dead = [p for p in game.players if not p.in_game]
    if dead:
        lines.append(t("status.dead", names=", ".join(name(p.name) for p in dead)))
    if seat is not None:
        lines += holdings(game, game.players[seat])
    return lines


def role_card(table: "Table", seat: int) -> str:
    """The player's card: his roles, each ability he holds now — what it does, when, on whom, how
    often and the exact command — then his side and how it wins. The abilities are the ones the
    engine checks a move against (``Game.abilities``), so the card names none he cannot use."""
    return "\n".join(role_card_blocks(table, seat))


def role_card_blocks(table: "Table", seat: int) -> list[str]:
    """The card as the blocks a long card is cut between (:func:`chunks`): a line each, but an
    ability's two lines (what it does; its terms and command) stay together in one block."""
    game = table.game
    player = game.players[seat]
    lines = [t("card.header", name=player_name(game, player)), t("card.role", role=player.role)]
    if player.public:
        lines.append(t("card.public", role=public_role(player)))
    told = {game.variant.ability_about(game.texts, a) for a in card_abilities(game, player)}
    for role in (player.role, player.public):
        summary = game.variant.role_summary(game.texts, role) if role else None
        if summary and summary not in told:  # a role that is its one ability: said once, with its terms
            lines.append(summary)
    lines += ability_blocks(game, player)
    side = t("card.side", side=game.variant.side_of(game, player))
    win = game.variant.win_text(game.texts, game, player)
    lines.append(side + "\n" + t("card.win", win=win) if win else side)  # the side and its goal: one block
    hp = game.variant.hit_points(player)
    if hp is not None and not game.variant.hit_points_in_holdings:
        lines.append(t("card.hp", hp=max(0, hp)))  # lives are never shown below zero
    lines += holdings(game, player)
    lines.append(t("card.alive") if player.in_game else t("card.dead"))
    return lines


def card_abilities(game: Game, player: Player) -> list[Ability]:
    """The abilities a card explains: every one the engine accepts a move of from the player
    (cards are abilities too, each its own; the holdings show the ones held)."""
    return [a for a in game.abilities(player) if "card" not in a.tags]


def ability_lines(game: Game, player: Player) -> list[str]:
    return [line for block in ability_blocks(game, player) for line in block.split("\n")]


def ability_blocks(game: Game, player: Player) -> list[str]:
    """The card's abilities: a heading, then a block per ability (its two lines together)."""
    abilities = card_abilities(game, player)
    # A book whose cards are played as moves (the cards book): told how, not listed (the holdings
    # show the cards held).
    played = any("card" in a.tags for a in game.variant.roles.extra_abilities.values())
    cards = [t("card.play_cards", command=f"/{t('cmd.act.name')}", field=t("cmd.p.ability.name"),
               rules=f"/{t('cmd.rules.name')}")] if played else []
    if not abilities:
        return [*cards, t("card.no_abilities")] if not cards else cards
    lines = [t("card.abilities")]
    for ability in abilities:
        does = game.variant.ability_about(game.texts, ability)
        when = ability_phases(game, ability)
        head = (t("card.ability", ability=ability.name, when=when, does=does) if does
                else t("card.ability_bare", ability=ability.name, when=when))
        lines.append(head + "\n" + t("card.ability_use", terms="; ".join(terms(ability, game.texts)),
                                     command=act_command(game, player, ability)))
    return lines + cards


def command_name(game: Game, player: Player, ability: Ability) -> str:
    """The name that makes ``/ход`` take this very ability (the qualified «Лечение (Медик)» where
    two of the player's roles share the name)."""
    if ability.role is not None and game.ability_of(player, ability.name) != ability:
        other = qualified(ability.name, ability.role)
        if game.ability_of(player, other) == ability:
            return other
    return ability.name


#: The fields of ``/ход`` a move of an ability needs, in the command's order (``Ability.needs``).
ACT_FIELDS = ("cards", "guess", "role", "choice", "text")


def act_command(game: Game, player: Player, ability: Ability) -> str:
    """The exact command, with the Russian names the Discord client shows: «/ход способность:Лечение цель:…»."""
    parts = [f"/{t('cmd.act.name')}", f"{t('cmd.p.ability.name')}:{command_name(game, player, ability)}"]
    if ability.max_targets != 0:
        if ability.max_targets is None or ability.max_targets > 2:
            parts.append(f"{t('cmd.p.targets.name')}:…")
        else:
            parts.append(f"{t('cmd.p.target.name')}:…")
            if ability.max_targets == 2:
                parts.append(f"{t('cmd.p.target2.name')}:…")
    needs = set(ability.needs)
    if "card" in needs and "cards" not in needs:
        needs.add("cards")  # one card named in «карты» (the Культист's pick: core.parse)
    parts += [f"{t(f'cmd.p.{field}.name')}:…" for field in ACT_FIELDS if field in needs]
    return t("card.command", command=" ".join(parts))


def public_roles_lines(game: Game) -> list[str]:
    """Who holds which public role, for the town (the books make the public role known to all);
    nothing in a book without public roles."""
    holders = [p for p in game.players if p.public]
    if not holders:
        return []
    return [t("game.public_roles"), *(t("game.public_role_line", name=player_name(game, p), role=public_role(p))
                                      for p in holders)]


def public_role(player: Player) -> str:
    """The public role as the town knows it (an invented title where the book allows one)."""
    return player.public_title or player.public or ""


def with_public(game: Game, player: Player) -> str:
    """«Аня (Мэр)»: a name with the public role, where the book makes public roles known, and what the
    book makes public of the player's state («Аня (Политик, в Тюрьме)»)."""
    shown = player_name(game, player)
    known = ([public_role(player)] if player.public else []) + public_marks(game, player)
    return t("status.with_public", name=shown, role=", ".join(known)) if known else shown


def public_marks(game: Game, player: Player) -> list[str]:
    """The public state beside a name in a list of players (``Variant.public_marks``)."""
    return [game.texts.render(key, params) for key, params in game.variant.public_marks(game, player)]


def last_game(table: "Table") -> str:
    """What /статус says at a table whose game has ended: no game now, and how the last one ended
    (its number on the server, the book, the winner as every place names him, or no winner)."""
    game = table.game
    title = game.variant.book.title(game.texts.locale) if hasattr(game.variant, "book") else game.variant.id
    if game.over and game.winner is not None:
        winner = name(game.variant.winner_title(game, game.winner))
        outcome = t("status.last_draw") if game.winner == DRAW else t("status.last_winner", winner=winner)
    else:
        outcome = t("status.last_stopped")
    return t("status.last_game", number=table.number, title=title, outcome=outcome)


def describe(table: "Table", action: Action) -> str:
    game = table.game
    extras = "".join(t("act.extra", name=t(f"act.field.{key}"), value=name(shown(game, getattr(action, key))))
                     for key in ("guess", "role", "choice", "card", "text", "cards", "source")
                     if getattr(action, key, None) is not None)
    if not action.targets:  # a move on nobody (Смотрящий, a card on oneself): no arrow to a dash
        return t("act.line_untargeted", ability=action.ability, extras=extras)
    targets = ", ".join(name(game.players[s].name) for s in action.targets)
    return t("act.line", ability=action.ability, targets=targets, extras=extras)


def shown(game: Game, value) -> str:
    """An action's field as people read it: a list joined, a seat→role mapping as «Имя: роль»."""
    if isinstance(value, (tuple, list)):
        parts = []
        for item in value:
            if isinstance(item, (tuple, list)) and len(item) == 2 and isinstance(item[0], int):
                parts.append(f"{game.players[item[0]].name}: {item[1]}")
            else:
                parts.append(str(item))
        return ", ".join(parts)
    return str(value)


def confirm_text(table: "Table", action: Action) -> str:
    text = t("act.accepted", action=describe(table, action), deadline=deadline_text(table))
    if table.meta.early_end:
        text += " " + t("act.may_end_early")
    return text


def instant_text(table: "Table", action: Action) -> str:
    """An instant move: it took effect as it was accepted and cannot be taken back."""
    return t("act.instant", action=describe(table, action))


def ability_of_move(table: "Table", command: Command) -> Ability | None:
    """The ability a move or a withdrawal names (another's used in his name: fantasy's Кукла)."""
    game = table.game
    if isinstance(command, Act):
        used = game.ability_in_use(command.action)
        return used[1] if used is not None else None
    if isinstance(command, Withdraw):
        return game.ability_of(game.players[command.actor], command.ability)
    return None


def accepted_text(table: "Table", command: Command, ability: Ability | None) -> str:
    """What the player who sent a move is told once it is stored: the move (an instant one as done),
    the vote, the withdrawal or the answer. ``ability``: :func:`ability_of_move`, asked before the
    move was played (an instant move may change what its player holds)."""
    game = table.game
    if isinstance(command, Act):
        action = command.action
        return instant_text(table, action) if ability is not None and ability.instant else confirm_text(table, action)
    if isinstance(command, Withdraw):
        return t("act.withdrawn", ability=ability.name if ability else name(command.ability))
    if isinstance(command, Vote):
        return t("vote.accepted", name=t("tally.peace") if command.target is None
                 else name(game.players[command.target].name))
    if isinstance(command, Unvote):
        return t("vote.withdrawn")
    if isinstance(command, Answer):
        return t("question.answered", answer=name(command.answer))
    raise TypeError(f"not a player's move: {command!r}")


def move_line(table: "Table", command: Command) -> str:
    """A player's command as the host's thread shows it when it arrives: the move as the review
    shows it (the guessed role, the choice, the card), the vote, the withdrawal or the answer."""
    game = table.game
    if isinstance(command, Act):
        action = command.action
        return t("hostthread.move", actor=name(game.players[action.actor].name), move=describe(table, action))
    if isinstance(command, Withdraw):
        return t("hostthread.withdraw", actor=name(game.players[command.actor].name), ability=name(command.ability))
    if isinstance(command, Vote):
        return t("hostthread.vote", actor=name(game.players[command.voter].name),
                 target=t("tally.peace") if command.target is None else name(game.players[command.target].name))
    if isinstance(command, Unvote):
        return t("hostthread.unvote", actor=name(game.players[command.voter].name))
    if isinstance(command, Answer):
        return t("hostthread.answer", actor=name(game.players[command.seat].name), answer=name(command.answer))
    raise TypeError(f"not a player's move: {command!r}")


# Event parameters a player typed (a card's message, a will): shown escaped, never as markdown or a mention.
TYPED = ("text",)


def event_text(game: Game, event) -> str:
    """An engine event as the bot posts it: what a player typed goes through :func:`name`."""
    if not any(key in event.params for key in TYPED):
        return game.texts.event(event)
    params = {k: name(v) if k in TYPED and isinstance(v, str) else v for k, v in event.params.items()}
    return game.texts.render(event.key, params)


def final_roles(game: Game) -> list[str]:
    lines = [t("game.roles_header")]
    for p in game.players:
        shown = player_name(game, p)
        state = t("game.alive", name=shown) if p.in_game else t("game.dead", name=shown)
        lines.append(t("game.role_line", name=shown, role=p.role, public=p.public or "—",
                       faction=p.faction, state=state))
    return lines


def group_title(game: Game, faction: str, team: int | None, seats: list[int]) -> str:
    """A faction thread's name: the faction (with the clan's number), or the members' roles
    when only part of a faction knows itself (the Romanian cops)."""
    if team is not None:
        return t("thread.team", faction=faction, team=team)
    if all(p.seat in seats for p in game.players if p.faction == faction):
        return t("thread.faction", faction=faction)
    roles = sorted({game.players[s].role for s in seats})
    return t("thread.fellows", roles=", ".join(roles))


def full_log(game: Game, table: "Table | None" = None, waiting: "list[tuple[int, str]] | None" = None) -> str:
    """Every event of the game by phase, whom it was told to; then the moves sent in the phase
    under way, with their parameters as the review shows them (``table`` given: the guessed role,
    the choice, the card), and who has not acted yet (``waiting``: seats and what they owe,
    ``vote``, ``move`` or ``both``)."""
    lines = []
    phase = None
    for event in game.log:
        if event.phase != phase:
            phase = event.phase
            known = game.phases[phase] if 0 <= phase < len(game.phases) else None
            lines.append(f"--- {phase_name(game, known) if known is not None else phase} ---")
        to = t("log.public") if event.to is None else ", ".join(game.players[s].name for s in event.to)
        lines.append(f"[{to}] {event_text(game, event)}")
    for action in game.pending.values():
        if table is not None:
            lines.append(t("log.pending_move", actor=game.players[action.actor].name, move=describe(table, action)))
            continue
        targets = ", ".join(game.players[s].name for s in action.targets)
        lines.append(t("log.pending", actor=game.players[action.actor].name, ability=action.ability,
                       targets=targets or "—"))
    if waiting:
        lines.append(t("log.waiting", names=", ".join(t(f"log.owes.{owes}", name=game.players[seat].name)
                                                        for seat, owes in waiting)))
    return "\n".join(lines)

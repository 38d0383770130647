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
from core.game import Game
from core.model import PhaseKind
from core.rules import Action

if TYPE_CHECKING:
    from bot.tables import Table

MESSAGE_LIMIT = 2000
# A message that would need more than this many parts goes as a file instead.
MAX_PARTS = 5

_MENTION = re.compile(r"<(@[!&]?|#)(\d+)>")


def name(text: str) -> str:
    """A player-chosen text as it may appear in a message: markdown and code fences escaped,
    mentions (``<@id>``, ``@everyone``) broken so they neither ping nor render."""
    text = discord.utils.escape_markdown(str(text), as_needed=False)
    text = _MENTION.sub(lambda m: f"<{m[1]}\u200b{m[2]}>", text)
    return discord.utils.escape_mentions(text)


def safe_name(display: str) -> str:
    """The name a member plays under: their display name without the characters that would
    make it a mention or markdown anywhere the engine shows it (the engine's own texts do
    not escape), and not empty."""
    cleaned = re.sub(r"[<>@#*_~`|\\]", "", display)
    cleaned = " ".join(cleaned.split())[:32]
    return cleaned or "Игрок"


def number(value: float) -> str:
    """A vote count as people write it: 3, 2.5."""
    return str(int(value)) if value == int(value) else f"{value:g}"


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


def phase_name(phase) -> str:
    return t(f"phase.{phase.kind.value}", number=phase.number)


def deadline_text(table: "Table") -> str:
    deadline = table.record.deadline
    return timing.stamp(deadline) if deadline else t("phase.no_deadline")


def phase_line(table: "Table") -> str:
    game = table.game
    key = "phase.begins_night" if game.phase.kind is PhaseKind.NIGHT else "phase.begins_day"
    return t(key, phase=phase_name(game.phase), deadline=deadline_text(table))


def signup_text(table: "Table", variant) -> str:
    """The sign-up message: one line per player; past Discord's limit (a big game) the players
    go on one line, still all of them."""
    meta = table.meta
    head = [t("lobby.header", title=variant.title, host=f"<@{meta['host']}>",
              minimum=variant.min_players, count=len(meta["signups"]))]
    tail = [timing_text(meta["timing"])]
    if meta.get("role_list"):
        tail.append(t("lobby.role_list", roles=meta["role_list"]))
    players = []
    for index, entry in enumerate(meta["signups"], 1):
        public = t("lobby.public", role=entry["public"]) if entry.get("public") else ""
        players.append(t("lobby.line", number=index, user=f"<@{entry['user']}>", public=public))
    if not players:
        players = [t("lobby.empty")]
    text = "\n".join(head + players + tail)
    if len(text) > MESSAGE_LIMIT:
        text = "\n".join(head + ["; ".join(players)] + tail)
    return fit(text)


def timing_text(spec: dict[str, str]) -> str:
    return t("lobby.timing", night=spec["night"], day=spec["day"])


def tally_text(table: "Table", waiting: list[int]) -> str:
    """The live tally: each target's count as the variant weighs it (``Variant.tally``),
    with who voted for it; a target only penalties put there shows no voters."""
    game = table.game
    voters: dict[int | None, list[str]] = {}
    for voter, target in game.votes.items():
        voters.setdefault(target, []).append(name(game.players[voter].name))
    counts = game.variant.tally(game) if game.votes else {}
    targets = set(voters) | {target for target, n in counts.items() if n}
    lines = [t("tally.header", phase=phase_name(game.phase))]
    for target in sorted(targets, key=lambda x: (-counts.get(x, 0), -len(voters.get(x, ())), str(x))):
        who = t("tally.peace") if target is None else name(game.players[target].name)
        names = ", ".join(voters.get(target, ())) or t("tally.no_voters")
        lines.append(t("tally.line", name=who, count=number(counts.get(target, 0)), voters=names))
    if not targets:
        lines.append(t("tally.empty"))
    if waiting:
        lines.append(t("tally.waiting", names=", ".join(name(game.players[s].name) for s in waiting)))
    return "\n".join(lines)


def status_lines(table: "Table") -> list[str]:
    game = table.game
    lines = [t("status.phase", phase=phase_name(game.phase))]
    if table.record.paused:
        lines.append(t("status.paused"))
    elif table.record.deadline:
        lines.append(t("status.deadline", deadline=timing.stamp(table.record.deadline)))
    lines.append(t("status.living", count=len(game.living()),
                   names=", ".join(name(p.name) for p in game.living())))
    dead = [p for p in game.players if not p.in_game]
    if dead:
        lines.append(t("status.dead", names=", ".join(name(p.name) for p in dead)))
    return lines


def _when(ability) -> str:
    """When an ability is used: «ночью», «днём», both, or «в любой момент» (ANY_PHASE); a
    variant's own phase kind by its name in the catalog where the bot has none."""
    if "*" in ability.kinds:
        return t("phase.kind.any")
    kinds = sorted(str(k) for k in ability.kinds)
    return ", ".join(t(f"phase.kind.{k}") for k in kinds)


def role_card(table: "Table", seat: int) -> str:
    game = table.game
    player = game.players[seat]
    lines = [t("card.header", name=name(player.name)),
             t("card.role", role=player.role, faction=player.faction),
             t("card.public", role=player.public or "—")]
    for role in (player.role, player.public):
        summary = game.variant.role_summary(game.texts, role) if role else None
        if summary:
            lines.append(summary)
    abilities = game.variant.abilities(game, player)
    if abilities:
        lines.append(t("card.abilities", names=", ".join(
            f"{a.name} ({_when(a)})" for a in abilities)))
    hp = game.variant.hit_points(player)
    if hp is not None:
        lines.append(t("card.hp", hp=hp))
    lines.append(t("card.alive") if player.in_game else t("card.dead"))
    return "\n".join(lines)


def describe(table: "Table", action: Action) -> str:
    game = table.game
    targets = ", ".join(name(game.players[s].name) for s in action.targets) or "—"
    extras = "".join(t("act.extra", name=t(f"act.field.{key}"), value=name(getattr(action, key)))
                     for key in ("guess", "role", "choice", "text") if getattr(action, key) is not None)
    return t("act.line", ability=action.ability, targets=targets, extras=extras)


def confirm_text(table: "Table", action: Action) -> str:
    return t("act.accepted", action=describe(table, action), deadline=deadline_text(table))


def final_roles(game: Game) -> list[str]:
    lines = [t("game.roles_header")]
    for p in game.players:
        state = t("game.alive") if p.in_game else t("game.dead")
        lines.append(t("game.role_line", name=name(p.name), role=p.role, public=p.public or "—",
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


def full_log(game: Game) -> str:
    lines = []
    phase = None
    for event in game.log:
        if event.phase != phase:
            phase = event.phase
            lines.append(f"--- {phase} ---")
        to = t("log.public") if event.to is None else ", ".join(game.players[s].name for s in event.to)
        lines.append(f"[{to}] {game.texts.event(event)}")
    for action in game.pending.values():
        targets = ", ".join(game.players[s].name for s in action.targets)
        lines.append(t("log.pending", actor=game.players[action.actor].name, ability=action.ability,
                       targets=targets or "—"))
    return "\n".join(lines)

"""Stored games that no longer apply.

A game is its seed, set-up and stored commands; after a rules change a stored command may be
refused on replay (:class:`core.session.StaleCommand`). At start the bot then:

* loads every other game as usual (one such game stops nothing);
* leaves this one unloaded: no table, no timers; its records stay exactly as they are (its
  status stays «running», so a bot whose rules accept the command again loads it at the
  next start);
* tells the host once, privately (the host's thread of the game if it has one, else a direct
  message), which game and which command (its number, phase, what it was, the refusal as the
  player would read it); ``meta.stale`` remembers the command told, so a restart does not
  repeat it;
* logs a warning with the stored command for the bot's administrator.
"""

from __future__ import annotations

import logging
from datetime import datetime, timezone
from typing import TYPE_CHECKING

import discord

from bot import render
from bot.table_state import TableState
from bot.texts import t
from core.commands import Act, Answer, Command, EndPhase, Remove, Replace, Unvote, Vote, Withdraw
from core.game import Game
from core.session import StaleCommand

if TYPE_CHECKING:
    from core.store.base import GameStore

log = logging.getLogger(__name__)


def seat_name(game: Game, seat: int) -> str:
    if 0 <= seat < len(game.players):
        return render.player_name(game, game.players[seat])  # escaped, and knowing its gender
    return t("stale.seat", seat=seat + 1)


def describe(game: Game, command: Command) -> str:
    """What the command was, for the host (names escaped: they are the players' own)."""
    match command:
        case Act(action):
            name = seat_name(game, action.actor)
            if action.targets:
                return t("stale.act_targets", ability=render.name(action.ability), name=name,
                         targets=", ".join(seat_name(game, s) for s in action.targets))
            return t("stale.act", ability=render.name(action.ability), name=name)
        case Vote(voter, target):
            if target is None:
                return t("stale.vote_peace", name=seat_name(game, voter))
            return t("stale.vote", name=seat_name(game, voter), target=seat_name(game, target))
        case Unvote(voter):
            return t("stale.unvote", name=seat_name(game, voter))
        case Withdraw(actor, ability):
            return t("stale.withdraw", name=seat_name(game, actor), ability=render.name(ability))
        case Answer(seat, _, answer):
            return t("stale.answer", name=seat_name(game, seat), answer=render.name(answer))
        case EndPhase():
            return t("stale.end")
        case Remove(seat, _):
            return t("stale.remove", name=seat_name(game, seat))
        case Replace(seat, new, _):
            return t("stale.replace", name=seat_name(game, seat), new=render.name(new))
    return t("stale.other")


def message(stale: StaleCommand, total: int) -> str:
    record, game = stale.record, stale.game
    table = TableState.from_json(record.meta).name
    reason = game.texts.rejection(stale.rejection) if stale.rejection is not None else "—"
    return t("stale.host", game=record.id, table=t("stale.table", name=render.name(table)) if table else "",
             number=stale.index + 1, total=total, phase=render.phase_name(game, game.phase),
             command=describe(game, stale.command), reason=reason)


async def tell_host(bot: discord.Client, store: "GameStore", stale: StaleCommand,
                    state: TableState | None = None) -> bool:
    """Tell the game's host, once per stale command; returns whether a message went out.
    ``state``: the game's table state when its table holds it (noted there too), else read from the record."""
    record = stale.record
    state = state or TableState.from_json(record.meta)
    told = state.stale or {}
    if told.get("command") == stale.index:
        return False
    host = state.host
    if host is None:
        return False
    _, commands = await store.load(record.id)  # type: ignore[arg-type]
    text = render.chunks([message(stale, len(commands))])
    none = discord.AllowedMentions.none()
    sent = False
    thread = state.threads.host
    if thread is not None and thread not in state.threads.lost:
        try:
            channel = bot.get_partial_messageable(thread)
            for part in text:
                await channel.send(part, allowed_mentions=none)
            sent = True
        except discord.HTTPException:
            log.warning("could not tell the host of stale game %s in the host's thread", record.id)
    if not sent:
        try:
            user = bot.get_user(host) or await bot.fetch_user(host)
            for part in text:
                await user.send(part, allowed_mentions=none)
            sent = True
        except discord.HTTPException:
            log.warning("could not tell the host of stale game %s by direct message", record.id)
    if sent:
        state.stale = {"command": stale.index, "told": datetime.now(timezone.utc).isoformat()}
        record.meta = state.to_json()
        await store.update(record)
    return sent

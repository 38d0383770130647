"""The confirmation of what cannot be undone (issue 31, item 1): ``/game end`` of a running game and
``/host kill`` of a player whose removal ends the game (no undo after a game's end). The question
says what will follow; the button («Да, завершить игру», «Да, удалить») does it. Like the undo's
(:mod:`bot.views.undo`), its custom id names the game and a stamp of the game as asked — for a
removal :meth:`bot.tables.Table.stamp` (a move could change what the removal brings), for the end the
phase (what a late press would end) — so a press once the game has moved on is refused with the
reason, across restarts too."""

from __future__ import annotations

import re
from typing import Any, Awaitable, Callable

import discord

from bot.permissions import require_host
from bot.tables import Refusal
from bot.texts import t

async def host_press(interaction: discord.Interaction, game_id: int,
                     act: Callable[[Any, Any], Awaitable[str]]) -> None:
    """A host's confirmation pressed: answer at once (Discord's 3 s), find the game, check the
    presser is its host, then ``act(bot, table)``; its text or the refusal's reason goes to him alone."""
    none = discord.AllowedMentions.none()
    await interaction.response.defer(ephemeral=True, thinking=True)
    bot: Any = interaction.client  # the composition root, holding the services
    try:
        table = bot.games.registry.find(game_id)
        require_host(interaction.user, interaction.permissions, table)
        text = await act(bot, table)
    except Refusal as refusal:
        return await interaction.followup.send(refusal.text, ephemeral=True, allowed_mentions=none)
    await interaction.followup.send(text, ephemeral=True, allowed_mentions=none)


CONFIRM = r"mafia:confirm:(?P<what>end|kill(?P<seat>\d+)):(?P<game>\d+):(?P<stamp>[0-9a-f-]+)"


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button], template=CONFIRM):
    """«Да, завершить игру» / «Да, удалить»: valid across restarts; refused once the game moved on."""

    def __init__(self, what: str, game_id: int, stamp: str) -> None:
        label = t("confirm.end_button") if what == "end" else t("confirm.kill_button")
        super().__init__(discord.ui.Button(label=label[:80], style=discord.ButtonStyle.danger,
                                           custom_id=f"mafia:confirm:{what}:{game_id}:{stamp}"))
        self.what, self.game_id, self.stamp = what, game_id, stamp

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "ConfirmButton":
        return cls(match["what"], int(match["game"]), match["stamp"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async def act(bot: Any, table: Any) -> str:
            if self.what == "end":
                return await bot.games.host_tools.end_game(table, expected=self.stamp)
            return await bot.games.host_tools.kill(table, int(self.what[4:]), None, expected=self.stamp)

        await host_press(interaction, self.game_id, act)


def confirm_view(what: str, game_id: int, stamp: str) -> discord.ui.View:
    """The confirmation's button: ``what`` is ``end`` or ``kill<seat>``, ``stamp`` the game as asked."""
    view = discord.ui.View(timeout=None)
    view.add_item(ConfirmButton(what, game_id, stamp))
    return view


__all__ = ["ConfirmButton", "confirm_view", "host_press"]

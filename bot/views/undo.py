"""``/host undo``'s confirmation, its face: «Да, отменить». The undo itself (the plan, the rewrite, the
corrections) is :class:`bot.undo.Undo`; the button reaches it through the client the interaction
carries. Its custom id (``mafia:undo:<game>:<stamp>``) names the game and its stamp when asked (the
number of its commands and a digest of them: :meth:`bot.tables.Table.stamp`), so a confirmation given
before the game moved on — a move, a phase's end, another undo — is refused, across restarts too."""

from __future__ import annotations

import re

import discord

from bot.texts import t
from bot.views.confirm import host_press

UNDO = r"mafia:undo:(?P<game>\d+):(?P<stamp>[0-9a-f-]+)"  # (an older button's bare count never matches a stamp)


class UndoButton(discord.ui.DynamicItem[discord.ui.Button], template=UNDO):
    """«Да, отменить»: valid across restarts; refused once the game has moved on."""

    def __init__(self, game_id: int, stamp: str) -> None:
        super().__init__(discord.ui.Button(label=t("undo.button")[:80], style=discord.ButtonStyle.danger,
                                           custom_id=f"mafia:undo:{game_id}:{stamp}"))
        self.game_id, self.stamp = game_id, stamp

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "UndoButton":
        return cls(int(match["game"]), match["stamp"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await host_press(interaction, self.game_id,
                         lambda bot, table: bot.undo.undo(table, self.stamp, interaction.user.id))


def undo_view(game_id: int, stamp: str) -> discord.ui.View:
    """The confirmation's button, for the game as it was when asked (its ``stamp``)."""
    view = discord.ui.View(timeout=None)
    view.add_item(UndoButton(game_id, stamp))
    return view


__all__ = ["UndoButton", "undo_view"]

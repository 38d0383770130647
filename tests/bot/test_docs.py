"""Issue 12, class 12: docs/bot.md is the command reference — every command and parameter the bot
registers, by the Russian name Discord shows and the English one; README's test command is the
one CI runs."""

from __future__ import annotations

from pathlib import Path

from discord import app_commands

from bot.client import COGS
from bot.texts import texts

ROOT = Path(__file__).resolve().parents[2]


async def commands_of(bot) -> list[app_commands.Command]:
    for cog in COGS:
        await bot.load_extension(cog)
    return list(bot.tree.walk_commands())


def russian(string) -> str:
    key = string.extras.get("key") if hasattr(string, "extras") else None
    return texts("ru").get(f"cmd.{key}.name", str(string)) if key else str(string)


async def test_every_command_and_parameter_is_documented(simcord_bot):
    guide = (ROOT / "docs" / "bot.md").read_text(encoding="utf-8")
    for command in await commands_of(simcord_bot):
        if isinstance(command, app_commands.Group):
            continue
        names = [command.name]
        ru = [russian(command._locale_name)] if command._locale_name else [command.name]
        if command.parent is not None:
            ru = [f"{russian(command.parent._locale_name)} {ru[0]}"]
        assert f"/{ru[0]}" in guide, f"/{ru[0]} ({names[0]}) is not in docs/bot.md"
        assert f"`{command.name}`" in guide, command.name
        for parameter in command.parameters:
            local = parameter.locale_name
            name = russian(local) if local is not None else parameter.name
            assert f"`{name}`" in guide, f"parameter {name} of /{ru[0]}"


def test_readme_test_command_is_what_ci_runs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = next(line for line in ci.splitlines() if line.startswith("python3 "))
    assert f"\n{command}\n" in readme

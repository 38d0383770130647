"""docs/bot.md is the command reference — every command and parameter the bot
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
        ru = [russian(command._locale_name)] if command._locale_name else [command.name]
        if command.parent is not None:
            ru = [f"{russian(command.parent._locale_name)} {ru[0]}"]
        english = command.qualified_name
        assert f"`/{ru[0]}` (`/{english}`)" in guide, f"/{ru[0]} (/{english}): both names, in docs/bot.md"
        for parameter in command.parameters:
            local = parameter.locale_name
            name = russian(local) if local is not None else parameter.name
            assert f"`{name}` (`{parameter.name}`" in guide, f"parameter {name} ({parameter.name}) of /{ru[0]}"


def test_readme_test_command_is_what_ci_runs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = next(line for line in ci.splitlines() if line.startswith("python3 "))
    assert f"\n{command}\n" in readme


def test_tables_render():
    """Every row of every Markdown table has its header's number of cells (a line break inside a
    row ends the table there and prints the rest as text)."""
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]:
        header = None
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            if not line.startswith("|"):
                header = None
                continue
            assert line.rstrip().endswith("|"), f"{page.name}:{number}: a row broken over lines"
            cells = len(line.replace("\\|", "").strip().strip("|").split("|"))
            if header is None:
                header = cells
            assert cells == header, f"{page.name}:{number}: {cells} cells in a table of {header}"


def test_admin_docs_keep_to_what_admins_see():
    """bot.md names no internals; no page names a tracker issue or a path outside the repository."""
    import re

    guide = (ROOT / "docs" / "bot.md").read_text(encoding="utf-8")
    for internal in ("knows_fellows", "meta.", "custom_id", "Variant.", "Player.team", "core.", "GameSession",
                     "invitable", "PostCounts("):
        assert internal not in guide, internal
    assert "Управлять сервером" in guide and "не видят" in guide  # /mafia is hidden from the others
    for page in [ROOT / "README.md", ROOT / "config.example.toml", *sorted((ROOT / "docs").rglob("*.md"))]:
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"\b[Ii]ssues? \d+|\btracker #\d+", text), page.name
        assert "../" not in text and "/work/" not in text and "shared/" not in text, page.name

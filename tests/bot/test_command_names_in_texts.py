"""Every command a catalog message names is written as the Discord client shows it to a Russian
player — the localized name from the ``cmd.*`` messages (``/ход``, ``/игра новая``) — never the
English name under it («/act», «/game new»). The command line's own help (``cli-*``) is English
by nature and left out."""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import ast, parse

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = sorted(p for p in ROOT.glob("**/locale/ru.ftl") if ".venv" not in p.parts and "tests" not in p.parts)
COMMAND = re.compile(r"(?<![\w/:<])/([a-zа-яё][a-zа-яё_-]*)(?: ([a-zа-яё][a-zа-яё_-]*))?")


def messages(path: Path):
    for entry in parse(path.read_text(encoding="utf-8")).body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            text = "".join(e.value for e in entry.value.elements if isinstance(e, ast.TextElement))
            yield entry.id.name, text


def localized() -> tuple[set[str], set[str]]:
    names = dict(messages(ROOT / "bot/locale/ru.ftl"))
    groups = {v for k, v in names.items() if k.startswith("cmd-grp-") and k.endswith("-name")}
    commands = {v for k, v in names.items() if k.startswith("cmd-") and k.endswith("-name")} - groups
    return groups, commands


def test_catalogs_name_commands_as_the_client_shows_them():
    groups, commands = localized()
    assert "ход" in commands and "игра" in groups
    wrong = []
    for path in CATALOGS:
        for key, text in messages(path):
            if key.startswith(("cli-", "cmd-", "story-cli-")):
                continue
            for first, second in COMMAND.findall(text):
                ok = first in commands or (first in groups and second in commands)
                if not ok:
                    wrong.append(f"{path.relative_to(ROOT)}: {key}: /{first} {second}".strip())
    assert not wrong, "\n".join(wrong)

"""Issue 12, class 15: the bot's modules import one way — cogs and views → services → core."""

from __future__ import annotations

import subprocess
import sys

import pytest

SERVICES = ["bot.tables", "bot.render", "bot.permissions", "bot.settings", "bot.phases", "bot.games", "bot.timers",
            "bot.review", "bot.undo", "bot.ending", "bot.story", "bot.delivery", "bot.deck_editor", "bot.decks"]
UI = ["bot.cogs", "bot.views", "bot.client"]


@pytest.mark.parametrize("module", SERVICES)
def test_services_do_not_import_the_ui(module):
    code = f"import sys, {module}; print(','.join(m for m in {UI!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "", f"{module} pulls in {out}"


def test_views_do_not_import_cogs():
    code = "import sys, bot.views; print('bot.cogs' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "False"


def test_core_knows_no_bot():
    code = "import sys, core.game, core.session, core.registry; print([m for m in sys.modules if m.startswith('bot')])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"

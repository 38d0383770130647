"""Make docs/replay-page.png: the replay page of a random 16-player hp game (one seat named
like an attack), a night shown and one player picked in the filter, in headless Chromium at a
laptop's width (``--width 390`` for a phone's).

    PYTHONPATH=. .venv/bin/python tools/replay_screenshot.py [--out docs/replay-page.png] [--width 1280]

Needs Debian's chromium and chromium-driver (as the browser test does)."""

from __future__ import annotations

import argparse
import shutil
import tempfile
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from bot.cli import main as cli
from core.registry import Engine
from tests.core.story.pages import store_games


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="docs/replay-page.png")
    parser.add_argument("--width", type=int, default=1280)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite://{folder}/games.sqlite3"
        game_id = store_games(Engine(), url, books=[("hp", None, 16)])[("hp", None)]
        page = Path(folder) / f"game-{game_id}.html"
        cli(["report", str(game_id), "--database", url, "--html", str(page)])
        options = webdriver.ChromeOptions()
        for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
                    f"--window-size={args.width},1900"):
            options.add_argument(arg)
        options.binary_location = shutil.which("chromium") or ""  # Debian's: Selenium downloads nothing
        driver = webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver")))
        try:
            driver.get(page.as_uri())
            driver.find_elements(By.CSS_SELECTOR, "#timeline button")[2].click()  # the second night
            Select(driver.find_element(By.ID, "who")).select_by_index(9)
            # From the cast's last rows down: the controls, the night's graph and its summary.
            driver.execute_script("window.scrollTo(0, document.getElementById('controls').offsetTop - 260)")
            driver.save_screenshot(args.out)
        finally:
            driver.quit()
    print(args.out)


if __name__ == "__main__":
    main()

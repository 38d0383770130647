"""The replay page in a real browser: headless Chromium (Debian's ``chromium`` and
``chromium-driver``, which ``.ci/run`` installs when missing) driven by Selenium.

For a stored game of every variant and edition, written through the store API and
turned into a page by ``mafia-bot report N --html FILE``: every phase is reachable
(by its timeline button and by ▶), the player filter changes what is shown (and
shows only what concerns that player), nothing is requested from the network, and a
player named ``<img src=x onerror=alert(1)>`` is shown as text (no image, no alert).
"""

from __future__ import annotations

import json
import os
import shutil

import pytest

from bot.cli import main
from tests.core.story.pages import BOOKS, HOSTILE, store_games

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")

if not (CHROMIUM and DRIVER):  # CI installs them (.ci/run): there, their absence is a failure
    if os.environ.get("CI"):
        raise RuntimeError("chromium and chromium-driver are not installed (.ci/run installs them)")
    pytest.skip("the browser test needs Debian's chromium and chromium-driver "
                "(apt-get install chromium chromium-driver; .ci/run does it)", allow_module_level=True)

from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import NoAlertPresentException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402


@pytest.fixture(scope="module")
def pages(engine, tmp_path_factory):
    folder = tmp_path_factory.mktemp("pages")
    url = f"sqlite://{folder}/games.sqlite3"
    ids = store_games(engine, url)
    found = {}
    for (variant, edition), game_id in ids.items():
        path = folder / f"game-{game_id}.html"
        assert main(["report", str(game_id), "--database", url, "--html", str(path)]) == 0
        found[(variant, edition)] = path
    return found


@pytest.fixture(scope="module")
def browser():
    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1400,1000"):
        options.add_argument(arg)
    options.binary_location = CHROMIUM
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(DRIVER))
    try:
        yield driver
    finally:
        driver.quit()


def requests(driver) -> list[str]:
    """The URLs the page asked for since the last call (Chrome's performance log)."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def visible_phases(driver) -> list[bool]:
    """Which phases are shown (one script call, not one round trip a phase)."""
    return driver.execute_script("return [].map.call(document.querySelectorAll('section.phase'), "
                                 "function(p){return p.getClientRects().length > 0;});")


def shown(driver, selector: str, attribute: str = "data-seats") -> list[str | None]:
    """The ``attribute`` of each element shown that matches ``selector`` (one script call)."""
    return driver.execute_script(
        "var attribute = arguments[1];"
        "return [].filter.call(document.querySelectorAll(arguments[0]),"
        " function(e){return e.getClientRects().length > 0;})"
        ".map(function(e){return e.getAttribute(attribute);});", selector, attribute)


@pytest.mark.parametrize("book", BOOKS, ids=[f"{v}-{e}" if e else v for v, e, _ in BOOKS])
def test_the_page_in_a_browser(pages, browser, book):
    variant, edition, _ = book
    path = pages[(variant, edition)]
    requests(browser)  # forget the earlier pages' requests
    browser.get(path.as_uri())

    # The hostile name is text: in the table as typed, no image anywhere, no alert.
    with pytest.raises(NoAlertPresentException):
        browser.switch_to.alert.text
    assert browser.find_elements(By.TAG_NAME, "img") == []
    names = [row.find_element(By.CSS_SELECTOR, "td").text for row in browser.find_elements(By.CSS_SELECTOR,
                                                                                            "#cast tbody tr")]
    assert HOSTILE in names
    assert HOSTILE in Select(browser.find_element(By.ID, "who")).options[2].text

    # Every phase is reachable: each timeline button shows its phase and only it.
    phases = browser.find_elements(By.CSS_SELECTOR, "section.phase")
    buttons = browser.find_elements(By.CSS_SELECTOR, "#timeline button")
    assert len(phases) == len(buttons) >= 3
    assert visible_phases(browser) == [True] + [False] * (len(phases) - 1)
    for i, button in enumerate(buttons):
        button.click()
        assert visible_phases(browser) == [j == i for j in range(len(phases))]
        assert browser.find_element(By.ID, "where").text == button.text == phases[i].get_attribute("data-title")
        if phases[i].get_attribute("data-kind") != "setup":
            assert len(shown(browser, f"#phase-{i} svg", "class")) == 1
    buttons[0].click()
    for i in range(1, len(phases)):  # and one by one with ▶
        browser.find_element(By.ID, "next").click()
        assert visible_phases(browser) == [j == i for j in range(len(phases))]

    # The player filter: pick the busiest player of a night; only his moves, private news and votes stay.
    night = next(i for i, p in enumerate(phases)
                 if p.find_elements(By.CSS_SELECTOR, "svg.night .edge") and p.find_elements(By.CSS_SELECTOR,
                                                                                         "ul.moves li"))
    buttons[night].click()
    moves_all = len(shown(browser, f"#phase-{night} ul.moves li"))
    edges_all = len(shown(browser, f"#phase-{night} svg .edge"))
    seat = phases[night].find_element(By.CSS_SELECTOR, "ul.moves li").get_attribute("data-seats").split()[0]
    Select(browser.find_element(By.ID, "who")).select_by_value(seat)
    kept = shown(browser, "[data-seats]")
    assert kept and all(seat in seats.split() for seats in kept)
    assert 1 <= len(shown(browser, f"#phase-{night} ul.moves li")) <= moves_all
    edges = list(zip(shown(browser, f"#phase-{night} svg .edge", "data-from"),
                     shown(browser, f"#phase-{night} svg .edge", "data-to")))
    assert edges and all(seat in edge for edge in edges)
    # No heading is left over an emptied list.
    assert 0 not in browser.execute_script(
        "return [].filter.call(document.querySelectorAll('.group'), function(g){return g.getClientRects().length;})"
        ".map(function(g){return [].filter.call(g.querySelectorAll('li'),"
        " function(li){return li.getClientRects().length;}).length;});")
    hidden = len(browser.find_elements(By.CSS_SELECTOR, "[data-seats]")) - len(kept)
    assert hidden > 0 or edges_all > len(edges)  # the filter changed what is shown
    assert browser.find_element(By.CSS_SELECTOR, f"#cast tr[data-seat='{seat}']").get_attribute("class").split()[-1] \
        == "chosen"
    Select(browser.find_element(By.ID, "who")).select_by_value("")  # everyone again
    assert len(shown(browser, f"#phase-{night} ul.moves li")) == moves_all

    # Nothing but the page itself was requested (the log does see that one request).
    asked = requests(browser)
    assert path.as_uri() in asked
    assert [u for u in asked if not u.startswith(("file://", "data:"))] == []
    assert all(u == path.as_uri() for u in asked if u.startswith("file://"))

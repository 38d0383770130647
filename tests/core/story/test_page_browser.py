"""The replay page in a real browser: headless Chromium (Debian's ``chromium`` and
``chromium-driver``, which ``.ci/run`` installs when missing) driven by Selenium.

For a stored game of every variant and edition, written through the store API and
turned into a page by ``mafia-bot report N --html FILE``: every phase is reachable
(by its timeline button and by ▶), the player filter changes what is shown (and
shows only what concerns that player), nothing is requested from the network, and a
player named ``<img src=x onerror=alert(1)>`` is shown as text (no image, no alert).

On a phone (390 px, emulated as one: touch, the page's viewport) and a laptop (1280 px),
in every phase: nothing scrolls sideways but a picture inside its frame, every text of a
picture is at least 11 px high and no two overlap (Chromium's own layout of them), the
filter, ◀ and ▶ are reached by Tab and big enough for a thumb, and a picture opens
full-screen and closes with Escape.
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
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
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
    for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
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


#: One call: show every phase in turn and measure it.
MEASURE = """
var out = [], doc = document.documentElement;
var buttons = document.querySelectorAll('#timeline button'), phases = document.querySelectorAll('section.phase');
function small(root) {
  var found = [];
  root.querySelectorAll('*').forEach(function (el) {
    var own = [].some.call(el.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim(); });
    if (!own || !el.getClientRects().length) return;
    var height = el.getBoundingClientRect().height, size = parseFloat(getComputedStyle(el).fontSize);
    if (el.namespaceURI === 'http://www.w3.org/2000/svg' ? height < 11 : size < 11)
      found.push([el.textContent.slice(0, 30), height, size]);
  });
  return found;
}
for (var i = 0; i < buttons.length; i++) {
  buttons[i].click();
  var overlaps = [];
  phases[i].querySelectorAll('svg').forEach(function (svg) {
    var texts = [].map.call(svg.querySelectorAll('text'), function (t) { return [t.textContent, t.getBBox()]; });
    for (var a = 0; a < texts.length; a++) for (var b = a + 1; b < texts.length; b++) {
      var p = texts[a][1], q = texts[b][1];
      if (p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height)
        overlaps.push([texts[a][0], texts[b][0]]);
    }
  });
  out.push({overflow: doc.scrollWidth - doc.clientWidth, small: small(phases[i]), overlaps: overlaps,
            pictures: phases[i].querySelectorAll('svg').length});
}
buttons[0].click();
out.push({overflow: doc.scrollWidth - doc.clientWidth, small: small(document.querySelector('header'))
  .concat(small(document.getElementById('cast'))).concat(small(document.getElementById('controls'))),
  overlaps: [], pictures: 0});
return out;
"""


def emulate(driver, width: int) -> None:
    """A phone (a touch screen that honours the page's viewport) or a laptop's window."""
    phone = width < 700
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": 844 if phone else 900, "deviceScaleFactor": 3 if phone else 1, "mobile": phone})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": phone, "maxTouchPoints": 5})


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("book", BOOKS, ids=[f"{v}-{e}" if e else v for v, e, _ in BOOKS])
def test_the_page_on_a_phone_and_a_laptop(pages, browser, book, width):
    variant, edition, _ = book
    emulate(browser, width)
    try:
        browser.get(pages[(variant, edition)].as_uri())
        assert browser.execute_script("return window.innerWidth") == width
        measured = browser.execute_script(MEASURE)
        assert sum(m["pictures"] for m in measured) >= 3
        for i, m in enumerate(measured):
            assert m["overflow"] <= 0, (i, "the page scrolls sideways")
            assert m["small"] == [], (i, "a text smaller than 11 px")
            assert m["overlaps"] == [], (i, "two labels overlap")
        # A tally of several lines is shown as lines, not run together.
        tallies = browser.execute_script(
            "return [].filter.call(document.querySelectorAll('ul.public li'), function(li){"
            " return li.textContent.indexOf('\\n') >= 0;}).map(function(li){"
            " var p = li.closest('section'); p.style.display = 'block';"
            " var lines = [li.textContent.split('\\n').length, li.innerText.split('\\n').length];"
            " p.style.display = ''; return lines;});")
        assert all(shown == written for written, shown in tallies), tallies
        assert tallies or variant == "fantasy"  # (a fantasy day has no vote tally)
        edge = 360 if width < 700 else 1440  # the narrowest phone and a wide screen fit too
        emulate(browser, edge)
        assert max(m["overflow"] for m in browser.execute_script(MEASURE)) <= 0, edge
        emulate(browser, width)

        # The filter and ◀ ▶ by Tab, first of all; ▶ works from the keyboard.
        browser.find_element(By.TAG_NAME, "body").click()
        browser.execute_script("document.activeElement.blur(); window.scrollTo(0, 0);")
        reached = []
        for _ in range(3):
            ActionChains(browser).send_keys(Keys.TAB).perform()
            reached.append(browser.switch_to.active_element.get_attribute("id"))
        assert reached == ["who", "prev", "next"], reached
        where = browser.find_element(By.ID, "where").text
        ActionChains(browser).send_keys(Keys.ENTER).perform()
        assert browser.find_element(By.ID, "where").text != where
        if width < 700:  # big enough for a thumb (44 px, as the platforms' guidelines ask)
            sizes = browser.execute_script(
                "return [].map.call(document.querySelectorAll('#who, #prev, #next, #timeline button, .zoom'),"
                " function(e){var r = e.getBoundingClientRect(); return [e.id || e.textContent, r.width, r.height];})"
                ".filter(function(s){return s[1] > 0;});")
            assert sizes and all(h >= 44 and w >= 44 for _, w, h in sizes), sizes

        # A picture opens full-screen, at its own size, and closes with Escape.
        night = next(i for i, b in enumerate(browser.find_elements(By.CSS_SELECTOR, "#timeline button"))
                     if browser.find_elements(By.CSS_SELECTOR, f"#phase-{i} svg.night"))
        browser.find_elements(By.CSS_SELECTOR, "#timeline button")[night].click()
        zoom = browser.find_element(By.CSS_SELECTOR, f"#phase-{night} .zoom")
        zoom.click()
        frame = browser.execute_script(
            "var f = document.querySelector('.frame.full'), r = f.getBoundingClientRect(), s = f.querySelector('svg');"
            "return [r.left, r.top, r.width, r.height, s.getBoundingClientRect().width, s.width.baseVal.value];")
        assert frame[:2] == [0, 0] and frame[2] == width and frame[4] == frame[5]
        ActionChains(browser).send_keys(Keys.ESCAPE).perform()
        assert browser.find_elements(By.CSS_SELECTOR, ".frame.full") == []
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})

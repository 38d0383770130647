"""Every text key the code uses exists in the Russian catalog of its package."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.registry import Engine
from plugins import BUILTIN
from tests.conftest import ROOT

# reject("key" ...), tell(seat, "key" ...), announce("key" ...), ask(seat, "key" ...)
KEY = re.compile(r"""(?:reject\(|announce\(|Text\(|\.tell\([^,"]+,\s*|\.ask\([^,"]+,\s*)"""
                 r"""\s*(?:f?)["']([a-z_][\w.]*)["']""")


def keys_in(paths: list[Path]) -> set[str]:
    found: set[str] = set()
    for path in paths:
        for key in KEY.findall(path.read_text(encoding="utf-8")):
            if "." in key:
                found.add(key)
    return found


@pytest.mark.parametrize("variant", BUILTIN)
def test_every_key_exists(engine: Engine, variant: str) -> None:
    texts = engine.book(variant).texts("ru")
    sources = list((ROOT / "core").rglob("*.py")) + list((ROOT / "plugins" / variant).rglob("*.py"))
    keys = keys_in(sources)
    assert keys, "the scan found no keys at all"
    missing = sorted(k for k in keys if not texts.has(k) and not k.startswith("reject.needs_"))
    assert missing == []


def test_needs_keys_exist(engine: Engine) -> None:
    texts = engine.book("hp").texts("ru")
    from core.rules import NEEDS_FIELDS

    for name in NEEDS_FIELDS:
        assert texts.has(f"reject.needs_{name}")


def test_missing_key_renders_without_crashing(engine: Engine) -> None:
    texts = engine.book("hp").texts("ru")
    assert texts.render("no.such.key", {"a": 1}).startswith("no.such.key")
    assert texts.render("reject.dead", {}) .startswith("Вы выбыли")


@pytest.mark.parametrize("variant", BUILTIN)
def test_every_role_has_a_card_text(engine: Engine, variant: str) -> None:
    book = engine.book(variant)
    rules = engine.make_variant(variant)
    texts = book.texts("ru")
    missing = [name for name in book.roles.roles if rules.role_summary(texts, name) is None]
    assert missing == []


@pytest.mark.parametrize("variant,players,options", [
    ("hp", 17, None), ("romanian", 12, None), ("fantasy", 12, {"edition": "v0.1"}), ("fantasy", 12, {"edition": "I"}),
    ("cards", 12, None),
])
def test_no_raw_placeholder_reaches_a_player(engine: Engine, variant: str, players: int, options) -> None:
    """Every text a simulated game tells, in public or in private, has all its parameters
    (a «{ability}» left in a result is a bug the catalog test cannot see)."""
    from tools.simulate import move_rng, new_random_game, play

    for seed in range(8):
        game = new_random_game(engine, variant, players, seed, options=options)
        texts = [game.render(e) for e in game.log]
        for report in play(game, move_rng(seed), max_phases=60):
            texts += [game.render(e) for e in report.events]
        raw = [t for t in texts if re.search(r"\{[a-z_]+\}", t)]
        assert raw == [], f"{variant} seed {seed}: {raw[:3]}"

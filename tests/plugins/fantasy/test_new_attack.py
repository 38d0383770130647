"""An attack of a new role of editions v0.1 and I needs no line anywhere: the night's attacks collect every
ability tagged ``ATTACK`` that ``order.ATTACKS`` does not list, 1 damage at its rank (``Ability.value``)."""

from __future__ import annotations

import importlib
import sys

from core.commands import Act, EndPhase
from core.game import Game
from core.model import PlayerSetup
from core.registry import Engine
from core.rules import Action

from plugins.fantasy.common.mechanics import st

ROLE_MODULE = '''
from core.rules import Ability, Role

from plugins.fantasy.common.roles import ATTACK, NIGHT, not_self, tags
from plugins.fantasy.common.state import LAW

ROLE = Role("Новый убийца", faction=LAW, abilities=(
    Ability("Удар", phase=NIGHT, value=10, check=not_self, tags=tags(ATTACK)),
))
'''
PLAYERS = [("Аня", "Новый убийца", "Оракул"), ("Борис", "Мирный житель", "Сыщик"),
           ("Вика", "Мирный житель", "Вор"), ("Глеб", "Бес", "Мэр")]


def test_an_unlisted_attack_hurts_at_its_rank(tmp_path, monkeypatch):
    package = importlib.import_module("plugins.fantasy.v01_i.roles")
    (tmp_path / "new_killer.py").write_text(ROLE_MODULE)
    monkeypatch.setattr(package, "__path__", [*package.__path__, str(tmp_path)])
    try:
        variant = Engine().make_variant("fantasy", {"edition": "I"})
        game = Game(variant, [PlayerSetup(n, r, p) for n, r, p in PLAYERS], seed=1)
        assert game.phase.kind == "night"
        boris = game.players[1]
        lives = st(boris).lives
        assert game.execute(Act(Action(0, "Удар", (1,)))).accepted
        game.execute(EndPhase())
        assert st(boris).lives == lives - 1
        assert "Удар" in st(boris).killed_by
    finally:
        sys.modules.pop("plugins.fantasy.v01_i.roles.new_killer", None)

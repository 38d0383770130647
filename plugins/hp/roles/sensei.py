"""Сэнсэй (Якудза): Защита, Медитация, Лечение, Месть; after Ниндзя's death,
Катана and automatic Медитация."""

from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import YAKUZA, gs, hit, in_coma, st
from plugins.hp.roles._common import heal_ability, self_only

NAME = "Сэнсэй"
OFF = {"выкл", "выключить", "off"}

ROLE = Role(
    NAME,
    faction=YAKUZA,
    knows_fellows=True,
    abilities=(
        Ability("Защита", min_targets=0, max_targets=1, check=self_only, aliases=("Защита сэнсэя",),
                targeted=False),
        Ability("Медитация", min_targets=0, max_targets=1, check=self_only, targeted=False),
        heal_ability(),
        # Месть goes with any other move and works from hospital.
        Ability("Месть", min_targets=0, max_targets=0, slot="revenge", targeted=False,
                tags=frozenset({"hospital_ok"})),
    ),
    summary="Одно действие на выбор: Защита, Медитация, Лечение (1 раз); Месть — вместе с любым.",
)


def protect(res: Resolution) -> None:
    for action in res.of("Защита"):
        if res.player(action.actor).role == NAME:
            res.scratch.protected.add(action.actor)


def meditate(res: Resolution) -> None:
    game = res.game
    for action in res.of("Медитация"):
        if action.choice and action.choice.casefold() in OFF:
            st(res.player(action.actor)).meditation_off = True
        else:
            st(res.player(action.actor)).meditation_off = False
            res.scratch.meditating.add(action.actor)
    # After Ниндзя's death meditation runs every night by itself, from hospital too.
    ninja_dead = any(p.role == "Ниндзя" and not p.in_game for p in game.players)
    if ninja_dead:
        for player in game.living():
            if player.role == NAME and not in_coma(player) and not st(player).meditation_off:
                res.scratch.meditating.add(player.seat)


def revenge(res: Resolution) -> None:
    game = res.game
    auto = [seat for seat, night in gs(game).auto_revenge.items() if night == res.phase.index]
    for seat in auto:
        del gs(game).auto_revenge[seat]
    if not res.of("Месть") and not auto:
        return
    for player in game.players:
        marks = st(player).marks
        if marks and player.in_game:
            hit(res, None, player.seat, 45 * marks, "Месть", attack=False)
        st(player).marks = 0
    for action in res.of("Месть"):
        res.tell(action.actor, "hp.result.revenge")


STEPS = [
    (2, "Медитация", PhaseKind.NIGHT, meditate),
    (3.1, "Защита сэнсэя", PhaseKind.NIGHT, protect),
    (7, "Месть", PhaseKind.NIGHT, revenge),
]

"""Сэнсэй (Якудза): Защита, Медитация, Лечение, Месть; after Ниндзя's death,
Катана and automatic Медитация."""

from core.game import Game
from core.model import PhaseKind, Player
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.hp.mechanics import SENSEI, YAKUZA, gs, hit, reanimated
from plugins.hp.roles._common import NOT_AN_ACTION, heal_ability, self_only
from plugins.hp.state import ST_COMA

NAME = SENSEI
KATANA = "Катана"
MEDITATION_OFF = "Без медитации"


def has_katana(player: Player) -> bool:
    """The ninja is dead and the sensei took his katana (and automatic meditation)."""
    return KATANA in player.granted


def auto_meditating(game: Game, player: Player, action: Action) -> Rejection | None:
    if not has_katana(player):
        return reject("reject.hp.no_auto_meditation")
    return None


ROLE = Role(
    NAME,
    faction=YAKUZA,
    aliases=("Сенсей",),
    knows_fellows=True,
    abilities=(
        Ability("Защита", min_targets=0, max_targets=1, check=self_only, aliases=("Защита сэнсэя",),
                targeted=False),
        Ability("Медитация", min_targets=0, max_targets=1, check=self_only, targeted=False),
        heal_ability(),
        # Месть goes with any other move and works from hospital.
        Ability("Месть", min_targets=0, max_targets=0, slot="revenge", targeted=False,
                tags=frozenset({"hospital_ok"})),
        # After the ninja's death: switch tonight's automatic meditation off. Not a
        # night move (no trap fires on it), and it costs no action.
        Ability(MEDITATION_OFF, min_targets=0, max_targets=0, slot="meditation", targeted=False,
                check=auto_meditating, aliases=("Выключить медитацию",),
                tags=frozenset({"hospital_ok", NOT_AN_ACTION})),
    ),
)


def protect(res: Resolution) -> None:
    for action in res.of("Защита"):
        if res.player(action.actor).role == NAME:
            res.scratch.protected.add(action.actor)


def meditate(res: Resolution) -> None:
    game = res.game
    for action in res.of("Медитация"):
        res.scratch.meditating.add(action.actor)
    # With the katana, meditation runs every night by itself, from hospital too
    # (not from coma), unless the sensei switches it off for the night.
    off = {a.actor for a in res.of(MEDITATION_OFF)}
    for player in game.living():
        awake = ST_COMA not in player.statuses or reanimated(game, player)  # (in_coma, inlined: every player)
        if player.role == NAME and has_katana(player) and awake and player.seat not in off:
            res.scratch.meditating.add(player.seat)


def revenge(res: Resolution) -> None:
    game = res.game
    auto = [seat for seat, night in gs(game).auto_revenge.items() if night == res.phase.index]
    for seat in auto:
        del gs(game).auto_revenge[seat]
    if not res.of("Месть") and not auto:
        return
    for player in game.players:
        s = player.state  # (st(player), inlined: every player)
        marks = s.marks
        if player.in_game:
            # Each mark is its own blow of 45 (rounded separately under Главврач's halving).
            for _ in range(marks):
                hit(res, None, player.seat, 45, "Месть", attack=False)
        s.marks = 0
    for action in res.of("Месть"):
        res.tell(action.actor, "hp.result.revenge")


def on_death(game: Game, sensei: Player) -> None:
    """The sensei's death: his last Месть falls the next night by itself."""
    index = game.phase.index
    next_night = index + 2 if game.phase.kind is PhaseKind.NIGHT else index + 1
    gs(game).auto_revenge[sensei.seat] = next_night

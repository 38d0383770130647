"""Ниндзя (Якудза): Катана (65 урона) или Ловушка (95 урона, если цель следующей ночью действует)."""

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import FOREVER, NINJA, SENSEI, YAKUZA, hit, st
from plugins.hp.roles._common import night_moves

KATANA = Ability("Катана", allow_self=False, value=65, tags=frozenset({"attack"}))

ROLE = Role(
    NINJA,
    faction=YAKUZA,
    knows_fellows=True,
    abilities=(
        KATANA,
        Ability("Ловушка", allow_self=False),
    ),
)


def katana(res: Resolution) -> None:
    for action in res.of(KATANA.name):
        hit(res, action.actor, action.target, KATANA.value, KATANA.name)


def trap(res: Resolution) -> None:
    # Traps set last night fire on whoever tries any night move tonight; not an attack.
    night = res.phase.index
    for player in res.game.players:
        s = player.state  # (st(player), inlined: every player every night)
        if s.trap_night == night:
            if player.in_game and night_moves(res, player.seat):
                hit(res, s.trap_by, player.seat, 95, "Ловушка", attack=False)
                if s.trap_by is not None:
                    res.tell(s.trap_by, "hp.result.trap_fired", target=player.name)
            s.trap_night = s.trap_by = None
    for action in res.of("Ловушка"):
        target = st(res.player(action.target))
        target.trap_night = res.phase.index + 2
        target.trap_by = action.actor
        res.tell(action.actor, "hp.result.trap_set", target=res.player(action.target).name)


def on_death(game: Game, ninja: Player) -> None:
    """The ninja's death: a living Сэнсэй takes his katana (and automatic Медитация)."""
    for other in game.players:
        if other.role == SENSEI and other.in_game:
            other.granted[KATANA.name] = FOREVER
            game.tell(other.seat, "hp.result.katana_inherited")

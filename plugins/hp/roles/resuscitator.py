"""Реаниматолог: укол больному — следующей ночью он действует (из комы тоже) и не лечится больницей."""

from core.game import Game
from core.model import Player, PhaseKind
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.hp.mechanics import in_hospital, st


def patient(game: Game, player: Player, action: Action) -> Rejection | None:
    if not in_hospital(game.players[action.target]):
        return reject("reject.hp.not_in_hospital", target=game.players[action.target].name)
    return None


ROLE = Role("Реаниматолог", public=True,
            abilities=(Ability("Реаниматолог", phase=PhaseKind.DAY, check=patient, aliases=("Укол", "Препарат")),))


def inject(res: Resolution) -> None:
    for action in res.of("Реаниматолог"):
        target = res.player(action.target)
        if target.in_game:
            st(target).reanimated_night = res.phase.index + 1
            res.tell(target.seat, "hp.result.injected")

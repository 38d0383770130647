"""Abilities and steps that several roles of the HP book share."""

from __future__ import annotations

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, reject

from plugins.hp.mechanics import CIVILIAN, heal, is_law_role, st, wipe


def self_only(game: Game, player: Player, action: Action) -> Rejection | None:
    if action.targets and action.targets != (player.seat,):
        return reject("reject.hp.self_only", ability=action.ability)
    return None


def not_civilian_guess(game: Game, player: Player, action: Action) -> Rejection | None:
    if action.guess == CIVILIAN:
        return reject("reject.hp.no_civilian_guess", ability=action.ability)
    return None


def heal_ability() -> Ability:
    """Лечение (1 на всю игру): лечит цель на 40 хп."""
    return Ability("Лечение", uses=1, value=40, tags=frozenset({"heal"}))


def heal_step(res: Resolution) -> None:
    for action in res.of("Лечение"):
        healed = heal(res, action.target, 40)
        res.tell(action.actor, "hp.result.healed", target=res.player(action.target).name, amount=healed)


def punish(res: Resolution, action: Action) -> None:
    """Кара: a right guess wipes the target; a wrong one falls on the punisher."""
    target = res.player(action.target)
    if action.guess == target.role:  # the true role: Кара ignores masks
        wipe(res, target.seat)
        res.tell(action.actor, "hp.result.punish_hit", target=target.name, role=action.guess)
    else:
        wipe(res, action.actor)
        res.tell(action.actor, "hp.result.punish_miss", target=target.name, role=action.guess)


def law_guess_only(game: Game, player: Player, action: Action) -> Rejection | None:
    """Псих may name only a role of the law, and not Мирный житель."""
    if action.guess == CIVILIAN or not is_law_role(game, action.guess or ""):
        return reject("reject.hp.psycho_guess", ability=action.ability)
    return None


def no_law_guess(game: Game, player: Player, action: Action) -> Rejection | None:
    """Каратель may not name a role of the law."""
    if is_law_role(game, action.guess or ""):
        return reject("reject.hp.punisher_guess", ability=action.ability)
    return None


def used_tonight(res: Resolution, seat: int) -> list[str]:
    return sorted({a.ability for a in res.by(seat, include_cancelled=True)})


__all__ = ["heal_ability", "heal_step", "punish", "self_only", "not_civilian_guess", "law_guess_only",
           "no_law_guess", "used_tonight", "st"]

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


def public_guess(game: Game, action: Action) -> Rejection | None:
    """Кара, Убийство and Слухи name a SECRET role."""
    role = game.variant.roles.roles.get(action.guess or "")
    if role is not None and role.public:
        return reject("reject.hp.secret_guess", ability=action.ability, role=role.name)
    return None


def not_civilian_guess(game: Game, player: Player, action: Action) -> Rejection | None:
    if (rejection := public_guess(game, action)) is not None:
        return rejection
    if action.guess == CIVILIAN:
        return reject("reject.hp.no_civilian_guess", ability=action.ability)
    return None


#: Лечение (1 на всю игру): лечит цель на 40 хп (Мирный житель, Сэнсэй, Псих).
HEAL = Ability("Лечение", uses=1, value=40, tags=frozenset({"heal"}))


def heal_ability() -> Ability:
    """Лечение (1 на всю игру): лечит цель на 40 хп."""
    return HEAL


def heal_step(res: Resolution) -> None:
    for action in res.of(HEAL.name):
        healed = heal(res, action.target, HEAL.value)
        res.tell(action.actor, "hp.result.healed", target=res.player(action.target).name, amount=healed,
                 yourself=action.target == action.actor)


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
    if (rejection := public_guess(game, action)) is not None:
        return rejection
    if action.guess == CIVILIAN or not is_law_role(game, action.guess or ""):
        return reject("reject.hp.psycho_guess", ability=action.ability)
    return None


def no_law_guess(game: Game, player: Player, action: Action) -> Rejection | None:
    """Каратель may not name a role of the law."""
    if (rejection := public_guess(game, action)) is not None:
        return rejection
    if is_law_role(game, action.guess or ""):
        return reject("reject.hp.punisher_guess", ability=action.ability)
    return None


# A tag of abilities that are settings rather than night moves (Без медитации):
# no trap fires on them and Слухи do not report them.
NOT_AN_ACTION = "not_an_action"


def night_moves(res: Resolution, seat: int) -> list[Action]:
    """What the player tried tonight: every action sent, but the settings."""
    player = res.player(seat)
    moves = []
    for action in res.by(seat, include_cancelled=True):
        ability = res.game.ability_of(player, action.ability)
        if ability is None or NOT_AN_ACTION not in ability.tags:
            moves.append(action)
    return moves


def used_tonight(res: Resolution, seat: int) -> list[str]:
    return sorted({a.ability for a in night_moves(res, seat)})


__all__ = ["NOT_AN_ACTION", "heal_ability", "heal_step", "punish", "self_only", "not_civilian_guess",
           "law_guess_only", "no_law_guess", "night_moves", "used_tonight", "st"]

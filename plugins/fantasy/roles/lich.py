"""Лич (Нежить): Армия тьмы (Л), Щит душ, Зомбирование, Без души (Л,Т), Мистическая связь."""

from core.game import Game
from core.model import Player
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.mechanics import st
from plugins.fantasy.roles._common import ANY, NIGHT, not_self
from plugins.fantasy.state import UNDEAD


def zombie_order(game: Game, player: Player, action: Action) -> Rejection | None:
    """«[Публичное действие Явной роли], [Цель]»: a public ability of the zombified's public
    role, or the vote, aimed at a player named now."""
    if len(action.targets) != 2:
        return reject("reject.fantasy.zombie_format")
    puppet = game.players[action.targets[0]]
    wanted = game.variant.order_ability(game, puppet, action.choice or "")
    if wanted is None:
        return reject("reject.fantasy.zombie_invalid", name=puppet.name, order=action.choice or "")
    return None


def has_order(game: Game, player: Player, action: Action) -> Rejection | None:
    if not any(st(p).zombified_by == player.seat and st(p).zombie_order is not None for p in game.players):
        return reject("reject.fantasy.no_zombie")
    return None


ROLE = Role("Лич", faction=UNDEAD, abilities=(
    # targets: [the zombified, the order's target]; choice: the order's public action.
    Ability("Зомбирование", phase=NIGHT, uses=1, min_targets=2, max_targets=2, distinct_targets=False,
            needs=frozenset({"choice"}), check=zombie_order, slot="зомби"),
    # The signal (through the master): the order is carried out.
    Ability("Сигнал", phase=ANY, instant=True, min_targets=0, max_targets=0, targeted=False,
            aliases=("Приказ", "Сигнал Лича"), check=has_order, slot="сигнал"),
))
_ = not_self

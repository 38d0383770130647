"""Мирный житель (Закон). В издании I — Праведная месть (Л,Т): после смерти Начальника
стражи или Инквизитора получает Вилы (атака, 1 урон) и Факелы (тайная роль цели)."""

from core.game import Game
from core.model import Player
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.roles import ATTACK, INFO, L, NIGHT, ONLY_I, T, all_of, not_self, recharge, tags
from plugins.fantasy.common.state import LAW


def fresh_target(game: Game, player: Player, action: Action) -> Rejection | None:
    for use in player.uses_of(action.ability):
        if set(use.targets) & set(action.targets):
            return reject("reject.repeat_target", ability=action.ability, name=game.players[action.target].name)
    return None


ROLE = Role("Мирный житель", faction=LAW, aliases=("Мирный", "МЖ"), abilities=(
    Ability("Вилы", phase=NIGHT, value=9, check=all_of(not_self, recharge, fresh_target), slot="main",
            tags=tags(ONLY_I, ATTACK, L, T, "vengeance")),
    Ability("Факелы", phase=NIGHT, uses=1, aliases=("Факела",), check=not_self, slot="факелы",
            tags=tags(ONLY_I, INFO, L, T, "vengeance")),
))

"""Мирный житель (Закон). В издании I — Праведная месть (Л,Т): после смерти Начальника
стражи или Инквизитора получает Вилы (атака, 1 урон) и Факелы (тайная роль цели)."""

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.roles import all_of, ATTACK, INFO, L, NIGHT, not_self, ONLY_I, recharge, T, tags
from plugins.fantasy.common.state import LAW
from plugins.fantasy.v01_i.night import answer, targets


def fresh_target(game: Game, player: Player, action: Action) -> Rejection | None:
    for use in player.uses_of(action.ability):
        if set(use.targets) & set(action.targets):
            return reject("reject.repeat_target", ability=action.ability, name=game.players[action.target].name)
    return None


# Passive abilities: not moves, the night applies them (name, marks).
PASSIVES = [("Праведная месть", (L, T))]

ROLE = Role("Мирный житель", faction=LAW, aliases=("Мирный", "МЖ"), abilities=(
    Ability("Вилы", phase=NIGHT, value=9, check=all_of(not_self, recharge, fresh_target), slot="main",
            tags=tags(ONLY_I, ATTACK, L, T, "vengeance")),
    Ability("Факелы", phase=NIGHT, uses=1, aliases=("Факела",), check=not_self, slot="факелы",
            tags=tags(ONLY_I, INFO, L, T, "vengeance")),
))


def torches(res: Resolution) -> None:
    """Факелы: the target's secret role."""
    for action in res.of("Факелы", include_cancelled=True):
        seat = targets(res, action)[0]
        res.tell(action.actor, "fantasy.result.role_of", target=res.player(seat).name, role=answer(res, action, seat))

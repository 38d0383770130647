"""Оборотень: Регенерация (каждое Полнолуние +1 жизнь — ``regeneration``); в издании I
Вой (Т): в Полнолуние три игрока этой ночью не действуют."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.mechanics import heal, in_prison, is_full_moon, WEREWOLF
from plugins.fantasy.common.roles import NIGHT, ONLY_I, T, full_moon, not_self, tags, all_of
from plugins.fantasy.v01_i.night import block

ROLE = Role(WEREWOLF, public=True, abilities=(
    Ability("Вой", phase=NIGHT, min_targets=3, max_targets=3, check=all_of(full_moon, not_self),
            tags=tags(ONLY_I, T)),
))


def howl(res: Resolution) -> None:
    """Вой: the three targets do not act tonight (the night's ``blocks`` cancels their moves)."""
    block(res, "Вой")


def regeneration(res: Resolution) -> None:
    """Регенерация: +1 life every Полнолуние (not in Тюрьма)."""
    game = res.game
    if is_full_moon(game):
        for player in game.players:
            if player.public == ROLE.name and player.alive and not in_prison(player):
                heal(game, player.seat, 1)

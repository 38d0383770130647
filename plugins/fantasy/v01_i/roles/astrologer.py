"""Астролог: Составить гороскоп — раз за цикл ночей; если цель применяла способности
тайной роли, узнаёт её тайную роль (в издании I — и все её действия)."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.mechanics import is_v01, seen_role
from plugins.fantasy.common.roles import INFO, NIGHT, SECRETLY, not_self, tags
from plugins.fantasy.v01_i.night import sc, targets

ROLE = Role("Астролог", public=True, abilities=(
    Ability("Составить гороскоп", phase=NIGHT, per_cycle=1, aliases=("Гороскоп",), check=not_self,
            tags=tags(INFO, SECRETLY)),
))


def horoscope(res: Resolution) -> None:
    """Составить гороскоп: a target that used a secret ability tonight shows its secret role (in edition I
    and all those moves); else, or blocked, nothing is learnt."""
    game = res.game
    night = sc(res)
    for action in res.of("Составить гороскоп", include_cancelled=True):
        seat = targets(res, action)[0]
        target = res.player(seat)
        secret = [m for m in night.moves if m[0] == seat and m[2] in game.variant.secret_abilities]
        if action.actor in night.blocked or not secret:
            res.tell(action.actor, "fantasy.result.horoscope_none", target=target.name)
            continue
        res.tell(action.actor, "fantasy.result.horoscope", target=target.name, role=seen_role(game, target))
        if not is_v01(game):
            done = [f"{m[2]} → {res.player(m[1]).name}" for m in secret]
            res.tell(action.actor, "fantasy.result.horoscope_moves", target=target.name, moves=done)

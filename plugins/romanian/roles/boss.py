"""Босс (Мафия): поиск следователя (нашёл — сразу стреляет), выстрел (в т.ч.
серебром), охота на медведя, отравление; отправляет ходы клана."""

from core.rules import Ability, Role

from plugins.romanian.mechanics import BOSS, DETECTIVE, MAFIA
from plugins.romanian.night import WATCHING, attack, ok, see, simple_visit
from plugins.romanian.roles._clan import MAFIA_ABILITIES, TRUST, clan_move, clan_slot

SEARCH = "Поиск следователя"

ROLE = Role(
    BOSS,
    faction=MAFIA,
    knows_fellows=True,
    abilities=(Ability(SEARCH, check=clan_move, aliases=("Поиск",), slot=clan_slot(SEARCH)), *MAFIA_ABILITIES, TRUST),
)


def search(res, move, wanted: str = DETECTIVE, miss: str = "romanian.answer.not_detective") -> None:
    from plugins.romanian.roles.jester import seen_role

    see(res, move.actor, WATCHING)
    target = simple_visit(res, move)
    if target is None:
        return
    if seen_role(res, target) != wanted:
        ok(move, miss)
        return
    attack(res, move, target, "shot")  # found: shoots at once (a vest still saves)
    ok(move)

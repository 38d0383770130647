"""Вампир (Вампиры): кусает — укушенный истекает кровью и умирает следующей
ночью, если его не вылечат; второй укус вампира обращает. Убить его может
только серебро. Маскировка (одна): все воздействия на него в эту ночь
неудачны."""

from core.rules import Ability, Role
from core.resolution import Resolution

from plugins.romanian.mechanics import VAMPIRE, VAMPIRES, st
from plugins.romanian.night import (
    COMPANY, attack, fail, nt, ok, reach, see,
)
from plugins.romanian.state import Move

BITE, DISGUISE = "Укус", "Маскировка"

ROLE = Role(
    VAMPIRE,
    faction=VAMPIRES,
    abilities=(
        Ability(BITE, allow_self=False, tags=frozenset({"attack"})),
        Ability(DISGUISE, min_targets=0, max_targets=0, uses=1, targeted=False),
    ),
)


def disguise(res: Resolution, move: Move) -> None:
    night = nt(res)
    night.masked_vampires.add(move.actor)
    night.untouchable.add(move.actor)
    ok(move)


def bite(res: Resolution, move: Move) -> None:
    game = res.game
    night = nt(res)
    target = reach(res, move, move.targets[0])
    if target is None:
        fail(res, move)
        return
    see(res, target, -COMPANY)
    victim = game.players[target]
    s = st(victim)
    original = game.players[move.actor].role == VAMPIRE
    bled_before = s.bitten_night is not None and s.bitten_night < res.phase.index
    if original and bled_before and not s.bitten_turning:
        fail(res, move)  # bitten first by a turned vampire: no turning
        return
    if not attack(res, move, target, "bite"):
        fail(res, move)
        return
    if original and bled_before and s.bitten_turning:
        night.turned.add(target)
    ok(move)

"""Поп (Мирные): исповедь — цель этой ночью никто не тронет, поп узнаёт,
грешна ли она, и дарит ей крестик (не вампиру). Бронежилет под рясой; не
подвержен укусам; к одному — один раз за игру."""

from core.rules import Ability, Role
from core.resolution import Resolution

from plugins.romanian.items import CROSS
from plugins.romanian.mechanics import PRIEST, TOWN, VAMPIRE_ROLES, st
from plugins.romanian.night import COMPANY, fail, nt, ok, reach, see
from plugins.romanian.state import Move

CONFESSION = "Исповедь"

ROLE = Role(
    PRIEST,
    faction=TOWN,
    abilities=(Ability(CONFESSION, allow_self=False, max_per_target=1, aliases=(PRIEST,)),),
)


def confess(res: Resolution, move: Move) -> None:
    target = reach(res, move, move.targets[0], ignore_protection=True)
    if target is None:
        fail(res, move)
        return
    see(res, target, -COMPANY)
    night = nt(res)
    night.confessed.setdefault(target, move.actor)
    player = res.game.players[target]
    sinful = st(player).sinner or player.role in VAMPIRE_ROLES
    ok(move, "romanian.answer.sinner" if sinful else "romanian.answer.not_sinner")
    # «Вампиру и обращённому вампиру, крестик не даёт» (l.134): the vampire confesses and gets nothing.
    if player.role in VAMPIRE_ROLES:
        res.tell(target, "romanian.result.confessed_no_cross")
        return
    res.tell(target, "romanian.result.confessed")
    night.gifts.append((target, CROSS))

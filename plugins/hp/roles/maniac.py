"""Маньяк (Нейтрал): Нож (95, из больницы 45) или Убийство (угадать тайную роль)."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import MANIAC, NEUTRAL, hit, wipe
from plugins.hp.roles._common import not_civilian_guess

NAME = MANIAC

ROLE = Role(
    NAME,
    faction=NEUTRAL,
    abilities=(
        KNIFE := Ability("Нож", allow_self=False, value=95, tags=frozenset({"attack", "hospital_ok"})),
        Ability("Убийство", allow_self=False, needs=frozenset({"guess"}), check=not_civilian_guess),
    ),
)


def knife(res: Resolution) -> None:
    """Both knives: Маньяк's (95, 45 from hospital) and Псих's (any amount, half back)."""
    from plugins.hp.roles.psycho import psycho_knife

    for action in res.of("Нож"):
        actor = res.player(action.actor)
        if actor.role == NAME:
            amount = 45 if action.actor in res.scratch.in_hospital else KNIFE.value
            hit(res, action.actor, action.target, amount, "Нож")
        else:
            psycho_knife(res, action)


def murder(res: Resolution) -> None:
    for action in res.of("Убийство"):
        target = res.player(action.target)
        if action.guess == target.role:  # ignores masks
            wipe(res, target.seat)
            res.tell(action.actor, "hp.result.murder_hit", target=target.name, role=action.guess)
        else:
            res.tell(action.actor, "hp.result.murder_miss", target=target.name, role=action.guess)

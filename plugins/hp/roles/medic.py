"""Медик: днём лечит цель на 10 хп (15, если она днём в больнице), после казни."""

from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import heal, st

ROLE = Role("Медик", public=True,
            abilities=(Ability("Медик", phase=PhaseKind.DAY, aliases=("Лечение медика", "Лечение")),))


def treat(res: Resolution) -> None:
    for action in res.of("Медик"):
        target = res.player(action.target)
        if not target.in_game:
            continue
        amount = 15 if st(target).hospital_at_day_start else 10
        healed = heal(res, target.seat, amount)
        res.tell(action.actor, "hp.result.healed", target=target.name, amount=healed,
                 yourself=target.seat == action.actor)

"""Ведьма: Порча (раз за цикл ночей тайно: атакованный цель умирает сразу); v0.1 Смена пола
(любой день, публично: цель не голосует этим днём); I Печать Небес (4 раза за игру: если
Ведьма и отмеченный погибают в одну ночь, Ведьма остаётся жива со всеми жизнями)."""

from core.resolution import Resolution
from core.rules import Ability, Action, Role

from plugins.fantasy.common.mechanics import gs, st
from plugins.fantasy.common.roles import (
    DAY, NIGHT, ONLY_I, ONLY_V01, PUBLIC, SECRETLY, not_self, once_a_phase, tags,
)
from plugins.fantasy.v01_i.night import act, sc, targets

ROLE = Role("Ведьма", public=True, abilities=(
    Ability("Порча", phase=NIGHT, per_cycle=1, aliases=("Проклятие! Порча", "Проклятие Порча"), check=not_self,
            tags=tags(SECRETLY)),
    Ability("Смена пола", phase=DAY, instant=True, aliases=("Проклятие! Смена пола", "Проклятие Смена пола"),
            slot="пол", check=once_a_phase,
            tags=tags(ONLY_V01, PUBLIC)),
    Ability("Печать Небес", phase=NIGHT, uses=4, allow_dead_target=True, check=not_self, slot="печать",
            aliases=("Проклятие! Печать Небес", "Проклятие Печать Небес"), tags=tags(ONLY_I)),
))


def heaven_seal(res: Resolution) -> None:
    """Печать Небес (I): the Ведьма and a sealed player dying the same night — she lives, full lives."""
    game = res.game
    for action in act(res, "Печать Небес"):  # a Ведьма under Чары or Вой sets no seal
        gs(game).seals.setdefault(action.actor, []).append(targets(res, action)[0])
    for witch_seat, sealed in gs(game).seals.items():
        witch = res.player(witch_seat)
        if not witch.alive or st(witch).lives > 0:
            continue
        if any(res.player(s).alive and st(res.player(s)).lives <= 0 for s in sealed if s != witch_seat):
            st(witch).lives = st(witch).max_lives
            res.tell(witch_seat, "fantasy.result.sealed_saved")


def curse(res: Resolution) -> None:
    """Порча: an attack on the target kills him at once, even if his own abilities block it (the night's
    attacks)."""
    for action in act(res, "Порча"):
        sc(res).cursed[targets(res, action)[0]] = action.actor


def sex_change(res: Resolution, action: Action) -> None:
    """Смена пола: the target does not vote this day (a vote given is void)."""
    target = res.player(action.target)
    st(target).no_vote_day = res.phase.index
    res.game.void_vote(target.seat)
    res.announce("fantasy.sex_change", player=target.name)


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Смена пола": sex_change,
}

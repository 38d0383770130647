"""Инквизитор (Закон): маска (Л,Т,К), Лицо толпы (Л), Аутодафе (раз за цикл ночей, не
спасает ничего), Обвинение в ведьмовстве (не в ночь Аутодафе)."""

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.roles import all_of, ANNOUNCED, K, L, NIGHT, not_self, START, start_only, T, tags
from plugins.fantasy.common.state import LAW
from plugins.fantasy.common.mechanics import st
from plugins.fantasy.v01_i.night import act, happening, mask_abilities, sc, targets


def other_role(game: Game, player: Player, action: Action) -> Rejection | None:
    role = game.variant.roles.role(action.role or "")
    if role is None or role.name == player.role:
        return reject("reject.fantasy.mask_role", role=action.role or "")
    return None


MASK = "Никто не ждал испанскую инквизицию!"

# Passive abilities: not moves, the night applies them (name, marks).
PASSIVES = [("Лицо толпы", (L,))]

ROLE = Role("Инквизитор", faction=LAW, abilities=(
    Ability(MASK, phase=NIGHT, min_targets=0, max_targets=0, needs=frozenset({"role"}), targeted=False,
            aliases=("Никто не ждал испанскую инквизицию", "Маска", "Испанская инквизиция"), slot="маска",
            check=all_of(start_only, other_role), tags=tags(L, T, K, START, "mask")),
    # Лицо толпы: «о применении всех способностей Тайной роли Инквизитора публично объявляется».
    Ability("Аутодафе", phase=NIGHT, per_cycle=1, check=not_self, tags=tags(ANNOUNCED)),
    Ability("Обвинение в ведьмовстве", phase=NIGHT, aliases=("Обвинение",), check=not_self, tags=tags(ANNOUNCED)),
))


def crowd_face(res: Resolution) -> None:
    """Лицо толпы (Л): the Инквизитор's secret abilities are told to the town next morning."""
    for ability, seat in sc(res).crowd_news:
        res.announce("fantasy.crowd_face", ability=ability, targets=[res.player(seat).name] if seat >= 0 else [])


def autodafe(res: Resolution) -> None:
    """Аутодафе: «Не спасает ничего» — the target dies tonight (the night's ``sudden_death``)."""
    night = sc(res)
    for action in act(res, "Аутодафе"):
        seat = targets(res, action)[0]
        night.sudden_death.add(seat)
        night.burned.add(seat)


def accusation(res: Resolution) -> None:
    """Обвинение в ведьмовстве: announced; the target is accused the next day."""
    index = res.phase.index
    for action in act(res, "Обвинение в ведьмовстве"):
        target = res.player(targets(res, action)[0])
        st(target).accused_day, st(target).accused_by = index + 1, action.actor
        res.announce("fantasy.accused", player=target.name)


def unmask(res: Resolution) -> None:
    """Никто не ждал испанскую инквизицию!: any other secret ability that happens takes the mask off, and
    Лицо толпы tells it in the morning (``crowd_face``)."""
    game = res.game
    masks = mask_abilities(game)
    for action in happening(res):
        actor = res.player(action.actor)
        if actor.role == ROLE.name and action.ability in game.variant.secret_abilities and action.ability not in masks:
            st(actor).mask = None
            sc(res).crowd_news.append((action.ability, targets(res, action)[0] if action.targets else -1))

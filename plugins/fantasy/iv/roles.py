"""The roles of edition IV («Темный Гримуар»): eighteen public roles, fourteen secret ones and
the Всадник Апокалипсиса the Чумной Доктор may become. Passive abilities are not moves: they
are listed in PASSIVES with their marks and applied by the resolution (plugins/fantasy/iv/resolve.py).

Every ability takes its own slot («в одну и ту же фазу можно использовать любое количество
способностей, но не одну и ту же способность несколько раз»); «если не применяет X» is the
check ``unless``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import Check, all_of, unless
from plugins.fantasy.iv.state import st  # noqa: F401 (the accessors, for the modules that import them here)
from plugins.fantasy.iv.state import (
    DEMONOLOGIST, DEMONS, DEVIL, DOCTOR, FULL, HORSEMAN, HOUND, IMP, LAW, LICH, MOONS, NECROMANCER, NEUTRAL,
    NEW, SUCCUBUS, UNDEAD,
)

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player

L, T, K, B = "Л", "Т", "К", "Б"  # kept in Лазарет, Темница, on Кладбище; not blocked
ATTACK = "attack"
GRAVE_LOOK = "grave_look"  # learns a dead one's secret role (never redirected)
JAILS = "jail"
BLOCK = "block"
SHIELD = "shield"  # the target takes no damage from attacks this phase

GIFTS = ("Могущество", "Слава", "Бессмертие", "Удача", "Спасение", "Знание")
REFUSE = "отказ"


def dead_targets(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for seat in action.targets:
        if game.players[seat].alive:
            return reject("reject.iv.target_alive", ability=action.ability, name=game.players[seat].name)
    return None


def infirmary_target(game: "Game", player: "Player", action: Action) -> Rejection | None:
    from plugins.fantasy.iv.state import INFIRMARY

    for seat in action.targets:
        if INFIRMARY not in game.players[seat].statuses:
            return reject("reject.iv.not_in_infirmary", name=game.players[seat].name)
    return None


def cornered_by(other_two: tuple[str, str]) -> Check:
    """«Если на кладбище находятся либо <the other two>, либо Демонолог»."""

    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        if not cornered(game, other_two):
            return reject("reject.iv.not_cornered", ability=action.ability)
        return None

    return run


def cornered(game: "Game", other_two: tuple[str, str]) -> bool:
    dead = {p.role for p in game.players if not p.alive}
    return DEMONOLOGIST in dead or all(r in dead for r in other_two)


def hunt(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Гон: the phase after a Укус, at the bitten one if he is not on Кладбище."""
    s = st(player)
    if s.bite_phase != game.phase.index - 1 or s.bite_target not in action.targets:
        return reject("reject.iv.no_hunt")
    return None


def hellfire(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """In Полнолуние an attack on the living; in the Новолуние after a deadly one, a raise."""
    target = game.players[action.targets[0]]
    if game.phase.kind == NEW:
        last_full = game.phase.index - 1
        if st(player).hellfire_kill != last_full:
            return reject("reject.iv.hellfire_no_raise")
        if target.alive or target.role == LICH:
            return reject("reject.iv.cannot_raise", name=target.name)
        return None
    if not target.alive:
        return reject("reject.target_dead", name=target.name)
    return None


def raisable(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Без души: the Лич cannot be raised."""
    for seat in action.targets:
        if game.players[seat].role == LICH:
            return reject("reject.iv.cannot_raise", name=game.players[seat].name)
    return None


def not_sold(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Сделка: not to one who sold his soul; the extra ones only while free."""
    from plugins.fantasy.iv.state import IVGame

    for seat in action.targets:
        if st(game.players[seat]).sold:
            return reject("reject.iv.already_sold", name=game.players[seat].name)
    state: IVGame = game.state
    free = sum(1 for slot in state.extra_deals if slot is None)
    if len(action.targets) - 1 > free:
        return reject("reject.iv.no_extra_deals", free=free)
    return None


def no_deal_yet(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for seat in action.targets:
        s = st(game.players[seat])
        if s.sold or s.refused:
            return reject("reject.iv.dealt_with", name=game.players[seat].name)
    return None


def refused_once(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for seat in action.targets:
        if not st(game.players[seat]).refused:
            return reject("reject.iv.never_refused", name=game.players[seat].name)
    return None


def sold_targets(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for seat in action.targets:
        if not st(game.players[seat]).sold:
            return reject("reject.iv.not_sold", name=game.players[seat].name)
    return None


def public_role_named(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for name in action.roles():
        role = game.variant.roles.roles.get(name)
        if role is None or not role.public or name == player.public:
            return reject("reject.iv.not_a_public_role", role=name)
    return None


def roles_are_public(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for name in action.roles():
        role = game.variant.roles.roles.get(name)
        if role is None or not role.public:
            return reject("reject.iv.not_a_public_role", role=name)
    return None


def ab(name: str, *marks: str, phase: str | tuple[str, ...] = MOONS, check: Check | None = None,
       tags: tuple[str, ...] = (), **kw) -> Ability:
    return Ability(name, phase=phase, slot=name, tags=frozenset((*marks, *tags)), check=check,
                   excludes=getattr(check, "excludes", frozenset()), **kw)


PUBLIC_ROLES = (
    Role("Мэр", public=True, abilities=(ab("Власть", per_cycle=1, tags=(JAILS,)),)),
    Role("Дворянин", public=True),  # Влияние (Т): passive
    Role("Цыганка", public=True, abilities=(ab("Сглаз", B, per_cycle=1, allow_self=False, tags=(BLOCK,)),)),
    Role("Священник", public=True, abilities=(
        ab("Благословение", T, uses=1),
        ab("Исповедь", T, uses=1, targeted=False, min_targets=0, max_targets=0))),
    Role("Могильщик", public=True, abilities=(
        ab("Раскопки", T, uses=1, allow_dead_target=True, check=dead_targets, tags=(GRAVE_LOOK,)),)),
    Role("Бандит", public=True, abilities=(
        ab("Поймать в подворотне", T, uses=1, tags=(ATTACK,)),
        ab("Атас!", T, uses=1, targeted=False, min_targets=0, max_targets=0, aliases=("Атас",)))),
    Role("Кузнец", public=True),  # Закалка (Т): passive
    Role("Воитель", public=True),  # Железная воля (Т): passive
    Role("Оборотень", public=True, abilities=(
        ab("Вой", T, B, phase=FULL, uses=1, min_targets=1, max_targets=3, tags=(BLOCK,)),)),
    Role("Прокаженный", public=True),  # Неприкасаемый (Т)
    Role("Лекарь", public=True, abilities=(
        ab("Как мертвому припарки", T, phase=FULL, uses=1, allow_dead_target=True,
           check=all_of(dead_targets, raisable), aliases=("Припарки",)),)),
    Role("Мститель", public=True),  # Неупокоенный (Т,К): talks from Кладбище (the bot's part)
    Role("Затворник", public=True),  # Мужичок из робких (Т)
    Role("Рыцарь", public=True, abilities=(ab("Башенный щит", T, uses=1, tags=(SHIELD,)),)),
    Role("Шут", public=True, abilities=(
        ab("Пантомима", B, phase=FULL, targeted=False, min_targets=0, max_targets=0),)),
    Role("Философ", public=True),  # Гедонизм: passive, every Полнолуние
    Role("Мародер", public=True, abilities=(
        ab("Черный копатель", per_cycle=1, allow_dead_target=True, check=dead_targets),), aliases=("Мародёр",)),
    Role("Герой", public=True, shared=True),  # Амбициозный (Т): nothing but an achievement
)

_lich_group = ("Лик смерти", "Морок", "Погребальная урна")
_demonologist_group = ("Hellfire", "Защитный круг", "Связи в адском мире")
_inquirer_group = ("Пыточная", "Анатомический театр", "Дознание")

SECRET_ROLES = (
    Role(LICH, UNDEAD, abilities=(
        ab("Армия тьмы", L, T, B, phase=FULL, min_targets=1, max_targets=3, allow_dead_target=True,
           check=all_of(dead_targets, raisable)),
        ab("Лик смерти", per_cycle=1, check=unless(*_lich_group), tags=(ATTACK,)),
        ab("Морок", per_cycle=1, check=unless(*_lich_group), tags=(JAILS,)),
        ab("Погребальная урна", allow_dead_target=True, check=all_of(dead_targets, unless(*_lich_group)),
           tags=(GRAVE_LOOK,)))),
    Role(NECROMANCER, UNDEAD, abilities=(
        ab("Щит душ", max_per_target=1, check=unless("Переливание жизни"), tags=(SHIELD,)),
        ab("Переливание жизни", L, per_cycle=1, targeted=False, min_targets=0, max_targets=0,
           check=unless("Щит душ")))),
    Role("Призрак", UNDEAD, abilities=(
        ab("Касание смерти", L, check=infirmary_target, tags=(ATTACK,)),
        ab("Полтергейст", B, per_cycle=1, tags=(BLOCK,)))),
    Role("Зомби", UNDEAD, abilities=(ab("Bra-a-a-ains", L, tags=(ATTACK,), aliases=("Brains", "Мозги")),)),
    Role(DEMONOLOGIST, DEMONS, abilities=(
        ab("Hellfire", L, T, B, phase=(FULL, NEW), check=all_of(hellfire, unless(*_demonologist_group)),
           allow_dead_target=True, tags=(ATTACK,)),
        ab("Защитный круг", L, T, max_per_target=1, check=unless(*_demonologist_group), tags=(SHIELD,)),
        ab("Связи в адском мире", allow_dead_target=True, check=all_of(dead_targets, unless(*_demonologist_group)),
           tags=(GRAVE_LOOK,)))),
    Role(SUCCUBUS, DEMONS, abilities=(
        ab("Соблазнение", B, per_cycle=1, tags=(BLOCK,)),
        ab("Очарование", B, min_targets=2, max_targets=2, check=unless(SUCCUBUS)),
        ab(SUCCUBUS, L, check=all_of(cornered_by((IMP, HOUND)), unless("Очарование")), tags=(ATTACK,)))),
    Role(HOUND, DEMONS, abilities=(
        ab("Укус", tags=(ATTACK,)),
        ab("Гон", L, check=all_of(hunt, cornered_by((SUCCUBUS, IMP))), tags=(ATTACK,)))),
    Role(IMP, DEMONS, abilities=(
        ab("Нападение", tags=(ATTACK,)),
        ab("Загнанный в угол", L, check=cornered_by((SUCCUBUS, HOUND)), tags=(ATTACK,)))),
    Role("Инквизитор", LAW, abilities=(
        ab("Аутодафе", L, T, needs=frozenset({"guess"}), check=unless("Обвинение в ведьмовстве")),
        ab("Обвинение в ведьмовстве", per_cycle=1, check=unless("Аутодафе"), tags=(JAILS,)))),
    Role("Начальник Стражи", LAW, aliases=("Начальник стражи",), abilities=(
        ab("Стража взять его!", B, per_cycle=1, check=unless("Дозор"), tags=(BLOCK,),
           aliases=("Стража, взять его!", "Стража взять его")),
        ab("Дозор", max_per_target=1, check=unless("Стража взять его!"), tags=(SHIELD,)))),
    Role("Дознаватель", LAW, abilities=(
        ab("Пыточная", per_cycle=1, check=unless(*_inquirer_group), tags=(JAILS,)),
        ab("Анатомический театр", T, allow_dead_target=True, check=all_of(dead_targets, unless(*_inquirer_group)),
           tags=(GRAVE_LOOK,)),
        ab("Дознание", L, per_cycle=1, check=unless(*_inquirer_group)))),
    Role("Крестьянин", LAW, abilities=(
        ab("Вилы", tags=(ATTACK,), check=unless("Слухи")),
        ab("Слухи", per_cycle=1, check=unless("Вилы")),
        ab("Факельное шествие", L, phase=FULL, uses=1, min_targets=1, max_targets=3, allow_self=False))),
    Role(DOCTOR, NEUTRAL, abilities=(
        ab("Таинственный отвар", L, T, choices=("заразить", "излечить"),  # no choice: заразить (the first)
           check=unless("Зелье каменной кожи")),
        ab("Зелье каменной кожи", L, T, B, per_cycle=1, check=unless("Таинственный отвар"), tags=(SHIELD,)),
        ab("Штамм", L, T, B, targeted=False, min_targets=0, max_targets=0,
           choices=("заразить", "излечить", "заразиться", "излечиться"),  # «заразить себя … или излечиться»
           needs=frozenset({"choice"})),
        ab("Крест на двери", L, T, targeted=False, min_targets=0, max_targets=0, needs=frozenset({"role"}),
           several_roles=True, check=roles_are_public),
        ab("Дезинфекция", per_cycle=1, tags=(JAILS,)),
        ab("Список зараженных", allow_dead_target=True, check=dead_targets, tags=(GRAVE_LOOK,)),
        ab("Иммунитет", L, T, B, targeted=False, min_targets=0, max_targets=0, choices=("1", "2"),
           needs=frozenset({"choice"})))),
    Role(HORSEMAN, NEUTRAL, abilities=(ab("Нить судьбы", L, T, B),), tags=frozenset({"transformed"})),
    Role(DEVIL, NEUTRAL, abilities=(
        ab("Сделка", L, T, B, min_targets=1, max_targets=4, allow_self=False, check=not_sold),
        ab(DEVIL, L, T, B, per_cycle=1, allow_self=False, check=no_deal_yet, tags=(ATTACK,)),
        ab("Котел грешников", L, T, B, check=refused_once, aliases=("Котёл грешников",)),
        ab("Незримое присутствие", L, T, B, min_targets=1, max_targets=None, allow_self=False,
           needs=frozenset({"text"}), check=sold_targets),
        ab("Дьявольский шепот", B, per_cycle=1, tags=(BLOCK,), aliases=("Дьявольский шёпот",)),
        ab("Потусторонняя сила", L, T, B, targeted=False, min_targets=0, max_targets=0, choices=("1", "2"),
           needs=frozenset({"choice"})))),
)

# The Дьявол's gifts that are moves (secret-role abilities of the one who sold his soul).
GIFT_ABILITIES = {
    "Могущество": ab("Могущество", L, per_cycle=1, tags=(ATTACK, "gift")),
    "Знание": ab("Знание", L, T, per_cycle=1, tags=("gift",)),
    "Слава": ab("Слава", L, T, uses=1, targeted=False, min_targets=0, max_targets=0, needs=frozenset({"role"}),
                check=public_role_named, tags=("gift",)),
}
TORCH = ab("Факел", uses=1, tags=(ATTACK, "torch"))

# Passive abilities: role -> [(name, marks)]. Public ones by public role.
PASSIVES = {
    "Дворянин": [("Влияние", (T,))],
    "Кузнец": [("Закалка", (T,))],
    "Воитель": [("Железная воля", (T,))],
    "Прокаженный": [("Неприкасаемый", (T,))],
    "Мститель": [("Неупокоенный", (T, K))],
    "Затворник": [("Мужичок из робких", (T,))],
    "Философ": [("Гедонизм", ())],
    LICH: [("Костяной щит", (L, T)), ("Без души", (L, T))],
    NECROMANCER: [("Перерождение", (L, T))],
    "Призрак": [("Бестелесность", (L,))],
    "Зомби": [("No-o Bra-a-a-ains", ())],
    DEMONOLOGIST: [("Аура тьмы", (L, T))],
    "Начальник Стражи": [("Пивное пузо", (L, T))],
    "Крестьянин": [("Увалень", (L, T))],
    DOCTOR: [("Чума", (L, T, K)), ("Судный день", (L, T))],
    HORSEMAN: [("Безликий", (L, T)), ("Пророчество", (L, T)), ("Конец света", (L, T)), ("Чума на дом ваш", (L, T))],
    DEVIL: [("Инфернальная личность", (L, T)), ("Повиновение", (L, T)), ("Час расплаты", (L, T))],
}
# Who learns whom at the start (one way): Некрономикон, Давний роман, «Никто не ждал испанскую инквизицию!».
KNOWS = {LICH: NECROMANCER, DEMONOLOGIST: SUCCUBUS, "Инквизитор": "Начальник Стражи"}
# +1 ХП over the maximum: Пивное пузо, Увалень, Иммунитет, Потусторонняя сила (secret); Закалка (public).
EXTRA_HP = {"Начальник Стражи": 1, "Крестьянин": 1, DOCTOR: 1, DEVIL: 1, "Кузнец": 1}
# Enter Лазарет at 2 ХП by default: Кузнец (unless Дьявол or Чумной Доктор, who choose), Чумной Доктор, Дьявол.
INFIRMARY_AT_TWO = {"Кузнец", DOCTOR, DEVIL}

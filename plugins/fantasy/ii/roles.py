"""The roles of edition II («Сатисфакция»): seventeen public roles and fifteen secret ones (two
Крестьянин of different strength). Passive abilities are not moves: the resolution applies them
(plugins/fantasy/ii/resolve.py: the order table; night.py, day.py, statuses.py). Every ability takes
its own slot («в одну и ту же фазу можно
использовать любое количество способностей, но не одну и ту же способность несколько раз»): a
second move of one ability in a phase replaces the first («остальные можно отменять сколько
угодно»)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.model import PhaseKind
from core.rules import ANY_PHASE, Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import all_of, unless
from plugins.fantasy.common.mechanics import moon
from plugins.fantasy.common.roles import (
    L, K, T, in_moon, not_accused_target, puppet_votes, recharge, start_only, target_dead, target_in_infirmary,
    savings_to_spend, when_cornered,
)
from plugins.fantasy.common.state import FULL_MOON, NEW_MOON
from plugins.fantasy.ii.state import (
    BEAST, CAPTAIN, DEMIURGE, DEMONOLOGIST, DEMONS, HOUND, IMP, INQUISITOR, LAW, LICH, NECROMANCER, NEUTRAL,
    PEASANT1, PEASANT2, STRANGER, SUCCUBUS, UNDEAD, persona_names,
)

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY
B = "Б"  # cannot be blocked
ATTACK = "attack"  # ``Ability.value``: its rank in the book's table of strength (1 the strongest)
INFO = "info"
PUBLIC = "public"  # «публично»: its use is announced
BLOCK = "block"

HOD = "Ход"
HOD_CHOICES = ("Пас", "Банк", "Блеф", "Вист", "Мизер")


def ab(name: str, *marks: str, phase=NIGHT, check=None, tags: tuple[str, ...] = (), **kw) -> Ability:
    return Ability(name, phase=phase, slot=name, tags=frozenset((*marks, *tags)), check=check,
                   excludes=getattr(check, "excludes", frozenset()), **kw)


def not_after(other: str):
    """«Если днём (ночью) не использовалось другое проклятье»: not if ``other`` was used in
    the phase just before."""

    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        if any(u.phase == game.phase.index - 1 for u in player.uses_of(other)):
            return reject("reject.ii.after", ability=action.ability, other=other)
        return None

    return run


def not_in_cycle(other: str):
    """«Если не использовалось X» (Элементарно!): not in a cycle of nights where X was used."""

    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        cycle = game.cycle_of(game.phase.index)
        used = any(game.cycle_of(u.phase) == cycle for u in player.uses_of(other))
        if used or any(s == player.seat and a.ability == other for (s, _), a in game.pending.items()):
            return reject("reject.ii.exclusive_cycle", ability=action.ability, other=other)
        return None

    return run


def shares_cycle(other: str):
    """Ревность takes the place of Очарование: one of the two a cycle of nights."""

    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        cycle = game.cycle_of(game.phase.index)
        if any(game.cycle_of(u.phase) == cycle for u in player.uses_of(other)):
            return reject("reject.used_this_cycle", ability=action.ability)
        return None

    return run


def no_prophecy_yesterday(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Транс: «если не использовал Пророчество предыдущим днём»."""
    return not_after("Пророчество")(game, player, action)


def persona_list(count: int | None):
    """Names of personas (``role``): secret roles' personas, never Странник."""

    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        names = action.roles()
        allowed = persona_names(game.variant.roles)
        bad = [n for n in names if n not in allowed and n not in (PEASANT1, PEASANT2)]
        if not names or bad:
            return reject("reject.ii.persona", role=", ".join(bad) or "—")
        if count is not None and len(names) != count:
            return reject("reject.ii.persona_count", count=count)
        return None

    return run


def adapt(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Приспосабливайся: one persona for all of them, or as many as it has."""
    rejection = persona_list(None)(game, player, action)
    if rejection is not None:
        return rejection
    have = sum(player.state.personas.values())
    if len(action.roles()) not in (1, have):
        return reject("reject.ii.persona_count", count=have)
    return None


def sacrifice(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Sacrifice!: a target in Полнолуние; in the Новолуние after a victim who did not live to
    the day, a demon named by secret role (``role``) to summon back."""
    now = moon(game)
    if now == FULL_MOON:
        if len(action.targets) != 1 or action.role is not None:
            return reject("reject.ii.sacrifice_target")
        return None
    if now == NEW_MOON and player.state.summon_ready == game.phase.index and not action.targets:
        role = game.variant.roles.role(action.roles()[0]) if action.roles() else None
        if role is None or role.name not in (IMP, SUCCUBUS, HOUND):
            return reject("reject.ii.not_a_demon", role=", ".join(action.roles()) or "—")
        return None
    return reject("reject.ii.sacrifice_when")


def joker(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Джокер: not oneself, not one player twice, not one role twice (in the game)."""
    from plugins.fantasy.ii.state import persona_of

    if not action.guesses():
        return reject("reject.needs_guess", ability=action.ability)
    named = persona_of(action.guesses()[0])
    for use in player.history:
        if use.ability == action.ability and action.targets[0] in use.targets:
            return reject("reject.ii.joker_twice", name=game.players[action.targets[0]].name)
    if named in player.state.joker_roles:
        return reject("reject.ii.joker_role", role=named)
    return None


def card_played(action: Action) -> str | None:
    """The card a move plays: ``{use: Ход, choice: Пас}`` or ``{use: Пас}``; None for other moves."""
    if action.ability == HOD:
        return next((c for c in HOD_CHOICES if c.lower() == (action.choice or "").lower()), None)
    return action.ability if action.ability in HOD_CHOICES else None


def hod(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Ход: one card at least; Пас at a living other player; Блеф names five personas."""
    if player.state.cards < 1:
        return reject("reject.ii.no_cards")
    card = card_played(action)
    if card == "Пас":
        if len(action.targets) != 1:
            return reject("reject.ii.pass_target")
        return None
    if action.targets:
        return reject("reject.ii.no_target", ability=f"{HOD}: {card}")
    if card == "Блеф":
        return persona_list(5)(game, player, action)
    return None


def vabank(game: "Game", player: "Player", action: Action) -> Rejection | None:
    if not action.role_map() and not action.guess_map():
        return reject("reject.ii.vabank_list")
    return None


PUBLIC_ROLES = (
    Role("Мэр", public=True, abilities=(
        # «Умирая ... может передать»: the heir is named by day or by night (the night he dies too).
        ab("Преемственность", phase=(NIGHT, DAY), allow_self=False),)),
    Role("Астролог", public=True, abilities=(
        ab("Составить гороскоп", per_cycle=1, tags=(INFO,), aliases=("Гороскоп",)),)),
    Role("Оракул", public=True, abilities=(
        ab("Пророчество", phase=DAY, allow_self=False, tags=(INFO, PUBLIC)),
        ab("Транс", targeted=False, min_targets=0, max_targets=0, needs=frozenset({"role"}),
           check=no_prophecy_yesterday, tags=(INFO,)))),
    Role("Цыганка", public=True, abilities=(
        ab("Чары", B, per_cycle=1, allow_self=False, tags=(BLOCK,)),
        ab("Позолоти ручку", phase=DAY, per_cycle=1, allow_self=False, tags=(INFO, PUBLIC),
           aliases=("Позолотить ручку",)))),
    Role("Священник", public=True, abilities=(ab("Исповедь", uses=1, allow_self=False, tags=(INFO,)),)),
    Role("Дворянин", public=True, abilities=(
        ab("Влияние", phase=DAY, min_targets=1, max_targets=2, allow_self=False, no_repeat_target=True,
           check=puppet_votes),
        ab("Компромат", phase=DAY, uses=1, targeted=False, min_targets=0, max_targets=0, tags=(PUBLIC,)))),
    Role("Сыщик", public=True, abilities=(
        ab("Расследование", per_cycle=1, allow_dead_target=True, check=target_dead, tags=(INFO, PUBLIC)),
        ab("Элементарно!", per_cycle=1, allow_self=False, check=not_in_cycle("Расследование"),
           tags=(INFO, PUBLIC), aliases=("Элементарно",)))),
    Role("Бандит", public=True, abilities=(
        ab("Поймать в подворотне", phase=DAY, uses=1, allow_self=False, tags=(PUBLIC,),
           aliases=("Поймать", "Подворотня")),
        ab("Атас!", per_cycle=1, targeted=False, min_targets=0, max_targets=0, aliases=("Атас",)))),
    Role("Бунтарь", public=True, abilities=(
        ab("Митинг", phase=DAY, per_cycle=1, allow_self=False, tags=(PUBLIC,)),)),
    Role("Ведьма", public=True, abilities=(
        ab("Порча", per_cycle=1, allow_self=False, check=not_after("Печать Небес"),
           aliases=("Проклятие! Порча",)),
        ab("Печать Небес", phase=DAY, per_cycle=1, allow_self=False, allow_dead_target=True,
           check=not_after("Порча"), aliases=("Проклятие! Печать Небес",)))),
    Role("Кузнец", public=True),  # Закалка (Т): +2 to the most lives
    Role("Вор", public=True, abilities=(
        ab("Кража", per_cycle=1, allow_self=False),
        ab("Смотрящий", phase=DAY, uses=1, targeted=False, min_targets=0, max_targets=0))),
    Role("Оборотень", public=True, abilities=(  # Регенерация (Т,Б): passive
        ab("Вой", T, B, min_targets=1, max_targets=3, allow_self=False, check=in_moon(FULL_MOON),
           tags=(BLOCK, PUBLIC)),)),
    Role("Лекарь", public=True, abilities=(
        ab("Припарки", phase=DAY, per_cycle=1, choices=("вылечить", "убить"), needs=frozenset({"choice"}),
           check=target_in_infirmary),
        ab("Танатология", phase=(NIGHT, DAY), uses=1, allow_dead_target=True, check=target_dead,
           tags=(PUBLIC,)))),
    Role("Сплетник", public=True, abilities=(
        ab("Грязные тайны", phase=DAY, min_targets=0, max_targets=1, allow_self=False, check=savings_to_spend),
        ab("Слухи", per_cycle=1, tags=(INFO, PUBLIC)))),
    Role("Богач", public=True, abilities=(ab("Взятка", phase=DAY, uses=3, check=not_accused_target),)),
    Role(STRANGER, public=True),  # Незнакомец (Т,К), Проходимец: passive
)

_captain = ("Каторга", "Дозор", "На страже")
_inquirer = ("Темница", "Вскрытие показало", "Дознание")


def _peasant(name: str, rank: int) -> Role:
    return Role(name, LAW, aliases=("Крестьянин",) if name == PEASANT1 else ("Крестьянин2",), abilities=(
        ab("Вилы", per_cycle=1, check=unless("Слухи"), tags=(ATTACK,), value=rank),
        ab("Слухи", check=unless("Вилы"), tags=(INFO,)),
        ab("На страже"),
        ab("Наговор", phase=DAY, allow_self=False)))


SECRET_ROLES = (
    Role(LICH, UNDEAD, abilities=(
        ab("Армия тьмы", L, min_targets=1, max_targets=3, allow_dead_target=True,
           check=all_of(in_moon(NEW_MOON), target_dead)),
        ab("Зомбирование", B, per_cycle=1, allow_self=False, tags=(BLOCK,)))),
    Role("Зомби", UNDEAD, abilities=(
        ab("Bra-a-a-ains", check=unless("No-o Bra-a-a-ains"), tags=(ATTACK,), value=6, aliases=("Brains", "Мозги")),
        ab("No-o Bra-a-a-ains", check=unless("Bra-a-a-ains"), tags=(INFO,), aliases=("No-o Brains",)))),
    Role("Призрак", UNDEAD, abilities=(
        ab("Касание смерти", tags=(ATTACK,), value=7, aliases=("Касание",)),
        ab("Полтергейст", L, B, per_cycle=1, tags=(BLOCK,)))),
    Role(NECROMANCER, UNDEAD, abilities=(
        ab("Переливание жизни", aliases=("Переливание",)),
        ab("Тёмные знания", per_cycle=1, tags=(INFO,), aliases=("Темные знания",)))),
    Role(DEMONOLOGIST, DEMONS, abilities=(
        ab("Sacrifice!", min_targets=0, max_targets=1, check=all_of(sacrifice, unless("Protective circle")),
           tags=(ATTACK,), value=2, aliases=("Sacrifice",)),
        ab("Protective circle", L, per_cycle=1, targeted=False, min_targets=0, max_targets=0,
           check=unless("Sacrifice!"), aliases=("Защитный круг",)),
        ab("Арканная магия", check=unless("Sacrifice!", "Protective circle"), tags=(INFO,)))),
    Role(IMP, DEMONS, abilities=(ab("Нападение", tags=(ATTACK,), value=5),)),
    Role(SUCCUBUS, DEMONS, aliases=("Суккуб",), abilities=(
        ab("Очарование", per_cycle=1, min_targets=2, max_targets=2, check=all_of(
            shares_cycle("Ревность"), unless("Ревность", "Соблазнение"))),
        ab("Ревность", per_cycle=1, check=all_of(when_cornered((IMP, HOUND)), shares_cycle("Очарование"),
                                                 unless("Очарование")), tags=(ATTACK,), value=8),
        ab("Соблазнение", check=unless("Очарование"), tags=(INFO,)))),
    Role(HOUND, DEMONS, abilities=(ab("Укус", check=recharge, tags=(ATTACK,), value=4),)),
    Role(CAPTAIN, LAW, aliases=("Начальник Стражи",), abilities=(
        ab("Каторга", uses=1, allow_self=False, check=unless(*_captain)),
        ab("Дозор", check=unless(*_captain), tags=(INFO,)),
        ab("На страже", allow_self=False, check=unless(*_captain)))),
    Role(INQUISITOR, LAW, abilities=(
        ab("Никто не ждал испанскую инквизицию!", L, T, K, targeted=False, min_targets=0, max_targets=0,
           uses=1, needs=frozenset({"role"}), several_roles=True, check=all_of(start_only, persona_list(5)),
           aliases=("Никто не ждал испанскую инквизицию", "Никто не ждал")),
        ab("Аутодафе", per_cycle=1, check=unless("Обвинение в ведьмовстве")),
        ab("Обвинение в ведьмовстве", check=unless("Аутодафе"), aliases=("Обвинение",)))),
    Role("Дознаватель", LAW, abilities=(
        ab("Темница", per_cycle=1, check=unless(*_inquirer)),
        ab("Вскрытие показало", allow_dead_target=True, check=all_of(target_dead, unless(*_inquirer)),
           tags=(INFO,), aliases=("Вскрытие",)),
        ab("Дознание", check=unless(*_inquirer), tags=(INFO,)))),
    _peasant(PEASANT1, 10),
    _peasant(PEASANT2, 9),
    Role(BEAST, NEUTRAL, abilities=(
        ab("Приспосабливайся", T, B, phase=ANY_PHASE, instant=True, targeted=False, min_targets=0, max_targets=0,
           needs=frozenset({"role"}), several_roles=True, check=adapt),
        ab("Пожирай", T, B, check=recharge, tags=(ATTACK,), value=1))),
    Role(DEMIURGE, NEUTRAL, abilities=(
        ab("Раздача", L, min_targets=1, max_targets=3, tags=(ATTACK,), value=11),
        ab("Джокер", per_cycle=1, allow_self=False, needs=frozenset({"guess"}), check=joker),
        ab("Хит", L, targeted=False, min_targets=0, max_targets=0, check=unless("Баст")),
        ab("Баст", L, targeted=False, min_targets=0, max_targets=0, check=unless("Хит")),
        ab("Ва-банк", L, phase=ANY_PHASE, instant=True, targeted=False, min_targets=0, max_targets=0,
           several_roles=True, check=vabank, aliases=("Ва банк", "Вабанк")))),
)

# Ход (Л): every character has it while a Демиург is in the game (Рука судьбы): one card a night, named
# as Ход's choice or by itself ({use: Пас, target: X}); they share one slot.
HOD_ABILITY = Ability(HOD, phase=NIGHT, slot=HOD, min_targets=0, max_targets=1, allow_self=False,
                      choices=HOD_CHOICES, needs=frozenset({"choice"}), several_roles=True, check=hod,
                      tags=frozenset({L}))
CARD_ABILITIES = (HOD_ABILITY, *(
    Ability(card, phase=NIGHT, slot=HOD, min_targets=1 if card == "Пас" else 0, max_targets=1 if card == "Пас" else 0,
            allow_self=False, needs=frozenset({"role"}) if card == "Блеф" else frozenset(), check=hod,
            several_roles=card == "Блеф",
            tags=frozenset({L})) for card in HOD_CHOICES))

# Passive abilities and their marks (Л, Т, К, Б), by role.
PASSIVES = {
    "Кузнец": [("Закалка", (T,))],
    "Оборотень": [("Регенерация", (T, B))],
    STRANGER: [("Незнакомец", (T, K)), ("Проходимец", ())],
    "Священник": [("Божественное благословление", ())],
    LICH: [("Щит душ", ()), ("Без души", (L, T))],
    "Призрак": [("Бестелесность", (L,))],
    NECROMANCER: [("Перерождение", (L, T)), ("Некрономикон", ())],
    DEMONOLOGIST: [("Aura of darkness", (L, T)), ("Плоть слаба", (L, T, K))],
    SUCCUBUS: [("Давний роман", ())],
    CAPTAIN: [("Пивное пузо", (L, T))],
    INQUISITOR: [("Лицо толпы", (L,))],
    PEASANT1: [("Пивное пузо", (L, T))],
    PEASANT2: [("Пивное пузо", (L, T))],
    BEAST: [("Превозмогай", (T,)), ("Подавляй", (T,)), ("Раздражай", (T,)), ("Уничтожай", ())],
    DEMIURGE: [("Рука судьбы", (L, T, K)), ("Крупье", (L, T))],
}

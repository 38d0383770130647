"""Items as game objects: owned (``RoPlayer.items``, in the order got), given
(the bear's gifts, the priest's crosses), stolen (Вор, Клептомания), used and
used up. Each usable item is an ability its owner has while holding it."""

from __future__ import annotations

from core.model import PhaseKind
from core.rules import ANY_PHASE, Ability, reject
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.mechanics import has_item, is_silver, jailed, take_item
from plugins.romanian.night import SHOOTING, approach, attack, fail, nt, ok, reach, see, spend
from plugins.romanian.state import Move

VEST = "Бронежилет"
MIRROR = "Зеркало"
SICK_NOTE = "Справка о болезни"
KIT = "Аптечка"
BOTTLE = "Банка спирта"
LOCKPICK = "Отмычка"
DIPLOMA = "Диплом"
PERFUME = "Ядовитые духи"
BLACK_MARK = "Черная метка"
GAG = "Кляп"
GUN = "Самопал"
ANTIDOTE = "Противоядие"
PRESS_CARD = "Визитка министра печати"
WILL = "Завещание"
POLICE_CARD = "Визитка министра МВД"
HEALTH_CARD = "Визитка министра здравоохранения"
CROSS = "Крестик"

# The bear's sixteen gifts (one of each, two antidotes).
GIFTS = (VEST, MIRROR, SICK_NOTE, KIT, BOTTLE, LOCKPICK, DIPLOMA, PERFUME, BLACK_MARK, GAG, GUN, ANTIDOTE,
         PRESS_CARD, WILL, POLICE_CARD, HEALTH_CARD)
CARDS = (PRESS_CARD, POLICE_CARD, HEALTH_CARD)
ITEMS = (*GIFTS, CROSS)
ALIASES = {BLACK_MARK: ("Чёрная метка", "Метка"), BOTTLE: ("Спирт",), GUN: ("Выстрел из самопала",),
           VEST: ("Бронник", "Броник"), SICK_NOTE: ("Справка",), DIPLOMA: ("Двойной голос по диплому",),
           PERFUME: ("Духи",), KIT: ("Использование аптечки",), LOCKPICK: ("Выход из тюрьмы по отмычке",),
           PRESS_CARD: ("Визитка печати",), POLICE_CARD: ("Визитка МВД",),
           HEALTH_CARD: ("Визитка здравоохранения", "Визитка минздрава")}


def owns(game: Game, player: Player, action: Action) -> Rejection | None:
    if not has_item(game, player, action.ability):
        return reject("reject.romanian.no_item", item=action.ability)
    return None


def lockpick_check(game: Game, player: Player, action: Action) -> Rejection | None:
    if not jailed(player):
        return reject("reject.romanian.not_in_prison")
    return owns(game, player, action)


def antidote_check(game: Game, player: Player, action: Action) -> Rejection | None:
    rejection = owns(game, player, action)
    if rejection is None and action.targets and action.targets != (player.seat,):
        return reject("reject.romanian.self_only", ability=action.ability)
    return rejection


def _name(game: Game, player: Player, action: Action) -> Rejection | None:
    return owns(game, player, action)


def will_written(game: Game, player: Player, *, answering: int | None = None) -> Rejection | None:
    """«Завещание – в завещание вписывается имя игрока, имя нельзя менять до смерти или посадки
    вписанного» (l.181): a name is written while the named player is in the game. A name given this
    phase and not yet written in (the answer to the will's question, a «Завещание» move) counts too,
    but the player may still replace his own move, or his own answer (``answering``: its question)."""
    named = player.state.will_name
    if named is None or not game.players[named].in_game:
        named = None
        for question in game.questions:
            if (question.seat == player.seat and question.phase == game.phase.index
                    and question.key == "romanian.ask.will" and question.id != answering
                    and question.answer is not None):
                found = game.find(question.answer)
                named = found.seat if found is not None else named
        pending = game.pending.get((player.seat, "will"))
        if answering is not None and pending is not None and pending.targets:
            named = pending.targets[0]
    if named is not None and game.players[named].in_game:
        return reject("reject.romanian.will_written", target=game.players[named].name)
    return None


def will_check(game: Game, player: Player, action: Action) -> Rejection | None:
    return owns(game, player, action) or will_written(game, player)


# Abilities of the owners (the bear's gifting abilities have the same names: bear.py).
USES: dict[str, Ability] = {
    KIT: Ability(KIT, check=owns, aliases=ALIASES[KIT]),
    ANTIDOTE: Ability(ANTIDOTE, min_targets=0, check=antidote_check,
                      aliases=("Приём противоядия", "Принять противоядие")),
    LOCKPICK: Ability(LOCKPICK, min_targets=0, max_targets=0, targeted=False, check=lockpick_check,
                      aliases=ALIASES[LOCKPICK]),
    GUN: Ability(GUN, check=owns, tags=frozenset({"attack"}), aliases=ALIASES[GUN], allow_self=False),
    DIPLOMA: Ability(DIPLOMA, phase=PhaseKind.DAY, min_targets=0, max_targets=0, targeted=False, check=owns,
                     slot="diploma", aliases=ALIASES[DIPLOMA]),
    PRESS_CARD: Ability(PRESS_CARD, phase=PhaseKind.DAY, check=owns, slot="card", aliases=ALIASES[PRESS_CARD]),
    POLICE_CARD: Ability(POLICE_CARD, phase=PhaseKind.DAY, check=owns, slot="card", aliases=ALIASES[POLICE_CARD]),
    HEALTH_CARD: Ability(HEALTH_CARD, phase=PhaseKind.DAY, check=owns, slot="card", aliases=ALIASES[HEALTH_CARD]),
    # «Игрок имя может указать в любой момент» (l.169): by day as well as by night; the will too.
    MIRROR: Ability(MIRROR, phase=ANY_PHASE, check=_name, slot="mirror", targeted=False, allow_self=False),
    WILL: Ability(WILL, phase=ANY_PHASE, check=will_check, slot="will", targeted=False, allow_self=False),
}
# «Справка о болезни ... Игроку сообщается о предстоящей поездке в тур и он принимает решение, едет или
# нет» (l.170). The night is resolved at once, so the holder decides beforehand, for the night: «еду» (goes
# if sent, keeps the note) or «не еду» (the note is shown, used up); nothing sent: «не еду». Not a move.
GO, STAY = "еду", "не еду"
USES[SICK_NOTE] = Ability(SICK_NOTE, min_targets=0, max_targets=0, targeted=False, check=owns, slot="sick_note",
                          choices=(GO, STAY, "поеду", "не поеду"), aliases=ALIASES[SICK_NOTE])
# Moves by a held item that are a night move (the role's move is lost).
NIGHT_MOVES = (KIT, ANTIDOTE, LOCKPICK, GUN)


def kit(res: Resolution, move: Move) -> None:
    # The kit is used at step 28, after «Вор» (26) and the Клептомания (8): one stolen before is not
    # its owner's to use any more («Неудачно»); one used is spent even if no healing was needed (l.171).
    if not take_item(res.game.players[move.actor], KIT):
        fail(res, move)
        return
    target = reach(res, move, move.targets[0])
    if target is None:
        fail(res, move)
        return
    night = nt(res)
    night.kit.add(target)
    night.healed.add(target)
    ok(move)


def antidote(res: Resolution, move: Move) -> None:
    if not take_item(res.game.players[move.actor], ANTIDOTE):  # stolen earlier this night (as the kit)
        fail(res, move)
        return
    nt(res).cured.add(move.actor)
    ok(move)


def lockpick(res: Resolution, move: Move) -> None:
    if not take_item(res.game.players[move.actor], LOCKPICK):  # (as the kit; no thief reaches a prisoner)
        fail(res, move)
        return
    nt(res).released.add(move.actor)
    ok(move)


def gun(res: Resolution, move: Move) -> None:
    """Самопал: one shot instead of the role's move (a silver one is a spent «неудачно»)."""
    spend(res, move)
    if is_silver(move.choice):
        see(res, move.actor, SHOOTING)
        fail(res, move)
        return
    target = approach(res, move)
    if target is None:
        fail(res, move)
        return
    if attack(res, move, target, "shot"):
        ok(move)
    else:
        fail(res, move)

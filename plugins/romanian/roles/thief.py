"""Вор (Нейтралы): крадёт пистолет (в приоритете) или последнюю приобретённую
вещь; украв пистолет, может стать маньяком (choice: маньяк, или ответ на
вопрос). Не дважды у одного; не более двух вещей за игру."""

from core.model import PhaseKind
from core.names import fold
from core.rules import Ability, Role, reject
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.mechanics import NEUTRAL, THIEF, give_item, gs, has_pistol, st, take_item
from plugins.romanian.night import nt, ok, simple_visit
from plugins.romanian.state import Move, Pending

MANIAC_WORDS = ("маньяк", "стать маньяком", "взять", "взять оружие", "взять пистолет", "да", "maniac")
TAKE = "Стать маньяком"


def wants_maniac(choice: str | None) -> bool:
    return choice is not None and (fold(choice) in MANIAC_WORDS or "маньяк" in fold(choice))


def take_check(game: Game, player: Player, action: Action) -> Rejection | None:
    """The day after a stolen pistol (Вор) or a killed target (Свидетель): the answer to the question."""
    for asked in gs(game).asked:
        if asked.seat == player.seat and asked.kind in ("thief", "witness") \
                and game.questions[asked.question].phase == game.phase.index:
            return None
    return reject("reject.romanian.no_weapon_choice")


# By day, the answer to «стать маньяком?» as a move: ``choice: маньяк`` (the default) or
# ``choice: вор``/``свидетель`` to stay; also by the role's name.
TAKE_ABILITY = Ability(TAKE, phase=PhaseKind.DAY, min_targets=0, max_targets=0, targeted=False, slot="take",
                       check=take_check, aliases=("Взять оружие", "Выбор", "Вор", "Свидетель"))

ROLE = Role(
    THIEF,
    faction=NEUTRAL,
    abilities=(Ability(THIEF, allow_self=False, max_per_target=1, aliases=("Кража",)), TAKE_ABILITY),
)


def steal(res: Resolution, move: Move) -> None:
    target = simple_visit(res, move)
    if target is None:
        return
    game = res.game
    thief = game.players[move.actor]
    victim = game.players[target]
    res.tell(target, "romanian.result.robbed")
    if st(thief).stolen_kept >= 2:
        ok(move)
        return
    if has_pistol(victim):
        st(thief).pistol = True  # the owner keeps shooting
        st(thief).stolen_kept += 1
        ok(move, "romanian.answer.stole_pistol")
        if wants_maniac(move.choice):
            nt(res).thief_choice.add(move.actor)
        else:
            gs(game).to_ask.append(Pending(move.actor, "romanian.ask.thief", "thief", ("маньяк", "вор"), "вор"))
        return
    items = st(victim).items
    if not items:
        ok(move)
        return
    item = items[-1]
    take_item(victim, item)
    give_item(game, thief, item)
    st(thief).stolen_kept += 1
    ok(move, "romanian.answer.stole", item=item)

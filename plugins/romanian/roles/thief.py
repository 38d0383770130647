"""Вор (Нейтралы): крадёт пистолет (в приоритете) или последнюю приобретённую
вещь; украв пистолет, может стать маньяком (choice: маньяк, или ответ на
вопрос). Не дважды у одного; не более двух вещей за игру."""

from core.names import fold
from core.rules import Ability, Role

from plugins.romanian.mechanics import NEUTRAL, THIEF, give_item, gs, has_pistol, st, take_item
from plugins.romanian.night import COMPANY, nt, ok, register, simple_visit
from plugins.romanian.state import Pending

ROLE = Role(
    THIEF,
    faction=NEUTRAL,
    abilities=(Ability(THIEF, allow_self=False, max_per_target=1, aliases=("Кража",)),),
)

MANIAC_WORDS = ("маньяк", "стать маньяком", "взять", "maniac")


def wants_maniac(choice) -> bool:
    return choice is not None and fold(choice) in MANIAC_WORDS


def steal(res, move) -> None:
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


register(THIEF, 26, steal, COMPANY)
STEPS: list = []

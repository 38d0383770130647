"""Медведь (Мирные): в нечётную ночь дарит подарок одному, в чётную — двоим;
не себе, одному не более раза за игру; каждый подарок один (противоядий два,
одно за ночь и одно на человека). Убить его может только охота всего клана
или топор маньяка."""

from core.rules import Ability, Role, reject

from plugins.romanian.items import ANTIDOTE, BOTTLE, GIFTS
from plugins.romanian.mechanics import BEAR, TOWN, gs, st
from plugins.romanian.night import nt, ok, register, simple_visit

GIFT = "Подарок"


def gift_check(game, player, action):
    given = gs(game).gifts_given
    name = action.ability
    if name == ANTIDOTE:
        if given.count(ANTIDOTE) >= 2:
            return reject("reject.romanian.gift_gone", gift=name)
    elif name in given:
        return reject("reject.romanian.gift_gone", gift=name)
    target = action.targets[0]
    if any(target in u.targets for u in player.history if u.ability in GIFTS):
        return reject("reject.romanian.gift_twice", target=game.players[target].name)
    tonight = [a for (seat, _), a in game.pending.items() if seat == player.seat and a.ability in GIFTS
               and a.ability != name]
    limit = 1 if game.phase.number % 2 == 1 else 2
    if len(tonight) >= limit:
        return reject("reject.romanian.gift_count", count=limit)
    if any(a.targets == action.targets for a in tonight):
        return reject("reject.romanian.gift_twice", target=game.players[target].name)
    if name == ANTIDOTE and any(ANTIDOTE == i for i in st(game.players[target]).items):
        return reject("reject.romanian.gift_twice", target=game.players[target].name)
    return None


ROLE = Role(
    BEAR,
    faction=TOWN,
    abilities=tuple(Ability(name, allow_self=False, slot=f"gift:{name}", check=gift_check,
                            aliases=(f"Подарок: {name}",)) for name in GIFTS),
    summary="Дарит подарки: в нечётную ночь одному, в чётную двоим.",
)


def gift(res, move) -> None:
    target = simple_visit(res, move)
    name = move.choice
    if target is None:
        return
    game = res.game
    gs(game).gifts_given.append(name)
    if name == BOTTLE:
        # The bottle works at once: a night of drinking, no move, no vote tomorrow.
        nt(res).held.setdefault(target, "спирт")
        st(game.players[target]).drunk_day = res.phase.index + 1
        res.tell(target, "romanian.item.bottle")
    else:
        nt(res).gifts.append((target, name))
    ok(move)


register(GIFT, 13, gift)
STEPS: list = []

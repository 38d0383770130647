"""Медведь (Мирные): в нечётную ночь дарит подарок одному, в чётную — двоим;
не себе, одному не более раза за игру; каждый подарок один (противоядий два,
одно за ночь и одно на человека). Убить его может только охота всего клана
или топор маньяка."""

from core.names import fold
from core.rules import Ability, Role, reject

from plugins.romanian.items import ALIASES, ANTIDOTE, BOTTLE, GIFTS
from plugins.romanian.mechanics import BEAR, TOWN, gs, st
from plugins.romanian.night import nt, ok, register, simple_visit

GIFT = "Подарок"


def gift_named(word) -> str | None:
    """The gift a typed name means (its name or an alias), or None."""
    if not word:
        return None
    word = fold(word)
    for name in GIFTS:
        if word in {fold(n) for n in (name, f"Подарок: {name}", *ALIASES.get(name, ()))}:
            return name
    return None


def gift_of(action) -> str | None:
    """«Бронежилет» or «Подарок» with ``choice: Бронежилет``."""
    return gift_named(action.choice) if action.ability == GIFT else action.ability


def gift_check(game, player, action):
    given = gs(game).gifts_given
    name = gift_of(action)
    if name is None:
        return reject("reject.romanian.gift_which", gifts=", ".join(GIFTS))
    if name == ANTIDOTE:
        if given.count(ANTIDOTE) >= 2:
            return reject("reject.romanian.gift_gone", gift=name)
    elif name in given:
        return reject("reject.romanian.gift_gone", gift=name)
    target = action.targets[0]
    if any(target in u.targets for u in player.history if u.ability in GIFTS or u.ability == GIFT):
        return reject("reject.romanian.gift_twice", target=game.players[target].name)
    tonight = [a for (seat, _), a in game.pending.items() if seat == player.seat
               and (a.ability in GIFTS or a.ability == GIFT) and gift_of(a) != name]
    limit = 1 if game.phase.number % 2 == 1 else 2
    if len(tonight) >= limit:
        return reject("reject.romanian.gift_count", count=limit)
    if any(a.targets == action.targets for a in tonight):
        return reject("reject.romanian.gift_twice", target=game.players[target].name)
    if name == ANTIDOTE and any(gift_of(a) == ANTIDOTE and a.targets != action.targets
                                for (seat, _), a in game.pending.items() if seat == player.seat):
        return reject("reject.romanian.antidote_once")
    if name == ANTIDOTE and any(ANTIDOTE == i for i in st(game.players[target]).items):
        return reject("reject.romanian.gift_twice", target=game.players[target].name)
    return None


ROLE = Role(
    BEAR,
    faction=TOWN,
    abilities=(*(Ability(name, allow_self=False, slot=f"gift:{name}", check=gift_check,
                         aliases=(f"Подарок: {name}", *ALIASES.get(name, ()))) for name in GIFTS),
               Ability(GIFT, allow_self=False, slot="gift", check=gift_check, needs=frozenset({"choice"}),
                       aliases=("Подарить", "Подарки"))),
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

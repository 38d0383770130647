"""Медведь (Мирные): в нечётную ночь дарит подарок одному, в чётную — двоим;
не себе, одному не более раза за игру; каждый подарок один (противоядий два,
одно за ночь и одно на человека). Убить его может только охота всего клана
или топор маньяка."""

from core.names import fold
from core.rules import Ability, Role, reject
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.items import ALIASES, ANTIDOTE, BOTTLE, GIFTS
from plugins.romanian.mechanics import BEAR, TOWN, gs, st
from plugins.romanian.night import nt, ok, simple_visit
from plugins.romanian.state import Move

GIFT = "Подарок"


def gift_named(word: str) -> str | None:
    """The gift a typed name means (its name or an alias), or None."""
    if not word:
        return None
    word = fold(word)
    for name in GIFTS:
        if word in {fold(n) for n in (name, f"Подарок: {name}", *ALIASES.get(name, ()))}:
            return name
    return None


def gift_of(action, game=None, skip: int = 0) -> str | None:
    """«Бронежилет» or «Подарок» with ``choice: Бронежилет``. «Подарок» (or the role's
    name «Медведь») without a choice: the first gift still in the bag (``skip`` more
    for the second target of a two-target gift)."""
    if action.ability != GIFT:
        return action.ability
    if action.choice:
        return gift_named(action.choice)
    if game is None:
        return None
    given = list(gs(game).gifts_given)
    left = [name for name in GIFTS if (given.count(name) < 2 if name == ANTIDOTE else name not in given)]
    return left[skip] if skip < len(left) else None


def gifts_of(action: Action, game: Game) -> list[str | None]:
    """The gift for each target of the action."""
    if action.ability == GIFT and not action.choice:
        return [gift_of(action, game, skip=i) for i in range(len(action.targets))]
    return [gift_of(action, game)] * len(action.targets)


def gift_check(game: Game, player: Player, action: Action) -> Rejection | None:
    given = gs(game).gifts_given
    name = gift_of(action, game)
    if name is None:
        return reject("reject.romanian.gift_which", gifts=", ".join(GIFTS))
    if len(action.targets) > 1:
        names = gifts_of(action, game)
        if None in names or len(set(names)) < len(names):
            return reject("reject.romanian.gift_gone", gift=name)
    if name == ANTIDOTE:
        if given.count(ANTIDOTE) >= 2:
            return reject("reject.romanian.gift_gone", gift=name)
    elif name in given:
        return reject("reject.romanian.gift_gone", gift=name)
    for target in action.targets:
        if any(target in u.targets for u in player.history if u.ability in GIFTS or u.ability == GIFT):
            return reject("reject.romanian.gift_twice", target=game.players[target].name)
    target = action.targets[0]
    limit = 1 if game.phase.number % 2 == 1 else 2
    own_slot = "gift" if action.ability == GIFT else f"gift:{name}"
    earlier = game.pending.get((player.seat, "gift"))
    if (action.ability == GIFT and limit == 2 and earlier is not None and earlier.ability == GIFT
            and gift_of(earlier, game) not in (None, name) and not set(earlier.targets) & set(action.targets)
            and (player.seat, f"gift:{gift_of(earlier, game)}") not in game.pending):
        # Two «Медведь»/«Подарок» moves on an even night: the first one keeps its gift's own
        # slot instead of being replaced by the second.
        game.pending[(player.seat, f"gift:{gift_of(earlier, game)}")] = game.pending.pop((player.seat, "gift"))
    tonight = [a for (seat, slot), a in game.pending.items() if seat == player.seat
               and (a.ability in GIFTS or a.ability == GIFT) and slot != own_slot
               and gift_of(a, game) != name]
    if sum(len(a.targets) for a in tonight) + len(action.targets) > limit:
        return reject("reject.romanian.gift_count", count=limit)
    if any(set(a.targets) & set(action.targets) for a in tonight):
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
    # «Подарок» first: the role's name «Медведь» means it (a choice names the gift; without
    # one, the first gift left; ``targets:`` two on an even night).
    abilities=(Ability(GIFT, allow_self=False, slot="gift", check=gift_check, max_targets=2,
                       aliases=("Подарить", "Подарки", "Медведь", "Подарок медведя")),
               *(Ability(name, allow_self=False, slot=f"gift:{name}", check=gift_check,
                         aliases=(f"Подарок: {name}", *ALIASES.get(name, ()))) for name in GIFTS)),
)


def gift(res: Resolution, move: Move) -> None:
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

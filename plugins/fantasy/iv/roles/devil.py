"""Дьявол, a secret role of edition IV: Сделка, Дьявол, Котел грешников, Незримое присутствие, Дьявольский
шепот, Потусторонняя сила; passive: Инфернальная личность, Повиновение, Час расплаты; the gifts that are
moves (``GIFT_ABILITIES``): Могущество, Знание, Слава.

Its moves of its own are resolved here (``cauldron``, ``unseen_presence``, ``deals``: lines of the order table
``plugins/fantasy/iv/order.py``; the offers are put when a phase begins: ``ask_offers``), the others by the
edition's shared steps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.resolution import Resolution
from core.rules import Action, Rejection, Role, reject

from plugins.fantasy.iv.abilities import ATTACK, B, BLOCK, GIFTS, REFUSE, L, T, ab
from plugins.fantasy.iv.resolve import damage, final, heal, tell
from plugins.fantasy.iv.state import DEVIL, INFIRMARY, JAIL, NEUTRAL, IVGame, Offer, gs, sc, st

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def not_sold(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Сделка: not to one who sold his soul; the extra ones only while free."""

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


ROLE = Role(DEVIL, NEUTRAL, abilities=(
    ab("Сделка", L, T, B, min_targets=1, max_targets=4, allow_self=False, check=not_sold),
    ab(DEVIL, L, T, B, per_cycle=1, allow_self=False, check=no_deal_yet, tags=(ATTACK,)),
    ab("Котел грешников", L, T, B, allow_self=False, check=refused_once, aliases=("Котёл грешников",)),
    ab("Незримое присутствие", L, T, B, min_targets=1, max_targets=None, allow_self=False,
       needs=frozenset({"text"}), check=sold_targets),
    ab("Дьявольский шепот", B, per_cycle=1, tags=(BLOCK,), aliases=("Дьявольский шёпот",)),
    ab("Потусторонняя сила", L, T, B, targeted=False, min_targets=0, max_targets=0, choices=("1", "2"),
       needs=frozenset({"choice"}))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Инфернальная личность", (L, T)), ("Повиновение", (L, T)), ("Час расплаты", (L, T))]

# The Дьявол's gifts that are moves (secret-role abilities of the one who sold his soul).
GIFT_ABILITIES = {
    "Могущество": ab("Могущество", L, per_cycle=1, tags=(ATTACK, "gift")),
    "Знание": ab("Знание", L, T, per_cycle=1, allow_self=False, tags=("gift",)),
    "Слава": ab("Слава", L, T, uses=1, targeted=False, min_targets=0, max_targets=0, needs=frozenset({"role"}),
                check=public_role_named, tags=("gift",)),
}
EXTRA_HP = 1  # Потусторонняя сила
INFIRMARY_AT_TWO = True


def cauldron(res: Resolution) -> None:
    """Котел грешников: one damage to the target, one life back to the Дьявол."""
    game = res.game
    for action in res.of("Котел грешников"):
        (seat,) = final(res, action)
        damage(res, seat, 1)
        heal(game, action.actor, 1)


def unseen_presence(res: Resolution) -> None:
    """Незримое присутствие: his message, to each target."""
    game = res.game
    for action in res.of("Незримое присутствие"):
        for seat in action.targets:
            tell(game, seat, "iv.result.devil_message", text=action.text or "")


# --- Сделка ------------------------------------------------------------------------------------


def deals(res: Resolution) -> None:
    """The offers answered this phase: a gift if the Дьявол lives at its end; the new offers
    of this phase are put to their targets when the next phase begins."""
    game = res.game
    night = sc(res)
    index = res.phase.index
    state = gs(game)
    for offer in [o for o in state.offers if o.phase == index]:
        state.offers.remove(offer)
        devil, target = res.player(offer.devil), res.player(offer.target)
        if offer.question is None:
            _free_extra(state, offer, spent=True)
            continue  # the target was dead when the phase began: nobody was asked
        question = game.questions[offer.question]
        answer = question.answer or REFUSE
        gift = next((g for g in GIFTS if g.lower() == answer.lower()), None)
        devil_lives = devil.alive and st(devil).hp > 0 and offer.devil not in night.kills
        if gift is None:
            st(target).refused = True
            _free_extra(state, offer, spent=True)
            tell(game, offer.devil, "iv.result.deal_refused", target=target.name)
            continue
        if not devil_lives or not target.alive:
            _free_extra(state, offer, spent=True)
            continue
        s = st(target)
        s.sold, s.gift = True, gift
        if offer.extra is not None:
            state.extra_deals[offer.extra] = target.seat
        tell(game, offer.devil, "iv.result.deal_done", target=target.name, role=target.role, gift=gift)
        tell(game, target.seat, "iv.result.gift", gift=gift)
        if gift == "Бессмертие":
            s.max_hp += 2
            s.start_hp += 2
            s.hp = s.start_hp
        elif gift == "Спасение":
            s.hp = max(s.hp, s.start_hp)
            night.kills.pop(target.seat, None)
            target.statuses.discard(INFIRMARY)
            s.infirmary_since = None
            s.jail_phase = None
            if JAIL in target.statuses:
                target.statuses.discard(JAIL)
                res.announce("iv.jail_out", player=target.name)
    for action in res.of("Сделка"):
        for n, seat in enumerate(action.targets):
            extra = None
            if n > 0:
                extra = state.extra_deals.index(None)
                state.extra_deals[extra] = -1
            state.offers.append(Offer(action.actor, seat, index + 1, extra))


def _free_extra(state: IVGame, offer: Offer, spent: bool) -> None:
    if offer.extra is not None:
        state.extra_deals[offer.extra] = -1 if spent else None


def ask_offers(game) -> None:
    """At the start of a phase: the offers made in the last one, to their targets."""
    for offer in gs(game).offers:
        if offer.phase == game.phase.index and offer.question is None and game.players[offer.target].alive:
            q = game.ask(offer.target, "iv.deal_offer", options=(*GIFTS, REFUSE), default=REFUSE, name="Сделка",
                         phase=game.variant.phase_title(game, game.phase))
            offer.question = q.id

"""The end of a phase: the cards played «вступают в силу одновременно». The
fixed order below decides every conflict (docs/variants/cards.md, «Порядок»):

10 cards leave the piles, Цена is paid       60 deaths (0 cards in the Hand)
20 Блокировка                                 70 Тюрьма: terms served, new terms
30 every other effect, in seat order         80 messages and what was learnt
40 draws for cards played from the Hand       90 Ученый; hand sizes announced
50 the Вече (by day), then damage and blocks

Instant moves run the ``instant`` steps at once (``run_instant``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.ballot import Ballot, verdict
from core.model import Exit, PhaseKind
from core.resolution import Resolution
from core.rules import Action
from core.texts import Text

from plugins.cards import public as pub
from plugins.cards.collection import BLANK, Card, card, card_name
from plugins.cards.factions import MAFIA, MANIAC
from plugins.cards.mechanics import (
    CARD_ABILITIES, action_cards, copy_to_pay, counted, copy_to_play, kind_of, pile_of, source_of, surcharged, take,
)
from plugins.cards.state import HAND, SLEEVE, AddedCard, Scratch, gs, st
from plugins.cards.variant import CardsVariant

if TYPE_CHECKING:
    from core.model import Player

VECHE_DAMAGE = 5
ADVOCATE_LESS = 2
POLITICIAN_PRISON = 4  # «на следующие двое суток (Ночь, День, Ночь, День)»


def variant(res: Resolution) -> CardsVariant:
    return res.game.variant  # type: ignore[return-value]


def plays(res: Resolution, *, include_cancelled: bool = False) -> list[Action]:
    return [a for a in res.actions if a.ability in CARD_ABILITIES
            and (include_cancelled or a not in res.cancelled)]


def discard(res: Resolution, player: "Player", count: int, keep: tuple[str, ...] = ()) -> list[str]:
    """Discard ``count`` cards of the Hand: those named (``keep``, a play's payment), then random
    ones (Воин: his first two go to the Sleeve, and he is told which)."""
    game = res.game
    s = st(player)
    gone: list[str] = []
    for name in keep:
        if count <= 0:
            break
        copy = copy_to_pay(player, s.hand, name)
        if copy is not None:
            take(s.hand, copy)
            gone.append(copy)
            count -= 1
    for _ in range(count):
        if not s.hand:
            break
        gone.append(s.hand.pop(game.rng.randrange(len(s.hand))))
    saved = []
    for name in gone:
        if player.public == pub.WARRIOR and s.warrior > 0:
            s.warrior -= 1
            s.sleeve.append(name)
            saved.append(name)
    if saved:
        res.tell(player.seat, "cards.warrior", cards=saved, left=s.warrior)
    return gone


def effect_of(player: "Player", action: Action, c: Card) -> dict:
    if action.card is not None and c.lobbying and player.public == pub.LAWYER:
        other = card_name(action.card)
        if other is not None:
            return card(other).effect
    return c.effect


def targets_of(action: Action, c: Card) -> tuple[int, ...]:
    """Whom the card acts on. A card without an effect (Пустышка) acts on nobody: a target
    named with it is ignored, so it is not even "played on" anyone (Камера, Преследование)."""
    if not c.effect:
        return ()
    return (action.actor,) if c.self_only else action.targets


# --- 10: the cards leave the piles; Цена --------------------------------------


def table(res: Resolution) -> None:
    game = res.game
    sc: Scratch = res.scratch
    sc.serving = {p.seat for p in game.players if p.state is not None and st(p).prison > 0}
    sc.snap = {p.seat: (list(st(p).hand), list(st(p).sleeve)) for p in game.players if p.state is not None}
    for action in plays(res, include_cancelled=True):
        player = game.players[action.actor]
        s = st(player)
        c = card(action.ability)
        pile = pile_of(player, source_of(action))
        copy = copy_to_play(player, pile, c.name)
        if copy is None:
            res.cancel(action)  # (cannot happen through the checks; a safety net)
            continue
        take(pile, copy)
        if source_of(action) == HAND:
            s.refills += 1
        cost = 0 if c.name == BLANK else c.cost + surcharged(player, copy)
        if cost:
            paid = discard(res, player, cost, keep=tuple(card_name(n) or "" for n in action_cards(action)))
            if paid:
                res.tell(player.seat, "cards.paid", card=c.name, cards=paid)
    # What the scouts see: the piles once the played cards are on the table.
    sc.snap = {p.seat: (list(st(p).hand), list(st(p).sleeve)) for p in game.players if p.state is not None}


# --- 20: Блокировка -------------------------------------------------------------


def blockade(res: Resolution) -> None:
    game = res.game
    sc: Scratch = res.scratch
    for action in plays(res):
        c = card(action.ability)
        if effect_of(game.players[action.actor], action, c).get("blockade"):
            for seat in targets_of(action, c):
                # Берсерк «игнорирует Блокировку»
                if game.players[seat].public != pub.BERSERK:
                    sc.blockaded.add(seat)
    stopped: dict[int, list[str]] = {}
    for action in plays(res):
        c = card(action.ability)
        if action.actor in sc.blockaded and not effect_of(game.players[action.actor], action, c).get("blockade"):
            res.cancel(action)
            stopped.setdefault(action.actor, []).append(c.name)
    for seat in sorted(sc.blockaded):
        # The target learns the effect (as it learns damage), never who played the card.
        if seat in stopped:
            res.tell(seat, "cards.blockaded_cards", cards=stopped[seat])
        else:
            res.tell(seat, "cards.blockaded")


# --- 30: the effects ---------------------------------------------------------------


def effects(res: Resolution) -> None:
    game = res.game
    sc: Scratch = res.scratch
    v = variant(res)
    for action in plays(res):
        player = game.players[action.actor]
        c = card(action.ability)
        eff = effect_of(player, action, c)
        for seat in targets_of(action, c):
            apply(res, v, sc, player, action, c, eff, seat)


def apply(res: Resolution, v: CardsVariant, sc: Scratch, player: "Player", action: Action, c: Card,
          eff: dict, seat: int) -> None:
    game = res.game
    target = game.players[seat]
    t = st(target)
    for key, value in eff.items():
        if key == "damage":
            sc.damage[seat] = sc.damage.get(seat, 0) + value
            sc.dealt[player.seat] = sc.dealt.get(player.seat, 0) + value
        elif key == "pierce":
            sc.pierce[seat] = sc.pierce.get(seat, 0) + value
            sc.dealt[player.seat] = sc.dealt.get(player.seat, 0) + value
        elif key == "block":
            sc.blocks[seat] = sc.blocks.get(seat, 0) + value
        elif key == "prison":
            sc.prison.setdefault(seat, []).append(value)
        elif key == "draw":
            for _ in range(value):
                v.draw(game, target, HAND)
        elif key == "stash":
            for _ in range(value):
                v.draw(game, target, SLEEVE)
        elif key == "unstash":
            for _ in range(value):
                if not t.sleeve:
                    break
                t.hand.append(t.sleeve.pop(0))
        elif key == "seize":
            for _ in range(value):
                if not t.sleeve:
                    break
                taken = t.sleeve.pop(game.rng.randrange(len(t.sleeve)))
                st(player).sleeve.append(taken)
                sc.results.append((player.seat, "cards.result.seized", {"card": taken, "target": target.name}))
                sc.results.append((seat, "cards.result.lost", {"card": taken}))
        elif key == "look":
            hand, sleeve = sc.snap.get(seat, ([], []))
            if value == "hand":
                sc.results.append((player.seat, "cards.result.hand", {"target": target.name, "cards": sorted(hand)}))
            elif value == "all":
                sc.results.append((player.seat, "cards.result.piles",
                                   {"target": target.name, "hand": sorted(hand), "sleeve": sorted(sleeve)}))
            else:
                sc.results.append((player.seat, "cards.result.role", {"target": target.name, "role": target.role}))
        elif key == "track":
            aimed = {s for a in plays(res, include_cancelled=True) if a.actor == seat
                     for s in targets_of(a, card(a.ability))}
            others = sorted(game.players[s].name for s in aimed if s != seat)
            whom = ("both" if seat in aimed else "others") if others else "self" if seat in aimed else "nobody"
            sc.results.append((player.seat, "cards.result.track",
                               {"target": target.name, "players": others, "whom": whom}))
        elif key == "watch":
            came = sorted(a.ability for a in plays(res, include_cancelled=True)
                          if a is not action and seat in targets_of(a, card(a.ability)))
            itself = "yes" if seat == player.seat else "no"
            sc.results.append((player.seat, "cards.result.watch",
                               {"target": target.name, "cards": came, "itself": itself}))
        elif key == "tap":
            sc.taps.append((player.seat, seat))
        elif key == "message":
            roster = tuple(game.players[s].name for s in action.targets) if eff.get("roster") else ()
            sc.messages.append((seat, c.name, (action.text or "").strip(), roster))
            sc.message_order.append(res.sent_order(action))
        elif key == "copy":
            sc.messages.append((seat, c.name, st(player).last_message or "", ()))
            sc.message_order.append(res.sent_order(action))
        elif key == "town":
            sc.town.append((c.name, (action.text or "").strip()))
        elif key == "accuse":
            sc.accuse[seat] = sc.accuse.get(seat, 0) + value
        elif key == "pardon":
            sc.accuse[seat] = sc.accuse.get(seat, 0) - value
        elif key == "mute":
            sc.muted.add(seat)
        elif key == "convert":
            sc.converted.add(seat)


# --- 40: draws for the cards played from the Hand --------------------------------------


def refills(res: Resolution) -> None:
    game = res.game
    v = variant(res)
    for p in game.players:
        if p.state is None:
            continue
        s = st(p)
        count, s.refills = s.refills, 0
        if p.in_game:
            for _ in range(count):
                v.draw(game, p, HAND)


# --- 50: the Вече; damage and blocks ---------------------------------------------------------


def vote_ballot(res: Resolution) -> Ballot:
    """The Вече as the verdict shows it (:meth:`CardsVariant.vote_ballot` with the day's cards);
    each Прокурор's boost announced."""
    game = res.game
    boosted = {a.actor for a in res.actions if a.ability == pub.PROSECUTOR_ABILITY.name and a not in res.cancelled}
    ballot = variant(res).vote_ballot(game, boosted, res.scratch)
    for seat in sorted(boosted):
        res.announce("cards.prosecutor", player=game.players[seat].name)
    return ballot


def veche(res: Resolution) -> None:
    if kind_of(res.game) != PhaseKind.DAY:
        return
    game = res.game
    sc: Scratch = res.scratch
    ballot = vote_ballot(res)
    counts = ballot.counts()
    total = sum(counts.values())
    if total <= 0:
        res.announce("cards.no_votes")
        return
    tally = [(game.players[s].name, n) for s, n in counts.items() if s is not None and n > 0]
    peace = counts.get(None, 0.0)
    res.announce("ballot.verdict", **verdict(game, ballot))
    # «Если строгое большинство голосов "за мир", то казни не происходит.»
    if peace * 2 > total:
        res.announce("cards.peace")
        return
    if not tally:
        res.announce("cards.peace")
        return
    top = max(n for _, n in tally)
    if peace >= top:
        # «мир» leads (or ties) but the book wants «строгое большинство» of the votes cast: said, so
        # that the town does not read the verdict as a miscount.
        res.announce("cards.peace_short", votes=peace, total=total, lead="tie" if peace == top else "most")
    leaders = [game.players[s] for s, n in counts.items() if s is not None and n == top]
    leaders.sort(key=lambda p: (*pub.priority(p.public, getattr(p, "public_title", None)), p.seat))
    chosen = leaders[0]
    if len(leaders) > 1:
        # «В случае ничьей в приоритете тот, чья Явная роль находится выше по списку»: said with the rule.
        why = "listed" if chosen.public in pub.ORDER else "invented" if chosen.public == pub.OTHER else "none"
        res.announce("cards.tie", votes=top, players=sorted(p.name for p in leaders), player=chosen.name,
                     public=chosen.public_title or chosen.public or "—", why=why)
    sc.sentenced = chosen.seat
    if chosen.public == pub.POLITICIAN:
        # «приговор отменяется, и Политик садится в Тюрьму на следующие двое суток»
        sc.veche_prison[chosen.seat] = POLITICIAN_PRISON
        res.announce("cards.politician", player=chosen.name)
        return
    amount = VECHE_DAMAGE - (ADVOCATE_LESS if chosen.public == pub.ADVOCATE else 0)
    sc.damage[chosen.seat] = sc.damage.get(chosen.seat, 0) + amount
    res.announce("cards.sentenced", player=chosen.name, damage=amount)


def damage(res: Resolution) -> None:
    game = res.game
    sc: Scratch = res.scratch
    v = variant(res)
    night = kind_of(game) == PhaseKind.NIGHT
    for p in game.players:
        if p.role == MANIAC and p.in_game and sc.dealt.get(p.seat):
            # «За каждые 2 урона, которые нанес Маньяк, независимо от блока, он тянет 1 карту … и получает 1 блок»
            s = st(p)
            s.dealt += sc.dealt[p.seat]
            pairs = s.dealt // 2 - s.rewarded
            s.rewarded += pairs
            for _ in range(pairs):
                v.draw(game, p, SLEEVE)
            if pairs:
                sc.blocks[p.seat] = sc.blocks.get(p.seat, 0) + pairs
                res.tell(p.seat, "cards.maniac_reward", cards=pairs)
    for p in game.players:
        if night and p.public == pub.STRONGMAN and sc.blocks.get(p.seat, 0) >= 1:
            sc.blocks[p.seat] += 1
    for p in game.players:
        hit = sc.damage.get(p.seat, 0)
        pierce = sc.pierce.get(p.seat, 0)
        if not (hit or pierce) or not p.in_game:
            continue
        count = max(0, hit - sc.blocks.get(p.seat, 0)) + pierce
        gone = discard(res, p, count)
        res.tell(p.seat, "cards.damaged", damage=hit + pierce, blocks=sc.blocks.get(p.seat, 0), cards=gone)


# --- 60: deaths -----------------------------------------------------------------------------


def deaths(res: Resolution) -> None:
    game = res.game
    sc: Scratch = res.scratch
    for p in game.players:
        if p.in_game and p.state is not None and not st(p).hand:
            game.leave(p, Exit.DIED)
            st(p).died_phase = game.phase.index
            sc.died.append(p.seat)
            if p.public == pub.AVENGER:
                # «Ваша Тайная роль после смерти не раскрывается.»
                res.announce("cards.died_hidden", player=p.name)
            else:
                res.announce("cards.died", player=p.name, role=p.role)
    if not sc.died:
        return
    state = gs(game)
    for looter in game.players:
        if looter.public == pub.MARAUDER and looter.in_game and not state.marauded:
            dead = [s for s in sc.died if s != looter.seat]
            if not dead:
                continue
            # «Если таких персонажей несколько, выбирается случайный»
            seat = dead[0] if len(dead) == 1 else game.rng.choice(dead)
            copies = [str(c) for c in st(game.players[seat]).sleeve]  # new copies, his at their Цена
            st(looter).sleeve.extend(copies)
            state.marauded = True
            res.tell(looter.seat, "cards.marauder", player=game.players[seat].name, cards=copies)


# --- 70: Тюрьма -------------------------------------------------------------------------------


def prison(res: Resolution) -> None:
    game = res.game
    sc: Scratch = res.scratch
    for seat in sorted(sc.serving):
        s = st(game.players[seat])
        s.prison = max(0, s.prison - 1)
        s.veche_prison = max(0, s.veche_prison - 1)
        if s.prison == 0 and game.players[seat].in_game and seat not in sc.prison and seat not in sc.veche_prison:
            res.announce("cards.prison_out", player=game.players[seat].name)
    for seat in sorted(set(sc.prison) | set(sc.veche_prison)):
        p = game.players[seat]
        if not p.in_game:
            continue
        s = st(p)
        # «Сроки от разных источников Тюрьмы складываются и отбываются один после другого.»
        terms = sum(sc.prison.get(seat, []))
        added = terms
        window = sc.veche_prison.get(seat)
        if window is not None:
            # Политик: «садится в Тюрьму на следующие двое суток (Ночь, День, Ночь, День)» — the
            # next four phases. Sentenced again while in them, he serves the new window, which
            # covers what is left of the old one: one source (the Вече), its terms do not add.
            terms += window
            added += window - s.veche_prison
            s.veche_prison = window
        s.prison += added
        res.announce("cards.prison_in", player=p.name, phases=terms, total=s.prison, earlier=s.prison - terms)


# --- 80: messages and what was learnt -------------------------------------------------------------


def deliver(res: Resolution) -> None:
    game = res.game
    sc: Scratch = res.scratch
    texts = game.texts
    received: dict[int, list[tuple[str, str]]] = {}
    for seat, key, params in sc.results:
        res.tell(seat, key, **params)
        st(game.players[seat]).last_message = texts.render(key, params)
    # Messages arrive in the order their cards were played, never by the players' seats (the
    # order would tell the reader who sent which).
    ordered = [m for _, m in sorted(zip(sc.message_order, sc.messages), key=lambda pair: pair[0])]
    for seat, card_used, text, roster in ordered:
        res.tell(seat, "cards.message", card=card_used, text=text)
        if roster:
            res.tell(seat, "cards.roster", card=card_used, players=list(roster))
        st(game.players[seat]).last_message = text
        received.setdefault(seat, []).append((card_used, text))
    for listener, target in sc.taps:
        for card_used, text in received.get(target, []):
            res.tell(listener, "cards.tapped", target=game.players[target].name, card=card_used, text=text)
    for card_used, text in sc.town:
        res.announce("cards.town", card=card_used, text=text)


# --- 90: the phase's end -------------------------------------------------------------------------


def phase_end(res: Resolution) -> None:
    game = res.game
    if kind_of(game) == PhaseKind.DAY and game.phase.number % 2 == 1:
        for p in game.players:
            # Ученый: «По итогам каждого нечетного дня получает карту Пустышка в Рукав»
            if p.public == pub.SCIENTIST and p.in_game:
                st(p).sleeve.append(BLANK)
    announce_hand_sizes(res)


def announce_hand_sizes(res: Resolution) -> None:
    """«Количество карт в Руке каждого игрока все узнают в конце каждой фазы»."""
    game = res.game
    sizes = [Text("cards.hand_size", {"player": game.names.get(p.name, p.name), "count": len(st(p).hand)})
             for p in game.players if p.in_game and p.state is not None]
    res.announce("cards.hand_sizes", sizes=sizes)


# --- the deck-building phase ---------------------------------------------------------------------


def setup_end(res: Resolution) -> None:
    """Decks are built (those who sent none get the default one); five cards each."""
    from plugins.cards.decks import build_deck

    game = res.game
    v = variant(res)
    built = {a.actor: a for a in res.actions if a.ability == "Колода"}
    for p in game.players:
        if st(p).built:
            continue
        action = built.get(p.seat)
        if action is not None:
            deck = [card_name(n) for n in action_cards(action)]
            v.take_deck(game, p, [n for n in deck if n is not None])
        else:
            v.take_deck(game, p, build_deck(p.role, p.public, game.rng))
            res.tell(p.seat, "cards.default_deck")
        v.deal_cards(game, p)
    v.tell_decks(game)
    announce_hand_sizes(res)


# --- instant moves ----------------------------------------------------------------------------------


def run_instant(res: Resolution) -> None:
    game = res.game
    v = variant(res)
    for action in res.actions:
        player = game.players[action.actor]
        s = st(player)
        if action.ability in CARD_ABILITIES:
            c = card(action.ability)
            source = source_of(action)
            pile = pile_of(player, source)
            copy = copy_to_play(player, pile, c.name)
            if copy is None:
                continue
            take(pile, copy)
            s.played[source] = game.phase.index
            if source == HAND:
                s.refills += 1
            paid = discard(res, player, c.cost + surcharged(player, copy),
                           keep=tuple(card_name(n) or "" for n in action_cards(action)))
            drawn = []
            for seat in targets_of(action, c):
                target = game.players[seat]
                for key, value in c.effect.items():
                    if key == "draw":
                        drawn += [v.draw(game, target, HAND) for _ in range(value)]
                    elif key == "stash":
                        for _ in range(value):
                            v.draw(game, target, SLEEVE)
            # The answer names the move made and what it did: the Цена paid, the cards it brought.
            res.tell(player.seat, "cards.instant_played", card=c.name, paid=[str(n) for n in paid], drawn=drawn)
        elif action.ability == "Обмен":
            hand_name, sleeve_name = (card_name(n) for n in action_cards(action))
            # The very copies move (the Культист's added card keeps its Цена in the other pile).
            hand_card = copy_to_play(player, s.hand, hand_name)
            sleeve_card = copy_to_play(player, s.sleeve, sleeve_name)
            take(s.hand, hand_card)
            take(s.sleeve, sleeve_card)
            s.hand.append(sleeve_card)
            s.sleeve.append(hand_card)
            res.tell(player.seat, "cards.swapped", hand=sleeve_card, sleeve=hand_card)
        elif action.ability == pub.LUCKY_ABILITY.name:
            # «сбросить все карты из Руки в колоду и набрать 5 новых»
            s.lucky -= 1
            s.deck.extend(s.hand)
            s.hand.clear()
            game.rng.shuffle(s.deck)
            for _ in range(5):
                v.draw(game, player, HAND)
            res.tell(player.seat, "cards.lucky", cards=list(s.hand), left=s.lucky)
        elif action.ability == pub.CULTIST_ABILITY.name:
            name = card_name(action.card or "")
            s.sleeve.append(AddedCard(name, player.seat))  # this copy, not its name, costs him one more
            s.cult_card = name
            res.tell(player.seat, "cards.cultist", card=name, cost=card(name).cost + 1)
        elif action.ability == "Новая колода":
            deck = [card_name(n) for n in action_cards(action)]
            v.take_deck(game, player, [n for n in deck if n is not None])
            res.tell(player.seat, "cards.rebuilt", count=len(s.deck))
            if player.faction == MAFIA:
                # «После сбора колоды члены Мафии узнают колоды друг друга»: a new deck is built too.
                for other in game.players:
                    if other.faction == MAFIA and other.in_game and other.seat != player.seat:
                        res.tell(other.seat, "cards.mafia_deck", player=player.name, cards=counted(s.built))

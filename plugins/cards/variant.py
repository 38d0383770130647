"""Mafic III «Летал»: a card-driven mafia. Every move is a card played from the
Hand or the Sleeve; damage discards cards, an empty Hand is death. Choices where
the book is silent: docs/variants/cards.md."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from core.ballot import Ballot
from core.model import Exit, Phase, PhaseKind, Player, PlayerSetup
from core.names import fold
from core.rules import Ability, Action, Rejection, RuleError, StartError, reject
from core.texts import Text
from core.variant import DeckCard, DeckSpec, Variant

from plugins.cards import public as pub
from plugins.cards.collection import BLANK, COLOURS, COPIES, NEUTRAL, card, card_name, check_deck, collection
from plugins.cards.decks import build_deck, deck_rules
from plugins.cards.factions import LAW_ROLES, LAW_SIZE, MAFIA, MAFIA_ROLES
from plugins.cards.mechanics import (
    BUILD, CARD_ABILITIES, CARD_TAG, HAND_START, LINK, PHASES, REBUILD, action_cards, cost_for,
    counted, first_day_and_night, kind_of, source_of, surcharged,
)
from plugins.cards.state import HAND, SLEEVE, CardsGame, CardsPlayer, Scratch, gs, st

if TYPE_CHECKING:
    from core.game import Game

class CardsVariant(Variant):
    id = "cards"
    title = "Карточная (Mafic III «Летал»)"
    aliases = ("карточная", "карты", "mafic", "летал", "Mafic III")
    first_phase = PhaseKind.NIGHT
    setup_phase = True
    # «Вся коммуникация идет либо в публичных ветках …, либо с помощью эффектов карт»: the Mafia
    # knows itself but gets no thread to talk in (``Fellowship.talks``: what it is told goes to each own thread).
    fellows_talk = False
    holdings_kind = "hand"  # a hand and a sleeve of cards: «У вас на руках»
    min_players = 12
    max_players = 12
    PlayerState = CardsPlayer
    GameState = CardsGame
    Scratch = Scratch

    # --- set-up -----------------------------------------------------------

    def role_mix(self, players: int) -> list[str]:
        if players != 12:
            raise RuleError(reject("setup.cards.players", players=players))
        return [*MAFIA_ROLES, *["Закон"] * LAW_SIZE, "Маньяк"]

    def deal(self, names: list[str], public_roles: list[str | None], rng: random.Random) -> list[PlayerSetup]:
        mix = self.role_mix(len(names))
        # «каждый из которых получает одну из следующих ролей, случайным образом»
        roles = [rng.choice(LAW_ROLES) if r == "Закон" else r for r in mix]
        rng.shuffle(roles)
        wanted: list[str | None] = []
        for public in public_roles:
            found = self.roles.role(public) if public is not None else None
            name = found.name if found is not None and found.public else None
            # «Каждой явной роли может быть только один представитель»
            wanted.append(name if name not in wanted or name == pub.OTHER else None)
        free = [n for n in pub.ORDER if n not in wanted]
        rng.shuffle(free)
        setups = []
        for name, role, public in zip(names, roles, wanted):
            if public is None and free:
                public = free.pop()
            setups.append(PlayerSetup(name=name, role=role, public=public))
        return setups

    def check_public_roles(self, names: list[str]) -> Rejection | None:
        """The core's check, and «(Другой)»: «любое другое незанятое наименование» — an
        invented name is taken by one player at most (matched like every name: case, ё/е)."""
        found = super().check_public_roles(names)
        if found is not None:
            return found
        taken: set[str] = set()
        for name in names:
            role = self.public_role(name)
            if role is not None and role[1] is not None:
                key = fold(role[1])
                if key in taken:
                    return reject("setup.public_role_taken", role=role[1])
                taken.add(key)
        return None

    def new_player_state(self, game: "Game", player: Player, setup: PlayerSetup) -> CardsPlayer:
        state = CardsPlayer()
        given = [k for k in ("hand", "sleeve", "deck") if k in setup.start]
        if given:
            # A scenario's lists: deck building and dealing are taken as done.
            for key, pile in (("hand", "hand"), ("sleeve", "sleeve"), ("deck", "deck")):
                names = []
                for raw in setup.start.get(key) or []:
                    name = card_name(raw)
                    if name is None:
                        raise StartError(key, raw)
                    names.append(name)
                setattr(state, pile, names)
            state.built = list(state.hand) + list(state.deck)
            return state
        player.state = state
        if kind_of(game) != PhaseKind.SETUP:
            # Nobody built a deck (a game started at night): the default deck, dealt as the book says.
            self.take_deck(game, player, build_deck(player.role, player.public, game.rng))
            self.deal_cards(game, player)
        return state

    def deck_rules(self, player: Player):
        return deck_rules(player.role, player.public)

    def deck_spec(self, player: Player) -> DeckSpec:
        """The collection, the player's colours and the book's limits (the bot's deck editor)."""
        rules = self.deck_rules(player)
        cards = tuple(DeckCard(c.name, c.colour, c.cost, PHASES[c.phase], c.instant, c.text)
                      for c in collection().values())
        return DeckSpec(cards=cards, colours=tuple(COLOURS), own=tuple(rules.colours), neutral=NEUTRAL,
                        minimum=rules.minimum, copies=COPIES, off_colour=rules.off_colour)

    def check_deck(self, player: Player, deck: list[str]) -> Rejection | None:
        return check_deck(deck, self.deck_rules(player))[1]

    def default_deck(self, player: Player, rng: random.Random) -> list[str]:
        return build_deck(player.role, player.public, rng)

    def take_deck(self, game: "Game", player: Player, deck: list[str]) -> None:
        s = st(player)
        s.built = list(deck)
        s.deck = list(deck)
        game.rng.shuffle(s.deck)

    def deal_cards(self, game: "Game", player: Player) -> None:
        """«каждый игрок набирает себе случайные 5 карт», then the public roles' cards."""
        for _ in range(HAND_START):
            self.draw(game, player, HAND)
        s = st(player)
        start_card = pub.STARTING_CARD.get(player.public or "")
        if start_card:
            s.sleeve.append(start_card)
        if player.public == pub.SHARPER:
            self.draw(game, player, SLEEVE)

    def draw(self, game: "Game", player: Player, to: str) -> str:
        """One card from the deck into a pile; Пустышка while the deck is empty."""
        s = st(player)
        name = s.deck.pop(0) if s.deck else BLANK
        (s.hand if to == HAND else s.sleeve).append(name)
        return name

    def start(self, game: "Game") -> None:
        super().start(game)
        if kind_of(game) != PhaseKind.SETUP:
            self.tell_decks(game)

    def tell_decks(self, game: "Game") -> None:
        """«После сбора колоды члены Мафии узнают колоды друг друга»."""
        if gs(game).decks_told:
            return
        gs(game).decks_told = True
        mafia = [p for p in game.players if p.faction == MAFIA]
        for p in mafia:
            others = [o for o in mafia if o is not p]
            for o in others:
                game.tell(p.seat, "cards.mafia_deck", player=o.name, cards=counted(st(o).built))

    def begin_phase(self, game: "Game") -> None:
        kind = kind_of(game)
        for p in game.players:
            st(p).played.clear()
        if kind == PhaseKind.NIGHT:
            # «В начале каждой ночи члены Мафии узнают полный состав Руки и Рукава друг друга.»
            mafia = [p for p in game.players if p.faction == MAFIA and p.in_game]
            for p in mafia:
                for o in mafia:
                    if o is not p:
                        game.tell(p.seat, "cards.mafia_piles", player=o.name, hand=list(st(o).hand),
                                  sleeve=list(st(o).sleeve))
        elif kind == PhaseKind.DAY:
            for p in game.players:
                # Монах: «Если в начале дня имеет 1 или 2 карты в Руке, тянет карту из Колоды в Руку»
                if p.in_game and p.public == pub.MONK and len(st(p).hand) in (1, 2):
                    self.draw(game, p, HAND)
                    game.tell(p.seat, "cards.monk")

    # --- what a player holds -----------------------------------------------

    def piles(self, player: Player) -> dict[str, list[str]]:
        s = st(player)
        return {"hand": list(s.hand), "sleeve": list(s.sleeve), "deck": list(s.deck)}

    def holdings(self, game: "Game", player: Player) -> list[tuple[str, dict]]:
        s = st(player)
        if kind_of(game) == PhaseKind.SETUP and not (s.built or s.hand or s.sleeve):
            return [("cards.hold.no_deck", {})]

        def shown(pile: list[str]) -> list:
            # The card he added as Культист, with what it costs him (another copy of its name costs less).
            return [Text("cards.hold.added", {"card": str(c), "cost": card(c).cost + 1}) if surcharged(player, c)
                    else c for c in pile]

        lines = [("cards.hold.hand", {"cards": shown(s.hand)}), ("cards.hold.sleeve", {"cards": shown(s.sleeve)}),
                 ("cards.hold.deck", {"count": len(s.deck)})]
        if s.prison:
            lines.append(("cards.hold.prison", {"phases": s.prison}))
        return lines

    def card_cost(self, player: Player, card_shown: str, pile: str) -> int | None:
        name = card_name(card_shown)
        if name is None or player.state is None:
            return None
        return cost_for(player, card(name), HAND if pile == "hand" else SLEEVE)

    def public_marks(self, game: "Game", player: Player) -> list[tuple[str, dict]]:
        # «Находится ли цель в Тюрьме, видно публично» (l.298): beside the name in the lists.
        if player.state is not None and st(player).prison > 0:
            return [("cards.mark.prison", {})]
        return []

    def hand_size(self, player: Player) -> int | None:
        return len(st(player).hand) if player.state is not None else None

    def statuses(self, player: Player) -> set[str]:
        found = set(player.statuses)
        if player.state is not None and st(player).prison > 0:
            found.add("Тюрьма")
        return found

    def shown_role(self, game: "Game", player: Player) -> str:
        return player.role

    def may_talk_dead(self, game: "Game", player: Player) -> bool:
        # Мститель: «Будучи мертвым, вы можете продолжать вести публичное обсуждение.» Dead by
        # the rules (his Hand emptied): a player the host removed for breaking them is silenced.
        return (not player.alive and player.public == pub.AVENGER and player.state is not None
                and st(player).died_phase is not None)

    # --- what a player can do ----------------------------------------------

    def abilities(self, game: "Game", player: Player) -> list[Ability]:
        found = super().abilities(game, player)
        if kind_of(game) == PhaseKind.SETUP:
            return [*found, BUILD]
        # Every card is a move of every player; the check wants the card in the named pile
        # (the piles change within a phase: instant plays, the Маньяк's swap).
        return [*found, *CARD_ABILITIES.values(), REBUILD]

    def slot_of(self, game: "Game", player: Player, ab: Ability, action: Action) -> str:
        if CARD_TAG in ab.tags:
            return source_of(action)
        return ab.slot

    def expects(self, game: "Game", player: Player, ab: Ability) -> bool:
        """«Новая колода» (a deck rebuilt when the player wishes, «в любой момент») is never owed: a
        player left with it alone — in Тюрьма, where no card is played (l.298) — is not waited for
        nor reminded of a move."""
        return ab.name != REBUILD.name

    def may_act(self, game: "Game", player: Player, ab: Ability) -> Rejection | None:
        if not player.in_game:
            return reject("reject.dead", player=player.name)
        if player.state is None:
            return None
        if CARD_TAG in ab.tags or ab.name == pub.PROSECUTOR_ABILITY.name:
            # «Пока цель в Тюрьме, она не может играть карты и голосовать.»
            if st(player).prison > 0:
                return reject("reject.cards.in_prison")
        return None

    def may_target(self, game: "Game", player: Player, ab: Ability, target: Player) -> Rejection | None:
        # Социопат: «не можете быть целью карт других персонажей … в первые сутки»
        if (CARD_TAG in ab.tags and target.public == pub.SOCIOPATH and target.seat != player.seat
                and card(ab.name).effect and first_day_and_night(game)):
            return reject("reject.cards.sociopath", target=target.name)
        return None

    def check_action(self, game: "Game", player: Player, action: Action, ab: Ability) -> Rejection | None:
        if CARD_TAG in ab.tags:
            return self.check_card(game, player, action, ab)
        s = st(player)
        if ab.name == BUILD.name:
            return self.check_build(game, player, action)
        if ab.name == REBUILD.name:
            if s.deck:
                return reject("reject.cards.deck_not_empty", count=len(s.deck))
            return self.check_build(game, player, action)
        if ab.name == "Обмен":
            cards = action_cards(action)
            if len(cards) != 2:
                return reject("reject.cards.swap_two")
            hand_card, sleeve_card = card_name(cards[0]), card_name(cards[1])
            if hand_card not in s.hand:
                return reject("reject.cards.not_in_pile", card=cards[0], pile="hand")
            if sleeve_card not in s.sleeve:
                return reject("reject.cards.not_in_pile", card=cards[1], pile="sleeve")
            return None
        if ab.name == pub.LUCKY_ABILITY.name:
            if game.phase.number != 1 or kind_of(game) != PhaseKind.NIGHT:
                return reject("reject.cards.first_night", ability=ab.name)
            if s.lucky <= 0:
                return reject("reject.used_up", ability=ab.name, uses=2)
            return None
        if ab.name == pub.CULTIST_ABILITY.name:
            if game.phase.number != 1 or kind_of(game) != PhaseKind.NIGHT:
                return reject("reject.cards.first_night", ability=ab.name)
            name = card_name(action.card or "")
            if name is None:
                return reject("reject.cards.unknown_card", cards=[action.card])
            if card(name).cost < 3:
                return reject("reject.cards.cultist_cost", card=name)
            return None
        return None

    def check_build(self, game: "Game", player: Player, action: Action) -> Rejection | None:
        _, rejection = check_deck(action_cards(action), self.deck_rules(player))
        return rejection

    def pending_other(self, game: "Game", player: Player, source: str) -> list[Action]:
        """The player's card plays already sent this phase from the other pile."""
        return [a for a in game.actions_of(player.seat) if a.ability in CARD_ABILITIES and source_of(a) != source]

    def check_card(self, game: "Game", player: Player, action: Action, ab: Ability) -> Rejection | None:
        s = st(player)
        source = source_of(action)
        if source not in (HAND, SLEEVE):
            return reject("reject.cards.bad_pile", pile=str(getattr(action, "source", "")))
        pile = s.hand if source == HAND else s.sleeve
        c = card(ab.name)
        if c.name not in pile:
            return reject("reject.cards.not_in_pile", card=c.name, pile="hand" if source == HAND else "sleeve")
        # «не более одной карты из Руки и не более одной карты из Рукава» (instant plays included)
        if s.played.get(source) == game.phase.index:
            return reject("reject.cards.pile_used", pile="hand" if source == HAND else "sleeve")
        if c.name == BLANK:
            return None
        # Цена: so many other cards of the Hand go with the card (docs/variants/cards.md).
        spare = len(s.hand) - (1 if source == HAND else 0)
        for other in self.pending_other(game, player, source):
            other_card = card(other.ability)
            if source_of(other) == HAND:
                spare -= 1
            spare -= cost_for(player, other_card, source_of(other))
        cost = cost_for(player, c, source)
        if spare < cost:
            return reject("reject.cards.cost", card=c.name, cost=cost)
        paid = action_cards(action)
        if paid:
            names = [card_name(n) for n in paid]
            if len(names) != cost or any(n is None for n in names):
                return reject("reject.cards.cost_cards", card=c.name, cost=cost)
            rest = list(s.hand)
            if source == HAND:
                rest.remove(c.name)
            for n in names:
                if n not in rest:
                    return reject("reject.cards.not_in_pile", card=n, pile="hand")
                rest.remove(n)
        if action.card is not None:
            # Юрист: «Играя карту "Лоббирование...", может заменить ее эффект на эффект любой другой»
            other_name = card_name(action.card)
            if player.public != pub.LAWYER or not c.lobbying:
                return reject("reject.cards.no_swap_effect", card=c.name)
            if other_name is None or not card(other_name).lobbying:
                return reject("reject.cards.not_lobbying", card=action.card)
        if c.effect.get("message") or c.effect.get("town"):
            text = (action.text or "").strip()
            if not text:
                return reject("reject.needs_text", ability=c.name)
            if LINK.search(text):
                return reject("reject.cards.link")
        if c.effect.get("copy") and s.last_message is None:
            return reject("reject.cards.nothing_to_copy")
        return None

    # --- the Вече -------------------------------------------------------------

    def may_vote(self, game: "Game", player: Player) -> Rejection | None:
        if not player.in_game:
            return reject("reject.dead", player=player.name)
        if player.state is not None and st(player).prison > 0:
            return reject("reject.cards.in_prison_vote")
        return None

    def may_be_voted(self, game: "Game", voter: Player, target: Player) -> Rejection | None:
        if target.public == pub.SOCIOPATH and first_day_and_night(game):
            return reject("reject.cards.sociopath_vote", target=target.name)
        return None

    def vote_weight(self, game: "Game", player: Player, boosted: set[int] = frozenset()) -> float:
        weight = 2.0 if player.public == pub.AUTHORITY else 1.0
        if player.seat in boosted:
            weight += 2.0
        return weight

    def prosecutor_boosts(self, game: "Game") -> set[int]:
        return {a.actor for a in game.pending.values() if a.ability == pub.PROSECUTOR_ABILITY.name}

    def ballot(self, game: "Game") -> Ballot:
        """The Вече so far: the votes as cast, the Прокурор's pending boost. The day's cards
        (Подкуп, Лоббирование …) are secret until the day resolves: only the verdict shows them."""
        return self.vote_ballot(game, self.prosecutor_boosts(game))

    def vote_ballot(self, game: "Game", boosted: set[int], scratch: Scratch | None = None) -> Ballot:
        """The Вече vote by vote: an Авторитет's vote «×2 (Авторитет)», a Прокурор's «+2»
        («×3 (Прокурор)»); with the day's resolution (``scratch``) the cards too: a vote under
        Подкуп counts nowhere and is shown nowhere, one under Лоббирование мира goes to «мир»
        with the card's name, Лоббирование обвинения / помилования as modifiers (never below zero)."""
        ballot = Ballot()
        for voter, target in sorted(game.votes.items()):
            p = game.players[voter]
            if self.may_vote(game, p) is not None or (scratch is not None and voter in scratch.muted):
                continue
            weight = self.vote_weight(game, p, boosted)
            why = ", ".join(w for w, on in (("Авторитет", p.public == pub.AUTHORITY),
                                            ("Прокурор", voter in boosted)) if on)
            if scratch is not None and voter in scratch.converted and target is not None:
                target, why = None, ", ".join(w for w in (why if weight != 1 else "", "Лоббирование мира") if w)
            ballot.vote(target, voter, weight, why)
        if scratch is not None:
            for seat, extra in sorted(scratch.accuse.items()):
                if extra > 0 or seat in ballot.rows:
                    before = ballot.total(seat)
                    after = max(0.0, before + extra)
                    if after != before:
                        ballot.modifier(seat, after - before,
                                        "Лоббирование обвинения" if extra > 0 else "Лоббирование помилования")
        return ballot

    # --- deaths and wins ------------------------------------------------------

    def remove(self, game: "Game", player: Player, reason: str) -> None:
        game.leave(player, Exit.REMOVED)
        game.announce("host.removed", player=player.name, role=player.role)

    def new_scratch(self, game: "Game", phase: Phase) -> Any:
        return Scratch()

    # --- simulations ------------------------------------------------------------

    def legal_moves(self, game: "Game", player: Player, rng: random.Random) -> list[Action] | None:
        from plugins.cards.heuristics import moves

        return moves(game, player, rng)

    def heuristic_vote(self, game: "Game", player: Player, rng: random.Random) -> int | None:
        from plugins.cards.heuristics import vote

        return vote(game, player, rng)

"""A tiny variant for the engine's own tests: the core must work for any book."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from core.hookspecs import hookimpl
from core.model import PhaseKind, PhaseSpec
from core.resolution import Resolution
from core.rules import Ability, Action, Faction, Role, reject
from core.variant import Variant


@dataclass
class ToyNight:
    saved: set[int] = field(default_factory=set)


class Toy(Variant):
    id = "toy"
    title = "Игрушечная"
    aliases = ("игрушка",)
    first_phase = PhaseKind.NIGHT
    Scratch = ToyNight
    # «классика» is the night-and-day toy; «луна» (below) has every shape the books need.
    editions = ("классика", "луна")

    def role_mix(self, players: int) -> list[str]:
        return ["Убийца"] + ["Житель"] * (players - 1)

    # --- the edition «луна» -----------------------------------------------------

    @classmethod
    def cycle(cls, edition):
        if edition != MOON:
            return cls.phases
        return (PhaseSpec("новолуние", vote=False, talk=True), PhaseSpec("полулуние", vote=True, talk=True),
                PhaseSpec("полнолуние", vote=False, talk=False, aliases=("full moon",)))

    @classmethod
    def first_phase_of(cls, edition):
        return "новолуние" if edition == MOON else cls.first_phase

    @classmethod
    def setup_of(cls, edition):
        return edition == MOON

    @property
    def moon(self) -> bool:
        return self.edition == MOON

    def new_player_state(self, game, player, setup):
        if not self.moon:
            return super().new_player_state(game, player, setup)
        return MoonPlayer(hand=list(setup.start.get("hand", [])), sleeve=list(setup.start.get("sleeve", [])),
                          deck=list(setup.start.get("deck", [])))

    def new_scratch(self, game, phase):
        return MoonScratch() if self.moon else super().new_scratch(game, phase)

    holdings_kind = "hand"  # cards in hand and sleeve

    def piles(self, player):
        state = player.state
        if not isinstance(state, MoonPlayer):
            return {}
        return {"hand": list(state.hand), "sleeve": list(state.sleeve), "deck": list(state.deck)}

    def holdings(self, game, player):
        piles = self.piles(player)
        if not piles:
            return []
        return [("toy.holds", {"hand": piles["hand"], "sleeve": piles["sleeve"], "deck": len(piles["deck"])})]

    def abilities(self, game, player):
        found = super().abilities(game, player)
        if self.moon:  # a player's cards are his abilities, and everyone builds a deck
            held = dict.fromkeys(player.state.hand + player.state.sleeve)
            found += [self.roles.extra_abilities[name] for name in (*held, "Колода")]
        return found

    def slot_of(self, game, player, ability, action):
        if ability.name in CARDS:  # one card from the hand and one from the sleeve a phase
            return "рукав" if action.source == "рукав" else "рука"
        return ability.slot

    def max_vote_changes(self, game, player):
        return 1 if self.moon else None

    def known_to(self, game, player):
        known = super().known_to(game, player)
        if self.moon and player.role == "Шпион":  # the spy knows the killer; the killer does not know him
            known += [p for p in game.players if p.role == "Убийца"]
        return known

    def in_contention(self, game, player):
        return player.in_game and "Тюрьма" not in player.statuses

    def winning_seats(self, game):
        seats = super().winning_seats(game)
        return [s for s in seats if game.players[s].alive] if self.moon else seats

    def legal_moves(self, game, player, rng):
        if not self.moon:
            return None
        if game.phase.kind == PhaseKind.SETUP:
            return [Action(player.seat, "Колода", cards=tuple(rng.choice(CARDS) for _ in range(4)))]
        others = [p.seat for p in game.living() if p.seat != player.seat]
        moves = []
        for pile, source in (("hand", "рука"), ("sleeve", "рукав")):
            for card in getattr(player.state, pile):
                if card != "Пустышка" and others:
                    moves.append(Action(player.seat, card, (rng.choice(others),), source=source))
        return moves


ROLES = [
    Role("Убийца", faction="Мафия", knows_fellows=True, abilities=(Ability("Выстрел", allow_self=False),)),
    Role("Доктор", faction="Город", abilities=(Ability("Лечение", no_repeat_target=True),
                                               Ability("Вакцина", uses=1, slot="extra"))),
    Role("Житель", faction="Город"),
    Role("Следователь", faction="Город", abilities=(Ability("Проверка", max_per_target=1),)),
]


def heal(res: Resolution) -> None:
    for action in res.of("Лечение"):
        res.scratch.saved.add(action.target)


def shoot(res: Resolution) -> None:
    for action in res.of("Выстрел"):
        if action.target not in res.scratch.saved:
            res.player(action.target).alive = False
            res.announce("toy.killed", player=res.player(action.target).name)


def check(res: Resolution) -> None:
    for action in res.of("Проверка"):
        res.tell(action.actor, "toy.checked", target=res.player(action.target).name,
                 faction=res.player(action.target).faction)


def vote(res: Resolution) -> None:
    counts = Counter(t for t in res.game.votes.values() if t is not None)
    if counts:
        (target, top), *rest = counts.most_common()
        if not rest or rest[0][1] < top:
            res.player(target).alive = False
            res.announce("toy.executed", player=res.player(target).name)


class ToyPlugin:
    @hookimpl
    def mafia_register_variants(self, variants):
        variants.add(Toy)

    @hookimpl
    def mafia_register_roles(self, variant, roles, edition):
        if variant is Toy and edition != MOON:
            roles.add_faction(Faction("Мафия"))
            roles.add_faction(Faction("Город", aliases=("мирные",)))
            for role in ROLES:
                roles.add(role)

    @hookimpl
    def mafia_register_steps(self, variant, steps, edition):
        if variant is Toy and edition != MOON:
            steps.add(1, "Лечение", PhaseKind.NIGHT, heal)
            steps.add(2, "Выстрел", PhaseKind.NIGHT, shoot)
            steps.add(3, "Проверка", PhaseKind.NIGHT, check)
            steps.add(1, "Голосование", PhaseKind.DAY, vote)


# --- The edition «луна»: every shape the four books need, on a tiny scale -------------
#
# A set-up phase (a deck of 3 to 5 cards, at most two copies of one), a week of three
# moon phases with a vote only at полулуние, cards played from the hand or the sleeve
# (one of each per phase), an instant ability that may end the game on the spot, a
# list-valued guess, a four-target ability, blocks that count as no move at all, a cap
# on vote changes, one-way knowledge, two roles sharing an ability's name, a free-named
# and a shared public role, prisoners out of the win checks and dead players not winning.

MOON = "луна"
CARDS = ("Удар", "Щит", "Пустышка")
DEFAULT_DECK = ("Удар", "Щит", "Пустышка")


@dataclass
class MoonPlayer:
    hand: list[str] = field(default_factory=list)
    sleeve: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)


@dataclass
class MoonScratch:
    shielded: set[int] = field(default_factory=set)
    blocked: set[int] = field(default_factory=set)


def _deck_reason(game, player, action):
    cards = list(action.cards or ())
    unknown = [c for c in cards if c not in CARDS]
    if unknown:
        return reject("toy.deck_unknown", cards=unknown)
    if not 3 <= len(cards) <= 5:
        return reject("toy.deck_size", count=len(cards))
    if any(cards.count(c) > 2 for c in cards):
        return reject("toy.deck_copies")
    return None


def _card_in_pile(game, player, action):
    pile = "sleeve" if action.source == "рукав" else "hand"
    if action.source not in (None, "рука", "рукав"):
        return reject("toy.bad_source", source=action.source)
    if action.ability not in getattr(player.state, pile):
        return reject("toy.card_not_held", card=action.ability)
    return None


DECK = Ability("Колода", phase=PhaseKind.SETUP, min_targets=0, max_targets=0, needs=frozenset({"cards"}),
               check=_deck_reason, targeted=False)
STRIKE = Ability("Удар", phase=("новолуние", "полнолуние"), check=_card_in_pile, allow_self=False)
SHIELD = Ability("Щит", phase=("новолуние", "полнолуние"), check=_card_in_pile)
VERDICT = Ability("Приговор", phase="*", instant=True, uses=1, allow_self=False, slot="instant")
GUESS = Ability("Догадка", phase="полнолуние", min_targets=0, max_targets=0, needs=frozenset({"guess"}),
                slot="guess", per_cycle=1, several_roles=True)  # every player's role at once
RAID = Ability("Облава", phase="новолуние", min_targets=4, max_targets=4, slot="raid")
CHAINS = Ability("Оковы", phase="новолуние", slot="chains", uses=2)
HEAL_DAY = Ability("Лечение", phase="полнолуние", slot="public")

MOON_ROLES = [
    Role("Убийца", faction="Мафия", knows_fellows=True, abilities=(VERDICT, CHAINS)),
    Role("Доктор", faction="Город", abilities=(Ability("Лечение", phase="полнолуние"),)),
    Role("Житель", faction="Город", abilities=(GUESS,)),
    Role("Шпион", faction="Город", abilities=(RAID,)),
    Role("Лекарь", public=True, abilities=(HEAL_DAY,)),
    Role("(Другой)", public=True, free_name=True),
    Role("Герой", public=True, shared=True),
]


def build_decks(res: Resolution) -> None:
    """The set-up's end: each deck is dealt (a missing one gets the default): the
    first card to the sleeve, the rest to the hand."""
    sent = {a.actor: a.cards for a in res.of("Колода")}
    for player in res.game.players:
        deck = list(sent.get(player.seat) or DEFAULT_DECK)
        player.state.sleeve, player.state.hand, player.state.deck = deck[:1], deck[1:], []
        res.tell(player.seat, "toy.dealt", hand=player.state.hand, sleeve=player.state.sleeve)


def _spend(res: Resolution, action) -> None:
    state = res.player(action.actor).state
    pile = state.sleeve if action.source == "рукав" else state.hand
    if action.ability in pile:
        pile.remove(action.ability)


def chains(res: Resolution) -> None:
    for action in res.of("Оковы"):
        res.scratch.blocked.add(action.target)
    for action in list(res.actions):
        if action.actor in res.scratch.blocked and action.ability != "Оковы":
            res.void(action)  # «не объявлял никаких действий»: no limit is used
            res.tell(action.actor, "toy.blocked")


def shields(res: Resolution) -> None:
    for action in res.of("Щит"):
        _spend(res, action)
        res.scratch.shielded.add(action.target)


def strikes(res: Resolution) -> None:
    for action in res.of("Удар"):
        _spend(res, action)
        target = res.player(action.target)
        if action.target not in res.scratch.shielded and target.alive:
            target.alive = False
            res.announce("toy.killed", player=target.name)


def raid(res: Resolution) -> None:
    for action in res.of("Облава"):
        mafia = sum(1 for seat in action.targets if res.player(seat).faction == "Мафия")
        res.tell(action.actor, "toy.raid", count=mafia)


def guess(res: Resolution) -> None:
    for action in res.of("Догадка"):
        named = action.guess_map()
        right = all(res.player(seat).role == role for seat, role in named.items()) and named
        res.tell(action.actor, "toy.guess_right" if right else "toy.guess_wrong")


def moon_heal(res: Resolution) -> None:
    for action in res.of("Лечение"):
        res.tell(action.actor, "toy.healed_via", via=action.via or "—")


def verdict(res: Resolution) -> None:
    for action in res.of("Приговор"):
        target = res.player(action.target)
        target.alive = False
        res.announce("toy.verdict", player=target.name)


class MoonPlugin:
    """The edition «луна» of the toy (registered with :class:`ToyPlugin`)."""

    @hookimpl
    def mafia_register_roles(self, variant, roles, edition):
        if variant is Toy and edition == MOON:
            roles.add_faction(Faction("Мафия"))
            roles.add_faction(Faction("Город"))
            for role in MOON_ROLES:
                roles.add(role)
            for card in (STRIKE, SHIELD, Ability("Пустышка", phase="*", min_targets=0, max_targets=0,
                                                 check=_card_in_pile)):
                roles.add_ability(card)
            roles.add_ability(DECK)

    @hookimpl
    def mafia_register_steps(self, variant, steps, edition):
        if variant is Toy and edition == MOON:
            steps.add(1, "Раздача", PhaseKind.SETUP, build_decks)
            for kind in ("новолуние", "полнолуние"):
                steps.add(1, "Оковы", kind, chains)
                steps.add(2, "Щит", kind, shields)
                steps.add(3, "Удар", kind, strikes)
            steps.add(4, "Облава", "новолуние", raid)
            steps.add(4, "Догадка", "полнолуние", guess)
            steps.add(5, "Лечение", "полнолуние", moon_heal)
            steps.add(1, "Голосование", "полулуние", vote)
            steps.add(1, "Приговор", "instant", verdict)

    @hookimpl
    def mafia_register_texts(self, variant, texts, edition):
        if variant is Toy:
            texts.add_package("tests.core")

"""Heuristic players of the cards variant, for `simulate`, the property tests and
`mafia-bot balance`: each plays cards that help its own side and votes on what
its side knows. They read only what the player may know: its own piles, its
fellows (the Mafia), the roles the town learnt from deaths, and what scouting
told the player (the Law shares it in public, as a Комиссар would).
"""

from __future__ import annotations

import random
import weakref
from typing import TYPE_CHECKING

from core.commands import Act, Vote
from core.game import Game
from core.rules import Action

from plugins.cards.collection import BLANK, Card, card, collection
from plugins.cards.decks import build_deck
from plugins.cards.factions import LAW, MAFIA, MANIAC
from plugins.cards.mechanics import CARD_ABILITIES, cost_for, kind_of
from plugins.cards.public import CULTIST, LUCKY, POLITICIAN, PROSECUTOR
from plugins.cards.state import HAND, SLEEVE, st

if TYPE_CHECKING:
    from core.model import Player

LAW_ROLES = {"Офицер", "Полицейский", "Комиссар", "Вигиланте", "Судья", "Оператор"}
STIM = "Укол стимулятора"
# How often a Law player without a lead votes for the biggest Hand (the public hand sizes).
LAW_READS_HANDS = 0.5
CULT_CARDS = tuple(c.name for c in collection().values() if c.cost >= 3)
MESSAGES = ("Держимся вместе.", "Завтра голосуем за того, кого назову.", "Будь осторожен этой ночью.")


def allies(game: "Game", player: "Player") -> set[int]:
    """Whom the player knows to be on its side (itself included)."""
    if player.faction == MAFIA:
        return {p.seat for p in game.players if p.faction == MAFIA}
    return {player.seat}


def known_hostile(game: "Game", player: "Player") -> list[int]:
    """Living players the player's side knows to be enemies (from the Law's public scouting)."""
    if player.faction == MAFIA:
        return [p.seat for p in game.players if p.in_game and p.faction != MAFIA]
    found = []
    known = shared_knowledge(game)  # (once, not once a player: the log does not change meanwhile)
    for p in game.players:
        if p.in_game and p.seat != player.seat:
            role = known.get(p.seat)
            if role is not None and (role not in LAW_ROLES or player.faction == MANIAC):
                found.append(p.seat)
    return found


_KNOWN: "weakref.WeakKeyDictionary[Game, tuple[dict[int, str], int]]" = weakref.WeakKeyDictionary()


def shared_knowledge(game: "Game") -> dict[int, str]:
    """Roles the Law's Досье found, said in public (read from the log once per entry)."""
    cache, start = _KNOWN.get(game, ({}, 0))
    log = game.log
    for event in log[start:]:
        if event.key == "cards.result.role" and event.to:
            reader = game.players[event.to[0]]
            if reader.faction == LAW:
                target = game.find(event.params["target"])
                if target is not None:
                    cache[target.seat] = event.params["role"]
    _KNOWN[game] = (cache, len(log))
    return cache


def foes(game: "Game", player: "Player") -> list[int]:
    mine = allies(game, player)
    return [p.seat for p in game.players if p.in_game and p.seat not in mine]


def pick_foe(game: "Game", player: "Player", rng: random.Random) -> int | None:
    hostile = known_hostile(game, player)
    if hostile and (player.faction != MAFIA or rng.random() < 0.5):
        # the Mafia prefer the weakest (fewest cards) of the town
        return min(hostile, key=lambda s: (len(st(game.players[s]).hand), rng.random()))
    options = foes(game, player)
    if not options:
        return None
    if player.faction == MAFIA or player.faction == MANIAC:
        return min(options, key=lambda s: (len(st(game.players[s]).hand) + rng.random() * 3))
    return rng.choice(options)


def pick_friend(game: "Game", player: "Player", rng: random.Random) -> int:
    mine = [s for s in allies(game, player) if game.players[s].in_game]
    return min(mine, key=lambda s: (len(st(game.players[s]).hand), rng.random()))


_WANT: dict[int, tuple[Card, str]] = {}  # by the card's id (the card kept, so the id stays its own)


def want(c: Card) -> str:
    """What a card is for: attack (on a foe), help (on a friend), talk, or none (worked out once a card:
    the heuristic players ask it of every card in every hand, every phase)."""
    found = _WANT.get(id(c))
    if found is None or found[0] is not c:
        found = _WANT[id(c)] = (c, _want(c))
    return found[1]


def _want(c: Card) -> str:
    e = c.effect
    if any(k in e for k in ("damage", "pierce", "blockade", "prison", "seize", "accuse", "mute", "convert")):
        return "attack"
    if any(k in e for k in ("look", "track", "watch", "tap")):
        return "scout"
    if any(k in e for k in ("block", "draw", "stash", "unstash", "pardon")):
        return "help"
    if any(k in e for k in ("message", "copy", "town")):
        return "talk"
    return "none"


def play_for(game: "Game", player: "Player", name: str, source: str, rng: random.Random,
             spare: int) -> Action | None:
    if name == BLANK or name not in CARD_ABILITIES:
        return None
    c = card(name)
    if c.instant:
        return None  # (instant cards are played apart: see moves())
    phase = "ночь" if kind_of(game) == "night" else "день"
    if c.phase not in (phase, "любая"):
        return None
    if cost_for(player, c, source) > spare - (0 if source == HAND else 1):
        return None  # keep a card after paying (a Hand play is refilled)
    goal = want(c)
    targets: tuple[int, ...] = ()
    text = None
    if c.self_only:
        if goal == "talk":
            text = rng.choice(MESSAGES)
    elif goal == "attack":
        target = pick_foe(game, player, rng)
        if target is None:
            return None
        targets = (target,)
        if c.max_targets > 1:
            more = [s for s in foes(game, player) if s != target]
            if more:
                targets += (rng.choice(more),)
    elif goal == "help":
        target = pick_friend(game, player, rng)
        if c.other and target == player.seat:
            return None
        targets = (target,)
    elif goal == "scout":
        options = [s for s in foes(game, player) if s not in known_hostile(game, player)] or foes(game, player)
        if not options:
            return None
        targets = (rng.choice(options),)
    elif goal == "talk":
        friends = [s for s in allies(game, player) if s != player.seat and game.players[s].in_game]
        if not friends and "copy" not in c.effect:
            # the town has no known friend: a word to someone keeps the Hand moving (a draw)
            friends = [s for s in foes(game, player)]
            rng.shuffle(friends)
        if not friends:
            return None
        targets = tuple(friends[: max(1, c.max_targets)])
        if "copy" not in c.effect:
            text = rng.choice(MESSAGES)
    else:
        return None
    if c.other and player.seat in targets:
        return None
    if len(targets) < c.min_targets:
        return None
    kwargs = {"source": source} if source != HAND else {}
    return Action(player.seat, name, targets, text=text, **kwargs)


def moves(game: "Game", player: "Player", rng: random.Random) -> list[Action]:
    """The player's moves for this phase: a deck while decks are built; then the
    instant ones (a new deck, Везунчик, Культист, the Маньяк's swap, Укол стимулятора)
    and at most one card play per pile."""
    if not player.in_game or player.state is None:
        return []
    if kind_of(game) == "setup":
        if st(player).built:
            return []
        return [Action(player.seat, "Колода", cards=tuple(build_deck(player.role, player.public, rng)))]
    s = st(player)
    chosen: list[Action] = []
    if not s.deck:
        # «может в любой момент собрать новую колоду»
        chosen.append(Action(player.seat, "Новая колода", cards=tuple(build_deck(player.role, player.public, rng))))
    if s.prison > 0:
        return _valid(game, chosen)
    busy: set[str] = set()  # piles whose play of the phase is taken by an instant one
    night = kind_of(game) == "night"
    if night and game.phase.number == 1:
        if player.public == LUCKY and sum(1 for n in s.hand if card(n).cost >= 2) >= 2:
            chosen.append(Action(player.seat, "Везунчик"))
            busy.add(HAND)  # the Hand is new: its play waits for the next phase
        if player.public == CULTIST:
            chosen.append(Action(player.seat, "Культист", card=rng.choice(CULT_CARDS)))
    if player.role == MANIAC and s.sleeve and s.hand and HAND not in busy:
        weak = [n for n in s.hand if want(card(n)) in ("talk", "none")]
        strong = [n for n in s.sleeve if want(card(n)) == "attack"]
        if weak and strong:
            chosen.append(Action(player.seat, "Обмен", cards=(weak[0], strong[0])))
            busy.add(HAND)
    for source, pile in ((HAND, s.hand), (SLEEVE, s.sleeve)):
        if STIM in pile and source not in busy and 2 <= len(s.hand) <= 3 and rng.random() < 0.7:
            chosen.append(Action(player.seat, STIM, (), **({"source": source} if source != HAND else {})))
            busy.add(source)
            busy.add(HAND)  # the Hand changes at once: its play waits
    if kind_of(game) == "day" and player.public == PROSECUTOR and rng.random() < 0.25:
        chosen.append(Action(player.seat, "Прокурор"))
    chosen = _valid(game, chosen)
    spare = len(s.hand)
    for source, pile in ((HAND, s.hand), (SLEEVE, s.sleeve)):
        if source in busy:
            continue
        names = list(dict.fromkeys(pile))
        rng.shuffle(names)
        # the better cards first: attacks when strong, help when weak
        names.sort(key=lambda n: _score(card(n), spare, rng))
        for name in names:
            action = play_for(game, player, name, source, rng, spare - (1 if source == HAND else 0))
            if action is not None and game.validate(Act(action)) is None:
                chosen.append(action)
                spare -= cost_for(player, card(name), source) + (1 if source == HAND else 0)
                break
        else:
            if source == HAND and BLANK in pile and night:
                # nothing useful to play: a Пустышка played from the Hand is at least replaced by a draw
                chosen.append(Action(player.seat, BLANK, ()))
    return chosen


def _valid(game: "Game", actions: list[Action]) -> list[Action]:
    return [a for a in actions if game.validate(Act(a)) is None]


def _score(c: Card, spare: int, rng: random.Random) -> float:
    goal = want(c)
    if goal == "help":
        return (0 if spare <= 3 else 2) + rng.random()
    if goal == "attack":
        return 1 + rng.random()
    if goal == "scout":
        return 1.5 + rng.random()
    return 3 + rng.random()


def vote(game: "Game", player: "Player", rng: random.Random) -> int | None:
    """Whom the player votes for on the Вече, seeing the votes sent before it."""
    hostile = known_hostile(game, player)
    if player.faction != MAFIA and hostile:
        return min(hostile, key=lambda s: game.players[s].public == POLITICIAN)
    mine = allies(game, player)
    if player.faction == LAW and rng.random() < LAW_READS_HANDS:
        # Hand sizes are public: whoever the night spares keeps a big Hand — the Law's suspect.
        others = [p for p in game.players if p.in_game and p.seat != player.seat and p.public != POLITICIAN
                  and game.validate(Vote(player.seat, p.seat)) is None]
        if others:
            return max(others, key=lambda p: (len(st(p).hand), rng.random())).seat
    counts: dict[int, float] = {}
    for target in game.votes.values():
        if target is not None:
            counts[target] = counts.get(target, 0) + 1
    # A sentenced Политик only goes to prison: vote elsewhere, or for peace when he is the only
    # one left to vote for (in prison he plays no card; out of it the game can go on).
    useless = {p.seat for p in game.players if p.public == POLITICIAN}
    leaders = [s for s, _ in sorted(counts.items(), key=lambda kv: -kv[1]) if s not in mine and s not in useless]
    if leaders and rng.random() < 0.7:
        choice = leaders[0]
    else:
        options = [s for s in foes(game, player) if s not in useless]
        if not options:
            return None
        choice = rng.choice(options)
    if game.validate(Vote(player.seat, choice)) is not None:
        return None
    return choice

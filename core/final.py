"""The master's closing post («итоги»): who won and why (the book's win condition in words), who
survived, and every player's roles (secret and public) with their side, the winners marked. One
renderer for every face: the bot posts it in the town square when a game ends (before the story),
and ``mafia-bot simulate`` ends with it.

The post is plain text in the game's language. Player names are typed by players: a poster that
must neutralise them (Discord) passes its escaping function as ``name`` (it keeps the name's
grammatical gender when given a :class:`core.texts.Name`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from core.model import Exit
from core.texts import Name, Text
from core.variant import DRAW

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player

#: A player's state at the end, as the post tells it.
ALIVE, DEAD, JAILED, OUT = "alive", "dead", "jailed", "out"
#: Out of the game another way (``core.model.Exit``): sent away by the rules, removed by the host.
EXILED, REMOVED = "exiled", "removed"


def _same(name: str) -> str:
    return name


def state_of(game: "Game", player: "Player") -> str:
    """Alive at the end, dead, removed by the host, in prison (the Romanian prisoner, out of the game;
    the fantasy one, in it but not standing), sent out of the game by the rules, or out another way:
    why he is out is the game's (``player.out``)."""
    if player.out is Exit.REMOVED:
        return REMOVED
    if not player.alive:
        return DEAD
    if player.out is Exit.JAILED or any(status.casefold() == "тюрьма" for status in game.variant.statuses(player)):
        return JAILED
    if player.out is Exit.EXILED:
        return EXILED
    return ALIVE if player.in_game else OUT


def sides_in_order(game: "Game", winners: list[str]) -> list[str]:
    """The sides as the post lists them: the winner, then the co-winners, then the others in
    the order they first sit at the table."""
    seen: list[str] = []
    for player in game.players:
        side = game.variant.side_of(game, player)
        if side not in seen:
            seen.append(side)
    return [s for s in winners if s in seen] + [s for s in seen if s not in winners]


def final_post(game: "Game", *, title: str | None = None, name: Callable[[str], str] = _same,
               stopped: bool = False) -> list[str]:
    """The closing post's lines. ``title``: the book's name (default: the edition's title from
    the catalog, else the variant's); ``name``: how a player's name is shown (escaping);
    ``stopped``: a game not over was ended by the host (no winner), not merely left unfinished."""
    texts, variant = game.texts, game.variant
    if title is None:
        title = variant.book.title(texts.locale) if hasattr(variant, "book") else (variant.title or variant.id)
    shown = {}
    for p in game.players:
        own = game.names.get(p.name, Name(p.name))
        named = name(own)
        # The poster's function may hand back a plain string: the name keeps its gender and case rule.
        shown[p.seat] = named if isinstance(named, Name) else Name(named, own.gender, own.declined)
    lines = [texts.render("final.header", {"title": title})]

    # The winner and why.
    winner = game.winner
    co_sides: list[str] = []
    if not game.over:
        lines.append(texts.render("final.no_winner" if stopped else "final.unfinished"))
    elif winner is None:
        lines.append(texts.render("final.no_winner"))
    elif winner == DRAW:
        lines.append(texts.render("final.draw", {"reason": variant.win_reason(game)}))
    else:
        lines.append(texts.render("final.winner", {"winner": variant.winner_title(game, winner),
                                                   "reason": variant.win_reason(game)}))
        sides = {variant.side_of(game, p) for p in game.players}
        main = variant.winner_side(game, winner)
        co_sides = [s for s in variant.winning_sides(game) if s in sides and s not in (winner, main)]
        for side in co_sides:
            lines.append(texts.render("final.co_winner", {"side": side,
                                                          "reason": variant.win_reason(game, side)}))

    # Who survived.
    alive = [shown[p.seat] for p in game.players if p.in_game]
    if alive:
        lines.append(texts.render("final.survivors", {"names": alive, "count": len(alive),
                                                      "total": len(game.players)}))
    else:
        lines.append(texts.render("final.no_survivors"))

    # Every player's roles, by side.
    won = set(variant.winning_seats(game)) if game.over else set()
    # The sides that won, as the roles are grouped (one Romanian clan, not both: «Мафия (клан 1)»).
    winning_sides = [variant.winner_side(game, winner), *co_sides] if game.over and winner not in (None, DRAW) \
        else []
    lines.append(texts.render("final.roles"))
    for side in sides_in_order(game, winning_sides):
        members = [p for p in game.players if variant.side_of(game, p) == side]
        lines.append(texts.render("final.side", {"side": side, "won": "yes" if side in winning_sides else "no"}))
        for p in members:
            first = game.setups[p.seat].role if p.seat < len(game.setups) else p.role
            role = p.role if first == p.role else Text("final.role_changed", {"first": first, "last": p.role})
            public = p.public_title or p.public
            lines.append(texts.render("final.player", {
                "name": shown[p.seat], "role": role,
                "public": Text("final.public", {"public": public}) if public else "",
                "state": state_of(game, p), "won": "yes" if p.seat in won else "no",
            }))
    return lines

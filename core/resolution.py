"""Resolution of a phase: the variant's steps run in order over the phase's actions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from core.rules import Action

if TYPE_CHECKING:
    from core.events import Audience, Fellowship
    from core.game import Game
    from core.model import Phase, Player


class Resolution:
    """What a resolution step works with: the phase's final actions, the game,
    a place to put the variant's working notes (``scratch``), and the master's
    voice (``tell`` for one player, ``announce`` for the town)."""

    def __init__(self, game: "Game", phase: "Phase", actions: list[Action], scratch: Any, *,
                 instant: bool = False) -> None:
        self.game = game
        self.phase = phase
        self.actions = actions
        self.scratch = scratch
        #: True when this resolves one instant ability the moment it was used.
        self.instant = instant
        # Actions that something stopped (a block, a trap, a jailer); steps skip them.
        self.cancelled: set[Action] = set()
        # Stopped actions that count as never made: no limit is used (fantasy II and IV's blocks).
        self.voided: set[Action] = set()
        self._by_seat: dict[int, list[Action]] | None = None  # built on the first by()
        self._by_ability: dict[str, list[Action]] | None = None  # built on the first of()
        self._sent: dict[tuple[int, str], int] | None = None  # built on the first sent_order()

    def sent_order(self, action: Action) -> int:
        """Where a move stands in the order the phase's moves were sent (``Game.pending`` keeps
        it; a move sent again counts from its last sending). What must not follow the seats —
        anonymous letters, whose order would name their senders — is told in this order."""
        if self._sent is None:
            self._sent = {(a.actor, a.ability): i for i, a in enumerate(self.game.pending.values())}
        return self._sent.get((action.actor, action.ability), len(self._sent))

    def of(self, *abilities: str, include_cancelled: bool = False) -> list[Action]:
        """The actions of these abilities, in seat order (looked up, not scanned: every step asks)."""
        if self._by_ability is None:
            self._by_ability = {}
            for action in self.actions:
                self._by_ability.setdefault(action.ability, []).append(action)
        if len(abilities) == 1:
            found = self._by_ability.get(abilities[0])
            if found is None:
                return []
        else:
            wanted = set(abilities)
            found = [a for a in self.actions if a.ability in wanted]
        if include_cancelled or not self.cancelled:
            return list(found)
        return [a for a in found if a not in self.cancelled]

    def by(self, seat: int, *, include_cancelled: bool = False) -> list[Action]:
        """The actions of this player, in order (looked up, not scanned: steps ask for every player)."""
        if self._by_seat is None:
            self._by_seat = {}
            for action in self.actions:
                self._by_seat.setdefault(action.actor, []).append(action)
        mine = self._by_seat.get(seat, [])
        if include_cancelled or not self.cancelled:
            return list(mine)
        return [a for a in mine if a not in self.cancelled]

    def cancel(self, action: Action) -> None:
        self.cancelled.add(action)

    def void(self, action: Action) -> None:
        """Cancel the action and count it as never made: the player's history does
        not record it, so it uses no limit («не объявлял никаких действий»)."""
        self.cancelled.add(action)
        self.voided.add(action)

    def player(self, seat: int) -> "Player":
        return self.game.players[seat]

    def tell(self, seat: int | Iterable[int] | Fellowship | Audience, key: str, **params: Any) -> None:
        self.game.tell(seat, key, **params)

    def announce(self, key: str, **params: Any) -> None:
        self.game.announce(key, **params)

"""The base class of every variant: a small declarative class plus a few
documented template methods, in the manner of python-chess's variants.

A plugin subclasses :class:`Variant`, sets the class attributes and overrides
what its book does differently. The engine calls only these methods.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar, Mapping

from core.model import NoState, Phase, PhaseKind, Player, PlayerSetup
from core.rules import Ability, Action, Rejection, Role, reject

if TYPE_CHECKING:
    from core.game import Game
    from core.texts import Texts
    from core.registry import Book
    from core.resolution import Resolution

DRAW = "ничья"


class Variant:
    #: The plugin id (``hp``, ``romanian``, ...).
    id: ClassVar[str] = ""
    #: The variant's name for people.
    title: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    #: The phase a game opens with unless told otherwise.
    first_phase: ClassVar[PhaseKind] = PhaseKind.NIGHT
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 100
    #: The options a game of this variant takes: name -> (default, allowed values or None).
    option_specs: ClassVar[dict[str, tuple[Any, tuple[Any, ...] | None]]] = {}
    #: Dataclasses the variant keeps per player, per game and per resolution.
    PlayerState: ClassVar[type] = NoState
    GameState: ClassVar[type] = NoState
    Scratch: ClassVar[type] = NoState
    #: Facts from outside the engine the variant's rules use, by topic, each reported
    #: for a phase with the ``Report`` command: ``"messages"`` (day posts per player in
    #: the town square), ``"late_posts"`` (posts after the day closed).
    reports: ClassVar[tuple[str, ...]] = ()
    #: Whether dead players' roles are announced on death (the variant's texts say how).
    reveal_on_death: ClassVar[bool] = True

    def __init__(self, book: "Book", options: Mapping[str, Any]) -> None:
        self.book = book
        self.roles = book.roles
        self.options = self.check_options(options)

    # --- set-up -----------------------------------------------------------

    @classmethod
    def check_options(cls, options: Mapping[str, Any]) -> dict[str, Any]:
        """The options with defaults filled in; raises ValueError on a bad one."""
        result = {name: default for name, (default, _) in cls.option_specs.items()}
        for name, value in options.items():
            if name not in cls.option_specs:
                raise ValueError(f"unknown option {name!r}")
            allowed = cls.option_specs[name][1]
            if allowed is not None and value not in allowed:
                raise ValueError(f"option {name!r} must be one of {allowed}")
            result[name] = value
        return result

    def deal(self, names: list[str], public_roles: list[str | None], rng: random.Random) -> list[PlayerSetup]:
        """Deal secret roles to a signed-up town by the book's mix for its size.
        Raises ValueError (with a text key) when the book forbids that size."""
        raise NotImplementedError

    def role_mix(self, players: int) -> list[str]:
        """The secret roles the book deals to this many players."""
        raise NotImplementedError

    def check_roles(self, roles: list[str]) -> Rejection | None:
        """Why a host's list of secret roles breaks the book, or None. By
        default every name must be a secret role of the variant."""
        unknown = [r for r in roles if (found := self.roles.role(r)) is None or found.public]
        if unknown:
            return reject("setup.unknown_roles", roles=unknown)
        return None

    def new_player_state(self, game: "Game", player: Player, setup: PlayerSetup) -> Any:
        """The variant's state of a player entering the game (hp, items ...)."""
        return self.PlayerState()

    def new_game_state(self, game: "Game") -> Any:
        return self.GameState()

    def faction_of(self, role: Role, setup: PlayerSetup) -> str:
        return role.faction or ""

    def start(self, game: "Game") -> None:
        """The game has its players and opening phase: tell each player its
        roles, and each faction that knows itself who its members are."""
        for p in game.players:
            game.tell(p.seat, "start.role", role=p.role, public=p.public or "—", faction=p.faction)
        for faction in dict.fromkeys(p.faction for p in game.players):  # seat order, not hash order
            members = [p for p in game.players if p.faction == faction]
            by_team: dict[int | None, list[Player]] = {}
            for p in members:
                if self.roles.roles[p.role].knows_fellows:
                    by_team.setdefault(p.team, []).append(p)
            for team in by_team.values():
                names = [f"{p.name} ({p.role})" for p in team]
                game.tell([p.seat for p in team], "start.fellows", faction=faction, members=names)

    # --- what a player can do ----------------------------------------------

    def player_roles(self, game: "Game", player: Player) -> list[Role]:
        roles = [self.roles.roles[player.role]]
        if player.public and player.public in self.roles.roles:
            roles.append(self.roles.roles[player.public])
        return roles

    def abilities(self, game: "Game", player: Player) -> list[Ability]:
        """Every ability the player has now, in any phase: its roles' and the granted ones."""
        own = self.roles.abilities_of(self.player_roles(game, player))
        if not player.granted:
            return list(own.values())
        found = dict(own)
        for name, until in player.granted.items():
            if until >= game.phase.index:
                ability = self.find_ability(name)
                if ability is not None:
                    found.setdefault(name, ability)
        return list(found.values())

    def find_ability(self, name: str) -> Ability | None:
        for role in self.roles.roles.values():
            ability = role.ability(name)
            if ability is not None:
                return ability
        return self.roles.extra_abilities.get(name)

    def can_act_now(self, game: "Game", player: Player) -> bool:
        """A quick test before :meth:`may_act`: False when nothing at all is
        usable by this player now (menus and simulations skip it)."""
        return player.in_game

    def may_act(self, game: "Game", player: Player, ability: Ability) -> Rejection | None:
        """Whether the player's state lets it use the ability now (statuses)."""
        if not player.in_game:
            return reject("reject.dead", player=player.name)
        return None

    def may_use(self, game: "Game", player: Player, ability: Ability) -> bool:
        """:meth:`may_act` as a yes or no, asked only where :meth:`can_act_now` holds
        (``game.available``: menus and simulations ask it of every ability, every phase).
        A variant whose :meth:`may_act` is costly may answer it without building refusals."""
        return self.may_act(game, player, ability) is None

    def may_target(self, game: "Game", player: Player, ability: Ability, target: Player) -> Rejection | None:
        """Whether this target may be chosen (beyond alive/self checks)."""
        return None

    def check_action(self, game: "Game", player: Player, action: Action, ability: Ability) -> Rejection | None:
        """The last, variant-wide check of an action (e.g. one action per night)."""
        return None

    def may_vote(self, game: "Game", player: Player) -> Rejection | None:
        if not player.in_game:
            return reject("reject.dead", player=player.name)
        return None

    def may_be_voted(self, game: "Game", voter: Player, target: Player) -> Rejection | None:
        return None

    def tally(self, game: "Game") -> dict[int | None, float]:
        """The current count per target (None: «мир»), as the day would count it if it
        ended now; the bot's live tally shows it. Variants that weigh votes override
        it with the counting code their day resolution uses. Default: one per vote of
        each player who :meth:`may_vote`."""
        counts: dict[int | None, float] = {}
        for voter, target in game.votes.items():
            if self.may_vote(game, game.players[voter]) is None:
                counts[target] = counts.get(target, 0.0) + 1.0
        return counts

    # --- resolution ---------------------------------------------------------

    def new_scratch(self, game: "Game", phase: "Phase") -> Any:
        """The working notes of one phase's resolution."""
        return self.Scratch()

    def resolve(self, game: "Game", resolution: "Resolution") -> None:
        """Resolve the phase: by default, run the registered steps in order."""
        for step in self.book.steps.of(resolution.phase.kind):
            step.run(resolution)

    def begin_phase(self, game: "Game") -> None:
        """A new phase has begun (after the previous one was resolved)."""

    def remove(self, game: "Game", player: Player, reason: str) -> None:
        """The master removes a player for breaking the rules."""
        player.alive = False
        game.announce("host.removed", player=player.name, role=player.role)

    def winner(self, game: "Game") -> str | None:
        """The side that has won (faction name, neutral role name or DRAW), or
        None while the game goes on. Default: the last faction standing."""
        side: str | None = None
        for player in game.players:
            if player.in_game:
                own = self.side_of(game, player)
                if side is None:
                    side = own
                elif own != side:
                    return None  # two sides still stand (asked after every phase: stop here)
        return DRAW if side is None else side

    def co_winners(self, game: "Game") -> tuple[str, ...]:
        """Sides that won together with ``game.winner`` (neutral roles whose own
        conditions held when the game ended); none by default."""
        return ()

    def side_of(self, game: "Game", player: Player) -> str:
        """The side the player wins with: its faction, or its role for a neutral."""
        faction = self.roles.factions.get(player.faction)
        if faction is not None and faction.neutral:
            return player.role
        return player.faction

    # --- what the scenario files and the bot read ----------------------------

    def hit_points(self, player: Player) -> int | None:
        """Hit points (or lives) where the variant counts them."""
        return None

    def max_hit_points(self, player: Player) -> int | None:
        """The most hit points (or lives) the player can have, where counted."""
        return None

    def hand_size(self, player: Player) -> int | None:
        return None

    def role_summary(self, texts: "Texts", role: str) -> str | None:
        """The role card's short text (``role_summary.<role>`` in the variant's
        catalog), or None where the catalog has none."""
        key = f"role_summary.{role}"
        return texts.render(key) if texts.has(key) else None

    def statuses(self, player: Player) -> set[str]:
        return set(player.statuses)

    def shown_role(self, game: "Game", player: Player) -> str:
        """The secret role the town is told a dead player had."""
        return player.role

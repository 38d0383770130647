"""HP-альтернативка ("Альтернативная мафия 9"): hit points, hospital and coma,
a 24-step night. Choices where the book is silent: docs/variants/hp.md."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.ballot import Ballot
from core.model import Phase, PhaseKind, Player, PlayerSetup
from core.rules import ANY_PHASE, Ability, Action, Rejection, Role, RuleError, reject
from core.variant import Variant

from plugins.hp.mechanics import (
    AUTHORITY, AVENGER, BOSS, CIVILIAN, COMMISSAR, HULK, KILLER, MANIAC, NINJA, PSYCHO, PUNISHER, SENSEI, SHINOBI,
    SPY, STRONGMAN, THUG, has_public, in_hospital, st,
)
from plugins.hp.state import DEFAULT_HP, ST_COMA, ST_HOSPITAL, ST_WOUNDED, Day, HpGame, HpPlayer, Night

if TYPE_CHECKING:
    from core.game import Game

#: PhaseKind.NIGHT held once: an enum member read off its class is a slow look-up (CPython 3.11: ~50 ns,
#: a global ~3), and may_use reads it for every ability every phase.
NIGHT = PhaseKind.NIGHT

ALWAYS = [SENSEI, NINJA, SHINOBI, BOSS, THUG, KILLER, COMMISSAR, SPY, PUNISHER]


class HpVariant(Variant):
    id = "hp"
    title = "HP-альтернативка"
    aliases = ("альтернативка", "hp-альтернативка", "Альтернативная мафия", "хп")
    first_phase = PhaseKind.NIGHT
    min_players = 13
    max_players = 60
    PlayerState = HpPlayer
    GameState = HpGame

    def __init__(self, book: Any, options: Any) -> None:
        super().__init__(book, options)
        # abilities' answers for a player with just his roles, by (role, public role); the number of roles
        # they were worked out with.
        self._by_roles: dict[tuple[str, str | None], list[Ability]] = {}
        self._roles_seen = 0

    # --- set-up -----------------------------------------------------------

    def role_mix(self, players: int) -> list[str]:
        if players < self.min_players:
            raise RuleError(reject("setup.too_few_players", min=self.min_players, players=players))
        roles = list(ALWAYS)
        if players >= 15:
            roles.append(MANIAC)
        if players >= 17:
            roles.append(PSYCHO)
        return roles + [CIVILIAN] * (players - len(roles))

    def new_player_state(self, game: "Game", player: Player, setup: PlayerSetup) -> HpPlayer:
        hp, max_hp = DEFAULT_HP, DEFAULT_HP
        if player.public == STRONGMAN:
            hp = max_hp = 130
        elif player.public == HULK:
            max_hp = 180
        if "max_hp" in setup.start:
            max_hp = int(setup.start["max_hp"])
        if "hp" in setup.start:
            hp = int(setup.start["hp"])
            max_hp = max(max_hp, hp)
        state = HpPlayer(hp=hp, max_hp=max_hp)
        return state

    def start(self, game: "Game") -> None:
        super().start(game)
        # A scenario may open with wounded players: put them in their bands at once.
        from plugins.hp.mechanics import update_band

        for player in game.players:
            update_band(game, player, announce=False)

    def new_scratch(self, game: "Game", phase: Phase) -> Any:
        return Night() if phase.kind is PhaseKind.NIGHT else Day()

    def begin_phase(self, game: "Game") -> None:
        if self._roles_seen != len(self.roles.roles):  # (the book's roles are only added to: a new one)
            self._by_roles.clear()
            self._roles_seen = len(self.roles.roles)
        if game.phase.kind is PhaseKind.DAY:
            for player in game.players:
                s = player.state  # (st(player), in_hospital(player), inlined: every player every day)
                s.hospital_at_day_start = ST_HOSPITAL in player.statuses
                s.day_start_hp = s.hp

    # --- what a player can do ----------------------------------------------

    def player_roles(self, game: "Game", player: Player) -> list[Role]:
        # Variant.player_roles (the secret role, the public one), inlined: every player, every phase.
        known = self.roles.roles
        roles = [known[player.role]]
        if player.public and player.public in known:
            roles.append(known[player.public])
        plagiarized = player.state.plagiarized  # (st(player), inlined: asked for every player every phase)
        if plagiarized and has_public(game, player, plagiarized):
            roles.append(self.roles.roles[plagiarized])
        return roles

    def abilities(self, game: "Game", player: Player) -> list[Ability]:
        # Variant.abilities, kept for a player without a copied role and without a granted ability: his
        # abilities are then those of his two roles (player_roles), worked out once a pair of roles
        # (asked for every player every phase). Kept while the book's roles are the same (begin_phase).
        if player.granted or player.state.plagiarized:
            return super().abilities(game, player)
        key = (player.role, player.public)
        found = self._by_roles.get(key)
        if found is None:
            found = self._by_roles[key] = super().abilities(game, player)
        return list(found)  # (a list of his own, as Variant.abilities gives)

    def acting_after_death(self, game: "Game", player: Player) -> bool:
        """Мститель acts (and votes, if killed at night) in the phase after his death."""
        s = player.state
        if player.alive or player.removed or s.died_phase is None or s.died_phase + 1 != game.phase.index:
            return False
        # His own role, or Мститель copied by Плагиатор for the phase he died in.
        return player.public == AVENGER or (
            s.plagiarized == AVENGER and s.plagiarized_from is not None and s.plagiarized_until is not None
            and s.plagiarized_from <= s.died_phase <= s.plagiarized_until)

    def _died_last_phase(self, game: "Game", player: Player) -> bool:
        """:meth:`acting_after_death`, asked only of those who died in the phase before (its own first
        test, made here: the dead are asked every phase, for every move and vote)."""
        died = player.state.died_phase
        return died is not None and died + 1 == game.phase.index and self.acting_after_death(game, player)

    def can_act_now(self, game: "Game", player: Player) -> bool:
        if not player.in_game and not self._died_last_phase(game, player):
            return False
        # (in_coma and st inlined: asked for every player every phase)
        return ST_COMA not in player.statuses or player.state.reanimated_night == game.phase.index

    def may_act(self, game: "Game", player: Player, ability: Ability) -> Rejection | None:
        if not player.in_game and not self._died_last_phase(game, player):
            return reject("reject.dead", player=player.name)
        statuses = player.statuses  # (in_coma, in_hospital: asked for every move)
        if ST_COMA in statuses and player.state.reanimated_night != game.phase.index:
            return reject("reject.hp.coma")
        if ST_HOSPITAL in statuses and self.kept_in_hospital(game, player, ability):
            return reject("reject.hp.hospital", ability=ability.name)
        return None

    def may_use(self, game: "Game", player: Player, ability: Ability) -> bool:
        # can_act_now held: the player is in the game (or Мститель's phase after death) and awake.
        # Not kept in hospital (kept_in_hospital's test, inlined: asked for every ability every phase).
        return not (game.phase.kind is NIGHT and ability.phase is NIGHT
                    and ST_HOSPITAL in player.statuses and "hospital_ok" not in ability.tags
                    and player.state.reanimated_night != game.phase.index)

    def usable(self, game: "Game", player: Player) -> list[Ability]:
        """:meth:`can_act_now` and :meth:`may_use` for all of the player's abilities at once
        (``Variant.usable``: ``game.available`` asks it of every player every phase)."""
        phase = game.phase
        if not player.in_game:  # (_died_last_phase's first test, inlined: every dead player every phase)
            died = player.state.died_phase
            if died is None or died + 1 != phase.index or not self.acting_after_death(game, player):
                return []
        statuses = player.statuses
        if ST_COMA in statuses and player.state.reanimated_night != phase.index:
            return []
        kind = phase.kind
        # Kept in hospital (kept_in_hospital): only his day abilities, and those tagged «hospital_ok».
        kept = kind is NIGHT and ST_HOSPITAL in statuses and player.state.reanimated_night != phase.index
        found = []  # (a loop, not a comprehension: a call less, every player every phase)
        for a in game.abilities(player):
            if (kind in a.kinds or ANY_PHASE in a.kinds) and not (kept and a.phase is NIGHT
                                                                  and "hospital_ok" not in a.tags):
                found.append(a)
        return found

    def kept_in_hospital(self, game: "Game", player: Player, ability: Ability) -> bool:
        """A night ability at night from hospital: only those tagged «hospital_ok», or any
        on the night Реаниматолог's injection lets the patient act."""
        return (game.phase.kind is PhaseKind.NIGHT and ability.phase is PhaseKind.NIGHT and in_hospital(player)
                and "hospital_ok" not in ability.tags and st(player).reanimated_night != game.phase.index)

    def may_vote(self, game: "Game", player: Player) -> Rejection | None:
        if not player.in_game:
            if self._died_last_phase(game, player) and st(player).died_at_night:
                return None
            return reject("reject.dead", player=player.name)
        if ST_COMA in player.statuses:  # (in_coma, inlined: asked for every vote)
            return reject("reject.hp.coma_vote")
        return None

    def can_vote_now(self, game: "Game", player: Player) -> bool:
        # may_vote's test of the dead, without making its refusal: Мститель killed at night votes the day after.
        if player.in_game:
            return True
        s = player.state  # (_died_last_phase's first test, inlined: every dead player every day)
        return s.died_phase is not None and s.died_phase + 1 == game.phase.index and s.died_at_night \
            and self.acting_after_death(game, player)

    def ballot(self, game: "Game") -> Ballot:
        """The day's count so far, vote by vote (day.ballot_of), Авторитет's pull from the pending actions."""
        from plugins.hp.day import ballot_of

        if game.phase.kind is not PhaseKind.DAY:
            return Ballot()
        pulls = sorted((a for a in game.pending.values() if a.ability == AUTHORITY), key=lambda a: a.actor)
        return ballot_of(game, pulls)

    def check_action(self, game: "Game", player: Player, action: Action, ability: Ability) -> Rejection | None:
        # Only the Маньяк's knife works from hospital (and only for him).
        if ability.name == "Нож" and player.role != MANIAC and in_hospital(player) and \
                st(player).reanimated_night != game.phase.index:
            return reject("reject.hp.hospital", ability=ability.name)
        return None

    def on_death(self, game: "Game", player: Player) -> None:
        """What a death sets off: the role module's ``on_death`` (Босс: the pistol; Ниндзя: the katana;
        Сэнсэй: his last revenge)."""
        trigger = self.roles.declared("on_death").get(player.role)
        if trigger is not None:
            trigger(game, player)

    # --- what the town and the scenario files see ------------------------------

    def hit_points(self, player: Player) -> int | None:
        return st(player).hp

    def max_hit_points(self, player: Player) -> int | None:
        return st(player).max_hp

    def statuses(self, player: Player) -> set[str]:
        """The statuses, with the book's names of the bands beside the plugin's own: «тяжело
        ранен» / «в больнице» for больница, «в коме» for кома, «здоров» (75 and more, or a
        Каскадёр whose wounds do not show), «мёртв» for the dead."""
        found = set(player.statuses)
        s = st(player)
        # Lasting conditions the book names that nobody is told of (a scenario may check them):
        # Медитация's marks, a mask, a trap armed for the next night, a failed Послание's double damage.
        if s.marks:
            found |= {"метка", "метки"}
        if s.mask:
            found |= {"маскировка", "замаскирован", "замаскирована"}
        if s.trap_night is not None:
            found.add("ловушка")
        if s.mafia_double:
            found |= {"двойной урон", "двойной урон от мафии"}
        if not player.alive:
            found |= {"мёртв", "мертв", "мертва", "dead"}
            return found
        if ST_COMA in found:
            found |= {"в коме", "coma"}
        elif ST_HOSPITAL in found:
            found |= {"тяжело ранен", "в больнице", "hospital"}
        elif ST_WOUNDED not in found:
            found.add("здоров")
        return found

    def shown_role(self, game: "Game", player: Player) -> str:
        return st(player).mask or player.role

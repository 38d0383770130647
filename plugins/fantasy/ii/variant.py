"""Edition II «Сатисфакция»: two roles per player, lives, Лазарет / Тюрьма / Кладбище / Воскрешён,
Личины (personas) that checks draw at random, the Демиург's cards, moves resolved at the end of
their phase. Readings: docs/variants/fantasy.md, «Edition II»."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from core.ballot import Ballot
from core.model import Exit, Phase, PhaseKind, Player, PlayerSetup
from core.rules import Ability, Action, Rejection, reject
from core.variant import DRAW

from plugins.fantasy.ii.day import ballot_of
from plugins.fantasy.ii.personas import personas
from plugins.fantasy.ii.abilities import CARD_ABILITIES, HOD
from plugins.fantasy.common.roles import L, T
from plugins.fantasy.ii.state import (
    BEAST, CAPTAIN, DEMIURGE, DEMONOLOGIST, EXILE, HOUND, IMP, INQUISITOR, LICH, NECROMANCER, NEUTRAL, PEASANT1,
    PEASANT2, RISEN, START_PERSONAS, STRANGER, SUCCUBUS, IIGame, IINight, IIPlayer, persona_of,
)
from plugins.fantasy.common.mechanics import MAYOR, SMITH, faction_winners, in_infirmary, in_prison, REBEL
from plugins.fantasy.common.state import GRAVE, INFIRMARY
from plugins.fantasy.common.variant import FantasyVariant

if TYPE_CHECKING:
    from core.game import Game

# The fifteen secret roles (the book numbers sixteen and skips 15); a smaller town leaves out
# LEFT_OUT in order (docs/variants/fantasy.md, «Edition II»).
FULL_MIX = [LICH, "Зомби", "Призрак", NECROMANCER, DEMONOLOGIST, IMP, SUCCUBUS, HOUND, CAPTAIN,
            INQUISITOR, "Дознаватель", PEASANT1, PEASANT2, BEAST, DEMIURGE]
LEFT_OUT = [DEMIURGE, PEASANT2, BEAST, "Дознаватель", HOUND, "Призрак", SUCCUBUS]
NO_MAYOR = (REBEL, STRANGER)  # Анархизм, Проходимец


class FantasyII(FantasyVariant):
    """The rules of edition II (the plugin's table of editions names it for ``edition: II``)."""

    role_summary_key = "ii.role_summary"  # the same names as edition I's roles, other rules
    full_mix = tuple(FULL_MIX)
    left_out = tuple(LEFT_OUT)
    filler = PEASANT1

    PlayerState = IIPlayer
    GameState = IIGame
    max_players = 17  # one public role each; beyond fifteen the extra players are Крестьянин 1
    reveal_on_death = False

    # --- set-up ---------------------------------------------------------------------------

    def check_roles(self, roles: list[str]) -> Rejection | None:
        rejection = super(FantasyVariant, self).check_roles(roles)
        if rejection is not None:
            return rejection
        names = [self.roles.role(r).name for r in roles]
        twice = sorted({n for n in names if names.count(n) > 1 and n != PEASANT1})
        if twice:
            return reject("setup.fantasy.unique_roles_ii", roles=twice)
        return None

    def new_player_state(self, game: "Game", player: Player, setup: PlayerSetup) -> IIPlayer:
        lives = 2
        if player.role in (CAPTAIN, PEASANT1, PEASANT2):
            lives += 1  # Пивное пузо (Л,Т)
        if player.public == SMITH:
            lives += 2  # Закалка (Т)
        most = lives
        for key in ("lives", "hp"):
            if key in setup.start:
                lives = int(setup.start[key])
                most = max(most, lives)
        state = IIPlayer(lives=lives, max_lives=most)
        for name in START_PERSONAS.get(player.role, (persona_of(player.role),)):
            state.personas[name] = state.personas.get(name, 0) + 1
        if player.role == DEMIURGE:
            state.cards = 1  # «Демиург начинает с 1 картой в руке»
        if "hand" in setup.start:
            state.cards = len(setup.start["hand"])
        items = setup.start.get("items")
        if isinstance(items, dict) and isinstance(items.get("personas"), dict):  # a scenario's personas
            state.personas = {persona_of(str(k)): int(v) for k, v in items["personas"].items()}
        return state

    def new_game_state(self, game: "Game") -> IIGame:
        return IIGame()

    def start(self, game: "Game") -> None:
        super(FantasyVariant, self).start(game)
        for p in game.players:
            if p.state.lives == 1 and p.role != BEAST:
                p.statuses.add(INFIRMARY)

    def begin_phase(self, game: "Game") -> None:
        super().begin_phase(game)
        # Транс: «следующей ночью узнаёт с кем и как взаимодействовал персонаж этой тайной роли» — the
        # answer of the trance night is told in its morning and again as the next night begins.
        state = game.state
        due = [t for t in state.trances if t[0] == game.phase.index]
        state.trances = [t for t in state.trances if t[0] > game.phase.index]
        for _, seat, role, moves in due:
            if game.players[seat].alive and not game.players[seat].removed:
                game.tell(seat, "ii.result.trance_again", role=role, moves=list(moves))

    def known_to(self, game: "Game", player: Player) -> list[Player]:
        """Некрономикон: the Лич learns the Некромант; Давний роман: the Суккуба the Демонолог."""
        wanted = NECROMANCER if player.role == LICH else DEMONOLOGIST if player.role == SUCCUBUS else None
        return [p for p in game.players if wanted is not None and p.role == wanted]

    # --- phases ---------------------------------------------------------------------------------

    def new_scratch(self, game: "Game", phase: Phase) -> Any:
        return IINight()

    # --- what a player can do --------------------------------------------------------------------

    def abilities(self, game: "Game", player: Player) -> list[Ability]:
        key = (player.role, player.public)
        own = self._own.get(key)
        if own is None:
            own = list(self.roles.abilities_of(self.player_roles(game, player)).values())
            self._own[key] = own
        if self._cards_in_game(game):
            return [*own, *CARD_ABILITIES]  # Рука судьбы: «Все персонажи имеют способность Ход»
        return own

    def _cards_in_game(self, game: "Game") -> bool:
        found = getattr(game, "_ii_cards", None)
        if found is None:
            found = any(p.role == DEMIURGE for p in game.players)
            game._ii_cards = found
        return found

    def find_ability(self, name: str) -> Ability | None:
        for ability in CARD_ABILITIES:
            if ability.name == name:
                return ability
        return super().find_ability(name)

    def of_secret_role(self, ability: Ability) -> bool:
        if ability.slot == HOD:
            return True
        role = self.roles.roles.get(ability.role or "")
        return role is not None and not role.public

    def may_act(self, game: "Game", player: Player, ability: Ability) -> Rejection | None:
        if not player.alive or player.removed:
            return reject("reject.dead", player=player.name)
        s = player.state
        index = game.phase.index
        misere = s.misere_night == index
        if in_prison(player) and T not in ability.tags and not misere:
            return reject("reject.fantasy.prison", ability=ability.name)
        if self.of_secret_role(ability):
            if in_infirmary(player) and L not in ability.tags and not misere:
                return reject("reject.fantasy.infirmary", ability=ability.name)
            return None
        return self.public_refusal(game, player, ability)

    def may_use(self, game: "Game", player: Player, ability: Ability) -> bool:
        if ability.slot == HOD and player.state.cards < 1:
            return False  # menus offer Ход only to a player holding a card
        return self.may_act(game, player, ability) is None

    def may_target(self, game: "Game", player: Player, ability: Ability, target: Player) -> Rejection | None:
        if ability.name == "Преемственность" and target.public in NO_MAYOR:
            return reject("reject.ii.no_mayor", name=target.name)
        if target.removed:
            return reject("reject.target_dead", name=target.name)
        return None

    def may_withdraw(self, game: "Game", player: Player, action: Action) -> Rejection | None:
        if action.ability == "Взятка":
            return reject("reject.ii.bribe_final")  # «Дачу взятки отозвать нельзя»
        return None

    def check_action(self, game: "Game", player: Player, action: Action, ability: Ability) -> Rejection | None:
        return None

    # --- the vote ---------------------------------------------------------------------------------

    def can_vote(self, game: "Game", player: Player) -> bool:
        if not player.alive or player.removed or in_prison(player) or player.state.risen:
            return False
        return player.state.no_vote_day != game.phase.index

    def may_vote(self, game: "Game", player: Player) -> Rejection | None:
        if not player.alive or player.removed:
            return reject("reject.dead", player=player.name)
        if in_prison(player):
            return reject("reject.fantasy.prison_vote")
        if player.state.risen:
            return reject("reject.ii.risen_vote")
        if player.state.no_vote_day == game.phase.index:
            return reject("reject.fantasy.no_vote")
        for (seat, _), action in game.pending.items():
            if seat == player.seat and (action.ability == "Пророчество" or (
                    action.ability == "Грязные тайны" and not action.targets)):
                return reject("reject.ii.instead_of_vote", ability=action.ability)
        return None

    def max_vote_changes(self, game: "Game", player: Player) -> int | None:
        return None

    def ballot(self, game: "Game") -> Ballot:
        if game.phase.kind != PhaseKind.DAY:
            return Ballot()
        return ballot_of(game)

    # --- deaths ------------------------------------------------------------------------------------

    def on_death(self, game: "Game", player: Player) -> None:
        self._heir(game, player)

    def on_life_sentence(self, game: "Game", player: Player) -> None:
        self._heir(game, player)

    def _heir(self, game: "Game", player: Player) -> None:
        s = player.state
        if player.public == MAYOR and s.heir is not None:
            heir = game.players[s.heir]
            if heir.alive and not heir.removed and heir.public not in NO_MAYOR:
                player.public = None
                s.former_mayor = True
                was = heir.public_title or heir.public or "none"
                heir.public = MAYOR
                game.announce("fantasy.mayor_heir", player=player.name, heir=heir.name, old=was)
                self._own.clear()
                game._forget_abilities()

    def remove(self, game: "Game", player: Player, reason: str) -> None:
        """The master's removal: edition II shows no secret roles, so none is told."""
        game.leave(player, Exit.REMOVED)
        player.statuses.discard(INFIRMARY)
        player.statuses.add(GRAVE)
        game.announce("ii.host_removed", player=player.name)

    # --- the end -------------------------------------------------------------------------------------

    def winner(self, game: "Game") -> str | None:
        """Ва-банк wins at once. At the end of a phase: a faction when no member of the other two
        stands (alive, not in Тюрьма, not sent away) and no Тварь lives (Раздражай); the Тварь when it
        alone stands; nobody standing: a draw. While a Демиург stands alone, the game goes on."""
        won = game.state.demiurge_won
        if won is not None:
            return DEMIURGE
        if game.state.settled != game.phase.index:
            return None
        standing = [p for p in game.players if self.in_contention(game, p)]
        if not standing:
            # Only prisoners left alive: the game waits for them to come out of Тюрьма.
            return None if any(p.alive and not p.removed for p in game.players) else DRAW
        if any(p.role == BEAST and p.alive and not p.removed for p in game.players):
            return BEAST if len(standing) == 1 and standing[0].role == BEAST else None
        sides = {p.faction for p in standing if p.faction != NEUTRAL}
        if len(sides) == 1:
            return next(iter(sides))
        return None

    def in_contention(self, game: "Game", player: Player) -> bool:
        return player.alive and not player.removed and not in_prison(player)

    def winning_seats(self, game: "Game") -> list[int]:
        """«Победы достигает вся выигравшая фракция, вне зависимости от статусов её участников»;
        a neutral (Кладбище: «не может выиграть») only alive — as in edition IV."""
        return faction_winners(game, NEUTRAL)

    # --- what the town and the scenario files see ---------------------------------------------------

    def hit_points(self, player: Player) -> int | None:
        return player.state.lives

    def max_hit_points(self, player: Player) -> int | None:
        return max(player.state.max_lives, player.state.lives)

    def piles(self, player: Player) -> dict[str, list[str]]:
        return {"hand": ["карта"] * player.state.cards} if player.state.cards or player.role == DEMIURGE else {}

    def hand_size(self, player: Player) -> int | None:
        return player.state.cards

    def holdings(self, game: "Game", player: Player) -> list[tuple[str, dict[str, Any]]]:
        s = player.state
        lines: list[tuple[str, dict[str, Any]]] = [
            ("fantasy.holding.lives", {"lives": max(0, s.lives), "most": s.max_lives})]  # never below zero
        if self._cards_in_game(game):
            lines.append(("ii.holding.cards", {"cards": s.cards}))
        shown = personas(game, player)
        lines.append(("ii.holding.personas", {"personas": ", ".join(f"{k} ({v})" for k, v in sorted(shown.items()))}))
        if s.savings:
            lines.append(("fantasy.holding.savings", {"savings": s.savings}))
        return lines

    def statuses(self, player: Player) -> set[str]:
        found = super().statuses(player)  # Кладбище, Мертв
        if player.state.risen:
            found |= {RISEN, "Воскрешен"}
        if player.state.exiled:
            found.add(EXILE)
        return found

    def shown_role(self, game: "Game", player: Player) -> str:
        return player.role

    def legal_moves(self, game: "Game", player: Player, rng: random.Random) -> list[Action] | None:
        """Moves the random generator cannot make: lists of personas, Ход's cards, Ва-банк's list."""
        from core.moves import random_actions

        names = sorted({persona_of(r) for r in START_PERSONAS})
        living = [p.seat for p in game.players if p.alive and not p.removed]
        moves: list[Action] = []
        special = {HOD, "Блеф", "Приспосабливайся", "Ва-банк", "Никто не ждал испанскую инквизицию!", "Транс", "Джокер",
                   "Sacrifice!"}
        for ability in game.available(player):
            name = ability.name
            if name == HOD:
                for card in ("Пас", "Банк", "Блеф", "Вист", "Мизер"):
                    others = [s for s in living if s != player.seat]
                    targets = (rng.choice(others),) if card == "Пас" and others else ()
                    roles = tuple(rng.choice(names) for _ in range(5)) if card == "Блеф" else None
                    moves.append(Action(player.seat, HOD, targets, choice=card, role=roles))
            elif name == "Приспосабливайся":
                moves.append(Action(player.seat, name, (), role=rng.choice(names)))
            elif name == "Никто не ждал испанскую инквизицию!":
                moves.append(Action(player.seat, name, (), role=tuple(rng.choice(names) for _ in range(5))))
            elif name == "Транс":
                moves.append(Action(player.seat, name, (), role=rng.choice(FULL_MIX)))
            elif name == "Джокер":
                others = [s for s in living if s != player.seat]
                if others:
                    moves.append(Action(player.seat, name, (rng.choice(others),), guess=rng.choice(FULL_MIX)))
            elif name == "Sacrifice!":
                moves.append(Action(player.seat, name, (rng.choice(living),)))
                moves.append(Action(player.seat, name, (), role=rng.choice([IMP, SUCCUBUS, HOUND])))
            elif name == "Ва-банк" and rng.random() < 0.05:
                mapping = tuple((p.seat, rng.choice(FULL_MIX)) for p in game.players if p.seat != player.seat)
                moves.append(Action(player.seat, name, (), role=mapping))
            if name not in special:
                moves.extend(list(random_actions(game, rng, player.seat, ability, living=living))[:2])
        return moves

    def side_of(self, game: "Game", player: Player) -> str:
        return player.role if player.faction == NEUTRAL else player.faction


__all__ = ["FantasyII"]

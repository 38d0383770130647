"""Фэнтези («Резня в городе N» v0.1 and «Резня I»), the editions' Variant class: two roles per player, lives,
Лазарет / Тюрьма / Кладбище, nights by the moon. Readings: docs/variants/fantasy.md."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar

from core.ballot import Ballot
from core.model import Phase, PhaseKind, Player, PlayerSetup
from core.rules import Ability, Action, Rejection, StartError, reject
from core.variant import DRAW

from plugins.fantasy.common.mechanics import (
    REBEL,
    ARMY, BEAST, CAPTAIN, CARD_MASTER, CIVILIAN, DEMON_SERVANTS, DEMONOLOGIST, GUARD, HOUND, IMP, INQUISITOR, LICH,
    MAYOR, NECROMANCER, SMITH, SUCCUBUS, gs, in_infirmary, in_prison, st, standing,
)
from plugins.fantasy.common.roles import INFO, L, T
from plugins.fantasy.common.state import DEFAULT_LIVES, ED1, INFIRMARY, NEUTRAL, V01, Day, FantasyPlayer, Night
from plugins.fantasy.common.variant import HEIR, REBIRTH, FantasyVariant

if TYPE_CHECKING:
    from core.game import Game

# The book's sixteen secret roles (Мирный житель twice) for sixteen players; smaller towns
# leave out the roles in LEFT_OUT order (docs/variants/fantasy.md, «Role mix»).
FULL_MIX = [LICH, "Зомби", "Призрак", NECROMANCER, DEMONOLOGIST, IMP, SUCCUBUS, HOUND,
            CAPTAIN, GUARD, INQUISITOR, "Дознаватель", CIVILIAN, CIVILIAN,
            BEAST, CARD_MASTER]
LEFT_OUT = [CARD_MASTER, CIVILIAN, BEAST, "Дознаватель", HOUND, "Призрак", GUARD,
            SUCCUBUS]
MAIL = "Голубиная почта"
BELLY = (CAPTAIN, GUARD)  # Пивное пузо: +1 life


class FantasyI(FantasyVariant):
    """Editions v0.1 and I (their differences: ``self.edition``)."""

    # --- set-up -----------------------------------------------------------

    full_mix: ClassVar[tuple[str, ...]] = tuple(FULL_MIX)
    left_out: ClassVar[tuple[str, ...]] = tuple(LEFT_OUT)
    filler: ClassVar[str | None] = None

    def check_roles(self, roles: list[str]) -> Rejection | None:
        rejection = super().check_roles(roles)
        if rejection is not None:
            return rejection
        names = [self.roles.role(r).name for r in roles]
        twice = sorted({n for n in names if names.count(n) > (2 if n == CIVILIAN else 1)})
        if twice:
            return reject("setup.fantasy.unique_roles", roles=twice)
        return None

    def new_player_state(self, game: "Game", player: Player, setup: PlayerSetup) -> FantasyPlayer:
        lives = DEFAULT_LIVES
        if player.role in BELLY:
            lives += 1  # Пивное пузо (Л,Т)
        if player.public == SMITH:
            lives += 1 if self.edition == V01 else 2  # Закалка (Т)
        most = lives
        for key in ("lives", "hp"):
            if key in setup.start:
                lives = int(setup.start[key])
                most = max(most, lives)
        state = FantasyPlayer(lives=lives, max_lives=most)
        if "hand" in setup.start or "deck" in setup.start:  # a scenario deals the Мастер карт's cards
            from plugins.fantasy.v01_i.cards import DECK, canonical, card_named

            for key in ("hand", "deck"):
                for name in setup.start.get(key) or []:
                    if card_named(str(name)) is None:
                        raise StartError(key, name)
            state.hand = canonical(list(setup.start.get("hand", [])))
            state.deck = canonical(list(setup.start["deck"])) if "deck" in setup.start else [
                c.name for c in DECK if c.name not in state.hand]
        return state

    def start(self, game: "Game") -> None:
        super().start(game)
        # A scenario may open with a player on one life: he is in Лазарет from the start.
        for p in game.players:
            if st(p).lives == 1 and p.role != BEAST:
                p.statuses.add(INFIRMARY)

    def known_to(self, game: "Game", player: Player) -> list[Player]:
        """Мистическая связь: the Лич learns Зомби, Призрак, Некромант; Знакомства по ту сторону:
        the Демонолог learns Бес, Суккуб, Гончая Ада. One way: they do not learn him."""
        wanted = ARMY if player.role == LICH else DEMON_SERVANTS if player.role == DEMONOLOGIST else ()
        return [p for p in game.players if p.role in wanted and p.seat != player.seat]

    def new_scratch(self, game: "Game", phase: Phase) -> Any:
        return Night() if phase.kind == PhaseKind.NIGHT else Day()

    # --- what a player can do ------------------------------------------------

    def abilities(self, game: "Game", player: Player) -> list[Ability]:
        key = (player.role, player.public)
        own = self._own.get(key)
        if own is None:
            own = list(self.roles.abilities_of(self.player_roles(game, player)).values())
            mail = self.roles.extra_abilities.get(MAIL)
            if mail is not None:
                own.append(mail)
            self._own[key] = own
        found = own
        if any("vengeance" in a.tags for a in own) and not self.vengeance(game):
            found = [a for a in own if "vengeance" not in a.tags]
        if any("paranoia" in a.tags for a in found):
            from plugins.fantasy.v01_i.roles.beast import readers

            if not readers(game, player.seat):  # the Тварь's answer to a Паранойя, only under one
                found = [a for a in found if "paranoia" not in a.tags]
        extra = self._granted(game, player)
        return found + [a for a in extra if a.name not in {f.name for f in found}] if extra else found

    def _granted(self, game: "Game", player: Player) -> list[Ability]:
        found = []
        for name, until in player.granted.items():
            if until >= game.phase.index:
                ability = self.find_ability(name)
                if ability is not None:
                    found.append(ability)
        return found

    def may_act(self, game: "Game", player: Player, ability: Ability) -> Rejection | None:
        if not player.alive:
            return reject("reject.dead", player=player.name)
        s = st(player)
        index = game.phase.index
        if in_prison(player) and T not in ability.tags:
            return reject("reject.fantasy.prison", ability=ability.name)
        if s.risen_night == index:
            return reject("reject.fantasy.risen")
        if ability.name in self.secret_abilities and in_infirmary(player) and L not in ability.tags:
            return reject("reject.fantasy.infirmary", ability=ability.name)
        if ability.name in self.public_abilities:
            return self.public_refusal(game, player, ability)
        return None

    def may_use(self, game: "Game", player: Player, ability: Ability) -> bool:
        return self.may_act(game, player, ability) is None

    def may_target(self, game: "Game", player: Player, ability: Ability, target: Player) -> Rejection | None:
        # «Способности, которые должны не сработать ввиду нахождения жертвы в Тюрьме, Лазарете или
        # на Кладбище, отвергаются с объяснением причины.»
        if INFO in ability.tags and target.alive and in_prison(target):
            return reject("reject.fantasy.target_in_prison", ability=ability.name, name=target.name)
        if ability.name == "Составить гороскоп" and in_infirmary(target):
            return reject("reject.fantasy.target_in_infirmary", ability=ability.name, name=target.name)
        if ability.name == "Преемственность" and target.public == REBEL:
            return reject("reject.fantasy.anarchy", name=target.name)
        return None

    # --- the vote -------------------------------------------------------------

    def can_vote(self, game: "Game", player: Player) -> bool:
        """Whether the player's vote counts now (a vote lost during the day is void)."""
        if not player.alive or in_prison(player):
            return False
        s = st(player)
        return s.no_vote_day != game.phase.index

    def may_vote(self, game: "Game", player: Player) -> Rejection | None:
        if not player.alive:
            return reject("reject.dead", player=player.name)
        if in_prison(player):
            return reject("reject.fantasy.prison_vote")
        if st(player).no_vote_day == game.phase.index:
            return reject("reject.fantasy.no_vote")
        if st(player).mute and player.public != MAYOR:
            return reject("reject.fantasy.mute")
        if (game.phase.index, player.seat) in gs(game).saving:
            return reject("reject.fantasy.saving")
        return None

    def max_vote_changes(self, game: "Game", player: Player) -> int | None:
        return 3 if self.edition == ED1 else None  # «Цель можно менять максимум 3 раза» (I)

    def ballot(self, game: "Game") -> Ballot:
        from plugins.fantasy.v01_i.day import ballot_of

        if game.phase.kind != PhaseKind.DAY:
            return Ballot()
        return ballot_of(game)

    # --- deaths and inheritance ---------------------------------------------------

    def on_death(self, game: "Game", player: Player) -> None:
        self._succession(game, player)

    def on_life_sentence(self, game: "Game", player: Player) -> None:
        self._succession(game, player)

    def _succession(self, game: "Game", player: Player) -> None:
        s = st(player)
        # Преемственность: the Мэр's public role goes to his heir (who loses his own): the one
        # named beforehand, else the Мэр is asked now (``HEIR``).
        if player.public == MAYOR:
            heir = game.players[s.heir] if s.heir is not None else None
            if heir is not None and self._may_inherit(game, player, heir):
                self._pass_mayor(game, player, heir)
            elif any(self._may_inherit(game, player, p) for p in game.players):
                self._ask(game, HEIR, player.seat)
        # Перерождение (Л,Т): the Некромант is asked now whether he takes the Лич's role.
        if player.role == LICH:
            for other in game.players:
                if other.role == NECROMANCER and other.alive:
                    self._ask(game, REBIRTH, other.seat)
                    break
        if self.edition == ED1 and player.role in (CAPTAIN, INQUISITOR):
            civilians = [p.seat for p in game.players if p.role == CIVILIAN and p.alive]
            game.tell(civilians, "fantasy.vengeance")

    # --- the end --------------------------------------------------------------

    def winner(self, game: "Game") -> str | None:
        """Checked at the end of each phase (and at once for Раскрыть карты).
        Нежить, Демоны, Закон: every member of the other two is dead or in Тюрьма; never
        while the Тварь lives (Раздражай). Тварь alone standing: Тварь (Уничтожай).
        Nobody standing: a draw."""
        won = gs(game).card_master_won
        if won is not None:
            return game.players[won].role  # Раскрыть карты: he alone wins
        if gs(game).settled != game.phase.index:
            return None  # the sides are counted in the master's post at the end of a phase
        standing_players = [p for p in game.players if standing(p)]
        if not standing_players:
            return DRAW
        beast = [p for p in standing_players if p.role == BEAST]
        if beast:
            return BEAST if len(standing_players) == 1 else None
        sides = {p.faction for p in standing_players if p.faction != NEUTRAL}
        if len(sides) == 1:
            return next(iter(sides))
        if not sides and not any(p.role == CARD_MASTER for p in standing_players):
            return DRAW
        return None

    def in_contention(self, game: "Game", player: Player) -> bool:
        return standing(player)  # Тюрьма «считается мертвым» for the win conditions

    def winning_seats(self, game: "Game") -> list[int]:
        """Кладбище: «не может выиграть» (nor can a prisoner): the winners are the side's
        members alive and free at the end."""
        if not game.over or game.winner is None:
            return []
        return [p.seat for p in game.players if self.side_of(game, p) == game.winner and standing(p)]

    def side_of(self, game: "Game", player: Player) -> str:
        return player.role if player.faction == NEUTRAL else player.faction

    # --- what the town and the scenario files see ------------------------------

    def hit_points(self, player: Player) -> int | None:
        return st(player).lives

    def max_hit_points(self, player: Player) -> int | None:
        return max(st(player).max_lives, st(player).lives)

    def piles(self, player: Player) -> dict[str, list[str]]:
        s = st(player)
        if player.role != CARD_MASTER and s.deck is None:
            return {}
        return {"hand": list(s.hand), "deck": list(s.deck or [])}

    def holdings(self, game: "Game", player: Player) -> list[tuple[str, dict[str, Any]]]:
        s = st(player)
        lines: list[tuple[str, dict[str, Any]]] = [
            ("fantasy.holding.lives", {"lives": max(0, s.lives), "most": s.max_lives})]  # never below zero
        if s.deck is not None:
            lines.append(("fantasy.cards.hand", {"cards": list(s.hand)}))
        if s.savings:
            lines.append(("fantasy.holding.savings", {"savings": s.savings}))
        return lines

    def legal_moves(self, game: "Game", player: Player, rng: random.Random) -> list[Action] | None:
        """The Мастер карт's card moves: the random generator cannot pick cards."""
        if player.role != CARD_MASTER:
            return None
        from plugins.fantasy.v01_i.cards import DECK, JOKER, BY_NAME

        s = st(player)
        living = [p.seat for p in game.players if p.alive]
        moves: list[Action] = []
        pool = [c.name for c in DECK if c.name not in s.used_cards] if s.deck is None else s.deck + s.hand
        if len(pool) >= 4:
            cards = tuple(rng.sample(pool, 4))
            moves.append(Action(player.seat, "Сдать карты", (), cards=cards))
            moves.append(Action(player.seat, "Тасовать карты", (), cards=cards))
        for name in s.hand:
            card = BY_NAME[name]
            choice = rng.choice([c.name for c in DECK if c.name != JOKER]) if name == JOKER else None
            effect = BY_NAME[choice] if choice else card
            if len(living) >= effect.targets:
                guess = (rng.choice([r.name for r in self.roles.secret_roles()]),)
                moves.append(Action(player.seat, "Кинуть карты", tuple(rng.sample(living, effect.targets)),
                                    card=name, choice=choice, guess=guess))
        # His other abilities (the public role's, the mail) as the generic generator makes them.
        from core.moves import random_actions

        cards = {"Сдать карты", "Тасовать карты", "Кинуть карты"}
        for ability in game.available(player):
            if ability.name not in cards:
                moves.extend(list(random_actions(game, rng, player.seat, ability, living=living))[:2])
        return moves

    def shown_role(self, game: "Game", player: Player) -> str:
        return st(player).mask or player.role

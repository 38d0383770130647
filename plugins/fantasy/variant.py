"""Фэнтези («Резня в городе N» v0.1 and «Резня I»): two roles per player, lives,
Лазарет / Тюрьма / Кладбище, nights by the moon. Readings: docs/variants/fantasy.md."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar

from core.ballot import Ballot
from core.model import Phase, PhaseKind, Player, PlayerSetup
from core.rules import Ability, Action, Rejection, RuleError, StartError, reject
from core.names import fold
from core.variant import DRAW, Variant

from plugins.fantasy.mechanics import (
    ARMY, BEAST, CAPTAIN, CARD_MASTER, DEMON_SERVANTS, DEMONOLOGIST, INQUISITOR, LICH, MAYOR, NECROMANCER, gs,
    in_infirmary, in_prison, moon, night_cycle, st, standing,
)
from plugins.fantasy.roles._common import INFO, L, T
from plugins.fantasy.state import (
    DEFAULT_LIVES, ED1, GRAVE, INFIRMARY, NEUTRAL, V01, Day, FantasyGame, FantasyPlayer, Night,
)

# The questions asked when they happen, and their answers.
HEIR, REBIRTH = "heir", "rebirth"
YES, NO = "да", "нет"
REFUSALS = frozenset(fold(w) for w in ("отказ", "никому", "нет"))

if TYPE_CHECKING:
    from core.game import Game, Question

# The book's sixteen secret roles (Мирный житель twice) for sixteen players; smaller towns
# leave out the roles in LEFT_OUT order (docs/variants/fantasy.md, «Role mix»).
FULL_MIX = ["Лич", "Зомби", "Призрак", "Некромант", "Демонолог", "Бес", "Суккуб", "Гончая Ада",
            "Начальник стражи", "Стражник", "Инквизитор", "Дознаватель", "Мирный житель", "Мирный житель",
            "Тварь", "Мастер карт"]
LEFT_OUT = ["Мастер карт", "Мирный житель", "Тварь", "Дознаватель", "Гончая Ада", "Призрак", "Стражник",
            "Суккуб"]
MAIL = "Голубиная почта"
BELLY = ("Начальник стражи", "Стражник")  # Пивное пузо: +1 life
SMITH = "Кузнец"


class FantasyVariant(Variant):
    id = "fantasy"
    title = "Фэнтези"
    aliases = ("фэнтези", "фентези", "Резня", "Резня в городе N", "Мечом и Магией")
    first_phase = PhaseKind.NIGHT
    min_players = 8
    max_players = 16
    editions = (V01, ED1, "II", "IV")
    default_edition = ED1
    PlayerState = FantasyPlayer
    GameState = FantasyGame
    raises_dead = True  # Воскрешение, the Дьявол's reborn (bot: the dead may not spectate)

    def __init__(self, book, options) -> None:
        super().__init__(book, options)
        # Secret-role abilities (lost in Лазарет) and public-role ones (lost on a stolen day).
        self.secret_abilities = {a.name for r in self.roles.secret_roles() for a in r.abilities}
        self.public_abilities = {a.name for r in self.roles.public_roles() for a in r.abilities}
        self._own: dict[tuple[str, str | None], list[Ability]] = {}

    # --- set-up -----------------------------------------------------------

    # The edition's whole town, the roles a smaller town leaves out (in order) and the role a
    # bigger town adds (None: the edition's town is never bigger than its whole mix).
    full_mix: ClassVar[tuple[str, ...]] = tuple(FULL_MIX)
    left_out: ClassVar[tuple[str, ...]] = tuple(LEFT_OUT)
    filler: ClassVar[str | None] = None

    def role_mix(self, players: int) -> list[str]:
        if not self.min_players <= players <= self.max_players:
            raise RuleError(reject("setup.players_range", min=self.min_players, max=self.max_players,
                                   players=players))
        roles = list(self.full_mix)
        for name in self.left_out[:max(0, len(self.full_mix) - players)]:
            roles.remove(name)
        while self.filler is not None and len(roles) < players:
            roles.append(self.filler)
        return roles

    def check_roles(self, roles: list[str]) -> Rejection | None:
        rejection = super().check_roles(roles)
        if rejection is not None:
            return rejection
        names = [self.roles.role(r).name for r in roles]
        twice = sorted({n for n in names if names.count(n) > (2 if n == "Мирный житель" else 1)})
        if twice:
            return reject("setup.fantasy.unique_roles", roles=twice)
        return None

    def deal(self, names: list[str], public_roles: list[str | None], rng: random.Random) -> list[PlayerSetup]:
        roles = self.role_mix(len(names))
        rng.shuffle(roles)
        # «Каждой явной роли может быть только один представитель, кто не успел — тот опоздал»:
        # a public role asked twice goes to the first; the others get a random free one.
        wanted: list[str | None] = []
        for public in public_roles:
            role = self.roles.role(public) if public is not None else None
            name = role.name if role is not None and role.public else None
            wanted.append(name if name not in wanted else None)
        free = [r.name for r in self.roles.public_roles() if r.name not in wanted]
        rng.shuffle(free)
        return [PlayerSetup(name=name, role=role, public=public if public is not None else free.pop())
                for name, role, public in zip(names, roles, wanted)]

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
            from plugins.fantasy.cards import DECK, canonical, card_named

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

    def fellowships(self, game: "Game") -> list[list[int]]:
        return []

    # --- phases --------------------------------------------------------------

    def limit_cycle(self, game: "Game", phase: Phase) -> int:
        return night_cycle(game, phase.index)

    def begin_phase(self, game: "Game") -> None:
        # The town is told which night it is: the moon decides what may be used.
        if game.phase.kind == PhaseKind.NIGHT:
            game.announce("fantasy.moon", number=game.phase.number, moon=moon(game))
        state = gs(game)
        if isinstance(state, FantasyGame) and state.to_ask:
            to_ask, state.to_ask = state.to_ask, []
            for kind, seat in to_ask:
                self._ask(game, kind, seat)

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
            from plugins.fantasy.roles.beast import readers

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

    def vengeance(self, game: "Game") -> bool:
        """Праведная месть (I): Начальник стражи or Инквизитор is dead."""
        return any(not p.alive and p.role in (CAPTAIN, INQUISITOR) for p in game.players)

    def has_public_ability(self, game: "Game", player: Player, name: str) -> bool:
        return player.alive and not in_prison(player)

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

    def public_refusal(self, game: "Game", player: Player, ability: Ability) -> Rejection | None:
        """A public-role ability refused today: Обвинение в ведьмовстве, Кража, Касание смерти."""
        s = st(player)
        if s.accused_day == game.phase.index:
            return reject("reject.fantasy.accused", ability=ability.name)
        if s.no_public_day == game.phase.index:
            return reject("reject.fantasy.no_public", ability=ability.name, why=s.no_public_why or "")
        return None

    def controller(self, game: "Game", player: Player, ability: Ability) -> int | None:
        """Кукла: from the Мастер карт's reveal until his death, the puppet's public-role
        abilities used by day are his (the vote is taken over in the tally)."""
        state = gs(game)
        master = getattr(state, "puppets", {}).get(player.seat)  # edition IV's state has no cards
        if master is None or master not in state.puppet_master_shown or not game.players[master].alive:
            return None
        if ability.name not in self.public_abilities or game.phase.kind != PhaseKind.DAY:
            return None
        return master

    def may_use(self, game: "Game", player: Player, ability: Ability) -> bool:
        return self.may_act(game, player, ability) is None

    def may_target(self, game: "Game", player: Player, ability: Ability, target: Player) -> Rejection | None:
        # «Способности, которые должны не сработать ввиду нахождения жертвы в Тюрьме, Лазарете или
        # на Кладбище, отвергаются с объяснением причины.»
        if INFO in ability.tags and target.alive and in_prison(target):
            return reject("reject.fantasy.target_in_prison", ability=ability.name, name=target.name)
        if ability.name == "Составить гороскоп" and in_infirmary(target):
            return reject("reject.fantasy.target_in_infirmary", ability=ability.name, name=target.name)
        if ability.name == "Преемственность" and target.public == "Бунтарь":
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

    def may_be_voted(self, game: "Game", voter: Player, target: Player) -> Rejection | None:
        if target.seat == voter.seat:
            return reject("reject.fantasy.vote_self")
        if in_prison(target):
            return reject("reject.fantasy.vote_prisoner", name=target.name)
        return None

    def ballot(self, game: "Game") -> Ballot:
        from plugins.fantasy.day import ballot_of

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
            civilians = [p.seat for p in game.players if p.role == "Мирный житель" and p.alive]
            game.tell(civilians, "fantasy.vengeance")

    # --- Преемственность and Перерождение: asked when they happen ---------------------------

    @staticmethod
    def _may_inherit(game: "Game", mayor: Player, heir: Player) -> bool:
        return heir.seat != mayor.seat and heir.alive and heir.public != "Бунтарь"

    def _pass_mayor(self, game: "Game", mayor: Player, heir: Player) -> None:
        mayor.public = None
        st(mayor).former_mayor = True
        heir.public = MAYOR
        game.announce("fantasy.mayor_heir", player=mayor.name, heir=heir.name)

    def _ask(self, game: "Game", kind: str, seat: int) -> None:
        """Ask now; while a phase is being resolved, when the next one begins (a question is
        answered in the phase it is asked in)."""
        state = gs(game)
        if (kind, seat) in state.to_ask or (kind, seat) in state.asked.values():
            return  # asked already (a Мэр jailed for life, then killed)
        if state.resolving:
            state.to_ask.append((kind, seat))
            return
        if kind == HEIR:
            q = game.ask(seat, "fantasy.ask.heir", name="Преемственность")
        else:
            q = game.ask(seat, "fantasy.ask.rebirth", options=(YES, NO), default=YES, name="Перерождение")
        state.asked[q.id] = (kind, seat)

    def check_answer(self, game: "Game", question: "Question", answer: str) -> Rejection | None:
        asked = getattr(gs(game), "asked", {}).get(question.id)
        if asked is None or asked[0] != HEIR or fold(answer) in REFUSALS:
            return None
        mayor, heir = game.players[asked[1]], game.find(answer.strip())
        if heir is None:
            return reject("reject.fantasy.heir_unknown", answer=answer)
        if heir.seat == mayor.seat:
            return reject("reject.fantasy.heir_self")
        if not heir.alive:
            return reject("reject.target_dead", name=heir.name)
        if heir.public == "Бунтарь":
            return reject("reject.fantasy.anarchy", name=heir.name)
        return None

    def on_answer(self, game: "Game", question: "Question") -> None:
        asked = getattr(gs(game), "asked", {}).pop(question.id, None)
        if asked is not None:
            self._answered(game, asked, question.result)

    def _answered(self, game: "Game", asked: tuple[str, int], answer: str | None) -> None:
        kind, seat = asked
        player = game.players[seat]
        if kind == HEIR:
            heir = game.find(answer.strip()) if answer is not None and fold(answer) not in REFUSALS else None
            if player.public == MAYOR and heir is not None and self._may_inherit(game, player, heir):
                self._pass_mayor(game, player, heir)
            else:
                game.tell(seat, "fantasy.result.heir_none")
        elif not player.alive or player.role != NECROMANCER:
            return  # dead (or no longer a Некромант) before the answer came
        elif answer is not None and fold(answer) == fold(YES):
            player.role = LICH
            game.tell(seat, "fantasy.reborn")
        else:
            game.tell(seat, "fantasy.result.rebirth_declined")

    def resolve(self, game: "Game", resolution: Any) -> None:
        """The questions of this phase left unanswered get their default first (Перерождение:
        «да»; Преемственность: nobody); deaths during the resolution ask when the next phase begins."""
        state = gs(game)
        if not isinstance(state, FantasyGame):
            super().resolve(game, resolution)
            return
        for qid, asked in list(state.asked.items()):
            question = game.questions[qid]
            if question.phase == resolution.phase.index and question.answer is None:
                del state.asked[qid]
                self._answered(game, asked, question.default)
        state.resolving = True
        try:
            super().resolve(game, resolution)
        finally:
            state.resolving = False

    def read_order(self, game: "Game", puppet: Player, order: str,
                   target: int | None = None) -> tuple[str, int] | None:
        """A Зомбирование order «[Публичное действие Явной роли], [Цель]»: the puppet's public
        ability (by name, alias or the book's verb: «Обворуй», «Исцели», «Проголосуй») and
        its target — given as a player, or named in the order by public role («Мэра») or by
        name. None: not a valid order."""
        from core.names import fold

        words = [w for w in order.replace(",", " ").replace(".", " ").split() if w]
        if not words:
            return None
        verb = fold(words[0])
        ability: str | None = None
        if verb in {fold(n) for n in ("голос", "голосование", "проголосуй", "проголосовать")}:
            ability = "голос"
        elif puppet.public is not None:
            role = self.roles.roles[puppet.public]
            for candidate in role.abilities:
                if any(fold(order).startswith(k) for k in candidate.name_keys) or verb in candidate.name_keys:
                    ability = candidate.name
                    break
        if ability is None:
            return None
        if target is None:
            target = self._order_target(game, words[1:])
        return (ability, target) if target is not None else None

    def _order_target(self, game: "Game", words: list[str]) -> int | None:
        """The player an order names: by his name, or by his public role in any case form
        («Мэра», «Богача», «Цыганку»: the role's stem starts the word)."""
        from core.names import fold

        for word in words:
            key = fold(word)
            player = game.find(word)
            if player is not None:
                return player.seat
            for p in game.players:
                if p.public is None:
                    continue
                name = fold(p.public)
                stem = name[:-1] if name[-1:] in "аяоеиыуюь" and len(name) > 3 else name
                if key == name or (key.startswith(stem) and len(key) - len(stem) <= 2):
                    return p.seat
        return None

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
        lines: list[tuple[str, dict[str, Any]]] = [("fantasy.holding.lives", {"lives": max(0, s.lives), "most": s.max_lives})]
        if s.deck is not None:
            lines.append(("fantasy.cards.hand", {"cards": list(s.hand)}))
        if s.savings:
            lines.append(("fantasy.holding.savings", {"savings": s.savings}))
        return lines

    def legal_moves(self, game: "Game", player: Player, rng: random.Random) -> list[Action] | None:
        """The Мастер карт's card moves: the random generator cannot pick cards."""
        if player.role != CARD_MASTER:
            return None
        from plugins.fantasy.cards import DECK, JOKER, BY_NAME

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

    def statuses(self, player: Player) -> set[str]:
        found = set(player.statuses)
        if not player.alive:
            found |= {GRAVE, "Мертв", "мёртв"}
        return found

    def shown_role(self, game: "Game", player: Player) -> str:
        return st(player).mask or player.role


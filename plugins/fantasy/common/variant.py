"""The fantasy book's base Variant, shared by every edition: the variant's id, editions and phases, the
set-up every edition deals from its own mix, the moon's cycle, the questions asked when they happen
(Преемственность, Перерождение), the Зомби's orders and the Кукла. Each edition plays by a subclass
(``v01_i.variant.FantasyI``, ``ii.variant.FantasyII``, ``iv.variant.FantasyIV``) named in the plugin's
table of editions. Readings: docs/variants/fantasy.md."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar, Mapping

from core.model import Phase, PhaseKind, Player, PlayerSetup
from core.rules import Ability, Rejection, RuleError, reject
from core.names import fold
from core.variant import Variant

from plugins.fantasy.common.roles import ANNOUNCED, PUBLIC, SECRETLY
from plugins.fantasy.common.mechanics import (
    REBEL,
    BEAST, CAPTAIN, DOCTOR, HORSEMAN, INQUISITOR, LICH, MAYOR, NECROMANCER, gs, in_prison, moon, night_cycle, st,
)
from plugins.fantasy.common.state import ED1, GRAVE, V01, FantasyGame, FantasyPlayer

if TYPE_CHECKING:
    from core.events import Fellowship
    from core.game import Game, Question

# The questions asked when they happen, and their answers.
HEIR, REBIRTH = "heir", "rebirth"
YES, NO = "да", "нет"
REFUSALS = frozenset(fold(w) for w in ("отказ", "никому", "нет"))


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
    hit_points_in_holdings = True  # «Жизни: 2 из 2» (IV: «ХП: 4 из 4») among the holdings

    # The edition's whole town, the roles a smaller town leaves out (in order) and the role a
    # bigger town adds (None: the edition's town is never bigger than its whole mix): each edition's own.
    full_mix: ClassVar[tuple[str, ...]] = ()
    left_out: ClassVar[tuple[str, ...]] = ()
    filler: ClassVar[str | None] = None

    def __init__(self, book, options) -> None:
        super().__init__(book, options)
        # Secret-role abilities (lost in Лазарет) and public-role ones (lost on a stolen day).
        self.secret_abilities = {a.name for r in self.roles.secret_roles() for a in r.abilities}
        self.public_abilities = {a.name for r in self.roles.public_roles() for a in r.abilities}
        self._own: dict[tuple[str, str | None], list[Ability]] = {}

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

    def fellowships(self, game: "Game") -> list["Fellowship"]:
        return []  # nobody shares a faction's knowledge: who knows whom is ``known_to``

    # --- phases --------------------------------------------------------------

    def limit_cycle(self, game: "Game", phase: Phase) -> int:
        return night_cycle(game, phase.index)

    def phase_title(self, game: "Game", phase: Phase) -> str:
        """The town is told which night it is in the post that opens it (the moon decides what may be
        used): «Ночь 2 (Полулуние)»."""
        if phase.kind == PhaseKind.NIGHT:
            return game.texts.render("fantasy.night_title", {"number": phase.number, "moon": moon(game, phase.index)})
        return super().phase_title(game, phase)

    def begin_phase(self, game: "Game") -> None:
        state = gs(game)
        if isinstance(state, FantasyGame) and state.to_ask:
            to_ask, state.to_ask = state.to_ask, []
            for kind, seat in to_ask:
                self._ask(game, kind, seat)

    def vengeance(self, game: "Game") -> bool:
        """Праведная месть (I): Начальник стражи or Инквизитор is dead."""
        return any(not p.alive and p.role in (CAPTAIN, INQUISITOR) for p in game.players)

    def kept_secret(self, game: "Game", ability: Ability) -> bool:
        """«Если способность применяется "публично", то о ее применении сообщается в посте мастера ...
        О "тайных" способностях не сообщается ничего» (v0.1 l.28, I l.208, II): a secret role's ability
        is kept from the town unless the book calls it public (``PUBLIC``) or another rule tells its use
        (``ANNOUNCED``: Лицо толпы, IV's Судный день); a public role's where the book says «тайно»
        (``SECRETLY``). The status it brings is told, never the ability."""
        if PUBLIC in ability.tags or ANNOUNCED in ability.tags:
            return False
        return SECRETLY in ability.tags or self.of_secret_role(ability)

    #: Passive abilities whose working the book tells the town by name: Лицо толпы («о применении всех
    #: способностей Тайной роли Инквизитора публично объявляется»).
    announced_passives: ClassVar[frozenset[str]] = frozenset({"Лицо толпы"})

    def kept_secret_passives(self, game: "Game", player: Player) -> tuple[str, ...]:
        """The passive abilities of the player's secret role (the role modules' ``PASSIVES``), less those
        the book announces."""
        return tuple(name for name, _marks in self.passives().get(player.role, ())
                     if name not in self.announced_passives)

    def passives(self) -> Mapping[str, list[tuple[str, tuple[str, ...]]]]:
        """The role modules' ``PASSIVES`` (name, marks), by role: each edition's own."""
        return self.roles.declared("PASSIVES")

    def of_secret_role(self, ability: Ability) -> bool:
        """An ability of the secret role (lost in Лазарет)."""
        return ability.name in self.secret_abilities

    def has_public_ability(self, game: "Game", player: Player, name: str) -> bool:
        return player.alive and not in_prison(player)

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

    def may_be_voted(self, game: "Game", voter: Player, target: Player) -> Rejection | None:
        # «голос за казнь какого-либо другого персонажа» (I l.205, II): anyone but himself, a prisoner
        # too — Тюрьма takes the prisoner's abilities and counts him dead for the win conditions only
        # (I l.196), not out of the Вече's reach. The exiled (II's Каторга) are out of the game.
        if target.seat == voter.seat:
            return reject("reject.fantasy.vote_self")
        return None

    # --- Преемственность and Перерождение: asked when they happen ---------------------------

    @staticmethod
    def _may_inherit(game: "Game", mayor: Player, heir: Player) -> bool:
        return heir.seat != mayor.seat and heir.alive and heir.public != REBEL

    def _pass_mayor(self, game: "Game", mayor: Player, heir: Player) -> None:
        mayor.public = None
        st(mayor).former_mayor = True
        was = heir.public_title or heir.public or "none"  # lost: the town is told which public role is free
        heir.public = MAYOR
        game.announce("fantasy.mayor_heir", player=mayor.name, heir=heir.name, old=was)

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
        if heir.public == REBEL:
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

    def win_params(self, game: "Game") -> dict[str, Any]:
        """A role card names no role absent from the game: the Тварь's Раздражай (v0.1, I, II) and the
        Всадник's Конец света (IV, who comes of a Чумной Доктор) only where they are dealt."""
        roles = {p.role for p in game.players}
        return {"beast": "yes" if BEAST in roles else "no",
                "horseman": "yes" if roles & {DOCTOR, HORSEMAN} else "no"}

    def statuses(self, player: Player) -> set[str]:
        found = set(player.statuses)
        if not player.alive:
            found |= {GRAVE, "Мертв", "мёртв"}
        return found

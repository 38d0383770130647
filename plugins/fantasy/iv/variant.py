"""Edition IV «Темный Гримуар»: the week of three moon phases, ХП, Лазарет / Темница /
Кладбище / Воскрешен, blocks, the plague and the Дьявол's deals. Readings:
docs/variants/fantasy.md, «Edition IV»."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from core.ballot import Ballot
from core.model import Phase, PhaseSpec, Player, PlayerSetup
from core.rules import Ability, Rejection, reject
from core.variant import DRAW

from plugins.fantasy.iv import resolve
from plugins.fantasy.iv.abilities import K, L
from plugins.fantasy.iv.roles.devil import GIFT_ABILITIES, ask_offers
from plugins.fantasy.iv.roles.peasant import TORCH
from plugins.fantasy.iv.state import (
    DEMONOLOGIST, DEVIL, DOCTOR, GRAVE, HALF, HORSEMAN, HOUND, IMP, INFIRMARY, JAIL, LICH, MOONS, NECROMANCER, NEUTRAL,
    NEW, PLAGUE, SOLD, SUCCUBUS, IVGame, IVPhase, IVPlayer,
)
from plugins.fantasy.common.mechanics import INQUISITOR, faction_winners, LEPER, RECLUSE
from plugins.fantasy.common.variant import FantasyVariant

if TYPE_CHECKING:
    from core.game import Game

# The fourteen secret roles; a smaller town leaves out LEFT_OUT in order, a bigger one adds Крестьяне.
FULL_MIX = [LICH, NECROMANCER, "Призрак", "Зомби", DEMONOLOGIST, SUCCUBUS, HOUND, IMP, INQUISITOR,
            "Начальник Стражи", "Дознаватель", "Крестьянин", DOCTOR, DEVIL]
LEFT_OUT = ["Зомби", HOUND, "Дознаватель", "Призрак", SUCCUBUS, "Крестьянин"]
HERO = "Герой"
KNOWN_BY = {LICH: "Некрономикон", DEMONOLOGIST: "Давний роман", INQUISITOR: "Никто не ждал испанскую инквизицию!"}


class FantasyIV(FantasyVariant):
    """The rules of edition IV (the plugin's table of editions names it for ``edition: IV``)."""

    # The week: three moon phases, none with a vote.
    phases = tuple(PhaseSpec(kind, vote=False) for kind in MOONS)
    first_phase = NEW

    role_summary_key = "iv.role_summary"  # the same names as edition I's roles, other rules
    full_mix = tuple(FULL_MIX)
    left_out = tuple(LEFT_OUT)
    filler = "Крестьянин"  # the typical peasant: the town's commoners

    PlayerState = IVPlayer
    GameState = IVGame
    max_players = 24  # the book sets no bound; beyond fourteen the extra players are Крестьяне
    # «В новолуние становится публично известно, сколько персонажей заражено чумой»; «О превращении
    # Чумного Доктора во Всадника Апокалипсиса объявляется публично».
    announced_passives = frozenset({"Чума", "Судный день"})

    # --- set-up -------------------------------------------------------------

    def check_roles(self, roles: list[str]) -> Rejection | None:
        return super(FantasyVariant, self).check_roles(roles)

    def deal(self, names: list[str], public_roles: list[str | None], rng: random.Random) -> list[PlayerSetup]:
        roles = self.role_mix(len(names))
        rng.shuffle(roles)
        # «Каждой явной роли может быть только один представитель, за исключением Героя.»
        wanted: list[str | None] = []
        for public in public_roles:
            role = self.roles.role(public) if public is not None else None
            name = role.name if role is not None and role.public else None
            wanted.append(name if name not in wanted or name == HERO else None)
        free = [r.name for r in self.roles.public_roles() if r.name not in wanted and r.name != HERO]
        rng.shuffle(free)
        return [PlayerSetup(name=name, role=role, public=public if public is not None else (free.pop() if free
                                                                                           else HERO))
                for name, role, public in zip(names, roles, wanted)]

    def new_player_state(self, game: "Game", player: Player, setup: PlayerSetup) -> IVPlayer:
        extra = self.roles.declared("EXTRA_HP")
        hp = 2 + extra.get(player.role, 0) + extra.get(player.public or "", 0)
        at = 1
        at_two = self.roles.declared("INFIRMARY_AT_TWO")
        if player.role in at_two or player.public in at_two:
            at = 2  # Закалка, Иммунитет, Потусторонняя сила: Лазарет at 2 ХП by default
        if player.role == HORSEMAN:
            hp += 3
        most = hp
        for key in ("hp", "lives"):
            if key in setup.start:
                hp = int(setup.start[key])
                most = max(most, hp)
        return IVPlayer(hp=hp, start_hp=most, max_hp=most, infirmary_at=at)

    def new_game_state(self, game: "Game") -> IVGame:
        return IVGame()

    def start(self, game: "Game") -> None:
        super(FantasyVariant, self).start(game)
        for p in game.players:  # a scenario may open with a wounded player
            if 0 < p.state.hp <= p.state.infirmary_at:
                p.statuses.add(INFIRMARY)
                p.state.infirmary_since = -1

    def tell_known(self, game: "Game", fellows: dict[int, set[int]]) -> None:
        """«В начале игры узнает явную роль»: the public role, under the book's name of the ability, once
        (not also the core's «Вам известны: …»)."""
        for p in game.players:
            for other in self.known_to(game, p):
                game.tell(p.seat, "iv.start.known", ability=KNOWN_BY[p.role], role=other.role, player=other.name,
                          public=other.public or "—")

    def known_to(self, game: "Game", player: Player) -> list[Player]:
        """Некрономикон, Давний роман, «Никто не ждал испанскую инквизицию!»: one way."""
        wanted = self.roles.declared("KNOWS").get(player.role)
        return [p for p in game.players if wanted is not None and p.role == wanted]

    # --- phases ----------------------------------------------------------------

    def limit_cycle(self, game: "Game", phase: Phase) -> int:
        return phase.cycle  # «раз в неделю»: a week is one cycle

    def new_scratch(self, game: "Game", phase: Phase) -> Any:
        return IVPhase()

    def begin_phase(self, game: "Game") -> None:
        ask_offers(game)

    # --- what a player can do -----------------------------------------------------

    def abilities(self, game: "Game", player: Player) -> list[Ability]:
        found = dict(self.roles.abilities_of(self.player_roles(game, player)))
        s = player.state
        for role in (s.fame_role, s.digger_role if s.digger_phase == game.phase.index else None):
            if role is not None and role in self.roles.roles:
                for ability in self.roles.roles[role].abilities:
                    found.setdefault(ability.name, ability)
        if s.gift in GIFT_ABILITIES:
            found.setdefault(s.gift, GIFT_ABILITIES[s.gift])
        if s.torch:
            found.setdefault(TORCH.name, TORCH)
        return list(found.values())

    def find_ability(self, name: str) -> Ability | None:
        found = super().find_ability(name)
        if found is None:
            found = GIFT_ABILITIES.get(name) or (TORCH if name == TORCH.name else None)
        return found

    def of_secret_role(self, ability: Ability) -> bool:
        """Gifts and the Факел count as the secret role's («Принятые дары являются способностями
        тайной роли»); a borrowed public role's abilities as the public role's."""
        return ability.name in self.secret_abilities or "gift" in ability.tags or "torch" in ability.tags

    def may_act(self, game: "Game", player: Player, ability: Ability) -> Rejection | None:
        marks = ability.tags
        s = player.state
        index = game.phase.index
        if not player.alive:
            if K not in marks:
                return reject("reject.dead", player=player.name)
            return None
        secret = self.of_secret_role(ability)
        if secret and s.risen_phase == index and K not in marks:
            return reject("reject.iv.risen", ability=ability.name)
        if secret and INFIRMARY in player.statuses and L not in marks and not resolve.iron_will(game, player):
            return reject("reject.iv.infirmary", ability=ability.name)
        return None

    def check_action(self, game: "Game", player: Player, action, ability: Ability) -> Rejection | None:
        """«Не одну и ту же способность несколько раз»: a second use in the phase is refused; the
        claim is changed by taking the first back (``withdraw``)."""
        for (seat, _), pending in game.pending.items():
            if seat == player.seat and pending.ability == ability.name:
                return reject("reject.iv.twice", ability=ability.name)
        return None

    def may_use(self, game: "Game", player: Player, ability: Ability) -> bool:
        return self.may_act(game, player, ability) is None

    def may_target(self, game: "Game", player: Player, ability: Ability, target: Player) -> Rejection | None:
        if target.seat == player.seat:
            return None
        # Неприкасаемый (Т): not a target of public roles' abilities.
        if target.public == LEPER and ability.name in self.public_abilities and \
                resolve.passive(game, target, "Неприкасаемый"):
            return reject("reject.iv.untouchable", name=target.name, ability=ability.name)
        # Мужичок из робких (Т): nobody's target in the first week's Новолуние and Полулуние.
        if target.public == RECLUSE and game.phase.cycle == 0 and game.phase.kind in (NEW, HALF) and \
                resolve.passive(game, target, "Мужичок из робких"):
            return reject("reject.iv.recluse", name=target.name, ability=ability.name)
        return None

    # --- no vote in this edition ----------------------------------------------------

    def can_vote(self, game: "Game", player: Player) -> bool:
        return False

    def may_vote(self, game: "Game", player: Player) -> Rejection | None:
        return reject("reject.iv.no_vote")

    def max_vote_changes(self, game: "Game", player: Player) -> int | None:
        return None

    def ballot(self, game: "Game") -> Ballot:
        return Ballot()  # no Вече in this edition

    def on_death(self, game: "Game", player: Player) -> None:
        resolve.after_death(game, player)

    def on_life_sentence(self, game: "Game", player: Player) -> None:
        return None

    # --- the end -----------------------------------------------------------------------

    def winner(self, game: "Game") -> str | None:
        """A faction wins when every member of the other two is dead (its own members
        whatever their status); Час расплаты hands the win to a living Дьявол if a living
        member of that faction sold his soul; while the Всадник lives no faction wins
        (Конец света), and he wins left alone (Чума на дом ваш). All dead: nobody wins."""
        living = [p for p in game.players if p.alive]
        if not living:
            return DRAW
        horseman = [p for p in living if p.role == HORSEMAN and resolve.passive(game, p, "Конец света")]
        if horseman:
            return HORSEMAN if len(living) == 1 else None
        sides = {p.faction for p in living if p.faction != NEUTRAL}
        if len(sides) > 1:
            return None
        if not sides:
            # Only neutrals: a Чумной Доктор may still become the Всадник (Судный день); the others
            # have no win of their own — nobody wins.
            if any(p.role == DOCTOR and resolve.passive(game, p, "Судный день") for p in living):
                return None
            return DRAW
        side = next(iter(sides))
        devil = [p for p in living if p.role == DEVIL and resolve.passive(game, p, "Час расплаты")]
        if devil and any(p.faction == side and p.state.sold for p in living):
            return DEVIL
        return side

    def in_contention(self, game: "Game", player: Player) -> bool:
        return player.alive

    def winning_seats(self, game: "Game") -> list[int]:
        """«Победы достигает вся выигравшая фракция, вне зависимости от статусов ее участников,
        за исключением нейтралов»: a neutral winner only while alive."""
        return faction_winners(game, NEUTRAL)

    # --- what the town and the scenario files see ---------------------------------------

    def hit_points(self, player: Player) -> int | None:
        return player.state.hp

    def max_hit_points(self, player: Player) -> int | None:
        return max(player.state.max_hp, player.state.hp)

    def statuses(self, player: Player) -> set[str]:
        found = set(player.statuses)
        if not player.alive:
            found |= {GRAVE, "Мертв"}
        if JAIL in found:
            found.add("Тюрьма")  # the word of the earlier editions and of SCENARIOS.md
        if player.state.infected:
            found |= {PLAGUE, "заражен", "заражен чумой"}
        if player.state.sold:
            found.add(SOLD)
        return found

    def shown_role(self, game: "Game", player: Player) -> str:
        return player.role

    def piles(self, player: Player) -> dict[str, list[str]]:
        return {}

    def holdings(self, game: "Game", player: Player) -> list[tuple[str, dict[str, Any]]]:
        s = player.state
        lines: list[tuple[str, dict[str, Any]]] = [("iv.holding.hp", {"hp": max(0, s.hp), "most": s.max_hp})]
        if s.gift is not None:
            lines.append(("iv.holding.gift", {"gift": s.gift}))
        return lines

    def legal_moves(self, game: "Game", player: Player, rng: random.Random) -> list | None:
        return None

    def side_of(self, game: "Game", player: Player) -> str:
        return player.role if player.faction == NEUTRAL else player.faction


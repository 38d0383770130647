"""Румынские правила: two mafia clans, the cops, a crowd of neutrals, items,
a 36-step night, prison instead of execution. Choices where the book is
silent: docs/variants/romanian.md."""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from core.ballot import Ballot
from core.events import Fellowship, fellowship_id
from core.model import Exit, Phase, PhaseKind, Player, PlayerSetup
from core.names import fold
from core.rules import Ability, Rejection, RuleError, StartError, reject
from core.variant import DRAW, Variant

from plugins.romanian.items import ITEMS, LOCKPICK, NIGHT_MOVES, USES, VEST, will_written
from plugins.romanian.mechanics import (
    ASSISTANT, BEAR, BOSS, CIVILIAN, CLAN_ROLES, DETECTIVE, FORTUNE, GADZHO, HORSE, JESTER, KILLED_CAUSES, MAFIA,
    MANIAC, MAX_CLAN, PRIEST, RECRUITER, SOLDIER, THIEF, TOUR, TOWN, TURNED, VAMPIRE, VAMPIRES, WITCH,
    clan_hearers, cops, gs, is_clan, jailed, st,
)
from plugins.romanian.state import Asked, Day, Night, Q_BETRAY, REFUSE, RoGame, RoPlayer, ST_LIGHTNING

if TYPE_CHECKING:
    from core.game import Game

# Everyone's abilities.
CABARET = Ability("Кабаре", min_targets=0, max_targets=0, targeted=False, aliases=("Поход в кабаре", "Пойти в кабаре"))
CONSENT = Ability("Согласие", min_targets=0, max_targets=0, targeted=False, slot="consent")
# «В одном сообщении убитый участник красит красным цветом ник» (l.16): a post in the square, seen by all at
# once, made once (an edited one does not count, l.10): an instant move, once a game (one dies once).
BLOOD = Ability("Кровь", phase=PhaseKind.DAY, slot="blood", aliases=("Голос кровью", "Покрасить кровью"),
                instant=True, uses=1)
# The song that saves from Бляцкий конь (sung the night he comes; not a move).
SONG = Ability("Песня", min_targets=0, max_targets=0, targeted=False, slot="song",
               aliases=("Только мы с конём по полю идём", "Спеть песню", "Песня про коня"))
EVERYONE = (CABARET, CONSENT, SONG)

# The default mix: clans and cops first, then the roles in this order.
MORE = ["Врач", "Мэр", "Поп", "Цыганка", VAMPIRE, BEAR, "Журналист", "Свидетель", "Телохранитель", "Барон",
        MANIAC, THIEF, FORTUNE, WITCH, JESTER, GADZHO, TOUR, HORSE]
UNIQUE_OK = (BOSS, RECRUITER, SOLDIER, MANIAC, CIVILIAN)


def answer_of(game: "Game", kind: str, seat: int) -> str | None:
    for asked in reversed(gs(game).asked):
        if asked.kind == kind and asked.seat == seat and game.questions[asked.question].phase == game.phase.index:
            return game.questions[asked.question].result
    return None


def may_paint_blood(game: "Game", player: Player) -> bool:
    """«Любой убитый ночью персонаж(кроме молнии) может покрасить кровью» (l.16): killed last
    night — shot, struck, hunted (l.25) — not one who died of a bite, poison, perfume or a wound
    (l.26: «Умер», not «Убит»)."""
    s = st(player)
    return (not player.alive and not s.lightning and s.died_at_night and s.died_phase is not None
            and s.died_phase == game.phase.index - 1 and s.died_cause in KILLED_CAUSES)


class RomanianVariant(Variant):
    id = "romanian"
    title = "Румынские правила"
    aliases = ("румынская", "румынские правила", "Румынка", "ro")
    first_phase = PhaseKind.DAY
    min_players = 8
    max_players = 30
    PlayerState = RoPlayer
    GameState = RoGame
    #: «Сухарь» (day.dry) judges the day's posts; the night's step 39 the posts after the day closed.
    counted_posts = ("messages", "late_posts")
    # «При равенстве голосов севший определяется по монетке»: the master may toss it himself.
    decisions = ("coin",)
    #: «Голосование — это покраска красным цветом ника участника игры либо имя его персонажа» (l.10),
    #: «Игрок, набравший наибольшее число голосов, … садится в тюрьму» (l.12): a vote names a player.
    peace_vote = False

    # --- set-up -----------------------------------------------------------

    def role_mix(self, players: int) -> list[str]:
        if not self.min_players <= players <= self.max_players:
            raise RuleError(reject("setup.players_range", min=self.min_players, max=self.max_players,
                                   players=players))
        clan_size = 3 if players >= 12 else 2
        roles = ([BOSS, RECRUITER] + [SOLDIER] * (clan_size - 2)) * 2 + [DETECTIVE, ASSISTANT]
        for role in MORE:
            if len(roles) >= players:
                break
            roles.append(role)
        return roles + [CIVILIAN] * (players - len(roles))

    def check_roles(self, roles: list[str]) -> Rejection | None:
        rejection = super().check_roles(roles)
        if rejection is not None:
            return rejection
        names = [self.roles.role(r).name for r in roles]
        count = Counter(names)
        bosses = count[BOSS]
        if bosses == 0 and (count[RECRUITER] or count[SOLDIER]):
            return reject("reject.romanian.roles.no_boss")
        if bosses > 2:
            return reject("reject.romanian.roles.two_clans")
        if count[RECRUITER] > bosses:
            return reject("reject.romanian.roles.one_recruiter")
        clan_total = bosses + count[RECRUITER] + count[SOLDIER]
        if bosses and clan_total > MAX_CLAN * bosses:
            return reject("reject.romanian.roles.clan_too_big", total=clan_total, clans=bosses)
        if count[DETECTIVE] > 1 or count[ASSISTANT] > 1:
            return reject("reject.romanian.roles.two_cops")
        if count[ASSISTANT] and not count[DETECTIVE]:
            return reject("reject.romanian.roles.assistant_alone")
        if count[TURNED]:
            return reject("reject.romanian.roles.turned_not_dealt")
        twice = [r for r, n in count.items() if n > 1 and r not in UNIQUE_OK]
        if twice:
            return reject("reject.romanian.roles.unique", roles=sorted(twice))
        return None

    def deal(self, names: list[str], public_roles: list[str | None], rng: random.Random) -> list[PlayerSetup]:
        return self.deal_roles(names, self.role_mix(len(names)), rng)

    def deal_roles(self, names: list[str], roles: list[str], rng: random.Random) -> list[PlayerSetup]:
        reason = self.check_roles(roles)
        if reason is not None:
            raise ValueError(reason)
        roles = [self.roles.role(r).name for r in roles]
        rng.shuffle(roles)
        teams: list[int | None] = []
        bosses = recruiters = soldiers = 0
        for role in roles:
            if role == BOSS:
                bosses += 1
                teams.append(bosses)
            elif role == RECRUITER:
                recruiters += 1
                teams.append(recruiters)
            elif role == SOLDIER:
                soldiers += 1
                teams.append((soldiers - 1) % max(1, roles.count(BOSS)) + 1)
            else:
                teams.append(None)
        return [PlayerSetup(name=n, role=r, team=t) for n, r, t in zip(names, roles, teams)]

    def new_player_state(self, game: "Game", player: Player, setup: PlayerSetup) -> RoPlayer:
        state = RoPlayer(joined=player.seat)
        if player.role in (RECRUITER, DETECTIVE, PRIEST):
            state.items.append(VEST)
            state.item_from[VEST] = 0
        state.recruiter = player.role == RECRUITER
        for item in setup.start.get("items", []) or []:
            name = next((i for i in ITEMS if i.casefold().replace("ё", "е") == str(item).casefold().replace("ё", "е")),
                        None)
            if name is None:
                raise StartError("items", item)
            state.items.append(name)
            state.item_from[name] = 0
        if player.role in CLAN_ROLES and player.team is None:
            player.team = 1
        return state

    def new_game_state(self, game: "Game") -> RoGame:
        from plugins.romanian.state import Clan

        state = RoGame()
        teams = sorted({p.team for p in game.players if p.role in CLAN_ROLES and p.team is not None})
        state.clans = {team: Clan(team) for team in teams}
        return state

    def new_scratch(self, game: "Game", phase: Phase) -> Any:
        return Night() if phase.kind is PhaseKind.NIGHT else Day()

    def begin_phase(self, game: "Game") -> None:
        """Ask the questions the last phase raised (answered in this phase)."""
        g = gs(game)
        for pending in g.to_ask:
            player = game.players[pending.seat]
            if not player.in_game:
                continue
            question = game.ask(pending.seat, pending.key, options=pending.options, default=pending.default,
                                name=pending.name, **pending.params)
            g.asked.append(Asked(question.id, pending.kind, pending.seat, dict(pending.data)))
        g.to_ask = []
        # «сдаёт соклана копу …, если тот дошёл на допрос» (l.97): asked each night in prison while
        # there are cops to come; with none left, nobody will question him.
        if game.phase.kind is PhaseKind.NIGHT and cops(game):
            for player in game.players:
                if jailed(player) and is_clan(player):
                    mates = [p for p in game.players if p.team == player.team and p.in_game and p.seat != player.seat
                             and (is_clan(p) or p.role == TURNED)]
                    if mates:
                        mates.sort(key=lambda p: (p.role != BOSS, st(p).joined, p.seat))
                        question = game.ask(player.seat, "romanian.ask.betray", options=[p.name for p in mates],
                                            default=mates[0].name, name=Q_BETRAY)
                        g.asked.append(Asked(question.id, "betray", player.seat))

    def check_answer(self, game: "Game", question, answer: str) -> Rejection | None:
        """A name written into a mirror or a will: a player in the game other than oneself, or
        «отказ» (nothing written now)."""
        asked = next((a for a in gs(game).asked if a.question == question.id), None)
        if asked is None or asked.kind not in ("mirror", "will") or fold(answer) == fold(REFUSE):
            return None
        if asked.kind == "will":
            rejection = will_written(game, game.players[question.seat], answering=question.id)
            if rejection is not None:
                return rejection
        named = game.find(answer)
        if named is None or not named.in_game or named.seat == question.seat:
            return reject("reject.romanian.bad_name_answer", name=answer)
        return None

    def phase_notes(self, game: "Game") -> list[tuple[str, Any]]:
        """«Каждый игровой день, в шапке, будет указано минимальное количество сообщений,
        высчитанное по формуле» (l.35)."""
        from plugins.romanian.day import day_minimum

        if game.phase.kind is PhaseKind.DAY and not game.over:
            return [("romanian.day_minimum", {"count": day_minimum(game)})]
        return []

    def fellowships(self, game: "Game") -> list[Fellowship]:
        """The clans and the cops, as they are now. A clan («Мафия/1») is its members in the game and
        those of them a vampire turned: they still hear the clan's moves (``clan_hearers``; l.242:
        «Будучи участником клана мафии, может не рассказывать о своём обращении»), so what the clan
        is told reaches its one thread, not each member's own; the cops (Шериф and Помощник) are the
        town's fellowship."""
        groups = [f for f in super().fellowships(game) if f.team is None]
        teams = sorted({p.team for p in game.players if p.team is not None
                        and (p.role in CLAN_ROLES or st(p).turned_from in CLAN_ROLES)})
        for team in teams:
            seats = tuple(clan_hearers(game, team))
            if seats:
                groups.append(Fellowship(fellowship_id(MAFIA, team), MAFIA, seats, team, self.fellows_talk))
        return sorted(groups, key=lambda f: f.seats[0])

    # --- what a player can do ----------------------------------------------

    def abilities(self, game: "Game", player: Player) -> list[Ability]:
        found = {a.name: a for a in super().abilities(game, player)}
        if player.role == BOSS and st(player).recruiter:
            from plugins.romanian.roles.recruiter import RECRUIT_ABILITY

            found.setdefault(RECRUIT_ABILITY.name, RECRUIT_ABILITY)
        for ability in EVERYONE:
            if self.offered(game, player, ability):
                found.setdefault(ability.name, ability)
        for item in dict.fromkeys(st(player).items):  # in the order received, not hash order
            if item in USES:
                found.setdefault(item, USES[item])
        found.setdefault(BLOOD.name, BLOOD)
        return list(found.values())

    @staticmethod
    def offered(game: "Game", player: Player, ability: Ability) -> bool:
        """Everyone's moves that answer a role: «Согласие» to a recruitment only while someone in the
        game recruits (the Вербовщик, or a boss who was one, l.78) and the player is in no clan,
        «Песня» only while another player is the Бляцкий конь (l.244) — the card names nothing that is
        not in this game."""
        if ability is CONSENT:
            return not is_clan(player) and any(p.in_game and is_clan(p) and st(p).recruiter for p in game.players)
        if ability is SONG:
            return any(p.in_game and p.role == HORSE and p is not player for p in game.players)
        return True

    def can_act_now(self, game: "Game", player: Player) -> bool:
        """Besides the players in the game: by day the night's dead (the blood vote), at night a
        prisoner holding a lockpick (``game.available`` — the bot's menus — shows them their move)."""
        if player.in_game:
            return True
        s = st(player)
        if jailed(player):
            return game.phase.kind is PhaseKind.NIGHT and LOCKPICK in s.items
        return game.phase.kind is PhaseKind.DAY and may_paint_blood(game, player)

    def may_act(self, game: "Game", player: Player, ability: Ability) -> Rejection | None:
        s = st(player)
        if ability.name == BLOOD.name:
            if may_paint_blood(game, player):
                return None
            if (not player.alive and not s.lightning and s.died_at_night
                    and s.died_phase == game.phase.index - 1):
                return reject("reject.romanian.no_blood_died")
            return reject("reject.romanian.no_blood")
        if jailed(player):
            if ability.name == "Отмычка" and game.phase.kind is PhaseKind.NIGHT:
                return None
            return reject("reject.romanian.in_prison")
        if not player.in_game:
            return reject("reject.dead", player=player.name)
        if ability.name == CABARET.name and s.cabaret >= 2:
            return reject("reject.romanian.cabaret_used", target=player.name)
        if (game.phase.kind is PhaseKind.NIGHT and (ability.slot == "main" or ability.slot.startswith("clan:"))
                and s.card_day is not None
                and s.card_day == game.phase.index - 1 and ability.name not in NIGHT_MOVES):
            return reject("reject.romanian.card_used")
        return None

    def may_target(self, game: "Game", player: Player, ability: Ability, target: Player) -> Rejection | None:
        if not target.in_game and ability.allow_dead_target and not jailed(target) and ability.name != "Письмо":
            return reject("reject.target_dead", name=target.name)
        return None

    def may_vote(self, game: "Game", player: Player) -> Rejection | None:
        if not player.in_game:
            return reject("reject.dead", player=player.name)
        if st(player).drunk_day == game.phase.index:
            return reject("reject.romanian.drunk")
        return None

    # --- the master ----------------------------------------------------------

    def ballot(self, game: "Game") -> Ballot:
        """The day's count so far (day.ballot_of) with the pending double votes and baron's
        votes; no votes yet means no vote at all, as in day.vote."""
        from plugins.romanian.day import VOTE_ABILITIES, ballot_of

        if game.phase.kind is not PhaseKind.DAY or not game.votes:
            return Ballot()
        actions = sorted((a for a in game.pending.values() if a.ability in VOTE_ABILITIES),
                         key=lambda a: (a.actor, a.ability))
        return ballot_of(game, game.phase.index, actions)

    def remove(self, game: "Game", player: Player, reason: str) -> None:
        """Молния: killed by the master; actions on him fail, no blood vote."""
        game.leave(player, Exit.REMOVED)
        s = st(player)
        s.lightning = True
        s.died_phase = game.phase.index
        s.died_at_night = False
        player.statuses.add(ST_LIGHTNING)
        for key in [k for k in game.pending if k[0] == player.seat]:
            del game.pending[key]
        game.votes.pop(player.seat, None)
        game.announce("romanian.lightning", player=player.name, role=player.role)

    # --- the end -------------------------------------------------------------

    def winner(self, game: "Game") -> str | None:
        alive = game.living()
        factions = Counter(p.faction for p in alive)
        roles = Counter(p.role for p in alive)
        clans = {p.team for p in alive if is_clan(p)}
        vampires = factions[VAMPIRES]
        cops_ = roles[DETECTIVE] + roles[ASSISTANT]
        town = factions[TOWN]
        main = None
        if len(clans) == 1 and not town and not vampires:
            main = MAFIA
        elif town and not clans and not vampires and not roles[MANIAC]:
            main = TOWN
        elif vampires and not roles[PRIEST] and not clans and not roles[BEAR] and not cops_ and not roles[GADZHO]:
            main = VAMPIRES
        impossible = not clans and not town and not vampires
        if main is None and not impossible:
            return None
        neutrals = self.neutral_winners(game, alive, roles, cops_, bool(clans))
        gs(game).co_winners = list(neutrals)
        # l.265: one clan wins («нет представителей других мафиозных кланов»), by its number.
        gs(game).winning_clan = next(iter(clans)) if main == MAFIA else None
        if neutrals:
            game.announce("romanian.neutral_winners", winners=neutrals)
        if main is not None:
            return main
        if not alive:
            return DRAW
        return neutrals[0] if neutrals else DRAW

    def winner_title(self, game: "Game", winner: str) -> str:
        """The mafia wins as one clan: «Мафия (клан 2)», wherever the winner is named."""
        return self.winner_side(game, winner)

    def winner_side(self, game: "Game", winner: str) -> str:
        """l.265: the mafia wins as one clan, a side of its own: «Мафия (клан 2)» (:meth:`side_of`)."""
        team = gs(game).winning_clan
        if winner == MAFIA and team is not None:
            return self.clan_side(game, team)
        return winner

    @staticmethod
    def clan_side(game: "Game", team: int) -> str:
        return game.texts.render("romanian.clan_title", {"faction": MAFIA, "team": team})

    def side_of(self, game: "Game", player: Player) -> str:
        """A clan is a side of its own (the clans fight each other, one wins: l.265), «Мафия (клан 1)»;
        a neutral wins alone, under its role; the rest by faction."""
        if player.faction == MAFIA and player.team is not None:
            return self.clan_side(game, player.team)
        return super().side_of(game, player)

    def co_winners(self, game: "Game") -> tuple[str, ...]:
        return tuple(gs(game).co_winners) if game.over else ()

    def neutral_winners(self, game: "Game", alive: list[Player], roles: Counter[str], cops_: int,
                        mafia: bool) -> list[str]:
        won = []
        for player in alive:
            role = player.role
            ok = False
            if role == TOUR:
                ok = 2 * sum(1 for p in alive if st(p).travelled) >= len(alive)
            elif role == MANIAC:
                ok = len(set(st(player).kills)) >= 2
            elif role == THIEF:
                ok = not cops_
            elif role == WITCH:
                ok = not roles[PRIEST] and not cops_
            elif role == JESTER:
                ok = not roles[PRIEST] and not (roles[VAMPIRE] + roles[TURNED])
            elif role == FORTUNE:
                ok = not mafia and not cops_
            elif role == GADZHO:
                ok = not cops_ and not roles[PRIEST] and not (roles[VAMPIRE] + roles[TURNED])
            if ok and role not in won:
                won.append(role)
        return won

    # --- what the town and the scenario files see ------------------------------

    def statuses(self, player: Player) -> set[str]:
        from plugins.romanian import state as S

        s = st(player)
        result = set(player.statuses)
        if s.sinner:
            result.add(S.ST_SINNER)
        if s.bitten_night is not None:
            result.add(S.ST_BITTEN)
        if s.bandaged_wound is not None:
            result.add(S.ST_BANDAGED)
        if s.travelled:
            result.add(S.ST_TRAVELLED)
        for item in s.items:
            result.add(item)
        if s.pistol:
            result.add("Пистолет")
        return result

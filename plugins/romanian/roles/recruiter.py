"""Вербовщик (Мафия): бронежилет с начала; вербовка в два этапа с согласием
вербуемого, выстрел, отравление, охота на медведя."""

from core.rules import Ability, Role
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.mechanics import (
    MAFIA, MAX_CLAN, RECRUITABLE, RECRUITER, clan, clan_members, gs, st,
)
from plugins.romanian.night import answer, nt, ok, simple_visit
from plugins.romanian.roles._clan import MAFIA_ABILITIES, clan_move, clan_slot
from plugins.romanian.state import Move, Pending, Q_RECRUIT

RECRUIT = "Вербовка"


def recruit_check(game: Game, player: Player, action: Action) -> Rejection | None:
    if not st(player).recruiter:
        from core.rules import reject

        return reject("reject.romanian.not_recruiter")
    return clan_move(game, player, action)


RECRUIT_ABILITY = Ability(RECRUIT, allow_self=False, check=recruit_check, slot=clan_slot(RECRUIT))

ROLE = Role(
    RECRUITER,
    faction=MAFIA,
    knows_fellows=True,
    abilities=(RECRUIT_ABILITY, *MAFIA_ABILITIES),
)


def recruitable(game, seat: int, team: int) -> bool:
    target = game.players[seat]
    return target.role in RECRUITABLE and len(clan_members(game, team)) < MAX_CLAN


def recruit(res: Resolution, move: Move) -> None:
    """First notice: the player is asked (default: refuses) — «Удачно. Дошёл».
    The second notice the next night in a row recruits a recruitable player."""
    game = res.game
    night = nt(res)
    team = move.team if move.team is not None else game.players[move.actor].team
    c = clan(game, team)
    second = c.recruit_target == move.targets[0] and c.recruit_night == res.phase.index - 2
    target = simple_visit(res, move)
    if target is None:
        c.recruit_target, c.recruit_night = None, None
        return
    c.recruit_target, c.recruit_night = target, res.phase.index
    player = game.players[target]
    consent = target in night.consent
    done = (second or consent) and recruitable(game, target, team)
    tries = night.recruit_tries.setdefault(target, [])
    tries.append((team, done, move))
    if len(tries) > 1:
        contested(res, target, tries)
        return
    if second:
        if recruitable(game, target, team):
            night.recruited.append((target, team))
            ok(move, "romanian.answer.recruited", player=player.name, team=team)
        else:
            ok(move, "romanian.answer.not_recruitable")
        return
    if consent and recruitable(game, target, team):
        night.recruited.append((target, team))
        ok(move, "romanian.answer.recruited", player=player.name, team=team)
        for own in night.moves:  # having agreed, he gets no result of his own move (book, lines 85, 93)
            if own.actor == target:
                own.muted = True
        return
    ok(move, "romanian.answer.reached")
    res.tell(target, "romanian.result.recruit_notice")
    if not consent and recruitable(game, target, team):
        gs(game).to_ask.append(Pending(target, "romanian.ask.recruit", "recruit", ("да", "нет"), "нет",
                                       {"team": team}, {"team": team, "recruiter": move.actor}, Q_RECRUIT))


def contested(res, target: int, tries) -> None:
    """Both clans recruit the player the same night: «он делает выбор». Both
    hear «Удачно. Дошёл»; the player is asked which clan (or none) when the day
    opens, and joins it when that day ends. The default: the clan whose
    recruitment was complete (second notice, consent), else none."""
    game = res.game
    night = nt(res)
    (first, first_done, first_move), (second, second_done, second_move) = tries[0], tries[1]
    night.recruited[:] = [(t, team) for t, team in night.recruited if t != target]
    g = gs(game)
    g.to_ask[:] = [p for p in g.to_ask if not (p.seat == target and p.kind == "recruit")]
    for m in (first_move, second_move):
        # Nobody is recruited tonight: each recruiter hears only that he got there (the first one's
        # «завербован», given before the second clan came, is taken back); «завербован» is said when
        # the player's answer settles the clan (day.answers → flow.join_clan).
        answer(m, "romanian.answer.reached")
        m.done = True
    if not (recruitable(game, target, first) or recruitable(game, target, second)):
        return
    default = str(first) if first_done else str(second) if second_done else "нет"
    options = (str(first), str(second)) + (() if first_done or second_done else ("нет",))
    res.tell(target, "romanian.result.recruit_notice")
    g.to_ask.append(Pending(target, "romanian.ask.two_clans", "two_clans", options, default,
                            {"first": first, "second": second, "none": "" if first_done or second_done else " / нет"},
                            {"teams": [first, second]}, Q_RECRUIT))

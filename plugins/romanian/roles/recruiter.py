"""Вербовщик (Мафия): бронежилет с начала; вербовка в два этапа с согласием
вербуемого, выстрел, отравление, охота на медведя."""

from core.rules import Ability, Role

from plugins.romanian.mechanics import (
    MAFIA, MAX_CLAN, RECRUITABLE, RECRUITER, clan, clan_members, gs, st,
)
from plugins.romanian.night import COMPANY, fail, nt, ok, register, simple_visit
from plugins.romanian.roles._clan import MAFIA_ABILITIES, clan_move
from plugins.romanian.state import Pending

RECRUIT = "Вербовка"


def recruit_check(game, player, action):
    if not st(player).recruiter:
        from core.rules import reject

        return reject("reject.romanian.not_recruiter")
    return clan_move(game, player, action)


RECRUIT_ABILITY = Ability(RECRUIT, allow_self=False, check=recruit_check)

ROLE = Role(
    RECRUITER,
    faction=MAFIA,
    knows_fellows=True,
    abilities=(RECRUIT_ABILITY, *MAFIA_ABILITIES),
    summary="Вербовка (в два этапа), выстрел, отравление, охота на медведя. Бронежилет с начала.",
)


def recruitable(game, seat: int, team: int) -> bool:
    target = game.players[seat]
    return target.role in RECRUITABLE and len(clan_members(game, team)) < MAX_CLAN


def recruit(res, move) -> None:
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
    # Two clans at once: the player chooses; without an answer the first clan's notice counts.
    if any(t == target for t, _ in night.recruited):
        fail(res, move)
        return
    player = game.players[target]
    consent = target in night.consent
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
        return
    ok(move, "romanian.answer.reached")
    res.tell(target, "romanian.result.recruit_notice")
    if not consent and recruitable(game, target, team):
        gs(game).to_ask.append(Pending(target, "romanian.ask.recruit", "recruit", ("да", "нет"), "нет",
                                       {"team": team}, {"team": team, "recruiter": move.actor}))


register(RECRUIT, 34, recruit, COMPANY)
STEPS: list = []

"""The day: answers to the engine's questions, blood, cards and the diploma,
the «сухарь» rule, the vote and the prison, the newspaper."""

from __future__ import annotations

from typing import Iterable

from core.game import Game
from core.names import fold
from core.resolution import Resolution
from core.rules import Action
from core.ballot import Ballot, verdict
from core.texts import Text

from plugins.romanian.items import CARDS, DIPLOMA, MIRROR, WILL
from plugins.romanian.mechanics import MAX_CLAN, RECRUITABLE, clan_members, gs, jail, st, take_item


def answers(res: Resolution) -> None:
    """The questions asked when this day opened: apply answers (or defaults)."""
    from plugins.romanian.flow import become_maniac, join_clan, write_name

    from plugins.romanian.roles.thief import TAKE, wants_maniac

    game = res.game
    g = gs(game)
    keep = []
    taken = {a.actor: a for a in res.of(TAKE)}
    for asked in g.asked:
        question = game.questions[asked.question]
        if question.phase != res.phase.index:
            if question.phase > res.phase.index:
                keep.append(asked)
            continue
        player = game.players[asked.seat]
        result = question.result
        if asked.kind in ("thief", "witness") and asked.seat in taken:
            choice = taken[asked.seat].choice
            result = "маньяк" if choice is None or wants_maniac(choice) else "нет"
        if not player.in_game or result is None:
            continue
        if asked.kind == "recruit" and fold(result) == fold("да"):
            team = asked.data["team"]
            if player.role in RECRUITABLE and len(clan_members(game, team)) < MAX_CLAN:
                join_clan(game, player, team)
        elif asked.kind == "two_clans":
            digits = "".join(ch for ch in result if ch.isdigit())
            team = int(digits) if digits else None
            if team in asked.data["teams"] and player.role in RECRUITABLE \
                    and len(clan_members(game, team)) < MAX_CLAN:
                join_clan(game, player, team)
        elif asked.kind in ("thief", "witness") and fold(result) == fold("маньяк"):
            become_maniac(game, player)
        elif asked.kind in ("mirror", "will"):
            named = game.find(result)
            if named is not None and named.in_game and named.seat != player.seat:
                write_name(game, player, MIRROR if asked.kind == "mirror" else WILL, named.seat)
    g.asked = keep


def names_written(res: Resolution) -> None:
    """A mirror or a will filled in by day («в любой момент», Зеркало, l.169): it works from the
    coming night."""
    from plugins.romanian.flow import write_name

    for action in res.of(MIRROR, WILL):
        player = res.player(action.actor)
        if player.in_game:
            write_name(res.game, player, action.ability, action.target)


def blood(res: Resolution) -> None:
    """«убитый участник красит красным цветом ник … Покрашенный кровью сядет при равенстве голосов»
    (l.16): painted in the square, in the open — the town sees it at once."""
    for action in res.of("Кровь"):
        st(res.player(action.target)).blood += 1
        res.announce("romanian.blood_painted", player=res.player(action.actor).name,
                     target=res.player(action.target).name)


def blood_marks(game: Game) -> list[Text]:
    """The blood on the players in the game, for the verdict («Кровь остаётся на участнике вплоть до
    его вылета из партии», l.16)."""
    return [Text("romanian.blood_mark", {"player": p.name, "count": st(p).blood})
            for p in game.living() if st(p).blood]


def cards(res: Resolution) -> None:
    game = res.game
    g = gs(game)
    for action in res.of(*CARDS):
        player = res.player(action.actor)
        if not player.in_game:
            continue
        take_item(player, action.ability)
        st(player).card_day = res.phase.index
        g.cards_used.append((action.actor, action.ability, action.target))
        game.announce("romanian.card_used", card=action.ability)
    for action in res.of(DIPLOMA):
        player = res.player(action.actor)
        take_item(player, DIPLOMA)
        st(player).card_day = res.phase.index


def day_minimum(game: Game) -> int:
    """«минимальное количество сообщений равно текущему количеству участников, поделенному на два»
    (l.35), as a count a player can meet: 2,5 is 3 (fewer than living/2 is exactly fewer than this)."""
    return (len(game.living()) + 1) // 2


def dry(res: Resolution) -> None:
    """«Сухарь»: fewer messages than living/2 gives +1 vote (kept until two active days)."""
    game = res.game
    counts = game.post_counts.get("messages")
    if not counts:
        return
    day = res.phase.index
    minimum = day_minimum(game)
    for seat, count in sorted(counts.items()):
        player = game.players[seat]
        if not player.in_game:
            continue
        s = st(player)
        if day in (s.gag_day, s.silence_day, s.drunk_day):
            continue
        if count < minimum:
            s.dry += 1
            s.active_days = 0
            game.tell(seat, "romanian.result.dry", minimum=minimum)
        else:
            s.active_days += 1
            if s.active_days >= 2:
                s.dry = 0


#: The day actions that change the count: the mayor's double vote, the diploma, the baron's vote.
VOTE_ABILITIES = ("Двойной голос", DIPLOMA, "Голос барона")


def count_votes(game: Game, day: int, actions: Iterable[Action]) -> dict[int, int]:
    """Votes per target: the sum of :func:`ballot_of`'s marks. Shared by the vote (the resolved
    actions) and :meth:`RomanianVariant.tally` (the pending ones)."""
    return {seat: int(n) for seat, n in ballot_of(game, day, actions).counts().items()}  # type: ignore[misc]


def ballot_of(game: Game, day: int, actions: Iterable[Action]) -> Ballot:
    """The count vote by vote, as the live tally and the verdict show it: the mayor's double vote
    and the diploma as «×2 (двойной голос)» (one wording for both: the count shows the weight, the
    wording must not tell a Мэр from a diploma's holder), the Барон's vote under the bound voter's
    name where the Барон put it (no reason: the book keeps the Барон secret), and the +1 penalties
    as modifiers («не голосовал», «сухарь», «пост после дня»); «мир» counts nothing, and a vote
    that does not count (a mark, for a prisoner) is shown nowhere."""
    ballot = Ballot()
    actions = list(actions)
    double = {a.actor for a in actions if a.ability == "Двойной голос"}
    diploma = {a.actor for a in actions if a.ability == DIPLOMA}
    baron = {a.actor: a.target for a in actions if a.ability == "Голос барона"}
    for voter, target in sorted(game.votes.items()):
        player = game.players[voter]
        if not player.in_game:
            continue
        s = st(player)
        if s.baron_day == day:
            target = baron.get(s.baron_by) if s.baron_by is not None else None
        elif s.no_vote_day == day:
            continue
        if target is None or not game.players[target].in_game:
            continue
        weight = 1 + (voter in double) + (voter in diploma)
        ballot.vote(target, voter, weight, "двойной голос" if weight > 1 else "")
    for player in game.living():
        s = st(player)
        for amount, why in ((int(s.missed_vote), "не голосовал"), (s.dry, "сухарь"),
                            (int(s.late_day == day), "пост после дня")):
            if amount:
                ballot.modifier(player.seat, amount, why)
    for seat in [seat for seat, n in ballot.counts().items() if n <= 0]:
        ballot.drop(seat)
    return ballot


def vote(res: Resolution) -> None:
    game = res.game
    day = res.phase.index
    if not game.votes:
        for player in game.players:
            st(player).missed_vote = False
        game.announce("romanian.no_vote")
        return
    ballot = ballot_of(game, day, res.of(*VOTE_ABILITIES))
    counts = ballot.counts()
    for player in game.players:
        st(player).missed_vote = (player.in_game and player.seat not in game.votes
                                  and game.variant.may_vote(game, player) is None)
    if counts:
        game.announce("ballot.verdict", **verdict(game, ballot))
        marks = blood_marks(game)
        if marks:  # the blood, painted openly, is part of the log (l.16)
            game.announce("romanian.blood_on", marks=marks)
    if not counts:
        game.announce("romanian.no_prison")
        return
    top = max(counts.values())
    leaders = sorted(t for t, n in counts.items() if n == top)
    tied = [game.players[t].name for t in leaders]
    if len(leaders) > 1:
        most = max(st(game.players[t]).blood for t in leaders)
        leaders = [t for t in leaders if st(game.players[t]).blood == most]
        if len(leaders) == 1:  # «Покрашенный кровью сядет при равенстве голосов»
            game.announce("romanian.tie_blood", players=tied, votes=top, player=game.players[leaders[0]].name)
    if len(leaders) > 1:
        # «При равенстве голосов севший определяется по монетке» (after blood, where blood is even);
        # the master may decide instead of the coin (Game.decide: the coin is tossed either way).
        chosen = game.decide("coin", leaders)
        game.announce("romanian.coin", players=tied, votes=top, player=game.players[chosen].name,
                      blood="yes" if most else "no", by="master" if game.chances[-1].by_master else "coin")
    else:
        chosen = leaders[0]
    victim = game.players[chosen]
    jail(game, victim, day)
    game.announce("romanian.jailed", player=victim.name)
    for action in res.by(chosen):
        res.cancel(action)


def newspaper(res: Resolution) -> None:
    from plugins.romanian.roles.journalist import YELLOW, yellow

    game = res.game
    for action in res.of("Газета", YELLOW):
        if not res.player(action.actor).in_game:
            continue
        is_yellow = action.ability == YELLOW or yellow(action.choice)
        if is_yellow:
            gs(game).yellow_used = True
        night, seen = gs(game).press_seen.get(action.actor, (None, []))
        if not action.text and not is_yellow and night == res.phase.index - 1 and seen:
            # No text: the paper prints what the journalist saw last night (no lies).
            for key, name in seen:
                game.announce(key, target=name)
            continue
        if not (action.text or "").strip():
            # Nothing written and nothing seen last night: the issue is out, with no news in it
            # (never a placeholder; and nothing said of where the journalist was).
            game.announce("romanian.newspaper_empty")
            continue
        game.announce("romanian.newspaper", text=action.text,
                      target=res.player(action.target).name if action.targets else "—")

"""The night's frame: dusk (the actions sent become moves; cards, masks, the
cabaret), and the morning (who dies, who changes role, the answers, the news)."""

from __future__ import annotations

from core.game import Game
from core.model import Exit, PhaseKind, Player
from core.names import fold
from core.resolution import Resolution
from core.texts import Text

from plugins.romanian.items import (
    BLACK_MARK, CROSS, GAG, GIFTS, GO, HEALTH_CARD, MIRROR, POLICE_CARD, PRESS_CARD, SICK_NOTE, VEST, WILL,
)
from plugins.romanian.mechanics import (
    BEAR, BOSS, CLAN_ROLES, COP_ROLES, DETECTIVE, DOCTOR, JOURNALIST, KILLED_CAUSES, MAFIA, MANIAC, SOLDIER,
    TURNED, VAMPIRE, VAMPIRES, COPS, clan_id, fellowship_now, clan_members, cops, give_item, gs, is_clan,
    is_silver, jail, jailed,
    side_colour, st, take_item,
)
from plugins.romanian.night import (
    drop_moves, hear, moves_of, new_move, nt, ok, spend, tell_once,
)
from plugins.romanian.state import Q_MIRROR, Q_WILL, ST_PRISON, Move, Pending

CLAN_KINDS = ("Выстрел", "Отравление", "Охота на медведя", "Поиск следователя", "Вербовка", "Выстрел в тюрьму")
COP_KINDS = ("Выстрел", "Прикрытие", "Допрос", "Поиск вербовщика")
ASIDE = ("Доверие", "Зеркало", "Завещание", "Согласие", "Маска")


def role_step(game: Game, role: str) -> float:
    """The step of the role's own move (where a home-made gun fires instead of it)."""
    r = game.variant.roles.roles.get(role)
    moves = moves_of(game)
    if r is not None:
        for ability in r.abilities:
            if ability.name in moves:
                return moves[ability.name].step
    return 20


def dusk(res: Resolution) -> None:
    game = res.game
    night = nt(res)
    g = gs(game)
    home: set[int] = set()
    for action in res.actions:
        if action.ability == "Маска" and action.role:
            night.masks[action.actor] = action.role
            home |= {p.seat for p in game.players if p.role == action.role and p.in_game and p.seat != action.actor}
    for action in res.actions:
        actor = game.players[action.actor]
        if not actor.in_game and not jailed(actor):
            continue
        kind = action.ability
        target = action.targets[0] if action.targets else None
        if kind == "Доверие" and target is not None:
            st(game.players[target]).trusted = True
            continue
        if actor.role == BEAR and kind in (MIRROR, WILL):
            pass  # the bear gives the mirror or the will: a gift (below)
        elif kind in (MIRROR, WILL):
            write_name(game, actor, kind, target)
            continue
        if kind == "Согласие":
            night.consent.add(action.actor)
            continue
        if kind == "Песня":
            night.singers.add(action.actor)
            continue
        if kind == SICK_NOTE and actor.role != BEAR:  # the bear's «Справка о болезни» is a gift
            if action.choice is not None and fold(action.choice) in {fold(GO), fold("поеду")}:
                night.tour_willing.add(action.actor)
            continue
        if kind == "Маска" and action.role:
            role = game.variant.roles.roles.get(action.role)
            moves = [a.name for a in role.abilities if a.phase is PhaseKind.NIGHT] if role else []
            wanted = next((m for m in moves if action.choice and m.casefold() == action.choice.casefold()),
                          moves[0] if moves else None)
            if wanted is None or not action.targets:
                continue
            actor_kind = wanted
            move = new_move(res, action.actor, actor_kind, action.targets, guess=action.guess, via="mask")
            if actor_kind == "Выстрел":
                move.step = 19 if action.role in CLAN_ROLES else 20
            elif actor_kind == "Укус":
                move.step = 30 if action.role == TURNED else 29
            continue
        if (kind in ASIDE and not (actor.role == BEAR and kind in (MIRROR, WILL))) or action.actor in home:
            continue
        extra = dict(choice=action.choice, guess=action.guess, role=action.role, text=action.text)
        if kind == "Серебряная пуля":
            kind, extra["choice"] = "Выстрел", "серебро"
        if kind == "Проклятие":  # Ведьма: the curse named by the choice
            from plugins.romanian.roles.witch import curse_named

            kind = curse_named(action.choice)
            if kind is None:
                continue
            if action.targets:
                st(actor).curses_cast.append((kind, action.targets[0]))
        if kind == "Выстрел" and target is not None and jailed(game.players[target]) and is_clan(actor):
            kind = "Выстрел в тюрьму"
        if actor.role == BEAR and (kind in GIFTS or kind == "Подарок"):
            from plugins.romanian.roles.bear import gifts_of

            names = gifts_of(action, game)
            for other, name in list(zip(action.targets, names))[1:]:
                new_move(res, action.actor, "Подарок", (other,), **{**extra, "choice": name})
            move = new_move(res, action.actor, "Подарок", action.targets[:1], **{**extra, "choice": names[0]})
        else:
            move = new_move(res, action.actor, kind, action.targets, **extra)
        if kind == "Выстрел":
            move.step = 19 if is_clan(actor) else 20
        elif kind == "Укус":
            move.step = 30 if actor.role == TURNED else 29
        elif kind == "Самопал":
            move.step = role_step(game, actor.role)
        if is_clan(actor) and kind in CLAN_KINDS:
            move.team = actor.team
            move.answer_to = fellowship_now(game, clan_id(actor.team))
        elif actor.role in COP_ROLES and kind in COP_KINDS:
            move.cops = True
            move.answer_to = fellowship_now(game, COPS)
    for seat in sorted(home):
        drop_moves(res, seat)
        res.tell(seat, "romanian.answer.stayed_home")
    # The cards used yesterday send the journalist, the sheriff, the doctor.
    for seat, card, target in g.cards_used:
        if not game.players[target].in_game:
            continue
        role, kind = {PRESS_CARD: (JOURNALIST, "Журналист"), POLICE_CARD: (DETECTIVE, "Прикрытие"),
                      HEALTH_CARD: (DOCTOR, "Лечение")}[card]
        for player in game.players:
            if player.role == role and player.in_game:
                drop_moves(res, player.seat)
                move = new_move(res, player.seat, kind, [target], via="card")
                if kind == "Прикрытие":
                    move.cops = True
                    move.answer_to = fellowship_now(game, COPS)
                res.tell(player.seat, "romanian.result.card_sent", card=card, target=game.players[target].name)
                break
    g.cards_used = []
    night.moves.sort(key=lambda m: (m.step, m.id))


def write_name(game: Game, player, item: str, target: int | None) -> None:
    """The name written into a mirror (any time, «Игрок имя может указать в любой момент», l.169)
    or a will («имя нельзя менять до смерти или посадки вписанного», l.181)."""
    if target is None:
        return
    s = st(player)
    if item == MIRROR:
        s.mirror_name = target
    elif s.will_name is None or not game.players[s.will_name].in_game:
        s.will_name = target


def cabaret(res: Resolution, move) -> None:
    game = res.game
    night = nt(res)
    st(game.players[move.actor]).cabaret += 1
    night.cabaret.add(move.actor)
    night.untouchable.add(move.actor)
    drop_moves(res, move.actor, after=5)
    move.silent = True
    ok(move)


# --- the morning ----------------------------------------------------------------

def morning(res: Resolution) -> None:
    game = res.game
    night = nt(res)
    g = gs(game)
    index = res.phase.index
    for seat in sorted(night.vest_hit):
        take_item(game.players[seat], VEST)
        res.tell(seat, "romanian.item.vest_used")
    dead: dict[int, tuple[int | None, str]] = {}
    for seat, (attacker, cause) in night.kills.items():
        dead.setdefault(seat, (attacker, cause))
    for seat, wounds in night.wounds.items():
        if seat in night.healed:
            continue
        if seat in night.bandaged and all(kind != "meadow" for _, kind in wounds):
            st(game.players[seat]).bandaged_wound = index
            res.tell(seat, "romanian.result.bandaged")
            continue
        dead.setdefault(seat, wounds[0])
    for player in game.players:
        s = st(player)
        if s.bandaged_wound is not None and s.bandaged_wound < index:
            s.bandaged_wound = None
            if player.seat not in night.healed and player.alive:
                dead.setdefault(player.seat, (None, "wound"))
    for seat, poisons in night.poisons.items():
        if seat in night.healed or seat in night.kit:
            continue
        if seat in night.cured and all(kind != "perfume" for _, kind in poisons):
            continue
        if any(kind == "perfume" for _, kind in poisons):
            tell_once(res, seat, "romanian.result.poisoned")
        # The perfume's wearer directed nothing at the shooter: not his killer, not a sinner (l.134).
        poisoner = next((attacker for attacker, kind in poisons if kind != "perfume"), None)
        dead.setdefault(seat, (poisoner, "poison"))
    for player in game.players:
        s = st(player)
        if s.bitten_night is not None and s.bitten_night < index and player.seat not in night.turned:
            if player.seat in night.healed or player.seat in night.cured or player.seat in night.kit:
                s.bitten_night = s.bitten_by = None
            elif player.alive:
                dead.setdefault(player.seat, (s.bitten_by, "bite"))
    for seat, vampires in night.bites.items():
        s = st(game.players[seat])
        if seat not in night.turned and s.bitten_night is None:
            s.bitten_night, s.bitten_by = index, vampires[0]
            s.bitten_turning = game.players[vampires[0]].role == VAMPIRE
            res.tell(seat, "romanian.result.bitten")
    # Turning: the role is lost in the morning; the night's own move is «Неудачно».
    for seat in sorted(night.turned):
        player = game.players[seat]
        dead.pop(seat, None)
        s = st(player)
        s.turned_from, s.bitten_night, s.bitten_by = player.role, None, None
        player.role, player.faction, s.sinner = TURNED, VAMPIRES, True
        res.tell(seat, "romanian.result.turned")
        for move in night.moves:
            if move.actor == seat:
                move.forced_fail = True
    witnesses = witness_answers(res, dead)
    died = []
    for seat in sorted(dead):
        player = game.players[seat]
        if not player.alive:
            continue
        attacker, cause = dead[seat]
        game.leave(player, Exit.DIED)
        s = st(player)
        s.died_phase, s.died_at_night, s.died_cause = index, True, cause
        died.append((player, cause))
        if attacker is not None and attacker != seat:
            killer = game.players[attacker]
            cop_on_mafia = killer.role in COP_ROLES and is_clan(player)
            if not cop_on_mafia and cause not in ("kick",):
                st(killer).sinner = True
            if cause == "axe" and killer.role == MANIAC:
                st(killer).kills.append(side_colour(player))
    # Recruits and released prisoners.
    for seat, team in night.recruited:
        join_clan(game, game.players[seat], team, clan_told=True)
    for move in night.moves:  # the night's «Вербовка» answer tells the clan, the recruit now among it
        if move.kind == "Вербовка" and move.result == "romanian.answer.recruited" and move.team is not None:
            move.answer_to = fellowship_now(game, clan_id(move.team))
    for seat in sorted(night.released):
        player = game.players[seat]
        if jailed(player) and seat not in dead:
            game.come_back(player)
            player.statuses.discard(ST_PRISON)
            st(player).jailed_phase = None
            game.announce("romanian.released", player=player.name)
    for target, item in night.gifts:
        player = game.players[target]
        if not player.in_game:
            continue
        if item == BLACK_MARK:
            st(player).no_vote_day = index + 1
            continue
        if item == GAG:
            st(player).gag_day = index + 1
            res.tell(target, "romanian.item.gag")
            continue
        give_item(game, player, item)
        if item == CROSS:
            continue  # the priest's cross: the confession told of it (l.134), no bear gave it
        res.tell(target, "romanian.item.got", item=item)
        if item == SICK_NOTE:
            res.tell(target, "romanian.item.sick_note_how")
        if item in (MIRROR, WILL):
            g.to_ask.append(Pending(target, f"romanian.ask.{'mirror' if item == MIRROR else 'will'}",
                                    "mirror" if item == MIRROR else "will",
                                    name=Q_MIRROR if item == MIRROR else Q_WILL))
    for seat in sorted(night.thief_choice):
        become_maniac(game, game.players[seat])
    # The answers, in the book's words.
    for move in night.moves:
        if move.failed and not move.silent:
            spend(res, move)  # a Самопал or silver shot stopped before it was fired: «неудачно» (l.260)
        if move.silent or move.muted or move.result is None:
            continue
        key = "romanian.answer.fail" if move.forced_fail else move.result
        params = {} if move.forced_fail else dict(move.params)
        if move.id in witnesses and not move.forced_fail:
            key, params = witnesses[move.id]
        res.tell(hear(game, move), key, head=answer_head(game, move), **params)
    for shooter_seat, shooter, victim in night.letters:
        sheriff_ = next((p for p in cops(game) if p.role == DETECTIVE), None)
        if sheriff_ is not None:
            res.tell(sheriff_.seat, "romanian.result.letter", shooter=game.players[shooter].name,
                     victim=game.players[victim].name)
    # The news: yesterday's prisoner, the dead, the will, the cabaret.
    # (no «Открыт день N» line: the bot's «Итоги: Ночь N» and «Наступил День N+1» say it, and the story's titles)
    for seat in g.jailed_reveal:
        game.announce("romanian.jailed_role", player=game.players[seat].name, role=game.players[seat].role)
    g.jailed_reveal = []
    for player, cause in died:
        key = "romanian.killed_in_prison" if cause == "prison" else \
            "romanian.killed" if cause in KILLED_CAUSES else "romanian.died"
        game.announce(key, player=player.name, role=player.role)
        will = st(player).will_name
        # «При убийстве написавшего завещание» (l.181): killed (l.25), not in prison; not died (l.26).
        if will is not None and cause in KILLED_CAUSES and cause != "prison" and game.players[will].in_game:
            jail(game, game.players[will], index)
            game.announce("romanian.will_jailed", player=game.players[will].name, dead=player.name)
    if not died:
        game.announce("romanian.nobody_died")
    for seat in sorted(night.cabaret):
        game.announce("romanian.cabaret", player=game.players[seat].name)
    succession(game)


def answer_head(game: Game, move: Move) -> Text:
    """«Выстрел» (Аня): the move as the player sent it — a silver bullet as «Серебряная пуля», a gift by
    its name — and the targets he sent it to: the Гадалка's victim «не узнаёт менялась ли цель» (l.196),
    «Безволие»'s is not told of the curse (l.220)."""
    from plugins.romanian.roles._clan import SILVER_SHOT

    if move.kind == "Подарок":
        shown = move.choice
    elif move.kind == "Выстрел" and move.team is not None and is_silver(move.choice):
        shown = SILVER_SHOT.name
    else:
        shown = move.kind
    return Text("romanian.answer.head", {"ability": shown, "target": [game.players[t].name for t in move.sent]})


def witness_answers(res: Resolution, dead: dict) -> dict[int, tuple[str, dict]]:
    game = res.game
    night = nt(res)
    answers = {}
    for move_id, seat in night.witness.items():
        move = next(m for m in night.moves if m.id == move_id)
        if move.failed:
            continue
        if seat in dead and dead[seat][1] in ("shot", "silver", "axe"):
            answers[move_id] = ("romanian.answer.witness_armed", {})
            if dead[seat][0] is not None:
                st(game.players[move.actor]).crime_seen = (dead[seat][0], seat)
            from plugins.romanian.roles.thief import wants_maniac

            if wants_maniac(move.choice):
                night.thief_choice.add(move.actor)
            else:
                gs(game).to_ask.append(Pending(move.actor, "romanian.ask.witness", "witness",
                                               ("маньяк", "свидетель"), "свидетель"))
            continue
        attempts = night.attempts.get(seat, [])
        victims = [v for v, kind in attempts if kind in ("shot", "silver", "axe") and v in dead]
        if victims:
            answers[move_id] = ("romanian.answer.witness_murder", {"victim": game.players[victims[0]].name})
            st(game.players[move.actor]).crime_seen = (seat, victims[0])
        elif any(kind in ("shot", "silver", "axe", "vest") for _, kind in attempts):
            answers[move_id] = ("romanian.answer.witness_attempt", {})
    return answers


def join_clan(game: Game, player: Player, team: int, *, clan_told: bool = False) -> None:
    """The recruit becomes a soldier of the clan and is told so; the clan (with him) is told too, unless
    the recruitment's answer («Удачно. Егор завербован…», the same words) tells it (``clan_told``)."""
    if not player.in_game or is_clan(player):
        return
    g = gs(game)
    player.role, player.faction, player.team = SOLDIER, MAFIA, team
    g.join_counter += 1
    st(player).joined = g.join_counter
    game.tell(player.seat, "romanian.result.joined", team=team)
    if not clan_told:
        game.tell(fellowship_now(game, clan_id(team)) or (), "romanian.result.clan_joined", player=player.name,
                  team=team)


def become_maniac(game: Game, player: Player) -> None:
    if player.in_game and player.role != MANIAC:
        from plugins.romanian.mechanics import NEUTRAL

        player.role, player.faction = MANIAC, NEUTRAL
        game.tell(player.seat, "romanian.result.now_maniac")


def succession(game: Game) -> None:
    """A boss out of the game (dead, jailed, turned): the recruiter, else the
    senior soldier becomes the boss; the assistant becomes the investigator."""
    teams = sorted({p.team for p in game.players if p.team is not None and is_clan(p)})
    for team in teams:
        members = clan_members(game, team)
        if not members or any(p.role == BOSS for p in members):
            continue
        recruiters = [p for p in members if st(p).recruiter]
        heir = recruiters[0] if recruiters else members[0]
        heir.role = BOSS
        game.tell(heir.seat, "romanian.result.new_boss", team=team)
    living_cops = cops(game)
    if living_cops and not any(p.role == DETECTIVE for p in living_cops):
        heir = living_cops[0]
        heir.role = DETECTIVE
        game.tell(heir.seat, "romanian.result.new_detective")


def late_posts(res: Resolution) -> None:
    """Posts after the day closed, reported during the night (PostCounts «late_posts»):
    the first is a warning, the second and later +1 vote on the next day (not
    accumulating). A vote after the close is not a vote (the day has ended)."""
    game = res.game
    for seat, count in sorted((game.post_counts.get("late_posts") or {}).items()):
        player = game.players[seat]
        if not player.in_game or count <= 0:
            continue
        if count == 1:
            res.tell(seat, "romanian.result.late_warning")
        else:
            st(player).late_day = res.phase.index + 1
            res.tell(seat, "romanian.result.late_penalty")

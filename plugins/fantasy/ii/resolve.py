"""The end of a phase in edition II («Сатисфакция»).

«Все способности, применяемые в фазу, резолвятся в конце фазы одновременно. Способности, играемые
"в любой момент", резолвятся сразу в том порядке, в котором были применены.» Night and day moves
wait for the phase's end (and may be taken back until then); Приспосабливайся and Ва-банк act at
once and cannot be taken back.

The night: the start's choices; blocks (they void every move of the blocked but those marked Б);
Очарование; the moves that happen; the cards played (Ход); attacks with their cancellations, guards,
Порча and the target's defences; what is not an attack; the cards handed over and Хит; Тюрьма,
Каторга and the next day's marks; information (personas drawn at random); Лицо толпы; the morning
(Банк, Баст, deaths, raises, statuses, Крупье, +1 persona).
The day: its moves, the Вече, Поймать в подворотне and Припарки, the evening's statuses."""

from __future__ import annotations

from core.model import PhaseKind, Player
from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.mechanics import heal as capped_heal
from plugins.fantasy.mechanics import cornered, hurt, imprison, in_infirmary, in_prison, moon
from plugins.fantasy.state import FULL_MOON, GRAVE, INFIRMARY, NEW_MOON, PRISON, Vote
from plugins.fantasy.ii.roles import ATTACK, B, BLOCK, HOD, HOD_CHOICES, card_played
from plugins.fantasy.ii.state import (
    BEAST, DEMIURGE, DEMON_ROLES, DEMONOLOGIST, EXILE, HOUND, IMP, INQUISITOR, LICH,
    NECROMANCER, PEASANT1, PEASANT2, RISEN, STRANGER, SUCCUBUS, UNDEAD, Hit, IIGame, IINight, IIPlayer, Report,
    persona_of,
)

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY
NOT_REDIRECTED = ("Переливание жизни",)


def st(player: Player) -> IIPlayer:
    return player.state


def gs(game) -> IIGame:
    return game.state


def sc(res: Resolution) -> IINight:
    return res.scratch


# --- personas -------------------------------------------------------------------------------


def personas(game, player: Player) -> dict[str, int]:
    """The personas a check draws from now: Странник's one, or his set (with Блеф's five tonight)."""
    s = st(player)
    if player.public == STRANGER:
        return {STRANGER: 1}  # Незнакомец (Т,К): whatever else happens
    found = dict(s.personas)
    if s.bluff is not None and s.bluff[0] == game.phase.index:
        for name in s.bluff[1]:
            found[name] = found.get(name, 0) + 1
    return found


def draw(game, player: Player, count: int = 1) -> list[str]:
    """«Из всех Личин выбирается одна случайная»: ``count`` drawn without putting back (game.rng)."""
    pool = [name for name, n in sorted(personas(game, player).items()) for _ in range(n)]
    found: list[str] = []
    for _ in range(min(count, len(pool))):
        found.append(pool.pop(game.rng.randrange(len(pool))))
    return found


def grow_personas(game) -> None:
    """«По окончанию каждой фазы все персонажи получают +1 Личину, соответствующую их Тайной роли.»"""
    for player in game.players:
        if player.public != STRANGER:
            name = persona_of(player.role)
            st(player).personas[name] = st(player).personas.get(name, 0) + 1


def add_personas(player: Player, names) -> None:
    for name in names:
        st(player).personas[persona_of(name)] = st(player).personas.get(persona_of(name), 0) + 1


# --- what a move is -----------------------------------------------------------------------


def tags_of(res: Resolution, action: Action) -> frozenset[str]:
    ability = res.game.ability_of(res.player(action.actor), action.ability) or res.game.variant.find_ability(
        action.ability)
    return ability.tags if ability is not None else frozenset()


def final(res: Resolution, action: Action) -> tuple[int, ...]:
    """The targets after Очарование: «все действия жертвы перенаправляются на указанную цель»
    (Переливание жизни «не может быть перенаправлено»)."""
    new = sc(res).redirect.get(action.actor)
    if new is None or not action.targets or action.ability in NOT_REDIRECTED:
        return action.targets
    return tuple(new for _ in action.targets)


def done(res: Resolution, *names: str) -> list[Action]:
    return res.of(*names)


def is_gossip(res: Resolution, action: Action) -> bool:
    """Слухи of the Сплетник (public) rather than of a Крестьянин (secret)."""
    actor = res.player(action.actor)
    if actor.public != "Сплетник":
        return False
    return action.via == "Сплетник" or actor.role not in (PEASANT1, PEASANT2)


def dead_demons(game) -> int:
    return sum(1 for p in game.players if not p.alive and p.role in DEMON_ROLES)


def heal(game, seat: int, amount: int = 1) -> None:
    """«Иметь жизней больше, чем было в начале игры, невозможно», but «у твари нет верхней границы»."""
    player = game.players[seat]
    if player.role == BEAST and player.alive:
        st(player).lives += amount
    else:
        capped_heal(game, seat, amount)


def misere(game, player: Player) -> bool:
    return st(player).misere_night == game.phase.index


# --- the night: the start, blocks, charms, moves ---------------------------------------------


def start_choices(res: Resolution) -> None:
    for action in done(res, "Преемственность"):  # named tonight: it holds for this night's death
        st(res.player(action.actor)).heir = action.targets[0]
        res.tell(action.actor, "fantasy.result.heir", target=res.player(action.targets[0]).name)
    for action in done(res, "Никто не ждал испанскую инквизицию!"):
        add_personas(res.player(action.actor), action.roles())
        res.tell(action.actor, "ii.result.personas_added", personas=", ".join(action.roles()))


def blocks(res: Resolution) -> None:
    """Чары, Зомбирование, Полтергейст, Вой: «в эту фазу считается, что персонаж не объявлял
    никаких действий» — the moves (but those marked Б) are void and use no limit. Not told."""
    night = sc(res)
    for action in res.actions:
        if BLOCK in tags_of(res, action):
            night.blocked.update(action.targets)
            if action.ability == "Вой":
                res.announce("ii.howl", actor=res.player(action.actor).name,
                             players=", ".join(res.player(s).name for s in action.targets))
    for seat in sorted(night.blocked):
        for action in res.by(seat):
            if B not in tags_of(res, action):
                res.void(action)


def charm(res: Resolution) -> None:
    for action in done(res, "Очарование"):
        charmed, new = action.targets
        sc(res).redirect[charmed] = new


def moves(res: Resolution) -> None:
    """Every move that happens, with its final target (Дозор, Слухи, Гороскоп, Позолоти ручку,
    Транс, Вскрытие read them). Касание смерти and Укус give way where the book says."""
    night = sc(res)
    undead_on: dict[int, set[int]] = {}
    demons_on: dict[int, set[int]] = {}
    for action in res.actions:
        if action in res.cancelled or not _secret(res, action):
            continue
        actor = res.player(action.actor)
        for seat in final(res, action):
            if actor.faction == UNDEAD:
                undead_on.setdefault(seat, set()).add(action.actor)
            if actor.role in DEMON_ROLES:
                demons_on.setdefault(seat, set()).add(action.actor)
    for action in done(res, "Касание смерти"):
        (seat,) = final(res, action)
        if undead_on.get(seat, set()) - {action.actor}:
            res.cancel(action)  # «не может применяться на тех, кто этой ночью уже становился целью Нежити»
    for action in done(res, "Укус"):
        (seat,) = final(res, action)
        if demons_on.get(seat, set()) - {action.actor}:
            res.void(action)  # «атака не засчитывается, и Гончая узнаёт почему»: no recharge either
            res.tell(action.actor, "ii.result.bite_cancelled", target=res.player(seat).name)
    for action in res.actions:
        if action in res.cancelled:
            continue
        secret = _secret(res, action) or card_played(action) is not None
        for seat in final(res, action):
            night.moves.append((action.actor, seat, action.ability))
            if secret:
                night.secret.add((action.actor, seat, action.ability))
            st(res.player(seat)).acted_on.setdefault(res.phase.index, []).append(action.ability)
        actor = res.player(action.actor)
        if actor.role == INQUISITOR and action.ability in ("Аутодафе", "Обвинение в ведьмовстве"):
            targets = final(res, action)
            night.crowd.append((action.ability, targets[0] if targets else -1))
    for action in done(res, "Protective circle"):
        st(res.player(action.actor)).circle_up = True
        res.tell(action.actor, "ii.result.circle_up")


def _secret(res: Resolution, action: Action) -> bool:
    ability = res.game.ability_of(res.player(action.actor), action.ability)
    role = res.game.variant.roles.roles.get(ability.role) if ability is not None and ability.role else None
    return role is not None and not role.public


def cards_played(res: Resolution) -> None:
    """Ход: the card is spent and its effect noted (Банк, Блеф, Вист, Мизер; Пас is handed over
    with the attacks, as the book's table ranks it)."""
    game = res.game
    night = sc(res)
    index = res.phase.index
    for p in game.players:
        night.start_cards[p.seat] = st(p).cards
    for action in done(res, HOD, *HOD_CHOICES):
        s = st(res.player(action.actor))
        card = card_played(action)
        s.cards = max(0, s.cards - 1)
        night.hod[action.actor] = card
        if card == "Блеф":
            s.bluff = (index, tuple(persona_of(_role_name(game, r)) for r in action.roles()))
        elif card == "Вист":
            s.vist_day = index + 1
        elif card == "Мизер":
            s.misere_night = index + 2


def joker(res: Resolution) -> None:
    """Джокер: a right role cancels every attack on the Демиург tonight."""
    for action in done(res, "Джокер"):
        actor = res.player(action.actor)
        target = res.player(final(res, action)[0])
        named = persona_of(_role_name(res.game, action.guesses()[0]))
        st(actor).joker_roles.append(named)
        if persona_of(target.role) == named:
            st(actor).joker_night = res.phase.index


def _role_name(game, name: str) -> str:
    role = game.variant.roles.role(name)
    return role.name if role is not None else name


# --- attacks ----------------------------------------------------------------------------------


def _hits(res: Resolution) -> list[Hit]:
    game = res.game
    found: list[Hit] = []
    for action in res.actions:
        if action in res.cancelled or ATTACK not in tags_of(res, action):
            continue
        name = action.ability
        ability = game.ability_of(res.player(action.actor), name)
        rank = ability.value if ability is not None else 99
        amount = 1
        if name == "Пожирай":
            amount = 2
        elif name == "Sacrifice!":
            if not action.targets:
                continue  # the Новолуние's summons (see morning)
            amount = dead_demons(game)
        elif name == "Нападение" and cornered(game, (SUCCUBUS, HOUND)):
            amount, rank = 2, 3  # Загнанный в угол
        elif name == "Раздача":
            for seat in final(res, action):
                found.append(Hit(action.actor, seat, name, 0, 11, cards=1))
            continue
        elif name == "Касание смерти":
            amount = 1 if in_infirmary(res.player(final(res, action)[0])) else 0
        for seat in final(res, action):
            found.append(Hit(action.actor, seat, name, amount, rank))
    for action in done(res, HOD, "Пас"):
        if card_played(action) == "Пас":
            found.append(Hit(action.actor, final(res, action)[0], "Пас", 0, 11, cards=1))
    index = res.phase.index
    for p in game.players:  # Гон (Л): the automatic attack on a bitten victim who lived
        s = st(p)
        if s.hunt_night == index and s.hunt_target is not None:
            if p.alive and (not in_prison(p) or misere(game, p)) and p.seat not in sc(res).blocked:
                found.append(Hit(p.seat, s.hunt_target, "Гон", 1, 4))
            s.hunt_night = s.hunt_target = None
    return [h for h in found if res.player(h.target).in_game and res.player(h.target).alive]


def attacks(res: Resolution) -> None:
    night = sc(res)
    index = res.phase.index
    guards: dict[int, list[int]] = {}
    for action in done(res, "На страже"):
        guards.setdefault(final(res, action)[0], []).append(action.actor)
    cursed = {final(res, a)[0]: a.actor for a in done(res, "Порча")}
    for hit in _hits(res):
        attacker, target = res.player(hit.source), res.player(hit.target)
        # Без души (Л,Т) and Aura of darkness (Л,Т): the undead and the demons cancel their attacks.
        if target.role == LICH and (attacker.faction == UNDEAD or attacker.role in DEMON_ROLES) and \
                hit.source != hit.target:
            if attacker.role in DEMON_ROLES:
                res.tell(hit.source, "ii.result.no_soul", target=target.name, ability=hit.ability)
            continue
        if target.role == DEMONOLOGIST and (attacker.faction == UNDEAD or attacker.role in DEMON_ROLES):
            if attacker.faction == UNDEAD:
                res.tell(hit.source, "ii.result.aura", target=target.name, ability=hit.ability)
            continue
        if target.role == DEMIURGE and st(target).joker_night == index:
            continue  # Джокер: «все атаки на Демиурга отменяются»
        # На страже: every guard takes the attack instead of the target («каждый получает урон»).
        keepers = [g for g in guards.get(hit.target, []) if g != hit.source and res.player(g).alive]
        if keepers:
            for guard in keepers:
                night.hits.append(Hit(hit.source, guard, hit.ability, hit.amount, hit.strength, redirected_by=guard,
                                      cards=hit.cards))
            continue
        night.hits.append(hit)
    # Порча: whoever played the strongest attack on the cursed dies at once, even if the target's own
    # abilities block it; not if another's ability (a guard) took it. II drops I's «кроме самой Ведьмы».
    for seat in cursed:
        on_him = [h for h in night.hits if h.target == seat and h.redirected_by is None]
        if on_him:
            strongest = min(on_him, key=lambda h: (h.strength, h.source))
            night.sudden.setdefault(strongest.source, "Порча")
    _defend(res)
    _wound(res)


def _defend(res: Resolution) -> None:
    game = res.game
    night = sc(res)
    by_target: dict[int, list[Hit]] = {}
    for hit in night.hits:
        by_target.setdefault(hit.target, []).append(hit)
    atas = {a.actor for a in done(res, "Атас!")}
    poltergeist = {a.actor for a in done(res, "Полтергейст")}
    for seat, hits in sorted(by_target.items()):
        player = res.player(seat)
        s = st(player)
        free = not in_prison(player) or misere(game, player)
        healthy = not in_infirmary(player) or misere(game, player)

        def strongest() -> Hit | None:
            live = [h for h in hits if not h.blocked]
            return min(live, key=lambda h: (h.strength, h.source)) if live else None

        if player.role == "Призрак" and free and seat not in poltergeist:  # Бестелесность (Л)
            hit = strongest()
            if hit is not None:
                hit.blocked = True
        if player.role == DEMONOLOGIST and s.circle_up:  # Protective circle (Л): held until it is used
            hit = strongest()
            if hit is not None:
                hit.blocked = True
                s.circle_up = False
                res.tell(seat, "ii.result.circle_gone")
        if player.role == LICH and free and healthy:  # Щит душ: one damage a night, and a blow back
            hit = strongest()
            if hit is not None:
                _soak(hits, 1)
                night.hits.append(Hit(seat, hit.source, "Щит душ", 1, 99))
        if seat in atas:
            _soak(hits, 2)
        if night.hod.get(seat) == "Банк":
            for hit in hits:
                if hit.amount > 0:
                    hit.blocked = True


def _soak(hits: list[Hit], amount: int) -> None:
    for hit in sorted((h for h in hits if not h.blocked and h.amount > 0), key=lambda h: (h.strength, h.source)):
        taken = min(amount, hit.amount)
        hit.amount -= taken
        amount -= taken
        if hit.amount == 0:
            hit.blocked = True
        if amount == 0:
            return


def _wound(res: Resolution) -> None:
    game = res.game
    night = sc(res)
    next_day = res.phase.index + 1
    for hit in night.hits:
        if hit.blocked:
            continue
        target = res.player(hit.target)
        if hit.cards:
            st(target).cards += hit.cards
            continue
        if hit.ability == "Касание смерти" and hit.amount == 0:
            s = st(target)
            s.no_public_day, s.no_public_why = next_day, "Касание смерти"
            res.announce("ii.touched", player=target.name)
            continue
        if hit.amount <= 0 or not target.alive:
            continue
        if hit.ability == "Щит душ" and night.hod.get(hit.target) == "Банк":
            continue
        st(target).lives -= hit.amount
        hurt(game, target, hit.ability)


# --- what is not an attack ------------------------------------------------------------------------


def other_harm(res: Resolution) -> None:
    game = res.game
    night = sc(res)
    for action in done(res, "Аутодафе"):
        night.sudden.setdefault(final(res, action)[0], "Аутодафе")  # «Не спасает ничего»
    for action in done(res, "Переливание жизни"):
        me = res.player(action.actor)
        st(me).lives -= 1
        hurt(game, me, "Переливание жизни")
        heal(game, action.targets[0], 1)
    if moon(game) == FULL_MOON:  # Регенерация (Т,Б): every Полнолуние
        for p in game.players:
            if p.public == "Оборотень" and p.alive:
                heal(game, p.seat, 1)


def card_gifts(res: Resolution) -> None:
    """Хит: «персонажи, не делающие Ход, получают столько карт, сколько у них было на начало ночи»."""
    night = sc(res)
    if not done(res, "Хит"):
        return
    for p in res.game.players:
        if p.alive and p.seat not in night.hod:
            st(p).cards += night.start_cards.get(p.seat, 0)


def prisons_and_marks(res: Resolution) -> None:
    game = res.game
    index = res.phase.index
    for action in done(res, "Темница"):
        imprison(game, res.player(final(res, action)[0]), index + 3)  # день, ночь, день
    for action in done(res, "Каторга"):
        exile(game, res.player(final(res, action)[0]))
    for action in done(res, "Кража"):
        s = st(res.player(final(res, action)[0]))
        s.no_public_day, s.no_public_why = index + 1, "Кража"
        s.no_vote_day = index + 1
    for action in done(res, "Обвинение в ведьмовстве"):
        target = res.player(final(res, action)[0])
        st(target).accused_day, st(target).accused_by = index + 1, action.actor
        res.announce("fantasy.accused", player=target.name)


def exile(game, player: Player) -> None:
    """Каторга: «отправить любого персонажа в ссылку пожизненно. Цель выводится из игры.»"""
    if not player.alive or player.removed:
        return
    player.removed = True
    st(player).exiled = True
    player.statuses.discard(INFIRMARY)
    player.statuses.discard(PRISON)
    player.statuses.add(EXILE)
    game.announce("ii.exiled", player=player.name)
    game.variant.on_life_sentence(game, player)


# --- information ----------------------------------------------------------------------------------


def information(res: Resolution) -> None:
    game = res.game
    night = sc(res)
    index = res.phase.index
    for action in done(res, "Составить гороскоп"):
        seat = final(res, action)[0]
        target = res.player(seat)
        used = [a for a in res.by(seat) if _secret(res, a) or card_played(a) is not None]  # the moves that happened
        if not used:
            res.tell(action.actor, "ii.result.horoscope_none", target=target.name)
            continue
        on = dict.fromkeys(res.player(t).name for a in used for t in final(res, a))
        res.tell(action.actor, "ii.result.horoscope", target=target.name, personas=", ".join(draw(game, target, 2)),
                 players=", ".join(on) or "—")
    for action in done(res, "Исповедь"):
        seat = final(res, action)[0]
        res.tell(action.actor, "ii.result.role", target=res.player(seat).name, role=res.player(seat).role)
        res.tell(seat, "ii.result.confessor", role=res.player(action.actor).role)
    one = ("No-o Bra-a-a-ains", "Соблазнение", "Арканная магия", "Дознание", "Элементарно!")
    for action in done(res, *one):
        _persona(res, action, 1)
    for action in done(res, "Слухи"):
        if is_gossip(res, action):
            seat = final(res, action)[0]
            res.announce("ii.gossip", actor=res.player(action.actor).name, player=res.player(seat).name)
            heard = [f"{res.player(a).name}: {ab}" for a, t, ab in night.moves if t == seat and a != action.actor]
            res.tell(action.actor, "ii.result.rumours", target=res.player(seat).name, moves=", ".join(heard) or "—")
        else:
            _persona(res, action, 1)
    for action in done(res, "Тёмные знания"):
        _persona(res, action, 2)
    for action in done(res, "Дозор"):
        seat = final(res, action)[0]
        visitors = dict.fromkeys(res.player(a).name for a, t, _ in night.moves if t == seat and a != action.actor)
        res.tell(action.actor, "ii.result.watch", target=res.player(seat).name, visitors=", ".join(visitors) or "—")
    for action in done(res, "Расследование"):
        seat = action.targets[0]
        res.announce("fantasy.investigation", actor=res.player(action.actor).name, player=res.player(seat).name)
        res.tell(action.actor, "ii.result.investigation", target=res.player(seat).name,
                 abilities=", ".join(st(res.player(seat)).killed_by) or "—")
    for action in done(res, "Вскрытие показало"):
        dead = res.player(final(res, action)[0])
        s = st(dead)
        acted = dict.fromkeys((*s.acted_on.get(s.death_phase, []), *s.killed_by)) if s.death_phase is not None \
            else {}
        res.tell(action.actor, "ii.result.autopsy", target=dead.name, role=dead.role,
                 abilities=", ".join(acted) or "—")
    for action in done(res, "Транс"):
        role = _role_name(game, action.roles()[0])
        holders = {p.seat for p in game.players if p.role == role}
        seen = [f"{ab} → {res.player(t).public or res.player(t).name}" for a, t, ab in night.moves
                if a in holders and t not in holders]
        seen += [f"{res.player(a).public or res.player(a).name}: {ab}" for a, t, ab in night.moves
                 if t in holders and a not in holders]
        res.tell(action.actor, "ii.result.trance", role=role, moves=", ".join(seen) or "—")
        gs(game).trances.append((index + 2, action.actor, role, ", ".join(seen) or "—"))
    for report in [r for r in gs(game).reports if r.night == index]:
        gs(game).reports.remove(report)
        target = res.player(report.target)
        if report.ability == "Пророчество":
            res.tell(report.actor, "ii.result.persona", target=target.name, personas=", ".join(draw(game, target)))
        else:  # Позолоти ручку: on whom the target acted (public roles), who acted on it (secret roles)
            secret = [m for m in night.moves if m in night.secret]  # in the order of the moves
            acted_on = dict.fromkeys(res.player(t).public or "—" for a, t, _ in secret if a == target.seat != t)
            acted_by = dict.fromkeys(res.player(a).role for a, t, _ in secret if t == target.seat != a)
            for seat in (report.actor, report.target):
                res.tell(seat, "ii.result.palm", target=target.name, on=", ".join(acted_on) or "—",
                         by=", ".join(acted_by) or "—")


def _persona(res: Resolution, action: Action, count: int) -> None:
    seat = final(res, action)[0]
    target = res.player(seat)
    if action.ability == "Элементарно!":
        res.announce("ii.elementary", actor=res.player(action.actor).name, player=target.name)
    res.tell(action.actor, "ii.result.persona", target=target.name, personas=", ".join(draw(res.game, target, count)))


def crowd_face(res: Resolution) -> None:
    """Лицо толпы (Л): every use of the Инквизитор's secret abilities is told next morning."""
    for ability, seat in sc(res).crowd:
        res.announce("fantasy.crowd_face", ability=ability, target=res.player(seat).name if seat >= 0 else "—")


# --- the morning --------------------------------------------------------------------------------------


def morning(res: Resolution) -> None:
    game = res.game
    night = sc(res)
    index = res.phase.index
    # Банк: «если урона не было, наутро получает 1 урона».
    for seat, card in night.hod.items():
        if card == "Банк" and not any(h.target == seat and h.amount > 0 for h in night.hits):
            p = res.player(seat)
            if p.alive:
                st(p).lives -= 1
                hurt(game, p, "Банк")
    # Баст: «наутро все персонажи, имеющие 3 и более карты, умирают и теряют все карты».
    if done(res, "Баст"):
        for p in game.players:
            if p.in_game and p.alive and st(p).cards >= 3:
                st(p).cards = 0
                night.sudden.setdefault(p.seat, "Баст")
                night.bust_dead.append(p.seat)
    for seat, why in night.sudden.items():
        p = res.player(seat)
        if p.alive:
            st(p).lives = min(st(p).lives, 0)
            hurt(game, p, why)
    _heaven_seal(res)
    before = {p.seat for p in game.players if p.alive}
    bitten = [(a.actor, final(res, a)[0]) for a in done(res, "Укус")
              if any(h.source == a.actor and h.ability == "Укус" and not h.blocked for h in night.hits)]
    sacrificed = [(a.actor, final(res, a)[0]) for a in done(res, "Sacrifice!") if a.targets]
    settle(res)
    died = before - {p.seat for p in game.players if p.alive}
    for action in done(res, "Пожирай"):
        if final(res, action)[0] in died:
            st(res.player(action.actor)).lives += 1  # «У твари нет верхней границы количества жизней»
    for actor, victim in sacrificed:
        if victim in died:
            st(res.player(actor)).summon_ready = index + 2 if moon(game) == FULL_MOON else None
            res.tell(actor, "ii.result.summon_ready")
    if cornered(game, (SUCCUBUS, IMP)):  # Гон (Л)
        for actor, victim in bitten:
            if res.player(victim).alive:
                s = st(res.player(actor))
                s.hunt_night, s.hunt_target = index + 2, victim
    raises(res)
    croupier(res)
    if not died:
        res.announce("fantasy.nobody_died")


def _heaven_seal(res: Resolution) -> None:
    """Печать Небес: the Ведьма and the sealed dying the same night — she lives, all lives back."""
    game = res.game
    index = res.phase.index
    for witch_seat, (night_index, sealed) in list(gs(game).seals.items()):
        if night_index != index:
            continue
        del gs(game).seals[witch_seat]
        witch, other = res.player(witch_seat), res.player(sealed)
        if witch.alive and st(witch).lives <= 0 and other.alive and st(other).lives <= 0:
            st(witch).lives = st(witch).max_lives
            res.tell(witch_seat, "ii.result.sealed_saved")


def raises(res: Resolution) -> None:
    """Армия тьмы (end of the Новолуние), Танатология, the Демонолог's summons: back with full lives
    and the status Воскрешён."""
    game = res.game
    index = res.phase.index
    if moon(game) == NEW_MOON and res.phase.kind == NIGHT:
        for action in done(res, "Армия тьмы"):
            for seat in action.targets:
                p = res.player(seat)
                if not p.alive and not p.removed and p.role not in (*DEMON_ROLES, LICH):
                    raise_dead(game, p, "ii.risen_army")
        for action in done(res, "Sacrifice!"):
            if not action.targets and action.roles():
                role = _role_name(game, action.roles()[0])
                for p in game.players:
                    if p.role == role and not p.removed:
                        raise_dead(game, p, "ii.resummoned")
        for p in game.players:
            if st(p).summon_ready == index:
                st(p).summon_ready = None
    for action in done(res, "Танатология"):
        p = res.player(action.targets[0])
        if not p.alive and not p.removed:
            raise_dead(game, p, "ii.risen_healer")


def raise_dead(game, player: Player, key: str) -> None:
    s = st(player)
    player.alive = True
    player.statuses -= {GRAVE, PRISON, INFIRMARY}
    player.statuses.add(RISEN)
    s.prison_until = None
    s.lives = s.max_lives
    s.killed_by = []
    s.risen = True
    s.infirmary_nights = 0
    game.announce(key, player=player.name)


def croupier(res: Resolution) -> None:
    """Крупье (Л,Т): each morning the Демиург learns the cards, some personas, some secret roles."""
    game = res.game
    night = sc(res)
    for d in game.players:
        if d.role != DEMIURGE or not d.alive or d.removed:
            continue
        counts = ", ".join(f"{p.name}: {st(p).cards}" for p in game.players if not p.removed)
        res.tell(d.seat, "ii.result.croupier_cards", counts=counts)
        seen = [f"{p.name}: {draw(game, p)[0]}" for p in game.players if p.seat != d.seat and not p.removed and (
            (not p.alive and st(p).cards >= 1) or (p.alive and st(p).cards >= 2)) and personas(game, p)]
        if seen:
            res.tell(d.seat, "ii.result.croupier_personas", personas=", ".join(seen))
        roles = [f"{res.player(s).name}: {res.player(s).role}" for s in night.bust_dead]
        roles += [f"{res.player(s).name}: {res.player(s).role}" for s, card in night.hod.items() if card != "Пас"]
        if roles:
            res.tell(d.seat, "ii.result.croupier_roles", roles=", ".join(dict.fromkeys(roles)))


# --- the statuses, at the end of every phase ----------------------------------------------------------


def settle(res: Resolution) -> None:
    """0 lives or fewer → Кладбище; 1 → Лазарет (Божественное благословление once; never the Тварь);
    more → out of it; three nights in Лазарет → +1 life; Тюрьма ends; +1 persona for everyone."""
    game = res.game
    index = res.phase.index
    gs(game).settled = index
    was_in = {p.seat for p in game.players if in_infirmary(p)}
    for p in game.players:
        if p.alive and not p.removed and st(p).lives <= 0:
            die(game, p)
    _rebirth(game)
    for p in game.players:
        if not p.alive or p.removed:
            continue
        s = st(p)
        if res.phase.kind == NIGHT and p.seat in was_in and in_infirmary(p):
            s.infirmary_nights += 1
            if s.infirmary_nights >= 3:  # «пролежал в Лазарете три ночи»
                s.lives = max(s.lives, min(s.max_lives, s.lives + 1))
        if s.lives == 1 and p.role != BEAST:  # Превозмогай (Т): the Тварь never goes there
            if not in_infirmary(p):
                # Божественное благословление: a public-role ability — not from Тюрьма («лишен всех способностей»).
                if p.public == "Священник" and not s.blessed and (not in_prison(p) or misere(game, p)):
                    s.blessed = True
                    s.lives = min(s.max_lives, 2)
                    game.announce("fantasy.blessed", player=p.name)
                    continue
                p.statuses.add(INFIRMARY)
                s.infirmary_nights = 0
                game.announce("fantasy.infirmary_in", player=p.name)
        elif in_infirmary(p) and (s.lives > 1 or p.role == BEAST):
            p.statuses.discard(INFIRMARY)
            s.infirmary_nights = 0
            game.announce("fantasy.infirmary_out", player=p.name)
        if in_prison(p) and s.prison_until is not None and s.prison_until <= index:
            p.statuses.discard(PRISON)
            s.prison_until = None
            game.announce("fantasy.prison_out", player=p.name)
        if p.role == BEAST:  # «Тварь всегда знает свои ХП»
            game.tell(p.seat, "ii.result.beast_lives", lives=s.lives)
    grow_personas(game)


def die(game, player: Player) -> None:
    """To Кладбище: announced without the secret role (edition II does not reveal it)."""
    s = st(player)
    s.lives = min(s.lives, 0)
    player.alive = False
    s.death_phase = game.phase.index
    player.statuses -= {INFIRMARY, PRISON, RISEN}
    s.prison_until = None
    player.statuses.add(GRAVE)
    game.announce("ii.died", player=player.name)
    game.variant.on_death(game, player)


def _rebirth(game) -> None:
    """Перерождение (Л,Т): the Лич dead or sent to Каторга — the Некромант takes his role by the
    end of the phase."""
    if any(p.role == LICH and p.alive and not p.removed for p in game.players):
        return
    if not any(p.role == LICH for p in game.players):
        return
    for p in game.players:
        if p.role == NECROMANCER and p.alive and not p.removed:
            p.role = LICH
            game.tell(p.seat, "fantasy.reborn")
            return


# --- the day ------------------------------------------------------------------------------------------


def day_moves(res: Resolution) -> None:
    """The day's moves, resolved together at its end (before the Вече they weigh on)."""
    game = res.game
    index = res.phase.index
    state = gs(game)
    for action in done(res, "Преемственность"):
        st(res.player(action.actor)).heir = action.targets[0]
        res.tell(action.actor, "fantasy.result.heir", target=res.player(action.targets[0]).name)
    for action in done(res, "Пророчество"):
        res.announce("ii.prophecy", actor=res.player(action.actor).name, player=res.player(action.target).name)
        state.reports.append(Report(index + 1, "Пророчество", action.actor, action.target))
    for action in done(res, "Позолоти ручку"):
        res.announce("ii.palm", actor=res.player(action.actor).name, player=res.player(action.target).name)
        state.reports.append(Report(index + 1, "Позолоти ручку", action.actor, action.target))
    for action in done(res, "Компромат"):
        state.void_vote_day = index
        state.extra_votes.append(Vote(index + 2, action.actor, 3, "Компромат"))
        res.announce("fantasy.vote_broken", actor=res.player(action.actor).name)
    for action in done(res, "Митинг"):
        state.extra_votes.append(Vote(index + 2, action.target, 3, "Митинг"))
        res.announce("ii.rally", actor=res.player(action.actor).name, player=res.player(action.target).name)
    for action in done(res, "Смотрящий"):
        res.announce("ii.watcher", actor=res.player(action.actor).name)
    for action in done(res, "Наговор"):
        target = res.player(action.target)
        if target.public != STRANGER:
            st(target).personas[persona_of(target.role)] = st(target).personas.get(persona_of(target.role), 0) + 3
    for action in done(res, "Печать Небес"):
        state.seals[action.actor] = (index + 1, action.target)
    for action in done(res, "Грязные тайны"):
        s = st(res.player(action.actor))
        if action.target is None:
            s.savings += 1
            res.tell(action.actor, "ii.result.saved", savings=s.savings)
    for action in done(res, "Танатология"):
        res.announce("ii.thanatology", actor=res.player(action.actor).name, player=res.player(action.target).name)


def count_votes(game) -> dict[int, float]:
    """The Вече's count now (the live tally and the day's end alike): the day's pending moves weigh
    in (Влияние, Грязные тайны, Смотрящий, Пророчество instead of the vote)."""
    variant = game.variant
    day = game.phase.index
    state = gs(game)
    moves = {(a.actor, a.ability): a for a in game.pending.values()}
    dictated = {a.targets[0]: (a.actor, a.targets[1] if len(a.targets) > 1 else None)
                for a in moves.values() if a.ability == "Влияние"}
    counts: dict[int, float] = {}
    for voter_seat in sorted(set(game.votes) | set(dictated)):
        voter = game.players[voter_seat]
        target = game.votes.get(voter_seat)
        if voter_seat in dictated:
            noble, dest = dictated[voter_seat]
            target = dest if dest is not None else game.votes.get(noble)
        if target is None or not variant.can_vote(game, voter):
            continue
        if (voter_seat, "Пророчество") in moves or _saving(moves, voter_seat):
            continue  # «вместо голосования»
        s = st(voter)
        weight = 2.0 if (voter.public == "Мэр" or s.former_mayor) else 1.0
        accused = st(game.players[target])
        if accused.accused_day == day and accused.accused_by == voter_seat:
            weight = 3.0  # «в любом случае за три»
        counts[target] = counts.get(target, 0.0) + weight
    for a in moves.values():
        if a.ability == "Грязные тайны" and a.targets and st(game.players[a.actor]).savings:
            counts[a.targets[0]] = counts.get(a.targets[0], 0.0) + st(game.players[a.actor]).savings
        if a.ability == "Смотрящий":
            counts[a.actor] = counts.get(a.actor, 0.0) - 3
    for extra in state.extra_votes:
        if extra.day == day and game.players[extra.target].alive:
            counts[extra.target] = counts.get(extra.target, 0.0) + extra.amount
    for p in game.players:
        if st(p).vist_day == day and p.alive:
            counts[p.seat] = counts.get(p.seat, 0.0) - 2  # Вист: «тайно снимаются 2 голоса»
        if p.role == BEAST and p.alive and p.seat in counts:  # Подавляй (Т): −0.5 per dead
            counts[p.seat] -= 0.5 * sum(1 for o in game.players if not o.alive)
    return counts


def _saving(moves: dict, seat: int) -> bool:
    action = moves.get((seat, "Грязные тайны"))
    return action is not None and not action.targets


def number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.1f}".replace(".", ",")


def vote(res: Resolution) -> None:
    game = res.game
    day = res.phase.index
    counts = count_votes(game)
    for action in done(res, "Грязные тайны"):  # the savings are spent with today's count
        s = st(res.player(action.actor))
        if action.target is not None:
            res.tell(action.actor, "ii.result.spent", savings=s.savings, target=res.player(action.target).name)
            s.savings = 0
    if counts:
        res.announce("fantasy.tally", tally=[f"{res.player(s).name}: {number(n)}" for s, n in sorted(counts.items())])
    if gs(game).void_vote_day == day:
        res.announce("fantasy.vote_void")
        return
    bribed = {a.target: a.actor for a in done(res, "Взятка")}
    while counts:
        top = max(counts.values())
        if top <= 0:
            break
        leaders = [s for s, n in counts.items() if n == top]
        if len(leaders) > 1:
            res.announce("fantasy.tie")
            return
        condemned = res.player(leaders[0])
        if condemned.seat in bribed:
            if st(condemned).accused_day == day:  # Обвинение: «не может быть оправдан Богачом»
                res.tell(bribed[condemned.seat], "fantasy.result.bribe_refused", target=condemned.name)
            else:
                res.announce("fantasy.acquitted", player=condemned.name)
                del counts[condemned.seat]  # «в этот день можно казнить других»
                continue
        res.announce("fantasy.executed", player=condemned.name)
        st(condemned).lives = min(st(condemned).lives, 0)
        hurt(game, condemned, "Голосование (Вече)")  # «способность Голосование»
        die(game, condemned)
        return
    res.announce("fantasy.no_execution")


def day_harm(res: Resolution) -> None:
    game = res.game
    for action in done(res, "Поймать в подворотне"):
        target = res.player(action.target)
        if not target.alive:
            continue
        res.announce("fantasy.beaten", actor=res.player(action.actor).name, player=target.name)
        if st(target).lives > 1:
            hurt(game, target, action.ability)
            st(target).lives = 1
    for action in done(res, "Припарки"):
        target = res.player(action.target)
        if not target.alive:
            continue
        if (action.choice or "").lower() == "убить":
            st(target).lives = min(st(target).lives, 0)
            hurt(game, target, "Припарки")
        else:
            heal(game, target.seat, 1)
            res.tell(action.actor, "ii.result.healed", target=target.name)
    raises(res)


def evening(res: Resolution) -> None:
    settle(res)


# --- «в любой момент» ---------------------------------------------------------------------------------


def instant(res: Resolution) -> None:
    for action in res.actions:
        if action.ability == "Приспосабливайся":
            _adapt(res, action)
        elif action.ability == "Ва-банк":
            _vabank(res, action)


def _adapt(res: Resolution, action: Action) -> None:
    """Приспосабливайся (Т,Б): the Тварь's personas become the ones named (one name: all of them)."""
    player = res.player(action.actor)
    s = st(player)
    have = sum(s.personas.values())
    names = [persona_of(_role_name(res.game, n)) for n in action.roles()]
    if len(names) == 1:
        names = names * max(have, 1)
    s.personas = {}
    add_personas(player, names)
    res.tell(action.actor, "ii.result.adapted", personas=", ".join(names))


def _vabank(res: Resolution, action: Action) -> None:
    """Ва-банк: a right list of every character's secret role wins at once; a wrong one sends the
    Демиург out of the game for good. Both Крестьянин answer to «Крестьянин»."""
    game = res.game
    actor = res.player(action.actor)
    mapping = action.role_map() or action.guess_map()
    right = all(p.seat in mapping and persona_of(mapping[p.seat]) == persona_of(p.role)
                for p in game.players if p.seat != actor.seat)
    res.announce("ii.vabank", actor=actor.name,
                 text="; ".join(f"{res.player(seat).name}: {role}" for seat, role in sorted(mapping.items())))
    if right:
        gs(game).demiurge_won = actor.seat
        res.announce("ii.vabank_right", actor=actor.name)
    else:
        res.announce("ii.vabank_wrong", actor=actor.name)
        actor.removed = True
        actor.statuses.add("Покинул игру")


NIGHT_STEPS = [
    (5, "ii start", start_choices),
    (10, "ii blocks", blocks),
    (15, "ii Очарование", charm),
    (20, "ii moves", moves),
    (25, "ii Ход", cards_played),
    (27, "ii Джокер", joker),
    (30, "ii attacks", attacks),
    (40, "ii other harm", other_harm),
    (45, "ii cards", card_gifts),
    (50, "ii prisons", prisons_and_marks),
    (60, "ii information", information),
    (70, "ii Лицо толпы", crowd_face),
    (100, "ii morning", morning),
]
DAY_STEPS = [
    (10, "ii day moves", day_moves),
    (50, "ii Вече", vote),
    (60, "ii day harm", day_harm),
    (100, "ii evening", evening),
]


def steps():
    for order, name, run in NIGHT_STEPS:
        yield order, name, NIGHT, run
    for order, name, run in DAY_STEPS:
        yield order, name, DAY, run
    yield 10, "ii instant", "instant", instant


"""The night of editions v0.1 and I of the fantasy book: every night ability resolves together at its end.

Order (``order.py``): the start's choices; blocks (Чары, Вой); Очарование's redirection
(``roles.succubus``); the moves (for Дозор, Слухи, Гороскоп); guards; attacks with the targets'
immunities (each role module's ``immune``: Без души, Aura of darkness) and defences (its ``defend``:
Бестелесность, Protective circle, Щит душ, Атас!); Порча and Аутодафе; heals; prisons and day marks;
information (each a step of its role's module); Лицо толпы; the statuses; what follows a death
(Sacrifice!'s summons, Пожирай's mask, Гон). ``targets``, ``act``, ``strongest`` and ``soak`` are
the helpers the role modules' steps and defences use."""

from __future__ import annotations

from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.common.mechanics import (
    BEAST, HOUND, IMP, INQUISITOR, SUCCUBUS, cornered, damage, gs, heal, imprison,
    hurt, in_infirmary, in_prison, is_full_moon, seen_role, settle, st,
)
from plugins.fantasy.common.roles import ATTACK
from plugins.fantasy.common.state import CIVILIAN_ROLE, DEMONS, FOREVER, INFIRMARY, UNDEAD, Hit, Night

NIGHT = PhaseKind.NIGHT
MASK_ABILITIES = ("Никто не ждал испанскую инквизицию!", "Приспосабливайся")


def sc(res: Resolution) -> Night:
    return res.scratch


def targets(res: Resolution, action: Action) -> tuple[int, ...]:
    """The action's targets after Очарование (a charmed player's moves reach the Суккуб's
    choice) and Мираж (every move but an attack reaches the Мастер карт)."""
    if not action.targets:
        return action.targets
    new = sc(res).redirect.get(action.actor)
    master = sc(res).mirage.get(action.actor)
    if master is not None:
        ability = res.game.variant.find_ability(action.ability)
        if ability is None or ATTACK not in ability.tags:
            new = master
    if new is None:
        return action.targets
    return tuple(new for _ in action.targets)


def act(res: Resolution, *names: str) -> list[Action]:
    """The moves of these abilities that happen (not blocked)."""
    return [a for a in res.of(*names) if a.actor not in sc(res).blocked]


# --- 1. the start, blocks, redirection ------------------------------------------


def start_choices(res: Resolution) -> None:
    for action in res.of(*MASK_ABILITIES):
        st(res.player(action.actor)).mask = action.role
        res.tell(action.actor, "fantasy.result.masked", role=action.role)
    for action in res.of("Слухи"):
        st(res.player(action.actor)).rumour_target = action.target
        res.tell(action.actor, "fantasy.result.rumour_target", target=res.player(action.target).name)


def cards_dealt(res: Resolution) -> None:
    from plugins.fantasy.v01_i import cards

    for action in res.of("Сдать карты"):
        cards.deal(res, action)
    for action in act(res, "Тасовать карты"):
        cards.shuffle(res, action)


def cards_tonight(res: Resolution) -> None:
    """The cards thrown for this night take hold: Мираж, Покров, Эгида, Щит, Шулер, Немота;
    a card on its role tells the Мастер карт that role."""
    from plugins.fantasy.v01_i.cards import BY_NAME, tonight

    night = sc(res)
    index = res.phase.index
    for _, master, name, seats, _ in tonight(res.game, index):
        card = BY_NAME[name]
        seat = seats[0]
        if card.nick == "Мираж":
            night.mirage[seat] = master
        elif card.nick == "Покров":
            night.shrouded.add(seat)
        elif card.nick == "Эгида":
            night.aegis[seat] = master
        elif card.nick == "Щит":
            night.shield[seat] = master
        elif card.nick == "Шулер":
            st(res.player(seat)).sharper_until = index + 1  # сутки: this night and the day after
        elif card.nick == "Немота":
            st(res.player(seat)).mute = True
        # «Брошенная на <role>, позволяет Мастеру узнать его Тайную роль» — a check like any other:
        # a mask shows (Тварь: «при любых попытках узнать его роль будет показываться выбранная»).
        # Паранойя is the other way round: the Тварь learns the Мастер карт's public role (cards.throw).
        for target in seats:
            shown = seen_role(res.game, res.player(target))
            if card.reveals and card.nick != "Паранойя" and shown == card.reveals:
                res.tell(master, "fantasy.cards.role", card=card.name, target=res.player(target).name,
                         role=shown)


def blocks(res: Resolution) -> None:
    """Чары (Цыганка) and Вой (Оборотень): the targets' moves do not happen tonight."""
    blocked = sc(res).blocked
    for action in res.of("Чары", "Вой"):
        for seat in action.targets:
            blocked.add(seat)
    for seat in sorted(blocked):
        for action in res.by(seat):
            res.cancel(action)


def moves(res: Resolution) -> None:
    """Every move that happens, with its final target: Дозор, Слухи and Гороскоп read them.
    Касание смерти and Укус give way where their book says."""
    night = sc(res)
    game = res.game
    undead_on: dict[int, list[int]] = {}
    demons_on: dict[int, list[int]] = {}
    for action in res.actions:
        if action in res.cancelled or action.actor in night.blocked:
            continue
        actor = res.player(action.actor)
        for seat in targets(res, action):
            if actor.faction == UNDEAD and action.ability in game.variant.secret_abilities:
                undead_on.setdefault(seat, []).append(action.actor)
            if actor.faction == DEMONS and action.ability in game.variant.secret_abilities:
                demons_on.setdefault(seat, []).append(action.actor)
    for action in act(res, "Касание смерти"):
        (seat,) = targets(res, action)
        if any(other != action.actor for other in undead_on.get(seat, [])):
            res.cancel(action)  # «не может применяться на тех, кто этой ночью уже становился целью Нежити»
    for action in act(res, "Укус"):
        (seat,) = targets(res, action)
        if any(other != action.actor for other in demons_on.get(seat, [])):
            res.cancel(action)  # «не может применяться на цель, которую выбирали другие Демоны»
    for action in res.actions:
        if action in res.cancelled or action.actor in night.blocked:
            continue
        for seat in targets(res, action):
            night.moves.append((action.actor, seat, action.ability))
        # Никто не ждал испанскую инквизицию!: any other secret ability takes the mask off.
        actor = res.player(action.actor)
        if actor.role == INQUISITOR and action.ability in game.variant.secret_abilities and \
                action.ability not in MASK_ABILITIES:
            st(actor).mask = None
            night.crowd_news.append((action.ability, targets(res, action)[0] if action.targets else -1))


# --- 2. attacks ---------------------------------------------------------------------


def _attack_hits(res: Resolution) -> list[Hit]:
    game = res.game
    hits: list[Hit] = []
    demons_dead = sum(1 for p in game.players if p.faction == DEMONS and not p.alive)
    for action in act(res, "Пожирай"):
        hits.append(Hit(action.actor, targets(res, action)[0], "Пожирай", 2, 1))
    for action in act(res, "Sacrifice!"):
        victim = targets(res, action)[0]
        if res.player(victim).alive:
            hits.append(Hit(action.actor, victim, "Sacrifice!", demons_dead, 2))
    for action in act(res, "Нападение"):
        if cornered(game, (SUCCUBUS, HOUND)):  # Загнанный в угол
            hits.append(Hit(action.actor, targets(res, action)[0], "Нападение", 2, 3))
        else:
            hits.append(Hit(action.actor, targets(res, action)[0], "Нападение", 1, 5))
    for action in act(res, "Укус"):
        hits.append(Hit(action.actor, targets(res, action)[0], "Укус", 1, 4))
    index = res.phase.index
    for player in game.players:  # Гон (Л): the automatic second attack
        s = st(player)
        if s.hunt_night == index and s.hunt_target is not None:
            if player.alive and not in_prison(player) and player.seat not in sc(res).blocked:
                hits.append(Hit(player.seat, s.hunt_target, "Гон", 1, 4))
            s.hunt_night = s.hunt_target = None
    for action in act(res, "Bra-a-a-ains"):
        hits.append(Hit(action.actor, targets(res, action)[0], "Bra-a-a-ains", 1, 6))
    for action in act(res, "Касание смерти"):
        seat = targets(res, action)[0]
        hits.append(Hit(action.actor, seat, "Касание смерти", 1 if in_infirmary(res.player(seat)) else 0, 7))
    for action in act(res, "Ревность"):
        hits.append(Hit(action.actor, targets(res, action)[0], "Ревность", 1, 8))
    for action in act(res, "Вилы"):
        hits.append(Hit(action.actor, targets(res, action)[0], "Вилы", 1, 9))
    return [h for h in hits if res.player(h.target).alive]


def attacks(res: Resolution) -> None:
    night = sc(res)
    guards: dict[int, int] = {}
    for action in act(res, "На страже"):
        guards.setdefault(targets(res, action)[0], action.actor)
    for action in act(res, "Порча"):
        night.cursed[targets(res, action)[0]] = action.actor
    for hit in _attack_hits(res):
        if hit.source in night.shrouded:
            continue  # Покров: the target's attacks are blocked before any role's ability
        attacker, target = res.player(hit.source), res.player(hit.target)
        # A role no attacker of a faction can touch (the role module's ``immune``: Без души, Aura of darkness).
        immune = res.game.variant.role_hooks("immune").get(target.role)
        refusal = immune(attacker) if immune is not None else None
        if refusal is not None:
            res.tell(hit.source, refusal, target=target.name, ability=hit.ability)
            continue
        protected = next((t for t, m in night.aegis.items() if m == hit.target), None)
        if protected is not None:  # Эгида: every attack on the Мастер карт goes to the protected
            hit.target = protected
            hit.redirected_by = hit.target
        elif hit.target in night.aegis:
            hit.blocked = True  # Эгида guards the target from every attack
        guard = guards.get(hit.target)
        if guard is not None and guard != hit.source:
            hit.redirected_by = guard
            hit.target = guard
        elif hit.target in night.cursed and night.cursed[hit.target] != hit.source:
            # Порча: the attack kills at once, even if the target's own abilities block it.
            night.sudden_death.add(hit.target)
        night.hits.append(hit)
    _card_shield(res)
    _defend(res)
    _wound(res)


def _card_shield(res: Resolution) -> None:
    """Щит: the strongest attack on the target is stopped; the strongest on the Мастер карт
    goes to the target instead (and is not stopped)."""
    night = sc(res)
    for target, master in night.shield.items():
        on_master = [h for h in night.hits if h.target == master and not h.blocked]
        if on_master:
            strongest = min(on_master, key=lambda h: (h.strength, h.source))
            strongest.target, strongest.redirected_by = target, target
        on_target = [h for h in night.hits if h.target == target and not h.blocked and h.redirected_by != target]
        if on_target:
            min(on_target, key=lambda h: (h.strength, h.source)).blocked = True


def _defend(res: Resolution) -> None:
    """The target's own defences, each against this night's attacks on it: the ``defend`` of his secret
    role's module, then his public role's (Бестелесность, Protective circle, Щит душ, Атас!)."""
    night = sc(res)
    defences = res.game.variant.role_hooks("defend")
    by_target: dict[int, list[Hit]] = {}
    for hit in night.hits:
        by_target.setdefault(hit.target, []).append(hit)
    for seat, hits in by_target.items():
        player = res.player(seat)
        for role in (player.role, player.public):
            defend = defences.get(role)
            if defend is not None:
                defend(res, player, hits)


def strongest(hits: list[Hit]) -> Hit | None:
    """The strongest attack not blocked yet (the lowest rank; a tie: the lower seat)."""
    live = [h for h in hits if not h.blocked]
    return min(live, key=lambda h: (h.strength, h.source)) if live else None


def soak(hits: list[Hit], amount: int) -> None:
    """Take ``amount`` damage off the strongest unblocked attacks first."""
    for hit in sorted((h for h in hits if not h.blocked), key=lambda h: (h.strength, h.source)):
        taken = min(amount, hit.amount)
        hit.amount -= taken
        amount -= taken
        if hit.amount == 0 and hit.ability != "Касание смерти":
            hit.blocked = True
        if amount == 0:
            return


def _wound(res: Resolution) -> None:
    game = res.game
    next_day = res.phase.index + 1
    for hit in sc(res).hits:
        if hit.blocked:
            continue
        target = res.player(hit.target)
        if hit.ability == "Касание смерти" and hit.amount == 0 and not in_infirmary(target):
            s = st(target)
            s.no_public_day, s.no_public_why = next_day, "Касание смерти"
            res.tell(hit.target, "fantasy.result.touched")
            continue
        damage(game, hit.target, hit.amount, hit.ability)
        sc(res).damaged_by.setdefault(hit.target, []).append(hit.ability)


# --- 3. what is not an attack ----------------------------------------------------------


def other_harm(res: Resolution) -> None:
    game = res.game
    night = sc(res)
    for action in act(res, "Переливание жизни"):
        damage(game, action.actor, 1, "Переливание жизни")
        heal(game, targets(res, action)[0], 1)
    if is_full_moon(game):  # Регенерация: every Полнолуние
        for player in game.players:
            if player.public == "Оборотень" and player.alive and not in_prison(player):
                heal(game, player.seat, 1)
    for action in act(res, "Пытка"):
        damage(game, targets(res, action)[0], 1, "Пытка")
    for action in act(res, "Аутодафе"):
        night.sudden_death.add(targets(res, action)[0])  # «Не спасает ничего»
    for seat in sorted(night.sudden_death):
        player = res.player(seat)
        if player.alive:
            st(player).lives = 0
            reason = "Аутодафе" if any(targets(res, a)[0] == seat for a in act(res, "Аутодафе")) else "Порча"
            hurt(game, player, reason)
    _heaven_seal(res)


def _heaven_seal(res: Resolution) -> None:
    """Печать Небес (I): the Ведьма and a sealed player dying the same night — she lives, full lives."""
    game = res.game
    for action in act(res, "Печать Небес"):  # a Ведьма under Чары or Вой sets no seal
        gs(game).seals.setdefault(action.actor, []).append(targets(res, action)[0])
    for witch_seat, sealed in gs(game).seals.items():
        witch = res.player(witch_seat)
        if not witch.alive or st(witch).lives > 0:
            continue
        if any(res.player(s).alive and st(res.player(s)).lives <= 0 for s in sealed if s != witch_seat):
            st(witch).lives = st(witch).max_lives
            res.tell(witch_seat, "fantasy.result.sealed_saved")


def prisons_and_marks(res: Resolution) -> None:
    game = res.game
    index = res.phase.index
    for action in act(res, "Арест"):
        imprison(game, res.player(targets(res, action)[0]), FOREVER)
    for action in act(res, "Темница"):
        imprison(game, res.player(targets(res, action)[0]), index + 3)  # день, ночь, день
    for action in act(res, "Кража"):
        s = st(res.player(targets(res, action)[0]))
        s.no_public_day, s.no_public_why = index + 1, "Кража"
        s.no_vote_day = index + 1
    for action in act(res, "Обвинение в ведьмовстве"):
        target = res.player(targets(res, action)[0])
        st(target).accused_day, st(target).accused_by = index + 1, action.actor
        res.announce("fantasy.accused", player=target.name)


# --- 4. information ---------------------------------------------------------------------


def answer(res: Resolution, action: Action, seat: int) -> str:
    """What a check shows: the mask; a check that failed (blocked) shows Мирный житель."""
    if action.actor in sc(res).blocked or action in res.cancelled:
        return CIVILIAN_ROLE
    return seen_role(res.game, res.player(seat))


def card_information(res: Resolution) -> None:
    """Чутье: every ability used on the target tonight; Догадка: whether its role is named."""
    from plugins.fantasy.v01_i.cards import BY_NAME, tonight

    night = sc(res)
    for _, master, name, seats, guesses in tonight(res.game, res.phase.index):
        nick = BY_NAME[name].nick
        target = res.player(seats[0])
        if nick == "Чутье":
            used = [m[2] for m in night.moves if m[1] == target.seat]
            res.tell(master, "fantasy.cards.scent", target=target.name, abilities=used)
        elif nick == "Догадка":
            key = "fantasy.cards.guess_yes" if seen_role(res.game, target) in guesses else "fantasy.cards.guess_no"
            res.tell(master, key, target=target.name)


def mail(res: Resolution) -> None:
    """Голубиная почта: the bot relays the text anonymously to the recipient; Паранойя lets
    the Мастер карт read the mail of his targets with the names. A Тварь under Паранойя may hide
    its true letters from him (`choice: скрыть`) and slip him false ones (its move «Паранойя»)."""
    from plugins.fantasy.v01_i.roles.beast import HIDE, readers as beast_readers

    readers = gs(res.game).paranoia
    hiding: dict[int, set[int]] = {}  # the Тварь's seat -> the Мастера карт it hides from tonight
    for action in act(res, "Паранойя"):
        if (action.choice or "").strip().lower() == HIDE:
            hiding[action.actor] = set(beast_readers(res.game, action.actor))
    # Letters arrive in the order they were sent (``Game.pending`` keeps it), never by the
    # senders' seats: the order must not tell the recipient who wrote which.
    letters = sorted(act(res, "Голубиная почта"), key=res.sent_order)
    for action in letters:
        seat = targets(res, action)[0]
        res.tell(seat, "fantasy.result.mail", text=action.text or "")
        res.tell(action.actor, "fantasy.result.mail_sent", target=res.player(seat).name)
        for master, watched in readers.items():
            hidden = any(master in hiding.get(s, ()) for s in (action.actor, seat))
            if master not in (action.actor, seat) and (action.actor in watched or seat in watched) \
                    and res.player(master).alive and not hidden:
                res.tell(master, "fantasy.cards.paranoia", sender=res.player(action.actor).name,
                         recipient=res.player(seat).name, text=action.text or "")
    for action in act(res, "Паранойя"):  # the Тварь's false information, as the master's
        text = (action.text or "").strip()
        if not text:
            continue
        for master in beast_readers(res.game, action.actor):
            if len(action.targets) == 2:
                res.tell(master, "fantasy.cards.paranoia", sender=res.player(action.targets[0]).name,
                         recipient=res.player(action.targets[1]).name, text=text)
            else:
                res.tell(master, "fantasy.cards.paranoia_note", text=text)


# --- 5. the morning ----------------------------------------------------------------------


def morning(res: Resolution) -> None:
    game = res.game
    before = {p.seat for p in game.players if p.alive}
    devour_masks: dict[int, str] = {}
    for action in act(res, "Пожирай"):  # the victim is told as the Тварь's old mask
        victim = res.player(targets(res, action)[0])
        if victim.alive and st(victim).lives <= 0 and action.choice and action.choice.lower() != "нет":
            beast = res.player(action.actor)
            devour_masks[action.actor] = victim.role
            st(victim).mask = st(beast).mask or BEAST
    _cards_at_dawn(res)
    shift_at_dawn(res)
    settle(game)
    died = {p.seat for p in game.players if not p.alive} & before
    for action in act(res, "Пожирай"):
        seat = targets(res, action)[0]
        if seat in died:
            heal(game, action.actor, 1)
            if action.actor in devour_masks:
                st(res.player(action.actor)).mask = devour_masks[action.actor]
                res.tell(action.actor, "fantasy.result.masked", role=devour_masks[action.actor])
    for action in act(res, "Sacrifice!"):  # a victim dead by morning: a demon summoned back
        if targets(res, action)[0] in died and len(action.targets) == 2:
            demon = res.player(action.targets[1])
            if demon.faction == DEMONS and demon.seat != action.actor:
                raise_dead(game, demon, "fantasy.resummoned")
    for action in act(res, "Пытка"):
        seat = targets(res, action)[0]
        if res.player(seat).alive:
            res.tell(action.actor, "fantasy.result.role_of", target=res.player(seat).name,
                     role=seen_role(game, res.player(seat)))
    if cornered(game, (SUCCUBUS, IMP)):  # Гон (Л): a bitten victim alive by morning is hunted again
        for action in act(res, "Укус"):
            seat = targets(res, action)[0]
            if res.player(seat).alive and any(h.source == action.actor and h.target == seat and not h.blocked
                                              for h in sc(res).hits):
                s = st(res.player(action.actor))
                s.hunt_night, s.hunt_target = res.phase.index + 2, seat
    if not any(p.seat in died for p in game.players):
        res.announce("fantasy.nobody_died")


def _cards_at_dawn(res: Resolution) -> None:
    """Грызня, Рок and Подмена look at the lives at the end of the night."""
    from plugins.fantasy.v01_i.cards import BY_NAME, tonight

    game = res.game
    for _, _, name, seats, _ in tonight(game, res.phase.index):
        nick = BY_NAME[name].nick
        players = [res.player(s) for s in seats]
        if nick == "Грызня" and players[0].alive and st(players[0]).lives > 1:
            st(players[0]).lives = 1
        elif nick == "Рок" and players[0].alive and st(players[0]).lives == 1:
            st(players[0]).lives = 0
            hurt(game, players[0], "Рок")
        elif nick == "Подмена" and all(p.alive for p in players):
            a, b = st(players[0]), st(players[1])
            a.lives, b.lives = b.lives, a.lives  # «новое здоровье может быть выше максимума»


def shift_at_dawn(res: Resolution) -> None:
    """Сдвиг, before the morning's statuses: «утром состояние (уровень здоровья и статусы) цели
    откатывается к тому, что было прошлым утром» — a death from lost lives this night is undone
    (the target wakes as he was the morning before); «следующим утром цель возвращается к тому
    состоянию, в котором была в конце ночи до действия карты» — lives 0 then: he dies that morning.
    A death that is not a matter of lives (Порча «умирает мгновенно», Аутодафе «не спасает
    ничего») stands."""
    from plugins.fantasy.v01_i.cards import BY_NAME, tonight

    game = res.game
    index = res.phase.index
    for player in game.players:  # the return of an earlier Сдвиг
        s = st(player)
        if s.shift_night is not None and s.shift_night < index and s.shift_back is not None:
            back, s.shift_back, s.shift_night = s.shift_back, None, None
            if player.alive:
                _set_state(game, player, back)
    for _, _, name, seats, _ in tonight(game, index):
        if BY_NAME[name].nick != "Сдвиг":
            continue
        player = res.player(seats[0])
        s = st(player)
        if player.seat in sc(res).sudden_death and s.lives <= 0:
            continue  # Порча, Аутодафе: a death that is not a matter of lives stands
        if player.alive and s.last_morning is not None:
            s.shift_back = (s.lives, INFIRMARY in player.statuses, in_prison(player), list(s.killed_by),
                            s.prison_until)
            s.shift_night = index
            _set_state(game, player, s.last_morning)


def shift(res: Resolution) -> None:
    """Every living player's morning is kept (what a later Сдвиг rolls back to)."""
    for player in res.game.players:
        if player.alive:
            s = st(player)
            s.last_morning = (s.lives, INFIRMARY in player.statuses, in_prison(player), list(s.killed_by),
                              s.prison_until)


def _set_state(game, player, state: tuple) -> None:
    """Lives and Тюрьма set back; Лазарет and Кладбище follow the lives when the phase settles
    (each change announced there). Тюрьма's change is announced here."""
    from plugins.fantasy.common.state import PRISON

    lives, _infirmary, prison, killed_by, prison_until = state
    s = st(player)
    s.lives = lives
    if lives <= 0 and killed_by:
        s.killed_by = list(killed_by)
        s.hurt_phase = game.phase.index
    if prison and PRISON not in player.statuses:
        player.statuses.add(PRISON)
        s.prison_until = prison_until
        game.announce("fantasy.prison_in", player=player.name)
    elif not prison and PRISON in player.statuses:
        player.statuses.discard(PRISON)
        s.prison_until = None
        game.announce("fantasy.prison_out", player=player.name)


def raise_dead(game, player, key: str) -> None:
    """Back from Кладбище (or out of every status) with full lives."""
    from plugins.fantasy.common.state import GRAVE, PRISON

    s = st(player)
    player.alive = True
    player.statuses -= {GRAVE, PRISON, INFIRMARY}
    s.prison_until = None
    s.lives = s.max_lives
    s.killed_by = []
    game.announce(key, player=player.name)


def first_hand(res: Resolution) -> None:
    from plugins.fantasy.v01_i.cards import deal_by_default
    from plugins.fantasy.common.mechanics import night_number

    if night_number(res.game, res.phase.index) == 1:
        deal_by_default(res.game)


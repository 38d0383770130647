"""The night of editions v0.1 and I of the fantasy book: every night ability resolves together at its end.

Order (``order.py``, one table): the Мастер карт's cards dealt and thrown (steps of ``roles.card_master``,
which also keeps the cards at dawn, Сдвиг and the first hand); the masks (abilities tagged ``mask``) and
Слухи's target; blocks (Чары, Вой: steps of their role modules, then ``blocks`` cancels the blocked moves);
Очарование's redirection (``roles.succubus``); the moves (``aims``, then Касание смерти and Укус give way in
their role modules, ``moves`` notes them for Дозор, Слухи, Гороскоп, the Инквизитор's mask falls); guards and
Порча; attacks (collected by ``order.ATTACKS``) with the targets' immunities (each role module's ``immune``:
Без души, Aura of darkness) and defences (its ``defend``: Бестелесность, Protective circle, Щит душ, Атас!);
what is not an attack (Переливание жизни, Регенерация, Пытка, Аутодафе: role steps; ``sudden_death``: Порча
and Аутодафе; Печать Небес); prisons and day marks (role steps); information (each a step of its role's
module); the mail (``mail``, between the Тварь's Паранойя steps); Лицо толпы; the morning (Пожирай's mask, the
cards at dawn, Сдвиг, the statuses in ``morning``, then what follows a death: Пожирай, Sacrifice!'s summons,
Пытка's answer, Гон).

This module keeps the mechanics several roles share; ``targets``, ``act``, ``happening``, ``block``,
``gives_way``, ``hits_of``, ``strongest``, ``soak`` and ``raise_dead`` are the helpers the role modules' steps
and defences use."""

from __future__ import annotations

from typing import Callable, Iterable

from core.model import Exit, PhaseKind
from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.common.mechanics import (
    damage, gs, hurt, in_infirmary, seen_role, settle, st,
)
from plugins.fantasy.common.roles import ATTACK
from plugins.fantasy.common.state import CIVILIAN_ROLE, INFIRMARY, Hit, Night

NIGHT = PhaseKind.NIGHT
MASK = "mask"  # the tag of an ability that chooses a mask at the start (Инквизитор, Тварь)


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


def mask_abilities(game) -> tuple[str, ...]:
    """The edition's abilities that choose a mask at the start (tag ``mask``: «Никто не ждал испанскую
    инквизицию!», Приспосабливайся)."""
    return tuple(a.name for r in game.variant.roles.roles.values() for a in r.abilities if MASK in a.tags)


def masks(res: Resolution) -> None:
    """The masks chosen at the start: a check shows the mask (``seen_role``)."""
    for action in res.of(*mask_abilities(res.game)):
        st(res.player(action.actor)).mask = action.role
        res.tell(action.actor, "fantasy.result.masked", role=action.role)


def block(res: Resolution, *abilities: str) -> None:
    """The targets of these blocking moves (Чары, Вой: steps of their role modules) do not act tonight
    (``blocks`` cancels their moves once every block is known)."""
    blocked = sc(res).blocked
    for action in res.of(*abilities):
        for seat in action.targets:
            blocked.add(seat)


def blocks(res: Resolution) -> None:
    """The blocked players' moves do not happen tonight."""
    blocked = sc(res).blocked
    for seat in sorted(blocked):
        for action in res.by(seat):
            res.cancel(action)


def happening(res: Resolution) -> list[Action]:
    """The moves that happen tonight (not cancelled, not blocked), in the order they were sent."""
    night = sc(res)
    return [a for a in res.actions if a not in res.cancelled and a.actor not in night.blocked]


def aims(res: Resolution) -> None:
    """Who aimed a secret ability at whom tonight (with the final targets): some moves give way to others'
    (Касание смерти, Укус: steps of their role modules)."""
    night = sc(res)
    secret = res.game.variant.secret_abilities
    for action in happening(res):
        if action.ability in secret:
            for seat in targets(res, action):
                night.secret_aims.setdefault(seat, []).append(action.actor)


def gives_way(res: Resolution, ability: str, faction: str) -> None:
    """The moves of ``ability`` on a target whom another player of ``faction`` aimed a secret ability at
    tonight do not happen."""
    for action in act(res, ability):
        (seat,) = targets(res, action)
        if any(other != action.actor and res.player(other).faction == faction
               for other in sc(res).secret_aims.get(seat, [])):
            res.cancel(action)


def moves(res: Resolution) -> None:
    """Every move that happens, with its final target: Дозор, Слухи and Гороскоп read them."""
    night = sc(res)
    for action in happening(res):
        for seat in targets(res, action):
            night.moves.append((action.actor, seat, action.ability))


# --- 2. attacks ---------------------------------------------------------------------


def hits_of(res: Resolution, ability: str) -> list[Hit]:
    """An attack's hits: 1 damage each, at the ability's rank (``Ability.value``)."""
    actions = act(res, ability)  # (none where the edition has no such ability: Ревность, Вилы in v0.1)
    if not actions:
        return []
    rank = res.game.variant.find_ability(ability).value
    return [Hit(action.actor, targets(res, action)[0], ability, 1, rank) for action in actions]


#: An attack of the table of strength (``order.ATTACKS``): the ability and what makes its hits.
Attack = tuple[str, Callable[[Resolution, str], list[Hit]]]


def _attack_hits(res: Resolution, table: Iterable[Attack]) -> list[Hit]:
    """Tonight's attacks, in the order of ``table`` (``order.ATTACKS``: each made by its role module or
    ``hits_of``), then any other attack ability (tag ``ATTACK``) of the edition's roles, as ``hits_of``
    makes it."""
    hits: list[Hit] = []
    listed = set()
    for ability, make in table:
        hits.extend(make(res, ability))
        listed.add(ability)
    for role in res.game.variant.roles.roles.values():
        for ability in role.abilities:
            if ATTACK in ability.tags and ability.name not in listed:
                listed.add(ability.name)
                hits.extend(hits_of(res, ability.name))
    return [h for h in hits if res.player(h.target).alive]


def guard_posts(res: Resolution) -> None:
    """На страже (Начальник стражи, Стражник): the first guard of a target takes the attacks on him."""
    for action in act(res, "На страже"):
        sc(res).guards.setdefault(targets(res, action)[0], action.actor)


def attacks(res: Resolution, table: Iterable[Attack]) -> None:
    """The night's attacks, collected in the order of ``table`` (the order table's ``ATTACKS``, which
    ``order.attacks`` passes)."""
    night = sc(res)
    guards = night.guards
    for hit in _attack_hits(res, table):
        if hit.source in night.shrouded:
            continue  # Покров: the target's attacks are blocked before any role's ability
        attacker, target = res.player(hit.source), res.player(hit.target)
        # A role no attacker of a faction can touch (the role module's ``immune``: Без души, Aura of darkness).
        immune = res.game.variant.roles.declared("immune").get(target.role)
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
    defences = res.game.variant.roles.declared("defend")
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


def sudden_death(res: Resolution) -> None:
    """Порча (``attacks``) and Аутодафе (``roles.inquisitor.autodafe``): the target dies, nothing saves."""
    night = sc(res)
    for seat in sorted(night.sudden_death):
        player = res.player(seat)
        if player.alive:
            st(player).lives = 0
            hurt(res.game, player, "Аутодафе" if seat in night.burned else "Порча")


# --- 4. information ---------------------------------------------------------------------


def answer(res: Resolution, action: Action, seat: int) -> str:
    """What a check shows: the mask; a check that failed (blocked) shows Мирный житель."""
    if action.actor in sc(res).blocked or action in res.cancelled:
        return CIVILIAN_ROLE
    return seen_role(res.game, res.player(seat))


def mail(res: Resolution) -> None:
    """Голубиная почта: the bot relays the text anonymously to the recipient; Паранойя lets
    the Мастер карт read the mail of his targets with the names. A Тварь under Паранойя may hide
    its true letters from him (`choice: скрыть`) and slip him false ones (its move «Паранойя»)."""
    readers = gs(res.game).paranoia
    hiding = sc(res).mail_hidden  # the Тварь's seat -> the Мастера карт it hides from tonight (roles.beast)
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


# --- 5. the morning ----------------------------------------------------------------------


def morning(res: Resolution) -> None:
    """The statuses follow the lives (``settle``); who died now is noted for the steps after it
    (Пожирай, Sacrifice!, Пытка, Гон: steps of their role modules)."""
    game = res.game
    before = {p.seat for p in game.players if p.alive}
    settle(game)
    sc(res).died = {p.seat for p in game.players if not p.alive} & before


def nobody_died(res: Resolution) -> None:
    if not sc(res).died:
        res.announce("fantasy.nobody_died")


def raise_dead(game, player, key: str) -> None:
    """Back from Кладбище (or out of every status) with full lives."""
    if player.out is Exit.REMOVED:  # the host's removal is for good: nothing raises him
        return
    from plugins.fantasy.common.state import GRAVE, PRISON

    s = st(player)
    game.come_back(player)
    player.statuses -= {GRAVE, PRISON, INFIRMARY}
    s.prison_until = None
    s.lives = s.max_lives
    s.killed_by = []
    game.announce(key, player=player.name)



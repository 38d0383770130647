"""The end of a phase of edition IV: every ability of the phase resolves together.

Order: blocks (void every move of the blocked but those marked Б); Очарование's redirection;
Темница (the jailed lose this phase's moves but those marked Т); the moves that happened (the
plague passes along them; the graveyard looks read them);
potions; shields; attacks with immunities and the one-attack defences; what is not an attack
(Аутодафе, Нить судьбы, Котел грешников, Переливание жизни) and heals; information
and gifts of abilities; the Сделки answered this phase; the statuses (Кладбище, raises,
Лазарет, Темница, Воскрешен); Судный день; the plague's count in Новолуние.

This module holds the shared steps and what they lean on; a move that is one role's (the potions, the harm
that is not an attack, most information) is resolved in its role module, a line of ``order.py``."""

from __future__ import annotations

from typing import Any, Mapping

from core.model import Exit
from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.iv.abilities import ATTACK, B, BLOCK, GRAVE_LOOK, JAILS, K, L, SHIELD, T, cornered
from plugins.fantasy.iv.state import gs, sc, st  # noqa: F401 (the accessors, for the modules that import them here)
from plugins.fantasy.iv.state import (
    DEMONS, DEVIL, DOCTOR, GRAVE, HORSEMAN, HOUND, IMP, INFIRMARY, JAIL, LICH, NECROMANCER, NEW, RISEN,
    SUCCUBUS, UNDEAD, Hit,
)
from plugins.fantasy.common.mechanics import WARRIOR

NOT_REDIRECTED = ("Касание смерти", "Аутодафе", "Факельное шествие")


def tell(game, seat: int, key: str, **params) -> None:
    """The master's private word: the dead get none («не может получать игровых сообщений»)."""
    if game.players[seat].alive:
        game.tell(seat, key, **params)


# --- what a player keeps under his statuses -------------------------------------------


def keeps(game, player, marks, secret: bool) -> bool:
    """Whether an ability (or passive) with these marks works for him now."""
    index = game.phase.index
    s = st(player)
    if not player.alive:
        return K in marks
    if JAIL in player.statuses and s.jail_phase == index and T not in marks:
        return False
    if secret and s.risen_phase == index and K not in marks:
        return False
    if secret and INFIRMARY in player.statuses and L not in marks and not iron_will(game, player):
        return False
    return True


def iron_will(game, player) -> bool:
    """Железная воля (Т): the Воитель's abilities all work from Лазарет."""
    return player.public == WARRIOR and (JAIL not in player.statuses or st(player).jail_phase != game.phase.index)


def table(game, name: str) -> Mapping[str, Any]:
    """What the role modules declare under this export of ``roles.RoleModule``, by role (the book's registry)."""
    return game.variant.roles.declared(name)


def by_ability(game, name: str) -> dict:
    """The role modules' tables of this name merged, by ability (``AMOUNTS``)."""
    found: dict = {}
    for declared in table(game, name).values():
        found.update(declared)
    return found


def passive(game, player, name: str) -> bool:
    """Whether the player has this passive ability working now."""
    s = st(player)
    digged = s.digger_role if s.digger_phase == game.phase.index else None  # Черный копатель
    for role, secret in ((player.role, True), (player.public, False), (s.fame_role, False), (digged, False)):
        for passive_name, marks in table(game, "PASSIVES").get(role, ()):
            if passive_name == name:
                return keeps(game, player, marks, secret)
    return False


# --- 1. blocks and redirection --------------------------------------------------------


def blocks(res: Resolution) -> None:
    """«Персонаж узнает об этом. В эту фазу считается, что персонаж не объявлял никаких действий.
    Способности, помеченные буквой Б, не могут быть заблокированы.»"""
    night = sc(res)
    for action in restraints(res):
        if _tagged(res, action, BLOCK):
            night.blocked.update(action.targets)
        else:
            night.jailed.extend(s for s in final(res, action) if s not in night.jailed)
    for seat in sorted(night.blocked):
        for action in res.by(seat):
            if B not in _tags(res, action):
                res.void(action)
        tell(res.game, seat, "iv.blocked", phase=res.game.variant.phase_title(res.game, res.phase))


def _jail_targets(res: Resolution, action: Action) -> list[int]:
    return [seat for seat in final(res, action)
            if res.player(seat).alive and not passive(res.game, res.player(seat), "Влияние")]


def restraints(res: Resolution) -> list[Action]:
    """The blocks and jails that take effect. A block voids the blocked one's moves but those
    marked Б (a jail among them); Темница voids the jailed one's moves but those marked Т (a
    block among them: a jailed Цыганка's Сглаз blocks nobody, a jailed Лич's Морок jails nobody).
    A move stands when nothing that would void it stands, falls when something does; where they
    void each other in a ring, the blocks stand first (they are «Б»), then the jails together."""
    charm(res)  # a charmed jailer's jail is turned (its target is the Суккуб's choice)
    found = [a for a in res.actions if a not in res.cancelled and (_tagged(res, a, BLOCK) or _tagged(res, a, JAILS))]
    blocks_ = [n for n, a in enumerate(found) if _tagged(res, a, BLOCK)]
    jails_ = [n for n, a in enumerate(found) if n not in blocks_]
    reach = {n: set(found[n].targets) if n in blocks_ else set(_jail_targets(res, found[n])) for n in range(len(found))}

    def threats(n: int) -> list[int]:
        tags, actor = _tags(res, found[n]), found[n].actor
        out = [m for m in blocks_ if B not in tags and actor in reach[m]]
        out += [m for m in jails_ if T not in tags and actor in reach[m]]
        return [m for m in out if m != n]

    stands: dict[int, bool] = {}
    while len(stands) < len(found):
        changed = False
        for n in range(len(found)):
            if n in stands:
                continue
            around = threats(n)
            if any(stands.get(m) is True for m in around):
                stands[n], changed = False, True
            elif all(stands.get(m) is False for m in around):
                stands[n], changed = True, True
        if not changed:
            ring = [n for n in blocks_ if n not in stands] or [n for n in jails_ if n not in stands]
            for n in ring:
                stands[n] = True
    return [found[n] for n in range(len(found)) if stands[n]]


def _ability(res: Resolution, action: Action):
    return res.game.ability_of(res.player(action.actor), action.ability) or res.game.variant.find_ability(
        action.ability)


def _tags(res: Resolution, action: Action) -> frozenset[str]:
    ability = _ability(res, action)
    return ability.tags if ability is not None else frozenset()


def _tagged(res: Resolution, action: Action, tag: str) -> bool:
    return tag in _tags(res, action)


def charm(res: Resolution) -> None:
    for action in res.of("Очарование"):
        charmed, new = action.targets
        sc(res).redirect[charmed] = new


def final(res: Resolution, action: Action) -> tuple[int, ...]:
    """The targets after Очарование: a charmed player's secret-role moves reach the Суккуб's
    choice, except the unblockable ones, Касание смерти, Аутодафе, Факельное шествие and the
    looks at the graveyard."""
    new = sc(res).redirect.get(action.actor)
    if new is None or not action.targets or action.ability in NOT_REDIRECTED:
        return action.targets
    tags = _tags(res, action)
    ability = _ability(res, action)
    # «Принятые дары являются способностями тайной роли»: a gift is turned like the rest.
    if B in tags or GRAVE_LOOK in tags or ability is None or \
            not res.game.variant.of_secret_role(ability):
        return action.targets
    return tuple(new for _ in action.targets)


def moves(res: Resolution) -> None:
    """Every move that happened, with its final target. The plague passes along them both ways
    (an infected actor infects his target, an infected target infects the actor), from who was
    infected when the phase began: one step a phase."""
    game = res.game
    night = sc(res)
    index = res.phase.index
    infected = {p.seat for p in game.players if st(p).infected}
    for action in res.actions:
        if action in res.cancelled:
            continue
        for seat in final(res, action):
            night.moves.append((action.actor, seat, action.ability))
            st(res.player(seat)).acted_on.setdefault(index, []).append(action.ability)
            if seat == action.actor:
                continue
            if action.actor in infected:
                st(res.player(seat)).infected = True
            if seat in infected:
                st(res.player(action.actor)).infected = True


# --- 2. shields and attacks -----------------------------------------------------------------


def shields(res: Resolution) -> None:
    night = sc(res)
    for action in res.actions:
        if action not in res.cancelled and _tagged(res, action, SHIELD):
            night.shielded.update(final(res, action))
    for action in res.of("Пантомима"):
        night.shielded.add(action.actor)
    for action in res.of("Исповедь", "Атас!"):
        night.prevent[action.actor] = night.prevent.get(action.actor, 0) + 1


def attacks(res: Resolution) -> None:
    game = res.game
    night = sc(res)
    amounts = by_ability(game, "AMOUNTS")
    for action in res.actions:
        if action in res.cancelled or not _tagged(res, action, ATTACK):
            continue
        amount_of = amounts.get(action.ability)  # the role's own (Загнанный в угол, Hellfire); else 1
        amount = amount_of(res, action) if amount_of is not None else 1
        if amount is None:
            continue  # not an attack this phase (the Новолуние's Hellfire raises: see raises)
        for seat in final(res, action):
            if res.player(seat).alive:
                night.hits.append(Hit(action.actor, seat, action.ability, amount))
    by_target: dict[int, list[Hit]] = {}
    for hit in night.hits:
        by_target.setdefault(hit.target, []).append(hit)
    bra = {a.actor for a in res.of("Bra-a-a-ains")}
    for seat in sorted(by_target):
        hits = by_target[seat]
        player = res.player(seat)
        if seat in night.shielded:
            for hit in hits:
                hit.negated = True
            continue
        for hit in hits:  # immunities: Без души, Аура тьмы, Повиновение
            attacker = res.player(hit.source)
            if (passive(game, player, "Без души") and attacker.faction == UNDEAD) or \
                    (passive(game, player, "Аура тьмы") and attacker.faction == DEMONS and hit.source != seat) or \
                    (passive(game, player, "Повиновение") and st(attacker).sold):
                hit.negated = True
        # One attack a phase: the strongest, one of equal ones at random.
        negators = ["Костяной щит", "Бестелесность", "Удача", "Инфернальная личность", "Пророчество"]
        if seat not in bra:
            negators.append("No-o Bra-a-a-ains")
        for name in negators:
            if name == "Удача":
                works = st(player).gift == "Удача" and keeps(game, player, (L, T), True)
            else:
                works = passive(game, player, name)
            if not works:
                continue
            live = [h for h in hits if not h.negated and h.amount > 0]
            if not live:
                break
            top = max(h.amount for h in live)
            strongest = [h for h in live if h.amount == top]
            hit = strongest[0] if len(strongest) == 1 else game.rng.choice(strongest)
            hit.negated = True
            if name == "Костяной щит":
                damage(res, hit.source, 1)
        damage(res, seat, sum(h.amount for h in hits if not h.negated))


def damage(res: Resolution, seat: int, amount: int) -> None:
    """Damage of any kind; Исповедь and Атас! take 1 off «по себе 1 урона в текущую фазу» (an
    attack's or not: Котел грешников, Переливание жизни, Костяной щит's blow back)."""
    prevent = sc(res).prevent
    spared = min(amount, prevent.get(seat, 0))
    if spared:
        prevent[seat] -= spared
    _hurt(res.game, seat, amount - spared)


def _hurt(game, seat: int, amount: int) -> None:
    player = game.players[seat]
    if amount > 0 and player.alive:
        st(player).hp -= amount


def heal(game, seat: int, amount: int = 1) -> None:
    """«Иметь жизней больше, чем со старта игры, невозможно.»"""
    player = game.players[seat]
    if player.alive:
        s = st(player)
        s.hp = min(s.max_hp, s.hp + amount)


def jails(res: Resolution) -> None:
    """Темница «в текущую фазу»: the targets lose the abilities of their roles in the phase they are
    sent in — their moves of this phase but those marked Т count as never made (and their passives
    without Т do not work). Told to the town; the status is shown until the end of the next phase."""
    game = res.game
    index = res.phase.index
    jailed = [seat for seat in sc(res).jailed if res.player(seat).alive and
              not passive(game, res.player(seat), "Влияние")]
    for seat in jailed:
        target = res.player(seat)
        st(target).jail_phase = index
        if JAIL not in target.statuses:
            target.statuses.add(JAIL)
            res.announce("iv.jail_in", player=target.name, phase=game.variant.phase_title(game, res.phase))
        for action in res.by(seat):
            if T not in _tags(res, action):
                res.void(action)
                if action.ability == "Очарование":
                    sc(res).redirect.pop(action.targets[0], None)


# --- 3. information and gifts of abilities --------------------------------------------------


def graves(res: Resolution) -> None:
    """The graveyard looks (tag ``grave_look``): the dead target's secret role and what acted on it."""
    game = res.game
    for action in res.actions:
        if action in res.cancelled or not _tagged(res, action, GRAVE_LOOK):
            continue
        dead = res.player(action.targets[0])
        s = st(dead)
        acted = s.acted_on.get(s.death_phase, []) if s.death_phase is not None else []
        tell(game, action.actor, "iv.result.grave", target=dead.name, role=dead.role,
             abilities=list(dict.fromkeys(acted)))


def role_checks(res: Resolution) -> None:
    """Дознание (Дознаватель) and Знание (the Дьявол's gift): the target's secret role."""
    game = res.game
    for action in res.of("Дознание", "Знание"):
        (seat,) = final(res, action)
        tell(game, action.actor, "iv.result.role", target=res.player(seat).name, role=res.player(seat).role,
             ability=action.ability)


def fame(res: Resolution) -> None:
    """Слава (the Дьявол's gift): the public role named, its passives his."""
    game = res.game
    for action in res.of("Слава"):
        st(res.player(action.actor)).fame_role = action.roles()[0]
        tell(game, action.actor, "iv.result.fame", role=action.roles()[0])


def thresholds(res: Resolution) -> None:
    """Иммунитет (Чумной Доктор) and Потусторонняя сила (Дьявол): the ХП at which he enters Лазарет."""
    game = res.game
    for action in res.of("Иммунитет", "Потусторонняя сила"):
        st(res.player(action.actor)).infirmary_at = int(action.choice or "2")
        tell(game, action.actor, "iv.result.threshold", hp=action.choice)


# --- 5. the statuses --------------------------------------------------------------------------------


def settle(res: Resolution) -> None:
    game = res.game
    night = sc(res)
    index = res.phase.index
    gs(game).settled = index
    cornered_before = _cornered_now(game)
    for seat, why in night.kills.items():
        if res.player(seat).alive:
            st(res.player(seat)).hp = 0
    dying = [p for p in game.players if p.alive and st(p).hp <= 0]
    for p in dying:
        die(game, p)
    for p in dying:
        after_death(game, p)
    raises(res)
    # Лазарет: two phases in it give back 1 ХП (not to the Всадник: Сверхъестественный).
    for p in game.players:
        s = st(p)
        if not p.alive:
            continue
        if INFIRMARY in p.statuses and s.infirmary_since is not None and index - s.infirmary_since >= 2:
            s.infirmary_since = index
            if p.role != HORSEMAN:
                heal(game, p.seat, 1)
        if s.hp <= s.infirmary_at:
            if INFIRMARY not in p.statuses:
                p.statuses.add(INFIRMARY)
                s.infirmary_since = index
                res.announce("iv.infirmary_in", player=p.name)
        elif INFIRMARY in p.statuses:
            p.statuses.discard(INFIRMARY)
            s.infirmary_since = None
            res.announce("iv.infirmary_out", player=p.name)
        if JAIL in p.statuses and s.jail_phase is not None and s.jail_phase < index:
            p.statuses.discard(JAIL)
            s.jail_phase = None
            res.announce("iv.jail_out", player=p.name)
        if RISEN in p.statuses and s.risen_phase == index:
            p.statuses.discard(RISEN)
            res.announce("iv.risen_out", player=p.name)
    # a role's own (the Чумной Доктор's Судный день, the plague's news)
    for at_settle in table(game, "AT_SETTLE").values():
        at_settle(res)
    cornered_after = _cornered_now(game)
    for p in game.players:  # «Узнает, если эту способность можно использовать»
        if p.alive and cornered_after.get(p.role) and not cornered_before.get(p.role):
            tell(game, p.seat, "iv.result.cornered")
    for p in game.players:
        if p.alive and p.role in (DOCTOR, DEVIL, HORSEMAN):  # «Всегда знает свои ХП»
            tell(game, p.seat, "iv.result.your_hp", hp=max(0, st(p).hp))
    if not dying:
        res.announce("iv.nobody_died", phase=res.game.variant.phase_title(res.game, res.phase))


NEEDS = {IMP: (SUCCUBUS, HOUND), SUCCUBUS: (IMP, HOUND), HOUND: (SUCCUBUS, IMP)}


def _cornered_now(game) -> dict[str, bool]:
    return {role: cornered(game, others) for role, others in NEEDS.items()}


def die(game, player) -> None:
    s = st(player)
    s.hp = 0  # «0 ХП или меньше — на кладбище»: shown as 0
    game.leave(player, Exit.DIED)
    s.death_phase = game.phase.index
    for status in (INFIRMARY, JAIL, RISEN):
        player.statuses.discard(status)
    s.jail_phase = s.risen_phase = s.infirmary_since = None
    player.statuses.add(GRAVE)
    game.announce("iv.died", player=player.name)


def after_death(game, player) -> None:
    state = gs(game)
    s = st(player)
    if s.sold:
        for n, seat in enumerate(state.extra_deals):
            if seat == player.seat:
                state.extra_deals[n] = None  # the extra deal can be used again
    if player.role == LICH:  # Перерождение (Л,Т)
        for other in game.players:
            if other.role == NECROMANCER and other.alive and passive(game, other, "Перерождение"):
                other.role = LICH
                tell(game, other.seat, "iv.result.reborn")
                break
    if player.role == DEVIL:  # Бессмертие ends with the Дьявол
        for other in game.players:
            o = st(other)
            if o.gift == "Бессмертие" and other.alive:
                o.start_hp -= 2
                o.max_hp -= 2
                o.hp = min(o.hp, o.start_hp)


def raise_dead(game, player) -> None:
    """Back from Кладбище with the starting ХП, Воскрешен for the next phase."""
    if player.out is Exit.REMOVED:  # the host's removal is for good: nothing raises him
        return
    s = st(player)
    game.come_back(player)
    player.statuses.discard(GRAVE)
    player.statuses.add(RISEN)
    s.hp = s.start_hp
    s.risen_phase = game.phase.index + 1
    game.announce("iv.risen", player=player.name)


def raises(res: Resolution) -> None:
    game = res.game
    night = sc(res)
    wanted: list[int] = []
    for action in res.of("Как мертвому припарки", "Армия тьмы"):
        wanted.extend(action.targets)
    if res.phase.kind == NEW:
        wanted.extend(a.targets[0] for a in res.of("Hellfire"))
    for seat in dict.fromkeys(wanted):
        player = res.player(seat)
        if not player.alive and player.role != LICH and st(player).death_phase != res.phase.index:
            raise_dead(game, player)
    hellfire = night.hellfire
    if hellfire is not None and not res.player(hellfire[1]).alive:
        st(res.player(hellfire[0])).hellfire_kill = res.phase.index
        tell(game, hellfire[0], "iv.result.hellfire_raise")

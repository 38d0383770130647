"""The night of edition II, its shared steps: blocks (by the tag), the moves that happen, the cards played
(Ход), attacks and defences, information, the morning (Банк, Баст, deaths, raises, Крупье). What is one
role's (Очарование, Темница, Кража, Аутодафе…) is resolved in its role module, a line of ``order.py``."""

from __future__ import annotations

from core.model import Exit, PhaseKind, Player
from core.resolution import Resolution

from plugins.fantasy.common.mechanics import cornered, hurt, in_prison, moon
from plugins.fantasy.common.state import FULL_MOON, GRAVE, INFIRMARY, NEW_MOON, PRISON
from plugins.fantasy.ii.abilities import ATTACK, B, BLOCK, HOD, HOD_CHOICES, card_played
from plugins.fantasy.ii.state import (
    DEMIURGE, DEMON_ROLES, IMP, LICH,
    RISEN, SUCCUBUS, UNDEAD, Hit, persona_of,
)

from plugins.fantasy.ii.mechanics import (
    done, final, gs, is_gossip, misere, role_name, sc, secret_move, soak, st, tags_of,
)
from plugins.fantasy.ii.roles import by_ability, hooks
from plugins.fantasy.ii.personas import draw, personas, told_personas
from plugins.fantasy.ii.statuses import settle


# --- the night: the start, blocks, charms, moves ---------------------------------------------

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY


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


def moves(res: Resolution) -> None:
    """Every move that happens, with its final target (Дозор, Слухи, Гороскоп, Позолоти ручку,
    Транс, Вскрытие read them). Касание смерти and Укус give way where the book says."""
    night = sc(res)
    undead_on: dict[int, set[int]] = {}
    demons_on: dict[int, set[int]] = {}
    for action in res.actions:
        if action in res.cancelled or not secret_move(res, action):
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
        secret = secret_move(res, action) or card_played(action) is not None
        for seat in final(res, action):
            night.moves.append((action.actor, seat, action.ability))
            if secret:
                night.secret.add((action.actor, seat, action.ability))
            st(res.player(seat)).acted_on.setdefault(res.phase.index, []).append(action.ability)


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
            s.bluff = (index, tuple(persona_of(role_name(game, r)) for r in action.roles()))
        elif card == "Вист":
            s.vist_day = index + 1
        elif card == "Мизер":
            s.misere_night = index + 2


# --- attacks ----------------------------------------------------------------------------------


def _hits(res: Resolution) -> list[Hit]:
    game = res.game
    found: list[Hit] = []
    made = by_ability(game, "HITS")
    for action in res.actions:
        if action in res.cancelled or ATTACK not in tags_of(res, action):
            continue
        ability = game.ability_of(res.player(action.actor), action.ability)
        rank = ability.value if ability is not None else 99
        make = made.get(action.ability)
        if make is not None:  # the role's own (``HITS``): Пожирай, Sacrifice!, Нападение, Раздача, Касание смерти
            found.extend(make(res, action, rank))
            continue
        for seat in final(res, action):
            found.append(Hit(action.actor, seat, action.ability, 1, rank))
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
    guards: dict[int, list[int]] = {}
    for action in done(res, "На страже"):
        guards.setdefault(final(res, action)[0], []).append(action.actor)
    cursed = {final(res, a)[0]: a.actor for a in done(res, "Порча")}
    immunities = hooks(res.game, "immune")
    for hit in _hits(res):
        attacker, target = res.player(hit.source), res.player(hit.target)
        immune = immunities.get(target.role)  # the role's own (Без души, Aura of darkness, Джокер)
        if immune is not None and immune(res, hit, attacker, target):
            continue
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
    night = sc(res)
    by_target: dict[int, list[Hit]] = {}
    for hit in night.hits:
        by_target.setdefault(hit.target, []).append(hit)
    atas = {a.actor for a in done(res, "Атас!")}
    defences = hooks(res.game, "defend")
    for seat, hits in sorted(by_target.items()):
        player = res.player(seat)
        defend = defences.get(player.role)  # the role's own (Бестелесность, Protective circle, Щит душ)
        if defend is not None:
            defend(res, player, hits)
        if seat in atas:
            soak(hits, 2)
        if night.hod.get(seat) == "Банк":
            for hit in hits:
                if hit.amount > 0:
                    hit.blocked = True


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


# --- information ----------------------------------------------------------------------------------


def persona_checks(res: Resolution) -> None:
    """The checks that tell one persona of the target, in the order they were made (several roles')."""
    one = ("No-o Bra-a-a-ains", "Соблазнение", "Арканная магия", "Дознание", "Элементарно!")
    for action in done(res, *one):
        told_personas(res, action, 1)


def rumours(res: Resolution) -> None:
    """Слухи: the Сплетник's (public: who acted on the target, told to the town) or a Крестьянин's (a persona)."""
    night = sc(res)
    for action in done(res, "Слухи"):
        if is_gossip(res, action):
            seat = final(res, action)[0]
            res.announce("ii.gossip", actor=res.player(action.actor).name, player=res.player(seat).name)
            heard = [f"{res.player(a).name}: {ab}" for a, t, ab in night.moves if t == seat and a != action.actor]
            res.tell(action.actor, "ii.result.rumours", target=res.player(seat).name, moves=list(heard),
                     yourself=seat == action.actor)
        else:
            told_personas(res, action, 1)


def due_answers(res: Resolution) -> None:
    """The day's checks told tonight: Пророчество (Оракул), Позолоти ручку (Цыганка)."""
    game = res.game
    night = sc(res)
    index = res.phase.index
    for answer in [r for r in gs(game).due_answers if r.night == index]:
        gs(game).due_answers.remove(answer)
        target = res.player(answer.target)
        if answer.ability == "Пророчество":
            res.tell(answer.actor, "ii.result.persona", target=target.name, personas=", ".join(draw(game, target)),
                     ability=answer.ability)
        else:  # Позолоти ручку: on whom the target acted (public roles), who acted on it (secret roles)
            secret = [m for m in night.moves if m in night.secret]  # in the order of the moves
            acted_on = dict.fromkeys(res.player(t).public or "—" for a, t, _ in secret if a == target.seat != t)
            acted_by = dict.fromkeys(res.player(a).role for a, t, _ in secret if t == target.seat != a)
            for seat in (answer.actor, answer.target):
                res.tell(seat, "ii.result.palm", target=target.name, on=list(acted_on), by=list(acted_by))


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
                if p.out is Exit.DIED and p.role not in (*DEMON_ROLES, LICH):  # (not one the host removed)
                    raise_dead(game, p, "ii.risen")
        for action in done(res, "Sacrifice!"):
            if not action.targets and action.roles():
                role = role_name(game, action.roles()[0])
                for p in game.players:
                    if p.role == role and p.out in (None, Exit.DIED):
                        raise_dead(game, p, "ii.risen")
        for p in game.players:
            if st(p).summon_ready == index:
                st(p).summon_ready = None
    for action in done(res, "Танатология"):
        p = res.player(action.targets[0])
        if p.out is Exit.DIED:
            raise_dead(game, p, "ii.risen_healer")


def raise_dead(game, player: Player, key: str) -> None:
    if player.out is Exit.REMOVED:  # the host's removal is for good: nothing raises him
        return
    s = st(player)
    game.come_back(player)
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

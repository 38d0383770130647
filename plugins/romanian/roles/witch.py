"""Ведьма (Нейтралы): восемь проклятий, каждое раз за игру, на одного — раз за
игру, не на себя; на попа не действуют («Неудачно»). Действуют в ночь
наложения и на следующий день."""

from core.names import fold
from core.rules import Ability, Role, reject
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.mechanics import (
    BODYGUARD, COP_ROLES, MANIAC, NEUTRAL, PRIEST, TURNED, VAMPIRE, WITCH, give_item, has_pistol, is_clan, st,
    take_item, clan_id, fellowship_now,
)
from plugins.romanian.night import (
    SUICIDE, drop_moves, fail, main_move, new_move, nt, ok, reach, simple_visit, tell_once,
)
from plugins.romanian.state import Move

PANIC, KLEPTO, SILENCE, WILLESS = "Паника", "Клептомания", "Молчанка", "Безволие"
BERSERK, INVULNERABLE, POWERLESS = "Берсерк", "Неуязвимость", "Бессилие"
CURSES = (PANIC, KLEPTO, SILENCE, WILLESS, BERSERK, INVULNERABLE, POWERLESS, SUICIDE)
TWO_TARGETS = (KLEPTO, WILLESS)


CURSE = "Проклятие"  # {use: Проклятие, target: X, choice: Неуязвимость}: a curse named by the choice


def curse_named(word: str) -> str | None:
    if not word:
        return None
    word = fold(word)
    return next((c for c in CURSES if fold(c) == word), None)


def cast(game: Game, player: Player) -> list[tuple[str, int]]:
    """The curses the witch has cast: (curse, target)."""
    return [(u.ability, u.targets[0]) for u in player.history if u.ability in CURSES and u.targets] \
        + list(st(player).curses_cast)


def once_each(game: Game, player: Player, action: Action) -> Rejection | None:
    victim = action.targets[0]
    name = curse_named(action.choice) if action.ability == CURSE else action.ability
    if name is None:
        return reject("reject.bad_choice", ability=CURSE, options=list(CURSES))
    done = cast(game, player)
    if any(t == victim for _, t in done):
        return reject("reject.romanian.curse_twice", target=game.players[victim].name)
    if any(c == name for c, _ in done):
        return reject("reject.used_up", ability=name, uses=1)
    wanted = 2 if name in TWO_TARGETS else 1
    if len(action.targets) != wanted:
        return reject("reject.target_count", ability=name, min=wanted, max=wanted)
    return None


ROLE = Role(
    WITCH,
    faction=NEUTRAL,
    abilities=(
        Ability(CURSE, allow_self=False, check=once_each, min_targets=1, max_targets=2, choices=CURSES,
                needs=frozenset({"choice"}), aliases=("Заклятие", "Наложить проклятие", "Проклясть")),
        *(Ability(name, allow_self=False, uses=1, check=once_each,
                  min_targets=2 if name in TWO_TARGETS else 1,
                  max_targets=2 if name in TWO_TARGETS else 1) for name in CURSES),
    ),
)


def acted_already(res, seat: int) -> bool:
    return any(m.actor == seat and m.done and not m.silent and m.step < 8 for m in nt(res).moves)


def weapon_of(player: Player) -> tuple[str, float] | None:
    if is_clan(player):
        return "Выстрел", 19
    if player.role == MANIAC:
        return MANIAC, 21
    if player.role == VAMPIRE:
        return "Укус", 29
    if player.role == TURNED:
        return "Укус", 30
    if player.role in COP_ROLES or player.role == BODYGUARD or has_pistol(player):
        return "Выстрел", 20
    return None


def curse(res: Resolution, move: Move) -> None:
    game = res.game
    night = nt(res)
    name = move.kind
    if game.players[move.targets[0]].role == PRIEST:
        fail(res, move)
        return
    target = simple_visit(res, move)
    if target is None:
        return
    player = game.players[target]
    st(player).curse, st(player).curse_night = name, res.phase.index
    ok(move)
    if name == PANIC:
        tell_once(res, target, "romanian.result.poisoned")
    elif name == SILENCE:
        st(player).silence_day = res.phase.index + 1
        res.tell(target, "romanian.result.silence")
    elif name == INVULNERABLE:
        night.invulnerable.add(target)
        night.untouchable.add(target)
    elif name == POWERLESS:
        night.powerless.add(target)
    elif name == SUICIDE:
        night.suicidal.add(target)
    elif name == WILLESS:
        own = main_move(res, target, after=8)
        if own is not None and own.targets:
            own.targets[0] = move.targets[1]
    elif name == KLEPTO:
        if acted_already(res, target):
            return
        drop_moves(res, target, after=8)
        visit = new_move(res, target, KLEPTO, [move.targets[1]])
        visit.silent = True
        visit.done = True
        to = reach(res, visit, move.targets[1])
        thing = None
        if to is not None:
            items = [i for i in st(game.players[to]).items]
            if items:
                thing = items[-1]
                take_item(game.players[to], thing)
                give_item(game, player, thing)
        res.tell(target, "romanian.result.klepto", target=game.players[move.targets[1]].name,
                 item=thing or "ничего")
    elif name == BERSERK:
        night.berserk.add(target)
        own = main_move(res, target, after=8)
        weapon = weapon_of(player)
        if own is None or weapon is None or not own.targets:
            return
        kind, step = weapon
        if kind == "Выстрел" and is_clan(player):
            for other in night.moves:
                if other.kind == "Выстрел" and other.team == player.team and other is not own and not other.done:
                    other.done = other.failed = other.silent = True
            own.team = player.team
            own.answer_to = fellowship_now(game, clan_id(player.team))
        own.kind, own.step = kind, step
        own.choice = None
        res.tell(target, "romanian.result.berserk")

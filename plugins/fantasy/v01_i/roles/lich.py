"""Лич (Нежить): Армия тьмы (Л), Щит душ, Зомбирование, Без души (Л,Т), Мистическая связь.

Зомбирование is resolved here (step 55 of the order table); Щит душ (``defend``) and Без души
(``immune``) are its defences, which the night's attacks ask of it (``night.attacks``); Армия тьмы rises
at the Новолуние (``dark_army``, at the evening before it: ``rise``)."""

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import ARMY, LICH, damage, in_infirmary, in_prison, moon, st
from plugins.fantasy.v01_i.night import act, raise_dead, soak, strongest, targets
from plugins.fantasy.common.roles import ANY, L, NIGHT, T
from plugins.fantasy.common.state import DEMONS, INFIRMARY, NEW_MOON, UNDEAD, Hit
from plugins.fantasy.v01_i.day import carry_out_order


def order_of(game: Game, action: Action) -> tuple[int, tuple[str, int] | None]:
    """The zombified and the order: ``targets: [zombified, target]`` with ``choice`` (or
    ``text``) the action, or ``target: zombified`` with the whole order in words
    («Обворуй Мэра», «Проголосуй за Богача»)."""
    puppet = game.players[action.targets[0]]
    order = action.choice or action.text or ""
    target = action.targets[1] if len(action.targets) > 1 else None
    return puppet.seat, game.variant.read_order(game, puppet, order, target)


def zombie_order(game: Game, player: Player, action: Action) -> Rejection | None:
    """A malformed order is refused naming the field that is wrong (the order missing, its action,
    its target) with an example for this puppet."""
    puppet = game.players[action.targets[0]]
    actions = [a.name for a in game.variant.roles.roles[puppet.public].abilities] if puppet.public else []
    other = next((p for p in game.living() if p.seat not in (puppet.seat, player.seat)), puppet)
    example = f"{actions[0] if actions else 'Проголосуй'}, {other.name}"
    if not (action.choice or action.text):
        return reject("reject.fantasy.zombie_format", name=puppet.name, example=example)
    seat, order = order_of(game, action)
    if order is None:
        words = action.choice or action.text or ""
        if game.variant.read_order(game, puppet, words, puppet.seat) is None:
            return reject("reject.fantasy.zombie_invalid", name=puppet.name, order=words,
                          actions=[*actions, "голос"], example=example)
        return reject("reject.fantasy.zombie_target", name=puppet.name, order=words, example=example)
    return None


def has_order(game: Game, player: Player, action: Action) -> Rejection | None:
    if not any(st(p).zombified_by == player.seat and st(p).zombie_order is not None for p in game.players):
        return reject("reject.fantasy.no_zombie")
    return None


# Passive abilities: not moves, the night applies them (name, marks).
PASSIVES = [("Армия тьмы", (L,)), ("Щит душ", ()), ("Без души", (L, T)), ("Мистическая связь", ())]

ROLE = Role("Лич", faction=UNDEAD, abilities=(
    # targets: [the zombified, the order's target] with choice: the action; or target and the order in words.
    Ability("Зомбирование", phase=NIGHT, uses=1, min_targets=1, max_targets=2, distinct_targets=False,
            check=zombie_order, slot="зомби"),
    # The signal (through the master): the order is carried out.
    Ability("Сигнал", phase=ANY, instant=True, min_targets=0, max_targets=0, targeted=False,
            aliases=("Приказ", "Сигнал Лича"), check=has_order, slot="сигнал"),
))


def zombify(res: Resolution) -> None:
    """Зомбирование: the order is written into the target's mind; the Лич gives the signal later."""
    game = res.game
    for action in act(res, "Зомбирование"):
        seat, order = order_of(game, action)
        puppet = res.player(targets(res, action)[0] if seat == action.targets[0] else seat)
        if order is None:
            continue
        s = st(puppet)
        s.zombified_by, s.zombie_order = action.actor, order
        res.tell(action.actor, "fantasy.result.zombified", target=puppet.name)


def immune(attacker: Player) -> str | None:
    """Без души (Л,Т): demons cannot attack him (the attacker is told so)."""
    return "fantasy.result.no_soul" if attacker.faction == DEMONS else None


def defend(res: Resolution, player: Player, hits: list[Hit]) -> None:
    """Щит душ: one damage a night is taken off the attacks on him, and the strongest attacker takes one
    (his secret ability: not in Тюрьма, not in Лазарет)."""
    if not in_prison(player) and not in_infirmary(player):
        hit = strongest(hits)
        if hit is not None:
            soak(hits, 1)
            damage(res.game, hit.source, 1, "Щит душ")


def rise(res: Resolution) -> None:
    """The evening, after the statuses: Армия тьмы rises when the night that comes is a Новолуние."""
    dark_army(res.game, res.phase.index + 1)


def dark_army(game, night_index: int) -> None:
    """Армия тьмы (Л): while the Лич is not on Кладбище and not in Тюрьма, Зомби, Призрак and
    Некромант rise each Новолуние with full lives; they cannot act that night."""
    if moon(game, night_index) != NEW_MOON:
        return
    if not any(p.role == LICH and p.alive and not in_prison(p) for p in game.players):
        return
    for player in game.players:
        if player.role not in ARMY:
            continue
        s = st(player)
        if not player.alive:
            raise_dead(game, player, "fantasy.risen")
            s.risen_night = night_index
        elif s.lives < s.max_lives:  # the living are made whole (a prisoner stays in Тюрьма)
            s.lives = s.max_lives  # lives are private: the town hears only of the status
            if INFIRMARY in player.statuses:
                player.statuses.discard(INFIRMARY)
                game.announce("fantasy.infirmary_out", player=player.name)


def signal(res: Resolution, action: Action) -> None:
    carry_out_order(res, action.actor)


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Сигнал": signal,
}

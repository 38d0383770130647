"""Босс (Мафия): Связи, Пистолет (с накопленными выстрелами), Послание."""

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.hp.mechanics import BOSS, FOREVER, MAFIA, PARANOID, THUG, gs, has_public, hit, seen_role, st

NAME = BOSS
PISTOL = "Пистолет"
SENT_PISTOL = "Пистолет (послание)"


def pistol_shots(game: Game, player: Player, action: Action) -> Rejection | None:
    saved = st(player).saved_shots
    if len(action.targets) > 1 + saved:
        return reject("reject.hp.saved_shots", saved=saved)
    return None


def no_paranoid(game: Game, player: Player, action: Action) -> Rejection | None:
    for seat in action.targets:
        if has_public(game, game.players[seat], PARANOID):
            return reject("reject.hp.paranoid", ability=action.ability, target=game.players[seat].name)
    return None


def message_rules(game: Game, player: Player, action: Action) -> Rejection | None:
    recipient = action.targets[0]
    last_night = game.phase.index - 2
    if any(u.phase == last_night and u.targets and u.targets[0] == recipient for u in player.uses_of("Послание")):
        return reject("reject.hp.message_twice", target=game.players[recipient].name)
    return None


# The pistol: 20 damage a shot (the book's number, read by the step).
PISTOL_ABILITY = Ability(PISTOL, max_targets=None, allow_self=False, distinct_targets=False, check=pistol_shots,
                         value=20, tags=frozenset({"attack", "mafia"}))

ROLE = Role(
    NAME,
    faction=MAFIA,
    knows_fellows=True,
    abilities=(
        Ability("Связи", check=no_paranoid),
        PISTOL_ABILITY,
        # targets: [who gets the pistol, the victim named to them]
        Ability("Послание", min_targets=2, max_targets=2, allow_self=False, check=message_rules),
    ),
)

# The pistol a Послание leaves: usable the next night only, by whoever got it.
SENT = Ability(SENT_PISTOL, allow_self=False, aliases=(PISTOL, "Пистолет послания", "Послание", "Выстрел"), value=30,
               tags=frozenset({"attack"}))


def connections(res: Resolution) -> None:
    for action in res.of("Связи"):
        target = res.player(action.target)
        res.tell(action.actor, "hp.result.connections", target=target.name, role=seen_role(target),
                 yourself=target.seat == action.actor)


def pistol(res: Resolution) -> None:
    for action in res.of(PISTOL):
        shooter = st(res.player(action.actor))
        shooter.saved_shots = max(shooter.saved_shots - (len(action.targets) - 1), 0)
        for target in action.targets:
            hit(res, action.actor, target, PISTOL_ABILITY.value, PISTOL, mafia=True)


def message(res: Resolution) -> None:
    game = res.game
    night = res.phase.index
    # Last night's pistols: the shot, then the boss learns where it went.
    for player in game.players:
        s = player.state  # (st(player), inlined: every player every night)
        if s.pistol_night != night:
            continue
        shots = [a for a in res.by(player.seat) if a.ability == SENT_PISTOL]
        target = shots[0].target if shots else None
        if target is not None:
            hit(res, player.seat, target, SENT.value, SENT_PISTOL)
        if s.pistol_from is not None and game.players[s.pistol_from].in_game:
            if target is None:
                res.tell(s.pistol_from, "hp.result.message_no_shot", player=player.name)
            else:
                res.tell(s.pistol_from, "hp.result.message_shot", player=player.name,
                         target=game.players[target].name)
        if target is None or target != s.pistol_victim:
            s.mafia_double = True
        s.pistol_night = s.pistol_victim = s.pistol_from = None
    # Tonight's messages: the pistol and the victim's public role arrive in the morning.
    for action in res.of("Послание"):
        recipient, victim = action.targets
        s = st(game.players[recipient])
        s.pistol_night, s.pistol_victim, s.pistol_from = night + 2, victim, action.actor
        game.players[recipient].granted[SENT_PISTOL] = night + 2
        victim_role = game.players[victim].public or "—"
        res.tell(recipient, "hp.result.message_got", role=victim_role)
        res.tell(action.actor, "hp.result.message_sent", player=game.players[recipient].name,
                 target=game.players[victim].name)


def save_shots(res: Resolution) -> None:
    """A boss who spent the night out of hospital without shooting saves a shot."""
    for player in res.game.players:
        if player.role != NAME or not player.in_game or player.seat in res.scratch.in_hospital:
            continue
        if not any(a.ability == PISTOL for a in res.by(player.seat, include_cancelled=True)):
            st(player).saved_shots += 1


def on_death(game: Game, boss: Player) -> None:
    """The boss's death: Громила takes his pistol with its saved shots."""
    gs(game).boss_dead = True
    inherit_pistol(game, boss)


def inherit_pistol(game: Game, boss: Player) -> None:
    """Громила takes the dead boss's pistol with its saved shots."""
    for player in game.players:
        if player.role == THUG and player.in_game:
            player.granted[PISTOL] = FOREVER
            st(player).saved_shots += st(boss).saved_shots
            st(boss).saved_shots = 0
            game.tell(player.seat, "hp.result.pistol_inherited", shots=st(player).saved_shots)
            return

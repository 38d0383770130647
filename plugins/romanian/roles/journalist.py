"""Журналист (Мирные): следит за целью и узнаёт, что она делала (семь видов
наблюдения); днём может выпустить газету, раз за игру — жёлтую прессу. К
одному персонажу — один раз за игру."""

from core.model import PhaseKind
from core.names import fold
from core.rules import Ability, Role, reject
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.mechanics import JOURNALIST, TOWN, gs
from plugins.romanian.night import (
    CABARET, COMPANY, HINDERED, HOME, fail, hear, nt, ok, reach, seen_as,
)
from plugins.romanian.state import Move

PAPER = "Газета"
YELLOW = "Жёлтая пресса"


def yellow(choice: str | None) -> bool:
    return choice is not None and fold(choice).startswith(("жёлт", "желт", "yellow"))


def paper_check(game: Game, player: Player, action: Action) -> Rejection | None:
    if (action.ability == YELLOW or yellow(action.choice)) and gs(game).yellow_used:
        return reject("reject.romanian.yellow_used")
    return None


ROLE = Role(
    JOURNALIST,
    faction=TOWN,
    abilities=(
        Ability(JOURNALIST, allow_self=False, max_per_target=1, aliases=("Слежка",)),
        Ability(PAPER, phase=PhaseKind.DAY, min_targets=0, max_targets=1, targeted=False, check=paper_check,
                slot="paper", aliases=("Выпустить газету", "Статья")),
        Ability(YELLOW, phase=PhaseKind.DAY, min_targets=0, max_targets=1, targeted=False, check=paper_check,
                slot="paper", aliases=("Желтая пресса", "Жёлтая газета", "Желтая газета")),
    ),
)


def categories(res, seat: int) -> tuple[list[int], list[int]]:
    """What the target did (one kind) and what was done to it (kinds)."""
    night = nt(res)
    if seat in night.cabaret:
        return [CABARET], []
    own = [m for m in night.moves if m.actor == seat and not m.silent and m.kind not in ("Кабаре",)]
    out: list[int] = []
    if not own:
        out.append(HINDERED if seat in night.held or seat in night.tour else HOME)
    for move in own:
        if move.failed and seat in night.held:
            out.append(HINDERED)
        elif move.failed:
            out.append(COMPANY)
        else:
            out.append(seen_as(res.game, move.kind))
    incoming = sorted({-c for c in night.seen.get(seat, set()) if c < 0})
    return sorted(set(out)), incoming


def watch(res: Resolution, move: Move) -> None:
    seat = move.targets[0]
    night = nt(res)
    if seat in night.cabaret and res.game.players[seat].in_game:
        target = seat
    else:
        target = reach(res, move, seat)
    if target is None or move.forced_fail or move.actor in night.turned:
        fail(res, move)  # after the Гадалка, or in the night of turning: «Неудачно»
        return
    out, incoming = categories(res, target)
    ok(move)
    move.silent = True
    name = res.game.players[target].name
    seen = []
    for category in out:
        res.tell(hear(res.game, move), f"romanian.answer.press.{category}", target=name)
        seen.append((f"romanian.paper.out.{category}", name))
    for category in incoming:
        res.tell(hear(res.game, move), f"romanian.answer.press_in.{category}", target=name)
        seen.append((f"romanian.paper.in.{category}", name))
    gs(res.game).press_seen[move.actor] = (res.phase.index, seen)

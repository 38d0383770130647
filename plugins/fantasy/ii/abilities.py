"""What the roles of edition II («Сатисфакция») share: the marks and tags of their abilities, ``ab`` (an
ability in its own slot: «в одну и ту же фазу можно использовать любое количество способностей, но не одну
и ту же способность несколько раз»: a second move of one ability in a phase replaces the first, «остальные
можно отменять сколько угодно»), the checks several roles use, and Ход, the Демиург's cards every
character plays while a Демиург is in the game. The roles are in ``roles/``, one module per role."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.model import PhaseKind
from core.rules import Ability, Action, Rejection, reject

from plugins.fantasy.common.roles import (  # noqa: F401 (ANNOUNCED, PUBLIC, SECRETLY: for the role modules)
    ANNOUNCED, L, PUBLIC, SECRETLY,
)
from plugins.fantasy.ii.state import (
    PEASANT1, PEASANT2, persona_names,
)

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY
B = "Б"  # cannot be blocked
ATTACK = "attack"  # ``Ability.value``: its rank in the book's table of strength (1 the strongest)
INFO = "info"
BLOCK = "block"

HOD = "Ход"
HOD_CHOICES = ("Пас", "Банк", "Блеф", "Вист", "Мизер")


def ab(name: str, *marks: str, phase=NIGHT, check=None, tags: tuple[str, ...] = (), **kw) -> Ability:
    kw.setdefault("allow_self", ATTACK not in tags)  # nobody attacks himself (docs: «Attacks on oneself»)
    return Ability(name, phase=phase, slot=name, tags=frozenset((*marks, *tags)), check=check,
                   excludes=getattr(check, "excludes", frozenset()), **kw)


def not_after(other: str):
    """«Если днём (ночью) не использовалось другое проклятье»: not if ``other`` was used in
    the phase just before."""

    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        if any(u.phase == game.phase.index - 1 for u in player.uses_of(other)):
            return reject("reject.ii.after", ability=action.ability, other=other)
        return None

    return run


def not_in_cycle(other: str):
    """«Если не использовалось X» (Элементарно!): not in a cycle of nights where X was used."""

    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        cycle = game.cycle_of(game.phase.index)
        used = any(game.cycle_of(u.phase) == cycle for u in player.uses_of(other))
        if used or any(s == player.seat and a.ability == other for (s, _), a in game.pending.items()):
            return reject("reject.ii.exclusive_cycle", ability=action.ability, other=other)
        return None

    return run


def shares_cycle(other: str):
    """Ревность takes the place of Очарование: one of the two a cycle of nights."""

    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        cycle = game.cycle_of(game.phase.index)
        if any(game.cycle_of(u.phase) == cycle for u in player.uses_of(other)):
            return reject("reject.used_this_cycle", ability=action.ability)
        return None

    return run


def persona_list(count: int | None):
    """Names of personas (``role``): secret roles' personas, never Странник."""

    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        names = action.roles()
        allowed = persona_names(game.variant.roles)
        bad = [n for n in names if n not in allowed and n not in (PEASANT1, PEASANT2)]
        if not names or bad:
            return reject("reject.ii.persona", role=", ".join(bad) or "—")
        if count is not None and len(names) != count:
            return reject("reject.ii.persona_count", count=count)
        return None

    return run


def card_played(action: Action) -> str | None:
    """The card a move plays: ``{use: Ход, choice: Пас}`` or ``{use: Пас}``; None for other moves."""
    if action.ability == HOD:
        return next((c for c in HOD_CHOICES if c.lower() == (action.choice or "").lower()), None)
    return action.ability if action.ability in HOD_CHOICES else None


def hod(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Ход: one card at least; Пас at a living other player; Блеф names five personas."""
    if player.state.cards < 1:
        return reject("reject.ii.no_cards")
    card = card_played(action)
    if card == "Пас":
        if len(action.targets) != 1:
            return reject("reject.ii.pass_target")
        return None
    if action.targets:
        return reject("reject.ii.no_target", ability=f"{HOD}: {card}")
    if card == "Блеф":
        return persona_list(5)(game, player, action)
    return None


# Ход (Л): every character has it while a Демиург is in the game (Рука судьбы): one card a night, named
# as Ход's choice or by itself ({use: Пас, target: X}); they share one slot.
HOD_ABILITY = Ability(HOD, phase=NIGHT, slot=HOD, min_targets=0, max_targets=1, allow_self=False,
                      choices=HOD_CHOICES, needs=frozenset({"choice"}), several_roles=True, check=hod,
                      tags=frozenset({L}))
CARD_ABILITIES = (HOD_ABILITY, *(
    Ability(card, phase=NIGHT, slot=HOD, min_targets=1 if card == "Пас" else 0, max_targets=1 if card == "Пас" else 0,
            allow_self=False, needs=frozenset({"role"}) if card == "Блеф" else frozenset(), check=hod,
            several_roles=card == "Блеф",
            tags=frozenset({L})) for card in HOD_CHOICES))


"""Тварь (Нейтрал): Приспосабливайся (Т,К: маска), Пожирай (2 урона; убив — +1 жизнь и
может сменить маску; перезарядка ночь), Превзмогай (не попадает в Лазарет), Уничтожай
(побеждает одна), Раздражай (пока жива, другие не побеждают). Под Паранойей Мастера карт —
подсовывает ему ложную информацию или скрывает истинную (через мастера)."""

from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.roles import ATTACK, K, NIGHT, START, T, all_of, not_self, recharge, start_only, tags
from plugins.fantasy.common.mechanics import gs
from plugins.fantasy.common.state import NEUTRAL

HIDE = "скрыть"
PARANOIA = "paranoia"  # offered only while a living Мастер карт's Паранойя is on the Тварь


def readers(game, seat: int) -> list[int]:
    """The living Мастера карт who threw Паранойя (Туз Крестей) on this player."""
    return [m for m, watched in gs(game).paranoia.items() if seat in watched and game.players[m].alive]


def under_paranoia(game, player, action: Action) -> Rejection | None:
    """«Брошенная на Тварь, позволяет Твари … подсовывать ему любую ложную информацию или скрывать
    истинную»: only under a living Мастер карт's Паранойя; a false letter (text, and the sender and
    recipient it claims: two targets) or «скрыть»."""
    if not readers(game, player.seat):
        return reject("reject.fantasy.beast_no_paranoia")
    hide = (action.choice or "").strip().lower() == HIDE
    if len(action.targets) == 1 or not (hide or (action.text or "").strip()):
        return reject("reject.fantasy.beast_paranoia_format")
    return None


ROLE = Role("Тварь", faction=NEUTRAL, abilities=(
    Ability("Приспосабливайся", phase=NIGHT, min_targets=0, max_targets=0, needs=frozenset({"role"}),
            targeted=False, slot="маска", check=start_only, tags=tags(T, K, START, "mask")),
    # choice «маска»: take the victim's role as the new mask if it dies.
    Ability("Пожирай", phase=NIGHT, value=1, choices=("маска", "сменить маску", "нет"),
            check=all_of(not_self, recharge), tags=tags(ATTACK)),
    # Паранойя: `text` (with `targets: [claimed sender, claimed recipient]`, or none: a note) and/or
    # `choice: скрыть` (this night's true reports of its letters do not reach the Мастер карт).
    Ability("Паранойя", phase=NIGHT, min_targets=0, max_targets=2, choices=(HIDE, "подсунуть"),
            targeted=False, slot="паранойя", aliases=("Подсунуть", "Ложная информация"),
            check=under_paranoia, tags=tags(PARANOIA)),
))

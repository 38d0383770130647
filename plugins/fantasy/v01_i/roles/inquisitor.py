"""Инквизитор (Закон): маска (Л,Т,К), Лицо толпы (Л), Аутодафе (раз за цикл ночей, не
спасает ничего), Обвинение в ведьмовстве (не в ночь Аутодафе)."""

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.roles import K, L, NIGHT, START, T, all_of, not_self, start_only, tags
from plugins.fantasy.common.state import LAW
from plugins.fantasy.v01_i.night import sc


def other_role(game: Game, player: Player, action: Action) -> Rejection | None:
    role = game.variant.roles.role(action.role or "")
    if role is None or role.name == player.role:
        return reject("reject.fantasy.mask_role", role=action.role or "")
    return None


MASK = "Никто не ждал испанскую инквизицию!"

ROLE = Role("Инквизитор", faction=LAW, abilities=(
    Ability(MASK, phase=NIGHT, min_targets=0, max_targets=0, needs=frozenset({"role"}), targeted=False,
            aliases=("Никто не ждал испанскую инквизицию", "Маска", "Испанская инквизиция"), slot="маска",
            check=all_of(start_only, other_role), tags=tags(L, T, K, START, "mask")),
    Ability("Аутодафе", phase=NIGHT, per_cycle=1, check=not_self),
    Ability("Обвинение в ведьмовстве", phase=NIGHT, aliases=("Обвинение",), check=not_self),
))


def crowd_face(res: Resolution) -> None:
    """Лицо толпы (Л): the Инквизитор's secret abilities are told to the town next morning."""
    for ability, seat in sc(res).crowd_news:
        res.announce("fantasy.crowd_face", ability=ability, target=res.player(seat).name if seat >= 0 else "—")

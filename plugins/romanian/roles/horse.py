"""*Бляцкий конь* (Нейтралы): домчит цель до луга — цели нужно лечение, иначе
она умрёт к утру. Пули и топор его не берут (стрелок получает копытом), яд
берёт. Медведя, цыганку, гадалку и барона не везёт; спасает от него песня
«Только мы с конём по полю идём» (Песня: спетая в ту же ночь). Победа ему не нужна."""

from core.rules import Ability, Role
from core.resolution import Resolution

from plugins.romanian.mechanics import BARON, BEAR, FORTUNE, GYPSY, HORSE, NEUTRAL
from plugins.romanian.night import fail, nt, ok, simple_visit
from plugins.romanian.state import Move

ROLE = Role(
    HORSE,
    faction=NEUTRAL,
    aliases=("Конь", "Бляцкий конь"),
    abilities=(Ability(HORSE, allow_self=False, aliases=("Луг", "Конь")),),
)


def meadow(res: Resolution, move: Move) -> None:
    target = simple_visit(res, move)
    if target is None:
        return
    if res.game.players[target].role in (BEAR, GYPSY, FORTUNE, BARON) or target in nt(res).singers:
        fail(res, move)
        return
    nt(res).wounds.setdefault(target, []).append((move.actor, "meadow"))
    ok(move)

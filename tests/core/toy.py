"""A tiny variant for the engine's own tests: the core must work for any book."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from core.hookspecs import hookimpl
from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Ability, Faction, Role
from core.variant import Variant


@dataclass
class ToyNight:
    saved: set[int] = field(default_factory=set)


class Toy(Variant):
    id = "toy"
    title = "Игрушечная"
    aliases = ("игрушка",)
    first_phase = PhaseKind.NIGHT
    Scratch = ToyNight

    def role_mix(self, players: int) -> list[str]:
        return ["Убийца"] + ["Житель"] * (players - 1)


ROLES = [
    Role("Убийца", faction="Мафия", knows_fellows=True, abilities=(Ability("Выстрел", allow_self=False),)),
    Role("Доктор", faction="Город", abilities=(Ability("Лечение", no_repeat_target=True),
                                               Ability("Вакцина", uses=1, slot="extra"))),
    Role("Житель", faction="Город"),
    Role("Следователь", faction="Город", abilities=(Ability("Проверка", max_per_target=1),)),
]


def heal(res: Resolution) -> None:
    for action in res.of("Лечение"):
        res.scratch.saved.add(action.target)


def shoot(res: Resolution) -> None:
    for action in res.of("Выстрел"):
        if action.target not in res.scratch.saved:
            res.player(action.target).alive = False
            res.announce("toy.killed", player=res.player(action.target).name)


def check(res: Resolution) -> None:
    for action in res.of("Проверка"):
        res.tell(action.actor, "toy.checked", target=res.player(action.target).name,
                 faction=res.player(action.target).faction)


def vote(res: Resolution) -> None:
    counts = Counter(t for t in res.game.votes.values() if t is not None)
    if counts:
        (target, top), *rest = counts.most_common()
        if not rest or rest[0][1] < top:
            res.player(target).alive = False
            res.announce("toy.executed", player=res.player(target).name)


class ToyPlugin:
    @hookimpl
    def mafia_register_variants(self, variants):
        variants.add(Toy)

    @hookimpl
    def mafia_register_roles(self, variant, roles):
        if variant is Toy:
            roles.add_faction(Faction("Мафия"))
            roles.add_faction(Faction("Город", aliases=("мирные",)))
            for role in ROLES:
                roles.add(role)

    @hookimpl
    def mafia_register_steps(self, variant, steps):
        if variant is Toy:
            steps.add(1, "Лечение", PhaseKind.NIGHT, heal)
            steps.add(2, "Выстрел", PhaseKind.NIGHT, shoot)
            steps.add(3, "Проверка", PhaseKind.NIGHT, check)
            steps.add(1, "Голосование", PhaseKind.DAY, vote)

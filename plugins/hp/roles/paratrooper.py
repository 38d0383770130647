"""ВДВшник: ночью контратакует нападающих на себя (по 20 урона), если не в коме (mechanics.hit).

«Наносит каждому по 20 урона»: each attacker once a night, however many blows (Босс's saved
shots). Not an attack itself (no Защита, no marks, no chain). Works from hospital; an injected
(Реаниматолог) paratrooper in coma counters too; VIP is immune.
"""

from core.rules import Role

ROLE = Role("ВДВшник", public=True, aliases=("ВДВ", "Вдвшник"))

"""ВДВшник: ночью контратакует нападающих на себя (по 20 урона), если не в коме (mechanics.hit)."""

from core.rules import Role

ROLE = Role("ВДВшник", public=True, aliases=("ВДВ", "Вдвшник"),
            summary="Ночью контратакует каждого нападающего на 20 урона (не в коме).")
STEPS: list = []

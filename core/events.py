"""What the master says: public announcements and private messages.

Events carry a text key and parameters, not text, so the same game can be
told in another language; :class:`core.texts.Texts` renders them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    key: str
    params: dict[str, Any] = field(default_factory=dict)
    # None: public (the town square). Otherwise the seats that are told.
    to: tuple[int, ...] | None = None
    phase: int = 0  # Phase.index the event belongs to

    @property
    def public(self) -> bool:
        return self.to is None

    def __hash__(self) -> int:
        return hash((self.key, self.to, self.phase))

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": self.params, "to": list(self.to) if self.to is not None else None,
                "phase": self.phase}

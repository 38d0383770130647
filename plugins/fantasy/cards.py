"""Мастер карт's «Раскрыть карты»: the full list of public and secret roles, told to the
town; a right list wins him the game alone, a wrong one takes him out for good.

The list is a text «Имя: Явная/Тайная; Имя: Явная/Тайная; ...» (every player)."""

from __future__ import annotations

from core.names import fold
from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.mechanics import gs, kill


def parse(res: Resolution, text: str) -> dict[int, tuple[str, str]] | None:
    game = res.game
    found: dict[int, tuple[str, str]] = {}
    for part in text.replace("\n", ";").split(";"):
        if not part.strip():
            continue
        if ":" not in part or "/" not in part:
            return None
        name, roles = part.split(":", 1)
        public, secret = roles.split("/", 1)
        player = game.find(name.strip())
        pr, sr = game.variant.roles.role(public.strip()), game.variant.roles.role(secret.strip())
        if player is None or pr is None or sr is None:
            return None
        found[player.seat] = (pr.name, sr.name)
    return found


def reveal(res: Resolution, action: Action) -> None:
    game = res.game
    actor = res.player(action.actor)
    listed = parse(res, action.text or "") or {}
    right = len(listed) == len(game.players) and all(
        listed.get(p.seat) == (p.public, p.role) for p in game.players)
    res.announce("fantasy.cards_revealed", actor=actor.name, text=action.text or "")
    if right:
        gs(game).card_master_won = actor.seat
        res.announce("fantasy.cards_right", actor=actor.name)
    else:
        res.announce("fantasy.cards_wrong", actor=actor.name)
        kill(game, actor, "Раскрыть карты")


_ = fold

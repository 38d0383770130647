"""Opening a game (issue 31, item 12): which rules and edition a host named, the options he typed
(in Russian or by their ids), and the role list he sets — checked for its count, for a side that
can win, and with the nearest role's name for a typo. Pure: the engine and the server's settings
in, a choice or a :class:`Refusal` with the reason in Russian out."""

from __future__ import annotations

import difflib
import logging
import random
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot import render
from bot.tables import Refusal
from bot.texts import t
from core.commands import EndPhase
from core.names import fold

if TYPE_CHECKING:
    from bot.settings import ServerSettings
    from core.registry import Engine
    from core.variant import Variant

log = logging.getLogger(__name__)

# Option names as a host writes them in Russian, by the variant's option id.
OPTION_NAMES = {"edition": ("редакция", "издание")}


@dataclass(frozen=True)
class Offer:
    """One choice of rules: a variant, and an edition where it has them (None: its default)."""

    variant: "type[Variant]"
    edition: str | None

    @property
    def value(self) -> str:
        return f"{self.variant.id}:{self.edition}" if self.edition else self.variant.id


def book_title(engine: "Engine", variant: "type[Variant]", edition: str | None) -> str:
    return engine.book(variant.id, edition).title() if edition else variant.title


def names_of(engine: "Engine", offer: Offer) -> list[str]:
    """Every name a host may give this choice: the id («fantasy:IV», «fantasy IV»), the book's title
    («Фэнтези IV «Темный Гримуар»»), its own title in quotes («Темный Гримуар»), «Фэнтези IV»."""
    variant, edition = offer.variant, offer.edition
    if edition is None:
        return [variant.id, variant.title, *variant.aliases]
    title = book_title(engine, variant, edition)
    quoted = re.findall(r"«([^«»]+)»", title)
    return [offer.value, f"{variant.id} {edition}", title, f"{variant.title} {edition}", *quoted[-1:],
            *(f"{alias} {edition}" for alias in variant.aliases)]


def offers(engine: "Engine", settings: "ServerSettings | None") -> list[Offer]:
    """What this server plays, in the engine's order: a whole variant (its default edition) where the
    server allows it, and each edition it allows."""
    found = []
    for variant in engine.variants:
        whole = settings is None or settings.allows(variant.id)
        if whole:
            found.append(Offer(variant, None))
        for edition in variant.editions:
            if whole or settings.allows(variant.id, edition):  # type: ignore[union-attr]
                found.append(Offer(variant, edition))
    return found


def label(engine: "Engine", offer: Offer) -> str:
    """How a choice is offered in the menu: «Фэнтези IV «Темный Гримуар» (fantasy:IV)»; a variant
    with editions played in its default one says so."""
    if offer.edition is None and offer.variant.editions:
        default = offer.variant.edition_of({})
        return t("opening.default_edition", title=offer.variant.title, edition=default, id=offer.value)
    return f"{book_title(engine, offer.variant, offer.edition)} ({offer.value})"


def choose(engine: "Engine", settings: "ServerSettings", said: str, options: dict[str, Any]) -> tuple[
        "type[Variant]", dict[str, Any]]:
    """The variant and the options of a new game from what the host typed: the variant by id, name or
    an edition's title, the options with Russian names; every refusal in Russian."""
    options = dict(options)
    wanted = fold(said.strip())
    every = [Offer(v, None) for v in engine.variants] + \
        [Offer(v, e) for v in engine.variants for e in v.editions]
    found = next((o for o in every if any(fold(n) == wanted for n in names_of(engine, o))), None)
    if found is None:
        titles = ", ".join(label(engine, o) for o in offers(engine, settings)) or "—"
        raise Refusal(t("opening.unknown_variant", variant=render.name(said.strip()), known=titles))
    variant = found.variant
    options = translate(variant, options)
    if found.edition is not None:
        told = options.get("edition")
        if told is not None and fold(str(told)) != fold(found.edition):
            raise Refusal(t("opening.two_editions", first=found.edition, second=render.name(str(told))))
        options["edition"] = found.edition
    check(variant, options)
    allowed = [o for o in offers(engine, settings) if o.variant is variant]
    if not allowed:
        raise Refusal(t("lobby.variant_off", variant=variant.title))
    if variant.editions:
        edition = variant.edition_of(options)
        whole = any(o.edition is None for o in allowed)
        if not whole and "edition" not in options:
            if len(allowed) == 1:  # the one edition the server plays
                options["edition"] = allowed[0].edition
                return variant, options
            raise Refusal(t("opening.which_edition", variant=variant.title,
                            editions=", ".join(label(engine, o) for o in allowed)))
        if not whole and edition not in {o.edition for o in allowed}:
            raise Refusal(t("opening.edition_off", edition=book_title(engine, variant, edition),
                            editions=", ".join(label(engine, o) for o in allowed)))
    return variant, options


def translate(variant: "type[Variant]", options: dict[str, Any]) -> dict[str, Any]:
    """Options typed with their Russian names («редакция=IV») under the variant's ids; an unknown one
    refused with the names it takes."""
    specs = variant.all_option_specs()
    result: dict[str, Any] = {}
    for key, value in options.items():
        name = next((o for o in specs if fold(o) == fold(key) or
                     any(fold(n) == fold(key) for n in OPTION_NAMES.get(o, ()))), None)
        if name is None:
            known = ", ".join(option_label(o) for o in specs) or "—"
            raise Refusal(t("opening.unknown_option", option=render.name(str(key)), variant=variant.title,
                            known=known) if specs else
                          t("opening.no_options", option=render.name(str(key)), variant=variant.title))
        result[name] = value
    return result


def option_label(option: str) -> str:
    names = OPTION_NAMES.get(option)
    return f"{names[0]} ({option})" if names else option


def check(variant: "type[Variant]", options: dict[str, Any]) -> None:
    """Each option's value among those the variant allows (an edition matched case-insensitively)."""
    specs = variant.all_option_specs()
    for name, value in options.items():
        allowed = specs[name][1]
        if name == "edition":
            if not any(fold(str(e)) == fold(str(value)) for e in variant.editions):
                raise Refusal(t("opening.bad_option", option=option_label(name), value=render.name(str(value)),
                                allowed=", ".join(map(str, allowed or ()))))
            options[name] = variant.edition_of(options)
        elif allowed is not None and value not in allowed:
            raise Refusal(t("opening.bad_option", option=option_label(name), value=render.name(str(value)),
                            allowed=", ".join(map(str, allowed))))


# --- the role list ---------------------------------------------------------------------------


def role_names(book: Any, text: str) -> list[str]:
    """The secret roles of a typed list, by the book's names; a name the book lacks is refused with
    the nearest role's name."""
    secret = [r for r in book.roles.secret_roles()]
    names = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        role = book.roles.role(part)
        if role is None or role.public:
            raise Refusal(nearest(part, secret))
        names.append(role.name)
    return names


def nearest(said: str, roles: list[Any]) -> str:
    spelled = {fold(name): role.name for role in roles for name in (role.name, *role.aliases)}
    close = difflib.get_close_matches(fold(said), list(spelled), n=1, cutoff=0.6)
    if close:
        return t("opening.no_role_near", role=render.name(said), near=spelled[close[0]])
    return t("opening.no_role", role=render.name(said), roles=", ".join(r.name for r in roles))


def check_role_list(engine: "Engine", variant_id: str, options: dict[str, Any], names: list[str]) -> None:
    """A role list the rules can play: as many roles as the variant seats, and no side that has won
    before anyone moved (the game with these roles and no moves, its first phase ended, is not over)."""
    variant = engine.make_variant(variant_id, options)
    if not variant.min_players <= len(names) <= variant.max_players:
        raise Refusal(t("opening.role_count", count=len(names), need=render.players_needed(variant)))
    players = [f"Игрок {i + 1}" for i in range(len(names))]
    try:
        setups = variant.deal(players, [None] * len(names), random.Random(0))
        for setup, role in zip(setups, names):
            setup.role = role
        game = engine.new_game(variant_id, setups, seed=0, options=options)
        if not game.over:
            game.execute(EndPhase())
    except (ValueError, NotImplementedError, KeyError):
        log.info("a role list of %s could not be tried: %s", variant_id, names, exc_info=True)
        return
    if game.over:
        raise Refusal(t("opening.role_list_over", winner=render.name(str(game.winner))))

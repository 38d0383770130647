"""Registries that plugins fill through the ``register_*`` hooks, and the
engine that loads plugins and builds each variant's book of rules."""

from __future__ import annotations

import collections.abc
import dataclasses
import difflib
import importlib.metadata
import logging
import types
import typing
from dataclasses import dataclass, field
from types import MappingProxyType, ModuleType
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence

import pluggy

from core import hookspecs
from core.model import phase_kind
from core.names import NameIndex, fold
from core.rules import Ability, Faction, Role, qualified
from core.texts import DEFAULT_LOCALE, Texts, load_catalog

if TYPE_CHECKING:
    from core.game import Game
    from core.resolution import Resolution
    from core.variant import Variant

ENTRY_POINT_GROUP = "mafia_bot.variants"
log = logging.getLogger(__name__)


class VariantRegistry:
    def __init__(self) -> None:
        self._variants: dict[str, type[Variant]] = {}
        self._names: NameIndex[type[Variant]] = NameIndex()

    def add(self, variant: "type[Variant]", editions: "Mapping[str, type[Variant]] | None" = None) -> None:
        """Register a variant; ``editions`` is its table of editions (edition → the class that plays it,
        each a subclass of ``variant``), where editions are played by classes of their own."""
        if variant.id in self._variants:
            raise ValueError(f"variant {variant.id!r} is registered twice")
        if editions:
            unknown = set(editions) - set(variant.editions)
            if unknown:
                raise ValueError(f"variant {variant.id!r} has no editions {sorted(unknown)}")
            if not all(issubclass(cls, variant) for cls in editions.values()):
                raise ValueError(f"the edition classes of {variant.id!r} must be subclasses of it")
            variant.edition_classes = MappingProxyType(dict(editions))
        self._variants[variant.id] = variant
        self._names.add(variant, variant.id, *variant.aliases)

    def get(self, name: str) -> "type[Variant] | None":
        # Case first, then look-alikes: «HP» is «hp», though a capital Latin H looks like Cyrillic Н.
        return self._names.get(name) or self._names.get(name.casefold())

    def __iter__(self):
        return iter(self._variants.values())

    def __len__(self) -> int:
        return len(self._variants)


class RoleModuleError(TypeError):
    """A role module breaks its book's contract: a missing, mistyped or misspelled export (named)."""


def contract_exports(contract: type) -> dict[str, tuple[Any, bool]]:
    """A role-module contract's exports: name -> (type, required). The contract is a
    ``typing.Protocol`` class; an export with a default in the class is optional (the module may
    leave it out), one without is required."""
    hints = typing.get_type_hints(contract)
    return {name: (hint, not hasattr(contract, name)) for name, hint in hints.items()}


def _is_a(value: Any, hint: Any) -> bool:
    """A shallow run-time check of a contract's annotation: the outer type of a generic (``dict``,
    ``tuple``, ``Callable``...), each arm of a union, ``Literal`` values, ``Any``."""
    if hint is Any:
        return True
    if hint is None or hint is type(None):
        return value is None
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(_is_a(value, arm) for arm in typing.get_args(hint))
    if origin is typing.Literal:
        return value in typing.get_args(hint)
    if origin is collections.abc.Callable or hint is collections.abc.Callable:
        return callable(value)
    if origin is not None:
        return isinstance(value, origin)
    return isinstance(value, hint) if isinstance(hint, type) else True


def _case(name: str) -> str:
    return "upper" if name.isupper() else "lower" if name.islower() else "mixed"


def check_role_module(module: ModuleType, contract: type) -> None:
    """Check a role module against its book's contract (a ``typing.Protocol`` class; see
    docs/architecture.md, «A role module's contract»): every required export is there, every export
    has its type, and no public name of the module is a misspelling of an export (``PASIVES``,
    ``defnd``, ``Instant``: a name the engine would never read). Raises :class:`RoleModuleError`
    naming the module and the export."""
    exports = contract_exports(contract)
    where = module.__name__
    for name, (hint, required) in exports.items():
        if not hasattr(module, name):
            if required:
                raise RoleModuleError(f"role module {where} has no {name!r} (required by {contract.__name__})")
            continue
        if not _is_a(getattr(module, name), hint):
            raise RoleModuleError(f"role module {where}: {name!r} is {type(getattr(module, name)).__name__}, "
                                  f"not {hint} ({contract.__name__})")
    for name, value in vars(module).items():
        if name.startswith("_") or name in exports or isinstance(value, ModuleType):
            continue
        if getattr(value, "__module__", where) != where and callable(value):
            continue  # imported (a class, a function of another module): not the module's own export
        # A misspelling keeps the export's case: a table (``PASIVES``) is near a table, a function (``defnd``)
        # near a function; a name in mixed case (``Instant``) is near either. (So ``hit`` is no ``HITS``, and
        # ``at_settle`` may be the function that ``AT_SETTLE`` names.)
        case = _case(name)
        folded = {export.casefold(): export for export in exports if case == "mixed" or _case(export) == case}
        key = name.casefold()
        close = difflib.get_close_matches(key, folded, n=1, cutoff=0.8)
        if close:
            raise RoleModuleError(f"role module {where}: {name!r} is not a role-module export of "
                                  f"{contract.__name__} (did you mean {folded[close[0]]!r}?)")


class RoleRegistry:
    """The factions, roles and abilities of one variant, looked up by any name."""

    def __init__(self) -> None:
        self.roles: dict[str, Role] = {}
        #: The role module of each role added by :meth:`add_module`, by role name.
        self.modules: dict[str, ModuleType] = {}
        #: The exports of the contracts the modules were checked against (:meth:`declared` asks only these).
        self._exports: dict[str, type] = {}
        self._declared: dict[str, dict[str, Any]] = {}
        self.factions: dict[str, Faction] = {}
        self._roles: NameIndex[Role] = NameIndex()
        self._factions: NameIndex[Faction] = NameIndex()
        # Ability names are not unique across roles (Лечение, Нож): index them by name.
        self._abilities: dict[str, list[Ability]] = {}
        self._ability_names: dict[str, str] = {}
        self.extra_abilities: dict[str, Ability] = {}
        # The abilities of a set of roles (by their names), for abilities_of().
        self._role_abilities: dict[tuple[str, ...], dict[str, Ability]] = {}
        self._secret_names: tuple[str, ...] | None = None  # (secret_names)

    def add_faction(self, faction: Faction) -> None:
        self.factions[faction.name] = faction
        self._factions.add(faction, faction.name, *faction.aliases)

    def add(self, role: Role) -> None:
        if role.name in self.roles:
            raise ValueError(f"role {role.name!r} is registered twice")
        # Each ability knows its role: a player whose two roles share an ability's name keeps both.
        role = dataclasses.replace(role, abilities=tuple(
            a if a.role == role.name else dataclasses.replace(a, role=role.name) for a in role.abilities))
        self.roles[role.name] = role
        self._role_abilities.clear()
        self._secret_names = None
        self._roles.add(role, role.name, *role.aliases)
        for ability in role.abilities:
            self._index_ability(ability)

    def add_module(self, module: ModuleType, contract: type, role: Role | None = None) -> None:
        """Add a role module's role (``module.ROLE``, or ``role``, the book's own reading of it) after
        checking the module against the book's ``contract`` (:func:`check_role_module`); what it
        declares is then found with :meth:`declared`."""
        check_role_module(module, contract)
        self._exports.update(dict.fromkeys(contract_exports(contract), contract))
        role = role if role is not None else module.ROLE
        self.add(role)
        self.modules[role.name] = module
        self._declared.clear()

    def declared(self, name: str) -> Mapping[str, Any]:
        """What the role modules declare under this export of their contract (``on_death``,
        ``PASSIVES``...), by role name: only the modules that declare it. Worked out once; shared. A name
        that no contract of the book has (``"on_deth"``: a step's misspelling) is a :class:`RoleModuleError`,
        not an empty table that would silently do nothing."""
        found = self._declared.get(name)
        if found is None:
            if self._exports and name not in self._exports:
                close = difflib.get_close_matches(name, self._exports, n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise RoleModuleError(f"{name!r} is not a role-module export of this book{hint}")
            found = self._declared[name] = {role: getattr(module, name) for role, module in self.modules.items()
                                            if hasattr(module, name)}
        return found

    def add_ability(self, ability: Ability) -> None:
        """An ability no role has from the start (items, gifts, weapons handed over)."""
        self.extra_abilities[ability.name] = ability
        self._index_ability(ability)

    def _index_ability(self, ability: Ability) -> None:
        self._abilities.setdefault(ability.name, []).append(ability)
        for name in (ability.name, *ability.aliases):
            self._ability_names.setdefault(fold(name), ability.name)

    def role(self, name: str) -> Role | None:
        return self._roles.get(name)

    def faction(self, name: str) -> Faction | None:
        return self._factions.get(name)

    def ability_name(self, name: str) -> str | None:
        """The canonical name of an ability (or of a role, whose name calls its
        unnamed ability), or None."""
        found = self._ability_names.get(fold(name))
        if found is not None:
            return found
        role = self._roles.get(name)
        if role is not None and role.abilities:
            return role.abilities[0].name
        return None

    def abilities_of(self, roles: Sequence[Role]) -> Mapping[str, Ability]:
        """The abilities of these roles by name. Where two roles have an ability of one
        name, both are kept: the first role's under the name, the other's under
        ``qualified(name, role)``. Worked out once per set of roles (a player's abilities
        are asked every phase); the mapping is shared: do not change it."""
        # (asked every phase for every player: one or two roles, the commonest, without a comprehension's call)
        size = len(roles)
        key = (roles[0].name,) if size == 1 else (roles[0].name, roles[1].name) if size == 2 \
            else tuple([role.name for role in roles])
        found = self._role_abilities.get(key)
        if found is None:
            found = self._role_abilities[key] = {}
            for role in roles:
                for ability in role.abilities:
                    if ability.name not in found:
                        found[ability.name] = ability
                    elif found[ability.name].role != role.name:
                        found.setdefault(qualified(ability.name, role.name), ability)
        return found

    def secret_roles(self) -> list[Role]:
        return [r for r in self.roles.values() if not r.public]

    def secret_names(self) -> tuple[str, ...]:
        """The names of :meth:`secret_roles`, worked out once (the move generator asks every phase)."""
        if self._secret_names is None:
            self._secret_names = tuple(r.name for r in self.secret_roles())
        return self._secret_names

    def public_roles(self) -> list[Role]:
        return [r for r in self.roles.values() if r.public]


Run = Callable[["Resolution"], None]
#: A line of a book's order table: ``(order, step name, phase kind or kinds, function)``.
TableLine = tuple[float, str, "str | tuple[str, ...]", Run]


@dataclass(frozen=True)
class Step:
    """One step of a phase's resolution, in the book's order."""

    order: float
    name: str
    #: A phase kind (``PhaseKind`` or a variant's own), ``"setup"``, or ``"instant"``:
    #: the steps run over an instant ability's single action the moment it is accepted.
    phase: str
    run: Run


@dataclass(frozen=True)
class MoveStep:
    """A kind of move that a numbered step of the book performs, for a variant whose steps perform the
    phase's moves by kind (the Romanian book: each of the night's 36 steps performs, in seat order, the
    moves of its kinds). ``run`` takes the resolution and the variant's own move object; ``seen`` is what
    the variant notes of the move (the Romanian Журналист's category)."""

    kind: str
    step: float
    run: Callable[["Resolution", Any], None]
    seen: Any = None


class StepRegistry:
    def __init__(self) -> None:
        self._steps: list[Step] = []
        #: The kinds of moves the book's numbered steps perform (:class:`MoveStep`), by kind.
        self.moves: dict[str, MoveStep] = {}
        # The sorted steps of each kind of phase, built on the first of() after an add().
        self._by_phase: dict[str, tuple[Step, ...]] = {}

    def add(self, order: float, name: str, phase: str, run: Run) -> None:
        self._steps.append(Step(order, name, phase_kind(phase), run))
        self._by_phase.clear()

    def add_table(self, table: Iterable[TableLine]) -> None:
        """Add a book's order table: ``(order, name, phase, function)`` lines (``roles.thug.assault``:
        the function itself, so that going to its definition and renaming it work). ``phase`` is a kind
        of phase or a tuple of them, where a step runs alike in several (edition IV's three moons, the
        cards book's night and day). A line of another shape is refused with its place in the table."""
        for at, line in enumerate(table):
            if not (isinstance(line, tuple) and len(line) == 4):
                raise TypeError(f"line {at} of the order table is not (order, name, phase, function): {line!r}")
            order, name, phases, run = line
            if not isinstance(order, (int, float)) or not isinstance(name, str):
                raise TypeError(f"line {at} of the order table: {order!r}, {name!r} is not an order and a name")
            if not callable(run):
                raise TypeError(f"step {name!r} ({order}) of the order table: {run!r} is not a function")
            phases = (phases,) if isinstance(phases, str) else phases
            if not (isinstance(phases, tuple) and phases and all(isinstance(p, str) for p in phases)):
                raise TypeError(f"step {name!r} ({order}) of the order table: {line[2]!r} is not a phase kind "
                                f"nor a tuple of them")
            for phase in phases:
                self.add(order, name, phase, run)

    def add_move(self, kind: str, step: float, run: Callable[["Resolution", Any], None], seen: Any = None) -> None:
        """The moves of this kind (an ability's name) are performed at the book's numbered step ``step``
        by ``run(res, move)`` (a variant that performs moves by kind, the Romanian book); a plugin adds a
        move to another plugin's book this way, beside its role."""
        if kind in self.moves:
            raise ValueError(f"the move {kind!r} is registered twice")
        if not callable(run):
            raise TypeError(f"the move {kind!r}: {run!r} is not a function")
        self.moves[kind] = MoveStep(kind, step, run, seen)

    def add_moves(self, table: Iterable[tuple[str, float, Callable[["Resolution", Any], None], Any]]) -> None:
        """Add a book's table of moves: ``(kind, step, function, seen)`` lines (:meth:`add_move`)."""
        for kind, step, run, seen in table:
            self.add_move(kind, step, run, seen)

    def of(self, phase: str) -> tuple[Step, ...]:
        """The steps of this kind of phase, in order (asked at every phase's end)."""
        steps = self._by_phase.get(phase)
        if steps is None:
            steps = self._by_phase[phase] = tuple(sorted((s for s in self._steps if s.phase == phase),
                                                         key=lambda s: s.order))
        return steps


class TextRegistry:
    """The text catalogs of one variant, per locale."""

    def __init__(self) -> None:
        self.packages: list[str] = []

    def add_package(self, package: str) -> None:
        self.packages.append(package)

    def texts(self, locale: str = DEFAULT_LOCALE) -> Texts:
        texts = Texts(locale)
        for package in self.packages:
            texts.add(load_catalog(package, locale))
        return texts


@dataclass
class Book:
    """Everything the plugins registered for one variant (and edition)."""

    variant: "type[Variant]"
    edition: str | None
    roles: RoleRegistry
    steps: StepRegistry
    text_registry: TextRegistry
    _texts: dict[str, Texts] = field(default_factory=dict)

    def texts(self, locale: str = DEFAULT_LOCALE) -> Texts:
        if locale not in self._texts:
            self._texts[locale] = self.text_registry.texts(locale)
        return self._texts[locale]

    def title(self, locale: str = DEFAULT_LOCALE) -> str:
        """The book's name for people: an edition's own title where its catalog has one
        (``title.<edition>``: «Фэнтези II «Сатисфакция»»), else the variant's."""
        default = self.variant.title or self.variant.id
        if self.edition is None:
            return default
        return self.texts(locale).get(f"title.{self.edition}", default) or default


class Engine:
    """Loads plugins and builds each variant's :class:`Book`.

    Holds no game state: games are :class:`core.game.Game` objects made by
    :meth:`new_game` and kept by whoever runs them.
    """

    def __init__(self, plugins: Iterable[object] = (), *, entry_points: bool = True) -> None:
        self.pm = pluggy.PluginManager(hookspecs.PROJECT)
        self.pm.add_hookspecs(hookspecs)
        #: Plugins that failed to load: (entry point name, error); the others still work.
        self.broken: list[tuple[str, str]] = []
        if entry_points:
            self._load_entry_points()
        for plugin in plugins:
            if not self.pm.is_registered(plugin):
                self.pm.register(plugin)
        # A hook implementation no spec names (``mafia_regster_roles``) is refused with its name: pluggy
        # would otherwise never call it, and the plugin would silently do nothing.
        self.pm.check_pending()
        self.variants = VariantRegistry()
        self.pm.hook.mafia_register_variants(variants=self.variants)
        self._books: dict[tuple[str, str | None], Book] = {}

    def _load_entry_points(self) -> None:
        """Register the plugins of the entry-point group, once per name (the first
        distribution that provides it), skipping one that fails to import: a broken
        or stale install of one variant must not take the others down."""
        seen: set[str] = set()
        for entry in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
            if entry.name in seen:
                continue
            seen.add(entry.name)
            try:
                plugin = entry.load()
            except Exception as error:  # any import-time failure of a third-party plugin
                self.broken.append((entry.name, f"{type(error).__name__}: {error}"))
                log.warning("variant plugin %r failed to load: %s", entry.name, error)
                continue
            if self.pm.get_plugin(entry.name) is None and not self.pm.is_registered(plugin):
                self.pm.register(plugin, name=entry.name)
                try:
                    self.pm.check_pending()
                except pluggy.PluginValidationError as error:  # a misspelled hook: refuse the plugin
                    self.pm.unregister(plugin)
                    self.broken.append((entry.name, str(error)))
                    log.warning("variant plugin %r refused: %s", entry.name, error)

    def variant(self, name: str) -> "type[Variant]":
        variant = self.variants.get(name)
        if variant is None:
            known = ", ".join(v.id for v in self.variants)
            raise KeyError(f"unknown variant {name!r} (installed: {known})")
        return variant

    def book(self, name: str, edition: str | None = None) -> Book:
        """The roles, steps and texts of a variant's edition (its default edition
        where none is named), built once."""
        variant = self.variant(name)
        edition = variant.edition_of({"edition": edition} if edition is not None else {})
        key = (variant.id, edition)
        if key not in self._books:
            roles, steps, texts = RoleRegistry(), StepRegistry(), TextRegistry()
            self.pm.hook.mafia_register_roles(variant=variant, roles=roles, edition=edition)
            self.pm.hook.mafia_register_steps(variant=variant, steps=steps, edition=edition)
            self.pm.hook.mafia_register_texts(variant=variant, texts=texts, edition=edition)
            self._books[key] = Book(variant.class_of(edition), edition, roles, steps, texts)
        return self._books[key]

    def make_variant(self, name: str, options: Mapping[str, Any] | None = None) -> "Variant":
        options = dict(options or {})
        variant = self.variant(name)
        book = self.book(name, variant.edition_of(options))
        return book.variant(book, options)

    def new_game(self, variant: str, setups, *, seed: int = 0, options: Mapping[str, Any] | None = None,
                 start: str | None = None, locale: str = DEFAULT_LOCALE) -> "Game":
        from core.game import Game

        game = Game(self.make_variant(variant, options), setups, seed=seed, start=start, locale=locale,
                    hooks=self.pm.hook)
        return game

"""The plugin contract: every hook is documented and prefixed; the built-in
variants are installed through the entry-point group."""

from __future__ import annotations

import inspect

from core import hookspecs
from core.registry import Engine
from plugins import BUILTIN


def hook_functions():
    return [f for name, f in inspect.getmembers(hookspecs, inspect.isfunction)
            if hasattr(f, "mafia_bot_spec")]


def test_every_hook_has_the_prefix_and_a_docstring() -> None:
    hooks = hook_functions()
    assert len(hooks) >= 6
    for hook in hooks:
        assert hook.__name__.startswith("mafia_"), hook.__name__
        doc = inspect.getdoc(hook) or ""
        assert len(doc) > 40, f"{hook.__name__} has no real docstring"
        assert "Called" in doc, f"{hook.__name__}'s docstring does not say when it is called"


def test_every_hook_is_typed() -> None:
    for hook in hook_functions():
        signature = inspect.signature(hook)
        for parameter in signature.parameters.values():
            assert parameter.annotation is not inspect.Parameter.empty, f"{hook.__name__}({parameter.name})"
        assert signature.return_annotation is not inspect.Signature.empty, hook.__name__


def test_builtin_variants_come_from_entry_points() -> None:
    engine = Engine()
    installed = {v.id for v in engine.variants}
    assert set(BUILTIN) <= installed
    # Every implementation a plugin registered matches a spec (pluggy raises otherwise).
    engine.pm.check_pending()


def test_engine_without_entry_points_knows_no_variant() -> None:
    assert len(Engine(entry_points=False).variants) == 0


def test_a_third_party_plugin_can_add_a_role_to_a_variant() -> None:
    from core.rules import Role

    class Extra:
        @hookspecs.hookimpl
        def mafia_register_roles(self, variant, roles):
            if variant.id == "hp":
                roles.add(Role("Тестовый житель", faction="Закон"))

    engine = Engine([Extra()])
    assert engine.book("hp").roles.role("тестовый житель") is not None

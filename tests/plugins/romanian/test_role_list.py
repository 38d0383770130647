"""The host's own list of roles (Romanian): every refusal of check_roles at its edge, with a
reason in Russian, and the lists just inside each edge accepted."""

from __future__ import annotations

import pytest

CIV = "Мирный житель"


@pytest.mark.parametrize("roles, key", [
    (["Вербовщик", CIV, CIV], "reject.romanian.roles.no_boss"),
    (["Рядовой", CIV], "reject.romanian.roles.no_boss"),
    (["Босс", "Вербовщик", "Вербовщик"], "reject.romanian.roles.one_recruiter"),
    (["Босс", "Босс", "Вербовщик", "Вербовщик", "Вербовщик"], "reject.romanian.roles.one_recruiter"),
    (["Босс", "Вербовщик"] + ["Рядовой"] * 4, "reject.romanian.roles.clan_too_big"),
    (["Босс", "Босс"] + ["Рядовой"] * 9, "reject.romanian.roles.clan_too_big"),
    (["Босс", "Следователь", "Следователь"], "reject.romanian.roles.two_cops"),
    (["Босс", "Следователь", "Помощник следователя", "Помощник следователя"], "reject.romanian.roles.two_cops"),
    (["Босс", "Помощник следователя"], "reject.romanian.roles.assistant_alone"),
    (["Босс", "Обращённый вампир"], "reject.romanian.roles.turned_not_dealt"),
    (["Босс", "Врач", "Врач"], "reject.romanian.roles.unique"),
    (["Босс", "Поп", "Журналист", "Поп", "Журналист"], "reject.romanian.roles.unique"),
    (["Босс", "Босс", "Босс"], "reject.romanian.roles.two_clans"),
])
def test_a_list_the_book_forbids_is_refused_with_a_reason(engine, roles, key) -> None:
    variant = engine.make_variant("romanian")
    rejection = variant.check_roles(roles)
    assert rejection is not None and rejection.key == key
    text = engine.book("romanian").texts().rejection(rejection)
    assert text and not text.startswith("reject.")
    if key == "reject.romanian.roles.unique":
        assert ("Врач" in text) if "Врач" in roles else ("Журналист" in text and "Поп" in text)


@pytest.mark.parametrize("roles", [
    [CIV, CIV, "Врач"],                                               # no clan at all
    ["Босс", "Вербовщик"] + ["Рядовой"] * 3,                          # five: the largest clan
    ["Босс", "Босс", "Вербовщик", "Вербовщик"] + ["Рядовой"] * 6,    # two clans of five
    ["Босс", "Следователь", "Помощник следователя"],
    ["Босс", "Следователь"],
    ["Босс", "Рядовой", "Рядовой", CIV, CIV, "Маньяк", "Маньяк"],     # roles that may repeat
])
def test_lists_just_inside_the_edges_are_accepted(engine, roles) -> None:
    assert engine.make_variant("romanian").check_roles(roles) is None


def test_a_refused_list_is_never_dealt(engine) -> None:
    import random

    variant = engine.make_variant("romanian")
    with pytest.raises(ValueError):
        variant.deal_roles(["Аня", "Борис"], ["Босс", "Помощник следователя"], random.Random(1))
    dealt = variant.deal_roles([f"И{i}" for i in range(6)], ["Босс", "Босс", "Вербовщик", "Рядовой", "Рядовой",
                                                            "Следователь"], random.Random(2))
    teams = {(s.role, s.team) for s in dealt if s.team is not None}
    assert {t for r, t in teams if r == "Босс"} == {1, 2}
    assert sorted(t for r, t in teams if r == "Рядовой") == [1, 2]

"""Тварь (Нейтрал): Приспосабливайся (Т,К: маска), Пожирай (2 урона; убив — +1 жизнь и
может сменить маску; перезарядка ночь), Превзмогай (не попадает в Лазарет), Уничтожай
(побеждает одна), Раздражай (пока жива, другие не побеждают). Под Паранойей Мастера карт —
подсовывает ему ложную информацию или скрывает истинную (через мастера)."""

from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.roles import all_of, ATTACK, K, NIGHT, not_self, recharge, START, start_only, T, tags
from plugins.fantasy.common.mechanics import BEAST, gs, heal, st
from plugins.fantasy.common.state import NEUTRAL, Hit
from plugins.fantasy.v01_i.night import act, sc, targets

HIDE = "скрыть"
PARANOIA = "paranoia"  # offered only while a living Мастер карт's Паранойя is on the Тварь


def readers(game, seat: int) -> list[int]:
    """The living Мастера карт who threw Паранойя (Туз Крестей) on this player."""
    return [m for m, watched in gs(game).paranoia.items() if seat in watched and game.players[m].alive]


def under_paranoia(game, player, action: Action) -> Rejection | None:
    """«Брошенная на Тварь, позволяет Твари … подсовывать ему любую ложную информацию или скрывать
    истинную»: only under a living Мастер карт's Паранойя; a false letter (text, and the sender and
    recipient it claims: two targets) or «скрыть»."""
    if not readers(game, player.seat):
        return reject("reject.fantasy.beast_no_paranoia")
    hide = (action.choice or "").strip().lower() == HIDE
    if len(action.targets) == 1 or not (hide or (action.text or "").strip()):
        return reject("reject.fantasy.beast_paranoia_format")
    return None


# Passive abilities: not moves, the night applies them (name, marks).
PASSIVES = [("Превзмогай", ()), ("Уничтожай", ()), ("Раздражай", ())]

ROLE = Role("Тварь", faction=NEUTRAL, abilities=(
    Ability("Приспосабливайся", phase=NIGHT, min_targets=0, max_targets=0, needs=frozenset({"role"}),
            targeted=False, slot="маска", check=start_only, tags=tags(T, K, START, "mask")),
    # choice «маска»: take the victim's role as the new mask if it dies.
    Ability("Пожирай", phase=NIGHT, value=1, choices=("маска", "сменить маску", "нет"),
            check=all_of(not_self, recharge), tags=tags(ATTACK)),
    # Паранойя: `text` (with `targets: [claimed sender, claimed recipient]`, or none: a note) and/or
    # `choice: скрыть` (this night's true reports of its letters do not reach the Мастер карт).
    Ability("Паранойя", phase=NIGHT, min_targets=0, max_targets=2, choices=(HIDE, "подсунуть"),
            targeted=False, slot="паранойя", aliases=("Подсунуть", "Ложная информация"),
            check=under_paranoia, tags=tags(PARANOIA)),
))


def devour_mask(res: Resolution) -> None:
    """Пожирай, before the morning's statuses: a victim about to die (a choice other than «нет») is told
    as the Тварь's old mask; the Тварь takes the victim's role if he dies (``devour``)."""
    for action in act(res, "Пожирай"):
        victim = res.player(targets(res, action)[0])
        if victim.alive and st(victim).lives <= 0 and action.choice and action.choice.lower() != "нет":
            beast = res.player(action.actor)
            sc(res).devour_masks[action.actor] = victim.role
            st(victim).mask = st(beast).mask or BEAST


def devour(res: Resolution) -> None:
    """Пожирай, after the morning's statuses: a victim dead by then gives +1 life (and the mask)."""
    night = sc(res)
    for action in act(res, "Пожирай"):
        seat = targets(res, action)[0]
        if seat in night.died:
            heal(res.game, action.actor, 1)
            if action.actor in night.devour_masks:
                st(res.player(action.actor)).mask = night.devour_masks[action.actor]
                res.tell(action.actor, "fantasy.result.masked", role=night.devour_masks[action.actor])


def hide_letters(res: Resolution) -> None:
    """Паранойя «скрыть», before the mail: this night's true reports of the Тварь's letters do not reach
    the Мастера карт reading it (``night.mail``)."""
    for action in act(res, "Паранойя"):
        if (action.choice or "").strip().lower() == HIDE:
            sc(res).mail_hidden[action.actor] = set(readers(res.game, action.actor))


def false_letters(res: Resolution) -> None:
    """Паранойя, after the mail: the Тварь's false information, as the Мастер карт's."""
    for action in act(res, "Паранойя"):
        text = (action.text or "").strip()
        if not text:
            continue
        for master in readers(res.game, action.actor):
            if len(action.targets) == 2:
                res.tell(master, "fantasy.cards.paranoia", sender=res.player(action.targets[0]).name,
                         recipient=res.player(action.targets[1]).name, text=text)
            else:
                res.tell(master, "fantasy.cards.paranoia_note", text=text)


def devour_hits(res: Resolution, ability: str) -> list[Hit]:
    """Пожирай: 2 damage, the strongest attack of the night."""
    return [Hit(action.actor, targets(res, action)[0], ability, 2, 1) for action in act(res, ability)]

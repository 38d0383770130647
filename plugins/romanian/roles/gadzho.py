"""Гаджо (Нейтралы): один ход за ночь на выбор (choice): «ход» — ходит вместо
цели; «похищение» — узнаёт, к кому цель идёт; «кабаре» — отводит цель в
кабаре."""

from core.names import fold
from core.rules import Ability, Role, reject
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.mechanics import GADZHO, JESTER, NEUTRAL, RECRUITER, THIEF, VAMPIRE, st
from plugins.romanian.night import drop_moves, fail, main_move, nt, ok, simple_visit
from plugins.romanian.state import Move

STEAL, KIDNAP, CABARET = "ход", "похищение", "кабаре"
WORDS = {STEAL: ("ход", "кража хода", "украсть ход", "ворует ход", "воровство хода", "украл ход", "кража",
                 "ворует", "steal"),
         KIDNAP: ("похищение", "похитить", "похищает", "похищение персонажа", "похитил", "kidnap"),
         CABARET: ("кабаре", "в кабаре", "отвести в кабаре", "отводит в кабаре", "отвод в кабаре", "cabaret")}
CHOICES = {fold(w): k for k, words in WORDS.items() for w in words}


def kind_of(choice: str | None) -> str | None:
    """The kind of move, also from a phrase that names it («ворует ход»)."""
    if not choice:
        return None
    word = fold(choice)
    if word in CHOICES:
        return CHOICES[word]
    for stem, kind in (("кабаре", CABARET), ("похи", KIDNAP), ("ход", STEAL), ("вор", STEAL), ("крад", STEAL)):
        if stem in word:
            return kind
    return None


def gadzho_check(game: Game, player: Player, action: Action) -> Rejection | None:
    kind = kind_of(action.choice)
    if kind is None:
        return reject("reject.romanian.gadzho_choice")
    target = action.targets[0]
    if kind in (STEAL, CABARET):
        for use in player.uses_of(GADZHO):
            if use.targets and use.targets[0] == target and st(player).gadzho_kinds.get(str(use.phase)) == kind:
                return reject("reject.target_limit", ability=GADZHO, name=game.players[target].name, times=1)
    if kind == CABARET and st(game.players[target]).cabaret >= 2:
        return reject("reject.romanian.cabaret_used", target=game.players[target].name)
    return None


ROLE = Role(
    GADZHO,
    faction=NEUTRAL,
    abilities=(Ability(GADZHO, allow_self=False, needs=frozenset({"choice"}), check=gadzho_check,
                       choices=tuple(w for words in WORDS.values() for w in words)),),
)


def act(res: Resolution, move: Move) -> None:
    game = res.game
    night = nt(res)
    kind = kind_of(move.choice)
    st(game.players[move.actor]).gadzho_kinds[str(res.phase.index)] = kind
    target = simple_visit(res, move)
    if target is None:
        return
    if kind == CABARET:
        s = st(game.players[target])
        if s.cabaret >= 2:
            fail(res, move)
            return
        s.cabaret += 1
        night.cabaret.add(target)
        night.untouchable.add(target)
        drop_moves(res, target, after=9)
        ok(move)
        return
    own = main_move(res, target, after=0)
    if kind == KIDNAP:
        if own is None or own.step < 9 or not own.targets:
            fail(res, move)
            return
        ok(move, "romanian.answer.kidnap", whom=game.players[own.targets[0]].name)
        return
    # The stolen move.
    victim = game.players[target]
    if (own is None or own.step < 9 or victim.role in (RECRUITER, VAMPIRE, JESTER, THIEF)
            or target in night.suicidal or target in night.berserk):
        fail(res, move)
        return
    if move.actor in own.targets:
        # «Если украденный ход с воздействием на Гаджо, то ход он не совершает»: the move is
        # taken (the victim sits at home) but nobody makes it; Гаджо hears «Неудачно».
        own.done = own.failed = own.silent = True
        fail(res, move)
        res.tell(target, "romanian.answer.stayed_home")
        return
    own.actor, own.answer_to, own.via = move.actor, None, "gadzho"
    move.silent = True
    ok(move)
    res.tell(target, "romanian.answer.stayed_home")

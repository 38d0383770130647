"""Playing: ``/act``, ``/withdraw``, ``/actions``, ``/vote``, ``/unvote``, ``/role``, ``/status``;
and the count of posts in the town square (``on_message``)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import decks, render
from bot.cogs import bot_of, defer, guard, reply
from bot.tables import Refusal, Table
from bot.texts import L, t
from bot.views import target_view
from core.commands import Act, Unvote, Vote, Withdraw
from core.names import fold
from core.parse import CARD_TAG, SOURCES, Ambiguous, Unknown, move_fields, split_list, split_pile
from core.rules import Action, qualified

# Peace is a choice of its own: the vote menu's value for it, which no name can be (names
# lose «#», :func:`bot.render.safe_name`); players are offered by seat («#3»), never by name.
PEACE = "#-"
PEACE_TYPED = ("-",)  # what a voter may type for peace (no seated name reads so: Lobby.seat_name)


def seat_value(seat: int) -> str:
    """The value a menu or autocomplete gives for a player: his seat, not his name."""
    return f"#{seat}"


def find_player(table: Table, text: str) -> int | None:
    """The seat a value names: a seat id («#3», what the menus give), else a name as typed."""
    text = text.strip()
    if text.startswith("#") and text[1:].isdigit():
        seat = int(text[1:])
        return seat if 0 <= seat < len(table.game.players) else None
    player = table.game.find(text)
    return player.seat if player is not None else None


def _table_and_seat(interaction: discord.Interaction) -> tuple[Table, int] | None:
    games = bot_of(interaction).games
    try:
        table = games.here(interaction)
    except Refusal:
        return None
    if table is None or table.lobby or table.session is None:
        return None
    seat = table.seat_of(interaction.user.id)
    return (table, seat) if seat is not None else None


def held_cards(table: Table, seat: int) -> list[tuple[str, str]]:
    """The cards the player may play from (``Variant.piles``: hand, then sleeve), each once per
    pile, as (pile word, card)."""
    game = table.game
    out = []
    for pile, cards in game.variant.piles(game.players[seat]).items():
        source = SOURCES.get(pile)
        if source is not None:
            out += [(source, card) for card in dict.fromkeys(cards)]
    return out


def ability_entries(table: Table, seat: int) -> list[tuple[str, str]]:
    """What the ability menu offers, as (shown, value): the cards in hand and sleeve that can be
    played now («Нож — рука», value «рука: Нож»), then the other abilities; a card ability for
    a card the player does not hold is left out."""
    game = table.game
    player = game.players[seat]
    available = {a.name: a for a in game.available(player)}
    book = decks.deck_book(game, player)
    entries = []
    piles = {word: pile for pile, word in SOURCES.items()}
    for source, card in held_cards(table, seat):
        ability = available.get(card)
        if ability is not None:
            word = t("act.instant_word") if ability.instant else ""
            known = book.card(card) if book is not None else None
            price = game.variant.card_cost(player, card, piles[source])  # the player's own (Культист)
            price = price if price is not None else known.cost if known is not None else 0
            cost = t("act.card_cost", cost=price) if price else ""
            entries.append((t("act.card_choice", card=card, pile=source, instant=word, cost=cost),
                            f"{source}: {card}"))
    deck_left = bool(game.variant.piles(player).get("deck"))
    for ability in available.values():
        if CARD_TAG in ability.tags or any(card == ability.name for _, card in held_cards(table, seat)):
            continue
        if decks.DECK_TAG in ability.tags and str(game.phase.kind) != "setup" and deck_left:
            continue  # a new deck only once the old one is empty
        if game.variant.controller(game, player, ability) not in (None, seat):
            continue  # another uses it in his name (Кукла)
        entries.append((ability.name, ability.name))
    for other, ability in game.controllable(player):  # another's ability used in his name (Кукла)
        value = ability.name
        if value in available and ability.role is not None:
            value = qualified(ability.name, ability.role)  # «Взятка (Богач)» beside his own Взятка
        word = t("act.instant_word") if ability.instant else ""
        entries.append((t("act.controlled_choice", ability=value, player=game.names.get(other.name, other.name),
                           instant=word),
                        value))
    return entries


async def ability_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    found = _table_and_seat(interaction)
    if found is None:
        return []
    table, seat = found
    return [app_commands.Choice(name=shown[:100], value=value[:100]) for shown, value in ability_entries(table, seat)
            if fold(current) in fold(shown) or fold(current) in fold(value)][:25]


async def sent_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The moves the player has sent this phase (what /withdraw can take back)."""
    found = _table_and_seat(interaction)
    if found is None:
        return []
    table, seat = found
    names = dict.fromkeys(a.ability for a in table.game.actions_of(seat))
    return [app_commands.Choice(name=n[:100], value=n[:100]) for n in names if fold(current) in fold(n)][:25]


def legal_targets(table: Table, seat: int, ability_name: str | None,
                  extras: dict | None = None) -> list[tuple[str, int]]:
    """The players a move of the ability may name (a menu's, autocomplete's options): those the
    engine would take as its one target, where it takes one and nothing else is missing, else
    the ones its declaration and the variant allow (alive, not oneself, ``may_target``)."""
    game = table.game
    player = game.players[seat]
    ability_name = split_pile(ability_name)[0] if ability_name else None
    sender = seat
    # (another's ability used in his name, Кукла: his targets)
    used = game.ability_in_use(Action(seat, ability_name)) if ability_name else None
    ability = None
    if used is not None:
        player, ability = used
        seat = player.seat
    whole = ability is not None and ability.min_targets <= 1 and (ability.max_targets or 0) >= 1 \
        and all((extras or {}).get(need) is not None for need in ability.needs)
    out = []
    for target in game.players:
        if ability is not None:
            if not target.in_game and not ability.allow_dead_target:
                continue
            if target.seat == seat and not ability.allow_self:
                continue
            if game.variant.may_target(game, player, ability, target) is not None:
                continue
            if whole and game.validate(Act(Action(sender, ability_name, (target.seat,), **(extras or {})))) is not None:
                continue  # the engine would refuse this very move (a recharge, a target not twice...)
        elif not target.in_game:
            continue
        out.append((target.name, target.seat))
    return out


def no_target_reason(table: Table, seat: int, ability, extras: dict) -> str:
    """Why nobody may be named: the engine's own refusal of a move on the first player it could
    otherwise take (or, with nobody in the game, that nobody can be chosen)."""
    game = table.game
    for target in game.players:
        if target.in_game or ability.allow_dead_target:
            rejection = game.validate(Act(Action(seat, ability.name, (target.seat,), **extras)))
            if rejection is not None:
                return game.texts.rejection(rejection)
    return t("act.no_legal_target", ability=ability.name)


async def target_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    found = _table_and_seat(interaction)
    if found is None:
        return []
    table, seat = found
    ability = getattr(interaction.namespace, "ability", None)
    return [app_commands.Choice(name=name, value=seat_value(target)) for name, target
            in legal_targets(table, seat, ability) if fold(current) in fold(name)][:25]


async def card_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The caller's cards, pile by pile (``Variant.piles``), as «рукав: Удар»."""
    found = _table_and_seat(interaction)
    if found is None:
        return []
    table, seat = found
    game = table.game
    head, _, last = current.rpartition(",")
    prefix = f"{head}, " if head else ""
    choices = []
    played, source = split_pile(getattr(interaction.namespace, "ability", None) or "")
    if source is not None:
        # The card and its pile are in «способность»: «карты» pays its Цена with other cards of the hand.
        hand = list(game.variant.piles(game.players[seat]).get("hand") or ())
        if source == SOURCES["hand"] and played in hand:
            hand.remove(played)
        for card in dict.fromkeys(hand):
            value = f"{prefix}{card}"
            if fold(last.strip()) in fold(card):
                choices.append(app_commands.Choice(name=value[:100], value=value[:100]))
        return choices[:25]
    for pile, cards in game.variant.piles(game.players[seat]).items():
        source = SOURCES.get(pile)
        if source is None:
            continue  # a deck is not played from
        for card in dict.fromkeys(cards):
            value = f"{prefix}{source}: {card}"
            if fold(last.strip()) in fold(f"{source}: {card}"):
                choices.append(app_commands.Choice(name=value[:100], value=value[:100]))
    return choices[:25]


def ambiguous_reason(text: str, ambiguous: Ambiguous) -> str:
    """Why a typed list is refused: the two ways it reads."""
    readings = " / ".join(", ".join(f"«{render.name(part)}»" for part in reading) for reading in ambiguous.readings)
    return t("act.ambiguous_list", text=render.name(text), readings=readings)


def typed_seats(table: Table, text: str) -> list[int]:
    """The seats a typed list of players names («Аня, Борис», or the seat ids the menus give):
    split at commas only where no seated name holds one; a list that reads two ways, or names
    somebody not in the game, is refused with its reason."""
    try:
        return split_list(text, lambda part: find_player(table, part))
    except Ambiguous as ambiguous:
        raise Refusal(ambiguous_reason(text, ambiguous)) from None
    except Unknown as unknown:
        raise Refusal(t("act.no_target", name=render.name(unknown.part))) from None


async def targets_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Completes the last player of a comma-separated list: shown by names, sent as seat ids
    («#1, #4»), so a name with a comma in it is one player. The part typed so far may end at any
    of its commas (a name may hold one): each reading whose earlier part names players is offered."""
    found = _table_and_seat(interaction)
    if found is None:
        return []
    table, seat = found
    game = table.game
    ability = getattr(interaction.namespace, "ability", None)
    targets = legal_targets(table, seat, ability)
    choices: dict[str, str] = {}
    cuts = [-1, *(i for i, char in enumerate(current) if char == ",")]
    for cut in reversed(cuts):
        head, last = current[:max(cut, 0)], current[cut + 1:]
        try:
            before = split_list(head, lambda part: find_player(table, part))
        except (Ambiguous, Unknown):
            continue
        shown = "".join(f"{game.players[s].name}, " for s in before)
        sent = "".join(f"{seat_value(s)}, " for s in before)
        for name, target in targets:
            if fold(last.strip()) in fold(name):
                choices.setdefault(sent + seat_value(target), shown + name)
    return [app_commands.Choice(name=name[:100], value=value) for value, name in choices.items()
            if len(value) <= 100][:25]


async def role_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    try:
        table = bot_of(interaction).games.here(interaction)
    except Refusal:
        return []
    if table is None:
        return []
    roles = bot_of(interaction).games.registry.book(table).roles.secret_roles()
    return [app_commands.Choice(name=r.name, value=r.name) for r in roles if fold(current) in fold(r.name)][:25]


async def vote_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    found = _table_and_seat(interaction)
    if found is None:
        return []
    table, seat = found
    game = table.game
    if not render.spec_of(game, game.phase.kind).vote:
        return []  # a phase with no vote (fantasy IV's moons): nothing to offer
    # Only the votes the book allows this voter (not himself where it forbids it, not a prisoner...).
    peace = game.validate(Vote(seat, None)) is None
    choices = [app_commands.Choice(name=t("tally.peace"), value=PEACE)] if peace else []
    choices += [app_commands.Choice(name=p.name, value=seat_value(p.seat)) for p in game.living()
                if fold(current) in fold(p.name) and game.validate(Vote(seat, p.seat)) is None][:25]
    return [c for c in choices if fold(current) in fold(c.name)][:25]


describe = render.describe
confirm_text = render.confirm_text


class Play(commands.Cog):
    def __init__(self, bot) -> None:
        self.bot = bot

    def _seat(self, interaction: discord.Interaction):
        """The game running on this server and the seat of the player using a
        command (refused, in Russian, when there is none)."""
        games = self.bot.games
        table = games.running_here(interaction)
        return games, table, games.player_seat(table, interaction.user.id)

    def _resolve_target(self, table: Table, name: str) -> int:
        seat = find_player(table, name)
        if seat is None:
            raise Refusal(t("act.no_target", name=render.name(name)))
        return seat

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Posts in the town square, counted for the variants that ask (``Variant.counted_posts``)."""
        if message.guild is None or message.author.bot:
            return
        games = self.bot.games
        table = next((t_ for t_ in games.registry.of_guild(message.guild.id)
                      if t_.meta.channels.square == message.channel.id), None)
        if table is None or table.lobby or table.session is None:
            return
        async with table.lock:
            await games.phases.count_post(table, message)

    @app_commands.command(name=L("act", "act"), description=L("act.desc", "Send your move for this phase"))
    @app_commands.rename(ability=L("p.ability", "ability"), target=L("p.target", "target"),
                         target2=L("p.target2", "target2"), targets=L("p.targets", "targets"),
                         cards=L("p.cards", "cards"), guess=L("p.guess", "guess"),
                         role=L("p.role", "role"), choice=L("p.choice", "choice"), text=L("p.text", "text"))
    @app_commands.describe(ability=L("p.ability.desc", "What you use"), target=L("p.target.desc", "On whom"),
                           target2=L("p.target2.desc", "Second target, if the ability takes two"),
                           targets=L("p.targets.desc", "Any number of targets, comma-separated"),
                           cards=L("p.cards.desc", "Cards: the one you play (pile: card) or a list"),
                           guess=L("p.guess.desc", "The role you name"), role=L("p.role.desc", "The role you pick"),
                           choice=L("p.choice.desc", "A choice or number"), text=L("p.text.desc", "A text"))
    @app_commands.autocomplete(ability=ability_choices, target=target_choices, target2=target_choices,
                               targets=targets_choices, cards=card_choices, guess=role_choices, role=role_choices)
    @app_commands.guild_only()
    async def act(self, interaction: discord.Interaction, ability: str, target: str | None = None,
                  target2: str | None = None, targets: str | None = None, cards: str | None = None,
                  guess: str | None = None, role: str | None = None, choice: str | None = None,
                  text: str | None = None) -> None:
        async with guard(interaction):
            games, table, seat = self._seat(interaction)
            await defer(interaction)
            game = table.game
            ability, source = split_pile(ability)
            used = game.ability_in_use(Action(seat, ability))  # his own, or another's used in his name (Кукла)
            found = used[1] if used is not None else None
            if used is not None and used[0].seat != seat:
                # canonical, unless sent as «Взятка (Богач)» (the puppet's of two of that name)
                name = found.name if fold(ability) in found.name_keys else ability
            else:
                name = found.name if found is not None else ability
            try:
                extras = move_fields(game.variant.roles, found, name, source, cards=cards, guess=guess, role=role,
                                     choice=choice, text=text, seat_of=lambda who: self._resolve_target(table, who))
            except Ambiguous as ambiguous:
                raise Refusal(ambiguous_reason(role or guess or "", ambiguous)) from None
            chosen = tuple(self._resolve_target(table, n) for n in (target, target2) if n) + \
                tuple(typed_seats(table, targets or ""))
            if found is not None and not chosen and found.min_targets > 0:
                # No target typed: first whether it can be used now at all (the phase, the player's
                # state, its uses: the real reason at once), then a menu of the legal targets only
                # (several picks where the ability takes several).
                assert used is not None
                rejection = game.may_use_now(used[0], found)  # (his, or the one's in whose name he uses it)
                if rejection is not None:
                    raise Refusal(game.texts.rejection(rejection))
                options = legal_targets(table, seat, found.name, extras)
                if not options:
                    raise Refusal(no_target_reason(table, seat, found, extras))
                high = found.max_targets if found.max_targets is not None else len(options)
                view = target_view(table.id, seat, found.name, extras, options, found.min_targets,
                                   min(high, len(options), 25), game.phase.index)
                return await reply(interaction, t("act.choose", ability=found.name), view=view)
            await games.phases.play(table, Act(Action(seat, name, chosen, **extras)),
                                    lambda text: reply(interaction, text))

    @app_commands.command(name=L("deck", "deck"), description=L("deck.desc", "Open the deck editor in your thread"))
    @app_commands.guild_only()
    async def deck(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            games, table, seat = self._seat(interaction)
            await defer(interaction)
            game = table.game
            player = game.players[seat]
            left = len(game.variant.piles(player).get("deck") or ())
            if str(game.phase.kind) != "setup" and left:
                raise Refusal(t("deck.not_empty", count=left))
            async with table.lock:
                opened = table.live and await games.phases.decks.open_deck_editor(table, seat)
                await games.phases.save(table)
            if not opened:
                raise Refusal(t("deck.cannot"))
            await reply(interaction, t("deck.opened"))

    @app_commands.command(name=L("withdraw", "withdraw"), description=L("withdraw.desc", "Take back a move"))
    @app_commands.rename(ability=L("p.ability", "ability"))
    @app_commands.describe(ability=L("p.ability.desc", "What you use"))
    @app_commands.autocomplete(ability=sent_choices)
    @app_commands.guild_only()
    async def withdraw(self, interaction: discord.Interaction, ability: str) -> None:
        async with guard(interaction):
            games, table, seat = self._seat(interaction)
            await defer(interaction)
            ability = split_pile(ability)[0]
            found = table.game.ability_of(table.game.players[seat], ability)
            await games.phases.play(table, Withdraw(seat, found.name if found else ability),
                                    lambda text: reply(interaction, text))

    @app_commands.command(name=L("actions", "actions"), description=L("actions.desc", "What you have sent this phase"))
    @app_commands.guild_only()
    async def actions(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            games, table, seat = self._seat(interaction)
            game = table.game
            lines = [t("actions.header", phase=render.phase_name(game, game.phase))]
            lines += [describe(table, a) for a in game.actions_of(seat)] or [t("actions.none")]
            if seat in game.votes:
                target = game.votes[seat]
                lines.append(t("actions.vote", name=t("tally.peace") if target is None
                               else render.name(game.players[target].name)))
            await reply(interaction, "\n".join(lines))

    @app_commands.command(name=L("vote", "vote"), description=L("vote.desc", "Vote by day"))
    @app_commands.rename(target=L("p.target", "target"))
    @app_commands.describe(target=L("p.vote_target.desc", "Whom to execute (or peace)"))
    @app_commands.autocomplete(target=vote_choices)
    @app_commands.guild_only()
    async def vote(self, interaction: discord.Interaction, target: str) -> None:
        async with guard(interaction):
            games, table, seat = self._seat(interaction)
            await defer(interaction)
            peace = target == PEACE or fold(target) in {fold(w) for w in (*PEACE_TYPED, t("tally.peace"))}
            aim = None if peace else self._resolve_target(table, target)
            await games.phases.play(table, Vote(seat, aim), lambda text: reply(interaction, text))

    @app_commands.command(name=L("unvote", "unvote"), description=L("unvote.desc", "Take back your vote"))
    @app_commands.guild_only()
    async def unvote(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            games, table, seat = self._seat(interaction)
            await defer(interaction)
            await games.phases.play(table, Unvote(seat), lambda text: reply(interaction, text))

    @app_commands.command(name=L("role", "role"), description=L("role.desc", "Your role card"))
    @app_commands.guild_only()
    async def role(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            games = self.bot.games
            table = games.here(interaction)
            if table is None or table.session is None:
                games.registry.running_of(table)  # (the reason: no game, or a stale one holding the table)
            seat = games.player_seat(table, interaction.user.id)
            from bot.cogs.rules import role_view

            book, player = games.registry.book(table), table.game.players[seat]
            view = role_view(games.engine, book.variant.id, book.edition, [player.role, player.public or ""])
            await reply(interaction, role_card_blocks(table, seat), **({"view": view} if view is not None else {}))

    @app_commands.command(name=L("status", "status"), description=L("status.desc", "The game's public state"))
    @app_commands.guild_only()
    async def status(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            games = self.bot.games
            name, table = games.where(interaction.guild, interaction.channel_id,
                                      getattr(interaction.channel, "parent_id", None))
            if table is None and (last := games.registry.last.get((interaction.guild.id, name))) is not None:
                # After the end: the table is free, and /статус names how its last game ended.
                return await reply(interaction, render.last_game(last), allowed_mentions=discord.AllowedMentions.none())
            if table is None or table.stale is not None:
                games.registry.running_of(table)  # (the reason: no game, or a stale one holding the table)
            if table.lobby:
                return await reply(interaction, games.lobby.signup_text(table))
            lines = render.status_lines(table, table.seat_of(interaction.user.id) if table.live else None)
            await reply(interaction, "\n".join(lines), allowed_mentions=discord.AllowedMentions.none())


    @app_commands.command(name=L("spectate", "spectate"),
                          description=L("spectate.desc", "Watch the game: the graveyard and every private result"))
    @app_commands.guild_only()
    async def spectate(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            games = self.bot.games
            table = games.here(interaction)
            if table is None or not table.lobby:
                table = games.running_here(interaction)
                games.spectators.may_watch(table, interaction.user.id)
            await defer(interaction)
            await reply(interaction, await games.spectators.spectate(table, interaction.user))


role_card_blocks = render.role_card_blocks


async def setup(bot) -> None:
    await bot.add_cog(Play(bot))

"""Lobbies: ``/play`` opens one in the channel; players join, leave, add computers; the host
starts the game (or cancels). The lobby message is edited in place with each change.

"Play again" on a finished game's final message opens its *rematch*: a lobby in the same channel
with the same game, options, timers and computer seats, the presser as host, and a seat held for
each other player of that game for :data:`HOLD_SECONDS` (they are invited with one message that
mentions them). A rematch starts by itself once every previous player sits again (or its seats
are full); otherwise the host starts it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.ai import DEFAULT_LEVEL, SEAT_LEVELS
from bot.engine import IllegalAction
from bot.engine.data import load_json
from bot.i18n import permission_names, t
from bot.interface.boards import Boards
from bot.interface.controls import answer
from bot.interface.messenger import Messenger
from bot.interface.permissions import missing_for_threads, missing_permissions
from bot.interface.presenter import Button, Choice, Panel, Select
from bot.interface.threads import GameThreads, games_in_threads
from bot.names import shown
from bot.services.computers import Computers
from bot.services.deadlines import Deadlines
from bot.services.settings import GuildSettings, Settings
from bot.services.tables import Tables
from bot.store import GameRow

LOBBY = "lobby"  # stored message kind of a lobby
VERBS = ("join", "leave", "start", "cancel", "addcpu", "rmcpu")
AGAIN = "again"  # verb of the final message's "Play again" button (on the finished game)
HOLD_SECONDS: float = load_json("timers.json")["rematch_hold_seconds"]


def again_button(locale: str) -> Button:
    """The "Play again" button of a final message."""
    return Button(t("again.button", locale), verb=AGAIN, style="success", emoji="🔁")


def level_select(locale: str, default: str) -> Select:
    """The lobby's "🤖 Add computer…" menu: one option per level, each with a line about it,
    the server's default first and marked."""
    levels = [default, *(level for level in SEAT_LEVELS if level != default)]
    return Select(
        t("lobby.add_computer_level", locale),
        [
            Choice(
                t("computer.level.default", locale, level=t(f"computer.level.{level}", locale))
                if level == default
                else t(f"computer.level.{level}", locale),
                code=level,
                description=t(f"computer.level.{level}.about", locale),
            )
            for level in levels
        ],
        row=1,
        verb="addcpu",
    )


def computer_name(row: GameRow, level: str) -> str:
    """The stored name of the next computer seat of ``row``: it carries its level, so every
    place that shows the seat shows the level ("🤖 Hard computer 2")."""
    number = 1 + sum(1 for seat in row.seats if seat.kind == "computer")
    return t("computer.name.level", row.locale, level=level, number=number)


class Lobbies:
    """Opens lobbies, answers their buttons and starts their games."""

    def __init__(
        self,
        tables: Tables,
        settings: Settings,
        messenger: Messenger,
        boards: Boards,
        deadlines: Deadlines,
        computers: Computers,
        threads: GameThreads,
    ) -> None:
        self.tables = tables
        self.settings = settings
        self.messenger = messenger
        self.boards = boards
        self.deadlines = deadlines
        self.computers = computers
        self.threads = threads

    def lobby_panel(
        self, row: GameRow, closing: str | None = None, default_level: str = DEFAULT_LEVEL
    ) -> Panel:
        """The lobby message; ``closing`` replaces the description of a closed lobby;
        ``default_level`` is the server's, listed first in the "Add computer" menu."""
        rules = self.tables.rules(row)
        locale = row.locale
        players = "\n".join(
            t("lobby.seat", locale, number=seat.seat + 1, name=shown(seat.name))
            + (" ★" if seat.user_id == row.host_id else "")
            for seat in row.seats
        )
        if row.status == "lobby":
            held = row.held(self.tables.store.clock())
            players = "\n".join(
                [players]
                + [
                    t(
                        "lobby.seat_held",
                        locale,
                        number=len(row.seats) + index,
                        name=shown(name),
                        when=f"<t:{int(row.holds_until or 0)}:R>",
                    )
                    for index, (_user, name) in enumerate(held, start=1)
                ]
            )
        title = t(f"game.{row.game}.name", locale)
        fields = [(t("lobby.players", locale), players or "—")]
        chosen = [t(f"option.{row.game}.{name}", locale) for name, on in row.options.items() if on]
        chosen.append(t(f"hints.lobby.{row.hints}", locale))
        if chosen:
            fields.append((t("lobby.options", locale), "\n".join(chosen)))
        footer = t("game.number", locale, number=row.id)
        if row.status != "lobby":
            key = "lobby.started" if row.status in ("active", "over") else "lobby.cancelled"
            description = closing or t(key, locale)
            return Panel(title=title, description=description, fields=fields, footer=footer)
        return Panel(
            footer=footer,
            title=title,
            description=t(
                "lobby.open",
                locale,
                min=rules.min_players,
                max=rules.max_players,
            ),
            fields=fields,
            controls=[
                Button(t("lobby.join", locale), verb="join", style="success"),
                Button(t("lobby.leave", locale), verb="leave"),
                Button(t("lobby.start", locale), verb="start", style="primary"),
                Button(t("lobby.cancel", locale), verb="cancel", style="danger"),
                level_select(locale, default_level),
                Button(t("lobby.remove_computer", locale), verb="rmcpu", row=2),
            ],
            colour=0x2B7A78,
        )

    async def open_lobby(
        self,
        interaction: discord.Interaction[Any],
        game: str,
        options: dict[str, Any],
        timers: tuple[float, float] = (0, 0),
        settings: GuildSettings | None = None,
        *,
        hints: str = "auto",
    ) -> None:
        """``/play``: open a lobby message in the channel (texts in the server's language);
        ``hints``: the table's choice of hints for learners."""
        locale = str(interaction.locale)
        settings = settings or await self.settings.get(interaction.guild_id)
        channel_id = interaction.channel_id or 0
        if not await self._may_open(interaction, settings, channel_id):
            return
        row = await self.tables.open_lobby(
            game,
            interaction.guild_id,
            channel_id,
            interaction.user.id,
            interaction.user.display_name,
            options,
            settings.language or str(interaction.guild_locale or locale),
            timers,
            settings.lobby_limits,
            in_thread=games_in_threads(settings, interaction),
            hints=hints,
        )
        panel = self.lobby_panel(row, default_level=settings.default_level)
        await self.messenger.respond(interaction, panel, row.id, 0, public=True)
        message = await interaction.original_response()
        await self.tables.store.messages.set(row.id, LOBBY, message.channel.id, message.id)
        await self.deadlines.arm_lobby(row)
        await self._welcome_dm(interaction, row)

    async def _may_open(
        self, interaction: discord.Interaction[Any], settings: GuildSettings, channel_id: int
    ) -> bool:
        """Whether a lobby may open in the channel: refused outside the server's game channels;
        when the bot lacks permissions there, it says which (and ``False``)."""
        if not settings.allows(channel_id):
            channels = ", ".join(f"<#{c}>" for c in settings.game_channels)
            raise IllegalAction("settings.channel_not_allowed", channels=channels)
        missing = missing_permissions(interaction.app_permissions)
        if missing:
            locale = str(interaction.locale)
            perms = permission_names(missing, locale)
            await answer(interaction, t("error.missing_permissions", locale, perms=perms))
            return False
        return True

    async def play_again(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        """The "Play again" button of the finished game ``game_id``: sit down in its rematch,
        opening it when the channel is free (one open game per channel: of two presses at once,
        the second finds the first one's lobby and joins it)."""
        previous = await self.tables.load(game_id)
        if previous.status != "over":
            raise IllegalAction("error.not_offered")
        for _attempt in range(2):
            current = await self._rematch_place(previous)
            if current is not None:
                if current.rematch_of != previous.id or current.status != "lobby":
                    raise IllegalAction("again.channel_busy")
                await self._join_rematch(interaction, current)
                return
            try:
                await self._open_rematch(interaction, previous)
                return
            except IllegalAction as refusal:
                if refusal.key != "lobby.channel_busy":
                    raise
        raise IllegalAction("again.channel_busy")

    async def _rematch_place(self, previous: GameRow) -> GameRow | None:
        """What holds the place of ``previous``'s rematch: the open game of its channel, or for
        a game that ran in a thread, its rematch's lobby in the thread's channel."""
        if previous.parent_channel_id is None:
            return await self.tables.store.games.open_in_channel(previous.channel_id)
        games = await self.tables.store.games.open_in_threads(previous.parent_channel_id)
        return next((g for g in games if g.rematch_of == previous.id), None)

    async def _open_rematch(self, interaction: discord.Interaction[Any], previous: GameRow) -> None:
        """Open the rematch of ``previous``, post it and invite its other players."""
        settings = await self.settings.get(interaction.guild_id)
        channel_id = previous.parent_channel_id or previous.channel_id
        if not await self._may_open(interaction, settings, channel_id):
            return
        user = interaction.user
        locale = settings.language or previous.locale
        in_thread = (
            previous.in_thread
            and settings.game_threads
            and not missing_for_threads(interaction.app_permissions)
        )
        row = await self.tables.open_rematch(
            previous,
            user.id,
            user.display_name,
            locale,
            HOLD_SECONDS,
            settings.lobby_limits,
            in_thread=in_thread,
        )
        panel = self.lobby_panel(row, default_level=settings.default_level)
        message = await self.boards.send_public(row, panel, interaction)
        if message is None:
            await self.tables.abandon(row.id, "lobby_not_posted")
            return
        await self.tables.store.messages.set(row.id, LOBBY, message.channel.id, message.id)
        await self.deadlines.arm_lobby(row)
        if row.holds:
            await self.boards.send_public(row, self._invitation(row))
        fresh = await self.tables.load(row.id)
        if len(fresh.seats) != len(row.seats):  # someone joined before the message was known
            await self.show_lobby(fresh)
        await self._welcome_dm(interaction, fresh)
        await answer(interaction, t("again.opened", str(interaction.locale)))
        await self._start_when_ready(fresh)

    def _invitation(self, row: GameRow) -> Panel:
        """One message inviting (and pinging) the previous players whose seats are held."""
        users = tuple(user for user, _name in row.holds)
        minutes = max(1, round(HOLD_SECONDS / 60))
        return Panel(
            content=t(
                "again.invite",
                row.locale,
                mentions=", ".join(f"<@{user}>" for user in users),
                host=shown(row.seats[0].name),
                game=t(f"game.{row.game}.name", row.locale),
                minutes=minutes,
            ),
            mentions=users,
        )

    async def _join_rematch(self, interaction: discord.Interaction[Any], row: GameRow) -> None:
        """The "Play again" button while the rematch is open: take a seat in it (a held one,
        for a previous player)."""
        user = interaction.user
        if row.seat_of(user.id) is not None:
            raise IllegalAction("lobby.already_joined")
        row = await self.tables.join(row.id, user.id, user.display_name)
        await self.show_lobby(row)
        await self.deadlines.arm_lobby(row)
        await answer(interaction, t("again.joined", str(interaction.locale)))
        await self._welcome_dm(interaction, row)
        await self._start_when_ready(row)

    async def show_lobby(self, row: GameRow) -> None:
        """Draw the lobby message anew (edited where it is stored)."""
        where = await self.tables.store.messages.get(row.id, LOBBY)
        if where is not None:
            default = (await self.settings.get(row.guild_id)).default_level
            panel = self.lobby_panel(row, default_level=default)
            await self.messenger.edit(*where, panel, row.id, 0)

    async def _start_when_ready(self, row: GameRow) -> None:
        """A rematch starts by itself once its previous players all sit again (or it is
        full)."""
        if row.rematch_of is None or row.status != "lobby":
            return
        try:
            started = await self.tables.start_when_ready(row.id)
        except IllegalAction:
            return  # another process started it first: that one shows it
        if started.status == "active":
            await self.show_lobby(started)
            await self.start_game(started)

    async def click(
        self,
        interaction: discord.Interaction[Any],
        game_id: int,
        verb: str,
        values: Sequence[str] = (),
    ) -> None:
        """A lobby control: ``values`` are what its select chose (the level of a computer to
        add; a button drawn before levels existed adds the server's default)."""
        user = interaction.user
        default = (await self.settings.get(interaction.guild_id)).default_level
        if verb == "join":
            row = await self.tables.join(game_id, user.id, user.display_name)
        elif verb == "leave":
            row = await self.tables.leave(game_id, user.id)
        elif verb == "start":
            row = await self.tables.start(game_id, user.id)
        elif verb == "addcpu":
            level = values[0] if values else default  # checked by the table service
            row = await self.tables.load(game_id)
            row = await self.tables.add_computer(game_id, user.id, computer_name(row, level), level)
        elif verb == "rmcpu":
            row = await self.tables.remove_computer(game_id, user.id)
        else:
            row = await self.tables.cancel(game_id, user.id)
        panel = self.lobby_panel(row, default_level=default)
        await self.messenger.respond(interaction, panel, game_id, 0, edit=True)
        if row.status == "lobby":
            await self.deadlines.arm_lobby(row)
        elif row.status == "abandoned":
            await self.tables.store.timers.clear(game_id)
        if verb == "join":
            await self._welcome_dm(interaction, row)
            await self._start_when_ready(row)
        elif verb == "start":
            await self.start_game(row)

    async def _welcome_dm(self, interaction: discord.Interaction[Any], row: GameRow) -> None:
        """DM a new player; when DMs are closed, tell them about the "My hand" button."""
        seat = row.seat_of(interaction.user.id)
        assert seat is not None
        locale = str(interaction.locale)
        channel = f"<#{row.channel_id}>"
        panel = Panel(
            content=t(
                "dm.welcome", locale, game=t(f"game.{row.game}.name", locale), channel=channel
            )
        )
        if not await self.messenger.dm(interaction.user.id, panel, row.id, 0):
            await self.tables.store.games.set_dm_open(row.id, seat, False)
            await answer(interaction, t("dm.closed", locale))

    async def start_game(self, row: GameRow) -> None:
        """Post the first board (in the game's own thread, for a thread game), send every seat
        its private panel, start the clocks."""
        if row.in_thread:
            row = await self.threads.open(row, await self.tables.store.messages.get(row.id, LOBBY))
        await self.deadlines.sync(row)
        await self.boards.post_board(row, [])
        self.boards.request_private_panels(row, range(len(row.seats)))
        assert row.state is not None
        await self.boards.mention_turn(row, sorted(self.tables.rules(row).to_act(row.state)))
        self.computers.kick(row.id)

"""Lobbies: ``/play`` opens one in the channel; players join, leave, add computers; the host
starts the game (or cancels). The lobby message is edited in place with each change."""

from __future__ import annotations

from typing import Any

import discord

from bot.engine import IllegalAction
from bot.i18n import permission_names, t
from bot.interface.boards import Boards
from bot.interface.controls import answer
from bot.interface.messenger import Messenger
from bot.interface.permissions import missing_permissions
from bot.interface.presenter import Button, Panel
from bot.names import shown
from bot.services.computers import Computers
from bot.services.deadlines import Deadlines
from bot.services.settings import GuildSettings, Settings
from bot.services.tables import Tables
from bot.store import GameRow

LOBBY = "lobby"  # stored message kind of a lobby
VERBS = ("join", "leave", "start", "cancel", "addcpu", "rmcpu")


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
    ) -> None:
        self.tables = tables
        self.settings = settings
        self.messenger = messenger
        self.boards = boards
        self.deadlines = deadlines
        self.computers = computers

    def lobby_panel(self, row: GameRow, closing: str | None = None) -> Panel:
        """The lobby message; ``closing`` replaces the description of a closed lobby."""
        rules = self.tables.rules(row)
        locale = row.locale
        players = "\n".join(
            t(
                "lobby.seat_computer" if seat.kind == "computer" else "lobby.seat",
                locale,
                number=seat.seat + 1,
                name=shown(seat.name),
            )
            + (" ★" if seat.user_id == row.host_id else "")
            for seat in row.seats
        )
        title = t(f"game.{row.game}.name", locale)
        fields = [(t("lobby.players", locale), players or "—")]
        chosen = [t(f"option.{row.game}.{name}", locale) for name, on in row.options.items() if on]
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
                Button(t("lobby.add_computer", locale), verb="addcpu", emoji="🤖", row=1),
                Button(t("lobby.remove_computer", locale), verb="rmcpu", row=1),
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
    ) -> None:
        """``/play``: open a lobby message in the channel (texts in the server's language)."""
        locale = str(interaction.locale)
        settings = settings or await self.settings.get(interaction.guild_id)
        channel_id = interaction.channel_id or 0
        if not settings.allows(channel_id):
            channels = ", ".join(f"<#{c}>" for c in settings.game_channels)
            raise IllegalAction("settings.channel_not_allowed", channels=channels)
        missing = missing_permissions(interaction.app_permissions)
        if missing:
            perms = permission_names(missing, locale)
            await answer(interaction, t("error.missing_permissions", locale, perms=perms))
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
        )
        await self.messenger.respond(interaction, self.lobby_panel(row), row.id, 0, public=True)
        message = await interaction.original_response()
        await self.tables.store.messages.set(row.id, LOBBY, message.channel.id, message.id)
        await self.deadlines.arm_lobby(row)
        await self._welcome_dm(interaction, row)

    async def click(self, interaction: discord.Interaction[Any], game_id: int, verb: str) -> None:
        user = interaction.user
        if verb == "join":
            row = await self.tables.join(game_id, user.id, user.display_name)
        elif verb == "leave":
            row = await self.tables.leave(game_id, user.id)
        elif verb == "start":
            row = await self.tables.start(game_id, user.id)
        elif verb == "addcpu":
            row = await self.tables.load(game_id)
            number = 1 + sum(1 for seat in row.seats if seat.kind == "computer")
            name = t("computer.name", row.locale, number=number)
            row = await self.tables.add_computer(game_id, user.id, name)
        elif verb == "rmcpu":
            row = await self.tables.remove_computer(game_id, user.id)
        else:
            row = await self.tables.cancel(game_id, user.id)
        await self.messenger.respond(interaction, self.lobby_panel(row), game_id, 0, edit=True)
        if row.status == "lobby":
            await self.deadlines.arm_lobby(row)
        elif row.status == "abandoned":
            await self.tables.store.timers.clear(game_id)
        if verb == "join":
            await self._welcome_dm(interaction, row)
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
        """Post the first board, send every seat its private panel, start the clocks."""
        await self.deadlines.sync(row)
        await self.boards.post_board(row, [])
        self.boards.request_private_panels(row, range(len(row.seats)))
        assert row.state is not None
        await self.boards.mention_turn(row, sorted(self.tables.rules(row).to_act(row.state)))
        self.computers.kick(row.id)

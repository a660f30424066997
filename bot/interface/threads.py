"""A thread per game: where a server allows it (``/settings threads``, on by default) and the
bot may create threads, ``/play`` opens its lobby in the channel as always, and at the start the
game moves into a thread made from the lobby message, named after the game and its number. The
channel keeps one summary line per game (started, then finished with its winners, with a link to
the thread); the thread is archived :data:`ARCHIVE_SECONDS` after the game ends. Without the
permissions, or with the setting off, a channel holds one game at a time, as before."""

from __future__ import annotations

import contextlib
import logging
from typing import Any, Literal

import discord

from bot.engine.data import load_json
from bot.i18n import messages, t
from bot.interface.messenger import Messenger
from bot.interface.permissions import missing_for_threads
from bot.interface.presenter import Panel
from bot.names import shown
from bot.services.deadlines import ARCHIVE, Deadlines
from bot.services.settings import GuildSettings
from bot.services.tables import Tables
from bot.store import GameRow

log = logging.getLogger(__name__)
SUMMARY = "summary"  # stored message kind of a thread game's line in its channel
ARCHIVE_SECONDS: float = load_json("timers.json")["thread_archive_seconds"]
# Discord's longest idle time before it archives a thread: the bot archives it itself.
AUTO_ARCHIVE_MINUTES: Literal[10080] = 10080


def games_in_threads(settings: GuildSettings, interaction: discord.Interaction[Any]) -> bool:
    """Whether a game opened by ``interaction`` runs in a thread of its own: the server wants
    it, the bot may, and the command was used in a server's text channel (not in a thread)."""
    channel = interaction.channel
    return (
        settings.game_threads
        and interaction.guild_id is not None
        and isinstance(channel, discord.TextChannel)
        and not missing_for_threads(interaction.app_permissions)
    )


def thread_link(row: GameRow) -> str:
    """A link to the game's thread (a channel mention)."""
    return f"<#{row.channel_id}>"


class GameThreads:
    """Opens a thread game's thread at its start, keeps its summary line, archives it."""

    def __init__(
        self, client: discord.Client, tables: Tables, messenger: Messenger, deadlines: Deadlines
    ) -> None:
        self.client = client
        self.tables = tables
        self.messenger = messenger
        self.deadlines = deadlines

    async def open(self, row: GameRow, where: tuple[int, int] | None) -> GameRow:
        """A thread game starts: make its thread from its lobby message (``where``: channel and
        message ids), move the game there and post its summary line in the channel. The game as
        it is now (still in the channel when Discord refuses the thread)."""
        if not row.in_thread or row.channel_id != row.parent_channel_id or where is None:
            return row
        game = t(f"game.{row.game}.name", row.locale)
        name = t("threads.name", row.locale, game=game, number=row.id)
        try:
            channel = self.client.get_channel(where[0]) or await self.client.fetch_channel(where[0])
            if not isinstance(channel, discord.TextChannel):
                return row
            thread = await channel.get_partial_message(where[1]).create_thread(
                name=name[:100], auto_archive_duration=AUTO_ARCHIVE_MINUTES
            )
        except discord.HTTPException as refusal:
            log.warning("game %s: no thread (%s); it runs in its channel", row.id, refusal)
            return row
        await self.tables.store.games.move_to_thread(row.id, thread.id)
        row = await self.tables.load(row.id)
        players = messages(row.locale).join(shown(seat.name) for seat in row.seats)
        line = t("threads.started", row.locale, **self._named(row), players=players)
        await self._summary(row, line)
        return row

    async def finished(self, row: GameRow) -> None:
        """A thread game ended: its summary line names the winners (or says it was abandoned),
        and the thread is archived later."""
        if not row.in_thread or row.channel_id == row.parent_channel_id:
            return
        if row.status == "over":
            result = await self.tables.store.history.result(row.id)
            winners = [s.name for s in result.seats if s.place == 1] if result else []
            names = messages(row.locale).join(shown(name) for name in winners)
            line = t("threads.won", row.locale, **self._named(row), winners=names)
        else:
            line = t("threads.abandoned", row.locale, **self._named(row))
        await self._summary(row, line)
        await self.deadlines.arm(row.id, ARCHIVE, ARCHIVE_SECONDS)

    async def archive(self, game_id: int) -> None:
        """The archive timer fired: archive the finished game's thread."""
        row = await self.tables.store.games.get(game_id)
        if row is None or not row.in_thread or row.status in ("lobby", "active"):
            return
        try:
            thread = self.client.get_channel(row.channel_id) or await self.client.fetch_channel(
                row.channel_id
            )
            if isinstance(thread, discord.Thread) and not thread.archived:
                await thread.edit(archived=True)
        except discord.HTTPException as refusal:
            log.info("game %s: its thread was not archived: %s", game_id, refusal)

    def _named(self, row: GameRow) -> dict[str, Any]:
        return {
            "game": t(f"game.{row.game}.name", row.locale),
            "number": row.id,
            "thread": thread_link(row),
        }

    async def _summary(self, row: GameRow, line: str) -> None:
        """Post the game's summary line in its channel, or edit the one posted."""
        assert row.parent_channel_id is not None
        panel = Panel(content=line)
        where = await self.tables.store.messages.get(row.id, SUMMARY)
        with contextlib.suppress(discord.HTTPException):
            if where is not None and await self.messenger.edit(*where, panel, row.id, 0):
                return
            message = await self.messenger.send(row.parent_channel_id, panel, row.id, 0)
            await self.tables.store.messages.set(row.id, SUMMARY, message.channel.id, message.id)

"""A game's life outside its moves: resumed after a restart, closed when its lobby or game
sits idle, abandoned by vote or by a moderator, ended when its rules changed, its server left
or its channel deleted."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable

import discord

from bot.engine import IllegalAction
from bot.i18n import t
from bot.interface.boards import BOARD, Boards
from bot.interface.lobby import LOBBY, Lobbies
from bot.interface.messenger import Messenger
from bot.interface.presenter import Panel
from bot.interface.threads import GameThreads
from bot.services.computers import Computers
from bot.services.deadlines import LOBBY as LOBBY_TIMER
from bot.services.deadlines import Deadlines
from bot.services.protocols import Clock
from bot.services.settings import Settings
from bot.services.tables import Tables
from bot.services.user_locales import UserLocales
from bot.store import GameRow

log = logging.getLogger(__name__)


class Lifecycle:
    """Resumes, expires and closes games."""

    def __init__(
        self,
        tables: Tables,
        settings: Settings,
        messenger: Messenger,
        boards: Boards,
        lobbies: Lobbies,
        deadlines: Deadlines,
        computers: Computers,
        user_locales: UserLocales,
        clock: Clock,
        owns: Callable[[int | None], bool],
        threads: GameThreads,
    ) -> None:
        self.tables = tables
        self.settings = settings
        self.messenger = messenger
        self.boards = boards
        self.lobbies = lobbies
        self.deadlines = deadlines
        self.computers = computers
        self.user_locales = user_locales
        self.clock = clock
        self.owns = owns
        self.threads = threads

    async def resume_games(self) -> None:
        """After a (re)start, bring every running game of this process's shards up to its
        stored version, so an action committed just before a crash shows and the board's
        controls are current."""
        for game_id, guild_id in (await self.tables.store.games.open_guilds()).items():
            if not self.owns(guild_id):
                continue  # another process's shard: it resumes its own games
            try:
                row = await self.tables.load(game_id)
            except IllegalAction as refusal:
                if refusal.key == "error.rules_changed":
                    await self.close_outdated(game_id)
                continue
            except Exception as problem:  # one damaged game must not keep the others waiting
                log.error("game %s cannot be resumed: %r", game_id, problem)
                continue
            timers = await self.tables.store.timers.of_game(game_id)
            if row.status == "lobby" and LOBBY_TIMER not in timers:
                await self.deadlines.arm_lobby(row)  # opened before lobbies expired
            if row.status == "active":
                # Timers missing (started before games ended when idle, or a process died
                # between consuming a timer and acting on it) come back; the others are kept.
                await self.deadlines.sync(row, keep=True)
                self.boards.request_board_refresh(game_id)
                self.computers.kick(game_id)

    async def expire_lobby(self, game_id: int) -> None:
        """The lobby timer fired: close the lobby if nothing happened in it meanwhile, and say
        so on its message (the channel is free again)."""
        row = await self.tables.store.games.get(game_id)
        if row is None or row.status != "lobby":
            return
        settings = await self.settings.get(row.guild_id)
        last = await self.tables.store.games.last_activity(game_id) or 0.0
        if self.clock() < last + settings.lobby_seconds:
            if row.holds and not row.held(self.clock()):
                await self.lobbies.show_lobby(row)  # its held seats just freed up
            await self.deadlines.arm_lobby(row)  # (or someone joined meanwhile)
            return
        minutes = round(settings.lobby_seconds / 60)
        closing = t("lobby.expired", row.locale, minutes=minutes)
        await self.abandon(row, "lobby_expired", closing=closing)

    async def end_idle_game(self, game_id: int) -> None:
        """The idle timer fired: no human has moved for the server's away time, so the game
        ends as abandoned and frees its channel."""
        row = await self.tables.store.games.get(game_id)
        if row is None or row.status != "active":
            return
        hours = round((await self.settings.get(row.guild_id)).away_seconds / 3600)
        await self.abandon(row, "idle", notice=t("game.ended_idle", row.locale, hours=hours))

    async def abandon(
        self,
        row: GameRow,
        by: str,
        *,
        notice: str | None = None,
        closing: str | None = None,
    ) -> None:
        """Close a lobby or game for good (``by`` records who or what did, see
        :meth:`Tables.abandon`). A lobby's message says it is closed (``closing``, else
        "cancelled"); a game's board loses its controls and the channel is told (``notice``,
        else "abandoned")."""
        was_lobby = row.status == "lobby"
        closed = await self.close(row.id, by)
        if closed is None:
            return  # already closed
        log.info("game %s (%s) closed by %s", closed.id, closed.game, by)
        if was_lobby:
            where = await self.tables.store.messages.get(closed.id, LOBBY)
            if where is not None:
                panel = self.lobbies.lobby_panel(closed, closing)
                with contextlib.suppress(discord.HTTPException):
                    await self.messenger.edit(where[0], where[1], panel, closed.id, 0)
            if closing is not None:
                return  # the lobby message itself says why
        where = await self.tables.store.messages.get(closed.id, BOARD)
        if where is not None:
            await self.boards.freeze(where, self.boards.replaced_board(closed))
        for seat in range(len(closed.seats)):
            await self.boards.settle_dm(closed, seat)
        notice = notice or t("game.abandoned", closed.locale)
        await self.boards.send_public(closed, Panel(content=notice))
        await self.threads.finished(closed)

    async def close_outdated(self, game_id: int) -> None:
        """End a game started under rules that changed since (see ``Game.rules_version``),
        telling the channel why."""
        row = await self.tables.store.games.get(game_id)
        if row is not None:
            name = t(f"game.{row.game}.name", row.locale)
            notice = t("game.rules_changed", row.locale, game=name)
            await self.abandon(row, "rules_changed", notice=notice)

    async def close(self, game_id: int, by: str | None = None) -> GameRow | None:
        """Close a game for good, posting nothing: abandoned (``by`` says who or what closed
        it), its timers deleted and what is kept for it in memory dropped. The closed game, or
        ``None`` when it was not open (e.g. a concurrent call closed it)."""
        closed = await self.tables.abandon(game_id, by)
        if closed is not None:
            await self.tables.store.timers.clear(game_id)
            self.boards.forget(game_id)
        return closed

    async def channel_gone(self, channel_id: int) -> None:
        """A game's channel or thread was deleted (``CHANNEL_DELETE``, ``THREAD_DELETE``, or
        Discord answering "Unknown Channel" when it was deleted while the bot was offline):
        close its open game, and those of the threads and lobbies of a channel that ran games
        in threads, and tell each host by DM, once."""
        games = await self.tables.store.games.open_in_threads(channel_id)
        own = await self.tables.store.games.open_in_channel(channel_id)
        for row in [*games, *([own] if own is not None else [])]:
            await self._close_gone(row, channel_id)

    async def _close_gone(self, row: GameRow, channel_id: int) -> None:
        closed = await self.close(row.id, "channel_deleted")
        if closed is None:
            return  # closed (and the host told) by another call
        log.info("game %s closed: its channel %s was deleted", closed.id, channel_id)
        locale = await self.user_locales.of(closed.host_id, closed.locale)
        name = t(f"game.{closed.game}.name", locale)
        note = Panel(content=t("game.channel_deleted", locale, game=name))
        try:
            told = await self.messenger.dm(closed.host_id, note, closed.id, closed.version)
        except discord.HTTPException as problem:
            told = None
            log.warning("game %s: DM to the host failed: %s", closed.id, problem)
        if not told:
            log.info("game %s: could not tell the host %s", closed.id, closed.host_id)

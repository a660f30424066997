"""The Discord client: loads the cogs, the store and the restart-safe controls."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import re
import time
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import Config
from bot.games import GAMES
from bot.i18n import FALLBACK, language, messages
from bot.interface.activity import Activity
from bot.interface.boards import Boards
from bot.interface.command_tree import IchibaTree
from bot.interface.controls import CUSTOM_ID, PAGE_ID, Controls, release, shows_control
from bot.interface.game_parts import check_parts
from bot.interface.hints import Describe, Hints
from bot.interface.idle_gc import IdleCollector
from bot.interface.lifecycle import Lifecycle
from bot.interface.lobby import Lobbies
from bot.interface.messenger import Messenger
from bot.interface.metrics import HealthServer, Metrics
from bot.interface.moves import Moves
from bot.interface.presenter import Panel, Presenter
from bot.interface.rate_buckets import BucketPruner
from bot.interface.render_pool import RenderPool
from bot.interface.router import Router
from bot.interface.season_end import SeasonEnd
from bot.interface.think_pool import ThinkPool
from bot.interface.threads import GameThreads
from bot.interface.turn_timers import TurnTimers
from bot.services.computers import Computers
from bot.services.deadlines import Deadlines
from bot.services.history import History
from bot.services.my_games import MyGames
from bot.services.notifications import Notifications
from bot.services.scheduler import Scheduler
from bot.services.settings import Settings
from bot.services.tables import Tables
from bot.services.user_locales import UserLocales
from bot.store import Store, open_store

log = logging.getLogger(__name__)
CLOSE_GRACE = 5.0  # seconds given to the work under way when the bot stops
GAME_EXTENSIONS = tuple(f"cogs.{game_id}" for game_id in GAMES)  # each game's Discord face
EXTENSIONS = (
    "cogs.lobby",
    "cogs.guide",
    "cogs.server_settings",
    "cogs.history",
    "cogs.notify",
    "cogs.my_games",
    *GAME_EXTENSIONS,
)


class CatalogTranslator(app_commands.Translator):
    """Command names and descriptions from the message catalogs (English is the default)."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        lang = language(locale.value)
        text = messages(lang)
        if not key or lang == FALLBACK or not text.has(key):
            return None
        return text(key)


class IchibaBot(commands.AutoShardedBot):
    """Ichiba's bot, and the composition root: the services exist once ``setup_hook`` ran.

    Sharded (discord.py's ``AutoShardedBot``): ``ICHIBA_SHARD_COUNT`` / ``ICHIBA_SHARD_IDS``
    choose the shards this process runs (unset: Discord's recommended count, all of them, in this
    process). Several processes with disjoint shards share one PostgreSQL database: a server's
    events and clicks reach the process of its shard, clicks in DMs the process of shard 0, and
    any process can act on any game (it is loaded from the database, and its messages are
    written through REST).
    """

    store: Store
    tables: Tables
    settings: Settings
    work: Activity
    router: Router

    def __init__(
        self,
        config: Config,
        clock: Callable[[], float] = time.time,
        *,
        sync_only: bool = False,
    ) -> None:
        """``sync_only``: log in, push the slash commands and do nothing else (``python -m bot
        sync``)."""
        intents = discord.Intents.none()
        intents.guilds = True
        metrics = Metrics()
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            # No message pings anyone unless it says so (Panel.mentions): a name or a text can
            # hold "@everyone" or "<@id>", and a mention the bot did not mean must not notify.
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
            tree_cls=IchibaTree,
            http_trace=metrics.http_trace(),
            shard_count=config.shard_count,
            # discord.py takes None (all shards) though its annotation asks for a list.
            shard_ids=list(config.shard_ids) if config.shard_ids is not None else None,  # type: ignore[arg-type]
        )
        self.metrics = metrics
        self.health_server: HealthServer | None = None
        self.config = config
        self.clock = clock
        self.sync_only = sync_only
        self.presenters: dict[str, Presenter[Any]] = {}
        # Paged documents (``/rules``): name → the pages in a locale (see Controls).
        self.books: dict[str, Callable[[str], list[Panel]]] = {}
        # Each game's move descriptions (registered by the history extension), for hints.
        self.describers: dict[str, Describe] = {}
        # custom_ids of the cogs' own DynamicItems (e.g. /history pages, replay steps).
        self.component_ids: list[re.Pattern[str]] = []

    async def setup_hook(self) -> None:
        check_parts(GAMES)  # a game missing a part fails here, clearly, not at its first click
        self.store = await open_store(
            self.config.database, self.clock, pool_size=self.config.database_pool
        )
        # The services exist before the cogs load: each cog is given the ones it uses.
        self.renderer = RenderPool(self.config.render_workers, pictures=self.config.pictures)
        self.thinker = ThinkPool(self.config.think_workers)
        self._compose()
        await self.tree.set_translator(CatalogTranslator())
        failed = [extension for extension in EXTENSIONS if not await self._load(extension)]
        if failed:
            log.error(
                "not syncing slash commands: %s did not load, and a sync now would delete its "
                "commands; fix it, then restart (or run `python -m bot sync`)",
                ", ".join(failed),
            )
        else:
            await self.sync_commands(force=self.sync_only)
        if self.sync_only:
            return
        # The picture workers (and their fonts) are ready before the bot goes online: the first
        # pictures after a (re)start would otherwise be slow, and starting a worker later
        # blocks the event loop.
        await self.renderer.start()
        await self.thinker.start()  # after the renderers: its workers fork from their server
        self.collector = IdleCollector(lambda: self.work.busy)
        self.collector.start()
        self.buckets = BucketPruner(self.http)
        self.buckets.start()
        if self.config.metrics_port is not None:
            self.metrics.refresh = self._refresh_metrics
            self.metrics.watch_collections(self.collector)
            self.health_server = HealthServer(
                self.metrics, self.health, self.config.metrics_host, self.config.metrics_port
            )
            await self.health_server.start()
        self._guilds_known = asyncio.Event()
        self._shards_known: set[int] = set()
        self._resume = asyncio.create_task(self._resume_games())

    def _compose(self) -> None:
        """Build the services bottom-up, each given what it needs (the composition root).

        A few collaborators need one built after them (the computer players show their moves
        through ``moves``; a board that finds its channel deleted closes the game through
        ``lifecycle``; a click goes to ``router``): they receive a function that looks it up
        when called, by which time every service exists."""
        config, clock = self.config, self.clock
        store = self.store
        self.work = work = Activity()
        self.settings = settings = Settings(store)
        self.tables = tables = Tables(store, season_months=settings.season_months)
        self.user_locales = user_locales = UserLocales(store)
        self.notifications = notifications = Notifications(store, clock)
        self.history = History(store)
        self.my_games = MyGames(store)
        self.scheduler = scheduler = Scheduler(store, clock, work)
        self.computers = computers = Computers(
            tables,
            settings,
            config.computer_delay,
            lambda outcome: self.moves.after_action(outcome),
            self.thinker.think,
        )
        self.deadlines = deadlines = Deadlines(
            tables, settings, scheduler, clock, config.computer_delay, notifications
        )
        self.controls = controls = Controls(
            lambda *click: self.router.on_control(*click),
            self.books,
            lambda *page, **kw: self.messenger.show_page(*page, **kw),
        )
        self.messenger = messenger = Messenger(self, self.renderer, controls, self.metrics)
        self.boards = boards = Boards(
            self,
            tables,
            self.presenters,
            messenger,
            user_locales,
            notifications,
            lambda channel_id: self.lifecycle.channel_gone(channel_id),
        )
        threads = GameThreads(self, tables, messenger, deadlines)
        self.lobbies = lobbies = Lobbies(
            tables, settings, messenger, boards, deadlines, computers, threads
        )
        self.moves = moves = Moves(
            tables,
            messenger,
            boards,
            deadlines,
            computers,
            user_locales,
            notifications,
            self.metrics,
            threads,
        )
        self.lifecycle = lifecycle = Lifecycle(
            tables,
            settings,
            messenger,
            boards,
            lobbies,
            deadlines,
            computers,
            user_locales,
            clock,
            self.owns,
            threads,
        )
        self.router = Router(
            tables,
            work,
            self.metrics,
            messenger,
            boards,
            lobbies,
            moves,
            lifecycle,
            Hints(tables, self.describers),
        )
        TurnTimers(
            tables, messenger, boards, lifecycle, computers, user_locales, notifications, threads
        ).register(scheduler)
        SeasonEnd(self.history, settings, messenger).register(scheduler)
        work.include(boards.outbox)
        work.include(computers)
        self.add_dynamic_items(*controls.items)

    # -- shards ----------------------------------------------------------------------------
    def own_shards(self) -> list[int]:
        """The shards this process runs (known once the shards are launched)."""
        if self.shard_ids is not None:
            return list(self.shard_ids)
        return list(range(self.shard_count or 1))

    def shard_of(self, guild_id: int | None) -> int:
        """The shard whose gateway carries a server's events (DMs: shard 0)."""
        if guild_id is None:
            return 0
        return (guild_id >> 22) % (self.shard_count or 1)

    def owns(self, guild_id: int | None) -> bool:
        """Whether this process runs the shard of ``guild_id`` (``None``: no server)."""
        return self.shard_of(guild_id) in self.own_shards()

    async def health(self) -> tuple[bool, dict[str, Any]]:
        """Whether the bot is connected to Discord (every shard of this process) and its
        database answers, with details."""
        shards = self.shards
        connected = (
            not self.is_closed()
            and bool(shards)
            and all(not shard.is_closed() for shard in shards.values())
        )
        try:
            await self.store.schema_version()
            database = "ok"
        except Exception as problem:
            database = f"unavailable: {problem}"
        details = {
            "gateway": "connected" if connected else "disconnected",
            "database": database,
            "guilds": len(self.guilds),
            "shards": sorted(shards),
            "idle": self.idle,
        }
        return connected and database == "ok", details

    @property
    def idle(self) -> bool:
        """Whether nothing is under way: the stored games resumed after the start, no click
        handled, no message waiting to be drawn, no computer about to move."""
        resume = getattr(self, "_resume", None)
        if resume is None or not resume.done():
            return False
        return not self.work.busy

    async def _refresh_metrics(self) -> None:
        """The figures read at each scrape: games and lobbies open, the outbox depth."""
        counts = await self.store.games.open_counts()
        for game in self.presenters:
            self.metrics.games.labels(game).set(counts.get((game, "active"), 0))
        lobbies = sum(n for (_, status), n in counts.items() if status == "lobby")
        self.metrics.lobbies.set(lobbies)
        self.metrics.outbox.set(len(self.boards.outbox))

    async def _load(self, extension: str) -> bool:
        """Load one extension; a broken one is logged, not fatal."""
        try:
            await self.load_extension(extension)
        except Exception:
            log.exception("could not load extension %s", extension)
            return False
        return True

    async def _resume_games(self) -> None:
        """Resume the stored games (boards, computers, timers) once READY told which servers the
        bot is in, so that a game of a server it was removed from while offline is closed
        first, never resumed (its refresh would fail and tell the host to grant permissions)."""
        await self._guilds_known.wait()
        await self.lifecycle.resume_games()
        self.scheduler.start()

    async def sync_commands(self, *, force: bool = False) -> None:
        """Push the slash commands to Discord (the dev guild instantly when configured, else
        globally), only when they changed since the last sync: a hash of what would be sent,
        translations included, is kept in the database. ``force`` syncs anyway."""
        guild = discord.Object(self.config.dev_guild) if self.config.dev_guild else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        key = f"commands:{guild.id if guild is not None else 'global'}"
        digest = await self._commands_digest(guild)
        if force:
            before = await self.store.meta.get(key)
            await self.store.meta.set(key, digest)
        else:
            # Of several processes starting together, the one that swaps the hash in syncs.
            changed, before = await self.store.meta.swap(key, digest)
            if not changed:
                log.info("slash commands unchanged since the last sync; not synced")
                return
        try:
            synced = await self.tree.sync(guild=guild)
        except BaseException:
            if before is None:
                await self.store.meta.set(key, "")  # not synced: the next start tries again
            else:
                await self.store.meta.set(key, before)
            raise
        log.info("synced %d application commands", len(synced))

    async def commands_payload(self, guild: discord.abc.Snowflake | None = None) -> list[Any]:
        """The commands a sync to ``guild`` (``None``: global) sends, translations included."""
        translator = self.tree.translator
        assert translator is not None
        return [
            await command.get_translated_payload(self.tree, translator)
            for command in self.tree.get_commands(guild=guild)
        ]

    async def _commands_digest(self, guild: discord.abc.Snowflake | None) -> str:
        """SHA-256 of the command payload a sync to ``guild`` (``None``: global) would send."""
        payload = await self.commands_payload(guild)
        text = json.dumps(payload, sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(text.encode()).hexdigest()

    async def on_shard_connect(self, shard_id: int) -> None:
        """READY of a new gateway session of one shard (after a start, or a session that could
        not be resumed). Once every shard of this process has had its READY, the games of the
        servers the bot was removed from meanwhile are closed, then the games resumed."""
        self._shards_known.add(shard_id)
        if not self._shards_known >= set(self.own_shards()):
            return  # the servers of the other shards are not known yet
        try:
            await self.close_games_of_left_guilds()
        finally:
            self._guilds_known.set()

    async def close_games_of_left_guilds(self) -> None:
        """Close, like :meth:`on_guild_remove`, the open games of servers the bot is no longer
        in (it was removed while offline, so no GUILD_DELETE came). Only the servers of this
        process's shards are looked at: those of other processes are never in its READYs.

        ``self.guilds`` is complete from READY on: READY lists every server the bot is a member
        of, and discord.py caches them at once as *unavailable* guilds, which the GUILD_CREATE
        burst then fills in (``on_ready`` only waits for that burst to end). A server that is
        merely unavailable (a Discord outage: no GUILD_CREATE, or GUILD_DELETE with
        ``unavailable``) stays listed, so its games are kept.
        """
        known = {guild.id for guild in self.guilds}
        left = [
            game_id
            for game_id, guild_id in (await self.store.games.open_guilds()).items()
            if guild_id is not None and self.owns(guild_id) and guild_id not in known
        ]
        if left:
            closed = await self._close_unreachable(left)
            log.info("closed %d open games of servers the bot left while offline", closed)

    async def on_ready(self) -> None:
        log.info("ready as %s in %d guilds", self.user, len(self.guilds))

    async def on_app_command_completion(
        self, interaction: discord.Interaction[IchibaBot], command: object
    ) -> None:
        """A command is done with its interaction: free what it holds in reference cycles now
        (:func:`.controls.release`; a failed command's in the tree's error handler)."""
        release(interaction, None)

    async def on_interaction(self, interaction: discord.Interaction[IchibaBot]) -> None:
        """Answer component clicks that no ``DynamicItem`` will: a control that is no longer on
        its message (a double click, an old copy of an edited board) or a malformed id. Every
        interaction also tells its user's client language (for their DMs).

        Whether a control handles the click is decided before anything is awaited: the control
        lets go of the clicked message when it is done (:func:`.controls.release`), which may be
        before a write to a distant database returns."""
        orphan = self._orphan(interaction)
        await self.user_locales.remember(interaction.user.id, str(interaction.locale))
        if orphan is None:
            return
        custom, values = orphan
        try:
            await self.router.on_orphan(interaction, custom, values, known=self._handles(custom))
        finally:
            release(interaction, None)

    def _orphan(self, interaction: discord.Interaction[IchibaBot]) -> tuple[str, list[str]] | None:
        """(custom_id, values) of a component click or modal no item of the bot handles;
        ``None`` for any other interaction. discord.py hands a click to a ``DynamicItem`` only
        when the clicked message carries a component of that type and custom_id, and drops the
        rest silently; a client can send any custom_id, so those are answered here."""
        if interaction.type is discord.InteractionType.modal_submit:
            data: dict[str, Any] = dict(interaction.data or {})
            return str(data.get("custom_id", "")), []  # the bot opens no modals
        if interaction.type is not discord.InteractionType.component:
            return None
        data = dict(interaction.data or {})
        custom = str(data.get("custom_id", ""))
        kind = data.get("component_type")
        if self._handles(custom) and shows_control(interaction.message, custom, kind):
            return None  # a TableControl, PageButton or a cog's own item handles it
        return custom, [str(v) for v in data.get("values", [])]

    def _handles(self, custom: str) -> bool:
        """Whether one of the bot's ``DynamicItem`` kinds is made for ``custom``."""
        patterns = (CUSTOM_ID, PAGE_ID, *self.component_ids)
        return any(pattern.fullmatch(custom) for pattern in patterns)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a guild: close its games (and their timers) so nothing waits forever.
        Nothing is posted: the bot cannot write there any more."""
        closed = await self._close_unreachable(await self.store.games.open_ids(guild.id))
        log.info("left guild %s; closed its %d open games", guild.id, closed)

    async def _close_unreachable(self, game_ids: list[int]) -> int:
        """Close games the bot cannot reach any more (nothing is posted); how many were
        closed."""
        closed = 0
        for game_id in game_ids:
            try:
                if await self.lifecycle.close(game_id, "left_guild") is not None:
                    closed += 1
            except Exception:
                log.exception("could not close game %s", game_id)
        return closed

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A channel was deleted: its game is closed (nothing can be shown there any more) and
        its host told by DM."""
        try:
            await self.lifecycle.channel_gone(channel.id)
        except Exception:
            log.exception("could not close the game of deleted channel %s", channel.id)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """A game's thread was deleted: its game is closed, as for a channel."""
        try:
            await self.lifecycle.channel_gone(payload.thread_id)
        except Exception:
            log.exception("could not close the game of deleted thread %s", payload.thread_id)

    async def close(self) -> None:
        if hasattr(self, "collector"):
            self.collector.stop()
            self.buckets.stop()
        if self.health_server is not None:
            await self.health_server.stop()
        resume = getattr(self, "_resume", None)
        if resume is not None and not resume.done():  # closed before the games were resumed
            resume.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await resume
        if hasattr(self, "router"):
            await self.scheduler.stop()
            await self.computers.stop()
            with contextlib.suppress(TimeoutError):  # let answers and board edits finish
                await asyncio.wait_for(self.work.quiet(), CLOSE_GRACE)
            self.boards.outbox.close()  # boards still behind are redrawn at the next start
        # discord.py's wait for the GUILD_CREATE burst (~2 s after READY) would otherwise go on
        # after the close and fail dispatching into a loop that is gone.
        state = self._connection
        pending = [getattr(state, "_ready_task", None)]
        pending += list(getattr(state, "_ready_tasks", {}).values())
        for ready in pending:
            if ready is not None:
                ready.cancel()
        await super().close()
        if hasattr(self, "store"):
            await self.store.close()
        if hasattr(self, "renderer"):
            self.renderer.close()
        if hasattr(self, "thinker"):
            self.thinker.close()

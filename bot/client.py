"""The Discord client: loads the cogs, the store and the restart-safe controls."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import Config
from bot.controller import Controller
from bot.i18n import catalog, language
from bot.presenter import Presenter
from bot.store import Store
from bot.tables import Tables
from bot.ui import CUSTOM_ID, TableControl, shows_control
from rendering import fonts

log = logging.getLogger(__name__)
EXTENSIONS = ("cogs.lobby", "cogs.tsukiji", "cogs.fisherman", "cogs.fleamarket", "cogs.silkroad")


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
        if not key or lang == "en":
            return None
        return catalog(lang).get(key)


class IchibaBot(commands.Bot):
    """Ichiba's bot. ``store``, ``tables`` and ``controller`` exist once ``setup_hook`` ran."""

    store: Store
    tables: Tables
    controller: Controller

    def __init__(self, config: Config, clock: Callable[[], float] = time.time) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None)
        self.config = config
        self.clock = clock
        self.presenters: dict[str, Presenter] = {}

    async def setup_hook(self) -> None:
        self.store = await Store.open(self.config.db_path)
        self.tables = Tables(self.store)
        self.controller = Controller(self, self.tables, self.presenters)
        await self.tree.set_translator(CatalogTranslator())
        for extension in EXTENSIONS:
            try:
                await self.load_extension(extension)
            except Exception:
                log.exception("could not load extension %s", extension)
        self.add_dynamic_items(TableControl)
        # Fonts are loaded before the bot goes online: the first pictures after a (re)start would
        # otherwise take long enough for their interactions to be deferred.
        await asyncio.to_thread(fonts.warm_up)
        await self.sync_commands()
        self._resume = asyncio.create_task(self.controller.resume_games())

    async def sync_commands(self) -> None:
        """Sync to the dev guild instantly when configured, else globally."""
        if self.config.dev_guild:
            guild = discord.Object(self.config.dev_guild)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d application commands", len(synced))

    async def on_ready(self) -> None:
        log.info("ready as %s in %d guilds", self.user, len(self.guilds))

    async def on_interaction(self, interaction: discord.Interaction[IchibaBot]) -> None:
        """Answer component clicks that no ``DynamicItem`` will: a control that is no longer on
        its message (a double click, an old copy of an edited board) or a malformed id."""
        if interaction.type is not discord.InteractionType.component:
            return
        data: dict[str, Any] = dict(interaction.data or {})
        custom = str(data.get("custom_id", ""))
        if CUSTOM_ID.fullmatch(custom) and shows_control(interaction.message, custom):
            return  # TableControl handles it
        await self.controller.on_orphan(interaction, custom, list(data.get("values", [])))

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a guild: close its games (and their timers) so nothing waits forever.
        Nothing is posted: the bot cannot write there any more."""
        closed = 0
        for game_id in await self.store.open_game_ids(guild.id):
            try:
                await self.tables.abandon(game_id)
                await self.store.delete_timers(game_id)
                closed += 1
            except Exception:
                log.exception("could not close game %s of guild %s", game_id, guild.id)
        log.info("left guild %s; closed its %d open games", guild.id, closed)

    async def close(self) -> None:
        if hasattr(self, "controller"):
            await self.controller.turns.stop()
        await super().close()
        if hasattr(self, "store"):
            await self.store.close()

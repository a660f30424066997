"""Slash commands are pushed to Discord only when they changed (a hash kept in the database),
never after a cog failed to load, and always by ``python -m bot sync``; names Discord refuses in
a language are refused by the local Discord too."""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands

import bot.interface.client
from bot.interface.client import CatalogTranslator, IchibaBot
from tests.e2e.process import ROOT
from tests.e2e.world import make_world, running_bot
from tests.fakediscord import run_client


class BotWithOneMoreCommand(IchibaBot):
    async def setup_hook(self) -> None:
        @app_commands.command(name="extra", description="One more command")
        async def extra(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.send_message("extra", ephemeral=True)

        self.tree.add_command(extra)
        await super().setup_hook()


class SpacedJapaneseOptions(CatalogTranslator):
    """Japanese option names with a space in them, which Discord refuses."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        text = await super().translate(string, locale, context)
        japanese_option = locale is discord.Locale.japanese and (
            context.location is app_commands.TranslationContextLocation.parameter_name
        )
        return f"{text} {text}" if text and japanese_option else text


async def test_commands_are_synced_only_when_they_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    world = await make_world(tmp_path, ("Alice",))
    server = world.server
    try:
        async with running_bot(world) as first:
            config = first.config
        assert server.command_sync_count == 1
        async with running_bot(world):  # the same commands: not pushed again
            pass
        assert server.command_sync_count == 1

        async with run_client(server, BotWithOneMoreCommand(config)):  # a new command
            assert server.command_sync_count == 2
            guild = world.guild  # type: ignore[attr-defined]
            assert "extra" in {c["name"] for c in server.guild_commands(guild)}

        # A cog that fails to load would delete its commands: nothing is synced.
        client = bot.interface.client
        monkeypatch.setattr(client, "EXTENSIONS", (*client.EXTENSIONS, "cogs.missing"))
        with caplog.at_level(logging.ERROR, logger="bot.interface.client"):
            async with running_bot(world):
                pass
        assert server.command_sync_count == 2
        assert any("not syncing" in r.getMessage() for r in caplog.records)
        monkeypatch.undo()

        # An option name Discord refuses in one language: the sync is refused.
        monkeypatch.setattr(client, "CatalogTranslator", SpacedJapaneseOptions)
        with pytest.raises(discord.HTTPException) as refused:
            async with running_bot(world):
                pass
        assert refused.value.status == 400 and refused.value.code == 50035
        assert "name_localizations" in str(refused.value)
        assert server.command_sync_count == 2
        monkeypatch.undo()

        env = {
            **os.environ,
            **server.subprocess_env(),
            "ICHIBA_DB": str(world.db),
            "ICHIBA_DEV_GUILD": str(world.guild.id),  # type: ignore[attr-defined]
            "PYTHONPATH": str(ROOT),
        }
        forced = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            "sync",
            env=env,
            cwd=tmp_path,
            stderr=asyncio.subprocess.PIPE,
        )
        _, stderr = await asyncio.wait_for(forced.communicate(), 60)
        assert forced.returncode == 0, stderr.decode()
        assert server.command_sync_count == 3
        assert "extra" not in {c["name"] for c in server.guild_commands(guild)}
    finally:
        await server.close()

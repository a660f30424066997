"""One error handler answers every failing slash command politely and logs it once."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.config import Config
from bot.engine import IllegalAction
from bot.i18n import t
from bot.interface.client import IchibaBot
from tests.e2e.world import make_world
from tests.fakediscord import run_client


class BotWithFailingCommands(IchibaBot):
    """Ichiba plus two commands that fail: one refuses, one breaks."""

    async def setup_hook(self) -> None:
        @app_commands.command(name="refuse", description="Refuses politely")
        async def refuse(interaction: discord.Interaction[Any]) -> None:
            raise IllegalAction("lobby.host_only")

        @app_commands.command(name="explode", description="Fails unexpectedly")
        async def explode(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            raise RuntimeError("boom")

        self.tree.add_command(refuse)
        self.tree.add_command(explode)
        await super().setup_hook()


def ours(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name.startswith(("bot", "cogs"))]


async def test_failures_are_answered_and_logged_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    world = await make_world(tmp_path, ("Alice",))
    server, user = world.server, world.users[0]
    config = Config(
        token=server.token,
        db_path=world.db,
        dev_guild=int(world.guild.id),  # type: ignore[attr-defined]
        computer_delay=0,
    )
    try:
        async with run_client(server, BotWithFailingCommands(config)):
            with caplog.at_level(logging.INFO, logger="bot.interface.command_tree"):
                refused = await server.slash(user, world.channel, "refuse")
                assert refused.ephemeral and refused.content == t("lobby.host_only")
                assert not [r for r in ours(caplog) if r.levelno >= logging.WARNING]

                broken = await server.slash(user, world.channel, "explode")
                assert broken.ephemeral and broken.content == t("error.internal")
                errors = [r for r in ours(caplog) if r.levelno >= logging.ERROR]
                assert len(errors) == 1 and "explode" in errors[0].getMessage()
                assert errors[0].exc_info and "boom" in str(errors[0].exc_info[1])
    finally:
        await server.close()

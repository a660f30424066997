"""The local Discord routes gateway events by shard, as Discord does: two discord.py
``AutoShardedClient``s, each running one of two shards, see only their shard's guilds and
events; DMs and interactions outside guilds reach shard 0; ``/gateway/bot`` recommends a count."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from tests.fakediscord import FakeDiscord
from tests.fakediscord.harness import use_server
from tests.waits import until


class Recorder(commands.AutoShardedBot):
    """Answers ``/ping`` and notes where each interaction came in."""

    def __init__(self, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(command_prefix="!", intents=intents, **options)
        self.interactions: list[tuple[int | None, int | None]] = []  # (guild, shard)

        @app_commands.command(name="ping", description="Ping")
        async def ping(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("pong", ephemeral=True)

        self.tree.add_command(ping)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        self.interactions.append((interaction.guild_id, self._shard_of(interaction)))

    def _shard_of(self, interaction: discord.Interaction) -> int | None:
        guild = interaction.guild
        return None if guild is None else guild.shard_id


async def test_events_go_to_the_shard_of_their_guild_and_dms_to_shard_0() -> None:
    server = await FakeDiscord.start(token="test-token")
    try:
        even = server.add_guild("Shard 0", shard=(0, 2))
        odd = server.add_guild("Shard 1", shard=(1, 2))
        assert (int(even.id) >> 22) % 2 == 0 and (int(odd.id) >> 22) % 2 == 1
        channels = [server.add_text_channel(g, "games") for g in (even, odd)]
        user = server.add_user("Alice", guild=even)
        server.add_member(odd, user)
        with use_server(server):
            zero = Recorder(shard_count=2, shard_ids=[0])
            one = Recorder(shard_count=2, shard_ids=[1])
            tasks = [asyncio.create_task(c.start(server.token)) for c in (zero, one)]
            try:
                await server.wait_shards(2, [0, 1])
                ready = asyncio.gather(zero.wait_until_ready(), one.wait_until_ready())
                await asyncio.wait_for(ready, 20)
                await zero.tree.sync()
                assert [g.id for g in zero.guilds] == [int(even.id)]
                assert [g.id for g in one.guilds] == [int(odd.id)]
                await server.slash(user, channels[1], "ping")
                await server.slash(user, channels[0], "ping")
                await server.slash(user, server.dm_channel(user), "ping")  # in DMs
                assert one.interactions == [(int(odd.id), 1)]
                assert zero.interactions == [(int(even.id), 0), (None, None)]
                late = server.add_guild("Joined later", shard=(1, 2))  # GUILD_CREATE: shard 1
                await until(
                    lambda: int(late.id) in {g.id for g in one.guilds},
                    "the guild that joined later did not reach shard 1",
                )
                assert int(late.id) not in {g.id for g in zero.guilds}
            finally:
                for client in (zero, one):
                    await client.close()
                await asyncio.gather(*tasks, return_exceptions=True)
    finally:
        await server.close()


async def test_gateway_bot_recommends_a_shard_count() -> None:
    server = await FakeDiscord.start(token="test-token")
    server.recommended_shards = 3
    try:
        server.add_guild("Any")
        with use_server(server):
            client = Recorder()  # no count: asks /gateway/bot and runs every shard
            task = asyncio.create_task(client.start(server.token))
            try:
                await server.wait_shards(3, [0, 1, 2])
                assert client.shard_count == 3 and sorted(client.shards) == [0, 1, 2]
            finally:
                await client.close()
                await asyncio.gather(task, return_exceptions=True)
    finally:
        await server.close()

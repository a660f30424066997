"""Pointing discord.py at a :class:`FakeDiscord`.

discord.py 2.7 builds REST URLs from ``discord.http.Route.BASE`` and, for a plain
(non-sharded) ``Client``, opens the gateway at
``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` without asking ``GET /gateway/bot``
(only ``AutoShardedClient`` asks). Both must be redirected, otherwise the client would
talk to the real Discord.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterator
from typing import TYPE_CHECKING, TypeVar

import yarl

if TYPE_CHECKING:
    import discord

    from .server import FakeDiscord

ClientT = TypeVar("ClientT", bound="discord.Client")


@contextlib.contextmanager
def use_server(server: FakeDiscord) -> Iterator[FakeDiscord]:
    """Patch ``Route.BASE`` and ``DiscordWebSocket.DEFAULT_GATEWAY``; restore on exit.

    Keep it active for the whole lifetime of the client: ``Route`` reads ``BASE`` on
    every request.
    """
    from discord.gateway import DiscordWebSocket
    from discord.http import Route

    old_base = Route.BASE
    old_gateway = DiscordWebSocket.DEFAULT_GATEWAY
    Route.BASE = server.api_base
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(server.gateway_url)
    try:
        yield server
    finally:
        Route.BASE = old_base
        DiscordWebSocket.DEFAULT_GATEWAY = old_gateway


@contextlib.asynccontextmanager
async def run_client(
    server: FakeDiscord,
    client: ClientT,
    *,
    ready_timeout: float = 60.0,
    wait_commands: bool = True,
) -> AsyncIterator[ClientT]:
    """Run ``client`` against ``server`` until the block exits.

    Waits until the client identified and (``wait_commands``) synced its commands, then
    yields. On exit the client is closed and the patch removed. A crash of the client
    task during start-up is re-raised instead of timing out.
    """
    with use_server(server):
        task = asyncio.create_task(client.start(server.token), name="fakediscord-client")
        try:
            ready = asyncio.create_task(server.wait_ready(ready_timeout, commands=wait_commands))
            done, _ = await asyncio.wait({task, ready}, return_when=asyncio.FIRST_COMPLETED)
            if task in done:
                ready.cancel()
                task.result()
                raise RuntimeError("client stopped before it was ready")
            ready.result()
            yield client
        finally:
            await client.close()
            try:
                await asyncio.wait_for(task, 5)
            except TimeoutError:
                task.cancel()

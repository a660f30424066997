"""A local, Discord-compatible test server for driving a real discord.py client.

Typical use::

    server = await FakeDiscord.start(token="test-token")
    guild = server.add_guild("Test Guild")
    channel = server.add_text_channel(guild, "games")
    alice = server.add_user("Alice", guild=guild)
    async with run_client(server, MyBot(...)):
        result = await server.slash(alice, channel, "play", game="tsukiji")
        await server.click(alice, result.message, "join")
    await server.close()

See :class:`FakeDiscord` for the full test-side API and :mod:`.harness` for how
clients are pointed at the server.
"""

from .errors import ApiError, FakeDiscordError, InteractionDeadlineExceeded
from .harness import run_client, use_server
from .interactions import CallbackType, InteractionResult
from .models import (
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    RequestRecord,
)
from .payloads import Intent, MessageFlag, Perm
from .server import FakeDiscord

__all__ = [
    "ApiError",
    "CallbackType",
    "FakeAttachment",
    "FakeChannel",
    "FakeDiscord",
    "FakeDiscordError",
    "FakeGuild",
    "FakeMember",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "Intent",
    "InteractionDeadlineExceeded",
    "InteractionResult",
    "MessageFlag",
    "Perm",
    "RequestRecord",
    "run_client",
    "use_server",
]

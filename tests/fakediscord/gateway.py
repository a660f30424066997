"""The gateway (websocket) side of the fake Discord, API v10.

Implements HELLO / IDENTIFY -> READY + GUILD_CREATE / HEARTBEAT -> ACK /
RESUME -> replay + RESUMED / REQUEST_GUILD_MEMBERS -> GUILD_MEMBERS_CHUNK, sequence
numbers, and ``zlib-stream`` transport compression (one zlib context per connection,
each payload terminated by a ``Z_SYNC_FLUSH``) when the client asks for it in the URL.

Sharding as Discord does it: IDENTIFY may carry ``shard: [id, count]``; a session then gets
only its shard's guilds (in READY and GUILD_CREATE) and events: a guild's events go to shard
``(guild_id >> 22) % count``, events without a guild (DMs, interactions in DMs) to shard 0.
Sessions without ``shard`` are shard 0 of 1 (every event).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import zlib
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSCloseCode, WSMsgType, web

from .errors import FakeDiscordError
from .payloads import (
    Intent,
    current_user_payload,
    dumps,
    gateway_guild_payload,
    member_payload,
)

if TYPE_CHECKING:
    from .models import FakeGuild
    from .server import FakeDiscord

Json = dict[str, Any]
log = logging.getLogger(__name__)


class Op:
    """Gateway opcodes."""

    DISPATCH = 0
    HEARTBEAT = 1
    IDENTIFY = 2
    PRESENCE = 3
    VOICE_STATE = 4
    RESUME = 6
    RECONNECT = 7
    REQUEST_MEMBERS = 8
    INVALID_SESSION = 9
    HELLO = 10
    HEARTBEAT_ACK = 11


#: Close codes after which discord.py will not try to reconnect.
FATAL_CLOSE_CODES = (4004, 4010, 4011, 4012, 4013, 4014)
REPLAY_BUFFER = 2000


class GatewayConnection:
    """One websocket; serialises sends so zlib output and sequence order stay consistent."""

    def __init__(self, ws: web.WebSocketResponse, *, compress: bool, path: str) -> None:
        self.ws = ws
        self.path = path
        self.lock = asyncio.Lock()
        self._zlib = zlib.compressobj() if compress else None
        self.sent: int = 0

    async def send_raw(self, text: str) -> None:
        """Send one already-encoded payload (caller holds :attr:`lock`)."""
        if self.ws.closed:
            return
        if self._zlib is not None:
            data = self._zlib.compress(text.encode()) + self._zlib.flush(zlib.Z_SYNC_FLUSH)
            await self.ws.send_bytes(data)
        else:
            await self.ws.send_str(text)
        self.sent += 1

    async def send(self, payload: Json) -> None:
        async with self.lock:
            await self.send_raw(dumps(payload))


@dataclass(eq=False)
class GatewaySession:
    """A gateway session; survives disconnects so it can be resumed."""

    session_id: str
    intents: int
    seq: int = 0
    connection: GatewayConnection | None = None
    resumable: bool = True
    buffer: deque[tuple[int, str]] = field(default_factory=lambda: deque(maxlen=REPLAY_BUFFER))
    ready: bool = False
    shard: tuple[int, int] = (0, 1)  # (id, count)

    @property
    def live(self) -> bool:
        """READY/RESUMED on an open socket."""
        return bool(self.ready and self.connection is not None and not self.connection.ws.closed)

    def has_intent(self, intent: int) -> bool:
        return bool(self.intents & intent)


class Gateway:
    """Accepts websocket clients and dispatches events to the current session."""

    def __init__(self, server: FakeDiscord, *, heartbeat_interval: float, compress: bool) -> None:
        self.server = server
        self.heartbeat_interval = heartbeat_interval
        self.allow_compression = compress
        self.sessions: dict[str, GatewaySession] = {}
        self.current: GatewaySession | None = None  # the most recent to IDENTIFY or RESUME
        self.shards: dict[int, GatewaySession] = {}  # shard id -> its current session
        self.shard_count = 1
        self.interaction_routes: list[tuple[int, int | None]] = []  # (shard, guild id or None)
        self.connections: set[GatewayConnection] = set()
        self.identify_count = 0
        self.resume_count = 0
        self.invalid_session_count = 0
        self.heartbeat_count = 0
        self.received: list[Json] = []
        self.presence: Json | None = None
        self.compressed_connections = 0
        self.connect_paths: list[str] = []

    # -- public helpers -------------------------------------------------------------

    @property
    def connected(self) -> bool:
        """A session is current, attached to an open socket and READY/RESUMED."""
        session = self.current
        return session is not None and session.live

    def shard_connected(self, shard_id: int, count: int | None = None) -> bool:
        """Whether shard ``shard_id`` (of ``count`` shards, when given) has a live session."""
        session = self.shards.get(shard_id)
        return (
            session is not None
            and session.live
            and (count is None or session.shard[1] == count)
        )

    @staticmethod
    def shard_of(guild_id: int | str | None, count: int) -> int:
        """The shard that carries a guild's events (``None``: DMs, shard 0)."""
        return 0 if guild_id is None else (int(guild_id) >> 22) % count

    def session_for(self, event: str, data: Json) -> GatewaySession | None:
        """The session that receives ``event``: its guild's shard (DMs: shard 0)."""
        if event.startswith("GUILD_") and "guild_id" not in data:
            guild_id = data.get("id")  # GUILD_CREATE, GUILD_UPDATE, GUILD_DELETE
        else:
            guild_id = data.get("guild_id")
        return self.shards.get(self.shard_of(guild_id, self.shard_count))

    async def dispatch(
        self, event: str, data: Json, *, intent: int | None = None, required: bool = False
    ) -> bool:
        """Send a DISPATCH to the session of the event's shard (buffered while it is
        disconnected).

        Returns whether the event was accepted. With ``required`` a missing session
        raises :class:`FakeDiscordError`; otherwise the event is silently dropped, as is
        an event whose ``intent`` the session did not ask for.
        """
        session = self.session_for(event, data)
        if event == "INTERACTION_CREATE" and session is not None:
            guild = data.get("guild_id")
            self.interaction_routes.append((session.shard[0], int(guild) if guild else None))
        if session is None:
            if required:
                raise FakeDiscordError(
                    f"cannot dispatch {event}: no bot is connected to the fake gateway"
                )
            return False
        if required and session.connection is None and not session.resumable:
            raise FakeDiscordError(f"cannot dispatch {event}: the bot's gateway session ended")
        if intent is not None and not session.has_intent(intent):
            return False
        await self._send_dispatch(session, event, data)
        return True

    async def disconnect(
        self, code: int = 4000, *, resumable: bool = True, shard: int | None = None
    ) -> None:
        """Close the current session's socket (``shard``: that shard's); discord.py will
        reconnect and RESUME."""
        session = self.current if shard is None else self.shards.get(shard)
        if session is None or session.connection is None:
            raise FakeDiscordError("no gateway connection to disconnect")
        session.resumable = resumable
        session.ready = False
        connection = session.connection
        session.connection = None
        async with connection.lock:
            await connection.ws.close(code=code, message=b"fake disconnect")
        self.server._notify()

    async def close(self) -> None:
        """Close every socket (server shutdown)."""
        for connection in list(self.connections):
            await connection.ws.close(code=WSCloseCode.GOING_AWAY, message=b"server shutdown")
        self.connections.clear()

    # -- websocket handler ------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        self.connect_paths.append(request.path)
        wants_zlib = request.query.get("compress") == "zlib-stream" and self.allow_compression
        if wants_zlib:
            self.compressed_connections += 1
        connection = GatewayConnection(ws, compress=wants_zlib, path=request.path)
        self.connections.add(connection)
        session: GatewaySession | None = None
        try:
            await connection.send(
                {
                    "op": Op.HELLO,
                    "d": {"heartbeat_interval": int(self.heartbeat_interval * 1000)},
                    "s": None,
                    "t": None,
                }
            )
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    raw = msg.data
                elif msg.type == WSMsgType.BINARY:
                    raw = msg.data.decode()
                else:
                    break
                try:
                    payload = json.loads(raw)
                except ValueError:
                    await ws.close(code=4002, message=b"Error while decoding payload.")
                    break
                self.received.append(payload)
                session = await self._handle_op(connection, session, payload)
                if ws.closed:
                    break
        finally:
            self.connections.discard(connection)
            close_code = ws.close_code
            if session is not None and session.connection is connection:
                session.connection = None
                session.ready = False
                if close_code in (1000, 1001):
                    # A clean close by the client ends the session, like on Discord.
                    session.resumable = False
            self.server._notify()
        return ws

    async def _handle_op(
        self, connection: GatewayConnection, session: GatewaySession | None, payload: Json
    ) -> GatewaySession | None:
        op = payload.get("op")
        data = payload.get("d")
        if op == Op.HEARTBEAT:
            self.heartbeat_count += 1
            await connection.send({"op": Op.HEARTBEAT_ACK, "d": None, "s": None, "t": None})
            return session
        if op == Op.IDENTIFY:
            if session is not None:
                await connection.ws.close(code=4005, message=b"Already authenticated.")
                return session
            return await self._identify(connection, data or {})
        if op == Op.RESUME:
            return await self._resume(connection, data or {})
        if session is None:
            await connection.ws.close(code=4003, message=b"Not authenticated.")
            return None
        if op == Op.PRESENCE:
            self.presence = data
        elif op == Op.REQUEST_MEMBERS:
            await self._members_chunk(session, data or {})
        elif op != Op.VOICE_STATE:
            await connection.ws.close(code=4001, message=b"Unknown opcode.")
        return session

    async def _identify(self, connection: GatewayConnection, data: Json) -> GatewaySession | None:
        server = self.server
        if data.get("token") != server.token:
            await connection.ws.close(code=4004, message=b"Authentication failed.")
            return None
        intents = int(data.get("intents", 0))
        shard = data.get("shard") or [0, 1]
        shard_id, count = int(shard[0]), int(shard[1])
        if not 0 <= shard_id < count:
            await connection.ws.close(code=4010, message=b"Invalid shard.")
            return None
        session = GatewaySession(
            session_id=secrets.token_hex(16), intents=intents, shard=(shard_id, count)
        )
        self.sessions[session.session_id] = session
        self.current = session
        if count != self.shard_count:  # resharded: the sessions of the old count get nothing
            self.shards = {}
            self.shard_count = count
        self.shards[shard_id] = session
        session.connection = connection
        self.identify_count += 1
        guilds = [
            g for g in server.guilds.values() if self.shard_of(g.id, count) == shard_id
        ]
        ready: Json = {
            "v": 10,
            "user": current_user_payload(server.bot_user),
            "guilds": [{"id": g.id, "unavailable": True} for g in guilds],
            "session_id": session.session_id,
            "session_type": "normal",
            "resume_gateway_url": server.resume_gateway_url,
            "application": {"id": server.application_id, "flags": server.application_flags},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "auth": {},
            "_trace": ["fakediscord"],
        }
        if "shard" in data:
            ready["shard"] = data["shard"]
        async with connection.lock:
            await self._send_locked(session, "READY", ready)
            for guild in guilds:
                if guild.unavailable:  # an outage: no GUILD_CREATE, the guild stays unavailable
                    data = {"id": guild.id, "unavailable": True}
                    await self._send_locked(session, "GUILD_DELETE", data)
                else:
                    data = self.guild_create_payload(guild)
                    await self._send_locked(session, "GUILD_CREATE", data)
        session.ready = True
        server._notify()
        return session

    def guild_create_payload(self, guild: FakeGuild) -> Json:
        """GUILD_CREATE for ``guild`` as seen by the current session's intents."""
        session = self.current
        bot_id = self.server.bot_user.id
        members = list(guild.members.values())
        if session is not None and not session.has_intent(Intent.GUILD_MEMBERS):
            members = [m for m in members if m.user.id == bot_id]
        return gateway_guild_payload(guild, members)

    async def _resume(self, connection: GatewayConnection, data: Json) -> GatewaySession | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or not session.resumable or data.get("token") != self.server.token:
            self.invalid_session_count += 1
            await connection.send({"op": Op.INVALID_SESSION, "d": False, "s": None, "t": None})
            return None
        seq = int(data.get("seq") or 0)
        old = session.connection
        if old is not None and old is not connection:
            await old.ws.close(code=4000, message=b"Session resumed elsewhere")
        session.connection = connection
        self.current = session
        if session.shard[1] == self.shard_count:
            self.shards[session.shard[0]] = session
        self.resume_count += 1
        async with connection.lock:
            for event_seq, text in list(session.buffer):
                if event_seq > seq:
                    await connection.send_raw(text)
            await self._send_locked(session, "RESUMED", {"_trace": ["fakediscord"]})
        session.ready = True
        self.server._notify()
        return session

    async def _members_chunk(self, session: GatewaySession, data: Json) -> None:
        guild = self.server.guilds.get(str(data.get("guild_id")))
        if guild is None:
            return
        members = list(guild.members.values())
        user_ids = data.get("user_ids")
        query = data.get("query")
        if user_ids is not None:
            wanted = {str(u) for u in (user_ids if isinstance(user_ids, list) else [user_ids])}
            members = [m for m in members if m.user.id in wanted]
        elif query:
            members = [m for m in members if m.user.username.lower().startswith(query.lower())]
        limit = int(data.get("limit") or 0)
        if limit:
            members = members[:limit]
        chunk: Json = {
            "guild_id": guild.id,
            "members": [member_payload(m) for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce") is not None:
            chunk["nonce"] = data["nonce"]
        await self._send_dispatch(session, "GUILD_MEMBERS_CHUNK", chunk)

    # -- sending ----------------------------------------------------------------------

    async def _send_dispatch(self, session: GatewaySession, event: str, data: Json) -> None:
        connection = session.connection
        if connection is None:
            self._buffer(session, event, data)
            return
        async with connection.lock:
            if session.connection is connection:
                await self._send_locked(session, event, data)
            else:
                self._buffer(session, event, data)

    def _buffer(self, session: GatewaySession, event: str, data: Json) -> None:
        session.seq += 1
        session.buffer.append(
            (session.seq, dumps({"op": Op.DISPATCH, "d": data, "s": session.seq, "t": event}))
        )

    async def _send_locked(self, session: GatewaySession, event: str, data: Json) -> None:
        """Number, buffer and send an event; the connection lock must be held."""
        self._buffer(session, event, data)
        connection = session.connection
        if connection is not None:
            await connection.send_raw(session.buffer[-1][1])

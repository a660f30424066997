"""The :class:`FakeDiscord` server: state, lifecycle and the test-side API."""

from __future__ import annotations

import asyncio
import contextlib
import re
import socket
from collections import Counter
from collections.abc import Callable, Coroutine, Iterable, Sequence
from typing import Any, TypeVar

from aiohttp import web

from .actions import UserActions, as_message
from .errors import FakeDiscordError
from .gateway import Gateway
from .interactions import (
    InteractionResult,
    InteractionRoutes,
    default_deadline,
)
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
from .payloads import (
    DEFAULT_APPLICATION_FLAGS,
    Intent,
    MessageFlag,
    Perm,
    SnowflakeGenerator,
    channel_payload,
    iso_now,
    member_payload,
)
from .rest import API_PREFIX, Fault, RestApi, attachment_handler, rate_limit_fault

Json = dict[str, Any]
T = TypeVar("T")
MessageTarget = FakeChannel | FakeUser
MessagePredicate = Callable[[FakeMessage], bool]


class FakeDiscord(UserActions):
    """A local Discord (REST v10 + gateway v10) for driving a real discord.py client.

    Create it with :meth:`start`; point clients at it with
    :func:`fakediscord.use_server` (in-process) or :meth:`subprocess_env`.
    """

    def __init__(
        self,
        *,
        token: str = "test-token",
        bot_name: str = "FakeBot",
        heartbeat_interval: float = 2.5,
        interaction_deadline: float | None = None,
        compress: bool = True,
        host: str = "127.0.0.1",
    ) -> None:
        self.token = token
        self.host = host
        self.port = 0
        self.ids = SnowflakeGenerator()
        self.interaction_deadline = (
            default_deadline() if interaction_deadline is None else interaction_deadline
        )
        self.bot_user = FakeUser(self.ids.next(), bot_name, None, bot=True)
        self.application_id = self.bot_user.id
        self.application_flags = DEFAULT_APPLICATION_FLAGS
        self.app_owner = FakeUser(self.ids.next(), "app_owner", "App Owner")

        self.users: dict[str, FakeUser] = {self.bot_user.id: self.bot_user}
        self.guilds: dict[str, FakeGuild] = {}
        self.channels: dict[str, FakeChannel] = {}
        self.attachments: dict[str, FakeAttachment] = {}
        self._dm_channels: dict[str, FakeChannel] = {}
        self._channel_messages: dict[str, list[FakeMessage]] = {}
        self._messages: dict[str, FakeMessage] = {}
        self._ephemerals: dict[str, list[FakeMessage]] = {}
        self.deleted_messages: list[FakeMessage] = []

        self.global_commands: list[Json] = []
        self._guild_commands: dict[str, list[Json]] = {}
        self.command_sync_count = 0

        self.interactions: dict[str, InteractionResult] = {}
        self._interactions_by_token: dict[str, InteractionResult] = {}
        self.failed_interactions: list[InteractionResult] = []
        # A user action returns once a deferred interaction is answered (as the user would
        # wait for it); a deferral never answered within ``settle_timeout`` (or given up by
        # ``give_up_unanswered`` when the bot process died) counts as failed.
        self.settle_deferred = True
        self.settle_timeout = 30.0

        self.requests: list[RequestRecord] = []
        self.unknown_requests: list[RequestRecord] = []
        self.internal_errors: list[str] = []
        self.typing_events: list[tuple[str, float]] = []

        self._change_counter = 0
        self._changed = asyncio.Event()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._runner: web.AppRunner | None = None

        self.rest = RestApi(self)
        InteractionRoutes(self).register(self.rest)
        self.gateway = Gateway(self, heartbeat_interval=heartbeat_interval, compress=compress)
        self.recommended_shards = 1  # what GET /gateway/bot recommends

    # -- lifecycle ----------------------------------------------------------------------

    @classmethod
    async def start(
        cls,
        *,
        token: str = "test-token",
        bot_name: str = "FakeBot",
        heartbeat_interval: float = 2.5,
        interaction_deadline: float | None = None,
        compress: bool = True,
        host: str = "127.0.0.1",
    ) -> FakeDiscord:
        """Create a server and listen on a random free port of ``host``.

        ``heartbeat_interval`` is sent in HELLO (seconds); ``interaction_deadline``
        defaults to 3 s (or ``$FAKEDISCORD_DEADLINE``); ``compress`` honours a client's
        ``compress=zlib-stream`` request (otherwise plain text frames are sent).
        """
        server = cls(
            token=token,
            bot_name=bot_name,
            heartbeat_interval=heartbeat_interval,
            interaction_deadline=interaction_deadline,
            compress=compress,
            host=host,
        )
        await server._listen()
        return server

    async def _listen(self) -> None:
        app = web.Application(client_max_size=128 * 1024 * 1024)
        app.router.add_route("GET", "/gateway", self.gateway.handle)
        app.router.add_route("GET", "/gateway/resume", self.gateway.handle)
        app.router.add_route(
            "GET", "/attachments/{channel_id}/{attachment_id}/{filename}", attachment_handler(self)
        )
        app.router.add_route("*", API_PREFIX + "/{tail:.*}", self.rest.handle)
        app.router.add_route("*", "/{tail:.*}", self.rest.handle)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((self.host, 0))
        self.port = sock.getsockname()[1]
        await web.SockSite(self._runner, sock).start()

    async def close(self) -> None:
        """Close gateway sockets and stop listening."""
        await self.gateway.close()
        for task in list(self._tasks):
            task.cancel()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        if self._runner is None:
            await self._listen()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def url(self) -> str:
        """``http://127.0.0.1:PORT``."""
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        """The value for ``discord.http.Route.BASE``."""
        return f"{self.url}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        """The value for ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY``."""
        return f"ws://{self.host}:{self.port}/gateway"

    @property
    def resume_gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}/gateway/resume"

    def subprocess_env(self) -> dict[str, str]:
        """Environment variables telling a bot subprocess where the fake Discord is."""
        return {
            "DISCORD_API_BASE": self.api_base,
            "DISCORD_GATEWAY_URL": self.gateway_url,
            "DISCORD_TOKEN": self.token,
        }

    # -- change notification ---------------------------------------------------------------

    def _notify(self) -> None:
        self._change_counter += 1
        self._changed.set()
        self._changed = asyncio.Event()

    async def _wait_change(self, timeout: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._changed.wait(), timeout)

    async def _wait_until(self, check: Callable[[], T | None], timeout: float, what: str) -> T:
        """Re-evaluate ``check`` on every state change until it returns non-``None``."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            value = check()
            if value is not None and value is not False:
                return value
            remaining = end - loop.time()
            if remaining <= 0:
                raise FakeDiscordError(f"timed out after {timeout}s waiting for {what}")
            await self._wait_change(remaining)

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- world building -------------------------------------------------------------------

    def add_guild(
        self,
        name: str,
        *,
        locale: str = "en-US",
        everyone_permissions: int = Perm.DEFAULT_EVERYONE,
        bot_permissions: int = Perm.DEFAULT_BOT,
        owner: FakeUser | None = None,
        shard: tuple[int, int] | None = None,
    ) -> FakeGuild:
        """A guild the bot is in (with ``@everyone`` and the bot's managed role).

        ``shard=(id, count)``: a guild whose id falls on that shard (``(id >> 22) % count``)."""
        guild_id = self.ids.next()
        while shard is not None and (int(guild_id) >> 22) % shard[1] != shard[0]:
            guild_id = str(int(guild_id) + (1 << 22))  # the next millisecond's id
        self.ids.skip_past(guild_id)
        guild = FakeGuild(
            id=guild_id,
            name=name,
            owner_id=owner.id if owner else self.app_owner.id,
            created_at=iso_now(),
            locale=locale,
        )
        guild.roles.append(FakeRole(guild_id, "@everyone", everyone_permissions))
        bot_role = FakeRole(
            self.ids.next(), self.bot_user.username, bot_permissions, 1, True, self.bot_user.id
        )
        guild.roles.append(bot_role)
        guild.members[self.bot_user.id] = FakeMember(self.bot_user, [bot_role.id], iso_now())
        if owner is not None:
            guild.members[owner.id] = FakeMember(owner, [], iso_now())
        self.guilds[guild_id] = guild
        if self.gateway.current is not None:
            self._spawn(
                self.gateway.dispatch("GUILD_CREATE", self.gateway.guild_create_payload(guild))
            )
        self._notify()
        return guild

    def add_role(self, guild: FakeGuild, name: str, permissions: int = 0) -> FakeRole:
        role = FakeRole(self.ids.next(), name, permissions, len(guild.roles))
        guild.roles.append(role)
        if self.gateway.current is not None:  # as Discord, when an admin creates a role
            from .payloads import role_payload

            data = {"guild_id": guild.id, "role": role_payload(role)}
            self._spawn(self.gateway.dispatch("GUILD_ROLE_CREATE", data, intent=Intent.GUILDS))
        return role

    def add_text_channel(
        self, guild: FakeGuild, name: str, *, topic: str | None = None
    ) -> FakeChannel:
        channel = FakeChannel(
            self.ids.next(), 0, name, guild=guild, position=len(guild.channels), topic=topic
        )
        guild.channels.append(channel)
        self.channels[channel.id] = channel
        self._channel_messages[channel.id] = []
        if self.gateway.current is not None:
            self._spawn(
                self.gateway.dispatch(
                    "CHANNEL_CREATE", channel_payload(channel), intent=Intent.GUILDS
                )
            )
        return channel

    def add_user(
        self,
        name: str,
        *,
        guild: FakeGuild | None = None,
        username: str | None = None,
        locale: str = "en-US",
        roles: Sequence[FakeRole] = (),
        bot: bool = False,
    ) -> FakeUser:
        """A simulated user; ``name`` becomes the display (global) name and may be any text."""
        if username is None:
            slug = re.sub(r"[^a-z0-9_.]", "", name.lower()) or "user"
            username = f"{slug}_{len(self.users)}"
        user = FakeUser(self.ids.next(), username, name, bot=bot, locale=locale)
        self.users[user.id] = user
        if guild is not None:
            self.add_member(guild, user, roles=roles)
        return user

    def add_member(
        self, guild: FakeGuild, user: FakeUser, *, roles: Sequence[FakeRole] = ()
    ) -> FakeMember:
        member = FakeMember(user, [r.id for r in roles], iso_now())
        guild.members[user.id] = member
        if self.gateway.current is not None:
            data = {**member_payload(member), "guild_id": guild.id}
            self._spawn(
                self.gateway.dispatch("GUILD_MEMBER_ADD", data, intent=Intent.GUILD_MEMBERS)
            )
        return member

    def close_dms(self, user: FakeUser) -> None:
        """Sending a DM to ``user`` now fails with 403 / 50007."""
        user.dms_closed = True

    def open_dms(self, user: FakeUser) -> None:
        user.dms_closed = False

    def dm_channel(self, user: FakeUser) -> FakeChannel:
        """The (single) DM channel between the bot and ``user``."""
        channel = self._dm_channels.get(user.id)
        if channel is None:
            channel = FakeChannel(self.ids.next(), 1, None, recipient=user)
            self._dm_channels[user.id] = channel
            self.channels[channel.id] = channel
            self._channel_messages[channel.id] = []
        return channel

    # -- message store --------------------------------------------------------------------

    def store_message(self, message: FakeMessage) -> FakeMessage:
        """Index a new message (channel history, or the user's ephemeral list)."""
        self._messages[message.id] = message
        if message.ephemeral_for is not None:
            self._ephemerals.setdefault(message.ephemeral_for.id, []).append(message)
        else:
            self._channel_messages.setdefault(message.channel.id, []).append(message)
            message.channel.last_message_id = message.id
        self.touch_message(message)
        return message

    def touch_message(self, message: FakeMessage) -> None:
        """Record that ``message`` changed (wakes waiters, serves new attachments)."""
        self.attachments.update(message.files)
        self._change_counter += 1
        message.change_seq = self._change_counter
        self._notify()

    def get_message(self, message_id: str) -> FakeMessage | None:
        return self._messages.get(str(message_id))

    def _gateway_message(self, message: FakeMessage) -> Json:
        data = dict(message.payload)
        guild = message.channel.guild
        if guild is not None:
            data["guild_id"] = guild.id
            member = guild.members.get(message.author.id)
            if member is not None:
                data["member"] = member_payload(member, with_user=False)
        session = self.gateway.current
        if (
            guild is not None
            and message.author is not self.bot_user
            and session is not None
            and not session.has_intent(Intent.MESSAGE_CONTENT)
            and self.bot_user.id not in {m["id"] for m in message.payload.get("mentions", [])}
        ):
            data.update(content="", embeds=[], attachments=[], components=[])
        return data

    @staticmethod
    def _message_intent(message: FakeMessage) -> int:
        return Intent.DIRECT_MESSAGES if message.channel.is_dm else Intent.GUILD_MESSAGES

    async def publish_create(self, message: FakeMessage) -> None:
        if message.ephemeral_for is None:
            await self.gateway.dispatch(
                "MESSAGE_CREATE",
                self._gateway_message(message),
                intent=self._message_intent(message),
            )

    async def publish_update(self, message: FakeMessage) -> None:
        if message.ephemeral_for is None:
            await self.gateway.dispatch(
                "MESSAGE_UPDATE",
                self._gateway_message(message),
                intent=self._message_intent(message),
            )

    async def delete_message(self, message: FakeMessage) -> None:
        message.deleted = True
        self.deleted_messages.append(message)
        if message.ephemeral_for is not None:
            self._ephemerals[message.ephemeral_for.id].remove(message)
            self.touch_message(message)
            return
        self._channel_messages[message.channel.id].remove(message)
        self.touch_message(message)
        data: Json = {"id": message.id, "channel_id": message.channel.id}
        if message.channel.guild is not None:
            data["guild_id"] = message.channel.guild.id
        await self.gateway.dispatch("MESSAGE_DELETE", data, intent=self._message_intent(message))

    async def delete_channel(self, channel: FakeChannel) -> None:
        """A guild channel or thread is deleted (by an admin, or ``DELETE /channels/{id}``): it
        leaves its guild (and later ``GUILD_CREATE`` payloads), every later request to it gets
        ``404 Unknown Channel (10003)`` and the bot receives ``CHANNEL_DELETE`` (a thread:
        ``THREAD_DELETE``; a channel's threads go with it). Its messages stay inspectable
        through :meth:`messages`."""
        if channel.guild is None:
            raise FakeDiscordError(f"only guild channels can be deleted, not {channel!r}")
        if channel.deleted:
            return
        channel.deleted = True
        self.channels.pop(channel.id, None)
        self._notify()
        guild = channel.guild
        if channel.is_thread:  # THREAD_DELETE carries only the thread's ids
            guild.threads.remove(channel)
            data = {"id": channel.id, "guild_id": guild.id, "type": channel.type}
            data["parent_id"] = channel.parent.id if channel.parent is not None else None
            await self.gateway.dispatch("THREAD_DELETE", data, intent=Intent.GUILDS)
            return
        guild.channels.remove(channel)
        for thread in [t for t in guild.threads if t.parent is channel]:
            thread.deleted = True  # a channel's threads go with it (no event of their own)
            guild.threads.remove(thread)
            self.channels.pop(thread.id, None)
        await self.gateway.dispatch(
            "CHANNEL_DELETE", channel_payload(channel), intent=Intent.GUILDS
        )

    # -- threads --------------------------------------------------------------------------

    async def start_thread(self, message: FakeMessage, name: str, minutes: int) -> FakeChannel:
        """The bot starts a public thread from ``message`` (``THREAD_CREATE``); the message
        gets the ``HAS_THREAD`` flag and its ``thread``."""
        parent, guild = message.channel, message.channel.guild
        assert guild is not None
        thread = FakeChannel(
            message.id,  # a thread started from a message has the message's id
            11,
            name,
            guild=guild,
            parent=parent,
            owner_id=self.bot_user.id,
            auto_archive_duration=minutes,
            archive_timestamp=iso_now(),
        )
        guild.threads.append(thread)
        self.channels[thread.id] = thread
        self._channel_messages[thread.id] = []
        message.payload["flags"] = message.flags | MessageFlag.HAS_THREAD
        message.payload["thread"] = channel_payload(thread)
        self.touch_message(message)
        data = {**channel_payload(thread), "newly_created": True}
        await self.gateway.dispatch("THREAD_CREATE", data, intent=Intent.GUILDS)
        return thread

    def set_archived(self, thread: FakeChannel, archived: bool) -> None:
        """Archive or unarchive a thread (its ``archive_timestamp`` is the moment it changed)."""
        thread.archived = archived
        thread.archive_timestamp = iso_now()
        self._notify()

    async def publish_channel_update(self, channel: FakeChannel) -> None:
        """``THREAD_UPDATE`` for a thread, ``CHANNEL_UPDATE`` for a channel."""
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        await self.gateway.dispatch(event, channel_payload(channel), intent=Intent.GUILDS)

    def threads(self, channel: FakeChannel) -> list[FakeChannel]:
        """The threads started in ``channel``, oldest first (archived ones too)."""
        assert channel.guild is not None
        return [t for t in channel.guild.threads if t.parent is channel]

    # -- inspection ---------------------------------------------------------------------

    def _channel_of(self, target: MessageTarget) -> FakeChannel:
        return self.dm_channel(target) if isinstance(target, FakeUser) else target

    def messages(self, target: MessageTarget) -> list[FakeMessage]:
        """Non-deleted, non-ephemeral messages in a channel (or DM with a user), oldest first."""
        return list(self._channel_messages.get(self._channel_of(target).id, []))

    def dms(self, user: FakeUser) -> list[FakeMessage]:
        """Messages in the bot's DM channel with ``user``."""
        return self.messages(user)

    def ephemerals(self, user: FakeUser) -> list[FakeMessage]:
        """Ephemeral messages shown to ``user`` (oldest first)."""
        return list(self._ephemerals.get(user.id, []))

    def last_message(self, target: MessageTarget) -> FakeMessage:
        messages = self.messages(target)
        if not messages:
            raise FakeDiscordError(f"no messages in {self._channel_of(target)!r}")
        return messages[-1]

    @staticmethod
    def find_button(message: FakeMessage | InteractionResult, **criteria: Any) -> Json:
        """See :meth:`FakeMessage.find_button` (``label``, ``custom_id``, ``custom_id_prefix``)."""
        return as_message(message).find_button(**criteria)

    @staticmethod
    def attachment_bytes(message: FakeMessage | InteractionResult, index: int = 0) -> bytes:
        return as_message(message).attachment_bytes(index)

    async def wait_for_message(
        self,
        target: MessageTarget,
        predicate: MessagePredicate | None = None,
        timeout: float = 30.0,
        *,
        include_existing: bool = False,
    ) -> FakeMessage:
        """A message in ``target`` created or edited after this call that matches.

        Deferred "thinking..." placeholders are skipped until they are filled in.
        """
        channel = self._channel_of(target)
        since = -1 if include_existing else self._change_counter

        def check() -> FakeMessage | None:
            return _newest_match(self._channel_messages.get(channel.id, []), since, predicate)

        return await self._wait_until(check, timeout, f"a message in {channel!r}")

    async def wait_for_ephemeral(
        self,
        user: FakeUser,
        predicate: MessagePredicate | None = None,
        timeout: float = 30.0,
        *,
        include_existing: bool = False,
    ) -> FakeMessage:
        """An ephemeral message for ``user`` created or edited after this call."""
        since = -1 if include_existing else self._change_counter

        def check() -> FakeMessage | None:
            return _newest_match(self._ephemerals.get(user.id, []), since, predicate)

        return await self._wait_until(check, timeout, f"an ephemeral message for {user!r}")

    async def wait_idle(self, quiet: float = 0.1, timeout: float = 5.0) -> None:
        """Wait until no REST request arrived for ``quiet`` seconds."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            seen = len(self.requests)
            await asyncio.sleep(quiet)
            if len(self.requests) == seen:
                return
            if loop.time() > end:
                raise FakeDiscordError(f"server not idle after {timeout}s")

    def give_up_unanswered(self) -> None:
        """The bot that took the interactions not answered yet is gone (killed or stopped):
        they never will be, and the user actions waiting for them return now (at once for a
        deferral, at the interaction's deadline without a callback)."""
        for result in self.interactions.values():
            if not result._answered.is_set():
                result.given_up = True
                result._answered.set()

    # -- commands ---------------------------------------------------------------------------

    @property
    def commands(self) -> list[Json]:
        """Every synced command definition (global first, then per guild)."""
        out = list(self.global_commands)
        for commands in self._guild_commands.values():
            out.extend(commands)
        return out

    def guild_commands(self, guild: FakeGuild) -> list[Json]:
        return list(self._guild_commands.get(guild.id, []))

    def get_command(self, name: str, guild: FakeGuild | None = None) -> Json:
        pool = self.guild_commands(guild) if guild is not None else self.global_commands
        for command in pool:
            if command["name"] == name:
                return command
        raise FakeDiscordError(
            f"command {name!r} is not synced; synced: {[c['name'] for c in pool]}"
        )

    # -- readiness and faults -----------------------------------------------------------------

    async def wait_ready(
        self, timeout: float = 60.0, *, commands: bool | Iterable[str] = True
    ) -> None:
        """Until a client identified (READY sent) and, by default, commands were synced.

        ``commands`` may be a list of command names that must all be synced.
        """
        wanted = set() if isinstance(commands, bool) else set(commands)

        def check() -> bool:
            if not self.gateway.connected:
                return False
            if commands is True and self.command_sync_count == 0:
                return False
            return wanted <= {c["name"] for c in self.commands}

        await self._wait_until(check, timeout, "the bot to be ready")

    async def wait_connected(self, timeout: float = 60.0) -> None:
        """Until the gateway has a live, READY or RESUMED session (e.g. after a disconnect)."""
        await self._wait_until(lambda: self.gateway.connected, timeout, "a gateway connection")

    async def wait_shards(
        self, count: int, shards: Iterable[int], timeout: float = 30.0
    ) -> None:
        """Until each of ``shards`` (of ``count``) has a live, READY or RESUMED session."""
        wanted = list(shards)
        await self._wait_until(
            lambda: all(self.gateway.shard_connected(s, count) for s in wanted) or None,
            timeout,
            f"shards {wanted} of {count}",
        )

    async def disconnect_gateway(self, code: int = 4000, *, resumable: bool = True) -> None:
        """Close the bot's websocket with a resumable close code (discord.py RESUMEs)."""
        await self.gateway.disconnect(code, resumable=resumable)

    def rate_limit_next(
        self,
        method: str,
        path_regex: str,
        retry_after: float = 0.2,
        *,
        count: int = 1,
        is_global: bool = False,
    ) -> Fault:
        """Answer the next ``count`` matching requests with 429.

        ``path_regex`` must fully match the path below ``/api/v10``,
        e.g. ``r"/channels/\\d+/messages"``.
        """
        fault = rate_limit_fault(method, path_regex, retry_after, count=count, is_global=is_global)
        self.rest.faults.append(fault)
        return fault

    def fail_next(
        self,
        method: str,
        path_regex: str,
        status: int = 403,
        code: int = 50013,
        message: str = "Missing Permissions",
        *,
        count: int = 1,
    ) -> Fault:
        """Answer the next ``count`` matching requests with a Discord error."""
        fault = Fault(
            method.upper(),
            re.compile(path_regex),
            status,
            {"message": message, "code": code},
            {},
            count,
        )
        self.rest.faults.append(fault)
        return fault

    # -- request log ------------------------------------------------------------------------

    def mark(self) -> int:
        """A position in the request log, for :meth:`request_counts` ``since``."""
        return len(self.requests)

    def request_counts(self, since: int = 0) -> Counter[str]:
        """``Counter`` of ``"METHOD /route/{template}"`` for requests after ``since``."""
        return Counter(r.key for r in self.requests[since:])

    def assert_healthy(self) -> None:
        """No unknown routes were hit and the server had no internal errors."""
        problems = [f"unknown route: {r.method} {r.path}" for r in self.unknown_requests]
        problems += [f"internal error: {e}" for e in self.internal_errors]
        if problems:
            raise FakeDiscordError("; ".join(problems))


def _newest_match(
    messages: list[FakeMessage], since: int, predicate: MessagePredicate | None
) -> FakeMessage | None:
    for message in reversed(messages):
        if message.change_seq <= since or message.loading:
            continue
        if predicate is None or predicate(message):
            return message
    return None


async def remove_bot_from_guild(server: FakeDiscord, guild: FakeGuild) -> None:
    """The bot is kicked from ``guild`` (or the guild is deleted): it stops being a member, the
    guild is no longer sent on (re)connect, REST calls in its channels get ``403 Missing Access``
    and the bot receives ``GUILD_DELETE`` (without ``unavailable``, i.e. a removal)."""
    guild.members.pop(server.bot_user.id, None)
    server.guilds.pop(guild.id, None)
    await server.gateway.dispatch("GUILD_DELETE", {"id": guild.id}, intent=Intent.GUILDS)
    server._notify()


async def set_guild_unavailable(
    server: FakeDiscord, guild: FakeGuild, unavailable: bool = True
) -> None:
    """A Discord outage in ``guild`` begins (``unavailable=False``: it ends). The bot stays a
    member: READY still lists the guild, but while the outage lasts the bot gets ``GUILD_DELETE``
    with ``unavailable: true`` instead of its ``GUILD_CREATE`` (at once, and at every IDENTIFY);
    at the end it gets ``GUILD_CREATE``. REST calls are not affected."""
    guild.unavailable = unavailable
    if unavailable:
        data: Json = {"id": guild.id, "unavailable": True}
        await server.gateway.dispatch("GUILD_DELETE", data, intent=Intent.GUILDS)
    else:
        data = server.gateway.guild_create_payload(guild)
        await server.gateway.dispatch("GUILD_CREATE", data, intent=Intent.GUILDS)
    server._notify()


async def set_role_permissions(
    server: FakeDiscord, guild: FakeGuild, role: FakeRole, permissions: int
) -> None:
    """An admin changes a role's permissions: the bot receives ``GUILD_ROLE_UPDATE``, and
    REST calls and interaction ``app_permissions`` follow the new permissions at once."""
    from .payloads import role_payload

    role.permissions = permissions
    data = {"guild_id": guild.id, "role": role_payload(role)}
    await server.gateway.dispatch("GUILD_ROLE_UPDATE", data, intent=Intent.GUILDS)
    server._notify()

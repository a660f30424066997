"""Discord-shaped JSON payload builders, snowflakes, timestamps and bit constants.

Every builder returns a fresh ``dict`` shaped like the object Discord's API v10 sends,
with the keys discord.py's parsers require (see ``discord/types/*.py``).
"""

from __future__ import annotations

import datetime as dt
import json
import struct
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .models import FakeChannel, FakeGuild, FakeMember, FakeRole, FakeUser

DISCORD_EPOCH_MS = 1_420_070_400_000


class Perm:
    """Permission bits (https://discord.com/developers/docs/topics/permissions)."""

    CREATE_INSTANT_INVITE = 1 << 0
    KICK_MEMBERS = 1 << 1
    BAN_MEMBERS = 1 << 2
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    STREAM = 1 << 9
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CONNECT = 1 << 20
    SPEAK = 1 << 21
    CHANGE_NICKNAME = 1 << 26
    MANAGE_ROLES = 1 << 28
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    USE_EXTERNAL_STICKERS = 1 << 37
    SEND_MESSAGES_IN_THREADS = 1 << 38
    SEND_VOICE_MESSAGES = 1 << 46
    SEND_POLLS = 1 << 49
    USE_EXTERNAL_APPS = 1 << 50

    ALL = (1 << 51) - 1

    #: Roughly what ``@everyone`` gets in a freshly created guild.
    DEFAULT_EVERYONE = (
        CREATE_INSTANT_INVITE
        | ADD_REACTIONS
        | STREAM
        | VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_EXTERNAL_EMOJIS
        | CONNECT
        | SPEAK
        | CHANGE_NICKNAME
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | USE_EXTERNAL_STICKERS
        | SEND_MESSAGES_IN_THREADS
        | SEND_VOICE_MESSAGES
        | SEND_POLLS
        | USE_EXTERNAL_APPS
    )

    #: Default permissions of the bot's managed role (added on top of ``@everyone``).
    DEFAULT_BOT = DEFAULT_EVERYONE | MANAGE_MESSAGES

    #: What an app gets in a DM with a user.
    DM = (
        ADD_REACTIONS
        | VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_EXTERNAL_EMOJIS
        | USE_APPLICATION_COMMANDS
    )


class Intent:
    """Gateway intent bits."""

    GUILDS = 1 << 0
    GUILD_MEMBERS = 1 << 1
    GUILD_PRESENCES = 1 << 8
    GUILD_MESSAGES = 1 << 9
    GUILD_MESSAGE_REACTIONS = 1 << 10
    DIRECT_MESSAGES = 1 << 12
    DIRECT_MESSAGE_REACTIONS = 1 << 13
    MESSAGE_CONTENT = 1 << 15


class MessageFlag:
    """Message flag bits used by the server."""

    SUPPRESS_EMBEDS = 1 << 2
    HAS_THREAD = 1 << 5
    EPHEMERAL = 1 << 6
    LOADING = 1 << 7
    SUPPRESS_NOTIFICATIONS = 1 << 12
    IS_VOICE_MESSAGE = 1 << 13
    IS_COMPONENTS_V2 = 1 << 15

    #: Flags a client may set when creating a message.
    SETTABLE = SUPPRESS_EMBEDS | EPHEMERAL | SUPPRESS_NOTIFICATIONS | IS_VOICE_MESSAGE
    SETTABLE |= IS_COMPONENTS_V2


#: GATEWAY_PRESENCE_LIMITED | GATEWAY_GUILD_MEMBERS_LIMITED |
#: GATEWAY_MESSAGE_CONTENT_LIMITED | APPLICATION_COMMAND_BADGE
DEFAULT_APPLICATION_FLAGS = (1 << 13) | (1 << 15) | (1 << 19) | (1 << 23)


class SnowflakeGenerator:
    """Monotonic snowflake ids derived from the wall clock (strings, like Discord)."""

    def __init__(self, worker: int = 1) -> None:
        self._worker = worker & 0x1F
        self._last_ms = 0
        self._increment = 0

    def next(self) -> str:
        """Return a new snowflake id, strictly greater than the previous one."""
        now = int(time.time() * 1000)
        if now <= self._last_ms:
            self._increment += 1
            if self._increment >= 4096:
                self._last_ms += 1
                self._increment = 0
        else:
            self._last_ms = now
            self._increment = 0
        return str(
            ((self._last_ms - DISCORD_EPOCH_MS) << 22) | (self._worker << 17) | self._increment
        )


    def skip_past(self, snowflake: str) -> None:
        """Make later ids greater than ``snowflake`` (an id chosen by hand)."""
        ms = (int(snowflake) >> 22) + DISCORD_EPOCH_MS
        if ms > self._last_ms or (ms == self._last_ms and int(snowflake) & 0xFFF > self._increment):
            self._last_ms, self._increment = ms, int(snowflake) & 0xFFF


def snowflake_time(snowflake: str | int) -> dt.datetime:
    """The UTC creation time encoded in a snowflake."""
    ms = (int(snowflake) >> 22) + DISCORD_EPOCH_MS
    return dt.datetime.fromtimestamp(ms / 1000, tz=dt.UTC)


def iso(moment: dt.datetime) -> str:
    """ISO-8601 timestamp in Discord's format (``2024-01-01T00:00:00.000000+00:00``)."""
    return moment.astimezone(dt.UTC).isoformat(timespec="microseconds")


def iso_now() -> str:
    """The current time as a Discord timestamp."""
    return iso(dt.datetime.now(dt.UTC))


def dumps(data: Any) -> str:
    """Compact JSON keeping non-ASCII text readable."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def image_size(data: bytes) -> tuple[int, int] | None:
    """Width and height of a PNG or GIF image, or ``None`` for other data."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        width, height = struct.unpack("<HH", data[6:10])
        return int(width), int(height)
    return None


def user_payload(user: FakeUser) -> dict[str, Any]:
    """A user object."""
    data: dict[str, Any] = {
        "id": user.id,
        "username": user.username,
        "discriminator": "0",
        "global_name": user.global_name,
        "avatar": None,
        "public_flags": 0,
        "flags": 0,
        "banner": None,
        "accent_color": None,
        "avatar_decoration_data": None,
        "collectibles": None,
        "primary_guild": None,
    }
    if user.bot:
        data["bot"] = True
    return data


def current_user_payload(user: FakeUser) -> dict[str, Any]:
    """``GET /users/@me`` for the bot: a user object plus account fields."""
    data = user_payload(user)
    data.update(verified=True, mfa_enabled=False, locale="en-US", email=None, bio="")
    return data


def role_payload(role: FakeRole) -> dict[str, Any]:
    """A role object."""
    data: dict[str, Any] = {
        "id": role.id,
        "name": role.name,
        "color": role.color,
        "colors": {"primary_color": role.color, "secondary_color": None, "tertiary_color": None},
        "hoist": False,
        "icon": None,
        "unicode_emoji": None,
        "position": role.position,
        "permissions": str(role.permissions),
        "managed": role.managed,
        "mentionable": False,
        "flags": 0,
    }
    if role.bot_id is not None:
        data["tags"] = {"bot_id": role.bot_id}
    return data


def member_payload(member: FakeMember, *, with_user: bool = True) -> dict[str, Any]:
    """A guild member object (optionally without the nested user)."""
    data: dict[str, Any] = {
        "roles": list(member.role_ids),
        "joined_at": member.joined_at,
        "premium_since": None,
        "deaf": False,
        "mute": False,
        "flags": 0,
        "pending": False,
        "nick": member.nick,
        "avatar": None,
        "banner": None,
        "communication_disabled_until": None,
    }
    if with_user:
        data["user"] = user_payload(member.user)
    return data


def thread_payload(thread: FakeChannel, *, include_guild_id: bool = True) -> dict[str, Any]:
    """A public thread's channel object (type 11)."""
    assert thread.guild is not None and thread.parent is not None
    data: dict[str, Any] = {
        "id": thread.id,
        "type": thread.type,
        "name": thread.name,
        "parent_id": thread.parent.id,
        "owner_id": thread.owner_id,
        "last_message_id": thread.last_message_id,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": thread.archived,
            "auto_archive_duration": thread.auto_archive_duration,
            "archive_timestamp": thread.archive_timestamp,
            "locked": thread.locked,
            "create_timestamp": iso(snowflake_time(thread.id)),
        },
    }
    if include_guild_id:
        data["guild_id"] = thread.guild.id
    return data


def channel_payload(channel: FakeChannel, *, include_guild_id: bool = True) -> dict[str, Any]:
    """A channel object (guild text channel, public thread or DM)."""
    if channel.is_thread:
        return thread_payload(channel, include_guild_id=include_guild_id)
    if channel.guild is None:
        recipients = [user_payload(channel.recipient)] if channel.recipient else []
        return {
            "id": channel.id,
            "type": channel.type,
            "last_message_id": channel.last_message_id,
            "recipients": recipients,
            "flags": 0,
        }
    data: dict[str, Any] = {
        "id": channel.id,
        "type": channel.type,
        "name": channel.name,
        "position": channel.position,
        "permission_overwrites": [],
        "nsfw": False,
        "topic": channel.topic,
        "last_message_id": channel.last_message_id,
        "parent_id": None,
        "rate_limit_per_user": 0,
        "flags": 0,
    }
    if include_guild_id:
        data["guild_id"] = channel.guild.id
    return data


def guild_payload(guild: FakeGuild) -> dict[str, Any]:
    """A REST guild object (``GET /guilds/{id}``), without channels or members."""
    return {
        "id": guild.id,
        "name": guild.name,
        "icon": None,
        "splash": None,
        "discovery_splash": None,
        "banner": None,
        "description": None,
        "owner_id": guild.owner_id,
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [role_payload(r) for r in guild.roles],
        "emojis": [],
        "stickers": [],
        "features": [],
        "mfa_level": 0,
        "application_id": None,
        "system_channel_id": None,
        "system_channel_flags": 0,
        "rules_channel_id": None,
        "public_updates_channel_id": None,
        "safety_alerts_channel_id": None,
        "vanity_url_code": None,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": guild.locale,
        "nsfw_level": 0,
        "premium_progress_bar_enabled": False,
        "max_members": 500000,
        "max_video_channel_users": 25,
    }


def gateway_guild_payload(guild: FakeGuild, members: list[FakeMember]) -> dict[str, Any]:
    """The ``GUILD_CREATE`` payload: guild plus channels, members and gateway-only fields."""
    data = guild_payload(guild)
    data.update(
        joined_at=guild.created_at,
        large=False,
        unavailable=False,
        member_count=len(guild.members),
        members=[member_payload(m) for m in members],
        channels=[channel_payload(c, include_guild_id=False) for c in guild.channels],
        threads=[thread_payload(t) for t in guild.threads if not t.archived],
        presences=[],
        voice_states=[],
        stage_instances=[],
        guild_scheduled_events=[],
        soundboard_sounds=[],
    )
    return data


def application_payload(
    *,
    app_id: str,
    name: str,
    bot: FakeUser,
    owner: FakeUser,
    flags: int,
    guild_count: int,
) -> dict[str, Any]:
    """``GET /oauth2/applications/@me``."""
    return {
        "id": app_id,
        "name": name,
        "icon": None,
        "description": "",
        "summary": "",
        "type": None,
        "rpc_origins": [],
        "bot_public": True,
        "bot_require_code_grant": False,
        "bot": user_payload(bot),
        "owner": user_payload(owner),
        "team": None,
        "verify_key": "0" * 64,
        "flags": flags,
        "approximate_guild_count": guild_count,
        "interactions_endpoint_url": None,
        "redirect_uris": [],
        "tags": [],
        "integration_types_config": {"0": {}},
    }

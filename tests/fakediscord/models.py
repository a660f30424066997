"""In-memory entities of the fake Discord: users, guilds, channels, messages."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .errors import FakeDiscordError
from .payloads import MessageFlag, Perm

Json = dict[str, Any]


@dataclass(eq=False)
class FakeUser:
    """A Discord user (a simulated human, or the bot itself)."""

    id: str
    username: str
    global_name: str | None = None
    bot: bool = False
    locale: str = "en-US"
    dms_closed: bool = False

    @property
    def name(self) -> str:
        """The display name (global name if set, else the username)."""
        return self.global_name or self.username

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def __repr__(self) -> str:
        return f"<FakeUser id={self.id} name={self.name!r}{' bot' if self.bot else ''}>"


@dataclass(eq=False)
class FakeRole:
    """A guild role. The ``@everyone`` role has the guild's id."""

    id: str
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    bot_id: str | None = None
    color: int = 0


@dataclass(eq=False)
class FakeMember:
    """A user's membership in a guild."""

    user: FakeUser
    role_ids: list[str]
    joined_at: str
    nick: str | None = None


@dataclass(eq=False)
class FakeChannel:
    """A guild text channel (type 0), a DM channel (type 1) or a public thread (type 11, with
    its ``parent`` channel)."""

    id: str
    type: int
    name: str | None
    guild: FakeGuild | None = None
    position: int = 0
    topic: str | None = None
    recipient: FakeUser | None = None
    last_message_id: str | None = None
    deleted: bool = False
    # A thread's: the channel it is in, who created it and its thread_metadata.
    parent: FakeChannel | None = None
    owner_id: str | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    archive_timestamp: str | None = None

    @property
    def is_dm(self) -> bool:
        return self.guild is None

    @property
    def is_thread(self) -> bool:
        return self.parent is not None

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def __repr__(self) -> str:
        if self.recipient is not None:
            return f"<FakeChannel DM id={self.id} with={self.recipient.name!r}>"
        return f"<FakeChannel id={self.id} name={self.name!r}>"


@dataclass(eq=False)
class FakeGuild:
    """A guild with its roles, channels and members."""

    id: str
    name: str
    owner_id: str
    created_at: str
    locale: str = "en-US"
    roles: list[FakeRole] = field(default_factory=list)
    channels: list[FakeChannel] = field(default_factory=list)
    threads: list[FakeChannel] = field(default_factory=list)
    members: dict[str, FakeMember] = field(default_factory=dict)
    unavailable: bool = False  # a Discord outage (see ``server.set_guild_unavailable``)

    @property
    def everyone(self) -> FakeRole:
        """The ``@everyone`` role."""
        return next(r for r in self.roles if r.id == self.id)

    def role(self, role_id: str) -> FakeRole | None:
        return next((r for r in self.roles if r.id == role_id), None)

    def permissions_for(self, user: FakeUser) -> int:
        """Guild-level permissions of ``user`` (no channel overwrites are modelled)."""
        if user.id == self.owner_id:
            return Perm.ALL
        member = self.members.get(user.id)
        if member is None:
            return 0
        perms = self.everyone.permissions
        for role_id in member.role_ids:
            role = self.role(role_id)
            if role is not None:
                perms |= role.permissions
        if perms & Perm.ADMINISTRATOR:
            return Perm.ALL
        return perms

    def __repr__(self) -> str:
        return f"<FakeGuild id={self.id} name={self.name!r}>"


@dataclass(eq=False)
class FakeAttachment:
    """An uploaded file; ``payload`` is the attachment object clients see."""

    id: str
    filename: str
    data: bytes
    payload: Json

    @property
    def size(self) -> int:
        return len(self.data)


def walk_components(components: list[Json]) -> Iterator[Json]:
    """Yield every component of a message, depth first (rows, containers, accessories)."""
    for component in components:
        yield component
        children = component.get("components")
        if isinstance(children, list):
            yield from walk_components(children)
        for key in ("accessory", "component"):
            child = component.get(key)
            if isinstance(child, dict):
                yield from walk_components([child])


@dataclass(eq=False)
class FakeMessage:
    """A stored message. ``payload`` is the message object exactly as clients receive it.

    The object is updated in place on edits, so a reference held by a test always
    reflects the latest state; earlier versions are kept in :attr:`revisions`.
    """

    payload: Json
    channel: FakeChannel
    author: FakeUser
    files: dict[str, FakeAttachment] = field(default_factory=dict)
    ephemeral_for: FakeUser | None = None
    interaction_id: str | None = None
    deleted: bool = False
    revisions: list[Json] = field(default_factory=list)
    change_seq: int = 0
    reactions: dict[str, set[str]] = field(default_factory=dict)
    # Whom the message notified when it was created (users, roles, everyone), by its content
    # and allowed_mentions (edits notify nobody).
    pings: Json = field(default_factory=dict)

    @property
    def id(self) -> str:
        return str(self.payload["id"])

    @property
    def content(self) -> str:
        return str(self.payload.get("content") or "")

    @property
    def embeds(self) -> list[Json]:
        return list(self.payload.get("embeds") or [])

    @property
    def components(self) -> list[Json]:
        return list(self.payload.get("components") or [])

    @property
    def attachments(self) -> list[Json]:
        return list(self.payload.get("attachments") or [])

    @property
    def flags(self) -> int:
        return int(self.payload.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & MessageFlag.EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while this is a deferred "thinking..." response not yet filled in."""
        return bool(self.flags & MessageFlag.LOADING)

    @property
    def edited(self) -> bool:
        return self.payload.get("edited_timestamp") is not None

    def all_components(self) -> list[Json]:
        """Every component, flattened (action rows and their children, v2 containers...)."""
        return list(walk_components(self.components))

    def find_component(self, custom_id: str) -> Json | None:
        """The component with this ``custom_id``, or ``None``."""
        return next((c for c in self.all_components() if c.get("custom_id") == custom_id), None)

    def buttons(self) -> list[Json]:
        """All button components (type 2)."""
        return [c for c in self.all_components() if c.get("type") == 2]

    def find_button(
        self,
        *,
        label: str | None = None,
        custom_id: str | None = None,
        custom_id_prefix: str | None = None,
        custom_id_pattern: str | None = None,
    ) -> Json:
        """The first button matching all given criteria; raises if there is none."""
        for button in self.buttons():
            cid = str(button.get("custom_id", ""))
            if label is not None and button.get("label") != label:
                continue
            if custom_id is not None and cid != custom_id:
                continue
            if custom_id_prefix is not None and not cid.startswith(custom_id_prefix):
                continue
            if custom_id_pattern is not None and not re.fullmatch(custom_id_pattern, cid):
                continue
            return button
        available = [(b.get("label"), b.get("custom_id")) for b in self.buttons()]
        raise FakeDiscordError(f"no matching button on message {self.id}; buttons: {available}")

    def find_select(
        self, *, custom_id: str | None = None, custom_id_prefix: str | None = None
    ) -> Json:
        """The first select menu (types 3, 5-8) matching the criteria; raises if none."""
        selects = [c for c in self.all_components() if c.get("type") in (3, 5, 6, 7, 8)]
        for select in selects:
            cid = str(select.get("custom_id", ""))
            if custom_id is not None and cid != custom_id:
                continue
            if custom_id_prefix is not None and not cid.startswith(custom_id_prefix):
                continue
            return select
        available = [s.get("custom_id") for s in selects]
        raise FakeDiscordError(f"no matching select on message {self.id}; selects: {available}")

    def attachment_bytes(self, index: int = 0) -> bytes:
        """The raw bytes of the ``index``-th attachment."""
        attachments = self.attachments
        if index >= len(attachments):
            raise FakeDiscordError(
                f"message {self.id} has {len(attachments)} attachment(s), no index {index}"
            )
        return self.files[str(attachments[index]["id"])].data

    def __repr__(self) -> str:
        extra = " ephemeral" if self.ephemeral else ""
        return f"<FakeMessage id={self.id} content={self.content[:40]!r}{extra}>"


@dataclass
class RequestRecord:
    """One REST request seen by the server."""

    method: str
    path: str
    route: str | None
    status: int
    query: dict[str, str]
    body: Any
    files: list[str]
    started: float
    duration: float

    @property
    def key(self) -> str:
        """``"METHOD /route/{template}"`` (or the raw path for unknown routes)."""
        return f"{self.method} {self.route or self.path}"

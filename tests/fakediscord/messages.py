"""Turning create/edit request bodies into stored :class:`~.models.FakeMessage` objects.

Shared by the channel message routes, interaction callbacks and webhook follow-ups so
that all of them apply Discord's rules the same way (validation, attachments, edits).
"""

from __future__ import annotations

import copy
import mimetypes
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from .errors import invalid_form_body
from .models import FakeAttachment, FakeChannel, FakeMessage, FakeUser, walk_components
from .payloads import MessageFlag, image_size, iso_now, snowflake_time, user_payload
from .validation import validate_message

if TYPE_CHECKING:
    from .server import FakeDiscord

Json = dict[str, Any]

# Mentions as Discord parses them: not after a backslash (``\<@1>`` and ``\@everyone`` are text).
_MENTION = re.compile(r"(?<!\\)<@!?(\d+)>")
_ROLE_MENTION = re.compile(r"(?<!\\)<@&(\d+)>")
_EVERYONE = re.compile(r"(?<!\\)@(everyone|here)\b")


def pings(content: str, allowed: Json | None) -> Json:
    """Whom a message with ``content`` notifies under its ``allowed_mentions`` (Discord's rules:
    no ``allowed_mentions`` parses every mention; ``parse`` names the kinds parsed; ``users``
    and ``roles`` list ids allowed explicitly)."""
    users = list(dict.fromkeys(_MENTION.findall(content)))
    roles = list(dict.fromkeys(_ROLE_MENTION.findall(content)))
    everyone = bool(_EVERYONE.search(content))
    if allowed is None:
        return {"users": users, "roles": roles, "everyone": everyone}
    parse = set(allowed.get("parse") or [])
    allowed_users = {str(u) for u in allowed.get("users") or []}
    allowed_roles = {str(r) for r in allowed.get("roles") or []}
    return {
        "users": [u for u in users if "users" in parse or u in allowed_users],
        "roles": [r for r in roles if "roles" in parse or r in allowed_roles],
        "everyone": everyone and "everyone" in parse,
    }


@dataclass
class Upload:
    """A file part of a multipart request (``files[n]``)."""

    field: str
    filename: str
    content_type: str | None
    data: bytes


def _make_attachment(
    server: FakeDiscord, channel: FakeChannel, upload: Upload, entry: Json, *, ephemeral: bool
) -> FakeAttachment:
    attachment_id = server.ids.next()
    filename = str(entry.get("filename") or upload.filename)
    content_type = mimetypes.guess_type(filename)[0] or upload.content_type
    url = f"{server.url}/attachments/{channel.id}/{attachment_id}/{quote(filename)}"
    payload: Json = {
        "id": attachment_id,
        "filename": filename,
        "size": len(upload.data),
        "url": url,
        "proxy_url": url,
        "content_type": content_type,
        "ephemeral": ephemeral,
        "flags": 0,
    }
    if entry.get("description") is not None:
        payload["description"] = entry["description"]
    if entry.get("title") is not None:
        payload["title"] = entry["title"]
    size = image_size(upload.data)
    if size is not None:
        payload["width"], payload["height"] = size
    return FakeAttachment(attachment_id, filename, upload.data, payload)


def resolve_attachments(
    server: FakeDiscord,
    channel: FakeChannel,
    entries: list[Json] | None,
    uploads: list[Upload],
    existing: dict[str, FakeAttachment],
    *,
    ephemeral: bool,
) -> list[FakeAttachment]:
    """The attachments a message has after a create/edit request.

    ``entries`` is the request's ``attachments`` array: items whose ``id`` names an
    existing attachment keep it, items whose ``id`` is ``n`` take the upload
    ``files[n]``. Uploads not referenced are appended (and, when ``entries`` is absent,
    existing attachments are all kept), matching Discord's v10 behaviour.
    """
    by_field = {u.field: u for u in uploads}
    used: set[str] = set()
    result: list[FakeAttachment] = []
    if entries is None:
        result.extend(existing.values())
    else:
        for i, entry in enumerate(entries):
            key = str(entry.get("id"))
            if key in existing:
                result.append(existing[key])
                continue
            upload = by_field.get(f"files[{key}]")
            if upload is None:
                raise invalid_form_body(
                    ("attachments", i, "id"),
                    "ATTACHMENT_NOT_FOUND",
                    f"Attachment {key} is neither an existing attachment nor an uploaded file",
                )
            used.add(upload.field)
            result.append(_make_attachment(server, channel, upload, entry, ephemeral=ephemeral))
    for upload in uploads:
        if upload.field not in used:
            result.append(_make_attachment(server, channel, upload, {}, ephemeral=ephemeral))
    return result


def _normalise_embeds(embeds: list[Json]) -> list[Json]:
    out = []
    for embed in embeds:
        embed = dict(embed)
        embed.setdefault("type", "rich")
        out.append(embed)
    return out


def _assign_component_ids(components: list[Json]) -> list[Json]:
    """Deep-copy components and number them like Discord does (``id`` 1, 2, ...)."""
    components = copy.deepcopy(components)
    taken = {c["id"] for c in walk_components(components) if isinstance(c.get("id"), int)}
    next_id = 1
    for component in walk_components(components):
        if not isinstance(component.get("id"), int):
            while next_id in taken:
                next_id += 1
            component["id"] = next_id
            taken.add(next_id)
    return components


def _mentions(server: FakeDiscord, content: str) -> list[Json]:
    users = []
    for user_id in dict.fromkeys(_MENTION.findall(content)):
        user = server.users.get(user_id)
        if user is not None:
            users.append(user_payload(user))
    return users


def new_message(
    server: FakeDiscord,
    *,
    channel: FakeChannel,
    author: FakeUser,
    body: Json,
    uploads: list[Upload],
    msg_type: int = 0,
    ephemeral_for: FakeUser | None = None,
    extra: Json | None = None,
    allow_empty: bool = False,
    extra_flags: int = 0,
) -> FakeMessage:
    """Build (but do not store) a message from a create-message request body."""
    flags = (int(body.get("flags") or 0) & MessageFlag.SETTABLE) | extra_flags
    if ephemeral_for is None:
        flags &= ~MessageFlag.EPHEMERAL
    ephemeral = bool(flags & MessageFlag.EPHEMERAL)
    content = body.get("content")
    content = "" if content is None else str(content)
    embeds = _normalise_embeds(body.get("embeds") or [])
    components = _assign_component_ids(body.get("components") or [])
    attachments = resolve_attachments(
        server, channel, body.get("attachments"), uploads, {}, ephemeral=ephemeral
    )
    has_other = bool(body.get("sticker_ids") or body.get("poll"))
    if not allow_empty:
        validate_message(
            content=content,
            embeds=embeds,
            components=components,
            flags=flags,
            attachment_count=len(attachments),
            has_other=has_other,
        )
    message_id = server.ids.next()
    payload: Json = {
        "id": message_id,
        "type": msg_type,
        "content": content,
        "channel_id": channel.id,
        "author": user_payload(author),
        "attachments": [a.payload for a in attachments],
        "embeds": embeds,
        "mentions": _mentions(server, content),
        "mention_roles": [],
        "mention_everyone": False,
        "pinned": False,
        "tts": bool(body.get("tts", False)),
        "timestamp": snowflake_time(message_id).isoformat(timespec="microseconds"),
        "edited_timestamp": None,
        "flags": flags,
        "components": components,
    }
    if body.get("nonce") is not None:
        payload["nonce"] = body["nonce"]
    reference = body.get("message_reference")
    if reference:
        _attach_reference(server, payload, channel, reference)
    if extra:
        payload.update(extra)
    return FakeMessage(
        payload=payload,
        channel=channel,
        author=author,
        files={a.id: a for a in attachments},
        ephemeral_for=ephemeral_for,
        pings=pings(content, body.get("allowed_mentions")),
    )


def _attach_reference(
    server: FakeDiscord, payload: Json, channel: FakeChannel, reference: Json
) -> None:
    target_id = str(reference.get("message_id"))
    target = server.get_message(target_id)
    if target is None or target.deleted:
        if reference.get("fail_if_not_exists", True):
            raise invalid_form_body(
                ("message_reference",), "MESSAGE_REFERENCE_UNKNOWN_MESSAGE", "Unknown message"
            )
        return
    ref: Json = {"type": 0, "channel_id": target.channel.id, "message_id": target.id}
    if target.channel.guild is not None:
        ref["guild_id"] = target.channel.guild.id
    payload["message_reference"] = ref
    referenced = dict(target.payload)
    referenced.pop("referenced_message", None)
    payload["referenced_message"] = referenced


def apply_edit(
    server: FakeDiscord,
    message: FakeMessage,
    body: Json,
    uploads: list[Upload],
    *,
    clear_loading: bool = True,
) -> None:
    """Apply an edit request (PATCH semantics) to ``message`` in place."""
    old = copy.deepcopy(message.payload)
    payload = message.payload
    flags = message.flags
    if "flags" in body and body["flags"] is not None:
        toggle = MessageFlag.SUPPRESS_EMBEDS
        flags = (flags & ~toggle) | (int(body["flags"]) & toggle)
    if clear_loading:
        flags &= ~MessageFlag.LOADING
    content = payload.get("content") or ""
    if "content" in body:
        content = "" if body["content"] is None else str(body["content"])
    embeds = payload.get("embeds") or []
    if "embeds" in body:
        embeds = _normalise_embeds(body["embeds"] or [])
    components = payload.get("components") or []
    if "components" in body:
        components = _assign_component_ids(body["components"] or [])
    entries = body.get("attachments") if "attachments" in body else None
    if "attachments" in body and entries is None:
        entries = []
    attachments = resolve_attachments(
        server, message.channel, entries, uploads, message.files, ephemeral=message.ephemeral
    )
    validate_message(
        content=content,
        embeds=embeds,
        components=components,
        flags=flags,
        attachment_count=len(attachments),
        has_other=bool(payload.get("sticker_items") or payload.get("poll")),
    )
    payload.update(
        content=content,
        embeds=embeds,
        components=components,
        flags=flags,
        attachments=[a.payload for a in attachments],
        mentions=_mentions(server, content),
        edited_timestamp=iso_now(),
    )
    message.files = {a.id: a for a in attachments}
    message.revisions.append(old)

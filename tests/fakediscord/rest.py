"""REST API v10 of the fake Discord: routing, auth, fault injection, logging, handlers.

Only the subset of routes discord.py uses for a slash-command/components bot is
implemented. Any other request is answered ``404 {"message": "404: Not Found",
"code": 0}`` and recorded in :attr:`FakeDiscord.unknown_requests`.
"""

from __future__ import annotations

import json
import logging
import math
import re
import time
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import BodyPartReader, web

from . import errors as E
from .errors import ApiError, not_found
from .messages import Upload, apply_edit, new_message
from .models import FakeChannel, FakeGuild, FakeMessage, RequestRecord
from .payloads import (
    Intent,
    MessageFlag,
    Perm,
    application_payload,
    channel_payload,
    current_user_payload,
    dumps,
    guild_payload,
    member_payload,
    role_payload,
    user_payload,
)
from .validation import (
    validate_archive_duration,
    validate_command,
    validate_command_list,
    validate_thread_name,
)

if TYPE_CHECKING:
    from .server import FakeDiscord

Json = dict[str, Any]
log = logging.getLogger(__name__)

API_PREFIX = "/api/v10"


class ApiRequest:
    """A parsed API request handed to route handlers."""

    def __init__(self, raw: web.Request, path: str, params: dict[str, str]) -> None:
        self.raw = raw
        self.path = path
        self.params = params
        self.query: dict[str, str] = dict(raw.query)
        self.arrived = time.perf_counter()  # (any event loop: uvloop's clock counts whole ms)
        self.body: Any = None
        self.uploads: list[Upload] = []
        self._read = False

    async def read(self) -> Any:
        """Parse the body once: JSON, or multipart with ``payload_json`` + ``files[n]``."""
        if self._read:
            return self.body
        self._read = True
        raw = self.raw
        if raw.content_type.startswith("multipart/"):
            reader = await raw.multipart()
            async for part in reader:
                if not isinstance(part, BodyPartReader):
                    continue
                name = part.name or ""
                data = await part.read(decode=True)
                if name == "payload_json":
                    self.body = json.loads(data.decode())
                elif part.filename is not None:
                    content_type = part.headers.get("Content-Type")
                    self.uploads.append(Upload(name, part.filename, content_type, bytes(data)))
        elif raw.can_read_body:
            text = await raw.text()
            if text:
                try:
                    self.body = json.loads(text)
                except ValueError as exc:
                    raise ApiError(400, 50109, "The request body contains invalid JSON.") from exc
        return self.body

    async def json(self) -> Json:
        """The body as a JSON object (``{}`` when empty)."""
        body = await self.read()
        if body is None:
            return {}
        if not isinstance(body, dict):
            raise ApiError(400, 50035, "Invalid Form Body")
        return body

    def flag(self, name: str) -> bool:
        """A boolean query parameter (``1``/``true``)."""
        return self.query.get(name, "").lower() in ("1", "true")


Reply = Any
Handler = Callable[[ApiRequest], Awaitable[Reply]]


class NoContent:
    """Sentinel reply for ``204 No Content``."""


NO_CONTENT = NoContent()


@dataclass
class RouteDef:
    method: str
    template: str
    handler: Handler
    auth: bool
    regex: re.Pattern[str] = field(init=False)

    def __post_init__(self) -> None:
        pattern = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(self.template))
        self.regex = re.compile(pattern)


@dataclass
class Fault:
    """A queued injected failure for requests matching ``method`` + ``pattern``."""

    method: str
    pattern: re.Pattern[str]
    status: int
    body: Json
    headers: dict[str, str]
    remaining: int
    hits: int = 0

    def matches(self, method: str, path: str) -> bool:
        return (
            self.remaining > 0
            and self.method in ("*", method)
            and bool(self.pattern.fullmatch(path))
        )


def json_response(
    data: Any, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    """JSON with ``Content-Type: application/json`` exactly (discord.py checks equality)."""
    return web.Response(
        body=dumps(data).encode(), status=status, content_type="application/json", headers=headers
    )


def rate_limit_fault(
    method: str, path_regex: str, retry_after: float, *, count: int, is_global: bool
) -> Fault:
    """A 429 like Discord's (discord.py needs ``Via`` to not mistake it for Cloudflare)."""
    headers = {
        "Retry-After": str(max(1, math.ceil(retry_after))),
        "X-RateLimit-Limit": "5",
        "X-RateLimit-Remaining": "0",
        "X-RateLimit-Reset": f"{time.time() + retry_after:.3f}",
        "X-RateLimit-Reset-After": f"{retry_after:.3f}",
        "X-RateLimit-Bucket": "fakediscord-" + re.sub(r"\W", "", path_regex)[:32],
        "X-RateLimit-Scope": "global" if is_global else "user",
        "Via": "1.1 google",
    }
    if is_global:
        headers["X-RateLimit-Global"] = "true"
    body = {
        "message": "You are being rate limited.",
        "retry_after": retry_after,
        "global": is_global,
    }
    return Fault(method.upper(), re.compile(path_regex), 429, body, headers, count)


class RestApi:
    """Route table and handlers; state lives on the :class:`FakeDiscord` instance."""

    def __init__(self, server: FakeDiscord) -> None:
        self.server = server
        self.faults: list[Fault] = []
        self.routes: list[RouteDef] = []
        self._register_routes()

    # -- routing ---------------------------------------------------------------------

    def add(self, method: str, template: str, handler: Handler, *, auth: bool = True) -> None:
        self.routes.append(RouteDef(method, template, handler, auth))

    def _register_routes(self) -> None:
        add = self.add
        add("GET", "/users/@me", self.get_me)
        add("POST", "/users/@me/channels", self.create_dm)
        add("GET", "/users/{user_id}", self.get_user)
        add("GET", "/gateway", self.get_gateway, auth=False)
        add("GET", "/gateway/bot", self.get_gateway_bot)
        add("GET", "/oauth2/applications/@me", self.get_application)
        add("GET", "/applications/@me", self.get_application)
        for base in (
            "/applications/{application_id}/commands",
            "/applications/{application_id}/guilds/{guild_id}/commands",
        ):
            add("GET", f"{base}/permissions", self.get_command_permissions)
            add("GET", base, self.get_commands)
            add("PUT", base, self.put_commands)
            add("POST", base, self.post_command)
            add("GET", base + "/{command_id}", self.get_command)
            add("PATCH", base + "/{command_id}", self.patch_command)
            add("DELETE", base + "/{command_id}", self.delete_command)
        add("GET", "/applications/{application_id}/entitlements", self.empty_list)
        channel = "/channels/{channel_id}"
        message = channel + "/messages/{message_id}"
        add("GET", channel, self.get_channel)
        add("DELETE", channel, self.delete_channel)
        add("PATCH", channel, self.patch_channel)
        add("POST", message + "/threads", self.start_thread)
        add("GET", channel + "/messages", self.get_messages)
        add("POST", channel + "/messages", self.post_message)
        add("GET", message, self.get_message)
        add("PATCH", message, self.patch_message)
        add("DELETE", message, self.delete_message)
        add("POST", channel + "/typing", self.typing)
        add("PUT", message + "/reactions/{emoji}/@me", self.add_reaction)
        add("DELETE", message + "/reactions/{emoji}/@me", self.remove_reaction)
        add("DELETE", message + "/reactions/{emoji}/{user_id}", self.remove_reaction)
        add("DELETE", message + "/reactions", self.clear_reactions)
        add("GET", "/guilds/{guild_id}", self.get_guild)
        add("GET", "/guilds/{guild_id}/channels", self.get_guild_channels)
        add("GET", "/guilds/{guild_id}/roles", self.get_roles)
        add("GET", "/guilds/{guild_id}/members", self.get_members)
        add("GET", "/guilds/{guild_id}/members/{user_id}", self.get_member)

    def match(self, method: str, path: str) -> tuple[RouteDef, dict[str, str]] | None:
        for route in self.routes:
            if route.method != method:
                continue
            m = route.regex.fullmatch(path)
            if m is not None:
                return route, m.groupdict()
        return None

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """aiohttp entry point for everything under ``/api/v10``."""
        server = self.server
        started = time.perf_counter()
        method = request.method.upper()
        in_api = request.path.startswith(API_PREFIX + "/")
        path = request.path[len(API_PREFIX) :] if in_api else request.path
        found = self.match(method, path) if in_api else None
        route, params = found if found else (None, {})
        api_request = ApiRequest(request, path, params)
        status = 500
        try:
            response = await self._respond(api_request, route)
            status = response.status
            return response
        except ApiError as exc:
            status = exc.status
            return json_response(exc.body(), exc.status, exc.headers)
        except Exception:
            server.internal_errors.append(traceback.format_exc())
            log.exception("fakediscord: internal error on %s %s", method, path)
            return json_response({"message": "500: Internal Server Error", "code": 0}, 500)
        finally:
            try:
                body = await api_request.read()
            except Exception:
                body = None
            record = RequestRecord(
                method=method,
                path=path,
                route=route.template if route else None,
                status=status,
                query=dict(request.query),
                body=body,
                files=[u.filename for u in api_request.uploads],
                started=started,
                duration=time.perf_counter() - started,
            )
            server.requests.append(record)
            if route is None:
                server.unknown_requests.append(record)
            server._notify()

    async def _respond(self, req: ApiRequest, route: RouteDef | None) -> web.StreamResponse:
        authorization = req.raw.headers.get("Authorization")
        if route is not None and route.auth and authorization != f"Bot {self.server.token}":
            raise ApiError(401, 0, "401: Unauthorized")
        for fault in self.faults:
            if fault.matches(req.raw.method.upper(), req.path):
                fault.remaining -= 1
                fault.hits += 1
                return json_response(fault.body, fault.status, fault.headers)
        if route is None:
            log.warning("fakediscord: unknown route %s %s", req.raw.method, req.path)
            raise ApiError(404, 0, "404: Not Found")
        reply = await route.handler(req)
        if isinstance(reply, web.StreamResponse):
            return reply
        if isinstance(reply, NoContent):
            return web.Response(status=204)
        return json_response(reply)

    # -- lookups ---------------------------------------------------------------------

    def _channel(self, req: ApiRequest) -> FakeChannel:
        channel = self.server.channels.get(req.params["channel_id"])
        if channel is None:
            raise not_found(E.UNKNOWN_CHANNEL, "Channel")
        return channel

    def _guild(self, req: ApiRequest) -> FakeGuild:
        guild = self.server.guilds.get(req.params["guild_id"])
        if guild is None:
            raise not_found(E.UNKNOWN_GUILD, "Guild")
        return guild

    def _channel_message(self, req: ApiRequest) -> tuple[FakeChannel, FakeMessage]:
        channel = self._channel(req)
        message = self.server.get_message(req.params["message_id"])
        if (
            message is None
            or message.deleted
            or message.channel is not channel
            or message.ephemeral
        ):
            raise not_found(E.UNKNOWN_MESSAGE, "Message")
        return channel, message

    def _check_app(self, req: ApiRequest) -> None:
        if req.params.get("application_id") != self.server.application_id:
            raise ApiError(403, E.MISSING_ACCESS, "Missing Access")

    def _require_perms(self, channel: FakeChannel, needed: int) -> None:
        if channel.guild is None:
            return
        perms = channel.guild.permissions_for(self.server.bot_user)
        if perms & Perm.VIEW_CHANNEL == 0:
            raise ApiError(403, E.MISSING_ACCESS, "Missing Access")
        if perms & needed != needed:
            raise ApiError(403, E.MISSING_PERMISSIONS, "Missing Permissions")

    # -- users, gateway, application -----------------------------------------------------

    async def get_me(self, req: ApiRequest) -> Reply:
        return current_user_payload(self.server.bot_user)

    async def get_user(self, req: ApiRequest) -> Reply:
        user = self.server.users.get(req.params["user_id"])
        if user is None:
            raise not_found(E.UNKNOWN_USER, "User")
        return user_payload(user)

    async def create_dm(self, req: ApiRequest) -> Reply:
        body = await req.json()
        user = self.server.users.get(str(body.get("recipient_id")))
        if user is None or user is self.server.bot_user:
            raise ApiError(400, E.INVALID_RECIPIENT, "Invalid Recipient(s)")
        return channel_payload(self.server.dm_channel(user))

    async def get_gateway(self, req: ApiRequest) -> Reply:
        return {"url": self.server.gateway_url}

    async def get_gateway_bot(self, req: ApiRequest) -> Reply:
        return {
            "url": self.server.gateway_url,
            "shards": self.server.recommended_shards,
            "session_start_limit": {
                "total": 1000,
                "remaining": 999,
                "reset_after": 14_400_000,
                "max_concurrency": 1,
            },
        }

    async def get_application(self, req: ApiRequest) -> Reply:
        server = self.server
        return application_payload(
            app_id=server.application_id,
            name=server.bot_user.username,
            bot=server.bot_user,
            owner=server.app_owner,
            flags=server.application_flags,
            guild_count=len(server.guilds),
        )

    async def empty_list(self, req: ApiRequest) -> Reply:
        self._check_app(req)
        return []

    # -- application commands --------------------------------------------------------

    def _command_list(self, req: ApiRequest) -> list[Json]:
        self._check_app(req)
        guild_id = req.params.get("guild_id")
        if guild_id is None:
            return self.server.global_commands
        if guild_id not in self.server.guilds:
            raise ApiError(403, E.MISSING_ACCESS, "Missing Access")
        return self.server._guild_commands.setdefault(guild_id, [])

    def _normalise_command(self, data: Json, guild_id: str | None, old: Json | None) -> Json:
        server = self.server
        command = dict(data)
        command["id"] = old["id"] if old else server.ids.next()
        command["application_id"] = server.application_id
        command["version"] = server.ids.next()
        command.setdefault("type", 1)
        command.setdefault("description", "")
        command.setdefault("options", [])
        command.setdefault("default_member_permissions", None)
        command.setdefault("nsfw", False)
        command.setdefault("name_localizations", None)
        command.setdefault("description_localizations", None)
        if guild_id is not None:
            command["guild_id"] = guild_id
        else:
            command.setdefault("dm_permission", True)
            command.setdefault("contexts", None)
            command.setdefault("integration_types", [0])
        return command

    async def get_commands(self, req: ApiRequest) -> Reply:
        return self._command_list(req)

    async def put_commands(self, req: ApiRequest) -> Reply:
        target = self._command_list(req)
        body = await req.read()
        if not isinstance(body, list):
            raise ApiError(400, 50035, "Invalid Form Body")
        validate_command_list(body)
        guild_id = req.params.get("guild_id")
        old = {(c["type"], c["name"]): c for c in target}
        new = [
            self._normalise_command(c, guild_id, old.get((c.get("type", 1), c.get("name"))))
            for c in body
        ]
        target[:] = new
        self.server.command_sync_count += 1
        self.server._notify()
        return new

    async def post_command(self, req: ApiRequest) -> Reply:
        target = self._command_list(req)
        body = await req.json()
        validate_command(body, ())
        key = (body.get("type", 1), body.get("name"))
        old = next((c for c in target if (c["type"], c["name"]) == key), None)
        command = self._normalise_command(body, req.params.get("guild_id"), old)
        if old is not None:
            target[target.index(old)] = command
        else:
            target.append(command)
        self.server.command_sync_count += 1
        self.server._notify()
        return json_response(command, 200 if old else 201)

    def _find_command(self, req: ApiRequest) -> tuple[list[Json], Json]:
        target = self._command_list(req)
        command = next((c for c in target if c["id"] == req.params["command_id"]), None)
        if command is None:
            raise not_found(E.UNKNOWN_COMMAND, "application command")
        return target, command

    async def get_command(self, req: ApiRequest) -> Reply:
        return self._find_command(req)[1]

    async def patch_command(self, req: ApiRequest) -> Reply:
        target, command = self._find_command(req)
        updated = {**command, **(await req.json())}
        validate_command(updated, ())
        updated = self._normalise_command(updated, req.params.get("guild_id"), command)
        target[target.index(command)] = updated
        self.server._notify()
        return updated

    async def delete_command(self, req: ApiRequest) -> Reply:
        target, command = self._find_command(req)
        target.remove(command)
        self.server._notify()
        return NO_CONTENT

    async def get_command_permissions(self, req: ApiRequest) -> Reply:
        self._check_app(req)
        return []

    # -- channels and messages -------------------------------------------------------

    async def get_channel(self, req: ApiRequest) -> Reply:
        return channel_payload(self._channel(req))

    async def delete_channel(self, req: ApiRequest) -> Reply:
        """Delete a guild channel (``Manage Channels``); for a DM, "close" it (nothing here)."""
        channel = self._channel(req)
        if channel.guild is not None:
            self._require_perms(channel, Perm.MANAGE_CHANNELS)
            await self.server.delete_channel(channel)
        return channel_payload(channel)

    async def patch_channel(self, req: ApiRequest) -> Reply:
        """Edit a thread (``name``, ``archived``, ``locked``, ``auto_archive_duration``: its
        creator, or ``Manage Threads``) or a text channel (``name``, ``topic``: ``Manage
        Channels``); ``THREAD_UPDATE`` / ``CHANNEL_UPDATE``."""
        channel = self._channel(req)
        body = await req.json()
        if channel.guild is None:
            raise ApiError(403, E.MISSING_ACCESS, "Missing Access")
        if not channel.is_thread:
            self._require_perms(channel, Perm.MANAGE_CHANNELS)
            if "name" in body:
                channel.name = validate_thread_name(body["name"])
            if "topic" in body:
                channel.topic = body["topic"]
            await self.server.publish_channel_update(channel)
            return channel_payload(channel)
        if channel.owner_id != self.server.bot_user.id:
            self._require_perms(channel, Perm.MANAGE_THREADS)
        if channel.locked and body.get("archived") is False:
            self._require_perms(channel, Perm.MANAGE_THREADS)
        if "locked" in body:
            self._require_perms(channel, Perm.MANAGE_THREADS)
            channel.locked = bool(body["locked"])
        if "name" in body:
            channel.name = validate_thread_name(body["name"])
        if "auto_archive_duration" in body:
            channel.auto_archive_duration = validate_archive_duration(body["auto_archive_duration"])
        if "archived" in body:
            self.server.set_archived(channel, bool(body["archived"]))
        await self.server.publish_channel_update(channel)
        return channel_payload(channel)

    async def start_thread(self, req: ApiRequest) -> Reply:
        """A public thread from a channel's message (``Create Public Threads``)."""
        channel, message = self._channel_message(req)
        if channel.guild is None or channel.is_thread:
            raise ApiError(400, E.INVALID_FORM_BODY, "Cannot execute action on this channel type")
        self._require_perms(channel, Perm.CREATE_PUBLIC_THREADS)
        if message.flags & MessageFlag.HAS_THREAD:
            raise ApiError(
                400, E.THREAD_ALREADY_CREATED, "A thread has already been created for this message"
            )
        body = await req.json()
        name = validate_thread_name(body.get("name"))
        duration = validate_archive_duration(body.get("auto_archive_duration", 4320))
        thread = await self.server.start_thread(message, name, duration)
        return channel_payload(thread)

    async def get_messages(self, req: ApiRequest) -> Reply:
        channel = self._channel(req)
        self._require_perms(channel, Perm.READ_MESSAGE_HISTORY)
        messages = self.server.messages(channel)
        limit = max(1, min(100, int(req.query.get("limit", 50))))
        if "after" in req.query:
            after = int(req.query["after"])
            chosen = [m for m in messages if int(m.id) > after][:limit]
        elif "around" in req.query:
            around = int(req.query["around"])
            older = [m for m in messages if int(m.id) <= around][-((limit + 1) // 2) :]
            newer = [m for m in messages if int(m.id) > around][: limit // 2]
            chosen = older + newer
        else:
            if "before" in req.query:
                before = int(req.query["before"])
                messages = [m for m in messages if int(m.id) < before]
            chosen = messages[-limit:]
        return [m.payload for m in reversed(chosen)]

    async def post_message(self, req: ApiRequest) -> Reply:
        server = self.server
        channel = self._channel(req)
        body = await req.json()
        send = Perm.SEND_MESSAGES_IN_THREADS if channel.is_thread else Perm.SEND_MESSAGES
        self._require_perms(channel, send | (Perm.ATTACH_FILES if req.uploads else 0))
        if channel.archived:  # a message unarchives a thread, unless it is locked
            if channel.locked:
                raise ApiError(
                    400, E.THREAD_ARCHIVED, "Operation cannot be performed on an archived thread"
                )
            server.set_archived(channel, False)
            await server.publish_channel_update(channel)
        recipient = channel.recipient
        if recipient is not None and (
            recipient.dms_closed
            or not any(recipient.id in g.members for g in server.guilds.values())
        ):
            raise ApiError(403, E.CANNOT_DM_USER, "Cannot send messages to this user")
        message = new_message(
            server, channel=channel, author=server.bot_user, body=body, uploads=req.uploads
        )
        server.store_message(message)
        await server.publish_create(message)
        return message.payload

    async def get_message(self, req: ApiRequest) -> Reply:
        channel, message = self._channel_message(req)
        self._require_perms(channel, Perm.READ_MESSAGE_HISTORY)
        return message.payload

    async def patch_message(self, req: ApiRequest) -> Reply:
        _, message = self._channel_message(req)
        if message.author is not self.server.bot_user:
            raise ApiError(
                403, E.CANNOT_EDIT_OTHERS_MESSAGE, "Cannot edit a message authored by another user"
            )
        body = await req.json()
        apply_edit(self.server, message, body, req.uploads)
        self.server.touch_message(message)
        await self.server.publish_update(message)
        return message.payload

    async def delete_message(self, req: ApiRequest) -> Reply:
        channel, message = self._channel_message(req)
        if message.author is not self.server.bot_user:
            self._require_perms(channel, Perm.MANAGE_MESSAGES)
        await self.server.delete_message(message)
        return NO_CONTENT

    async def typing(self, req: ApiRequest) -> Reply:
        channel = self._channel(req)
        self._require_perms(channel, Perm.SEND_MESSAGES)
        self.server.typing_events.append((channel.id, time.time()))
        return NO_CONTENT

    async def add_reaction(self, req: ApiRequest) -> Reply:
        channel, message = self._channel_message(req)
        self._require_perms(channel, Perm.ADD_REACTIONS | Perm.READ_MESSAGE_HISTORY)
        message.reactions.setdefault(req.params["emoji"], set()).add(self.server.bot_user.id)
        self.server.touch_message(message)
        return NO_CONTENT

    async def remove_reaction(self, req: ApiRequest) -> Reply:
        _, message = self._channel_message(req)
        user_id = req.params.get("user_id", self.server.bot_user.id)
        message.reactions.get(req.params["emoji"], set()).discard(user_id)
        self.server.touch_message(message)
        return NO_CONTENT

    async def clear_reactions(self, req: ApiRequest) -> Reply:
        channel, message = self._channel_message(req)
        self._require_perms(channel, Perm.MANAGE_MESSAGES)
        message.reactions.clear()
        self.server.touch_message(message)
        return NO_CONTENT

    # -- guilds ----------------------------------------------------------------------

    async def get_guild(self, req: ApiRequest) -> Reply:
        guild = self._guild(req)
        data = guild_payload(guild)
        if req.flag("with_counts"):
            data["approximate_member_count"] = len(guild.members)
            data["approximate_presence_count"] = 0
        return data

    async def get_guild_channels(self, req: ApiRequest) -> Reply:
        return [channel_payload(c) for c in self._guild(req).channels]

    async def get_roles(self, req: ApiRequest) -> Reply:
        return [role_payload(r) for r in self._guild(req).roles]

    async def get_members(self, req: ApiRequest) -> Reply:
        guild = self._guild(req)
        session = self.server.gateway.current
        if session is not None and not session.has_intent(Intent.GUILD_MEMBERS):
            raise ApiError(403, E.MISSING_ACCESS, "Missing Access")
        after = int(req.query.get("after", 0))
        limit = max(1, min(1000, int(req.query.get("limit", 1))))
        members = sorted(guild.members.values(), key=lambda m: int(m.user.id))
        return [member_payload(m) for m in members if int(m.user.id) > after][:limit]

    async def get_member(self, req: ApiRequest) -> Reply:
        guild = self._guild(req)
        member = guild.members.get(req.params["user_id"])
        if member is None:
            raise not_found(E.UNKNOWN_MEMBER, "Member")
        return member_payload(member)


def attachment_handler(server: FakeDiscord) -> Callable[[web.Request], Awaitable[web.Response]]:
    """Serves attachment bytes at ``/attachments/{channel_id}/{attachment_id}/{filename}``."""

    async def handler(request: web.Request) -> web.Response:
        attachment = server.attachments.get(request.match_info["attachment_id"])
        if attachment is None:
            return web.Response(status=404, text="not found")
        content_type = attachment.payload.get("content_type") or "application/octet-stream"
        return web.Response(body=attachment.data, content_type=content_type)

    return handler

"""Builders for ``INTERACTION_CREATE`` payloads.

Slash commands are built from the command definitions the bot actually synced, so a
test fails loudly when it uses a command, subcommand or option the bot never
registered, or a value Discord's client would not let a user enter.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .errors import FakeDiscordError
from .messages import Upload, _make_attachment
from .models import FakeChannel, FakeMessage, FakeRole, FakeUser
from .payloads import Perm, channel_payload, member_payload, role_payload, user_payload

if TYPE_CHECKING:
    from .server import FakeDiscord

Json = dict[str, Any]

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
MAX_SAFE_INTEGER = 2**53 - 1

OPTION_TYPE_NAMES = {
    1: "SUB_COMMAND",
    2: "SUB_COMMAND_GROUP",
    3: "STRING",
    4: "INTEGER",
    5: "BOOLEAN",
    6: "USER",
    7: "CHANNEL",
    8: "ROLE",
    9: "MENTIONABLE",
    10: "NUMBER",
    11: "ATTACHMENT",
}


def base_payload(
    server: FakeDiscord, *, itype: int, user: FakeUser, channel: FakeChannel, locale: str | None
) -> Json:
    """Fields common to every interaction, for ``user`` acting in ``channel``."""
    payload: Json = {
        "id": server.ids.next(),
        "application_id": server.application_id,
        "type": itype,
        "token": secrets.token_urlsafe(48),
        "version": 1,
        "locale": locale or user.locale,
        "entitlements": [],
        "entitlement_sku_ids": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        "channel_id": channel.id,
    }
    guild = channel.guild
    if guild is None:
        if channel.recipient is not user:
            raise FakeDiscordError(f"{user!r} cannot act in {channel!r}")
        payload.update(
            channel=channel_payload(channel),
            user=user_payload(user),
            app_permissions=str(Perm.DM),
            context=1,
            authorizing_integration_owners={"0": "0"},
        )
        return payload
    member = guild.members.get(user.id)
    if member is None:
        raise FakeDiscordError(f"{user!r} is not a member of {guild!r}")
    perms = guild.permissions_for(user)
    if not perms & Perm.VIEW_CHANNEL:
        raise FakeDiscordError(f"{user!r} cannot see {channel!r}")
    channel_data = channel_payload(channel)
    channel_data["permissions"] = str(perms)
    payload.update(
        guild_id=guild.id,
        guild={"id": guild.id, "locale": guild.locale, "features": []},
        guild_locale=guild.locale,
        channel=channel_data,
        member={**member_payload(member), "permissions": str(perms)},
        app_permissions=str(guild.permissions_for(server.bot_user)),
        context=0,
        authorizing_integration_owners={"0": guild.id},
    )
    return payload


# -- application commands ---------------------------------------------------------------


def find_command(server: FakeDiscord, channel: FakeChannel, name: str, ctype: int) -> Json:
    """The synced command ``name`` of type ``ctype`` visible in ``channel``."""
    guild = channel.guild
    candidates: list[Json] = []
    if guild is not None:
        candidates += server.guild_commands(guild)
    candidates += server.global_commands
    for command in candidates:
        if command.get("name") != name or command.get("type", 1) != ctype:
            continue
        contexts = command.get("contexts")
        context = 0 if guild is not None else 1
        if contexts is not None and context not in contexts:
            continue
        if guild is None and command.get("dm_permission") is False:
            continue
        return command
    synced = sorted({c["name"] for c in candidates if c.get("type", 1) == ctype})
    where = f"guild {guild.name!r}" if guild else "DMs"
    raise FakeDiscordError(
        f"command {name!r} (type {ctype}) is not synced for {where}; synced: {synced}"
    )


def check_command_permission(command: Json, user: FakeUser, channel: FakeChannel) -> None:
    """``default_member_permissions`` hides a command from members lacking them."""
    required = command.get("default_member_permissions")
    if required is None or channel.guild is None:
        return
    needed = int(required)
    if channel.guild.permissions_for(user) & needed != needed:
        raise FakeDiscordError(
            f"{user!r} lacks permissions {needed} required by command {command['name']!r}"
        )


class _Resolved:
    """Accumulates the ``resolved`` object of an interaction."""

    def __init__(self, server: FakeDiscord, channel: FakeChannel) -> None:
        self.server = server
        self.channel = channel
        self.data: dict[str, Json] = {}

    def user(self, user: FakeUser) -> str:
        self.data.setdefault("users", {})[user.id] = user_payload(user)
        guild = self.channel.guild
        if guild is not None and user.id in guild.members:
            member = member_payload(guild.members[user.id], with_user=False)
            member["permissions"] = str(guild.permissions_for(user))
            self.data.setdefault("members", {})[user.id] = member
        return user.id

    def role(self, role: FakeRole) -> str:
        self.data.setdefault("roles", {})[role.id] = role_payload(role)
        return role.id

    def channel_(self, channel: FakeChannel) -> str:
        data = channel_payload(channel)
        if channel.guild is not None:
            data["permissions"] = str(channel.guild.permissions_for(self.server.bot_user))
        self.data.setdefault("channels", {})[channel.id] = data
        return channel.id

    def attachment(self, value: Any) -> str:
        if isinstance(value, tuple) and len(value) == 2:
            filename, content = value
        else:
            raise FakeDiscordError("ATTACHMENT options take a (filename, bytes) tuple")
        upload = Upload("files[0]", str(filename), None, bytes(content))
        attachment = _make_attachment(self.server, self.channel, upload, {}, ephemeral=True)
        self.server.attachments[attachment.id] = attachment
        self.data.setdefault("attachments", {})[attachment.id] = attachment.payload
        return attachment.id

    def message(self, message: FakeMessage) -> str:
        self.data.setdefault("messages", {})[message.id] = message.payload
        return message.id


def _check_choices(option: Json, value: Any, where: str) -> None:
    choices = option.get("choices")
    if choices and value not in [c["value"] for c in choices]:
        allowed = [c["value"] for c in choices]
        raise FakeDiscordError(f"{where}: {value!r} is not one of the choices {allowed}")


def _check_range(option: Json, value: float, where: str) -> None:
    low, high = option.get("min_value"), option.get("max_value")
    if (low is not None and value < low) or (high is not None and value > high):
        raise FakeDiscordError(f"{where}: {value!r} is outside [{low}, {high}]")


def convert_option(option: Json, value: Any, resolved: _Resolved, where: str) -> Any:
    """A Python value as the JSON ``value`` of an option of ``option['type']``."""
    otype = option["type"]
    tname = OPTION_TYPE_NAMES.get(otype, str(otype))
    if otype == 3:
        if not isinstance(value, str):
            raise FakeDiscordError(f"{where}: STRING option needs a str, got {value!r}")
        min_len, max_len = option.get("min_length"), option.get("max_length")
        if (min_len is not None and len(value) < min_len) or (
            max_len is not None and len(value) > max_len
        ):
            raise FakeDiscordError(f"{where}: length of {value!r} outside [{min_len}, {max_len}]")
        _check_choices(option, value, where)
        return value
    if otype == 4:
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_SAFE_INTEGER:
            raise FakeDiscordError(f"{where}: INTEGER option needs an int, got {value!r}")
        _check_range(option, value, where)
        _check_choices(option, value, where)
        return value
    if otype == 10:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise FakeDiscordError(f"{where}: NUMBER option needs a number, got {value!r}")
        _check_range(option, value, where)
        _check_choices(option, value, where)
        return value
    if otype == 5:
        if not isinstance(value, bool):
            raise FakeDiscordError(f"{where}: BOOLEAN option needs a bool, got {value!r}")
        return value
    if otype == 6 and isinstance(value, FakeUser):
        return resolved.user(value)
    if otype == 7 and isinstance(value, FakeChannel):
        types = option.get("channel_types")
        if types and value.type not in types:
            raise FakeDiscordError(f"{where}: channel type {value.type} not in {types}")
        return resolved.channel_(value)
    if otype == 8 and isinstance(value, FakeRole):
        return resolved.role(value)
    if otype == 9 and isinstance(value, FakeUser | FakeRole):
        return resolved.user(value) if isinstance(value, FakeUser) else resolved.role(value)
    if otype == 11:
        return resolved.attachment(value)
    raise FakeDiscordError(f"{where}: unsupported value {value!r} for {tname} option")


def command_data(
    server: FakeDiscord,
    channel: FakeChannel,
    user: FakeUser,
    path: str,
    values: Mapping[str, Any],
    *,
    focused: str | None = None,
) -> Json:
    """``data`` of a CHAT_INPUT interaction for ``/path`` (e.g. ``"game status"``)."""
    tokens = path.strip().lstrip("/").split()
    if not tokens:
        raise FakeDiscordError("empty command path")
    command = find_command(server, channel, tokens[0], 1)
    check_command_permission(command, user, channel)
    options: list[Json] = command.get("options") or []
    nesting: list[Json] = []
    for token in tokens[1:]:
        sub = next((o for o in options if o["name"] == token and o["type"] in (1, 2)), None)
        if sub is None:
            subs = [o["name"] for o in options if o["type"] in (1, 2)]
            where = " ".join(tokens[: len(nesting) + 1])
            raise FakeDiscordError(f"/{where} has no subcommand {token!r}; synced: {subs}")
        nesting.append(sub)
        options = sub.get("options") or []
    subs = [o["name"] for o in options if o["type"] in (1, 2)]
    if subs:
        raise FakeDiscordError(f"/{' '.join(tokens)} needs a subcommand, one of {subs}")
    where = "/" + " ".join(tokens)
    by_name = {o["name"]: o for o in options}
    unknown = sorted(set(values) - set(by_name))
    if unknown:
        raise FakeDiscordError(
            f"{where} has no option(s) {unknown}; synced options: {list(by_name)}"
        )
    if focused is not None and focused not in by_name:
        raise FakeDiscordError(f"{where}: focused option {focused!r} does not exist")
    resolved = _Resolved(server, channel)
    built: list[Json] = []
    for option in options:
        name = option["name"]
        if name not in values:
            if option.get("required") and focused is None:
                raise FakeDiscordError(f"{where}: required option {name!r} is missing")
            continue
        if focused is not None:
            item: Json = {"name": name, "type": option["type"], "value": values[name]}
            if name == focused:
                if not option.get("autocomplete"):
                    raise FakeDiscordError(f"{where}: option {name!r} has no autocomplete")
                item["focused"] = True
        else:
            value = convert_option(option, values[name], resolved, f"{where} {name}")
            item = {"name": name, "type": option["type"], "value": value}
        built.append(item)
    for sub in reversed(nesting):
        built = [{"name": sub["name"], "type": sub["type"], "options": built}]
    data: Json = {"id": command["id"], "name": command["name"], "type": 1, "options": built}
    if resolved.data:
        data["resolved"] = resolved.data
    if command.get("guild_id"):
        data["guild_id"] = command["guild_id"]
    return data


def context_menu_data(
    server: FakeDiscord,
    channel: FakeChannel,
    user: FakeUser,
    name: str,
    target: FakeUser | FakeMessage,
) -> Json:
    """``data`` of a USER (type 2) or MESSAGE (type 3) context-menu command."""
    ctype = 2 if isinstance(target, FakeUser) else 3
    command = find_command(server, channel, name, ctype)
    check_command_permission(command, user, channel)
    resolved = _Resolved(server, channel)
    is_user = isinstance(target, FakeUser)
    target_id = resolved.user(target) if is_user else resolved.message(target)  # type: ignore[arg-type]
    data: Json = {
        "id": command["id"],
        "name": command["name"],
        "type": ctype,
        "target_id": target_id,
        "resolved": resolved.data,
    }
    if command.get("guild_id"):
        data["guild_id"] = command["guild_id"]
    return data


# -- components and modals -------------------------------------------------------------


def component_data(
    server: FakeDiscord,
    message: FakeMessage,
    custom_id: str,
    values: Sequence[Any] | None,
) -> Json:
    """``data`` of a MESSAGE_COMPONENT interaction on a stored message's component."""
    component = message.find_component(custom_id)
    if component is None:
        ids = [c.get("custom_id") for c in message.all_components() if c.get("custom_id")]
        raise FakeDiscordError(f"{message!r} has no component {custom_id!r}; custom ids: {ids}")
    if component.get("disabled"):
        raise FakeDiscordError(f"component {custom_id!r} on {message!r} is disabled")
    ctype = component["type"]
    data: Json = {"custom_id": custom_id, "component_type": ctype, "id": component.get("id")}
    if ctype == 2:
        if values is not None:
            raise FakeDiscordError(f"{custom_id!r} is a button; use click()")
        return data
    if ctype not in (3, 5, 6, 7, 8):
        raise FakeDiscordError(f"component {custom_id!r} of type {ctype} is not interactive")
    if values is None:
        raise FakeDiscordError(f"{custom_id!r} is a select menu; use select()")
    values = list(values)
    low, high = component.get("min_values", 1), component.get("max_values", 1)
    if not low <= len(values) <= high:
        raise FakeDiscordError(f"select {custom_id!r} takes {low}..{high} values, got {values}")
    if ctype == 3:
        allowed = [o["value"] for o in component.get("options") or []]
        bad = [v for v in values if v not in allowed]
        if bad:
            raise FakeDiscordError(f"select {custom_id!r}: {bad} not among options {allowed}")
        data["values"] = values
        return data
    resolved = _Resolved(server, message.channel)
    ids = []
    for value in values:
        if isinstance(value, FakeUser) and ctype in (5, 7):
            ids.append(resolved.user(value))
        elif isinstance(value, FakeRole) and ctype in (6, 7):
            ids.append(resolved.role(value))
        elif isinstance(value, FakeChannel) and ctype == 8:
            ids.append(resolved.channel_(value))
        else:
            raise FakeDiscordError(f"select {custom_id!r} (type {ctype}) cannot take {value!r}")
    data["values"] = ids
    data["resolved"] = resolved.data
    return data


def _submitted(component: Json, values: dict[str, Any], used: set[str]) -> Json | None:
    ctype = component.get("type")
    custom_id = str(component.get("custom_id", ""))
    out: Json = {"type": ctype, "id": component.get("id")}
    if ctype == 4:
        value = values.get(custom_id, component.get("value") or "")
        used.add(custom_id)
        if not isinstance(value, str):
            raise FakeDiscordError(f"text input {custom_id!r} needs a str")
        required = component.get("required", True)
        if required and not value:
            raise FakeDiscordError(f"text input {custom_id!r} is required")
        low, high = component.get("min_length"), component.get("max_length")
        if value and (
            (low is not None and len(value) < low) or (high is not None and len(value) > high)
        ):
            raise FakeDiscordError(f"text input {custom_id!r}: length outside [{low}, {high}]")
        out.update(custom_id=custom_id, value=value)
        return out
    if ctype in (3, 5, 6, 7, 8):
        chosen = values.get(custom_id, [])
        used.add(custom_id)
        out.update(custom_id=custom_id, values=list(chosen), component_type=ctype)
        return out
    return None


def modal_components(modal: Json, values: Mapping[str, Any]) -> list[Json]:
    """``data.components`` of a MODAL_SUBMIT, mirroring the modal's layout."""
    remaining = dict(values)
    used: set[str] = set()
    out: list[Json] = []
    for top in modal.get("components") or []:
        if top.get("type") == 1:
            row = [_submitted(c, remaining, used) for c in top.get("components") or []]
            out.append({"type": 1, "id": top.get("id"), "components": [c for c in row if c]})
        elif top.get("type") == 18:
            inner = _submitted(top.get("component") or {}, remaining, used)
            if inner is not None:
                out.append({"type": 18, "id": top.get("id"), "component": inner})
        elif top.get("type") == 10:
            out.append({"type": 10, "id": top.get("id")})
    unknown = sorted(set(remaining) - used)
    if unknown:
        raise FakeDiscordError(f"modal {modal.get('custom_id')!r} has no input(s) {unknown}")
    return out

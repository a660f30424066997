"""Interactions: the result object tests receive, and the callback / webhook routes.

Lifecycle of a simulated interaction:

1. The test calls e.g. :meth:`FakeDiscord.slash`; an ``INTERACTION_CREATE`` payload is
   built (see :mod:`.interaction_payloads`) and dispatched on the gateway.
2. The bot answers ``POST /interactions/{id}/{token}/callback``. The time from dispatch
   to the callback's arrival is :attr:`InteractionResult.latency`; a callback later than
   the deadline (3 s, like Discord) gets ``404 Unknown interaction`` (10062) and the
   interaction is reported as failed.
3. Follow-ups and edits go through ``/webhooks/{application_id}/{token}...``.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import errors as E
from .errors import ApiError, FakeDiscordError, InteractionDeadlineExceeded, not_found
from .messages import apply_edit, new_message
from .models import FakeChannel, FakeMessage, FakeUser
from .payloads import MessageFlag, user_payload
from .rest import NO_CONTENT

if TYPE_CHECKING:
    from .rest import ApiRequest, RestApi
    from .server import FakeDiscord

Json = dict[str, Any]
MessagePredicate = Callable[[FakeMessage], bool]

DISCORD_DEADLINE = 3.0


def default_deadline() -> float:
    """3 s, or ``$FAKEDISCORD_DEADLINE`` (handy when stepping through a bot in a debugger)."""
    return float(os.environ.get("FAKEDISCORD_DEADLINE", DISCORD_DEADLINE))


class CallbackType:
    PONG = 1
    CHANNEL_MESSAGE = 4
    DEFERRED_CHANNEL_MESSAGE = 5
    DEFERRED_UPDATE_MESSAGE = 6
    UPDATE_MESSAGE = 7
    AUTOCOMPLETE_RESULT = 8
    MODAL = 9


class InteractionType:
    PING = 1
    APPLICATION_COMMAND = 2
    MESSAGE_COMPONENT = 3
    AUTOCOMPLETE = 4
    MODAL_SUBMIT = 5


class InteractionResult:
    """What happened to one simulated interaction.

    Attributes of note: :attr:`callback_type` (4, 5, 6, 7, 8 or 9), :attr:`message`
    (the response message: the new message for 4/5, the clicked message for 6/7),
    :attr:`reply` (what answers the user; ``content``, ``components`` … are read from it),
    :attr:`followups`, :attr:`modal`, :attr:`choices`, :attr:`latency` (seconds from
    dispatch to callback) and :attr:`deadline_exceeded`.
    """

    def __init__(
        self,
        server: FakeDiscord,
        *,
        payload: Json,
        user: FakeUser,
        channel: FakeChannel,
        deadline: float,
        source_message: FakeMessage | None = None,
    ) -> None:
        self.server = server
        self.payload = payload
        self.user = user
        self.channel = channel
        self.deadline = deadline
        self.source_message = source_message
        self.dispatched_at: float | None = None  # time.perf_counter()
        self.latency: float | None = None
        self.callback_type: int | None = None
        self.callback_data: Json | None = None
        self.deadline_exceeded = False
        self.late_callback_latency: float | None = None
        self.message: FakeMessage | None = None
        self.followups: list[FakeMessage] = []
        self.modal: Json | None = None
        self.choices: list[Json] | None = None
        self.callback_errors: list[Json] = []
        self._ack_seq = 0
        self._acked = asyncio.Event()
        self._answered = asyncio.Event()  # the user sees the answer (not just a deferral)
        self.given_up = False  # deferred, and its bot is gone: it will never be answered
        self._pending = 0
        self.unanswered = False
        self.original_edits = 0  # edits of the response message through the interaction token

    # -- identity ---------------------------------------------------------------------

    @property
    def id(self) -> str:
        return str(self.payload["id"])

    @property
    def token(self) -> str:
        return str(self.payload["token"])

    @property
    def type(self) -> int:
        return int(self.payload["type"])

    # -- convenience views of the response --------------------------------------------

    @property
    def responded(self) -> bool:
        return self.callback_type is not None

    @property
    def failed(self) -> bool:
        """Discord would show "The application did not respond"."""
        return self.deadline_exceeded or self.callback_type is None or self.unanswered

    @property
    def deferred(self) -> bool:
        return self.callback_type in (
            CallbackType.DEFERRED_CHANNEL_MESSAGE,
            CallbackType.DEFERRED_UPDATE_MESSAGE,
        )

    @property
    def reply(self) -> FakeMessage | None:
        """The message that answers the user: after a deferred update answered by a
        follow-up (e.g. an ephemeral refusal), that follow-up; otherwise :attr:`message`."""
        if self.callback_type == CallbackType.DEFERRED_UPDATE_MESSAGE and self.followups:
            return self.followups[-1]
        return self.message

    @property
    def ephemeral(self) -> bool:
        return self.reply is not None and self.reply.ephemeral

    @property
    def content(self) -> str:
        return self.reply.content if self.reply else ""

    @property
    def embeds(self) -> list[Json]:
        return self.reply.embeds if self.reply else []

    @property
    def components(self) -> list[Json]:
        return self.reply.components if self.reply else []

    @property
    def attachments(self) -> list[Json]:
        return self.reply.attachments if self.reply else []

    @property
    def all_messages(self) -> list[FakeMessage]:
        """The response message (if any) followed by every follow-up, without duplicates."""
        out = [self.message] if self.message is not None else []
        out.extend(m for m in self.followups if m is not self.message)
        return out

    # -- waiting ------------------------------------------------------------------------

    async def wait_for_followup(
        self, predicate: MessagePredicate | None = None, *, timeout: float = 30.0
    ) -> FakeMessage:
        """The first follow-up (existing or future) matching ``predicate``.

        After a deferred "thinking" response (type 5) the first follow-up fills in the
        original message, as on Discord; that message is then also listed here.
        """

        def check() -> FakeMessage | None:
            for message in self.followups:
                if not message.loading and (predicate is None or predicate(message)):
                    return message
            return None

        return await self.server._wait_until(check, timeout, f"a follow-up to {self!r}")

    async def wait_for_followups(self, count: int, *, timeout: float = 30.0) -> list[FakeMessage]:
        """Wait until at least ``count`` follow-ups were sent."""

        def check() -> list[FakeMessage] | None:
            return list(self.followups) if len(self.followups) >= count else None

        return await self.server._wait_until(check, timeout, f"{count} follow-up(s) to {self!r}")

    async def wait_for_edit(
        self, predicate: MessagePredicate | None = None, *, timeout: float = 30.0
    ) -> FakeMessage:
        """Wait until the response message changed after the callback (and is not loading)."""

        def check() -> FakeMessage | None:
            message = self.message
            if message is None or message.loading or message.change_seq <= self._ack_seq:
                return None
            if predicate is not None and not predicate(message):
                return None
            return message

        return await self.server._wait_until(check, timeout, f"an edit of {self!r}")

    async def wait_for_response(
        self, predicate: MessagePredicate | None = None, *, timeout: float = 30.0
    ) -> FakeMessage:
        """The response message once it is not "thinking..." any more and matches."""

        def check() -> FakeMessage | None:
            message = self.message
            if message is None or message.loading:
                return None
            return message if predicate is None or predicate(message) else None

        return await self.server._wait_until(check, timeout, f"the response to {self!r}")

    def __repr__(self) -> str:
        name = ""
        data = self.payload.get("data") or {}
        if "name" in data:
            name = f" /{data['name']}"
        elif "custom_id" in data:
            name = f" custom_id={data['custom_id']!r}"
        return (
            f"<InteractionResult id={self.id} type={self.type}{name} "
            f"callback={self.callback_type} latency={self.latency}>"
        )


async def dispatch_and_wait(
    server: FakeDiscord, result: InteractionResult, *, raise_on_timeout: bool
) -> InteractionResult:
    """Send ``INTERACTION_CREATE`` and wait for the callback (or the deadline)."""
    server.interactions[result.id] = result
    server._interactions_by_token[result.token] = result
    result.dispatched_at = time.perf_counter()
    await server.gateway.dispatch("INTERACTION_CREATE", result.payload, required=True)
    try:
        await asyncio.wait_for(result._acked.wait(), result.deadline)
    except TimeoutError:
        # A callback that arrived in time may still be uploading its body.
        while result._pending and not result._acked.is_set():
            await server._wait_change(1.0)
        if not result._acked.is_set():
            result.deadline_exceeded = True
    if result.deadline_exceeded:
        server.failed_interactions.append(result)
        if raise_on_timeout:
            raise InteractionDeadlineExceeded(
                f"{result!r} got no callback within {result.deadline:.1f}s "
                f"(callback errors: {result.callback_errors})",
                result,
            )
    elif result.deferred and server.settle_deferred:
        try:
            await asyncio.wait_for(result._answered.wait(), server.settle_timeout)
            if result.given_up:
                raise TimeoutError
        except TimeoutError:
            result.unanswered = True
            server.failed_interactions.append(result)
            if raise_on_timeout:
                raise InteractionDeadlineExceeded(
                    f"{result!r} was deferred and never answered within "
                    f"{server.settle_timeout:.1f}s",
                    result,
                ) from None
    return result


def _metadata(result: InteractionResult, *, followup_of: FakeMessage | None = None) -> Json:
    meta: Json = {
        "id": result.id,
        "type": result.type,
        "user": user_payload(result.user),
        "authorizing_integration_owners": result.payload.get("authorizing_integration_owners", {}),
    }
    data = result.payload.get("data") or {}
    if result.type == InteractionType.APPLICATION_COMMAND:
        meta["name"] = data.get("name")
        meta["command_type"] = data.get("type", 1)
    if result.source_message is not None:
        meta["interacted_message_id"] = result.source_message.id
    if followup_of is not None:
        meta["original_response_message_id"] = followup_of.id
    return meta


def _response_type(result: InteractionResult) -> int:
    if result.type == InteractionType.APPLICATION_COMMAND:
        data = result.payload.get("data") or {}
        return 20 if data.get("type", 1) == 1 else 23
    return 0


class InteractionRoutes:
    """``/interactions/.../callback`` and ``/webhooks/{application_id}/{token}...``."""

    def __init__(self, server: FakeDiscord) -> None:
        self.server = server

    def register(self, api: RestApi) -> None:
        api.add(
            "POST", "/interactions/{interaction_id}/{token}/callback", self.callback, auth=False
        )
        hook = "/webhooks/{application_id}/{token}"
        api.add("POST", hook, self.execute, auth=False)
        api.add("GET", hook + "/messages/{message_id}", self.get_message, auth=False)
        api.add("PATCH", hook + "/messages/{message_id}", self.edit_message, auth=False)
        api.add("DELETE", hook + "/messages/{message_id}", self.delete_message, auth=False)

    # -- helpers ----------------------------------------------------------------------

    def _new_message(
        self, result: InteractionResult, data: Json, req: ApiRequest, *, loading: bool = False
    ) -> FakeMessage:
        server = self.server
        ephemeral = bool(int(data.get("flags") or 0) & MessageFlag.EPHEMERAL)
        original = result.message if result.callback_type is not None else None
        extra: Json = {
            "webhook_id": server.application_id,
            "application_id": server.application_id,
            "interaction_metadata": _metadata(result, followup_of=original),
        }
        return new_message(
            server,
            channel=result.channel,
            author=server.bot_user,
            body=data,
            uploads=req.uploads,
            msg_type=_response_type(result) if original is None else 0,
            ephemeral_for=result.user if ephemeral else None,
            extra=extra,
            allow_empty=loading,
            extra_flags=MessageFlag.LOADING if loading else 0,
        )

    def _by_token(self, req: ApiRequest) -> InteractionResult:
        result = self.server._interactions_by_token.get(req.params["token"])
        if (
            result is None
            or req.params["application_id"] != self.server.application_id
            or result.callback_type is None
        ):
            raise not_found(E.UNKNOWN_WEBHOOK, "Webhook")
        return result

    def _webhook_message(self, req: ApiRequest) -> tuple[InteractionResult, FakeMessage]:
        result = self._by_token(req)
        message_id = req.params["message_id"]
        if message_id == "@original":
            message = result.message
        else:
            message = next((m for m in result.all_messages if m.id == message_id), None)
        if message is None or message.deleted:
            raise not_found(E.UNKNOWN_MESSAGE, "Message")
        return result, message

    # -- callback -----------------------------------------------------------------------

    async def callback(self, req: ApiRequest) -> Any:
        server = self.server
        result = server.interactions.get(req.params["interaction_id"])
        if result is None or result.token != req.params["token"]:
            raise not_found(E.UNKNOWN_INTERACTION, "interaction")
        assert result.dispatched_at is not None
        elapsed = req.arrived - result.dispatched_at
        if result.deadline_exceeded or elapsed > result.deadline:
            result.late_callback_latency = elapsed
            result.deadline_exceeded = True
            raise not_found(E.UNKNOWN_INTERACTION, "interaction")
        if result.callback_type is not None:
            raise ApiError(
                400, E.ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged."
            )
        result._pending += 1
        try:
            body = await req.json()
            if result.deadline_exceeded:  # the deadline passed while the body was uploading
                raise not_found(E.UNKNOWN_INTERACTION, "interaction")
            reply = await self._apply_callback(result, body, req)
        except ApiError as exc:
            result.callback_errors.append(exc.body())
            raise
        finally:
            result._pending -= 1
            server._notify()
        result.latency = elapsed
        result._ack_seq = server._change_counter
        if not result.deferred:
            result._answered.set()
        result._acked.set()
        if reply is not None and req.flag("with_response"):
            return reply
        return NO_CONTENT

    async def _apply_callback(self, result: InteractionResult, body: Json, req: ApiRequest) -> Json:
        server = self.server
        ctype = body.get("type")
        data = body.get("data") or {}
        itype = result.type
        from_message = result.source_message is not None
        message: FakeMessage | None = None
        publish: str | None = None
        if ctype == CallbackType.CHANNEL_MESSAGE and itype != InteractionType.AUTOCOMPLETE:
            message = self._new_message(result, data, req)
            publish = "create"
        elif (
            ctype == CallbackType.DEFERRED_CHANNEL_MESSAGE and itype != InteractionType.AUTOCOMPLETE
        ):
            message = self._new_message(result, data, req, loading=True)
            publish = "create"
        elif ctype == CallbackType.DEFERRED_UPDATE_MESSAGE and from_message:
            message = result.source_message
        elif ctype == CallbackType.UPDATE_MESSAGE and from_message:
            message = result.source_message
            assert message is not None
            apply_edit(server, message, data, req.uploads)
            publish = "update"
        elif ctype == CallbackType.AUTOCOMPLETE_RESULT and itype == InteractionType.AUTOCOMPLETE:
            choices = data.get("choices") or []
            if len(choices) > 25:
                raise ApiError(400, E.INVALID_FORM_BODY, "Invalid Form Body")
            result.choices = choices
        elif ctype == CallbackType.MODAL and itype in (
            InteractionType.APPLICATION_COMMAND,
            InteractionType.MESSAGE_COMPONENT,
        ):
            if not data.get("custom_id") or not data.get("title") or len(data["title"]) > 45:
                raise ApiError(400, E.INVALID_FORM_BODY, "Invalid Form Body")
            result.modal = data
        else:
            raise ApiError(
                400,
                E.INVALID_FORM_BODY,
                f"Invalid callback type {ctype} for interaction type {itype}",
            )
        result.callback_type = int(ctype)
        result.callback_data = data
        result.message = message
        if publish == "create" and message is not None:
            server.store_message(message)
            await server.publish_create(message)
        elif publish == "update" and message is not None:
            server.touch_message(message)
            await server.publish_update(message)
        interaction: Json = {"id": result.id, "type": itype}
        if message is not None:
            interaction.update(
                response_message_id=message.id,
                response_message_loading=message.loading,
                response_message_ephemeral=message.ephemeral,
            )
        resource: Json = {"type": ctype}
        if message is not None and ctype in (
            CallbackType.CHANNEL_MESSAGE,
            CallbackType.UPDATE_MESSAGE,
        ):
            resource["message"] = message.payload
        return {"interaction": interaction, "resource": resource}

    # -- webhooks ---------------------------------------------------------------------

    async def execute(self, req: ApiRequest) -> Any:
        """Follow-up message. After a type-5 defer, the first one fills in the original."""
        server = self.server
        result = self._by_token(req)
        body = await req.json()
        original = result.message
        if (
            result.callback_type == CallbackType.DEFERRED_CHANNEL_MESSAGE
            and original is not None
            and original.loading
            and not original.deleted
        ):
            apply_edit(server, original, body, req.uploads)
            original.payload["edited_timestamp"] = None
            message = original
            server.touch_message(message)
            await server.publish_update(message)
        else:
            message = self._new_message(result, body, req)
            server.store_message(message)
            await server.publish_create(message)
        result.followups.append(message)
        result._answered.set()
        server._notify()
        if req.flag("wait"):
            return message.payload
        return NO_CONTENT

    async def get_message(self, req: ApiRequest) -> Any:
        return self._webhook_message(req)[1].payload

    async def edit_message(self, req: ApiRequest) -> Any:
        server = self.server
        result, message = self._webhook_message(req)
        body = await req.json()
        if message is result.message:
            result.original_edits += 1
        was_loading = message.loading
        apply_edit(server, message, body, req.uploads)
        if was_loading:
            message.payload["edited_timestamp"] = None
        server.touch_message(message)
        await server.publish_update(message)
        result._answered.set()
        return message.payload

    async def delete_message(self, req: ApiRequest) -> Any:
        _, message = self._webhook_message(req)
        await self.server.delete_message(message)
        return NO_CONTENT


def require_clickable(user: FakeUser, message: FakeMessage) -> None:
    """A user can only interact with messages they can see."""
    if message.deleted:
        raise FakeDiscordError(f"{message!r} was deleted")
    if message.ephemeral_for is not None and message.ephemeral_for is not user:
        raise FakeDiscordError(
            f"{message!r} is ephemeral for {message.ephemeral_for!r}, not {user!r}"
        )

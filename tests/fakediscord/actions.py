"""What simulated users do: slash commands, clicks, selects, modals, messages.

Mixed into :class:`~.server.FakeDiscord`; every action that creates an interaction
dispatches it on the gateway and waits for the bot's callback (see
:func:`.interactions.dispatch_and_wait`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from .errors import FakeDiscordError
from .interaction_payloads import (
    base_payload,
    command_data,
    component_data,
    context_menu_data,
    modal_components,
)
from .interactions import (
    InteractionResult,
    InteractionType,
    dispatch_and_wait,
    require_clickable,
)
from .messages import Upload, new_message
from .models import FakeChannel, FakeMessage, FakeUser

if TYPE_CHECKING:
    from .server import FakeDiscord

Json = dict[str, Any]


def as_message(value: FakeMessage | InteractionResult) -> FakeMessage:
    """The message itself, or an interaction's response message."""
    if isinstance(value, InteractionResult):
        if value.message is None:
            raise FakeDiscordError(f"{value!r} has no response message")
        return value.message
    return value


class UserActions:
    """Test-side actions of simulated users (mixin of :class:`FakeDiscord`)."""

    @property
    def _server(self) -> FakeDiscord:
        return cast("FakeDiscord", self)

    def _deadline(self, deadline: float | None) -> float:
        return self._server.interaction_deadline if deadline is None else deadline

    async def _run(
        self,
        payload: Json,
        user: FakeUser,
        channel: FakeChannel,
        *,
        deadline: float | None,
        raise_on_timeout: bool,
        source: FakeMessage | None = None,
    ) -> InteractionResult:
        result = InteractionResult(
            self._server,
            payload=payload,
            user=user,
            channel=channel,
            deadline=self._deadline(deadline),
            source_message=source,
        )
        return await dispatch_and_wait(self._server, result, raise_on_timeout=raise_on_timeout)

    async def slash(
        self,
        user: FakeUser,
        channel: FakeChannel,
        command: str,
        /,
        *,
        options: Mapping[str, Any] | None = None,
        locale: str | None = None,
        deadline: float | None = None,
        raise_on_timeout: bool = True,
        **values: Any,
    ) -> InteractionResult:
        """``user`` runs ``/command`` (``"group sub"`` for subcommands) in ``channel``.

        Option values come from keyword arguments and/or ``options`` (use the latter
        for option names clashing with this method's parameters). Returns once the
        bot's callback arrived; raises :class:`InteractionDeadlineExceeded` if it did not
        within the deadline (unless ``raise_on_timeout=False``).
        """
        merged = {**(options or {}), **values}
        payload = base_payload(self._server, itype=2, user=user, channel=channel, locale=locale)
        payload["data"] = command_data(self._server, channel, user, command, merged)
        return await self._run(
            payload, user, channel, deadline=deadline, raise_on_timeout=raise_on_timeout
        )

    async def autocomplete(
        self,
        user: FakeUser,
        channel: FakeChannel,
        command: str,
        focused: str,
        /,
        *,
        options: Mapping[str, Any] | None = None,
        deadline: float | None = None,
        **values: Any,
    ) -> InteractionResult:
        """``user`` types into option ``focused``; the result's :attr:`choices` are the reply."""
        merged = {**(options or {}), **values}
        merged.setdefault(focused, "")
        payload = base_payload(self._server, itype=4, user=user, channel=channel, locale=None)
        payload["data"] = command_data(
            self._server, channel, user, command, merged, focused=focused
        )
        return await self._run(payload, user, channel, deadline=deadline, raise_on_timeout=True)

    async def context_menu(
        self,
        user: FakeUser,
        channel: FakeChannel,
        name: str,
        target: FakeUser | FakeMessage,
        *,
        deadline: float | None = None,
        raise_on_timeout: bool = True,
    ) -> InteractionResult:
        """A user (target is a user) or message (target is a message) context-menu command."""
        payload = base_payload(self._server, itype=2, user=user, channel=channel, locale=None)
        payload["data"] = context_menu_data(self._server, channel, user, name, target)
        return await self._run(
            payload, user, channel, deadline=deadline, raise_on_timeout=raise_on_timeout
        )

    async def _component(
        self,
        user: FakeUser,
        message: FakeMessage | InteractionResult,
        custom_id: str | Json,
        values: Sequence[Any] | None,
        *,
        deadline: float | None,
        raise_on_timeout: bool,
    ) -> InteractionResult:
        target = as_message(message)
        require_clickable(user, target)
        cid = custom_id["custom_id"] if isinstance(custom_id, dict) else custom_id
        payload = base_payload(
            self._server, itype=3, user=user, channel=target.channel, locale=None
        )
        payload["data"] = component_data(self._server, target, cid, values)
        payload["message"] = target.payload
        return await self._run(
            payload,
            user,
            target.channel,
            deadline=deadline,
            raise_on_timeout=raise_on_timeout,
            source=target,
        )

    async def click(
        self,
        user: FakeUser,
        message: FakeMessage | InteractionResult,
        custom_id: str | Json,
        *,
        deadline: float | None = None,
        raise_on_timeout: bool = True,
    ) -> InteractionResult:
        """``user`` clicks the button ``custom_id`` (or a component dict) on ``message``."""
        return await self._component(
            user, message, custom_id, None, deadline=deadline, raise_on_timeout=raise_on_timeout
        )

    async def select(
        self,
        user: FakeUser,
        message: FakeMessage | InteractionResult,
        custom_id: str | Json,
        values: Sequence[Any],
        *,
        deadline: float | None = None,
        raise_on_timeout: bool = True,
    ) -> InteractionResult:
        """``user`` picks ``values`` in a select menu (option values, or users/roles/channels)."""
        return await self._component(
            user, message, custom_id, values, deadline=deadline, raise_on_timeout=raise_on_timeout
        )

    async def forged_component(
        self,
        user: FakeUser,
        message: FakeMessage | InteractionResult,
        custom_id: str,
        *,
        component_type: int = 2,
        values: Sequence[str] | None = None,
        deadline: float | None = None,
    ) -> InteractionResult:
        """A component interaction whose ``custom_id`` need not be on ``message``.

        Models a client holding an older copy of the message (a double click, a stale
        board) or a forged payload: Discord still sends the message as it is now.
        """
        target = as_message(message)
        payload = base_payload(
            self._server, itype=3, user=user, channel=target.channel, locale=None
        )
        payload["data"] = {"custom_id": custom_id, "component_type": component_type}
        if values is not None:
            payload["data"]["values"] = list(values)
        payload["message"] = target.payload
        return await self._run(
            payload, user, target.channel, deadline=deadline, raise_on_timeout=True, source=target
        )

    async def submit_modal(
        self,
        user: FakeUser,
        opened_by: InteractionResult,
        values: Mapping[str, Any],
        *,
        deadline: float | None = None,
        raise_on_timeout: bool = True,
    ) -> InteractionResult:
        """``user`` submits the modal the bot opened in reply to ``opened_by``.

        ``values`` maps text-input custom ids to strings (select custom ids to lists).
        """
        modal = opened_by.modal
        if modal is None:
            raise FakeDiscordError(f"{opened_by!r} did not open a modal")
        if opened_by.user is not user:
            raise FakeDiscordError(f"the modal was shown to {opened_by.user!r}, not {user!r}")
        channel = opened_by.channel
        payload = base_payload(
            self._server,
            itype=InteractionType.MODAL_SUBMIT,
            user=user,
            channel=channel,
            locale=None,
        )
        payload["data"] = {
            "custom_id": modal["custom_id"],
            "components": modal_components(modal, values),
        }
        source = opened_by.source_message
        if source is not None:
            payload["message"] = source.payload
        return await self._run(
            payload,
            user,
            channel,
            deadline=deadline,
            raise_on_timeout=raise_on_timeout,
            source=source,
        )

    async def post_message(
        self,
        user: FakeUser,
        channel: FakeChannel | None,
        content: str = "",
        *,
        files: Sequence[tuple[str, bytes]] = (),
        reply_to: FakeMessage | None = None,
    ) -> FakeMessage:
        """``user`` writes a message in ``channel`` (``None``: in their DM with the bot)."""
        target = self._server.dm_channel(user) if channel is None else channel
        if target.guild is not None and user.id not in target.guild.members:
            raise FakeDiscordError(f"{user!r} is not a member of {target.guild!r}")
        if target.guild is None and target.recipient is not user:
            raise FakeDiscordError(f"{user!r} cannot write in {target!r}")
        body: Json = {"content": content}
        if reply_to is not None:
            body["message_reference"] = {"message_id": reply_to.id}
        uploads = [Upload(f"files[{i}]", name, None, data) for i, (name, data) in enumerate(files)]
        message = new_message(self._server, channel=target, author=user, body=body, uploads=uploads)
        self._server.store_message(message)
        await self._server.publish_create(message)
        return message

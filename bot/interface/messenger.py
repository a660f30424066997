"""Panels to Discord messages: channel boards, DMs with the "My hand" fallback, responses.

Pictures are drawn by a :class:`~.render_pool.RenderPool` (worker processes), never on the
event loop that must answer every interaction within Discord's 3 seconds; an answer with a
picture is acknowledged first (deferred) and filled in once the picture is drawn. Failures that
Discord reports for reasons outside the game (closed DMs, a deleted board, missing permissions)
are turned into return values, so the caller can fall back instead of losing the update.
"""

from __future__ import annotations

import contextlib
import io
import logging
import time
from collections.abc import AsyncIterator
from dataclasses import replace
from typing import Any

import discord

from bot.interface.controls import Controls
from bot.interface.metrics import Metrics
from bot.interface.presenter import Panel, Picture
from bot.interface.render_pool import RenderPool
from bot.names import escape_names

log = logging.getLogger(__name__)
CANNOT_DM = 50007


async def message_kwargs(
    panel: Panel, renderer: RenderPool, view: discord.ui.View | None = None
) -> dict[str, Any]:
    """``send``/``edit`` keyword arguments for ``panel`` with ``view``; its pictures are drawn
    by ``renderer`` (those not drawn already): each of ``images`` full width in an embed of its
    own, then the card with the panel's own picture (attached alone when there is no card and no
    other picture), right above the controls."""
    pictures = panel.pictures()
    drawn = [await _drawn(picture, renderer) for picture in pictures]
    embeds: list[discord.Embed] = []
    for picture in panel.images:
        title = escape_names(picture.title[:256]) if picture.title else None
        embed = discord.Embed(title=title, colour=panel.colour)
        embeds.append(embed.set_image(url=f"attachment://{picture.filename}"))
    if panel.title or panel.description or panel.fields or (panel.images and panel.render):
        card = discord.Embed(
            title=_text(panel.title), description=_text(panel.description), colour=panel.colour
        )
        for name, value in panel.fields:
            card.add_field(
                name=escape_names(name[:256]),
                value=escape_names(value[:1024]) or "\u200b",
                inline=True,
            )
        if panel.footer:
            card.set_footer(text=panel.footer[:2048])
        if panel.render is not None:
            card.set_image(url=f"attachment://{panel.filename}")
        embeds.append(card)
    kwargs: dict[str, Any] = {
        "content": _text(panel.content),
        "embeds": embeds,
        "files": [
            discord.File(io.BytesIO(png), filename=picture.filename)
            for picture, png in zip(pictures, drawn, strict=True)
        ],
    }
    if view is not None:
        kwargs["view"] = view
    if panel.mentions:  # the client allows no mentions: only the pings a panel means
        kwargs["allowed_mentions"] = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(id=u) for u in panel.mentions]
        )
    return kwargs


def _text(text: str | None) -> str | None:
    """A markdown text of a message (names escaped, see :mod:`bot.names`); ``None`` if empty."""
    return escape_names(text) if text else None


async def _drawn(picture: Picture, renderer: RenderPool) -> bytes:
    if picture.data is not None:
        return picture.data
    assert picture.render is not None, picture.filename
    return await renderer.render(picture.render)


def _for_edit(kwargs: dict[str, Any]) -> dict[str, Any]:
    """Edits replace attachments and must clear a view explicitly."""
    edit = dict(kwargs)
    edit["attachments"] = edit.pop("files")
    edit.setdefault("view", None)
    return edit


class Messenger:
    """Sends and edits the messages that show games."""

    def __init__(
        self,
        client: discord.Client,
        renderer: RenderPool,
        controls: Controls,
        metrics: Metrics | None = None,
    ) -> None:
        self.client = client
        self.renderer = renderer
        self.controls = controls
        self.metrics = metrics
        self._dm_channels: dict[int, int] = {}  # user id → DM channel id (never changes)

    @contextlib.asynccontextmanager
    async def message(
        self, panel: Panel, game_id: int, version: int
    ) -> AsyncIterator[dict[str, Any]]:
        """:func:`message_kwargs` for one send or edit. Afterwards the view's items are
        released: they point back at the view, and such cycles would otherwise pile up until a
        full garbage collection, a pause of the event loop (BENCHMARKS.md, B)."""
        started = time.perf_counter()
        view = self.controls.view(game_id, version, panel.controls)
        kwargs = await message_kwargs(panel, self.renderer, view)
        if panel.render is not None and self.metrics is not None:
            kind = panel.filename.rsplit(".", 1)[0].rstrip("-0123456789")  # e.g. <game>-board
            self.metrics.rendered(kind, time.perf_counter() - started)
        try:
            yield kwargs
        finally:
            view = kwargs.get("view")
            if view is not None:
                view.clear_items()

    def channel(self, channel_id: int) -> discord.abc.Messageable:
        found = self.client.get_channel(channel_id)
        if isinstance(found, discord.abc.Messageable):
            return found
        return self.client.get_partial_messageable(channel_id)

    async def send(
        self, channel_id: int, panel: Panel, game_id: int, version: int
    ) -> discord.Message:
        async with self.message(panel, game_id, version) as kwargs:
            return await self.channel(channel_id).send(**kwargs)

    async def edit(
        self, channel_id: int, message_id: int, panel: Panel, game_id: int, version: int
    ) -> bool:
        """Edit a stored message; ``False`` when it no longer exists."""
        message = self.client.get_partial_messageable(channel_id).get_partial_message(message_id)
        async with self.message(panel, game_id, version) as kwargs:
            try:
                await message.edit(**_for_edit(kwargs))
            except discord.NotFound:
                return False
        return True

    async def dm(
        self, user_id: int, panel: Panel, game_id: int, version: int
    ) -> discord.Message | None:
        """DM ``panel`` to a user: the message sent, ``None`` when their DMs are closed."""
        try:
            channel = await self.dm_channel(user_id)
            async with self.message(panel, game_id, version) as kwargs:
                return await channel.send(**kwargs)
        except discord.Forbidden as exc:
            if exc.code != CANNOT_DM:
                log.warning("DM to %s refused: %s", user_id, exc)
            return None
        except discord.NotFound:
            return None

    async def dm_channel(self, user_id: int) -> discord.abc.Messageable:
        """The user's DM channel; opened once (``POST /users/@me/channels``), then remembered
        by id (discord.py itself keeps only the 128 most recent DM channels)."""
        channel_id = self._dm_channels.get(user_id)
        if channel_id is None:
            channel = await self.client.create_dm(discord.Object(id=user_id))
            self._dm_channels[user_id] = channel.id
            return channel
        return self.client.get_partial_messageable(channel_id, type=discord.ChannelType.private)

    async def show_page(
        self,
        interaction: discord.Interaction[Any],
        book: str,
        pages: list[Panel],
        page: int,
        *,
        edit: bool = False,
    ) -> None:
        """Answer with page ``page`` of a paged document (ephemeral), with ◀ ▶ when it has
        several; ``edit`` turns the clicked message to that page."""
        page = min(max(page, 0), len(pages) - 1)
        panel = pages[page]
        if len(pages) > 1:
            panel = replace(panel, title=f"{panel.title or ''} ({page + 1}/{len(pages)})")
        async with self.message(panel, 0, 0) as kwargs:
            view = self.controls.pager(book, page, len(pages))
            if view is not None:
                kwargs["view"] = view
            if edit:
                await interaction.response.edit_message(**_for_edit(kwargs))
            else:
                await interaction.response.send_message(ephemeral=True, **kwargs)

    async def respond(
        self,
        interaction: discord.Interaction[Any],
        panel: Panel,
        game_id: int,
        version: int,
        *,
        edit: bool = False,
        public: bool = False,
    ) -> None:
        """Answer an interaction: edit its message, or send a new (ephemeral) message.

        An answer with a picture is deferred first and filled in when the picture is drawn.
        """
        if panel.render is not None and not interaction.response.is_done():
            if edit:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=not public, thinking=True)
        async with self.message(panel, game_id, version) as kwargs:
            if edit and interaction.response.is_done():
                await interaction.edit_original_response(**_for_edit(kwargs))
            elif edit:
                await interaction.response.edit_message(**_for_edit(kwargs))
            elif interaction.response.is_done():
                await interaction.followup.send(ephemeral=not public, **kwargs)
            else:
                await interaction.response.send_message(ephemeral=not public, **kwargs)

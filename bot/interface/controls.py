"""Restart-safe controls: every button and select is a ``DynamicItem`` whose custom_id carries
the game id, the version it was drawn at, a verb and an argument, so old messages keep working
after a restart and stale ones are recognised.

custom_id grammar (≤ 100 characters)::

    ich:<game id>:<version>:<verb>[:<arg>]

verbs: ``join`` ``leave`` ``start`` ``cancel`` ``addcpu`` (a select: the chosen value is the
level) ``rmcpu`` (lobby), ``hand`` (open my private panel),
``a`` (an action from the board, arg = action code), ``p`` (an action from a private panel;
for selects the chosen value is the action code).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from contextlib import suppress
from typing import Any, Self

import discord

from bot.i18n import t
from bot.interface.presenter import Button, Control, Panel
from bot.names import escape_names

ControlHandler = Callable[
    [discord.Interaction[Any], int, int, str, "str | None", Sequence[str]], Awaitable[None]
]
"""Handles a click on a game control: ``(interaction, game, version, verb, arg, values)``."""
Book = Callable[[str], list[Panel]]
"""A paged document (``/rules``): its pages in a locale."""
ShowPage = Callable[..., Awaitable[None]]
"""``(interaction, book, pages, page, *, edit)``: answers with one page of a book."""

CUSTOM_ID = re.compile(
    r"ich:(?P<game>\d{1,19}):(?P<version>\d{1,9}):(?P<verb>[a-z]{1,8})(?::(?P<arg>.{0,60}))?"
)
STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def custom_id(game_id: int, version: int, verb: str, arg: str | None = None) -> str:
    text = f"ich:{game_id}:{version}:{verb}"
    return f"{text}:{arg}" if arg is not None else text


async def answer(interaction: discord.Interaction[Any], text: str, **kwargs: Any) -> None:
    """Answer ``interaction`` with ``text`` only its user sees: as its response, or as a
    followup once it is responded to (deferred); names in it escaped (:mod:`bot.names`)."""
    text = escape_names(text)
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)


def release(
    interaction: discord.Interaction[Any], view: discord.ui.View | discord.ui.LayoutView | None
) -> None:
    """Free what a handled interaction holds in reference cycles at once (the message's parsed
    components, the view discord.py rebuilt from the message, whose items point back at it;
    the interaction's response and original message, which point back at the interaction),
    instead of leaving it to a full garbage collection, which pauses the event loop
    (BENCHMARKS.md, B and 9). Called when its handler is done: the interaction is not
    answered any more."""
    interaction.message = None
    interaction._original_response = None  # (discord.py's cache: its state holds the interaction)
    with suppress(AttributeError):  # (discord.py's cached response: it holds the interaction)
        delattr(interaction, "_cs_response")
    if view is not None:
        view.clear_items()


PAGE_ID = re.compile(r"ichp:(?P<book>[a-z0-9_.]{1,40}):(?P<page>\d{1,3})")


def shows_control(message: discord.Message | None, custom: str, kind: object = None) -> bool:
    """Whether ``message`` currently carries a component with this custom_id (and of
    Discord's component type ``kind``, when given)."""
    if message is None:
        return False
    for row in message.components:
        for child in getattr(row, "children", [row]):
            if getattr(child, "custom_id", None) != custom:
                continue
            child_kind = getattr(getattr(child, "type", None), "value", None)
            if kind is None or child_kind == kind:
                return True
    return False


class Controls:
    """The bot's restart-safe control kinds (``DynamicItem`` classes of its own, so that two
    bots in one process never share a handler), bound to what handles their clicks, and the
    views built from them."""

    def __init__(
        self, on_control: ControlHandler, books: Mapping[str, Book], show_page: ShowPage
    ) -> None:
        self.table = _table_control(on_control)
        self.page = _page_button(books, show_page)

    @property
    def items(self) -> tuple[type[discord.ui.DynamicItem[Any]], ...]:
        """The item classes to register with ``Client.add_dynamic_items``."""
        return self.table, self.page

    def pager(self, book: str, page: int, count: int) -> discord.ui.View | None:
        """◀ ▶ buttons for page ``page`` (from 0) of ``count``; ``None`` for a single page."""
        if count <= 1:
            return None
        view = discord.ui.View(timeout=None)
        for label, target, disabled in (
            ("◀", max(page - 1, 0), page == 0),
            ("▶", min(page + 1, count - 1), page == count - 1),
        ):
            button: discord.ui.Button[Any] = discord.ui.Button(
                label=label, custom_id=f"ichp:{book}:{target}", disabled=disabled
            )
            view.add_item(self.page(button, book, target))
        return view

    def view(
        self, game_id: int, version: int, controls: Sequence[Control]
    ) -> discord.ui.View | None:
        """A persistent view (``timeout=None``) for ``controls``, or ``None`` when there are
        none."""
        if not controls:
            return None
        view = discord.ui.View(timeout=None)
        for index, control in enumerate(controls):
            item: discord.ui.Item[Any]
            if isinstance(control, Button):
                item = discord.ui.Button(
                    label=control.label[:80],
                    style=STYLES[control.style],
                    disabled=control.disabled,
                    emoji=control.emoji,
                    custom_id=custom_id(game_id, version, control.verb or "a", control.code),
                    row=control.row,
                )
            else:
                item = discord.ui.Select(
                    placeholder=control.placeholder[:150],
                    custom_id=custom_id(game_id, version, control.verb or "p", f"s{index}"),
                    options=[
                        discord.SelectOption(
                            label=c.label[:100],
                            value=c.code,
                            description=c.description,
                            emoji=c.emoji,
                        )
                        for c in control.choices[:25]
                    ],
                    row=control.row,
                )
            match = CUSTOM_ID.fullmatch(item.custom_id or "")
            assert match is not None
            view.add_item(self.table(item, match))
        return view


class TableControl(discord.ui.DynamicItem[discord.ui.Item[Any]], template=CUSTOM_ID.pattern):
    """Any button or select of a game (:func:`_table_control` binds what handles its clicks)."""

    def __init__(self, item: discord.ui.Item[Any], match: re.Match[str]) -> None:
        super().__init__(item)
        self.game_id = int(match["game"])
        self.version = int(match["version"])
        self.verb = match["verb"]
        self.arg = match["arg"]

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        return cls(item, match)


def _table_control(on_control: ControlHandler) -> type[TableControl]:
    class BoundTableControl(TableControl, template=CUSTOM_ID.pattern):
        """A game control whose clicks go to ``on_control``."""

        async def callback(self, interaction: discord.Interaction[Any]) -> None:
            values: list[str] = []
            if isinstance(self.item, discord.ui.Select):
                values = list(self.item.values)
            try:
                await on_control(
                    interaction, self.game_id, self.version, self.verb, self.arg, values
                )
            finally:
                release(interaction, self.view)

    return BoundTableControl


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PAGE_ID.pattern):
    """◀ / ▶ of a paged document (``/rules``): the custom_id names the document ("book") and
    the page to show, so the buttons keep working after a restart. :func:`_page_button` binds
    the books; the pages are drawn anew, in the clicking user's language."""

    def __init__(self, item: discord.ui.Button[Any], book: str, page: int) -> None:
        super().__init__(item)
        self.book = book
        self.page = page

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        return cls(item, match["book"], int(match["page"]))  # type: ignore[arg-type]


def _page_button(books: Mapping[str, Book], show_page: ShowPage) -> type[PageButton]:
    class BoundPageButton(PageButton, template=PAGE_ID.pattern):
        """Page buttons of ``books``."""

        async def callback(self, interaction: discord.Interaction[Any]) -> None:
            book = books.get(self.book)
            try:
                if book is None:
                    await answer(interaction, t("error.malformed", str(interaction.locale)))
                    return
                pages = book(str(interaction.locale))
                await show_page(interaction, self.book, pages, self.page, edit=True)
            finally:
                release(interaction, self.view)

    return BoundPageButton

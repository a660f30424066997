"""The buttons of ``/history`` and ``/replay``: they carry what they show in their custom_id
(``ichh:`` a page of history, ``ichr:`` a replay step), so they keep working after a restart."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any, Protocol, cast

import discord

from bot.i18n import t
from bot.interface.controls import release
from bot.services.history import History, HistoryPage, Replay
from cogs.history.replay import replay_targets


class Pages(Protocol):
    """What the buttons ask of the history cog (found by name: the cog imports this module)."""

    history: History

    async def clicked(
        self, interaction: discord.Interaction[Any], action: Callable[[], Awaitable[None]]
    ) -> None: ...

    async def show_history(
        self,
        interaction: discord.Interaction[Any],
        player: int,
        game: str | None,
        page_number: int,
        *,
        edit: bool,
    ) -> None: ...

    async def show_step(
        self,
        interaction: discord.Interaction[Any],
        replay: Replay,
        step: int,
        seat: int,
        *,
        edit: bool,
    ) -> None: ...

    async def post_summary(self, interaction: discord.Interaction[Any], replay: Replay) -> None: ...

SEAT_ROW = 2  # the row of the replay's 👁 buttons, one per seat
HISTORY_ID = re.compile(
    r"ichh:(?P<player>\d{1,20}):(?P<game>[a-z]{1,16}|-):(?P<page>\d{1,6}):(?P<verb>[pn])"
)
REPLAY_ID = re.compile(
    r"ichr:(?P<game>\d{1,19}):(?P<step>\d{1,6}):(?P<verb>[a-z]{1,5})(?::(?P<seat>\d))?"
)
# Replay buttons: (verb, label, row); the step each goes to is computed per message.
REPLAY_BUTTONS = (
    ("first", "⏮", 0),
    ("prev", "◀", 0),
    ("next", "▶", 0),
    ("last", "⏭", 0),
    ("rback", "history.button.round_back", 1),
    ("rfwd", "history.button.round_forward", 1),
    ("gif", "history.button.post_summary", 1),
)


def history_view(player: int, game: str | None, page: HistoryPage) -> discord.ui.View | None:
    if page.pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    for verb, label, target, disabled in (
        ("p", "◀", page.page - 1, page.page == 0),
        ("n", "▶", page.page + 1, page.page >= page.pages - 1),
    ):
        custom = f"ichh:{player}:{game or '-'}:{max(target, 0)}:{verb}"
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label, custom_id=custom, disabled=disabled
        )
        view.add_item(HistoryButton(button, HISTORY_ID.fullmatch(custom)))  # type: ignore[arg-type]
    return view


def replay_view(replay: Replay, step: int, seat: int, locale: str) -> discord.ui.View:
    """⏮ ◀ ▶ ⏭, round back and forward and the summary (each keeps the seat shown), and a
    👁 button per seat, whose own picture is shown under the board (the shown one pressed)."""
    view = discord.ui.View(timeout=None)
    targets = replay_targets(replay, step)
    # (verb, step to show, seat to show, label, row, disabled, pressed)
    buttons = [
        (verb, targets[verb], seat, label if not label.startswith("history.") else t(label, locale),
         row, verb != "gif" and targets[verb] == step, verb == "gif")
        for verb, label, row in REPLAY_BUTTONS
    ] + [
        ("seat", step, other, t("history.replay.seat", locale, player=name[:70]), SEAT_ROW,
         False, other == seat)
        for other, name in enumerate(replay.names)
    ]  # fmt: skip
    for verb, target, shown, text, row, disabled, pressed in buttons:
        custom = f"ichr:{replay.game_id}:{target}:{verb}:{shown}"
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=text,
            custom_id=custom,
            disabled=disabled,
            row=row,
            style=discord.ButtonStyle.primary if pressed else discord.ButtonStyle.secondary,
        )
        view.add_item(ReplayButton(button, REPLAY_ID.fullmatch(custom)))  # type: ignore[arg-type]
    return view


def _cog(interaction: discord.Interaction[Any]) -> Pages:
    cog = interaction.client.get_cog("HistoryCog")
    assert cog is not None, "the history extension is loaded"
    return cast(Pages, cog)


class HistoryButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=HISTORY_ID.pattern):
    """◀ ▶ of ``/history``: the player (0: everyone), the game and the page to show."""

    def __init__(self, item: discord.ui.Button[Any], match: re.Match[str]) -> None:
        super().__init__(item)
        self.player = int(match["player"])
        self.game = None if match["game"] == "-" else match["game"]
        self.page = int(match["page"])

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> HistoryButton:
        return cls(item, match)  # type: ignore[arg-type]

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cog = _cog(interaction)
        try:
            await cog.clicked(
                interaction,
                lambda: cog.show_history(interaction, self.player, self.game, self.page, edit=True),
            )
        finally:
            release(interaction, self.view)


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REPLAY_ID.pattern):
    """A replay's ⏮ ◀ ▶ ⏭, round back and forward (the step to show), 👁 a seat (whose
    picture to show; buttons from before the seats were shown have none), and the animated
    summary."""

    def __init__(self, item: discord.ui.Button[Any], match: re.Match[str]) -> None:
        super().__init__(item)
        self.game_id = int(match["game"])
        self.step = int(match["step"])
        self.verb = match["verb"]
        self.seat = int(match["seat"]) if match["seat"] is not None else None

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> ReplayButton:
        return cls(item, match)  # type: ignore[arg-type]

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cog = _cog(interaction)

        async def act() -> None:
            replay = await cog.history.replay(interaction.guild_id, self.game_id)
            if self.verb == "gif":
                await cog.post_summary(interaction, replay)
            else:
                seat = replay.seat_of(interaction.user.id) if self.seat is None else self.seat
                await cog.show_step(interaction, replay, self.step, seat, edit=True)

        try:
            await cog.clicked(interaction, act)
        finally:
            release(interaction, self.view)

"""The history cog: ``/history``, ``/replay``, ``/stats`` and ``/leaderboard`` and what their
buttons do; the replay pictures drawn ahead."""

from __future__ import annotations

import asyncio
import io
import logging
from collections import OrderedDict
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.engine import IllegalAction
from bot.i18n import messages, t
from bot.interface.activity import Activity
from bot.interface.command_tree import option_names
from bot.interface.controls import answer
from bot.interface.messenger import Messenger
from bot.interface.presenter import Panel, Presenter
from bot.interface.render_pool import RenderPool
from bot.names import escape_names, shown
from bot.services.history import History, Replay
from bot.services.settings import Settings
from bot.store import Store
from cogs.history.buttons import history_view, replay_view
from cogs.history.pages import game_name, history_panel, leaderboard_panel, stats_panel
from cogs.history.replay import (
    board_panel,
    board_pictures,
    job,
    replay_panel,
    summary_moments,
)
from cogs.lobby import GAME_CHOICES
from rendering.history import render_animation

log = logging.getLogger(__name__)
PICTURES_KEPT = 48  # replay pictures kept (boards and seats' pictures, ~100 KB each)
ALL_TIME = -1
# /leaderboard season: seasons back from the current one, or all time.
SEASON_CHOICES = [
    app_commands.Choice(name=_(t(f"season.{key}"), key=f"season.{key}"), value=value)
    for key, value in (
        ("current", 0),
        ("previous", 1),
        ("two_ago", 2),
        ("three_ago", 3),
        ("all_time", ALL_TIME),
    )
]


class HistoryCog(commands.Cog):
    """Finished games, replays, statistics and leaderboards of a server."""

    def __init__(
        self,
        *,
        history: History,
        store: Store,
        settings: Settings,
        messenger: Messenger,
        renderer: RenderPool,
        work: Activity,
        presenters: Mapping[str, Presenter[Any]],
    ) -> None:
        self.history = history
        self.presenters = presenters  # each game's, for its board pictures
        self.store = store
        self.settings = settings
        self.messenger = messenger
        self.renderer = renderer
        self.work = work
        # Replay pictures drawn (or being drawn) ahead: (game, step, language, seat, or -1 -
        # index for the board's pictures) → the picture. While a player looks at one step,
        # the next is drawn, so ▶ finds it ready.
        self._pictures: OrderedDict[tuple[int, int, str, int], asyncio.Task[bytes]] = OrderedDict()

    def _drawn(
        self, key: tuple[int, int, str, int], job: Callable[[], bytes]
    ) -> asyncio.Task[bytes]:
        """The picture of ``key``: drawn already, being drawn, or drawn now by ``job``."""
        task = self._pictures.get(key)
        if task is None or (task.done() and task.exception() is not None):
            task = asyncio.ensure_future(self.renderer.render(job))
            task.add_done_callback(_retrieved)  # a failed drawing ahead is not an error yet
            self._pictures[key] = task
        self._pictures.move_to_end(key)
        while len(self._pictures) > PICTURES_KEPT:
            _, old = self._pictures.popitem(last=False)
            if not old.done():
                old.cancel()
        return task

    def board(
        self, replay: Replay, step: int, locale: str
    ) -> list[tuple[asyncio.Task[bytes], str | None]]:
        """The board pictures of a replay step as the channel saw them (the game's board
        panel: its further pictures, then its own), each with its title."""
        lang = messages(locale).lang
        panel = board_panel(replay, self.presenters[replay.game], step, locale)
        return [
            (self._drawn((replay.game_id, step, lang, -1 - index), job(picture)), picture.title)
            for index, picture in enumerate(board_pictures(panel))
        ]

    def hand(self, replay: Replay, step: int, seat: int, locale: str) -> asyncio.Task[bytes]:
        """``seat``'s own picture of a replay step (everything that seat saw)."""
        words = messages(locale)
        key = (replay.game_id, step, words.lang, seat)
        return self._drawn(key, replay.hand(step, seat, words))

    @app_commands.command(
        name=_("history", key="cmd.history.name"),
        description=_("This server's finished games, newest first", key="cmd.history.description"),
    )
    @app_commands.rename(**option_names("user", "game"))
    @app_commands.describe(
        user=_("Only the games of this player", key="cmd.history.user"),
        game=_("Only this game", key="cmd.history.game"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def history_command(
        self,
        interaction: discord.Interaction[Any],
        user: discord.User | None = None,
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        chosen = game.value if game else None
        await self.show_history(interaction, user.id if user else 0, chosen, 0, edit=False)

    async def show_history(
        self,
        interaction: discord.Interaction[Any],
        player: int,
        game: str | None,
        page_number: int,
        *,
        edit: bool,
    ) -> None:
        locale = str(interaction.locale)
        page = await self.history.page(interaction.guild_id, player or None, game, page_number)
        who = None
        if player:
            who = await self._name_of(interaction, player)
        panel = history_panel(page, who, game, locale)
        await self._answer(interaction, panel, history_view(player, game, page), edit=edit)

    async def _name_of(self, interaction: discord.Interaction[Any], player: int) -> str:
        """A member's name: as the server shows it, else as the games stored it."""
        guild = interaction.guild
        member = guild.get_member(player) if guild is not None else None
        if member is not None:
            return shown(member.display_name)
        namespace = getattr(interaction, "namespace", None)
        user = getattr(namespace, "user", None)
        if user is not None and getattr(user, "id", None) == player:
            return shown(str(getattr(user, "display_name", user)))
        _, rows = await self.store.history.page(interaction.guild_id or 0, player, None, 0, 1)
        for row in rows:
            for seat in row.seats:
                if seat.player == player:
                    return shown(seat.name)
        return f"<@{player}>"

    @app_commands.command(
        name=_("replay", key="cmd.replay.name"),
        description=_(
            "Watch a finished game of this server again, move by move", key="cmd.replay.description"
        ),
    )
    @app_commands.rename(**option_names("number"))
    @app_commands.describe(number=_("The game's number (#123)", key="cmd.replay.number"))
    @app_commands.guild_only()
    async def replay_command(
        self, interaction: discord.Interaction[Any], number: app_commands.Range[int, 1]
    ) -> None:
        replay = await self.history.replay(interaction.guild_id, number)
        seat = replay.seat_of(interaction.user.id)
        await self.show_step(interaction, replay, 0, seat, edit=False)

    async def show_step(
        self,
        interaction: discord.Interaction[Any],
        replay: Replay,
        step: int,
        seat: int,
        *,
        edit: bool,
    ) -> None:
        """A replay step: the move that led to it, the board as the channel saw it, and below
        it ``seat``'s own picture (everything that seat saw, revealed), each full width."""
        locale = str(interaction.locale)
        step = replay.clamp(step)
        seat = seat if 0 <= seat < replay.players else 0
        await _defer(interaction, edit=edit)
        board = self.board(replay, step, locale)
        *drawn, hand = await asyncio.gather(
            *(asyncio.shield(task) for task, _ in board),
            asyncio.shield(self.hand(replay, step, seat, locale)),
        )
        if step < replay.steps:  # drawn while the player looks at this one
            self.board(replay, step + 1, locale)
            self.hand(replay, step + 1, seat, locale)
        pictures = [(data, title) for data, (_, title) in zip(drawn, board, strict=True)]
        panel = replay_panel(replay, step, seat, pictures, hand, locale)
        await self._answer(interaction, panel, replay_view(replay, step, seat, locale), edit=edit)

    async def post_summary(self, interaction: discord.Interaction[Any], replay: Replay) -> None:
        """The whole game as an animation, posted in the channel for everyone."""
        locale = str(interaction.locale)
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild_locale = str(interaction.guild_locale or locale)  # posted for everyone
        presenter = self.presenters[replay.game]
        moments = summary_moments(replay, presenter, guild_locale)
        animation = partial(render_animation, moments, messages(guild_locale))
        data = await self.renderer.render(animation)
        text = t(
            "history.summary.posted_by",
            guild_locale,
            player=shown(interaction.user.display_name),
            game=game_name(replay.game, guild_locale),
            number=replay.game_id,
        )
        channel = self.messenger.channel(interaction.channel_id or 0)
        try:
            await channel.send(
                content=escape_names(text),
                file=discord.File(io.BytesIO(data), filename=f"game-{replay.game_id}.webp"),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.Forbidden:
            await answer(interaction, t("history.summary.cannot_post", locale))
            return
        await answer(interaction, t("history.summary.posted", locale))

    @app_commands.command(
        name=_("stats", key="cmd.stats.name"),
        description=_("A player's record and rating in this server", key="cmd.stats.description"),
    )
    @app_commands.rename(**option_names("user", "game"))
    @app_commands.describe(
        user=_("Whose record (default: yours)", key="cmd.stats.user"),
        game=_("Only this game", key="cmd.stats.game"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def stats_command(
        self,
        interaction: discord.Interaction[Any],
        user: discord.User | None = None,
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        locale = str(interaction.locale)
        who = user or interaction.user
        settings = await self.settings.get(interaction.guild_id)
        ranked_after = settings.min_ranked_games
        chosen = game.value if game else None
        season = self.history.season(settings.season_length)
        stats = await self.history.stats(interaction.guild_id, who.id, chosen, ranked_after, season)
        panel = stats_panel(stats, shown(who.display_name), locale, ranked_after)
        await self._answer(interaction, panel, None, edit=False)

    @app_commands.command(
        name=_("leaderboard", key="cmd.leaderboard.name"),
        description=_("This server's best players of a game", key="cmd.leaderboard.description"),
    )
    @app_commands.rename(**option_names("game", "season"))
    @app_commands.describe(
        game=_("Which game", key="cmd.leaderboard.game"),
        season=_("Which season (default: this one)", key="cmd.leaderboard.season"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.choices(season=SEASON_CHOICES)
    @app_commands.guild_only()
    async def leaderboard_command(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Choice[str],
        season: app_commands.Choice[int] | None = None,
    ) -> None:
        locale = str(interaction.locale)
        settings = await self.settings.get(interaction.guild_id)
        back = 0 if season is None else season.value
        chosen = None if back == ALL_TIME else self.history.season(settings.season_length, back)
        board = await self.history.leaderboard(
            interaction.guild_id,
            game.value,
            interaction.user.id,
            settings.min_ranked_games,
            season=chosen,
        )
        panel = leaderboard_panel(board, interaction.user.id, locale)
        await self._answer(interaction, panel, None, edit=False)

    async def _answer(
        self,
        interaction: discord.Interaction[Any],
        panel: Panel,
        view: discord.ui.View | None,
        *,
        edit: bool,
    ) -> None:
        """Answer ephemerally (or edit the clicked message) with ``panel`` and ``view``; its
        pictures are drawn after the answer is deferred."""
        await _defer(interaction, edit=edit)
        async with self.messenger.message(panel, 0, 0) as kwargs:
            if view is not None:
                kwargs["view"] = view  # released with the message's own
            if edit:
                kwargs["attachments"] = kwargs.pop("files")
                kwargs.setdefault("view", None)
                await interaction.edit_original_response(**kwargs)
            else:
                await interaction.followup.send(ephemeral=True, **kwargs)

    async def clicked(self, interaction: discord.Interaction[Any], action: Any) -> None:
        """Run a button's ``action``; refusals and failures are answered, never raised."""
        locale = str(interaction.locale)
        try:
            async with self.work.working():
                await action()
        except IllegalAction as refusal:
            await self._tell(interaction, t(refusal.key, locale, **refusal.params))
        except Exception:
            log.exception("history button failed")
            await self._tell(interaction, t("error.internal", locale))

    @staticmethod
    async def _tell(interaction: discord.Interaction[Any], text: str) -> None:
        try:
            await answer(interaction, text)
        except discord.HTTPException as problem:
            log.info("could not answer a history button: %s", problem)


async def _defer(interaction: discord.Interaction[Any], *, edit: bool) -> None:
    if not interaction.response.is_done():
        if edit:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)


def _retrieved(task: asyncio.Task[bytes]) -> None:
    if not task.cancelled():
        task.exception()

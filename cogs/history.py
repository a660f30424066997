"""``/history``, ``/replay``, ``/stats`` and ``/leaderboard``: every finished game can be
watched again, and every player has a record and a rating.

Every answer is ephemeral (only the asker sees it); the animated summary of a replay is posted
in the channel, for everyone, by its button. Buttons carry what they show in their custom_id
(``ichh:`` a page of history, ``ichr:`` a replay step), so they keep working after a restart;
a click is checked against the server it comes from, like the command was.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from collections import OrderedDict
from functools import partial
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.engine import IllegalAction
from bot.i18n import messages, t
from bot.interface.client import IchibaBot
from bot.interface.controls import release
from bot.interface.presenter import Panel
from bot.services.history import GameFigures, History, HistoryPage, Leaderboard, Replay, Stats
from bot.store import ResultRow
from cogs.history_text import describe
from cogs.lobby import GAME_CHOICES
from rendering.history import render_leaderboard, render_trend

log = logging.getLogger(__name__)
COLOUR = 0x6B4FA0
PLACE_MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
PICTURES_KEPT = 48  # replay pictures kept (boards and seats' pictures, ~100 KB each)
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


def game_name(game: str, locale: str) -> str:
    return t(f"game.{game}.name", locale)


def player_name(name: str, player: int) -> str:
    return f"🤖 {name}" if player < 0 else name


# -- /history ----------------------------------------------------------------------------
def history_line(row: ResultRow, locale: str) -> str:
    """One finished game: number, game, date, length, then players with place and score."""
    minutes = 0
    if row.started_at is not None:
        minutes = max(1, round((row.finished_at - row.started_at) / 60))
    head = t(
        "history.line",
        locale,
        number=row.game_id,
        game=game_name(row.game, locale),
        date=f"<t:{int(row.finished_at)}:d>",
        minutes=minutes,
        moves=row.moves,
    )
    seats = sorted(row.seats, key=lambda s: (s.place, s.seat))
    players = " · ".join(
        t(
            "history.seat",
            locale,
            place=PLACE_MEDALS.get(s.place, f"{s.place}."),
            player=player_name(s.name, s.player),
            score=s.score,
        )
        for s in seats
    )
    return f"{head}\n{players}"


def history_panel(page: HistoryPage, who: str | None, game: str | None, locale: str) -> Panel:
    title = t("history.title", locale)
    if who is not None:
        title = t("history.title_player", locale, player=who)
    if game is not None:
        title = f"{title} · {game_name(game, locale)}"
    if not page.rows:
        description = t("history.empty", locale)
    else:
        description = "\n\n".join(history_line(row, locale) for row in page.rows)
        description += "\n\n" + t("history.hint", locale)
    if page.pages > 1:
        title = f"{title} ({page.page + 1}/{page.pages})"
    return Panel(title=title, description=description[:4000], colour=COLOUR)


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


# -- /replay -----------------------------------------------------------------------------
def replay_text(replay: Replay, step: int, locale: str) -> str:
    """The caption of a replay step: where it is, and the move that led to it."""
    head = t(
        "history.replay.head",
        locale,
        game=game_name(replay.game, locale),
        number=replay.game_id,
        step=step,
        steps=replay.steps,
    )
    rnd = replay.round_at(step)
    if rnd is not None:
        head += " · " + t("history.replay.round", locale, round=rnd)
    if step == 0:
        line = t("history.replay.start", locale)
    else:
        seat, action = replay.moves[step - 1]
        line = describe(replay.game, seat, action, replay.events[step], replay.names, locale)
    text = f"{head}\n{line}"
    if step == replay.steps:
        result = replay.rules.result(replay.final)
        if result is not None:
            order = sorted(range(len(replay.names)), key=lambda s: result["ranking"][s])
            scores = " · ".join(
                t(
                    "history.seat",
                    locale,
                    place=PLACE_MEDALS.get(result["ranking"][s], f"{result['ranking'][s]}."),
                    player=replay.names[s],
                    score=result["scores"][s],
                )
                for s in order
            )
            text += "\n" + t("history.replay.final", locale, scores=scores)
    return text[:1990]


def replay_targets(replay: Replay, step: int) -> dict[str, int]:
    return {
        "first": 0,
        "prev": max(step - 1, 0),
        "next": min(step + 1, replay.steps),
        "last": replay.steps,
        "rback": replay.round_back(step),
        "rfwd": replay.round_forward(step),
        "gif": step,
    }


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


def summary_captions(replay: Replay, locale: str) -> list[str]:
    captions = []
    for step in replay.summary_steps():
        caption = t(
            "history.summary.caption",
            locale,
            game=game_name(replay.game, locale),
            number=replay.game_id,
            step=step,
            steps=replay.steps,
        )
        rnd = replay.round_at(step)
        if rnd is not None:
            caption += " · " + t("history.replay.round", locale, round=rnd)
        captions.append(caption)
    return captions


# -- /stats and /leaderboard -------------------------------------------------------------
def game_figures_line(figures: GameFigures, locale: str) -> str:
    rating = "—" if figures.rating is None else str(figures.rating)
    trend = "" if figures.trend is None else f" ({figures.trend:+d})"
    rank = t("stats.unranked", locale) if figures.rank is None else f"#{figures.rank}"
    return t(
        "stats.game_line",
        locale,
        game=game_name(figures.game, locale),
        played=figures.played,
        won=figures.won,
        average=f"{figures.average_score:.1f}",
        best=figures.best,
        rating=rating,
        trend=trend,
        rank=rank,
    )


def stats_panel(stats: Stats, who: str, locale: str, ranked_after: int) -> Panel:
    title = t("stats.title", locale, player=who)
    if not stats.played:
        return Panel(title=title, description=t("stats.none", locale), colour=COLOUR)
    focus = stats.focus
    assert focus is not None and stats.average_place is not None
    fields = [
        (t("stats.played", locale), str(stats.played)),
        (t("stats.won", locale), f"{stats.won} ({round(100 * stats.won / stats.played)}%)"),
        (t("stats.average_place", locale), f"{stats.average_place:.2f}"),
        (t("stats.favourite", locale), game_name(stats.favourite or focus.game, locale)),
    ]
    if len(stats.games) == 1:
        fields += [
            (t("stats.average_score", locale), f"{focus.average_score:.1f}"),
            (t("stats.best_score", locale), str(focus.best)),
        ]
    rating = "—" if focus.rating is None else str(focus.rating)
    if focus.trend is not None:
        arrow = "↗" if focus.trend > 0 else "↘" if focus.trend < 0 else "→"
        rating += f" {arrow} {focus.trend:+d}"
    if focus.rank is None:
        rank = t("stats.needs_games", locale, games=ranked_after)
    else:
        rank = f"#{focus.rank}"
    fields += [
        (t("stats.rating", locale, game=game_name(focus.game, locale)), rating),
        (t("stats.rank", locale), rank),
    ]
    lines = "\n".join(game_figures_line(g, locale) for g in stats.games)
    chart = t("stats.chart", locale, player=who, game=game_name(focus.game, locale))
    return Panel(
        title=title,
        description=lines,
        fields=fields,
        render=partial(render_trend, list(focus.points), chart, messages(locale)),
        filename="stats.png",
        colour=COLOUR,
    )


def leaderboard_rows(board: Leaderboard, asker: int) -> list[dict[str, Any]]:
    standings = list(board.standings) + ([board.me] if board.me is not None else [])
    return [
        {
            "rank": s.rank,
            "name": s.row.name,
            "rating": s.rating,
            "games": s.row.games,
            "wins": s.row.wins,
            "computer": s.row.player < 0,
            "me": s.row.player == asker,
        }
        for s in standings
    ]


def leaderboard_panel(board: Leaderboard, asker: int, locale: str) -> Panel:
    title = t("leaderboard.title", locale, game=game_name(board.game, locale))
    rows = leaderboard_rows(board, asker)
    lines = [
        t(
            "leaderboard.line",
            locale,
            rank=r["rank"],
            player=player_name(r["name"], -1 if r["computer"] else 1),
            rating=r["rating"],
            games=r["games"],
            wins=r["wins"],
        )
        for r in rows
    ]
    if not lines:
        lines = [t("leaderboard.empty", locale, games=board.min_games)]
    if board.me is None and all(not r["me"] for r in rows):
        if board.my_games:
            lines.append(
                t("leaderboard.you_need", locale, have=board.my_games, games=board.min_games)
            )
        else:
            lines.append(t("leaderboard.you_never", locale))
    lines.append(t("leaderboard.explain", locale, games=board.min_games))
    return Panel(
        title=title,
        description="\n".join(lines)[:4000],
        render=partial(render_leaderboard, title, rows, messages(locale)),
        filename="leaderboard.png",
        colour=COLOUR,
    )


class HistoryCog(commands.Cog):
    """Finished games, replays, statistics and leaderboards of a server."""

    def __init__(self, bot: IchibaBot) -> None:
        self.bot = bot
        self.history = History(bot.store)
        bot.history = self.history  # type: ignore[attr-defined]
        # Replay pictures drawn (or being drawn) ahead: (game, step, language, seat or -1
        # for the board) → the picture. While a player looks at one step, the next is drawn,
        # so ▶ finds it ready.
        self._pictures: OrderedDict[tuple[int, int, str, int], asyncio.Task[bytes]] = OrderedDict()

    def picture(
        self, replay: Replay, step: int, seat: int | None, locale: str
    ) -> asyncio.Task[bytes]:
        """A picture of a replay step (the board, or ``seat``'s own): drawn already, being
        drawn, or drawn now."""
        words = messages(locale)
        key = (replay.game_id, step, words.lang, -1 if seat is None else seat)
        task = self._pictures.get(key)
        if task is None or (task.done() and task.exception() is not None):
            job = replay.board(step, words) if seat is None else replay.hand(step, seat, words)
            task = asyncio.ensure_future(self.bot.renderer.render(job))
            task.add_done_callback(_retrieved)  # a failed drawing ahead is not an error yet
            self._pictures[key] = task
        self._pictures.move_to_end(key)
        while len(self._pictures) > PICTURES_KEPT:
            _, old = self._pictures.popitem(last=False)
            if not old.done():
                old.cancel()
        return task

    async def ranked_after(self, guild_id: int | None) -> int:
        """Rated games a player needs to be ranked in this server."""
        return (await self.bot.settings.get(guild_id)).min_ranked_games

    @app_commands.command(
        name=_("history", key="cmd.history.name"),
        description=_("This server's finished games, newest first", key="cmd.history.description"),
    )
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
            return member.display_name
        namespace = getattr(interaction, "namespace", None)
        user = getattr(namespace, "user", None)
        if user is not None and getattr(user, "id", None) == player:
            return str(getattr(user, "display_name", user))
        _, rows = await self.bot.store.history.page(interaction.guild_id or 0, player, None, 0, 1)
        for row in rows:
            for seat in row.seats:
                if seat.player == player:
                    return seat.name
        return f"<@{player}>"

    @app_commands.command(
        name=_("replay", key="cmd.replay.name"),
        description=_(
            "Watch a finished game of this server again, move by move", key="cmd.replay.description"
        ),
    )
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
        await self._defer(interaction, edit=edit)
        board, hand = await asyncio.gather(
            asyncio.shield(self.picture(replay, step, None, locale)),
            asyncio.shield(self.picture(replay, step, seat, locale)),
        )
        if step < replay.steps:  # drawn while the player looks at this one
            self.picture(replay, step + 1, None, locale)
            self.picture(replay, step + 1, seat, locale)
        names = (
            f"replay-{replay.game_id}-{step}.png",
            f"replay-{replay.game_id}-{step}-{seat}.png",
        )
        seen = t("history.replay.seen", locale, player=replay.names[seat])
        embeds = [
            discord.Embed(colour=COLOUR).set_image(url=f"attachment://{names[0]}"),
            discord.Embed(title=seen[:256], colour=COLOUR).set_image(
                url=f"attachment://{names[1]}"
            ),
        ]
        files = [
            discord.File(io.BytesIO(data), filename=name)
            for data, name in zip((board, hand), names, strict=True)
        ]
        view = replay_view(replay, step, seat, locale)
        content = replay_text(replay, step, locale)
        try:
            if edit:
                await interaction.edit_original_response(
                    content=content, embeds=embeds, attachments=files, view=view
                )
            else:
                await interaction.followup.send(
                    content, embeds=embeds, files=files, view=view, ephemeral=True
                )
        finally:
            view.clear_items()

    async def post_summary(self, interaction: discord.Interaction[Any], replay: Replay) -> None:
        """The whole game as an animation, posted in the channel for everyone."""
        locale = str(interaction.locale)
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel = str(interaction.guild_locale or locale)  # posted for everyone
        job = replay.animation(summary_captions(replay, channel), messages(channel))
        data = await self.bot.renderer.render(job)
        guild_locale = str(interaction.guild_locale or locale)
        text = t(
            "history.summary.posted_by",
            guild_locale,
            player=interaction.user.display_name,
            game=game_name(replay.game, guild_locale),
            number=replay.game_id,
        )
        channel = self.bot.controller.messenger.channel(interaction.channel_id or 0)
        try:
            await channel.send(
                content=text,
                file=discord.File(io.BytesIO(data), filename=f"game-{replay.game_id}.webp"),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.Forbidden:
            await interaction.followup.send(
                t("history.summary.cannot_post", locale), ephemeral=True
            )
            return
        await interaction.followup.send(t("history.summary.posted", locale), ephemeral=True)

    @app_commands.command(
        name=_("stats", key="cmd.stats.name"),
        description=_("A player's record and rating in this server", key="cmd.stats.description"),
    )
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
        ranked_after = await self.ranked_after(interaction.guild_id)
        chosen = game.value if game else None
        stats = await self.history.stats(interaction.guild_id, who.id, chosen, ranked_after)
        panel = stats_panel(stats, who.display_name, locale, ranked_after)
        await self._answer(interaction, panel, None, edit=False)

    @app_commands.command(
        name=_("leaderboard", key="cmd.leaderboard.name"),
        description=_("This server's best players of a game", key="cmd.leaderboard.description"),
    )
    @app_commands.describe(game=_("Which game", key="cmd.leaderboard.game"))
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def leaderboard_command(
        self, interaction: discord.Interaction[Any], game: app_commands.Choice[str]
    ) -> None:
        locale = str(interaction.locale)
        ranked_after = await self.ranked_after(interaction.guild_id)
        board = await self.history.leaderboard(
            interaction.guild_id, game.value, interaction.user.id, ranked_after
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
        image: tuple[bytes, str] | None = None,
    ) -> None:
        """Answer ephemerally (or edit the clicked message) with ``panel`` and ``view``; a
        picture is drawn after the answer is deferred (``image``: one drawn already, as bytes
        and a file name)."""
        await self._defer(interaction, edit=edit)
        async with self.bot.controller.messenger.message(panel, 0, 0) as kwargs:
            if image is not None:
                kwargs["files"] = [discord.File(io.BytesIO(image[0]), filename=image[1])]
            kwargs["view"] = view if view is not None else discord.utils.MISSING
            if edit:
                kwargs["attachments"] = kwargs.pop("files")
                if view is None:
                    kwargs["view"] = None
                await interaction.edit_original_response(**kwargs)
            else:
                if view is None:
                    kwargs.pop("view")
                await interaction.followup.send(ephemeral=True, **kwargs)

    @staticmethod
    async def _defer(interaction: discord.Interaction[Any], *, edit: bool) -> None:
        if not interaction.response.is_done():
            if edit:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=True, thinking=True)

    async def clicked(self, interaction: discord.Interaction[Any], action: Any) -> None:
        """Run a button's ``action``; refusals and failures are answered, never raised."""
        locale = str(interaction.locale)
        try:
            async with self.bot.controller.working():
                await action()
        except IllegalAction as refusal:
            await self._tell(interaction, t(refusal.key, locale, **refusal.params))
        except Exception:
            log.exception("history button failed")
            await self._tell(interaction, t("error.internal", locale))

    @staticmethod
    async def _tell(interaction: discord.Interaction[Any], text: str) -> None:
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException as problem:
            log.info("could not answer a history button: %s", problem)


def _retrieved(task: asyncio.Task[bytes]) -> None:
    if not task.cancelled():
        task.exception()


def _cog(interaction: discord.Interaction[Any]) -> HistoryCog:
    cog = interaction.client.get_cog("HistoryCog")
    assert isinstance(cog, HistoryCog)
    return cog


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

    async def callback(self, interaction: discord.Interaction[Any]) -> None:  # type: ignore[override]
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

    async def callback(self, interaction: discord.Interaction[Any]) -> None:  # type: ignore[override]
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


async def setup(bot: IchibaBot) -> None:
    bot.add_dynamic_items(HistoryButton, ReplayButton)
    bot.component_ids += [HISTORY_ID, REPLAY_ID]
    await bot.add_cog(HistoryCog(bot))

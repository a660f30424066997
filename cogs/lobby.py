"""``/play``, ``/game status|abandon|pause|resume`` and ``/hand``."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.engine import IllegalAction
from bot.engine.data import load_json
from bot.games import GAMES
from bot.i18n import t
from bot.interface.activity import Activity
from bot.interface.boards import Boards, names_of
from bot.interface.client import IchibaBot
from bot.interface.command_tree import option_names
from bot.interface.controls import answer
from bot.interface.lifecycle import Lifecycle
from bot.interface.lobby import Lobbies
from bot.interface.messenger import Messenger
from bot.interface.moves import Moves
from bot.interface.presenter import Panel
from bot.names import shown
from bot.services.settings import Settings
from bot.services.tables import HINTS, Tables
from bot.store import GameRow, Store

log = logging.getLogger(__name__)

GAME_CHOICES = [
    app_commands.Choice(
        name=_(t(f"game.{game_id}.name"), key=f"game.{game_id}.name"), value=game_id
    )
    for game_id in GAMES
]
HINT_CHOICES = [
    app_commands.Choice(name=_(t(f"hints.choice.{how}"), key=f"hints.choice.{how}"), value=how)
    for how in HINTS
]


class Lobby(commands.Cog):
    """Opening, inspecting and closing games."""

    game = app_commands.Group(
        name=_("game", key="cmd.game.name"),
        description=_("Inspect or abandon this channel's game", key="cmd.game.description"),
        guild_only=True,
    )

    def __init__(
        self,
        *,
        boards: Boards,
        lifecycle: Lifecycle,
        lobbies: Lobbies,
        messenger: Messenger,
        moves: Moves,
        settings: Settings,
        store: Store,
        tables: Tables,
        work: Activity,
    ) -> None:
        self.boards = boards
        self.lifecycle = lifecycle
        self.lobbies = lobbies
        self.messenger = messenger
        self.moves = moves
        self.settings = settings
        self.store = store
        self.tables = tables
        self.work = work

    async def _channel_game(self, interaction: discord.Interaction[Any], check: bool = True) -> Any:
        """This channel's open game (checked, see ``Tables.load``, unless ``check`` is off)."""
        channel_id = interaction.channel_id or 0
        row = await self.store.games.open_in_channel(channel_id)
        if row is None:
            row = self._only_thread_game(await self.store.games.open_in_threads(channel_id))
        return await self.tables.load(row.id, check=check)

    @staticmethod
    def _only_thread_game(games: list[GameRow]) -> GameRow:
        """In a channel whose games run in threads: its one open game, else a refusal saying
        where to use the command (the games' threads)."""
        if len(games) == 1:
            return games[0]
        threads = [f"<#{g.channel_id}>" for g in games if g.channel_id != g.parent_channel_id]
        if threads:
            raise IllegalAction("threads.use_in_thread", threads=", ".join(threads))
        if games:
            raise IllegalAction("threads.several_lobbies")
        raise IllegalAction("error.no_game_here")

    @app_commands.command(
        name=_("play", key="cmd.play.name"),
        description=_("Open a game lobby in this channel", key="cmd.play.description"),
    )
    @app_commands.rename(**option_names("game", "variant", "turn_time", "hints"))
    @app_commands.describe(
        game=_("Which game to play", key="cmd.play.game"),
        variant=_(t("cmd.play.variant"), key="cmd.play.variant"),  # the catalog names the game
        turn_time=_(
            "Seconds per turn; 0 = no timer (secret choices get extra time)",
            key="cmd.play.turn_time",
        ),
        hints=_(
            "Hints for learners: auto (on when someone is new to the game), on or off",
            key="cmd.play.hints",
        ),
    )
    @app_commands.choices(game=GAME_CHOICES, hints=HINT_CHOICES)
    @app_commands.guild_only()
    async def play(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Choice[str],
        variant: bool = False,
        turn_time: app_commands.Range[int, 0, 259200] | None = None,
        hints: app_commands.Choice[str] | None = None,
    ) -> None:
        async with self.work.working():
            rules = GAMES[game.value]
            options = {"variant": variant} if "variant" in rules.default_options else {}
            settings = await self.settings.get(interaction.guild_id)
            if turn_time is None:
                turn_time = settings.turn_seconds.get(game.value)
            timers = turn_timers(game.value, turn_time)
            await self.lobbies.open_lobby(
                interaction, game.value, options, timers, settings, hints=hints_of(hints)
            )

    @game.command(
        name=_("status", key="cmd.status.name"),
        description=_("Where this channel's game stands", key="cmd.status.description"),
    )
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        async with self.work.working():
            row = await self._channel_game(interaction)
            locale = str(interaction.locale)
            names = names_of(row)
            fields = [(t("lobby.players", locale), "\n".join(names))]
            if row.state is not None:
                summary = self.tables.rules(row).summary(row.state)
                waiting = ", ".join(names[s] for s in summary.get("to_act", [])) or "—"
                fields.append((t("status.waiting_for", locale), waiting))
                if "round" in summary:
                    fields.append((t("status.round", locale), str(summary["round"])))
                fields.append(
                    (t("status.phase", locale), t(f"phase.{summary.get('phase')}", locale))
                )
            panel = Panel(
                title=t(f"game.{row.game}.name", locale),
                description=t(f"status.{row.status}", locale),
                fields=fields,
            )
            await self.messenger.respond(interaction, panel, row.id, row.version)
            if row.status == "active":  # and bring the board up to date (re-post it if deleted)
                self.boards.request_board_refresh(row.id)

    @game.command(
        name=_("abandon", key="cmd.abandon.name"),
        description=_(
            "End this channel's game (the host or a moderator at once, "
            "otherwise a majority vote of the players)",
            key="cmd.abandon.description",
        ),
    )
    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        async with self.work.working():
            row = await self._channel_game(interaction, check=False)  # damaged games too
            locale = str(interaction.locale)
            user = interaction.user
            if user.id == row.host_id:
                by, notice = f"host:{user.id}", None
            elif await self._is_moderator(interaction):
                by = f"moderator:{user.id}"
                notice = t("game.abandoned_by_moderator", row.locale, name=shown(user.display_name))
            else:
                if row.seat_of(user.id) is None:
                    raise IllegalAction("abandon.not_allowed")
                votes = await self.store.games.vote_abandon(row.id, user.id)
                humans = sum(1 for seat in row.seats if seat.kind == "human")
                needed = humans // 2 + 1
                if votes < needed:
                    await answer(
                        interaction, t("abandon.voted", locale, votes=votes, needed=needed)
                    )
                    return
                by, notice = "vote", None
            await answer(interaction, t("abandon.done", locale))
            await self.lifecycle.abandon(row, by, notice=notice)

    async def _is_moderator(self, interaction: discord.Interaction[Any]) -> bool:
        """Members who may end any game of the channel at once: Manage Server or Manage
        Messages there, or the server's Ichiba moderator role (``/settings``)."""
        perms = interaction.permissions
        if perms.manage_guild or perms.manage_messages:
            return True
        role = (await self.settings.get(interaction.guild_id)).moderator_role
        roles = getattr(interaction.user, "roles", [])
        return role is not None and any(r.id == role for r in roles)

    @game.command(
        name=_("pause", key="cmd.pause.name"),
        description=_(
            "Pause the turn timers of this channel's game (host only)", key="cmd.pause.description"
        ),
    )
    async def pause(self, interaction: discord.Interaction[Any]) -> None:
        async with self.work.working():
            await self._set_paused(interaction, True)

    @game.command(
        name=_("resume", key="cmd.resume.name"),
        description=_(
            "Resume the turn timers of this channel's game (host only)",
            key="cmd.resume.description",
        ),
    )
    async def resume(self, interaction: discord.Interaction[Any]) -> None:
        async with self.work.working():
            await self._set_paused(interaction, False)

    async def _set_paused(self, interaction: discord.Interaction[Any], paused: bool) -> None:
        row = await self._channel_game(interaction)
        locale = str(interaction.locale)
        if interaction.user.id != row.host_id:
            raise IllegalAction("lobby.host_only")
        if not row.turn_seconds:
            raise IllegalAction("timer.none")
        await answer(
            interaction, t("timer.now_paused" if paused else "timer.now_resumed", locale)
        )
        await self.moves.set_paused(row, paused)

    @app_commands.command(
        name=_("hand", key="cmd.hand.name"),
        description=_("Your hand and secret choices (only you see it)", key="cmd.hand.description"),
    )
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        async with self.work.working():
            row = await self._channel_game(interaction)
            await self.boards.show_hand(interaction, row.id)


def hints_of(choice: app_commands.Choice[str] | None) -> str:
    """The table's choice of hints from ``/play`` (left out: ``auto``)."""
    return "auto" if choice is None else choice.value


def turn_timers(game: str, turn_time: int | None) -> tuple[float, float]:
    """Seconds per turn and per simultaneous secret choice, from ``/play`` or the defaults."""
    table = load_json("timers.json")
    defaults = table.get(game, table["default"])
    if turn_time is None:
        return float(defaults["turn"]), float(defaults["secret"])
    return float(turn_time), float(turn_time) * table["secret_factor"]


async def setup(bot: IchibaBot) -> None:
    await bot.add_cog(
        Lobby(
            boards=bot.boards,
            lifecycle=bot.lifecycle,
            lobbies=bot.lobbies,
            messenger=bot.messenger,
            moves=bot.moves,
            settings=bot.settings,
            store=bot.store,
            tables=bot.tables,
            work=bot.work,
        )
    )

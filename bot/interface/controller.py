"""The glue between interactions, the table service and the messages that show each game."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import weakref
from collections.abc import AsyncIterator, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.engine import Event, IllegalAction
from bot.i18n import permission_names, t
from bot.interface.controls import CUSTOM_ID
from bot.interface.messenger import Messenger
from bot.interface.outbox import Outbox
from bot.interface.presenter import Button, Panel, Presenter
from bot.services.history import rating_changes
from bot.services.settings import GuildSettings, Settings
from bot.services.tables import Outcome, Tables
from bot.services.turns import LOBBY as LOBBY_TIMER
from bot.services.turns import Turns
from bot.store import GameRow, StoreUnavailable

if TYPE_CHECKING:
    from bot.interface.client import IchibaBot

log = logging.getLogger(__name__)
BOARD = "board"
LOBBY = "lobby"


def dm_kind(seat: int) -> str:
    """The stored message kind of a seat's live DM panel (one that still offers controls)."""
    return f"dm:{seat}"

LOBBY_VERBS = ("join", "leave", "start", "cancel", "addcpu", "rmcpu")
NEEDED_PERMISSIONS = ("view_channel", "send_messages", "embed_links", "attach_files")
UNKNOWN_CHANNEL = 10003  # Discord's error code: the channel was deleted


def names_of(row: GameRow) -> list[str]:
    return [seat.name for seat in row.seats]


class Controller:
    """Routes clicks and commands; keeps boards, DMs and final messages in step with the store."""

    def __init__(
        self,
        bot: IchibaBot,
        tables: Tables,
        presenters: dict[str, Presenter],
        settings: Settings,
    ):
        self.bot = bot
        self.tables = tables
        self.presenters = presenters
        self.settings = settings
        self.messenger = Messenger(bot, bot.renderer, bot.metrics)
        self.turns = Turns(self, tables, delay=bot.config.computer_delay, clock=bot.clock)
        # Board refreshes and private panels to send, drawn a few at a time (see outbox.py).
        self.outbox = Outbox(self._catch_up)
        # One drawing at a time per message (a game's board, or one seat's private panel), each
        # drawing the latest stored version, so no edit can land older than another. A lock
        # lives while someone holds or awaits it.
        self._drawing: weakref.WeakValueDictionary[tuple[int, int | None], asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )
        self._host_told: set[int] = set()  # games whose host knows the bot cannot post
        self._clicks_told: collections.deque[int] = collections.deque(maxlen=256)
        self._busy = 0
        self._quiet = asyncio.Event()
        self._quiet.set()

    # -- entry points ----------------------------------------------------------------------
    async def on_control(
        self,
        interaction: discord.Interaction[Any],
        game_id: int,
        version: int,
        verb: str,
        arg: str | None,
        values: Sequence[str],
    ) -> None:
        """A click on any game control."""
        async with self.working():
            await self._on_control(interaction, game_id, version, verb, arg, values)

    @property
    def busy(self) -> bool:
        """Whether a click is being handled or a message waits to be drawn."""
        return self._busy > 0 or self.outbox.busy

    @contextlib.asynccontextmanager
    async def working(self) -> AsyncIterator[None]:
        """Mark an interaction as being handled (see :meth:`quiet`)."""
        self._busy += 1
        self._quiet.clear()
        try:
            yield
        finally:
            self._busy -= 1
            if not self._busy:
                self._quiet.set()

    async def on_orphan(
        self, interaction: discord.Interaction[Any], custom: str, values: Sequence[str]
    ) -> None:
        """A click whose control is not on its message any more, or a malformed one."""
        match = CUSTOM_ID.fullmatch(custom)
        if match is None:
            await self.answer(interaction, t("error.malformed", str(interaction.locale)))
            return
        await self.on_control(
            interaction,
            int(match["game"]),
            int(match["version"]),
            match["verb"],
            match["arg"],
            values,
        )

    async def _on_control(
        self,
        interaction: discord.Interaction[Any],
        game_id: int,
        version: int,
        verb: str,
        arg: str | None,
        values: Sequence[str],
    ) -> None:
        locale = str(interaction.locale)
        try:
            # Every click is acknowledged before any work (Discord allows 3 s, players notice
            # far less): "My hand" with a private "thinking…" message, anything else with a
            # deferred update. Its message is then edited, or a note sent, through the token.
            if verb == "hand":
                await interaction.response.defer(ephemeral=True, thinking=True)
            else:
                await interaction.response.defer()
            self.bot.metrics.acknowledged(interaction.created_at.timestamp())
            await self._check_channel(interaction, game_id)
            if verb in LOBBY_VERBS:
                await self._lobby_click(interaction, game_id, verb)
            elif verb == "back":
                await self._back(interaction, game_id)
            elif verb == "hand":
                await self.show_hand(interaction, game_id)
            elif verb in ("a", "p"):
                code = values[0] if values else (arg or "")
                outcome = await self.tables.act(game_id, interaction.user.id, version, code)
                await self.after_action(outcome, interaction, from_private=verb == "p")
            else:
                raise IllegalAction("error.not_offered")
        except IllegalAction as refusal:
            await self.refuse(interaction, refusal, game_id, locale)
        except StoreUnavailable as problem:
            log.error(
                "control %s on game %s: the database cannot be written: %s", verb, game_id, problem
            )
            await self.answer(interaction, t("error.storage", locale))
        except Exception:
            log.exception("control %s on game %s failed", verb, game_id)
            await self.answer(interaction, t("error.internal", locale))

    async def _check_channel(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        """A control clicked in a server channel must belong to that channel's game."""
        row = await self.tables.load(game_id)
        if interaction.guild_id is not None and interaction.channel_id != row.channel_id:
            raise IllegalAction("error.wrong_channel")

    async def refuse(
        self,
        interaction: discord.Interaction[Any],
        refusal: IllegalAction,
        game_id: int,
        locale: str,
    ) -> None:
        """Explain a refusal ephemerally; stale controls come with fresh ones."""
        text = t(refusal.key, locale, **refusal.params)
        if refusal.key == "error.rules_changed":
            await self.close_outdated(game_id)
        if refusal.key == "error.stale":
            panel = await self._fresh_controls(game_id, interaction.user.id, locale)
            if panel is not None and panel.controls:
                panel.content = f"{text}\n{panel.content}".strip()
                row = await self.tables.load(game_id)
                await self.messenger.respond(interaction, panel, game_id, row.version)
                return
            text = t("error.stale_no_controls", locale)  # nothing to do: no controls promised
        await self.answer(interaction, text)

    @staticmethod
    async def answer(interaction: discord.Interaction[Any], text: str) -> None:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)

    def _missing_in(
        self, channel_id: int, interaction: discord.Interaction[Any] | None
    ) -> list[str]:
        """The needed permissions the bot lacks in a channel: from a click in that channel
        (what Discord just said), else from the cached guild roles (none when unknown)."""
        if interaction is not None and interaction.channel_id == channel_id:
            return missing_permissions(interaction.app_permissions)
        channel = self.bot.get_channel(channel_id)
        if isinstance(channel, discord.abc.GuildChannel):
            return missing_permissions(channel.permissions_for(channel.guild.me))
        return []

    # -- lobby -----------------------------------------------------------------------------
    def lobby_panel(self, row: GameRow, closing: str | None = None) -> Panel:
        """The lobby message; ``closing`` replaces the description of a closed lobby."""
        rules = self.tables.rules(row)
        locale = row.locale
        players = "\n".join(
            t(
                "lobby.seat_computer" if seat.kind == "computer" else "lobby.seat",
                locale,
                number=seat.seat + 1,
                name=seat.name,
            )
            + (" ★" if seat.user_id == row.host_id else "")
            for seat in row.seats
        )
        title = t(f"game.{row.game}.name", locale)
        fields = [(t("lobby.players", locale), players or "—")]
        chosen = [t(f"option.{row.game}.{name}", locale) for name, on in row.options.items() if on]
        if chosen:
            fields.append((t("lobby.options", locale), "\n".join(chosen)))
        footer = t("game.number", locale, number=row.id)
        if row.status != "lobby":
            key = "lobby.started" if row.status in ("active", "over") else "lobby.cancelled"
            description = closing or t(key, locale)
            return Panel(title=title, description=description, fields=fields, footer=footer)
        return Panel(
            footer=footer,
            title=title,
            description=t(
                "lobby.open",
                locale,
                min=rules.min_players,
                max=rules.max_players,
            ),
            fields=fields,
            controls=[
                Button(t("lobby.join", locale), verb="join", style="success"),
                Button(t("lobby.leave", locale), verb="leave"),
                Button(t("lobby.start", locale), verb="start", style="primary"),
                Button(t("lobby.cancel", locale), verb="cancel", style="danger"),
                Button(t("lobby.add_computer", locale), verb="addcpu", emoji="🤖", row=1),
                Button(t("lobby.remove_computer", locale), verb="rmcpu", row=1),
            ],
            colour=0x2B7A78,
        )

    async def open_lobby(
        self,
        interaction: discord.Interaction[Any],
        game: str,
        options: dict[str, Any],
        timers: tuple[float, float] = (0, 0),
        settings: GuildSettings | None = None,
    ) -> None:
        """``/play``: open a lobby message in the channel (texts in the server's language)."""
        locale = str(interaction.locale)
        settings = settings or await self.settings.get(interaction.guild_id)
        channel_id = interaction.channel_id or 0
        if not settings.allows(channel_id):
            channels = ", ".join(f"<#{c}>" for c in settings.game_channels)
            raise IllegalAction("settings.channel_not_allowed", channels=channels)
        missing = missing_permissions(interaction.app_permissions)
        if missing:
            perms = permission_names(missing, locale)
            await self.answer(interaction, t("error.missing_permissions", locale, perms=perms))
            return
        row = await self.tables.open_lobby(
            game,
            interaction.guild_id,
            channel_id,
            interaction.user.id,
            interaction.user.display_name,
            options,
            settings.language or str(interaction.guild_locale or locale),
            timers,
        )
        await self.messenger.respond(interaction, self.lobby_panel(row), row.id, 0, public=True)
        message = await interaction.original_response()
        await self.tables.store.messages.set(row.id, LOBBY, message.channel.id, message.id)
        await self.arm_lobby_timer(row)
        await self._welcome_dm(interaction, row)

    async def arm_lobby_timer(self, row: GameRow) -> None:
        """(Re)start the lobby's expiry: it closes after the server's lobby time without
        activity."""
        settings = await self.settings.get(row.guild_id)
        last = await self.tables.store.games.last_activity(row.id) or self.bot.clock()
        await self.tables.store.timers.set(row.id, LOBBY_TIMER, last + settings.lobby_seconds, {})
        self.turns.wake()

    async def expire_lobby(self, game_id: int) -> None:
        """The lobby timer fired: close the lobby if nothing happened in it meanwhile, and say
        so on its message (the channel is free again)."""
        row = await self.tables.store.games.get(game_id)
        if row is None or row.status != "lobby":
            return
        settings = await self.settings.get(row.guild_id)
        last = await self.tables.store.games.last_activity(game_id) or 0.0
        if self.bot.clock() < last + settings.lobby_seconds:
            await self.arm_lobby_timer(row)  # someone joined meanwhile
            return
        minutes = round(settings.lobby_seconds / 60)
        closing = t("lobby.expired", row.locale, minutes=minutes)
        await self.abandon(row, "lobby_expired", closing=closing)

    async def end_idle_game(self, game_id: int) -> None:
        """The idle timer fired: no human has moved for the server's away time, so the game
        ends as abandoned and frees its channel."""
        row = await self.tables.store.games.get(game_id)
        if row is None or row.status != "active":
            return
        hours = round((await self.settings.get(row.guild_id)).away_seconds / 3600)
        await self.abandon(row, "idle", notice=t("game.ended_idle", row.locale, hours=hours))

    async def _lobby_click(
        self, interaction: discord.Interaction[Any], game_id: int, verb: str
    ) -> None:
        user = interaction.user
        if verb == "join":
            row = await self.tables.join(game_id, user.id, user.display_name)
        elif verb == "leave":
            row = await self.tables.leave(game_id, user.id)
        elif verb == "start":
            row = await self.tables.start(game_id, user.id)
        elif verb == "addcpu":
            row = await self.tables.load(game_id)
            number = 1 + sum(1 for seat in row.seats if seat.kind == "computer")
            name = t("computer.name", row.locale, number=number)
            row = await self.tables.add_computer(game_id, user.id, name)
        elif verb == "rmcpu":
            row = await self.tables.remove_computer(game_id, user.id)
        else:
            row = await self.tables.cancel(game_id, user.id)
        await self.messenger.respond(interaction, self.lobby_panel(row), game_id, 0, edit=True)
        if row.status == "lobby":
            await self.arm_lobby_timer(row)
        elif row.status == "abandoned":
            await self.tables.store.timers.clear(game_id)
        if verb == "join":
            await self._welcome_dm(interaction, row)
        elif verb == "start":
            await self.start_game(row)

    async def _welcome_dm(self, interaction: discord.Interaction[Any], row: GameRow) -> None:
        """DM a new player; when DMs are closed, tell them about the "My hand" button."""
        seat = row.seat_of(interaction.user.id)
        assert seat is not None
        locale = str(interaction.locale)
        channel = f"<#{row.channel_id}>"
        panel = Panel(
            content=t(
                "dm.welcome", locale, game=t(f"game.{row.game}.name", locale), channel=channel
            )
        )
        if not await self.messenger.dm(interaction.user.id, panel, row.id, 0):
            await self.tables.store.games.set_dm_open(row.id, seat, False)
            await interaction.followup.send(t("dm.closed", locale), ephemeral=True)

    # -- the game --------------------------------------------------------------------------
    async def start_game(self, row: GameRow) -> None:
        """Post the first board, send every seat its private panel, start the clocks."""
        await self.turns.sync(row)
        await self.post_board(row, [])
        self.request_private_panels(row, range(len(row.seats)))
        self.turns.kick(row.id)

    def presenter(self, row: GameRow) -> Presenter:
        return self.presenters[row.game]

    async def board_panel(self, row: GameRow, events: Sequence[Event]) -> Panel:
        """The public board, with its deadline line and the buttons every board has."""
        rules, state = self.tables.rules(row), row.state
        assert state is not None
        panel = self.presenter(row).board(
            rules.view(state, None), names_of(row), row.locale, events
        )
        number = t("game.number_line", row.locale, number=row.id)
        panel.content = f"{panel.content}\n{number}".strip()  # the board's footer
        if row.status != "active":
            panel.controls = []
            return panel
        deadline = await self._deadline_line(row)
        if deadline:
            panel.content = f"{panel.content}\n{deadline}".strip()
        panel.controls.append(Button(t("board.my_hand", row.locale), verb="hand", emoji="🂠"))
        if any(seat.away for seat in row.seats):
            panel.controls.append(Button(t("board.back", row.locale), verb="back", emoji="👋"))
        return panel

    async def _deadline_line(self, row: GameRow) -> str:
        if row.timers_paused and row.turn_seconds:
            return t("timer.paused", row.locale)
        timers = await self.tables.store.timers.of_game(row.id)
        due = {int(k.split(":")[1]): v for k, v in timers.items() if k.startswith("expire:")}
        if not due:
            return ""
        names = ", ".join(row.seats[seat].name for seat in sorted(due))
        return t(
            "timer.deadline", row.locale, players=names, when=f"<t:{int(min(due.values()))}:R>"
        )

    def private_panel(self, row: GameRow, seat: int, locale: str) -> Panel | None:
        rules, state = self.tables.rules(row), row.state
        assert state is not None
        legal = rules.legal_actions(state, seat) if row.status == "active" else []
        return self.presenter(row).private(rules.view(state, seat), legal, names_of(row), locale)

    async def post_board(
        self,
        row: GameRow,
        events: Sequence[Event],
        *,
        interaction: discord.Interaction[Any] | None = None,
    ) -> None:
        """Post a fresh board message at the latest version (``events`` led to ``row``) and
        remove the controls of the previous one.

        When Discord refuses the post (permissions), the previous board message shows the new
        board instead if it still can, and the players are told what to grant.
        """
        async with self.drawing(row.id, None):
            await self._post_board(row, events, interaction)

    async def _post_board(
        self,
        row: GameRow,
        events: Sequence[Event],
        interaction: discord.Interaction[Any] | None,
    ) -> None:
        latest = await self.tables.load(row.id)
        events = events if latest.version == row.version else []
        row = latest
        previous = await self.tables.store.messages.get(row.id, BOARD)
        panel = await self.board_panel(row, events)
        message = await self.send_public(row, panel, interaction)
        if message is None:
            if previous is not None:
                with contextlib.suppress(discord.HTTPException):
                    await self.messenger.edit(previous[0], previous[1], panel, row.id, row.version)
            return
        await self.tables.store.messages.set(
            row.id, BOARD, message.channel.id, message.id, row.version
        )
        if previous is not None:
            await self._freeze(previous, self._replaced_board(row))

    async def send_public(
        self,
        row: GameRow,
        panel: Panel,
        interaction: discord.Interaction[Any] | None = None,
    ) -> discord.Message | None:
        """Post ``panel`` in the game's channel; ``None`` when Discord refuses (see
        :meth:`cannot_post`)."""
        try:
            message = await self.messenger.send(row.channel_id, panel, row.id, row.version)
        except discord.Forbidden as refusal:
            await self.cannot_post(row, refusal, interaction)
            return None
        except discord.NotFound as gone:
            if gone.code != UNKNOWN_CHANNEL:
                raise
            await self.channel_gone(row.channel_id)  # deleted while the bot was offline
            return None
        self._host_told.discard(row.id)
        return message

    async def cannot_post(
        self,
        row: GameRow,
        refusal: discord.HTTPException,
        interaction: discord.Interaction[Any] | None = None,
    ) -> None:
        """Discord refused a message in the game's channel (missing permissions). The game is
        saved and goes on; the clicking player (if any) and, once until posting works again,
        the host are told which permissions to grant."""
        log.warning("game %s: cannot post in channel %s: %s", row.id, row.channel_id, refusal)
        current = await self.tables.store.games.get(row.id)
        if current is None or current.status == "abandoned":
            return  # e.g. the bot was removed from the server
        missing = self._missing_in(row.channel_id, interaction) or list(NEEDED_PERMISSIONS)
        channel = f"<#{row.channel_id}>"
        if interaction is not None and interaction.id not in self._clicks_told:
            self._clicks_told.append(interaction.id)  # once per click, however many posts failed
            locale = str(interaction.locale)
            perms = permission_names(missing, locale)
            text = t("error.cannot_post", locale, channel=channel, perms=perms)
            with contextlib.suppress(discord.HTTPException):
                await self.answer(interaction, text)
        if row.id not in self._host_told:
            self._host_told.add(row.id)
            locale = await self.bot.user_locales.of(row.host_id, row.locale)
            perms = permission_names(missing, locale)
            text = t("error.cannot_post", locale, channel=channel, perms=perms)
            if not await self.messenger.dm(row.host_id, Panel(content=text), row.id, row.version):
                log.warning("game %s: could not tell the host %s either", row.id, row.host_id)

    def _replaced_board(self, row: GameRow) -> Panel | None:
        """What a board becomes once a fresh one replaces it, or the game is abandoned: the
        presenter's optional ``replaced_board(view, names, locale)`` (for a game whose old
        picture would keep showing what is secret since), else ``None``: it keeps its
        picture."""
        replaced = getattr(self.presenter(row), "replaced_board", None)
        if replaced is None or row.state is None:
            return None
        if row.status == "abandoned":
            return Panel(content=t("game.board_abandoned", row.locale))
        view = self.tables.rules(row).view(row.state, None)
        panel: Panel | None = replaced(view, names_of(row), row.locale)
        return panel

    async def _freeze(self, where: tuple[int, int], panel: Panel | None = None) -> None:
        """Remove the controls of an old board (its picture stays as history), or turn it into
        ``panel``."""
        channel = self.bot.get_partial_messageable(where[0])
        try:
            if panel is not None:
                await self.messenger.edit(where[0], where[1], panel, 0, 0)
            else:
                await channel.get_partial_message(where[1]).edit(view=None)
        except discord.HTTPException as exc:
            log.info("could not freeze old board %s: %s", where, exc)

    def request_board_refresh(self, game_id: int) -> None:
        """Edit the board to the latest stored state, soon; concurrent requests coalesce."""
        self.outbox.add(game_id, None)

    def request_private_panels(self, row: GameRow, seats: Sequence[int] | range) -> None:
        """DM each seat its private panel, soon, drawn at the latest version; seats with
        closed DMs use "My hand" instead. A seat whose controls changed again after ``row`` is
        skipped: the move that changed them sends its own, newer panel."""
        for seat in seats:
            self.outbox.add(row.id, seat, row.version)

    async def _catch_up(self, game_id: int, seat: int | None, version: int) -> None:
        """Draw one message of the outbox: the board, or ``seat``'s private panel as of
        ``version`` or later."""
        async with self.drawing(game_id, seat):
            if seat is None:
                await self._refresh_board(game_id)
            else:
                await self._send_private_panel(game_id, seat, version)

    async def _refresh_board(self, game_id: int) -> None:
        row = await self.tables.load(game_id)
        where = await self.tables.store.messages.get(game_id, BOARD)
        if where is None or row.state is None:
            return
        panel = await self.board_panel(row, [])
        store = self.tables.store
        # Another process may draw this board too: never edit it back to an older version.
        if not await store.messages.claim_version(game_id, BOARD, where[1], row.version):
            return  # drawn at a newer version already (or replaced by a new board)
        try:
            if not await self.messenger.edit(where[0], where[1], panel, game_id, row.version):
                await self._post_board(row, [], None)  # deleted: post a new one
            else:
                self._host_told.discard(game_id)
        except discord.Forbidden as refusal:
            await self.cannot_post(row, refusal)
            return
        drawn = await store.messages.version(game_id, BOARD)
        if drawn is not None and drawn > row.version:
            self.request_board_refresh(game_id)  # a newer drawing may have landed first

    async def resume_games(self) -> None:
        """After a (re)start, bring every running game of this process's shards up to its
        stored version, so an action committed just before a crash shows and the board's
        controls are current."""
        for game_id, guild_id in (await self.tables.store.games.open_guilds()).items():
            if not self.bot.owns(guild_id):
                continue  # another process's shard: it resumes its own games
            try:
                row = await self.tables.load(game_id)
            except IllegalAction as refusal:
                if refusal.key == "error.rules_changed":
                    await self.close_outdated(game_id)
                continue
            except Exception as problem:  # one damaged game must not keep the others waiting
                log.error("game %s cannot be resumed: %r", game_id, problem)
                continue
            timers = await self.tables.store.timers.of_game(game_id)
            if row.status == "lobby" and LOBBY_TIMER not in timers:
                await self.arm_lobby_timer(row)  # opened before lobbies expired
            if row.status == "active":
                # Timers missing (started before games ended when idle, or a process died
                # between consuming a timer and acting on it) come back; the others are kept.
                await self.turns.sync(row, keep=True)
                self.request_board_refresh(game_id)
                self.turns.kick(game_id)
        self.turns.start()

    async def quiet(self) -> None:
        """Wait until no click is being handled, no message is waiting to be drawn and no
        computer is about to move."""
        while True:
            await self._quiet.wait()
            await self.outbox.idle()
            pending = self.turns.busy()
            if not pending and not self._busy and not self.outbox.busy:
                return
            await asyncio.gather(*pending, return_exceptions=True)

    async def _send_private_panel(self, game_id: int, seat: int, since: int) -> None:
        row = await self.tables.load(game_id)
        if row.status != "active" or row.stamps[seat] > since:
            return
        info = row.seats[seat]
        if info.user_id is None or info.automatic or not info.dm_open:
            return
        locale = await self.bot.user_locales.of(info.user_id, row.locale)
        panel = self.private_panel(row, seat, locale)
        if panel is None:
            return
        sent = await self.messenger.dm(info.user_id, panel, row.id, row.version)
        if sent is not None:
            await self._settle_dm(row, seat)  # the one this replaces
            if panel.controls:
                await self.tables.store.messages.set(
                    row.id, dm_kind(seat), sent.channel.id, sent.id
                )
            return
        await self.tables.store.games.set_dm_open(row.id, seat, False)
        notice = t("dm.closed_mid_game", row.locale, player=f"<@{info.user_id}>")
        await self.send_public(row, Panel(content=notice))

    async def show_hand(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        """ "My hand" / ``/hand``: the caller's private panel, ephemeral."""
        locale = str(interaction.locale)
        row = await self.tables.load(game_id)
        seat = row.seat_of(interaction.user.id)
        if seat is None:
            raise IllegalAction("error.not_seated")
        if row.status != "active":
            raise IllegalAction("error.game_not_active")
        panel = self.private_panel(row, seat, locale) or Panel(content=t("hand.nothing", locale))
        await self.messenger.respond(interaction, panel, game_id, row.version)

    async def _fresh_controls(self, game_id: int, user_id: int, locale: str) -> Panel | None:
        """The user's current controls (their private panel or the board); ``None`` when they
        have nothing to do now."""
        row = await self.tables.load(game_id)
        seat = row.seat_of(user_id)
        if seat is None or row.status != "active":
            return None
        presenter = self.presenter(row)
        assert row.state is not None
        if not self.tables.rules(row).legal_actions(row.state, seat):
            return None
        if presenter.private_acts(self.tables.rules(row).view(row.state, seat)):
            return self.private_panel(row, seat, locale)
        return await self.board_panel(row, [])

    async def after_action(
        self,
        outcome: Outcome,
        interaction: discord.Interaction[Any] | None = None,
        *,
        from_private: bool = False,
    ) -> None:
        """Show what an accepted action changed, with as few Discord calls as possible.

        ``interaction`` is the click that made the move (``None`` for computer moves); its
        message is edited in the response itself.
        """
        row, events = outcome.row, outcome.events
        self.bot.metrics.action(row.game, outcome.actor)
        await self.turns.sync(row, outcome)
        presenter = self.presenter(row)
        over = row.status == "over"
        fresh_board = over or presenter.new_board(events)
        if interaction is not None:
            await self._respond_to_move(outcome, interaction, from_private, fresh_board)
        rules, state = self.tables.rules(row), row.state
        assert state is not None
        public = rules.view(state, None)
        for extra in presenter.announcements(public, names_of(row), row.locale, events):
            await self.send_public(row, extra, interaction)
        if fresh_board:
            await self.post_board(row, events, interaction=interaction)
        elif outcome.public_changed and (interaction is None or from_private):
            self.request_board_refresh(row.id)
        if over:
            final = presenter.final(public, names_of(row), row.locale)
            result = await self.tables.store.history.result(row.id)  # written with the last move
            note = t("game.number_final", row.locale, number=row.id)
            changes = rating_changes(result, row.locale) if result is not None else ""
            final.content = "\n".join(x for x in (final.content, changes, note) if x)[:2000]
            await self.send_public(row, final, interaction)
            for seat in range(len(row.seats)):
                await self._settle_dm(row, seat)
            self.forget(row.id)
            return
        await self._send_notices(outcome, presenter)
        answered = outcome.seat if interaction is not None and from_private else None
        fresh = [
            s
            for s in range(len(row.seats))
            if s != answered
            and (
                (row.stamps[s] == row.version and self._acts_privately(row, s))
                or (fresh_board and outcome.private_changed[s])  # e.g. a new hand dealt
            )
        ]
        self.request_private_panels(row, fresh)
        in_dm = interaction is not None and from_private and interaction.guild_id is None
        for s in range(len(row.seats)):
            passed = row.stamps[s] == row.version and not (s == answered and in_dm)
            if passed and (s not in fresh or row.seats[s].automatic):
                await self._settle_dm(row, s)  # its turn passed without a new DM
        self.turns.kick(row.id)

    async def _settle_dm(self, row: GameRow, seat: int) -> None:
        """The seat's last DM panel, if it still offers controls, becomes a one-line note: its
        turn passed, and its picture may show what is secret since (cards set aside)."""
        kind = dm_kind(seat)
        where = await self.tables.store.messages.get(row.id, kind)
        if where is None:
            return
        await self.tables.store.messages.delete(row.id, kind)
        locale = await self.bot.user_locales.of(row.seats[seat].user_id, row.locale)
        await self._freeze(where, Panel(content=t("dm.superseded", locale)))

    async def _send_notices(self, outcome: Outcome, presenter: Presenter) -> None:
        """Private one-line news for the other players (e.g. secret income), by DM."""
        notices = getattr(presenter, "notices", None)
        if notices is None:
            return
        row, rules = outcome.row, self.tables.rules(outcome.row)
        assert row.state is not None
        for seat, info in enumerate(row.seats):
            if seat == outcome.seat or info.user_id is None or info.automatic or not info.dm_open:
                continue
            view = rules.view(row.state, seat)
            locale = await self.bot.user_locales.of(info.user_id, row.locale)
            panel = notices(view, outcome.events, names_of(row), locale)
            if panel is not None:
                await self.messenger.dm(info.user_id, panel, row.id, row.version)

    async def _respond_to_move(
        self,
        outcome: Outcome,
        interaction: discord.Interaction[Any],
        from_private: bool,
        fresh_board: bool,
    ) -> None:
        """Fill in the (deferred) answer of the click that made the move: its message shows
        the latest stored version, so a slower answer never puts an older picture back."""
        game_id = outcome.row.id
        if fresh_board and not from_private:
            # The old board keeps its picture of the finished phase; only its controls go.
            await interaction.edit_original_response(view=None)
            return
        async with self.drawing(game_id, outcome.seat if from_private else None):
            row = await self.tables.load(game_id)
            events = outcome.events if row.version == outcome.row.version else []
            if not from_private and not await self._is_board(game_id, interaction.message):
                # A newer board was posted meanwhile: the clicked one is history now.
                await interaction.edit_original_response(view=None)
                self.request_board_refresh(game_id)
                return
            if from_private:
                locale = str(interaction.locale)
                panel = self.private_panel(row, outcome.seat, locale) or Panel(
                    content=t("hand.waiting", locale)
                )
            else:
                row, panel = await self._claimed_board(game_id, interaction.message, row, events)
            await self.messenger.respond(interaction, panel, game_id, row.version, edit=True)
            if from_private and interaction.guild_id is None and interaction.message is not None:
                # The DM answered in place: live while it offers controls, settled otherwise.
                kind = dm_kind(outcome.seat)
                if panel.controls:
                    dm = interaction.message
                    await self.tables.store.messages.set(game_id, kind, dm.channel.id, dm.id)
                else:
                    await self.tables.store.messages.delete(game_id, kind)

    async def _claimed_board(
        self,
        game_id: int,
        message: discord.Message | None,
        row: GameRow,
        events: Sequence[Event],
    ) -> tuple[GameRow, Panel]:
        """The board panel to edit ``message`` with: of ``row``, or of a newer version when
        another process drew the board at a newer one meanwhile (the message never goes back a
        version)."""
        panel = await self.board_panel(row, events)
        if message is None:
            return row, panel
        for _ in range(3):
            store = self.tables.store
            if await store.messages.claim_version(game_id, BOARD, message.id, row.version):
                break
            row = await self.tables.load(game_id)
            panel = await self.board_panel(row, [])
        return row, panel

    async def _is_board(self, game_id: int, message: discord.Message | None) -> bool:
        where = await self.tables.store.messages.get(game_id, BOARD)
        return message is not None and where is not None and where[1] == message.id

    def forget(self, game_id: int) -> None:
        """Drop what is kept per game in memory, once the game has ended."""
        self._host_told.discard(game_id)
        self.outbox.discard(game_id)

    def drawing(self, game_id: int, seat: int | None) -> asyncio.Lock:
        """The lock held while a game's board (``seat`` None) or one seat's private panel is
        drawn and written."""
        lock = self._drawing.get((game_id, seat))
        if lock is None:
            lock = self._drawing[game_id, seat] = asyncio.Lock()
        return lock

    async def _back(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        """ "I'm back": the player takes their seat over from the computer again."""
        row = await self.tables.load(game_id)
        seat = row.seat_of(interaction.user.id)
        if seat is None:
            raise IllegalAction("error.not_seated")
        if not row.seats[seat].away:
            raise IllegalAction("timer.not_away")
        await self.tables.store.games.set_seat_state(game_id, seat, away=False, expiries=0)
        await self.answer(interaction, t("timer.welcome_back", str(interaction.locale)))
        row = await self.tables.load(game_id)
        await self.turns.sync(row)
        self.request_board_refresh(game_id)
        if self._acts_privately(row, seat):
            self.request_private_panels(row, [seat])

    async def set_paused(self, row: GameRow, paused: bool) -> None:
        """Pause or resume the turn timers of a game (the host's choice)."""
        await self.tables.store.games.set_timers_paused(row.id, paused)
        row = await self.tables.load(row.id)
        await self.turns.sync(row)
        self.request_board_refresh(row.id)

    def _acts_privately(self, row: GameRow, seat: int) -> bool:
        assert row.state is not None
        return self.presenter(row).private_acts(self.tables.rules(row).view(row.state, seat))

    async def abandon(
        self,
        row: GameRow,
        by: str,
        *,
        notice: str | None = None,
        closing: str | None = None,
    ) -> None:
        """Close a lobby or game for good (``by`` records who or what did, see
        :meth:`Tables.abandon`). A lobby's message says it is closed (``closing``, else
        "cancelled"); a game's board loses its controls and the channel is told (``notice``,
        else "abandoned")."""
        was_lobby = row.status == "lobby"
        closed = await self.close(row.id, by)
        if closed is None:
            return  # already closed
        log.info("game %s (%s) closed by %s", closed.id, closed.game, by)
        if was_lobby:
            where = await self.tables.store.messages.get(closed.id, LOBBY)
            if where is not None:
                panel = self.lobby_panel(closed, closing)
                with contextlib.suppress(discord.HTTPException):
                    await self.messenger.edit(where[0], where[1], panel, closed.id, 0)
            if closing is not None:
                return  # the lobby message itself says why
        where = await self.tables.store.messages.get(closed.id, BOARD)
        if where is not None:
            await self._freeze(where, self._replaced_board(closed))
        for seat in range(len(closed.seats)):
            await self._settle_dm(closed, seat)
        await self.send_public(closed, Panel(content=notice or t("game.abandoned", closed.locale)))

    async def close_outdated(self, game_id: int) -> None:
        """End a game started under rules that changed since (see ``Game.rules_version``),
        telling the channel why."""
        row = await self.tables.store.games.get(game_id)
        if row is not None:
            name = t(f"game.{row.game}.name", row.locale)
            notice = t("game.rules_changed", row.locale, game=name)
            await self.abandon(row, "rules_changed", notice=notice)

    async def close(self, game_id: int, by: str | None = None) -> GameRow | None:
        """Close a game for good, posting nothing: abandoned (``by`` says who or what closed
        it), its timers deleted and what is kept for it in memory dropped. The closed game, or
        ``None`` when it was not open (e.g. a concurrent call closed it)."""
        closed = await self.tables.abandon(game_id, by)
        if closed is not None:
            await self.tables.store.timers.clear(game_id)
            self.forget(game_id)
        return closed

    async def channel_gone(self, channel_id: int) -> None:
        """A game's channel was deleted (``CHANNEL_DELETE``, or Discord answering "Unknown
        Channel" when it was deleted while the bot was offline): close its open game and tell
        the host by DM, once."""
        row = await self.tables.store.games.open_in_channel(channel_id)
        if row is None:
            return
        closed = await self.close(row.id, "channel_deleted")
        if closed is None:
            return  # closed (and the host told) by another call
        log.info("game %s closed: its channel %s was deleted", closed.id, channel_id)
        locale = await self.bot.user_locales.of(closed.host_id, closed.locale)
        name = t(f"game.{closed.game}.name", locale)
        note = Panel(content=t("game.channel_deleted", locale, game=name))
        try:
            told = await self.messenger.dm(closed.host_id, note, closed.id, closed.version)
        except discord.HTTPException as problem:
            told = False
            log.warning("game %s: DM to the host failed: %s", closed.id, problem)
        if not told:
            log.info("game %s: could not tell the host %s", closed.id, closed.host_id)


def missing_permissions(perms: discord.Permissions) -> list[str]:
    """The channel permissions the bot needs but lacks (their discord.py names)."""
    return [name for name in NEEDED_PERMISSIONS if not getattr(perms, name)]


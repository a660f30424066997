"""The messages that show a game: its board in the channel (posted fresh when a phase or
round deserves it, edited in place otherwise) and each seat's private panel by DM (or behind
"My hand" when DMs are closed). Every drawing shows the latest stored version: one drawing at a
time per message, and a message never goes back a version, whichever process drew it."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import weakref
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord

from bot.engine import Event, IllegalAction
from bot.i18n import messages, permission_names, t
from bot.interface.controls import answer
from bot.interface.messenger import Messenger
from bot.interface.outbox import Outbox
from bot.interface.permissions import NEEDED_PERMISSIONS, missing_permissions
from bot.interface.presenter import Button, Control, Panel, Presenter
from bot.names import shown
from bot.services.notifications import Notifications
from bot.services.tables import Tables
from bot.services.user_locales import UserLocales
from bot.store import GameRow

log = logging.getLogger(__name__)
BOARD = "board"  # stored message kind of a game's live board
UNKNOWN_CHANNEL = 10003  # Discord's error code: the channel was deleted
HINT = "hint"  # verb of the 💡 button of a private panel (bot/interface/hints.py answers it)
MOST_CONTROLS = 25  # what one Discord message holds (a select takes a whole row of 5)


def dm_kind(seat: int) -> str:
    """The stored message kind of a seat's live DM panel (one that still offers controls)."""
    return f"dm:{seat}"


def with_hint_button(controls: list[Control], locale: str) -> list[Control]:
    """A private panel's controls with the 💡 button after them, when the message has room."""
    used = sum(1 if isinstance(control, Button) else 5 for control in controls)
    if used >= MOST_CONTROLS:
        return controls
    return [*controls, Button(t("hints.button", locale), verb=HINT, emoji="💡")]


def names_of(row: GameRow) -> list[str]:
    """The seats' names as texts show them (:func:`bot.names.shown`)."""
    return [shown(seat.name) for seat in row.seats]


class Boards:
    """Posts, edits and settles the boards and private panels of every game."""

    def __init__(
        self,
        client: discord.Client,
        tables: Tables,
        presenters: dict[str, Presenter[Any]],
        messenger: Messenger,
        user_locales: UserLocales,
        notifications: Notifications,
        on_channel_gone: Callable[[int], Awaitable[None]],
    ) -> None:
        self.client = client
        self.tables = tables
        self.presenters = presenters
        self.messenger = messenger
        self.user_locales = user_locales
        self.notifications = notifications
        self.on_channel_gone = on_channel_gone
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

    def presenter(self, row: GameRow) -> Presenter[Any]:
        return self.presenters[row.game]

    async def board_panel(self, row: GameRow, events: Sequence[Event]) -> Panel:
        """The public board, with its deadline line and the buttons every board has."""
        rules, state = self.tables.rules(row), row.state
        assert state is not None
        panel = self.presenter(row).board(
            rules.view(state, None), names_of(row), row.locale, events
        )
        number = t("game.number_line", row.locale, number=row.id)
        if row.hints_on and row.status == "active":
            number = f"{t('hints.board', row.locale)}\n{number}"
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
        due = {int(k.split(":")[1]): int(v) for k, v in timers.items() if k.startswith("expire:")}
        by_time: dict[int, list[int]] = {}
        for seat in sorted(due):
            by_time.setdefault(due[seat], []).append(seat)
        lines = []
        for when, seats in sorted(by_time.items()):  # each player's own time, soonest first
            names = messages(row.locale).join(shown(row.seats[seat].name) for seat in seats)
            lines.append(t("timer.deadline", row.locale, players=names, when=f"<t:{when}:R>"))
        return "\n".join(lines)

    def private_panel(self, row: GameRow, seat: int, locale: str) -> Panel | None:
        rules, state = self.tables.rules(row), row.state
        assert state is not None
        legal = rules.legal_actions(state, seat) if row.status == "active" else []
        panel = self.presenter(row).private(rules.view(state, seat), legal, names_of(row), locale)
        if panel is not None and row.hints_on and legal and seat in rules.to_act(state):
            panel.controls = with_hint_button(panel.controls, locale)
        return panel

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
            await self.freeze(previous, self.replaced_board(row))

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
            await self.on_channel_gone(row.channel_id)  # deleted while the bot was offline
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
                await answer(interaction, text)
        if row.id not in self._host_told:
            self._host_told.add(row.id)
            locale = await self.user_locales.of(row.host_id, row.locale)
            perms = permission_names(missing, locale)
            text = t("error.cannot_post", locale, channel=channel, perms=perms)
            if not await self.messenger.dm(row.host_id, Panel(content=text), row.id, row.version):
                log.warning("game %s: could not tell the host %s either", row.id, row.host_id)

    def _missing_in(
        self, channel_id: int, interaction: discord.Interaction[Any] | None
    ) -> list[str]:
        """The needed permissions the bot lacks in a channel: from a click in that channel
        (what Discord just said), else from the cached guild roles (none when unknown)."""
        if interaction is not None and interaction.channel_id == channel_id:
            return missing_permissions(interaction.app_permissions)
        channel = self.client.get_channel(channel_id)
        if isinstance(channel, discord.abc.GuildChannel):
            return missing_permissions(channel.permissions_for(channel.guild.me))
        return []

    def replaced_board(self, row: GameRow) -> Panel | None:
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

    async def freeze(self, where: tuple[int, int], panel: Panel | None = None) -> None:
        """Remove the controls of an old board (its picture stays as history), or turn it into
        ``panel``."""
        channel = self.client.get_partial_messageable(where[0])
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

    async def _send_private_panel(self, game_id: int, seat: int, since: int) -> None:
        row = await self.tables.load(game_id)
        if row.status != "active" or row.stamps[seat] > since:
            return
        info = row.seats[seat]
        if info.user_id is None or info.automatic or not info.dm_open:
            return
        if not await self.notifications.wants_dm(info.user_id):
            # Quiet hours (the panel is sent when they end) or a mention instead: the player
            # acts through "My hand"; an older DM panel must not offer stale controls.
            await self.settle_dm(row, seat)
            return
        locale = await self.user_locales.of(info.user_id, row.locale)
        panel = self.private_panel(row, seat, locale)
        if panel is None:
            return
        sent = await self.messenger.dm(info.user_id, panel, row.id, row.version)
        if sent is not None:
            await self.settle_dm(row, seat)  # the one this replaces
            if panel.controls:
                where = (sent.channel.id, sent.id)
                await self.tables.store.messages.set(row.id, dm_kind(seat), *where)
            return
        await self.tables.store.games.set_dm_open(row.id, seat, False)
        notice = t("dm.closed_mid_game", row.locale, player=f"<@{info.user_id}>")
        await self.send_public(row, Panel(content=notice, mentions=(info.user_id,)))

    async def mention_turn(self, row: GameRow, seats: Sequence[int]) -> None:
        """Ping the players of ``seats`` who chose a mention for their turn (and are not in
        their quiet hours), all in one message in the game's channel."""
        users = []
        for seat in seats:
            info = row.seats[seat]
            if info.user_id is None or info.automatic or info.user_id in users:
                continue
            prefs = await self.notifications.of(info.user_id)
            if prefs.by_mention and not await self.notifications.quiet(info.user_id):
                users.append(info.user_id)
        if users:
            players = " ".join(f"<@{user}>" for user in users)
            text = t("notify.your_turn", row.locale, players=players, number=row.id)
            await self.send_public(row, Panel(content=text, mentions=tuple(users)))

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

    async def fresh_controls(self, game_id: int, user_id: int, locale: str) -> Panel | None:
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

    async def settle_dm(self, row: GameRow, seat: int) -> None:
        """The seat's last DM panel, if it still offers controls, becomes a one-line note: its
        turn passed, and its picture may show what is secret since (cards set aside)."""
        kind = dm_kind(seat)
        where = await self.tables.store.messages.get(row.id, kind)
        if where is None:
            return
        await self.tables.store.messages.delete(row.id, kind)
        locale = await self.user_locales.of(row.seats[seat].user_id, row.locale)
        await self.freeze(where, Panel(content=t("dm.superseded", locale)))

    async def claimed_board(
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

    async def is_board(self, game_id: int, message: discord.Message | None) -> bool:
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

    def acts_privately(self, row: GameRow, seat: int) -> bool:
        assert row.state is not None
        return self.presenter(row).private_acts(self.tables.rules(row).view(row.state, seat))

"""The turn timers' handlers: the half-time reminder by DM, and on expiry the computer moving
for the player until the seat is done for now; after :data:`AWAY_AFTER` expiries in a row the
seat is *away* (the computer plays it) until its player clicks "I'm back". Also the lobby's
expiry, the idle game's end, an overdue computer move, the end of a player's quiet hours (what
waited is sent then; see :mod:`bot.services.deadlines`) and a finished game's thread archived.
The reminder follows the player's ``/notify`` choices: by DM, as a mention in the channel, or not
at all (nor in quiet hours)."""

from __future__ import annotations

import logging

from bot.i18n import t
from bot.interface.boards import Boards
from bot.interface.lifecycle import Lifecycle
from bot.interface.messenger import Messenger
from bot.interface.presenter import Panel
from bot.interface.threads import GameThreads
from bot.names import shown
from bot.services import deadlines
from bot.services.computers import Computers
from bot.services.deadlines import phase_of
from bot.services.notifications import Notifications, in_quiet_hours
from bot.services.scheduler import Scheduler
from bot.services.tables import Tables
from bot.services.user_locales import UserLocales
from bot.store import GameRow

log = logging.getLogger(__name__)
AWAY_AFTER = 2  # expiries in a row
MAX_AUTOMATIC_STEPS = 200  # safety bound for one seat's moves on expiry


class TurnTimers:
    """Fires the timers of running games and lobbies."""

    def __init__(
        self,
        tables: Tables,
        messenger: Messenger,
        boards: Boards,
        lifecycle: Lifecycle,
        computers: Computers,
        user_locales: UserLocales,
        notifications: Notifications,
        threads: GameThreads,
    ) -> None:
        self.tables = tables
        self.messenger = messenger
        self.boards = boards
        self.lifecycle = lifecycle
        self.computers = computers
        self.user_locales = user_locales
        self.notifications = notifications
        self.threads = threads

    def register(self, scheduler: Scheduler) -> None:
        """Handle the timer kinds of games and lobbies."""
        scheduler.handle(deadlines.LOBBY, self._lobby)
        scheduler.handle(deadlines.IDLE, self._idle)
        scheduler.handle(deadlines.CPU, self._cpu)
        scheduler.handle(deadlines.REMIND, self._seat)
        scheduler.handle(deadlines.EXPIRE, self._seat)
        scheduler.handle(deadlines.NOTIFY, self._seat)
        scheduler.handle(deadlines.ARCHIVE, self._archive)

    async def _archive(self, game_id: int, kind: str, payload: dict[str, int]) -> None:
        await self.threads.archive(game_id)

    async def _lobby(self, game_id: int, kind: str, payload: dict[str, int]) -> None:
        await self.lifecycle.expire_lobby(game_id)

    async def _idle(self, game_id: int, kind: str, payload: dict[str, int]) -> None:
        await self.lifecycle.end_idle_game(game_id)

    async def _cpu(self, game_id: int, kind: str, payload: dict[str, int]) -> None:
        log.info("game %s: a computer's move was overdue; making it here", game_id)
        self.computers.kick(game_id)

    async def _seat(self, game_id: int, kind: str, payload: dict[str, int]) -> None:
        seat = payload["seat"]
        row = await self.tables.load(game_id)
        if row.status != "active" or row.state is None or row.timers_paused:
            return
        if seat not in self.tables.rules(row).to_act(row.state) or row.seats[seat].automatic:
            return
        if kind.startswith(deadlines.REMIND):
            await self._remind(row, seat)
        elif kind.startswith(deadlines.NOTIFY):
            await self._quiet_hours_over(row, seat)
        else:
            await self._expire(row, seat)

    async def _remind(self, row: GameRow, seat: int) -> None:
        info = row.seats[seat]
        due = (await self.tables.store.timers.of_game(row.id)).get(f"{deadlines.EXPIRE}:{seat}")
        if info.user_id is None or due is None:
            return
        prefs = await self.notifications.of(info.user_id)
        if not prefs.reminder or in_quiet_hours(prefs, self.notifications.clock()):
            return
        if prefs.by_dm and info.dm_open:
            locale = await self.user_locales.of(info.user_id, row.locale)
            channel = f"<#{row.channel_id}>"
            text = t("timer.remind", locale, channel=channel, when=f"<t:{int(due)}:R>")
            await self.messenger.dm(info.user_id, Panel(content=text), row.id, row.version)
        if prefs.by_mention:
            player = f"<@{info.user_id}>"
            text = t("notify.remind", row.locale, player=player, when=f"<t:{int(due)}:R>")
            await self.boards.send_public(row, Panel(content=text, mentions=(info.user_id,)))

    async def _quiet_hours_over(self, row: GameRow, seat: int) -> None:
        """The player's quiet hours ended while it is their turn: what waited is sent now."""
        if self.boards.acts_privately(row, seat):
            self.boards.request_private_panels(row, [seat])
        await self.boards.mention_turn(row, [seat])

    async def _expire(self, row: GameRow, seat: int) -> None:
        """Time is up: the computer moves for the player until the seat is done for now."""
        info = row.seats[seat]
        expiries = info.expiries + 1
        away = expiries >= AWAY_AFTER
        await self.tables.store.games.set_seat_state(row.id, seat, away=away, expiries=expiries)
        key = "timer.away" if away else "timer.expired"
        notice = Panel(content=t(key, row.locale, player=shown(info.name)))
        await self.boards.send_public(row, notice)
        rules = self.tables.rules(row)
        assert row.state is not None
        phase = phase_of(rules.summary(row.state))
        for _ in range(MAX_AUTOMATIC_STEPS):
            row = await self.tables.load(row.id)
            if row.status != "active" or row.state is None:
                return
            if seat not in rules.to_act(row.state) or phase_of(rules.summary(row.state)) != phase:
                break
            await self.computers.move_for(row, seat, "timer")
        if away:
            self.computers.kick(row.id)

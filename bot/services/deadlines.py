"""Which timers a running game has: a deadline (``expire:<seat>``) and a half-time reminder
(``remind:<seat>``) for each human seat that must act, the game's ``idle`` timer (it ends when
no human has moved for the server's away time) and, while a computer seat must act, a ``cpu``
timer :data:`CPU_GRACE` seconds after its move was due (should the process that was to make it
die, another one makes it). A lobby without activity closes on its ``lobby`` timer.

Players' quiet hours (:mod:`bot.services.notifications`): a seat that must act while its player
is in quiet hours gets a ``notify:<seat>`` timer when they end (what waited is sent then), and
on a long table (a turn of at least :data:`~bot.services.notifications.LONG_TURN`) its deadline
and reminder count only time outside them. The idle time is at least :data:`IDLE_TURNS` turns.

Timers live in the store, so they survive restarts; :mod:`bot.services.scheduler` fires them.
"""

from __future__ import annotations

from bot.services.notifications import (
    LONG_TURN,
    Notifications,
    NotifyPrefs,
    deadline_outside_quiet,
    quiet_ends,
)
from bot.services.protocols import Clock
from bot.services.scheduler import Scheduler
from bot.services.settings import Settings
from bot.services.tables import Outcome, Tables
from bot.store import GameRow

LOBBY = "lobby"  # timer kind: a lobby closes after the server's lobby time without activity
IDLE = "idle"  # timer kind: a game ends after the server's away time without a human move
CPU = "cpu"  # timer kind: a computer seat must act; any process moves for it if none did
EXPIRE = "expire"  # timer kind: a human seat's time to act is up (``expire:<seat>``)
REMIND = "remind"  # timer kind: half of a human seat's time has passed (``remind:<seat>``)
NOTIFY = "notify"  # timer kind: a seat's player's quiet hours end (``notify:<seat>``)
ARCHIVE = "archive"  # timer kind: a finished game's thread is archived
CPU_GRACE = 30.0  # seconds after a computer's move was due before another process makes it
IDLE_TURNS = 2  # a game is idle after at least this many of its longest turns without a move


def phase_of(summary: dict[str, object]) -> tuple[object, object]:
    """What a new deadline is given for: the game's phase and round."""
    return summary.get("phase"), summary.get("round")


class Deadlines:
    """Keeps each game's stored timers in step with who must act."""

    def __init__(
        self,
        tables: Tables,
        settings: Settings,
        scheduler: Scheduler,
        clock: Clock,
        computer_delay: float,
        notifications: Notifications,
    ) -> None:
        self.tables = tables
        self.settings = settings
        self.scheduler = scheduler
        self.clock = clock
        self.computer_delay = computer_delay
        self.notifications = notifications

    async def arm(self, game_id: int, kind: str, seconds: float) -> None:
        """Set a game's one timer of ``kind`` to fire ``seconds`` from now."""
        await self.tables.store.timers.set(game_id, kind, self.clock() + seconds, {})
        self.scheduler.wake()

    async def arm_lobby(self, row: GameRow) -> None:
        """(Re)start a lobby's expiry: it closes after the server's lobby time without
        activity. A rematch lobby whose seats are held for the last game's players is woken
        when they free up, so its message shows them free."""
        settings = await self.settings.get(row.guild_id)
        now = self.clock()
        last = await self.tables.store.games.last_activity(row.id) or now
        due = last + settings.lobby_seconds
        if row.holds_until is not None and row.held(now):
            due = min(due, row.holds_until)
        await self.tables.store.timers.set(row.id, LOBBY, due, {})
        self.scheduler.wake()

    async def sync(
        self, row: GameRow, before: Outcome | None = None, *, keep: bool = False
    ) -> None:
        """Set the game's timers after a change: a fresh deadline for each human seat that
        newly must act (or whose phase or round changed); kept deadlines otherwise. The game's
        *idle* timer starts again with every human move (``before`` made by a player, or
        ``None``: the game started, a player came back, the host paused or resumed). ``keep``
        (at start-up) keeps every timer there is and adds only the missing ones."""
        store = self.tables.store
        if row.status != "active":
            await store.timers.replace(row.id, {})
            return
        existing = await store.timers.of_game(row.id)
        now = self.clock()
        settings = await self.settings.get(row.guild_id)
        idle = existing.get(IDLE)
        if idle is None or (not keep and (before is None or before.actor == "player")):
            longest = IDLE_TURNS * max(row.turn_seconds, row.secret_seconds)
            idle = now + max(settings.away_seconds, longest)
        timers: dict[str, tuple[float, dict[str, int]]] = {IDLE: (idle, {})}
        assert row.state is not None
        rules = self.tables.rules(row)
        prefs = {
            seat: await self.notifications.of(row.seats[seat].user_id)
            for seat in rules.to_act(row.state)
            if not row.seats[seat].automatic and row.seats[seat].user_id is not None
        }
        for seat, chosen in prefs.items():
            ends = quiet_ends(chosen, now)
            if ends is not None:
                timers[f"{NOTIFY}:{seat}"] = (ends, {"seat": seat})
        if not row.timers_paused and row.turn_seconds:
            self._seat_timers(row, before, existing, now, timers, prefs, keep)
        if any(row.seats[s].automatic for s in rules.to_act(row.state)):
            due = now + settings.computer_delay(self.computer_delay) + CPU_GRACE
            timers[CPU] = (existing[CPU] if keep and CPU in existing else due, {})
        # Unchanged timers are kept as they are: one that a timer loop consumed meanwhile (it
        # is firing) must not come back.
        kept = {kind for kind, (due, _) in timers.items() if existing.get(kind) == due}
        await store.timers.replace(row.id, timers, kept)
        self.scheduler.wake()

    def _seat_timers(
        self,
        row: GameRow,
        before: Outcome | None,
        existing: dict[str, float],
        now: float,
        timers: dict[str, tuple[float, dict[str, int]]],
        prefs: dict[int, NotifyPrefs],
        keep: bool = False,
    ) -> None:
        """Add the deadline and reminder of each human seat that must act to ``timers``
        (``keep``: an existing deadline and reminder are kept, whatever changed). On a long
        table they count only time outside the player's quiet hours (``prefs``)."""
        rules = self.tables.rules(row)
        assert row.state is not None
        to_act = rules.to_act(row.state)
        seconds = row.secret_seconds if len(to_act) > 1 else row.turn_seconds
        same_phase = before is not None and before.phase_before == phase_of(
            rules.summary(row.state)
        )
        for seat in to_act:
            if row.seats[seat].automatic:
                continue
            expire, remind = f"{EXPIRE}:{seat}", f"{REMIND}:{seat}"
            kept = existing.get(expire)
            if kept is not None and (
                keep or (same_phase and seat in before.to_act_before)  # type: ignore[union-attr]
            ):
                timers[expire] = (kept, {"seat": seat})
                if remind in existing:
                    timers[remind] = (existing[remind], {"seat": seat})
            else:
                chosen = prefs.get(seat, NotifyPrefs()) if seconds >= LONG_TURN else NotifyPrefs()
                due = deadline_outside_quiet(chosen, now, seconds)
                timers[expire] = (due, {"seat": seat})
                timers[remind] = (deadline_outside_quiet(chosen, now, seconds / 2), {"seat": seat})

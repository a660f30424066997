"""Who moves when nobody clicks: computer seats, and the turn timers of human seats.

Computer seats (and players who are *away*) are played by :mod:`bot.ai` from their own view, at
a readable pace (``ICHIBA_COMPUTER_DELAY``). Each human seat that must act has a stored deadline
(``expire:<seat>``) and a reminder at half time (``remind:<seat>``); one task sleeps until the
earliest timer, woken early when timers change (after RoboDanny's reminder cog). On expiry the
computer moves for the player; after two expiries in a row the seat is *away* until its player
clicks "I'm back". Two timers keep channels free: a lobby without activity closes (``lobby``),
and a game in which no human has moved for the server's away time ends (``idle``). Timers live
in the store, so they survive restarts.

Several processes may share the database (a sharded cluster on PostgreSQL). Every process runs
the timer loop, and each due timer is handled by exactly one of them: a process *claims* due
timers (``FOR UPDATE SKIP LOCKED`` on PostgreSQL), holding them for :data:`CLAIM_LEASE` seconds,
and *consumes* each one (deletes it, only if it still holds it) just before acting on it. A
process that dies holding claims leaves them to another once the lease ran out; one that dies
between consuming a timer and acting leaves a running game without that deadline, which the
game's next start-up check (:meth:`Turns.sync` with ``keep``) gives back. With a shared database
the loop also looks every :data:`POLL` seconds for timers that other processes added. Computer
moves are made by the process whose click or timer let them act, and each game waiting for a
computer also has a ``cpu`` timer, :data:`CPU_GRACE` seconds after the move was due: should that
process die, another one makes the move. One move per version (the store's check) makes a
computer move happen once even when two processes try.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import random
import secrets
import socket
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from bot.ai import choose_action
from bot.i18n import t
from bot.interface.presenter import Panel
from bot.services.tables import Outcome, Tables
from bot.store import GameRow

if TYPE_CHECKING:
    from bot.interface.controller import Controller

log = logging.getLogger(__name__)
AWAY_AFTER = 2  # expiries in a row
LOBBY = "lobby"  # timer kind: a lobby closes after the server's lobby time without activity
IDLE = "idle"  # timer kind: a game ends after the server's away time without a human move
CPU = "cpu"  # timer kind: a computer seat must act; any process moves for it if none did
MAX_AUTOMATIC_STEPS = 200  # safety bound for one seat's moves on expiry
CLAIM_LEASE = 30.0  # seconds a process holds the timers it claimed before others may take them
CPU_GRACE = 30.0  # seconds after a computer's move was due before another process makes it
POLL = 2.0  # with a shared database: look for other processes' timers at least this often
CLAIM_BATCH = 10  # timers claimed at once (the last is consumed after the others are handled)
MAX_ROUNDS = 50  # claims per run of due timers


def process_name() -> str:
    """This process in the timer claims: host, pid and a random part (a restarted process with
    the same pid is another claimant)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class Turns:
    """Computer moves and turn timers for every running game."""

    def __init__(
        self,
        controller: Controller,
        tables: Tables,
        delay: float,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.controller = controller
        self.tables = tables
        self.delay = delay
        self.clock = clock
        self._players: dict[int, asyncio.Task[None]] = {}
        self.owner = process_name()
        self._firing = asyncio.Lock()
        self._wake = asyncio.Event()
        self._loop_task: asyncio.Task[None] | None = None

    # -- computer seats --------------------------------------------------------------------
    def kick(self, game_id: int) -> None:
        """Let the computer move for this game's automatic seats, if any must act."""
        task = self._players.get(game_id)
        if task is None or task.done():
            self._players[game_id] = asyncio.create_task(self._play(game_id))

    async def _play(self, game_id: int) -> None:
        try:
            while await self._automatic_move(game_id):
                pass
        except Exception:
            log.exception("computer play in game %s failed", game_id)
        finally:
            if self._players.get(game_id) is asyncio.current_task():
                del self._players[game_id]

    async def _automatic_move(self, game_id: int) -> bool:
        """One computer move for an automatic seat that must act; whether there was one."""
        row = await self.tables.load(game_id)
        if row.status != "active" or row.state is None:
            return False
        rules = self.tables.rules(row)
        seats = [s for s in sorted(rules.to_act(row.state)) if row.seats[s].automatic]
        if not seats:
            return False
        delay = (await self.controller.settings.get(row.guild_id)).computer_delay(self.delay)
        if delay:
            await asyncio.sleep(delay)
        await self.move_for(row, seats[0], "computer")
        return True  # a move was made, or a player was quicker: look again

    async def move_for(self, row: GameRow, seat: int, actor: str) -> Outcome | None:
        """Choose (from the seat's own view) and apply one move for ``seat``."""
        rules = self.tables.rules(row)
        assert row.state is not None
        view = rules.view(row.state, seat)
        legal = rules.legal_actions(row.state, seat)
        rng = random.Random(f"{row.seed}:{row.version}:{seat}")
        action = await asyncio.to_thread(choose_action, row.game, view, legal, rng)
        outcome = await self.tables.act_for(row.id, seat, action, actor, row.version)
        if outcome is not None:
            await self.controller.after_action(outcome)
        return outcome

    def busy(self) -> list[asyncio.Task[None]]:
        """Computer players still thinking or moving."""
        return [task for task in self._players.values() if not task.done()]

    # -- timers ----------------------------------------------------------------------------
    async def sync(
        self, row: GameRow, before: Outcome | None = None, *, keep: bool = False
    ) -> None:
        """Set the game's timers after a change: a fresh deadline for each human seat that
        newly must act (or whose phase or round changed); kept deadlines otherwise. The game's
        *idle* timer ends it when no human has moved for the server's away time: it starts
        again with every human move (``before`` made by a player, or ``None``: the game
        started, a player came back, the host paused or resumed). ``keep`` (at start-up) keeps
        every timer there is and adds only the missing ones."""
        store = self.tables.store
        if row.status != "active":
            await store.timers.replace(row.id, {})
            return
        existing = await store.timers.of_game(row.id)
        now = self.clock()
        settings = await self.controller.settings.get(row.guild_id)
        idle = existing.get(IDLE)
        if idle is None or (not keep and (before is None or before.actor == "player")):
            idle = now + settings.away_seconds
        timers: dict[str, tuple[float, dict[str, int]]] = {IDLE: (idle, {})}
        if not row.timers_paused and row.turn_seconds:
            self._seat_timers(row, before, existing, now, timers, keep)
        assert row.state is not None
        rules = self.tables.rules(row)
        if any(row.seats[s].automatic for s in rules.to_act(row.state)):
            due = now + settings.computer_delay(self.delay) + CPU_GRACE
            timers[CPU] = (existing[CPU] if keep and CPU in existing else due, {})
        # Unchanged timers are kept as they are: one that a timer loop consumed meanwhile (it
        # is firing) must not come back.
        kept = {kind for kind, (due, _) in timers.items() if existing.get(kind) == due}
        await store.timers.replace(row.id, timers, kept)
        self.wake()

    def _seat_timers(
        self,
        row: GameRow,
        before: Outcome | None,
        existing: dict[str, float],
        now: float,
        timers: dict[str, tuple[float, dict[str, int]]],
        keep: bool = False,
    ) -> None:
        """Add the deadline and reminder of each human seat that must act to ``timers``
        (``keep``: an existing deadline and reminder are kept, whatever changed)."""
        rules = self.tables.rules(row)
        assert row.state is not None
        to_act = rules.to_act(row.state)
        seconds = row.secret_seconds if len(to_act) > 1 else row.turn_seconds
        same_phase = before is not None and before.phase_before == _phase(rules.summary(row.state))
        for seat in to_act:
            if row.seats[seat].automatic:
                continue
            kept = existing.get(f"expire:{seat}")
            if kept is not None and (
                keep or (same_phase and seat in before.to_act_before)  # type: ignore[union-attr]
            ):
                timers[f"expire:{seat}"] = (kept, {"seat": seat})
                if f"remind:{seat}" in existing:
                    timers[f"remind:{seat}"] = (existing[f"remind:{seat}"], {"seat": seat})
            else:
                timers[f"expire:{seat}"] = (now + seconds, {"seat": seat})
                timers[f"remind:{seat}"] = (now + seconds / 2, {"seat": seat})

    def wake(self) -> None:
        """Re-check the timers now (new timers, or a test clock moved on)."""
        self._wake.set()

    def start(self) -> None:
        if self._loop_task is None or self._loop_task.done():
            self._loop_task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        for task in [self._loop_task, *self._players.values()]:
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task

    async def _run(self) -> None:
        store = self.tables.store
        while True:
            try:
                self._wake.clear()
                await self.run_due()
                due = await store.timers.next_due()
                timeout = None if due is None else max(0.0, due - self.clock())
                if store.shared:  # other processes add timers too
                    timeout = POLL if timeout is None else min(timeout, POLL)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), timeout)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("timer loop failed; retrying")
                await asyncio.sleep(1)

    async def run_due(self) -> None:
        """Fire every timer that is due now, each once in the whole cluster: claimed (leased)
        by this process, then consumed just before it is acted on."""
        async with self._firing:  # one loop of this process at a time (and the tests' calls)
            await self._run_due()

    async def _run_due(self) -> None:
        store = self.tables.store
        for _ in range(MAX_ROUNDS):
            claimed = await store.timers.claim_due(
                self.owner, self.clock(), CLAIM_LEASE, CLAIM_BATCH
            )
            if not claimed:
                return
            for timer in claimed:
                if not await store.timers.delete(timer.id, self.owner):
                    continue  # moved or taken over meanwhile: not ours to fire
                log.info(
                    "timer %s (%s of game %s, due %.3f) fired",
                    timer.id,
                    timer.kind,
                    timer.game_id,
                    timer.due_at,
                )
                async with self.controller.working():
                    try:
                        await self._dispatch(timer.game_id, timer.kind, timer.payload)
                    except Exception:  # one broken game must not hold up the others' timers
                        log.exception("timer %s of game %s failed", timer.kind, timer.game_id)

    async def _dispatch(self, game_id: int, kind: str, payload: dict[str, int]) -> None:
        if kind == LOBBY:
            await self.controller.expire_lobby(game_id)
        elif kind == IDLE:
            await self.controller.end_idle_game(game_id)
        elif kind == CPU:
            log.info("game %s: a computer's move was overdue; making it here", game_id)
            self.kick(game_id)
        else:
            await self._fire(game_id, kind, payload["seat"])

    async def _fire(self, game_id: int, kind: str, seat: int) -> None:
        row = await self.tables.load(game_id)
        if row.status != "active" or row.state is None or row.timers_paused:
            return
        if seat not in self.tables.rules(row).to_act(row.state) or row.seats[seat].automatic:
            return
        if kind.startswith("remind"):
            await self._remind(row, seat)
        else:
            await self._expire(row, seat)

    async def _remind(self, row: GameRow, seat: int) -> None:
        info = row.seats[seat]
        due = (await self.tables.store.timers.of_game(row.id)).get(f"expire:{seat}")
        if info.user_id is None or due is None or not info.dm_open:
            return
        locale = await self.controller.bot.user_locales.of(info.user_id, row.locale)
        text = t("timer.remind", locale, channel=f"<#{row.channel_id}>", when=f"<t:{int(due)}:R>")
        await self.controller.messenger.dm(info.user_id, Panel(content=text), row.id, row.version)

    async def _expire(self, row: GameRow, seat: int) -> None:
        """Time is up: the computer moves for the player until the seat is done for now."""
        info = row.seats[seat]
        expiries = info.expiries + 1
        away = expiries >= AWAY_AFTER
        await self.tables.store.games.set_seat_state(row.id, seat, away=away, expiries=expiries)
        key = "timer.away" if away else "timer.expired"
        notice = Panel(content=t(key, row.locale, player=info.name))
        await self.controller.send_public(row, notice)
        rules = self.tables.rules(row)
        assert row.state is not None
        phase = _phase(rules.summary(row.state))
        for _ in range(MAX_AUTOMATIC_STEPS):
            row = await self.tables.load(row.id)
            if row.status != "active" or row.state is None:
                return
            if seat not in rules.to_act(row.state) or _phase(rules.summary(row.state)) != phase:
                break
            await self.move_for(row, seat, "timer")
        if away:
            self.kick(row.id)


def _phase(summary: dict[str, object]) -> tuple[object, object]:
    return summary.get("phase"), summary.get("round")

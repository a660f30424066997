"""The bot end to end: acknowledgement latency at 1, 50 and 500 games in progress, event-loop
blocking, Discord REST calls per player action and memory per game.

The real bot runs as its own process (``IchibaBot`` as ``python -m bot`` runs it, started through
this script's ``--child`` mode, which only adds instruments) against the local Discord-compatible
server of ``tests/fakediscord`` on 127.0.0.1, with its SQLite file in a temporary directory.
This process hosts the server and plays the users: a guild with one channel and four users per
game. Games are opened with ``/play`` (turn timers of an hour, so they exist but never fire),
joined with **Join** and started with **Start**, ``--open-jobs`` at a time and at most
``--open-rate`` a second (8: what the pictures keep up with); every seat is a person, so a
game moves only when a user clicks. Clicks choose among the offered controls at random, the way
the end-to-end tests do (``tests/e2e/world.py``: board buttons, DM panels, "My hand").

At each level (default 1, 50, 500 games in progress; more games are opened between levels):

* **steady**: clicks arrive at random (Poisson) at ``--rate`` per second in total, each in a
  random game that has no click in flight, for ``--clicks`` clicks; with 1 game, one at a time;
* **burst**: ``--burst`` users click at the same moment, each in a different game (a few times).

The acknowledgement latency is the fake server's: from dispatching ``INTERACTION_CREATE`` on the
gateway to the arrival of the bot's interaction callback (every interaction counts: moves, "My
hand", out-of-date clicks). Inside the bot process a task sleeps 5 ms in a loop and records how
late it wakes (the event loop's longest block, and the loop thread's CPU time in that tick: near
the lag when the loop was busy, far below it when it waited for a core or for the GIL), and a
watchdog thread samples the loop thread's
stack when it is blocked for more than 25 ms. REST calls per action = requests the bot made
(everything but interaction callbacks) / accepted actions (game versions gained), over the
steady phase once the bot is idle; the target is judged beyond the interaction's own answer, i.e.
without the edits of the clicked message through the interaction token (``/webhooks/``).
Memory: the bot's RSS after each level's games were opened
(and a garbage collection), and ``tracemalloc`` (traced only while the level's games are opened,
so the latency phases run untraced) per game opened. Diagnostics in the JSON: every garbage
collection's wall and CPU time per phase (``gc_ms``), the live objects at the start of each full
collection (``full_collection_heaps``), the objects the collector tracks and what a
full collection finds unreachable after each level's games were opened, the sizes of the bot's
per-game structures, any click that waited more than 5 s for its controls, and the gateway
messages the bot handled (each one's wall and CPU time, event and size: the slowest per phase,
and those handled inside each tick over 20 ms).

    python benchmarks/bot_e2e.py [--quick] [--json out.json] [--levels 1 50 500] [--rate 5]

Targets (issue 9): acknowledgement p99 <= 50 ms at 500 games; event loop never blocked > 20 ms;
<= 2 REST calls per player action on average; <= 200 KB of memory per game in progress.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import faulthandler
import gc
import json
import linecache
import math
import mmap
import os
import random
import re
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter, deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# The project first: this folder's rendering.py and store.py must not shadow its packages.
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from _common import (
    ROOT,
    add_common_args,
    fmt,
    machine,
    machine_line,
    rss_bytes,
    summary,
    table,
    verdict,
    write_json,
)

from bot import event_loop, i18n
from bot.interface import worker_exit

GAME_IDS = ("tsukiji", "silkroad", "fisherman", "fleamarket")
PLAYERS = 4
TURN_TIME = 3600
NAMES = ("Alice", "山田太郎", "张伟", "🐟Fishy🍣")
CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
TARGET_ACK_P99_MS = 50.0
TARGET_BLOCK_MS = 20.0
TARGET_REST_PER_ACTION = 2.0
TARGET_KB_PER_GAME = 200.0
WATCHDOG_MS = 25.0
GATEWAY_SLOWEST = 5  # gateway messages kept per phase, the slowest to handle
# A new game's first pictures (its board and four hands) cost the render workers ~0.14 s of CPU
# (BENCHMARKS.md section 9): two cores draw about 9 games' worth a second beside the bot. Faster
# openings only queue pictures (players would wait minutes for their first board).
OPEN_RATE = 8.0
TRACED_OPEN_RATE = 1.0  # games opened per second under tracemalloc


# =============================================================================================
# The bot process (``--child``): the real IchibaBot plus instruments.
# =============================================================================================
class Instruments:
    """Loop-lag monitor, blocked-loop stack sampler and a command channel (SIGUSR1)."""

    def __init__(self, bot: Any, ctl: Path) -> None:
        self.bot = bot
        self.ctl = ctl
        self.lags: list[float] = []
        self.worst = (0.0, 0.0)  # the longest tick's lag and the loop thread's CPU time in it
        self.heartbeat = time.monotonic()
        self.blocked: list[dict[str, Any]] = []
        self.loop_thread = threading.get_ident()
        self.loop_native = threading.get_native_id()
        self.unread: deque[dict[str, float]] = deque()  # long ticks the watchdog has not read
        self.beat: Any = None  # the heartbeat the stall watcher reads (``--trace-stalls``)
        self.tracing_memory = False  # (under tracemalloc: no stall dumps)
        self.stop = threading.Event()
        self.trace_base: Any = None
        self.gc_pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self.gc_cpu: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self._gc_start = (0.0, 0.0)
        self.census_s = 0.0  # time the instruments' own heap census held the loop
        self.full_heaps: list[dict[str, Any]] = []  # what each full collection had to walk
        self.long_ticks: list[dict[str, float]] = []  # ticks over 20 ms: where the time went
        # Gateway messages handled: (ended at, wall ms, CPU ms, event, bytes received), the
        # last 1,000 (for the long ticks: ~30 s while games open) and the slowest of the phase.
        self.gateway_recent: deque[tuple[float, float, float, str, int]] = deque(maxlen=1000)
        self.gateway_slowest: list[tuple[float, float, float, str, int]] = []
        self.gateway_count = 0
        self.event = ""  # the event of the gateway message being handled
        gc.callbacks.append(self.on_gc)

    def time_gateway(self) -> None:
        """Time the bot's handling of each gateway message (inflating, decoding, discord.py's
        parsing and state, dispatch to the listeners), with its event (read by wrapping the
        connection state's parsers) and its size as received."""
        from discord.gateway import DiscordWebSocket

        received = DiscordWebSocket.received_message
        parsers = self.bot._connection.parsers

        def named(event: str, parse: Any) -> Any:
            def parser(data: Any) -> Any:
                self.event = event
                return parse(data)

            return parser

        for event, parse in list(parsers.items()):
            parsers[event] = named(event, parse)

        async def timed(ws: Any, msg: Any, /) -> None:
            self.event = "(no event)"
            wall, cpu = time.perf_counter(), time.thread_time()
            try:
                await received(ws, msg)
            finally:
                entry = (
                    time.monotonic(),
                    1000 * (time.perf_counter() - wall),
                    1000 * (time.thread_time() - cpu),
                    self.event,
                    len(msg),
                )
                self.gateway_recent.append(entry)
                self.gateway_count += 1
                slowest = self.gateway_slowest
                if len(slowest) < GATEWAY_SLOWEST or entry[1] > slowest[-1][1]:
                    slowest.append(entry)
                    slowest.sort(key=lambda e: -e[1])
                    del slowest[GATEWAY_SLOWEST:]

        DiscordWebSocket.received_message = timed  # type: ignore[method-assign]

    def gateway_in(self, began: float, ended: float) -> dict[str, Any]:
        """The gateway messages handled between two ``time.monotonic()`` readings: how many,
        their wall time and the slowest."""
        inside = [e for e in self.gateway_recent if began <= e[0] <= ended]
        slowest = max(inside, key=lambda e: e[1], default=None)
        return {
            "gateway_n": len(inside),
            "gateway_ms": sum(e[1] for e in inside),
            "gateway_slowest": None if slowest is None else list(slowest[1:]),
        }

    def on_gc(self, phase: str, info: dict[str, int]) -> None:
        """Garbage collections pause every thread holding the GIL: record how long (wall and
        the collecting thread's CPU time, which other processes on the machine do not inflate)."""
        if phase == "start":
            if info["generation"] == 2 and len(self.full_heaps) < 20:
                # The census is the benchmark's, not the bot's: its time is taken out of the
                # loop's lag (``census_s``), and the kinds are counted on every 10th object.
                began = time.perf_counter()
                objects = [o for g in range(3) for o in gc.get_objects(g)]
                kinds = Counter(type(o).__qualname__ for o in objects[::10])
                top = [(kind, 10 * n) for kind, n in kinds.most_common(10)]
                self.full_heaps.append({"objects": len(objects), "top": top})
                del objects
                self.census_s += time.perf_counter() - began
            self._gc_start = (time.perf_counter(), time.thread_time())
        else:
            wall, cpu = self._gc_start
            self.gc_pauses[info["generation"]].append(time.perf_counter() - wall)
            self.gc_cpu[info["generation"]].append(time.thread_time() - cpu)
            if info["generation"] == 2 and self.full_heaps and "cpu_ms" not in self.full_heaps[-1]:
                self.full_heaps[-1]["cpu_ms"] = 1000 * (time.thread_time() - cpu)
                self.full_heaps[-1]["collected"] = info["collected"]

    async def monitor(self) -> None:
        """Each 5 ms tick's lag; of a tick over 20 ms, the loop thread's CPU time in it, its
        wait for a core (Linux's schedstat: time runnable but not running) and the VM's steal.
        The rest of such a tick, neither running nor waiting for a core, the thread slept (the
        GIL, a blocking call). The loop itself reads only clocks: ``/proc`` is read by the
        watchdog's thread (a read of it was twice caught holding a stalled loop, stop 41)."""
        self.beat = beat = _stall_traces(self.ctl.with_name("stalls.txt"))
        while True:
            start, cpu, census = time.perf_counter(), time.thread_time(), self.census_s
            began = time.monotonic()
            if beat is not None and not self.tracing_memory:
                beat[:] = struct.pack("d", began)
            await asyncio.sleep(0.005)
            now = time.perf_counter()
            lag = now - start - 0.005 - (self.census_s - census)
            self.lags.append(lag)
            if lag > self.worst[0]:  # was the loop thread busy, or waiting for a core (or GIL)?
                self.worst = (lag, time.thread_time() - cpu)
            if lag > TARGET_BLOCK_MS / 1000 and len(self.long_ticks) < 100:
                tick = {
                    "lag_ms": 1000 * lag,
                    "cpu_ms": 1000 * (time.thread_time() - cpu),
                    "began": began,
                    "at": time.monotonic(),  # CLOCK_MONOTONIC: to match stall traces
                }
                tick.update(self.gateway_in(began, tick["at"]))
                self.long_ticks.append(tick)
                self.unread.append(tick)  # (the watchdog adds the wait for a core and steal)
            self.heartbeat = time.monotonic()

    def watchdog(self) -> None:
        """Every 5 ms: read the loop thread's wait for a core and the VM's steal (and put them
        in the long ticks they cover), and sample the loop thread's stack while it has not run
        the monitor for > 25 ms."""
        queued = _run_queue_clock(self.loop_native)
        stolen = steal_clock()
        threads = _ThreadClocks({self.loop_native, threading.get_native_id()})
        reads: deque[tuple[Any, ...]] = deque(maxlen=400)  # the last 2 s
        reported = 0.0
        while not self.stop.wait(0.005):
            reads.append((time.monotonic(), queued(), stolen(), threads.read()))
            while self.unread and self.unread[0]["at"] <= reads[-1][0]:
                _read_long_tick(self.unread.popleft(), reads, threads.names)
            beat = self.heartbeat
            stalled = time.monotonic() - beat
            if stalled * 1000 < WATCHDOG_MS or beat == reported or len(self.blocked) > 500:
                continue
            reported = beat
            frames = sys._current_frames()
            main = frames.get(self.loop_thread)
            others = [
                _stack(frame, 3)
                for ident, frame in frames.items()
                if ident not in (self.loop_thread, threading.get_ident())
            ]
            self.blocked.append(
                {
                    "stalled_ms": stalled * 1000,
                    "loop_stack": _stack(main, 12) if main is not None else [],
                    "busy_threads": [s for s in others if s and not _idle(s)],
                }
            )

    def command(self) -> None:
        """Run the command written in the control file; write the answer next to it."""
        try:
            request = json.loads(self.ctl.read_text())
            answer = self.run(request["cmd"])
            answer["seq"] = request["seq"]
        except Exception as exc:  # report instead of dying
            answer = {"error": repr(exc), "trace": traceback.format_exc()}
            with contextlib.suppress(Exception):
                answer["seq"] = request["seq"]
        tmp = self.ctl.with_suffix(".tmp")
        tmp.write_text(json.dumps(answer))
        tmp.replace(self.ctl.with_suffix(".out"))

    def run(self, cmd: str) -> dict[str, Any]:
        import tracemalloc

        if cmd == "lag":  # lag and blocked samples since the last "lag"; then reset
            lags, self.lags = self.lags, []
            worst, self.worst = self.worst, (0.0, 0.0)
            blocked, self.blocked = self.blocked, []
            pauses, self.gc_pauses = self.gc_pauses, {0: [], 1: [], 2: []}
            heaps, self.full_heaps = self.full_heaps, []
            cpu, self.gc_cpu = self.gc_cpu, {0: [], 1: [], 2: []}
            long_ticks, self.long_ticks = self.long_ticks, []
            slowest, self.gateway_slowest = self.gateway_slowest, []
            handled, self.gateway_count = self.gateway_count, 0
            return {
                "lag_ms": {k: (v if k == "n" else 1000 * v) for k, v in summary(lags).items()},
                "gc_ms": {
                    f"gen{g}": {
                        "n": len(p),
                        "max": 1000 * max(p, default=0.0),
                        "total": 1000 * sum(p),
                        "cpu_max": 1000 * max(cpu[g], default=0.0),
                    }
                    for g, p in pauses.items()
                },
                "over_20ms": sum(1 for x in lags if x > 0.020),
                "longest_tick_cpu_ms": 1000 * worst[1],
                "long_ticks": long_ticks,
                "gateway": {"n": handled, "slowest": [list(e[1:]) for e in slowest]},
                "full_collection_heaps": heaps,
                "blocked": blocked,
            }
        if cmd == "garbage":  # what a full collection finds unreachable now (reference cycles)
            gc.set_debug(gc.DEBUG_SAVEALL)
            start = time.thread_time()
            found = gc.collect()
            cpu = time.thread_time() - start
            kinds: Counter[str] = Counter()
            sizes: Counter[str] = Counter()
            for o in gc.garbage:
                name = f"{type(o).__module__}.{type(o).__qualname__}"
                kinds[name] += 1
                sizes[name] += sys.getsizeof(o)
            gc.garbage.clear()
            gc.set_debug(0)
            return {
                "unreachable": found,
                "collect_cpu_ms": 1000 * cpu,
                "top": [(k, n, sizes[k]) for k, n in kinds.most_common(15)],
            }
        if cmd == "thaw":  # a collection of the frozen objects too (at the end of a run)
            # What it finds: reference cycles that died after a full collection froze them
            # (bot/interface/idle_gc.py), and the start-up objects it walks again.
            frozen = gc.get_freeze_count()
            gc.unfreeze()
            start = time.thread_time()
            found = gc.collect()
            cpu = time.thread_time() - start
            gc.freeze()
            return {"frozen": frozen, "unreachable": found, "collect_cpu_ms": 1000 * cpu}
        if cmd == "memory":
            gc.collect()
            objects = gc.get_objects()  # what a full collection has to walk
            kinds = Counter(type(o).__qualname__ for o in objects)
            return {
                "rss": rss_bytes(),
                "gc_objects": len(objects),
                "gc_top_types": kinds.most_common(12),
                **self.structures(),
            }
        if cmd == "trace_start":
            # No stall dumps meanwhile: faulthandler's dump from a signal can crash a
            # process whose threads come and go (cpython#116008), and the bot, slow under
            # tracemalloc, stalls often: it died so in runs A, C and K (stops 40, 41).
            self.tracing_memory = True
            if self.beat is not None:
                self.beat[:] = struct.pack("d", math.inf)  # (never late)
            gc.collect()
            tracemalloc.start(8)
            self.trace_base = tracemalloc.take_snapshot()
            return {"tracing": True}
        if cmd == "trace_stop":
            gc.collect()
            current, peak = tracemalloc.get_traced_memory()
            snap = tracemalloc.take_snapshot()
            filters = [tracemalloc.Filter(False, tracemalloc.__file__)]
            diff = snap.filter_traces(filters).compare_to(
                self.trace_base.filter_traces(filters), "filename"
            )
            top = [
                {
                    "file": _short(str(s.traceback[0].filename)),
                    "kb": s.size_diff / 1024,
                    "blocks": s.count_diff,
                }
                for s in diff[:25]
            ]
            lines = snap.filter_traces(filters).compare_to(
                self.trace_base.filter_traces(filters), "lineno"
            )
            top_lines = [
                {
                    "where": f"{_short(str(s.traceback[0].filename))}:{s.traceback[0].lineno}",
                    "kb": s.size_diff / 1024,
                    "blocks": s.count_diff,
                }
                for s in lines[:25]
            ]
            tracemalloc.stop()
            self.trace_base = None
            self.tracing_memory = False
            return {"traced": current, "peak": peak, "top_files": top, "top_lines": top_lines}
        raise ValueError(cmd)

    def structures(self) -> dict[str, Any]:
        """Sizes of the bot's per-game and per-message structures."""
        bot = self.bot
        state = bot._connection
        out: dict[str, Any] = {}
        with contextlib.suppress(Exception):
            out["message_cache"] = len(state._messages or [])
        with contextlib.suppress(Exception):
            out["view_store_views"] = len(state._view_store._views)
            out["view_store_synced_message_views"] = len(state._view_store._synced_message_views)
        with contextlib.suppress(Exception):
            out["private_channels"] = len(state._private_channels)
        with contextlib.suppress(Exception):
            out["rate_limit_buckets"] = len(bot.http._buckets)
            out["guild_channels_and_threads"] = sum(
                len(g._channels) + len(g._threads) for g in bot.guilds
            )
            out["users_cached"] = len(state._users)
        out["gc_frozen"] = gc.get_freeze_count()
        texts = i18n._formatted.cache_info()  # (bot/i18n.py: the texts kept)
        out["texts_kept"], out["texts_reused"], out["texts_made"] = (
            texts.currsize,
            texts.hits,
            texts.misses,
        )
        with contextlib.suppress(Exception):
            out["rate_limit_buckets_pruned"] = bot.buckets.pruned
            out["idle_thaws"] = bot.collector.thaws
        with contextlib.suppress(Exception):
            out["table_locks"] = len(bot.tables._locks)
            out["drawing_locks"] = len(bot.boards._drawing)
            out["outbox"] = len(bot.boards.outbox)
            out["computer_tasks"] = len(bot.computers._players)
            out["idle_full_collections"] = bot.collector.collections
            out["idle_unwalked"] = bot.collector.unwalked
            out["idle_walk_cost_us"] = 1e6 * bot.collector.cost
        return out


def _stall_traces(path: Path) -> Any:
    """(``--trace-stalls``: ``BENCH_TRACE_STALLS=1``.) Every thread's Python stack goes to
    ``path`` whenever the loop's 5 ms tick runs over 20 ms: the monitor writes its heartbeat
    into shared memory, a watcher process (:func:`watch_stalls`) sends SIGUSR2 when it is late,
    and faulthandler's handler dumps the stacks from the signal, without the GIL. So it also
    names the Python line that called C code holding the GIL, which the watchdog thread's
    samples cannot. The shared heartbeat, or ``None``."""
    if not os.environ.get("BENCH_TRACE_STALLS"):
        return None
    traces = path.open("a")  # appended to by the watcher too: each dump's stamp
    traces.write(f"loop thread 0x{threading.get_ident():016x}\n")
    traces.flush()
    faulthandler.register(signal.SIGUSR2, file=traces, all_threads=True)
    beat_file = path.with_suffix(".beat")
    beat_file.write_bytes(struct.pack("d", time.monotonic()))
    with beat_file.open("r+b") as f:
        beat = mmap.mmap(f.fileno(), 8)
    subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "--watch-stalls", str(os.getpid())],
        env={**os.environ, "BENCH_BEAT": str(beat_file)},
    )
    return beat


def watch_stalls(pid: int) -> int:
    """``--watch-stalls PID``: signal the bot process once per tick over 20 ms (see
    :func:`_stall_traces`), each dump preceded by a line with the time (CLOCK_MONOTONIC) of
    the last heartbeat; ends with the bot."""
    with open(os.environ["BENCH_BEAT"], "rb") as f:
        beat = mmap.mmap(f.fileno(), 8, access=mmap.ACCESS_READ)
    stamps = os.open(Path(os.environ["BENCH_BEAT"]).with_suffix(".txt"), os.O_WRONLY | os.O_APPEND)
    reported = 0.0
    limit = 0.005 + TARGET_BLOCK_MS / 1000
    n = 0
    while True:
        n += 1
        time.sleep(0.002)
        (last,) = struct.unpack("d", beat[:8])
        late = time.monotonic() - last > limit and last != reported
        try:
            if late:
                reported = last
                os.write(stamps, f"stall after beat {last:.6f}\n".encode())
                os.kill(pid, signal.SIGUSR2)
            elif n % 500 == 0:
                os.kill(pid, 0)
        except ProcessLookupError:
            return 0


def _run_queue_clock(thread: int) -> Any:
    """A function of the seconds the thread ``thread`` (a native id of this process) has spent
    runnable but waiting for a core (0.0 where Linux's schedstat is missing)."""
    try:
        fd = os.open(f"/proc/self/task/{thread}/schedstat", os.O_RDONLY)
    except OSError:
        return lambda: 0.0
    return lambda: _schedstat(fd)[1]


def _schedstat(fd: int) -> tuple[float, float]:
    """Seconds running and seconds runnable but waiting for a core, from a thread's open
    ``schedstat`` file."""
    run, wait = os.pread(fd, 64, 0).split()[:2]
    return int(run) / 1e9, int(wait) / 1e9


class _ThreadClocks:
    """The schedstat clocks (seconds running, seconds runnable but waiting for a core) of this
    process's other threads, by native id; the threads are listed again each second (pools
    start and end theirs)."""

    def __init__(self, skip: set[int]) -> None:
        self.skip = skip
        self.files: dict[int, int] = {}
        self.names: dict[int, str] = {}
        self.listed = 0.0

    def _list(self) -> None:
        alive = {int(t) for t in os.listdir("/proc/self/task")} - self.skip
        for gone in set(self.files) - alive:
            os.close(self.files.pop(gone))
        for tid in alive - set(self.files):
            with contextlib.suppress(OSError):
                self.files[tid] = os.open(f"/proc/self/task/{tid}/schedstat", os.O_RDONLY)
        python = {t.native_id: t.name for t in threading.enumerate()}
        self.names = {tid: python.get(tid, f"thread {tid}") for tid in self.files}
        self.listed = time.monotonic()

    def read(self) -> dict[int, tuple[float, float]]:
        if time.monotonic() - self.listed > 1.0:
            self._list()
        out = {}
        for tid, fd in list(self.files.items()):
            try:
                out[tid] = _schedstat(fd)
            except OSError:  # (ended: listed again, should a new thread get its number)
                os.close(self.files.pop(tid))
        return out


def _read_long_tick(
    tick: dict[str, Any], reads: deque[tuple[Any, ...]], names: dict[int, str]
) -> None:
    """The loop's wait for a core and the VM's steal over a long tick, from the watchdog's
    reads: the last before the tick began and the first after it ended (so up to 5 ms either
    side of it too); none when the reads no longer reach back to its start. Also the other
    threads of the process that ran or waited for a core over 1 ms meanwhile (name, ms
    running, ms waiting): a thread holding the GIL keeps the loop asleep."""
    before = [r for r in reads if r[0] <= tick["began"]]
    after = [r for r in reads if r[0] >= tick["at"]]
    if before and after:
        first, last = before[-1], after[0]
        tick["run_queue_ms"] = 1000 * (last[1] - first[1])
        tick["steal_ms"] = 1000 * (last[2] - first[2])
        others = []
        for tid, (run, wait) in last[3].items():
            if tid in first[3]:
                ran, waited = 1000 * (run - first[3][tid][0]), 1000 * (wait - first[3][tid][1])
                if ran > 1 or waited > 1:
                    others.append([names.get(tid, f"thread {tid}"), ran, waited])
        tick["other_threads"] = sorted(others, key=lambda o: -(o[1] + o[2]))


def steal_clock() -> Any:
    """A function of the seconds the hypervisor has run something else on this virtual
    machine's cores, summed over them (``steal`` in ``/proc/stat``, in steps of 10 ms; 0.0
    where it is missing). The guest sees no sign of it but time that passed: a thread that was
    running or waiting for a timer goes on late."""
    try:
        fd = os.open("/proc/stat", os.O_RDONLY)
    except OSError:
        return lambda: 0.0
    tick = os.sysconf("SC_CLK_TCK")
    return lambda: int(os.pread(fd, 256, 0).split(b"\n", 1)[0].split()[8]) / tick


def _short(path: str) -> str:
    for marker in ("site-packages/", "/lib/python3.11/", str(ROOT) + "/"):
        if marker in path:
            return path.split(marker, 1)[1]
    return path


def _stack(frame: Any, depth: int) -> list[str]:
    out = []
    while frame is not None and len(out) < depth:
        code = frame.f_code
        out.append(f"{_short(code.co_filename)}:{frame.f_lineno} {code.co_name}")
        frame = frame.f_back
    return out


def _idle(stack: list[str]) -> bool:
    top = stack[0] if stack else ""
    return any(
        s in top
        for s in ("threading.py", "queue.py", "selectors.py", "concurrent/futures/thread.py")
    )


def child_main() -> int:
    """``--child``: run the real bot (as ``python -m bot`` would) with instruments."""
    import logging

    from bot.cli import close_on_signals, point_at, tune_gc
    from bot.config import Config
    from bot.interface.client import IchibaBot

    config = Config.from_env()
    logging.basicConfig(level=config.log_level, format="%(levelname)s %(name)s: %(message)s")
    point_at(config)
    tune_gc()
    bot = IchibaBot(config)
    tools = Instruments(bot, Path(os.environ["BENCH_CTL"]))
    tools.time_gateway()

    async def run() -> None:
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGUSR1, tools.command)
        # Stopped as the bot stops: closed, so that its worker pools end cleanly too (killed,
        # they left their semaphores to the resource tracker's warning).
        close_on_signals(bot)
        monitor = asyncio.create_task(tools.monitor())
        watch = threading.Thread(target=tools.watchdog, daemon=True)
        watch.start()
        try:
            async with bot:
                await bot.start(config.token)
        finally:
            tools.stop.set()
            monitor.cancel()

    profile = os.environ.get("BENCH_PROFILE")
    if not profile:
        event_loop.run(run())
        return 0
    import cProfile

    profiler = cProfile.Profile()  # (the loop thread's Python calls only; about twice as slow)
    profiler.enable()
    try:
        event_loop.run(run())
    finally:
        profiler.disable()
        profiler.dump_stats(profile)
    return 0


# =============================================================================================
# The driver: the local Discord server and the users.
# =============================================================================================
@dataclass
class Table:
    game: str
    channel: Any
    users: list[Any]
    game_id: int = 0
    busy: bool = False


@dataclass
class Phase:
    """What one measured phase saw."""

    latencies: list[float] = field(default_factory=list)  # seconds, every interaction
    move_latencies: list[float] = field(default_factory=list)  # seconds, clicks on moves
    by_kind: dict[str, list[float]] = field(default_factory=dict)  # "game verb" -> seconds
    slow: list[dict[str, Any]] = field(default_factory=list)  # clicks that took > 5 s
    clicks: int = 0
    stale: int = 0
    failed: int = 0
    errors: list[str] = field(default_factory=list)
    # accepted moves: (game, dispatched at, the interaction's token, the clicked message's id)
    moves: list[tuple[int, float, str, str]] = field(default_factory=list)


class Silence:
    """``quiet()`` for the click driver of tests/e2e/world.py: the benchmarks wait until the
    local server heard nothing from the bot for a while (the tests ask the bot instead)."""

    def __init__(self, server) -> None:
        self.server = server

    async def quiet(self) -> None:
        await self.server.wait_idle(quiet=0.3, timeout=120)


class Bench:
    def __init__(self, args: argparse.Namespace, workdir: Path) -> None:
        self.args = args
        self.workdir = workdir
        self.rng = random.Random(12345)
        self.tables: list[Table] = []
        self.seq = 0
        self.ctl = workdir / "ctl.json"
        self.stolen = steal_clock()
        self.driver_lags: list[float] = []
        self.driver_beat = time.monotonic()
        self.driver_blocked: Counter[tuple[str, ...]] = Counter()
        self.driver_thread = threading.get_ident()
        self.group_niceness: int | None = None  # this session's group's, before the run
        self.driver_niceness = 0
        self.driver_group_niceness: int | None = None
        self.stop_watch = threading.Event()

    async def driver_monitor(self) -> None:
        """The same 5 ms sleep loop in this process: when the server and the simulated users
        are late themselves, the measured latencies include it."""
        while True:
            start = time.perf_counter()
            await asyncio.sleep(0.005)
            self.driver_lags.append(time.perf_counter() - start - 0.005)
            self.driver_beat = time.monotonic()

    def driver_watch(self) -> None:
        """(A thread.) Count this process's loop stacks while it is blocked > 25 ms: what the
        local Discord or the users were doing when their own lateness entered the figures."""
        reported = 0.0
        while not self.stop_watch.wait(0.005):
            beat = self.driver_beat
            if (time.monotonic() - beat) * 1000 < WATCHDOG_MS or beat == reported:
                continue
            reported = beat
            frame = sys._current_frames().get(self.driver_thread)
            if frame is not None:
                self.driver_blocked[tuple(_stack(frame, 8))] += 1

    def driver_lag(self) -> dict[str, Any]:
        lags, self.driver_lags = self.driver_lags, []
        blocked, self.driver_blocked = self.driver_blocked, Counter()
        return {
            **_ms(lags),
            "blocked": [{"n": n, "stack": list(stack)} for stack, n in blocked.most_common(8)],
        }

    def family_rss(self) -> int:
        """RSS of the bot process's descendants (render worker processes, if any)."""
        total, todo = 0, [self.proc.pid]
        while todo:
            pid = todo.pop()
            for task in Path(f"/proc/{pid}/task").glob("*/children"):
                with contextlib.suppress(OSError):
                    for child in task.read_text().split():
                        todo.append(int(child))
                        with contextlib.suppress(OSError):
                            total += rss_bytes(child)
        return total

    def cpu(self) -> dict[str, float]:
        """CPU seconds used so far by the bot process, by this (driver + server) process, by
        the render workers, and taken from the machine by the hypervisor (``steal``)."""
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        tick = os.sysconf("SC_CLK_TCK")
        workers, todo = 0.0, [self.proc.pid]
        while todo:  # the render workers (and their forkserver)
            pid = todo.pop()
            for task in Path(f"/proc/{pid}/task").glob("*/children"):
                with contextlib.suppress(OSError):
                    for child in task.read_text().split():
                        todo.append(int(child))
                        with contextlib.suppress(OSError):
                            stat = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1]
                            workers += (int(stat.split()[11]) + int(stat.split()[12])) / tick
        return {
            "bot": (int(fields[11]) + int(fields[12])) / tick,
            "driver": time.process_time(),
            "workers": workers,
            "steal": self.stolen(),
        }

    # -- the bot process ----------------------------------------------------------------------
    async def start(self) -> None:
        from tests.e2e.process import RemoteBot
        from tests.e2e.world import World
        from tests.fakediscord import FakeDiscord

        top = max(self.args.levels) + self.args.traced_games
        self.server = await FakeDiscord.start(token="bench-token")
        self.guild = self.server.add_guild("Ichiba bench")
        for i in range(top):
            channel = self.server.add_text_channel(self.guild, f"table-{i}")
            humans = 1 if self.args.computers else PLAYERS  # --computers: the host and 3 computers
            users = [
                self.server.add_user(f"{NAMES[s]} {i}", guild=self.guild) for s in range(humans)
            ]
            self.tables.append(Table(GAME_IDS[i % len(GAME_IDS)], channel, users))
        all_users = [u for t in self.tables for u in t.users]
        self.world = World(self.server, self.tables[0].channel, all_users, self.workdir / "b.db")
        env = {
            **os.environ,
            **self.server.subprocess_env(),
            "ICHIBA_DB": str(self.world.db),
            "ICHIBA_DEV_GUILD": str(self.guild.id),
            "LOG_LEVEL": "WARNING",
            "PYTHONPATH": str(ROOT),
            "BENCH_CTL": str(self.ctl),
            "MALLOC_ARENA_MAX": os.environ.get("MALLOC_ARENA_MAX", "2"),  # as scripts/run
            **({"ICHIBA_COMPUTER_DELAY": "0"} if self.args.computers else {}),
            **({"BENCH_TRACE_STALLS": "1"} if self.args.trace_stalls else {}),
            **(
                {"BENCH_PROFILE": str(Path(self.args.profile).resolve())}
                if self.args.profile
                else {}
            ),
        }
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable,
            str(Path(__file__).resolve()),
            "--child",
            cwd=self.workdir,
            env=env,
            start_new_session=True,  # its own process group: stop() ends its helpers too
        )
        deadline = time.monotonic() + 120
        while self.server.command_sync_count == 0 or not self.server.gateway.connected:
            assert self.proc.returncode is None, "the bot process died during start-up"
            assert time.monotonic() < deadline, "the bot did not get ready"
            await asyncio.sleep(0.05)
        await self.server.wait_ready(60)
        self.remote = await RemoteBot.open(self.world.db)
        self.remote.work = Silence(self.server)  # type: ignore[assignment]
        self.group_niceness = worker_exit.group_niceness()  # (given back at the end)
        self.driver_niceness, self.driver_group_niceness = first_in_line(
            self.args.driver_niceness,
            self.args.driver_policy == "batch",
            set(self.args.driver_cpus or ()),
        )
        self._monitor = asyncio.create_task(self.driver_monitor())
        threading.Thread(target=self.driver_watch, daemon=True).start()
        await asyncio.sleep(1.0)  # fonts warm-up in the bot
        await self.server.wait_idle(quiet=0.3, timeout=60)

    async def stop(self) -> None:
        self.stop_watch.set()
        with contextlib.suppress(Exception):
            self._monitor.cancel()
        with contextlib.suppress(Exception):
            await self.remote.store.close()
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(self.proc.wait(), 10)
            except TimeoutError:
                self.proc.kill()
                await self.proc.wait()
        with contextlib.suppress(ProcessLookupError):  # helpers the bot may have left
            os.killpg(self.proc.pid, signal.SIGTERM)  # (render workers follow it on their own)
        await self.server.close()
        if self.group_niceness is not None:  # this session's group as it was
            worker_exit.set_group_niceness(self.group_niceness)

    async def ask(self, cmd: str, timeout: float = 60) -> dict[str, Any]:
        """Send a command to the bot process's instruments and wait for its answer."""
        self.seq += 1
        out = self.ctl.with_suffix(".out")
        self.ctl.write_text(json.dumps({"cmd": cmd, "seq": self.seq}))
        self.proc.send_signal(signal.SIGUSR1)
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with contextlib.suppress(FileNotFoundError, json.JSONDecodeError):
                answer = json.loads(out.read_text())
                if answer.get("seq") == self.seq:
                    if "error" in answer:
                        raise RuntimeError(answer["trace"])
                    return answer
            await asyncio.sleep(0.02)
        raise TimeoutError(f"bot did not answer {cmd!r}")

    # -- games ------------------------------------------------------------------------------
    async def open_game(self, table: Table) -> None:
        """``/play``, **Join** by three users (``--computers``: the host adds three computers of
        that level), **Start**. An interaction that misses the 3 s deadline is counted (see
        :meth:`_collect`) and the game is still opened."""
        from tests.e2e.world import add_computer, verb_button

        server = self.server
        host, *guests = table.users
        lobby = await server.slash(
            host, table.channel, "play", game=table.game, turn_time=TURN_TIME
        )
        assert not lobby.ephemeral, lobby.content
        message = lobby.message
        join, start = verb_button(message, "join"), verb_button(message, "start")
        game_id = int(start["custom_id"].split(":")[1])  # (the game moves to a thread at start)
        for guest in guests:
            await server.click(guest, message, join, raise_on_timeout=False)
        if self.args.computers:
            for _ in range(PLAYERS - 1):
                await add_computer(self.world, host, message, self.args.computers)
        row = None
        for _ in range(600):
            row = await self.remote.store.games.get(game_id)
            if row is not None and len(row.seats) == PLAYERS:
                break
            await asyncio.sleep(0.05)
        await server.click(host, message, start, raise_on_timeout=False)
        for _ in range(600):
            row = await self.remote.store.games.get(game_id)
            if row is not None and row.status == "active":
                table.game_id = row.id
                return
            await asyncio.sleep(0.05)
        seated = "no row" if row is None else f"{row.status}, {len(row.seats)} seats"
        raise AssertionError(f"game in {table.channel.name} did not start ({seated})")

    async def open_games(self, upto: int, rate: float | None = None) -> tuple[float, Phase]:
        """Open games until ``upto`` are in progress, one starting every 1/``rate`` s at most
        (``--open-rate``); seconds it took (until the bot was idle), the interactions."""
        todo = [t for t in self.tables[:upto] if not t.game_id]
        start = time.perf_counter()
        phase = Phase()
        since = time.perf_counter()
        queue = list(todo)
        rate = self.args.open_rate if rate is None else rate
        interval = 1 / rate if rate else 0.0
        begun = 0

        async def worker() -> None:
            nonlocal begun
            while queue:
                table = queue.pop(0)
                due = start + begun * interval
                begun += 1
                if due > time.perf_counter():
                    await asyncio.sleep(due - time.perf_counter())
                await self.open_game(table)

        await asyncio.gather(*(worker() for _ in range(min(len(todo), self.args.open_jobs))))
        # (The first pictures of the games may still be queued: on a slow day of the VM two
        # cores drew fewer than 8 games' worth a second, and 300 s did not drain them.)
        await self.server.wait_idle(quiet=0.5, timeout=900)
        self._collect(phase, since)
        gc.collect()
        gc.freeze()  # the server's growing message store: keep the driver's GC pauses short
        return time.perf_counter() - start, phase

    async def in_progress(self, upto: int) -> int:
        n = 0
        for t in self.tables[:upto]:
            row = await self.remote.store.games.get(t.game_id)
            n += row is not None and row.status == "active"
        return n

    async def versions(self, upto: int) -> int:
        total = 0
        for t in self.tables[:upto]:
            row = await self.remote.store.games.get(t.game_id)
            total += row.version if row is not None else 0
        return total

    # -- one click -------------------------------------------------------------------------
    async def click(self, table: Table, phase: Phase, rng: random.Random) -> None:
        """One random move in ``table``'s game by a user who must act; returns when the bot
        has committed it or refused it (a deferred acknowledgement comes before that)."""
        from tests.e2e.world import click_random, controls_for

        bot = self.remote
        row = await bot.store.games.get(table.game_id)
        if row is None or row.status != "active" or row.state is None:
            return
        rules = bot.tables.rules(row)
        humans = [seat for seat in sorted(rules.to_act(row.state)) if seat < len(table.users)]
        if not humans:
            return  # only computers must act (--computers): they are thinking
        seat = rng.choice(humans)
        user = table.users[seat]
        private = bot.presenters[row.game].private_acts(rules.view(row.state, seat))
        where = await controls_for(self.world, bot, table.game_id, user, row.stamps[seat], private)
        for attempt in range(2):
            result = await click_random(self.world, user, where, rng, raise_on_timeout=False)
            phase.clicks += 1
            if result.failed:
                phase.failed += 1
                return
            phase.move_latencies.append(result.latency or 0.0)
            await self._settled(table.game_id, row.version, result)
            stale = _stale_answer(result)
            if stale is None and result.dispatched_at is not None:
                source = result.source_message.id if result.source_message else ""
                token = str(result.payload.get("token", ""))
                phase.moves.append((table.game_id, result.dispatched_at, token, str(source)))
            if stale is None or attempt:
                return
            phase.stale += 1
            where = stale  # the fresh controls that came with "out of date"

    async def _settled(self, game_id: int, version: int, result: Any, timeout: float = 5) -> None:
        """Until the game's version moved on or the bot answered in a follow-up."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if result.followups or (result.ephemeral and result.content):
                return
            row = await self.remote.store.games.get(game_id)
            if row is None or row.version != version:
                return
            await asyncio.sleep(0.01)

    async def guarded_click(self, table: Table, phase: Phase, rng: random.Random) -> None:
        table.busy = True
        start = time.monotonic()
        try:
            await self.click(table, phase, rng)
        except Exception as exc:  # a driver problem must not stop the benchmark
            phase.errors.append(f"{type(exc).__name__}: {exc}"[:300])
        finally:
            table.busy = False
        took = time.monotonic() - start
        if took > 5 and len(phase.slow) < 20:  # a click that waited for controls: say why
            from tests.e2e.world import _drawn_at

            row = await self.remote.store.games.get(table.game_id)
            dms = {}
            for seat, user in enumerate(table.users):
                panels = [m for m in self.server.dms(user) if m.components]
                dms[seat] = _drawn_at(panels[-1]) if panels else None
            phase.slow.append(
                {
                    "seconds": took,
                    "game": table.game,
                    "version": row.version if row else None,
                    "stamps": row.stamps if row else None,
                    "phase": (row.state or {}).get("phase") if row else None,
                    "dm_drawn_at": dms,
                    "errors": phase.errors[-1:],
                }
            )

    def _collect(self, phase: Phase, since: float) -> None:
        """Every interaction dispatched since ``since`` (``perf_counter``): its latency, or a
        failure when it missed the 3 s deadline (counted at 3 s in the percentiles)."""
        phase.failed = 0
        games = {t.game_id: t.game for t in self.tables if t.game_id}
        for result in list(self.server.interactions.values()):
            at = result.dispatched_at
            if at is not None and at >= since:
                if result.latency is not None and not result.deadline_exceeded:
                    latency = result.latency
                else:
                    phase.failed += 1
                    latency = result.deadline
                phase.latencies.append(latency)
                phase.by_kind.setdefault(_kind(result, games), []).append(latency)

    # -- phases ----------------------------------------------------------------------------
    async def steady(self, level: int, clicks: int, rate: float) -> Phase:
        phase = Phase()
        since = time.perf_counter()
        rng = random.Random(level * 7 + 1)
        tasks: set[asyncio.Task[None]] = set()
        stop = since + self.args.phase_seconds
        for _ in range(clicks):
            if time.perf_counter() > stop:
                phase.errors.append(f"phase stopped after {self.args.phase_seconds} s")
                break
            if level == 1:  # one game: click after click
                await self.guarded_click(self.tables[0], phase, rng)
                continue
            await asyncio.sleep(rng.expovariate(rate))
            idle = [t for t in self.tables[:level] if not t.busy]
            if not idle:
                continue
            task = asyncio.create_task(self.guarded_click(rng.choice(idle), phase, rng))
            tasks.add(task)
            task.add_done_callback(tasks.discard)
        if tasks:
            await asyncio.gather(*tasks)
        self._collect(phase, since)
        return phase

    async def burst(self, level: int, size: int, repeats: int) -> Phase:
        phase = Phase()
        since = time.perf_counter()
        rng = random.Random(level * 11 + 3)
        for _ in range(repeats):
            await self.server.wait_idle(quiet=0.3, timeout=120)
            chosen = rng.sample(self.tables[:level], min(size, level))
            # find every user's controls first, then click all at once
            prepared = []
            for chosen_table in chosen:
                prepared.append(await self._prepare(chosen_table, rng))
            await asyncio.gather(*(self._fire(p, phase, rng) for p in prepared if p is not None))
        self._collect(phase, since)
        return phase

    async def sweep_step(self, level: int, rate: float, seconds: float) -> dict[str, Any]:
        """``rate`` clicks/s for ``seconds`` at ``level`` games: acknowledgements, and each
        accepted move's picture delivery (its dispatch → the end of the first edit of its
        game's board with a picture attached, before that game's next click: through the
        channel, or through the click's own interaction when it was on the board)."""
        first = len(self.server.requests)
        phase, meta = await measured(self, self.steady(level, max(1, int(rate * seconds)), rate))
        pictures = [r for r in self.server.requests[first:] if r.files]
        boards: dict[str, int] = {}
        for game_id in {m[0] for m in phase.moves}:
            where = await self.remote.store.messages.get(game_id, "board")
            if where is not None:
                boards[str(where[1])] = game_id
        on_board = {token: game for game, _, token, source in phase.moves if source in boards}
        edits: dict[int, list[float]] = {}
        for r in pictures:
            parts = r.path.rstrip("/").split("/")
            game_id = boards.get(parts[-1])
            if parts[-1] == "@original" and len(parts) >= 3:
                game_id = on_board.get(parts[-3])
            if game_id is not None and r.method == "PATCH":
                edits.setdefault(game_id, []).append(r.started + r.duration)  # (perf_counter)
        by_game: dict[int, list[float]] = {}
        for game_id, at, _, _ in sorted(phase.moves, key=lambda m: m[1]):
            by_game.setdefault(game_id, []).append(at)
        delivery: list[float] = []
        for game_id, times in by_game.items():
            done = sorted(edits.get(game_id, []))
            for i, at in enumerate(times):
                before = times[i + 1] if i + 1 < len(times) else float("inf")
                seen = [t for t in done if at <= t < before]
                if seen:
                    delivery.append(seen[0] - at)
        wall = meta["wall_s"]
        return {
            "rate": rate,
            **_phase_out(phase),
            **meta,
            "clicks_per_s": phase.clicks / wall,
            "moves": len(phase.moves),
            "board_deliveries": len(delivery),
            "delivery_ms": _ms(delivery),
            "pictures": len(pictures),
            "pictures_per_s": len(pictures) / wall,
            "worker_cpu_ms_per_picture": 1000 * meta["cpu_s"]["workers"] / max(1, len(pictures)),
        }

    async def _prepare(self, table: Table, rng: random.Random) -> Any:
        from tests.e2e.world import controls_for

        bot = self.remote
        row = await bot.store.games.get(table.game_id)
        if row is None or row.status != "active" or row.state is None:
            return None
        rules = bot.tables.rules(row)
        humans = [seat for seat in sorted(rules.to_act(row.state)) if seat < len(table.users)]
        if not humans:
            return  # only computers must act (--computers): they are thinking
        seat = rng.choice(humans)
        user = table.users[seat]
        private = bot.presenters[row.game].private_acts(rules.view(row.state, seat))
        where = await controls_for(self.world, bot, table.game_id, user, row.stamps[seat], private)
        return user, where

    async def _fire(self, prepared: Any, phase: Phase, rng: random.Random) -> None:
        from tests.e2e.world import click_random

        user, where = prepared
        try:
            result = await click_random(self.world, user, where, rng, raise_on_timeout=False)
        except Exception as exc:
            phase.errors.append(f"{type(exc).__name__}: {exc}"[:300])
            return
        phase.clicks += 1
        if result.failed:
            phase.failed += 1
        else:
            phase.move_latencies.append(result.latency or 0.0)

    async def rest_per_action(self, level: int, clicks: int) -> dict[str, Any]:
        """Clicks one at a time in random games, waiting for the bot to go quiet after each:
        REST calls per accepted action, in total, per route and per game."""
        await self.server.wait_idle(quiet=0.3, timeout=120)
        phase = Phase()
        rng = random.Random(99 + level)
        routes: Counter[str] = Counter()
        per_game: dict[str, Counter[str]] = {}
        for _ in range(clicks):
            table = rng.choice(self.tables[:level])
            before = await self.remote.store.games.get(table.game_id)
            mark = self.server.mark()
            await self.guarded_click(table, phase, rng)
            await self.server.wait_idle(quiet=0.15, timeout=60)
            after = await self.remote.store.games.get(table.game_id)
            counts = self.server.request_counts(mark)
            tally = per_game.setdefault(table.game, Counter())
            tally["actions"] += after.version - before.version if after and before else 0
            tally["interactions"] += counts.pop(CALLBACK, 0)
            tally["rest_calls"] += sum(counts.values())
            tally.update({f"route {k}": v for k, v in counts.items()})
            routes.update(counts)
        actions = sum(t["actions"] for t in per_game.values())
        rest = sum(t["rest_calls"] for t in per_game.values())
        return {
            "level": level,
            "per_action_no_webhooks": _no_webhooks(routes) / max(1, actions),
            "actions": actions,
            "interactions": sum(t["interactions"] for t in per_game.values()),
            "rest_calls": rest,
            "per_action": rest / max(1, actions),
            "routes": dict(routes.most_common()),
            "per_game": {
                g: {**t, "per_action": t["rest_calls"] / max(1, t["actions"])}
                for g, t in sorted(per_game.items())
            },
            "errors": phase.errors[:5],
        }


def _no_webhooks(counts: Counter[str]) -> int:
    """REST calls other than edits/follow-ups of an interaction's own response (which use the
    interaction token, ``/webhooks/{application_id}/{token}/...``)."""
    return sum(
        n for route, n in counts.items() if not route.split(" ", 1)[1].startswith("/webhooks/")
    )


def _stale_answer(result: Any) -> Any:
    """The "out of date" answer with fresh controls (the response or a follow-up), if any."""
    for message in [result, *result.followups]:
        try:
            if message.components and "out of date" in message.content:
                return message
        except Exception:  # a response without a message
            continue
    return None


VERBS = {"a": "board move", "p": "private move", "hand": "My hand"}


def _kind(result: Any, games: dict[int, str]) -> str:
    """``"<game> <what>"`` for an interaction: a slash command, or a control by its verb."""
    data = result.payload.get("data") or {}
    custom = str(data.get("custom_id", ""))
    if not custom:
        return f"/{data.get('name', '?')}"
    parts = custom.split(":")
    if len(parts) < 4 or not parts[1].isdigit():
        return "other"
    game = games.get(int(parts[1]), "?")
    return f"{game} {VERBS.get(parts[3], parts[3])}"


def _ms(values: list[float]) -> dict[str, float]:
    return {k: (v if k == "n" else 1000 * v) for k, v in summary(values).items()}


def _phase_out(phase: Phase) -> dict[str, Any]:
    return {
        "ack_ms": _ms(phase.latencies),
        "ack_ms_by_kind": {k: _ms(v) for k, v in sorted(phase.by_kind.items())},
        "move_ack_ms": _ms(phase.move_latencies),
        "clicks": phase.clicks,
        "stale": phase.stale,
        "failed": phase.failed,
        "errors": phase.errors[:5],
        "slow_clicks": phase.slow,
    }


def first_in_line(
    niceness: int, batch: bool, cpus: set[int] | None = None
) -> tuple[int, int | None]:
    """(The driver, once the bot is started: its processes keep theirs.) Take ``niceness``
    if allowed (a negative one needs root), for this process and, where Linux groups
    processes by session (autogroups), for this session's group; with ``batch``, Linux's
    ``SCHED_BATCH`` for each of this process's threads (and those it starts later); with
    ``cpus``, only those cores for them; the niceness of both (``None``: no autogroups).

    The local Discord and the simulated users stand for machines of their own, but share the
    bot's two cores. With autogroups the CPU is shared between sessions first, so only the
    group's niceness counts against the bot (in its own session): a process's own niceness
    (-5, tried in stop 38) changed nothing. At 5 (the default) the bot's session weighs three
    times this one when both want a core; this process's own lateness still counts in the
    acknowledgements it times (it can only make them look slower).

    ``SCHED_BATCH`` (``--driver-policy batch``): a thread woken by the bot (a message on the
    loopback socket) does not take the core from the bot's loop thread, which woke it; it runs
    when the loop sleeps or at the next tick. Traced with ``perf sched`` (stop 40): the local
    Discord, woken so, took the loop's core for 19.5 ms while the other core drew pictures (at
    ``SCHED_IDLE``) and Linux did not move the loop there. With it the loop waited for a core
    30% less in all, but the driver no longer takes a core from the pictures either and fell
    behind the opening's pace (5,000 games in 921 s, not ~660): off by default.

    ``cpus`` (``--driver-cpus``): the local Discord and the users keep to those cores, more as
    if on machines of their own: the other cores are the bot's (no gain shown, stop 45)."""
    with contextlib.suppress(OSError):
        os.setpriority(os.PRIO_PROCESS, 0, niceness)
    for task in Path("/proc/self/task").iterdir():
        with contextlib.suppress(OSError):  # (a thread may have ended meanwhile)
            if batch and hasattr(os, "SCHED_BATCH"):
                os.sched_setscheduler(int(task.name), os.SCHED_BATCH, os.sched_param(0))
            if cpus:
                os.sched_setaffinity(int(task.name), cpus)
    if worker_exit.group_niceness() is not None:
        worker_exit.set_group_niceness(niceness)
    return os.getpriority(os.PRIO_PROCESS, 0), worker_exit.group_niceness()


async def measured(bench: Bench, work: Any) -> tuple[Any, dict[str, Any]]:
    """Run ``work`` (a coroutine) and wait for the bot to go quiet; what it returned, and the
    bot's loop lag, the driver's loop lag, CPU seconds of both and the wall time."""
    await bench.ask("lag")
    bench.driver_lag()
    cpu0, wall0 = bench.cpu(), time.perf_counter()
    gc.disable()  # the driver's own collections would delay the acknowledgements it measures
    try:
        result = await work
        await bench.server.wait_idle(quiet=0.3, timeout=300)
    finally:
        gc.enable()
    cpu1, wall = bench.cpu(), time.perf_counter() - wall0
    return result, {
        "lag": await bench.ask("lag"),
        "driver_lag_ms": bench.driver_lag(),
        "cpu_s": {k: cpu1[k] - cpu0[k] for k in cpu0},
        "wall_s": wall,
    }


async def run(args: argparse.Namespace, workdir: Path) -> dict[str, Any]:
    bench = Bench(args, workdir)
    await bench.start()
    levels_out: list[dict[str, Any]] = []
    try:
        base = await bench.ask("memory")
        previous = 0
        prev_rss = base["rss"]
        print(
            f"  bot ready; RSS {base['rss'] / 2**20:.1f} MiB; this process (the local Discord"
            f" and the users) at niceness {bench.driver_niceness}, its session's group at"
            f" {bench.driver_group_niceness}, its threads at SCHED_{args.driver_policy.upper()}"
            f" on cores {args.driver_cpus or 'all'}",
            flush=True,
        )
        for level in sorted(args.levels):
            (opened_in, setup), setup_meta = await measured(bench, bench.open_games(level))
            garbage = await bench.ask("garbage")
            memory = await bench.ask("memory")
            memory["children_rss"] = bench.family_rss()
            new_games = level - previous
            level_out: dict[str, Any] = {
                "level": level,
                "open_seconds": opened_in,
                "setup": {**_phase_out(setup), **setup_meta},
                "rss": memory["rss"],
                "children_rss": memory["children_rss"],
                "garbage_after_setup": garbage,
                "gc_objects": memory["gc_objects"],
                "gc_top_types": memory["gc_top_types"],
                "structures": {
                    k: v
                    for k, v in memory.items()
                    if k not in ("rss", "seq", "children_rss", "gc_objects", "gc_top_types")
                },
                "rss_kb_per_game_total": (memory["rss"] - base["rss"]) / 1024 / level,
                "rss_kb_per_new_game": (memory["rss"] - prev_rss) / 1024 / new_games,
            }
            print(
                f"  {level} games in progress (opened in {opened_in:.0f} s, {setup.failed} of"
                f" {len(setup.latencies)} interactions missed 3 s, setup ack p99"
                f" {fmt(level_out['setup']['ack_ms'].get('p99'))} ms; the hypervisor took"
                f" {level_out['setup']['cpu_s']['steal']:.1f} s of the cores); RSS"
                f" {memory['rss'] / 2**20:.1f} MiB; {memory['gc_objects']:,} objects tracked by"
                " the garbage collector",
                flush=True,
            )
            for t in setup_meta["lag"]["long_ticks"]:  # (also at the end; printed now too)
                print(f"    {long_tick(t)}", flush=True)
            previous, prev_rss = level, memory["rss"]
            mark = bench.server.mark()
            versions = await bench.versions(level)
            steady, meta = await measured(bench, bench.steady(level, args.clicks, args.rate))
            counts = bench.server.request_counts(mark)
            actions = await bench.versions(level) - versions
            callbacks = counts.pop(CALLBACK, 0)
            level_out["steady"] = {
                **_phase_out(steady),
                **meta,
                "interactions": callbacks,
                "actions": actions,
                "rest_calls": sum(counts.values()),
                "rest_per_action": sum(counts.values()) / max(1, actions),
                "rest_per_action_no_webhooks": _no_webhooks(counts) / max(1, actions),
                "routes": dict(counts.most_common()),
            }
            s = level_out["steady"]
            print(
                f"    steady: ack p50 {fmt(s['ack_ms'].get('median'))} p99"
                f" {fmt(s['ack_ms'].get('p99'))} ms over {s['ack_ms']['n']}; bot loop max"
                f" {fmt(s['lag']['lag_ms'].get('max'))} ms; driver loop max"
                f" {fmt(s['driver_lag_ms'].get('max'))} ms; bot CPU {s['cpu_s']['bot']:.1f} s"
                f" in {s['wall_s']:.1f} s; REST/action {fmt(s['rest_per_action'])}",
                flush=True,
            )
            if level > 1 and args.burst:
                burst, meta = await measured(
                    bench, bench.burst(level, args.burst, args.burst_repeats)
                )
                level_out["burst"] = {"size": min(args.burst, level), **_phase_out(burst), **meta}
                b = level_out["burst"]
                print(
                    f"    burst of {b['size']}: ack p50 {fmt(b['ack_ms'].get('median'))} p99"
                    f" {fmt(b['ack_ms'].get('p99'))} ms; bot loop max"
                    f" {fmt(b['lag']['lag_ms'].get('max'))} ms",
                    flush=True,
                )
            level_out["in_progress"] = await bench.in_progress(level)
            levels_out.append(level_out)
        thawed = await bench.ask("thaw")
        print(
            f"  frozen objects {thawed['frozen']:,}: {thawed['unreachable']:,} of them garbage"
            f" ({thawed['collect_cpu_ms']:.0f} ms to collect them all)",
            flush=True,
        )
        sweep = []
        for rate in args.sweep or []:
            step = await bench.sweep_step(max(args.levels), rate, args.sweep_seconds)
            sweep.append(step)
            print(
                f"  sweep {rate:g} clicks/s ({step['clicks_per_s']:.1f} made): ack p99"
                f" {fmt(step['ack_ms'].get('p99'))} ms; picture delivery p95"
                f" {fmt(step['delivery_ms'].get('p95'))} ms over {step['board_deliveries']};"
                f" bot loop max {fmt(step['lag']['lag_ms'].get('max'))} ms; bot CPU"
                f" {100 * step['cpu_s']['bot'] / step['wall_s']:.0f}%, workers"
                f" {100 * step['cpu_s']['workers'] / step['wall_s']:.0f}%;"
                f" {step['pictures_per_s']:.1f} pictures/s",
                flush=True,
            )
        rest_level = min([lv for lv in args.levels if lv >= len(GAME_IDS)] or args.levels)
        sequential = await bench.rest_per_action(rest_level, args.rest_clicks)
        print(f"  REST per action, one click at a time: {fmt(sequential['per_action'])}")
        traced = None
        if args.traced_games:
            top = max(args.levels)
            await bench.ask("trace_start")
            # Under tracemalloc the bot runs several times slower: at 5,000 games a /play
            # missed 3 s in three runs (stops 39 and 40), even one game a second. Memory, not
            # time, is measured here: such a miss ends the phase without the figure, not the run.
            from tests.fakediscord.errors import InteractionDeadlineExceeded

            try:
                await measured(bench, bench.open_games(top + args.traced_games, TRACED_OPEN_RATE))
            except InteractionDeadlineExceeded as exc:
                print(f"  tracemalloc: no figure, an interaction missed 3 s ({exc})", flush=True)
                await bench.ask("trace_stop")
            else:
                traced = await bench.ask("trace_stop")
                traced["games"] = args.traced_games
                traced["kb_per_game"] = traced["traced"] / 1024 / args.traced_games
                print(
                    f"  tracemalloc: {traced['kb_per_game']:.0f} KB per game over"
                    f" {args.traced_games} more games",
                    flush=True,
                )
        bench.server.assert_healthy()
    finally:
        await bench.stop()
    return {
        "base_rss": base["rss"],
        "driver_niceness": bench.driver_niceness,
        "driver_policy": args.driver_policy,
        "driver_cpus": args.driver_cpus,
        "driver_group_niceness": bench.driver_group_niceness,
        "levels": levels_out,
        "rest_sequential": sequential,
        "tracemalloc": traced,
        "thaw": thawed,
        "sweep": sweep,
        "stall_traces": loop_traces(workdir / "stalls.txt"),
    }


def report(figures: dict[str, Any], args: argparse.Namespace) -> str:
    rows = []
    for lv in figures["levels"]:
        for name in ("setup", "steady", "burst"):
            if name not in lv:
                continue
            ph = lv[name]
            if name == "setup":
                load = "opening games (/play, Join ×3, Start)"
            elif name == "steady":
                load = "one click at a time" if lv["level"] == 1 else f"{args.rate}/s Poisson"
            else:
                load = f"{ph['size']} at once ×{args.burst_repeats}"
            lag = ph["lag"]["lag_ms"]
            rows.append(
                [
                    str(lv["level"]),
                    load,
                    str(ph["ack_ms"]["n"]),
                    fmt(ph["ack_ms"].get("median")),
                    fmt(ph["ack_ms"].get("p95")),
                    fmt(ph["ack_ms"].get("p99")),
                    fmt(ph["ack_ms"].get("max")),
                    str(ph["failed"]),
                    fmt(lag.get("p99")),
                    fmt(lag.get("max")),
                    str(ph["lag"]["over_20ms"]),
                    fmt(ph["driver_lag_ms"].get("max")),
                    f"{ph['cpu_s']['bot'] / ph['wall_s']:.0%}",
                    (
                        verdict(ph["ack_ms"].get("p99", float("nan")), TARGET_ACK_P99_MS)
                        + " / "
                        + verdict(lag.get("max", float("nan")), TARGET_BLOCK_MS)
                    ),
                ]
            )
    acks = table(
        [
            "games",
            "clicks",
            "acks",
            "ack ms median",
            "p95",
            "p99",
            "max",
            "> 3 s",
            "bot loop lag p99 ms",
            "bot loop max ms",
            "ticks > 20 ms",
            "driver loop max ms",
            "bot CPU",
            "ack p99 ≤ 50 / loop ≤ 20",
        ],
        rows,
    )
    rest_rows = [
        [
            str(lv["level"]),
            "steady",
            str(lv["steady"]["actions"]),
            str(lv["steady"]["rest_calls"]),
            fmt(lv["steady"]["rest_per_action"]),
            fmt(lv["steady"]["rest_per_action_no_webhooks"]),
            verdict(lv["steady"]["rest_per_action_no_webhooks"], TARGET_REST_PER_ACTION),
        ]
        for lv in figures["levels"]
    ]
    seq = figures["rest_sequential"]
    for game, t in seq["per_game"].items():
        beyond = sum(
            v for k, v in t.items() if k.startswith("route ") and "/webhooks/" not in k
        ) / max(1, t["actions"])
        rest_rows.append(
            [
                str(seq["level"]),
                f"one at a time: {game}",
                str(t["actions"]),
                str(t["rest_calls"]),
                fmt(t["per_action"]),
                fmt(beyond),
                verdict(beyond, TARGET_REST_PER_ACTION),
            ]
        )
    rest_rows.append(
        [
            str(seq["level"]),
            "one at a time: all",
            str(seq["actions"]),
            str(seq["rest_calls"]),
            fmt(seq["per_action"]),
            fmt(seq["per_action_no_webhooks"]),
            verdict(seq["per_action_no_webhooks"], TARGET_REST_PER_ACTION),
        ]
    )
    rest = table(
        [
            "games",
            "phase",
            "actions",
            "REST calls (no callbacks)",
            "per action",
            "beyond the interaction's answer (no /webhooks/)",
            "≤ 2 beyond the answer",
        ],
        rest_rows,
    )
    routes = table(
        ["route", "calls", "per action"],
        [[route, str(n), fmt(n / max(1, seq["actions"]))] for route, n in seq["routes"].items()],
    )
    mem = table(
        [
            "games",
            "opened in s",
            "RSS MiB",
            "+ child processes MiB",
            "RSS KB/game (vs no games)",
            "RSS KB/new game",
            "≤ 200 KB (marginal, largest level)",
        ],
        [
            [
                str(lv["level"]),
                fmt(lv["open_seconds"]),
                fmt(lv["rss"] / 2**20),
                fmt(lv["children_rss"] / 2**20),
                fmt(lv["rss_kb_per_game_total"]),
                fmt(lv["rss_kb_per_new_game"]),
                verdict(lv["rss_kb_per_new_game"], TARGET_KB_PER_GAME)
                if lv is figures["levels"][-1] and len(figures["levels"]) > 1
                else "(one-time costs)",
            ]
            for lv in figures["levels"]
        ],
    )
    kinds: dict[str, list[str]] = {}
    for lv in figures["levels"]:
        for name in ("steady", "burst"):
            for kind, st in lv.get(name, {}).get("ack_ms_by_kind", {}).items():
                label = f"{lv['level']} {name}"
                kinds.setdefault(kind, []).append(
                    f"{label}: {fmt(st.get('median'))} / {fmt(st.get('p99'))} (n={st['n']})"
                )
    by_kind = table(
        ["interaction", "ack ms median / p99 (n) by games in progress and phase"],
        [[k, "; ".join(v)] for k, v in sorted(kinds.items())],
    )
    traced = figures.get("tracemalloc")
    if traced:
        mem += (
            f"\n\ntracemalloc (Python allocations still alive after opening {traced['games']}"
            f" more games, traced only meanwhile): {fmt(traced['kb_per_game'])} KB per game"
            f" ({verdict(traced['kb_per_game'], TARGET_KB_PER_GAME)})"
        )
    return (
        f"Interaction acknowledgement (dispatch → callback at the local server; a miss of the"
        f" 3 s deadline counts as 3 s) and event loop lag in the bot process:\n\n{acks}\n\n"
        f"Acknowledgement by kind of interaction:\n\n{by_kind}\n\n"
        f"Discord REST calls per accepted action (interaction callbacks excluded):\n\n{rest}"
        f"\n\nRoutes, one click at a time:\n\n{routes}\n\nMemory of the bot process (bot"
        f" ready: {figures['base_rss'] / 2**20:.1f} MiB):\n\n{mem}"
    )


def blocked_summary(figures: dict[str, Any]) -> str:
    """The loop-thread stacks the watchdog caught while the loop was blocked > 25 ms."""
    where: Counter[str] = Counter()
    worst: dict[str, float] = {}
    for lv in figures["levels"]:
        for name in ("setup", "steady", "burst"):
            part = lv.get(name)
            if not part:
                continue
            for b in part["lag"].get("blocked", []):
                stack = [s for s in b["loop_stack"] if "bot_e2e.py" not in s]
                key = " < ".join(stack[:4]) or "?"
                where[key] += 1
                worst[key] = max(worst.get(key, 0), b["stalled_ms"])
    lines = (
        ["Loop thread stacks sampled while the loop was blocked > 25 ms (count, worst ms):"]
        + [f"  {n:4d} {worst[key]:7.0f}  {key}" for key, n in where.most_common(12)]
        if where
        else ["No loop stall above 25 ms was sampled."]
    )
    traces = figures.get("stall_traces", [])
    for lv in figures["levels"]:
        for name in ("setup", "steady", "burst"):
            for t in (lv.get(name) or {}).get("lag", {}).get("long_ticks", []):
                lines.append(f"  {long_tick(t)} ({lv['level']} games, {name})")
                for trace in traces:
                    if "at" in t and t["at"] - t["lag_ms"] / 1000 - 0.01 < trace["after"] < t["at"]:
                        lines.append(
                            "    the loop thread's stack then: " + " < ".join(trace["stack"][:6])
                        )
                        lines += [
                            "    another thread not waiting: " + " < ".join(other)
                            for other in trace.get("others", [])
                        ]
    return "\n".join(lines)


def long_tick(t: dict[str, Any]) -> str:
    """One of ``long_ticks`` in words."""
    words = f"tick over 20 ms: {t['lag_ms']:.1f} ms, of it {t['cpu_ms']:.1f} running"
    if "run_queue_ms" in t:
        words += (
            f", {t['run_queue_ms']:.1f} waiting for a core (the rest asleep: the GIL or a"
            " blocking call, or the core taken by the hypervisor:"
            f" {t['steal_ms']:.0f} ms of the VM's steal meanwhile; both read every 5 ms, so"
            " over up to 5 ms either side of the tick)"
        )
    if t.get("other_threads"):
        words += "; the process's other threads meanwhile (ms running / waiting for a core): "
        words += ", ".join(
            f"{name} {ran:.1f} / {waited:.1f}" for name, ran, waited in t["other_threads"]
        )
    if t.get("gateway_slowest"):
        words += f"; gateway messages handled in it: {t['gateway_n']}, {t['gateway_ms']:.1f} ms"
        words += ", the slowest " + gateway_message(t["gateway_slowest"])
    return words


def gateway_message(entry: list[Any]) -> str:
    """A gateway message's handling (wall ms, CPU ms, event, bytes) in words."""
    wall, cpu, event, size = entry
    return f"{event} ({size:,} bytes): {wall:.1f} ms, {cpu:.1f} ms of CPU"


def gateway_summary(figures: dict[str, Any]) -> str:
    """The slowest gateway messages of each phase."""
    lines = ["Gateway messages the bot handled, the slowest of each phase:"]
    for lv in figures["levels"]:
        for name in ("setup", "steady", "burst"):
            gateway = (lv.get(name) or {}).get("lag", {}).get("gateway")
            if gateway:
                lines.append(f"  {lv['level']} games, {name}: {gateway['n']:,} messages")
                lines += [f"    {gateway_message(e)}" for e in gateway["slowest"]]
    return "\n".join(lines)


def loop_traces(path: Path) -> list[dict[str, Any]]:
    """The loop thread's stack (innermost first) in each dump of ``--trace-stalls``, with the
    time of the heartbeat it followed (``after``, CLOCK_MONOTONIC like ``long_ticks``' ``at``)
    and the innermost frames of the other threads that were not waiting then (``others``: the
    one holding the GIL while the loop slept is among them)."""
    if not path.exists():
        return []
    head, *lines = path.read_text(errors="replace").splitlines()
    loop = head.split()[-1].lower()
    dumps: list[tuple[float, list[tuple[str, list[str]]]]] = []  # each thread's frames
    for line in lines:
        if line.startswith("stall after beat "):
            dumps.append((float(line.split()[-1]), []))
        elif line.startswith(("Thread 0x", "Current thread 0x")) and dumps:
            dumps[-1][1].append((line.split()[-5].lower(), []))
        elif dumps and dumps[-1][1] and line.strip():
            dumps[-1][1][-1][1].append(line.strip())
    return [
        {
            "after": after,
            "stack": stack[:12],
            "others": [
                frames[:3]
                for other, frames in threads
                if other != loop and frames and not _idle(frames) and not _takes_work(frames[0])
            ],
        }
        for after, threads in dumps
        for thread, stack in threads
        if thread == loop
    ]


def _takes_work(frame: str) -> bool:
    """Whether a frame as faulthandler prints it ('File "…", line N in f') is a worker thread
    waiting for its next job (aiosqlite's thread at ``tx.get()``: in C, without the GIL)."""
    match = re.match(r'File "(.+)", line (\d+) in ', frame)
    return bool(match) and ".get()" in linecache.getline(match[1], int(match[2]))


def add_open_rate(parser: argparse.ArgumentParser) -> None:
    """``--open-rate``: the pace of the opening phases (also ``cluster.py``'s)."""
    parser.add_argument(
        "--open-rate",
        type=float,
        default=OPEN_RATE,
        help=f"games started per second at most while opening ({OPEN_RATE:g}; 0: no limit)",
    )


def main(argv: list[str] | None = None) -> int:
    if argv is None and sys.argv[1:2] == ["--child"]:
        return child_main()
    if argv is None and sys.argv[1:2] == ["--watch-stalls"]:
        return watch_stalls(int(sys.argv[2]))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_common_args(parser)
    parser.add_argument("--levels", type=int, nargs="+", help="games in progress (1 50 500)")
    parser.add_argument("--clicks", type=int, help="clicks in each steady phase (default 200)")
    parser.add_argument("--rate", type=float, default=5.0, help="clicks/s in total (default 5)")
    parser.add_argument("--burst", type=int, default=20, help="users clicking at once (20)")
    parser.add_argument("--burst-repeats", type=int, default=3)
    parser.add_argument("--rest-clicks", type=int, help="clicks for REST per action (default 60)")
    parser.add_argument("--open-jobs", type=int, default=4, help="games opened at once (4)")
    add_open_rate(parser)
    parser.add_argument(
        "--driver-niceness",
        type=int,
        default=5,
        help="this process's and its session's niceness once the bot runs (5: the bot's"
        " session first; a negative one needs root)",
    )
    parser.add_argument(
        "--driver-policy",
        choices=("batch", "normal"),
        default="normal",
        help="this process's scheduling policy once the bot runs (batch: waking, it does not"
        " take the core from the bot, but it falls behind the opening's pace)",
    )
    parser.add_argument(
        "--driver-cpus",
        type=int,
        nargs="+",
        metavar="CPU",
        help="this process's cores once the bot runs (default: all; the bot keeps all)",
    )
    parser.add_argument(
        "--sweep",
        type=float,
        nargs="+",
        metavar="RATE",
        help="after the levels: clicks/s at the largest level, with picture delivery",
    )
    parser.add_argument(
        "--sweep-seconds", type=float, default=30, help="seconds per sweep rate (30)"
    )
    parser.add_argument(
        "--computers",
        choices=("easy", "normal", "hard"),
        help="each game: its host and three computers of this level (computer delay 0)",
    )
    parser.add_argument("--dir", help="where the database goes (default: temporary)")
    parser.add_argument(
        "--trace-stalls",
        action="store_true",
        help="every thread's stack at each bot tick over 20 ms (faulthandler, on a signal)",
    )
    parser.add_argument(
        "--profile",
        metavar="FILE",
        help="cProfile the bot's loop thread throughout (slows it about twice) into FILE"
        " (read it with python -m pstats)",
    )
    parser.add_argument(
        "--phase-seconds", type=float, default=150, help="cap on a steady phase (150 s)"
    )
    parser.add_argument(
        "--traced-games", type=int, help="games opened at the end under tracemalloc (default 50)"
    )
    args = parser.parse_args(argv)
    args.levels = args.levels or ([1, 20, 50] if args.quick else [1, 50, 500])
    args.clicks = args.clicks or (60 if args.quick else 200)
    args.rest_clicks = args.rest_clicks or (20 if args.quick else 60)
    if args.traced_games is None:
        args.traced_games = 10 if args.quick else 50
    if args.quick:
        args.burst_repeats = min(args.burst_repeats, 2)
    info = machine()
    print(f"bot end-to-end benchmark · {machine_line(info)}")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="ichiba-e2e-", dir=args.dir) as tmp:
        figures = event_loop.run(run(args, Path(tmp)))
    info["loadavg_after"] = [round(x, 2) for x in os.getloadavg()]
    print()
    print(report(figures, args))
    print()
    print(blocked_summary(figures))
    print()
    print(gateway_summary(figures))
    for lv in figures["levels"]:
        for name in ("setup", "steady", "burst"):
            part = lv.get(name) or {}
            if part.get("errors") or part.get("slow_clicks"):
                print(f"driver notes, {lv['level']} games, {name}: errors {part.get('errors')}")
                for slow in part.get("slow_clicks", [])[:5]:
                    print(f"  slow click: {slow}")
    print(f"\n({time.perf_counter() - started:.0f} s; load average after {info['loadavg_after']})")
    write_json(
        args.json,
        {
            "benchmark": "bot_e2e",
            "machine": info,
            "args": {k: v for k, v in vars(args).items() if k != "json"},
            **figures,
        },
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Where a thread waited for a core, from a ``perf sched record`` of a benchmark run.

    perf sched record -k CLOCK_MONOTONIC -a -o run.perf &   # (root) beside the benchmark
    python benchmarks/bot_e2e.py --levels 2000 ...; kill -INT %1
    python benchmarks/sched_waits.py run.perf BOT_PID

For the thread (the bot's loop thread's id is the bot process's id): how many of its waits on a
run queue (woken or preempted, until it ran again) were over 2, 5, 10, 15 and 20 ms, their sum,
who held the two cores during the waits over 2 ms, and each wait over ``--over`` ms by core.
Timestamps are CLOCK_MONOTONIC's, as ``bot_e2e``'s ``long_ticks`` (``at``). Needs ``perf``.
"""

from __future__ import annotations

import argparse
import bisect
import re
import subprocess
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

EVENT = re.compile(r"\s*(\d+)/(\d+)\s+\[(\d+)\]\s+([\d.]+):\s+(\S+):\s+(.*)")
SWITCH = re.compile(
    r"prev_comm=(.*) prev_pid=(\d+) prev_prio=\d+ prev_state=(\S+) ==> next_comm=(.*)"
    r" next_pid=(\d+)"
)
WAKE = re.compile(r"comm=.* pid=(\d+) prio=\d+")
STEPS_MS = (2, 5, 10, 15, 20)


@dataclass
class Trace:
    """Who ran on each core when, and the thread's waits for one."""

    runs: list[tuple[float, float, int, int]] = field(default_factory=list)  # start, end, cpu, tid
    starts: list[float] = field(default_factory=list)  # of the runs, in order
    waits: list[tuple[float, float]] = field(default_factory=list)
    process: dict[int, int] = field(default_factory=dict)  # thread id → process id
    names: dict[int, str] = field(default_factory=dict)

    def who(self, tid: int) -> str:
        if tid == 0:
            return "idle"
        return f"{self.names.get(tid, '?')} [{self.process.get(tid, '?')}/{tid}]"

    def held(self, start: float, end: float) -> Counter[tuple[int, str]]:
        """Seconds each thread ran on each core between ``start`` and ``end``."""
        out: Counter[tuple[int, str]] = Counter()
        first = bisect.bisect_left(self.starts, start - 1.0)
        for run_start, run_end, cpu, tid in self.runs[first:]:
            if run_start > end:
                break
            overlap = min(run_end, end) - max(run_start, start)
            if overlap > 0:
                out[(cpu, self.who(tid))] += overlap
        return out


def events(path: str) -> Iterator[tuple[int, int, int, float, str, str]]:
    fields = "pid,tid,cpu,time,event,trace"
    with subprocess.Popen(
        ["perf", "script", "-i", path, "-F", fields],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        errors="replace",
    ) as perf:
        assert perf.stdout is not None
        for line in perf.stdout:
            if m := EVENT.match(line):
                yield int(m[1]), int(m[2]), int(m[3]), float(m[4]), m[5], m[6]


def read(path: str, thread: int) -> Trace:
    trace = Trace()
    current: dict[int, tuple[int, float]] = {}  # cpu → (thread, since)
    waiting_since: float | None = None
    for pid, tid, cpu, t, event, rest in events(path):
        trace.process[tid] = pid
        if event.startswith("sched:sched_switch") and (m := SWITCH.search(rest)):
            prev, state, nxt = int(m[2]), m[3], int(m[5])
            trace.names[prev], trace.names[nxt] = m[1], m[4]
            if cpu in current:
                trace.runs.append((current[cpu][1], t, cpu, current[cpu][0]))
            current[cpu] = (nxt, t)
            if prev == thread and state.startswith("R"):  # preempted: runnable, not running
                waiting_since = t
            elif nxt == thread and waiting_since is not None:
                trace.waits.append((waiting_since, t))
                waiting_since = None
        elif (
            event.startswith("sched:sched_wakeup")
            and (m := WAKE.search(rest))
            and int(m[1]) == thread
            and waiting_since is None
        ):
            waiting_since = t
    trace.runs.sort()
    trace.starts = [run[0] for run in trace.runs]
    return trace


def report(trace: Trace, over_ms: float) -> str:
    counts = [sum(1 for a, b in trace.waits if b - a > ms / 1000) for ms in STEPS_MS]
    lines = [
        f"{len(trace.waits)} waits, {sum(b - a for a, b in trace.waits):.2f} s in all; over"
        f" {'/'.join(map(str, STEPS_MS))} ms: {' / '.join(map(str, counts))}",
        "who held the cores during the waits over 2 ms (ms, both cores):",
    ]
    blame: Counter[str] = Counter()
    for a, b in trace.waits:
        if b - a > 0.002:
            for (_, who), seconds in trace.held(a, b).items():
                blame[who] += seconds
    lines += [f"  {1000 * s:9.1f}  {who}" for who, s in blame.most_common(12)]
    for a, b in trace.waits:
        if b - a > over_ms / 1000:
            lines.append(f"wait of {1000 * (b - a):.1f} ms from {a:.3f}:")
            held = sorted(trace.held(a, b).items(), key=lambda kv: -kv[1])[:6]
            lines += [f"  core {cpu}: {1000 * s:6.1f} ms {who}" for (cpu, who), s in held]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", help="perf sched record's output")
    parser.add_argument("thread", type=int, help="the thread's id (the bot's process id)")
    parser.add_argument("--over", type=float, default=15.0, help="list waits over (ms)")
    args = parser.parse_args()
    print(report(read(args.data, args.thread), args.over))


if __name__ == "__main__":
    main()

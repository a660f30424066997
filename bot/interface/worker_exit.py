"""Worker processes that give way to the bot and end with it.

A worker's work (a picture, a computer's move) can wait a little; the bot's answers to clicks
cannot: each worker runs at a lower priority (:data:`NICENESS`). A worker of a process pool
holds its task queue's write end itself, so it never sees end of file: the workers of a bot
killed with SIGKILL would wait forever, holding the files the bot gave them (its log pipe among
them). Each worker runs :func:`start_worker` as it starts, and exits once the bot process is
gone.
"""

from __future__ import annotations

import contextlib
import errno
import os
import threading
import time
from pathlib import Path

POLL_SECONDS = 1.0
NICENESS = 5  # added to the bot's: the workers yield the CPU to it when both want it
GROUP_NICENESS = 19  # of an idle worker's own scheduling group (Linux's autogroup)
AUTOGROUP = Path("/proc/self/autogroup")


def start_worker(bot_pid: int, *, idle: bool = False) -> None:
    """(In a worker, as it starts.) Lower this process's priority and :func:`follow` the bot.

    ``idle`` (the picture workers): run only on a core nobody else wants (Linux's
    ``SCHED_IDLE``, where the system has it). A niceness still takes its turn on a busy core:
    while games open on two cores, the bot's loop waited behind the pictures (ticks of 25-50 ms
    with a few ms of its own work; BENCHMARKS.md, section 9); a picture can wait, an answer to
    a click has 3 s. Such a worker also leaves the bot's group of processes (see
    :func:`own_group`)."""
    os.nice(NICENESS)
    if idle and hasattr(os, "SCHED_IDLE"):
        with contextlib.suppress(OSError):  # (refused in some containers: the niceness stays)
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
            own_group()
    follow(bot_pid)


def own_group(attempts: int = 50) -> bool:
    """(In an idle worker.) Move this process to a scheduling group of its own at the lowest
    weight; whether it is in one.

    With autogroups (``/proc/sys/kernel/sched_autogroup_enabled``, on by default), Linux first
    shares the CPU between sessions, then between the processes of each: a session holding a
    picture worker always wants a core, so every other program on the machine (PostgreSQL,
    or the benchmark's local Discord: its loop lag p99 57 ms while games opened) waited for
    the bot's session as for a busy one, whatever the worker's own ``SCHED_IDLE``. A session
    of its own (the worker still exits with the bot, :func:`follow`) at niceness 19 weighs
    1/68 of a normal one. Linux lets a user without ``CAP_SYS_ADMIN`` renice an autogroup ten
    times a second at most: the workers starting together take turns (for a second at most;
    should that fail, the worker's group keeps niceness 0 and its ``SCHED_IDLE``)."""
    if not AUTOGROUP.exists():
        return False  # (no autogroups: SCHED_IDLE alone already yields to every program)
    os.setsid()
    return set_group_niceness(GROUP_NICENESS, attempts)


def set_group_niceness(niceness: int, attempts: int = 50) -> bool:
    """Set the niceness of this process's autogroup (its session's, for every process of
    it); whether it was set. A group reniced less than 0.1 s ago by anyone is retried."""
    for _ in range(attempts):
        try:
            AUTOGROUP.write_text(str(niceness))
            return True
        except OSError as exc:
            if exc.errno != errno.EAGAIN:
                return False
            time.sleep(0.02)
    return False


def group_niceness() -> int | None:
    """The niceness of this process's autogroup, ``None`` without autogroups."""
    try:
        return int(AUTOGROUP.read_text().split("nice")[1])
    except (OSError, IndexError, ValueError):
        return None


def scheduled_idle() -> bool:
    """(In a worker.) Whether this process runs only on idle cores."""
    return hasattr(os, "SCHED_IDLE") and os.sched_getscheduler(0) == os.SCHED_IDLE


def follow(bot_pid: int) -> None:
    """(In a worker.) Exit this process soon after process ``bot_pid`` ends."""
    threading.Thread(target=_exit_after, args=(bot_pid,), daemon=True).start()


def _exit_after(pid: int) -> None:
    while True:
        time.sleep(POLL_SECONDS)
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            os._exit(0)
        except PermissionError:  # the process exists (another user's signals are refused)
            continue

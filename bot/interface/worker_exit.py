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
import os
import threading
import time

POLL_SECONDS = 1.0
NICENESS = 5  # added to the bot's: the workers yield the CPU to it when both want it


def start_worker(bot_pid: int, *, idle: bool = False) -> None:
    """(In a worker, as it starts.) Lower this process's priority and :func:`follow` the bot.

    ``idle`` (the picture workers): run only on a core nobody else wants (Linux's
    ``SCHED_IDLE``, where the system has it). A niceness still takes its turn on a busy core:
    while games open on two cores, the bot's loop waited behind the pictures (ticks of 25-50 ms
    with a few ms of its own work; BENCHMARKS.md, section 9); a picture can wait, an answer to
    a click has 3 s."""
    os.nice(NICENESS)
    if idle and hasattr(os, "SCHED_IDLE"):
        with contextlib.suppress(OSError):  # (refused in some containers: the niceness stays)
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    follow(bot_pid)


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

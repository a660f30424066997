"""Worker processes that give way to the bot and end with it.

A worker's work (a picture, a computer's move) can wait a little; the bot's answers to clicks
cannot: each worker runs at a lower priority (:data:`NICENESS`). A worker of a process pool
holds its task queue's write end itself, so it never sees end of file: the workers of a bot
killed with SIGKILL would wait forever, holding the files the bot gave them (its log pipe among
them). Each worker runs :func:`start_worker` as it starts, and exits once the bot process is
gone.
"""

from __future__ import annotations

import os
import threading
import time

POLL_SECONDS = 1.0
NICENESS = 5  # added to the bot's: the workers yield the CPU to it when both want it


def start_worker(bot_pid: int) -> None:
    """(In a worker, as it starts.) Lower this process's priority and :func:`follow` the bot."""
    os.nice(NICENESS)
    follow(bot_pid)


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

"""Worker processes that end with the bot.

A worker of a process pool (pictures, computer players) holds its task queue's write end
itself, so it never sees end of file: the workers of a bot killed with SIGKILL would wait
forever, holding the files the bot gave them (its log pipe among them). Each worker runs
:func:`follow` as it starts and exits once the bot process is gone.
"""

from __future__ import annotations

import os
import threading
import time

POLL_SECONDS = 1.0


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

"""The render workers' side (see :mod:`.render_pool`). The workers' ``forkserver`` preloads
this module, so each worker forked from it starts with every renderer imported.
"""

import os
import threading
import time

from bot.games import GAMES
from rendering import fonts, renderer

NICENESS = 5  # pictures can wait a little; the bot's answers to clicks cannot

for game_id in GAMES:
    renderer(game_id)  # imported once here, before the workers fork


def start(bot_pid: int) -> None:
    """Initializer of a worker: yield the CPU to the bot when both want it, load the fonts,
    and exit once the bot process is gone. Without the last, the workers of a bot killed with
    SIGKILL would wait on their task queue forever (each holds that queue's write end itself,
    so it never sees end of file)."""
    os.nice(NICENESS)
    fonts.warm_up()
    threading.Thread(target=_exit_after, args=(bot_pid,), daemon=True).start()


def _exit_after(pid: int) -> None:
    while True:
        time.sleep(1.0)
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            os._exit(0)
        except PermissionError:  # the process exists (another user's signals are refused)
            continue

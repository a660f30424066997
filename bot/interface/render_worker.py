"""The render workers' side (see :mod:`.render_pool`). The workers' ``forkserver`` preloads
this module, so each worker forked from it starts with every renderer imported.
"""

import os

from bot.games import GAMES
from bot.interface import worker_exit
from rendering import fonts, renderer

NICENESS = 5  # pictures can wait a little; the bot's answers to clicks cannot

for game_id in GAMES:
    renderer(game_id)  # imported once here, before the workers fork


def start(bot_pid: int) -> None:
    """Initializer of a worker: yield the CPU to the bot when both want it, load the fonts,
    and exit once the bot process is gone (:mod:`.worker_exit`)."""
    os.nice(NICENESS)
    fonts.warm_up()
    worker_exit.follow(bot_pid)

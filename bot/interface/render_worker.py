"""The render workers' side (see :mod:`.render_pool`). The workers' ``forkserver`` preloads
this module, so each worker forked from it starts with every renderer imported.
"""

from bot.games import GAMES
from bot.interface import worker_exit
from rendering import fonts, renderer

for game_id in GAMES:
    renderer(game_id)  # imported once here, before the workers fork


def start(bot_pid: int) -> None:
    """Initializer of a worker: draw only on a core the bot does not want, load the fonts,
    and exit once the bot process is gone (:mod:`.worker_exit`)."""
    worker_exit.start_worker(bot_pid, idle=True)
    fonts.warm_up()

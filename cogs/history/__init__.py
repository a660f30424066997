"""``/history``, ``/replay``, ``/stats`` and ``/leaderboard`` (the extension): every finished
game can be watched again, and every player has a record and a rating.

Every answer is ephemeral (only the asker sees it); the animated summary of a replay is posted
in the channel, for everyone, by its button. A button's click is checked against the server it
comes from, like the command was. How each game's moves read is the game's own
``cogs/<game>/history.py`` (see :mod:`cogs.history.text`).
"""

from __future__ import annotations

from functools import partial

from bot.games import GAMES
from bot.interface.client import IchibaBot
from cogs.history.buttons import HISTORY_ID, REPLAY_ID, HistoryButton, ReplayButton
from cogs.history.cog import HistoryCog
from cogs.history.text import describe


async def setup(bot: IchibaBot) -> None:
    bot.add_dynamic_items(HistoryButton, ReplayButton)
    bot.component_ids += [HISTORY_ID, REPLAY_ID]
    bot.describers.update({game: partial(describe, game) for game in GAMES})  # hints' moves
    await bot.add_cog(
        HistoryCog(
            history=bot.history,
            store=bot.store,
            settings=bot.settings,
            messenger=bot.messenger,
            renderer=bot.renderer,
            work=bot.work,
            presenters=bot.presenters,
        )
    )

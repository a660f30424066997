"""Tsukiji on Discord (the extension): its presenter, /rules pages and history lines."""

from __future__ import annotations

from bot.interface.client import IchibaBot
from cogs.tsukiji.presenter import TsukijiPresenter


async def setup(bot: IchibaBot) -> None:
    bot.presenters[TsukijiPresenter.game_id] = TsukijiPresenter()

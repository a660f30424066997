"""Flea Market on Discord (the extension): its presenter, /rules pages and history lines."""

from __future__ import annotations

from bot.interface.client import IchibaBot
from cogs.fleamarket.presenter import FleaMarketPresenter


async def setup(bot: IchibaBot) -> None:
    bot.presenters[FleaMarketPresenter.game_id] = FleaMarketPresenter()

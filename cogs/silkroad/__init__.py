"""Silk Road on Discord (the extension): its presenter, /rules pages and history lines."""

from __future__ import annotations

from bot.interface.client import IchibaBot
from cogs.silkroad.presenter import SilkRoadPresenter


async def setup(bot: IchibaBot) -> None:
    bot.presenters[SilkRoadPresenter.game_id] = SilkRoadPresenter()

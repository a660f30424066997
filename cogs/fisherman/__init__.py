"""Fisherman on Discord (the extension): its presenter, /rules pages and history lines."""

from __future__ import annotations

from bot.interface.client import IchibaBot
from cogs.fisherman.presenter import FishermanPresenter


async def setup(bot: IchibaBot) -> None:
    bot.presenters[FishermanPresenter.game_id] = FishermanPresenter()

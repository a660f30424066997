"""The game protocol shared by every rules module. Imports nothing of Discord."""

from bot.engine.errors import IllegalAction
from bot.engine.protocol import Action, Event, FinalView, Game, Result, State, replay

__all__ = ["Action", "Event", "FinalView", "Game", "IllegalAction", "Result", "State", "replay"]

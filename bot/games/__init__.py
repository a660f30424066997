"""The rules modules, one per game, and the registry of games that exist."""

from __future__ import annotations

from bot.engine import Game
from bot.games.fisherman import FISHERMAN
from bot.games.fleamarket import FLEAMARKET
from bot.games.silkroad import SILKROAD
from bot.games.tsukiji import TSUKIJI

GAMES: dict[str, Game] = {game.id: game for game in (TSUKIJI, FISHERMAN, FLEAMARKET, SILKROAD)}


def get_game(game_id: str) -> Game:
    """The game registered under ``game_id`` (raises ``KeyError`` for unknown ids)."""
    return GAMES[game_id]

"""The rules modules, one per game, and the registry of games that exist."""

from __future__ import annotations

from bot.engine import Game
from bot.games.tsukiji import TSUKIJI

GAMES: dict[str, Game] = {game.id: game for game in (TSUKIJI,)}


def get_game(game_id: str) -> Game:
    """The game registered under ``game_id`` (raises ``KeyError`` for unknown ids)."""
    return GAMES[game_id]

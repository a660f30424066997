"""The parameters every contract test runs over: each game of ``bot.games.GAMES`` (sorted by
id), and for some tests each of its player counts. ``ICHIBA_SOAK=1`` multiplies the games."""

from __future__ import annotations

import os

from tests.games.contracts import GAME_IDS, player_counts

SOAK = os.environ.get("ICHIBA_SOAK") == "1"
SCALE = 10 if SOAK else 1

GAME_PLAYERS: list[tuple[str, int]] = [
    (game_id, players) for game_id in GAME_IDS for players in player_counts(game_id)
]

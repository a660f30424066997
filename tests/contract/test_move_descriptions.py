"""Every game of bot.games.GAMES: every move of a replay reads as a sentence in history, no raw
catalog key, no unfilled placeholder."""

from __future__ import annotations

import logging

import pytest

from bot.engine.playout import random_playout
from bot.games import GAMES
from cogs.history.text import describe

NAMES = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_move_of_random_games_is_described(
    game: str, caplog: pytest.LogCaptureFixture
) -> None:
    rules = GAMES[game]
    seen: set[str] = set()
    for seed in range(4):
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        playout = random_playout(rules, players, seed, check_every=0, leak_every=0)
        state = rules.setup(players, seed, playout.options)
        with caplog.at_level(logging.WARNING, logger="bot.i18n"):
            for seat, action in playout.log:
                events = rules.apply(state, seat, dict(action))
                line = describe(game, seat, action, events, NAMES[:players], "en")
                assert line and "{" not in line and "history." not in line, (action, line)
                assert NAMES[seat] in line, (action, line)  # who moved, always
                seen.add(action["type"])
        assert not caplog.records, [r.getMessage() for r in caplog.records][:3]
    assert len(seen) >= 4

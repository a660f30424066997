"""A stored game rebuilt from its action log, to compare with the state the store holds."""

from __future__ import annotations

from bot.engine import State, replay
from bot.services.tables import Tables


async def replayed(tables: Tables, game_id: int) -> State:
    """The state of ``game_id`` replayed from its seed, options, seats and stored log."""
    row = await tables.load(game_id)
    assert row.seed is not None
    log = await tables.store.games.log(game_id)
    return replay(tables.rules(row), len(row.seats), row.seed, row.options, log)

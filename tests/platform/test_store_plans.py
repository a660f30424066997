"""What opening and playing games asks of SQLite never walks every game ever stored: each
statement the table service and the store send on that path is planned by SQLite on an index
of what it looks for (issue 28: a server with thousands of games, and all it has finished)."""

from __future__ import annotations

import random
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.services.tables import Tables
from bot.store import open_store
from tests.history.helpers import finish_game, open_game, play_to_end

# The tables whose rows grow with the games played (the settings, one row a server, do not).
GROWING = ("games", "seats", "actions", "moves", "timers", "results", "result_seats", "ratings")
WALKS = re.compile(r"^SCAN (\w+)")  # a whole table, or a whole index of it (SEARCH: a lookup)


@pytest.fixture
def statements(monkeypatch: pytest.MonkeyPatch) -> Iterator[set[str]]:
    """Every SQL statement run on SQLite connections opened during the test, as run."""
    seen: set[str] = set()
    connect = sqlite3.connect

    def traced(*args, **kwargs) -> sqlite3.Connection:
        connection = connect(*args, **kwargs)
        connection.set_trace_callback(seen.add)
        return connection

    monkeypatch.setattr(sqlite3, "connect", traced)
    yield seen


def walked_tables(path: Path, statement: str) -> list[str]:
    """The growing tables SQLite would read in full (or one of their indexes in full) to
    run ``statement``."""
    with sqlite3.connect(path) as connection:
        plan = connection.execute("EXPLAIN QUERY PLAN " + statement).fetchall()
    walked = (WALKS.match(step[3]) for step in plan)
    return [m[1] for m in walked if m and m[1] in GROWING]


async def test_opening_and_playing_games_reads_indexes_not_every_game(
    tmp_path: Path, statements: set[str]
) -> None:
    path = tmp_path / "plans.db"
    store = await open_store(path)
    tables = Tables(store)
    try:
        # Finished games and open ones in two servers, in a channel and in threads.
        for seed in range(3):
            await finish_game(tables, "fisherman", [100 + seed, 200, None], seed, guild_id=1)
        lobby = await tables.open_lobby(
            "tsukiji", 1, 11, 300, "P", {}, "en-US", limits=(3, 50), in_thread=True
        )
        await tables.join(lobby.id, 301, "Q")
        await tables.start(lobby.id, 300)
        await tables.store.games.move_to_thread(lobby.id, 12)
        other = await tables.open_lobby("silkroad", 2, 21, 400, "R", {}, "en-US", limits=(3, 50))
        await tables.join(other.id, 200, "S")
        playing = await open_game(tables, "fleamarket", [200, 401, None], guild_id=2, channel_id=22)
        await play_to_end(tables, playing, random.Random(1), max_moves=5)
        # What the commands and the clicks look up.
        assert [g.id for g in await store.games.seated(200)] == [other.id, playing]
        assert (await store.games.open_in_channel(21)).id == other.id  # type: ignore[union-attr]
        assert [g.id for g in await store.games.open_in_threads(11)] == [lobby.id]
        assert await store.games.open_ids(2) == [other.id, playing]
        for seed in range(3, 5):  # a season's end timer is looked for with each result
            await finish_game(tables, "fisherman", [500 + seed, 200, None], seed, guild_id=1)
        await tables.open_lobby(
            "tsukiji", 1, 11, 600, "T", {}, "en-US", limits=(3, 50), in_thread=True
        )
        await tables.open_lobby("tsukiji", 1, 31, 601, "U", {}, "en-US", limits=(3, 50))
        await store.games.seated(200)
        await store.games.open_in_channel(21)
        await store.games.open_in_threads(11)
        await store.games.open_ids(1)
    finally:
        await store.close()
    queries = ("SELECT", "INSERT", "UPDATE", "DELETE", "WITH")
    run = sorted(s for s in statements if s.lstrip().upper().startswith(queries))
    assert len(run) > 20, run  # the path was traced
    walking = {s: walked_tables(path, s) for s in run}
    assert {s: walked for s, walked in walking.items() if walked} == {}

"""On PostgreSQL a move on the snapshot this process wrote is one statement (issue 28): no read
first, the write itself checks that the stored game is still the one held. Whatever changed it
meanwhile (another process's move, a hand edit, a lost log entry, a closed game) sends the move
back to the read and its checks, with the same answers as before."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import asyncpg
import pytest

from bot.engine import IllegalAction
from bot.engine.playout import _pick
from bot.services.tables import Outcome, Tables, encode_action
from bot.store import Store, open_store
from bot.store.postgres import RESULTS_LOCK, PostgresStore

HOST = 100


class Counted:
    """Counts the statements a PostgreSQL store is asked to run (``fetchrow`` and ``scalar``
    go through ``fetch``)."""

    def __init__(self, store: PostgresStore, monkeypatch: pytest.MonkeyPatch) -> None:
        self.n = 0
        for name in ("fetch", "write"):
            original = getattr(store, name)

            def counted(*args: Any, _original: Any = original, **kwargs: Any) -> Any:
                self.n += 1
                return _original(*args, **kwargs)

            monkeypatch.setattr(store, name, counted)


async def _started(tables: Tables) -> int:
    row = await tables.open_lobby("tsukiji", 1, 10, HOST, "Host", {}, "en-US")
    for user in range(HOST + 1, HOST + 4):
        await tables.join(row.id, user, f"P{user}")
    await tables.start(row.id, HOST)
    return row.id


async def _move(tables: Tables, game_id: int, rng: random.Random) -> Outcome:
    row = await tables.store.games.get(game_id)
    assert row is not None and row.state is not None
    rules = tables.rules(row)
    seat = rng.choice(sorted(rules.to_act(row.state)))
    code = encode_action(_pick(rules, rules.legal_actions(row.state, seat), rng))
    user = row.seats[seat].user_id
    assert user is not None
    return await tables.act(game_id, user, None, code)


async def _stored_as_returned(store: Store, outcome: Outcome) -> None:
    stored = await store.games.get(outcome.row.id)
    assert stored is not None
    assert (stored.version, stored.state, stored.stamps, stored.digest) == (
        outcome.row.version,
        outcome.row.state,
        outcome.row.stamps,
        outcome.row.digest,
    )
    assert stored.seats == outcome.row.seats and stored.log_length == stored.version


async def test_a_move_on_the_snapshot_written_here_is_one_statement(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = await open_store(postgres_url)
    try:
        assert isinstance(store, PostgresStore) and store.games.moves_held
        tables = Tables(store)
        game_id = await _started(tables)
        rng = random.Random(3)
        await _move(tables, game_id, rng)  # read, then written: held from now on
        for _ in range(5):
            row = await store.games.get(game_id)
            assert row is not None and row.state is not None
            rules = tables.rules(row)
            seat = rng.choice(sorted(rules.to_act(row.state)))
            code = encode_action(_pick(rules, rules.legal_actions(row.state, seat), rng))
            counted = Counted(store, monkeypatch)
            outcome = await tables.act(game_id, row.seats[seat].user_id or 0, None, code)
            assert counted.n == 1
            monkeypatch.undo()
            await _stored_as_returned(store, outcome)
    finally:
        await store.close()


async def test_a_game_changed_elsewhere_is_read_and_checked_as_before(postgres_url: str) -> None:
    store = await open_store(postgres_url)
    other = await open_store(postgres_url)
    try:
        tables, elsewhere = Tables(store), Tables(other)
        game_id = await _started(tables)
        rng = random.Random(5)
        await _move(tables, game_id, rng)
        # Another process moves: the held snapshot is out of date, the move is read again.
        await _move(elsewhere, game_id, rng)
        await _stored_as_returned(store, await _move(tables, game_id, rng))
        # The same snapshot in other text: read, checked in full, accepted.
        row = await store.games.get(game_id)
        assert row is not None
        await store.write(
            "UPDATE games SET state = ? WHERE id = ?", (json.dumps(row.state, indent=2), game_id)
        )
        await _stored_as_returned(store, await _move(tables, game_id, rng))
        # A seat's flag changed without a new version: the move returns the stored one.
        await store.write(
            "UPDATE seats SET dm_open = 0 WHERE game_id = ? AND seat = 2", (game_id,)
        )
        outcome = await _move(tables, game_id, rng)
        assert not outcome.row.seats[2].dm_open
        await _stored_as_returned(store, outcome)
        # A lost log entry: the move is refused as damaged, as a read would find.
        await store.write("DELETE FROM actions WHERE game_id = ? AND n = 2", (game_id,))
        with pytest.raises(IllegalAction, match=re.escape("error.damaged")):
            await _move(tables, game_id, rng)
    finally:
        await other.close()
        await store.close()


async def test_a_closed_game_refuses_the_held_move(postgres_url: str) -> None:
    store = await open_store(postgres_url)
    try:
        tables = Tables(store)
        game_id = await _started(tables)
        rng = random.Random(7)
        await _move(tables, game_id, rng)
        row = await store.games.get(game_id)
        assert row is not None and row.state is not None
        await store.games.abandon(game_id, "test")  # (not through this Tables)
        rules = tables.rules(row)
        seat = min(rules.to_act(row.state))
        code = encode_action(rules.legal_actions(row.state, seat)[0])
        with pytest.raises(IllegalAction, match=re.escape("error.game_not_active")):
            await tables.act(game_id, row.seats[seat].user_id or 0, None, code)
        assert (await store.games.get(game_id)).version == row.version  # type: ignore[union-attr]
    finally:
        await store.close()


async def test_a_statement_is_one_round_trip_the_pool_resets_no_session(postgres_url: str) -> None:
    """asyncpg's pool would send a session reset after every statement (a second round trip);
    the store's own pool (bot/store/pg_pool.py) keeps each session, and a transaction that
    fails is still rolled back and its lock released."""
    store = await open_store(postgres_url)
    watcher = await asyncpg.connect(postgres_url)
    try:
        assert await store.scalar("SELECT 1 /* ichiba: the last statement */") == 1
        last = await watcher.fetch(
            "SELECT query FROM pg_stat_activity WHERE application_name = 'ichiba'"
            " AND datname = current_database()"
        )
        texts = [row["query"] for row in last]
        assert any("ichiba: the last statement" in text for text in texts), texts
        assert not any("RESET ALL" in text for text in texts), texts
        with pytest.raises(ZeroDivisionError):
            async with store.transaction() as conn:
                await store.results_in_turn(conn)
                raise ZeroDivisionError
        async with watcher.transaction():  # the lock was released with the rollback
            assert await watcher.fetchval(
                "SELECT pg_try_advisory_xact_lock($1)", RESULTS_LOCK
            )
        assert await store.scalar("SELECT 2") == 2
    finally:
        await watcher.close()
        await store.close()


async def test_a_held_move_ends_its_players_run_of_expiries(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the moves trigger does for a player's move, the held statement does too: the seat's
    run of timer expiries ends (the others' stay)."""
    store = await open_store(postgres_url)
    try:
        tables = Tables(store)
        game_id = await _started(tables)
        rng = random.Random(11)
        await _move(tables, game_id, rng)  # held from now on
        row = await store.games.get(game_id)
        assert row is not None and row.state is not None
        for seat in range(4):
            await store.games.set_seat_state(game_id, seat, away=False, expiries=2)
        rules = tables.rules(row)
        seat = min(rules.to_act(row.state))
        code = encode_action(_pick(rules, rules.legal_actions(row.state, seat), rng))
        counted = Counted(store, monkeypatch)
        outcome = await tables.act(game_id, row.seats[seat].user_id or 0, None, code)
        assert counted.n == 1  # the held statement
        monkeypatch.undo()
        stored = await store.games.get(game_id)
        assert stored is not None and stored.version == row.version + 1
        assert [s.expiries for s in stored.seats] == [0 if s == seat else 2 for s in range(4)]
        assert [s.expiries for s in outcome.row.seats] == [s.expiries for s in stored.seats]
        await _stored_as_returned(store, outcome)
    finally:
        await store.close()


async def test_the_snapshot_a_move_writes_is_compressed_with_lz4(postgres_url: str) -> None:
    """Migration 0021: the snapshot rewritten at every move is stored lz4-compressed (the
    server's cheaper compression) and reads back as written."""
    store = await open_store(postgres_url)
    try:
        tables = Tables(store)
        game_id = await _started(tables)
        rng = random.Random(5)
        await _move(tables, game_id, rng)
        outcome = await _move(tables, game_id, rng)  # a held move
        compression, size, length = await store.fetchrow(
            "SELECT pg_column_compression(state), pg_column_size(state), octet_length(state)"
            " FROM games WHERE id = ?",
            (game_id,),
        )
        assert compression == "lz4" and size < length
        await _stored_as_returned(store, outcome)
    finally:
        await store.close()

"""The SQLite store: migrations, WAL, permissions, versions, one open game per channel."""

from __future__ import annotations

import sqlite3
import stat
from pathlib import Path

import pytest

from bot.store import ChannelBusy, SchemaTooNew, Store, VersionConflict


@pytest.fixture
async def store(tmp_path: Path):
    opened = await Store.open(tmp_path / "ichiba.db")
    yield opened
    await opened.close()


async def test_file_is_private_wal_and_migrated(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "ichiba.db"
    store = await Store.open(path)
    try:
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert await store.schema_version() >= 1
    finally:
        await store.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    reopened = await Store.open(path)  # migrations are applied once
    await reopened.close()


async def test_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.db"
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA user_version = 999")
    with pytest.raises(SchemaTooNew):
        await Store.open(path)


async def test_one_open_game_per_channel(store: Store) -> None:
    row = await store.create_lobby("tsukiji", 1, 10, 100, "Host", {})
    with pytest.raises(ChannelBusy):
        await store.create_lobby("tsukiji", 1, 10, 101, "Other", {})
    await store.set_status(row.id, "abandoned")
    again = await store.create_lobby("tsukiji", 1, 10, 101, "Other", {})
    assert again.id != row.id


async def test_seats_stay_numbered_after_leave(store: Store) -> None:
    row = await store.create_lobby("tsukiji", 1, 10, 100, "Host", {})
    for user, name in ((101, "山田"), (102, "🐟"), (103, "Zoë")):
        await store.add_seat(row.id, user, name, "human")
    await store.remove_seat(row.id, 1)
    loaded = await store.get_game(row.id)
    assert loaded is not None
    assert [(s.seat, s.user_id, s.name) for s in loaded.seats] == [
        (0, 100, "Host"),
        (1, 102, "🐟"),
        (2, 103, "Zoë"),
    ]


async def test_actions_are_versioned_and_atomic(store: Store) -> None:
    row = await store.create_lobby("tsukiji", 1, 10, 100, "Host", {})
    await store.start_game(row.id, 42, {"n": 0}, [0])
    recorded = await store.record_action(row.id, 0, 0, {"type": "x"}, {"n": 1}, [1], "active")
    assert recorded.version == 1
    with pytest.raises(VersionConflict):  # a second writer with the old version loses
        await store.record_action(row.id, 0, 0, {"type": "y"}, {"n": 9}, [1], "active")
    loaded = await store.get_game(row.id)
    assert loaded is not None
    assert (loaded.version, loaded.state, loaded.stamps) == (1, {"n": 1}, [1])
    assert (loaded.digest, loaded.log_length) == (recorded.digest, 1)  # the text written
    assert await store.action_log(row.id) == [(0, {"type": "x"})]


async def test_messages_votes_and_timers(store: Store) -> None:
    row = await store.create_lobby("tsukiji", 1, 10, 100, "Host", {})
    await store.set_message(row.id, "board", 10, 555)
    await store.set_message(row.id, "board", 10, 556)
    assert await store.get_message(row.id, "board") == (10, 556)
    assert await store.vote_abandon(row.id, 100) == 1
    assert await store.vote_abandon(row.id, 100) == 1
    assert await store.vote_abandon(row.id, 101) == 2
    await store.add_timer(row.id, "turn", 50.0, {"seat": 1})
    assert await store.due_timers(10.0) == []
    assert await store.due_timers(60.0) == [(1, row.id, "turn", {"seat": 1})]
    await store.delete_timers(row.id)
    assert await store.due_timers(60.0) == []


async def test_a_players_move_ends_their_run_of_expiries_and_a_finished_game_takes_none(
    store: Store,
) -> None:
    row = await store.create_lobby("tsukiji", 1, 10, 100, "Host", {})
    await store.add_seat(row.id, 101, "Guest", "human")
    await store.start_game(row.id, 42, {"n": 0}, [0, 0])
    await store.set_seat_state(row.id, 0, away=False, expiries=1)
    await store.set_seat_state(row.id, 1, away=False, expiries=1)
    await store.record_action(row.id, 0, 0, {"t": 1}, {"n": 1}, [1, 1], "active", "timer")
    await store.record_action(row.id, 1, 1, {"t": 2}, {"n": 2}, [2, 2], "over", "player")
    loaded = await store.get_game(row.id)
    assert [seat.expiries for seat in loaded.seats] == [1, 0]  # only the player who acted
    with pytest.raises(VersionConflict):  # the game is over: no move is taken
        await store.record_action(row.id, 2, 0, {"t": 3}, {"n": 3}, [3, 3], "over")
    assert await store.actors(row.id) == ["timer", "player"]


def test_the_store_uses_only_public_apis_of_its_libraries() -> None:
    """No attribute with a leading underscore is reached through another object (aiosqlite's
    ``Connection._execute`` was, once)."""
    import ast

    import bot.store.store as module

    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    private = [
        f"{ast.unparse(node)} (line {node.lineno})"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr.startswith("_")
        and not node.attr.startswith("__")
        and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls", "store"))
    ]
    assert not private, private

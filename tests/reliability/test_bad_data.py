"""Damaged data and a database that cannot be written.

The action log is the source of truth. A game row whose snapshot is unreadable, breaks the game's
invariants or differs from a replay of its log is rebuilt from the log; a game whose log itself
cannot be replayed (or disagrees with the row) is left untouched and every click on it is answered
"this game's data is damaged". A full or read-only database refuses moves clearly and changes
nothing. A database written by a newer Ichiba is refused at start, before anything is written.
Other games keep running throughout, and every problem leaves a log line.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import random
import resource
import sqlite3
import sys
from pathlib import Path

import pytest

from bot.games import GAMES
from bot.store import open_store
from tests.e2e.process import ROOT, BotProcess, RemoteBot
from tests.e2e.world import (
    World,
    board_message,
    button,
    controls_for,
    make_world,
    message_updated,
    open_and_start,
    play_game,
    running_bot,
)
from tests.reliability import consistent, pick_control

DAMAGED = "saved data is damaged"
NOT_SAVED = "couldn't save that move"
UNWRITABLE = "database can't be written"


def _raw(db: Path, game_id: int) -> tuple:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT * FROM games WHERE id = ?", (game_id,)).fetchone()


def _edit(db: Path, sql: str, *params: object) -> None:
    """A hand edit with the sqlite3 shell, while the bot runs."""
    with sqlite3.connect(db, timeout=10) as conn:
        conn.execute(sql, params)


async def _tables(world: World, bot, count: int) -> list[World]:
    """``count`` two-player Tsukiji games, each in its own channel with its own players."""
    server = world.server
    tables = []
    for number in range(count):
        channel = server.add_text_channel(world.guild, f"t{number}")  # type: ignore[attr-defined]
        users = world.users[2 * number : 2 * number + 2]
        table = World(server, channel, users, world.db)
        table.guild = world.guild  # type: ignore[attr-defined]
        table.game_id = await open_and_start(table, bot, users)  # type: ignore[attr-defined]
        tables.append(table)
    return tables


async def _a_move(table: World, bot) -> tuple:
    """Whoever must act, and a control they may click (found while the row is still sound)."""
    row = await bot.store.games.get(table.game_id)  # type: ignore[attr-defined]
    rules = bot.tables.rules(row)
    seat = sorted(rules.to_act(row.state))[0]
    user = table.users[seat]
    private = bot.presenters[row.game].private_acts(rules.view(row.state, seat))
    where = await controls_for(table, bot, row.id, user, row.stamps[seat], private)
    return user, where, pick_control(where, random.Random(seat))


async def _click(table: World, user, where, choice):
    control, values = choice
    if values is None:
        return await table.server.click(user, where, control)
    return await table.server.select(user, where, control, values)


async def _my_hand(table: World, bot, user) -> str:
    board = await board_message(table, bot, table.game_id)  # type: ignore[attr-defined]
    answer = await table.server.click(user, board, button(board, "My hand"))
    assert answer.ephemeral
    return answer.content


async def test_damaged_rows_are_rebuilt_from_the_log_or_left_untouched(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    world = await make_world(tmp_path, [f"P{n}" for n in range(10)])
    db = world.db
    rng = random.Random(1)
    caplog.set_level(logging.WARNING)
    try:
        async with running_bot(world) as bot:
            sound, broken_log, truncated, unknown, edited = await _tables(world, bot, 5)
            for table in (sound, broken_log, truncated, unknown, edited):
                await play_game(table, bot, table.game_id, rng, max_clicks=3)

            # 1. Unreadable snapshot JSON: rebuilt from the log, and the click is applied.
            user, where, choice = await _a_move(sound, bot)
            before = len(await bot.store.games.log(sound.game_id))
            _edit(db, "UPDATE games SET state = '{not json' WHERE id = ?", sound.game_id)
            answer = await _click(sound, user, where, choice)
            assert message_updated(answer), answer.content
            _, log = await consistent(bot.store, sound.game_id)
            assert len(log) == before + 1
            assert "state is not valid JSON; rebuilt its snapshot" in caplog.text

            # 2. A snapshot that breaks the rules (a card taken out of the deck), then one that
            #    is valid but not what the log says (an older snapshot put back): both rebuilt.
            row = await bot.store.games.get(edited.game_id)
            older = json.dumps(row.state)
            await play_game(edited, bot, edited.game_id, rng, max_clicks=2)
            row = await bot.store.games.get(edited.game_id)
            row.state["deck"].pop()
            _edit(db, "UPDATE games SET state = ? WHERE id = ?", json.dumps(row.state), row.id)
            assert DAMAGED not in await _my_hand(edited, bot, edited.users[0])
            await consistent(bot.store, edited.game_id)
            assert "cards not conserved" in caplog.text
            _edit(db, "UPDATE games SET state = ? WHERE id = ?", older, row.id)
            await play_game(edited, bot, edited.game_id, rng, max_clicks=2)
            await consistent(bot.store, edited.game_id)
            assert "differs from a replay of the log" in caplog.text

            # 3. A log entry that cannot be read, with a damaged snapshot: left untouched.
            _edit(
                db,
                "UPDATE actions SET action = '{oops' WHERE game_id = ? AND n = 2",
                broken_log.game_id,
            )
            _edit(db, "UPDATE games SET state = '[]' WHERE id = ?", broken_log.game_id)
            # 4. A good snapshot, but the log lost its last action: the snapshot is kept.
            _edit(db, "DELETE FROM actions WHERE game_id = ? AND n = 3", truncated.game_id)
            # 5. A game this bot does not know.
            _edit(db, "UPDATE games SET game = 'chess' WHERE id = ?", unknown.game_id)
            rows = {t.game_id: _raw(db, t.game_id) for t in (broken_log, truncated, unknown)}
            for table in (broken_log, truncated, unknown):
                for user in table.users:
                    assert DAMAGED in await _my_hand(table, bot, user)
                status = await world.server.slash(table.users[0], table.channel, "game status")
                assert status.ephemeral and DAMAGED in status.content
            assert "cannot be rebuilt from its log" in caplog.text
            user, where, choice = await _a_move(truncated, bot)  # a real move is refused too
            answer = await _click(truncated, user, where, choice)
            assert answer.ephemeral and DAMAGED in answer.content
            for game_id, raw in rows.items():
                assert _raw(db, game_id) == raw, "a damaged game was changed"

            # The sound games go on meanwhile.
            await play_game(sound, bot, sound.game_id, rng, max_clicks=4)
            await consistent(bot.store, sound.game_id)

        # A restart with damaged games: the others are resumed all the same.
        caplog.clear()
        async with running_bot(world) as bot:
            await bot._resume  # resuming every open game after the start
            await bot.work.quiet()
            assert caplog.text.count("cannot be rebuilt from its log") >= 3
            await play_game(sound, bot, sound.game_id, rng, max_clicks=4)
            await consistent(bot.store, sound.game_id)
            # The host can close a damaged game.
            done = await world.server.slash(unknown.users[0], unknown.channel, "game abandon")
            assert done.ephemeral and "abandoned" in done.content
            await bot.work.quiet()
            assert (await bot.store.games.get(unknown.game_id)).status == "abandoned"
            world.server.assert_healthy()
    finally:
        await world.server.close()


async def test_a_full_disk_refuses_moves_clearly_and_changes_nothing(tmp_path: Path) -> None:
    """The real bot process may not write a single byte more to any file (``RLIMIT_FSIZE`` 0:
    every write of SQLite fails as on a full disk) while two games are running."""
    world = await make_world(tmp_path, [f"P{n}" for n in range(5)])
    server = world.server
    rng = random.Random(2)
    process, remote = BotProcess(world), None
    try:
        await process.start()
        remote = await RemoteBot.open(world.db, process)
        first, second = await _tables(world, remote, 2)
        for table in (first, second):
            await play_game(table, remote, table.game_id, rng, max_clicks=2)
        user, where, choice = await _a_move(first, remote)
        raw = _raw(world.db, first.game_id)
        limit = resource.prlimit(process.proc.pid, resource.RLIMIT_FSIZE)
        resource.prlimit(process.proc.pid, resource.RLIMIT_FSIZE, (0, limit[1]))
        refused = await _click(first, user, where, choice)
        assert refused.ephemeral and NOT_SAVED in refused.content
        status = await server.slash(second.users[0], second.channel, "game status")
        assert status.ephemeral and status.embeds, "reading still works"
        lobby = await server.slash(world.users[4], world.channel, "play", game="tsukiji")
        assert lobby.ephemeral and UNWRITABLE in lobby.content
        await remote.work.quiet()
        assert _raw(world.db, first.game_id) == raw
        await process.wait_for_log("not saved: disk I/O error")
        await process.wait_for_log("the database cannot be written")

        # Space again: the very same click now works, and both games go on.
        resource.prlimit(process.proc.pid, resource.RLIMIT_FSIZE, limit)
        again = await _click(first, user, where, choice)
        assert message_updated(again), again.content
        for table in (first, second):
            await play_game(table, remote, table.game_id, rng, max_clicks=3)
            await consistent(remote.store, table.game_id)
        server.assert_healthy()
    finally:
        if remote is not None:
            await remote.store.close()
        await process.stop()
        await server.close()


async def test_a_read_only_database_refuses_moves_clearly_and_changes_nothing(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """(Simulated with ``PRAGMA query_only`` on the bot's connection: the tests run as root,
    for whom file permissions are no obstacle.)"""
    world = await make_world(tmp_path, [f"P{n}" for n in range(4)])
    server = world.server
    rng = random.Random(3)
    caplog.set_level(logging.WARNING)
    try:
        async with running_bot(world) as bot:
            first, second = await _tables(world, bot, 2)
            await bot.store._conn.execute("PRAGMA query_only = ON")
            user, where, choice = await _a_move(second, bot)
            raw = _raw(world.db, second.game_id)
            refused = await _click(second, user, where, choice)
            assert refused.ephemeral and NOT_SAVED in refused.content
            hand = await _my_hand(first, bot, first.users[0])
            assert DAMAGED not in hand and NOT_SAVED not in hand, "reading still works"
            assert _raw(world.db, second.game_id) == raw
            assert "attempt to write a readonly database" in caplog.text
            await bot.store._conn.execute("PRAGMA query_only = OFF")
            again = await _click(second, user, where, choice)
            assert message_updated(again), again.content
            for table in (first, second):
                await play_game(table, bot, table.game_id, rng, max_clicks=3)
                await consistent(bot.store, table.game_id)
            server.assert_healthy()
    finally:
        await server.close()


async def test_a_database_from_a_newer_ichiba_is_refused_before_anything_is_written(
    tmp_path: Path,
) -> None:
    db = tmp_path / "ichiba.db"
    store = await open_store(db)
    await store.games.create_lobby("tsukiji", 1, 2, 3, "Host", {})
    await store.close()
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA journal_mode = DELETE")
        conn.execute("PRAGMA user_version = 99")
    fingerprint = hashlib.sha256(db.read_bytes()).hexdigest()
    world = await make_world(tmp_path, ("Alice",))
    env = {
        **os.environ,
        **world.server.subprocess_env(),
        "ICHIBA_DB": str(db),
        "PYTHONPATH": str(ROOT),
    }
    try:
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=tmp_path, env=env, stderr=asyncio.subprocess.PIPE
        )
        _, stderr = await asyncio.wait_for(process.communicate(), 60)
    finally:
        await world.server.close()
    text = stderr.decode()
    assert process.returncode == 3, text
    assert "CRITICAL bot: cannot use the database" in text
    assert "schema version 99 is newer than this Ichiba" in text
    assert "Traceback" not in text
    assert world.server.gateway.identify_count == 0, "it must not come online"
    assert hashlib.sha256(db.read_bytes()).hexdigest() == fingerprint, "the file was changed"


async def test_a_game_started_under_older_rules_is_ended_with_an_explanation(
    tmp_path: Path,
) -> None:
    """After an update that changed a game's rules (``Game.rules_version``), a running game
    whose log no longer matches is ended with a word to its channel instead of being rebuilt
    into another game; the same mismatch under today's rules is repaired from the log."""
    world = await make_world(tmp_path, ("Alice", "Bob"))
    server, db = world.server, world.db
    rng = random.Random(5)
    try:
        async with running_bot(world) as bot:
            game_id = await open_and_start(world, bot, world.users, game="silkroad")
            await play_game(world, bot, game_id, rng, max_clicks=3)
            row = await bot.store.games.get(game_id)
            assert row.rules_version == GAMES["silkroad"].rules_version
        # As if the game had been started by an older Ichiba, whose setup differed.
        _edit(db, "UPDATE games SET seed = seed + 1, rules_version = 1 WHERE id = ?", game_id)
        async with running_bot(world) as bot:
            await bot._resume  # the stored games are resumed once READY came
            await bot.work.quiet()
            row = await bot.store.games.get(game_id)
            assert row.status == "abandoned"
            assert await bot.store.games.closed_by(game_id) == "rules_changed"
            assert "changed its rules" in server.last_message(world.channel).content
            board = await board_message(world, bot, game_id)
            assert not board.components
            # The channel is free for a new game.
            second = await open_and_start(world, bot, world.users, game="silkroad")
            second_seed = (await bot.store.games.get(second)).seed
        # The same mismatch in a game of today's rules is a damaged snapshot: rebuilt from the
        # seed and the log (the source of truth), and the game goes on.
        _edit(db, "UPDATE games SET seed = seed + 1 WHERE id = ?", second)
        async with running_bot(world) as bot:
            where = await board_message(world, bot, second)
            shown = await server.click(world.users[0], where, button(where, "My hand"))
            assert shown.ephemeral and DAMAGED not in shown.content
            row = await bot.store.games.get(second)
            assert row.status == "active" and row.seed == second_seed + 1
            await consistent(bot.store, second)
    finally:
        await server.close()

"""The fast path of a move through ``Tables.act`` (BENCHMARKS.md, fix D).

The views computed after a move serve as the next move's *before*; the store hands back the
digest of the snapshot text it read or wrote; a refused click changes nothing;
and ended games leave nothing behind in the table service's per-game dicts.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import bot.services.tables
from bot.engine import IllegalAction
from bot.engine.playout import _pick
from bot.games import GAMES
from bot.services.tables import Outcome, Tables, encode_action
from bot.store import GameRow, Store, open_store
from tests.replays import replayed

HOST = 100


async def _started(tables: Tables, game: str, players: int, channel: int = 10) -> int:
    row = await tables.open_lobby(game, 1, channel, HOST, "Host", {}, "en-US")
    for user in range(HOST + 1, HOST + players):
        await tables.join(row.id, user, f"P{user}")
    await tables.start(row.id, HOST)
    return row.id


def _raw(db: Path, game_id: int) -> tuple[Any, ...]:
    """Everything stored about a game, as the sqlite3 shell sees it."""
    with sqlite3.connect(db) as conn:
        return tuple(
            tuple(conn.execute(f"SELECT * FROM {table} WHERE {key} = ?", (game_id,)).fetchall())
            for table, key in (("games", "id"), ("seats", "game_id"), ("actions", "game_id"))
        )


def _edit(db: Path, sql: str, *params: object) -> None:
    """A hand edit with the sqlite3 shell."""
    with sqlite3.connect(db, timeout=10) as conn:
        conn.execute(sql, params)


def _summary(outcome: Outcome) -> tuple[Any, ...]:
    return (
        outcome.seat,
        outcome.action,
        outcome.events,
        outcome.public_changed,
        outcome.private_changed,
        outcome.to_act_before,
        outcome.phase_before,
        outcome.row.version,
        outcome.row.stamps,
        outcome.row.status,
        outcome.row.state,
    )


def _a_move(tables: Tables, row: GameRow, rng: random.Random) -> tuple[int, dict[str, Any]]:
    rules = tables.rules(row)
    assert row.state is not None
    seat = rng.choice(sorted(rules.to_act(row.state)))
    return seat, _pick(rules, rules.legal_actions(row.state, seat), rng)


class _CountingViews:
    """A game whose projections (``view`` and ``private``) are counted (everything else as the
    real one)."""

    def __init__(self, rules: Any) -> None:
        self._rules = rules
        self.views = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        self.views += 1
        return self._rules.view(state, seat)

    def private(self, state: Any, seat: int) -> Any:
        self.views += 1
        return self._rules.private(state, seat)


# -- the cached before-views -----------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(GAMES))
async def test_cached_views_give_the_same_outcomes_as_fresh_ones(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two services play the same random games move for move: one keeps the views of the
    last move, the other forgets them before every move. Every outcome must be the same; some
    moves are the computer's (``act_for``), and the snapshot is once rewritten by hand with the
    same content in other text (the kept views no longer belong to it)."""
    monkeypatch.setattr(bot.services.tables.secrets, "randbits", lambda bits: 20261121)
    cached_store = await open_store(tmp_path / "cached.db")
    fresh_store = await open_store(tmp_path / "fresh.db")
    try:
        cached, fresh = Tables(cached_store), Tables(fresh_store)
        players = GAMES[game].max_players
        for number in range(2):
            ids = [await _started(t, game, players, 10 + number) for t in (cached, fresh)]
            row = await cached.load(ids[0])
            rng = random.Random(number)
            moves = 0
            while row.status == "active":
                seat, action = _a_move(cached, row, rng)
                fresh._views.clear()
                if rng.random() < 0.2:
                    outcomes = [
                        await t.act_for(gid, seat, dict(action), "computer", row.version)
                        for t, gid in zip((cached, fresh), ids, strict=True)
                    ]
                else:
                    user = row.seats[seat].user_id
                    assert user is not None
                    code = encode_action(action)
                    outcomes = [
                        await t.act(gid, user, row.version, code)
                        for t, gid in zip((cached, fresh), ids, strict=True)
                    ]
                assert outcomes[0] is not None and outcomes[1] is not None
                assert _summary(outcomes[0]) == _summary(outcomes[1]), f"move {moves}"
                row = outcomes[0].row
                moves += 1
                if moves == 5:  # same state, other text: the kept views are not used
                    assert row.state is not None
                    text = json.dumps(row.state, indent=1)
                    _edit(
                        tmp_path / "cached.db",
                        "UPDATE games SET state = ? WHERE id = ?",
                        text,
                        row.id,
                    )
                    reloaded = await cached.load(row.id)
                    assert reloaded.state == row.state and reloaded.digest != row.digest
                    assert cached._known_views(reloaded) is None
            assert moves > 20
            assert await replayed(cached, ids[0]) == row.state
    finally:
        await cached_store.close()
        await fresh_store.close()


async def test_a_move_computes_only_the_views_after_it(store: Store) -> None:
    """With the views of the last move kept, a move costs ``players + 1`` views (after it), not
    twice that; the first move after a load computes its *before* too."""
    tables = Tables(store)
    counting = _CountingViews(GAMES["silkroad"])
    tables.games = {**GAMES, "silkroad": counting}  # type: ignore[dict-item]
    game_id = await _started(tables, "silkroad", 3)
    rng = random.Random(5)
    row = await tables.load(game_id)
    for number in range(12):
        seat, action = _a_move(tables, row, rng)
        user = row.seats[seat].user_id
        assert user is not None
        counting.views = 0
        row = (await tables.act(game_id, user, None, encode_action(action))).row
        assert counting.views == (4 if number else 8), number
    # A new service (a restart) has no views: its first move computes both sides.
    again = Tables(store)
    again.games = tables.games
    seat, action = _a_move(again, row, rng)
    counting.views = 0
    await again.act(game_id, row.seats[seat].user_id or 0, None, encode_action(action))
    assert counting.views == 8


# -- refusals ----------------------------------------------------------------------------------
def refused(key: str) -> pytest.RaisesExc:
    return pytest.raises(IllegalAction, match=re.escape(key))


async def _same_refusal(tables: Tables, db: Path, game_id: int, key: str, *click: Any) -> None:
    """``act`` refuses ``click`` with ``key`` and changes nothing."""
    before = _raw(db, game_id)
    with refused(key):
        await tables.act(game_id, *click)
    assert _raw(db, game_id) == before, f"a refused act changed the game ({key})"


async def test_act_refuses_each_kind_of_bad_click_and_changes_nothing(
    store: Store, db_path: Path
) -> None:
    db = db_path
    tables = Tables(store)
    game_id = await _started(tables, "tsukiji", 3)
    drawn_at = (await tables.load(game_id)).version
    await tables.act(game_id, 101, drawn_at, "ticket.0.0")  # seat 1 acts
    await _same_refusal(tables, db, game_id, "error.stale", 101, drawn_at, "ticket.1.2")
    await _same_refusal(tables, db, game_id, "error.stale", 100, 7, "ticket.0.1")  # the future
    await _same_refusal(tables, db, game_id, "error.not_offered", 101, 1, "ticket.1.0")
    await _same_refusal(tables, db, game_id, "error.not_offered", 100, None, "nonsense")
    await _same_refusal(tables, db, game_id, "error.not_seated", 999, None, "ticket.0.0")
    await _same_refusal(tables, db, 4242, "error.unknown_game", 100, None, "ticket.0.0")

    # Not your turn: a Silk Road seat while another seat must act.
    silk = await _started(tables, "silkroad", 3, channel=11)
    row = await tables.load(silk)
    assert row.state is not None
    waiting = next(s for s in range(3) if s not in tables.rules(row).to_act(row.state))
    code = "pass"  # whatever the code: the turn is checked first
    await _same_refusal(tables, db, silk, "error.not_your_turn", HOST + waiting, None, code)

    # Not active: a lobby, a finished game and an abandoned one.
    lobby = await tables.open_lobby("tsukiji", 1, 12, HOST, "Host", {}, "en-US")
    await _same_refusal(tables, db, lobby.id, "error.game_not_active", HOST, None, "ticket.0.0")
    over = await _finished(tables, "fisherman", channel=13)
    await _same_refusal(tables, db, over, "error.game_not_active", HOST, None, "pass")
    await tables.abandon(silk)
    await _same_refusal(tables, db, silk, "error.game_not_active", HOST, None, code)

    # Damaged beyond repair (an unreadable log entry and an unreadable snapshot).
    broken = await _started(tables, "tsukiji", 2, channel=14)
    for lot, ticket in enumerate(("0", "1")):
        await tables.act(broken, HOST, None, f"ticket.{lot}.{ticket}")
    _edit(db, "UPDATE actions SET action = '{oops' WHERE game_id = ? AND n = 2", broken)
    _edit(db, "UPDATE games SET state = '[]' WHERE id = ?", broken)
    await _same_refusal(tables, db, broken, "error.damaged", HOST, None, "ticket.2.2")
    assert set(tables._checked) <= {game_id, broken}  # (the ended games are forgotten)


# -- nothing left behind -----------------------------------------------------------------------
async def _finished(tables: Tables, game: str, channel: int, seed: int = 1) -> int:
    """A game played to its end with random moves, through ``act`` and ``act_for``."""
    game_id = await _started(tables, game, GAMES[game].min_players, channel)
    rng = random.Random(seed)
    row = await tables.load(game_id)
    while row.status == "active":
        seat, action = _a_move(tables, row, rng)
        if rng.random() < 0.3:
            outcome = await tables.act_for(game_id, seat, action, "timer", row.version)
        else:
            user = row.seats[seat].user_id or 0
            outcome = await tables.act(game_id, user, row.version, encode_action(action))
        assert outcome is not None
        row = outcome.row
        if row.status == "active":
            assert game_id in tables._checked and game_id in tables._views
    assert row.status == "over"
    return game_id


def _kept(tables: Tables) -> set[int]:
    return set(tables._locks) | set(tables._checked) | set(tables._views)


async def test_ended_games_leave_no_entries(store: Store) -> None:
    tables = Tables(store)
    running = await _started(tables, "tsukiji", 2, channel=1)
    await tables.act(running, HOST, None, "ticket.0.0")
    finished = [
        await _finished(tables, game, channel=10 + number, seed=number)
        for number, game in enumerate(sorted(GAMES))
    ]
    abandoned = await _started(tables, "fisherman", 3, channel=20)
    await tables.load(abandoned)
    await tables.abandon(abandoned)
    cancelled = await tables.open_lobby("tsukiji", 1, 21, HOST, "Host", {}, "en-US")
    await tables.join(cancelled.id, 101, "A")
    await tables.cancel(cancelled.id, HOST)
    assert _kept(tables) == {running}  # only the running game, and no lock: nobody holds one
    assert not tables._locks
    # Loading or clicking an ended game again keeps nothing either.
    for game_id in (abandoned, cancelled.id, *finished):
        await tables.load(game_id)
        with refused("error.game_not_active"):
            await tables.act(game_id, HOST, None, "pass")
    assert _kept(tables) == {running}


async def test_a_lock_in_use_is_never_dropped(store: Store) -> None:
    """Others wait for a game's lock while it is held: they take turns, one at a time, and
    the lock goes only when the last one is done (a cancelled waiter leaves its count too)."""
    tables = Tables(store)
    game_id = await _started(tables, "tsukiji", 2)
    inside, most = 0, 0
    release = asyncio.Event()

    async def hold(wait: bool) -> None:
        nonlocal inside, most
        async with tables.lock(game_id):
            inside += 1
            most = max(most, inside)
            if wait:
                await release.wait()
            await asyncio.sleep(0)
            inside -= 1

    first = asyncio.create_task(hold(True))
    await asyncio.sleep(0)
    waiters = [asyncio.create_task(hold(False)) for _ in range(3)]
    cancelled = asyncio.create_task(hold(False))
    await asyncio.sleep(0)
    assert len(tables._locks) == 1 and tables._locks[game_id].users == 5
    cancelled.cancel()
    await asyncio.sleep(0)
    assert tables._locks[game_id].users == 4
    release.set()
    await asyncio.gather(first, *waiters)
    assert cancelled.cancelled()
    assert most == 1
    assert not tables._locks


# -- the snapshot check ------------------------------------------------------------------------
async def test_a_hand_edited_snapshot_is_still_detected(
    store: Store, db_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The fast check compares the stored text's digest: any change of the text makes the next
    load check the game in full, and a changed state is rebuilt from the log."""
    db = db_path
    tables = Tables(store)
    game_id = await _started(tables, "tsukiji", 3)
    for user, ticket in ((100, "0"), (101, "1")):
        await tables.act(game_id, user, None, f"ticket.0.{ticket}")
    sound = await tables.load(game_id)
    assert sound.state is not None and sound.log_length == sound.version == 2
    full_checks = 0
    game_and_log = store.games.with_log

    async def counted(gid: int) -> Any:
        nonlocal full_checks
        full_checks += 1
        return await game_and_log(gid)

    store.games.with_log = counted  # type: ignore[method-assign]
    await tables.load(game_id)
    assert full_checks == 0  # the snapshot this process wrote

    # The same state in other text: checked in full, found sound, not rewritten.
    _edit(db, "UPDATE games SET state = ? WHERE id = ?", json.dumps(sound.state, indent=2), game_id)
    row = await tables.load(game_id)
    assert full_checks == 1 and row.state == sound.state and row.digest != sound.digest
    await tables.load(game_id)
    assert full_checks == 1  # known sound now

    # A changed state (a key added): rebuilt from the log.
    changed = {**sound.state, "edited": True}
    _edit(db, "UPDATE games SET state = ? WHERE id = ?", json.dumps(changed), game_id)
    row = await tables.load(game_id)
    assert full_checks == 2
    assert row.state == sound.state
    assert "rebuilt its snapshot from the 2 logged actions" in caplog.text

    # A lost log entry: the fast check sees the log's length.
    _edit(db, "DELETE FROM actions WHERE game_id = ? AND n = 2", game_id)
    with refused("error.damaged"):
        await tables.load(game_id)
    assert full_checks == 3

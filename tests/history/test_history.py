"""History and ratings: results written with the last move, deterministic ratings equal after a
rebuild, ties, abandoned games, replays equal to the live game, and a server's privacy."""

from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.engine import IllegalAction
from bot.engine.ratings import rate
from bot.games import GAMES
from bot.services.history import History
from bot.services.tables import Tables
from bot.store import Finish, StoreUnavailable, open_store
from bot.store.history import computer_players
from tests.history.helpers import finish_game, open_game, play_to_end

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
async def tables(tmp_path: Path):
    store = await open_store(tmp_path / "h.db")
    yield Tables(store)
    await store.close()


def test_ratings_are_deterministic_and_share_tied_places() -> None:
    before = [None, (30.0, 6.0), None, (20.0, 7.5)]
    first = rate(before, [1, 2, 2, 4])
    assert first == rate(before, [1, 2, 2, 4])  # the same figures, to the last bit
    assert first[0][0] > 25.0 > first[3][0] - 1  # the winner rises, the last falls
    tied = rate([None, None, None], [1, 1, 3])
    assert tied[0] == tied[1] and tied[0][0] > 25.0 > tied[2][0]
    assert rate([None, None], [1, 1])[0][0] == pytest.approx(25.0)  # a draw moves nobody


async def test_the_last_move_writes_the_result_and_the_ratings_with_it(tables: Tables) -> None:
    store = tables.store
    game_id = await open_game(tables, "fisherman", [100, 101, None])
    await play_to_end(tables, game_id, random.Random(3), stop_before_end=True)
    assert await store.history.result(game_id) is None and await store.history.all_ratings() == {}

    # The result cannot be written: the last move is not taken either (one transaction).
    row = await tables.load(game_id)
    rules = tables.rules(row)
    assert row.state is not None
    seat = sorted(rules.to_act(row.state))[0]
    action = rules.legal_actions(row.state, seat)[0]

    def broken(before, places):
        raise sqlite3.OperationalError("disk I/O error")

    with pytest.raises(sqlite3.OperationalError):
        await store.games.record_action(
            game_id,
            row.version,
            seat,
            action,
            row.state,
            row.stamps,
            "over",
            "player",
            Finish([1, 2, 3], [3, 2, 1], broken),
        )
    again = await store.games.get(game_id)
    assert again is not None and again.status == "active" and again.version == row.version
    assert await store.games.log_length(game_id) == row.version
    assert await store.history.result(game_id) is None

    await play_to_end(tables, game_id, random.Random(3))
    done = await store.games.get(game_id)
    result = await store.history.result(game_id)
    assert done is not None and done.status == "over" and result is not None
    final = rules.result(done.state)
    assert [s.place for s in result.seats] == final["ranking"]
    assert [s.score for s in result.seats] == final["scores"]
    assert [s.player for s in result.seats] == [100, 101, -1]  # the computer is rated too
    assert result.moves == done.version and all(s.after is not None for s in result.seats)
    assert set(await store.history.all_ratings()) == {(1, "fisherman", p) for p in (100, 101, -1)}


def test_each_computer_level_is_rated_as_its_own_player() -> None:
    kinds = ["human", "computer", "computer", "computer", "computer"]
    levels = [None, "easy", "normal", "hard", None]  # None: stored before levels, plays Normal
    players = computer_players(kinds, [7, None, None, None, None], levels)
    assert players == [7, -101, -2, -203, -4]


async def test_computer_levels_are_rated_apart_and_a_rebuild_agrees(tables: Tables) -> None:
    store = tables.store
    game_id = await finish_game(tables, "tsukiji", [100, "easy", None, "hard"], seed=5)
    result = await store.history.result(game_id)
    assert result is not None
    assert [s.player for s in result.seats] == [100, -101, -2, -203]
    live = await store.history.all_ratings()
    assert set(live) == {(1, "tsukiji", p) for p in (100, -101, -2, -203)}
    assert await History(store).check() == 0
    assert await History(store).rebuild() == (1, 0) and await store.history.all_ratings() == live


async def test_ratings_are_equal_after_a_rebuild_and_abandoned_games_count_nothing(
    tables: Tables, tmp_path: Path
) -> None:
    store = tables.store
    history = History(store)
    games = sorted(GAMES)
    finished = 2 * len(games)
    for number in range(finished):
        game = games[number % len(games)]
        users = [100, 101, None, 102][: max(3, GAMES[game].min_players)]
        await finish_game(tables, game, users, seed=number, guild_id=1 + number % 2)
    abandoned = await open_game(tables, "tsukiji", [100, 101, 103], channel_id=11)
    await play_to_end(tables, abandoned, random.Random(1), stop_before_end=True)
    await tables.abandon(abandoned, "vote")
    live = await store.history.all_ratings()
    assert all(key[2] != 103 for key in live), "an abandoned game rates nobody"
    assert await store.history.result(abandoned) is None
    assert (await store.history.player_games(1, 103)) == []
    assert await history.check() == 0

    rated, made = await history.rebuild()
    assert (rated, made) == (finished, 0) and await store.history.all_ratings() == live

    # Games that finished before history was kept get their results from their logs.
    with sqlite3.connect(tmp_path / "h.db") as raw:
        raw.execute("DELETE FROM result_seats WHERE game_id IN (1, 2)")
        raw.execute("DELETE FROM results WHERE game_id IN (1, 2)")
        raw.execute("DELETE FROM ratings")
    assert await history.check() > 0
    rated, made = await history.rebuild()
    assert (rated, made) == (finished, 2)
    assert await history.check() == 0
    assert (await store.history.result(1)) is not None


async def test_the_command_line_checks_and_rebuilds_the_ratings(tables: Tables, tmp_path: Path):
    await finish_game(tables, "fleamarket", [100, None, None], seed=4)
    await tables.store.close()

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        env = {"ICHIBA_DB": str(tmp_path / "h.db"), "PATH": "/usr/bin:/bin"}
        return subprocess.run(
            [sys.executable, "-m", "bot", "ratings", *args],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )

    checked = run()
    assert checked.returncode == 0 and "agree" in checked.stdout, checked
    with sqlite3.connect(tmp_path / "h.db") as raw:
        raw.execute("UPDATE ratings SET mu = mu + 1")
    assert run().returncode == 1
    rebuilt = run("--rebuild")
    assert rebuilt.returncode == 0 and "3 ratings changed" in rebuilt.stdout, rebuilt
    assert run().returncode == 0
    tables.store = await open_store(tmp_path / "h.db")  # (the fixture closes it)


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_a_replay_shows_what_the_live_game_showed(tables: Tables, game: str) -> None:
    """Each replay step's views equal the views of the live game after the same move."""
    game_id = await open_game(tables, game, [100, 101, None])
    rng = random.Random(11)
    live = []
    row = await tables.load(game_id)
    rules = tables.rules(row)
    seats = range(len(row.seats))
    while row.status == "active":
        assert row.state is not None
        live.append((rules.view(row.state, None), [rules.view(row.state, s) for s in seats]))
        await play_to_end(tables, game_id, rng, max_moves=1)
        row = await tables.load(game_id)
    assert row.state is not None
    live.append((rules.view(row.state, None), [rules.view(row.state, s) for s in seats]))
    replay = await History(tables.store).replay(1, game_id)
    assert replay.steps == len(live) - 1
    for step in sorted({0, 1, replay.steps // 2, replay.steps - 1, replay.steps, *replay.marks}):
        assert replay.views(step) == live[step], step
    assert replay.marks[0] == 0 and replay.marks == sorted(set(replay.marks))
    assert replay.round_forward(0) == replay.marks[1] if len(replay.marks) > 1 else True
    assert replay.round_back(replay.steps) == replay.marks[-1]


async def test_a_replay_is_refused_in_another_server_and_while_the_game_goes_on(
    tables: Tables,
) -> None:
    history = History(tables.store)
    done = await finish_game(tables, "fleamarket", [100, None, None], seed=2, guild_id=1)
    running = await open_game(tables, "fisherman", [100, None, None], channel_id=12)
    with pytest.raises(IllegalAction, match=r"history.no_such_game"):
        await history.replay(2, done)  # another server
    with pytest.raises(IllegalAction, match=r"history.no_such_game"):
        await history.replay(1, 999)
    with pytest.raises(IllegalAction, match=r"history.in_progress"):
        await history.replay(1, running)
    await tables.abandon(running, "vote")
    with pytest.raises(IllegalAction, match=r"history.abandoned"):
        await history.replay(1, running)
    assert (await history.replay(1, done)).steps > 0
    assert (await history.page(2)).total == 0 and (await history.page(1)).total == 1
    assert (await history.stats(2, 100)).played == 0
    assert (await history.leaderboard(2, "fleamarket", 100, 1)).standings == []


async def test_stats_and_leaderboard_figures(tables: Tables) -> None:
    history = History(tables.store)
    for seed in range(4):
        await finish_game(tables, "fleamarket", [100, 101, None], seed=seed)
    stats = await history.stats(1, 100)
    assert stats.played == 4 and stats.favourite == "fleamarket" and stats.focus is not None
    assert 1 <= stats.average_place <= 3 and len(stats.focus.points) == 4  # type: ignore[operator]
    assert stats.focus.rank is not None  # 4 games: ranked (3 needed)
    board = await history.leaderboard(1, "fleamarket", 100, 3)
    assert [s.rank for s in board.standings] == [1, 2, 3]
    ratings = [s.row.ordinal for s in board.standings]
    assert ratings == sorted(ratings, reverse=True)
    assert {s.row.player for s in board.standings} == {100, 101, -1}
    assert (await history.leaderboard(1, "fleamarket", 100, 5)).standings == []
    page = await history.page(1, player=101, size=3)
    assert page.total == 4 and page.pages == 2 and len(page.rows) == 3
    assert [r.seq for r in page.rows] == sorted((r.seq for r in page.rows), reverse=True)


async def test_an_unwritable_database_keeps_the_last_move_out(tables: Tables) -> None:
    """A failure while writing the result is a refusal to save the move, not half a game."""
    game_id = await open_game(tables, "fleamarket", [100, None, None])
    await play_to_end(tables, game_id, random.Random(8), stop_before_end=True)
    row = await tables.load(game_id)

    def unwritable(before, places):
        error = sqlite3.OperationalError("database or disk is full")
        error.sqlite_errorname = "SQLITE_FULL"  # type: ignore[attr-defined]
        raise error

    rules = tables.rules(row)
    assert row.state is not None
    seat = sorted(rules.to_act(row.state))[0]
    with pytest.raises(StoreUnavailable):
        await tables.store.games.record_action(
            game_id,
            row.version,
            seat,
            rules.legal_actions(row.state, seat)[0],
            row.state,
            row.stamps,
            "over",
            finish=Finish([1, 2, 3], [0, 0, 0], unwritable),
        )
    assert (await tables.store.games.get(game_id)).version == row.version  # type: ignore[union-attr]


async def test_a_game_whose_log_no_longer_replays_is_refused_as_damaged(
    tables: Tables, tmp_path: Path
) -> None:
    done = await finish_game(tables, "fleamarket", [100, None, None], seed=6)
    with sqlite3.connect(tmp_path / "h.db") as raw:
        raw.execute(
            'UPDATE actions SET action = \'{"type": "nonsense"}\' WHERE game_id = ? AND n = 3',
            (done,),
        )
    with pytest.raises(IllegalAction, match=r"error\.damaged"):
        await History(tables.store).replay(1, done)

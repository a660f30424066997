"""History and ratings through the store, on both backends: the same games give the same
results, pages, figures, leaderboard and ratings on SQLite and on PostgreSQL, and a rebuild
gives them again; and ``migrate-store`` copies a database to PostgreSQL, verifies it by
replaying every game, and refuses a target that holds anything."""

from __future__ import annotations

import asyncio
import itertools
import random
from pathlib import Path

import pytest

import bot.services.tables
from bot.engine.ratings import rate
from bot.services.history import History
from bot.services.tables import Tables
from bot.store import Store, open_store
from bot.tools.moving import move_store
from tests.history.helpers import finish_game, open_game, play_to_end

BIG = 1_198_765_432_109_876_543  # Discord ids need 64 bits


async def _history(tables: Tables) -> dict:
    """Five finished games, one abandoned, one running; everything the history reads back."""
    store = tables.store
    users = [BIG + n for n in range(4)]
    for n, (game, seats) in enumerate(
        [
            ("fisherman", [users[0], users[1], None]),
            ("tsukiji", [users[0], users[2]]),
            ("silkroad", [users[1], users[0], None]),
            ("fleamarket", [users[3], users[0], None]),
            ("fisherman", [users[2], users[0], users[1]]),
        ]
    ):
        await finish_game(tables, game, seats, seed=n, guild_id=BIG, channel_id=10 + n)
    hinted = await open_game(tables, "tsukiji", [users[1], users[3]], guild_id=BIG, channel_id=15)
    await store.games.record_hint(hinted, 1)  # a hint was used: kept, rated for nobody
    await play_to_end(tables, hinted, random.Random(5))
    gone = await open_game(tables, "tsukiji", [users[1], users[2]], guild_id=BIG, channel_id=20)
    await play_to_end(tables, gone, random.Random(1), max_moves=5)
    await tables.abandon(gone, "vote")
    running = await open_game(tables, "silkroad", [users[2], None], guild_id=BIG, channel_id=21)
    await play_to_end(tables, running, random.Random(2), max_moves=5)
    total, page = await store.history.page(BIG, None, None, 0, 3)
    mine, by_game = await store.history.page(BIG, users[0], "fisherman", 0, 10)
    seasons = await store.history.all_season_ratings()
    season = seasons[0][3]  # every game finished this season (and one timer announces it)
    return {
        "total": total,
        "page": [
            (r.game, r.seq, r.moves, [(s.player, s.place, s.score) for s in r.seats]) for r in page
        ],
        "mine": (mine, [r.game_id for r in by_game]),
        "games": await store.history.player_games(BIG, users[0]),
        "one game": await store.history.player_games(BIG, users[0], "fisherman"),
        "trend": await store.history.rating_trend(BIG, users[0], "fisherman"),
        "board": await store.history.leaderboard(BIG, "fisherman", 1),
        "rank": await store.history.rank_of(BIG, "fisherman", users[0], 1),
        "ratings": await store.history.all_ratings(),
        "seasons": seasons,
        "season board": await store.history.leaderboard(BIG, "fisherman", 1, season=season),
        "season rank": await store.history.rank_of(BIG, "fisherman", users[0], 1, season),
        "season games": await store.history.season_games(BIG, season),
        "season timers": [k for _, _, k, _ in await store.timers.due(season + 400 * 86400)],
        "order": await store.history.places_in_order(),
        "guild": await store.games.guild_and_status(gone),
        "none": await store.history.finished_without_result(),
        "hinted": (await store.games.hint_uses(hinted), await _seats_rated(store, hinted)),
    }


async def _seats_rated(store: Store, game_id: int) -> tuple[bool, list]:
    """Whether a game's result is rated, and each seat's rating after it."""
    result = await store.history.result(game_id)
    assert result is not None
    return result.rated, [seat.after for seat in result.seats]


async def test_history_and_ratings_read_the_same_on_both_backends(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, postgres_url: str
) -> None:
    found = []
    for where in (str(tmp_path / "h.db"), postgres_url):
        seeds = itertools.count(20261124)  # the same deals on both backends
        monkeypatch.setattr(bot.services.tables.secrets, "randbits", lambda bits, s=seeds: next(s))
        store = await open_store(where)
        try:
            found.append(await _history(Tables(store)))
            assert await History(store).check() == 0  # the stored ratings equal a rebuild
            before = await store.history.all_ratings()
            seasons = await store.history.all_season_ratings()
            assert await store.history.rebuild_ratings(rate) == 5
            assert await store.history.all_ratings() == before
            assert await store.history.all_season_ratings() == seasons
        finally:
            await store.close()
    sqlite, postgres = found
    assert sqlite["total"] == 6 and sqlite["guild"] == (BIG, "abandoned")
    assert sqlite["none"] == []
    assert sqlite["hinted"] == ({1: 1}, (False, [None, None]))
    assert len(sqlite["order"]) == 5  # the hinted game counts in no rating
    # A first season: the season figures are the all-time ones; one timer for the server.
    assert sqlite["season board"] == sqlite["board"] and sqlite["season rank"] == sqlite["rank"]
    assert sqlite["season games"] == ["fisherman", "fleamarket", "silkroad", "tsukiji"]
    assert len(sqlite["season timers"]) == 1 and sqlite["season timers"][0].startswith("season:")
    assert sqlite == postgres


async def _filled(path: Path) -> tuple[Store, dict]:
    store = await open_store(path)
    tables = Tables(store)
    figures = await _history(tables)
    await store.messages.set(1, "board", 10, 555, version=3)
    await store.messages.set(1, "dm:1", 20, 556)
    await store.timers.set(7, "idle", 1_900_000_000.5, {})
    await store.games.vote_abandon(7, BIG)
    await store.settings.save(BIG, '{"language": "ja"}')
    await store.meta.set("commands:global", "abc")
    await store.user_locales.set(BIG, "zh-TW")
    await store.user_prefs.save(BIG, '{"how": "both"}')
    return store, figures


async def test_migrate_store_copies_everything_and_verifies_by_replay(
    tmp_path: Path, postgres_url: str
) -> None:
    source, figures = await _filled(tmp_path / "ichiba.db")
    counts = await source.rows.counts()
    await source.close()
    url = postgres_url
    said: list[str] = []
    status = await move_store(f"sqlite:///{tmp_path / 'ichiba.db'}", url, said.append)
    assert status == 0, said
    assert "verified" in said[-1]
    copy = await open_store(url)
    try:
        assert await copy.rows.counts() == counts
        assert all(counts.values()), counts  # every table had rows to copy
        assert await _read_back(copy) == figures
        assert await copy.messages.get(1, "board") == (10, 555)
        assert await copy.messages.version(1, "board") == 3
        assert await copy.timers.of_game(7) == {"idle": 1_900_000_000.5}
        assert await copy.settings.get(BIG) == '{"language": "ja"}'
        assert await copy.meta.get("commands:global") == "abc"
        assert await copy.user_locales.get(BIG) == "zh-TW"
        assert await copy.user_prefs.get(BIG) == '{"how": "both"}'
        # New games get new numbers after the copied ones; the running game goes on.
        tables = Tables(copy)
        later = await open_game(tables, "tsukiji", [BIG, BIG + 1], guild_id=BIG, channel_id=99)
        assert later == counts["games"] + 1
        running = (await copy.games.open_in_channel(21)).id  # type: ignore[union-attr]
        await play_to_end(tables, running, random.Random(5))
        assert (await copy.games.get(running)).status == "over"  # type: ignore[union-attr]
    finally:
        await copy.close()
    # The target now holds games: a second copy into it is refused, and nothing changes.
    again: list[str] = []
    assert await move_store(str(tmp_path / "ichiba.db"), url, again.append) == 3
    assert "not empty" in again[-1]


async def _read_back(store: Store) -> dict:
    """The figures :func:`_history` read, read again from ``store`` (the same ids)."""
    users = [BIG + n for n in range(4)]
    total, page = await store.history.page(BIG, None, None, 0, 3)
    mine, by_game = await store.history.page(BIG, users[0], "fisherman", 0, 10)
    gone = max(r[0] for r in await store.rows.page("games", 0, 100) if r[5] == "abandoned")
    hinted = 6  # the sixth game: a hint was used in it (see _history)
    seasons = await store.history.all_season_ratings()
    season = seasons[0][3]
    return {
        "total": total,
        "page": [
            (r.game, r.seq, r.moves, [(s.player, s.place, s.score) for s in r.seats]) for r in page
        ],
        "mine": (mine, [r.game_id for r in by_game]),
        "games": await store.history.player_games(BIG, users[0]),
        "one game": await store.history.player_games(BIG, users[0], "fisherman"),
        "trend": await store.history.rating_trend(BIG, users[0], "fisherman"),
        "board": await store.history.leaderboard(BIG, "fisherman", 1),
        "rank": await store.history.rank_of(BIG, "fisherman", users[0], 1),
        "ratings": await store.history.all_ratings(),
        "seasons": seasons,
        "season board": await store.history.leaderboard(BIG, "fisherman", 1, season=season),
        "season rank": await store.history.rank_of(BIG, "fisherman", users[0], 1, season),
        "season games": await store.history.season_games(BIG, season),
        "season timers": [k for _, _, k, _ in await store.timers.due(season + 400 * 86400)],
        "order": await store.history.places_in_order(),
        "guild": await store.games.guild_and_status(gone),
        "none": await store.history.finished_without_result(),
        "hinted": (await store.games.hint_uses(hinted), await _seats_rated(store, hinted)),
    }


async def test_migrate_store_finds_a_copy_that_does_not_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, postgres_url: str
) -> None:
    """The verification is real: a game whose copied snapshot differs is reported (exit 1)."""
    source, _ = await _filled(tmp_path / "ichiba.db")
    await source.close()
    from bot.tools import moving

    real = moving.copy_tables

    async def damaging(src: Store, dst: Store) -> dict[str, int]:
        counts = await real(src, dst)
        row = await dst.games.get(1)
        assert row is not None
        await dst.games.repair_snapshot(1, row.version, {"x": 1}, row.stamps, row.status)
        return counts

    monkeypatch.setattr(moving, "copy_tables", damaging)
    said: list[str] = []
    assert await move_store(str(tmp_path / "ichiba.db"), postgres_url, said.append) == 1
    assert any("game 1" in line for line in said), said


async def _last_move(tables: Tables, game_id: int) -> tuple[int, dict, int]:
    """A move that ends the game now: (seat, action, version)."""
    from bot.engine.protocol import clone

    row = await tables.load(game_id)
    rules = tables.rules(row)
    assert row.state is not None
    for seat in sorted(rules.to_act(row.state)):
        for action in rules.legal_actions(row.state, seat):
            trial = clone(row.state)
            rules.apply(trial, seat, action)
            if rules.is_over(trial):
                return seat, action, row.version
    raise AssertionError(f"game {game_id}: no move ends it")


async def test_games_finishing_at_once_in_two_processes_are_numbered_and_rated_in_turn(
    target: str,
) -> None:
    """Two processes (two stores on one database) make the last moves of eight games with the
    same players at the same moment: every game gets its own number and the ratings are those of
    a rebuild in that order (none of the concurrent finishes read a rating another replaced)."""
    stores = [await open_store(target) for _ in range(2)]
    try:
        tables = [Tables(store) for store in stores]
        players = [BIG, BIG + 1]
        games = []
        for n in range(8):
            game = await open_game(tables[0], "tsukiji", players, guild_id=BIG, channel_id=30 + n)
            await play_to_end(tables[0], game, random.Random(n), stop_before_end=True)
            games.append((game, await _last_move(tables[0], game)))
        done = await asyncio.gather(
            *(
                tables[n % 2].act_for(game, seat, action, "computer", version)
                for n, (game, (seat, action, version)) in enumerate(games)
            )
        )
        assert all(outcome is not None for outcome in done)
        store = stores[0]
        assert sorted(r[0] for r in await store.rows.page("results", 0, 100)) == [
            game for game, _ in games
        ]
        assert sorted(r.seq for r in (await store.history.page(BIG, None, None, 0, 20))[1]) == list(
            range(1, 9)
        )
        assert (await store.history.all_ratings())[(BIG, "tsukiji", BIG)][2] == 8  # games rated
        assert await History(store).check() == 0
    finally:
        for store in stores:
            await store.close()

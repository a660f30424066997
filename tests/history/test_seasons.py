"""Seasons: calendar-aligned boundaries, season ratings carried over with a widened uncertainty,
equal after a rebuild, and one announcement timer per server and season."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.engine.data import load_json
from bot.engine.ratings import new_season, ordinal, rate
from bot.engine.seasons import DEFAULT_MONTHS, season_of
from bot.services.history import History
from bot.services.settings import GuildSettings
from bot.services.tables import Tables
from bot.store import open_store
from tests.history.helpers import finish_game


def _at(*day: int) -> float:
    return datetime(*day, tzinfo=UTC).timestamp()


def test_seasons_are_calendar_aligned_in_utc() -> None:
    autumn = season_of(_at(2026, 11, 27, 11, 5))
    assert (autumn.start, autumn.end) == (_at(2026, 10, 1), _at(2027, 1, 1))
    assert autumn.last_day.date().isoformat() == "2026-12-31"
    assert season_of(_at(2027, 1, 1)) == season_of(autumn.end) != autumn  # end excluded
    assert season_of(autumn.end - 0.001) == autumn
    assert autumn.before() == season_of(_at(2026, 9, 30, 23, 59))
    assert autumn.before(4) == season_of(_at(2025, 10, 1))
    assert season_of(autumn.end).index == autumn.index + 1
    for months, (start, end) in {
        1: ((2026, 11, 1), (2026, 12, 1)),
        2: ((2026, 11, 1), (2027, 1, 1)),
        4: ((2026, 9, 1), (2027, 1, 1)),
        6: ((2026, 7, 1), (2027, 1, 1)),
        12: ((2026, 1, 1), (2027, 1, 1)),
    }.items():
        season = season_of(_at(2026, 11, 27), months)
        assert (season.start, season.end) == (_at(*start), _at(*end)), months
    with pytest.raises(ValueError):
        season_of(0.0, 5)


def test_a_new_season_widens_the_uncertainty_up_to_a_newcomers() -> None:
    tau = load_json("ratings.json")["season_tau"]
    mu, sigma = new_season((31.0, 4.0))
    assert mu == 31.0 and sigma == pytest.approx((16.0 + tau * tau) ** 0.5) and sigma > 4.0
    newcomer = load_json("ratings.json")["model"]["sigma"]
    assert new_season((20.0, newcomer - 0.01)) == (20.0, newcomer)


def test_the_season_length_setting_and_its_default() -> None:
    assert GuildSettings().season_length == DEFAULT_MONTHS == 3
    monthly = GuildSettings().changed("season_months", 1)
    assert GuildSettings.from_json(monthly.to_json()).season_length == 1
    assert GuildSettings.from_json('{"season_months": 5}').season_length == 3
    with pytest.raises(Exception, match="bad_choice"):
        GuildSettings().changed("season_months", 5)


async def test_season_ratings_carry_over_and_rebuild_the_same(tmp_path: Path) -> None:
    now = [_at(2026, 3, 20)]
    store = await open_store(tmp_path / "s.db", clock=lambda: now[0])
    try:
        tables = Tables(store)
        alice, bob = 100, 101
        for seed in range(3):
            await finish_game(tables, "fisherman", [alice, bob, None], seed)
        winter = season_of(now[0]).start
        last = await store.history.rating(1, "fisherman", alice, winter)
        assert last is not None and last == await store.history.rating(1, "fisherman", alice)

        now[0] = _at(2026, 4, 2)  # a new season
        game_id = await finish_game(tables, "fisherman", [alice, bob, None], 7)
        spring = season_of(now[0]).start
        result = await store.history.result(game_id)
        assert result is not None
        seats = {s.player: s for s in result.seats}
        places = [s.place for s in result.seats]
        carried = [
            new_season((r.mu, r.sigma))
            for r in [
                await store.history.rating(1, "fisherman", s.player, winter) for s in result.seats
            ]
            if r is not None
        ]
        expected = rate(carried, places)
        now_alice = await store.history.rating(1, "fisherman", alice, spring)
        assert now_alice is not None and now_alice.games == 1
        assert (now_alice.mu, now_alice.sigma) == expected[seats[alice].seat]
        assert now_alice.ordinal == ordinal(*expected[seats[alice].seat])
        # The past season is as it was; all time counts all four games.
        assert await store.history.rating(1, "fisherman", alice, winter) == last
        all_time = await store.history.rating(1, "fisherman", alice)
        assert all_time is not None and all_time.games == 4
        board = await store.history.leaderboard(1, "fisherman", 1, season=spring)
        assert {r.player for r in board} == {alice, bob, -1} and all(r.games == 1 for r in board)

        # One announcement timer per server and season, due at its end.
        due = await store.timers.due(_at(2027, 1, 1))
        assert sorted((kind, when) for _, _, kind, when in due) == [
            (f"season:{int(winter)}", {"guild": 1, "start": int(winter), "end": int(spring)}),
            (
                f"season:{int(spring)}",
                {"guild": 1, "start": int(spring), "end": int(_at(2026, 7, 1))},
            ),
        ]
        assert await store.history.season_games(1, winter) == ["fisherman"]
        assert await store.history.last_place(1) == (10, "en-US")

        seasons = await store.history.all_season_ratings()
        assert len(seasons) == 6  # three players, two seasons
        await History(store).rebuild()
        assert await store.history.all_season_ratings() == seasons
    finally:
        await store.close()

"""Quiet hours and turn notification preferences (bot/services/notifications.py)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

import bot.services.notifications as notifications_module
from bot.engine import IllegalAction
from bot.services.notifications import (
    Notifications,
    NotifyPrefs,
    deadline_outside_quiet,
    in_quiet_hours,
    matching_zones,
    parse_time_of_day,
    quiet_ends,
    valid_zone,
)
from bot.store import open_store
from cogs.notify import changed

HOUR = 3600.0


def at(text: str, tz: str = "UTC") -> float:
    """The epoch seconds of a local time ``YYYY-MM-DD HH:MM`` in ``tz``."""
    return datetime.fromisoformat(text).replace(tzinfo=ZoneInfo(tz)).timestamp()


NIGHT = NotifyPrefs(quiet_start=22 * 60, quiet_end=7 * 60, tz="Europe/Amsterdam")
AFTERNOON = NotifyPrefs(quiet_start=13 * 60, quiet_end=14 * 60 + 30, tz="Asia/Tokyo")


@pytest.mark.parametrize(
    ("prefs", "local", "quiet"),
    [
        (NIGHT, "2026-03-02 21:59", False),
        (NIGHT, "2026-03-02 22:00", True),  # the start is quiet
        (NIGHT, "2026-03-02 23:30", True),
        (NIGHT, "2026-03-03 00:10", True),  # over midnight
        (NIGHT, "2026-03-03 06:59", True),
        (NIGHT, "2026-03-03 07:00", False),  # the end is not
        (AFTERNOON, "2026-03-02 12:59", False),
        (AFTERNOON, "2026-03-02 13:00", True),
        (AFTERNOON, "2026-03-02 14:29", True),
        (AFTERNOON, "2026-03-02 14:30", False),
        (NotifyPrefs(), "2026-03-02 03:00", False),  # no quiet hours
    ],
)
def test_quiet_hours_in_the_users_time_zone(prefs: NotifyPrefs, local: str, quiet: bool) -> None:
    assert in_quiet_hours(prefs, at(local, prefs.tz)) is quiet


def test_quiet_hours_end_at_the_next_end_in_local_time() -> None:
    assert quiet_ends(NIGHT, at("2026-03-02 23:00", NIGHT.tz)) == at("2026-03-03 07:00", NIGHT.tz)
    assert quiet_ends(NIGHT, at("2026-03-03 05:00", NIGHT.tz)) == at("2026-03-03 07:00", NIGHT.tz)
    assert quiet_ends(NIGHT, at("2026-03-03 12:00", NIGHT.tz)) is None
    # The night the clocks go forward (Amsterdam, 29 March 2026) is an hour shorter.
    night = quiet_ends(NIGHT, at("2026-03-28 22:00", NIGHT.tz))
    assert night == at("2026-03-29 07:00", NIGHT.tz)
    assert night - at("2026-03-28 22:00", NIGHT.tz) == 8 * HOUR


def test_a_long_tables_deadline_does_not_run_in_quiet_hours() -> None:
    start = at("2026-03-02 20:00", NIGHT.tz)
    # Two hours before the night, one after it: 9 hours of quiet hours added.
    assert deadline_outside_quiet(NIGHT, start, 3 * HOUR) == at("2026-03-03 08:00", NIGHT.tz)
    # A day outside the quiet hours: 2 h, the night, 15 h, the next night, 7 h.
    assert deadline_outside_quiet(NIGHT, start, 24 * HOUR) == at("2026-03-04 14:00", NIGHT.tz)
    # Starting inside the quiet hours, the clock starts when they end.
    inside = at("2026-03-03 03:00", NIGHT.tz)
    assert deadline_outside_quiet(NIGHT, inside, HOUR) == at("2026-03-03 08:00", NIGHT.tz)
    assert deadline_outside_quiet(NotifyPrefs(), start, HOUR) == start + HOUR


def test_times_of_day_and_time_zones_are_checked() -> None:
    assert parse_time_of_day("22:30") == 22 * 60 + 30
    assert parse_time_of_day("7") == 7 * 60
    assert parse_time_of_day(" 07.05 ") == 7 * 60 + 5
    for wrong in ("24:00", "12:60", "noon", "", "1:2"):
        with pytest.raises(IllegalAction):
            parse_time_of_day(wrong)
    assert valid_zone("Asia/Tokyo") and valid_zone("UTC")
    assert not valid_zone("Mars/Olympus") and not valid_zone("../etc/passwd")
    assert "Europe/Amsterdam" in matching_zones("amster")
    assert matching_zones("")[0] == "UTC" and len(matching_zones("a")) <= 25


def test_the_options_of_notify_change_the_preferences() -> None:
    prefs = changed(NotifyPrefs(), "mention", False, "23:00", "08:00", "Asia/Tokyo")
    assert prefs == NotifyPrefs("mention", False, 23 * 60, 8 * 60, "Asia/Tokyo")
    assert changed(prefs, None, None, "00:00", "0:00", None).quiet_start is None  # removed
    with pytest.raises(IllegalAction):
        changed(prefs, None, None, "22:00", None, None)  # one end only
    with pytest.raises(IllegalAction):
        changed(prefs, None, None, None, None, "Nowhere/Town")


def test_stored_preferences_read_back_and_damaged_ones_fall_back() -> None:
    prefs = NotifyPrefs("both", False, 60, 120, "America/New_York")
    assert NotifyPrefs.from_json(prefs.to_json()) == prefs
    damaged = '{"how": "pigeon", "reminder": "yes", "quiet_start": 5, "tz": "Nowhere"}'
    assert NotifyPrefs.from_json(damaged) == NotifyPrefs()
    assert NotifyPrefs.from_json("not json") == NotifyPrefs()


async def test_preferences_survive_a_new_store(tmp_path: Path) -> None:
    path = tmp_path / "prefs.db"
    store = await open_store(path)
    try:
        await Notifications(store, lambda: 0.0).save(7, NotifyPrefs(how="mention"))
    finally:
        await store.close()
    store = await open_store(path)
    try:
        notifications = Notifications(store, lambda: at("2026-03-02 12:00"))
        assert (await notifications.of(7)).how == "mention"
        assert not await notifications.wants_dm(7)  # a mention instead
        assert await notifications.wants_dm(8)  # never chose: by DM
    finally:
        await store.close()


async def test_the_preferences_cache_keeps_a_bounded_number_of_users(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(notifications_module, "KNOWN_USERS", 3)
    store = await open_store(tmp_path / "prefs.db")
    try:
        notifications = Notifications(store, lambda: 0.0)
        await notifications.save(1, NotifyPrefs(how="mention"))
        for user in range(2, 10):
            assert (await notifications.of(user)).how == "dm"
        assert len(notifications._known) == 3
        assert 1 not in notifications._known  # the first cached went first...
        assert (await notifications.of(1)).how == "mention"  # ... and is read again
    finally:
        await store.close()

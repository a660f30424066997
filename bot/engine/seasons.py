"""Seasons of a server's leaderboard: calendar periods of 1, 2, 3 (the default), 4, 6 or 12
months, in UTC, aligned on the year (quarterly: 1 January, 1 April, 1 July, 1 October).

A season is known by its start. Its number counts from the first season of 1970 (the months
since January 1970 divided by the length): a pure function of a time and a length, so every
process and every rebuild puts a result in the same season.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

DEFAULT_MONTHS = 3  # where no server chose (data/settings.json: season_months)


@dataclass(frozen=True)
class Season:
    """One season: ``months`` long, number ``index``, from ``start`` (included) to ``end``
    (excluded), both seconds since the epoch."""

    months: int
    index: int

    @property
    def start(self) -> float:
        return _month_start(self.index * self.months)

    @property
    def end(self) -> float:
        return _month_start((self.index + 1) * self.months)

    def before(self, seasons: int = 1) -> Season:
        """The season ``seasons`` before this one (same length)."""
        return Season(self.months, self.index - seasons)

    @property
    def last_day(self) -> datetime:
        """The season's last day (its end is the midnight after it)."""
        return datetime.fromtimestamp(self.end - 86400, UTC)

    @property
    def first_day(self) -> datetime:
        return datetime.fromtimestamp(self.start, UTC)


def season_of(when: float, months: int = DEFAULT_MONTHS) -> Season:
    """The season of length ``months`` that time ``when`` (seconds since the epoch) is in."""
    if months < 1 or 12 % months:
        raise ValueError(f"a season lasts a number of months that divides 12, not {months}")
    moment = datetime.fromtimestamp(when, UTC)
    return Season(months, ((moment.year - 1970) * 12 + moment.month - 1) // months)


def season_between(start: float, end: float) -> Season:
    """The season from ``start`` to ``end`` (as a timer's payload keeps it)."""
    first, after = (datetime.fromtimestamp(t, UTC) for t in (start, end))
    return season_of(start, (after.year - first.year) * 12 + after.month - first.month)


def _month_start(month: int) -> float:
    """Midnight UTC on the first day of month number ``month`` (0: January 1970)."""
    year, month_of_year = divmod(month, 12)
    return datetime(1970 + year, month_of_year + 1, 1, tzinfo=UTC).timestamp()

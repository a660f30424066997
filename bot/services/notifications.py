"""How each player hears that it is their turn (``/notify``), stored per user.

``how``: the private panel by DM (``dm``, the default: the panel *is* the notification), a
mention in the game's channel instead (``mention``: for closed DMs or players on the board) or
both. ``reminder``: the half-time reminder on or off. Quiet hours (``quiet_start`` to
``quiet_end``, minutes of the day in the user's time zone ``tz``, possibly over midnight): no
DM and no mention then; what waits is sent when they end (the ``notify`` timer, see
:mod:`bot.services.deadlines`), and on long tables (a turn of at least :data:`LONG_TURN`) the
player's deadline does not run during them.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import asdict, dataclass, replace
from datetime import date, datetime, timedelta
from functools import cache
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.engine import IllegalAction
from bot.services.protocols import Clock

if TYPE_CHECKING:
    from bot.store import Store

HOWS = ("dm", "mention", "both")
LONG_TURN = 3600.0  # seconds: from this turn time on, quiet hours stop a player's clock
SHARED_TTL = 60.0  # seconds cached preferences are trusted when other processes write them
DAY = 24 * 60
KNOWN_USERS = 50_000  # users whose preferences are cached (the first cached go first)


@dataclass(frozen=True)
class NotifyPrefs:
    """One user's choices; the defaults are the bot's behaviour for everyone else."""

    how: str = "dm"
    reminder: bool = True
    quiet_start: int | None = None  # minute of the day; None: no quiet hours
    quiet_end: int | None = None
    tz: str = "UTC"

    @property
    def by_dm(self) -> bool:
        return self.how in ("dm", "both")

    @property
    def by_mention(self) -> bool:
        return self.how in ("mention", "both")

    @property
    def has_quiet_hours(self) -> bool:
        return self.quiet_start is not None and self.quiet_end is not None

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str | None) -> NotifyPrefs:
        """Stored preferences; what is unknown or damaged falls back to the default."""
        prefs = cls()
        if not text:
            return prefs
        try:
            data: dict[str, Any] = json.loads(text)
        except ValueError:
            return prefs
        if data.get("how") in HOWS:
            prefs = replace(prefs, how=data["how"])
        if isinstance(data.get("reminder"), bool):
            prefs = replace(prefs, reminder=data["reminder"])
        start, end = data.get("quiet_start"), data.get("quiet_end")
        if _minute(start) and _minute(end) and start != end:
            prefs = replace(prefs, quiet_start=start, quiet_end=end)
        if isinstance(data.get("tz"), str) and valid_zone(data["tz"]):
            prefs = replace(prefs, tz=data["tz"])
        return prefs


def _minute(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < DAY


def parse_time_of_day(text: str) -> int:
    """``"HH:MM"`` (or ``"H"``) → minutes after midnight; refused otherwise."""
    match = re.fullmatch(r"\s*(\d{1,2})(?:[:.h](\d{2}))?\s*", text)
    if match:
        hours, minutes = int(match.group(1)), int(match.group(2) or 0)
        if hours < 24 and minutes < 60:
            return hours * 60 + minutes
    raise IllegalAction("notify.bad_time", value=text[:20])


def format_time_of_day(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


@cache
def _zone(name: str) -> ZoneInfo:
    return ZoneInfo(name)


def valid_zone(name: str) -> bool:
    """Whether ``name`` is an IANA time zone this machine knows."""
    if name not in zone_names():
        return False
    try:
        _zone(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


@cache
def zone_names() -> tuple[str, ...]:
    return tuple(sorted(available_timezones() | {"UTC"}))


def matching_zones(typed: str, limit: int = 25) -> list[str]:
    """Time zones for an autocomplete: those containing ``typed`` (case and ``_`` ignored)."""
    wanted = typed.strip().lower().replace(" ", "_")
    if not wanted:
        common = ("UTC", "Europe/London", "Europe/Amsterdam", "America/New_York",
                  "America/Los_Angeles", "Asia/Tokyo", "Asia/Taipei", "Asia/Shanghai")  # fmt: skip
        return [z for z in common if valid_zone(z)][:limit]
    return [z for z in zone_names() if wanted in z.lower()][:limit]


# -- quiet hours -----------------------------------------------------------------------------
def _local(prefs: NotifyPrefs, moment: float) -> datetime:
    return datetime.fromtimestamp(moment, _zone(prefs.tz))


def in_quiet_hours(prefs: NotifyPrefs, now: float) -> bool:
    """Whether ``now`` (epoch seconds) falls in the user's quiet hours (start included, end
    not; a range whose start is after its end runs over midnight)."""
    if prefs.quiet_start is None or prefs.quiet_end is None:
        return False
    local = _local(prefs, now)
    minute = local.hour * 60 + local.minute
    start, end = prefs.quiet_start, prefs.quiet_end
    if start < end:
        return start <= minute < end
    return minute >= start or minute < end


def _next_at(prefs: NotifyPrefs, minute_of_day: int, after: float) -> float:
    """The first moment after ``after`` whose local time is ``minute_of_day``."""
    zone = _zone(prefs.tz)
    day: date = _local(prefs, after).date() - timedelta(days=1)
    for _ in range(4):
        moment = datetime(
            day.year, day.month, day.day, minute_of_day // 60, minute_of_day % 60, tzinfo=zone
        ).timestamp()
        if moment > after:
            return moment
        day += timedelta(days=1)
    raise AssertionError("a time of day comes back within a day")


def quiet_ends(prefs: NotifyPrefs, now: float) -> float | None:
    """When the quiet hours ``now`` is in end (``None``: ``now`` is not in quiet hours)."""
    if not in_quiet_hours(prefs, now):
        return None
    assert prefs.quiet_end is not None
    return _next_at(prefs, prefs.quiet_end, now)


def deadline_outside_quiet(prefs: NotifyPrefs, start: float, seconds: float) -> float:
    """The moment at which ``seconds`` of time outside the user's quiet hours have passed
    since ``start``: a long table's deadline, which does not run during quiet hours."""
    if prefs.quiet_start is None:
        return start + seconds
    moment, left = start, seconds
    for _ in range(1000):  # two steps a day; a turn lasts at most a few days
        ends = quiet_ends(prefs, moment)
        if ends is not None:
            moment = ends
            continue
        begins = _next_at(prefs, prefs.quiet_start, moment)
        if moment + left <= begins:
            return moment + left
        left -= begins - moment
        moment = begins
    return moment + left


# -- the service -------------------------------------------------------------------------------
class Notifications:
    """Each user's preferences, cached in memory and kept in the store (read again after
    :data:`SHARED_TTL` seconds when other processes share the database)."""

    def __init__(self, store: Store, clock: Clock, ttl: float | None = None) -> None:
        self.store = store
        self.clock = clock
        self.ttl = ttl if ttl is not None else (SHARED_TTL if store.shared else None)
        self._known: dict[int, tuple[NotifyPrefs, float]] = {}

    async def of(self, user_id: int | None) -> NotifyPrefs:
        """``user_id``'s preferences (the defaults for nobody, or one who never chose)."""
        if user_id is None:
            return NotifyPrefs()
        found = self._known.get(user_id)
        if found is None or (self.ttl is not None and time.monotonic() - found[1] > self.ttl):
            prefs = NotifyPrefs.from_json(await self.store.user_prefs.get(user_id))
            found = self._keep(user_id, prefs)
        return found[0]

    async def save(self, user_id: int, prefs: NotifyPrefs) -> None:
        await self.store.user_prefs.save(user_id, prefs.to_json())
        self._keep(user_id, prefs)

    def _keep(self, user_id: int, prefs: NotifyPrefs) -> tuple[NotifyPrefs, float]:
        """Cache ``prefs``; the cache holds at most :data:`KNOWN_USERS` users (it would
        otherwise keep every player the process ever saw)."""
        self._known.pop(user_id, None)
        kept = self._known[user_id] = (prefs, time.monotonic())
        while len(self._known) > KNOWN_USERS:
            del self._known[next(iter(self._known))]
        return kept

    async def wants_dm(self, user_id: int | None) -> bool:
        """Whether a DM may reach ``user_id`` now: they chose DMs and are not in quiet hours."""
        prefs = await self.of(user_id)
        return prefs.by_dm and not in_quiet_hours(prefs, self.clock())

    async def quiet(self, user_id: int | None) -> bool:
        """Whether ``user_id`` is in their quiet hours now."""
        return in_quiet_hours(await self.of(user_id), self.clock())

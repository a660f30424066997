"""Per-server settings (``/settings``): what a server's admins choose, validated and stored.

The ranges and defaults live in ``data/settings.json``. A server that never chose keeps the
defaults: its Discord language, the game's default turn time, the bot's computer delay
(``ICHIBA_COMPUTER_DELAY``), lobbies closing after 30 minutes without activity, games ending
after 24 hours without a human move, no extra moderator role, games allowed in every channel,
at most 3 open lobbies hosted by one member and 50 in the server, a thread per game where
the bot may create threads, quarterly leaderboard seasons, and Normal computers.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import TYPE_CHECKING, Any

from bot.ai import DEFAULT_LEVEL, SEAT_LEVELS
from bot.engine import IllegalAction
from bot.engine.data import load_json
from bot.games import GAMES
from bot.i18n import locales

if TYPE_CHECKING:
    from bot.store import Store


# Settings that are a whole number in a range of data/settings.json.
RANGED = ("lobby_minutes", "away_hours", "ranked_games", "lobbies_per_player", "lobbies_per_server")


def limits() -> dict[str, Any]:
    return load_json("settings.json")


@dataclass(frozen=True)
class GuildSettings:
    """One server's choices; ``None`` and empty values mean "the default"."""

    language: str | None = None
    turn_seconds: Mapping[str, int] = field(default_factory=dict)  # game → seconds per turn
    computer_speed: str | None = None
    lobby_minutes: int | None = None
    away_hours: int | None = None
    moderator_role: int | None = None
    game_channels: tuple[int, ...] = ()  # empty: every channel
    ranked_games: int | None = None  # rated games before the leaderboard ranks a player
    lobbies_per_player: int | None = None  # open lobbies one member may host at once
    lobbies_per_server: int | None = None  # open lobbies in the server at once
    threads: bool | None = None  # a thread per game (None: on, where the bot may create them)
    season_months: int | None = None  # months per leaderboard season (see bot.engine.seasons)
    computer_level: str | None = None  # level of a computer added without choosing one

    # -- effective values ------------------------------------------------------------------
    @property
    def lobby_seconds(self) -> float:
        return 60.0 * (self.lobby_minutes or limits()["lobby_minutes"]["default"])

    @property
    def min_ranked_games(self) -> int:
        return self.ranked_games or limits()["ranked_games"]["default"]

    @property
    def lobby_limits(self) -> tuple[int, int]:
        """Open lobbies one member may host, and open lobbies in the server, at once."""
        table = limits()
        return (
            self.lobbies_per_player or table["lobbies_per_player"]["default"],
            self.lobbies_per_server or table["lobbies_per_server"]["default"],
        )

    @property
    def season_length(self) -> int:
        """Months per leaderboard season."""
        return self.season_months or limits()["season_months"]["default"]

    @property
    def away_seconds(self) -> float:
        return 3600.0 * (self.away_hours or limits()["away_hours"]["default"])

    def computer_delay(self, default: float) -> float:
        """Seconds a computer waits before each move in this server."""
        if self.computer_speed is None:
            return default
        return float(limits()["computer_speeds"][self.computer_speed])

    @property
    def default_level(self) -> str:
        """The level of a computer added without choosing one (listed first in lobbies)."""
        return self.computer_level or DEFAULT_LEVEL

    @property
    def game_threads(self) -> bool:
        """Whether games run in threads of their own (where the bot may create them)."""
        return self.threads is not False

    def allows(self, channel_id: int) -> bool:
        """Whether games may be opened in ``channel_id``."""
        return not self.game_channels or channel_id in self.game_channels

    # -- changes (each validated; a refusal says why in the user's language) ----------------
    def changed(self, name: str, value: Any) -> GuildSettings:
        """A copy with one setting changed; raises :class:`IllegalAction` for a bad value."""
        table = limits()
        if name == "language":
            if value is not None and value not in locales():
                raise IllegalAction("settings.bad_language", choices=", ".join(locales()))
            return replace(self, language=value)
        if name == "computer_speed":
            if value is not None and value not in table["computer_speeds"]:
                raise IllegalAction("settings.bad_choice")
            return replace(self, computer_speed=value)
        if name == "computer_level":
            if value is not None and value not in SEAT_LEVELS:
                raise IllegalAction("settings.bad_choice")
            return replace(self, computer_level=value)
        if name == "season_months":
            choices = table["season_months"]["choices"]
            if value is not None and not (_whole_in(value, 1, 12) and value in choices):
                raise IllegalAction("settings.bad_choice")
            return replace(self, season_months=value)
        if name in RANGED:
            bounds = table[name]
            if value is not None and not _whole_in(value, bounds["min"], bounds["max"]):
                raise IllegalAction(f"settings.bad_{name}", min=bounds["min"], max=bounds["max"])
            return replace(self, **{name: value})
        if name == "moderator_role":
            return replace(self, moderator_role=None if value is None else int(value))
        if name == "threads":
            if value is not None and not isinstance(value, bool):
                raise IllegalAction("settings.bad_choice")
            return replace(self, threads=value)
        raise IllegalAction("settings.bad_choice")

    def with_turn_seconds(self, game: str, seconds: int | None) -> GuildSettings:
        """A copy with ``game``'s default turn time set (``None``: back to the default)."""
        bounds = limits()["turn_seconds"]
        if game not in GAMES:
            raise IllegalAction("settings.bad_choice")
        if seconds is not None and not _whole_in(seconds, bounds["min"], bounds["max"]):
            raise IllegalAction("settings.bad_turn_seconds", min=bounds["min"], max=bounds["max"])
        times = {k: v for k, v in self.turn_seconds.items() if k != game}
        if seconds is not None:
            times[game] = seconds
        return replace(self, turn_seconds=times)

    def with_channel(self, channel_id: int, allowed: bool) -> GuildSettings:
        """A copy where ``channel_id`` is added to (or removed from) the game channels."""
        channels = [c for c in self.game_channels if c != channel_id]
        if allowed:
            if len(channels) >= limits()["game_channels_max"]:
                raise IllegalAction("settings.too_many_channels", max=limits()["game_channels_max"])
            channels.append(channel_id)
        return replace(self, game_channels=tuple(channels))

    # -- storage ---------------------------------------------------------------------------
    def to_json(self) -> str:
        data = {k: v for k, v in asdict(self).items() if v not in (None, {}, ())}
        if "game_channels" in data:
            data["game_channels"] = list(data["game_channels"])
        return json.dumps(data, sort_keys=True)

    @classmethod
    def from_json(cls, text: str | None) -> GuildSettings:
        """Parse stored settings; anything unreadable or no longer valid is the default."""
        try:
            data = json.loads(text or "{}")
        except ValueError:
            return cls()
        if not isinstance(data, dict):
            return cls()
        settings = cls()
        choices = (
            "language",
            "computer_speed",
            "computer_level",
            "moderator_role",
            "threads",
            "season_months",
        )
        for name in (*choices, *RANGED):
            with contextlib.suppress(IllegalAction, TypeError, ValueError):
                settings = settings.changed(name, data.get(name))
        for game, seconds in dict(data.get("turn_seconds") or {}).items():
            with contextlib.suppress(IllegalAction):
                settings = settings.with_turn_seconds(game, seconds)
        channels = data.get("game_channels") or []
        if isinstance(channels, list):
            ids = tuple(int(c) for c in channels if isinstance(c, int) or str(c).isdigit())
            settings = replace(settings, game_channels=ids)
        return settings


def _whole_in(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


SHARED_TTL = 5.0  # seconds a cached server's settings are trusted when other processes write


class Settings:
    """The settings of every server, read through a small cache. With a database shared by
    several processes (``store.shared``), another process may change a server's settings (its
    ``/settings`` reach the process of its shard, a DM click or a timer of its games another
    one): a cached entry is then read again after :data:`SHARED_TTL` seconds."""

    def __init__(self, store: Store, ttl: float | None = None) -> None:
        self.store = store
        self.ttl = ttl if ttl is not None else (SHARED_TTL if store.shared else None)
        self._cache: dict[int, tuple[GuildSettings, float]] = {}

    async def get(self, guild_id: int | None) -> GuildSettings:
        """A server's settings (the defaults outside servers, e.g. in DMs)."""
        if guild_id is None:
            return GuildSettings()
        now = time.monotonic()
        found = self._cache.get(guild_id)
        if found is None or (self.ttl is not None and now - found[1] > self.ttl):
            settings = GuildSettings.from_json(await self.store.settings.get(guild_id))
            self._cache[guild_id] = (settings, now)
            return settings
        return found[0]

    async def season_months(self, guild_id: int | None) -> int:
        """Months per leaderboard season in a server."""
        return (await self.get(guild_id)).season_length

    async def save(self, guild_id: int, settings: GuildSettings) -> GuildSettings:
        await self.store.settings.save(guild_id, settings.to_json())
        self._cache[guild_id] = (settings, time.monotonic())
        return settings

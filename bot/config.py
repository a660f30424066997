"""Configuration from environment variables (and an optional ``.env`` file)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from dotenv import load_dotenv

TOKEN_HELP = (
    "DISCORD_TOKEN is not set: create a bot at https://discord.com/developers/applications "
    "(Bot → Reset Token), then run `DISCORD_TOKEN=<token> python -m bot` or put it in .env."
)


class ConfigError(Exception):
    """The configuration cannot start the bot; the message says how to fix it."""


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


@dataclass(frozen=True)
class Config:
    """Settings of one bot process. The token is hidden from ``repr`` so it never reaches logs."""

    token: str = field(repr=False)
    db_path: Path = Path("ichiba.db")
    dev_guild: int | None = None
    log_level: str = "INFO"
    api_base: str | None = None
    gateway_url: str | None = None
    computer_delay: float = 1.0
    render_workers: int = 2
    think_workers: int = 1  # processes where computer players think (0: threads)
    pictures: bool = True  # False: a small blank placeholder instead of each picture (tests)
    metrics_port: int | None = None  # serve /healthz and /metrics there (None: off)
    metrics_host: str = "127.0.0.1"
    # A PostgreSQL URL (postgresql://…) shared by every process of a cluster; None: the SQLite
    # file db_path. The URL may hold a password: hidden from repr too.
    database_url: str | None = field(default=None, repr=False)
    database_pool: int = 10  # PostgreSQL connections per process
    shard_count: int | None = None  # None: Discord's recommended count
    shard_ids: tuple[int, ...] | None = None  # the shards this process runs (None: all)

    @property
    def database(self) -> str:
        """What ``open_store`` opens: the PostgreSQL URL, else the SQLite file."""
        return self.database_url or str(self.db_path)

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None, *, need_token: bool = True) -> Config:
        """Read the configuration; ``.env`` in the working directory fills unset variables.

        Raises :class:`ConfigError`, whose one-line message names the variable and what it
        accepts. ``need_token=False`` for commands that never connect (``backup``,
        ``migrate``)."""
        if env is None:
            load_dotenv(Path.cwd() / ".env", override=False)
            env = dict(os.environ)

        def get(name: str) -> str:
            return env.get(name, "").strip()

        token = get("DISCORD_TOKEN")
        if not token and need_token:
            raise ConfigError(TOKEN_HELP)
        level = get("LOG_LEVEL") or "INFO"
        if level.upper() not in LOG_LEVELS:
            raise ConfigError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}.")
        port = _whole("ICHIBA_METRICS_PORT", get("ICHIBA_METRICS_PORT"), None, low=1, high=65535)
        db_path, database_url = _database(get("ICHIBA_DATABASE_URL"), get("ICHIBA_DB"))
        shard_count, shard_ids = _shards(get("ICHIBA_SHARD_COUNT"), get("ICHIBA_SHARD_IDS"))
        pool = _whole("ICHIBA_DATABASE_POOL", get("ICHIBA_DATABASE_POOL"), 10, low=2, high=1000)
        return cls(
            token=token,
            db_path=db_path,
            database_url=database_url,
            database_pool=pool or 10,
            shard_count=shard_count,
            shard_ids=shard_ids,
            dev_guild=_whole("ICHIBA_DEV_GUILD", get("ICHIBA_DEV_GUILD"), None, what="guild id"),
            log_level=level.upper(),
            api_base=get("DISCORD_API_BASE") or None,
            gateway_url=get("DISCORD_GATEWAY_URL") or None,
            computer_delay=_seconds("ICHIBA_COMPUTER_DELAY", get("ICHIBA_COMPUTER_DELAY"), 1.0),
            render_workers=_whole("ICHIBA_RENDER_WORKERS", get("ICHIBA_RENDER_WORKERS"), 2) or 0,
            think_workers=_whole("ICHIBA_THINK_WORKERS", get("ICHIBA_THINK_WORKERS"), 1) or 0,
            pictures=_switch("ICHIBA_PICTURES", get("ICHIBA_PICTURES"), True),
            metrics_port=port,
            metrics_host=get("ICHIBA_METRICS_HOST") or "127.0.0.1",
        )


def _database(url: str, path: str) -> tuple[Path, str | None]:
    """(SQLite file, PostgreSQL URL) from ``ICHIBA_DATABASE_URL`` (else ``ICHIBA_DB``)."""
    if not url:
        return Path(path or "ichiba.db"), None
    if url.startswith(("postgresql://", "postgres://")):
        return Path(path or "ichiba.db"), url
    if url.startswith("sqlite:///") and len(url) > len("sqlite:///"):
        return Path(url[len("sqlite:///") :]), None
    raise ConfigError(
        "ICHIBA_DATABASE_URL must be sqlite:///<file> (sqlite:////<absolute path>) or "
        "postgresql://<user>:<password>@<host>:<port>/<database>, not "
        f"{url.split('://')[0] + '://…' if '://' in url else repr(url)}."
    )


def _shards(count_text: str, ids_text: str) -> tuple[int | None, tuple[int, ...] | None]:
    """``ICHIBA_SHARD_COUNT`` and ``ICHIBA_SHARD_IDS`` ("0-3", "0,2", "1"), checked together."""
    count = _whole("ICHIBA_SHARD_COUNT", count_text, None, low=1, high=100_000)
    if not ids_text:
        return count, None
    if count is None:
        raise ConfigError("ICHIBA_SHARD_IDS needs ICHIBA_SHARD_COUNT (all processes' shards).")
    ids: set[int] = set()
    for part in ids_text.replace(" ", "").split(","):
        low, dash, high = part.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ConfigError(
                f"ICHIBA_SHARD_IDS must list shard numbers and ranges such as 0-3 or 0,2, "
                f"not {ids_text!r}."
            )
        first, last = int(low), int(high) if dash else int(low)
        if first > last or last >= count:
            raise ConfigError(
                f"ICHIBA_SHARD_IDS must be shards from 0 to {count - 1} "
                f"(ICHIBA_SHARD_COUNT is {count}), not {ids_text!r}."
            )
        ids.update(range(first, last + 1))
    return count, tuple(sorted(ids))


def _whole(
    name: str,
    text: str,
    default: int | None,
    *,
    low: int = 0,
    high: int | None = None,
    what: str = "whole number",
) -> int | None:
    """``text`` as a whole number in ``low..high`` (``default`` when empty)."""
    if not text:
        return default
    if not text.isdigit() or int(text) < low or (high is not None and int(text) > high):
        bounds = f" from {low} to {high}" if high is not None else ""
        raise ConfigError(f"{name} must be a {what}{bounds}, not {text!r}.")
    return int(text)


def _switch(name: str, text: str, default: bool) -> bool:
    """``text`` as on/off (``default`` when empty)."""
    if not text:
        return default
    if text.lower() in ("on", "off"):
        return text.lower() == "on"
    raise ConfigError(f"{name} must be on or off, not {text!r}.")


def _seconds(name: str, text: str, default: float) -> float:
    """``text`` as a number of seconds, 0 or more (``default`` when empty)."""
    if not text:
        return default
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value >= 0 or value == float("inf"):
        raise ConfigError(f"{name} must be a number of seconds, 0 or more, not {text!r}.")
    return value

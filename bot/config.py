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
    metrics_port: int | None = None  # serve /healthz and /metrics there (None: off)
    metrics_host: str = "127.0.0.1"

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
        return cls(
            token=token,
            db_path=Path(get("ICHIBA_DB") or "ichiba.db"),
            dev_guild=_whole("ICHIBA_DEV_GUILD", get("ICHIBA_DEV_GUILD"), None, what="guild id"),
            log_level=level.upper(),
            api_base=get("DISCORD_API_BASE") or None,
            gateway_url=get("DISCORD_GATEWAY_URL") or None,
            computer_delay=_seconds("ICHIBA_COMPUTER_DELAY", get("ICHIBA_COMPUTER_DELAY"), 1.0),
            render_workers=_whole("ICHIBA_RENDER_WORKERS", get("ICHIBA_RENDER_WORKERS"), 2) or 0,
            metrics_port=port,
            metrics_host=get("ICHIBA_METRICS_HOST") or "127.0.0.1",
        )


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

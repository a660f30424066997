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

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Config:
        """Read the configuration; ``.env`` in the working directory fills unset variables."""
        if env is None:
            load_dotenv(Path.cwd() / ".env", override=False)
            env = dict(os.environ)
        token = env.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ConfigError(TOKEN_HELP)
        guild = env.get("ICHIBA_DEV_GUILD", "").strip()
        if guild and not guild.isdigit():
            raise ConfigError(f"ICHIBA_DEV_GUILD must be a numeric guild id, not {guild!r}.")
        workers = env.get("ICHIBA_RENDER_WORKERS", "").strip() or "2"
        if not workers.isdigit():
            raise ConfigError(f"ICHIBA_RENDER_WORKERS must be a whole number, not {workers!r}.")
        return cls(
            token=token,
            db_path=Path(env.get("ICHIBA_DB", "").strip() or "ichiba.db"),
            dev_guild=int(guild) if guild else None,
            log_level=(env.get("LOG_LEVEL", "").strip() or "INFO").upper(),
            api_base=env.get("DISCORD_API_BASE", "").strip() or None,
            gateway_url=env.get("DISCORD_GATEWAY_URL", "").strip() or None,
            computer_delay=float(env.get("ICHIBA_COMPUTER_DELAY", "").strip() or 1.0),
            render_workers=int(workers),
        )

"""Configuration: required token, defaults, and the token never shown."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import Config, ConfigError

ROOT = Path(__file__).resolve().parents[2]


def test_defaults() -> None:
    config = Config.from_env({"DISCORD_TOKEN": "abc.def"})
    assert config.db_path == Path("ichiba.db")
    assert config.dev_guild is None
    assert config.log_level == "INFO"
    assert config.render_workers == 2
    assert config.think_workers == 1
    assert config.pictures


def test_all_settings() -> None:
    config = Config.from_env(
        {
            "DISCORD_TOKEN": "secret-token",
            "ICHIBA_DB": "/tmp/x.db",
            "ICHIBA_DEV_GUILD": "123",
            "LOG_LEVEL": "debug",
            "ICHIBA_RENDER_WORKERS": "0",
            "ICHIBA_THINK_WORKERS": "0",
            "ICHIBA_PICTURES": "Off",
        }
    )
    assert config.think_workers == 0
    assert (config.db_path, config.dev_guild, config.log_level) == (Path("/tmp/x.db"), 123, "DEBUG")
    assert config.render_workers == 0 and not config.pictures
    assert "secret-token" not in repr(config)


def test_missing_token_and_bad_guild() -> None:
    with pytest.raises(ConfigError, match="DISCORD_TOKEN"):
        Config.from_env({})
    with pytest.raises(ConfigError, match="ICHIBA_DEV_GUILD"):
        Config.from_env({"DISCORD_TOKEN": "x", "ICHIBA_DEV_GUILD": "general"})
    with pytest.raises(ConfigError, match="ICHIBA_RENDER_WORKERS"):
        Config.from_env({"DISCORD_TOKEN": "x", "ICHIBA_RENDER_WORKERS": "two"})
    with pytest.raises(ConfigError, match="ICHIBA_PICTURES must be on or off"):
        Config.from_env({"DISCORD_TOKEN": "x", "ICHIBA_PICTURES": "no"})


def test_run_without_token_exits_2_with_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "DISCORD_TOKEN" in lines[0] and "developers" in lines[0]

"""``python -m bot``: help, subcommands, and one clear line with its own exit status for
every failure an operator can fix."""

from __future__ import annotations

import asyncio
import os
import socket
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import EXIT_CONFIG, EXIT_DATABASE, EXIT_TOKEN, EXIT_UNREACHABLE
from tests.fakediscord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]


def _base_env() -> dict[str, str]:
    """This environment without Discord or Ichiba settings, able to import the checkout."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "ICHIBA_"))}
    return {**base, "PYTHONPATH": str(ROOT)}


def bot(cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        env={**_base_env(), **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_help_lists_the_subcommands_and_the_configuration(tmp_path: Path) -> None:
    done = bot(tmp_path, "--help")
    assert done.returncode == 0
    for word in ("run", "demo", "sync", "backup", "migrate", "DISCORD_TOKEN", "exit status"):
        assert word in done.stdout
    demo = bot(tmp_path, "demo", "--help")
    assert demo.returncode == 0
    assert "--players" in demo.stdout and "(default: 1)" in demo.stdout
    assert "``" not in demo.stdout  # no raw reST


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("LOG_LEVEL", "verbose"),
        ("ICHIBA_COMPUTER_DELAY", "fast"),
        ("ICHIBA_COMPUTER_DELAY", "-1"),
        ("ICHIBA_RENDER_WORKERS", "two"),
        ("ICHIBA_METRICS_PORT", "70000"),
        ("ICHIBA_DEV_GUILD", "general"),
    ],
)
def test_bad_configuration_is_one_line_and_status_2(tmp_path: Path, name: str, value: str) -> None:
    done = bot(tmp_path, DISCORD_TOKEN="x.y.z", **{name: value})
    assert done.returncode == EXIT_CONFIG
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and name in lines[0] and repr(value) in lines[0], done.stderr


def test_unreachable_discord_is_one_line_and_its_own_status(tmp_path: Path) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    done = bot(
        tmp_path,
        DISCORD_TOKEN="x.y.z",
        DISCORD_API_BASE=f"http://127.0.0.1:{port}/api/v10",
        DISCORD_GATEWAY_URL=f"ws://127.0.0.1:{port}/gateway",
        ICHIBA_RENDER_WORKERS="0",
    )
    assert done.returncode == EXIT_UNREACHABLE, done.stderr
    problems = [line for line in done.stderr.splitlines() if " INFO " not in line]
    assert len(problems) == 1 and "cannot reach Discord" in problems[0], done.stderr
    assert "Traceback" not in done.stderr and "PyNaCl" not in done.stderr


async def test_a_rejected_token_is_one_line_and_its_own_status(tmp_path: Path) -> None:
    async with await FakeDiscord.start(token="the-right-token") as server:
        env = {**server.subprocess_env(), "DISCORD_TOKEN": "a-wrong-token"}
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            cwd=tmp_path,
            env={**_base_env(), "ICHIBA_RENDER_WORKERS": "0", **env},
            stderr=asyncio.subprocess.PIPE,
        )
        _, stderr = await asyncio.wait_for(proc.communicate(), 60)
    text = stderr.decode()
    assert proc.returncode == EXIT_TOKEN, text
    problems = [line for line in text.splitlines() if " INFO " not in line]
    assert len(problems) == 1 and "did not accept DISCORD_TOKEN" in problems[0], text
    assert "a-wrong-token" not in text and "Traceback" not in text


def test_migrate_and_backup(tmp_path: Path) -> None:
    db = tmp_path / "live.db"
    assert bot(tmp_path, "migrate", ICHIBA_DB=str(db)).returncode == 0
    copy = tmp_path / "copy.db"
    done = bot(tmp_path, "backup", str(copy), ICHIBA_DB=str(db))
    assert done.returncode == 0, done.stderr
    with sqlite3.connect(db) as live, sqlite3.connect(copy) as backup:
        version = live.execute("PRAGMA user_version").fetchone()[0]
        assert version >= 4 and backup.execute("PRAGMA user_version").fetchone()[0] == version
        tables = "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
        assert live.execute(tables).fetchall() == backup.execute(tables).fetchall()
    again = bot(tmp_path, "backup", str(copy), ICHIBA_DB=str(db))
    assert again.returncode == EXIT_DATABASE and "exists" in again.stderr
    junk = tmp_path / "junk.db"
    junk.write_text("not a database at all " * 100)
    broken = bot(tmp_path, "migrate", ICHIBA_DB=str(junk))
    assert broken.returncode == EXIT_DATABASE and "Traceback" not in broken.stderr

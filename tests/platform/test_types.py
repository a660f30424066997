"""The type checker is part of the test command: ``python -m mypy`` (configured in
``pyproject.toml``: the packages bot, cogs and rendering) finds no error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_finds_no_type_error() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "mypy"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, f"mypy failed:\n{run.stdout}{run.stderr}"

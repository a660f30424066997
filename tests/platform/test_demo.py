"""The offline demo plays a whole game of every kind and writes its pictures."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from bot.games import GAMES
from bot.tools.demo import Demo

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_demo_plays_to_the_end_with_pictures(game_id: str, tmp_path: Path) -> None:
    lines: list[str] = []
    players = GAMES[game_id].min_players
    result = Demo(game_id, players, 7, tmp_path, lines.append).run()
    assert result["winners"] and len(result["scores"]) == players
    assert lines[-1].startswith(("1.", "2.", "Game over")) or "Game over" in "\n".join(lines)
    names = [path.name for path in sorted(tmp_path.iterdir())]
    assert any("board" in n for n in names) and names[-1].endswith("final.png")
    assert any("seat1" in n for n in names) and any("seat2" in n for n in names)
    with Image.open(tmp_path / names[-1]) as final:
        assert final.width >= 600


def test_demo_command_line(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot",
            "demo",
            "tsukiji",
            "--players",
            "2",
            "--seed",
            "4",
            "--out",
            str(tmp_path / "pics"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={"PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    assert "Game over" in done.stdout and "pictures in" in done.stdout
    assert len(list((tmp_path / "pics").glob("*.png"))) > 20

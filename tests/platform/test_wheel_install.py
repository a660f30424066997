"""A built wheel is a complete install: data, catalogs and migrations are package data, found
from any working directory (the checkout is nowhere on the path)."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_wheel_installs_and_plays_a_demo_from_another_folder(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "-w",
            str(wheels),
            str(ROOT),
        ],
        check=True,
        cwd=tmp_path,
    )
    (wheel,) = wheels.glob("ichiba-*.whl")
    # A fresh venv whose dependencies come from this environment's site-packages (a .pth line,
    # no download); its own site-packages, holding the wheel, comes first on its path.
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    python = str(env_dir / "bin" / "python")
    own = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (Path(own) / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--no-deps", str(wheel)], check=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    where = subprocess.run(
        [python, "-c", "import bot, cogs, rendering; print(bot.__file__, rendering.__file__)"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert str(env_dir) in where and str(ROOT) not in where, where
    demo = subprocess.run(
        [python, "-m", "bot", "demo", "tsukiji", "--players", "2", "--seed", "1", "--out", "pics"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert demo.returncode == 0, demo.stderr
    assert "wins" in demo.stdout or "Game over" in demo.stdout, demo.stdout[-500:]
    assert len(list((elsewhere / "pics").glob("*.png"))) > 10

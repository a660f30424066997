"""A game's Discord face is its own package, ``cogs/<game>/``: the shared cogs name no game."""

from __future__ import annotations

import re
from pathlib import Path

from bot.games import GAMES

COGS = Path(__file__).resolve().parents[2] / "cogs"


def test_only_a_games_own_package_names_it() -> None:
    names = re.compile("|".join(GAMES), re.IGNORECASE)
    found = [
        f"{path.relative_to(COGS)}:{number}"
        for path in COGS.rglob("*.py")
        if path.relative_to(COGS).parts[0] not in GAMES
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if names.search(line)
    ]
    assert not found, found


def test_every_game_has_its_package() -> None:
    for game in GAMES:
        assert {"__init__.py", "presenter.py", "rules.py", "history.py"} <= {
            path.name for path in (COGS / game).glob("*.py")
        }, game

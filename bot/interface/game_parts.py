"""The parts every game must have, found by its id, and the start-up check that they exist.

A game is its own folder or file in each layer plus one line in :data:`bot.games.GAME_IDS`;
``docs/architecture.md`` has the checklist (a test keeps it equal to :data:`PARTS`).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable

from bot.i18n import LOCALES

# What a game needs, by what it is for: module paths (and one file) with ``{game}`` for its id.
PARTS: dict[str, str] = {
    "rules": "bot.games.{game}",
    "computer player": "bot.ai.{game}",
    "Discord face (presenter, rules pages)": "cogs.{game}",
    "move descriptions (history, replays)": "cogs.{game}.history",
    "pictures": "rendering.{game}",
    "words (English catalog)": "data/locales/en/{game}.ftl",
}


class MissingGamePart(RuntimeError):
    """A game in the list lacks one of its parts."""


def _exists(where: str) -> bool:
    if where.startswith("data/locales/"):
        return LOCALES.joinpath(*where.split("/")[2:]).is_file()
    try:
        return importlib.util.find_spec(where) is not None
    except ModuleNotFoundError:
        return False


def missing_parts(game_ids: Iterable[str]) -> list[str]:
    """What is missing, one line per part (empty when every game is whole)."""
    return [
        f"{game}: no {part} ({where.format(game=game)})"
        for game in game_ids
        for part, where in PARTS.items()
        if not _exists(where.format(game=game))
    ]


def check_parts(game_ids: Iterable[str]) -> None:
    """Raise :class:`MissingGamePart` naming every missing part of every game."""
    missing = missing_parts(game_ids)
    if missing:
        raise MissingGamePart(
            "a game in bot/games/__init__.py GAME_IDS is not whole:\n  " + "\n  ".join(missing)
        )

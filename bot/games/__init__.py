"""The one list of games (:data:`GAME_IDS`) and their rules modules.

Every layer finds a game's part by its id: the rules in ``bot/games/<id>.py`` (the types of its
views, ``View`` and ``SeatView``, in ``bot/games/<id>_view.py``), the computer
player in ``bot/ai/<id>.py``, the Discord face in ``cogs/<id>/`` (presenter, rules pages,
move descriptions), the pictures in ``rendering/<id>/``, the words in
``data/locales/<lang>/<id>.ftl``. The bot checks at start-up that each part exists
(:mod:`bot.interface.game_parts`); the tests are parametrised over this list. Adding a game is
its own files in each layer plus its id here.
"""

from __future__ import annotations

import importlib

from bot.engine import Game

GAME_IDS: tuple[str, ...] = ("tsukiji", "fisherman", "fleamarket", "silkroad")


def find_game(game_id: str) -> Game:
    """The rules object of ``game_id``, from its module ``bot.games.<game_id>`` (raises
    ``KeyError`` when there is no such game)."""
    try:
        module = importlib.import_module(f"{__name__}.{game_id}")
    except ModuleNotFoundError as error:
        raise KeyError(game_id) from error
    for value in vars(module).values():
        if isinstance(value, Game) and value.id == game_id:
            return value
    raise KeyError(game_id)


GAMES: dict[str, Game] = {game_id: find_game(game_id) for game_id in GAME_IDS}


def get_game(game_id: str) -> Game:
    """The game registered under ``game_id`` (raises ``KeyError`` for unknown ids)."""
    return GAMES[game_id]

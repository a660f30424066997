"""The rendering contract, for every game in the one list (``bot.games.GAMES``): its package
``rendering/<game id>/`` offers :class:`rendering.GamePictures`, and the pictures of a short
random game (its board, a seat's own picture, its first announcement, the final) are valid PNGs
:data:`rendering.components.ACT_WIDTH` px wide (a message's own picture, read in the chat), and
the further pictures of its panels :data:`rendering.components.WIDTH` px wide.
"""

from __future__ import annotations

import inspect
import io
from typing import Any

import pytest
from PIL import Image

from bot.engine.playout import random_playout
from bot.games import GAMES
from bot.i18n import messages
from bot.tools.demo import load_presenters
from rendering import GamePictures, renderer
from rendering.components import ACT_WIDTH, WIDTH

NAMES = ["Alice", "山田太郎", "🐟Fishy🍣", "Zoë"]
RENDERERS = ("render_board", "render_hand", "render_final")


def _png_width(data: bytes) -> int:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    Image.open(io.BytesIO(data)).verify()
    return Image.open(io.BytesIO(data)).width


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_has_a_rendering_package_with_the_protocol(game_id: str) -> None:
    pictures = renderer(game_id)
    assert isinstance(pictures, GamePictures)
    assert pictures.__name__ == f"rendering.{game_id}"  # type: ignore[attr-defined]
    for name in RENDERERS:
        parameters = list(inspect.signature(getattr(pictures, name)).parameters)
        assert parameters[:3] == ["view", "names", "words"], (name, parameters)


def test_an_unknown_game_has_no_pictures() -> None:
    with pytest.raises(LookupError, match="chess"):
        renderer("chess")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_pictures_of_a_random_game_are_pngs_of_the_width(game_id: str) -> None:
    game = GAMES[game_id]
    pictures = renderer(game_id)
    presenter = load_presenters()[game_id]
    players = game.min_players
    names = NAMES[:players]
    words = messages("en")
    played = random_playout(game, players, seed=5, check_every=0, leak_every=0)
    middle = len(played.log) // 2
    state = game.setup(players, played.seed, dict(played.options))
    drawn = {"board at the start": pictures.render_board(game.view(state, None), names, words)}
    further: dict[str, bytes] = {}
    announcement: bytes | None = None
    for step, (seat, action) in enumerate(played.log):
        events: list[Any] = game.apply(state, seat, action)
        if announcement is None:
            panels = presenter.announcements(game.view(state, None), names, "en", events)
            rendered = [panel.render() for panel in panels if panel.render is not None]
            announcement = rendered[0] if rendered else None
        if step == middle:
            drawn["board mid-game"] = pictures.render_board(game.view(state, None), names, words)
            drawn["hand mid-game"] = pictures.render_hand(game.view(state, seat), names, words)
            board = presenter.board(game.view(state, None), names, "en", events)
            further |= {p.filename: p.render() for p in board.images if p.render is not None}
    assert game.is_over(state)
    drawn["final"] = pictures.render_final(game.view(state, None), names, words)
    if announcement is not None:
        drawn["announcement"] = announcement
    assert {what: _png_width(png) for what, png in drawn.items()} == dict.fromkeys(drawn, ACT_WIDTH)
    assert further, "a board shows further pictures above its own"
    assert {what: _png_width(png) for what, png in further.items()} == dict.fromkeys(further, WIDTH)

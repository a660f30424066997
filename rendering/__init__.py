"""Pillow renderers: engine view dicts in, PNG bytes out (no discord, no game state).

Each game has its package ``rendering/<game id>/`` offering :class:`GamePictures`; find it with
:func:`renderer`. The shared parts live beside them (:mod:`rendering.components`,
:mod:`rendering.primitives`, :mod:`rendering.theme`, :mod:`rendering.fonts`).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, cast, runtime_checkable

from rendering.text import Text

View = Mapping[str, Any]


@runtime_checkable
class GamePictures(Protocol):
    """What a game's rendering package must export. Each renderer takes the engine's ``view``
    (``game.view(state, seat)``; the public view, ``seat=None``, for the board and the final),
    the display ``names`` indexed by seat and the reader's ``words``, and returns PNG bytes
    :data:`rendering.components.WIDTH` px wide. A game's announcements (a reveal, a
    tournament's results, a settlement) are further renderers of the same kind that its
    presenter names."""

    def render_board(self, view: View, names: Sequence[str], words: Text) -> bytes:
        """The public board."""
        ...

    def render_hand(self, view: View, names: Sequence[str], words: Text) -> bytes:
        """A seat's own picture, from that seat's view (``view["me"]``)."""
        ...

    def render_final(self, view: View, names: Sequence[str], words: Text) -> bytes:
        """The final results, once the game is over."""
        ...


def renderer(game_id: str) -> GamePictures:
    """The rendering package of ``game_id`` (``rendering.<game_id>``)."""
    try:
        module = importlib.import_module(f"{__name__}.{game_id}")
    except ModuleNotFoundError as error:
        if error.name != f"{__name__}.{game_id}":
            raise
        raise LookupError(
            f"no pictures for the game {game_id!r}: rendering/{game_id}/ is missing"
        ) from None
    if not isinstance(module, GamePictures):
        raise TypeError(f"rendering/{game_id}/ does not offer every GamePictures renderer")
    return cast(GamePictures, module)

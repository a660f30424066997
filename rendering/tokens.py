"""Coloured game tokens as a picture draws them, recorded for the layout test.

A renderer that tells things apart by colour (goods cubes, suits, stall colours, seats) calls
:func:`note` where it draws such a token, with the symbol, letter or pattern that also marks it:
colour is never the only sign. While :func:`recording`, the layout test collects the notes and
checks that every token carries a mark, that two kinds of one family never share a mark, and that
their colours stay apart for readers with a colour-vision deficiency.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Token:
    """One kind of coloured token in a picture: ``family`` (e.g. ``"goods"``), ``kind``
    (e.g. ``"tea"``), its ``colour`` and the ``mark`` drawn on it (a symbol, letter or pattern
    name)."""

    family: str
    kind: str
    colour: RGB
    mark: str


_RECORDING: ContextVar[list[Token] | None] = ContextVar("ichiba_tokens", default=None)


def note(family: str, kind: str, colour: RGB | tuple[int, int, int, int], mark: str) -> None:
    """Record that a token of ``kind`` was drawn in ``colour`` with ``mark`` (cheap: a no-op
    unless recording)."""
    found = _RECORDING.get()
    if found is not None:
        found.append(Token(family, kind, (colour[0], colour[1], colour[2]), mark))


@contextmanager
def recording() -> Iterator[list[Token]]:
    """Record every token :func:`note` sees inside the block."""
    found: list[Token] = []
    token = _RECORDING.set(found)
    try:
        yield found
    finally:
        _RECORDING.reset(token)

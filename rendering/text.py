"""What a renderer writes with: the words of one language, handed in with the view.

Renderers never hold user-facing words: the caller passes a :class:`Text` (the application's
``bot.i18n.Messages``) whose ``lang`` also chooses the Chinese or Japanese face of the CJK font
(:func:`rendering.fonts.writing`). A renderer's words live in the catalogs under
``<game>.pic.*`` keys, like every other text.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol


class Text(Protocol):
    """Messages of one language (see ``bot.i18n.Messages``)."""

    lang: str  # the catalog's language: "en", "zh-TW", "zh-CN", "ja", "nl"...

    def __call__(self, key: str, /, **params: Any) -> str:
        """The message ``key`` with ``params`` filled in."""
        ...

    def number(self, value: float) -> str:
        """A number as the language writes it."""
        ...

    def join(self, items: Iterable[str], style: str = "standard") -> str:
        """A list as the language writes one."""
        ...

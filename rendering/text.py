"""What a renderer writes with: the words of one language, handed in with the view.

Renderers never hold user-facing words: the caller passes a :class:`Text` (the application's
``bot.i18n.Messages``) whose ``lang`` also chooses the Chinese or Japanese face of the CJK font
(:func:`rendering.fonts.writing`). A renderer's words live in the catalogs under
``<game>.pic.*`` keys, like every other text.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Iterable
from typing import Any, Literal, Protocol, TypeVar

from rendering.fonts import writing

# The list styles of Babel's ``format_list``: "A, B and C" (standard), "A, B or C" (or)...
ListStyle = Literal[
    "standard", "standard-short", "or", "or-short", "unit", "unit-short", "unit-narrow"
]


class Text(Protocol):
    """Messages of one language (see ``bot.i18n.Messages``)."""

    lang: str  # the catalog's language: "en", "zh-TW", "zh-CN", "ja", "nl"...

    def __call__(self, key: str, /, **params: Any) -> str:
        """The message ``key`` with ``params`` filled in."""
        ...

    def has(self, key: str) -> bool:
        """Whether the catalogs have ``key``."""
        ...

    def number(self, value: float) -> str:
        """A number as the language writes it."""
        ...

    def join(self, items: Iterable[str], style: ListStyle = "standard") -> str:
        """A list as the language writes one."""
        ...


Render = TypeVar("Render", bound=Callable[..., Any])


def written(render: Render) -> Render:
    """Draw with the CJK face of the picture's language: for renderers taking ``words``."""
    signature = inspect.signature(render)

    @functools.wraps(render)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        words = signature.bind(*args, **kwargs).arguments["words"]
        with writing(words.lang):
            return render(*args, **kwargs)

    return wrapper  # type: ignore[return-value]

"""Domain errors raised by rules modules."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action the rules refuse.

    ``key`` names a message in the catalog (``data/locales/<lang>/*.ftl``) and ``params``
    fill its placeholders, so the refusal can be shown in the player's language.
    """

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def __repr__(self) -> str:
        return f"IllegalAction({self.key!r}, {self.params!r})"

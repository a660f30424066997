"""Message catalogs (``data/locales/<lang>/*.json``, one file per game plus ``core``).

Every user-facing string is looked up here by key. The locale of the interaction is passed
through; unknown locales and missing keys fall back to English, so a new language is data only.
"""

from __future__ import annotations

import json
import logging
from functools import cache
from typing import Any

from bot.engine.data import DATA

log = logging.getLogger(__name__)
FALLBACK = "en"


@cache
def catalog(lang: str) -> dict[str, str]:
    """The merged catalog of one language (``"en"``), empty when there is none."""
    merged: dict[str, str] = {}
    folder = DATA / "locales" / lang
    if not folder.is_dir():
        return merged
    for path in sorted(folder.iterdir(), key=lambda entry: entry.name):
        if path.name.endswith(".json"):
            merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def language(locale: str | None) -> str:
    """``"en-US"`` → ``"en"``; ``"zh-TW"`` stays whole when such a catalog exists."""
    if not locale:
        return FALLBACK
    text = str(locale)
    if catalog(text):
        return text
    return text.split("-")[0].lower()


def t(key: str, locale: str | None = None, /, **params: Any) -> str:
    """The message ``key`` in ``locale`` with ``params`` filled in."""
    template = catalog(language(locale)).get(key) or catalog(FALLBACK).get(key)
    if template is None:
        log.warning("missing message key %s", key)
        return key
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        log.warning("bad parameters for message key %s: %s", key, sorted(params))
        return template

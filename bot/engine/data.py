"""Access to the files under ``data/`` (component numbers, message catalogs, fonts).

They are package data of :mod:`bot` (``bot/data`` is the repository's top-level ``data/``
folder), read through :mod:`importlib.resources`, so an installed wheel finds them from any
working directory.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

DATA: Traversable = files("bot") / "data"


@cache
def load_json(name: str) -> Any:
    """Parse ``data/<name>`` once; callers must not mutate the result."""
    return json.loads(DATA.joinpath(name).read_text(encoding="utf-8"))

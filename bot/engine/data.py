"""Access to the files under ``data/`` (component numbers, message catalogs, fonts)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent.parent.parent / "data"


@cache
def load_json(name: str) -> Any:
    """Parse ``data/<name>`` once; callers must not mutate the result."""
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))

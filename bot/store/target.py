"""Where a database is: a PostgreSQL URL, an SQLite URL or a plain file path."""

from __future__ import annotations

import re
from pathlib import Path


def parse_target(target: Path | str) -> tuple[str, str]:
    """(dialect, where) of a database target: a PostgreSQL URL (``postgresql://…``), an SQLite
    URL (``sqlite:///relative.db``, ``sqlite:////absolute.db``) or a plain file path."""
    text = str(target)
    if text.startswith(("postgresql://", "postgres://")):
        return "postgresql", text
    if text.startswith("sqlite:"):
        if not text.startswith("sqlite:///") or len(text) == len("sqlite:///"):
            raise ValueError(f"an SQLite URL is sqlite:///<file>, not {text!r}")
        return "sqlite", text[len("sqlite:///") :]
    return "sqlite", text


def redacted(target: Path | str) -> str:
    """A database target fit for a log line: a URL's password is replaced by ``***``."""
    return re.sub(r"(://[^/:@]*:)[^/@]*@", r"\1***@", str(target))

"""Players' names in what the bot writes: the one place a name chosen by a user becomes text.

A name can hold anything: markdown (``**x**``), mention syntax (``<@123>``, ``@everyone``),
links, and bidirectional controls (U+202E turns "‮ecilA evil" into "live Alice" and everything
after it). So every name is *marked* where it enters a text (:func:`shown`): its own
bidirectional controls are dropped and it is wrapped in a first-strong isolate (FSI … PDI), so
its direction never spills into the sentence around it. Just before a text leaves for Discord,
:func:`escape_names` escapes markdown and mention syntax inside every isolate, so a name reads
exactly as it was chosen; pictures draw the marked name as it is (the isolate marks draw as
nothing). Computer players' names are marked the same way, without harm.
"""

from __future__ import annotations

import re

FSI = "\u2068"  # FIRST STRONG ISOLATE: the name takes the direction of its first letter
PDI = "\u2069"  # POP DIRECTIONAL ISOLATE
# Explicit embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the implicit
# marks LRM, RLM, ALM: a name's own would escape or break its isolate.
BIDI_CONTROLS = frozenset(
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
)
_CONTROLS = re.compile("[" + "".join(sorted(BIDI_CONTROLS)) + "]")
_MARKED = re.compile(f"{FSI}([^{FSI}{PDI}]*)(?:{PDI}|$)")
# Characters that start markdown or mentions in Discord: emphasis * _ ~ |, code `, quotes and
# headings > # -, links [ ] ( ), mentions and custom emoji < @ : (and the escape itself).
_MARKUP = re.compile(r"([\\*_~|`>#\-\[\]()<@:])")


def plain(name: str) -> str:
    """``name`` without bidirectional controls, on one line (line breaks and runs of spaces
    become one space)."""
    return " ".join(_CONTROLS.sub("", name).split())


def robot(name: str) -> str:
    """A computer seat's name with its 🤖 (names from before computers were named with it)."""
    return name if name.startswith("🤖") else f"🤖 {name}"


def shown(name: str) -> str:
    """``name`` marked for a text: its bidirectional controls dropped, wrapped in FSI … PDI."""
    return f"{FSI}{plain(name)}{PDI}"


def escape_names(text: str) -> str:
    """``text`` with markdown and mention syntax escaped inside every marked name (an isolate
    cut short by a length limit ends at the end of the text)."""
    if FSI not in text:
        return text
    return _MARKED.sub(_escaped, text)


def _escaped(marked: re.Match[str]) -> str:
    return FSI + _MARKUP.sub(r"\\\1", marked[1]) + PDI


def unmarked(text: str) -> str:
    """``text`` without the isolate marks (for a picture or a log line)."""
    return text.replace(FSI, "").replace(PDI, "")

"""Forget the sprites the renderers cache, so that a test records every text and token a
picture draws, whichever pictures the same worker drew before (a cached sprite is pasted, not
drawn again). The fonts' caches stay: they draw nothing."""

from __future__ import annotations

import sys


def forget_sprites() -> None:
    """Clear every ``functools`` cache of the ``rendering`` modules but the fonts'."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("rendering.") or name == "rendering.fonts":
            continue
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)) and hasattr(value, "__wrapped__"):
                value.cache_clear()

"""The narrow interfaces services are given instead of the bot object.

Services never import the Discord interface; where they must tell it something (a move to
show, a click being handled) they receive one of these, implemented by the interface and
wired together in the composition root (:meth:`bot.interface.client.IchibaBot.setup_hook`).
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from bot.services.tables import Outcome

Clock = Callable[[], float]
"""Seconds since the epoch (``time.time``; tests pass a clock they move by hand)."""

Think = Callable[[str, dict[str, Any], int, random.Random, str], Awaitable[dict[str, Any]]]
"""Decides a computer's move off the event loop: ``(game, state, seat, rng, level) -> action``,
as :func:`bot.ai.think` (the interface runs it in a worker process)."""

ShowMove = Callable[["Outcome"], Awaitable[None]]
"""Shows an accepted move that no click made (a computer's, or a timer's) to the players."""

TimerHandler = Callable[[int, str, dict[str, int]], Awaitable[None]]
"""Handles one due timer: ``(game_id, kind, payload)``."""


class Activity(Protocol):
    """Work in progress that a clean stop or a test waits for."""

    def working(self) -> AbstractAsyncContextManager[None]:
        """Mark one piece of work (a click, a timer) as under way while the block runs."""
        ...

"""Computer seats (and players who are *away*), played by :mod:`bot.ai` from their own view at
a readable pace (``ICHIBA_COMPUTER_DELAY``, or the server's computer speed). Each computer seat
plays at its own level; an away player's seat and a timer's move play Normal. The decision is
made off the event loop, by the injected ``think`` (worker processes in the bot).

Computer moves are made by the process whose click or timer let them act; one move per version
(the store's check) makes a computer move happen once even when two processes try.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random

from bot.ai import DEFAULT_LEVEL
from bot.services.protocols import ShowMove, Think
from bot.services.settings import Settings
from bot.services.tables import Outcome, Tables
from bot.store import GameRow

log = logging.getLogger(__name__)


class Computers:
    """Moves for every automatic seat that must act, one game at a time per game."""

    def __init__(
        self, tables: Tables, settings: Settings, delay: float, show: ShowMove, think: Think
    ) -> None:
        self.tables = tables
        self.settings = settings
        self.delay = delay
        self.show = show
        self.think = think
        self._players: dict[int, asyncio.Task[None]] = {}

    def kick(self, game_id: int) -> None:
        """Let the computer move for this game's automatic seats, if any must act."""
        task = self._players.get(game_id)
        if task is None or task.done():
            self._players[game_id] = asyncio.create_task(self._play(game_id))

    async def _play(self, game_id: int) -> None:
        try:
            while await self._automatic_move(game_id):
                pass
        except Exception:
            log.exception("computer play in game %s failed", game_id)
        finally:
            if self._players.get(game_id) is asyncio.current_task():
                del self._players[game_id]

    async def _automatic_move(self, game_id: int) -> bool:
        """One computer move for an automatic seat that must act; whether there was one."""
        row = await self.tables.load(game_id)
        if row.status != "active" or row.state is None:
            return False
        rules = self.tables.rules(row)
        seats = [s for s in sorted(rules.to_act(row.state)) if row.seats[s].automatic]
        if not seats:
            return False
        delay = (await self.settings.get(row.guild_id)).computer_delay(self.delay)
        if delay:
            await asyncio.sleep(delay)
        await self.move_for(row, seats[0], "computer")
        return True  # a move was made, or a player was quicker: look again

    async def move_for(self, row: GameRow, seat: int, actor: str) -> Outcome | None:
        """Choose (from the seat's own view, at its level) and apply one move for ``seat``, and
        show it. ``actor`` is ``"computer"`` or ``"timer"`` (a timer's move plays Normal)."""
        assert row.state is not None
        level = row.seats[seat].plays_at if actor == "computer" else DEFAULT_LEVEL
        rng = random.Random(f"{row.seed}:{row.version}:{seat}")
        action = await self.think(row.game, row.state, seat, rng, level)
        outcome = await self.tables.act_for(row.id, seat, action, actor, row.version)
        if outcome is not None:
            await self.show(outcome)
        return outcome

    @property
    def busy(self) -> bool:
        """Whether a computer player is thinking or moving."""
        return any(not task.done() for task in self._players.values())

    async def idle(self) -> None:
        """Wait until no computer player is thinking or moving."""
        while pending := [task for task in self._players.values() if not task.done()]:
            await asyncio.gather(*pending, return_exceptions=True)

    async def stop(self) -> None:
        for task in list(self._players.values()):
            if not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task

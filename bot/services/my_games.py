"""A player's open games and lobbies in every server (``/games``): whose turn each is, the time
the players who must act have left, and the message that shows it.

One read of the store whatever the number of games (:meth:`bot.store.games.Games.seated`); who
must act comes from each game's rules applied to its stored snapshot.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass

from bot.engine import Game
from bot.games import GAMES
from bot.store import Store
from bot.store.types import SeatedGame

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class OpenGame:
    """One of a player's open games, as their list shows it."""

    id: int
    game: str
    guild_id: int | None
    status: str  # 'lobby' or 'active'
    seated: int  # seats taken
    seats: int  # seats a lobby can hold at most
    yours: bool  # the player must act now
    acting: tuple[str, ...]  # the names of the others who must act now, as stored
    due: float | None  # when the first of those who must act runs out of time (None: no timer)
    message: tuple[int, int] | None  # (channel id, message id) showing the game


def sort_key(game: OpenGame) -> tuple[bool, bool, float, int]:
    """The player's turn first; then the games waiting for others, the nearest deadline first;
    the lobbies last; each group oldest first."""
    due = game.due if game.due is not None else float("inf")
    return (not game.yours, game.status != "active", due, game.id)


class MyGames:
    """A player's open games (``/games``)."""

    def __init__(self, store: Store, games: Mapping[str, Game] = GAMES) -> None:
        self.store = store
        self.games = games

    async def of(self, user_id: int) -> list[OpenGame]:
        """``user_id``'s open games and lobbies, in the order :func:`sort_key` gives."""
        found = [self.open_game(row, user_id) for row in await self.store.games.seated(user_id)]
        return sorted(found, key=sort_key)

    def open_game(self, row: SeatedGame, user_id: int) -> OpenGame:
        rules = self.games.get(row.game)
        to_act = self._to_act(row, rules)
        mine = {seat.seat for seat in row.seats if seat.user_id == user_id}
        due = [row.deadlines[seat] for seat in to_act if seat in row.deadlines]
        return OpenGame(
            id=row.id,
            game=row.game,
            guild_id=row.guild_id,
            status=row.status,
            seated=len(row.seats),
            seats=rules.max_players if rules is not None else len(row.seats),
            yours=bool(mine & to_act),
            acting=tuple(s.name for s in row.seats if s.seat in to_act and s.seat not in mine),
            due=min(due) if due and not row.timers_paused else None,
            message=row.message,
        )

    @staticmethod
    def _to_act(row: SeatedGame, rules: Game | None) -> frozenset[int]:
        """The seats that must act (none for a lobby, or a game whose snapshot or rules cannot
        be read: it is listed, without a turn)."""
        if row.status != "active" or row.state is None or rules is None:
            return frozenset()
        try:
            return rules.to_act(row.state)
        except Exception:  # a damaged snapshot: its table repairs it when it is next loaded
            log.warning("game %s: cannot tell who must act", row.id, exc_info=True)
            return frozenset()

"""Durable timers (table ``timers``): one per game and kind, with a due time and a payload.

A server's timer (the end of its leaderboard season, kind ``season:<start>``, see
:mod:`bot.store.history`) rides on one of its finished games: it is not that game's own, so
setting or listing a game's timers leaves it alone.

Several processes may run timer loops on one database: a loop claims the due timers nobody
holds (:meth:`Timers.claim_due`), each for a lease; a timer whose holder died is taken over
when its lease ends.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from typing import Any

from bot.store.history import SEASON_END
from bot.store.types import Database, Row, Timer, json_text

SERVER_KINDS = f"{SEASON_END}:%"  # (LIKE pattern) timers of a server, not of the game they ride on


def claimed_timers(rows: Iterable[Row]) -> list[Timer]:
    """Timers from the rows of a claim (``id, game_id, kind, payload, due_at``), in due order."""
    ordered = sorted(rows, key=lambda r: (r[4], r[0]))
    return [Timer(r[0], r[1], r[2], json.loads(r[3]), r[4]) for r in ordered]


class Timers:
    """The games' timers (``store.timers``)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def set(self, game_id: int, kind: str, due_at: float, payload: dict[str, Any]) -> int:
        """Set (or move) the game's timer of ``kind``; its id. A claim on it is dropped."""
        rows = await self._db.write_returning(
            "INSERT INTO timers (game_id, kind, due_at, payload) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (game_id, kind) DO UPDATE SET due_at = excluded.due_at,"
            " payload = excluded.payload, claimed_by = NULL, lease_until = NULL"
            " RETURNING id",
            (game_id, kind, due_at, json_text(payload)),
        )
        return int(rows[0][0]) if rows else 0

    async def replace(
        self,
        game_id: int,
        timers: dict[str, tuple[float, dict[str, Any]]],
        kept: AbstractSet[str] = frozenset(),
    ) -> None:
        """Set a game's timers to ``timers`` (kind → (due time, payload)): the other kinds go,
        each given kind is set (moved if it exists, its claim dropped), except the ``kept``
        kinds, which stay as they are if they still exist — and stay gone if a timer loop
        consumed one meanwhile (it is being fired: writing it back would fire it twice)."""
        kinds = sorted(timers)
        async with self._db.transaction() as conn:
            existing = await conn.fetch(
                "SELECT kind FROM timers WHERE game_id = ? AND kind NOT LIKE ?",
                (game_id, SERVER_KINDS),
            )
            gone = [(game_id, r[0]) for r in existing if r[0] not in timers]
            if gone:
                await conn.executemany("DELETE FROM timers WHERE game_id = ? AND kind = ?", gone)
            fresh = [k for k in kinds if k not in kept]
            if fresh:
                await conn.executemany(
                    "INSERT INTO timers (game_id, kind, due_at, payload) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (game_id, kind) DO UPDATE SET due_at = excluded.due_at,"
                    " payload = excluded.payload, claimed_by = NULL, lease_until = NULL",
                    [(game_id, k, timers[k][0], json_text(timers[k][1])) for k in fresh],
                )

    async def of_game(self, game_id: int) -> dict[str, float]:
        """Kind → due time of one game's own timers."""
        rows = await self._db.fetch(
            "SELECT kind, due_at FROM timers WHERE game_id = ? AND kind NOT LIKE ?",
            (game_id, SERVER_KINDS),
        )
        return {r[0]: r[1] for r in rows}

    async def due(self, now: float) -> list[tuple[int, int, str, dict[str, Any]]]:
        """The timers due at ``now`` (claimed or not): (id, game id, kind, payload)."""
        rows = await self._db.fetch(
            "SELECT id, game_id, kind, payload FROM timers WHERE due_at <= ? ORDER BY due_at, id",
            (now,),
        )
        return [(r[0], r[1], r[2], json.loads(r[3])) for r in rows]

    async def next_due(self) -> float | None:
        """When the timer loop must look again: the earliest due time, or for a timer that
        another process holds, the end of its lease (it may die holding it)."""
        return await self._db.scalar(
            "SELECT MIN(CASE WHEN lease_until > due_at THEN lease_until ELSE due_at END)"
            " FROM timers"
        )

    async def claim_due(self, owner: str, now: float, lease: float, limit: int = 50) -> list[Timer]:
        """Claim for ``owner`` (this process) the timers due at ``now`` that nobody holds, or
        whose holder's lease ran out (it died): each claimed one is leased until ``now +
        lease``. Other processes claiming at the same time get other timers, never the same."""
        return claimed_timers(await self._db.claim_timer_rows(owner, now, lease, limit))

    async def delete(self, timer_id: int, owner: str | None = None) -> bool:
        """Delete one timer (``owner``: only if that process holds it); ``False`` if it was
        gone, or held by another (someone else handles it)."""
        changed = await self._db.write(
            "DELETE FROM timers WHERE id = ? AND (CAST(? AS TEXT) IS NULL OR claimed_by = ?)",
            (timer_id, owner, owner),
        )
        return changed == 1

    async def clear(self, game_id: int, kind: str | None = None) -> None:
        """Delete a game's timers (``kind``: of that kind only)."""
        await self._db.write(
            "DELETE FROM timers WHERE game_id = ? AND (CAST(? AS TEXT) IS NULL OR kind = ?)",
            (game_id, kind, kind),
        )

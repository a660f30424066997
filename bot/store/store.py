"""The game store on aiosqlite: WAL, numbered migrations, one transaction per accepted action.

Parameters are always bound (never formatted into SQL). The database file is created with
owner-only permissions. ``synchronous=NORMAL`` in WAL mode keeps every committed transaction
across a crash of the bot process (``kill -9``); only a power loss may drop the last ones.

Damage is reported, not hidden: a row whose JSON cannot be read comes back with ``damage`` set
(the table service rebuilds it from the action log, or leaves it untouched), and a database that
cannot be written (disk full, read-only file, I/O error) raises :class:`StoreUnavailable` after
rolling the transaction back, so nothing is half written.

The hot paths are one call each to aiosqlite's database thread: ``record_action`` runs its whole
``BEGIN IMMEDIATE`` … ``COMMIT`` there, and ``get_game`` reads the row, its seats and its log
length together. Every row read carries the SHA-256 of its snapshot text as stored, and
``record_action`` returns the one of the text it wrote, so the table service can recognise its
own snapshot without serialising the state again.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import re
import sqlite3
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

import aiosqlite

from bot.store.history import Finish, HistoryStore

MIGRATIONS = files("bot.store") / "migrations"
OPEN_STATUSES = ("lobby", "active")
T = TypeVar("T")


class ChannelBusy(Exception):
    """The channel already has an open game."""


class VersionConflict(Exception):
    """The game changed since it was read (another writer got there first)."""


class SchemaTooNew(Exception):
    """The database was written by a newer Ichiba; we refuse to touch it."""


class StoreUnavailable(Exception):
    """The database cannot be written now (disk full, read-only, I/O error); nothing changed."""


# SQLite result codes (and their extended forms) that mean "cannot write", not "bad SQL".
UNWRITABLE = (
    "SQLITE_FULL",
    "SQLITE_READONLY",
    "SQLITE_IOERR",
    "SQLITE_CANTOPEN",
    "SQLITE_BUSY",
    "SQLITE_LOCKED",
    "SQLITE_PERM",
    "SQLITE_CORRUPT",
    "SQLITE_NOTADB",
)


def _unwritable(error: sqlite3.Error) -> bool:
    return str(getattr(error, "sqlite_errorname", "")).startswith(UNWRITABLE)


def snapshot_digest(text: str | None) -> str | None:
    """The SHA-256 of a snapshot's JSON text as stored (``None`` for no snapshot)."""
    return None if text is None else hashlib.sha256(text.encode()).hexdigest()


class Recorded(NamedTuple):
    """What :meth:`Store.record_action` wrote: the new version and the digest of the stored
    snapshot text (see :attr:`GameRow.digest`)."""

    version: int
    digest: str


@dataclass
class SeatRow:
    seat: int
    user_id: int | None
    name: str
    kind: str = "human"
    dm_open: bool = True
    away: bool = False
    expiries: int = 0

    @property
    def automatic(self) -> bool:
        """Whether the computer plays this seat (a computer seat, or an away player)."""
        return self.kind == "computer" or self.away


@dataclass
class GameRow:
    id: int
    game: str
    guild_id: int | None
    channel_id: int
    host_id: int
    status: str
    options: dict[str, Any]
    seed: int | None
    version: int
    state: dict[str, Any] | None
    stamps: list[int]
    locale: str
    seats: list[SeatRow] = field(default_factory=list)
    turn_seconds: float = 0
    secret_seconds: float = 0
    timers_paused: bool = False
    damage: str | None = None  # why the stored row cannot be read as it is (None: it can)
    # SHA-256 of the snapshot's JSON text exactly as stored (None: no snapshot), so a reader
    # can tell "the snapshot I wrote" from anything else without serialising the state again.
    digest: str | None = None
    log_length: int | None = None  # logged actions when the row was read (None: not counted)
    rules_version: int = 1  # Game.rules_version when the game started

    def seat_of(self, user_id: int) -> int | None:
        """The seat of ``user_id`` or ``None`` when they are not seated."""
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None


def _migrations() -> list[tuple[int, str]]:
    found = []
    for path in sorted(MIGRATIONS.iterdir(), key=lambda entry: entry.name):
        match = re.match(r"(\d+)_", path.name)
        if match:
            found.append((int(match.group(1)), path.read_text(encoding="utf-8")))
    return found


# One statement reads a game with its seats, the length of its log and (for GAME_AND_LOG) the
# log itself: one call to the database thread, and one consistent snapshot even while another
# process writes. Seats and moves come as JSON arrays built by SQLite.
_SEATS = (
    "(SELECT json_group_array(json_array(seat, user_id, name, kind, dm_open, away, expiries))"
    " FROM (SELECT * FROM seats WHERE game_id = g.id ORDER BY seat)) AS seats_json,"
    " (SELECT COUNT(*) FROM actions WHERE game_id = g.id) AS log_length"
)
GAME_BY_ID = "SELECT g.*, " + _SEATS + " FROM games g WHERE g.id = ?"
OPEN_GAME_IN_CHANNEL = (
    "SELECT g.*, " + _SEATS + " FROM games g"
    " WHERE g.channel_id = ? AND g.status IN ('lobby', 'active')"
)
GAME_AND_LOG = (
    "SELECT g.*, " + _SEATS + ","
    " (SELECT json_group_array(json_array(seat, action))"
    " FROM (SELECT seat, action FROM actions WHERE game_id = g.id ORDER BY n)) AS log_json"
    " FROM games g WHERE g.id = ?"
)


def _game_row(record: sqlite3.Row) -> GameRow:
    """A :class:`GameRow` from one row of ``GAME_BY_ID`` (or its siblings)."""
    damage: list[str] = []
    text = record["state"]
    digest = snapshot_digest(text) if isinstance(text, str) else None
    seats = sorted(json.loads(record["seats_json"]))

    def read(column: str, default: Any, kind: type) -> Any:
        text = record[column]
        if text is None or text == "":
            return default
        try:
            value = json.loads(text)
        except (TypeError, ValueError):
            damage.append(f"{column} is not valid JSON")
            return default
        if not isinstance(value, kind):
            damage.append(f"{column} is not a JSON {kind.__name__}")
            return default
        return value

    return GameRow(
        id=record["id"],
        game=record["game"],
        guild_id=record["guild_id"],
        channel_id=record["channel_id"],
        host_id=record["host_id"],
        status=record["status"],
        options=read("options", {}, dict),
        seed=record["seed"],
        version=record["version"],
        state=read("state", None, dict),
        stamps=read("stamps", [], list),
        locale=record["locale"],
        seats=[
            SeatRow(seat, user_id, name, kind, bool(dm_open), bool(away), expiries)
            for seat, user_id, name, kind, dm_open, away, expiries in seats
        ],
        turn_seconds=record["turn_seconds"],
        secret_seconds=record["secret_seconds"],
        timers_paused=bool(record["timers_paused"]),
        damage="; ".join(damage) or None,
        digest=digest,
        log_length=record["log_length"],
        rules_version=record["rules_version"],
    )


class Store(HistoryStore):
    """All SQL of Ichiba. One connection; writes are serialised by an asyncio lock. (The SQL of
    history and ratings is in :mod:`bot.store.history`.)"""

    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float] = time.time):
        self._conn = conn
        self._write_lock = asyncio.Lock()
        self._clock = clock

    # -- lifecycle -------------------------------------------------------------------------
    @classmethod
    async def open(cls, path: Path | str, clock: Callable[[], float] = time.time) -> Store:
        """Open (creating with mode 0600 if needed) and migrate the database at ``path``."""
        path = Path(path)
        if str(path) != ":memory:" and not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
        try:
            return await cls._open(path, clock)
        except sqlite3.Error as error:
            if _unwritable(error) or isinstance(error, sqlite3.DatabaseError):
                name = getattr(error, "sqlite_errorname", type(error).__name__)
                raise StoreUnavailable(f"{error} ({name})") from error
            raise

    @classmethod
    async def _open(cls, path: Path, clock: Callable[[], float]) -> Store:
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = sqlite3.Row
        store = cls(conn, clock)
        try:
            await store._refuse_newer()  # before anything (even the journal mode) is written
            await conn.execute("PRAGMA journal_mode=WAL")
            await conn.execute("PRAGMA synchronous=NORMAL")
            await conn.execute("PRAGMA foreign_keys=ON")
            await conn.execute("PRAGMA busy_timeout=5000")
            await store._migrate()
        except BaseException:
            await conn.close()
            raise
        return store

    async def close(self) -> None:
        await self._conn.close()

    async def _refuse_newer(self) -> None:
        current = await self._scalar("PRAGMA user_version")
        migrations = _migrations()
        latest = migrations[-1][0] if migrations else 0
        if current > latest:
            raise SchemaTooNew(
                f"database schema version {current} is newer than this Ichiba ({latest})"
            )

    async def _migrate(self) -> None:
        current = await self._scalar("PRAGMA user_version")
        for number, sql in _migrations():
            if number <= current:
                continue
            async with self._transaction() as conn:
                for statement in sql.split(";\n"):
                    if statement.strip():
                        await conn.execute(statement)
                await conn.execute(f"PRAGMA user_version = {number:d}")

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction; rolled back on any error. Raises :class:`StoreUnavailable`
        when the database cannot be written."""
        async with self._write_lock:
            try:
                await self._conn.execute("BEGIN IMMEDIATE")
                try:
                    yield self._conn
                    await self._conn.execute("COMMIT")
                except BaseException:
                    # SQLite may already have rolled back (e.g. SQLITE_FULL); keep the cause.
                    if self._conn.in_transaction:
                        with suppress(sqlite3.Error):
                            await self._conn.execute("ROLLBACK")
                    raise
            except sqlite3.Error as error:
                if _unwritable(error):
                    raise StoreUnavailable(f"{error} ({error.sqlite_errorname})") from error
                raise

    async def _row(self, sql: str, params: tuple[Any, ...]) -> sqlite3.Row | None:
        rows = await self._conn.execute_fetchall(sql, params)
        return next(iter(rows), None)

    async def _scalar(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        async with self._conn.execute(sql, params) as cursor:
            row = await cursor.fetchone()
        return row[0] if row else None

    async def backup(self, path: Path) -> None:
        """Copy the database to a new file ``path`` with SQLite's online backup (consistent
        while others write). Raises ``FileExistsError`` rather than overwrite."""
        if path.exists():
            raise FileExistsError(f"{path} exists; choose a new file")
        try:
            async with aiosqlite.connect(path) as target:
                await self._conn.backup(target)
        except sqlite3.Error as error:
            raise StoreUnavailable(f"backup to {path}: {error}") from error

    async def schema_version(self) -> int:
        return int(await self._scalar("PRAGMA user_version"))

    # -- games -----------------------------------------------------------------------------
    async def create_lobby(
        self,
        game: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        options: dict[str, Any],
        locale: str = "en-US",
        timers: tuple[float, float] = (0, 0),
    ) -> GameRow:
        """Open a lobby with the host in seat 0. Raises :class:`ChannelBusy`.

        ``timers`` are the seconds per turn and per simultaneous secret choice (0: none).
        """
        now = self._clock()
        try:
            async with self._transaction() as conn:
                cursor = await conn.execute(
                    "INSERT INTO games (game, guild_id, channel_id, host_id, status, options,"
                    " locale, turn_seconds, secret_seconds, created_at, updated_at)"
                    " VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?)",
                    (
                        game,
                        guild_id,
                        channel_id,
                        host_id,
                        json.dumps(options),
                        locale,
                        timers[0],
                        timers[1],
                        now,
                        now,
                    ),
                )
                game_id = cursor.lastrowid
                await conn.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (game_id, host_id, host_name),
                )
        except sqlite3.IntegrityError as exc:
            raise ChannelBusy(channel_id) from exc
        row = await self.get_game(game_id)
        assert row is not None
        return row

    async def get_game(self, game_id: int) -> GameRow | None:
        """The game with its seats, the digest of its snapshot text and the length of its log,
        read in one statement."""
        record = await self._row(GAME_BY_ID, (game_id,))
        return None if record is None else _game_row(record)

    async def game_and_log(
        self, game_id: int
    ) -> tuple[GameRow | None, list[tuple[int, dict[str, Any]]] | None]:
        """A game and its action log read in one statement, so they agree even while another
        process writes (``None`` for a log with an entry that cannot be read)."""
        record = await self._row(GAME_AND_LOG, (game_id,))
        if record is None:
            return None, []
        try:
            moves = json.loads(record["log_json"])
            log: list[tuple[int, dict[str, Any]]] | None = [
                (seat, json.loads(action)) for seat, action in moves
            ]
        except (TypeError, ValueError):
            log = None
        return _game_row(record), log

    async def repair_snapshot(
        self,
        game_id: int,
        version: int,
        state: dict[str, Any],
        stamps: list[int],
        status: str,
    ) -> bool:
        """Replace a damaged snapshot (rebuilt from the log) unless the game moved on."""
        async with self._transaction() as conn:
            cursor = await conn.execute(
                "UPDATE games SET state = ?, stamps = ?, status = ?, updated_at = ?"
                " WHERE id = ? AND version = ?",
                (json.dumps(state), json.dumps(stamps), status, self._clock(), game_id, version),
            )
            return cursor.rowcount == 1

    async def open_game_in_channel(self, channel_id: int) -> GameRow | None:
        record = await self._row(OPEN_GAME_IN_CHANNEL, (channel_id,))
        return None if record is None else _game_row(record)

    async def open_game_ids(self, guild_id: int | None = None) -> list[int]:
        sql = "SELECT id FROM games WHERE status IN ('lobby', 'active')"
        params: tuple[Any, ...] = ()
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params = (guild_id,)
        async with self._conn.execute(sql + " ORDER BY id", params) as cur:
            return [r[0] for r in await cur.fetchall()]

    async def add_seat(self, game_id: int, user_id: int | None, name: str, kind: str) -> None:
        async with self._transaction() as conn:
            seat = await self._next_seat(conn, game_id)
            await conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, kind) VALUES (?, ?, ?, ?, ?)",
                (game_id, seat, user_id, name, kind),
            )
            await self._touch(conn, game_id)

    async def remove_seat(self, game_id: int, seat: int) -> None:
        """Remove a lobby seat and close the gap so seats stay numbered 0..n-1."""
        async with self._transaction() as conn:
            await conn.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
            await conn.execute(
                "UPDATE seats SET seat = -seat WHERE game_id = ? AND seat > ?", (game_id, seat)
            )
            await conn.execute(
                "UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat < 0", (game_id,)
            )
            await self._touch(conn, game_id)

    @staticmethod
    async def _next_seat(conn: aiosqlite.Connection, game_id: int) -> int:
        async with conn.execute(
            "SELECT COALESCE(MAX(seat) + 1, 0) FROM seats WHERE game_id = ?", (game_id,)
        ) as cur:
            row = await cur.fetchone()
        return int(row[0])

    async def _touch(self, conn: aiosqlite.Connection, game_id: int) -> None:
        await conn.execute("UPDATE games SET updated_at = ? WHERE id = ?", (self._clock(), game_id))

    async def start_game(
        self,
        game_id: int,
        seed: int,
        state: dict[str, Any],
        stamps: list[int],
        rules_version: int = 1,
    ) -> None:
        now = self._clock()
        async with self._transaction() as conn:
            cursor = await conn.execute(
                "UPDATE games SET status = 'active', seed = ?, version = 0, state = ?, stamps = ?,"
                " updated_at = ?, started_at = ?, rules_version = ? WHERE id = ?"
                " AND status = 'lobby'",
                (seed, json.dumps(state), json.dumps(stamps), now, now, rules_version, game_id),
            )
            if cursor.rowcount != 1:
                raise VersionConflict(game_id)

    async def record_action(
        self,
        game_id: int,
        version: int,
        seat: int,
        action: dict[str, Any],
        state: dict[str, Any],
        stamps: list[int],
        status: str,
        actor: str = "player",
        finish: Finish | None = None,
    ) -> Recorded:
        """Append one action and the new snapshot atomically; returns the new version and the
        digest of the snapshot text written.

        Optimistic: fails with :class:`VersionConflict` unless the stored version is ``version``.
        One statement (an insert into the view ``moves``, see migration 0005): atomic, and one
        call to the database thread. The last action of a game (``finish``: its places, scores
        and rating function) also writes the result and the rating changes, in the same
        transaction (see :mod:`bot.store.history`).
        """
        now = self._clock()
        text = json.dumps(state)
        digest = snapshot_digest(text)
        assert digest is not None
        move = (
            game_id,
            version + 1,
            seat,
            json.dumps(action),
            now,
            actor,
            text,
            json.dumps(stamps),
            status,
        )
        if finish is not None:
            try:
                async with self._transaction() as conn:
                    await self.record_final(conn, game_id, move, finish)
            except sqlite3.IntegrityError as error:
                if "version conflict" in str(error):
                    raise VersionConflict(game_id) from error
                raise
            return Recorded(version + 1, digest)
        async with self._write_lock:  # no other transaction of this connection is open
            try:
                await self._conn.execute_insert(
                    "INSERT INTO moves (game_id, n, seat, action, created_at, actor, state,"
                    " stamps, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    move,
                )
            except sqlite3.IntegrityError as error:
                if "version conflict" in str(error):
                    raise VersionConflict(game_id) from error
                raise
            except sqlite3.Error as error:
                if _unwritable(error):
                    raise StoreUnavailable(f"{error} ({error.sqlite_errorname})") from error
                raise
        return Recorded(version + 1, digest)

    async def set_status(self, game_id: int, status: str, closed_by: str | None = None) -> None:
        """Set a game's status; ``closed_by`` records who or what closed it (see migration
        0003)."""
        async with self._transaction() as conn:
            await conn.execute(
                "UPDATE games SET status = ?, closed_by = COALESCE(?, closed_by), updated_at = ?"
                " WHERE id = ?",
                (status, closed_by, self._clock(), game_id),
            )

    async def closed_by(self, game_id: int) -> str | None:
        """Who or what closed a game (``None``: it ended by play, or is open)."""
        return await self._scalar("SELECT closed_by FROM games WHERE id = ?", (game_id,))

    async def last_activity(self, game_id: int) -> float | None:
        """When the game last changed (a lobby: someone joined, left, added a computer...)."""
        return await self._scalar("SELECT updated_at FROM games WHERE id = ?", (game_id,))

    async def action_log(self, game_id: int) -> list[tuple[int, dict[str, Any]]]:
        async with self._conn.execute(
            "SELECT seat, action FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
        ) as cur:
            return [(r[0], json.loads(r[1])) for r in await cur.fetchall()]

    async def action_count(self, game_id: int) -> int:
        return int(await self._scalar("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,)))

    async def set_dm_open(self, game_id: int, seat: int, dm_open: bool) -> None:
        async with self._transaction() as conn:
            await conn.execute(
                "UPDATE seats SET dm_open = ? WHERE game_id = ? AND seat = ?",
                (int(dm_open), game_id, seat),
            )

    async def vote_abandon(self, game_id: int, user_id: int) -> int:
        """Record a vote to abandon; returns the number of distinct votes."""
        async with self._transaction() as conn:
            await conn.execute(
                "INSERT OR IGNORE INTO abandon_votes (game_id, user_id) VALUES (?, ?)",
                (game_id, user_id),
            )
        return int(
            await self._scalar("SELECT COUNT(*) FROM abandon_votes WHERE game_id = ?", (game_id,))
        )

    # -- messages --------------------------------------------------------------------------
    async def set_message(self, game_id: int, kind: str, channel_id: int, message_id: int) -> None:
        async with self._transaction() as conn:
            await conn.execute(
                "INSERT INTO messages (game_id, kind, channel_id, message_id) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id, kind) DO UPDATE SET channel_id = excluded.channel_id,"
                " message_id = excluded.message_id",
                (game_id, kind, channel_id, message_id),
            )

    async def set_open_games_locale(self, guild_id: int, locale: str) -> list[int]:
        """Write the open games (lobbies and games) of a server in ``locale`` from now on;
        their ids."""
        async with self._transaction() as conn:
            async with conn.execute(
                "SELECT id FROM games WHERE guild_id = ? AND status IN ('lobby', 'active')",
                (guild_id,),
            ) as cur:
                ids = [int(r[0]) for r in await cur.fetchall()]
            await conn.execute(
                "UPDATE games SET locale = ? WHERE guild_id = ? AND status IN ('lobby', 'active')",
                (locale, guild_id),
            )
        return ids

    async def user_locale(self, user_id: int) -> str | None:
        """The Discord locale of ``user_id``'s latest interaction (``None``: never seen)."""
        async with self._conn.execute(
            "SELECT locale FROM user_locales WHERE user_id = ?", (user_id,)
        ) as cur:
            row = await cur.fetchone()
        return None if row is None else str(row[0])

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        async with self._transaction() as conn:
            await conn.execute(
                "INSERT INTO user_locales (user_id, locale, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale,"
                " updated_at = excluded.updated_at",
                (user_id, locale, self._clock()),
            )

    async def delete_message(self, game_id: int, kind: str) -> None:
        async with self._transaction() as conn:
            await conn.execute(
                "DELETE FROM messages WHERE game_id = ? AND kind = ?", (game_id, kind)
            )

    async def get_message(self, game_id: int, kind: str) -> tuple[int, int] | None:
        async with self._conn.execute(
            "SELECT channel_id, message_id FROM messages WHERE game_id = ? AND kind = ?",
            (game_id, kind),
        ) as cur:
            row = await cur.fetchone()
        return (row[0], row[1]) if row else None

    async def set_seat_state(self, game_id: int, seat: int, *, away: bool, expiries: int) -> None:
        async with self._transaction() as conn:
            await conn.execute(
                "UPDATE seats SET away = ?, expiries = ? WHERE game_id = ? AND seat = ?",
                (int(away), expiries, game_id, seat),
            )

    async def set_timers_paused(self, game_id: int, paused: bool) -> None:
        async with self._transaction() as conn:
            await conn.execute(
                "UPDATE games SET timers_paused = ? WHERE id = ?", (int(paused), game_id)
            )

    async def actors(self, game_id: int) -> list[str]:
        """Who made each logged action: 'player', 'computer' or 'timer'."""
        async with self._conn.execute(
            "SELECT actor FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
        ) as cur:
            return [r[0] for r in await cur.fetchall()]

    # -- timers ----------------------------------------------------------------------------
    async def add_timer(
        self, game_id: int, kind: str, due_at: float, payload: dict[str, Any]
    ) -> int:
        async with self._transaction() as conn:
            cursor = await conn.execute(
                "INSERT INTO timers (game_id, kind, due_at, payload) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id, kind) DO UPDATE SET due_at = excluded.due_at,"
                " payload = excluded.payload",
                (game_id, kind, due_at, json.dumps(payload)),
            )
            return int(cursor.lastrowid or 0)

    async def game_timers(self, game_id: int) -> dict[str, float]:
        """Kind → due time of one game's timers."""
        async with self._conn.execute(
            "SELECT kind, due_at FROM timers WHERE game_id = ?", (game_id,)
        ) as cur:
            return {r[0]: r[1] for r in await cur.fetchall()}

    async def replace_timers(
        self, game_id: int, timers: dict[str, tuple[float, dict[str, Any]]]
    ) -> None:
        """Set a game's timers to exactly ``timers`` (kind → (due time, payload))."""
        async with self._transaction() as conn:
            await conn.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
            await conn.executemany(
                "INSERT INTO timers (game_id, kind, due_at, payload) VALUES (?, ?, ?, ?)",
                [(game_id, k, due, json.dumps(p)) for k, (due, p) in timers.items()],
            )

    async def next_due(self) -> float | None:
        return await self._scalar("SELECT MIN(due_at) FROM timers")

    async def delete_timer(self, timer_id: int) -> bool:
        """Delete one timer; ``False`` if it was already gone (someone else handled it)."""
        async with self._transaction() as conn:
            cursor = await conn.execute("DELETE FROM timers WHERE id = ?", (timer_id,))
            return cursor.rowcount == 1

    async def due_timers(self, now: float) -> list[tuple[int, int, str, dict[str, Any]]]:
        async with self._conn.execute(
            "SELECT id, game_id, kind, payload FROM timers WHERE due_at <= ? ORDER BY due_at",
            (now,),
        ) as cur:
            return [(r[0], r[1], r[2], json.loads(r[3])) for r in await cur.fetchall()]

    async def delete_timers(self, game_id: int, kind: str | None = None) -> None:
        async with self._transaction() as conn:
            if kind is None:
                await conn.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
            else:
                await conn.execute(
                    "DELETE FROM timers WHERE game_id = ? AND kind = ?", (game_id, kind)
                )

    # -- installation facts ----------------------------------------------------------------
    async def meta(self, key: str) -> str | None:
        return await self._scalar("SELECT value FROM meta WHERE key = ?", (key,))

    async def set_meta(self, key: str, value: str) -> None:
        async with self._transaction() as conn:
            await conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    # -- server settings -------------------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> str | None:
        """A server's stored settings (JSON text), ``None`` when it never set any."""
        return await self._scalar(
            "SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )

    async def save_guild_settings(self, guild_id: int, settings: str) -> None:
        async with self._transaction() as conn:
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, settings, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings,"
                " updated_at = excluded.updated_at",
                (guild_id, settings, self._clock()),
            )

    async def open_game_counts(self) -> dict[tuple[str, str], int]:
        """(game, 'lobby' or 'active') → how many are open."""
        async with self._conn.execute(
            "SELECT game, status, COUNT(*) FROM games WHERE status IN ('lobby', 'active')"
            " GROUP BY game, status"
        ) as cur:
            return {(r[0], r[1]): r[2] for r in await cur.fetchall()}

    async def open_game_guilds(self) -> dict[int, int | None]:
        """Game id → guild id (``None``: none) of every open game (lobby or active)."""
        async with self._conn.execute(
            "SELECT id, guild_id FROM games WHERE status IN ('lobby', 'active') ORDER BY id"
        ) as cur:
            return {r[0]: r[1] for r in await cur.fetchall()}

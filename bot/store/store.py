"""The game store's contract: one :class:`Store` over two backends, SQLite (embedded, the
default; :mod:`bot.store.sqlite`) and PostgreSQL (several bot processes sharing one database;
:mod:`bot.store.postgres`).

Everything a backend does the same way lives here, written once in SQL both dialects run: the
statements use ``?`` placeholders (the PostgreSQL backend numbers them), ``ON CONFLICT``
upserts and ``RETURNING``. A backend supplies the connection work — transactions, single
statements, reads — and the few statements that differ (the reads that build JSON arrays, the
timer claim, the schema version), see :class:`Store`'s abstract methods. Parameters are always
bound, never formatted into SQL.

One transaction per accepted action: :meth:`Store.record_action` is one ``INSERT`` into the view
``moves`` (migration 0005), whose trigger checks the expected version, advances the game, appends
the action and ends the actor's run of timer expiries. That version check is what serialises a
game across processes: a second writer at the same version gets :class:`VersionConflict`.

Damage is reported, not hidden: a row whose JSON cannot be read comes back with ``damage`` set
(the table service rebuilds it from the action log, or leaves it untouched), and a database that
cannot be written (disk full, read-only, I/O error, the server gone) raises
:class:`StoreUnavailable` after rolling the transaction back, so nothing is half written.

Every row read carries the SHA-256 of its snapshot text as stored, and ``record_action`` returns
the one of the text it wrote, so the table service can recognise its own snapshot without
serialising the state again.
"""

from __future__ import annotations

import abc
import hashlib
import json
import re
import time
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any, ClassVar, NamedTuple, Protocol

from bot.store.copy import STATEMENTS
from bot.store.history import Finish, HistoryStore

MIGRATIONS = files("bot.store") / "migrations"
OPEN_STATUSES = ("lobby", "active")
DIALECTS = ("sqlite", "postgresql")


class ChannelBusy(Exception):
    """The channel already has an open game."""


class VersionConflict(Exception):
    """The game changed since it was read (another writer got there first)."""


class SchemaTooNew(Exception):
    """The database was written by a newer Ichiba; we refuse to touch it."""


class StoreUnavailable(Exception):
    """The database cannot be written now (disk full, read-only, I/O error, the server cannot
    be reached); nothing changed."""


class Refused(Exception):
    """A constraint refused a write (a unique key, a check, the ``moves`` trigger's version
    check); the message says which. Backends raise it for their drivers' integrity errors."""


def snapshot_digest(text: str | None) -> str | None:
    """The SHA-256 of a snapshot's JSON text as stored (``None`` for no snapshot)."""
    return None if text is None else hashlib.sha256(text.encode()).hexdigest()


class Recorded(NamedTuple):
    """What :meth:`Store.record_action` wrote: the new version and the digest of the stored
    snapshot text (see :attr:`GameRow.digest`)."""

    version: int
    digest: str


class Timer(NamedTuple):
    """A due timer this process claimed (see :meth:`Store.claim_due_timers`)."""

    id: int
    game_id: int
    kind: str
    payload: dict[str, Any]
    due_at: float


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


class Row(Protocol):
    """A result row: by position and by column name (``sqlite3.Row``, ``asyncpg.Record``)."""

    def __getitem__(self, key: int | str) -> Any: ...


class Connection(Protocol):
    """One connection inside a transaction, the same for both backends (``?`` placeholders)."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; the number of rows it changed."""

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def fetchrow(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

    async def fetchval(self, sql: str, params: Sequence[Any] = ()) -> Any: ...


# -- migrations --------------------------------------------------------------------------------
# One numbered series for both backends. A file "NNNN_name.postgresql.sql" replaces
# "NNNN_name.sql" on PostgreSQL (0005: its trigger is PL/pgSQL); every other file is translated
# by the few substitutions below (SQLite's rowid key and type names).
PG_TYPES = (
    (
        re.compile(r"\bid\s+INTEGER PRIMARY KEY\b"),
        "id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY",
    ),
    (re.compile(r"\bINTEGER\b"), "BIGINT"),  # Discord ids do not fit in 32 bits
    (re.compile(r"\bREAL\b"), "DOUBLE PRECISION"),  # PostgreSQL's REAL has 24 bits
)


def postgresql_text(sql: str) -> str:
    """A migration written for SQLite, in PostgreSQL's types."""
    for pattern, replacement in PG_TYPES:
        sql = pattern.sub(replacement, sql)
    return sql


def migrations(dialect: str = "sqlite") -> list[tuple[int, str]]:
    """The numbered migrations for ``dialect``, in order: (number, SQL text)."""
    found: dict[int, str] = {}
    variants: dict[int, str] = {}
    for path in MIGRATIONS.iterdir():
        match = re.fullmatch(r"(\d+)_\w+?(\.postgresql)?\.sql", path.name)
        if not match:
            continue
        number, text = int(match.group(1)), path.read_text(encoding="utf-8")
        if match.group(2):
            variants[number] = text
        else:
            found[number] = text
    if dialect == "postgresql":
        found = {n: variants.get(n) or postgresql_text(text) for n, text in found.items()}
    return sorted(found.items())


def latest_schema() -> int:
    return max((number for number, _ in migrations()), default=0)


def game_row(record: Row) -> GameRow:
    """A :class:`GameRow` from one row of a backend's game read (the game's columns, its seats
    as ``seats_json`` and its ``log_length``)."""
    damage: list[str] = []
    text = record["state"]
    digest = snapshot_digest(text) if isinstance(text, str) else None
    seats = sorted(json.loads(record["seats_json"] or "[]"))

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


def game_and_log(record: Row | None) -> tuple[GameRow | None, list[tuple[int, Any]] | None]:
    """A game and its log from one row with a ``log_json`` column (``None`` log: an entry
    cannot be read)."""
    if record is None:
        return None, []
    try:
        moves = json.loads(record["log_json"] or "[]")
        log: list[tuple[int, Any]] | None = [(seat, json.loads(action)) for seat, action in moves]
    except (TypeError, ValueError):
        log = None
    return game_row(record), log


MOVE = (
    "INSERT INTO moves (game_id, n, seat, action, created_at, actor, state, stamps, status)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def claimed_timers(rows: Iterable[Row]) -> list[Timer]:
    """Timers from the rows of a claim (``id, game_id, kind, payload, due_at``), in due order."""
    ordered = sorted(rows, key=lambda r: (r[4], r[0]))
    return [Timer(r[0], r[1], r[2], json.loads(r[3]), r[4]) for r in ordered]


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


class Store(HistoryStore, abc.ABC):
    """All SQL of Ichiba (that of history and ratings is in :mod:`bot.store.history`).

    ``Store.open(target)`` picks the backend; a backend implements the abstract methods."""

    dialect: ClassVar[str]
    #: Whether other processes may use the same database at once (PostgreSQL): caches must be
    #: short-lived and the timer loop must look for timers that others added.
    shared: ClassVar[bool] = False

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self._clock = clock

    # -- lifecycle -------------------------------------------------------------------------
    @staticmethod
    async def open(
        target: Path | str, clock: Callable[[], float] = time.time, *, pool_size: int = 10
    ) -> Store:
        """Open (creating if needed) and migrate the database at ``target``: an SQLite file or
        ``sqlite:///`` URL, or a ``postgresql://`` URL (``pool_size`` connections at most)."""
        dialect, where = parse_target(target)
        if dialect == "postgresql":
            from bot.store.postgres import PostgresStore

            return await PostgresStore.connect(where, clock, pool_size)
        from bot.store.sqlite import SqliteStore

        return await SqliteStore.connect(Path(where), clock)

    @abc.abstractmethod
    async def close(self) -> None: ...

    @abc.abstractmethod
    async def schema_version(self) -> int: ...

    @abc.abstractmethod
    def _transaction(self) -> AbstractAsyncContextManager[Connection]:
        """One write transaction; rolled back on any error. Raises :class:`StoreUnavailable`
        when the database cannot be written and :class:`Refused` for a constraint."""

    @abc.abstractmethod
    async def _write(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement in a transaction of its own; the rows it changed."""

    @abc.abstractmethod
    async def _fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def _fetchrow(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self._fetch(sql, params)
        return rows[0] if rows else None

    async def _scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        row = await self._fetchrow(sql, params)
        return row[0] if row is not None else None

    @abc.abstractmethod
    async def get_game(self, game_id: int) -> GameRow | None:
        """The game with its seats, the digest of its snapshot text and the length of its log,
        read in one statement."""

    @abc.abstractmethod
    async def game_and_log(
        self, game_id: int
    ) -> tuple[GameRow | None, list[tuple[int, dict[str, Any]]] | None]:
        """A game and its action log read in one statement, so they agree even while another
        process writes (``None`` for a log with an entry that cannot be read)."""

    @abc.abstractmethod
    async def open_game_in_channel(self, channel_id: int) -> GameRow | None: ...

    @abc.abstractmethod
    async def claim_due_timers(
        self, owner: str, now: float, lease: float, limit: int = 50
    ) -> list[Timer]:
        """Claim for ``owner`` (this process) the timers due at ``now`` that nobody holds, or
        whose holder's lease ran out (it died): each claimed one is leased until ``now +
        lease``. Other processes claiming at the same time get other timers, never the same."""

    async def backup(self, path: Path) -> None:
        """Copy the database to a new file (SQLite only)."""
        raise NotImplementedError(f"backup copies an SQLite database, not {self.dialect}")

    def describe(self) -> str:
        """What database this is, for log lines (no password)."""
        return self.dialect

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
                game_id = await conn.fetchval(
                    "INSERT INTO games (game, guild_id, channel_id, host_id, status, options,"
                    " locale, turn_seconds, secret_seconds, created_at, updated_at)"
                    " VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?) RETURNING id",
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
                await conn.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (game_id, host_id, host_name),
                )
        except Refused as exc:
            raise ChannelBusy(channel_id) from exc
        row = await self.get_game(int(game_id))
        assert row is not None
        return row

    async def repair_snapshot(
        self,
        game_id: int,
        version: int,
        state: dict[str, Any],
        stamps: list[int],
        status: str,
    ) -> bool:
        """Replace a damaged snapshot (rebuilt from the log) unless the game moved on."""
        changed = await self._write(
            "UPDATE games SET state = ?, stamps = ?, status = ?, updated_at = ?"
            " WHERE id = ? AND version = ?",
            (json.dumps(state), json.dumps(stamps), status, self._clock(), game_id, version),
        )
        return changed == 1

    async def open_game_ids(self, guild_id: int | None = None) -> list[int]:
        rows = await self._fetch(
            "SELECT id FROM games WHERE status IN ('lobby', 'active')"
            " AND (CAST(? AS BIGINT) IS NULL OR guild_id = ?) ORDER BY id",
            (guild_id, guild_id),
        )
        return [r[0] for r in rows]

    async def add_seat(self, game_id: int, user_id: int | None, name: str, kind: str) -> None:
        async with self._transaction() as conn:
            seat = await conn.fetchval(
                "SELECT COALESCE(MAX(seat) + 1, 0) FROM seats WHERE game_id = ?", (game_id,)
            )
            await conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, kind) VALUES (?, ?, ?, ?, ?)",
                (game_id, int(seat), user_id, name, kind),
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

    async def _touch(self, conn: Connection, game_id: int) -> None:
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
        changed = await self._write(
            "UPDATE games SET status = 'active', seed = ?, version = 0, state = ?, stamps = ?,"
            " updated_at = ?, started_at = ?, rules_version = ? WHERE id = ?"
            " AND status = 'lobby'",
            (seed, json.dumps(state), json.dumps(stamps), now, now, rules_version, game_id),
        )
        if changed != 1:
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

        Optimistic: fails with :class:`VersionConflict` unless the stored version is ``version``
        (and the game active) — also when another process moved first. One statement (an
        insert into the view ``moves``, see migration 0005): atomic, and one call to the
        database. The last action of a game (``finish``: its places, scores and rating
        function) also writes the result and the rating changes, in the same transaction (see
        :mod:`bot.store.history`).
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
        try:
            if finish is None:
                await self._write(MOVE, move)
            else:
                async with self._transaction() as conn:
                    await self.record_final(conn, game_id, move, finish)
        except Refused as error:
            if "version conflict" in str(error) or "actions" in str(error):
                raise VersionConflict(game_id) from error
            raise
        return Recorded(version + 1, digest)

    async def set_status(self, game_id: int, status: str, closed_by: str | None = None) -> None:
        """Set a game's status; ``closed_by`` records who or what closed it (see migration
        0003)."""
        await self._write(
            "UPDATE games SET status = ?, closed_by = COALESCE(?, closed_by), updated_at = ?"
            " WHERE id = ?",
            (status, closed_by, self._clock(), game_id),
        )

    async def close_open(self, game_id: int, closed_by: str | None) -> bool:
        """Abandon a lobby or running game; ``False`` when it was not open (another process
        closed it first)."""
        changed = await self._write(
            "UPDATE games SET status = 'abandoned', closed_by = COALESCE(?, closed_by),"
            " updated_at = ? WHERE id = ? AND status IN ('lobby', 'active')",
            (closed_by, self._clock(), game_id),
        )
        return changed == 1

    async def closed_by(self, game_id: int) -> str | None:
        """Who or what closed a game (``None``: it ended by play, or is open)."""
        return await self._scalar("SELECT closed_by FROM games WHERE id = ?", (game_id,))

    async def last_activity(self, game_id: int) -> float | None:
        """When the game last changed (a lobby: someone joined, left, added a computer...)."""
        return await self._scalar("SELECT updated_at FROM games WHERE id = ?", (game_id,))

    async def action_log(self, game_id: int) -> list[tuple[int, dict[str, Any]]]:
        rows = await self._fetch(
            "SELECT seat, action FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
        )
        return [(r[0], json.loads(r[1])) for r in rows]

    async def action_count(self, game_id: int) -> int:
        return int(await self._scalar("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,)))

    async def set_dm_open(self, game_id: int, seat: int, dm_open: bool) -> None:
        await self._write(
            "UPDATE seats SET dm_open = ? WHERE game_id = ? AND seat = ?",
            (int(dm_open), game_id, seat),
        )

    async def vote_abandon(self, game_id: int, user_id: int) -> int:
        """Record a vote to abandon; returns the number of distinct votes."""
        await self._write(
            "INSERT INTO abandon_votes (game_id, user_id) VALUES (?, ?)"
            " ON CONFLICT (game_id, user_id) DO NOTHING",
            (game_id, user_id),
        )
        return int(
            await self._scalar("SELECT COUNT(*) FROM abandon_votes WHERE game_id = ?", (game_id,))
        )

    # -- messages --------------------------------------------------------------------------
    async def set_message(
        self, game_id: int, kind: str, channel_id: int, message_id: int, version: int = 0
    ) -> None:
        """Remember a message showing the game (``kind``: 'board', 'lobby', 'dm:<seat>'),
        drawn at ``version``."""
        await self._write(
            "INSERT INTO messages (game_id, kind, channel_id, message_id, version)"
            " VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (game_id, kind) DO UPDATE SET channel_id = excluded.channel_id,"
            " message_id = excluded.message_id, version = excluded.version",
            (game_id, kind, channel_id, message_id, version),
        )

    async def claim_message_version(
        self, game_id: int, kind: str, message_id: int, version: int
    ) -> bool:
        """Before an edit of a message showing ``version``: record it, unless the message was
        already drawn at a newer version (by this process or another) or replaced; whether the
        edit may go ahead. Edits at the same version are allowed (a redraw)."""
        changed = await self._write(
            "UPDATE messages SET version = ? WHERE game_id = ? AND kind = ? AND message_id = ?"
            " AND version <= ?",
            (version, game_id, kind, message_id, version),
        )
        return changed == 1

    async def message_version(self, game_id: int, kind: str) -> int | None:
        """The version a message was last drawn at (``None``: no such message)."""
        return await self._scalar(
            "SELECT version FROM messages WHERE game_id = ? AND kind = ?", (game_id, kind)
        )

    async def delete_message(self, game_id: int, kind: str) -> None:
        await self._write("DELETE FROM messages WHERE game_id = ? AND kind = ?", (game_id, kind))

    async def get_message(self, game_id: int, kind: str) -> tuple[int, int] | None:
        row = await self._fetchrow(
            "SELECT channel_id, message_id FROM messages WHERE game_id = ? AND kind = ?",
            (game_id, kind),
        )
        return (row[0], row[1]) if row else None

    async def set_open_games_locale(self, guild_id: int, locale: str) -> list[int]:
        """Write the open games (lobbies and games) of a server in ``locale`` from now on;
        their ids."""
        async with self._transaction() as conn:
            rows = await conn.fetch(
                "UPDATE games SET locale = ? WHERE guild_id = ? AND status IN ('lobby', 'active')"
                " RETURNING id",
                (locale, guild_id),
            )
        return sorted(int(r[0]) for r in rows)

    async def user_locale(self, user_id: int) -> str | None:
        """The Discord locale of ``user_id``'s latest interaction (``None``: never seen)."""
        value = await self._scalar("SELECT locale FROM user_locales WHERE user_id = ?", (user_id,))
        return None if value is None else str(value)

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        await self._write(
            "INSERT INTO user_locales (user_id, locale, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale,"
            " updated_at = excluded.updated_at",
            (user_id, locale, self._clock()),
        )

    async def set_seat_state(self, game_id: int, seat: int, *, away: bool, expiries: int) -> None:
        await self._write(
            "UPDATE seats SET away = ?, expiries = ? WHERE game_id = ? AND seat = ?",
            (int(away), expiries, game_id, seat),
        )

    async def set_timers_paused(self, game_id: int, paused: bool) -> None:
        await self._write("UPDATE games SET timers_paused = ? WHERE id = ?", (int(paused), game_id))

    async def actors(self, game_id: int) -> list[str]:
        """Who made each logged action: 'player', 'computer' or 'timer'."""
        rows = await self._fetch(
            "SELECT actor FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
        )
        return [r[0] for r in rows]

    # -- timers ----------------------------------------------------------------------------
    async def add_timer(
        self, game_id: int, kind: str, due_at: float, payload: dict[str, Any]
    ) -> int:
        """Set (or move) the game's timer of ``kind``; its id. A claim on it is dropped."""
        async with self._transaction() as conn:
            timer_id = await conn.fetchval(
                "INSERT INTO timers (game_id, kind, due_at, payload) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id, kind) DO UPDATE SET due_at = excluded.due_at,"
                " payload = excluded.payload, claimed_by = NULL, lease_until = NULL"
                " RETURNING id",
                (game_id, kind, due_at, json.dumps(payload)),
            )
        return int(timer_id or 0)

    async def game_timers(self, game_id: int) -> dict[str, float]:
        """Kind → due time of one game's timers."""
        rows = await self._fetch("SELECT kind, due_at FROM timers WHERE game_id = ?", (game_id,))
        return {r[0]: r[1] for r in rows}

    async def replace_timers(
        self,
        game_id: int,
        timers: dict[str, tuple[float, dict[str, Any]]],
        kept: frozenset[str] | set[str] = frozenset(),
    ) -> None:
        """Set a game's timers to ``timers`` (kind → (due time, payload)): the other kinds go,
        each given kind is set (moved if it exists, its claim dropped), except the ``kept``
        kinds, which stay as they are if they still exist — and stay gone if a timer loop
        consumed one meanwhile (it is being fired: writing it back would fire it twice)."""
        kinds = sorted(timers)
        async with self._transaction() as conn:
            existing = await conn.fetch("SELECT kind FROM timers WHERE game_id = ?", (game_id,))
            gone = [(game_id, r[0]) for r in existing if r[0] not in timers]
            if gone:
                await conn.executemany("DELETE FROM timers WHERE game_id = ? AND kind = ?", gone)
            fresh = [k for k in kinds if k not in kept]
            if fresh:
                await conn.executemany(
                    "INSERT INTO timers (game_id, kind, due_at, payload) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (game_id, kind) DO UPDATE SET due_at = excluded.due_at,"
                    " payload = excluded.payload, claimed_by = NULL, lease_until = NULL",
                    [(game_id, k, timers[k][0], json.dumps(timers[k][1])) for k in fresh],
                )

    async def next_due(self) -> float | None:
        """When the timer loop must look again: the earliest due time, or for a timer that
        another process holds, the end of its lease (it may die holding it)."""
        return await self._scalar(
            "SELECT MIN(CASE WHEN lease_until > due_at THEN lease_until ELSE due_at END)"
            " FROM timers"
        )

    async def delete_timer(self, timer_id: int, owner: str | None = None) -> bool:
        """Delete one timer (``owner``: only if that process holds it); ``False`` if it was
        gone, or held by another (someone else handles it)."""
        changed = await self._write(
            "DELETE FROM timers WHERE id = ? AND (CAST(? AS TEXT) IS NULL OR claimed_by = ?)",
            (timer_id, owner, owner),
        )
        return changed == 1

    async def due_timers(self, now: float) -> list[tuple[int, int, str, dict[str, Any]]]:
        rows = await self._fetch(
            "SELECT id, game_id, kind, payload FROM timers WHERE due_at <= ? ORDER BY due_at, id",
            (now,),
        )
        return [(r[0], r[1], r[2], json.loads(r[3])) for r in rows]

    async def delete_timers(self, game_id: int, kind: str | None = None) -> None:
        await self._write(
            "DELETE FROM timers WHERE game_id = ? AND (CAST(? AS TEXT) IS NULL OR kind = ?)",
            (game_id, kind, kind),
        )

    # -- installation facts ----------------------------------------------------------------
    async def meta(self, key: str) -> str | None:
        return await self._scalar("SELECT value FROM meta WHERE key = ?", (key,))

    async def set_meta(self, key: str, value: str) -> None:
        await self._write(
            "INSERT INTO meta (key, value) VALUES (?, ?)"
            " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    async def swap_meta(self, key: str, value: str) -> tuple[bool, str | None]:
        """Set ``key`` to ``value`` unless it already is: (whether this call changed it, the
        value before). Of several processes swapping in the same value at once, exactly one
        changes it (it does the work the value stands for, e.g. syncing commands)."""
        async with self._transaction() as conn:
            before = await conn.fetchval("SELECT value FROM meta WHERE key = ?", (key,))
            changed = await conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value"
                " WHERE meta.value <> excluded.value",
                (key, value),
            )
        return changed == 1, before

    # -- server settings -------------------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> str | None:
        """A server's stored settings (JSON text), ``None`` when it never set any."""
        return await self._scalar(
            "SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )

    async def save_guild_settings(self, guild_id: int, settings: str) -> None:
        await self._write(
            "INSERT INTO guild_settings (guild_id, settings, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings,"
            " updated_at = excluded.updated_at",
            (guild_id, settings, self._clock()),
        )

    async def open_game_counts(self) -> dict[tuple[str, str], int]:
        """(game, 'lobby' or 'active') → how many are open."""
        rows = await self._fetch(
            "SELECT game, status, COUNT(*) FROM games WHERE status IN ('lobby', 'active')"
            " GROUP BY game, status"
        )
        return {(r[0], r[1]): int(r[2]) for r in rows}

    # -- copying (python -m bot migrate-store) --------------------------------------------
    async def table_counts(self) -> dict[str, int]:
        """Rows in each table (see :data:`bot.store.copy.TABLES`)."""
        found = {}
        for table, (_, _, count) in STATEMENTS.items():
            found[table] = int(await self._scalar(count))
        return found

    async def export_rows(self, table: str, offset: int, limit: int) -> list[tuple[Any, ...]]:
        """One page of a table's rows, in key order (columns of :data:`~bot.store.copy.TABLES`)."""
        select = STATEMENTS[table][0]
        return [tuple(r) for r in await self._fetch(select, (limit, offset))]

    async def import_rows(self, table: str, rows: Sequence[Sequence[Any]]) -> None:
        """Insert rows exported from another database (their ids kept), in one transaction."""
        insert = STATEMENTS[table][1]
        async with self._transaction() as conn:
            await conn.executemany(insert, rows)

    async def imported(self) -> None:
        """After :meth:`import_rows`: new ids come after the copied ones (nothing to do for
        SQLite, whose keys continue from the largest)."""

    async def open_game_guilds(self) -> dict[int, int | None]:
        """Game id → guild id (``None``: none) of every open game (lobby or active)."""
        rows = await self._fetch(
            "SELECT id, guild_id FROM games WHERE status IN ('lobby', 'active') ORDER BY id"
        )
        return {r[0]: r[1] for r in rows}


__all__ = [
    "DIALECTS",
    "MIGRATIONS",
    "ChannelBusy",
    "Connection",
    "GameRow",
    "Recorded",
    "Refused",
    "SchemaTooNew",
    "SeatRow",
    "Store",
    "StoreUnavailable",
    "Timer",
    "VersionConflict",
    "claimed_timers",
    "game_and_log",
    "game_row",
    "latest_schema",
    "migrations",
    "parse_target",
    "redacted",
    "snapshot_digest",
]

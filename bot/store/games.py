"""The games: lobbies and their seats, the start, the action log with the snapshot it leads to,
the status, and the open games' figures (tables ``games``, ``seats``, ``actions``,
``abandon_votes``).

One transaction per accepted action: :meth:`Games.record_action` is one ``INSERT`` into the view
``moves`` (migration 0005), whose trigger checks the expected version, advances the game,
appends the action and ends the actor's run of timer expiries. That version check is what
serialises a game across processes: a second writer at the same version gets
:class:`VersionConflict`.

Damage is reported, not hidden: a row whose JSON cannot be read comes back with ``damage`` set
(the table service rebuilds it from the action log, or leaves it untouched). Every row read
carries the SHA-256 of its snapshot text as stored, and ``record_action`` returns the one of the
text it wrote, so the table service can recognise its own snapshot without serialising the
state again.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.engine.ratings import Finish
from bot.store.history import StoredHistory
from bot.store.types import (
    ChannelBusy,
    Connection,
    Database,
    GameRow,
    LobbyLimit,
    Recorded,
    Refused,
    Rematch,
    Row,
    SeatedGame,
    SeatRow,
    VersionConflict,
    json_text,
    snapshot_digest,
)

# An open game of a channel (one game per channel), and open lobbies of thread games in it.
CHANNELS_GAME = (
    "SELECT 1 FROM games WHERE channel_id = ? AND parent_channel_id IS NULL"
    " AND status IN ('lobby', 'active')"
)
THREAD_LOBBIES = (
    "SELECT 1 FROM games WHERE parent_channel_id = ? AND channel_id = parent_channel_id"
    " AND status IN ('lobby', 'active')"
)
# The open games (lobbies and running games) with their servers, from the index of open games
# (migration 0020), in no particular order: sorted by the caller (an ORDER BY would make the
# planner walk every game in key order instead).
OPEN_GUILDS = "SELECT id, guild_id FROM games WHERE status IN ('lobby', 'active')"
MOVE = (
    "INSERT INTO moves (game_id, n, seat, action, created_at, actor, state, stamps, status)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


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
            SeatRow(seat, user_id, name, kind, bool(dm_open), bool(away), expiries, level)
            for seat, user_id, name, kind, dm_open, away, expiries, level in seats
        ],
        turn_seconds=record["turn_seconds"],
        secret_seconds=record["secret_seconds"],
        timers_paused=bool(record["timers_paused"]),
        damage="; ".join(damage) or None,
        digest=digest,
        log_length=record["log_length"],
        rules_version=record["rules_version"],
        rematch_of=record["rematch_of"],
        holds=[(int(user), str(name)) for user, name in read("holds", [], list)],
        holds_until=record["holds_until"],
        parent_channel_id=record["parent_channel_id"],
        hints=record["hints"],
        hints_on=bool(record["hints_on"]),
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


class Games:
    """Lobbies, seats, moves and statuses (``store.games``)."""

    def __init__(self, db: Database, history: StoredHistory) -> None:
        self._db = db
        self._history = history

    # -- reading ---------------------------------------------------------------------------
    async def get(self, game_id: int) -> GameRow | None:
        """The game with its seats, the digest of its snapshot text and the length of its log,
        read in one statement."""
        record = await self._db.game_record(game_id)
        return None if record is None else game_row(record)

    async def with_log(
        self, game_id: int
    ) -> tuple[GameRow | None, list[tuple[int, dict[str, Any]]] | None]:
        """A game and its action log read in one statement, so they agree even while another
        process writes (``None`` for a log with an entry that cannot be read)."""
        return game_and_log(await self._db.game_record(game_id, with_log=True))

    async def open_in_channel(self, channel_id: int) -> GameRow | None:
        """The lobby or running game of a channel (``None``: none)."""
        record = await self._db.open_game_record(channel_id)
        return None if record is None else game_row(record)

    async def open_in_threads(self, channel_id: int) -> list[GameRow]:
        """The open games of a channel that runs them in threads (their lobbies in it, their
        games in its threads), oldest first."""
        rows = await self._db.fetch(
            "SELECT id FROM games WHERE parent_channel_id = ? AND status IN ('lobby', 'active')"
            " ORDER BY id",
            (channel_id,),
        )
        games = [await self.get(int(r[0])) for r in rows]
        return [g for g in games if g is not None]

    async def move_to_thread(self, game_id: int, thread_id: int) -> None:
        """A thread game's start: from now on it is shown in its thread."""
        await self._db.write(
            "UPDATE games SET channel_id = ? WHERE id = ? AND parent_channel_id IS NOT NULL",
            (thread_id, game_id),
        )

    async def open_ids(self, guild_id: int | None = None) -> list[int]:
        """The ids of the open games (lobbies and running games), of one server or all."""
        if guild_id is None:
            rows = await self._db.fetch(OPEN_GUILDS)
        else:
            rows = await self._db.fetch(OPEN_GUILDS + " AND guild_id = ?", (guild_id,))
        return sorted(r[0] for r in rows)

    async def open_counts(self) -> dict[tuple[str, str], int]:
        """(game, 'lobby' or 'active') → how many are open."""
        rows = await self._db.fetch(
            "SELECT game, status, COUNT(*) FROM games WHERE status IN ('lobby', 'active')"
            " GROUP BY game, status"
        )
        return {(r[0], r[1]): int(r[2]) for r in rows}

    async def open_guilds(self) -> dict[int, int | None]:
        """Game id → guild id (``None``: none) of every open game (lobby or active)."""
        rows = await self._db.fetch(OPEN_GUILDS)
        return dict(sorted((r[0], r[1]) for r in rows))

    async def guild_and_status(self, game_id: int) -> tuple[int | None, str] | None:
        """A game's server and status (``None``: no such game)."""
        rows = await self._db.fetch("SELECT guild_id, status FROM games WHERE id = ?", (game_id,))
        return (rows[0][0], rows[0][1]) if rows else None

    async def closed_by(self, game_id: int) -> str | None:
        """Who or what closed a game (``None``: it ended by play, or is open)."""
        return await self._db.scalar("SELECT closed_by FROM games WHERE id = ?", (game_id,))

    async def last_activity(self, game_id: int) -> float | None:
        """When the game last changed (a lobby: someone joined, left, added a computer...)."""
        return await self._db.scalar("SELECT updated_at FROM games WHERE id = ?", (game_id,))

    async def log(self, game_id: int) -> list[tuple[int, dict[str, Any]]]:
        """The action log: (seat, action) in order."""
        rows = await self._db.fetch(
            "SELECT seat, action FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
        )
        return [(r[0], json.loads(r[1])) for r in rows]

    async def log_length(self, game_id: int) -> int:
        """How many actions are logged."""
        return int(
            await self._db.scalar("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,))
        )

    async def actors(self, game_id: int) -> list[str]:
        """Who made each logged action: 'player', 'computer' or 'timer'."""
        rows = await self._db.fetch(
            "SELECT actor FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
        )
        return [r[0] for r in rows]

    async def seated(self, user_id: int) -> list[SeatedGame]:
        """The open games (lobbies and running games) where ``user_id`` holds a seat, by id,
        each with its seats, the message showing it (the board, else the lobby) and the due
        times of its turn timers: four statements, however many games.

        The player's seats come from the seats' index by user (migration 0020), each game by
        its key: the games of other players, however many, are never read."""
        rows = await self._db.fetch(
            "SELECT g.id, g.game, g.guild_id, g.channel_id, g.status, g.state, g.timers_paused"
            " FROM seats s JOIN games g ON g.id = s.game_id"
            " WHERE s.user_id = ? AND g.status IN ('lobby', 'active') ORDER BY g.id",
            (user_id,),
        )
        games = {
            r[0]: SeatedGame(r[0], r[1], r[2], r[3], r[4], _snapshot(r[5]), bool(r[6]))
            for r in rows
        }
        if not games:
            return []
        ids = tuple(games)
        # The games' ids as parameters: the text holds only "?" placeholders (see
        # tests/reliability/test_secrets.py, TRUSTED).
        among = f"game_id IN ({', '.join('?' * len(ids))})"
        listed = (
            "SELECT game_id, seat, user_id, name, kind, dm_open, away, expiries, level FROM seats"
            f" WHERE {among} ORDER BY game_id, seat"
        )
        for r in await self._db.fetch(listed, ids):
            seat = SeatRow(r[1], r[2], r[3], r[4], bool(r[5]), bool(r[6]), r[7], r[8])
            games[r[0]].seats.append(seat)
        shown: dict[int, dict[str, tuple[int, int]]] = {}
        listed = (
            "SELECT game_id, kind, channel_id, message_id FROM messages"
            f" WHERE {among} AND kind IN ('board', 'lobby')"
        )
        for message in await self._db.fetch(listed, ids):
            shown.setdefault(message[0], {})[message[1]] = (message[2], message[3])
        for game_id, kinds in shown.items():
            games[game_id].message = kinds.get("board") or kinds.get("lobby")
        listed = f"SELECT game_id, kind, due_at FROM timers WHERE {among} AND kind LIKE 'expire:%'"
        for timer in await self._db.fetch(listed, ids):
            games[timer[0]].deadlines[int(timer[1].split(":")[1])] = timer[2]
        return list(games.values())

    # -- the lobby -------------------------------------------------------------------------
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
        limits: tuple[int, int] | None = None,
        computers: Sequence[tuple[str, str | None]] = (),
        rematch: Rematch | None = None,
        in_thread: bool = False,
        hints: str = "off",
    ) -> GameRow:
        """Open a lobby with the host in seat 0 (and ``computers``, by name and level, after it).
        Raises :class:`ChannelBusy`, and :class:`LobbyLimit` when ``limits`` (open lobbies the
        host may have in the server, open lobbies in the server) would be passed: counted in the
        same transaction, so lobbies opened at the same moment in any process cannot pass them
        together.

        ``timers`` are the seconds per turn and per simultaneous secret choice (0: none);
        ``rematch``: the lobby is a finished game's "Play again", holding seats (migration 0010);
        ``in_thread``: its game will run in a thread of the channel (migration 0014), so other
        such lobbies may be open in the channel, but not its one game; ``hints``: the table's
        choice of hints for learners, 'auto', 'on' or 'off' (migration 0018).
        """
        now = self._db.clock()
        try:
            async with self._db.transaction() as conn:
                if limits is not None and guild_id is not None:
                    await self._within_limits(conn, guild_id, host_id, limits)
                await self._free_for(conn, channel_id, in_thread)
                game_id = await conn.fetchval(
                    "INSERT INTO games (game, guild_id, channel_id, host_id, status, options,"
                    " locale, turn_seconds, secret_seconds, created_at, updated_at, rematch_of,"
                    " holds, holds_until, parent_channel_id, hints)"
                    " VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (
                        game,
                        guild_id,
                        channel_id,
                        host_id,
                        json_text(options),
                        locale,
                        timers[0],
                        timers[1],
                        now,
                        now,
                        rematch.of if rematch else None,
                        json_text(rematch.holds if rematch else []),
                        rematch.until if rematch else None,
                        channel_id if in_thread else None,
                        hints,
                    ),
                )
                await conn.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (game_id, host_id, host_name),
                )
                if computers:  # (no call to the database for none: the writer is held)
                    await conn.executemany(
                        "INSERT INTO seats (game_id, seat, user_id, name, kind, level)"
                        " VALUES (?, ?, NULL, ?, 'computer', ?)",
                        [
                            (game_id, seat, name, level)
                            for seat, (name, level) in enumerate(computers, start=1)
                        ],
                    )
        except Refused as exc:
            raise ChannelBusy(channel_id) from exc
        row = await self.get(int(game_id))
        assert row is not None
        return row

    async def _free_for(self, conn: Connection, channel_id: int, in_thread: bool) -> None:
        """Refuse a channel's one game while lobbies of thread games are open in it, and those
        lobbies while its one game is open (:class:`ChannelBusy`); the unique indexes of
        migration 0014 keep each kind apart."""
        if in_thread:
            found = await conn.fetch(CHANNELS_GAME, (channel_id,))
        else:
            found = await conn.fetch(THREAD_LOBBIES, (channel_id,))
        if found:
            raise ChannelBusy(channel_id)

    async def _within_limits(
        self, conn: Connection, guild_id: int, host_id: int, limits: tuple[int, int]
    ) -> None:
        await self._db.lobbies_in_turn(conn, guild_id)
        rows = await conn.fetch(
            "SELECT host_id, COUNT(*) FROM games WHERE status = 'lobby' AND guild_id = ?"
            " GROUP BY host_id",
            (guild_id,),
        )
        counts = {int(r[0]): int(r[1]) for r in rows}
        per_player, per_server = limits
        if counts.get(host_id, 0) >= per_player:
            raise LobbyLimit("player", per_player)
        if sum(counts.values()) >= per_server:
            raise LobbyLimit("server", per_server)

    async def add_seat(
        self, game_id: int, user_id: int | None, name: str, kind: str, level: str | None = None
    ) -> None:
        """Seat someone (or a computer, at ``level``) after the last seat."""
        async with self._db.transaction() as conn:
            seat = await conn.fetchval(
                "SELECT COALESCE(MAX(seat) + 1, 0) FROM seats WHERE game_id = ?", (game_id,)
            )
            await conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, kind, level)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, int(seat), user_id, name, kind, level),
            )
            await self._touch(conn, game_id)

    async def remove_seat(self, game_id: int, seat: int) -> None:
        """Remove a lobby seat and close the gap so seats stay numbered 0..n-1."""
        async with self._db.transaction() as conn:
            await conn.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
            await conn.execute(
                "UPDATE seats SET seat = -seat WHERE game_id = ? AND seat > ?", (game_id, seat)
            )
            await conn.execute(
                "UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat < 0", (game_id,)
            )
            await self._touch(conn, game_id)

    async def _touch(self, conn: Connection, game_id: int) -> None:
        await conn.execute(
            "UPDATE games SET updated_at = ? WHERE id = ?", (self._db.clock(), game_id)
        )

    async def set_dm_open(self, game_id: int, seat: int, dm_open: bool) -> None:
        await self._db.write(
            "UPDATE seats SET dm_open = ? WHERE game_id = ? AND seat = ?",
            (int(dm_open), game_id, seat),
        )

    async def set_seat_state(self, game_id: int, seat: int, *, away: bool, expiries: int) -> None:
        await self._db.write(
            "UPDATE seats SET away = ?, expiries = ? WHERE game_id = ? AND seat = ?",
            (int(away), expiries, game_id, seat),
        )

    # -- playing ---------------------------------------------------------------------------
    async def start(
        self,
        game_id: int,
        seed: int,
        state: dict[str, Any],
        stamps: list[int],
        rules_version: int = 1,
        hints_on: bool = False,
    ) -> None:
        """Start a lobby with its first snapshot (``hints_on``: hints are offered in it);
        :class:`VersionConflict` unless it is a lobby (it started once)."""
        now = self._db.clock()
        changed = await self._db.write(
            "UPDATE games SET status = 'active', seed = ?, version = 0, state = ?, stamps = ?,"
            " updated_at = ?, started_at = ?, rules_version = ?, hints_on = ? WHERE id = ?"
            " AND status = 'lobby'",
            (
                seed,
                json_text(state),
                json_text(stamps),
                now,
                now,
                rules_version,
                int(hints_on),
                game_id,
            ),
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
        now = self._db.clock()
        text = json_text(state)
        digest = snapshot_digest(text)
        assert digest is not None
        move = (
            game_id,
            version + 1,
            seat,
            json_text(action),
            now,
            actor,
            text,
            json_text(stamps),
            status,
        )
        try:
            if finish is None:
                await self._db.write(MOVE, move)
            else:
                async with self._db.transaction() as conn:
                    await self._db.results_in_turn(conn)
                    await conn.execute(MOVE, move)
                    await self._history.record_result(conn, game_id, finish, finished_at=now)
        except Refused as error:
            if "version conflict" in str(error) or "actions" in str(error):
                raise VersionConflict(game_id) from error
            raise
        return Recorded(version + 1, digest)

    @property
    def moves_held(self) -> bool:
        """Whether :meth:`record_held_action` can record a move in one statement."""
        return self._db.moves_held

    async def record_held_action(
        self,
        game_id: int,
        version: int,
        digest: str,
        seat: int,
        action: dict[str, Any],
        state: dict[str, Any],
        stamps: list[int],
        actor: str = "player",
    ) -> tuple[Recorded, GameRow] | None:
        """:meth:`record_action` of a move that does not end the game, made on the snapshot
        the caller holds (``version``, the SHA-256 ``digest`` of its text), without reading
        the game first: one statement, which records nothing unless the stored snapshot is
        still that one, the game active and its log whole. The new version and digest, and the
        game's row as it was before the move without its snapshot (``state`` None): its seats
        and settings as they are stored. ``None``: nothing recorded (read the game, and
        check it). Raises :class:`VersionConflict` when another writer moved at the same
        moment. Only where :attr:`moves_held`."""
        text = json_text(state)
        written = snapshot_digest(text)
        assert written is not None
        move = (
            game_id,
            version + 1,
            seat,
            json_text(action),
            self._db.clock(),
            actor,
            text,
            json_text(stamps),
            "active",
        )
        try:
            record = await self._db.held_move_record(move, digest)
        except Refused as error:
            if "version conflict" in str(error) or "actions" in str(error):
                raise VersionConflict(game_id) from error
            raise
        if record is None:
            return None
        return Recorded(version + 1, written), game_row(record)

    async def repair_snapshot(
        self,
        game_id: int,
        version: int,
        state: dict[str, Any],
        stamps: list[int],
        status: str,
    ) -> bool:
        """Replace a damaged snapshot (rebuilt from the log) unless the game moved on."""
        changed = await self._db.write(
            "UPDATE games SET state = ?, stamps = ?, status = ?, updated_at = ?"
            " WHERE id = ? AND version = ?",
            (json_text(state), json_text(stamps), status, self._db.clock(), game_id, version),
        )
        return changed == 1

    async def record_hint(self, game_id: int, seat: int) -> None:
        """``seat`` asked for a hint in the game (it will not be rated)."""
        await self._db.write(
            "INSERT INTO hint_uses (game_id, seat, uses, first_at) VALUES (?, ?, 1, ?)"
            " ON CONFLICT (game_id, seat) DO UPDATE SET uses = hint_uses.uses + 1",
            (game_id, seat, self._db.clock()),
        )

    async def hint_uses(self, game_id: int) -> dict[int, int]:
        """The seats that asked for hints in the game: seat → how many times."""
        rows = await self._db.fetch(
            "SELECT seat, uses FROM hint_uses WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return {int(r[0]): int(r[1]) for r in rows}

    async def set_timers_paused(self, game_id: int, paused: bool) -> None:
        await self._db.write(
            "UPDATE games SET timers_paused = ? WHERE id = ?", (int(paused), game_id)
        )

    # -- closing ---------------------------------------------------------------------------
    async def set_status(self, game_id: int, status: str, closed_by: str | None = None) -> None:
        """Set a game's status; ``closed_by`` records who or what closed it (see migration
        0003)."""
        await self._db.write(
            "UPDATE games SET status = ?, closed_by = COALESCE(?, closed_by), updated_at = ?"
            " WHERE id = ?",
            (status, closed_by, self._db.clock(), game_id),
        )

    async def abandon(self, game_id: int, closed_by: str | None) -> bool:
        """Abandon a lobby or running game; ``False`` when it was not open (another process
        closed it first)."""
        changed = await self._db.write(
            "UPDATE games SET status = 'abandoned', closed_by = COALESCE(?, closed_by),"
            " updated_at = ? WHERE id = ? AND status IN ('lobby', 'active')",
            (closed_by, self._db.clock(), game_id),
        )
        return changed == 1

    async def vote_abandon(self, game_id: int, user_id: int) -> int:
        """Record a vote to abandon; returns the number of distinct votes."""
        await self._db.write(
            "INSERT INTO abandon_votes (game_id, user_id) VALUES (?, ?)"
            " ON CONFLICT (game_id, user_id) DO NOTHING",
            (game_id, user_id),
        )
        return int(
            await self._db.scalar(
                "SELECT COUNT(*) FROM abandon_votes WHERE game_id = ?", (game_id,)
            )
        )

    async def set_open_locale(self, guild_id: int, locale: str) -> list[int]:
        """Write the open games (lobbies and games) of a server in ``locale`` from now on;
        their ids."""
        async with self._db.transaction() as conn:
            rows = await conn.fetch(
                "UPDATE games SET locale = ? WHERE guild_id = ? AND status IN ('lobby', 'active')"
                " RETURNING id",
                (locale, guild_id),
            )
        return sorted(int(r[0]) for r in rows)


def _snapshot(text: str | None) -> dict[str, Any] | None:
    """A stored snapshot as a mapping (``None``: none, or it cannot be read)."""
    try:
        state = json.loads(text) if text else None
    except ValueError:
        return None
    return state if isinstance(state, dict) else None

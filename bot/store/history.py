"""History and ratings (migration 0006): results, rating changes, pages, figures, leaderboards.

A game's last move, its result and its players' rating changes are one transaction (see
:meth:`bot.store.games.Games.record_action`, which calls
:meth:`StoredHistory.record_result`): the ratings read inside it are the ones the new figures
are computed from, so two games finishing together cannot lose an update. A rating is computed
by a pure function given by the caller (:data:`~bot.engine.ratings.Rate`), so this module holds
SQL only and a rebuild (:meth:`StoredHistory.rebuild_ratings`) runs the very same function in
the very same order (``results.seq``, the order the games finished in) and gives the very same
figures.

The SQL is plain (no SQLite-only functions, ``?`` placeholders, sums cast to integers): both
backends run it as it is.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from bot.engine.ratings import Finish, Rate, ordinal
from bot.store.types import (
    Connection,
    Database,
    PlayerGames,
    RatingRow,
    ResultRow,
    ResultSeat,
    Row,
)


def computer_players(kinds: Sequence[str], user_ids: Sequence[int | None]) -> list[int]:
    """Each seat's rated identity: the user id, or -k for the k-th computer seat."""
    players, computers = [], 0
    for kind, user_id in zip(kinds, user_ids, strict=True):
        if kind == "computer" or user_id is None:
            computers += 1
            players.append(-computers)
        else:
            players.append(int(user_id))
    return players


class StoredHistory:
    """Results and ratings (``store.history``)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    # -- writing ---------------------------------------------------------------------------
    async def record_result(
        self, conn: Connection, game_id: int, finish: Finish, finished_at: float
    ) -> None:
        """(Inside the transaction of the game's last move, which took its turn: see
        :meth:`bot.store.base.Store.results_in_turn`.) The result and the rating changes."""
        await self._write_result(conn, game_id, finish.places, finish.scores, finished_at)
        await self._rate_game(conn, game_id, finish.rate)

    async def _write_result(
        self,
        conn: Connection,
        game_id: int,
        places: Sequence[int],
        scores: Sequence[int],
        finished_at: float,
        seq: int | None = None,
    ) -> int:
        """Insert the result rows of a finished game (ratings not yet computed); its seq."""
        found = await conn.fetchrow(
            "SELECT COALESCE(guild_id, 0), game, started_at, version FROM games WHERE id = ?",
            (game_id,),
        )
        assert found is not None
        guild_id, game, started_at, moves = found[0], found[1], found[2], found[3]
        seats = await conn.fetch(
            "SELECT seat, user_id, name, kind FROM seats WHERE game_id = ? ORDER BY seat",
            (game_id,),
        )
        if len(seats) != len(places) or len(places) != len(scores):
            raise ValueError(f"game {game_id}: {len(seats)} seats, {len(places)} places")
        if seq is None:
            seq = await conn.fetchval("SELECT COALESCE(MAX(seq), 0) + 1 FROM results")
        await conn.execute(
            "INSERT INTO results (game_id, guild_id, game, seq, started_at, finished_at, moves)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (game_id, guild_id, game, seq, started_at, finished_at, moves),
        )
        players = computer_players([s[3] for s in seats], [s[1] for s in seats])
        await conn.executemany(
            "INSERT INTO result_seats (game_id, seat, player, name, place, score, guild_id, game,"
            " seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    game_id,
                    s[0],
                    players[i],
                    s[2],
                    int(places[i]),
                    int(scores[i]),
                    guild_id,
                    game,
                    seq,
                )
                for i, s in enumerate(seats)
            ],
        )
        return int(seq)

    async def _rate_game(self, conn: Connection, game_id: int, rate: Rate) -> None:
        """Compute and store the rating changes of one finished game from the current ratings
        of its players (read inside the same transaction)."""
        rows = await conn.fetch(
            "SELECT s.seat, s.player, s.name, s.place, s.guild_id, s.game, s.seq,"
            " r.mu, r.sigma, r.games, r.wins FROM result_seats s LEFT JOIN ratings r"
            " ON r.guild_id = s.guild_id AND r.game = s.game AND r.player = s.player"
            " WHERE s.game_id = ? ORDER BY s.seat",
            (game_id,),
        )
        before = [None if r[7] is None else (float(r[7]), float(r[8])) for r in rows]
        after = rate(before, [r[3] for r in rows])
        for r, old, new in zip(rows, before, after, strict=True):
            seat, player, name, place, guild_id, game, seq = (r[i] for i in range(7))
            games, wins = (r[9] or 0) + 1, (r[10] or 0) + (place == 1)
            await conn.execute(
                "UPDATE result_seats SET mu_before = ?, sigma_before = ?, mu = ?, sigma = ?"
                " WHERE game_id = ? AND seat = ?",
                (*(old or (None, None)), *new, game_id, seat),
            )
            await conn.execute(
                "INSERT INTO ratings (guild_id, game, player, name, mu, sigma, ordinal, games,"
                " wins, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (guild_id, game, player) DO UPDATE SET name = excluded.name,"
                " mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal,"
                " games = excluded.games, wins = excluded.wins, seq = excluded.seq",
                (guild_id, game, player, name, *new, ordinal(*new), games, wins, seq),
            )

    async def add_result(
        self, game_id: int, places: Sequence[int], scores: Sequence[int], finished_at: float
    ) -> None:
        """Record the result of a game that finished without one (before history existed);
        :meth:`rebuild_ratings` numbers and rates it."""
        async with self._db.transaction() as conn:
            await self._db.results_in_turn(conn)
            await self._write_result(conn, game_id, places, scores, finished_at, seq=-game_id)

    async def finished_without_result(self) -> list[tuple[int, float]]:
        """Games that ended by play but have no result row: (id, when they last changed)."""
        rows = await self._db.fetch(
            "SELECT g.id, g.updated_at FROM games g LEFT JOIN results r ON r.game_id = g.id"
            " WHERE g.status = 'over' AND r.game_id IS NULL ORDER BY g.updated_at, g.id"
        )
        return [(r[0], r[1]) for r in rows]

    async def rebuild_ratings(self, rate: Rate) -> int:
        """Recompute every rating from the stored results, in the order the games finished
        (results added by :meth:`add_result`, numbered below zero, go first, by finishing
        time); the number of games rated. One transaction: readers see the old figures or the
        new."""
        async with self._db.transaction() as conn:
            await self._db.results_in_turn(conn)
            found = await conn.fetch("SELECT game_id, seq, finished_at FROM results")
            found.sort(key=lambda r: (0, r[2], r[0]) if r[1] < 0 else (1, r[1], 0))
            order = [r[0] for r in found]
            # Renumber (the backfilled ones get their place); negative first, so that the
            # unique index never sees two games with the same number.
            await conn.execute("UPDATE results SET seq = -game_id")
            await conn.executemany(
                "UPDATE results SET seq = ? WHERE game_id = ?",
                [(n, game_id) for n, game_id in enumerate(order, start=1)],
            )
            await conn.execute(
                "UPDATE result_seats SET seq = (SELECT seq FROM results r"
                " WHERE r.game_id = result_seats.game_id)"
            )
            await conn.execute("DELETE FROM ratings")
            for game_id in order:
                await self._rate_game(conn, game_id, rate)
        return len(order)

    async def places_in_order(self) -> list[tuple[int, str, list[tuple[int, int]]]]:
        """Every result in the order ratings are computed: (guild, game, [(player, place)])."""
        rows = await self._db.fetch(
            "SELECT game_id, guild_id, game, player, place FROM result_seats"
            " ORDER BY seq, game_id, seat"
        )
        games: dict[int, tuple[int, str, list[tuple[int, int]]]] = {}
        for game_id, guild_id, game, player, place in (tuple(r) for r in rows):
            games.setdefault(game_id, (guild_id, game, []))[2].append((player, place))
        return list(games.values())

    # -- reading ---------------------------------------------------------------------------
    async def result(self, game_id: int) -> ResultRow | None:
        """One finished game's result with its seats (``None``: no result)."""
        rows = _results(
            await self._db.fetch(_RESULT_ROWS + " WHERE r.game_id = ? ORDER BY s.seat", (game_id,))
        )
        return rows[0] if rows else None

    async def page(
        self,
        guild_id: int,
        player: int | None = None,
        game: str | None = None,
        offset: int = 0,
        limit: int = 10,
    ) -> tuple[int, list[ResultRow]]:
        """A server's finished games (or one player's; ``game``: of one game), newest first:
        the total and one page."""
        if player is None:
            count = (
                "SELECT COUNT(*) FROM results WHERE guild_id = ?"
                " AND (CAST(? AS TEXT) IS NULL OR game = ?)"
            )
            page = (
                _RESULT_ROWS + " WHERE r.seq IN (SELECT seq FROM results WHERE guild_id = ?"
                " AND (CAST(? AS TEXT) IS NULL OR game = ?) ORDER BY seq DESC LIMIT ? OFFSET ?)"
                " ORDER BY r.seq DESC, s.seat"
            )
            params: list[Any] = [guild_id, game, game]
        else:
            count = (
                "SELECT COUNT(*) FROM result_seats WHERE guild_id = ? AND player = ?"
                " AND (CAST(? AS TEXT) IS NULL OR game = ?)"
            )
            page = (
                _RESULT_ROWS + " WHERE r.seq IN (SELECT seq FROM result_seats WHERE guild_id = ?"
                " AND player = ? AND (CAST(? AS TEXT) IS NULL OR game = ?)"
                " ORDER BY seq DESC LIMIT ? OFFSET ?)"
                " ORDER BY r.seq DESC, s.seat"
            )
            params = [guild_id, player, game, game]
        total = (await self._db.fetch(count, params))[0][0]
        rows = _results(await self._db.fetch(page, [*params, limit, offset]))
        return int(total), rows

    async def player_games(
        self, guild_id: int, player: int, game: str | None = None
    ) -> list[PlayerGames]:
        """One player's figures per game in a server (``game``: that game only), most played
        first."""
        rows = await self._db.fetch(
            "SELECT game, COUNT(*), CAST(SUM(CASE WHEN place = 1 THEN 1 ELSE 0 END) AS BIGINT),"
            " CAST(SUM(place) AS BIGINT), CAST(SUM(score) AS BIGINT), MAX(score)"
            " FROM result_seats WHERE guild_id = ? AND player = ?"
            " AND (CAST(? AS TEXT) IS NULL OR game = ?) GROUP BY game"
            " ORDER BY COUNT(*) DESC, game",
            (guild_id, player, game, game),
        )
        return [PlayerGames(*r) for r in rows]

    async def rating_trend(
        self, guild_id: int, player: int, game: str, limit: int = 50
    ) -> list[float]:
        """The player's ordinal after each of their last ``limit`` rated games, oldest first."""
        rows = await self._db.fetch(
            "SELECT mu, sigma FROM result_seats WHERE guild_id = ? AND player = ? AND game = ?"
            " AND mu IS NOT NULL ORDER BY seq DESC LIMIT ?",
            (guild_id, player, game, limit),
        )
        return [ordinal(r[0], r[1]) for r in reversed(rows)]

    async def rating(self, guild_id: int, game: str, player: int) -> RatingRow | None:
        rows = await self._db.fetch(
            "SELECT player, name, mu, sigma, ordinal, games, wins FROM ratings"
            " WHERE guild_id = ? AND game = ? AND player = ?",
            (guild_id, game, player),
        )
        return RatingRow(*rows[0]) if rows else None

    async def leaderboard(
        self, guild_id: int, game: str, min_games: int, limit: int = 10
    ) -> list[RatingRow]:
        """The best rated players of a game in a server with at least ``min_games`` games."""
        rows = await self._db.fetch(
            "SELECT player, name, mu, sigma, ordinal, games, wins FROM ratings"
            " WHERE guild_id = ? AND game = ? AND games >= ?"
            " ORDER BY ordinal DESC, player LIMIT ?",
            (guild_id, game, min_games, limit),
        )
        return [RatingRow(*r) for r in rows]

    async def rank_of(self, guild_id: int, game: str, player: int, min_games: int) -> int | None:
        """A ranked player's place on the leaderboard (``None``: not ranked)."""
        mine = await self.rating(guild_id, game, player)
        if mine is None or mine.games < min_games:
            return None
        rows = await self._db.fetch(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ? AND games >= ?"
            " AND (ordinal > ? OR (ordinal = ? AND player < ?))",
            (guild_id, game, min_games, mine.ordinal, mine.ordinal, player),
        )
        return int(rows[0][0]) + 1

    async def all_ratings(self) -> dict[tuple[int, str, int], tuple[float, float, int, int]]:
        """Every stored rating (for checks): (guild, game, player) → (mu, sigma, games, wins)."""
        rows = await self._db.fetch(
            "SELECT guild_id, game, player, mu, sigma, games, wins FROM ratings"
        )
        return {(r[0], r[1], r[2]): (r[3], r[4], r[5], r[6]) for r in rows}


_RESULT_ROWS = (
    "SELECT r.game_id, r.guild_id, r.game, r.seq, r.started_at, r.finished_at, r.moves,"
    " s.seat, s.player, s.name, s.place, s.score, s.mu_before, s.sigma_before, s.mu,"
    " s.sigma FROM results r JOIN result_seats s ON s.game_id = r.game_id"
)


def _results(records: Iterable[Row]) -> list[ResultRow]:
    """Rows of :data:`_RESULT_ROWS` (one per seat) as results with their seats, in order."""
    found: dict[int, ResultRow] = {}
    for r in records:
        row = found.get(r[0])
        if row is None:
            row = found[r[0]] = ResultRow(*(r[i] for i in range(7)))
        before = None if r[12] is None else (r[12], r[13])
        after = None if r[14] is None else (r[14], r[15])
        row.seats.append(ResultSeat(r[7], r[8], r[9], r[10], r[11], before, after))
    return list(found.values())

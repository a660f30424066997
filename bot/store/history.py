"""History and ratings (migration 0006): results, rating changes, pages, figures, leaderboards.

A game's last move, its result and its players' rating changes are one transaction (see
:meth:`bot.store.games.Games.record_action`, which calls
:meth:`StoredHistory.record_result`): the ratings read inside it are the ones the new figures
are computed from, so two games finishing together cannot lose an update. A rating is computed
by a pure function given by the caller (:data:`~bot.engine.ratings.Rate`), so this module holds
SQL only and a rebuild (:meth:`StoredHistory.rebuild_ratings`) runs the very same function in
the very same order (``results.seq``, the order the games finished in) and gives the very same
figures.

Each result also counts in its server's season (migration 0016, :mod:`bot.engine.seasons`):
the same transaction updates the players' season ratings and, with the season's first result
in a server, sets the timer that announces the season's best when it ends (kind
:data:`SEASON_END`, on that game: one per server and season, since results are written one
at a time).

A game in which a hint was used (migration 0018, ``hint_uses``) keeps its result, marked
unrated (``results.rated``): nobody's rating moves for it, now or in a rebuild.

The SQL is plain (no SQLite-only functions, ``?`` placeholders, sums cast to integers): both
backends run it as it is.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from bot.engine.ratings import Finish, Rate, new_season, ordinal
from bot.engine.seasons import Season, season_of
from bot.store.types import (
    Connection,
    Database,
    PlayerGames,
    RatingRow,
    ResultRow,
    ResultSeat,
    Row,
    json_text,
)

SEASON_END = "season"  # the timer kind announcing a season's best (``season:<start>``)


LEVEL_OFFSETS = {"easy": 100, "normal": 0, "hard": 200}  # computer identities per level


def computer_players(
    kinds: Sequence[str], user_ids: Sequence[int | None], levels: Sequence[str | None]
) -> list[int]:
    """Each seat's rated identity: the user id, or for the k-th computer seat -k at Normal (the
    identity of every computer before levels, so their ratings stay valid), -(100 + k) at Easy
    and -(200 + k) at Hard: each level is rated on its own and anchors the ladder."""
    players, computers = [], 0
    for kind, user_id, level in zip(kinds, user_ids, levels, strict=True):
        if kind == "computer" or user_id is None:
            computers += 1
            players.append(-(LEVEL_OFFSETS.get(level or "normal", 0) + computers))
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
        season = season_of(finished_at, finish.season_months)
        await self._write_result(
            conn, game_id, finish.places, finish.scores, finished_at, season=season
        )
        await self._rate_game(conn, game_id, finish.rate)
        await self._announce_at_end(conn, game_id, season)

    async def _write_result(
        self,
        conn: Connection,
        game_id: int,
        places: Sequence[int],
        scores: Sequence[int],
        finished_at: float,
        seq: int | None = None,
        season: Season | None = None,
    ) -> int:
        """Insert the result rows of a finished game (ratings not yet computed); its seq.
        ``season``: the season it counts in (``None``: all time only)."""
        found = await conn.fetchrow(
            "SELECT COALESCE(guild_id, 0), game, started_at, version FROM games WHERE id = ?",
            (game_id,),
        )
        assert found is not None
        guild_id, game, started_at, moves = found[0], found[1], found[2], found[3]
        seats = await conn.fetch(
            "SELECT seat, user_id, name, kind, level FROM seats WHERE game_id = ? ORDER BY seat",
            (game_id,),
        )
        if len(seats) != len(places) or len(places) != len(scores):
            raise ValueError(f"game {game_id}: {len(seats)} seats, {len(places)} places")
        if seq is None:
            seq = await conn.fetchval("SELECT COALESCE(MAX(seq), 0) + 1 FROM results")
        hinted = await conn.fetchval(
            "SELECT COUNT(*) FROM hint_uses WHERE game_id = ?", (game_id,)
        )
        await conn.execute(
            "INSERT INTO results (game_id, guild_id, game, seq, started_at, finished_at, moves,"
            " season_start, season_end, rated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                game_id,
                guild_id,
                game,
                seq,
                started_at,
                finished_at,
                moves,
                None if season is None else season.start,
                None if season is None else season.end,
                int(not hinted),  # a game in which a hint was used is rated for nobody
            ),
        )
        players = computer_players(
            [s[3] for s in seats], [s[1] for s in seats], [s[4] for s in seats]
        )
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
        of its players (read inside the same transaction); none for an unrated game."""
        if not await conn.fetchval("SELECT rated FROM results WHERE game_id = ?", (game_id,)):
            return  # a hint was used: its result stays, nobody's rating moves
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
        await self._rate_season(conn, game_id, rate)

    async def _rate_season(self, conn: Connection, game_id: int, rate: Rate) -> None:
        """Compute and store the season ratings of one finished game's players (after its
        all-time ratings: a first game of a season starts from the rating before it)."""
        found = await conn.fetchrow(
            "SELECT season_start, season_end FROM results WHERE game_id = ?", (game_id,)
        )
        if found is None or found[0] is None:
            return  # from before seasons: all time only
        start, end = float(found[0]), float(found[1])
        rows = await conn.fetch(
            "SELECT s.player, s.name, s.place, s.guild_id, s.game, s.seq, s.mu_before,"
            " s.sigma_before, r.mu, r.sigma, r.games, r.wins FROM result_seats s"
            " LEFT JOIN season_ratings r ON r.guild_id = s.guild_id AND r.game = s.game"
            " AND r.player = s.player AND r.season_start = ?"
            " WHERE s.game_id = ? ORDER BY s.seat",
            (start, game_id),
        )
        before = [
            (float(r[8]), float(r[9])) if r[8] is not None else await self._carried(conn, r, start)
            for r in rows
        ]
        after = rate(before, [r[2] for r in rows])
        for r, new in zip(rows, after, strict=True):
            player, name, place, guild_id, game, seq = (r[i] for i in range(6))
            games, wins = (r[10] or 0) + 1, (r[11] or 0) + (place == 1)
            await conn.execute(
                "INSERT INTO season_ratings (guild_id, game, player, season_start, season_end,"
                " name, mu, sigma, ordinal, games, wins, seq)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (guild_id, game, player, season_start) DO UPDATE SET"
                " season_end = excluded.season_end, name = excluded.name, mu = excluded.mu,"
                " sigma = excluded.sigma, ordinal = excluded.ordinal, games = excluded.games,"
                " wins = excluded.wins, seq = excluded.seq",
                (guild_id, game, player, start, end, name, *new, ordinal(*new), games, wins, seq),
            )

    @staticmethod
    async def _carried(conn: Connection, seat: Any, start: float) -> tuple[float, float] | None:
        """A player's rating at their first game of the season starting at ``start``: their
        last season's, else their all-time one before this game, widened (``None``: a first
        game ever)."""
        last = await conn.fetchrow(
            "SELECT mu, sigma FROM season_ratings WHERE guild_id = ? AND game = ?"
            " AND player = ? AND season_start < ? ORDER BY season_start DESC LIMIT 1",
            (seat[3], seat[4], seat[0], start),
        )
        if last is not None:
            return new_season((float(last[0]), float(last[1])))
        if seat[6] is not None:
            return new_season((float(seat[6]), float(seat[7])))
        return None

    async def _announce_at_end(self, conn: Connection, game_id: int, season: Season) -> None:
        """With a server's first result of a season, set the timer that announces the season's
        best at its end (on this game; the server's others find it there)."""
        guild_id = await conn.fetchval(
            "SELECT COALESCE(guild_id, 0) FROM games WHERE id = ?", (game_id,)
        )
        if not guild_id:
            return  # no server, no announcement
        kind = f"{SEASON_END}:{int(season.start)}"
        armed = await conn.fetchval(
            "SELECT COUNT(*) FROM timers t JOIN games g ON g.id = t.game_id"
            " WHERE g.guild_id = ? AND t.kind = ?",
            (guild_id, kind),
        )
        if armed:
            return
        payload = {"guild": int(guild_id), "start": int(season.start), "end": int(season.end)}
        await conn.execute(
            "INSERT INTO timers (game_id, kind, due_at, payload) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (game_id, kind) DO NOTHING",
            (game_id, kind, season.end, json_text(payload)),
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
        time; games in which a hint was used stay unrated); the number of games rated. One
        transaction: readers see the old figures or the
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
            await conn.execute("DELETE FROM season_ratings")
            for game_id in order:
                await self._rate_game(conn, game_id, rate)
            rated = await conn.fetchval("SELECT COUNT(*) FROM results WHERE rated = 1")
        return int(rated)

    async def places_in_order(self) -> list[tuple[int, str, list[tuple[int, int]]]]:
        """Every rated result in the order ratings are computed: (guild, game, [(player,
        place)])."""
        rows = await self._db.fetch(
            "SELECT s.game_id, s.guild_id, s.game, s.player, s.place FROM result_seats s"
            " JOIN results r ON r.game_id = s.game_id WHERE r.rated = 1"
            " ORDER BY s.seq, s.game_id, s.seat"
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

    async def rating(
        self, guild_id: int, game: str, player: int, season: float | None = None
    ) -> RatingRow | None:
        """A player's rating (``season``: in the season starting then; else of all time)."""
        params = (guild_id, game, player)
        if season is None:
            rows = await self._db.fetch(_RATING + " FROM ratings" + _PLAYER, params)
        else:
            rows = await self._db.fetch(_SEASON_RATING + _PLAYER, (season, *params))
        return RatingRow(*rows[0]) if rows else None

    async def leaderboard(
        self, guild_id: int, game: str, min_games: int, limit: int = 10, season: float | None = None
    ) -> list[RatingRow]:
        """The best rated players of a game in a server with at least ``min_games`` games
        (``season``: in the season starting then; else of all time)."""
        params = (guild_id, game, min_games, limit)
        if season is None:
            rows = await self._db.fetch(_RATING + " FROM ratings" + _BEST, params)
        else:
            rows = await self._db.fetch(_SEASON_RATING + _BEST, (season, *params))
        return [RatingRow(*r) for r in rows]

    async def rank_of(
        self, guild_id: int, game: str, player: int, min_games: int, season: float | None = None
    ) -> int | None:
        """A ranked player's place on the leaderboard (``None``: not ranked)."""
        mine = await self.rating(guild_id, game, player, season)
        if mine is None or mine.games < min_games:
            return None
        params = (guild_id, game, min_games, mine.ordinal, mine.ordinal, player)
        if season is None:
            rows = await self._db.fetch("SELECT COUNT(*) FROM ratings" + _AHEAD, params)
        else:
            rows = await self._db.fetch(_SEASON_COUNT + _AHEAD, (season, *params))
        return int(rows[0][0]) + 1

    async def season_games(self, guild_id: int, season: float) -> list[str]:
        """The games rated in a server's season (starting at ``season``)."""
        rows = await self._db.fetch(
            "SELECT DISTINCT game FROM season_ratings WHERE guild_id = ? AND season_start = ?"
            " ORDER BY game",
            (guild_id, season),
        )
        return [r[0] for r in rows]

    async def finished_counts(
        self, guild_id: int, game: str, players: Sequence[int]
    ) -> dict[int, int]:
        """How many finished games of ``game`` each of ``players`` has in a server (0: none)."""
        counts = dict.fromkeys(players, 0)
        for player in counts:
            rows = await self._db.fetch(
                "SELECT COUNT(*) FROM result_seats WHERE guild_id = ? AND game = ? AND player = ?",
                (guild_id, game, player),
            )
            counts[player] = int(rows[0][0]) if rows else 0
        return counts

    async def last_place(self, guild_id: int) -> tuple[int, str] | None:
        """The channel and language of a server's most recently finished game."""
        row = await self._db.fetchrow(
            "SELECT g.channel_id, g.locale FROM results r JOIN games g ON g.id = r.game_id"
            " WHERE r.guild_id = ? ORDER BY r.seq DESC LIMIT 1",
            (guild_id,),
        )
        return None if row is None else (int(row[0]), str(row[1]))

    async def all_season_ratings(self) -> list[tuple[Any, ...]]:
        """Every stored season rating, in key order (for checks)."""
        rows = await self._db.fetch(
            "SELECT guild_id, game, player, season_start, season_end, mu, sigma, games, wins"
            " FROM season_ratings ORDER BY guild_id, game, player, season_start"
        )
        return [tuple(r) for r in rows]

    async def all_ratings(self) -> dict[tuple[int, str, int], tuple[float, float, int, int]]:
        """Every stored rating (for checks): (guild, game, player) → (mu, sigma, games, wins)."""
        rows = await self._db.fetch(
            "SELECT guild_id, game, player, mu, sigma, games, wins FROM ratings"
        )
        return {(r[0], r[1], r[2]): (r[3], r[4], r[5], r[6]) for r in rows}


# Ratings of all time (table ratings) or of one season (season_ratings of the season starting
# at a time, given first): one player's, the best, and how many rank ahead of one.
_RATING = "SELECT player, name, mu, sigma, ordinal, games, wins"
_SEASON_RATING = (
    _RATING + " FROM (SELECT * FROM season_ratings WHERE season_start = ?) AS season_board"
)
_SEASON_COUNT = (
    "SELECT COUNT(*) FROM (SELECT * FROM season_ratings WHERE season_start = ?) AS season_board"
)
_PLAYER = " WHERE guild_id = ? AND game = ? AND player = ?"
_BEST = " WHERE guild_id = ? AND game = ? AND games >= ? ORDER BY ordinal DESC, player LIMIT ?"
_AHEAD = (
    " WHERE guild_id = ? AND game = ? AND games >= ?"
    " AND (ordinal > ? OR (ordinal = ? AND player < ?))"
)


_RESULT_ROWS = (
    "SELECT r.game_id, r.guild_id, r.game, r.seq, r.started_at, r.finished_at, r.moves,"
    " s.seat, s.player, s.name, s.place, s.score, s.mu_before, s.sigma_before, s.mu,"
    " s.sigma, r.rated FROM results r JOIN result_seats s ON s.game_id = r.game_id"
)


def _results(records: Iterable[Row]) -> list[ResultRow]:
    """Rows of :data:`_RESULT_ROWS` (one per seat) as results with their seats, in order."""
    found: dict[int, ResultRow] = {}
    for r in records:
        row = found.get(r[0])
        if row is None:
            row = found[r[0]] = ResultRow(
                r[0], r[1], r[2], r[3], r[4], r[5], r[6], rated=bool(r[16])
            )
        before = None if r[12] is None else (r[12], r[13])
        after = None if r[14] is None else (r[14], r[15])
        row.seats.append(ResultSeat(r[7], r[8], r[9], r[10], r[11], before, after))
    return list(found.values())

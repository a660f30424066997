"""The history service, beside the table service: finished games, replays, statistics,
leaderboards, and the rebuild of every rating.

Everything here reads what the store keeps: a game's seed, options, seats and action log
rebuild it exactly, so a replay is the log applied again, move by move. Results and ratings
are written by the game's last move (see :mod:`bot.store.history`); this service only reads
them, except :meth:`History.rebuild`. Every query is scoped to one server: a server's history
is seen only in that server. Leaderboards are of a season (:mod:`bot.engine.seasons`; the
current one unless asked) or of all time.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from bot.engine import Action, Event, Game, IllegalAction, State
from bot.engine.data import load_json
from bot.engine.protocol import clone
from bot.engine.ratings import finish_of, ordinal, rate
from bot.engine.seasons import Season, season_of
from bot.games import GAMES
from bot.i18n import Messages, t
from bot.names import robot, shown
from bot.store import NO_GUILD, PlayerGames, RatingRow, ResultRow, Store
from rendering import renderer
from rendering.history import display

log = logging.getLogger(__name__)
PAGE_SIZE = 8
REPLAYS_KEPT = 16


def guild_key(guild_id: int | None) -> int:
    return NO_GUILD if guild_id is None else guild_id


@dataclass(frozen=True)
class HistoryPage:
    total: int
    page: int  # from 0
    pages: int
    rows: list[ResultRow]


@dataclass(frozen=True)
class GameFigures:
    """A player's figures in one game of a server."""

    game: str
    played: int
    won: int
    average_place: float
    average_score: float
    best: int
    rating: int | None  # shown (see rendering.history.display); None: never rated
    trend: float | None  # shown rating change over the last few games
    rank: int | None  # on the server's leaderboard (None: not ranked yet)
    points: list[float] = field(default_factory=list)  # ordinal after each recent game
    season_rating: int | None = None  # shown, in the current season (None: not rated in it)


@dataclass(frozen=True)
class Stats:
    player: int
    played: int
    won: int
    average_place: float | None
    favourite: str | None
    games: list[GameFigures]  # most played first
    focus: GameFigures | None  # the chosen game, else the favourite


@dataclass(frozen=True)
class Standing:
    rank: int
    row: RatingRow

    @property
    def rating(self) -> int:
        return display(self.row.ordinal)


@dataclass(frozen=True)
class Leaderboard:
    game: str
    min_games: int
    standings: list[Standing]
    me: Standing | None  # the asker, when ranked but not among the shown
    my_games: int  # the asker's rated games of this game
    season: tuple[float, float] | None = None  # its season's [start, end); None: all time


class Replay:
    """A finished game rebuilt from its log: the state after any number of moves ("step"
    0 is the start, ``steps`` the end), each move's events, and where rounds (or tricks)
    begin."""

    def __init__(
        self,
        game_id: int,
        rules: Game,
        players: int,
        seed: int,
        options: dict[str, Any],
        moves: list[tuple[int, Action]],
        names: list[str],
        guild_id: int,
        users: Sequence[int | None] = (),
    ) -> None:
        self.game_id = game_id
        self.rules = rules
        self.game = rules.id
        self.players = players
        self.seed = seed
        self.options = options
        self.moves = moves
        self.names = names
        self.guild_id = guild_id
        self.users = list(users)  # each seat's Discord user (None: a computer)
        self.events: list[list[Event]] = [[]]
        self.rounds: list[tuple[Any, Any]] = []
        state = rules.setup(players, seed, options)
        self.rounds.append(self._round_of(state))
        for seat, action in moves:
            self.events.append(rules.apply(state, seat, clone(action)))
            self.rounds.append(self._round_of(state))
        self.final = state
        # Steps where a new round (or trick) has begun.
        self.marks = [0] + [
            k for k in range(1, len(self.rounds)) if self.rounds[k] != self.rounds[k - 1]
        ]

    @property
    def steps(self) -> int:
        return len(self.moves)

    def _round_of(self, state: State) -> tuple[Any, Any]:
        summary = self.rules.summary(state)
        return summary.get("round"), summary.get("trick")

    def round_at(self, step: int) -> Any:
        return self.rounds[self.clamp(step)][0]

    def clamp(self, step: int) -> int:
        return min(max(step, 0), self.steps)

    def state(self, step: int) -> State:
        """The state after ``step`` moves."""
        step = self.clamp(step)
        if step == self.steps:
            return clone(self.final)
        state = self.rules.setup(self.players, self.seed, self.options)
        for seat, action in self.moves[:step]:
            self.rules.apply(state, seat, clone(action))
        return state

    def views(self, step: int) -> tuple[Mapping[str, Any], list[Mapping[str, Any]]]:
        """The public view and every seat's view after ``step`` moves: what the channel and
        each player saw then."""
        state = self.state(step)
        return self.rules.view(state, None), [
            self.rules.view(state, seat) for seat in range(self.players)
        ]

    def round_back(self, step: int) -> int:
        """The start of this round, or of the one before when already at its start."""
        earlier = [m for m in self.marks if m < step]
        return earlier[-1] if earlier else 0

    def round_forward(self, step: int) -> int:
        later = [m for m in self.marks if m > step]
        return later[0] if later else self.steps

    def seat_of(self, user: int) -> int:
        """The seat whose pictures a replay opens with for ``user``: their own when they
        played, else the first."""
        return self.users.index(user) if user in self.users else 0

    def public(self, step: int) -> Mapping[str, Any]:
        """The public view after ``step`` moves: what the channel saw then."""
        return self.rules.view(self.state(step), None)

    def hand(self, step: int, seat: int, words: Messages) -> partial[bytes]:
        """The picture job of ``seat``'s own picture after ``step`` moves: everything that
        seat saw, its hand and secret choices included."""
        view = self.rules.view(self.state(step), seat)
        return partial(renderer(self.game).render_hand, view, list(self.names), words)

    def summary_steps(self) -> list[int]:
        """The steps the animated summary shows: the start, each new round or trick, the
        end."""
        return sorted({*self.marks, self.steps})

    def summary_moments(self) -> Iterator[tuple[int, Mapping[str, Any], list[Event]]]:
        """Each step of :meth:`summary_steps` with its public view and the events of the move
        that led to it, in one pass through the log."""
        state = self.rules.setup(self.players, self.seed, self.options)
        done = 0
        for step in self.summary_steps():
            for seat, action in self.moves[done:step]:
                self.rules.apply(state, seat, clone(action))
            done = step
            yield step, self.rules.view(state, None), self.events[step]


class History:
    """Finished games of a server: pages of history, replays, statistics, leaderboards."""

    def __init__(self, store: Store, games: dict[str, Game] | None = None) -> None:
        self.store = store
        self.games = games or GAMES
        self._replays: OrderedDict[int, Replay] = OrderedDict()

    # -- history ---------------------------------------------------------------------------
    async def page(
        self,
        guild_id: int | None,
        player: int | None = None,
        game: str | None = None,
        page: int = 0,
        size: int = PAGE_SIZE,
    ) -> HistoryPage:
        """One page of a server's finished games (or one player's), newest first."""
        guild = guild_key(guild_id)
        total, _ = await self.store.history.page(guild, player, game, 0, 0)
        pages = max(1, -(-total // size))
        page = min(max(page, 0), pages - 1)
        _, rows = await self.store.history.page(guild, player, game, page * size, size)
        return HistoryPage(total, page, pages, rows)

    # -- replays ---------------------------------------------------------------------------
    async def replay(self, guild_id: int | None, number: int) -> Replay:
        """The replay of game ``number`` of this server. Refuses (``IllegalAction``) a game of
        another server, one still being played, and one that did not end by play."""
        found = await self.store.games.guild_and_status(number)
        if found is None or guild_key(found[0]) != guild_key(guild_id):
            raise IllegalAction("history.no_such_game", number=number)
        if found[1] in ("lobby", "active"):
            raise IllegalAction("history.in_progress", number=number)
        if found[1] != "over":
            raise IllegalAction("history.abandoned", number=number)
        kept = self._replays.get(number)
        if kept is not None:
            self._replays.move_to_end(number)
            return kept
        row, moves = await self.store.games.with_log(number)
        if row is None or moves is None or row.seed is None or row.game not in self.games:
            raise IllegalAction("error.damaged")
        try:
            replay = Replay(
                row.id,
                self.games[row.game],
                len(row.seats),
                row.seed,
                row.options,
                moves,
                [shown(seat.name) for seat in row.seats],
                guild_key(row.guild_id),
                [seat.user_id if seat.kind == "human" else None for seat in row.seats],
            )
        except Exception as problem:  # its log does not replay under these rules
            log.error("game %s cannot be replayed: %r", number, problem)
            raise IllegalAction("error.damaged") from None
        self._replays[number] = replay
        while len(self._replays) > REPLAYS_KEPT:
            self._replays.popitem(last=False)
        return replay

    # -- statistics ------------------------------------------------------------------------
    async def stats(
        self,
        guild_id: int | None,
        player: int,
        game: str | None = None,
        min_games: int = 3,
        season: Season | None = None,
    ) -> Stats:
        """A player's record in a server (in one game, or in all; ``season``: the current
        season, whose rating is shown beside the all-time one)."""
        guild = guild_key(guild_id)
        per_game = await self.store.history.player_games(guild, player, game)
        figures = [await self._figures(guild, player, g, min_games, season) for g in per_game]
        played = sum(g.played for g in per_game)
        won = sum(g.won for g in per_game)
        places = sum(g.place_sum for g in per_game)
        favourite = per_game[0].game if per_game else None
        focus = figures[0] if figures else None
        return Stats(
            player,
            played,
            won,
            places / played if played else None,
            favourite,
            figures,
            focus,
        )

    async def _figures(
        self, guild: int, player: int, games: PlayerGames, min_games: int, season: Season | None
    ) -> GameFigures:
        rating = await self.store.history.rating(guild, games.game, player)
        now = None
        if season is not None:
            now = await self.store.history.rating(guild, games.game, player, season.start)
        points = await self.store.history.rating_trend(guild, player, games.game, 50)
        recent = int(load_json("ratings.json")["trend_games"])
        trend = None
        if len(points) >= 2:
            base = points[-recent - 1] if len(points) > recent else 0.0
            trend = display(points[-1]) - display(base)
        elif len(points) == 1:
            trend = display(points[0]) - display(0.0)
        return GameFigures(
            games.game,
            games.played,
            games.won,
            games.place_sum / games.played,
            games.score_sum / games.played,
            games.best,
            None if rating is None else display(rating.ordinal),
            trend,
            await self.store.history.rank_of(guild, games.game, player, min_games),
            points,
            None if now is None else display(now.ordinal),
        )

    # -- leaderboards ----------------------------------------------------------------------
    def season(self, months: int, back: int = 0) -> Season:
        """The season ``back`` seasons before the current one (seasons of ``months``)."""
        return season_of(self.store.clock(), months).before(back)

    async def leaderboard(
        self,
        guild_id: int | None,
        game: str,
        asker: int,
        min_games: int,
        size: int = 10,
        season: Season | None = None,
    ) -> Leaderboard:
        """A game's leaderboard in a server: of ``season``, or of all time (``None``)."""
        guild = guild_key(guild_id)
        start = None if season is None else season.start
        history = self.store.history
        rows = await history.leaderboard(guild, game, min_games, size, start)
        standings = [Standing(rank, row) for rank, row in enumerate(rows, start=1)]
        mine = await history.rating(guild, game, asker, start)
        me = None
        if mine is not None and all(s.row.player != asker for s in standings):
            rank = await history.rank_of(guild, game, asker, min_games, start)
            if rank is not None:
                me = Standing(rank, mine)
        return Leaderboard(
            game,
            min_games,
            standings,
            me,
            0 if mine is None else mine.games,
            None if season is None else (season.start, season.end),
        )

    async def season_best(
        self, guild_id: int, season: Season, min_games: int, size: int = 3
    ) -> list[Leaderboard]:
        """The best ``size`` of each game rated in a server's season (games nobody is ranked
        in left out)."""
        boards = [
            await self.leaderboard(guild_id, game, 0, min_games, size, season)
            for game in await self.store.history.season_games(guild_id, season.start)
        ]
        return [board for board in boards if board.standings]

    async def last_place(self, guild_id: int) -> tuple[int, str] | None:
        """The channel and language of a server's most recently finished game."""
        return await self.store.history.last_place(guild_id)

    # -- maintenance -----------------------------------------------------------------------
    async def rebuild(self) -> tuple[int, int]:
        """Recompute every rating from the stored games: results missing for games that ended
        before history existed are made first, from their logs. (games rated, results made)."""
        made = 0
        for game_id, finished_at in await self.store.history.finished_without_result():
            row, moves = await self.store.games.with_log(game_id)
            if row is None or moves is None or row.seed is None or row.game not in self.games:
                log.warning("game %s cannot be replayed; it stays unrated", game_id)
                continue
            rules = self.games[row.game]
            state = rules.setup(len(row.seats), row.seed, row.options)
            for seat, action in moves:
                rules.apply(state, seat, action)
            finish = finish_of(rules, state)
            await self.store.history.add_result(game_id, finish.places, finish.scores, finished_at)
            made += 1
        return await self.store.history.rebuild_ratings(rate), made

    async def check(self) -> int:
        """Recompute every rating in memory from the stored results (as a rebuild would) and
        count the stored ratings that differ (0: they agree exactly)."""
        computed: dict[tuple[int, str, int], tuple[float, float, int, int]] = {}
        for guild, game, seats in await self.store.history.places_in_order():
            keys = [(guild, game, player) for player, _ in seats]
            before = [computed.get(key) for key in keys]
            after = rate([None if b is None else b[:2] for b in before], [p for _, p in seats])
            for key, old, new, (_, place) in zip(keys, before, after, seats, strict=True):
                games, wins = (old[2], old[3]) if old else (0, 0)
                computed[key] = (*new, games + 1, wins + (place == 1))
        stored = await self.store.history.all_ratings()
        every_key = set(stored) | set(computed)
        return sum(1 for key in every_key if stored.get(key) != computed.get(key))


def rating_changes(result: ResultRow, locale: str) -> str:
    """One line with each seat's new rating and its change, for the final message (for a game
    in which a hint was used: that it is not rated)."""
    if not result.rated:
        return t("hints.not_rated", locale)
    parts = []
    for seat in result.seats:
        if seat.after is None:
            continue
        after = display(ordinal(*seat.after))
        before = display(0.0 if seat.before is None else ordinal(*seat.before))
        name = shown(robot(seat.name) if seat.computer else seat.name)
        change = f"{after - before:+d}".replace("-", "−")  # Unicode minus
        parts.append(t("history.rating_change", locale, player=name, rating=after, change=change))
    return t("history.rating_changes", locale, changes=" · ".join(parts)) if parts else ""

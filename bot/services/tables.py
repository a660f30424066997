"""The table service: lobbies, seats and actions between the Discord layer and the store.

Every accepted action runs under the game's lock: load → validate with the rules → persist in one
transaction → update the in-memory copy. Controls carry the version they were drawn at; a seat's
*stamp* is the version at which that seat's legal actions last changed, so a control is stale only
when something that matters to its user has changed (other players' secret choices in the same
phase do not make everyone's controls stale).

Loading checks what it reads: a game's snapshot must be readable, keep the game's invariants and
equal a replay of its action log (checked once per process, and again whenever the stored
snapshot text is not the one this process wrote or checked — compared by the SHA-256 of the text
the store read — or the log's length is not the version). The log is the source of truth: a
damaged snapshot is rebuilt from it; when the log itself does not replay (or disagrees with the
version), the game is left untouched and every click on it is answered "this game's data is
damaged".

A move compares every seat's legal actions and views before and after it. What it computed
*after* is kept per running game, under the version and the digest of the snapshot it belongs
to, and serves as the *before* of the next move (computed afresh when absent or not for the
stored snapshot). Per-game entries (checked snapshots, these views, locks) go when a game ends;
a game's lock exists only while some coroutine holds or waits for it.

Several processes may share one database (PostgreSQL, a sharded cluster). The lock of a game
serialises it within this process; across processes the store's version check does: a move
recorded at a version another process already moved past is refused (``VersionConflict``) and
the click answered "out of date" with fresh controls (a computer's or a timer's move is dropped).
What is kept in memory is only ever used for the very (version, digest) of the stored snapshot,
so another process's moves make it miss, never mislead; at most :data:`KEPT_GAMES` games are kept
(a game finished by another process would otherwise stay).

Where the store can (PostgreSQL: ``moves_held``), a player's move on the game as this process's
own last move left it is not read first: it is validated on that row, and its write is one
statement that records nothing unless the stored snapshot is still that text (its digest), at
that version, active, with a whole log, and returns the game's other columns as stored. When it
records nothing, or the held row refuses the click, the move is decided on the game read afresh
(BENCHMARKS.md, section 9).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from bot.ai import SEAT_LEVELS
from bot.engine import Action, Event, Game, IllegalAction, State, replay
from bot.engine.protocol import clone
from bot.engine.ratings import finish_of
from bot.engine.seasons import DEFAULT_MONTHS
from bot.games import GAMES
from bot.store import (
    ChannelBusy,
    GameRow,
    LobbyLimit,
    Rematch,
    Store,
    StoreUnavailable,
    VersionConflict,
)

log = logging.getLogger(__name__)
KEPT_GAMES = 2000  # running games whose checks and views are kept (the least recent go first)

ENDED = ("over", "abandoned")
HINTS = ("auto", "on", "off")  # a table's choices of hints for learners
NEWCOMER_GAMES = 3  # with 'auto', hints are on for a player with fewer finished games


@dataclass
class Outcome:
    """What one accepted action did."""

    row: GameRow
    seat: int
    action: dict[str, Any]
    events: list[Event] = field(default_factory=list)
    public_changed: bool = True
    to_act_before: frozenset[int] = frozenset()
    phase_before: tuple[Any, Any] = (None, None)
    private_changed: list[bool] = field(default_factory=list)
    actor: str = "player"  # 'player', 'computer' or 'timer' (see store.games.record_action)


def encode_action(action: dict[str, Any]) -> str:
    """A short, stable code for an action, used in custom_ids and select values."""
    return ".".join(str(value) for value in action.values())


@dataclass(frozen=True)
class _Views:
    """Every seat's legal actions, the public view and every seat's private part (its view's
    ``me``) of one stored snapshot: ``version`` and ``digest`` (of its text) say which. Never
    changed once made."""

    version: int
    digest: str
    legal: list[list[Action]]
    public: Mapping[str, Any]
    private: list[Any]
    row: GameRow  # the game as this process's move left it (read, never changed)


class _NotHeld(Exception):
    """The stored snapshot is not the one this process holds: read the game."""


class _GameLock:
    """One game's lock, counting the coroutines that hold or wait for it: :meth:`Tables.lock`
    drops it when the last one leaves, so no lock is ever dropped while in use."""

    __slots__ = ("_game_id", "_locks", "lock", "users")

    def __init__(self, locks: dict[int, _GameLock], game_id: int) -> None:
        self.lock = asyncio.Lock()
        self.users = 0
        self._locks = locks
        self._game_id = game_id

    async def __aenter__(self) -> None:
        self.users += 1
        try:
            await self.lock.acquire()
        except BaseException:
            self._leave()
            raise

    async def __aexit__(self, *exc: object) -> None:
        self.lock.release()
        self._leave()

    def _leave(self) -> None:
        self.users -= 1
        if self.users == 0 and self._locks.get(self._game_id) is self:
            del self._locks[self._game_id]


class Tables:
    """Lobby and game operations; raises :class:`IllegalAction` with a catalog key on refusal."""

    def __init__(
        self,
        store: Store,
        games: dict[str, Game] | None = None,
        season_months: Callable[[int | None], Awaitable[int]] | None = None,
    ) -> None:
        self.store = store
        self.games = games or GAMES
        # A server's season length (months): a finished game's result counts in its season.
        self.season_months = season_months or _default_season
        self._locks: dict[int, _GameLock] = {}  # only while held or awaited
        self._checked: dict[int, tuple[int, str]] = {}  # running game → (version, digest) sound
        self._views: dict[int, _Views] = {}  # running game → views after its last move here

    def lock(self, game_id: int) -> _GameLock:
        """The game's lock, for ``async with`` (kept only while someone holds or awaits it)."""
        held = self._locks.get(game_id)
        if held is None:
            held = self._locks[game_id] = _GameLock(self._locks, game_id)
        return held

    def _remember(self, row: GameRow) -> None:
        """``row``'s snapshot is sound: later loads of the same text may skip the full check.
        (Loads outside the game's lock may finish out of order: never go back a version.)"""
        if row.status != "active" or row.digest is None:
            return
        known = self._checked.get(row.id)
        if known is None or known[0] <= row.version:
            self._checked.pop(row.id, None)  # (to the end: the most recent)
            self._checked[row.id] = (row.version, row.digest)
            _bound(self._checked)

    def _forget(self, game_id: int) -> None:
        """Drop what is kept about a game (it ended, or its snapshot was rebuilt)."""
        self._checked.pop(game_id, None)
        self._views.pop(game_id, None)

    def rules(self, row: GameRow) -> Game:
        return self.games[row.game]

    async def load(self, game_id: int, *, check: bool = True) -> GameRow:
        """The stored game; checked and, if its snapshot is damaged, rebuilt from its log
        (``check=False``: as stored). Raises ``IllegalAction("error.damaged")`` for a game
        that cannot be rebuilt."""
        row = await self.store.games.get(game_id)
        if row is None:
            raise IllegalAction("error.unknown_game")
        if row.status in ENDED:
            self._forget(game_id)
        if not check or row.status == "abandoned":
            return row
        if row.damage is None and row.game in self.games:
            if row.state is None and row.status == "lobby":
                return row
            if (
                row.state is not None
                and row.digest is not None
                and self._checked.get(game_id) == (row.version, row.digest)
                and row.log_length == row.version
            ):
                return row  # the snapshot this process checked or wrote, and a whole log
        row, moves = await self.store.games.with_log(game_id)  # consistent, for a full check
        if row is None:
            raise IllegalAction("error.unknown_game")
        problem = self._problem(row, moves)
        if problem is None:
            self._remember(row)
            return row
        return await self._rebuild(row, moves, problem)

    def _problem(self, row: GameRow, moves: list[tuple[int, Action]] | None) -> str | None:
        """Why a stored game cannot be used as it is (``None``: it can)."""
        if row.damage:
            return row.damage
        if row.game not in self.games:
            return f"unknown game {row.game!r}"
        if row.state is None:
            return None if row.status == "lobby" else "no snapshot"
        if moves is None:
            return "an action of the log cannot be read"
        if len(moves) != row.version or len(row.stamps) != len(row.seats):
            return f"version {row.version} but {len(moves)} logged actions"
        rules = self.rules(row)
        try:
            rules.check_invariants(row.state)
            rebuilt = replay(rules, len(row.seats), row.seed or 0, row.options, moves)
        except Exception as error:
            return f"the snapshot or the log breaks the rules: {error!r}"
        if rebuilt != row.state:
            return "the snapshot differs from a replay of the log"
        return None

    def _rebuilt(
        self, row: GameRow, moves: list[tuple[int, Action]] | None, problem: str
    ) -> tuple[State, list[int], str]:
        """The snapshot, stamps and status rebuilt from the action log; raises
        ``IllegalAction("error.damaged")`` (and logs why) when the log cannot rebuild it, and
        ``IllegalAction("error.rules_changed")`` for a running game started under other rules
        (replaying its log under today's rules would make another game of it)."""
        outdated = self.games.get(row.game)
        if (
            outdated is not None
            and row.status == "active"
            and row.rules_version != outdated.rules_version
        ):
            log.warning(
                "game %s was started under rules version %s (now %s) and does not match a replay"
                " (%s): it cannot continue",
                row.id,
                row.rules_version,
                outdated.rules_version,
                problem,
            )
            raise IllegalAction("error.rules_changed")
        try:
            if row.game not in self.games:
                raise ValueError("this bot has no rules for it")
            if row.status == "lobby" or row.seed is None or moves is None:
                raise ValueError("nothing to rebuild from")
            if len(moves) != row.version:
                raise ValueError("the log does not match the version")
            if row.damage and "options" in row.damage:
                raise ValueError("the options cannot be read")
            rules = self.games[row.game]
            state, stamps = rebuild(rules, len(row.seats), row.seed, row.options, moves)
        except Exception as error:
            log.error(
                "game %s is damaged (%s) and cannot be rebuilt from its log (%s); left untouched",
                row.id,
                problem,
                error,
            )
            raise IllegalAction("error.damaged") from None
        return state, stamps, "over" if rules.is_over(state) else "active"

    async def _rebuild(
        self, row: GameRow, moves: list[tuple[int, Action]] | None, problem: str
    ) -> GameRow:
        """Rebuild a damaged snapshot from the action log, or refuse and touch nothing."""
        state, stamps, status = self._rebuilt(row, moves, problem)
        self._forget(row.id)
        if not await self.store.games.repair_snapshot(row.id, row.version, state, stamps, status):
            raise IllegalAction("error.stale")  # it changed meanwhile: try again
        log.warning(
            "game %s: %s; rebuilt its snapshot from the %d logged actions",
            row.id,
            problem,
            len(moves or ()),
        )
        rebuilt = await self.load(row.id, check=False)
        assert rebuilt.state is not None
        self._remember(rebuilt)
        return rebuilt

    # -- lobby -----------------------------------------------------------------------------
    async def open_lobby(
        self,
        game_id: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        options: dict[str, Any],
        locale: str,
        timers: tuple[float, float] = (0, 0),
        limits: tuple[int, int] | None = None,
        in_thread: bool = False,
        hints: str = "off",
    ) -> GameRow:
        """Open a lobby; ``limits``: open lobbies the host may have in the server, and open
        lobbies in the server (refused past them, with the limit named); ``in_thread``: its
        game will run in a thread of the channel; ``hints``: one of :data:`HINTS`."""
        if hints not in HINTS:
            raise IllegalAction("error.bad_options", options="hints")
        rules = self.games.get(game_id)
        if rules is None:
            raise IllegalAction("error.unknown_game")
        unknown = set(options) - set(rules.default_options)
        if unknown:
            raise IllegalAction("error.bad_options", options=", ".join(sorted(unknown)))
        try:
            return await self.store.games.create_lobby(
                game_id,
                guild_id,
                channel_id,
                host_id,
                host_name,
                {**rules.default_options, **options},
                locale,
                timers,
                limits,
                in_thread=in_thread,
                hints=hints,
            )
        except ChannelBusy:
            raise IllegalAction("lobby.channel_busy") from None
        except LobbyLimit as limit:
            raise IllegalAction(f"lobby.limit_{limit.scope}", max=limit.limit) from None

    async def open_rematch(
        self,
        previous: GameRow,
        host_id: int,
        host_name: str,
        locale: str,
        hold_seconds: float,
        limits: tuple[int, int] | None = None,
        in_thread: bool = False,
    ) -> GameRow:
        """The "Play again" of the finished game ``previous``: a lobby in its channel (a thread
        game's: the thread's channel) with the same game, options, turn timers and computer
        seats, ``host_id`` seated, and a seat held for ``hold_seconds`` for each of its other
        players, and its choice of hints. Refused like :meth:`open_lobby`."""
        rules = self.games.get(previous.game)
        if rules is None:
            raise IllegalAction("error.unknown_game")
        options = {
            **rules.default_options,
            **{k: v for k, v in previous.options.items() if k in rules.default_options},
        }
        holds = [
            (seat.user_id, seat.name)
            for seat in previous.seats
            if seat.kind == "human" and seat.user_id is not None and seat.user_id != host_id
        ]
        try:
            return await self.store.games.create_lobby(
                previous.game,
                previous.guild_id,
                previous.parent_channel_id or previous.channel_id,
                host_id,
                host_name,
                options,
                locale,
                (previous.turn_seconds, previous.secret_seconds),
                limits,
                computers=[
                    (seat.name, seat.level) for seat in previous.seats if seat.kind == "computer"
                ],
                rematch=Rematch(previous.id, holds, self.store.clock() + hold_seconds),
                in_thread=in_thread,
                hints=previous.hints,
            )
        except ChannelBusy:
            raise IllegalAction("lobby.channel_busy") from None
        except LobbyLimit as limit:
            raise IllegalAction(f"lobby.limit_{limit.scope}", max=limit.limit) from None

    def _check_room(self, row: GameRow, user_id: int | None) -> None:
        """Refuse a new seat for ``user_id`` (``None``: a computer) when the free seats are
        full or held for previous players (a held seat counts as taken, but for its player)."""
        most = self.rules(row).max_players
        held = [user for user, _name in row.held(self.store.clock()) if user != user_id]
        if len(row.seats) >= most:
            raise IllegalAction("lobby.full", max=most)
        if len(row.seats) + len(held) >= most:
            raise IllegalAction("lobby.seats_held")

    async def join(self, game_id: int, user_id: int, name: str) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if row.seat_of(user_id) is not None:
                raise IllegalAction("lobby.already_joined")
            self._check_room(row, user_id)
            await self.store.games.add_seat(game_id, user_id, name, "human")
            return await self.load(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            seat = row.seat_of(user_id)
            if seat is None:
                raise IllegalAction("lobby.not_joined")
            if user_id == row.host_id:
                raise IllegalAction("lobby.host_cannot_leave")
            await self.store.games.remove_seat(game_id, seat)
            return await self.load(game_id)

    async def add_computer(self, game_id: int, user_id: int, name: str, level: str) -> GameRow:
        """The host adds a computer player at ``level`` (one of :data:`SEAT_LEVELS`) to the
        lobby."""
        if level not in SEAT_LEVELS:
            raise IllegalAction("lobby.unknown_level")
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if user_id != row.host_id:
                raise IllegalAction("lobby.host_only")
            self._check_room(row, None)
            await self.store.games.add_seat(game_id, None, name, "computer", level)
            return await self.load(game_id)

    async def remove_computer(self, game_id: int, user_id: int) -> GameRow:
        """The host removes the last computer player from the lobby."""
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if user_id != row.host_id:
                raise IllegalAction("lobby.host_only")
            computers = [seat.seat for seat in row.seats if seat.kind == "computer"]
            if not computers:
                raise IllegalAction("lobby.no_computer")
            await self.store.games.remove_seat(game_id, computers[-1])
            return await self.load(game_id)

    async def start(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if user_id != row.host_id:
                raise IllegalAction("lobby.host_only")
            return await self._start(row)

    async def start_when_ready(self, game_id: int) -> GameRow:
        """Start a rematch lobby by itself when its seats are full or its previous players
        all sit again; else (or when it closed meanwhile) the lobby as it is."""
        async with self.lock(game_id):
            row = await self.load(game_id)
            rules = self.rules(row)
            full = len(row.seats) >= rules.max_players
            if row.status != "lobby" or row.rematch_of is None:
                return row
            if not (full or row.back_together()) or len(row.seats) < rules.min_players:
                return row
            return await self._start(row)

    async def _start(self, row: GameRow) -> GameRow:
        rules = self.rules(row)
        if len(row.seats) < rules.min_players:
            raise IllegalAction("lobby.too_few", min=rules.min_players, have=len(row.seats))
        seed = secrets.randbits(62)
        state = rules.setup(len(row.seats), seed, row.options)
        hints_on = await self._hints_on(row)
        try:
            await self.store.games.start(
                row.id, seed, state, [0] * len(row.seats), rules.rules_version, hints_on
            )
        except VersionConflict:
            raise IllegalAction("lobby.not_open") from None  # started or closed meanwhile
        return await self.load(row.id)

    async def _hints_on(self, row: GameRow) -> bool:
        """Whether a starting game offers hints: as the table chose, and for 'auto' when a
        seated player has fewer than :data:`NEWCOMER_GAMES` finished games of it in the
        server."""
        if row.hints != "auto":
            return row.hints == "on"
        players = [s.user_id for s in row.seats if s.kind == "human" and s.user_id is not None]
        counts = await self.store.history.finished_counts(row.guild_id or 0, row.game, players)
        return any(count < NEWCOMER_GAMES for count in counts.values())

    async def cancel(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if user_id != row.host_id:
                raise IllegalAction("lobby.host_only")
            await self.store.games.set_status(game_id, "abandoned", f"host:{user_id}")
            return await self.load(game_id)

    async def _lobby(self, game_id: int) -> GameRow:
        row = await self.load(game_id)
        if row.status != "lobby":
            raise IllegalAction("lobby.not_open")
        return row

    # -- play ------------------------------------------------------------------------------
    async def act(self, game_id: int, user_id: int, version: int | None, code: str) -> Outcome:
        """Apply the action encoded as ``code`` for ``user_id``.

        ``version`` is the version the control was drawn at (``None``: a typed command, no
        staleness check). Raises ``IllegalAction("error.stale")`` for out-of-date controls.
        """
        async with self.lock(game_id):
            held = self._held(game_id)
            if held is not None:
                try:
                    seat, action = self._validate(held, user_id, version, code)
                except IllegalAction:
                    pass  # refused on the row held: decide on the stored game
                else:
                    with contextlib.suppress(_NotHeld):  # (else the stored game moved on)
                        return await self._commit(held, self.rules(held), seat, action, held=True)
            row = await self.load(game_id)
            seat, action = self._validate(row, user_id, version, code)
            return await self._commit(row, self.rules(row), seat, action)

    def _held(self, game_id: int) -> GameRow | None:
        """The game as this process's last move left it, when the store can record the next
        move on it in one statement (checking that the stored game is still that one)."""
        if not self.store.games.moves_held:
            return None
        known = self._views.get(game_id)
        return None if known is None else known.row

    def _validate(
        self, row: GameRow, user_id: int, version: int | None, code: str
    ) -> tuple[int, Action]:
        """The seat and the action a click stands for on ``row`` (as loaded), or the refusal."""
        if row.status != "active":
            raise IllegalAction("error.game_not_active")
        seat = row.seat_of(user_id)
        if seat is None:
            raise IllegalAction("error.not_seated")
        if version is not None and (version > row.version or version < row.stamps[seat]):
            raise IllegalAction("error.stale")
        rules = self.rules(row)
        state = row.state
        assert state is not None
        if seat not in rules.to_act(state):
            raise IllegalAction("error.not_your_turn")
        known = self._known_views(row)
        legal = known.legal[seat] if known else rules.legal_actions(state, seat)
        for action in legal:
            if encode_action(action) == code:
                return seat, clone(action)  # the cached lists stay as they were
        raise IllegalAction("error.not_offered")

    async def act_for(
        self, game_id: int, seat: int, action: dict[str, Any], actor: str, version: int
    ) -> Outcome | None:
        """Apply a move chosen for ``seat`` by the computer (``actor`` 'computer' or 'timer').

        ``version`` is the version the move was chosen at; ``None`` is returned, and nothing
        done, when the game has moved on since (a player was quicker).
        """
        async with self.lock(game_id):
            row = await self.load(game_id)
            if row.status != "active" or row.version != version:
                return None
            try:
                return await self._commit(row, self.rules(row), seat, action, actor)
            except IllegalAction as refusal:
                if refusal.key == "error.stale":
                    return None  # another process moved first
                raise

    def _known_views(self, row: GameRow) -> _Views | None:
        """The views kept for exactly ``row``'s stored snapshot, if any."""
        known = self._views.get(row.id)
        if known is None or row.digest is None:
            return None
        if known.version != row.version or known.digest != row.digest:
            return None
        return known

    @staticmethod
    def _views_of(
        rules: Game, state: State, players: int
    ) -> tuple[list[list[Action]], Mapping[str, Any], list[Any]]:
        """Every seat's legal actions, the public view and every seat's private part."""
        seats = range(players)
        return (
            [rules.legal_actions(state, s) for s in seats],
            rules.view(state, None),
            [rules.private(state, s) for s in seats],
        )

    async def _commit(
        self,
        row: GameRow,
        rules: Game,
        seat: int,
        action: Action,
        actor: str = "player",
        *,
        held: bool = False,
    ) -> Outcome:
        """Apply, persist (one transaction) and describe what changed for whom. ``held``:
        ``row`` was not read but kept from this process's last move (raises :class:`_NotHeld`
        when the stored game is no longer that one, or the move ends the game)."""
        state = row.state
        assert state is not None
        seats = range(len(row.seats))
        known = self._known_views(row)
        if known is not None:
            legal_before, public_before, private_before = known.legal, known.public, known.private
        else:
            legal_before, public_before, private_before = self._views_of(
                rules, state, len(row.seats)
            )
        summary = rules.summary(state)
        outcome = Outcome(
            row,
            seat,
            action,
            to_act_before=rules.to_act(state),
            phase_before=(summary.get("phase"), summary.get("round")),
            actor=actor,
        )
        new_state = clone(state)
        outcome.events = rules.apply(new_state, seat, action)
        version = row.version + 1
        legal_after = [rules.legal_actions(new_state, s) for s in seats]
        stamps = [version if legal_after[s] != legal_before[s] else row.stamps[s] for s in seats]
        status = "over" if rules.is_over(new_state) else "active"
        if held and status != "active":
            raise _NotHeld  # the last move writes its results after a read, as always
        # The last move writes the result and the rating changes in its own transaction.
        finish = None
        if status == "over":
            months = await self.season_months(row.guild_id)
            finish = replace(finish_of(rules, new_state), season_months=months)
        if held:
            assert row.digest is not None
            writing: Awaitable[Any] = self.store.games.record_held_action(
                row.id, row.version, row.digest, seat, action, new_state, stamps, actor
            )
        else:
            writing = self.store.games.record_action(
                row.id, row.version, seat, action, new_state, stamps, status, actor, finish
            )
        # The views after the move are drawn up while the database writes it (another core).
        write = asyncio.ensure_future(writing)
        try:
            await asyncio.sleep(0)  # (the write's first step: the statement is sent)
            public_after = rules.view(new_state, None)
            private_after = [rules.private(new_state, s) for s in seats]
        finally:
            await asyncio.wait([write])  # never left behind: it may be committing
        try:
            written = write.result()
        except StoreUnavailable as problem:
            log.error("game %s: move of seat %s not saved: %s", row.id, seat, problem)
            raise IllegalAction("error.not_saved") from None
        except VersionConflict:
            # Another process moved this game first: the click is out of date.
            self._forget(row.id)
            raise IllegalAction("error.stale") from None
        if held:
            if written is None:
                raise _NotHeld
            recorded, row = written
            outcome.row = row
        else:
            recorded = written
        if actor == "player":
            row.seats[seat].expiries = 0
        row.state, row.version, row.stamps, row.status = new_state, version, stamps, status
        row.digest, row.log_length = recorded.digest, version
        outcome.public_changed = public_after != public_before
        outcome.private_changed = [private_after[s] != private_before[s] for s in seats]
        if status == "active":
            self._remember(row)
            self._views.pop(row.id, None)
            self._views[row.id] = _Views(
                version, recorded.digest, legal_after, public_after, private_after, row
            )
            _bound(self._views)
        else:
            self._forget(row.id)
        return outcome

    async def abandon(self, game_id: int, by: str | None = None) -> GameRow | None:
        """Close an open game for good (also a damaged one, which stays as stored otherwise);
        ``None`` when it was not open (e.g. a concurrent call closed it). ``by`` records who
        or what closed it (``"moderator:<id>"``, ``"lobby_expired"``...)."""
        async with self.lock(game_id):
            row = await self.store.games.get(game_id)
            if row is None or row.status not in ("lobby", "active"):
                return None
            if not await self.store.games.abandon(game_id, by):
                return None  # another process closed it meanwhile
            return await self.load(game_id, check=False)  # (forgets the game)


async def _default_season(guild_id: int | None) -> int:
    return DEFAULT_MONTHS


def _bound(kept: dict[int, Any]) -> None:
    """Drop the least recently kept entries past :data:`KEPT_GAMES`."""
    while len(kept) > KEPT_GAMES:
        del kept[next(iter(kept))]


def rebuild(
    rules: Game, players: int, seed: int, options: dict[str, Any], moves: list[tuple[int, Action]]
) -> tuple[State, list[int]]:
    """Replay a log into the state and the seats' stamps (as :meth:`Tables._commit` sets them)."""
    state = rules.setup(players, seed, options)
    stamps = [0] * players
    legal = [rules.legal_actions(state, s) for s in range(players)]
    for version, (seat, action) in enumerate(moves, start=1):
        rules.apply(state, seat, action)
        now = [rules.legal_actions(state, s) for s in range(players)]
        stamps = [version if now[s] != legal[s] else stamps[s] for s in range(players)]
        legal = now
    return state, stamps

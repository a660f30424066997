"""The table service: lobbies, seats and actions between the Discord layer and the store.

Every accepted action runs under the game's lock: load → validate with the rules → persist in one
transaction → update the in-memory copy. Controls carry the version they were drawn at; a seat's
*stamp* is the version at which that seat's legal actions last changed, so a control is stale only
when something that matters to its user has changed (other players' secret choices in the same
phase do not make everyone's controls stale).

Loading checks what it reads: a game's snapshot must be readable, keep the game's invariants and
equal a replay of its action log (checked once per process, and again whenever the stored
snapshot is not the one this process wrote or the log's length is not the version). The log is
the source of truth: a damaged snapshot is rebuilt from it; when the log itself does not replay
(or disagrees with the version), the game is left untouched and every click on it is answered
"this game's data is damaged".
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import secrets
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from bot.engine import Action, Event, Game, IllegalAction, State, replay
from bot.engine.protocol import clone
from bot.games import GAMES
from bot.store import ChannelBusy, GameRow, Store, StoreUnavailable

log = logging.getLogger(__name__)


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


def encode_action(action: dict[str, Any]) -> str:
    """A short, stable code for an action, used in custom_ids and select values."""
    return ".".join(str(value) for value in action.values())


class Tables:
    """Lobby and game operations; raises :class:`IllegalAction` with a catalog key on refusal."""

    def __init__(self, store: Store, games: dict[str, Game] | None = None) -> None:
        self.store = store
        self.games = games or GAMES
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._checked: dict[int, tuple[int, str]] = {}  # game → (version, digest) known sound

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks[game_id]

    def rules(self, row: GameRow) -> Game:
        return self.games[row.game]

    async def load(self, game_id: int, *, check: bool = True) -> GameRow:
        """The stored game; checked and, if its snapshot is damaged, rebuilt from its log
        (``check=False``: as stored). Raises ``IllegalAction("error.damaged")`` for a game
        that cannot be rebuilt."""
        row = await self.store.get_game(game_id)
        if row is None:
            raise IllegalAction("error.unknown_game")
        if not check or row.status == "abandoned":
            return row
        if row.damage is None and row.game in self.games:
            if row.state is None and row.status == "lobby":
                return row
            known = self._checked.get(game_id)
            if (
                row.state is not None
                and known == (row.version, _digest(row.state))
                and await self.store.action_count(game_id) == row.version
            ):
                return row  # the snapshot this process checked or wrote, and a whole log
        row, moves = await self.store.game_and_log(game_id)  # consistent, for a full check
        if row is None:
            raise IllegalAction("error.unknown_game")
        problem = self._problem(row, moves)
        if problem is None:
            if row.state is not None:
                self._checked[game_id] = (row.version, _digest(row.state))
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

    async def _rebuild(
        self, row: GameRow, moves: list[tuple[int, Action]] | None, problem: str
    ) -> GameRow:
        """Rebuild a damaged snapshot from the action log, or refuse and touch nothing."""
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
        status = "over" if rules.is_over(state) else "active"
        if not await self.store.repair_snapshot(row.id, row.version, state, stamps, status):
            raise IllegalAction("error.stale")  # it changed meanwhile: try again
        log.warning(
            "game %s: %s; rebuilt its snapshot from the %d logged actions",
            row.id,
            problem,
            len(moves),
        )
        rebuilt = await self.load(row.id, check=False)
        assert rebuilt.state is not None
        self._checked[row.id] = (rebuilt.version, _digest(rebuilt.state))
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
    ) -> GameRow:
        rules = self.games.get(game_id)
        if rules is None:
            raise IllegalAction("error.unknown_game")
        unknown = set(options) - set(rules.default_options)
        if unknown:
            raise IllegalAction("error.bad_options", options=", ".join(sorted(unknown)))
        try:
            return await self.store.create_lobby(
                game_id,
                guild_id,
                channel_id,
                host_id,
                host_name,
                {**rules.default_options, **options},
                locale,
                timers,
            )
        except ChannelBusy:
            raise IllegalAction("lobby.channel_busy") from None

    async def join(self, game_id: int, user_id: int, name: str) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if row.seat_of(user_id) is not None:
                raise IllegalAction("lobby.already_joined")
            if len(row.seats) >= self.rules(row).max_players:
                raise IllegalAction("lobby.full", max=self.rules(row).max_players)
            await self.store.add_seat(game_id, user_id, name, "human")
            return await self.load(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            seat = row.seat_of(user_id)
            if seat is None:
                raise IllegalAction("lobby.not_joined")
            if user_id == row.host_id:
                raise IllegalAction("lobby.host_cannot_leave")
            await self.store.remove_seat(game_id, seat)
            return await self.load(game_id)

    async def add_computer(self, game_id: int, user_id: int, name: str) -> GameRow:
        """The host adds a computer player to the lobby."""
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if user_id != row.host_id:
                raise IllegalAction("lobby.host_only")
            if len(row.seats) >= self.rules(row).max_players:
                raise IllegalAction("lobby.full", max=self.rules(row).max_players)
            await self.store.add_seat(game_id, None, name, "computer")
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
            await self.store.remove_seat(game_id, computers[-1])
            return await self.load(game_id)

    async def start(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if user_id != row.host_id:
                raise IllegalAction("lobby.host_only")
            rules = self.rules(row)
            if len(row.seats) < rules.min_players:
                raise IllegalAction("lobby.too_few", min=rules.min_players, have=len(row.seats))
            seed = secrets.randbits(62)
            state = rules.setup(len(row.seats), seed, row.options)
            await self.store.start_game(game_id, seed, state, [0] * len(row.seats))
            return await self.load(game_id)

    async def cancel(self, game_id: int, user_id: int) -> GameRow:
        async with self.lock(game_id):
            row = await self._lobby(game_id)
            if user_id != row.host_id:
                raise IllegalAction("lobby.host_only")
            await self.store.set_status(game_id, "abandoned")
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
            row = await self._active(game_id)
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
            legal = rules.legal_actions(state, seat)
            action = next((a for a in legal if encode_action(a) == code), None)
            if action is None:
                raise IllegalAction("error.not_offered")
            return await self._commit(row, rules, seat, action)

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
            return await self._commit(row, self.rules(row), seat, action, actor)

    async def _commit(
        self, row: GameRow, rules: Game, seat: int, action: dict, actor: str = "player"
    ) -> Outcome:
        """Apply, persist (one transaction) and describe what changed for whom."""
        state = row.state
        assert state is not None
        seats = range(len(row.seats))
        legal_before = [rules.legal_actions(state, s) for s in seats]
        public_before = rules.view(state, None)
        private_before = [rules.view(state, s).get("me") for s in seats]
        summary = rules.summary(state)
        outcome = Outcome(
            row,
            seat,
            action,
            to_act_before=rules.to_act(state),
            phase_before=(summary.get("phase"), summary.get("round")),
        )
        new_state = clone(state)
        outcome.events = rules.apply(new_state, seat, action)
        version = row.version + 1
        stamps = [
            version if rules.legal_actions(new_state, s) != legal_before[s] else row.stamps[s]
            for s in seats
        ]
        status = "over" if rules.is_over(new_state) else "active"
        try:
            await self.store.record_action(
                row.id, row.version, seat, action, new_state, stamps, status, actor
            )
        except StoreUnavailable as problem:
            log.error("game %s: move of seat %s not saved: %s", row.id, seat, problem)
            raise IllegalAction("error.not_saved") from None
        self._checked[row.id] = (version, _digest(new_state))
        if actor == "player":
            row.seats[seat].expiries = 0
        row.state, row.version, row.stamps, row.status = new_state, version, stamps, status
        outcome.public_changed = rules.view(new_state, None) != public_before
        outcome.private_changed = [
            rules.view(new_state, s).get("me") != private_before[s] for s in seats
        ]
        return outcome

    async def abandon(self, game_id: int) -> GameRow:
        """Close a game for good (also a damaged one, which stays as stored otherwise)."""
        async with self.lock(game_id):
            await self.store.set_status(game_id, "abandoned")
            return await self.load(game_id, check=False)

    async def _active(self, game_id: int) -> GameRow:
        row = await self.load(game_id)
        if row.status != "active":
            raise IllegalAction("error.game_not_active")
        return row

    async def replayed(self, game_id: int) -> State:
        """The state rebuilt from the stored log (for checks and recovery)."""
        row = await self.load(game_id)
        log = await self.store.action_log(game_id)
        assert row.seed is not None
        return replay(self.rules(row), len(row.seats), row.seed, row.options, log)


def _digest(state: State) -> str:
    return hashlib.sha256(json.dumps(state, sort_keys=True).encode()).hexdigest()


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

"""``python -m bot arena``: computer levels against each other, offline.

Plays ``games`` games of one game at one player count with the given levels in the seats; the
seats rotate over the positions from game to game (game ``g`` puts level ``i`` in seat
``(i + g) % players``), so no level keeps the start player's seat. A shared win counts ``1/k``
to each of ``k`` winners. Reports each level's win share per seat it held, the fair share
(``1/players``), the 95 % interval of the share (normal approximation over the games), and the
time each level takes per decision (median and p95 milliseconds of CPU time of the thread that
decided, which other work on a busy machine does not inflate). Games are split over worker
processes; the figures do not depend on how many.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.ai.base import LEVELS, Player, player_for, seat_rng, win_shares
from bot.engine.protocol import Action, State
from bot.games import GAME_IDS, find_game

SEED_BASE = 5_000_000  # arena seeds, away from the tests' seeds


@dataclass
class LevelTally:
    """One level's results over a batch of games (per seat it held)."""

    seats: int = 0  # seats held, over all games
    shares: list[float] = field(default_factory=list)  # per game: win share per seat it held
    times: list[float] = field(default_factory=list)  # CPU seconds per decision

    def add(self, other: LevelTally) -> None:
        self.seats += other.seats
        self.shares.extend(other.shares)
        self.times.extend(other.times)


def _timed(player: Player, times: list[float]) -> Player:
    def timed(state: State, seat: int, rng: Any) -> Action:
        start = time.thread_time()
        action = player(state, seat, rng)
        times.append(time.thread_time() - start)
        return action

    return timed


def play_batch(game_id: str, seats: Sequence[str], seeds: Sequence[int]) -> dict[str, LevelTally]:
    """Play one game per seed, seats rotated by the seed; each level's tally."""
    game = find_game(game_id)
    players = len(seats)
    tallies = {level: LevelTally() for level in dict.fromkeys(seats)}
    timed = {level: _timed(player_for(game, level), tallies[level].times) for level in tallies}
    for seed in seeds:
        order = [seats[(seat - seed) % players] for seat in range(players)]
        state = game.setup(players, SEED_BASE + seed, dict(game.default_options))
        rngs = [seat_rng(SEED_BASE + seed, seat) for seat in range(players)]
        while actors := game.to_act(state):
            seat = min(actors)
            game.apply(state, seat, timed[order[seat]](state, seat, rngs[seat]))
        result = game.result(state)
        assert result is not None, f"{game_id}: stuck game (seed {seed})"
        shares = win_shares(result)
        for level, tally in tallies.items():
            held = [seat for seat in range(players) if order[seat] == level]
            tally.seats += len(held)
            tally.shares.append(sum(shares[seat] for seat in held) / len(held))
    return tallies


@dataclass(frozen=True)
class LevelFigures:
    """What the arena reports for one level."""

    share: float  # average win share of one of its seats
    low: float  # 95 % interval of the share
    high: float
    fair: float  # 1 / players
    think_p50_ms: float
    think_p95_ms: float
    decisions: int

    @property
    def ratio(self) -> float:
        return self.share / self.fair


def figures(tally: LevelTally, players: int) -> LevelFigures:
    """Share, interval and think times of one level."""
    n = len(tally.shares)
    share = statistics.fmean(tally.shares) if n else math.nan
    spread = 1.96 * statistics.stdev(tally.shares) / math.sqrt(n) if n > 1 else math.nan
    ordered = sorted(tally.times)

    def ms(q: float) -> float:
        return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0

    return LevelFigures(
        share, share - spread, share + spread, 1 / players, ms(0.5), ms(0.95), len(ordered)
    )


def run_arena(
    game_id: str, seats: Sequence[str], games: int, seed: int = 0, jobs: int = 1
) -> dict[str, LevelFigures]:
    """Play ``games`` games (over ``jobs`` processes); each level's figures."""
    seeds = [seed + g for g in range(games)]
    total = {level: LevelTally() for level in dict.fromkeys(seats)}
    if jobs <= 1:
        batches = [play_batch(game_id, seats, seeds)]
    else:
        chunk = max(1, math.ceil(games / (jobs * 4)))
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [
                pool.submit(play_batch, game_id, list(seats), seeds[start : start + chunk])
                for start in range(0, games, chunk)
            ]
            batches = [future.result() for future in futures]
    for batch in batches:
        for level, tally in batch.items():
            total[level].add(tally)
    return {level: figures(tally, len(seats)) for level, tally in total.items()}


def report(game_id: str, seats: Sequence[str], games: int, found: dict[str, LevelFigures]) -> str:
    """The arena's table, one line per level."""
    lines = [
        f"{game_id}, {len(seats)} players ({', '.join(seats)}), {games} games",
        f"{'level':<8}{'share':>7}  {'95 % interval':>15}  {'fair':>5}  {'× fair':>6}  "
        f"{'think p50':>9}  {'p95 ms':>7}",
    ]
    for level, f in found.items():
        lines.append(
            f"{level:<8}{f.share:>7.3f}  {f'{f.low:.3f}–{f.high:.3f}':>15}  {f.fair:>5.3f}  "
            f"{f.ratio:>6.2f}  {f.think_p50_ms:>9.2f}  {f.think_p95_ms:>7.2f}"
        )
    return "\n".join(lines)


def as_json(game_id: str, seats: Sequence[str], games: int, found: dict[str, LevelFigures]) -> Any:
    """The arena's figures as JSON (``{"levels": {level: {"share", "fair", ...}}}``)."""
    return {
        "game": game_id,
        "players": len(seats),
        "seats": list(seats),
        "games": games,
        "levels": {
            level: {
                "share": f.share,
                "interval": [f.low, f.high],
                "fair": f.fair,
                "ratio": f.ratio,
                "think_p50_ms": f.think_p50_ms,
                "think_p95_ms": f.think_p95_ms,
                "decisions": f.decisions,
            }
            for level, f in found.items()
        },
    }


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``arena`` command's arguments."""
    parser.add_argument("game", choices=GAME_IDS, metavar="GAME", help=", ".join(GAME_IDS))
    parser.add_argument("--players", type=int, required=True, metavar="N")
    parser.add_argument(
        "--seats",
        required=True,
        metavar="LEVELS",
        help=f"comma-separated level per seat ({', '.join(LEVELS)}); fewer than N repeats the "
        "last (hard,normal at 4 players = hard,normal,normal,normal)",
    )
    parser.add_argument("--games", type=int, default=100, metavar="K")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="first game's seed")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures here")


def seat_levels(text: str, players: int) -> list[str]:
    """``hard,normal`` at 4 players -> ``[hard, normal, normal, normal]``; checks each level."""
    given = [level.strip() for level in text.split(",") if level.strip()]
    if not given or len(given) > players:
        raise ValueError(f"--seats needs 1 to {players} levels, not {text!r}")
    unknown = [level for level in given if level not in LEVELS]
    if unknown:
        raise ValueError(f"unknown level(s) {', '.join(unknown)}; expected {', '.join(LEVELS)}")
    return given + [given[-1]] * (players - len(given))


def run_command(args: argparse.Namespace, out: Callable[[str], None] = print) -> int:
    """``python -m bot arena``: 0, or 2 for a usage error."""
    game = find_game(args.game)
    if not game.min_players <= args.players <= game.max_players:
        print(f"{args.game} takes {game.min_players}-{game.max_players} players", file=sys.stderr)
        return 2
    try:
        seats = seat_levels(args.seats, args.players)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    found = run_arena(args.game, seats, args.games, args.seed, args.jobs)
    out(report(args.game, seats, args.games, found))
    if args.json is not None:
        args.json.write_text(json.dumps(as_json(args.game, seats, args.games, found), indent=2))
    return 0

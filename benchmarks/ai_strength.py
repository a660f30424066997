"""Strength and speed of the computer players, by self-play through the rules engine.

For every game and player count, one computer plays against random legal players and against
the greedy baseline; its seat rotates from game to game to cancel any seat advantage, and a
shared win counts 1/k. Prints win shares (with the fair share 1/players for comparison) and
the time the computer takes per decision (median, p95, max wall-clock milliseconds, and
the CPU time of the deciding thread, which a busy machine does not inflate).

    python benchmarks/ai_strength.py [--games N] [--game tsukiji] [--players 2 4] [--jobs 2]
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai import has_ai, policy_for, simulate, win_shares
from bot.ai.base import Policy
from bot.games import GAMES, find_game

OPPONENTS = ("random", "greedy")
SEED_BASE = 1_000_000


@dataclass
class Tally:
    """Results of a batch of games: win shares and the computer's decision times."""

    games: int = 0
    computer: float = 0.0  # summed win shares of the computer
    opponents: float = 0.0  # summed average win share of one opponent
    margin: float = 0.0  # summed (computer score - best opponent score)
    times: list[float] = field(default_factory=list)  # wall seconds per computer decision
    cpu: list[float] = field(default_factory=list)  # CPU seconds per computer decision

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.computer += other.computer
        self.opponents += other.opponents
        self.margin += other.margin
        self.times.extend(other.times)
        self.cpu.extend(other.cpu)


def _timed(policy: Policy, tally: Tally) -> Policy:
    def wrapper(view: dict[str, Any], legal: list[dict[str, Any]], rng: Any) -> dict[str, Any]:
        start, start_cpu = time.perf_counter(), time.thread_time()
        action = policy(view, legal, rng)
        tally.cpu.append(time.thread_time() - start_cpu)
        tally.times.append(time.perf_counter() - start)
        return action

    return wrapper


def play_batch(game_id: str, players: int, opponent: str, seeds: range) -> Tally:
    """Play one game per seed: the computer in seat ``seed % players``, ``opponent`` elsewhere."""
    game = find_game(game_id)
    tally = Tally()
    computer = _timed(policy_for(game_id, "normal"), tally)
    for seed in seeds:
        me = seed % players
        policies: list[Policy | str] = [opponent] * players
        policies[me] = computer
        result = simulate(game, policies, SEED_BASE + seed).result
        shares = win_shares(result)
        scores = result["scores"]
        tally.games += 1
        tally.computer += shares[me]
        tally.opponents += (1 - shares[me]) / (players - 1)
        tally.margin += scores[me] - max(s for seat, s in enumerate(scores) if seat != me)
    return tally


def run(
    game_id: str, players: int, opponent: str, games: int, pool: ProcessPoolExecutor, jobs: int
) -> Tally:
    """Split ``games`` into chunks over the worker processes and merge their tallies."""
    chunk = max(1, math.ceil(games / (jobs * 4)))
    futures = [
        pool.submit(play_batch, game_id, players, opponent, range(start, min(games, start + chunk)))
        for start in range(0, games, chunk)
    ]
    total = Tally()
    for future in futures:
        total.add(future.result())
    return total


def _ms(times: list[float], q: float) -> float:
    ordered = sorted(times)
    return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else math.nan


HEADER = (
    f"{'game':<11}{'p':>2}  {'vs':<7}{'games':>6}  {'computer':>8}  {'fair':>5}  "
    f"{'opponent':>8}  {'margin':>7}  {'ms med':>6}  {'ms p95':>6}  {'ms max':>6}  "
    f"{'cpu p95':>7}  {'cpu max':>7}"
)


def row(game_id: str, players: int, opponent: str, tally: Tally) -> str:
    n = max(1, tally.games)
    return (
        f"{game_id:<11}{players:>2}  {opponent:<7}{tally.games:>6}  {tally.computer / n:>8.3f}  "
        f"{1 / players:>5.3f}  {tally.opponents / n:>8.3f}  {tally.margin / n:>7.1f}  "
        f"{_ms(tally.times, 0.5):>6.2f}  {_ms(tally.times, 0.95):>6.2f}  "
        f"{_ms(tally.times, 1.0):>6.2f}  {_ms(tally.cpu, 0.95):>7.2f}  {_ms(tally.cpu, 1.0):>7.2f}"
    )


def main(argv: list[str] | None = None, out: Callable[[str], None] = print) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per row (default 1000)")
    parser.add_argument("--game", action="append", help="game id (repeatable; default: all)")
    parser.add_argument("--players", type=int, nargs="*", help="player counts (default: all)")
    parser.add_argument("--vs", choices=OPPONENTS, action="append", help="opponent level(s)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    args = parser.parse_args(argv)
    game_ids = args.game or [g for g in GAMES if has_ai(g)]
    out(HEADER)
    out("-" * len(HEADER))
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for game_id in game_ids:
            game = find_game(game_id)
            counts = args.players or range(game.min_players, game.max_players + 1)
            for players in counts:
                if not game.min_players <= players <= game.max_players:
                    continue
                for opponent in args.vs or OPPONENTS:
                    tally = run(game_id, players, opponent, args.games, pool, args.jobs)
                    out(row(game_id, players, opponent, tally))
    out(f"({time.perf_counter() - started:.0f} s; computer = its win share, opponent = one")
    out(" opponent's average win share, margin = computer score - best other score per game;")
    out(" ms = wall-clock milliseconds per computer decision, cpu = its thread's CPU time)")


if __name__ == "__main__":
    main()

"""The computer levels against Normal, every game at every player count (issue 25's targets).

For each game and player count, one seat of the level under test plays against Normal in every
other seat, rotated over the positions (:mod:`bot.ai.arena`): Hard must win ≥ 1.3 × its fair
share, Easy ≤ 0.7 ×. Prints a Markdown table (share, 95 % interval, × fair, think p50/p95,
target met) and writes every figure as JSON.

    python benchmarks/ai_levels.py [--games 1000] [--game tsukiji] [--players 2 4]
                                   [--levels hard easy] [--jobs 2] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai.arena import LevelFigures, run_arena
from bot.games import GAME_IDS, find_game

TARGETS = {"hard": (1.3, None), "easy": (None, 0.7)}  # (at least, at most) × fair share


def met(level: str, figures: LevelFigures) -> bool:
    """Whether ``level`` meets its target share."""
    low, high = TARGETS.get(level, (None, None))
    return (low is None or figures.ratio >= low) and (high is None or figures.ratio <= high)


HEADER = (
    "| game | players | level | games | share | 95 % interval | fair | × fair | "
    "think p50 ms | think p95 ms | Normal p95 ms | target | s |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per row (default 1000)")
    parser.add_argument("--game", action="append", choices=GAME_IDS, help="(repeatable)")
    parser.add_argument("--players", type=int, nargs="*", help="player counts (default: all)")
    parser.add_argument("--levels", nargs="*", default=["hard", "easy"], help="levels to test")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--json", type=Path, help="write every figure here")
    args = parser.parse_args(argv)
    rows = []
    print(HEADER, flush=True)
    for game_id in args.game or GAME_IDS:
        game = find_game(game_id)
        counts = args.players or range(game.min_players, game.max_players + 1)
        for players in counts:
            if not game.min_players <= players <= game.max_players:
                continue
            for level in args.levels:
                seats = [level] + ["normal"] * (players - 1)
                started = time.perf_counter()
                found = run_arena(game_id, seats, args.games, args.seed, args.jobs)
                seconds = time.perf_counter() - started
                mine, normal = found[level], found["normal"]
                rows.append(
                    {
                        "game": game_id,
                        "players": players,
                        "level": level,
                        "games": args.games,
                        "seconds": seconds,
                        "met": met(level, mine),
                        "levels": {name: vars(f) for name, f in found.items()},
                    }
                )
                print(
                    f"| {game_id} | {players} | {level} | {args.games} | {mine.share:.3f} | "
                    f"{mine.low:.3f}–{mine.high:.3f} | {mine.fair:.3f} | {mine.ratio:.2f} | "
                    f"{mine.think_p50_ms:.2f} | {mine.think_p95_ms:.1f} | "
                    f"{normal.think_p95_ms:.1f} | {'met' if met(level, mine) else 'MISS'} | "
                    f"{seconds:.0f} |",
                    flush=True,
                )
                if args.json is not None:
                    args.json.write_text(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()

"""Engine speed: complete random games per second, and the cost of one view / legal_actions.

For every game and player count, plays the same set of seeded random games several times (runs)
with the loop of ``bot.engine.playout.random_playout`` minus its checks (``check_every=0``,
``leak_every=0``): setup, then to_act → legal_actions → a random pick → apply (which validates
the action against the rules again) until the game is over. Each game is timed on its own:

* **play**: that loop, from ``setup`` to the end of the game;
* **replay**: rebuilding the final state from the action log (``bot.engine.replay``), which
  ``random_playout`` also does at its end, and which is how a game is resumed from the store;
* **play+replay**: their sum, what ``random_playout(check_every=0, leak_every=0)`` costs.

Wall-clock and the thread's CPU time are both kept (CPU time is not inflated by other processes
on a busy machine). Then, on every state met during a few games, it times one ``legal_actions``
call for a seat that must act, and one ``view`` for the public (``None``) and for that seat.

    python benchmarks/engine.py [--quick] [--json out.json] [--game tsukiji] [--games N] [--runs R]

Target (issue 9): a complete random game in <= 5 ms median at the largest player count.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

# The project first: this folder's rendering.py and store.py must not shadow its packages.
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from _common import (
    add_common_args,
    fmt,
    machine,
    machine_line,
    spread,
    summary,
    table,
    verdict,
    write_json,
)

from bot.engine import Game, replay
from bot.engine.playout import _pick
from bot.games import GAMES

TARGET_MS = 5.0
SEED_BASE = 90_000


def play(game: Game, players: int, seed: int, options: dict[str, Any]) -> list[tuple[int, Any]]:
    """One random game, exactly as ``random_playout`` plays it without checks; its log."""
    rng = random.Random(seed * 7919 + players)
    state = game.setup(players, seed, options)
    log: list[tuple[int, Any]] = []
    while not game.is_over(state):
        seat = rng.choice(sorted(game.to_act(state)))
        action = _pick(game, game.legal_actions(state, seat), rng)
        game.apply(state, seat, action)
        log.append((seat, action))
    return log


def time_games(game: Game, players: int, seeds: range) -> dict[str, list[float]]:
    """Per game: wall and CPU seconds of play and of replay, and the number of steps."""
    options = dict(game.default_options)
    out: dict[str, list[float]] = {k: [] for k in ("play", "play_cpu", "replay", "replay_cpu")}
    out["steps"] = []
    for seed in seeds:
        w0, c0 = time.perf_counter(), time.thread_time()
        log = play(game, players, seed, options)
        w1, c1 = time.perf_counter(), time.thread_time()
        replay(game, players, seed, options, log)
        w2, c2 = time.perf_counter(), time.thread_time()
        out["play"].append(w1 - w0)
        out["play_cpu"].append(c1 - c0)
        out["replay"].append(w2 - w1)
        out["replay_cpu"].append(c2 - c1)
        out["steps"].append(len(log))
    return out


def time_calls(game: Game, players: int, seeds: range) -> dict[str, list[float]]:
    """Seconds of one legal_actions / public view / seat view call, on every state of the games."""
    options = dict(game.default_options)
    out: dict[str, list[float]] = {"legal_actions": [], "view_public": [], "view_seat": []}
    clock = time.perf_counter
    for seed in seeds:
        rng = random.Random(seed * 7919 + players)
        state = game.setup(players, seed, options)
        while not game.is_over(state):
            seat = rng.choice(sorted(game.to_act(state)))
            t0 = clock()
            actions = game.legal_actions(state, seat)
            t1 = clock()
            game.view(state, None)
            t2 = clock()
            game.view(state, seat)
            t3 = clock()
            out["legal_actions"].append(t1 - t0)
            out["view_public"].append(t2 - t1)
            out["view_seat"].append(t3 - t2)
            game.apply(state, seat, _pick(game, actions, rng))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_common_args(parser)
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="(repeatable)")
    parser.add_argument("--games", type=int, help="random games per run (default 200, quick 40)")
    parser.add_argument("--runs", type=int, help="runs over the same games (default 5, quick 3)")
    args = parser.parse_args(argv)
    games_per_run = args.games or (40 if args.quick else 200)
    runs = args.runs or (3 if args.quick else 5)
    info = machine()
    print(f"engine benchmark · {machine_line(info)}")
    print(f"{games_per_run} seeded random games per run × {runs} runs per game and player count\n")

    results: list[dict[str, Any]] = []
    started = time.perf_counter()
    for game_id in args.game or list(GAMES):
        game = GAMES[game_id]
        for players in range(game.min_players, game.max_players + 1):
            seeds = range(SEED_BASE, SEED_BASE + games_per_run)
            time_games(game, players, range(SEED_BASE, SEED_BASE + 3))  # warm caches
            per_run = [time_games(game, players, seeds) for _ in range(runs)]
            merged = {k: [v for r in per_run for v in r[k]] for k in per_run[0]}
            calls = time_calls(game, players, range(SEED_BASE, SEED_BASE + min(20, games_per_run)))
            play_both = [p + r for p, r in zip(merged["play"], merged["replay"], strict=True)]
            entry = {
                "game": game_id,
                "players": players,
                "largest": players == game.max_players,
                "steps_mean": statistics.fmean(merged["steps"]),
                "play_ms": _ms(summary(merged["play"])),
                "play_cpu_ms": _ms(summary(merged["play_cpu"])),
                "replay_ms": _ms(summary(merged["replay"])),
                "replay_cpu_ms": _ms(summary(merged["replay_cpu"])),
                "play_replay_ms": _ms(summary(play_both)),
                "play_median_ms_per_run": [1000 * statistics.median(r["play"]) for r in per_run],
                "games_per_s_per_run": [len(r["play"]) / sum(r["play"]) for r in per_run],
                "games_per_s_with_replay_per_run": [
                    len(r["play"]) / (sum(r["play"]) + sum(r["replay"])) for r in per_run
                ],
                "calls_us": {k: _us(summary(v)) for k, v in calls.items()},
            }
            results.append(entry)
            print(
                f"  {game_id} {players}p: play median {fmt(entry['play_ms']['median'])} ms, "
                f"{fmt(statistics.median(entry['games_per_s_per_run']))} games/s",
                flush=True,
            )
    elapsed = time.perf_counter() - started
    print()
    print(report(results))
    print(f"\n({elapsed:.0f} s; spread = median [min–max] over runs; p95/p99 over all games)")
    write_json(
        args.json,
        {
            "benchmark": "engine",
            "machine": info,
            "games_per_run": games_per_run,
            "runs": runs,
            "target_ms": TARGET_MS,
            "results": results,
        },
    )
    return 0


def _ms(stats: dict[str, float]) -> dict[str, float]:
    return {k: (v if k == "n" else 1000 * v) for k, v in stats.items()}


def _us(stats: dict[str, float]) -> dict[str, float]:
    return {k: (v if k == "n" else 1e6 * v) for k, v in stats.items()}


def report(results: list[dict[str, Any]]) -> str:
    """The Markdown tables of the figures."""
    games = table(
        [
            "game",
            "players",
            "steps",
            "games/s (play)",
            "games/s (play+replay)",
            "play ms median [runs]",
            "play p95",
            "play p99",
            "play CPU median",
            "replay ms median",
            "play+replay median",
            "target ≤ 5 ms",
        ],
        [
            [
                r["game"],
                str(r["players"]),
                fmt(r["steps_mean"]),
                spread(r["games_per_s_per_run"]),
                spread(r["games_per_s_with_replay_per_run"]),
                spread(r["play_median_ms_per_run"]),
                fmt(r["play_ms"]["p95"]),
                fmt(r["play_ms"]["p99"]),
                fmt(r["play_cpu_ms"]["median"]),
                fmt(r["replay_ms"]["median"]),
                fmt(r["play_replay_ms"]["median"]),
                verdict(r["play_ms"]["median"], TARGET_MS) if r["largest"] else "",
            ]
            for r in results
        ],
    )
    calls = table(
        [
            "game",
            "players",
            "legal_actions µs median",
            "p95",
            "p99",
            "view(None) µs median",
            "p95",
            "p99",
            "view(seat) µs median",
            "p95",
            "p99",
        ],
        [
            [r["game"], str(r["players"])]
            + [
                fmt(r["calls_us"][k][q])
                for k in ("legal_actions", "view_public", "view_seat")
                for q in ("median", "p95", "p99")
            ]
            for r in results
        ],
    )
    return f"{games}\n\nOne call, on every state of {20} random games:\n\n{calls}"


if __name__ == "__main__":
    sys.exit(main())

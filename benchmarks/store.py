"""Store speed and size: durable actions per second, resume from the log, bytes per game.

Everything runs on a real SQLite file in a temporary directory, opened by ``open_store`` as the
bot opens it (WAL, ``synchronous=NORMAL``: a committed action survives a crash of the bot
process; only a power loss can drop the last ones).

* **Tables.act**: complete random games at the largest player count, every move through
  ``Tables.act`` (load the row, check staleness and legality, apply, one ``BEGIN IMMEDIATE`` …
  ``COMMIT`` transaction in ``store.games.record_action``, describe what changed — comparing with
  the views kept from the game's previous move), one game at a time and with 8 games played
  concurrently, the moves chosen before the clock starts (a playout of the same seed with the
  rules alone). Actions/s = actions / wall time.
* **record_action**: ``store.games.record_action`` alone, with a realistic 4-player snapshot, in
  the shipped ``synchronous=NORMAL`` and, for comparison, ``synchronous=FULL`` (fsync at every
  commit, durable across a power loss).
* **resume**: for every finished game, a rebuild from its log (the row and the log in one read,
  then the log replayed with the rules), the first ``Tables.load`` in a process (a new
  ``Tables``: it checks a game it has not seen before against its log) and
  ``store.games.get`` (the row with its JSON snapshot, read on every click). The target
  applies to the first two.
* **size**: database bytes per finished game (file after a WAL checkpoint, minus the empty
  database), and the log length.

    python benchmarks/store.py [--quick] [--json out.json] [--game tsukiji] [--dir DIR]

Targets (issue 9): >= 1,000 durable actions per second; resume of any game <= 20 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
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

from bot import event_loop
from bot.engine.playout import _pick
from bot.engine.protocol import clone
from bot.games import GAMES
from bot.services.tables import Tables, encode_action, rebuild
from bot.store import open_store

TARGET_ACTIONS_PER_S = 1000.0
TARGET_RESUME_MS = 20.0
CONCURRENT_GAMES = 8
HOST = 1000


async def new_game(tables: Tables, game_id: str, channel: int, players: int) -> int:
    row = await tables.open_lobby(game_id, 1, channel, HOST, "Host", {}, "en-US")
    for user in range(HOST + 1, HOST + players):
        await tables.join(row.id, user, f"P{user}")
    await tables.start(row.id, HOST)
    return row.id


async def chosen_moves(tables: Tables, game_id: int, rng: random.Random) -> list[tuple[int, str]]:
    """Random legal moves that play the started game ``game_id`` to its end: the user making
    each and its code.

    Chosen before the clock starts, on a copy of the stored state with the rules alone (they
    are deterministic, so ``Tables.act`` reaches the same states): the players' own choosing,
    on their side in the bot's use, is not in the wall time."""
    row = await tables.store.games.get(game_id)
    assert row is not None and row.state is not None
    rules, state = tables.rules(row), clone(row.state)
    moves = []
    while not rules.is_over(state):
        seat = rng.choice(sorted(rules.to_act(state)))
        action = _pick(rules, rules.legal_actions(state, seat), rng)
        user = row.seats[seat].user_id
        assert user is not None
        moves.append((user, encode_action(action)))
        rules.apply(state, seat, action)
    return moves


async def play_through(tables: Tables, game_id: int, moves: list[tuple[int, str]]) -> list[float]:
    """Play ``moves`` (:func:`chosen_moves`) through ``Tables.act``; seconds per act. The
    driver reads nothing from the database meanwhile."""
    times = []
    for user, code in moves:
        start = time.perf_counter()
        outcome = await tables.act(game_id, user, None, code)
        times.append(time.perf_counter() - start)
    assert outcome.row.status == "over", f"game {game_id} did not end with its moves"
    return times


async def act_run(path: Path, game_id: str, games: int, concurrent: int, seed: int) -> dict:
    """Play ``games`` games (``concurrent`` at a time) on a fresh database."""
    store = await open_store(path)
    tables = Tables(store)
    players = GAMES[game_id].max_players
    await store._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    empty = _db_bytes(path)
    ids = [await new_game(tables, game_id, 100 + i, players) for i in range(games)]
    moves = {gid: await chosen_moves(tables, gid, random.Random(seed + gid)) for gid in ids}
    times: list[float] = []
    start = time.perf_counter()
    for first in range(0, games, concurrent):
        batch = ids[first : first + concurrent]
        done = await asyncio.gather(*(play_through(tables, gid, moves[gid]) for gid in batch))
        times += [t for per_game in done for t in per_game]
    wall = time.perf_counter() - start
    await store._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size = _db_bytes(path)
    out = {
        "tables": tables,
        "store": store,
        "ids": ids,
        "actions": len(times),
        "wall": wall,
        "act_times": times,
        "bytes_per_game": (size - empty) / games,
        "empty_bytes": empty,
    }
    return out


def _db_bytes(path: Path) -> int:
    total = 0
    for suffix in ("", "-wal"):
        p = Path(f"{path}{suffix}")
        if p.exists():
            total += p.stat().st_size
    return total


async def resume_times(tables: Tables, ids: list[int], repeat: int) -> dict[str, list[float]]:
    """Seconds to rebuild each game from its log (read the row and the log, then
    :func:`~bot.services.tables.rebuild`), to load it the first time in a process
    (``Tables.load`` of a new ``Tables``: whatever checks it makes on a game it has not seen),
    and to load its stored row (``store.games.get``)."""
    replayed, first, loaded = [], [], []
    for _ in range(repeat):
        for gid in ids:
            start = time.perf_counter()
            row, moves = await tables.store.games.with_log(gid)
            assert row is not None and row.seed is not None and moves is not None
            rebuild(tables.rules(row), len(row.seats), row.seed, row.options, moves)
            mid = time.perf_counter()
            await Tables(tables.store).load(gid)
            mid2 = time.perf_counter()
            await tables.store.games.get(gid)
            loaded.append(time.perf_counter() - mid2)
            first.append(mid2 - mid)
            replayed.append(mid - start)
    return {"replay": replayed, "first_load": first, "load": loaded}


async def record_run(path: Path, synchronous: str, count: int) -> list[float]:
    """Seconds per ``store.games.record_action`` with a realistic snapshot (fresh database)."""
    store = await open_store(path)
    await store._conn.execute(f"PRAGMA synchronous={synchronous}")
    tables = Tables(store)
    game = GAMES["tsukiji"]
    gid = await new_game(tables, "tsukiji", 1, game.max_players)
    row = await store.games.get(gid)
    assert row is not None and row.state is not None
    state, stamps = row.state, row.stamps
    seat = sorted(game.to_act(state))[0]
    action = game.legal_actions(state, seat)[0]
    times = []
    version = row.version
    for _ in range(count):
        start = time.perf_counter()
        version = (
            await store.games.record_action(gid, version, seat, action, state, stamps, "active")
        ).version
        times.append(time.perf_counter() - start)
    await store.close()
    return times


async def run(args: argparse.Namespace, workdir: Path) -> dict[str, Any]:
    games = args.games or (3 if args.quick else 10)
    runs = args.runs or (2 if args.quick else 3)
    results: list[dict[str, Any]] = []
    for game_id in args.game or list(GAMES):
        entry: dict[str, Any] = {"game": game_id, "players": GAMES[game_id].max_players}
        for mode, concurrent in (("sequential", 1), ("concurrent", CONCURRENT_GAMES)):
            per_run = []
            for r in range(runs):
                path = workdir / f"{game_id}-{mode}-{r}.db"
                n = games if concurrent == 1 else max(games, CONCURRENT_GAMES)
                res = await act_run(path, game_id, n, concurrent, seed=1000 * r)
                if mode == "sequential" and r == 0:
                    res_keep = res
                else:
                    await res["store"].close()
                per_run.append(res)
            all_times = [t for res in per_run for t in res["act_times"]]
            entry[mode] = {
                "actions_per_s_per_run": [res["actions"] / res["wall"] for res in per_run],
                "act_ms": {k: (v if k == "n" else 1000 * v) for k, v in summary(all_times).items()},
                "actions": sum(res["actions"] for res in per_run),
            }
            if mode == "sequential":
                entry["bytes_per_game_per_run"] = [res["bytes_per_game"] for res in per_run]
                entry["actions_per_game"] = statistics.fmean(
                    res["actions"] / games for res in per_run
                )
        try:
            resumed = await resume_times(res_keep["tables"], res_keep["ids"], repeat=3)
        finally:  # (an open store's thread would keep a failed run's process alive)
            await res_keep["store"].close()
        entry["resume_ms"] = {
            k: {q: (v if q == "n" else 1000 * v) for q, v in summary(vals).items()}
            for k, vals in resumed.items()
        }
        results.append(entry)
        print(
            f"  {game_id}: {fmt(statistics.median(entry['sequential']['actions_per_s_per_run']))}"
            f" actions/s, resume max {fmt(entry['resume_ms']['replay']['max'])} ms",
            flush=True,
        )
    count = 300 if args.quick else 1000
    raw: dict[str, Any] = {}
    for synchronous in ("NORMAL", "FULL"):
        per_run = [
            await record_run(workdir / f"raw-{synchronous}-{r}.db", synchronous, count)
            for r in range(runs)
        ]
        everything = [t for times in per_run for t in times]
        raw[synchronous] = {
            "actions_per_s_per_run": [len(t) / sum(t) for t in per_run],
            "ms": {k: (v if k == "n" else 1000 * v) for k, v in summary(everything).items()},
        }
    return {"games": games, "runs": runs, "results": results, "record_action": raw}


def report(figures: dict[str, Any]) -> str:
    acts = table(
        [
            "game",
            "players",
            "mode",
            "actions/s [runs]",
            "Tables.act ms median",
            "p95",
            "p99",
            "max",
            "target ≥ 1,000/s",
        ],
        [
            [
                r["game"],
                str(r["players"]),
                mode if mode == "sequential" else f"{CONCURRENT_GAMES} games at once",
                spread(r[mode]["actions_per_s_per_run"]),
                fmt(r[mode]["act_ms"]["median"]),
                fmt(r[mode]["act_ms"]["p95"]),
                fmt(r[mode]["act_ms"]["p99"]),
                fmt(r[mode]["act_ms"]["max"]),
                verdict(
                    statistics.median(r[mode]["actions_per_s_per_run"]),
                    TARGET_ACTIONS_PER_S,
                    lower_is_better=False,
                ),
            ]
            for r in figures["results"]
            for mode in ("sequential", "concurrent")
        ],
    )
    raw = table(
        ["synchronous", "actions/s [runs]", "ms median", "p95", "p99", "max"],
        [
            [
                mode + (" (shipped)" if mode == "NORMAL" else " (fsync per commit)"),
                spread(r["actions_per_s_per_run"]),
                fmt(r["ms"]["median"]),
                fmt(r["ms"]["p95"]),
                fmt(r["ms"]["p99"]),
                fmt(r["ms"]["max"]),
            ]
            for mode, r in figures["record_action"].items()
        ],
    )
    resume = table(
        [
            "game",
            "actions per game",
            "resume (replay) ms median",
            "p95",
            "p99",
            "max",
            "first Tables.load ms median",
            "max",
            "store.games.get ms median",
            "p99",
            "KB per finished game [runs]",
            "target ≤ 20 ms",
        ],
        [
            [
                r["game"],
                fmt(r["actions_per_game"]),
                fmt(r["resume_ms"]["replay"]["median"]),
                fmt(r["resume_ms"]["replay"]["p95"]),
                fmt(r["resume_ms"]["replay"]["p99"]),
                fmt(r["resume_ms"]["replay"]["max"]),
                fmt(r["resume_ms"]["first_load"]["median"]),
                fmt(r["resume_ms"]["first_load"]["max"]),
                fmt(r["resume_ms"]["load"]["median"]),
                fmt(r["resume_ms"]["load"]["p99"]),
                spread([b / 1000 for b in r["bytes_per_game_per_run"]]),
                verdict(
                    max(r["resume_ms"]["replay"]["max"], r["resume_ms"]["first_load"]["max"]),
                    TARGET_RESUME_MS,
                ),
            ]
            for r in figures["results"]
        ],
    )
    return (
        f"Durable actions through Tables.act (one transaction each, WAL, synchronous=NORMAL):\n\n"
        f"{acts}\n\nStore.record_action alone (4-player Tsukiji snapshot):\n\n{raw}\n\n"
        f"Resume and size (finished games at the largest player count):\n\n{resume}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_common_args(parser)
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="(repeatable)")
    parser.add_argument("--games", type=int, help="finished games per run (default 10, quick 3)")
    parser.add_argument("--runs", type=int, help="runs on fresh databases (default 3, quick 2)")
    parser.add_argument("--dir", help="where the databases go (default: a temporary directory)")
    args = parser.parse_args(argv)
    info = machine()
    print(f"store benchmark · {machine_line(info)}")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="ichiba-store-", dir=args.dir) as tmp:
        figures = event_loop.run(run(args, Path(tmp)))
    print()
    print(report(figures))
    print(f"\n({time.perf_counter() - started:.0f} s; spread = median [min–max] over runs)")
    write_json(args.json, {"benchmark": "store", "machine": info, **figures})
    return 0


if __name__ == "__main__":
    sys.exit(main())

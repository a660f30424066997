"""History, statistics, leaderboards and replays with many finished games stored.

Fills a real SQLite file (opened by ``open_store`` as the bot opens it) with ``--games``
finished games (default 10,000) of the four games in one server of 60 members (plus 2 % in a
second server), 2–4 players each, with computer seats: each game is a complete random playout;
its seats, lobby and action log are stored as the bot stores them, and its last move goes
through ``store.games.record_action`` with the result and the rating changes, as in the bot. Then
measures the service functions the commands call:

* ``/history``: ``History.page`` (the server's games; one player's; one game's), random pages;
* ``/stats``: ``History.stats`` for random members (all games, and one game);
* ``/leaderboard``: ``History.leaderboard`` per game, asked by random members;
* ``/replay``: ``History.replay`` (the log replayed, first time) and a step at random: the
  board and one seat's picture (``Replay.board``, ``Replay.hand``) drawn at once by two render
  worker processes, as the bot draws them, with nothing drawn ahead;
* ``python -m bot ratings --rebuild`` (``History.rebuild``) and the check;
* size: database bytes per finished game (after a WAL checkpoint), and the share of the history
  tables (SQLite's ``dbstat``).

    python benchmarks/history.py [--games 10000] [--quick] [--json out.json] [--dir DIR]

Targets (issue 18): /history, /stats, /leaderboard <= 50 ms at p99; a replay frame <= 60 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import sys
import tempfile
import time
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from _common import fmt, machine, machine_line, summary, table, verdict

from bot import event_loop
from bot.engine import IllegalAction
from bot.engine.playout import random_playout
from bot.engine.ratings import finish_of
from bot.games import GAMES
from bot.i18n import messages
from bot.interface.render_pool import RenderPool
from bot.services.history import History
from bot.store import Store, open_store

GUILD, OTHER = 1001, 1002
MEMBERS = [10_000 + n for n in range(60)]
HISTORY_TABLES = ("results", "result_seats", "ratings")


class Clock:
    def __init__(self) -> None:
        self.now = 1_790_000_000.0

    def __call__(self) -> float:
        return self.now


async def fill(store: Store, clock: Clock, games: int, rng: random.Random) -> float:
    """Store ``games`` finished games; the seconds it took."""
    start = time.perf_counter()
    names = {m: f"Player {m - 10_000}" for m in MEMBERS}
    for number in range(games):
        game = rng.choice(sorted(GAMES))
        rules = GAMES[game]
        players = rng.randint(max(rules.min_players, 2), rules.max_players)
        humans = rng.sample(MEMBERS, rng.randint(1, players))
        seed = rng.randrange(2**62)
        playout = random_playout(rules, players, seed, check_every=0, leak_every=0)
        guild = OTHER if rng.random() < 0.02 else GUILD
        clock.now += rng.uniform(60, 900)
        lobby = await store.games.create_lobby(
            game, guild, 500 + number % 7, humans[0], names[humans[0]], playout.options
        )
        for user in humans[1:]:
            await store.games.add_seat(lobby.id, user, names[user], "human")
        for k in range(players - len(humans)):
            await store.games.add_seat(lobby.id, None, f"Computer {k + 1}", "computer")
        state = rules.setup(players, seed, playout.options)
        await store.games.start(lobby.id, seed, state, [0] * players)
        log = playout.log
        clock.now += 30 * len(log)
        await bulk_log(store, lobby.id, log[:-1], clock.now)
        seat, action = log[-1]
        await store.games.record_action(
            lobby.id,
            len(log) - 1,
            seat,
            action,
            playout.state,
            [len(log)] * players,
            "over",
            "player",
            finish_of(rules, playout.state),
        )
    return time.perf_counter() - start


async def bulk_log(store: Store, game_id: int, log: list[Any], now: float) -> None:
    """All moves but the last at once (the bot writes one per transaction: same rows, far
    quicker to fill the benchmark's database)."""
    conn = store._conn  # a benchmark's shortcut; the bot never does this
    await conn.execute("BEGIN IMMEDIATE")
    await conn.executemany(
        "INSERT INTO actions (game_id, n, seat, action, created_at, actor)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        [
            (game_id, n, seat, json.dumps(action), now, "player")
            for n, (seat, action) in enumerate(log, start=1)
        ],
    )
    await conn.execute("UPDATE games SET version = ? WHERE id = ?", (len(log), game_id))
    await conn.execute("COMMIT")


def ms(samples: list[float]) -> dict[str, float]:
    return summary([s * 1000 for s in samples])


async def timed(calls: list[Any]) -> list[float]:
    samples = []
    for call in calls:
        started = time.perf_counter()
        await call()
        samples.append(time.perf_counter() - started)
    return samples


async def measure(store: Store, rng: random.Random, repeat: int) -> dict[str, Any]:
    history = History(store)
    total = (await history.page(GUILD)).total
    pages = max(1, total // 8)
    games = sorted(GAMES)
    results: dict[str, Any] = {}
    results["history: server, page 1"] = await timed(
        [lambda: history.page(GUILD, None, None, 0)] * repeat
    )
    members = [rng.choice(MEMBERS) for _ in range(repeat)]
    kinds = [rng.choice(games) for _ in range(repeat)]
    numbers = [rng.randrange(pages) for _ in range(repeat)]
    draws = list(zip(members, kinds, numbers, strict=True))
    results["history: server, random page"] = await timed(
        [partial(history.page, GUILD, None, None, p) for _, _, p in draws]
    )
    results["history: a player, random page"] = await timed(
        [partial(history.page, GUILD, m, None, p % 20) for m, _, p in draws]
    )
    results["history: a player in a game"] = await timed(
        [partial(history.page, GUILD, m, g, 0) for m, g, _ in draws]
    )
    results["stats: a player, all games"] = await timed(
        [partial(history.stats, GUILD, m, None, 3) for m, _, _ in draws]
    )
    results["stats: a player, one game"] = await timed(
        [partial(history.stats, GUILD, m, g, 3) for m, g, _ in draws]
    )
    results["stats: never played"] = await timed(
        [lambda: history.stats(GUILD, 999, None, 3)] * repeat
    )
    results["leaderboard"] = await timed(
        [partial(history.leaderboard, GUILD, g, m, 3) for m, g, _ in draws]
    )
    return {name: ms(samples) for name, samples in results.items()}


async def replays(store: Store, rng: random.Random, frames: int) -> dict[str, Any]:
    """The first replay of a game, then steps at random (cold: nothing drawn ahead): the
    board and one seat's picture, drawn at once by the bot's two render worker processes, as
    ``/replay`` and its buttons draw them."""
    _, rows = await store.history.page(GUILD, None, None, 0, 400)
    by_game: dict[str, list[int]] = {}
    for row in sorted(rows, key=lambda r: -len(r.seats)):  # the largest tables first
        by_game.setdefault(row.game, []).append(row.game_id)
    out: dict[str, Any] = {}
    words = messages("en")
    pool = RenderPool(2)
    await pool.start()
    try:
        for game, ids in sorted(by_game.items()):
            history = History(store)
            loads, steps, failed = [], [], 0
            playable = []
            for number in ids[:5]:
                started = time.perf_counter()
                try:
                    await history.replay(GUILD, number)
                except IllegalAction:  # stored under rules that changed since (see --reuse)
                    continue
                loads.append(time.perf_counter() - started)
                playable.append(number)
            if not playable:
                continue
            replay = await history.replay(GUILD, playable[0])
            for _ in range(frames):
                step, seat = rng.randrange(replay.steps + 1), rng.randrange(replay.players)
                started = time.perf_counter()
                try:
                    await asyncio.gather(
                        pool.render(replay.board(step, words)),
                        pool.render(replay.hand(step, seat, words)),
                    )
                except Exception as problem:  # a renderer that cannot draw this view
                    failed += 1
                    print(f"  {game} #{replay.game_id} step {step}: {problem!r}", file=sys.stderr)
                    continue
                steps.append(time.perf_counter() - started)
            out[game] = {
                "players": replay.players,
                "moves": replay.steps,
                "replay": ms(loads),
                "step": ms(steps),
                "frames failed": failed,
            }
    finally:
        pool.close()
    return out


def sizes(path: Path) -> dict[str, Any]:
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try:
            rows = raw.execute("SELECT name, SUM(pgsize) FROM dbstat GROUP BY name").fetchall()
        except sqlite3.OperationalError:
            rows = []
    per = dict(rows)
    history = sum(
        v for k, v in per.items() if k.startswith(HISTORY_TABLES) or "result" in k or "rating" in k
    )
    return {"file": path.stat().st_size, "history": history or None, "tables": per}


async def run(args: argparse.Namespace) -> dict[str, Any]:
    rng = random.Random(args.seed)
    folder = Path(args.dir or tempfile.mkdtemp(prefix="ichiba-history-"))
    path = folder / "history.db"
    if path.exists() and not args.reuse:
        path.unlink()
    clock = Clock()
    reuse = args.reuse and path.exists()
    store = await open_store(path, clock)
    empty = 4096 * 40 if reuse else path.stat().st_size  # (the empty schema's pages)
    if reuse:
        fill_s = float("nan")
        print(f"reusing {path}", flush=True)
    else:
        print(f"filling {path} with {args.games:,} finished games…", flush=True)
        fill_s = await fill(store, clock, args.games, rng)
        print(f"  {fill_s:.0f} s", flush=True)
    repeat = 60 if args.quick else 300
    queries = await measure(store, rng, repeat)
    started = time.perf_counter()
    problems = await History(store).check()
    check_s = time.perf_counter() - started
    before = await store.history.all_ratings()
    started = time.perf_counter()
    rated, _ = await History(store).rebuild()
    rebuild_s = time.perf_counter() - started
    same = before == await store.history.all_ratings()
    frames = await replays(store, rng, 15 if args.quick else 60)
    await store.close()
    size = sizes(path)
    return {
        "machine": machine(),
        "games": args.games,
        "fill_s": fill_s,
        "queries": queries,
        "replays": frames,
        "rebuild": {
            "games": rated,
            "seconds": rebuild_s,
            "check_seconds": check_s,
            "differences": problems,
            "same": same,
        },
        "bytes_per_game": (size["file"] - empty) / args.games,
        "history_bytes_per_game": (size["history"] or 0) / args.games,
        "tables": size["tables"],
    }


def report(data: dict[str, Any]) -> str:
    lines = [f"History benchmark — {machine_line(data['machine'])}", ""]
    lines.append(f"{data['games']:,} finished games stored in {fmt(data['fill_s'])} s")
    lines.append("")
    rows = []
    for name, s in data["queries"].items():
        rows.append([name, s["median"], s["p99"], s["max"], verdict(s["p99"], 50)])
    lines.append(table(["query (ms)", "median", "p99", "max", "p99 ≤ 50"], rows))
    lines.append("")
    rows = []
    for game, r in data["replays"].items():
        step = r["step"]
        rows.append(
            [
                f"{game} {r['players']}p, {r['moves']} moves",
                r["replay"]["median"],
                step["median"],
                step["p99"],
                step["max"],
                verdict(step["median"], 60),
                r["frames failed"],
            ]
        )
    headers = ["replay (ms)", "first load", "step median", "p99", "max", "median ≤ 60", "failed"]
    lines.append(table(headers, rows))
    lines.append("")
    rb = data["rebuild"]
    lines.append(
        f"ratings --rebuild: {rb['games']:,} games in {rb['seconds']:.1f} s; check "
        f"{rb['check_seconds']:.1f} s, {rb['differences']} differences; identical after the "
        f"rebuild: {rb['same']}"
    )
    lines.append(
        f"database: {fmt(data['bytes_per_game'])} bytes per finished game, of which history "
        f"(results, seats, ratings and their indexes) {fmt(data['history_bytes_per_game'])}"
    )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--quick", action="store_true", help="1,000 games, fewer samples")
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--dir", help="where to keep the database (default: a temp folder)")
    parser.add_argument("--json", type=Path, help="write the figures as JSON")
    parser.add_argument(
        "--reuse", action="store_true", help="measure the database left in --dir by a run"
    )
    args = parser.parse_args()
    if args.quick and args.games == 10_000:
        args.games = 1_000
    data = event_loop.run(run(args))
    print(report(data))
    if args.json:
        args.json.write_text(json.dumps(data, indent=2))


if __name__ == "__main__":
    main()

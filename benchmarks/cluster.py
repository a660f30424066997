"""Past one machine: the store on PostgreSQL beside SQLite, and two sharded bot processes on one
PostgreSQL database (issue 19).

Both parts start their own throw-away PostgreSQL server (Debian's ``initdb``/``pg_ctl`` on a
temporary directory, as the tests do: ``tests/cluster/postgres.py``; ``fsync=on``, the default
``synchronous_commit=on``: a committed action is on disk) on 127.0.0.1.

* **actions**: durable actions per second through the table service, on SQLite (the file the
  bot opens: WAL, ``synchronous=NORMAL``) and on PostgreSQL (through ``asyncpg``, the pool the
  bot opens; as shipped, and with ``?synchronous_commit=off`` in the URL, which does not wait
  for the disk at each commit, like SQLite's ``NORMAL``), side by side in one run: complete
  random games at the largest player count, every move through ``Tables.act`` (one
  transaction each), one game at a time and 8 at once (``benchmarks/store.py``'s driver: the
  moves chosen before the clock starts). Actions/s = actions / wall time. First, the machine's
  floor: a round trip to the server and the commit of a one-row insert, which every durable
  action pays before the bot's and the statement's own work.
* **processes**: the real bot as two processes (``benchmarks/bot_e2e.py``'s instrumented
  ``--child``, shards 0 and 1 of 2, ``ICHIBA_DATABASE_URL`` on the server) against the local
  Discord with one server per shard. ``--games`` games per process are opened (``/play``, Join,
  Start; four people per game, turn timers of an hour) and played with random clicks as in
  ``bot_e2e.py``: a steady phase at ``--rate`` clicks/s in total, then bursts of ``--burst``
  users clicking at once. Acknowledgement latency is the fake server's (dispatch → callback),
  by process (a DM click reaches shard 0's process, as on Discord); each process's event loop
  lag is measured inside it (a 5 ms sleep loop).

    python benchmarks/cluster.py [--quick] [--json out.json] [--part actions|processes]
        [--games 500] [--rate 5]

Targets (issue 19): >= 1,000 durable actions/s on PostgreSQL (as SQLite); with two processes x
500 games in progress on one PostgreSQL, acknowledgement p99 <= 50 ms and no event loop blocked
longer than 20 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import asyncpg

# The project first: this folder's rendering.py and store.py must not shadow its packages.
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import bot_e2e
from _common import (
    ROOT,
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
from store import CONCURRENT_GAMES, chosen_moves, new_game, play_through

from bot import event_loop
from bot.games import GAMES
from bot.services.tables import Tables
from bot.store import open_store
from tests.cluster.postgres import PostgresServer

TARGET_ACTIONS_PER_S = 1000.0
FLOOR_SAMPLES = 2000  # round trips and commits timed for the machine's floor
SHARDS = 2
# The backends compared, and what the PostgreSQL URL adds (asyncpg passes options it does not
# know to the server as settings): the shipped default waits for the WAL on disk at every
# commit; synchronous_commit=off acknowledges before (a crash of the bot loses nothing, a crash
# of the database server or machine the last ~0.6 s), about SQLite's synchronous=NORMAL.
BACKENDS = {
    "sqlite": "",
    "postgresql": "",
    "postgresql synchronous_commit=off": "?synchronous_commit=off",
}


# =============================================================================================
# Durable actions per second, SQLite and PostgreSQL side by side
# =============================================================================================
def server_cpu(postgres: PostgresServer) -> float:
    """CPU seconds used so far by the PostgreSQL server's processes alive now (the postmaster
    and its children: the connections' backends, the WAL writer...)."""
    tick = os.sysconf("SC_CLK_TCK")
    pid = int((postgres.directory / "data" / "postmaster.pid").read_text().split()[0])
    total, todo = 0.0, [pid]
    while todo:
        current = todo.pop()
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{current}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / tick
            for task in Path(f"/proc/{current}/task").glob("*/children"):
                todo += [int(child) for child in task.read_text().split()]
    return total


async def act_run(
    where: str,
    game_id: str,
    games: int,
    concurrent: int,
    seed: int,
    postgres: PostgresServer | None = None,
) -> dict:
    """Play ``games`` complete games (``concurrent`` at a time) on the fresh database ``where``;
    the actions, the wall time, each action's time and the CPU seconds of this process and of
    the PostgreSQL server (when given) while they were played."""
    store = await open_store(where)
    try:
        tables = Tables(store)
        players = GAMES[game_id].max_players
        ids = [await new_game(tables, game_id, 100 + i, players) for i in range(games)]
        moves = {gid: await chosen_moves(tables, gid, random.Random(seed + gid)) for gid in ids}
        times: list[float] = []
        start, cpu = time.perf_counter(), time.process_time()
        server = server_cpu(postgres) if postgres else 0.0
        for first in range(0, games, concurrent):
            batch = ids[first : first + concurrent]
            done = await asyncio.gather(*(play_through(tables, gid, moves[gid]) for gid in batch))
            times += [t for per_game in done for t in per_game]
        return {
            "actions": len(times),
            "wall": time.perf_counter() - start,
            "times": times,
            "cpu": time.process_time() - cpu,
            "server_cpu": server_cpu(postgres) - server if postgres else 0.0,
        }
    finally:
        await store.close()


async def floor(postgres: PostgresServer, n: int = FLOOR_SAMPLES) -> dict[str, float]:
    """What any durable action on this machine's server costs before the bot's and the
    statement's own work, in ms (medians of ``n``, through asyncpg as the store uses it): a
    round trip (``SELECT 1``), and the commit of a one-row insert (a round trip, the server's
    WAL write and its flush to disk). Each move of a game waits for its commit, and the bot
    works out a move before sending it: one game alone stays under 1 / (that commit + the
    bot's CPU per move that is not spent while the statement runs)."""
    conn = await asyncpg.connect(postgres.create_database("floor"))
    try:
        await conn.execute("CREATE TABLE floor (n integer)")
        figures: dict[str, float] = {}
        for name, sql in (
            ("round_trip_ms", "SELECT 1"),
            ("commit_ms", "INSERT INTO floor VALUES (1)"),
        ):
            times = []
            for _ in range(n):
                start = time.perf_counter()
                await conn.execute(sql)
                times.append(time.perf_counter() - start)
            figures[name] = 1000 * statistics.median(times)
        return figures
    finally:
        await conn.close()


async def actions(args: argparse.Namespace, workdir: Path, postgres: PostgresServer) -> dict:
    games = 3 if args.quick else 8
    runs = 2 if args.quick else 3
    out: list[dict[str, Any]] = []
    machine_floor = await floor(postgres)
    print(
        f"  this machine's PostgreSQL: a round trip {machine_floor['round_trip_ms']:.3f} ms,"
        f" a one-row commit {machine_floor['commit_ms']:.3f} ms (medians)",
        flush=True,
    )
    for game_id in args.game or list(GAMES):
        for mode, concurrent in (("one at a time", 1), (f"{CONCURRENT_GAMES} at once", 8)):
            for backend, options in BACKENDS.items():
                per_run = []
                for r in range(runs):
                    where = (
                        str(workdir / f"{game_id}-{concurrent}-{r}.db")
                        if backend == "sqlite"
                        else postgres.create_database("bench") + options
                    )
                    n = max(games, concurrent)
                    server = None if backend == "sqlite" else postgres
                    per_run.append(await act_run(where, game_id, n, concurrent, 1000 * r, server))
                times = [t for res in per_run for t in res["times"]]
                entry = {
                    "game": game_id,
                    "players": GAMES[game_id].max_players,
                    "mode": mode,
                    "backend": backend,
                    "actions_per_s_per_run": [res["actions"] / res["wall"] for res in per_run],
                    "act_ms": {k: v if k == "n" else 1000 * v for k, v in summary(times).items()},
                    "cpu_ms_per_action": 1000
                    * sum(res["cpu"] for res in per_run)
                    / sum(res["actions"] for res in per_run),
                    "server_cpu_ms_per_action": 1000
                    * sum(res["server_cpu"] for res in per_run)
                    / sum(res["actions"] for res in per_run),
                }
                out.append(entry)
                print(
                    f"  {game_id:10} {mode:13} {backend:33}"
                    f" {spread(entry['actions_per_s_per_run'])} actions/s,"
                    f" p99 {fmt(entry['act_ms']['p99'])} ms",
                    flush=True,
                )
    return {"games_per_run": games, "runs": runs, "floor": machine_floor, "results": out}


def actions_report(figures: dict[str, Any]) -> str:
    rows = []
    for r in figures["results"]:
        rate = statistics.median(r["actions_per_s_per_run"])
        rows.append(
            [
                r["game"],
                str(r["players"]),
                r["mode"],
                r["backend"],
                spread(r["actions_per_s_per_run"]),
                fmt(r["act_ms"]["median"]),
                fmt(r["act_ms"]["p99"]),
                fmt(r["act_ms"]["max"]),
                fmt(r["cpu_ms_per_action"]),
                fmt(r["server_cpu_ms_per_action"]) if r["backend"] != "sqlite" else "-",
                verdict(rate, TARGET_ACTIONS_PER_S, lower_is_better=False),
            ]
        )
    return table(
        [
            "game",
            "players",
            "games",
            "backend",
            "actions/s [runs]",
            "Tables.act ms median",
            "p99",
            "max",
            "CPU ms per action: bot",
            "PostgreSQL",
            "≥ 1,000/s",
        ],
        rows,
    )


# =============================================================================================
# Two bot processes, one PostgreSQL
# =============================================================================================
class ClusterBench(bot_e2e.Bench):
    """``bot_e2e``'s driver (opening games, clicks, bursts) with one server per shard and one
    instrumented bot process per shard on a shared PostgreSQL database."""

    def __init__(self, args: argparse.Namespace, workdir: Path, url: str) -> None:
        super().__init__(args, workdir)
        self.url = url
        self.procs: list[asyncio.subprocess.Process] = []
        self.ctls = [workdir / f"ctl{s}.json" for s in range(SHARDS)]
        self.seqs = [0] * SHARDS

    async def start(self) -> None:
        from tests.e2e.process import RemoteBot
        from tests.e2e.world import World
        from tests.fakediscord import FakeDiscord

        self.server = await FakeDiscord.start(token="bench-token")
        guilds = [self.server.add_guild(f"Shard {s}", shard=(s, SHARDS)) for s in range(SHARDS)]
        self.guild_shard = {int(g.id): s for s, g in enumerate(guilds)}
        for i in range(SHARDS * self.args.games):
            guild = guilds[i % SHARDS]  # tables alternate: the first 2n are n on each shard
            channel = self.server.add_text_channel(guild, f"table-{i}")
            users = [
                self.server.add_user(f"{bot_e2e.NAMES[s]} {i}", guild=guild)
                for s in range(bot_e2e.PLAYERS)
            ]
            game = bot_e2e.GAME_IDS[(i // SHARDS) % len(bot_e2e.GAME_IDS)]
            self.tables.append(bot_e2e.Table(game, channel, users))
        everyone = [u for t in self.tables for u in t.users]
        self.world = World(self.server, self.tables[0].channel, everyone, self.workdir / "x.db")
        for shard in range(SHARDS):
            env = {
                **os.environ,
                **self.server.subprocess_env(),
                "ICHIBA_DATABASE_URL": self.url,
                "ICHIBA_SHARD_COUNT": str(SHARDS),
                "ICHIBA_SHARD_IDS": str(shard),
                "LOG_LEVEL": "WARNING",
                "PYTHONPATH": str(ROOT),
                "BENCH_CTL": str(self.ctls[shard]),
                "MALLOC_ARENA_MAX": os.environ.get("MALLOC_ARENA_MAX", "2"),
            }
            env.pop("ICHIBA_DB", None)
            self.procs.append(
                await asyncio.create_subprocess_exec(
                    sys.executable,
                    str(Path(bot_e2e.__file__).resolve()),
                    "--child",
                    cwd=self.workdir,
                    env=env,
                    start_new_session=True,
                )
            )
        self.proc = self.procs[0]
        deadline = time.monotonic() + 120
        while self.server.command_sync_count == 0 or not all(
            self.server.gateway.shard_connected(s, SHARDS) for s in range(SHARDS)
        ):
            assert all(p.returncode is None for p in self.procs), "a bot process died"
            assert time.monotonic() < deadline, "the bot processes did not get ready"
            await asyncio.sleep(0.05)
        await self.server.wait_ready(60)
        self.remote = await RemoteBot.open(self.url)
        self.remote.work = bot_e2e.Silence(self.server)  # type: ignore[assignment]
        self._monitor = asyncio.create_task(self.driver_monitor())
        await asyncio.sleep(1.0)
        await self.server.wait_idle(quiet=0.3, timeout=60)

    async def stop(self) -> None:
        with contextlib.suppress(Exception):
            self._monitor.cancel()
        with contextlib.suppress(Exception):
            await self.remote.store.close()
        for proc in self.procs:
            if proc.returncode is None:
                proc.send_signal(signal.SIGTERM)
        for proc in self.procs:
            try:
                await asyncio.wait_for(proc.wait(), 15)
            except TimeoutError:
                proc.kill()
                await proc.wait()
            with contextlib.suppress(ProcessLookupError):  # its render workers
                os.killpg(proc.pid, signal.SIGTERM)
        await self.server.close()

    async def ask_all(self, cmd: str, timeout: float = 60) -> list[dict[str, Any]]:
        """``cmd`` to every process's instruments; their answers, by shard."""
        for shard, proc in enumerate(self.procs):
            self.seqs[shard] += 1
            self.ctls[shard].write_text(json.dumps({"cmd": cmd, "seq": self.seqs[shard]}))
            proc.send_signal(signal.SIGUSR1)
        answers = []
        for shard in range(SHARDS):
            out = self.ctls[shard].with_suffix(".out")
            end = time.monotonic() + timeout
            while True:
                with contextlib.suppress(FileNotFoundError, json.JSONDecodeError):
                    answer = json.loads(out.read_text())
                    if answer.get("seq") == self.seqs[shard]:
                        if "error" in answer:
                            raise RuntimeError(answer["trace"])
                        answers.append(answer)
                        break
                assert time.monotonic() < end, f"bot process {shard} did not answer {cmd!r}"
                await asyncio.sleep(0.02)
        return answers

    def cpu_all(self) -> list[float]:
        tick = os.sysconf("SC_CLK_TCK")
        out = []
        for proc in self.procs:
            fields = Path(f"/proc/{proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
            out.append((int(fields[11]) + int(fields[12])) / tick)
        return out

    def by_shard(self, since: float) -> list[list[float]]:
        """Acknowledgement latencies since ``since`` by the process that answered (a guild's
        shard; DMs on shard 0), a missed deadline counted at 3 s."""
        found: list[list[float]] = [[] for _ in range(SHARDS)]
        for result in list(self.server.interactions.values()):
            if result.dispatched_at is None or result.dispatched_at < since:
                continue
            guild = result.payload.get("guild_id")
            shard = self.guild_shard.get(int(guild), 0) if guild else 0
            late = result.latency is None or result.deadline_exceeded
            found[shard].append(result.deadline if late else result.latency)
        return found


async def phase(bench: ClusterBench, work: Any) -> tuple[Any, dict[str, Any]]:
    """Run ``work`` until the processes are quiet: its result, acknowledgements by process, each
    process's loop lag and CPU, the driver's loop lag and the load average."""
    await bench.ask_all("lag")
    bench.driver_lag()
    cpu0, wall0 = bench.cpu_all(), time.perf_counter()
    since = time.perf_counter()
    gc.disable()
    try:
        result = await work
        await bench.server.wait_idle(quiet=0.3, timeout=300)
    finally:
        gc.enable()
    wall = time.perf_counter() - wall0
    lags = await bench.ask_all("lag")
    cpu = [after - before for before, after in zip(cpu0, bench.cpu_all(), strict=True)]
    acks = bench.by_shard(since)
    return result, {
        "ack_ms": bot_e2e._ms([a for shard in acks for a in shard]),
        "ack_ms_by_process": [bot_e2e._ms(a) for a in acks],
        "failed": sum(1 for shard in acks for a in shard if a >= 3.0),
        "loop_ms_by_process": [lag["lag_ms"] for lag in lags],
        "over_20ms_by_process": [lag["over_20ms"] for lag in lags],
        # the loop thread's CPU time in its longest tick: near the lag when the loop was busy,
        # far below it when it waited for a core
        "longest_tick_cpu_ms_by_process": [lag["longest_tick_cpu_ms"] for lag in lags],
        "gc_ms_by_process": [lag["gc_ms"] for lag in lags],
        "full_collection_heaps_by_process": [lag["full_collection_heaps"] for lag in lags],
        "blocked_by_process": [lag["blocked"][:3] for lag in lags],
        "cpu_by_process": [c / wall for c in cpu],
        "driver_lag_ms": bench.driver_lag(),
        "wall_s": wall,
        "loadavg": [round(x, 2) for x in os.getloadavg()],
    }


async def processes(args: argparse.Namespace, workdir: Path, postgres: PostgresServer) -> dict:
    bench = ClusterBench(args, workdir, postgres.create_database("cluster"))
    await bench.start()
    out: dict[str, Any] = {"games_per_process": args.games}
    try:
        total = SHARDS * args.games
        start = time.perf_counter()
        _, meta = await phase(bench, bench.open_games(total))
        out["open_seconds"] = time.perf_counter() - start
        out["setup"] = meta
        out["in_progress"] = await bench.in_progress(total)
        memory = await bench.ask_all("memory")
        out["rss_mib_by_process"] = [m["rss"] / 2**20 for m in memory]
        print(
            f"  {out['in_progress']} games in progress ({args.games} per process), opened in"
            f" {out['open_seconds']:.0f} s; ack p99 {fmt(meta['ack_ms'].get('p99'))} ms; loop"
            f" max {[fmt(x.get('max')) for x in meta['loop_ms_by_process']]} ms",
            flush=True,
        )
        versions = await bench.versions(total)
        steady, meta = await phase(bench, bench.steady(total, args.clicks, args.rate))
        out["steady"] = {
            **meta,
            "clicks": steady.clicks,
            "stale": steady.stale,
            "actions": await bench.versions(total) - versions,
            "errors": steady.errors[:5],
        }
        print(
            f"  steady {args.rate}/s: ack p99 {fmt(meta['ack_ms'].get('p99'))} ms; loop max"
            f" {[fmt(x.get('max')) for x in meta['loop_ms_by_process']]} ms",
            flush=True,
        )
        if args.burst:
            burst, meta = await phase(bench, bench.burst(total, args.burst, args.burst_repeats))
            out["burst"] = {**meta, "size": args.burst, "errors": burst.errors[:5]}
            print(
                f"  {args.burst} at once: ack p99 {fmt(meta['ack_ms'].get('p99'))} ms; loop max"
                f" {[fmt(x.get('max')) for x in meta['loop_ms_by_process']]} ms",
                flush=True,
            )
        out["connections"] = await _connections(bench)
        bench.server.assert_healthy()
    finally:
        await bench.stop()
    return out


async def _connections(bench: ClusterBench) -> int:
    """Connections open to the database now (both processes' pools and the driver's)."""
    query = "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
    return int(await bench.remote.store.scalar(query))


def processes_report(figures: dict[str, Any], args: argparse.Namespace) -> str:
    rows = []
    for name, load in (
        ("setup", f"opening {SHARDS * figures['games_per_process']} games"),
        ("steady", f"{args.rate} clicks/s"),
        ("burst", f"{args.burst} at once ×{args.burst_repeats}"),
    ):
        ph = figures.get(name)
        if not ph:
            continue
        loop_max = max(x.get("max", 0.0) for x in ph["loop_ms_by_process"])
        rows.append(
            [
                load,
                str(ph["ack_ms"]["n"]),
                fmt(ph["ack_ms"].get("median")),
                fmt(ph["ack_ms"].get("p99")),
                " / ".join(fmt(a.get("p99")) for a in ph["ack_ms_by_process"]),
                fmt(ph["ack_ms"].get("max")),
                str(ph["failed"]),
                " / ".join(fmt(x.get("max")) for x in ph["loop_ms_by_process"]),
                " / ".join(str(n) for n in ph["over_20ms_by_process"]),
                " / ".join(fmt(x) for x in ph["longest_tick_cpu_ms_by_process"]),
                " / ".join(f"{c:.0%}" for c in ph["cpu_by_process"]),
                fmt(ph["driver_lag_ms"].get("max")),
                " ".join(str(x) for x in ph["loadavg"]),
                verdict(ph["ack_ms"].get("p99", float("nan")), bot_e2e.TARGET_ACK_P99_MS)
                + " / "
                + verdict(loop_max, bot_e2e.TARGET_BLOCK_MS),
            ]
        )
    return table(
        [
            "load",
            "acks",
            "ack ms median",
            "p99",
            "p99 process 0 / 1",
            "max",
            "> 3 s",
            "loop max ms 0 / 1",
            "ticks > 20 ms",
            "its CPU ms",
            "CPU 0 / 1",
            "driver loop max",
            "load average",
            "ack p99 ≤ 50 / loop ≤ 20",
        ],
        rows,
    )


# =============================================================================================
async def run(args: argparse.Namespace, workdir: Path) -> dict[str, Any]:
    postgres = PostgresServer.start()
    try:
        figures: dict[str, Any] = {}
        if args.part in (None, "actions"):
            print("durable actions through Tables.act, SQLite and PostgreSQL:", flush=True)
            figures["actions"] = await actions(args, workdir, postgres)
        if args.part in (None, "processes"):
            print(f"two bot processes x {args.games} games on one PostgreSQL:", flush=True)
            figures["processes"] = await processes(args, workdir, postgres)
        return figures
    finally:
        postgres.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_common_args(parser)
    parser.add_argument("--part", choices=("actions", "processes"), help="only this part")
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="(repeatable)")
    parser.add_argument("--games", type=int, help="games per process (default 500, quick 50)")
    parser.add_argument("--clicks", type=int, help="clicks in the steady phase (default 300)")
    parser.add_argument("--rate", type=float, default=5.0, help="clicks/s in total (default 5)")
    parser.add_argument("--burst", type=int, default=20, help="users clicking at once (20)")
    parser.add_argument("--burst-repeats", type=int, default=3)
    parser.add_argument("--open-jobs", type=int, default=4, help="games opened at once (4)")
    bot_e2e.add_open_rate(parser)
    parser.add_argument("--phase-seconds", type=float, default=150, help="cap on the steady phase")
    parser.add_argument("--dir", help="where the SQLite files go (default: temporary)")
    args = parser.parse_args(argv)
    args.games = args.games or (50 if args.quick else 500)
    args.clicks = args.clicks or (60 if args.quick else 300)
    # SIGTERM ends the run as an error would: the bot processes and the server are stopped.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    info = machine()
    print(f"cluster benchmark · {machine_line(info)}")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="ichiba-cluster-", dir=args.dir) as tmp:
        figures = event_loop.run(run(args, Path(tmp)))
    info["loadavg_after"] = [round(x, 2) for x in os.getloadavg()]
    print()
    if "actions" in figures:
        print("Durable actions through Tables.act (one transaction each):\n")
        print(actions_report(figures["actions"]))
        low = figures["actions"]["floor"]
        print(
            f"\nThis machine's PostgreSQL (medians): a round trip {low['round_trip_ms']:.3f} ms,"
            f" a one-row commit {low['commit_ms']:.3f} ms. One game alone stays under"
            " 1 / (that commit + the bot's CPU per move not spent while its statement runs)"
            " actions a second."
        )
        print()
    if "processes" in figures:
        p = figures["processes"]
        print(
            f"Two processes (shards 0 and 1 of 2) x {p['games_per_process']} games on one"
            f" PostgreSQL ({p['in_progress']} in progress; RSS"
            f" {' / '.join(f'{r:.0f}' for r in p['rss_mib_by_process'])} MiB;"
            f" {p['connections']} database connections):\n"
        )
        print(processes_report(p, args))
        for name in ("steady", "burst"):
            if p.get(name, {}).get("errors"):
                print(f"driver notes, {name}: {p[name]['errors']}")
    print(f"\n({time.perf_counter() - started:.0f} s; load average after {info['loadavg_after']})")
    write_json(args.json, {"benchmark": "cluster", "machine": info, "args": vars(args), **figures})
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""``/games`` for a player seated in many open games, with many games stored.

Fills a real SQLite file (opened by ``open_store`` as the bot opens it) with ``--games`` stored
games (default 10,000): mostly finished ones of 60 members (the player in a fifth of them) with
snapshots of a real size, plus open games of others; then seats the player in ``--open`` open
games (default 50: four fifths running, a few moves in, each with its board message and a turn
timer; the rest lobbies), across three servers. Then times what ``/games`` does before Discord:
the store's read, who must act in each game, and the answer's panel (``MyGamesCog.panel``), over
``--runs`` runs.

    python benchmarks/my_games.py [--games 10000] [--open 50] [--runs 200] [--json out.json]

Target (issue 27): /games p99 <= 50 ms for a player in 50 open games with 10,000 stored games.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from _common import fmt, machine, machine_line, summary, table, verdict

from bot import event_loop
from bot.games import GAMES
from bot.services.my_games import MyGames
from bot.store import Store, open_store
from cogs.my_games import MyGamesCog

PLAYER = 10_000
MEMBERS = [PLAYER + n for n in range(60)]
GUILDS = (1001, 1002, 1003)


class Guild:
    def __init__(self, guild_id: int) -> None:
        self.name = f"Server {guild_id}"


def played(game: str, players: int, seed: int, moves: int) -> dict[str, Any]:
    """A game's state ``moves`` random legal moves in (fewer if it ends first)."""
    rules = GAMES[game]
    state = rules.setup(players, seed, {})
    rng = random.Random(seed)
    for _ in range(moves):
        seats = sorted(rules.to_act(state))
        if not seats:
            break
        seat = rng.choice(seats)
        rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return state


async def fill(store: Store, games: int, open_games: int, rng: random.Random) -> float:
    """Store ``games`` games, ``open_games`` of them open with the player seated; seconds."""
    started = time.perf_counter()
    finished = games - open_games - games // 50  # and 2 % open games of others
    samples = {g: json.dumps(played(g, 4, 1, 400)) for g in GAMES}  # a finished game's size
    conn = store._conn  # a benchmark's shortcut to fill quickly; the bot never does this
    await conn.execute("BEGIN IMMEDIATE")
    for number in range(finished + games // 50):
        game = rng.choice(sorted(GAMES))
        status = "over" if number < finished else "active"
        cursor = await conn.execute(
            "INSERT INTO games (game, guild_id, channel_id, host_id, status, state, version,"
            " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 400, 0, 0)",
            (game, rng.choice(GUILDS), 500 + number, MEMBERS[1], status, samples[game]),
        )
        others = rng.sample(MEMBERS[1:], 3)
        seated = [PLAYER, *others[:2]] if status == "over" and rng.random() < 0.2 else others
        await conn.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
            [(cursor.lastrowid, s, u, f"Player {u}") for s, u in enumerate(seated)],
        )
    await conn.execute("COMMIT")
    for number in range(open_games):
        game = rng.choice(sorted(GAMES))
        guild = GUILDS[number % len(GUILDS)]
        channel = 100_000 + number
        others = rng.sample(MEMBERS[1:], 3)
        lobby = await store.games.create_lobby(game, guild, channel, others[0], "Host", {})
        seats = [*others[:2], PLAYER]
        for user in seats[1:]:
            await store.games.add_seat(lobby.id, user, f"Player {user}", "human")
        if number % 5 == 4:
            await store.messages.set(lobby.id, "lobby", channel, 900_000 + number)
            continue
        state = played(game, 3, number, rng.randrange(40))
        await store.games.start(lobby.id, number, state, [0, 0, 0])
        await store.messages.set(lobby.id, "board", channel, 900_000 + number)
        for seat in GAMES[game].to_act(state):
            await store.timers.set(lobby.id, f"expire:{seat}", 2e9 + rng.randrange(3600), {})
    return time.perf_counter() - started


async def run(args: argparse.Namespace) -> dict[str, Any]:
    rng = random.Random(args.seed)
    folder = Path(args.dir or tempfile.mkdtemp(prefix="ichiba-my-games-"))
    path = folder / "my_games.db"
    if path.exists():
        path.unlink()
    store = await open_store(path)
    print(f"filling {path} with {args.games:,} games…", flush=True)
    fill_s = await fill(store, args.games, args.open, rng)
    guilds = {g: Guild(g) for g in GUILDS}
    cog = MyGamesCog(
        my_games=MyGames(store),
        messenger=None,  # type: ignore[arg-type]  # the answer's sending is not timed
        guild=guilds.get,  # type: ignore[arg-type]
        owns=lambda guild: True,
    )
    locales = ["en-US", "nl", "ja", "zh-TW", "zh-CN"]
    samples: list[float] = []
    lines = 0
    for n in range(args.runs + 10):
        started = time.perf_counter()
        panel = await cog.panel(PLAYER, locales[n % len(locales)])
        if n >= 10:  # the first runs warm the catalogs and SQLite's cache
            samples.append((time.perf_counter() - started) * 1000)
        lines = len((panel.description or "").splitlines())
    listed = len(await MyGames(store).of(PLAYER))
    await store.close()
    return {
        "machine": machine(),
        "games": args.games,
        "open": listed,
        "lines": lines,
        "fill_s": fill_s,
        "panel_ms": summary(samples),
    }


def report(data: dict[str, Any]) -> str:
    s = data["panel_ms"]
    return "\n".join(
        [
            f"/games benchmark — {machine_line(data['machine'])}",
            "",
            f"{data['games']:,} games stored in {fmt(data['fill_s'])} s; the player is seated in"
            f" {data['open']} open games (the answer lists {data['lines'] - 1} and says how many"
            " more)",
            "",
            table(
                ["/games (ms)", "runs", "median", "p99", "max", "p99 ≤ 50"],
                [
                    [
                        "store + turns + panel",
                        s["n"],
                        s["median"],
                        s["p99"],
                        s["max"],
                        verdict(s["p99"], 50),
                    ]
                ],
            ),
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--open", type=int, default=50)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--dir", help="where to keep the database (default: a temp folder)")
    parser.add_argument("--json", type=Path, help="write the figures as JSON")
    args = parser.parse_args()
    data = event_loop.run(run(args))
    print(report(data))
    if args.json:
        args.json.write_text(json.dumps(data, indent=2))


if __name__ == "__main__":
    main()

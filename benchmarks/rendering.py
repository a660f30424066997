"""Rendering speed and size: ms per picture (a board's own and those above it, a private panel's
own and those above it), and PNG bytes.

For each game at its largest player count, plays seeded random games and keeps realistic
mid-game states (between 20 % and 80 % of the game's actions). For each state it asks the game's
presenter (``cogs/<game>.py``) for exactly the panels the bot would send, the public board
(``presenter.board(view(state, None), ...)``) and a seat's private panel
(``presenter.private(view(state, seat), legal, ...)``, for a seat that has one), and times their
pictures' ``render`` callables (the panel's own picture and each of ``panel.images``, shown
above it) including PNG encoding. Names mix Latin, CJK and emoji, as in the tests. Fonts and
sprite caches are warmed first (the bot warms fonts at start-up too); wall-clock and thread
CPU time are kept.

A second table measures what the event loop feels while the bot renders in a worker thread
(``asyncio.to_thread``, as the messenger does): a task sleeping 5 ms in a loop records
how late it wakes up (the loop's stall) while the images are rendered one after another, and
with two renders at once; a baseline without rendering shows the machine's own noise.

    python benchmarks/rendering.py [--quick] [--json out.json] [--game tsukiji] [--save DIR]
                                   [--lang ja | --lang all]

``--lang`` draws the same states in other languages (each picture's words from that catalog,
Han characters in that language's face): one row per game and language.

Targets (issue 9): board image <= 60 ms median to render and <= 250 KB; the event loop never
blocked longer than 20 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import random
import statistics
import sys
import time
from collections.abc import Callable
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
from bot.engine import Game
from bot.engine.playout import _pick
from bot.games import GAMES
from bot.i18n import locales
from rendering import fonts

NAMES = ["Alice", "山田太郎", "张伟", "🐟Fishy🍣"]
TARGET_BOARD_MS = 60.0
TARGET_BOARD_BYTES = 250_000
TARGET_STALL_MS = 20.0
SEED_BASE = 4_000


class _Holder:
    """Stands in for the bot when a cog registers its presenter."""

    def __init__(self) -> None:
        self.presenters: dict[str, Any] = {}


def presenters() -> dict[str, Any]:
    holder = _Holder()
    for game_id in GAMES:
        event_loop.run(importlib.import_module(f"cogs.{game_id}").setup(holder))  # type: ignore[arg-type]
    return holder.presenters


KINDS = ("board", "board above", "hand", "hand above")


def _own_and_above(panel: Any) -> tuple[Callable[[], bytes] | None, list[Callable[[], bytes]]]:
    """A panel's own picture job and the jobs of the pictures shown above it."""
    if panel is None:
        return None, []
    return panel.render, [p.render for p in panel.images if p.render is not None]


def mid_game_images(
    game: Game, presenter: Any, seeds: range, per_game: int, locale: str
) -> dict[str, list[Callable[[], bytes]]]:
    """Render callables from mid-game states of random games, by kind (:data:`KINDS`): the
    board's own picture and those above it, a seat's private picture and those above it."""
    players = game.max_players
    names = NAMES[:players]
    found: dict[str, list[Callable[[], bytes]]] = {kind: [] for kind in KINDS}
    for seed in seeds:
        options = dict(game.default_options)
        rng = random.Random(seed)
        state = game.setup(players, seed, options)
        moments: list[tuple[Any, Any]] = []
        while not game.is_over(state):
            board = presenter.board(game.view(state, None), names, locale, [])
            hand = None
            for seat in sorted(game.to_act(state)):
                panel = presenter.private(
                    game.view(state, seat), game.legal_actions(state, seat), names, locale
                )
                if panel is not None and panel.render is not None:
                    hand = panel
                    break
            moments.append((board, hand))
            seat = rng.choice(sorted(game.to_act(state)))
            game.apply(state, seat, _pick(game, game.legal_actions(state, seat), rng))
        middle = moments[len(moments) // 5 : len(moments) * 4 // 5]
        step = max(1, len(middle) // per_game)
        for board, _ in middle[::step][:per_game]:
            own, above = _own_and_above(board)
            found["board"] += [own] if own else []
            found["board above"] += above
        with_hand = [h for _, h in middle if h is not None]
        for hand in with_hand[:: max(1, len(with_hand) // per_game)][:per_game]:
            own, above = _own_and_above(hand)
            found["hand"] += [own] if own else []
            found["hand above"] += above
    return found


def time_images(images: list[Callable[[], bytes]], runs: int) -> dict[str, Any]:
    """Per run: wall and CPU seconds of every image; sizes and dimensions of the PNGs."""
    sizes, dims = [], []
    for render in images:  # warm-up pass (sprite caches), also gives the sizes
        png = render()
        sizes.append(len(png))
        dims.append(_png_dimensions(png))
    per_run: list[list[float]] = []
    cpu: list[float] = []
    for _ in range(runs):
        wall = []
        for render in images:
            w0, c0 = time.perf_counter(), time.thread_time()
            render()
            wall.append(time.perf_counter() - w0)
            cpu.append(time.thread_time() - c0)
        per_run.append(wall)
    return {"per_run": per_run, "cpu": cpu, "sizes": sizes, "dims": dims}


def _png_dimensions(png: bytes) -> tuple[int, int]:
    return int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")


async def _stalls_while(work: Callable[[], Any] | None, seconds: float) -> list[float]:
    """Overshoots (s) of a 5 ms sleep loop while ``work`` runs (or for ``seconds`` if None)."""
    done = asyncio.Event()
    lags: list[float] = []

    async def monitor() -> None:
        while not done.is_set():
            start = time.perf_counter()
            await asyncio.sleep(0.005)
            lags.append(time.perf_counter() - start - 0.005)

    task = asyncio.create_task(monitor())
    if work is None:
        await asyncio.sleep(seconds)
    else:
        await work()
    done.set()
    await task
    return lags


def loop_stalls(images: list[Callable[[], bytes]], concurrency: int) -> list[float]:
    """Loop stalls while ``images`` render in worker threads, ``concurrency`` at a time."""

    async def work() -> None:
        queue = list(images)

        async def worker() -> None:
            while queue:
                await asyncio.to_thread(queue.pop())

        await asyncio.gather(*(worker() for _ in range(concurrency)))

    return event_loop.run(_stalls_while(work, 0))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_common_args(parser)
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="(repeatable)")
    parser.add_argument("--runs", type=int, help="timed passes over the images (default 5)")
    parser.add_argument("--save", metavar="DIR", help="write one board and one hand PNG per game")
    parser.add_argument(
        "--lang",
        action="append",
        choices=[*locales(), "all"],
        help="the pictures' language (repeatable; all: every catalog; default en)",
    )
    args = parser.parse_args(argv)
    langs = locales() if "all" in (args.lang or []) else (args.lang or ["en"])
    seeds = range(SEED_BASE, SEED_BASE + (2 if args.quick else 4))
    per_game = 3 if args.quick else 5
    runs = args.runs or (3 if args.quick else 5)
    info = machine()
    print(f"rendering benchmark · {machine_line(info)}")
    started = time.perf_counter()
    fonts.warm_up()
    print(f"fonts warmed up in {time.perf_counter() - started:.1f} s")
    registry = presenters()
    baseline = event_loop.run(_stalls_while(None, 2.0 if args.quick else 4.0))
    results: list[dict[str, Any]] = []
    for game_id in args.game or list(GAMES):
        for lang in langs:
            results.append(
                measure(
                    game_id,
                    lang,
                    registry[game_id],
                    seeds,
                    per_game,
                    runs,
                    args,
                    stalls=lang == langs[0],
                )
            )
            entry = results[-1]
            print(
                f"  {game_id} {lang}: board {fmt(entry['board']['ms']['median'])} ms, "
                f"hand {fmt(entry['hand']['ms']['median'])} ms",
                flush=True,
            )
    base = {k: (v if k == "n" else 1000 * v) for k, v in summary(baseline).items()}
    print()
    print(report(results, base))
    print(f"\n({time.perf_counter() - started:.0f} s; spread = median [min–max] over {runs} runs)")
    write_json(
        args.json,
        {
            "benchmark": "rendering",
            "machine": info,
            "runs": runs,
            "baseline_loop_stall_ms": base,
            "results": results,
        },
    )
    return 0


def measure(
    game_id: str,
    lang: str,
    presenter: Any,
    seeds: range,
    per_game: int,
    runs: int,
    args: argparse.Namespace,
    *,
    stalls: bool,
) -> dict[str, Any]:
    """Times and sizes of one game's boards and hands in ``lang``; the loop stalls in the
    first language measured only (they depend on the drawing time, not on the words)."""
    game = GAMES[game_id]
    found = mid_game_images(game, presenter, seeds, per_game, lang)
    jobs = [job for images in found.values() for job in images]
    entry: dict[str, Any] = {
        "game": game_id,
        "lang": lang,
        "players": game.max_players,
        "images": {kind: len(images) for kind, images in found.items()},
    }
    for kind, images in found.items():
        if not images:
            continue
        timing = time_images(images, runs)
        everything = [v for run in timing["per_run"] for v in run]
        entry[kind] = {
            "ms": {k: (v if k == "n" else 1000 * v) for k, v in summary(everything).items()},
            "cpu_ms_median": 1000 * statistics.median(timing["cpu"]),
            "ms_median_per_run": [1000 * statistics.median(r) for r in timing["per_run"]],
            "bytes": summary(timing["sizes"]),
            "dims": sorted(set(timing["dims"])),
        }
        if args.save:
            out = Path(args.save)
            out.mkdir(parents=True, exist_ok=True)
            name = kind.replace(" ", "-")
            (out / f"{game_id}-{lang}-{name}.png").write_bytes(images[len(images) // 2]())
    if stalls:
        stall_seq = loop_stalls(jobs, 1)
        stall_two = loop_stalls(jobs, 2)
        entry["loop_stall_ms"] = {
            "one_render_at_a_time": {
                k: (v if k == "n" else 1000 * v) for k, v in summary(stall_seq).items()
            },
            "two_renders_at_once": {
                k: (v if k == "n" else 1000 * v) for k, v in summary(stall_two).items()
            },
        }
    return entry


def report(results: list[dict[str, Any]], baseline: dict[str, float]) -> str:
    rows = []
    for r in results:
        for kind in KINDS:
            if kind not in r:
                continue
            k = r[kind]
            w, h = k["dims"][0]
            dims = f"{w}×{h}" if len(k["dims"]) == 1 else f"{w}×{h}…(+{len(k['dims']) - 1})"
            rows.append(
                [
                    r["game"],
                    r["lang"],
                    str(r["players"]),
                    kind,
                    str(k["ms"]["n"]),
                    spread(k["ms_median_per_run"]),
                    fmt(k["ms"]["p95"]),
                    fmt(k["ms"]["p99"]),
                    fmt(k["cpu_ms_median"]),
                    fmt(k["bytes"]["median"] / 1000),
                    fmt(k["bytes"]["max"] / 1000),
                    dims,
                    verdict(k["ms"]["median"], TARGET_BOARD_MS)
                    + " / "
                    + verdict(k["bytes"]["max"], TARGET_BOARD_BYTES),
                ]
            )
    images = table(
        [
            "game",
            "lang",
            "players",
            "image",
            "renders",
            "ms median [runs]",
            "p95",
            "p99",
            "CPU ms median",
            "KB median",
            "KB max",
            "pixels",
            "target ≤ 60 ms / ≤ 250 KB",
        ],
        rows,
    )
    stalls = table(
        ["game", "loop stall ms: 1 render at a time, p99", "max", "2 renders at once, p99", "max"],
        [
            [
                r["game"],
                fmt(r["loop_stall_ms"]["one_render_at_a_time"]["p99"]),
                fmt(r["loop_stall_ms"]["one_render_at_a_time"]["max"]),
                fmt(r["loop_stall_ms"]["two_renders_at_once"]["p99"]),
                fmt(r["loop_stall_ms"]["two_renders_at_once"]["max"]),
            ]
            for r in results
            if "loop_stall_ms" in r
        ]
        + [["(no rendering: baseline)", fmt(baseline["p99"]), fmt(baseline["max"]), "", ""]],
    )
    return (
        f"{images}\n\nEvent loop stall while the images render in worker threads "
        f"(asyncio.to_thread, as the bot does):\n\n{stalls}"
    )


if __name__ == "__main__":
    sys.exit(main())

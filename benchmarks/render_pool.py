"""Pictures per second per core: the render pool's throughput, and what a picture's PNG encoding
costs at each zlib level.

The pictures are the bot's own: mid-game boards and private hands of the four games at their
largest player count (the panels ``benchmarks/rendering.py`` draws). Two parts:

* **encoding**: each picture drawn once in this process, its PNG encoding timed apart from the
  drawing (``rendering.primitives.to_png``: palette quantisation, then zlib) at compression
  levels 6 (before issue 28), 3 (since) and 1, with the bytes each gives. The level changes only the
  file's size, never a pixel (PNG is lossless).
* **throughput**: the pictures handed to :class:`bot.interface.render_pool.RenderPool` as the
  bot starts it (``--workers`` processes, niceness 5), ``2 × workers`` at a time for
  ``--seconds``; pictures per second, and the workers' CPU seconds per picture, whence pictures
  per second per core.

    python benchmarks/render_pool.py [--quick] [--json out.json] [--workers 2] [--seconds 20]
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import io
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from _common import add_common_args, fmt, machine, machine_line, table, write_json

from bot import event_loop
from bot.games import GAMES
from bot.interface.render_pool import RenderPool
from rendering import fonts  # the package (the project is first on the path)

# benchmarks/rendering.py, by its path (the package of the same name comes first)
_spec = importlib.util.spec_from_file_location(
    "bench_rendering", Path(__file__).parent / "rendering.py"
)
assert _spec is not None and _spec.loader is not None
bench_rendering = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_rendering)

LEVELS = (6, 3, 1)


def pictures(per_game: int) -> list[tuple[str, Callable[[], bytes]]]:
    """(kind, render) of mid-game boards and hands of every game."""
    found = bench_rendering.presenters()
    out: list[tuple[str, Callable[[], bytes]]] = []
    for game_id, game in GAMES.items():
        boards, hands = bench_rendering.mid_game_images(
            game, found[game_id], range(2), per_game, "en-US"
        )
        out += [(f"{game_id} board", b) for b in boards]
        out += [(f"{game_id} hand", h) for h in hands]
    return out


def encoding(images: list[tuple[str, Callable[[], bytes]]]) -> list[dict[str, Any]]:
    """Per kind: drawing ms, encoding ms and bytes at each zlib level."""
    from PIL import Image

    from rendering import primitives

    captured: list[Image.Image] = []
    original = primitives.to_png

    def capture(img: Image.Image, colors: int = 256, optimize: bool = False) -> bytes:
        captured.append(img.copy())
        return original(img, colors, optimize)

    rows: dict[str, dict[str, list[float]]] = {}
    primitives.to_png = capture  # type: ignore[assignment]
    try:
        for kind, render in images:
            render()  # warm the caches
            captured.clear()
            start = time.thread_time()
            render()
            total = time.thread_time() - start
            row = rows.setdefault(kind, {})
            for img in captured:
                rgb = img.convert("RGB") if img.mode != "RGB" else img
                start = time.thread_time()
                quantized = rgb.quantize(
                    256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
                )
                quantize = time.thread_time() - start
                row.setdefault("quantize", []).append(quantize)
                for level in LEVELS:
                    buf = io.BytesIO()
                    start = time.thread_time()
                    quantized.save(buf, "PNG", optimize=False, compress_level=level)
                    row.setdefault(f"zlib{level}", []).append(time.thread_time() - start)
                    row.setdefault(f"bytes{level}", []).append(len(buf.getvalue()))
                encoded = row[f"zlib{primitives.PNG_COMPRESS_LEVEL}"][-1]  # (as render() did)
                row.setdefault("draw", []).append(total - quantize - encoded)
    finally:
        primitives.to_png = original  # type: ignore[assignment]
    out = []
    for kind, row in sorted(rows.items()):
        entry: dict[str, Any] = {"kind": kind, "n": len(row["draw"])}
        for key, values in row.items():
            scale = 1 if key.startswith("bytes") else 1000
            entry[key] = statistics.median(values) * scale
        out.append(entry)
    return out


def _children_cpu() -> float:
    """CPU seconds of this process's descendants alive now (the render workers and their
    forkserver)."""
    tick = os.sysconf("SC_CLK_TCK")
    total, todo = 0.0, [os.getpid()]
    while todo:
        pid = todo.pop()
        for task in Path(f"/proc/{pid}/task").glob("*/children"):
            for child in task.read_text().split():
                todo.append(int(child))
                try:
                    fields = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                total += (int(fields[11]) + int(fields[12])) / tick
    return total


async def throughput(
    images: list[tuple[str, Callable[[], bytes]]], workers: int, seconds: float
) -> dict[str, Any]:
    pool = RenderPool(workers)
    await pool.start()
    try:
        for _, render in images:  # each worker's caches warm
            await asyncio.gather(*(pool.render(render) for _ in range(workers)))
        done = 0
        stop = time.perf_counter() + seconds
        cpu0, wall0 = _children_cpu(), time.perf_counter()

        async def feeder(offset: int) -> None:
            nonlocal done
            i = offset
            while time.perf_counter() < stop:
                await pool.render(images[i % len(images)][1])
                done += 1
                i += 1

        await asyncio.gather(*(feeder(k) for k in range(2 * workers)))
        wall, cpu = time.perf_counter() - wall0, _children_cpu() - cpu0
    finally:
        pool.close()
    return {
        "workers": workers,
        "pictures": done,
        "seconds": wall,
        "pictures_per_s": done / wall,
        "worker_cpu_s": cpu,
        "cpu_ms_per_picture": 1000 * cpu / max(1, done),
        "pictures_per_s_per_core": done / cpu if cpu else None,
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_common_args(parser)
    parser.add_argument("--workers", type=int, default=2, help="render workers (2, as shipped)")
    parser.add_argument("--seconds", type=float, help="throughput run (default 20, quick 8)")
    args = parser.parse_args(argv)
    seconds = args.seconds or (8.0 if args.quick else 20.0)
    info = machine()
    print(f"render pool benchmark · {machine_line(info)}")
    fonts.warm_up()
    images = pictures(2 if args.quick else 4)
    enc = encoding(images)
    print(
        table(
            ["picture", "n", "draw ms", "quantize ms"]
            + [f"zlib {lv} ms" for lv in LEVELS]
            + [f"KB at {lv}" for lv in LEVELS],
            [
                [e["kind"], e["n"], fmt(e["draw"]), fmt(e["quantize"])]
                + [fmt(e[f"zlib{lv}"]) for lv in LEVELS]
                + [fmt(e[f"bytes{lv}"] / 1024) for lv in LEVELS]
                for e in enc
            ],
        )
    )
    result = event_loop.run(throughput(images, args.workers, seconds))
    print(
        f"\n{result['workers']} workers: {result['pictures']} pictures in"
        f" {result['seconds']:.1f} s = {result['pictures_per_s']:.1f}/s;"
        f" {result['cpu_ms_per_picture']:.1f} ms of worker CPU per picture ="
        f" {fmt(result['pictures_per_s_per_core'])} pictures/s per core"
        f" (load average {result['load_average']})"
    )
    write_json(
        args.json,
        {"benchmark": "render_pool", "machine": info, "encoding": enc, "throughput": result},
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Shared helpers of the benchmark scripts: statistics, tables, JSON output, machine facts.

Not a benchmark itself. Every script puts the repository root first on ``sys.path`` before
importing the project (so ``benchmarks/rendering.py`` does not shadow the ``rendering`` package
and ``python benchmarks/<name>.py`` works from any working directory).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import os
import platform
import statistics
import subprocess
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


# -- statistics -----------------------------------------------------------------------------
def quantile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) with linear interpolation; NaN for no values."""
    if not values:
        return math.nan
    ordered = sorted(values)
    if len(ordered) == 1:
        return ordered[0]
    pos = q * (len(ordered) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def summary(values: Sequence[float]) -> dict[str, float]:
    """n, min, median, p95, p99, max and mean of ``values``."""
    if not values:
        return {"n": 0}
    return {
        "n": len(values),
        "min": min(values),
        "median": statistics.median(values),
        "p95": quantile(values, 0.95),
        "p99": quantile(values, 0.99),
        "max": max(values),
        "mean": statistics.fmean(values),
    }


def spread(values: Sequence[float]) -> str:
    """``median [min–max]`` of per-run figures, for the "spread over runs" columns."""
    if not values:
        return "-"
    return f"{fmt(statistics.median(values))} [{fmt(min(values))}–{fmt(max(values))}]"


def fmt(value: float | int | None, digits: int | None = None) -> str:
    """A compact number: 3 significant figures-ish, thousands with a thin separator."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    if isinstance(value, int):
        return f"{value:,}"
    if digits is not None:
        return f"{value:,.{digits}f}"
    size = abs(value)
    if size >= 1000:
        return f"{value:,.0f}"
    if size >= 100:
        return f"{value:.0f}"
    if size >= 10:
        return f"{value:.1f}"
    if size >= 1:
        return f"{value:.2f}"
    return f"{value:.3f}"


def timed(fn: Callable[[], Any], repeat: int, number: int = 1) -> list[float]:
    """Seconds per call of ``fn`` for ``repeat`` samples of ``number`` calls each."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        samples.append((time.perf_counter() - start) / number)
    return samples


# -- output ---------------------------------------------------------------------------------
def table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    """A Markdown table (also readable in a terminal)."""
    text_rows = [[c if isinstance(c, str) else fmt(c) for c in r] for r in rows]
    widths = [len(h) for h in headers]
    for r in text_rows:
        widths = [max(w, len(c)) for w, c in zip(widths, r, strict=True)]

    def line(cells: Sequence[str]) -> str:
        return "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)) + " |"

    out = [line(headers), "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    out += [line(r) for r in text_rows]
    return "\n".join(out)


def verdict(value: float, target: float, lower_is_better: bool = True) -> str:
    if math.isnan(value):
        return "-"
    ok = value <= target if lower_is_better else value >= target
    return "ok" if ok else "MISS"


def machine() -> dict[str, Any]:
    """Facts about the machine and the moment the benchmark ran."""
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        load = os.getloadavg()
    except OSError:
        load = (math.nan, math.nan, math.nan)
    return {
        "code": code_version(),
        "date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "nproc": os.cpu_count(),
        "cpu": model or platform.processor(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "loadavg": [round(x, 2) for x in load],
    }


def code_version() -> str:
    """The commit measured, with "+ local changes" when the working tree differs from it."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
        ).stdout.strip()
        changed = subprocess.run(
            ["git", "diff", "HEAD", "--name-only", "--", "bot", "cogs", "rendering", "data"],
            cwd=ROOT,
            capture_output=True,
            text=True,
        ).stdout.split()
    except OSError:
        return "unknown"
    if not head:
        return "unknown"
    return f"{head} + local changes ({', '.join(changed)})" if changed else head


def machine_line(info: dict[str, Any] | None = None) -> str:
    info = info or machine()
    la = info["loadavg"]
    return (
        f"code {info['code']} · {info['date']} · {info['nproc']} cores · {info['cpu']}"
        f" · Python {info['python']}"
        f" · load average {la[0]:.2f} {la[1]:.2f} {la[2]:.2f}"
    )


def add_common_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--quick", action="store_true", help="fewer runs (about a minute)")
    parser.add_argument("--json", metavar="PATH", help="also write the figures as JSON")


def write_json(path: str | None, payload: dict[str, Any]) -> None:
    if not path:
        return
    Path(path).write_text(json.dumps(payload, indent=2, default=float) + "\n", encoding="utf-8")
    print(f"wrote {path}")


def rss_bytes(pid: int | str = "self") -> int:
    """Resident set size of a process (Linux ``/proc``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0

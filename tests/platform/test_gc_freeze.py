"""The bot freezes its start-up objects out of the garbage collector's scans (``tune_gc``):
every language's compiled catalog must be among them, or each full collection walks ~200,000
catalog objects (a loop stall of ~200 ms, BENCHMARKS.md section 6)."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import gc
from bot import i18n
from bot.cli import tune_gc
tune_gc()
gc.collect()
before = len(gc.get_objects())
i18n.warm_up()  # every message of every language formatted again, as players would
for lang in i18n.locales():
    i18n.messages(lang)("lobby.players")
gc.collect()
print(len(gc.get_objects()) - before)
"""


def test_every_catalog_is_frozen_with_the_start_up_objects() -> None:
    probe = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=120
    )
    grown = int(probe.stdout.split()[-1])
    assert grown < 5_000, f"{grown:,} objects left for the collector to scan after start-up"

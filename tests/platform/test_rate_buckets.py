"""discord.py's rate-limit buckets are pruned every few seconds: the idle ones that tell nothing a
fresh bucket would not go; a bucket in use or with its limit reached stays; discord.py's own scan
of every bucket on each new one is off."""

from __future__ import annotations

import asyncio

import discord.http

from bot.interface.rate_buckets import IDLE, BucketPruner, prune


def bucket(http: discord.http.HTTPClient, key: str, *, idle_for: float) -> discord.http.Ratelimit:
    made = http.get_ratelimit(key)
    made._last_request = asyncio.get_running_loop().time() - idle_for
    return made


async def test_idle_buckets_go_and_buckets_in_force_stay() -> None:
    http = discord.http.HTTPClient(asyncio.get_running_loop())
    now = asyncio.get_running_loop().time()
    bucket(http, "idle", idle_for=IDLE + 1)
    bucket(http, "recent", idle_for=1.0)
    out = bucket(http, "request out", idle_for=IDLE + 1)
    out.outgoing = 1
    exhausted = bucket(http, "limit reached", idle_for=IDLE + 1)
    exhausted.remaining, exhausted.expires = 0, now + 30.0
    over = bucket(http, "window over", idle_for=IDLE + 1)
    over.remaining, over.expires = 0, now - 1.0
    assert prune(http, now) == 2
    assert sorted(http._buckets) == ["limit reached", "recent", "request out"]


async def test_the_pruner_replaces_discord_py_s_scan_and_prunes_on_its_own() -> None:
    http = discord.http.HTTPClient(asyncio.get_running_loop())
    pruner = BucketPruner(http, every=0.01)
    pruner.start()
    try:
        for i in range(300):  # discord.py would scan (and empty) these on the 256th new bucket
            bucket(http, f"webhook {i}", idle_for=IDLE - 5.0)
        assert len(http._buckets) == 300
        for b in http._buckets.values():
            b._last_request -= 10.0  # now idle long enough
        for _ in range(200):
            if not http._buckets:
                break
            await asyncio.sleep(0.01)
        assert not http._buckets and pruner.pruned == 300
    finally:
        pruner.stop()

"""``/healthz`` and ``/metrics`` (``ICHIBA_METRICS_PORT``), scraped during a real game."""

from __future__ import annotations

import random
from pathlib import Path

import aiohttp
from prometheus_client.parser import text_string_to_metric_families

from tests.e2e.world import make_world, open_and_start, play_game, running_bot
from tests.ports import free_port


async def scrape(port: int) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of ``/metrics``: (name, sorted labels) → value."""
    async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{port}/metrics") as r:
        assert r.status == 200
        text = await r.text()
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


async def health(port: int) -> tuple[int, dict]:
    async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{port}/healthz") as r:
        return r.status, await r.json()


async def test_health_and_metrics_follow_a_game(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟"))
    server, port = world.server, free_port()
    try:
        async with running_bot(world, metrics_port=port) as bot:
            status, body = await health(port)
            assert status == 200 and body["gateway"] == "connected" and body["database"] == "ok"
            before = await scrape(port)
            assert before[("ichiba_games_in_progress", (("game", "fisherman"),))] == 0

            game_id = await open_and_start(world, bot, world.users, game="fisherman")
            server.rate_limit_next("POST", r"/channels/\d+/messages", 0.05)
            await play_game(world, bot, game_id, random.Random(5), max_clicks=10)
            during = await scrape(port)
            assert during[("ichiba_games_in_progress", (("game", "fisherman"),))] == 1
            moves = during[("ichiba_actions_total", (("actor", "player"), ("game", "fisherman")))]
            assert moves >= 10
            assert during[("ichiba_interaction_ack_seconds_count", ())] >= 10 + 3  # + lobby
            assert during[("ichiba_interaction_ack_seconds_bucket", (("le", "3.0"),))] >= 13
            posts = during[
                ("ichiba_discord_rest_requests_total", (("method", "POST"), ("status", "2xx")))
            ]
            assert posts > 0 and during[("ichiba_discord_rate_limited_total", ())] >= 1
            assert during[("ichiba_render_seconds_count", (("kind", "fisherman-board"),))] > 0
            assert ("process_resident_memory_bytes", ()) in during
            assert during[("ichiba_full_collection_cost_seconds_per_object", ())] > 0
            assert ("ichiba_full_collections_total", (("kind", "unwalked"),)) in during

            await play_game(world, bot, game_id, random.Random(6))
            status, body = await health(port)
            assert status == 200 and body["idle"] is True, body  # nothing under way any more
            after = await scrape(port)
            assert after[("ichiba_games_in_progress", (("game", "fisherman"),))] == 0
            assert (
                after[("ichiba_actions_total", (("actor", "player"), ("game", "fisherman")))]
                > moves
            )

            await bot.store.close()  # the database goes away: unhealthy, and why
            status, body = await health(port)
            assert status == 503 and body["database"].startswith("unavailable")
    finally:
        await server.close()


async def test_nothing_listens_without_a_port(tmp_path: Path) -> None:
    world = await make_world(tmp_path, ("Alice",))
    try:
        async with running_bot(world) as bot:
            assert bot.health_server is None
    finally:
        await world.server.close()

"""Health and metrics over HTTP (``ICHIBA_METRICS_PORT``): ``/healthz`` and ``/metrics``.

The server runs inside the bot's event loop (aiohttp's web server, which discord.py already
brings), so it costs no thread. Metrics use the standard Prometheus client with a registry of
the bot's own, so several bots in one process (the tests) do not share figures. The bot records
what happens as it happens (:meth:`Metrics.action`, :meth:`Metrics.acknowledged`,
:meth:`Metrics.rendered`; REST calls through an ``aiohttp.TraceConfig`` that discord.py hands to
its HTTP session, its public ``http_trace`` option); counts read from the database (games in
progress, lobbies) and the outbox depth are read at each scrape, and so are the idle
collector's figures (:meth:`Metrics.watch_collections`).
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Awaitable, Callable, Iterator
from types import SimpleNamespace
from typing import Any

import aiohttp
from aiohttp import web
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    gc_collector,
    generate_latest,
    platform_collector,
    process_collector,
)
from prometheus_client.metrics_core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from bot.interface.idle_gc import IdleCollector

log = logging.getLogger(__name__)
ACK_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0)
RENDER_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)


class Metrics:
    """The bot's figures. ``refresh`` (set by the bot) updates the read-at-scrape gauges."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        process_collector.ProcessCollector(registry=self.registry)
        platform_collector.PlatformCollector(registry=self.registry)
        gc_collector.GCCollector(registry=self.registry)
        r = self.registry
        self.games = Gauge("ichiba_games_in_progress", "Games being played", ["game"], registry=r)
        self.lobbies = Gauge("ichiba_lobbies_open", "Lobbies waiting for players", registry=r)
        self.outbox = Gauge("ichiba_outbox_depth", "Messages waiting to be drawn", registry=r)
        self.actions = Counter("ichiba_actions", "Moves applied", ["game", "actor"], registry=r)
        self.ack = Histogram(
            "ichiba_interaction_ack_seconds",
            "From a click's creation (its Discord id) to its acknowledgement",
            buckets=ACK_BUCKETS,
            registry=r,
        )
        self.rest = Counter(
            "ichiba_discord_rest_requests",
            "REST calls to Discord",
            ["method", "status"],
            registry=r,
        )
        self.rate_limited = Counter(
            "ichiba_discord_rate_limited", "429 answers from Discord", registry=r
        )
        self.render = Histogram(
            "ichiba_render_seconds",
            "Drawing one picture",
            ["kind"],
            buckets=RENDER_BUCKETS,
            registry=r,
        )
        self.refresh: Callable[[], Awaitable[None]] | None = None

    # -- recording -------------------------------------------------------------------------
    def action(self, game: str, actor: str) -> None:
        self.actions.labels(game, actor).inc()

    def acknowledged(self, created_at: float) -> None:
        """A click was acknowledged; ``created_at`` is its creation time (Unix seconds)."""
        self.ack.observe(max(0.0, time.time() - created_at))

    def rendered(self, kind: str, seconds: float) -> None:
        self.render.labels(kind).observe(seconds)

    def http_trace(self) -> aiohttp.TraceConfig:
        """Counts every REST call discord.py makes (pass as the client's ``http_trace``)."""
        trace = aiohttp.TraceConfig()

        async def on_end(
            session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
        ) -> None:
            status = params.response.status
            self.rest.labels(params.method, f"{status // 100}xx").inc()
            if status == 429:
                self.rate_limited.inc()

        async def on_error(
            session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
        ) -> None:
            self.rest.labels(params.method, "error").inc()

        trace.on_request_end.append(on_end)
        trace.on_request_exception.append(on_error)
        return trace

    def watch_collections(self, collector: IdleCollector) -> None:
        """Export what the bot's own full garbage collections do (read at each scrape)."""
        self.registry.register(_CollectionFigures(collector))

    async def exposition(self) -> bytes:
        if self.refresh is not None:
            await self.refresh()
        return generate_latest(self.registry)


class _CollectionFigures(Collector):
    """The idle collector's counts and the cost per object it has learned."""

    def __init__(self, collector: IdleCollector) -> None:
        self.collector = collector

    def collect(self) -> Iterator[Metric]:
        c = self.collector
        runs = CounterMetricFamily(
            "ichiba_full_collections",
            "The bot's own full garbage collections: walked (new objects only), thawed (all "
            "objects), unwalked (frozen without a walk: busy, or over the walk budget)",
            labels=["kind"],
        )
        runs.add_metric(["walked"], c.collections - c.thaws)
        runs.add_metric(["thawed"], c.thaws)
        runs.add_metric(["unwalked"], c.unwalked)
        yield runs
        yield GaugeMetricFamily(
            "ichiba_full_collection_cost_seconds_per_object",
            "CPU a full collection's walk takes per object, as learned from the last walks",
            value=c.cost,
        )


class HealthServer:
    """``/healthz`` and ``/metrics`` on ``host:port``, in the running event loop."""

    def __init__(
        self,
        metrics: Metrics,
        health: Callable[[], Awaitable[tuple[bool, dict[str, Any]]]],
        host: str,
        port: int,
    ) -> None:
        self.metrics = metrics
        self.health = health
        self.host, self.port = host, port
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/metrics", self._metrics)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        log.info("health and metrics on http://%s:%d/", self.host, self.port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _healthz(self, request: web.Request) -> web.Response:
        healthy, details = await self.health()
        return web.Response(
            status=200 if healthy else 503,
            text=json.dumps({"status": "ok" if healthy else "unhealthy", **details}),
            content_type="application/json",
        )

    async def _metrics(self, request: web.Request) -> web.Response:
        body = await self.metrics.exposition()
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})

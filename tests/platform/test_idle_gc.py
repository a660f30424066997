"""Full garbage collections run at quiet moments: Python's own are off while a collector runs, a
due collection waits while the bot is busy (at most ``max_wait``, then freezes without a walk),
a walk never takes longer than its budget at the cost per object learned from the collector's own
walks, nothing is left behind, and ``/metrics`` shows what it did."""

from __future__ import annotations

import asyncio
import gc
import weakref

from prometheus_client import generate_latest
from prometheus_client.parser import text_string_to_metric_families

from bot.interface.idle_gc import NEVER, IdleCollector
from bot.interface.metrics import Metrics

ANY = float("inf")  # a walk budget no heap passes: every quiet collection walks


def make_due() -> None:
    """As many young (generation 1) collections as Python waits for before a full one."""
    for _ in range(gc.get_threshold()[2] if gc.get_threshold()[2] < NEVER else 10):
        gc.collect(1)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


async def test_python_s_full_collections_are_off_while_collectors_run() -> None:
    before = gc.get_threshold()
    first, second = IdleCollector(lambda: False), IdleCollector(lambda: False)
    first.start()
    second.start()
    try:
        assert gc.get_threshold() == (before[0], before[1], NEVER)
        first.stop()
        assert gc.get_threshold()[2] == NEVER  # the second still runs
    finally:
        second.stop()
        first.stop()  # a second stop changes nothing
    assert gc.get_threshold() == before


async def test_a_due_collection_runs_at_once_when_the_bot_is_quiet() -> None:
    collector = IdleCollector(lambda: False, walk_budget=ANY)
    collector.start()
    try:
        gc.collect()
        assert not collector.due() and not collector.step()
        make_due()
        assert collector.due()
        assert collector.step()
        assert gc.get_count()[2] == 0  # that was a full collection
        assert collector.collections == 1
    finally:
        collector.stop()


async def test_a_due_collection_waits_while_busy_but_no_longer_than_max_wait() -> None:
    busy = [True]
    clock = Clock()
    collector = IdleCollector(lambda: busy[0], max_wait=60.0, walk_budget=ANY, clock=clock)
    collector.start()
    try:
        node = Node()
        gone = weakref.ref(node)
        gc.collect(1)  # old now
        del node
        make_due()
        assert not collector.step()  # busy: wait
        clock.now += 59.0
        assert not collector.step()
        clock.now += 1.0
        assert collector.step()  # waited long enough: freeze what is new, without a walk
        assert (collector.collections, collector.unwalked) == (0, 1)
        assert gone() is not None and not collector.due()
        make_due()
        clock.now += 5.0
        assert not collector.step()
        busy[0] = False
        assert collector.step()  # quiet now: a walk
        assert (collector.collections, collector.unwalked) == (1, 1)
    finally:
        collector.stop()
    gc.collect()
    assert gone() is None  # the frozen cycle, given back to Python's scans


async def test_a_walk_never_passes_its_budget() -> None:
    """New objects that would take longer than ``walk_budget`` to walk: frozen unwalked, even
    at a quiet moment; the next collection (few new objects) walks."""
    collector = IdleCollector(lambda: False, walk_budget=0.005, cost=1e-6)
    collector.start()
    try:
        made = [[n] for n in range(10_000)]  # (lists are tracked): 10 ms at 1 µs each
        make_due()
        assert collector.step()
        assert (collector.collections, collector.unwalked) == (0, 1)
        assert gc.get_freeze_count() >= len(made)
        make_due()
        assert collector.step()
        assert (collector.collections, collector.unwalked) == (1, 1)
        assert gc.get_count()[2] == 0  # a full collection
    finally:
        collector.stop()


async def test_the_cost_of_a_walk_is_learned_from_the_collector_s_own_walks() -> None:
    """A walk dearer than thought sets the cost at once, and the next heap as big is frozen
    unwalked when that cost passes the budget; a cheaper walk lowers the cost half-way."""
    collector = IdleCollector(lambda: False, walk_budget=ANY, cost=1e-12)
    collector.start()
    try:
        made = [[n] for n in range(20_000)]
        make_due()
        assert collector.step() and collector.collections == 1
        learned = collector.cost
        assert learned > 1e-12  # the walk's own time per object
        collector.walk_budget = 10_000 * learned  # half of what a heap like that one takes
        more = [[n] for n in range(20_000)]
        make_due()
        assert collector.step()
        assert (collector.collections, collector.unwalked) == (1, 1)
        collector.cost = 1.0  # far dearer than any walk: the next timed walk halves the gap
        collector.walk_budget = ANY
        again = [[n] for n in range(2_000)]
        make_due()
        assert collector.step() and collector.collections == 2
        assert 0.5 < collector.cost < 1.0
        del made, more, again
    finally:
        collector.stop()


async def test_the_collector_task_collects_old_garbage_cycles_by_itself() -> None:
    collector = IdleCollector(lambda: False, check_every=0.01, walk_budget=ANY)
    collector.start()
    try:

        class Node:
            pass

        node = Node()
        node.self = node  # type: ignore[attr-defined]
        gone = weakref.ref(node)
        gc.collect(1)  # the cycle survives a young collection: it is old now
        del node
        make_due()  # young collections do not look at old objects
        assert gone() is not None
        for _ in range(200):
            if gone() is None:
                break
            await asyncio.sleep(0.01)
        assert gone() is None
        assert collector.collections >= 1
    finally:
        collector.stop()


class Node:
    """A reference cycle of its own."""

    def __init__(self) -> None:
        self.me = self


async def test_survivors_are_frozen_and_a_thaw_frees_cycles_that_died_frozen() -> None:
    busy = [False]
    clock = Clock()
    collector = IdleCollector(
        lambda: busy[0], walk_budget=ANY, thaw_every=600.0, max_thaw_wait=300.0, clock=clock
    )
    collector.start()
    try:
        node = Node()
        gone = weakref.ref(node)
        make_due()
        assert collector.step()
        assert gc.get_freeze_count() > 0  # the survivors, the node among them
        del node
        make_due()
        assert collector.step() and gone() is not None  # frozen: not walked
        clock.now += 600.0
        busy[0] = True
        make_due()
        assert not collector.step()  # busy: the collection waits
        clock.now += 60.0
        assert collector.step() and gone() is not None  # ... then runs, but the thaw waits
        busy[0] = False
        make_due()
        assert collector.step() and gone() is None  # quiet: everything walked once
        assert collector.thaws == 1
        clock.now += 600.0 + 300.0 - 60.0
        busy[0] = True
        make_due()
        assert not collector.step()
        clock.now += 60.0
        assert collector.step() and collector.thaws == 2  # waited long enough: thawed anyway
    finally:
        collector.stop()
    assert gc.get_freeze_count() == 0  # given back to Python's scans


async def test_the_collector_s_figures_are_exported_as_metrics() -> None:
    """``/metrics`` reads the collector's counts and learned cost at each scrape."""
    metrics = Metrics()
    collector = IdleCollector(lambda: False, walk_budget=0.005, cost=1e-6)
    metrics.watch_collections(collector)
    collector.start()
    try:
        made = [[n] for n in range(10_000)]  # over the budget: frozen unwalked
        make_due()
        assert collector.step()
        assert scraped(metrics) == {"walked": 0, "thawed": 0, "unwalked": 1, "cost": 1e-6}
        make_due()
        assert collector.step()  # few new objects: walked
        figures = scraped(metrics)
        assert (figures["walked"], figures["unwalked"]) == (1, 1)
        assert figures["cost"] == collector.cost
        del made
    finally:
        collector.stop()


def scraped(metrics: Metrics) -> dict[str, float]:
    """The collector's samples in the Prometheus text the bot serves."""
    text = generate_latest(metrics.registry).decode()
    figures = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == "ichiba_full_collections_total":
                figures[sample.labels["kind"]] = sample.value
            elif sample.name == "ichiba_full_collection_cost_seconds_per_object":
                figures["cost"] = sample.value
    return figures

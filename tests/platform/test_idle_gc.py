"""Full garbage collections run at quiet moments: Python's own are off while a collector runs, a
due collection waits while the bot is busy (at most ``max_wait``, then freezes without a walk),
a walk is never longer than ``max_walk`` objects, and nothing is left behind."""

from __future__ import annotations

import asyncio
import gc
import weakref

from bot.interface.idle_gc import NEVER, IdleCollector

ANY = 10**9  # a max_walk no test process reaches: every quiet collection walks


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
    collector = IdleCollector(lambda: False, max_walk=ANY)
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
    collector = IdleCollector(lambda: busy[0], max_wait=60.0, max_walk=ANY, clock=clock)
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


async def test_a_walk_never_passes_max_walk_objects() -> None:
    """More new objects than ``max_walk``: frozen unwalked, even at a quiet moment; the next
    collection (few new objects) walks."""
    collector = IdleCollector(lambda: False, max_walk=5_000)
    collector.start()
    try:
        made = [[n] for n in range(10_000)]  # (lists are tracked)
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


async def test_the_collector_task_collects_old_garbage_cycles_by_itself() -> None:
    collector = IdleCollector(lambda: False, check_every=0.01, max_walk=ANY)
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
        lambda: busy[0], max_walk=ANY, thaw_every=600.0, max_thaw_wait=300.0, clock=clock
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

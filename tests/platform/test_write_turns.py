"""SQLite's writer taken in turns: writes that answer someone go before background writes, in
order within each kind, and a waiter cancelled at any moment never keeps the writer."""

from __future__ import annotations

import asyncio
import contextvars

from bot.store.turns import WriteTurns, answering


async def _write(turns: WriteTurns, name: str, order: list[str], urgent: bool) -> None:
    if urgent:
        answering()
    async with turns.turn():
        order.append(name)
        await asyncio.sleep(0)


def _start(coro) -> asyncio.Task[None]:
    """A task in a fresh context (as each interaction's handler has its own)."""
    return asyncio.get_running_loop().create_task(coro, context=contextvars.Context())


async def _queued(turns: WriteTurns, n: int) -> None:
    while turns.waiting < n:
        await asyncio.sleep(0)


async def test_answers_write_before_the_background_each_kind_in_order() -> None:
    turns, order = WriteTurns(), []
    async with turns.turn():  # the writer is busy while the others arrive
        tasks = [_start(_write(turns, "board 1", order, False))]
        await _queued(turns, 1)
        tasks.append(_start(_write(turns, "dm 2", order, False)))
        await _queued(turns, 2)
        tasks.append(_start(_write(turns, "join 3", order, True)))
        await _queued(turns, 3)
        tasks.append(_start(_write(turns, "play 4", order, True)))
        await _queued(turns, 4)
    await asyncio.gather(*tasks)
    assert order == ["join 3", "play 4", "board 1", "dm 2"]
    async with asyncio.timeout(1), turns.turn():  # free again
        pass


async def test_a_cancelled_waiter_never_keeps_the_writer() -> None:
    turns, order = WriteTurns(), []
    async with turns.turn():
        gone = _start(_write(turns, "gone", order, True))
        await _queued(turns, 1)
        later = _start(_write(turns, "later", order, False))
        await _queued(turns, 2)
        gone.cancel()  # while waiting
        await asyncio.sleep(0)
        assert turns.waiting == 1
    await later
    # Handed the writer and cancelled before it runs: it hands the writer on.
    async with turns.turn():
        handed = _start(_write(turns, "handed", order, True))
        await _queued(turns, 1)
        last = _start(_write(turns, "last", order, False))
        await _queued(turns, 2)
    handed.cancel()  # the writer was just handed to it; it has not run yet
    await last
    assert order == ["later", "last"]
    assert handed.cancelled() and gone.cancelled()
    async with asyncio.timeout(1), turns.turn():
        pass

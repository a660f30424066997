"""The PostgreSQL store's own connection pool (bot/store/pg_pool.py), on a real server: what it
lends, when callers wait, and which connections it closes instead of lending again."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable

import asyncpg
import pytest

from bot.store import StoreUnavailable, open_store
from bot.store.pg_pool import ConnectionPool, PoolClosed


def _pool(url: str, size: int) -> ConnectionPool:
    return ConnectionPool(functools.partial(asyncpg.connect, url), size)


async def _until(condition: Callable[[], bool]) -> None:
    """Let the loop run until ``condition`` holds (a few turns; no timing involved)."""
    while not condition():
        await asyncio.sleep(0)


async def _pid(pool: ConnectionPool) -> int:
    async with pool.lend() as conn:
        return int(await conn.fetchval("SELECT pg_backend_pid()"))


async def test_connections_are_lent_again_and_at_most_size(postgres_url: str) -> None:
    pool = _pool(postgres_url, 2)
    try:
        await pool.start()
        first = await _pid(pool)
        assert await _pid(pool) == first  # the same connection, lent again
        assert pool.open_connections == 1
        async with pool.lend() as a, pool.lend() as b:
            assert a is not b
            assert pool.open_connections == 2
            pid_b = int(await b.fetchval("SELECT pg_backend_pid()"))
            third = asyncio.ensure_future(_pid(pool))
            await _until(lambda: pool.waiting == 1)
            assert not third.done()  # waits: both are lent
        assert await third == pid_b  # the first one given back goes to the waiter
        assert pool.open_connections == 2
    finally:
        await pool.close()


async def test_waiters_are_served_in_order(postgres_url: str) -> None:
    pool = _pool(postgres_url, 1)
    order: list[int] = []

    async def user(n: int) -> None:
        async with pool.lend() as conn:
            order.append(n)
            await conn.fetchval("SELECT 1")

    try:
        async with pool.lend():
            users = [asyncio.ensure_future(user(n)) for n in range(5)]
            await _until(lambda: pool.waiting == 5)
            assert order == []
        await asyncio.gather(*users)
        assert order == [0, 1, 2, 3, 4]
        assert pool.open_connections == 1
    finally:
        await pool.close()


async def test_an_error_the_server_reports_keeps_the_connection(postgres_url: str) -> None:
    pool = _pool(postgres_url, 2)
    try:
        before = await _pid(pool)
        with pytest.raises(asyncpg.DivisionByZeroError):
            async with pool.lend() as conn, conn.transaction():
                await conn.fetchval("SELECT 1 / 0")
        with pytest.raises(KeyError):  # the caller's own error, after a statement
            async with pool.lend() as conn:
                await conn.fetchval("SELECT 1")
                raise KeyError("x")
        assert await _pid(pool) == before
        assert pool.open_connections == 1
    finally:
        await pool.close()


async def test_a_cancelled_statement_closes_its_connection(postgres_url: str) -> None:
    pool = _pool(postgres_url, 2)
    try:
        before = await _pid(pool)

        lent = asyncio.Event()

        async def slow() -> None:
            async with pool.lend() as conn:
                lent.set()
                await conn.execute("SELECT pg_sleep(30)")

        task = asyncio.ensure_future(slow())
        await lent.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert pool.open_connections == 0  # not lent again: its state is unknown
        assert await _pid(pool) != before
    finally:
        await pool.close()


async def test_a_transaction_left_open_is_not_lent_again(postgres_url: str) -> None:
    pool = _pool(postgres_url, 2)
    try:
        before = await _pid(pool)
        async with pool.lend() as conn:
            await conn.execute("BEGIN")
        assert await _pid(pool) != before
        assert pool.open_connections == 1
    finally:
        await pool.close()


async def test_a_connection_the_server_closed_is_replaced(postgres_url: str) -> None:
    """The store answers StoreUnavailable once at most, then works on a new connection."""
    store = await open_store(postgres_url)
    killer = await asyncpg.connect(postgres_url)
    try:
        pids = await killer.fetch(
            "SELECT pid FROM pg_stat_activity WHERE application_name = 'ichiba'"
            " AND datname = current_database()"
        )
        assert pids
        for row in pids:
            await killer.execute("SELECT pg_terminate_backend($1)", row["pid"])
        failures = 0
        for n in range(3):  # the first may fail, when the closed connection is not seen yet
            try:
                assert await store.scalar(f"SELECT {n}") == n
            except StoreUnavailable:
                failures += 1
        assert failures <= 1 and n == 2
    finally:
        await killer.close()
        await store.close()


async def test_a_failed_connect_frees_its_place(postgres_url: str) -> None:
    calls = 0

    async def connect() -> asyncpg.Connection:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise OSError("refused")
        return await asyncpg.connect(postgres_url)

    pool = ConnectionPool(connect, 1)
    try:
        with pytest.raises(OSError):
            await pool.start()
        assert pool.open_connections == 0
        await pool.start()
        assert pool.open_connections == 1
    finally:
        await pool.close()


async def test_a_waiter_cancelled_as_it_is_served_passes_the_connection_on(
    postgres_url: str,
) -> None:
    pool = _pool(postgres_url, 1)
    try:
        async with pool.lend() as held:
            first = asyncio.ensure_future(_pid(pool))
            second = asyncio.ensure_future(_pid(pool))
            await _until(lambda: pool.waiting == 2)
        first.cancel()  # handed the connection, cancelled before it ran
        with pytest.raises(asyncio.CancelledError):
            await first
        assert await second == int(await held.fetchval("SELECT pg_backend_pid()"))
        assert pool.open_connections == 1
    finally:
        await pool.close()


async def test_closing_refuses_and_wakes_the_waiters(postgres_url: str) -> None:
    pool = _pool(postgres_url, 1)
    async with pool.lend() as conn:
        waiter = asyncio.ensure_future(_pid(pool))
        await _until(lambda: pool.waiting == 1)
        await pool.close()
        with pytest.raises(PoolClosed):
            await waiter
    assert conn.is_closed()  # closed as it came back
    assert pool.open_connections == 0
    with pytest.raises(PoolClosed):
        await _pid(pool)

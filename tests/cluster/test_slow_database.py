"""A shared database answers later than a local file: a click whose bookkeeping (noting the
user's client language) waits on the database is still handled once, by its control. Before,
``on_interaction`` looked at the clicked message only after that write, and by then the control
had handled the click and let go of the message, so the click was taken for an orphan and
answered a second time (``InteractionResponded``; found by benchmarks/cluster.py on
PostgreSQL)."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from tests.e2e.world import make_world, message_updated, running_bot, verb_button
from tests.waits import until


async def test_a_click_is_handled_once_when_the_database_is_slow(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    world = await make_world(tmp_path, ("Alice", "山田太郎", "张伟"))
    server = world.server
    try:
        async with running_bot(world) as bot:
            remember = bot.user_locales.remember
            writing: list[int] = []  # the slow writes under way

            async def slow(user_id: int, locale: str) -> None:
                writing.append(user_id)
                await asyncio.sleep(0.3)  # a busy database server, far away
                await remember(user_id, locale)
                writing.remove(user_id)

            bot.user_locales.remember = slow  # type: ignore[method-assign]
            host, *guests = world.users
            with caplog.at_level(logging.ERROR):
                lobby = await server.slash(host, world.channel, "play", game="tsukiji")
                for guest in guests:
                    joined = await server.click(
                        guest, lobby.message, verb_button(lobby.message, "join")
                    )
                    assert message_updated(joined), joined.content
                await until(lambda: not writing, "the clicks' bookkeeping never ended")
                await bot.work.quiet()
            errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
            assert not errors, [r.getMessage() for r in errors]
            row = await bot.store.games.open_in_channel(int(world.channel.id))
            assert row is not None and len(row.seats) == 3
            assert all(r.followups == [] for r in server.interactions.values()), [
                r.followups[0].content for r in server.interactions.values() if r.followups
            ]
            assert await bot.store.user_locales.get(int(guests[0].id)) is not None  # still noted
    finally:
        await server.close()

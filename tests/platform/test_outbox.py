"""The outbox: messages behind the store are drawn a few at a time, requests for the same message
coalesce, and what waits is a key, not a task."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.interface.outbox import Outbox
from tests.waits import until


class Recorder:
    """A ``draw`` that records its calls and waits until released."""

    def __init__(self) -> None:
        self.calls: list[tuple[int, int | None, int]] = []
        self.running = 0
        self.most = 0
        self.release = asyncio.Event()
        self.fail: set[tuple[int, int | None]] = set()

    async def __call__(self, game_id: int, seat: int | None, version: int) -> None:
        self.calls.append((game_id, seat, version))
        self.running += 1
        self.most = max(self.most, self.running)
        try:
            await self.release.wait()
            if (game_id, seat) in self.fail:
                raise RuntimeError("Discord said no")
        finally:
            self.running -= 1


async def test_at_most_the_drawers_draw_at_once_and_every_message_is_drawn() -> None:
    draw = Recorder()
    outbox = Outbox(draw, drawers=3)
    tasks_before = len(asyncio.all_tasks())
    for game in range(100):
        outbox.add(game, None)
        outbox.add(game, 0, version=5)
    await until(lambda: draw.running == 3, "three drawers at work")
    assert len(asyncio.all_tasks()) - tasks_before == 3  # 200 waiting messages, 3 tasks
    assert len(outbox) == 197
    assert outbox.busy
    draw.release.set()
    await asyncio.wait_for(outbox.idle(), 5)
    assert draw.most == 3
    assert sorted(draw.calls, key=str) == sorted(
        [(g, None, 0) for g in range(100)] + [(g, 0, 5) for g in range(100)], key=str
    )
    assert not outbox.busy and len(outbox) == 0


async def test_requests_for_a_waiting_message_coalesce_at_the_newest_version() -> None:
    draw = Recorder()
    outbox = Outbox(draw, drawers=1)
    outbox.add(1, 2, version=3)  # being drawn
    await asyncio.sleep(0)
    for version in (4, 9, 6):
        outbox.add(1, 2, version=version)  # waiting: one message at version 9
    outbox.add(1, None)
    assert len(outbox) == 2
    draw.release.set()
    await asyncio.wait_for(outbox.idle(), 5)
    assert draw.calls == [(1, 2, 3), (1, 2, 9), (1, None, 0)]  # in the order first asked


async def test_a_failed_drawing_is_logged_and_the_others_go_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    draw = Recorder()
    draw.fail.add((7, 1))
    draw.release.set()
    outbox = Outbox(draw, drawers=1)
    with caplog.at_level(logging.ERROR, logger="bot.interface.outbox"):
        for seat in range(3):
            outbox.add(7, seat, version=1)
        await asyncio.wait_for(outbox.idle(), 5)
    assert [call[1] for call in draw.calls] == [0, 1, 2]
    assert "drawing message 1 of game 7 failed" in caplog.text


async def test_a_closed_game_is_discarded_and_close_stops_the_drawers() -> None:
    draw = Recorder()
    outbox = Outbox(draw, drawers=1)
    for game in (1, 2, 3):
        outbox.add(game, None)
    await asyncio.sleep(0)
    outbox.discard(2)
    assert len(outbox) == 1  # game 1 is being drawn, game 3 waits
    outbox.close()
    await asyncio.wait_for(outbox.idle(), 5)
    outbox.add(4, None)  # after shutdown nothing more is drawn
    await asyncio.sleep(0.01)
    assert draw.calls == [(1, None, 0)]
    assert not outbox.busy


async def test_idle_at_once_when_nothing_was_asked() -> None:
    outbox = Outbox(Recorder())
    await asyncio.wait_for(outbox.idle(), 1)
    assert not outbox.busy

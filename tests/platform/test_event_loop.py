"""The bot's event loop: uvloop where it is installed (a dependency on Linux and macOS), and
asyncio's own loop where it is not."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

import pytest
import uvloop

from bot import event_loop


async def _loop_type() -> type:
    await asyncio.sleep(0)
    return type(asyncio.get_running_loop())


def test_the_bot_runs_on_uvloop() -> None:
    assert event_loop.run(_loop_type()) is uvloop.Loop


def test_without_uvloop_it_runs_on_asyncios_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "uvloop", None)  # `import uvloop` raises ImportError
    assert event_loop.loop_factory() is None
    assert not issubclass(event_loop.run(_loop_type()), uvloop.Loop)


def test_the_command_line_runs_its_commands_on_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`python -m bot migrate` (as `run` and the others) runs its work with ``event_loop.run``."""
    from bot import cli

    loops: list[type] = []
    real = event_loop.run

    def spied(main: Coroutine[Any, Any, Any]) -> Any:
        async def noted() -> Any:
            loops.append(type(asyncio.get_running_loop()))
            return await main

        return real(noted())

    monkeypatch.setattr(event_loop, "run", spied)
    monkeypatch.setenv("ICHIBA_DB", str(tmp_path / "x.db"))
    monkeypatch.delenv("ICHIBA_DATABASE_URL", raising=False)
    assert cli.main(["migrate"]) == cli.EXIT_OK
    assert loops == [uvloop.Loop]

"""Shared fixtures, and the markers every test gets from its folder (see pyproject.toml):

* ``unit``: no bot and no server (the inner loop: ``scripts/test -m unit``);
* ``e2e``: the local Discord (tests/fakediscord), mostly with the real bot in-process or as
  ``python -m bot`` processes;
* ``postgres``: a test that needs the throw-away PostgreSQL server (not ``unit``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.interface.client import IchibaBot
from bot.services.tables import Tables
from bot.store import Store, open_store
from tests.cluster import postgres
from tests.e2e.world import World, make_world, running_bot
from tests.rendering.sprites import forget_sprites

E2E_FOLDERS = {"e2e", "reliability", "cluster"}
POSTGRES_FIXTURES = {"postgres_server", "postgres_url", "target"}

# Whole programs and exhaustive sweeps without a bot: every picture of every game in every
# language, the demo drawing every picture, the CLI's subprocesses, the wheel built and
# installed. They run with the whole suite, not in the inner loop (``-m unit``).
SLOW_FILES = frozenset(
    {
        "rendering/test_layout.py",
        "platform/test_demo.py",
        "platform/test_cli.py",
        "platform/test_wheel_install.py",
    }
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    root = Path(__file__).parent
    for item in items:
        relative = item.path.relative_to(root)
        needs_postgres = bool(POSTGRES_FIXTURES & set(getattr(item, "fixturenames", ())))
        if needs_postgres:
            item.add_marker(pytest.mark.postgres)
        if relative.parts[0] in E2E_FOLDERS or relative.parts[0] == "test_fakediscord.py":
            item.add_marker(pytest.mark.e2e)
        elif relative.as_posix() in SLOW_FILES:
            item.add_marker(pytest.mark.slow)
        elif not needs_postgres:
            item.add_marker(pytest.mark.unit)


# -- databases ----------------------------------------------------------------------------------
@pytest.fixture(autouse=True)
def _no_cached_sprites() -> None:
    """Every test starts with no sprite cached: a test that records what a picture draws
    sees all of it, whatever the worker drew before (``tests/rendering/sprites.py``)."""
    forget_sprites()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A fresh SQLite file's path (not created yet)."""
    return tmp_path / "ichiba.db"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[Store]:
    """A store on a fresh SQLite file, closed after the test."""
    opened = await open_store(db_path)
    yield opened
    await opened.close()


@pytest.fixture
def tables(store: Store) -> Tables:
    return Tables(store)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[postgres.PostgresServer]:
    """This test process's throw-away PostgreSQL server, stopped at the end of the session
    whatever happened (a failure, Ctrl+C)."""
    server = postgres.server()
    try:
        yield server
    finally:
        postgres.stop_server()


@pytest.fixture
def postgres_url(postgres_server: postgres.PostgresServer) -> str:
    """A fresh, empty PostgreSQL database."""
    return postgres_server.create_database()


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request: pytest.FixtureRequest, db_path: Path) -> str:
    """A fresh database of each backend: an SQLite file, then a PostgreSQL database."""
    if request.param == "sqlite":
        return str(db_path)
    return request.getfixturevalue("postgres_url")


# -- the local Discord and the bot -----------------------------------------------------------
@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    """The local Discord with a guild, a channel and four users; closed after the test."""
    made = await make_world(tmp_path)
    try:
        yield made
    finally:
        await made.server.close()


@pytest.fixture
async def bot(world: World) -> AsyncIterator[IchibaBot]:
    """The real bot in-process in ``world`` (pictures off), stopped after the test."""
    async with running_bot(world) as running:
        yield running

"""Secrets: the token never reaches the log (even at DEBUG, through reconnects, rate limits,
errors and a crash), it is not stored, a refused token is reported without being echoed, SQL is
always parameterised, and the database files are private to their owner.

(That ``open_store`` creates the file with mode 0600 is unit-tested in
tests/platform/test_store.py::test_file_is_private_wal_and_migrated; here the real bot process
creates it, with a umask that would allow everything, and the WAL files are checked too.)
"""

from __future__ import annotations

import ast
import asyncio
import os
import random
import stat
import sys
from pathlib import Path

from bot.cli import EXIT_TOKEN
from tests.e2e.process import ROOT, BotProcess, RemoteBot
from tests.e2e.world import World, open_and_start, play_game
from tests.fakediscord import FakeDiscord
from tests.reliability import consistent

# Shaped like a real token: base64 of the bot id, a timestamp, an HMAC.
TOKEN = "MTE5ODc2NTQzMjEwOTg3NjU0Mw.GqX7aB.Zk3-vR9sWq1LmN0pT5uY8cD2eF4gH6jK7lM9nO"
SECRET = TOKEN.rsplit(".", 1)[1]


async def _world(tmp_path: Path, token: str) -> World:
    server = await FakeDiscord.start(token=token)
    guild = server.add_guild("Ichiba test")
    channel = server.add_text_channel(guild, "games")
    users = [server.add_user(name, guild=guild) for name in ("Alice", "山田太郎")]
    world = World(server, channel, users, tmp_path / "data" / "ichiba.db")
    world.guild = guild  # type: ignore[attr-defined]
    return world


async def test_the_token_never_reaches_the_log_nor_the_database(tmp_path: Path) -> None:
    world = await _world(tmp_path, TOKEN)
    (tmp_path / "data").mkdir()
    server = world.server
    rng = random.Random(1)
    process, remote = BotProcess(world, log_level="DEBUG", umask=0), None
    try:
        await process.start()
        remote = await RemoteBot.open(world.db, process)
        game_id = await open_and_start(world, remote, world.users, game="tsukiji")
        await play_game(world, remote, game_id, rng, max_clicks=8)
        await server.disconnect_gateway(resumable=True)  # RESUME carries the token
        await server.wait_connected()
        server.rate_limit_next("POST", rf"/channels/{world.channel.id}/messages", 0.2, count=2)
        server.fail_next("PATCH", rf"/channels/{world.channel.id}/messages/\d+", 500, 0, "Oops")
        await play_game(world, remote, game_id, rng, max_clicks=8)
        await process.stop()  # SIGKILL, then a fresh IDENTIFY
        await process.start()
        await play_game(world, remote, game_id, rng, max_clicks=4)
        await consistent(remote.store, game_id)
    finally:
        if remote is not None:
            await remote.store.close()
        await process.stop()
        await server.close()
    log = process.log
    assert "IDENTIFY" in log and "RESUME" in log and "has returned 200" in log, (
        "the DEBUG log shows the gateway and REST traffic (so a leak would show)"
    )
    assert TOKEN not in log and SECRET not in log, "the token is in the log"
    files = sorted((tmp_path / "data").glob("ichiba.db*"))
    assert {f.name for f in files} >= {"ichiba.db", "ichiba.db-wal", "ichiba.db-shm"}
    for path in files:
        assert SECRET.encode() not in path.read_bytes(), f"the token is stored in {path.name}"
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, f"{path.name} is not owner-only"


async def test_a_refused_token_is_reported_without_echoing_it(tmp_path: Path) -> None:
    world = await _world(tmp_path, "the-right-token")
    wrong = TOKEN[:-6] + "WRONG1"
    env = {
        **os.environ,
        **world.server.subprocess_env(),
        "DISCORD_TOKEN": wrong,
        "ICHIBA_DB": str(tmp_path / "ichiba.db"),
        "LOG_LEVEL": "DEBUG",
        "PYTHONPATH": str(ROOT),
    }
    try:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            cwd=tmp_path,
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        output, _ = await asyncio.wait_for(process.communicate(), 60)
    finally:
        await world.server.close()
    text = output.decode()
    assert process.returncode == EXIT_TOKEN, text
    assert "Discord did not accept DISCORD_TOKEN" in text
    assert wrong not in text and wrong.rsplit(".", 1)[1] not in text
    assert "Traceback" not in text


# -- SQL is always parameterised --------------------------------------------------------------
# aiosqlite's and asyncpg's calls, and the store's own (bot/store/base.py: the backends'
# connections and read helpers, which the repositories call, take the same ``?`` SQL).
SQL_CALLS = {
    "execute",
    "executemany",
    "executescript",
    "fetch",
    "fetchrow",
    "fetchval",
    "scalar",
    "write",
    "write_returning",
}
# Names that are not built from literals but are trusted, and why. (A function that is itself
# one of SQL_CALLS may pass its parameter ``sql`` on, as it is or numbered for PostgreSQL:
# every call of it is checked itself.)
TRUSTED = {
    ("_migrate", "statement"): "statements of the numbered migration files in bot/store/migrations",
    ("counts", "count"): "bot/store/copy.py's STATEMENTS, built from its fixed column lists",
    ("page", "select"): "bot/store/copy.py's STATEMENTS, built from its fixed column lists",
    ("insert", "insert"): "bot/store/copy.py's STATEMENTS, built from its fixed column lists",
    ("seated", "listed"): "bot/store/games.py: literal SQL and an IN list of '?' placeholders",
}


def _assignments(function: ast.AST, name: str) -> list[ast.expr | None]:
    """Every value bound to ``name`` in ``function`` (``None``: bound by a loop or else)."""
    found: list[ast.expr | None] = []
    for node in ast.walk(function):
        if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                found.append(node.value)
        elif isinstance(node, ast.For | ast.comprehension | ast.withitem | ast.NamedExpr):
            target = getattr(node, "target", None) or getattr(node, "optional_vars", None)
            if target is not None and any(
                isinstance(t, ast.Name) and t.id == name for t in ast.walk(target)
            ):
                found.append(None)
    return found


def _static(
    node: ast.expr | None,
    function: ast.AST,
    seen: frozenset[str] = frozenset(),
    module: dict[str, ast.expr] | None = None,
) -> bool:
    """Whether ``node`` is SQL built from literals only (integers formatted with ``:d`` are
    allowed: they cannot carry SQL). Names are followed to their assignments in ``function``,
    else to the ``module``'s top-level constants."""
    module = module or {}
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _static(node.left, function, seen, module) and _static(
            node.right, function, seen, module
        )
    if isinstance(node, ast.JoinedStr):
        return all(
            isinstance(part, ast.Constant)
            or (
                isinstance(part, ast.FormattedValue)
                and isinstance(part.format_spec, ast.JoinedStr)
                and [getattr(v, "value", None) for v in part.format_spec.values] == ["d"]
            )
            for part in node.values
        )
    if isinstance(node, ast.Name) and node.id not in seen:
        values = _assignments(function, node.id)
        if not values and node.id in module:
            values = [module[node.id]]
        return bool(values) and all(_static(v, function, seen | {node.id}, module) for v in values)
    return False


def _passes_on(sql: ast.expr) -> bool:
    """``sql`` is the parameter ``sql`` itself, or ``numbered(sql)``."""
    if isinstance(sql, ast.Call) and len(sql.args) == 1:
        return (
            isinstance(sql.func, ast.Name) and sql.func.id == "numbered" and _passes_on(sql.args[0])
        )
    return isinstance(sql, ast.Name) and sql.id == "sql"


def unparameterised_sql(source: str) -> list[str]:
    """SQL passed to execute-like calls that is not built from literals only."""
    tree = ast.parse(source)
    module = {
        node.targets[0].id: node.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
    }
    problems = []
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for call in ast.walk(function):
            if not (
                isinstance(call, ast.Call)
                and isinstance(call.func, ast.Attribute)
                and call.func.attr in SQL_CALLS
                and call.args
            ):
                continue
            sql = call.args[0]
            if isinstance(sql, ast.Name) and (function.name, sql.id) in TRUSTED:
                continue
            if function.name in SQL_CALLS and _passes_on(sql):
                continue
            if not _static(sql, function, module=module):
                problems.append(f"{function.name}, line {call.lineno}: {ast.unparse(sql)}")
    return problems


def test_sql_is_always_parameterised() -> None:
    files = sorted((ROOT / "bot" / "store").rglob("*.py"))
    checked = 0
    for path in files:
        source = path.read_text(encoding="utf-8")
        assert not unparameterised_sql(source), (path.name, unparameterised_sql(source))
        checked += source.count(".execute(") + source.count(".scalar(")
    assert checked > 30
    names = {path.name for path in files}
    assert {"games.py", "history.py", "sqlite.py", "postgres.py"} <= names  # both backends
    for function, name in TRUSTED:
        assert any(
            f"def {function}(" in text and name in text
            for text in (path.read_text(encoding="utf-8") for path in files)
        ), "a stale exemption"


def test_the_sql_check_catches_formatted_sql() -> None:
    bad = """
async def a(conn, game_id, name):
    await conn.execute(f"SELECT * FROM games WHERE id = {game_id}")
async def b(conn, name):
    await conn.execute("SELECT * FROM seats WHERE name = '%s'" % name)
async def c(conn, name):
    sql = "SELECT * FROM seats WHERE name = '{}'".format(name)
    await conn.execute(sql)
async def d(conn, name):
    sql = "SELECT * FROM seats WHERE name = "
    sql += name
    await conn.executemany(sql, [])
async def e(store, table):
    return await store.scalar("SELECT COUNT(*) FROM " + table)
async def f(conn):
    await conn.execute(TABLE_FROM_INPUT + " WHERE id = 1")
async def g(pool, name):
    return await pool.fetchrow(f"SELECT * FROM seats WHERE name = '{name}'")
async def execute(self, sql, name):
    await self._conn.execute(numbered(sql + name))
async def fine(conn, number, game_id):
    sql = "SELECT id FROM games WHERE status = 'active'"
    sql += " AND id = ?"
    await conn.execute(sql + " ORDER BY id", (game_id,))
    await conn.execute(f"PRAGMA user_version = {number:d}")
async def fetch(self, sql, params):
    return await self._pool.fetch(numbered(sql), *params)
async def fine_too(conn, game_id):
    await conn.execute(COLUMNS + " WHERE id = ?", (game_id,))
COLUMNS = "SELECT id, game FROM games"
TABLE_FROM_INPUT = "SELECT * FROM " + input()
"""
    found = unparameterised_sql(bad)
    assert [problem.split(",")[0] for problem in found] == [
        "a",
        "b",
        "c",
        "d",
        "e",
        "f",
        "g",
        "execute",
    ], found


def test_no_sql_outside_the_store() -> None:
    for folder in ("bot", "cogs", "rendering"):
        for path in (ROOT / folder).rglob("*.py"):
            if "store" in path.relative_to(ROOT).parts:
                continue
            source = path.read_text(encoding="utf-8")
            tree = ast.parse(source)
            imported = {
                alias.name.split(".")[0]
                for node in ast.walk(tree)
                if isinstance(node, ast.Import | ast.ImportFrom)
                for alias in (node.names if isinstance(node, ast.Import) else [])
            } | {
                node.module.split(".")[0]
                for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.module
            }
            assert not imported & {"sqlite3", "aiosqlite", "asyncpg"}, path
            assert ".execute(" not in source and ".executemany(" not in source, path

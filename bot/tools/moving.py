"""``python -m bot migrate-store --from URL --to URL``: move a whole installation to another
database (typically from the embedded SQLite file to the PostgreSQL a cluster shares).

Every table is copied with its ids (games, seats, action logs, messages, timers, votes, server
settings, meta, results, ratings, user languages), page by page; the target must be empty. The
copy is then verified: each table has as many rows as the source, and every game reads back the
same (snapshot, seats, log) and, when it has a log, replays to its stored snapshot with the rules.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from bot.engine import Action, State, replay
from bot.games import GAMES
from bot.store import GameRow, SchemaTooNew, Store, StoreUnavailable, open_store, redacted
from bot.store.copy import PAGE, TABLES

log = logging.getLogger(__name__)
EXIT_OK, EXIT_DIFFERENT, EXIT_DATABASE = 0, 1, 3


async def move_store(source_url: str, target_url: str, say: Callable[[str], None] = print) -> int:
    """Copy ``source_url`` into the empty ``target_url`` and verify; the exit status."""
    if source_url == target_url:
        say("migrate-store: --from and --to are the same database")
        return EXIT_DATABASE
    stores: list[Store] = []
    try:
        for url in (source_url, target_url):
            try:
                stores.append(await open_store(url))
            except (SchemaTooNew, StoreUnavailable, ValueError) as problem:
                say(f"migrate-store: cannot use the database {redacted(url)}: {problem}")
                return EXIT_DATABASE
        source, target = stores
        held = {table: n for table, n in (await target.rows.counts()).items() if n}
        if held:
            listed = ", ".join(f"{n} {table}" for table, n in held.items())
            say(f"migrate-store: refusing to copy into {target.describe()}: it is not empty "
                f"({listed})")
            return EXIT_DATABASE
        counts = await copy_tables(source, target)
        say("copied " + ", ".join(f"{n} {table}" for table, n in counts.items() if n))
        problems = await verify(source, target, counts)
    except StoreUnavailable as problem:
        say(f"migrate-store: the copy failed: {problem}")
        return EXIT_DATABASE
    finally:
        for store in stores:
            await store.close()
    for difference in problems[:20]:
        say(f"  {difference}")
    if problems:
        say(f"migrate-store: the copy differs from the source ({len(problems)} problems)")
        return EXIT_DIFFERENT
    say(f"verified: every table has its rows and all {counts['games']} games read back the "
        "same and replay to their snapshots")
    return EXIT_OK


async def copy_tables(source: Store, target: Store) -> dict[str, int]:
    """Copy every table (parents first), page by page; rows copied per table."""
    counts: dict[str, int] = {}
    for table in TABLES:
        offset = 0
        while rows := await source.rows.page(table, offset, PAGE):
            await target.rows.insert(table, rows)
            offset += len(rows)
        counts[table] = offset
        log.info("copied %d rows of %s", offset, table)
    await target.rows.renumber()
    return counts


async def verify(source: Store, target: Store, copied: dict[str, int]) -> list[str]:
    """What differs between the copy and the source (empty: nothing)."""
    problems = []
    for table, n in (await target.rows.counts()).items():
        if n != copied[table]:
            problems.append(f"{table}: {n} rows in the copy, {copied[table]} copied")
    offset = 0
    while games := await source.rows.page("games", offset, PAGE):
        offset += len(games)
        for game_id in (int(row[0]) for row in games):
            problem = await _same_game(source, target, game_id)
            if problem:
                problems.append(f"game {game_id}: {problem}")
    return problems


async def _same_game(source: Store, target: Store, game_id: int) -> str | None:
    before, old_log = await source.games.with_log(game_id)
    after, new_log = await target.games.with_log(game_id)
    if after is None or before is None:
        return "missing in the copy"
    if (after.state, after.stamps, after.version, after.status, after.seats, new_log) != (
        before.state,
        before.stamps,
        before.version,
        before.status,
        before.seats,
        old_log,
    ):
        return "reads back differently"
    rules = GAMES.get(after.game)
    if after.state is None or rules is None or new_log is None or after.damage:
        return None  # a lobby, or a game this bot cannot replay: compared as stored
    try:
        rebuilt = replay(rules, len(after.seats), after.seed or 0, after.options, new_log)
    except Exception as error:
        return f"its log does not replay: {error!r}"
    if rebuilt != after.state or len(new_log) != after.version:
        before_rebuilt = _replayed(before, old_log)
        if before_rebuilt == before.state:
            return "its copy does not replay to its snapshot"
        log.warning("game %s did not replay in the source either; copied as it was", game_id)
    return None


def _replayed(row: GameRow, moves: list[tuple[int, Action]] | None) -> State | None:
    """``row``'s game rebuilt from ``moves`` (``None``: unreadable or not replayable)."""
    if moves is None:
        return None
    try:
        return replay(GAMES[row.game], len(row.seats), row.seed or 0, row.options, moves)
    except Exception:
        return None

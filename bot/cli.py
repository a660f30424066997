"""``python -m bot``: the command line (run the bot, play a demo, sync commands, back up,
migrate or move the database).

Every failure an operator can fix ends with one line on stderr and its own exit status; see
:data:`EXIT_CODES` (also in the README).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import aiohttp
import discord
import yarl

from bot import event_loop, i18n
from bot.config import Config, ConfigError

if TYPE_CHECKING:
    from bot.store import Store

EXIT_OK = 0
EXIT_CONFIG = 2  # bad or missing configuration (and command-line usage errors)
EXIT_DATABASE = 3  # the database cannot be used (unwritable, unreachable, newer schema...)
EXIT_UNREACHABLE = 4  # Discord cannot be reached (no network, wrong DISCORD_API_BASE)
EXIT_TOKEN = 5  # Discord rejected DISCORD_TOKEN
EXIT_CODES = {
    EXIT_OK: "success (after SIGTERM or SIGINT too)",
    EXIT_CONFIG: "bad configuration or usage",
    EXIT_DATABASE: "the database cannot be used",
    EXIT_UNREACHABLE: "Discord cannot be reached",
    EXIT_TOKEN: "Discord rejected the token",
}
ENVIRONMENT = """\
configuration (environment variables, or a .env file in the working directory):
  DISCORD_TOKEN            the bot token (required by run and sync)
  ICHIBA_DATABASE_URL      sqlite:///<file> (default: ICHIBA_DB) or postgresql://... (shared)
  ICHIBA_DB                SQLite file (default: ichiba.db)
  ICHIBA_DATABASE_POOL     PostgreSQL connections per process (default: 10)
  ICHIBA_SHARD_COUNT       shards in all (default: Discord's recommendation)
  ICHIBA_SHARD_IDS         this process's shards, e.g. 0-3 or 0,2 (default: all)
  ICHIBA_DEV_GUILD         sync commands to this server id only, instantly
  LOG_LEVEL                DEBUG, INFO (default), WARNING, ERROR, CRITICAL
  ICHIBA_COMPUTER_DELAY    seconds a computer waits before each move (default: 1)
  ICHIBA_RENDER_WORKERS    picture worker processes (default: 2; 0 = threads)
  ICHIBA_THINK_WORKERS     computer players' worker processes (default: 1; 0 = threads)
  ICHIBA_METRICS_PORT      serve /healthz and /metrics on this port (default: off)
  ICHIBA_METRICS_HOST      address for it (default: 127.0.0.1)
"""
log = logging.getLogger("bot")


def point_at(config: Config) -> None:
    """Use another REST base / gateway (an API proxy, or the local test server)."""
    if config.api_base:
        discord.http.Route.BASE = config.api_base.rstrip("/")
    if config.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(config.gateway_url)


def tune_gc() -> None:
    """Shorten the garbage collector's full collections in the long-running bot process:
    everything alive once the modules are imported (~50,000 functions, types and tuples, for
    good) is moved out of its scans (BENCHMARKS.md, B: 90-101 ms → 65 ms at 500 games), the
    compiled catalogs of every language included (~200,000 objects otherwise scanned by every
    full collection: BENCHMARKS.md, section 6)."""
    i18n.warm_up()
    gc.collect()
    gc.freeze()


def parser() -> argparse.ArgumentParser:
    codes = "\n".join(f"  {code}  {meaning}" for code, meaning in EXIT_CODES.items())
    main = argparse.ArgumentParser(
        prog="python -m bot",
        description="Ichiba, a Discord bot for tabletop card games.",
        epilog=f"{ENVIRONMENT}\nexit status:\n{codes}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = main.add_subparsers(dest="command", metavar="COMMAND")
    commands.add_parser(
        "run", help="run the bot (the default command)", description="Run the bot until stopped."
    )
    demo = commands.add_parser(
        "demo",
        help="play a game between computers offline, writing its pictures",
        description="Play a complete game between computer players without Discord; write "
        "every board and each seat's private view as PNG files and print a play-by-play log.",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    from bot.tools.demo import add_arguments

    add_arguments(demo)
    arena = commands.add_parser(
        "arena",
        help="play computer levels against each other offline and compare them",
        description="Play K games of GAME between computer levels, rotating the seats over "
        "the positions, and print each level's win share beside the fair share (with its 95 %% "
        "interval) and its decision time p50/p95.",
    )
    from bot.ai.arena import add_arguments as arena_arguments

    arena_arguments(arena)
    commands.add_parser(
        "sync",
        help="push the slash commands to Discord now",
        description="Log in and push the slash commands (to ICHIBA_DEV_GUILD if set), even "
        "if they did not change. The bot does this by itself when they change.",
    )
    backup = commands.add_parser(
        "backup",
        help="copy the database safely while the bot runs",
        description="Copy the SQLite database to FILE with SQLite's online backup, consistent "
        "even while the bot is writing.",
    )
    backup.add_argument("file", type=Path, metavar="FILE", help="where to write the copy")
    commands.add_parser(
        "migrate",
        help="create or upgrade the database and exit",
        description="Apply the database migrations the bot would apply at start, then exit.",
    )
    move = commands.add_parser(
        "migrate-store",
        help="copy every game, log, timer, message and setting to another database",
        description="Copy the whole database FROM to the empty database TO (e.g. "
        "sqlite:///ichiba.db to postgresql://user:password@host/ichiba), then verify the copy "
        "by replaying every game. Refuses a TO that holds anything. Stop the bot first.",
    )
    move.add_argument("--from", dest="source", required=True, metavar="FROM", help="database URL")
    move.add_argument("--to", dest="target", required=True, metavar="TO", help="database URL")
    ratings = commands.add_parser(
        "ratings",
        help="check (or --rebuild) every rating from the stored games",
        description="Recompute every player's rating from the stored finished games, in the "
        "order they finished, and compare with the stored figures (exit status 1 when they "
        "differ). --rebuild writes the recomputed figures, first recording the results of "
        "games that finished before history was kept. Safe while the bot runs.",
    )
    ratings.add_argument(
        "--rebuild", action="store_true", help="write the recomputed ratings (one transaction)"
    )
    return main


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    command = args.command or "run"
    if command == "demo":
        from bot.tools.demo import run_demo

        return run_demo(args)
    if command == "arena":
        from bot.ai.arena import run_command

        return run_command(args)
    try:
        config = Config.from_env(need_token=command in ("run", "sync"))
    except ConfigError as error:
        print(error, file=sys.stderr)
        return EXIT_CONFIG
    logging.basicConfig(
        level=config.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    discord.VoiceClient.warn_nacl = False  # Ichiba has no voice: no warning about its libraries
    discord.VoiceClient.warn_dave = False
    if command == "backup":
        return event_loop.run(_database(config, backup=args.file))
    if command == "migrate":
        return event_loop.run(_database(config))
    if command == "ratings":
        return event_loop.run(_ratings(config, rebuild=args.rebuild))
    if command == "migrate-store":
        from bot.tools.moving import move_store

        return event_loop.run(move_store(args.source, args.target))
    point_at(config)
    return _connect(config, sync_only=command == "sync")


async def _database(config: Config, backup: Path | None = None) -> int:
    """``migrate`` (open, which migrates) or ``backup FILE``."""
    from bot.store import SchemaTooNew, StoreUnavailable

    try:
        store = await _open(config)
    except (SchemaTooNew, StoreUnavailable) as problem:
        log.critical("cannot use the database %s: %s", redacted(config.database), problem)
        return EXIT_DATABASE
    try:
        if backup is None:
            log.info("database %s is at schema %d", store.describe(), await store.schema_version())
        else:
            await store.backup(backup)
            log.info("backed up %s to %s", store.describe(), backup)
    except NotImplementedError:
        log.critical("backup copies an SQLite database; for PostgreSQL use pg_dump")
        return EXIT_CONFIG
    except (OSError, StoreUnavailable) as problem:
        log.critical("backup to %s failed: %s", backup, problem)
        return EXIT_DATABASE
    finally:
        await store.close()
    return EXIT_OK


async def _ratings(config: Config, *, rebuild: bool) -> int:
    """``ratings [--rebuild]``: recompute every rating from the stored games."""
    from bot.services.history import History
    from bot.store import SchemaTooNew, StoreUnavailable

    try:
        store = await _open(config)
    except (SchemaTooNew, StoreUnavailable) as problem:
        log.critical("cannot use the database %s: %s", redacted(config.database), problem)
        return EXIT_DATABASE
    try:
        before = await store.history.all_ratings()
        if rebuild:
            rated, made = await History(store).rebuild()
            after = await store.history.all_ratings()
            changed = sum(1 for key, value in after.items() if before.get(key) != value)
            print(
                f"rebuilt the ratings of {len(after)} players from {rated} finished games "
                f"({made} results recorded from their logs); {changed} ratings changed"
            )
            return EXIT_OK
        problems = await History(store).check()
    except StoreUnavailable as problem:
        log.critical("cannot use the database %s: %s", redacted(config.database), problem)
        return EXIT_DATABASE
    finally:
        await store.close()
    if problems:
        print(f"{problems} ratings differ from a rebuild; run `python -m bot ratings --rebuild`")
        return 1
    print(f"the ratings of {len(before)} players agree with a rebuild from the stored games")
    return EXIT_OK


def _connect(config: Config, *, sync_only: bool) -> int:
    """Run the bot (or only sync its commands) until it stops; the exit status."""
    from bot.interface.client import IchibaBot
    from bot.store import SchemaTooNew, StoreUnavailable

    if not sync_only:
        tune_gc()
    try:
        return event_loop.run(_serve(IchibaBot(config, sync_only=sync_only), config))
    except discord.LoginFailure:
        log.critical(
            "Discord did not accept DISCORD_TOKEN; reset the token in the Developer Portal "
            "(Bot → Reset Token) and set it again."
        )
        return EXIT_TOKEN
    except (aiohttp.ClientConnectionError, TimeoutError) as problem:
        where = discord.http.Route.BASE
        log.critical("cannot reach Discord at %s: %s", where, problem or type(problem).__name__)
        return EXIT_UNREACHABLE
    except (SchemaTooNew, StoreUnavailable) as problem:
        log.critical("cannot use the database %s: %s", redacted(config.database), problem)
        return EXIT_DATABASE


async def _open(config: Config) -> Store:
    from bot.store import open_store

    return await open_store(config.database, pool_size=config.database_pool)


def redacted(target: str) -> str:
    from bot.store import redacted as hide

    return hide(target)


async def _serve(bot: discord.Client, config: Config) -> int:
    """Log in and run until closed; SIGTERM and SIGINT close the bot gracefully (the work in
    hand finishes, the outbox is flushed, the database closed) and the status is 0."""
    close_on_signals(bot)
    async with bot:
        await bot.login(config.token)
        if getattr(bot, "sync_only", False):
            return EXIT_OK
        await bot.connect()
    return EXIT_OK


def close_on_signals(bot: discord.Client) -> None:
    """SIGTERM and SIGINT close ``bot`` gracefully (in the running loop)."""
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, _stop, bot, signum)


_CLOSING: set[asyncio.Task[None]] = set()  # keeps the closing task referenced until done


def _stop(bot: discord.Client, signum: int) -> None:
    log.info("%s received: closing", signal.Signals(signum).name)
    task = asyncio.get_running_loop().create_task(bot.close())
    _CLOSING.add(task)
    task.add_done_callback(_CLOSING.discard)

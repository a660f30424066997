"""``python -m bot``: run Ichiba."""

from __future__ import annotations

import gc
import logging
import sys

import discord
import yarl

from bot.config import Config, ConfigError


def point_at(config: Config) -> None:
    """Use another REST base / gateway (an API proxy, or the local test server)."""
    if config.api_base:
        discord.http.Route.BASE = config.api_base.rstrip("/")
    if config.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(config.gateway_url)


def tune_gc() -> None:
    """Shorten the garbage collector's full collections in the long-running bot process:
    everything alive once the modules are imported (~50,000 functions, types and tuples, for
    good) is moved out of its scans (BENCHMARKS.md, B: 90-101 ms → 65 ms at 500 games)."""
    gc.collect()
    gc.freeze()


def main(argv: list[str]) -> int:
    if argv[:1] == ["demo"]:
        from bot.demo import main as demo

        return demo(argv[1:])
    try:
        config = Config.from_env()
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
    logging.basicConfig(
        level=config.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    point_at(config)
    from bot.client import IchibaBot
    from bot.store import SchemaTooNew, StoreUnavailable

    tune_gc()
    log = logging.getLogger("bot")
    try:
        IchibaBot(config).run(config.token, log_handler=None)
    except discord.LoginFailure:
        log.critical(
            "Discord did not accept DISCORD_TOKEN; reset the token in the Developer Portal "
            "(Bot → Reset Token) and set it again."
        )
        return 2
    except (SchemaTooNew, StoreUnavailable) as problem:
        log.critical("cannot use the database %s: %s", config.db_path, problem)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

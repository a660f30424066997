"""``docker-compose.yml`` (Docker does not run here, so its file is read, not run): PostgreSQL
with a health check, and bot processes built from the repository's Dockerfile that wait for it
to be healthy, split the shards between them (each shard run once) and are configured only with
variables the bot reads, into the configuration the cluster tests run."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import yaml

from bot.config import Config

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = ROOT / "docker-compose.yml"
# ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}
VARIABLE = re.compile(r"\$\{(\w+)(?:(:?-)([^}]*)|:?\?[^}]*)?\}")


def _interpolated(value: object, env: dict[str, str]) -> str:
    """A value as Compose reads it: variables taken from ``env`` (the shell or .env), else their
    default; a required one (``:?``) missing is an error, as in Compose."""

    def one(match: re.Match[str]) -> str:
        name, default_kind, default = match[1], match[2], match[3]
        if name in env:
            return env[name]
        if default_kind is not None:
            return default
        raise AssertionError(f"{name} is required by docker-compose.yml: {match[0]}")

    return VARIABLE.sub(one, str(value))


def _compose() -> dict:
    loaded = yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))  # resolves anchors and <<
    assert isinstance(loaded, dict)
    return loaded


def _bots(compose: dict) -> dict[str, dict]:
    return {
        name: service
        for name, service in compose["services"].items()
        if "postgres" not in str(service.get("image", ""))
    }


def _read_by_the_bot() -> set[str]:
    """The environment variables ``Config.from_env`` reads."""
    source = (ROOT / "bot" / "config.py").read_text(encoding="utf-8")
    return set(re.findall(r'get\("([A-Z][A-Z0-9_]+)"\)', source))


def test_postgres_has_a_health_check_that_the_bots_wait_for() -> None:
    compose = _compose()
    services = compose["services"]
    postgres = services["postgres"]
    assert postgres["image"].startswith("postgres:")
    assert "pg_isready" in " ".join(postgres["healthcheck"]["test"])
    assert any(str(v).endswith(":/var/lib/postgresql/data") for v in postgres["volumes"])
    assert {v.split(":")[0] for v in postgres["volumes"]} <= set(compose["volumes"])
    bots = _bots(compose)
    assert len(bots) >= 2
    for name, bot in bots.items():
        assert bot["depends_on"] == {"postgres": {"condition": "service_healthy"}}, name
        assert (ROOT / bot["build"] / "Dockerfile").is_file(), name


def test_the_bots_split_the_shards_over_the_postgres_service() -> None:
    compose = _compose()
    postgres = compose["services"]["postgres"]["environment"]
    env = {"DISCORD_TOKEN": "token-from-dotenv"}
    database = {k: _interpolated(v, env) for k, v in postgres.items()}
    known = _read_by_the_bot()
    assert {"ICHIBA_DATABASE_URL", "ICHIBA_SHARD_COUNT", "ICHIBA_SHARD_IDS"} <= known
    run: list[int] = []
    counts = set()
    for name, bot in _bots(compose).items():
        variables = {k: _interpolated(v, env) for k, v in bot["environment"].items()}
        assert set(variables) <= known, f"{name}: not read by the bot: {set(variables) - known}"
        config = Config.from_env(variables)
        assert config.token == "token-from-dotenv"
        assert config.database_url is not None, name
        url = urlsplit(config.database_url)
        assert url.hostname == "postgres" and url.port in (None, 5432), name
        assert url.username == database["POSTGRES_USER"], name
        assert url.password == database["POSTGRES_PASSWORD"], name
        assert url.path == "/" + database["POSTGRES_DB"], name
        assert config.shard_ids, f"{name} runs every shard"
        counts.add(config.shard_count)
        run += config.shard_ids
    (count,) = counts  # every process agrees on the number of shards
    assert sorted(run) == list(range(count or 0)), "each shard run by exactly one process"


def test_the_token_is_required_and_never_written_in_the_file() -> None:
    compose = _compose()
    for name, bot in _bots(compose).items():
        token = bot["environment"]["DISCORD_TOKEN"]
        assert token.startswith("${DISCORD_TOKEN"), name
        with pytest.raises(AssertionError, match="DISCORD_TOKEN is required"):
            _interpolated(token, {})

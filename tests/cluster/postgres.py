"""A throw-away PostgreSQL server for the tests and benchmarks: Debian's ``initdb`` and ``pg_ctl``
on a temporary directory and a free loopback port, started once per process (each pytest-xdist
worker has its own) and stopped when the process exits. Each test gets a database of its own.

``scripts/test`` installs Debian's ``postgresql`` package when it is missing; without it (no
``initdb`` found) :func:`server` raises :class:`PostgresMissing` and the tests that need it fail
with that message. ``ICHIBA_TEST_POSTGRES=skip`` skips them instead (for a machine where it cannot
be installed).
"""

from __future__ import annotations

import atexit
import contextlib
import glob
import itertools
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.ports import free_port


class PostgresMissing(RuntimeError):
    """No PostgreSQL server programs on this machine."""


def _bin_dir() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``: Debian keeps them under /usr/lib/postgresql/N."""
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"),
        key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0,
    )
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("initdb")
    return Path(on_path).resolve().parent if on_path else None


@dataclass
class PostgresServer:
    """One running server (owned by this process): ``url(name)`` of a database on it."""

    directory: Path
    port: int
    bin: Path
    user: str = "ichiba"
    _databases: itertools.count = field(default_factory=lambda: itertools.count(1))

    @classmethod
    def start(cls, *, fsync: bool = True) -> PostgresServer:
        """``initdb`` a fresh cluster in a temporary folder and start it on a free port
        (Unix socket in the same folder, TCP on 127.0.0.1 only; trust authentication, which
        is fine for a server nobody else can reach and that lives for one test run)."""
        folder = _bin_dir()
        if folder is None:
            raise PostgresMissing(
                "PostgreSQL is not installed: install Debian's postgresql package "
                "(apt-get install postgresql; scripts/test does this as root)"
            )
        directory = Path(tempfile.mkdtemp(prefix="ichiba-pg-"))
        data = directory / "data"
        subprocess.run(
            [
                str(folder / "initdb"),
                "-D",
                str(data),
                "-U",
                "ichiba",
                "--auth=trust",
                "--encoding=UTF8",
                "--locale=C",
            ],
            check=True,
            capture_output=True,
            **_as_postgres(directory),
        )
        port = free_port()
        options = (
            f"-c listen_addresses=127.0.0.1 -c port={port} -c unix_socket_directories={directory}"
            " -c max_connections=200 -c shared_buffers=64MB"
            f" -c fsync={'on' if fsync else 'off'}"
        )
        subprocess.run(
            [
                str(folder / "pg_ctl"),
                "-D",
                str(data),
                "-o",
                options,
                "-l",
                str(directory / "log"),
                "-w",
                "-t",
                "60",
                "start",
            ],
            check=True,
            capture_output=True,
            **_as_postgres(directory),
        )
        return cls(directory, port, folder)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{self.user}@127.0.0.1:{self.port}/{database}"

    def create_database(self, prefix: str = "t") -> str:
        """A new empty database; its URL."""
        name = f"{prefix}{os.getpid()}_{next(self._databases)}"
        subprocess.run(
            [
                str(self.bin / "createdb"),
                "-h",
                "127.0.0.1",
                "-p",
                str(self.port),
                "-U",
                self.user,
                name,
            ],
            check=True,
            capture_output=True,
        )
        return self.url(name)

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            subprocess.run(
                [
                    str(self.bin / "pg_ctl"),
                    "-D",
                    str(self.directory / "data"),
                    "-m",
                    "immediate",
                    "-w",
                    "stop",
                ],
                check=False,
                capture_output=True,
                timeout=30,
                **_as_postgres(self.directory),
            )
        shutil.rmtree(self.directory, ignore_errors=True)


def _as_postgres(directory: Path) -> dict:
    """PostgreSQL refuses to run as root: then the server runs as the ``nobody`` user (the
    folder is handed to it)."""
    if os.geteuid() != 0:
        return {}
    import pwd

    nobody = pwd.getpwnam("nobody")
    for path in [directory, *directory.rglob("*")]:
        os.chown(path, nobody.pw_uid, nobody.pw_gid)

    def demote() -> None:
        os.setgid(nobody.pw_gid)
        os.setuid(nobody.pw_uid)

    return {"preexec_fn": demote, "cwd": str(directory)}


_SERVER: PostgresServer | None = None


def server() -> PostgresServer:
    """This process's server, started at the first call; stopped by :func:`stop_server` (the
    ``postgres_server`` fixture of tests/conftest.py at the end of the session, or at exit)."""
    global _SERVER
    if _SERVER is None:
        if os.environ.get("ICHIBA_TEST_POSTGRES") == "skip":
            pytest.skip("ICHIBA_TEST_POSTGRES=skip: PostgreSQL tests skipped")
        _SERVER = PostgresServer.start()
        atexit.register(stop_server)
    return _SERVER


def stop_server() -> None:
    """Stop this process's server, if it runs."""
    global _SERVER
    if _SERVER is not None:
        _SERVER.stop()
        _SERVER = None


def database_url() -> str:
    """A fresh, empty database on this process's server."""
    return server().create_database()

"""Opening the event store: which database, its engine, its migrations and its transactions.

**Which database.** ``--db URL`` if given, else the ``WARTABLE_DB`` environment variable, else a
SQLite file ``wartable.db`` in the user's data directory (``$XDG_DATA_HOME/wartable`` or
``~/.local/share/wartable`` on Linux, ``~/Library/Application Support/wartable`` on macOS,
``%LOCALAPPDATA%\\wartable`` on Windows). A URL is any SQLAlchemy URL: ``sqlite:///event.db`` (a
file), ``sqlite://`` (in memory, for tests) or ``postgresql+psycopg://user:pw@host/db``; a value
without ``://`` is taken as the path of a SQLite file.

**Schema.** Opening a store runs the Alembic migrations shipped in ``migrations/`` up to the newest
(``upgrade head``), under a lock, so the first command on a new database makes its tables and a
newer wartable brings an older database up to date.

**Transactions and concurrency.** Every command runs in one transaction (:meth:`EventStore.
transaction`): all of it is written or none. SQLite files run in WAL mode (readers never block the
writer) with a busy timeout of :data:`BUSY_TIMEOUT_SECONDS`, and a writing transaction starts with
``BEGIN IMMEDIATE``, so two processes writing at once queue for the lock instead of failing. On
PostgreSQL, commands that change an event first lock that event's row (``SELECT … FOR UPDATE``), so
the commands on one event run one after another. A process killed mid-command leaves the database
as it was before that command.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, Engine, create_engine, event, inspect, make_url, pool, text
from sqlalchemy.engine import URL
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError
from sqlalchemy.orm import Session

from wartable.tournament.errors import EventError

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = [
    "BUSY_TIMEOUT_SECONDS",
    "ENVIRONMENT_VARIABLE",
    "MIGRATIONS",
    "EventStore",
    "data_directory",
    "default_url",
    "resolve_url",
]

ENVIRONMENT_VARIABLE = "WARTABLE_DB"
BUSY_TIMEOUT_SECONDS = 60
"""How long a SQLite command waits for another process's write to finish before giving up."""
MIGRATIONS = Path(__file__).resolve().parent / "migrations"
"""The Alembic script directory shipped with the package."""
SCHEMA_REVISION = "0001"
"""The newest migration in ``migrations/versions`` (a test checks it is Alembic's head). A database
at this revision needs no migration, so opening it does not even import Alembic."""
MIGRATION_LOCK = 7_461_625_730
"""The PostgreSQL advisory lock key held while migrating (any fixed number)."""
RATINGS_LOCK = 7_461_625_731
"""The PostgreSQL advisory lock key held while ratings are updated."""
READ_ONLY = "wartable_read_only"


def data_directory() -> Path:
    """The user's data directory for wartable (see the module's notes)."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "wartable"


def default_url() -> str:
    """The SQLite file used when neither ``--db`` nor ``WARTABLE_DB`` names a database."""
    return f"sqlite:///{data_directory() / 'wartable.db'}"


def resolve_url(db: str | None = None) -> str:
    """The database URL to use: ``db``, else ``$WARTABLE_DB``, else :func:`default_url`; a bare
    path becomes a SQLite URL."""
    chosen = db or os.environ.get(ENVIRONMENT_VARIABLE) or default_url()
    if "://" not in chosen:
        chosen = f"sqlite:///{Path(chosen).expanduser().resolve()}"
    return chosen


def _is_sqlite(url: URL) -> bool:
    return url.get_backend_name() == "sqlite"


def _sqlite_file(url: URL) -> Path | None:
    database = url.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database)


def _make_engine(url: URL) -> Engine:
    if not _is_sqlite(url):
        return create_engine(url, pool_pre_ping=True)
    file = _sqlite_file(url)
    if file is None:
        engine = create_engine(
            url, poolclass=pool.StaticPool, connect_args={"check_same_thread": False}
        )
    else:
        file.parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_SECONDS})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy's "begin" event below issue BEGIN itself (pysqlite would defer it).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_SECONDS * 1000}")
        cursor.execute("PRAGMA foreign_keys = ON")
        if file is not None:
            _set_wal(cursor)
            cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        read_only = connection.get_execution_options().get(READ_ONLY, False)
        connection.exec_driver_sql("BEGIN" if read_only else "BEGIN IMMEDIATE")

    return engine


def _set_wal(cursor: Any) -> None:
    """Switch the file to WAL mode; the switch needs a moment alone with the file, so retry while
    another process holds it."""
    deadline = time.monotonic() + BUSY_TIMEOUT_SECONDS
    while True:
        try:
            cursor.execute("PRAGMA journal_mode = WAL")
            return
        except Exception as exc:  # sqlite3.OperationalError: database is locked
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def _alembic_config(connection: Connection | None = None) -> Config:
    from alembic.config import Config  # noqa: PLC0415 - Alembic is only needed to migrate

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str | None:
    """The newest migration shipped with this wartable, as Alembic finds it."""
    from alembic.script import ScriptDirectory  # noqa: PLC0415

    return ScriptDirectory.from_config(_alembic_config()).get_current_head()


def stored_revision(connection: Connection) -> str | None:
    """The schema revision a database is at (None for an empty database)."""
    if not inspect(connection).has_table("alembic_version"):
        return None
    return connection.execute(text("SELECT version_num FROM alembic_version")).scalar()


class _NewerSchema(Exception):
    """Alembic does not know the database's revision."""


class EventStore:
    """An open event database: an engine whose schema is up to date, and transactions on it.

    Raises :class:`EventError` if the database cannot be reached or was made by a newer wartable.
    """

    def __init__(self, url: str) -> None:
        try:
            self.url = make_url(url)
        except ArgumentError:
            raise EventError(
                f"cannot read database URL {url!r}; expected e.g. sqlite:///event.db or"
                " postgresql+psycopg://user:password@host/database"
            ) from None
        try:
            self.engine = _make_engine(self.url)
        except (NoSuchModuleError, ImportError) as exc:
            raise EventError(f"cannot open database {self.display_url}: {exc}") from None
        self._migrate()

    @property
    def display_url(self) -> str:
        """The URL with any password hidden."""
        return self.url.render_as_string(hide_password=True)

    @property
    def is_sqlite(self) -> bool:
        """Whether the database is SQLite (else PostgreSQL or another server)."""
        return _is_sqlite(self.url)

    def _migrate(self) -> None:
        current: str | None = None
        try:
            with self.engine.begin() as connection:
                if connection.dialect.name == "postgresql":
                    connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
                current = stored_revision(connection)
                if current == SCHEMA_REVISION:
                    return
                from alembic import command  # noqa: PLC0415 - only needed to migrate
                from alembic.util.exc import CommandError  # noqa: PLC0415

                try:
                    command.upgrade(_alembic_config(connection), "head")
                except CommandError as exc:
                    raise _NewerSchema(str(exc)) from None
        except _NewerSchema as exc:
            raise EventError(
                f"database {self.display_url} has schema revision {current!r}, which this"
                f" wartable does not know ({exc}); it was made by a newer wartable"
            ) from None
        except DBAPIError as exc:
            raise EventError(f"cannot open database {self.display_url}: {exc.orig}") from None

    @contextmanager
    def transaction(self, *, write: bool = True) -> Iterator[Session]:
        """A session in one transaction, committed at the end of the block and rolled back if the
        block raises. ``write=False`` takes no write lock (SQLite ``BEGIN`` instead of ``BEGIN
        IMMEDIATE``); such a session must only read."""
        bind = self.engine if write else self.engine.execution_options(**{READ_ONLY: True})
        try:
            with Session(bind, expire_on_commit=False) as session, session.begin():
                yield session
        except DBAPIError as exc:
            if exc.connection_invalidated or "locked" in str(exc.orig):
                raise EventError(
                    f"database {self.display_url} is busy or unreachable ({exc.orig}); try again"
                ) from None
            raise

    def dispose(self) -> None:
        """Close every pooled connection."""
        self.engine.dispose()

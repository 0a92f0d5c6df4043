"""The storage layer of wartable's databases: which database, its engine, and the migrations of
each part that keeps tables in it (the event store, :mod:`wartable.tournament.store`; the web
server, :mod:`wartable.web.store`). Both may share one database.

**Which database.** ``--db URL`` if given, else the ``WARTABLE_DB`` environment variable, else a
SQLite file ``wartable.db`` in the user's data directory as ``platformdirs`` finds it
(``$XDG_DATA_HOME/wartable`` or ``~/.local/share/wartable`` on Linux, ``~/Library/Application
Support/wartable`` on macOS, ``%LOCALAPPDATA%\\wartable`` on Windows). A URL is any SQLAlchemy URL:
``sqlite:///games.db`` (a file), ``sqlite://`` (in memory, for tests) or
``postgresql+psycopg://user:pw@host/db``; a value without ``://`` is the path of a SQLite file.

**Engines.** A SQLite file runs in WAL mode (readers never block the writer), with ``synchronous =
NORMAL`` (a commit survives a crash of the process, though not one of the operating system) and a
busy timeout of :data:`BUSY_TIMEOUT_SECONDS`; a transaction that may write starts with ``BEGIN
IMMEDIATE``, so two processes writing at once queue for the lock instead of failing halfway, and
one run with the execution option :data:`READ_ONLY` starts with a plain ``BEGIN``. An in-memory
SQLite database is one connection shared by every thread. Other databases get connections that are
checked before use.

**Schemas.** Each part keeps its own tables and its own Alembic migrations, described by a
:class:`Schema`: the script directory, the table holding its revision, its newest revision and a
PostgreSQL advisory lock key. :meth:`Schema.migrate` brings a database up to date under that lock
(``upgrade head``); a database already at the newest revision is not even handed to Alembic, and a
revision Alembic does not know means a newer wartable made the database, which
:class:`StorageError` says.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from platformdirs import user_data_path
from sqlalchemy import Connection, Engine, MetaData, create_engine, event, inspect, make_url, pool
from sqlalchemy import text as sql_text
from sqlalchemy.engine import URL
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError
from sqlalchemy.orm import Session

from wartable.core.errors import WartableError

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = [
    "BUSY_TIMEOUT_SECONDS",
    "ENVIRONMENT_VARIABLE",
    "READ_ONLY",
    "Database",
    "Schema",
    "StorageError",
    "data_directory",
    "default_url",
    "display_url",
    "make_engine",
    "parse_url",
    "resolve_url",
    "run_migrations",
    "sqlite_file",
]

ENVIRONMENT_VARIABLE = "WARTABLE_DB"
BUSY_TIMEOUT_SECONDS = 60
"""How long a SQLite command waits for another connection's write to finish before giving up."""
READ_ONLY = "wartable_read_only"
"""The execution option of connections whose transactions only read (``BEGIN``, no write lock)."""
DATABASE_FILE = "wartable.db"


class StorageError(WartableError):
    """A database that cannot be reached or read, or whose schema is newer than this wartable."""


# -- which database -------------------------------------------------------------------------------


def data_directory() -> Path:
    """The user's data directory for wartable (see the module's notes)."""
    return user_data_path("wartable", appauthor=False)


def default_url() -> str:
    """The SQLite file used when neither ``--db`` nor ``WARTABLE_DB`` names a database."""
    return f"sqlite:///{data_directory() / DATABASE_FILE}"


def resolve_url(db: str | None = None) -> str:
    """The database URL to use: ``db``, else ``$WARTABLE_DB``, else :func:`default_url`; a bare
    path becomes a SQLite URL."""
    chosen = db or os.environ.get(ENVIRONMENT_VARIABLE) or default_url()
    if "://" not in chosen:
        chosen = f"sqlite:///{Path(chosen).expanduser().resolve()}"
    return chosen


def parse_url(url: str) -> URL:
    """``url`` read as a SQLAlchemy URL; StorageError if it is not one."""
    try:
        return make_url(url)
    except ArgumentError:
        raise StorageError(
            f"cannot read database URL {url!r}; expected e.g. sqlite:///games.db or"
            " postgresql+psycopg://user:password@host/database"
        ) from None


def display_url(url: URL) -> str:
    """``url`` with any password hidden, for messages."""
    return url.render_as_string(hide_password=True)


def sqlite_file(url: URL) -> Path | None:
    """The file of a SQLite URL (``None`` for an in-memory database or another database)."""
    database = url.database
    if url.get_backend_name() != "sqlite" or not database:
        return None
    if database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database)


# -- engines ---------------------------------------------------------------------------------------


def make_engine(url: URL) -> Engine:
    """An engine on ``url`` set up as the module's notes say; StorageError if its driver is
    missing."""
    try:
        return _make_engine(url)
    except (NoSuchModuleError, ImportError) as exc:
        raise StorageError(f"cannot open database {display_url(url)}: {exc}") from None


def _make_engine(url: URL) -> Engine:
    if url.get_backend_name() != "sqlite":
        return create_engine(url, pool_pre_ping=True)
    file = sqlite_file(url)
    if file is None:
        engine = create_engine(
            url, poolclass=pool.StaticPool, connect_args={"check_same_thread": False}
        )
    else:
        try:
            file.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StorageError(
                f"cannot open database {display_url(url)}: cannot make its folder {file.parent}:"
                f" {exc.strerror or exc}"
            ) from None
        engine = create_engine(
            url, connect_args={"timeout": BUSY_TIMEOUT_SECONDS, "check_same_thread": False}
        )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # SQLAlchemy's "begin" event below issues BEGIN itself (pysqlite would defer it).
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


# -- schemas and their migrations ------------------------------------------------------------------


class _NewerSchema(Exception):
    """Alembic does not know the database's revision."""


@dataclass(frozen=True)
class Schema:
    """The tables one part of wartable keeps in a database, and their Alembic migrations."""

    name: str
    """What the tables are, for messages ("event store", "web")."""
    migrations: Path
    """The Alembic script directory."""
    version_table: str
    """The table holding the schema's revision (each part has its own, in a shared database)."""
    head: str
    """The newest revision in ``migrations`` (a test checks it is Alembic's head)."""
    lock: int
    """The PostgreSQL advisory lock key held while migrating (any fixed number of its own)."""

    def config(self, connection: Connection | None = None, url: str | None = None) -> Config:
        """The Alembic configuration of the schema (for ``alembic.command``), migrating on
        ``connection`` if given, else on ``url``."""
        from alembic.config import Config  # noqa: PLC0415 - Alembic is only needed to migrate

        config = Config()
        config.set_main_option("script_location", str(self.migrations))
        if url is not None:
            config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
        if connection is not None:
            config.attributes["connection"] = connection
        return config

    def alembic_head(self) -> str | None:
        """The newest migration as Alembic finds it in the script directory."""
        from alembic.script import ScriptDirectory  # noqa: PLC0415

        return ScriptDirectory.from_config(self.config()).get_current_head()

    def stored_revision(self, connection: Connection) -> str | None:
        """The revision the database's tables are at (``None``: not made yet)."""
        if not inspect(connection).has_table(self.version_table):
            return None
        query = sql_text(f"SELECT version_num FROM {self.version_table}")
        revision: str | None = connection.execute(query).scalar()
        return revision

    def migrate(self, engine: Engine, shown: str) -> None:
        """Bring the schema's tables in the database of ``engine`` (named ``shown`` in messages)
        up to date, under the schema's lock; StorageError if the database cannot be reached or is
        of a newer schema."""
        current: str | None = None
        try:
            with engine.begin() as connection:
                if connection.dialect.name == "postgresql":
                    connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({self.lock})")
                current = self.stored_revision(connection)
                if current == self.head:
                    return
                from alembic import command  # noqa: PLC0415 - only needed to migrate
                from alembic.util.exc import CommandError  # noqa: PLC0415

                try:
                    command.upgrade(self.config(connection), "head")
                except CommandError as exc:
                    raise _NewerSchema(str(exc)) from None
        except _NewerSchema as exc:
            raise StorageError(
                f"database {shown} has {self.name} schema revision {current!r}, which this"
                f" wartable does not know ({exc}); it was made by a newer wartable"
            ) from None
        except DBAPIError as exc:
            raise StorageError(f"cannot open database {shown}: {exc.orig}") from None


def run_migrations(metadata: MetaData, version_table: str) -> None:
    """Run a schema's migrations: the body of its Alembic ``env.py``. They run on the connection
    :meth:`Schema.migrate` hands over, or, from the ``alembic`` command, on ``sqlalchemy.url``.
    Only the tables of ``metadata`` take part in autogenerate, so the other parts' tables in the
    same database are left alone."""
    from alembic import context  # noqa: PLC0415 - only inside Alembic's environment

    def include_object(
        obj: Any, name: str | None, type_: str, reflected: bool, compare_to: Any
    ) -> bool:
        if type_ == "table":
            return name is not None and name in metadata.tables
        table = getattr(obj, "table", None)
        return table is None or table.name in metadata.tables

    def run(connection: Connection) -> None:
        context.configure(
            connection=connection,
            target_metadata=metadata,
            version_table=version_table,
            include_object=include_object,
            render_as_batch=connection.dialect.name == "sqlite",
            compare_type=True,
        )
        with context.begin_transaction():
            context.run_migrations()

    given = context.config.attributes.get("connection")
    if isinstance(given, Connection):
        run(given)
        return
    url = context.config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError("set sqlalchemy.url (alembic -x) or run the migrations from wartable")
    with create_engine(url).begin() as connection:
        run(connection)


class Database:
    """An open database whose :attr:`schema` is up to date, and transactions on it: the base of
    each part's store. Opening it brings the schema up to date; any failure is raised as
    :attr:`error` (the part's own error type) with StorageError's message."""

    schema: ClassVar[Schema]
    error: ClassVar[type[WartableError]] = StorageError

    def __init__(self, url: str) -> None:
        try:
            self.url = parse_url(url)
            self.engine = make_engine(self.url)
            self.schema.migrate(self.engine, self.display_url)
        except StorageError as exc:
            raise self.error(str(exc)) from None

    @property
    def display_url(self) -> str:
        """The URL with any password hidden."""
        return display_url(self.url)

    @property
    def is_sqlite(self) -> bool:
        """Whether the database is SQLite (else PostgreSQL or another server)."""
        return self.url.get_backend_name() == "sqlite"

    @contextmanager
    def session(self, *, write: bool = True) -> Iterator[Session]:
        """A session in one transaction, committed at the end of the block and rolled back if the
        block raises. ``write=False`` takes no write lock (SQLite ``BEGIN`` instead of ``BEGIN
        IMMEDIATE``); such a session must only read."""
        bind = self.engine if write else self.engine.execution_options(**{READ_ONLY: True})
        with Session(bind, expire_on_commit=False) as session, session.begin():
            yield session

    def dispose(self) -> None:
        """Close every pooled connection."""
        self.engine.dispose()

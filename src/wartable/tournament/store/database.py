"""Opening the event store: its database, its schema and its transactions.

**Which database, and its engine:** as for every database of wartable (:mod:`wartable.storage`):
``--db URL``, else ``WARTABLE_DB``, else ``wartable.db`` in the user's data directory.

**Schema.** Opening a store runs the Alembic migrations shipped in ``migrations/`` up to the newest
(:data:`SCHEMA`), under a lock, so the first command on a new database makes its tables and a
newer wartable brings an older database up to date.

**Transactions and concurrency.** Every command runs in one transaction (:meth:`EventStore.
transaction`): all of it is written or none. On SQLite a writing transaction starts with ``BEGIN
IMMEDIATE``, so two processes writing at once queue for the lock instead of failing. On
PostgreSQL, commands that change an event first lock that event's row (``SELECT … FOR UPDATE``), so
the commands on one event run one after another. A process killed mid-command leaves the database
as it was before that command.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from wartable.storage import (
    BUSY_TIMEOUT_SECONDS,
    ENVIRONMENT_VARIABLE,
    Database,
    Schema,
    data_directory,
    default_url,
    resolve_url,
)
from wartable.tournament.errors import EventError

__all__ = [
    "BUSY_TIMEOUT_SECONDS",
    "ENVIRONMENT_VARIABLE",
    "SCHEMA",
    "EventStore",
    "data_directory",
    "default_url",
    "resolve_url",
]

SCHEMA = Schema(
    name="event store",
    migrations=Path(__file__).resolve().parent / "migrations",
    version_table="alembic_version",
    head="0001",
    lock=7_461_625_730,
)
"""The event store's tables: their migrations (``migrations/``), revision table and newest
revision (a database at it needs no migration, so opening it does not even import Alembic)."""
RATINGS_LOCK = 7_461_625_731
"""The PostgreSQL advisory lock key held while ratings are updated."""


class EventStore(Database):
    """An open event database: an engine whose schema is up to date, and transactions on it.

    Raises :class:`EventError` if the database cannot be reached or was made by a newer wartable.
    """

    schema = SCHEMA
    error = EventError

    @contextmanager
    def transaction(self, *, write: bool = True) -> Iterator[Session]:
        """:meth:`session`, with a busy or lost database said as an EventError."""
        try:
            with self.session(write=write) as session:
                yield session
        except DBAPIError as exc:
            if exc.connection_invalidated or "locked" in str(exc.orig):
                raise EventError(
                    f"database {self.display_url} is busy or unreachable ({exc.orig}); try again"
                ) from None
            raise

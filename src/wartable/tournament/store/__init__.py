"""The event store: events, players, deals, decks, rounds, pairings, results and ratings in SQLite
or PostgreSQL (SQLAlchemy 2 with Alembic migrations); see :mod:`.database` for opening one and
:mod:`.operations` for what can be done to an event."""

from wartable.tournament.store.database import (
    ENVIRONMENT_VARIABLE,
    EventStore,
    data_directory,
    default_url,
    resolve_url,
)


def open_store(db: str | None = None) -> EventStore:
    """Open (and bring up to date) the database ``db``, ``$WARTABLE_DB`` or the default file."""
    return EventStore(resolve_url(db))


__all__ = [
    "ENVIRONMENT_VARIABLE",
    "EventStore",
    "data_directory",
    "default_url",
    "open_store",
    "resolve_url",
]

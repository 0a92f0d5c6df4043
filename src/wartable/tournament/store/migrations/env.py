"""Alembic's environment for the event store: migrations run on the connection the store hands
over (``config.attributes["connection"]``), inside the store's transaction."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from wartable.tournament.store.models import Base

connection = context.config.attributes.get("connection")
if not isinstance(connection, Connection):
    raise RuntimeError(
        "the event store's migrations run from wartable (EventStore), which passes a connection"
    )
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()

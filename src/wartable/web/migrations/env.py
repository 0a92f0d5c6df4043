"""Alembic's environment for the web server's tables.

Migrations run on the connection :class:`wartable.web.store.GameStore` hands over
(``config.attributes["connection"]``), or on ``sqlalchemy.url`` when run from the ``alembic`` command
with ``alembic.ini`` here. The revision is kept in ``web_alembic_version``, and only the ``web_``
tables are compared, so the event store's tables and migrations in the same database are left
alone.
"""

from __future__ import annotations

from typing import Any

from alembic import context
from sqlalchemy import Connection, create_engine

from wartable.web.store import VERSION_TABLE, Base


def include_object(
    obj: Any, name: str | None, type_: str, reflected: bool, compare_to: Any
) -> bool:
    """Only the web tables (and what belongs to them) take part in autogenerate."""
    if type_ == "table":
        return name is not None and name in Base.metadata.tables
    table = getattr(obj, "table", None)
    return table is None or table.name in Base.metadata.tables


def run(connection: Connection) -> None:
    """Run the migrations on ``connection``."""
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        version_table=VERSION_TABLE,
        include_object=include_object,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


given = context.config.attributes.get("connection")
if isinstance(given, Connection):
    run(given)
else:
    url = context.config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError("set sqlalchemy.url (alembic -x) or run the migrations from wartable")
    with create_engine(url).begin() as connection:
        run(connection)

"""Alembic's environment for the web server's tables (see
:func:`wartable.storage.run_migrations`): they run on the connection
:class:`wartable.web.store.GameStore` hands over, or on ``sqlalchemy.url`` when run from the
``alembic`` command with ``alembic.ini`` here; the revision is kept in ``web_alembic_version``,
and only the ``web_`` tables are compared, so the event store's tables and migrations in the same
database are left alone."""

from __future__ import annotations

from wartable.storage import run_migrations
from wartable.web.store import VERSION_TABLE, Base

run_migrations(Base.metadata, VERSION_TABLE)

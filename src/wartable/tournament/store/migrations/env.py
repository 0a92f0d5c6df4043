"""Alembic's environment for the event store (see :func:`wartable.storage.run_migrations`)."""

from __future__ import annotations

from wartable.storage import run_migrations
from wartable.tournament.store.database import SCHEMA
from wartable.tournament.store.models import Base

run_migrations(Base.metadata, SCHEMA.version_table)

"""The storage layer every database of wartable goes through (wartable.storage): where the
database is, its engine, and each part's migrations, refused when they come from a newer
wartable."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest

pytest.importorskip("sqlalchemy")
pytest.importorskip("alembic")

from sqlalchemy import text

from wartable.storage import (
    READ_ONLY,
    StorageError,
    data_directory,
    default_url,
    make_engine,
    parse_url,
    resolve_url,
)
from wartable.tournament.errors import EventError
from wartable.tournament.store.database import SCHEMA as EVENT_SCHEMA
from wartable.tournament.store.database import EventStore
from wartable.web.store import SCHEMA as WEB_SCHEMA
from wartable.web.store import GameStore, StoreError


def test_the_default_database_is_in_the_users_data_directory(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("WARTABLE_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    if sys.platform.startswith("linux"):
        assert data_directory() == tmp_path / "data" / "wartable"
    assert default_url() == f"sqlite:///{data_directory() / 'wartable.db'}"
    assert resolve_url() == default_url()
    monkeypatch.setenv("WARTABLE_DB", str(tmp_path / "env.db"))
    assert resolve_url() == f"sqlite:///{tmp_path / 'env.db'}"
    assert resolve_url("sqlite://") == "sqlite://"


def test_each_schema_declares_alembics_head() -> None:
    for schema in (EVENT_SCHEMA, WEB_SCHEMA):
        assert schema.alembic_head() == schema.head, schema.name
    assert EVENT_SCHEMA.version_table != WEB_SCHEMA.version_table
    assert EVENT_SCHEMA.lock != WEB_SCHEMA.lock


def test_one_database_holds_both_parts_and_a_newer_one_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    url = f"sqlite:///{path}"
    EventStore(url).dispose()
    GameStore(url).dispose()
    with sqlite3.connect(path) as db:
        for schema in (EVENT_SCHEMA, WEB_SCHEMA):
            stored = db.execute(f"select version_num from {schema.version_table}").fetchall()
            assert stored == [(schema.head,)]
        db.execute(f"update {WEB_SCHEMA.version_table} set version_num = 'web9999'")
    with pytest.raises(StoreError, match=r"web schema revision 'web9999'.*newer wartable"):
        GameStore(url)
    EventStore(url).dispose()  # the event store's own revision is untouched
    with sqlite3.connect(path) as db:
        db.execute(f"update {EVENT_SCHEMA.version_table} set version_num = '9999'")
    with pytest.raises(EventError, match=r"event store schema revision '9999'.*newer wartable"):
        EventStore(url)


def test_a_transaction_takes_the_write_lock_as_it_begins_and_a_read_only_one_none(
    tmp_path: Path,
) -> None:
    """``BEGIN IMMEDIATE`` for every transaction but those marked read-only: two writers queue
    for the lock at their start instead of failing halfway."""
    engine = make_engine(parse_url(f"sqlite:///{tmp_path / 'locks.db'}"))
    with engine.begin() as setup:
        setup.execute(text("create table t (x integer)"))
    other = engine.raw_connection()
    try:
        cursor = other.cursor()
        cursor.execute("PRAGMA busy_timeout = 0")
        with engine.connect() as writer:
            assert writer.execute(text("select count(*) from t")).scalar() == 0  # only reads...
            with pytest.raises(sqlite3.OperationalError, match="locked"):
                cursor.execute("BEGIN IMMEDIATE")  # ...yet holds the write lock
        with engine.connect().execution_options(**{READ_ONLY: True}) as reader:
            assert reader.execute(text("select count(*) from t")).scalar() == 0
            cursor.execute("BEGIN IMMEDIATE")  # a reader holds none
            cursor.execute("ROLLBACK")
    finally:
        other.close()
        engine.dispose()


def test_urls_that_cannot_be_read_or_opened_are_clear_errors() -> None:
    with pytest.raises(StorageError, match="cannot read database URL 'not a url://'"):
        parse_url("not a url://")
    with pytest.raises(StorageError, match="cannot open database nosuchdb://"):
        make_engine(parse_url("nosuchdb://host/db"))


def test_a_database_file_where_none_can_be_made_is_a_clear_error(tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder\n")
    url = f"sqlite:///{blocked / 'games.db'}"
    with pytest.raises(StorageError, match=f"cannot open database {url}: cannot make its folder"):
        make_engine(parse_url(url))
    with pytest.raises(StoreError, match="cannot make its folder"):
        GameStore(url)
    with pytest.raises(EventError, match="cannot make its folder"):
        EventStore(url)

"""Where the web server keeps its games: SQLAlchemy tables of its own, migrated by Alembic.

**Which database, and its engine:** as for every database of wartable (:mod:`wartable.storage`):
``wartable serve --db URL``, else ``WARTABLE_DB``, else ``wartable.db`` in the user's data
directory. The database may be shared with the event store: the server's tables are prefixed
``web_`` and its migrations (``migrations/``, :data:`SCHEMA`) keep their revision in their own
version table, :data:`VERSION_TABLE`.

**What is stored.** Per game: its id, variant, options, seed (with the salt of its commitment and
who chose it), rules version, status and outcome;
per seat: who sits there and the SHA-256 hash of its token or invite (never the token itself); and
the game's actions, one row each. A game is rebuilt by replaying its actions from its seed, so the
state (and its hidden cards) is never written as such. Accounts (:mod:`wartable.web.accounts`) add
users with argon2 password hashes, sessions by the hashes of their ids, the account that started a
game, and the organisers of events.

All methods are synchronous; the server calls them from one worker thread, in order.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    DateTime,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Text,
    bindparam,
    delete,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Connection
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from wartable.core.errors import WartableError
from wartable.storage import READ_ONLY, Database, Schema, resolve_url, sqlite_file

VERSION_TABLE = "web_alembic_version"
"""The table holding the web schema's Alembic revision (the event store keeps its own)."""
SCHEMA = Schema(
    name="web",
    migrations=Path(__file__).resolve().parent / "migrations",
    version_table=VERSION_TABLE,
    head="web0003",
    lock=7_461_625_740,
)
"""The web tables: their migrations, revision table and newest revision."""

__all__ = ["SCHEMA", "VERSION_TABLE", "GameStore", "StoreError", "resolve_url"]


class StoreError(WartableError):
    """The database cannot be opened or is of a newer schema."""


def token_hash(token: str) -> str:
    """The stored form of a seat token or invite: its SHA-256 in hex.

    Tokens are 192 random bits, so a fast hash is enough: nobody can guess one from its hash.
    """
    return hashlib.sha256(token.encode()).hexdigest()


def utcnow() -> datetime:
    """The current time in UTC, to the millisecond."""
    now = datetime.now(UTC)
    return now.replace(microsecond=now.microsecond // 1000 * 1000)


# -- the tables -------------------------------------------------------------------------------


class Base(DeclarativeBase):
    """Base of the web tables; their own metadata, separate from the event store's."""

    metadata = MetaData()


class GameRow(Base):
    """One game."""

    __tablename__ = "web_games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    variant: Mapped[str] = mapped_column(String(60))
    options: Mapped[str] = mapped_column(Text)
    seed: Mapped[str] = mapped_column(String(20))
    """As decimal text: seeds go up to 2**64-1, beyond a signed 64-bit column."""
    salt: Mapped[str | None] = mapped_column(String(64), nullable=True)
    """The salt of the deal's commitment (:mod:`wartable.core.fairness`); None: no commitment."""
    seed_source: Mapped[str] = mapped_column(String(16), server_default="unknown")
    """Who chose the seed: server, player (a game against the computer) or record (uploaded)."""
    rules_version: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16), index=True)
    origin: Mapped[str] = mapped_column(String(16), default="played")
    turn: Mapped[int] = mapped_column(Integer, default=0)
    moves: Mapped[int] = mapped_column(Integer, default=0)
    outcome: Mapped[str | None] = mapped_column(Text, nullable=True)
    restarted_as: Mapped[str | None] = mapped_column(String(32), nullable=True)
    meta: Mapped[str] = mapped_column(Text, default="{}")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("web_users.id"), nullable=True, index=True
    )
    """The account that started the game (accounts, :mod:`wartable.web.accounts`); None: a guest."""
    user_seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """The seat that account plays."""


class SeatRow(Base):
    """One seat of a game."""

    __tablename__ = "web_seats"

    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("web_games.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))
    name: Mapped[str] = mapped_column(String(80))
    agent: Mapped[str | None] = mapped_column(String(200), nullable=True)
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    invite_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)


class ActionRow(Base):
    """One action of a game, in order."""

    __tablename__ = "web_actions"

    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("web_games.id", ondelete="CASCADE"), primary_key=True
    )
    number: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(Text)


class UserRow(Base):
    """An account: a username and the argon2 hash of its password (never the password)."""

    __tablename__ = "web_users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    username: Mapped[str] = mapped_column(String(32))
    username_key: Mapped[str] = mapped_column(String(32), unique=True)
    """The username case-folded: two accounts may not differ only in case."""
    password_hash: Mapped[str] = mapped_column(String(255))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    password_changed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class SessionRow(Base):
    """A logged-in browser: the SHA-256 of its session id and of its CSRF token, until expiry."""

    __tablename__ = "web_sessions"

    id_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("web_users.id", ondelete="CASCADE"), index=True)
    csrf_hash: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)


class EventOrganiserRow(Base):
    """Who organises an event made on the web pages: the event store's id and name of the event
    (both must match) and the account. Events made otherwise (the CLI) have no row: read-only."""

    __tablename__ = "web_event_organisers"

    event_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_name: Mapped[str] = mapped_column(String(100), unique=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("web_users.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


# -- what the store hands back ------------------------------------------------------------------


@dataclass
class StoredSeat:
    """A seat as stored."""

    seat: int
    kind: str
    name: str
    agent: str | None = None
    token_hash: str | None = None
    invite_hash: str | None = None


@dataclass
class StoredGame:
    """A game's row and seats (and its actions when loaded whole)."""

    id: str
    variant: str
    options: str
    seed: int
    rules_version: int
    status: str
    seats: list[StoredSeat]
    origin: str = "played"
    salt: str | None = None
    seed_source: str = "server"
    turn: int = 0
    moves: int = 0
    outcome: dict[str, Any] | None = None
    restarted_as: str | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    created_at: datetime = field(default_factory=utcnow)
    updated_at: datetime = field(default_factory=utcnow)
    actions: list[tuple[int, str]] = field(default_factory=list)


@dataclass(frozen=True)
class ActionWrite:
    """A new action of a game."""

    game_id: str
    number: int
    seat: int
    action: str


@dataclass(frozen=True)
class SeatWrite:
    """A friend took a seat."""

    game_id: str
    seat: int
    name: str
    token_hash: str


@dataclass(frozen=True)
class ProgressWrite:
    """A game moved on."""

    game_id: str
    progress: Progress


@dataclass(frozen=True)
class Progress:
    """What changes in a game's row when it moves on."""

    status: str
    turn: int
    moves: int
    outcome: dict[str, Any] | None
    updated_at: datetime
    restarted_as: str | None = None


Write = ActionWrite | SeatWrite | ProgressWrite
"""One change the server queues for the database."""

_GAMES = Base.metadata.tables["web_games"]
_SEATS = Base.metadata.tables["web_seats"]
_ACTIONS = Base.metadata.tables["web_actions"]
_PROGRESS = (
    update(_GAMES)
    .where(_GAMES.c.id == bindparam("b_id"))
    .values(
        status=bindparam("b_status"),
        turn=bindparam("b_turn"),
        moves=bindparam("b_moves"),
        outcome=bindparam("b_outcome"),
        updated_at=bindparam("b_updated"),
        restarted_as=bindparam("b_restarted"),
    )
)
_SEAT_JOINED = (
    update(_SEATS)
    .where(_SEATS.c.game_id == bindparam("b_game"), _SEATS.c.seat == bindparam("b_seat"))
    .values(name=bindparam("b_name"), token_hash=bindparam("b_token"), invite_hash=None)
)


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _stored(row: GameRow, seats: Sequence[SeatRow]) -> StoredGame:
    return StoredGame(
        id=row.id,
        variant=row.variant,
        options=row.options,
        seed=int(row.seed),
        rules_version=row.rules_version,
        status=row.status,
        origin=row.origin,
        salt=row.salt,
        seed_source=row.seed_source,
        turn=row.turn,
        moves=row.moves,
        outcome=None if row.outcome is None else json.loads(row.outcome),
        restarted_as=row.restarted_as,
        meta=json.loads(row.meta or "{}"),
        created_at=_aware(row.created_at),
        updated_at=_aware(row.updated_at),
        seats=[
            StoredSeat(s.seat, s.kind, s.name, s.agent, s.token_hash, s.invite_hash)
            for s in sorted(seats, key=lambda s: s.seat)
        ],
    )


# -- the store ----------------------------------------------------------------------------------


class GameStore(Database):
    """The web server's games in a database whose web tables are migrated on opening.

    Raises :class:`StoreError` if the database cannot be opened or has a newer web schema.
    """

    schema = SCHEMA
    error = StoreError

    # -- writing ------------------------------------------------------------------------------

    def add_game(self, game: StoredGame) -> None:
        """Insert a new game with its seats and any actions it already has."""
        with self.session() as session:
            session.add(
                GameRow(
                    id=game.id,
                    variant=game.variant,
                    options=game.options,
                    seed=str(game.seed),
                    salt=game.salt,
                    seed_source=game.seed_source,
                    rules_version=game.rules_version,
                    status=game.status,
                    origin=game.origin,
                    turn=game.turn,
                    moves=game.moves,
                    outcome=None if game.outcome is None else json.dumps(game.outcome),
                    restarted_as=game.restarted_as,
                    meta=json.dumps(game.meta),
                    created_at=game.created_at,
                    updated_at=game.updated_at,
                )
            )
            session.flush()
            session.add_all(
                SeatRow(
                    game_id=game.id,
                    seat=s.seat,
                    kind=s.kind,
                    name=s.name,
                    agent=s.agent,
                    token_hash=s.token_hash,
                    invite_hash=s.invite_hash,
                )
                for s in game.seats
            )
            session.add_all(
                ActionRow(game_id=game.id, number=n, seat=seat, action=text)
                for n, (seat, text) in enumerate(game.actions, start=1)
            )

    def add_action(
        self, game_id: str, number: int, seat: int, action: str, progress: Progress
    ) -> None:
        """Append action ``number`` (from 1) of a game and update the game's row."""
        self.write([ActionWrite(game_id, number, seat, action), ProgressWrite(game_id, progress)])

    def set_progress(self, game_id: str, progress: Progress) -> None:
        """Update a game's status, counters and outcome."""
        self.write([ProgressWrite(game_id, progress)])

    def seat_joined(
        self, game_id: str, seat: int, name: str, token_hash: str, progress: Progress
    ) -> None:
        """A friend took ``seat``: store its token hash and name, forget the invite."""
        self.write([SeatWrite(game_id, seat, name, token_hash), ProgressWrite(game_id, progress)])

    @property
    def local_file(self) -> bool:
        """Whether the database is a SQLite file (a commit costs a fraction of a millisecond)."""
        return sqlite_file(self.url) is not None

    def quick_writer(self) -> Connection:
        """A connection of its own that never waits for a lock (SQLite files only): a write
        through it fails at once if another connection is writing, and it leaves checkpoints of
        the log to the other connections."""
        connection = self.engine.connect()
        connection.exec_driver_sql("PRAGMA busy_timeout = 0")
        connection.exec_driver_sql("PRAGMA wal_autocheckpoint = 0")
        connection.commit()
        return connection

    def checkpoint(self) -> None:
        """Copy the SQLite log into the database file as far as no reader needs it (a passive
        checkpoint, which never waits for a writer); nothing on other databases."""
        if self.local_file:
            # in a transaction that holds no lock: a checkpoint cannot run inside a writing one
            with self.engine.execution_options(**{READ_ONLY: True}).connect() as connection:
                connection.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")

    def write(self, writes: Sequence[Write], connection: Connection | None = None) -> None:
        """Apply writes in one transaction (on ``connection``, if given): new actions, joined
        seats, and for each game the last of its progress updates."""
        if connection is not None:
            with connection.begin():
                self._write(connection, writes)
            return
        with self.engine.begin() as opened:
            self._write(opened, writes)

    def _write(self, connection: Connection, writes: Sequence[Write]) -> None:
        actions = [w for w in writes if isinstance(w, ActionWrite)]
        seats = [w for w in writes if isinstance(w, SeatWrite)]
        latest: dict[str, Progress] = {}
        for w in writes:
            if isinstance(w, ProgressWrite):
                latest[w.game_id] = w.progress
        if actions:
            connection.execute(
                insert(_ACTIONS),
                [
                    {
                        "game_id": a.game_id,
                        "number": a.number,
                        "seat": a.seat,
                        "action": a.action,
                    }
                    for a in actions
                ],
            )
        if seats:
            connection.execute(
                _SEAT_JOINED,
                [
                    {
                        "b_game": w.game_id,
                        "b_seat": w.seat,
                        "b_name": w.name,
                        "b_token": w.token_hash,
                    }
                    for w in seats
                ],
            )
        if latest:
            connection.execute(
                _PROGRESS,
                [
                    {
                        "b_id": game_id,
                        "b_status": p.status,
                        "b_turn": p.turn,
                        "b_moves": p.moves,
                        "b_outcome": None if p.outcome is None else json.dumps(p.outcome),
                        "b_updated": p.updated_at,
                        "b_restarted": p.restarted_as,
                    }
                    for game_id, p in latest.items()
                ],
            )

    def delete_game(self, game_id: str) -> None:
        """Remove a game, its seats and its actions."""
        with self.session() as session:
            session.execute(delete(ActionRow).where(ActionRow.game_id == game_id))
            session.execute(delete(SeatRow).where(SeatRow.game_id == game_id))
            session.execute(delete(GameRow).where(GameRow.id == game_id))

    # -- reading ------------------------------------------------------------------------------

    def load_game(self, game_id: str) -> StoredGame | None:
        """A game with its seats and actions, or ``None``."""
        with self.session(write=False) as session:
            row = session.get(GameRow, game_id)
            if row is None:
                return None
            seats = session.scalars(select(SeatRow).where(SeatRow.game_id == game_id)).all()
            game = _stored(row, seats)
            game.actions = [
                (a.seat, a.action)
                for a in session.scalars(
                    select(ActionRow).where(ActionRow.game_id == game_id).order_by(ActionRow.number)
                )
            ]
            return game

    def has_game(self, game_id: str) -> bool:
        """Whether a game of that id is stored."""
        with self.session(write=False) as session:
            return session.scalar(select(GameRow.id).where(GameRow.id == game_id)) is not None

    def list_games(
        self,
        statuses: Sequence[str] | None = None,
        *,
        limit: int = 50,
        offset: int = 0,
        user_id: int | None = None,
    ) -> list[StoredGame]:
        """Games (without actions), newest first, optionally only those of some statuses (and only
        those started by the account ``user_id``)."""
        with self.session(write=False) as session:
            query = select(GameRow)
            if statuses:
                query = query.where(GameRow.status.in_(list(statuses)))
            if user_id is not None:
                query = query.where(GameRow.user_id == user_id)
            query = (
                query.order_by(GameRow.created_at.desc(), GameRow.id).limit(limit).offset(offset)
            )
            rows = session.scalars(query).all()
            ids = [row.id for row in rows]
            seats: dict[str, list[SeatRow]] = {game_id: [] for game_id in ids}
            if ids:
                for seat in session.scalars(select(SeatRow).where(SeatRow.game_id.in_(ids))):
                    seats[seat.game_id].append(seat)
            return [_stored(row, seats[row.id]) for row in rows]

    def count_games(self) -> int:
        """How many games are stored."""
        with self.session(write=False) as session:
            return int(session.scalar(select(func.count()).select_from(GameRow)) or 0)

"""The tables of the event store (SQLAlchemy 2 ORM): events, players with their submitted sets,
the deal, decks, rounds, pairings, results and the rating history.

The schema is made and changed only by the Alembic migrations in ``migrations/`` (a test checks that
they produce exactly these tables). Seeds are 64-bit unsigned numbers, wider than SQL's ``BIGINT``,
so they are stored as decimal text (:class:`SeedType`). Card sets, the deal, decks and agents are
stored as JSON in the formats of :mod:`wartable.tournament` (``to_json``/``from_json``).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    TypeDecorator,
    UniqueConstraint,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

__all__ = [
    "Base",
    "DeckRow",
    "DistributionRow",
    "EventRow",
    "PairingRow",
    "PlayerRow",
    "RatingRow",
    "ResultRow",
    "RoundRow",
    "SeedType",
]

NAME_LENGTH = 100
"""The longest event or player name."""
SEED_DIGITS = 20
"""Decimal digits of the largest seed, 2**64 - 1."""

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class SeedType(TypeDecorator[int]):
    """A seed (0 to 2**64 - 1) stored as decimal text."""

    impl = String(SEED_DIGITS)
    cache_ok = True

    def process_bind_param(self, value: int | None, dialect: Dialect) -> str | None:
        return None if value is None else str(value)

    def process_result_value(self, value: Any | None, dialect: Dialect) -> int | None:
        return None if value is None else int(value)


def _now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """The declarative base; its metadata names every constraint (see ``NAMING_CONVENTION``)."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class EventRow(Base):
    """An event: its name, format, planned rounds, how cards are dealt, the seed, the match
    options and where it stands (``status``)."""

    __tablename__ = "events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH), unique=True)
    format: Mapped[str] = mapped_column(String(20))
    rounds: Mapped[int | None] = mapped_column(Integer)
    """Rounds asked for at creation (None: the format's default), fixed at the first pairing."""
    distribution: Mapped[str] = mapped_column(String(20))
    seed: Mapped[int] = mapped_column(SeedType)
    match_options: Mapped[str] = mapped_column(String(200))
    status: Mapped[str] = mapped_column(String(20))
    final_sequence: Mapped[int | None] = mapped_column(Integer, unique=True)
    """The order in which events became final (ratings are updated in this order)."""
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)

    players: Mapped[list[PlayerRow]] = relationship(
        back_populates="event", order_by="PlayerRow.id", cascade="all, delete-orphan"
    )
    round_rows: Mapped[list[RoundRow]] = relationship(
        back_populates="event", order_by="RoundRow.number", cascade="all, delete-orphan"
    )
    distribution_record: Mapped[DistributionRow | None] = relationship(
        back_populates="event", cascade="all, delete-orphan"
    )


class PlayerRow(Base):
    """A player registered in an event, with the set it submitted (``CardSetModel`` as JSON) and,
    from the first pairing on, its seat (the order of the round-robin circle and of ties)."""

    __tablename__ = "players"
    __table_args__ = (UniqueConstraint("event_id", "name"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    card_set: Mapped[dict[str, Any]] = mapped_column(JSON)
    seat: Mapped[int | None] = mapped_column(Integer)

    event: Mapped[EventRow] = relationship(back_populates="players")
    deck: Mapped[DeckRow | None] = relationship(
        back_populates="player", cascade="all, delete-orphan"
    )


class DistributionRow(Base):
    """The deal of an event: a ``DistributionRecord`` as JSON."""

    __tablename__ = "distributions"

    event_id: Mapped[int] = mapped_column(
        ForeignKey("events.id", ondelete="CASCADE"), primary_key=True
    )
    record: Mapped[dict[str, Any]] = mapped_column(JSON)

    event: Mapped[EventRow] = relationship(back_populates="distribution_record")


class DeckRow(Base):
    """A player's current deck and sideboard (a ``Deck`` as JSON) and how it was made
    (``auto`` or ``chosen``)."""

    __tablename__ = "decks"

    player_id: Mapped[int] = mapped_column(
        ForeignKey("players.id", ondelete="CASCADE"), primary_key=True
    )
    deck: Mapped[dict[str, Any]] = mapped_column(JSON)
    source: Mapped[str] = mapped_column(String(10))

    player: Mapped[PlayerRow] = relationship(back_populates="deck")


class RoundRow(Base):
    """A round of an event, numbered from 1."""

    __tablename__ = "rounds"
    __table_args__ = (UniqueConstraint("event_id", "number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)

    event: Mapped[EventRow] = relationship(back_populates="round_rows")
    pairings: Mapped[list[PairingRow]] = relationship(
        back_populates="round", order_by="PairingRow.table_number", cascade="all, delete-orphan"
    )


class PairingRow(Base):
    """A table of a round: the first-seated player and the second (none for a bye)."""

    __tablename__ = "pairings"
    __table_args__ = (UniqueConstraint("round_id", "table_number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    table_number: Mapped[int] = mapped_column(Integer)
    first_player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), index=True)
    second_player_id: Mapped[int | None] = mapped_column(ForeignKey("players.id"), index=True)

    round: Mapped[RoundRow] = relationship(back_populates="pairings")
    first_player: Mapped[PlayerRow] = relationship(foreign_keys=[first_player_id])
    second_player: Mapped[PlayerRow | None] = relationship(foreign_keys=[second_player_id])
    result: Mapped[ResultRow | None] = relationship(
        back_populates="pairing", cascade="all, delete-orphan"
    )


class ResultRow(Base):
    """The result of a pairing (at most one: the unique pairing id guards against a second report).

    ``outcome`` is an :class:`~wartable.tournament.standings.Outcome`; the rounds are the decided
    rounds each seat won; ``source`` says how it came: ``reported`` by hand, ``played`` by agents
    (with their names, the match seed, termination and turns) or a ``bye``. ``revision`` counts
    the times it was replaced, starting at 1."""

    __tablename__ = "results"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    pairing_id: Mapped[int] = mapped_column(
        ForeignKey("pairings.id", ondelete="CASCADE"), unique=True
    )
    outcome: Mapped[str] = mapped_column(String(10))
    first_rounds: Mapped[int] = mapped_column(Integer)
    second_rounds: Mapped[int] = mapped_column(Integer)
    rounds_played: Mapped[int] = mapped_column(Integer)
    source: Mapped[str] = mapped_column(String(10))
    termination: Mapped[str | None] = mapped_column(String(30))
    turns: Mapped[int | None] = mapped_column(Integer)
    agents: Mapped[list[str] | None] = mapped_column(JSON)
    match_seed: Mapped[int | None] = mapped_column(SeedType)
    revision: Mapped[int] = mapped_column(Integer, default=1)

    pairing: Mapped[PairingRow] = relationship(back_populates="result")


class RatingRow(Base):
    """A player's rating after a final event (openskill Plackett-Luce ``mu`` and ``sigma``) and
    the rated matches it has played over all events so far. Players are known by name across
    events."""

    __tablename__ = "ratings"
    __table_args__ = (UniqueConstraint("event_id", "player"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    player: Mapped[str] = mapped_column(String(NAME_LENGTH), index=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    matches: Mapped[int] = mapped_column(Integer)

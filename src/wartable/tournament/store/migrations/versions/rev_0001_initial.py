"""The event store's first tables: events, players, distributions, decks, rounds, pairings,
results and ratings.

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SEED = sa.String(length=20)
"""Seeds (0 to 2**64 - 1) as decimal text."""


def upgrade() -> None:
    """Make every table."""
    op.create_table(
        "events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("format", sa.String(length=20), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=True),
        sa.Column("distribution", sa.String(length=20), nullable=False),
        sa.Column("seed", SEED, nullable=False),
        sa.Column("match_options", sa.String(length=200), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("final_sequence", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_events")),
        sa.UniqueConstraint("final_sequence", name=op.f("uq_events_final_sequence")),
        sa.UniqueConstraint("name", name=op.f("uq_events_name")),
    )
    op.create_table(
        "distributions",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("record", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"],
            ["events.id"],
            name=op.f("fk_distributions_event_id_events"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("event_id", name=op.f("pk_distributions")),
    )
    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("card_set", sa.JSON(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name=op.f("fk_players_event_id_events"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
        sa.UniqueConstraint("event_id", "name", name=op.f("uq_players_event_id_name")),
    )
    op.create_index(op.f("ix_players_event_id"), "players", ["event_id"])
    op.create_table(
        "ratings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("player", sa.String(length=100), nullable=False),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("matches", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name=op.f("fk_ratings_event_id_events"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ratings")),
        sa.UniqueConstraint("event_id", "player", name=op.f("uq_ratings_event_id_player")),
    )
    op.create_index(op.f("ix_ratings_event_id"), "ratings", ["event_id"])
    op.create_index(op.f("ix_ratings_player"), "ratings", ["player"])
    op.create_table(
        "rounds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name=op.f("fk_rounds_event_id_events"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rounds")),
        sa.UniqueConstraint("event_id", "number", name=op.f("uq_rounds_event_id_number")),
    )
    op.create_index(op.f("ix_rounds_event_id"), "rounds", ["event_id"])
    op.create_table(
        "decks",
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("deck", sa.JSON(), nullable=False),
        sa.Column("source", sa.String(length=10), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_decks_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("player_id", name=op.f("pk_decks")),
    )
    op.create_table(
        "pairings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("first_player_id", sa.Integer(), nullable=False),
        sa.Column("second_player_id", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["first_player_id"], ["players.id"], name=op.f("fk_pairings_first_player_id_players")
        ),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["rounds.id"],
            name=op.f("fk_pairings_round_id_rounds"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["second_player_id"], ["players.id"], name=op.f("fk_pairings_second_player_id_players")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pairings")),
        sa.UniqueConstraint(
            "round_id", "table_number", name=op.f("uq_pairings_round_id_table_number")
        ),
    )
    op.create_index(op.f("ix_pairings_first_player_id"), "pairings", ["first_player_id"])
    op.create_index(op.f("ix_pairings_round_id"), "pairings", ["round_id"])
    op.create_index(op.f("ix_pairings_second_player_id"), "pairings", ["second_player_id"])
    op.create_table(
        "results",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("pairing_id", sa.Integer(), nullable=False),
        sa.Column("outcome", sa.String(length=10), nullable=False),
        sa.Column("first_rounds", sa.Integer(), nullable=False),
        sa.Column("second_rounds", sa.Integer(), nullable=False),
        sa.Column("rounds_played", sa.Integer(), nullable=False),
        sa.Column("source", sa.String(length=10), nullable=False),
        sa.Column("termination", sa.String(length=30), nullable=True),
        sa.Column("turns", sa.Integer(), nullable=True),
        sa.Column("agents", sa.JSON(), nullable=True),
        sa.Column("match_seed", SEED, nullable=True),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["pairing_id"],
            ["pairings.id"],
            name=op.f("fk_results_pairing_id_pairings"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_results")),
        sa.UniqueConstraint("pairing_id", name=op.f("uq_results_pairing_id")),
    )


def downgrade() -> None:
    """Drop every table."""
    for table in (
        "results",
        "pairings",
        "decks",
        "rounds",
        "ratings",
        "players",
        "distributions",
        "events",
    ):
        op.drop_table(table)

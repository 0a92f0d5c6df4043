"""The web server's first tables: games, seats and actions.

Revision ID: web0001
Revises:
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "web0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Make the tables."""
    op.create_table(
        "web_games",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("variant", sa.String(length=60), nullable=False),
        sa.Column("options", sa.Text(), nullable=False),
        sa.Column("seed", sa.String(length=20), nullable=False),
        sa.Column("rules_version", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("origin", sa.String(length=16), nullable=False),
        sa.Column("turn", sa.Integer(), nullable=False),
        sa.Column("moves", sa.Integer(), nullable=False),
        sa.Column("outcome", sa.Text(), nullable=True),
        sa.Column("restarted_as", sa.String(length=32), nullable=True),
        sa.Column("meta", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_web_games"),
    )
    op.create_index("ix_web_games_status", "web_games", ["status"])
    op.create_index("ix_web_games_created_at", "web_games", ["created_at"])
    op.create_table(
        "web_seats",
        sa.Column("game_id", sa.String(length=32), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=8), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("agent", sa.String(length=200), nullable=True),
        sa.Column("token_hash", sa.String(length=64), nullable=True),
        sa.Column("invite_hash", sa.String(length=64), nullable=True),
        sa.ForeignKeyConstraint(
            ["game_id"], ["web_games.id"], name="fk_web_seats_game", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("game_id", "seat", name="pk_web_seats"),
    )
    op.create_table(
        "web_actions",
        sa.Column("game_id", sa.String(length=32), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("action", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["web_games.id"], name="fk_web_actions_game", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("game_id", "number", name="pk_web_actions"),
    )


def downgrade() -> None:
    """Drop the tables."""
    op.drop_table("web_actions")
    op.drop_table("web_seats")
    op.drop_index("ix_web_games_created_at", table_name="web_games")
    op.drop_index("ix_web_games_status", table_name="web_games")
    op.drop_table("web_games")

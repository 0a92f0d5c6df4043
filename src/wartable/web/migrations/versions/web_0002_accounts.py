"""Accounts: users, their sessions, the games they started and the events they organise.

Revision ID: web0002
Revises: web0001
Create Date: 2026-11-29

``web_games`` gains ``user_id`` and ``user_seat`` in place (``ALTER TABLE ... ADD COLUMN``, also on
SQLite): rebuilding the table the way Alembic's batch mode does would drop it, and with SQLite's
foreign keys on, dropping ``web_games`` deletes every seat and action that refers to it. Its
foreign key has no ``ON DELETE`` (accounts are not deleted), since SQLite cannot report one given in
a column's ``REFERENCES`` clause and the tables are compared with the models by a test.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "web0002"
down_revision: str | None = "web0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Make the account tables and link games to accounts."""
    op.create_table(
        "web_users",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("username", sa.String(length=32), nullable=False),
        sa.Column("username_key", sa.String(length=32), nullable=False),
        sa.Column("password_hash", sa.String(length=255), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("password_changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_web_users"),
        sa.UniqueConstraint("username_key", name="uq_web_users_username_key"),
    )
    op.create_table(
        "web_sessions",
        sa.Column("id_hash", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("csrf_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["web_users.id"], name="fk_web_sessions_user", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id_hash", name="pk_web_sessions"),
    )
    op.create_index("ix_web_sessions_user_id", "web_sessions", ["user_id"])
    op.create_index("ix_web_sessions_expires_at", "web_sessions", ["expires_at"])
    op.create_table(
        "web_event_organisers",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("event_name", sa.String(length=100), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["web_users.id"], name="fk_web_event_organisers_user", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("event_id", name="pk_web_event_organisers"),
        sa.UniqueConstraint("event_name", name="uq_web_event_organisers_event_name"),
    )
    op.create_index("ix_web_event_organisers_user_id", "web_event_organisers", ["user_id"])
    sqlite = op.get_bind().dialect.name == "sqlite"
    if sqlite:
        # SQLite adds a column with a REFERENCES clause in place (its default is NULL).
        op.execute("ALTER TABLE web_games ADD COLUMN user_id INTEGER REFERENCES web_users (id)")
    else:
        op.add_column("web_games", sa.Column("user_id", sa.Integer(), nullable=True))
        op.create_foreign_key("fk_web_games_user", "web_games", "web_users", ["user_id"], ["id"])
    op.add_column("web_games", sa.Column("user_seat", sa.Integer(), nullable=True))
    op.create_index("ix_web_games_user_id", "web_games", ["user_id"])


def downgrade() -> None:
    """Drop the account tables and the games' links to them."""
    op.drop_index("ix_web_games_user_id", table_name="web_games")
    if op.get_bind().dialect.name == "sqlite":
        op.execute("ALTER TABLE web_games DROP COLUMN user_seat")
        op.execute("ALTER TABLE web_games DROP COLUMN user_id")
    else:
        op.drop_constraint("fk_web_games_user", "web_games", type_="foreignkey")
        op.drop_column("web_games", "user_seat")
        op.drop_column("web_games", "user_id")
    op.drop_index("ix_web_event_organisers_user_id", table_name="web_event_organisers")
    op.drop_table("web_event_organisers")
    op.drop_index("ix_web_sessions_expires_at", table_name="web_sessions")
    op.drop_index("ix_web_sessions_user_id", table_name="web_sessions")
    op.drop_table("web_sessions")
    op.drop_table("web_users")

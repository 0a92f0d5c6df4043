"""Fair deals: each game's salt (the secret half of its commitment) and who chose its seed.

Revision ID: web0003
Revises: web0002
Create Date: 2027-01-10

``web_games`` gains ``salt`` (64 hex digits; NULL for games made before, which have no
commitment) and ``seed_source`` (``server``, ``player``, ``record``; ``unknown`` for games made
before), added in place as in web0002.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "web0003"
down_revision: str | None = "web0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add the salt and the seed's source to every game."""
    op.add_column("web_games", sa.Column("salt", sa.String(length=64), nullable=True))
    op.add_column(
        "web_games",
        sa.Column("seed_source", sa.String(length=16), nullable=False, server_default="unknown"),
    )


def downgrade() -> None:
    """Drop the salt and the seed's source."""
    if op.get_bind().dialect.name == "sqlite":
        op.execute("ALTER TABLE web_games DROP COLUMN seed_source")
        op.execute("ALTER TABLE web_games DROP COLUMN salt")
    else:
        op.drop_column("web_games", "seed_source")
        op.drop_column("web_games", "salt")

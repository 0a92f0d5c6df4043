"""Accounts (``/api/me``, ``/api/accounts``, ``/api/session``, ``routers/accounts.py``)."""

from __future__ import annotations

from datetime import datetime

from pydantic import Field

from wartable.web.schemas.common import Model
from wartable.web.schemas.games import GamePublic

USERNAME_MAX = 32
PASSWORD_MAX = 1024


class AccountPublic(Model):
    """A logged-in account, as its owner sees it."""

    username: str
    created_at: datetime


class AccountState(Model):
    """``GET /api/me``: who is logged in (null: a guest), and the CSRF token to send as the
    ``X-CSRF-Token`` header (or the ``csrf_token`` form field) with every request that changes
    something while logged in, and with the log-in and sign-up requests."""

    user: AccountPublic | None
    csrf_token: str


class Credentials(Model):
    """``POST /api/accounts`` (sign up) and ``POST /api/session`` (log in)."""

    username: str = Field(min_length=1, max_length=USERNAME_MAX)
    password: str = Field(min_length=1, max_length=PASSWORD_MAX)


class PasswordChange(Model):
    """``POST /api/me/password``: the current password and the new one."""

    current_password: str = Field(min_length=1, max_length=PASSWORD_MAX)
    new_password: str = Field(min_length=1, max_length=PASSWORD_MAX)


class AccountGame(Model):
    """A game saved to the account: the game and the seat the account plays in it."""

    game: GamePublic
    seat: int

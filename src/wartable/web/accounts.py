"""Accounts: local users with argon2-hashed passwords, server-side sessions, CSRF tokens, a login
rate limit, and the links from accounts to the games they start and the events they organise.

Playing needs no account: a seat is played with its seat token, account or not. An account keeps a
list of the games started while logged in (across browsers) and owns the events it creates.

This module holds what is not HTTP: checks of names and passwords, hashing, the limiter, and the
database functions (synchronous, on :class:`~wartable.web.store.GameStore`; the server runs them on
the store's thread). The routes and cookies are in :mod:`wartable.web.routers.accounts`.

**What is stored.** Per account: the username, its case-folded form (unique) and the argon2id hash
of the password, with OWASP's recommended parameters (:data:`ARGON2_PARAMETERS`: 19 MiB, two
passes, one lane; some 70 ms a hash; a hash made otherwise is redone at the next login). Per
session: the SHA-256 of the session id and of the session's CSRF token, and when it expires; the id
and the token themselves live only in the browser's cookies. Neither a password nor a session id is
ever written to the database or a log.
"""

from __future__ import annotations

import re
import secrets
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cache

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError
from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError

from wartable.core.errors import WartableError
from wartable.web.store import (
    EventOrganiserRow,
    GameRow,
    GameStore,
    SessionRow,
    StoredGame,
    UserRow,
    token_hash,
    utcnow,
)

__all__ = [
    "PASSWORD_MAX",
    "PASSWORD_MIN",
    "SESSION_LIFETIME",
    "USERNAME_PATTERN",
    "Account",
    "AccountError",
    "LoginLimiter",
    "Organiser",
    "RateLimiter",
    "SessionInfo",
    "add_user",
    "check_password",
    "check_username",
    "end_session",
    "find_user",
    "hash_password",
    "link_game",
    "needs_rehash",
    "new_secret",
    "organiser_of",
    "organisers",
    "secret_hash",
    "session_of",
    "set_organiser",
    "set_password",
    "start_session",
    "user_games",
    "user_seat",
    "verify_password",
]

USERNAME_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{2,31}")
"""3 to 32 letters, digits, ``_``, ``.`` or ``-``, starting with a letter or digit."""
PASSWORD_MIN = 8
PASSWORD_MAX = 1024
"""Longer passwords are refused (hashing one costs the same, but the request does not need it)."""
SESSION_LIFETIME = timedelta(days=14)
"""A session ends this long after logging in (logging in again starts a new one)."""
SECRET_BYTES = 32
ARGON2_PARAMETERS = (2, 19 * 1024, 1)
"""argon2id's passes, memory (KiB) and lanes, as OWASP's Password Storage Cheat Sheet recommends."""


class AccountError(WartableError):
    """A refused account request: ``code`` and ``field`` as the API reports them."""

    def __init__(self, code: str, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.field = field


# -- names, passwords, secrets -------------------------------------------------------------------


def check_username(username: str) -> str:
    """The username, stripped, if it may name an account; else AccountError."""
    name = username.strip()
    if not USERNAME_PATTERN.fullmatch(name):
        raise AccountError(
            "invalid",
            "a username has 3 to 32 letters, digits, '_', '.' or '-', and starts with a letter or"
            " digit",
            field="body.username",
        )
    return name


def username_key(username: str) -> str:
    """The form under which usernames are unique (case-folded)."""
    return username.strip().casefold()


def check_password(password: str, *, field: str = "body.password") -> str:
    """The password if it is long enough (and not absurdly long); else AccountError."""
    if len(password) < PASSWORD_MIN:
        raise AccountError(
            "invalid", f"a password needs at least {PASSWORD_MIN} characters", field=field
        )
    if len(password) > PASSWORD_MAX:
        raise AccountError(
            "invalid", f"a password may have at most {PASSWORD_MAX} characters", field=field
        )
    return password


@cache
def _hasher() -> PasswordHasher:
    passes, memory, lanes = ARGON2_PARAMETERS
    return PasswordHasher(time_cost=passes, memory_cost=memory, parallelism=lanes)


@cache
def _dummy_hash() -> str:
    """A hash to verify against when there is no such user, so that the answer takes as long."""
    return _hasher().hash(secrets.token_urlsafe(16))


def hash_password(password: str) -> str:
    """The argon2id hash of a password (slow on purpose: run it off the event loop)."""
    return _hasher().hash(password)


def verify_password(stored: str | None, password: str) -> bool:
    """Whether ``password`` matches the stored hash; with no hash, a dummy check of equal cost."""
    try:
        return _hasher().verify(stored or _dummy_hash(), password) and stored is not None
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


def needs_rehash(stored: str) -> bool:
    """Whether a stored hash was made with other parameters than :data:`ARGON2_PARAMETERS`."""
    try:
        return _hasher().check_needs_rehash(stored)
    except InvalidHashError:
        return True


def new_secret() -> str:
    """A random secret for a session id or a CSRF token (256 bits, URL-safe)."""
    return secrets.token_urlsafe(SECRET_BYTES)


def secret_hash(secret: str) -> str:
    """The stored form of a session id or CSRF token (SHA-256: they are random, not guessable)."""
    return token_hash(secret)


# -- the login rate limit ------------------------------------------------------------------------


class RateLimiter:
    """At most ``limit`` hits per key within ``window`` seconds (a sliding window, in memory).

    Keys are forgotten once their hits are old; at most ``max_keys`` keys are kept (the oldest go
    first), so the limiter's memory stays bounded whatever is thrown at it."""

    def __init__(
        self,
        limit: int,
        window: float,
        *,
        max_keys: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
        self.window = window
        self.max_keys = max_keys
        self.clock = clock
        self._hits: OrderedDict[str, deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def _recent(self, key: str, now: float) -> deque[float] | None:
        hits = self._hits.get(key)
        if hits is None:
            return None
        while hits and hits[0] <= now - self.window:
            hits.popleft()
        if not hits:
            del self._hits[key]
            return None
        return hits

    def wait(self, key: str) -> float:
        """Seconds until ``key`` may try again (0: now)."""
        with self._lock:
            now = self.clock()
            hits = self._recent(key, now)
            if hits is None or len(hits) < self.limit:
                return 0.0
            return max(0.0, hits[-self.limit] + self.window - now)

    def hit(self, key: str) -> None:
        """Count one hit for ``key``."""
        with self._lock:
            now = self.clock()
            hits = self._recent(key, now)
            if hits is None:
                hits = self._hits[key] = deque(maxlen=self.limit)
            hits.append(now)
            self._hits.move_to_end(key)
            while len(self._hits) > self.max_keys:
                self._hits.popitem(last=False)

    def clear(self, key: str) -> None:
        """Forget ``key``'s hits."""
        with self._lock:
            self._hits.pop(key, None)


@dataclass(frozen=True)
class Refusal:
    """Why a login must wait, and for how long."""

    seconds: float
    message: str


class LoginLimiter:
    """Failed logins counted per username and per client address: after ``per_user`` failures for
    one username, or ``per_address`` from one address, within ``window`` seconds, logins wait.

    A successful login clears its username's count (not the address's)."""

    def __init__(
        self,
        *,
        per_user: int = 5,
        per_address: int = 20,
        window: float = 15 * 60,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.users = RateLimiter(per_user, window, clock=clock)
        self.addresses = RateLimiter(per_address, window, clock=clock)

    def refusal(self, username: str, address: str) -> Refusal | None:
        """Why this login may not be tried now, or None."""
        user_wait = self.users.wait(username_key(username))
        address_wait = self.addresses.wait(address)
        if user_wait <= 0 and address_wait <= 0:
            return None
        seconds = max(user_wait, address_wait)
        minutes = max(1, round(seconds / 60))
        who = f"for {username.strip()!r}" if user_wait >= address_wait else "from your address"
        return Refusal(
            seconds,
            f"too many failed logins {who}; try again in {minutes} minute"
            + ("s" if minutes != 1 else ""),
        )

    def failed(self, username: str, address: str) -> None:
        """Count a failed login."""
        self.users.hit(username_key(username))
        self.addresses.hit(address)

    def succeeded(self, username: str) -> None:
        """Clear the username's failures."""
        self.users.clear(username_key(username))


# -- the database --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Account:
    """A logged-in user."""

    id: int
    username: str
    created_at: datetime


@dataclass(frozen=True)
class SessionInfo:
    """A live session: its account, the hash of its CSRF token and when it expires."""

    account: Account
    id_hash: str
    csrf_hash: str
    expires_at: datetime


def _account(row: UserRow) -> Account:
    return Account(row.id, row.username, row.created_at)


def add_user(store: GameStore, username: str, password_hash: str) -> Account:
    """A new account; AccountError (409) if the username is taken (in any case)."""
    now = utcnow()
    try:
        with store.session() as session:
            row = UserRow(
                username=username,
                username_key=username_key(username),
                password_hash=password_hash,
                created_at=now,
                password_changed_at=now,
            )
            session.add(row)
            session.flush()
            return _account(row)
    except IntegrityError:
        raise AccountError(
            "conflict", f"the username {username!r} is taken; choose another", field="body.username"
        ) from None


def find_user(store: GameStore, username: str) -> tuple[Account, str] | None:
    """The account of a username (any case) with its password hash, or None."""
    with store.session() as session:
        row = session.scalars(
            select(UserRow).where(UserRow.username_key == username_key(username))
        ).one_or_none()
        return None if row is None else (_account(row), row.password_hash)


def password_hash_of(store: GameStore, user_id: int) -> str | None:
    """The stored password hash of an account."""
    with store.session() as session:
        row = session.get(UserRow, user_id)
        return None if row is None else row.password_hash


def start_session(
    store: GameStore, user_id: int, *, replacing: str | None = None, end_others: bool = False
) -> tuple[str, str, datetime]:
    """A new session of an account: (session id, CSRF token, expiry). The session ``replacing``
    (an id) ends, so a login always issues a fresh id; ``end_others`` ends every other session of
    the account too (after a password change). Expired sessions of anyone are swept."""
    session_id, csrf = new_secret(), new_secret()
    now = utcnow()
    expires = now + SESSION_LIFETIME
    with store.session() as session:
        session.execute(delete(SessionRow).where(SessionRow.expires_at <= now))
        if replacing:
            session.execute(delete(SessionRow).where(SessionRow.id_hash == secret_hash(replacing)))
        if end_others:
            session.execute(delete(SessionRow).where(SessionRow.user_id == user_id))
        session.add(
            SessionRow(
                id_hash=secret_hash(session_id),
                user_id=user_id,
                csrf_hash=secret_hash(csrf),
                created_at=now,
                expires_at=expires,
            )
        )
    return session_id, csrf, expires


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def session_of(store: GameStore, session_id: str) -> SessionInfo | None:
    """The live session with this id, or None (an expired one is removed)."""
    wanted = secret_hash(session_id)
    with store.session() as session:
        found = session.execute(
            select(SessionRow, UserRow)
            .join(UserRow, SessionRow.user_id == UserRow.id)
            .where(SessionRow.id_hash == wanted)
        ).one_or_none()
        if found is None:
            return None
        row, user = found
        expires = _aware(row.expires_at)
        if expires <= utcnow():
            session.delete(row)
            return None
        return SessionInfo(_account(user), row.id_hash, row.csrf_hash, expires)


def new_csrf(store: GameStore, session_id: str) -> str | None:
    """A new CSRF token for a live session (when the browser lost its cookie); None if the session
    is gone."""
    csrf = new_secret()
    with store.session() as session:
        row = session.get(SessionRow, secret_hash(session_id))
        if row is None:
            return None
        row.csrf_hash = secret_hash(csrf)
        return csrf


def end_session(store: GameStore, session_id: str) -> None:
    """Log a session out."""
    with store.session() as session:
        session.execute(delete(SessionRow).where(SessionRow.id_hash == secret_hash(session_id)))


def set_password(store: GameStore, user_id: int, password_hash: str) -> None:
    """Store a new password hash."""
    with store.session() as session:
        session.execute(
            update(UserRow)
            .where(UserRow.id == user_id)
            .values(password_hash=password_hash, password_changed_at=utcnow())
        )


# -- games of an account -------------------------------------------------------------------------


def link_game(store: GameStore, game_id: str, user_id: int, seat: int) -> None:
    """Save a game to an account: the account plays ``seat``."""
    with store.session() as session:
        session.execute(
            update(GameRow).where(GameRow.id == game_id).values(user_id=user_id, user_seat=seat)
        )


def _follow_restarts(store: GameStore, user_id: int) -> None:
    """Save to the account the games its games were restarted as (in the same seat)."""
    with store.session() as session:
        for _ in range(100):
            linked = 0
            restarted = session.scalars(
                select(GameRow).where(GameRow.user_id == user_id, GameRow.restarted_as.is_not(None))
            ).all()
            for row in restarted:
                new = session.get(GameRow, row.restarted_as)
                if new is not None and new.user_id is None:
                    new.user_id, new.user_seat = user_id, row.user_seat
                    linked += 1
            session.flush()
            if not linked:
                return


def user_games(
    store: GameStore, user_id: int, *, limit: int = 50, offset: int = 0
) -> list[tuple[StoredGame, int]]:
    """The games an account started (and their restarts), newest first, with its seat in each."""
    _follow_restarts(store, user_id)
    games = store.list_games(None, limit=limit, offset=offset, user_id=user_id)
    with store.session() as session:
        seats = dict(
            session.execute(
                select(GameRow.id, GameRow.user_seat).where(GameRow.id.in_([g.id for g in games]))
            ).all()
        )
    return [(game, int(seats.get(game.id) or 0)) for game in games]


def user_seat(store: GameStore, game_id: str, user_id: int) -> int | None:
    """The seat an account plays in a game saved to it, or None."""
    with store.session() as session:
        row = session.get(GameRow, game_id)
        if row is None or row.user_id != user_id:
            return None
        return row.user_seat


# -- organisers of events ------------------------------------------------------------------------


@dataclass(frozen=True)
class Organiser:
    """The account that organises an event made on the web pages."""

    event_id: int
    event_name: str
    user_id: int
    username: str


def set_organiser(store: GameStore, event_id: int, event_name: str, user_id: int) -> None:
    """Make an account the organiser of an event (replacing any stale row of the same id or
    name, left by an event store that was replaced)."""
    with store.session() as session:
        session.execute(
            delete(EventOrganiserRow).where(
                (EventOrganiserRow.event_id == event_id)
                | (EventOrganiserRow.event_name == event_name)
            )
        )
        session.add(
            EventOrganiserRow(
                event_id=event_id, event_name=event_name, user_id=user_id, created_at=utcnow()
            )
        )


def _organiser(row: EventOrganiserRow, username: str) -> Organiser:
    return Organiser(row.event_id, row.event_name, row.user_id, username)


def organisers(store: GameStore) -> dict[int, Organiser]:
    """Every organiser row, by event id."""
    with store.session() as session:
        rows = session.execute(
            select(EventOrganiserRow, UserRow.username).join(
                UserRow, EventOrganiserRow.user_id == UserRow.id
            )
        ).all()
        return {row.event_id: _organiser(row, username) for row, username in rows}


def organiser_of(store: GameStore, event_id: int, event_name: str) -> Organiser | None:
    """The organiser of an event, if it was made on the web pages (id and name must match)."""
    with store.session() as session:
        found = session.execute(
            select(EventOrganiserRow, UserRow.username)
            .join(UserRow, EventOrganiserRow.user_id == UserRow.id)
            .where(EventOrganiserRow.event_id == event_id)
        ).one_or_none()
        if found is None or found[0].event_name != event_name:
            return None
        return _organiser(found[0], found[1])

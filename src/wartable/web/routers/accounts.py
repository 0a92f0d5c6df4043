"""Accounts over HTTP: sign up, log in, log out, change the password, the account's games; the
session and CSRF cookies; the CSRF guard every request passes; the pages ``/login`` and ``/account``.

**Sessions.** Logging in (or signing up) issues a new random session id in the ``wartable_session``
cookie (HttpOnly, SameSite=Lax, Secure over https, for :data:`~wartable.web.accounts.
SESSION_LIFETIME`); any session the browser had ends, so an id planted before the login is
useless. The database keeps only the id's hash.

**CSRF.** Each session has a CSRF token, in the ``wartable_csrf`` cookie (readable by the page's
scripts) with its hash in the session's row. :func:`csrf_guard`, a dependency of every route, refuses
(403) a request that changes something (any method but GET, HEAD, OPTIONS) and carries a live
session cookie unless it also carries the token, as the ``X-CSRF-Token`` header or the
``csrf_token`` form field, equal to the cookie and to the session's. Guests have no session, so
their requests (games played by seat token) are unaffected. Logging in and signing up are guarded
the same way with the token a guest gets from ``GET /api/me`` (double submit: header equal to
cookie), so another site cannot log a browser into an account of its choosing. WebSockets are
refused (close code 1008) when the browser says they come from another site: their ``Origin`` must
name the server's host.

**Rate limit.** Failed logins are counted in memory per username and per client address
(:class:`~wartable.web.accounts.LoginLimiter`); past the limit a login is answered 429 with
``Retry-After`` and a message saying when to try again. Sign-ups are limited per address.
"""

from __future__ import annotations

import asyncio
import hmac
from typing import Annotated, Any
from urllib.parse import urlsplit

from fastapi import APIRouter, Depends, Request, Response, WebSocketException
from fastapi.responses import JSONResponse
from fastapi.templating import Jinja2Templates
from starlette.requests import HTTPConnection

from wartable.web import Settings, accounts
from wartable.web.accounts import Account, AccountError, LoginLimiter, RateLimiter, SessionInfo
from wartable.web.errors import WebError
from wartable.web.hub import joined
from wartable.web.routers.deps import GameIdDep, HubDep, SettingsDep, get_hub
from wartable.web.schemas.accounts import (
    AccountGame,
    AccountPublic,
    AccountState,
    Credentials,
    PasswordChange,
)
from wartable.web.schemas.common import ApiError
from wartable.web.schemas.games import Joined
from wartable.web.security import safe_next
from wartable.web.store import SeatWrite, token_hash
from wartable.web.tables import new_secret

router = APIRouter(tags=["accounts"])

SESSION_COOKIE = "wartable_session"
CSRF_COOKIE = "wartable_csrf"
CSRF_HEADER = "X-CSRF-Token"
CSRF_FIELD = "csrf_token"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "TRACE"})
SECRET_MAX = 100
"""The longest cookie or token value looked at (ours are 43 characters)."""
HASHING_AT_ONCE = 2
"""Passwords hashed at the same time (each takes 19 MiB and some 70 ms of a core)."""
SIGNUPS_PER_HOUR = 10
"""Accounts one address may create per hour."""
CLOSE_POLICY = 1008
ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ApiError} for code in (401, 403, 404, 409, 422, 429)
}
_STATE_KEY = "wartable_session_info"


# -- app-wide helpers ----------------------------------------------------------------------------


def _app_state(connection: HTTPConnection, name: str, make: Any) -> Any:
    state = connection.app.state
    value = getattr(state, name, None)
    if value is None:
        value = make()
        setattr(state, name, value)
    return value


def login_limiter(connection: HTTPConnection) -> LoginLimiter:
    """The app's limiter of failed logins."""
    limiter: LoginLimiter = _app_state(connection, "login_limiter", LoginLimiter)
    return limiter


def signup_limiter(connection: HTTPConnection) -> RateLimiter:
    """The app's limiter of sign-ups per address."""
    limiter: RateLimiter = _app_state(
        connection, "signup_limiter", lambda: RateLimiter(SIGNUPS_PER_HOUR, 3600.0)
    )
    return limiter


def _hashing(connection: HTTPConnection) -> asyncio.Semaphore:
    semaphore: asyncio.Semaphore = _app_state(
        connection, "password_hashing", lambda: asyncio.Semaphore(HASHING_AT_ONCE)
    )
    return semaphore


async def _hash(connection: HTTPConnection, password: str) -> str:
    async with _hashing(connection):
        return await asyncio.to_thread(accounts.hash_password, password)


async def _verify(connection: HTTPConnection, stored: str | None, password: str) -> bool:
    async with _hashing(connection):
        return await asyncio.to_thread(accounts.verify_password, stored, password)


def client_address(connection: HTTPConnection) -> str:
    """The client's address: the peer's, or behind a trusted proxy the one it forwards
    (:class:`~wartable.web.security.ProxyHeaders`)."""
    return connection.client.host if connection.client is not None else "unknown"


def _cookie(connection: HTTPConnection, name: str) -> str | None:
    value = connection.cookies.get(name)
    return value if value and len(value) <= SECRET_MAX else None


def _error(
    status: int, code: str, message: str, field: str | None = None, **headers: str
) -> JSONResponse:
    body = ApiError(error=code, message=message, field=field)
    return JSONResponse(body.model_dump(), status_code=status, headers=headers or None)


def _refuse(exc: AccountError) -> WebError:
    return WebError(exc.code, exc.message, field=exc.field)


# -- sessions ------------------------------------------------------------------------------------


async def session_info(connection: HTTPConnection) -> SessionInfo | None:
    """The live session of a request (looked up once per request), or None."""
    if hasattr(connection.state, _STATE_KEY):
        cached: SessionInfo | None = getattr(connection.state, _STATE_KEY)
        return cached
    session_id = _cookie(connection, SESSION_COOKIE)
    info = None
    if session_id is not None:
        hub = get_hub(connection)
        info = await hub.persistence.db(accounts.session_of, hub.persistence.store, session_id)
    setattr(connection.state, _STATE_KEY, info)
    return info


async def current_account(connection: HTTPConnection) -> Account | None:
    """The logged-in account of a request, or None for a guest."""
    info = await session_info(connection)
    return None if info is None else info.account


async def required_account(connection: HTTPConnection) -> Account:
    """The logged-in account; 401 for a guest."""
    account = await current_account(connection)
    if account is None:
        raise WebError("unauthorized", "log in first (or sign up): this needs an account")
    return account


CurrentAccountDep = Annotated[Account | None, Depends(current_account)]
"""The logged-in account, or None."""
AccountDep = Annotated[Account, Depends(required_account)]
"""The logged-in account (401 for guests)."""


def _secure(connection: HTTPConnection) -> bool:
    return connection.url.scheme in ("https", "wss")


def set_session_cookies(
    response: Response, connection: HTTPConnection, session_id: str, csrf: str
) -> None:
    """Put a new session's cookies on a response."""
    seconds = int(accounts.SESSION_LIFETIME.total_seconds())
    secure = _secure(connection)
    response.set_cookie(
        SESSION_COOKIE,
        session_id,
        max_age=seconds,
        path="/",
        httponly=True,
        samesite="lax",
        secure=secure,
    )
    set_csrf_cookie(response, connection, csrf)


def set_csrf_cookie(response: Response, connection: HTTPConnection, csrf: str) -> None:
    """Put a CSRF token's cookie on a response (scripts of the page read it)."""
    response.set_cookie(
        CSRF_COOKIE,
        csrf,
        max_age=int(accounts.SESSION_LIFETIME.total_seconds()),
        path="/",
        httponly=False,
        samesite="lax",
        secure=_secure(connection),
    )


def _public(account: Account) -> AccountPublic:
    return AccountPublic(username=account.username, created_at=account.created_at)


# -- CSRF ----------------------------------------------------------------------------------------


async def _sent_token(request: Request) -> str | None:
    token = request.headers.get(CSRF_HEADER)
    if token:
        return token
    content_type = request.headers.get("content-type", "")
    if content_type.startswith(("application/x-www-form-urlencoded", "multipart/form-data")):
        form = await request.form(max_files=1, max_fields=20)
        value = form.get(CSRF_FIELD)
        return value if isinstance(value, str) else None
    return None


def _same(a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and hmac.compare_digest(a.encode(), b.encode())


def _csrf_refused() -> WebError:
    return WebError(
        "forbidden",
        "this request needs the page's CSRF token (the X-CSRF-Token header or the csrf_token"
        " field, equal to the wartable_csrf cookie); reload the page and try again",
        field=f"header.{CSRF_HEADER}",
    )


def origin_allowed(connection: HTTPConnection) -> bool:
    """Whether the request's ``Origin`` (if the browser sent one) names this server's host."""
    origin = connection.headers.get("origin")
    if origin is None:
        return True
    hosts = {connection.headers.get("host", "")}
    hosts.update(h.strip() for h in connection.headers.get("x-forwarded-host", "").split(","))
    netloc = urlsplit(origin).netloc.lower()
    return bool(netloc) and netloc in {h.lower() for h in hosts if h}


async def csrf_guard(connection: HTTPConnection) -> None:
    """Every route's guard: a WebSocket from another site is refused; a request that changes
    something with a live session must carry the session's CSRF token (see the module's notes)."""
    if connection.scope["type"] == "websocket":
        if not origin_allowed(connection):
            raise WebSocketException(CLOSE_POLICY, "a WebSocket from another site is refused")
        return
    if connection.scope.get("method", "GET") in SAFE_METHODS:
        return
    if _cookie(connection, SESSION_COOKIE) is None:
        return
    info = await session_info(connection)
    if info is None:
        return
    assert isinstance(connection, Request)
    token = await _sent_token(connection)
    if not (
        _same(token, _cookie(connection, CSRF_COOKIE))
        and token is not None
        and hmac.compare_digest(accounts.secret_hash(token), info.csrf_hash)
    ):
        raise _csrf_refused()
    if not origin_allowed(connection):
        raise WebError("forbidden", "a request from another site is refused", field="origin")


async def _check_guest_csrf(request: Request) -> None:
    """Logging in and signing up: the token sent must be the cookie's (double submit)."""
    token = await _sent_token(request)
    if not _same(token, _cookie(request, CSRF_COOKIE)):
        raise _csrf_refused()


# -- the API -------------------------------------------------------------------------------------


@router.get("/api/me", response_model=AccountState)
async def me(request: Request, response: Response, hub: HubDep) -> AccountState:
    """Who is logged in (null for a guest) and the CSRF token; sets the CSRF cookie if need be."""
    info = await session_info(request)
    cookie = _cookie(request, CSRF_COOKIE)
    if info is None:
        if _cookie(request, SESSION_COOKIE) is not None:
            response.delete_cookie(SESSION_COOKIE, path="/")
        if cookie is None:
            cookie = accounts.new_secret()
            set_csrf_cookie(response, request, cookie)
        return AccountState(user=None, csrf_token=cookie)
    if cookie is None or not hmac.compare_digest(accounts.secret_hash(cookie), info.csrf_hash):
        session_id = _cookie(request, SESSION_COOKIE)
        assert session_id is not None
        cookie = await hub.persistence.db(accounts.new_csrf, hub.persistence.store, session_id)
        if cookie is None:  # logged out meanwhile
            return await me(request, response, hub)
        set_csrf_cookie(response, request, cookie)
    return AccountState(user=_public(info.account), csrf_token=cookie)


async def _log_in(request: Request, response: Response, hub: HubDep, account: Account) -> str:
    session_id, csrf, _ = await hub.persistence.db(
        lambda: accounts.start_session(
            hub.persistence.store, account.id, replacing=_cookie(request, SESSION_COOKIE)
        )
    )
    set_session_cookies(response, request, session_id, csrf)
    return csrf


@router.post("/api/accounts", response_model=AccountState, status_code=201, responses=ERRORS)
async def sign_up(
    body: Credentials, request: Request, response: Response, hub: HubDep
) -> AccountState | Response:
    """Make an account (username and password) and log in with it."""
    await _check_guest_csrf(request)
    address = client_address(request)
    limiter = signup_limiter(request)
    wait = limiter.wait(address)
    if wait > 0:
        minutes = max(1, round(wait / 60))
        return _error(
            429,
            "too_many_requests",
            f"too many accounts made from your address; try again in {minutes} minutes",
            **{"Retry-After": str(int(wait) + 1)},
        )
    try:
        username = accounts.check_username(body.username)
        accounts.check_password(body.password)
    except AccountError as exc:
        raise _refuse(exc) from None
    hashed = await _hash(request, body.password)
    try:
        account = await hub.persistence.db(
            accounts.add_user, hub.persistence.store, username, hashed
        )
    except AccountError as exc:
        raise _refuse(exc) from None
    limiter.hit(address)
    csrf = await _log_in(request, response, hub, account)
    return AccountState(user=_public(account), csrf_token=csrf)


@router.post("/api/session", response_model=AccountState, responses=ERRORS)
async def log_in(
    body: Credentials, request: Request, response: Response, hub: HubDep
) -> AccountState | Response:
    """Log in: a new session (any session of this browser ends). Failed logins are limited per
    username and per address (429 with Retry-After)."""
    await _check_guest_csrf(request)
    limiter = login_limiter(request)
    address = client_address(request)
    refusal = limiter.refusal(body.username, address)
    if refusal is not None:
        return _error(
            429,
            "too_many_requests",
            refusal.message,
            "body.username",
            **{"Retry-After": str(int(refusal.seconds) + 1)},
        )
    found = await hub.persistence.db(accounts.find_user, hub.persistence.store, body.username)
    matches = await _verify(request, found[1] if found else None, body.password)
    if found is None or not matches:
        limiter.failed(body.username, address)
        raise WebError("unauthorized", "wrong username or password", field="body.password")
    limiter.succeeded(body.username)
    if accounts.needs_rehash(found[1]):
        hashed = await _hash(request, body.password)
        await hub.persistence.db(accounts.set_password, hub.persistence.store, found[0].id, hashed)
    csrf = await _log_in(request, response, hub, found[0])
    return AccountState(user=_public(found[0]), csrf_token=csrf)


@router.delete("/api/session", response_model=AccountState, responses=ERRORS)
async def log_out(request: Request, response: Response, hub: HubDep) -> AccountState:
    """Log out: the session ends here and in the database. Games stay saved to the account."""
    session_id = _cookie(request, SESSION_COOKIE)
    if session_id is not None:
        await hub.persistence.db(accounts.end_session, hub.persistence.store, session_id)
    response.delete_cookie(SESSION_COOKIE, path="/")
    csrf = accounts.new_secret()
    set_csrf_cookie(response, request, csrf)
    return AccountState(user=None, csrf_token=csrf)


@router.post("/api/me/password", response_model=AccountState, responses=ERRORS)
async def change_password(
    body: PasswordChange, request: Request, response: Response, hub: HubDep, account: AccountDep
) -> AccountState | Response:
    """Change the password (the current one is needed). Every session of the account ends and this
    browser gets a new one."""
    limiter = login_limiter(request)
    address = client_address(request)
    refusal = limiter.refusal(account.username, address)
    if refusal is not None:
        return _error(
            429,
            "too_many_requests",
            refusal.message,
            "body.current_password",
            **{"Retry-After": str(int(refusal.seconds) + 1)},
        )
    stored = await hub.persistence.db(accounts.password_hash_of, hub.persistence.store, account.id)
    if not await _verify(request, stored, body.current_password):
        limiter.failed(account.username, address)
        raise WebError(
            "unauthorized", "the current password is wrong", field="body.current_password"
        )
    try:
        accounts.check_password(body.new_password, field="body.new_password")
    except AccountError as exc:
        raise _refuse(exc) from None
    hashed = await _hash(request, body.new_password)
    await hub.persistence.db(accounts.set_password, hub.persistence.store, account.id, hashed)
    session_id, csrf, _ = await hub.persistence.db(
        lambda: accounts.start_session(hub.persistence.store, account.id, end_others=True)
    )
    set_session_cookies(response, request, session_id, csrf)
    return AccountState(user=_public(account), csrf_token=csrf)


@router.get("/api/me/games", response_model=list[AccountGame], responses=ERRORS)
async def my_games(hub: HubDep, account: AccountDep, limit: int = 50) -> list[AccountGame]:
    """The games started while logged in (and what they were restarted as), newest first, with
    the seat the account plays. Playing one still needs its seat token: a browser that has none
    gets a new one from ``POST /api/me/games/{id}/seat``."""
    limit = max(1, min(limit, 200))
    games = await hub.persistence.db(
        lambda: accounts.user_games(hub.persistence.store, account.id, limit=limit)
    )
    return [AccountGame(game=hub.public(game), seat=seat) for game, seat in games]


@router.post("/api/me/games/{game_id}/seat", response_model=Joined, responses=ERRORS)
async def take_seat_here(game_id: GameIdDep, hub: HubDep, account: AccountDep) -> Joined:
    """Play a game saved to the account in this browser: a new token for the account's seat. The
    seat's old token stops working, and the browsers using it are disconnected."""
    seat_number = await hub.persistence.db(
        accounts.user_seat, hub.persistence.store, game_id, account.id
    )
    if seat_number is None:
        raise WebError(
            "not_found", f"game {game_id!r} is not saved to your account", field="game_id"
        )
    table = await hub.get(game_id)
    async with table.lock:
        seat = table.seats[seat_number]
        if seat.kind != "human":
            raise WebError("conflict", "that seat is played by the computer")
        token = new_secret()
        seat.token_hash = token_hash(token)
        hub.persistence.write_later(SeatWrite(table.id, seat.seat, seat.name, seat.token_hash))
        for connection in list(table.connections):
            if connection.viewer == seat.seat:
                connection.close()
        await hub.publish(table)
        return joined(table, seat.seat, token)


# -- pages ---------------------------------------------------------------------------------------

_templates: dict[str, Jinja2Templates] = {}


def render_page(request: Request, settings: Settings, name: str, **context: Any) -> Response:
    """Render a page template of ``settings.templates_dir`` (404 if it is not installed)."""
    directory = settings.templates_dir
    if not (directory / name).is_file():
        raise WebError("not_found", f"the page template {name!r} is not installed")
    templates = _templates.get(str(directory))
    if templates is None:
        templates = _templates[str(directory)] = Jinja2Templates(directory=str(directory))
    return templates.TemplateResponse(request, name, context)


@router.get("/login", include_in_schema=False)
def login_page(request: Request, settings: SettingsDep, next: str | None = None) -> Response:
    """Log in or sign up, then go to ``next`` if it is a path on this server (else the lobby)."""
    return render_page(request, settings, "login.html", next_path=safe_next(next))


@router.get("/account", include_in_schema=False)
def account_page(request: Request, settings: SettingsDep) -> Response:
    """The account: its games, the password, logging out."""
    return render_page(request, settings, "account.html")

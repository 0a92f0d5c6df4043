"""Accounts: sign up, log in and out, passwords stored as argon2 hashes only, sessions rotated at
login, CSRF refused without the token, the WebSocket origin check, the login rate limit, and the
games saved to an account (across browsers). Guests keep playing with seat tokens alone."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tests.web import SHORT, create, settings_for
from wartable.web import Settings
from wartable.web.accounts import LoginLimiter, RateLimiter
from wartable.web.app import create_app
from wartable.web.routers.accounts import CSRF_COOKIE, SESSION_COOKIE
from wartable.web.store import SCHEMA, VERSION_TABLE, Base, GameStore

PASSWORD = "correct horse battery"


class Browser:
    """A browser on the test server: its own cookies, sent through the server's one client (whose
    lifespan holds the app's state; a second TestClient would start and stop another)."""

    def __init__(self, client: TestClient, base: str = "") -> None:
        self.client = client
        self.base = base
        self.cookies = httpx.Cookies()

    def request(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        saved = self.client.cookies
        self.client.cookies = self.cookies
        try:
            response: httpx.Response = self.client.request(method, self.base + path, **kwargs)
            return response
        finally:
            self.cookies = self.client.cookies
            self.client.cookies = saved

    def get(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.request("GET", path, **kwargs)

    def post(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.request("POST", path, **kwargs)

    def delete(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.request("DELETE", path, **kwargs)

    def websocket_connect(self, path: str, **kwargs: Any) -> Any:
        return self.client.websocket_connect(path, **kwargs)


def csrf(client: Browser) -> dict[str, str]:
    """The CSRF header of the client's cookie (asking /api/me for one if it has none)."""
    token = client.cookies.get(CSRF_COOKIE) or client.get("/api/me").json()["csrf_token"]
    return {"X-CSRF-Token": token}


def sign_up(client: Browser, username: str = "ada", password: str = PASSWORD) -> Any:
    response = client.post(
        "/api/accounts", json={"username": username, "password": password}, headers=csrf(client)
    )
    assert response.status_code == 201, response.text
    return response


def log_in(client: Browser, username: str = "ada", password: str = PASSWORD) -> Any:
    return client.post(
        "/api/session", json={"username": username, "password": password}, headers=csrf(client)
    )


def app_of(client: TestClient) -> FastAPI:
    """The app a test client serves."""
    assert isinstance(client.app, FastAPI)
    return client.app


def set_cookie(client: Browser, name: str, value: str) -> None:
    """Put a cookie in the client's jar in place of the one the server set (an old or planted
    value, as an attacker or a stale browser would send)."""
    domain = "testserver.local"
    for cookie in list(client.cookies.jar):
        if cookie.name == name:
            domain = cookie.domain
            client.cookies.jar.clear(cookie.domain, cookie.path, cookie.name)
    client.cookies.set(name, value, domain=domain)


def cookie_line(response: httpx.Response, name: str) -> str:
    lines: list[str] = response.headers.get_list("set-cookie")
    return next(line for line in lines if line.startswith(name))


@pytest.fixture
def app_settings(tmp_path: Path) -> Settings:
    return settings_for(tmp_path)


@pytest.fixture
def web(app_settings: Settings) -> Iterator[TestClient]:
    """The test server (open Browsers on it: each its own cookies)."""
    with TestClient(create_app(app_settings)) as client:
        yield client


@pytest.fixture
def browser(web: TestClient) -> Browser:
    return Browser(web)


# -- signing up, logging in and out ----------------------------------------------------------------


def test_a_guest_gets_a_csrf_token_and_no_user(browser: Browser) -> None:
    response = browser.get("/api/me")
    assert response.status_code == 200
    assert response.json()["user"] is None
    line = cookie_line(response, CSRF_COOKIE)
    assert "samesite=lax" in line.lower() and "httponly" not in line.lower()
    assert response.json()["csrf_token"] == browser.cookies[CSRF_COOKIE]


def test_sign_up_logs_in_with_a_httponly_lax_session(browser: Browser) -> None:
    response = sign_up(browser)
    assert response.json()["user"]["username"] == "ada"
    session = cookie_line(response, SESSION_COOKIE).lower()
    assert "httponly" in session and "samesite=lax" in session and "path=/" in session
    assert "max-age=1209600" in session and "secure" not in session
    assert browser.get("/api/me").json()["user"]["username"] == "ada"


def test_over_https_the_cookies_are_secure(web: TestClient) -> None:
    client = Browser(web, "https://testserver")
    response = sign_up(client)
    assert "; secure" in cookie_line(response, SESSION_COOKIE).lower()
    assert "; secure" in cookie_line(response, CSRF_COOKIE).lower()


def test_log_out_ends_the_session_everywhere(browser: Browser) -> None:
    sign_up(browser)
    session_id = browser.cookies[SESSION_COOKIE]
    response = browser.delete("/api/session", headers=csrf(browser))
    assert response.status_code == 200 and response.json()["user"] is None
    assert browser.get("/api/me").json()["user"] is None
    set_cookie(browser, SESSION_COOKIE, session_id)
    assert browser.get("/api/me").json()["user"] is None  # the old id is dead in the database


def test_log_in_and_wrong_passwords(web: TestClient) -> None:
    first = Browser(web)
    sign_up(first)
    second = Browser(web)
    wrong = log_in(second, password="not the password")
    assert wrong.status_code == 401
    assert wrong.json() == {
        "error": "unauthorized",
        "message": "wrong username or password",
        "field": "body.password",
        "errors": [],
    }
    unknown = log_in(second, username="nobody")
    assert unknown.status_code == 401 and unknown.json()["message"] == wrong.json()["message"]
    assert second.get("/api/me").json()["user"] is None
    right = log_in(second, username="ADA")  # usernames ignore case
    assert right.status_code == 200 and right.json()["user"]["username"] == "ada"


@pytest.mark.parametrize(
    ("username", "password", "field"),
    [
        ("ab", PASSWORD, "body.username"),
        ("has space", PASSWORD, "body.username"),
        ("-dash", PASSWORD, "body.username"),
        ("ada", "short", "body.password"),
    ],
)
def test_bad_usernames_and_passwords_are_refused(
    browser: Browser, username: str, password: str, field: str
) -> None:
    response = browser.post(
        "/api/accounts", json={"username": username, "password": password}, headers=csrf(browser)
    )
    assert response.status_code == 422, response.text
    assert response.json()["field"] == field


def test_a_username_is_taken_in_any_case(web: TestClient) -> None:
    first = Browser(web)
    sign_up(first, "Ada")
    second = Browser(web)
    response = second.post(
        "/api/accounts", json={"username": "ada", "password": PASSWORD}, headers=csrf(second)
    )
    assert response.status_code == 409
    assert "taken" in response.json()["message"]


def test_only_hashes_are_stored(browser: Browser, app_settings: Settings) -> None:
    sign_up(browser)
    secrets = [PASSWORD, browser.cookies[SESSION_COOKIE], browser.cookies[CSRF_COOKIE]]
    browser.get("/api/games")  # the writes are done once a read has gone through
    path = app_settings.db_url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as db:
        dump = "\n".join(db.iterdump())
        (stored,) = db.execute("select password_hash from web_users").fetchone()
    for secret in secrets:
        assert secret not in dump
    assert stored.startswith("$argon2id$v=19$m=19456,t=2,p=1$")


def test_a_login_rotates_the_session(web: TestClient) -> None:
    client = Browser(web)
    sign_up(client)
    first = client.cookies[SESSION_COOKIE]
    again = log_in(client)
    assert again.status_code == 200
    second = client.cookies[SESSION_COOKIE]
    assert second != first
    set_cookie(client, SESSION_COOKIE, first)
    assert client.get("/api/me").json()["user"] is None  # the session before the login ended
    victim = Browser(web)
    planted = "an-id-chosen-by-an-attacker"
    set_cookie(victim, SESSION_COOKIE, planted)
    assert log_in(victim).status_code == 200
    assert victim.cookies[SESSION_COOKIE] != planted


def test_changing_the_password(web: TestClient) -> None:
    laptop, phone = Browser(web), Browser(web)
    sign_up(laptop)
    assert log_in(phone).status_code == 200
    wrong = laptop.post(
        "/api/me/password",
        json={"current_password": "nope nope", "new_password": "a new password"},
        headers=csrf(laptop),
    )
    assert wrong.status_code == 401 and wrong.json()["field"] == "body.current_password"
    before = laptop.cookies[SESSION_COOKIE]
    changed = laptop.post(
        "/api/me/password",
        json={"current_password": PASSWORD, "new_password": "a new password"},
        headers=csrf(laptop),
    )
    assert changed.status_code == 200, changed.text
    assert laptop.cookies[SESSION_COOKIE] != before
    assert laptop.get("/api/me").json()["user"]["username"] == "ada"
    assert phone.get("/api/me").json()["user"] is None  # other sessions ended
    assert log_in(phone).status_code == 401
    assert log_in(phone, password="a new password").status_code == 200


# -- CSRF and origins ---------------------------------------------------------------------------------


def test_csrf_is_refused_without_the_token_and_accepted_with_it(browser: Browser) -> None:
    sign_up(browser)
    body = {"name": "Spring cup"}
    missing = browser.post("/api/events", json=body)
    assert missing.status_code == 403
    assert missing.json()["field"] == "header.X-CSRF-Token"
    assert "CSRF" in missing.json()["message"]
    wrong = browser.post("/api/events", json=body, headers={"X-CSRF-Token": "guessed"})
    assert wrong.status_code == 403
    assert browser.get("/api/events").json() == []  # nothing was made
    accepted = browser.post("/api/events", json=body, headers=csrf(browser))
    assert accepted.status_code == 201, accepted.text
    # The guard covers every route: creating a game while logged in needs the token too.
    game = {"variant": "classic", "options": SHORT, "opponent": {"kind": "agent"}}
    assert browser.post("/api/games", json=game).status_code == 403
    assert browser.post("/api/games", json=game, headers=csrf(browser)).status_code == 201
    assert browser.delete("/api/session").status_code == 403
    assert browser.get("/api/me").json()["user"] is not None


def test_the_token_must_be_the_sessions_own(web: TestClient) -> None:
    mallory = Browser(web)
    sign_up(mallory, "mallory")
    her_token = mallory.cookies[CSRF_COOKIE]
    ada = Browser(web)
    sign_up(ada)
    set_cookie(ada, CSRF_COOKIE, her_token)  # a cookie planted by a sibling domain
    refused = ada.post("/api/events", json={"name": "x"}, headers={"X-CSRF-Token": her_token})
    assert refused.status_code == 403
    # /api/me notices the foreign cookie and hands out a fresh token of the session.
    fresh = ada.get("/api/me").json()["csrf_token"]
    assert fresh != her_token
    assert ada.post("/api/events", json={"name": "x"}, headers=csrf(ada)).status_code == 201


def test_a_form_field_carries_the_token_too(browser: Browser) -> None:
    sign_up(browser)
    created = browser.post("/api/events", json={"name": "Forms"}, headers=csrf(browser)).json()
    event_id = created["event"]["id"]
    path = f"/api/events/{event_id}/players"
    files = {"file": ("set.yaml", b"designer: Ada\ncards: []\n", "application/yaml")}
    refused = browser.post(path, data={"player": "Ada"}, files=files)
    assert refused.status_code == 403
    token = browser.cookies[CSRF_COOKIE]
    passed = browser.post(path, data={"player": "Ada", "csrf_token": token}, files=files)
    assert passed.status_code == 422  # past the guard: the empty set has problems
    assert "not valid" in passed.json()["message"]


def test_logging_in_needs_the_guest_token(browser: Browser) -> None:
    sign_up(browser)
    browser.delete("/api/session", headers=csrf(browser))
    bare = browser.post("/api/session", json={"username": "ada", "password": PASSWORD})
    assert bare.status_code == 403
    other = browser.post(
        "/api/session",
        json={"username": "ada", "password": PASSWORD},
        headers={"X-CSRF-Token": "not-the-cookie"},
    )
    assert other.status_code == 403


def test_guests_play_by_token_without_any_csrf(browser: Browser) -> None:
    created = create(browser.client, variant="classic", options=SHORT)
    assert created["seat_token"]
    response = browser.get(
        f"/api/games/{created['game_id']}", headers={"X-Seat-Token": created["seat_token"]}
    )
    assert response.json()["seat"] == 0


def test_websockets_from_another_site_are_refused(browser: Browser) -> None:
    created = create(browser.client, variant="classic", options=SHORT)
    path = f"/ws/games/{created['game_id']}?token={created['seat_token']}"
    evil = {"Origin": "https://evil.example"}
    with (
        pytest.raises(WebSocketDisconnect) as refused,
        browser.websocket_connect(path, headers=evil),
    ):
        pass
    assert refused.value.code == 1008
    with browser.websocket_connect(path, headers={"Origin": "http://testserver"}) as ws:
        assert ws.receive_json()["type"] == "snapshot"
    with browser.websocket_connect(path) as ws:  # no Origin: not a browser
        assert ws.receive_json()["type"] == "snapshot"


# -- the login rate limit -------------------------------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_failed_logins_are_limited_per_username(web: TestClient) -> None:
    clock = Clock()
    app_of(web).state.login_limiter = LoginLimiter(
        per_user=3, per_address=50, window=600, clock=clock
    )
    client = Browser(web)
    sign_up(client)
    client.delete("/api/session", headers=csrf(client))
    for _ in range(3):
        assert log_in(client, password="wrong password").status_code == 401
    limited = log_in(client)  # even the right password waits
    assert limited.status_code == 429
    assert limited.json()["error"] == "too_many_requests"
    assert limited.json()["message"] == (
        "too many failed logins for 'ada'; try again in 10 minutes"
    )
    assert int(limited.headers["Retry-After"]) == 601
    assert log_in(client, username="someone").status_code == 401  # other names still try
    clock.now += 601
    assert log_in(client).status_code == 200


def test_failed_logins_are_limited_per_address(web: TestClient) -> None:
    app_of(web).state.login_limiter = LoginLimiter(
        per_user=50, per_address=4, window=600, clock=Clock()
    )
    client = Browser(web)
    for number in range(4):
        assert log_in(client, username=f"user{number}").status_code == 401
    limited = log_in(client, username="user9")
    assert limited.status_code == 429
    assert "from your address" in limited.json()["message"]


def test_sign_ups_are_limited_per_address(web: TestClient) -> None:
    app_of(web).state.signup_limiter = RateLimiter(2, 3600.0, clock=Clock())
    for name in ("one", "two"):
        sign_up(Browser(web), f"user-{name}")
    third = Browser(web)
    refused = third.post(
        "/api/accounts", json={"username": "user-three", "password": PASSWORD}, headers=csrf(third)
    )
    assert refused.status_code == 429
    assert refused.json()["message"].startswith("too many accounts made from your address")
    assert log_in(third, "user-one").status_code == 200  # logging in is not limited by it


# -- the games of an account ---------------------------------------------------------------------


def test_games_started_logged_in_are_saved_to_the_account(web: TestClient) -> None:
    laptop = Browser(web)
    guest_game = create(laptop.client, variant="classic", options=SHORT)
    sign_up(laptop)
    body = {"variant": "hand-of-war", "options": SHORT, "seat": 1}
    body["opponent"] = {"kind": "agent", "agent": "random"}
    mine = laptop.post("/api/games", json=body, headers=csrf(laptop)).json()
    games = laptop.get("/api/me/games").json()
    assert [(g["game"]["id"], g["seat"]) for g in games] == [(mine["game_id"], 1)]
    assert guest_game["game_id"] not in {g["game"]["id"] for g in games}
    phone = Browser(web)
    assert phone.get("/api/me/games").status_code == 401
    assert log_in(phone).status_code == 200
    listed = phone.get("/api/me/games").json()
    assert [g["game"]["id"] for g in listed] == [mine["game_id"]]
    # The phone has no seat token: it takes the seat over with a new one.
    taken = phone.post(f"/api/me/games/{mine['game_id']}/seat", headers=csrf(phone)).json()
    assert taken["seat"] == 1 and taken["seat_token"] != mine["seat_token"]
    seen = phone.get(f"/api/games/{mine['game_id']}", headers={"X-Seat-Token": taken["seat_token"]})
    assert seen.json()["seat"] == 1
    old = phone.get(f"/api/games/{mine['game_id']}", headers={"X-Seat-Token": mine["seat_token"]})
    assert old.status_code == 401
    foreign = phone.post(f"/api/me/games/{guest_game['game_id']}/seat", headers=csrf(phone))
    assert foreign.status_code == 404


def test_a_restarted_game_stays_saved(browser: Browser) -> None:
    sign_up(browser)
    body = {"variant": "classic", "options": SHORT, "opponent": {"kind": "agent"}}
    created = browser.post("/api/games", json=body, headers=csrf(browser)).json()
    path = f"/ws/games/{created['game_id']}?token={created['seat_token']}"
    with browser.websocket_connect(path) as ws:
        ws.receive_json()
        ws.send_json({"type": "restart"})
        message = ws.receive_json()
        while message["type"] != "restarted":
            message = ws.receive_json()
    ids = [g["game"]["id"] for g in browser.get("/api/me/games").json()]
    assert message["game_id"] in ids and created["game_id"] in ids


# -- the schema -----------------------------------------------------------------------------------


def test_the_migrations_make_the_models_tables(tmp_path: Path) -> None:
    from alembic.autogenerate import compare_metadata  # noqa: PLC0415
    from alembic.runtime.migration import MigrationContext  # noqa: PLC0415

    store = GameStore(f"sqlite:///{tmp_path / 'web.db'}")
    try:
        with store.engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"version_table": VERSION_TABLE})
            assert compare_metadata(context, Base.metadata) == []
            assert context.get_current_revision() == SCHEMA.head == SCHEMA.alembic_head()
    finally:
        store.dispose()


def test_upgrading_keeps_the_games(tmp_path: Path) -> None:
    from alembic import command  # noqa: PLC0415

    url = f"sqlite:///{tmp_path / 'old.db'}"
    store = GameStore(url)
    with store.engine.begin() as connection:
        command.downgrade(SCHEMA.config(connection), "web0001")
        connection.exec_driver_sql(
            "insert into web_games values ('g1', 'classic', '', '1', 1, 'active', 'played', 0, 0,"
            " NULL, NULL, '{}', '2026-01-01', '2026-01-01')"
        )
        connection.exec_driver_sql(
            "insert into web_seats values ('g1', 0, 'human', 'x', NULL, 'h', NULL)"
        )
    store.dispose()
    upgraded = GameStore(url)
    try:
        assert [g.id for g in upgraded.list_games()] == ["g1"]
        old = upgraded.list_games()[0]
        assert (old.seed_source, old.salt) == ("unknown", None), "made before commitments"
        with upgraded.engine.connect() as connection:
            assert connection.exec_driver_sql("select count(*) from web_seats").scalar() == 1
    finally:
        upgraded.dispose()

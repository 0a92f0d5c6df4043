"""Hardening: where a login may send the browser, limits on JSON bodies and socket messages, the
security headers of every page, pages without inline script, the API reference without another
site's script, and proxy headers believed only from trusted proxies."""

from __future__ import annotations

import html.parser
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from tests.web import SHORT, client, connect, create, serving, settings, settings_for
from tests.web.test_accounts import Browser, csrf, log_in
from wartable.web.app import create_app
from wartable.web.security import CONTENT_SECURITY_POLICY, safe_next

__all__ = ["client", "settings"]

DEEP = "[" * 3000 + "]" * 3000
"""JSON nested far deeper than the recursion limit of a parser."""


# -- where a login sends the browser --------------------------------------------------------------


@pytest.mark.parametrize(
    "wanted",
    [
        "/\\evil.example/x",
        "//evil.example/x",
        "/\\/evil.example",
        "https://evil.example/",
        "javascript:alert(1)",
        "/\t/evil.example",
        " /events",
        "events/3",
        "",
        None,
    ],
)
def test_a_login_never_sends_the_browser_to_another_site(wanted: str | None) -> None:
    assert safe_next(wanted) == "/"


@pytest.mark.parametrize("wanted", ["/", "/events/3", "/games/abc_DEF-1/replay?view=0#end"])
def test_a_login_sends_the_browser_back_to_a_page_of_this_server(wanted: str) -> None:
    assert safe_next(wanted) == wanted


def test_the_login_page_is_given_only_a_checked_next_page(client: TestClient) -> None:
    """The finding: ``/login?next=/%5Cevil.example/x`` went to evil.example after logging in."""
    evil = client.get("/login?next=/%5Cevil.example/x")
    assert evil.status_code == 200
    assert 'data-next="/"' in evil.text and "evil.example" not in evil.text
    assert 'data-next="/events/3"' in client.get("/login?next=/events/3").text


# -- JSON limits -------------------------------------------------------------------------------------


def json_endpoints(client: TestClient) -> Iterator[tuple[str, str]]:
    """Every endpoint that reads a JSON body, as (path, what it is)."""
    created = create(client, variant="classic", options=SHORT)
    yield "/api/games", "a new game"
    yield f"/api/games/{created['game_id']}/join", "a join"
    yield "/api/records", "records"
    yield "/api/cards/parse", "a card"
    yield "/api/cards/check-set", "a set"
    yield "/api/cards/pdf", "a set to print"
    yield "/api/cards/import", "a set file"
    yield "/api/events", "a new event"
    yield "/api/events/1/players", "a registration"
    yield "/api/session", "a login"
    yield "/api/accounts", "a sign-up"


def test_deeply_nested_json_is_refused_with_422_everywhere(client: TestClient) -> None:
    """The finding: nested JSON to /api/records or /api/cards/import gave a 500 (RecursionError)."""
    for path, what in json_endpoints(client):
        for content_type in ("application/json", None):
            headers = {"content-type": content_type} if content_type else {}
            answer = client.post(path, content=DEEP, headers=headers)
            assert answer.status_code == 422, (path, what, answer.status_code, answer.text[:200])
            assert "nest more than 64 levels" in answer.json()["message"], (path, what)


@pytest.mark.parametrize(
    ("path", "name"),
    [("/api/records", "deep.jsonl"), ("/api/cards/import", "deep.json")],
)
def test_deeply_nested_uploads_are_refused_with_422(
    client: TestClient, path: str, name: str
) -> None:
    answer = client.post(path, files={"file": (name, DEEP.encode(), "application/json")})
    assert answer.status_code == 422, answer.text[:300]
    assert "nest" in answer.json()["message"]


def test_deeply_nested_yaml_is_refused_with_422(client: TestClient) -> None:
    answer = client.post(
        "/api/cards/import", files={"file": ("deep.yaml", DEEP.encode(), "application/yaml")}
    )
    assert answer.status_code == 422, answer.text[:300]
    assert "nests too deeply" in answer.json()["message"]


def test_nested_records_name_their_line(client: TestClient) -> None:
    answer = client.post(
        "/api/records", content="\n" + DEEP + "\n", headers={"content-type": "application/x-ndjson"}
    )
    assert answer.status_code == 422
    assert answer.json()["field"] == "file: line 2"


def test_json_bodies_over_the_limit_are_refused_with_413(tmp_path: Path) -> None:
    with TestClient(create_app(settings_for(tmp_path, max_json_bytes=10_000))) as small:
        body = '{"variant": "classic", "name": "' + "x" * 20_000 + '"}'
        for path in ("/api/games", "/api/events", "/api/cards/parse"):
            answer = small.post(path, content=body, headers={"content-type": "application/json"})
            assert answer.status_code == 413, path
            assert answer.json()["error"] == "too_large"
        assert small.post("/api/games", json={"variant": "classic"}).status_code == 201


def test_a_deeply_nested_socket_message_is_refused_and_the_socket_stays(
    client: TestClient,
) -> None:
    created = create(client, variant="classic", options=SHORT)
    with connect(client, created["game_id"], created["seat_token"]) as ws:
        assert ws.receive_json()["type"] == "snapshot"
        ws.send_text(DEEP[:4000])
        refused = ws.receive_json()
        assert refused["code"] == "bad_message" and "nest" in refused["message"]
        ws.send_json({"type": "ping"})
        assert ws.receive_json()["type"] == "pong"


# -- headers and pages --------------------------------------------------------------------------------

PAGES = ("/", "/login", "/account", "/events", "/designer", "/docs", "/games/nosuchgame")
OTHER = ("/api/variants", "/openapi.json", "/static/js/table.js", "/static/css/wartable.css")


def test_every_response_carries_the_security_headers(client: TestClient) -> None:
    created = create(client, variant="classic", options=SHORT)
    game_pages = (created["game_url"], f"{created['game_url']}/replay")
    for path in (*PAGES, *OTHER, *game_pages, "/api/games/nosuchgame"):
        headers = client.get(path).headers
        assert headers["content-security-policy"] == CONTENT_SECURITY_POLICY, path
        assert headers["x-content-type-options"] == "nosniff", path
        assert headers["referrer-policy"] == "no-referrer", path
        assert headers["x-frame-options"] == "DENY", path
    policy = dict(part.split(" ", 1) for part in CONTENT_SECURITY_POLICY.split("; "))
    assert policy["script-src"] == "'self'" and policy["frame-ancestors"] == "'none'"
    assert "unsafe" not in CONTENT_SECURITY_POLICY


class Inline(html.parser.HTMLParser):
    """What a page has that a strict Content-Security-Policy blocks."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self.scripts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = dict(attrs)
        if tag == "script":
            source = names.get("src")
            if source is None:
                self.found.append("an inline <script>")
            else:
                self.scripts.append(source)
        if tag == "style":
            self.found.append("a <style> element")
        for name, _ in attrs:
            if name.startswith("on") or name == "style":
                self.found.append(f"<{tag} {name}=...>")


def test_pages_have_no_inline_script_style_or_handler(client: TestClient) -> None:
    created = create(client, variant="classic", options=SHORT)
    for path in (*PAGES, created["game_url"], f"{created['game_url']}/replay"):
        page = Inline()
        page.feed(client.get(path).text)
        assert not page.found, (path, page.found)
        assert page.scripts and all(s.startswith("/static/") for s in page.scripts), path


def test_the_api_reference_uses_no_script_of_another_site(client: TestClient) -> None:
    """The finding: /docs loaded Swagger UI from a CDN, without an integrity check."""
    reference = client.get("/docs")
    assert reference.status_code == 200
    assert not re.search(r"https?://(?!www\.w3\.org)", reference.text), "nothing from elsewhere"
    assert client.get("/redoc").status_code == 404
    assert client.get("/openapi.json").json()["info"]["title"] == "wartable"


def test_a_missing_games_pages_answer_404(client: TestClient) -> None:
    created = create(client, variant="classic", options=SHORT)
    for path in ("/games/nosuchgame", "/games/nosuchgame/replay", "/games/nosuchgame/join"):
        missing = client.get(path)
        assert missing.status_code == 404, path
        assert "No such game" in missing.text
    assert client.get(created["game_url"]).status_code == 200


# -- proxies --------------------------------------------------------------------------------------------


def failed_logins(client: Browser, count: int, forwarded: Any = None) -> list[int]:
    """Log in with wrong passwords ``count`` times, each from a new forged address if
    ``forwarded`` makes one from the attempt's number."""
    statuses = []
    for number in range(count):
        headers = csrf(client)
        if forwarded is not None:
            headers["X-Forwarded-For"] = forwarded(number)
        answer = client.post(
            "/api/session",
            json={"username": f"nobody{number}", "password": "wrong password"},
            headers=headers,
        )
        statuses.append(answer.status_code)
    return statuses


def test_a_served_server_believes_no_forged_address_by_default_off_a_proxy(
    tmp_path: Path,
) -> None:
    """The finding: X-Forwarded-For was believed from any client, so the per-address login limit
    could be dodged by forging it. Served as ``wartable serve`` serves it, with no proxy to trust,
    every forged address counts as the client's own."""
    settings = settings_for(tmp_path, forwarded_allow_ips="")
    with serving(settings) as base, httpx.Client(base_url=base) as http:
        client = Browser(http)  # type: ignore[arg-type]
        statuses = failed_logins(client, 21, forwarded=lambda n: f"198.51.100.{n}")
    assert statuses[:20] == [401] * 20
    assert statuses[20] == 429, "the 21st failure from one address is limited"


def test_a_client_that_is_no_proxy_cannot_forge_its_address(tmp_path: Path) -> None:
    app = create_app(settings_for(tmp_path))  # loopback proxies only
    with TestClient(app, client=("203.0.113.9", 40000)) as web:
        statuses = failed_logins(Browser(web), 21, forwarded=lambda n: f"198.51.100.{n}")
    assert statuses[20] == 429


def test_behind_a_trusted_proxy_each_client_is_counted_by_its_own_address(tmp_path: Path) -> None:
    app = create_app(settings_for(tmp_path, forwarded_allow_ips="10.0.0.0/8"))
    with TestClient(app, client=("10.1.2.3", 40000)) as proxy:
        browser = Browser(proxy)
        # Twenty people behind the proxy, one failure each: nobody is limited.
        assert set(failed_logins(browser, 20, forwarded=lambda n: f"198.51.100.{n}")) == {401}
        # One client prepending forged entries: the proxy appends the address it saw, last.
        forged = failed_logins(browser, 21, forwarded=lambda n: f"192.0.2.{n}, 203.0.113.7")
        assert forged[20] == 429
        assert log_in(browser, username="someone").status_code == 401, "others still log in"


def test_forwarded_host_is_believed_only_from_a_proxy(tmp_path: Path) -> None:
    """A WebSocket's Origin must name the server; X-Forwarded-Host from anyone but a trusted proxy
    must not make another site's Origin pass."""
    evil = {"Origin": "https://evil.example", "X-Forwarded-Host": "evil.example"}
    with TestClient(create_app(settings_for(tmp_path)), client=("203.0.113.9", 40000)) as web:
        created = create(web, variant="classic", options=SHORT)
        path = f"/ws/games/{created['game_id']}?token={created['seat_token']}"
        with pytest.raises(Exception) as refused, web.websocket_connect(path, headers=evil):
            pass
        assert getattr(refused.value, "code", None) == 1008
    local = create_app(settings_for(tmp_path))
    with TestClient(local, client=("127.0.0.1", 40000)) as local_proxy:
        created = create(local_proxy, variant="classic", options=SHORT)
        path = f"/ws/games/{created['game_id']}?token={created['seat_token']}"
        with local_proxy.websocket_connect(path, headers=evil) as ws:
            assert ws.receive_json()["type"] == "snapshot"

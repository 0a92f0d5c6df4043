"""Hardening seen from the browser: the pages run under the strict Content-Security-Policy with
nothing refused, the API reference is drawn by the page's own script, and a login never sends the
browser to another site."""

from __future__ import annotations

from typing import Any

from tests.web.browser.conftest import Server, wait_ready
from tests.web.test_api import random_record

WATCH_VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(`${event.violatedDirective}: ${event.blockedURI || "inline"}`);
});
"""


def test_every_page_runs_under_the_policy_with_nothing_refused(page: Any, server: Server) -> None:
    page.add_init_script(WATCH_VIOLATIONS)
    created = server.create("hand-of-war", agent="random")
    uploaded = server.request("POST", "/api/records", random_record().to_json())["games"][0]
    pages = {
        "/": "#variant-classic:checked",
        "/login": "[data-login]",
        "/events": "[data-events-page]",
        "/designer": "[data-page='designer']",
        "/docs": ".api-op",
        created["game_url"]: "[data-felt] [data-variant]",
        f"/games/{uploaded['id']}/replay": "[data-replay-page] [data-variant]",
    }
    for path, ready in pages.items():
        page.goto(server.url(path))
        page.wait_for_selector(ready, state="attached")
        page.wait_for_load_state("networkidle")
        assert page.evaluate("() => window.__violations") == [], path
        if path == "/docs":
            assert page.locator(".api-op").count() > 20, "every request of the API is described"
            assert page.locator("#schema-GameCreate").count() == 1


def test_a_login_with_an_off_site_next_page_comes_back_to_the_lobby(
    page: Any, server: Server
) -> None:
    """The finding: ``/login?next=/%5Cevil.example/x`` went to evil.example after logging in."""
    page.goto(server.url("/login?next=/%5Cevil.example/x"))
    page.fill("#signup-username", "wanderer")
    page.fill("#signup-password", "correct horse battery")
    page.fill("#signup-repeat", "correct horse battery")
    page.click("[data-signup] [data-submit]")
    page.wait_for_selector('[data-account-user]:has-text("wanderer")')
    assert page.url.split("?")[0] == server.url("/")


def test_a_missing_games_page_says_so(page: Any, server: Server) -> None:
    answer = page.goto(server.url("/games/nosuchgame"))
    assert answer.status == 404
    assert "No such game" in page.inner_text("[data-not-found]")
    page.errors.clear()  # the 404 itself is what this test wants
    created = server.create("classic", agent="random")
    page.goto(server.url(created["game_url"]))
    wait_ready(page)

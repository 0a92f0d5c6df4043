"""Browser tests: the real server (uvicorn, in a thread, on a free port, with a temporary SQLite
database) driven by Debian's Chromium through Playwright.

The browser is ``/usr/bin/chromium`` (``scripts/install-browser.sh`` installs it; override with
``WARTABLE_CHROMIUM``); ``playwright install`` is never needed. Without Playwright or the browser
the tests are skipped with the reason. Screenshots of every table go to
``test-output/screenshots/``.
"""

from __future__ import annotations

import json
import os
import shutil
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

playwright_api = pytest.importorskip(
    "playwright.sync_api", reason="the browser tests need the Python package playwright"
)

ROOT = Path(__file__).resolve().parents[3]
SCREENSHOTS = ROOT / "test-output" / "screenshots"
CHROMIUM = os.environ.get("WARTABLE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
TIMEOUT_MS = 20_000


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "browser: drives Chromium against the real server")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/web/browser" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)


class Server:
    """The running server: its base URL and a small JSON client for setting up games."""

    def __init__(self, base: str) -> None:
        self.base = base

    def url(self, path: str) -> str:
        return self.base + path

    def request(self, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        headers = {"Accept": "application/json"}
        if body is not None:
            headers["Content-Type"] = "application/json"
        if token:
            headers["X-Seat-Token"] = token
        req = urllib.request.Request(self.url(path), data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=30) as response:
                text = response.read().decode()
        except urllib.error.HTTPError as exc:
            raise AssertionError(f"{method} {path}: {exc.code} {exc.read().decode()}") from None
        return json.loads(text) if text.strip().startswith(("{", "[")) else text

    def create(
        self,
        variant: str,
        options: str = "",
        *,
        agent: str | None = "heuristic",
        seat: int = 0,
        seed: int | None = 7,
    ) -> dict[str, Any]:
        """A new game (against ``agent``, or a friend if it is None: the server draws the seed
        of a game between people)."""
        body: dict[str, Any] = {"variant": variant, "options": options, "seat": seat}
        if seed is not None and agent is not None:
            body["seed"] = seed
        body["opponent"] = (
            {"kind": "friend"} if agent is None else {"kind": "agent", "agent": agent}
        )
        created: dict[str, Any] = self.request("POST", "/api/games", body)
        return created


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The real app under uvicorn in a thread, with a temporary SQLite database."""
    pytest.importorskip("uvicorn")
    # Imported here so that collecting these tests needs neither FastAPI nor a browser.
    from tests.web import serving  # noqa: PLC0415
    from wartable.web import Settings  # noqa: PLC0415

    db = tmp_path_factory.mktemp("web") / "games.db"
    with serving(Settings(db_url=f"sqlite:///{db}", agent_seconds=0.5)) as base:
        yield Server(base)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium, headless."""
    if not (Path(CHROMIUM).is_file() and os.access(CHROMIUM, os.X_OK)) and not shutil.which(
        CHROMIUM
    ):
        pytest.skip(f"no Chromium at {CHROMIUM}: run scripts/install-browser.sh")
    manager = playwright_api.sync_playwright().start()
    try:
        launched = manager.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    except Exception as exc:
        manager.stop()
        pytest.skip(f"Chromium at {CHROMIUM} does not start: {exc}")
    try:
        yield launched
    finally:
        launched.close()
        manager.stop()


class PageErrors(list[str]):
    """JavaScript errors and failed console messages seen on a page."""


def _open_page(
    browser: Any, viewport: dict[str, int], mobile: bool = False
) -> tuple[Any, Any, PageErrors]:
    options: dict[str, Any] = {"viewport": viewport, "locale": "en-GB"}
    if mobile:
        options.update(is_mobile=True, has_touch=True, device_scale_factor=2)
    context = browser.new_context(**options)
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    errors = PageErrors()
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.on(
        "console",
        lambda msg: (
            errors.append(f"console {msg.type}: {msg.text}")
            if msg.type == "error" and "Failed to load resource" not in msg.text
            else None
        ),
    )
    page.on(
        "response",
        lambda r: (
            errors.append(f"HTTP {r.status}: {r.request.method} {r.url}")
            if r.status >= 400 and not r.url.endswith("/favicon.ico")
            else None
        ),
    )
    return context, page, errors


@pytest.fixture
def new_page(browser: Any) -> Iterator[Callable[..., Any]]:
    """Open pages in fresh browser contexts (each its own localStorage: another person)."""
    opened: list[tuple[Any, PageErrors]] = []

    def make(viewport: dict[str, int] | None = None, *, mobile: bool = False) -> Any:
        context, page, errors = _open_page(browser, viewport or DESKTOP, mobile)
        opened.append((context, errors))
        page.errors = errors
        return page

    yield make
    problems = [e for _, errors in opened for e in errors]
    for context, _ in opened:
        context.close()
    assert not problems, "\n".join(problems)


@pytest.fixture
def page(new_page: Callable[..., Any]) -> Any:
    """A desktop page (1280x900)."""
    return new_page()


def screenshot(page: Any, name: str, *, full_page: bool = True) -> Path:
    """Save a screenshot to test-output/screenshots/NAME.png."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


def set_reveal(page: Any, server: Server, milliseconds: int) -> None:
    """Store the reveal time setting in the page's origin before the game page opens."""
    page.goto(server.url("/static/css/wartable.css"))
    page.evaluate(
        "ms => localStorage.setItem('wartable.settings', JSON.stringify({revealMs: ms}))",
        milliseconds,
    )


def open_seat(page: Any, server: Server, created: dict[str, Any], *, reveal: int = 0) -> None:
    """Give the page the seat token of a game made through the API, and open its table."""
    page.goto(server.url("/static/css/wartable.css"))
    page.evaluate(
        """([id, seat, token, ms]) => {
            localStorage.setItem('wartable.seat.' + id, token);
            localStorage.setItem('wartable.settings', JSON.stringify({revealMs: ms}));
        }""",
        [created["game_id"], created["seat"], created["seat_token"], reveal],
    )
    page.goto(server.url(created["game_url"]))
    wait_ready(page)


def wait_ready(page: Any) -> None:
    """Wait until the table has drawn its first snapshot."""
    page.wait_for_selector("[data-felt] [data-variant], [data-felt] .waiting-friend")


def wait_turn(page: Any, timeout: float = TIMEOUT_MS) -> bool:
    """Wait until the seat has a move (True) or the game is over (False)."""
    page.wait_for_function(
        """() => {
            const t = window.wartableTable;
            if (!t) return false;
            if (t.outcome) return true;
            return !t.busy && !t.pending && t.actionsNow().length > 0;
        }""",
        timeout=timeout,
    )
    return not page.evaluate("() => !!window.wartableTable.outcome")


def legal_actions(page: Any) -> list[str]:
    """The texts (notation) of the seat's legal actions now."""
    actions: list[str] = page.evaluate("() => window.wartableTable.actionsNow().map((a) => a.text)")
    return actions


def action_id(page: Any, text: str) -> str:
    """The id (as the table's ``data-action`` attributes hold it) of the legal action whose
    notation is ``text``."""
    found = page.evaluate(
        "(t) => window.wartableTable.actionsNow().find((a) => a.text === t)?.id ?? null", text
    )
    assert found is not None, f"{text!r} is not a legal action now"
    return str(found)


def on_board(page: Any, text: str) -> str:
    """A selector for the elements that play the legal action ``text``, found by its id."""
    return f'[data-action="{action_id(page, text)}"]'


def actions_shown(page: Any, selector: str = "[data-action]") -> list[str]:
    """The notation of the actions the elements matching ``selector`` play (by their
    ``data-action`` id), in page order; an id that is not a legal action reads ``?ID``."""
    texts: list[str] = page.eval_on_selector_all(
        selector,
        """(nodes) => {
            const byId = new Map(window.wartableTable.actionsNow().map((a) => [String(a.id), a.text]));
            return nodes.map((n) => byId.get(n.dataset.action) ?? `?${n.dataset.action}`);
        }""",
    )
    return texts


def action_labels(page: Any) -> list[str]:
    """The labels of the seat's legal actions now, as the server sent them."""
    labels: list[str] = page.evaluate("() => window.wartableTable.actionsNow().map((a) => a.label)")
    return labels


def join_by_invite(page: Any, invite_url: str, name: str = "") -> None:
    """Open a friend's invitation, give a name (or none) and take the seat."""
    page.goto(invite_url)
    page.wait_for_selector("[data-join-form]")
    if name:
        page.fill("[data-join-name]", name)
    page.click("[data-join]")
    wait_ready(page)

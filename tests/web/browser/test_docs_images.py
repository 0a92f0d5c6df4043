"""The screenshots of docs/web.md (docs/images/web-*.png), made with the browser tests' setup.

Skipped unless ``WARTABLE_DOCS_IMAGES=1``:

    WARTABLE_DOCS_IMAGES=1 .venv/bin/python -m pytest tests/web/browser/test_docs_images.py
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from tests.web.browser.conftest import (
    PHONE,
    ROOT,
    Server,
    legal_actions,
    open_seat,
    wait_ready,
    wait_turn,
)

pytestmark = pytest.mark.skipif(
    os.environ.get("WARTABLE_DOCS_IMAGES") != "1",
    reason="set WARTABLE_DOCS_IMAGES=1 to remake them",
)

IMAGES = ROOT / "docs" / "images"


def save(page: Any, name: str, **options: Any) -> Path:
    """Screenshot to docs/images/web-NAME.png, reduced to 256 colours to keep the repository small."""
    IMAGES.mkdir(parents=True, exist_ok=True)
    path = IMAGES / f"web-{name}.png"
    page.screenshot(path=str(path), **options)
    try:
        from PIL import Image  # noqa: PLC0415 - optional: matplotlib brings Pillow
    except ImportError:
        return path
    with Image.open(path) as image:
        reduced = image.convert("RGB").quantize(
            colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE
        )
    reduced.save(path, optimize=True)
    return path


def play(page: Any, moves: int, pick: str | None = None) -> None:
    """Play `moves` moves: the element matching `pick` if given, else Enter or the first choice."""
    for _ in range(moves):
        if not wait_turn(page, timeout=30_000):
            return
        before = page.evaluate("() => window.wartableTable.game.moves")
        if pick and page.locator(pick).count():
            page.locator(pick).first.click()
        else:
            if not page.evaluate(
                "() => !!window.wartableTable.enterAction(window.wartableTable.context())"
            ):
                page.keyboard.press("1")
            page.keyboard.press("Enter")
        page.wait_for_function("n => window.wartableTable.game.moves > n", arg=before)


def settle(page: Any) -> None:
    wait_turn(page, timeout=30_000)
    page.select_option("[data-setting-reveal]", "1000")
    page.evaluate(
        "() => document.querySelectorAll('.log li.new').forEach(n => n.classList.remove('new'))"
    )
    page.mouse.move(0, 0)
    page.wait_for_timeout(300)


def test_lobby(new_page: Any, server: Server) -> None:
    page = new_page({"width": 1280, "height": 1480})
    page.goto(server.url("/?variant=hand-of-war"))
    page.wait_for_selector("#variant-hand-of-war:checked", state="attached")
    page.select_option("[data-agent]", "ismcts")
    page.wait_for_timeout(300)
    save(page, "lobby")


def test_tables(page: Any, server: Server) -> None:
    cases = [
        ("classic", "chooser=first", 4, None, 11),
        ("hand-of-war", "", 3, ".how .hand .card-btn", 4),
        ("warzone", "arrangement=auto,first_player=first", 14, None, 5),
        ("board-wars", "first_player=first", 12, None, 8),
        ("slot-wars", "", 4, ".sw-hand .card-btn", 3),
    ]
    for variant, options, moves, pick, seed in cases:
        created = server.create(variant, options, agent="heuristic", seed=seed)
        open_seat(page, server, created)
        play(page, moves, pick)
        settle(page)
        if variant == "warzone":
            attack = next((a for a in legal_actions(page) if a.startswith("attack ")), None)
            if attack:
                page.click(f'[data-select="{attack.split()[1]}"]')
        save(page, f"table-{variant}", full_page=True)


def test_replay(page: Any, server: Server) -> None:
    created = server.create("hand-of-war", "max_turns=12", agent="heuristic", seed=6)
    open_seat(page, server, created)
    play(page, 12, ".how .hand .card-btn")
    page.goto(server.url(f"/games/{created['game_id']}/replay?view=all&step=8"))
    page.wait_for_selector("[data-seat-view]")
    page.wait_for_timeout(300)
    save(page, "replay")


def test_invitation(page: Any, server: Server) -> None:
    created = server.create("hand-of-war", "", agent=None)
    page.goto(server.url("/static/css/wartable.css"))
    page.evaluate(
        """([id, token, url]) => {
            localStorage.setItem('wartable.seat.' + id, token);
            localStorage.setItem('wartable.games', JSON.stringify([{id, seat: 0, variant: 'hand-of-war',
              variant_name: 'Hand of War', options: 'hand-of-war', opponent: 'friend', invite_url: url}]));
        }""",
        [created["game_id"], created["seat_token"], created["invite_url"]],
    )
    page.goto(server.url(created["game_url"]))
    wait_ready(page)
    page.wait_for_selector("[data-invite-url]")
    save(page, "invite", clip={"x": 0, "y": 0, "width": 1280, "height": 560})


def test_phone(new_page: Any, server: Server) -> None:
    page = new_page(PHONE, mobile=True)
    created = server.create("classic", "chooser=first", agent="heuristic", seed=11)
    open_seat(page, server, created)
    play(page, 3)
    settle(page)
    save(page, "phone")

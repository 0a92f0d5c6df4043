"""Accounts and events in the browser: sign up, create an event, register players by uploading
their sets, deal, decks, pair, report a table and let agents play the others, the standings; another
user sees the event read-only; a game started logged in is resumed from another browser.

With ``WARTABLE_DOCS_IMAGES=1`` the event page is also saved as ``docs/images/web-events.png``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.web.browser.conftest import DESKTOP, PHONE, Server, screenshot, wait_ready
from wartable.design.cardset import save_cards
from wartable.tournament.generate import generate_set

PASSWORD = "correct horse battery"
PLAYERS = ("Ada", "Basil", "Cleo", "Dmitri", "Esme")
SEED = 2007


def sign_up(page: Any, server: Server, username: str, next_path: str = "/") -> None:
    """Make an account on the log-in page and come back to ``next_path``."""
    page.goto(server.url(f"/login?next={next_path}"))
    page.fill("#signup-username", username)
    page.fill("#signup-password", PASSWORD)
    page.fill("#signup-repeat", PASSWORD)
    page.click("[data-signup] [data-submit]")
    page.wait_for_url(re.compile(re.escape(server.url(next_path)) + r"(\?.*)?$"))
    page.wait_for_selector(f'[data-account-user]:has-text("{username}")')


def log_in(page: Any, server: Server, username: str, next_path: str = "/") -> None:
    page.goto(server.url(f"/login?next={next_path}"))
    page.fill("#login-username", username)
    page.fill("#login-password", PASSWORD)
    page.click("[data-login] [data-submit]")
    page.wait_for_url(re.compile(re.escape(server.url(next_path)) + r"(\?.*)?$"))
    page.wait_for_selector(f'[data-account-user]:has-text("{username}")')


def set_files(tmp_path: Path) -> dict[str, Path]:
    """The players' generated sets as YAML files."""
    files = {}
    for player in PLAYERS:
        path = tmp_path / f"{player.lower()}-set.yaml"
        save_cards(generate_set(player, SEED), path)
        files[player] = path
    return files


def command(page: Any, selector: str, done: str) -> None:
    """Click a command's button and wait for the page to show its effect."""
    page.locator(selector).first.click()
    page.wait_for_selector(done)
    page.wait_for_selector("[data-event-page]:not([aria-busy])")


def docs_image(page: Any, name: str) -> None:
    if os.environ.get("WARTABLE_DOCS_IMAGES") == "1":
        from tests.web.browser.test_docs_images import save  # noqa: PLC0415

        save(page, name, full_page=True)


def test_an_organiser_runs_an_event_and_others_watch(
    new_page: Callable[..., Any], server: Server, tmp_path: Path
) -> None:
    files = set_files(tmp_path)
    page = new_page({"width": 1280, "height": 1000})
    sign_up(page, server, "ryan", "/events")
    page.wait_for_selector("[data-new-event]:not([hidden])")
    page.fill("#event-name", "Card Wars 2007")
    page.fill("#event-seed", str(SEED))
    page.click("[data-new-event] [data-submit]")
    page.wait_for_url(re.compile(r"/events/\d+$"))
    event_path = page.url.removeprefix(server.base)
    page.wait_for_selector("[data-desk]:not([hidden]) .step.now")
    assert page.inner_text("[data-event-name]") == "Card Wars 2007"
    assert page.locator("[data-readonly]").is_hidden()

    # Register by uploading each set (the player is named by the set's designer).
    for count, player in enumerate(PLAYERS[:4], start=1):
        page.set_input_files("#register-file", str(files[player]))
        page.click("[data-register] [data-submit]")
        page.wait_for_selector(f'[data-players] tr[data-player="{player}"]')
        assert page.inner_text("[data-message]") == (
            f"registered {player} ({count} player{'s' if count > 1 else ''})"
        )
    # A broken set is refused with every problem listed.
    broken = generate_set("Esme", SEED)
    broken.cards[0].value = 12
    broken.cards[1].text = "Mangle every card in sight."
    save_cards(broken, tmp_path / "broken.yaml")
    page.set_input_files("#register-file", str(tmp_path / "broken.yaml"))
    page.click("[data-register] [data-submit]")
    page.wait_for_selector("[data-register] [data-problems] li")
    problems = page.locator("[data-register] [data-problems] li").all_inner_texts()
    assert len(problems) == 2 and "value" in problems[0]
    assert "the set of 'Esme' is not valid: 2 problems" in page.inner_text("[data-register]")
    page.errors[:] = [e for e in page.errors if not e.startswith("HTTP 422")]
    assert page.locator("[data-players] tbody tr").count() == 4
    screenshot(page, "event-registration")

    command(page, "[data-distribute]", "[data-event-status].dealt")
    assert "30 cards 3★ 9◆ 18●" in page.inner_text('[data-player="Ada"]')
    assert page.locator("[data-register-panel]").is_hidden()
    command(page, "[data-auto-decks]", '[data-player="Dmitri"] details.deck')
    assert page.locator("details.deck").count() == 4

    command(page, "[data-pair]", '[data-round="1"]')
    assert page.locator('[data-round="1"] [data-report]').count() == 2
    # Table 1 by hand: the second player wins 2-1.
    form = page.locator('[data-report="1-1"]')
    second = form.locator("[data-winner] option").nth(1).inner_text()
    form.locator("[data-winner]").select_option(second)
    form.locator("[data-score]").select_option("2-1")
    form.locator("button").click()
    page.wait_for_selector(f'[data-table="1-1"]:has-text("{second} won 2-1")')
    # Table 2 by the agents.
    command(page, '[data-round="1"] [data-play]', '[data-round="1"] .badge:has-text("complete")')
    assert "played by heuristic" in page.inner_text('[data-table="1-2"]')
    assert page.locator("[data-standings] tbody tr").count() == 4
    assert page.inner_text("[data-standings] tbody tr:first-child td.strong") == "3"

    # Round 2: one table reported, the other still open (the picture of docs/web.md).
    command(page, "[data-pair]", '[data-round="2"]')
    form = page.locator('[data-report="2-1"]')
    form.locator("[data-winner]").select_option("draw")
    form.locator("[data-score]").select_option("1-1")
    form.locator("button").click()
    page.wait_for_selector('[data-table="2-1"]:has-text("draw 1-1")')
    screenshot(page, "event-organiser")
    docs_image(page, "events")

    command(page, '[data-round="2"] [data-play]', '[data-round="2"] .badge:has-text("complete")')
    command(page, "[data-pair]", '[data-round="3"]')
    command(page, '[data-round="3"] [data-play]', "[data-event-status].final")
    assert page.locator("[data-desk] .step.done").count() == 5
    standings = page.locator("[data-standings] tbody tr").all_inner_texts()
    assert len(standings) == 4 and standings[0].startswith("1\t")
    csv = page.request.get(server.url(page.get_attribute('[data-export="standings"]', "href")))
    assert csv.ok and csv.text().startswith("rank,player,match_points")
    screenshot(page, "event-final")

    # Another person: read-only as a guest, then as another account.
    other = new_page(DESKTOP)
    other.goto(server.url(event_path))
    other.wait_for_selector("[data-standings] tbody tr")
    assert "log in as ryan, its organiser" in other.inner_text("[data-readonly]")
    assert other.locator("[data-desk]").is_hidden()
    assert (
        other.locator("[data-report], [data-play], [data-register-panel]:not([hidden])").count()
        == 0
    )
    sign_up(other, server, "bob", event_path)
    other.wait_for_selector("[data-readonly]:not([hidden])")
    assert "only its organiser, ryan, may change it" in other.inner_text("[data-readonly]")
    assert other.locator("[data-desk]").is_hidden()
    screenshot(other, "event-read-only")
    other.goto(server.url("/events"))
    row = other.locator("[data-events] tr", has_text="Card Wars 2007")
    assert "ryan" in row.inner_text() and row.locator(".badge.you").count() == 0

    phone = new_page(PHONE, mobile=True)
    phone.goto(server.url(event_path))
    phone.wait_for_selector("[data-standings] tbody tr")
    width = phone.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"] + 1, f"the event page is {width}px wide on a phone"
    screenshot(phone, "event-phone")


def test_games_saved_to_an_account_follow_it_to_another_browser(
    new_page: Callable[..., Any], server: Server
) -> None:
    laptop = new_page()
    sign_up(laptop, server, "cleo")
    laptop.wait_for_selector("#variant-classic:checked", state="attached")
    laptop.click("#variant-hand-of-war", force=True)
    laptop.select_option("[data-agent]", "random")
    laptop.click("[data-start]")
    laptop.wait_for_url(re.compile(r"/games/[A-Za-z0-9_-]+$"))
    game_id = laptop.url.rsplit("/", 1)[1]
    wait_ready(laptop)

    phone = new_page()
    phone.goto(server.url("/login"))
    phone.wait_for_selector("#login-username:focus")
    screenshot(phone, "login")
    log_in(phone, server, "cleo")
    entry = phone.locator(f'[data-account-games] [data-account-game="{game_id}"]')
    entry.wait_for()
    assert "Hand of War" in entry.inner_text()
    screenshot(phone, "lobby-account-games")
    entry.locator("[data-take-seat]").click()
    phone.wait_for_url(re.compile(f"/games/{game_id}$"))
    wait_ready(phone)
    assert phone.evaluate(f"() => localStorage.getItem('wartable.seat.{game_id}')")
    # The account page lists it too, now with this browser's token.
    phone.goto(server.url("/account"))
    phone.wait_for_selector(f'[data-account-game="{game_id}"] a:has-text("Resume")')
    # Logging out keeps the game saved; the header offers to log in again.
    phone.click("[data-logout]")
    phone.wait_for_url(server.url("/"))
    phone.wait_for_selector('[data-account-nav] a[href^="/login"]')

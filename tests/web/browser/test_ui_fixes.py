"""Fixes from trying the pages as new users: long names without spaces, the end of a classic
game, the lobby's games that are over, moves shown as people read them (never the engine's
notation), a friend's name, and the keys each table really has."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.web.browser.conftest import (
    DESKTOP,
    PHONE,
    Server,
    join_by_invite,
    open_seat,
    screenshot,
    set_reveal,
    wait_ready,
    wait_turn,
)
from tests.web.browser.test_events_pages import sign_up
from tests.web.browser.test_play import start_from_lobby
from wartable.tournament.generate import generate_set

LONG = "Wolfeschlegelsteinhausenbergerdorffvoral"
"""A name of 40 letters and no space (the longest a player may give)."""
NOTATION = re.compile(r"\w@\d|\bp\d+-\d+\b|\bspawn [a-h]\b|\b[a-h]\d+-[a-h]\d+\b|\bwar\d\b")
"""The engine's notation of moves: ``9D@1``, ``place p0-08``, ``spawn c``, ``b7-b6``, ``war1``."""


def overflow(page: Any) -> int:
    """How many pixels the page is wider than the window (0: it fits)."""
    width: int = page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    return width


WIDEST = """() => {
  const edge = document.documentElement.clientWidth + 1;
  const past = (n) => n.getBoundingClientRect().right > edge;
  return [...document.querySelectorAll("body *")]
    .filter((n) => past(n) && ![...n.children].some(past))
    .slice(0, 5)
    .map((n) => {
      const chain = [];
      for (let a = n; a && a !== document.body; a = a.parentElement) {
        chain.push(`${a.tagName.toLowerCase()}.${a.className}`);
      }
      return chain.join(" < ");
    });
}"""


def widest(page: Any) -> list[str]:
    """The innermost elements that reach past the window's right edge (what widens a page)."""
    found: list[str] = page.evaluate(WIDEST)
    return found


def test_long_names_without_spaces_never_widen_a_page(
    new_page: Callable[..., Any], server: Server
) -> None:
    created = server.request(
        "POST",
        "/api/games",
        {"variant": "hand-of-war", "name": LONG, "opponent": {"kind": "friend"}},
    )
    for viewport in (PHONE, DESKTOP):
        creator = new_page(viewport)
        set_reveal(creator, server, 0)
        open_seat(creator, server, created)  # the invitation is shown while waiting
        assert overflow(creator) <= 0, (viewport, widest(creator))
    friend = new_page(PHONE)
    join_by_invite(friend, server.url(created["invite_url"]), LONG[::-1])
    friend.wait_for_selector(f'[data-players] li:has-text("{LONG[:10]}")')
    assert overflow(friend) <= 0, widest(friend)
    watcher = new_page(PHONE)
    watcher.goto(server.url(created["game_url"]))
    wait_ready(watcher)
    watcher.wait_for_selector(f'[data-players] li:has-text("{LONG[::-1][:10]}")')
    assert overflow(watcher) <= 0, widest(watcher)
    screenshot(watcher, "phone-long-names")


def test_a_long_player_name_never_widens_an_event_page(
    new_page: Callable[..., Any], server: Server, tmp_path: Path
) -> None:
    page = new_page(PHONE)
    sign_up(page, server, "longnames", "/events")
    csrf = next(c["value"] for c in page.context.cookies() if c["name"] == "wartable_csrf")
    headers = {"X-CSRF-Token": csrf}
    event = page.request.post(
        server.url("/api/events"), data={"name": "Long names " + LONG}, headers=headers
    ).json()["event"]
    for name in (LONG * 2, "Ada"):
        card_set = generate_set(name[:60], 3).model_dump(mode="json")
        answer = page.request.post(
            server.url(f"/api/events/{event['id']}/players"),
            data={"player": name, "set": card_set},
            headers=headers,
        )
        assert answer.ok, answer.text()
    page.goto(server.url(f"/events/{event['id']}"))
    page.wait_for_selector(f'[data-players] tr[data-player="{LONG * 2}"]')
    screenshot(page, "phone-event-long-names")
    assert overflow(page) <= 0, widest(page)


def test_the_end_of_a_classic_game_offers_play_again_and_no_restart(
    page: Any, server: Server
) -> None:
    created = server.create("classic", "chooser=first,max_turns=3", agent="random")
    open_seat(page, server, created)
    while wait_turn(page):
        before = page.evaluate("() => window.wartableTable.game.moves")
        page.keyboard.press("Enter")
        page.wait_for_function(
            "n => window.wartableTable.game.moves > n || window.wartableTable.outcome", arg=before
        )
    page.locator("[data-play-again]").wait_for()
    assert page.locator("[data-restart]").is_hidden(), "Play again, not Restart, once it is over"
    screenshot(page, "classic-over")


def test_the_lobby_offers_no_resume_for_a_game_that_is_over(page: Any, server: Server) -> None:
    start_from_lobby(page, server, "hand-of-war", {"max_turns": "20"}, agent="random")
    first = page.evaluate("() => window.wartableTable.game.id")
    page.click("[data-restart]")
    page.click("[data-restart]")  # confirm: the old game is abandoned
    page.wait_for_function("id => window.wartableTable.game.id !== id", arg=first)
    page.goto(server.url("/"))
    old = page.locator(f'[data-my-games] li[data-game="{first}"]')
    old.locator(".badge.abandoned").wait_for()
    assert old.locator("a:has-text('Resume')").count() == 0
    assert old.locator("a:has-text('See the table')").count() == 1
    assert old.locator("a:has-text('Replay')").count() == 1


def test_moves_are_shown_as_people_read_them(page: Any, server: Server) -> None:
    cases = {
        "classic": ("chooser=first", "your top card"),
        "board-wars": ("", None),
        "slot-wars": ("", None),
        "warzone": ("", None),
    }
    for variant, (options, expected) in cases.items():
        created = server.create(variant, options, agent="random")
        open_seat(page, server, created)
        wait_turn(page)
        page.keyboard.press("1")  # a selection is described too
        shown = " ".join(
            [
                page.inner_text("[data-key-help]"),
                *page.locator(
                    "[data-action-bar] button, [data-action-bar] option"
                ).all_inner_texts(),
            ]
        )
        assert not NOTATION.search(shown), f"{variant}: {NOTATION.search(shown)} in {shown!r}"
        if expected:
            assert expected in shown, shown


def test_the_keys_described_are_the_tables_own(page: Any, server: Server) -> None:
    created = server.create("hand-of-war", "", agent="random")
    open_seat(page, server, created)
    keys = page.inner_text("[data-keys-setting]")
    assert "no usual move" in keys and "default move" not in keys
    classic = server.create("classic", "chooser=first", agent="random")
    open_seat(page, server, classic)
    assert "your top card" in page.inner_text("[data-keys-setting]")

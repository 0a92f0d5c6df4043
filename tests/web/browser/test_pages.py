"""The lobby (options explained, my games resumed, finished games) and the replay page."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.web.browser.conftest import Server, open_seat, screenshot, wait_ready, wait_turn


def finish(page: Any) -> None:
    """Play the open table to its end with Enter (the top card in classic)."""
    for _ in range(100):
        if not wait_turn(page):
            return
        before = page.evaluate("() => window.wartableTable.game.moves")
        page.keyboard.press("Enter")
        page.wait_for_function(
            "n => window.wartableTable.game.moves > n || window.wartableTable.outcome", arg=before
        )
    raise AssertionError("the game did not end")


def test_lobby_explains_every_option(page: Any, server: Server) -> None:
    page.goto(server.url("/"))
    page.wait_for_selector("#variant-classic:checked", state="attached")
    variants = server.request("GET", "/api/variants")
    assert page.locator(".variant-option").count() == len(variants)
    classic = next(v for v in variants if v["id"] == "classic")
    for option in classic["options"]:
        block = page.locator(f'[data-option-block="{option["name"]}"]')
        assert option["help"] in block.inner_text()
        for choice in option["choices"]:
            if choice["help"]:
                assert choice["help"] in block.inner_text()
    # The lobby sets the seat that chooses, so the person has cards to click.
    assert page.input_value('[data-options] [data-option="chooser"]') == "first"
    page.select_option("[data-seat]", "1")
    assert page.input_value('[data-options] [data-option="chooser"]') == "second"
    page.select_option("[data-seat]", "0")
    page.fill('[data-options] [data-option="max_turns"]', "50")
    page.locator('[data-options] [data-option="max_turns"]').dispatch_event("change")
    assert page.inner_text("[data-option-string]") == "classic(max_turns=50,chooser=first)"
    # Examples fill in the options; the rules are there to read.
    page.click(
        '[data-examples] button:has-text("classic(deck=forty,chooser=second,war_short=lose)")'
    )
    assert page.input_value('[data-options] [data-option="deck"]') == "forty"
    page.click("[data-rules] summary")
    assert "War" in page.inner_text("[data-rules-doc]")
    page.click("#variant-slot-wars", force=True)
    assert page.locator('[data-option-block="pool"]').count() == 1
    page.click("[data-rules] summary")
    screenshot(page, "lobby")


def test_my_games_resume_after_a_reload(page: Any, server: Server) -> None:
    page.goto(server.url("/?variant=hand-of-war"))
    page.wait_for_selector("#variant-hand-of-war:checked", state="attached")
    page.click("[data-start]")
    page.wait_for_url(re.compile(r"/games/[^/]+$"))
    wait_ready(page)
    game_id = page.url.rsplit("/", 1)[1]
    page.goto(server.url("/"))
    item = page.locator(f'[data-my-games] li[data-game="{game_id}"]')
    item.wait_for()
    assert "Hand of War" in item.inner_text()
    item.locator("a:has-text('Resume')").click()
    wait_ready(page)
    assert wait_turn(page)
    assert "you are Player 1" in page.inner_text("[data-game-meta]")


def test_replay_steps_through_a_finished_game(page: Any, server: Server, tmp_path: Path) -> None:
    created = server.create("classic", "chooser=first,max_turns=8", agent="heuristic", seed=21)
    open_seat(page, server, created)
    finish(page)
    page.click("text=Watch the replay")
    page.wait_for_selector("[data-seat-view]")
    # Once over, the whole truth: both seats' views side by side.
    assert page.locator("[data-seat-view]").count() == 2
    total = int(page.get_attribute("[data-slider]", "max"))
    assert total == 8
    assert "Step 0 of 8" in page.inner_text("[data-step]")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert "Step 2 of 8" in page.inner_text("[data-step]")
    assert "Player 1" in page.inner_text("[data-action-line]")
    page.keyboard.press("ArrowLeft")
    assert "Step 1 of 8" in page.inner_text("[data-step]")
    page.keyboard.press("End")
    assert "Step 8 of 8" in page.inner_text("[data-step]")
    screenshot(page, "replay-all")
    # One seat's view.
    page.select_option("[data-view]", "1")
    page.wait_for_function("() => document.querySelectorAll('[data-seat-view]').length === 1")
    assert page.get_attribute("[data-seat-view]", "data-seat-view") == "1"
    screenshot(page, "replay-seat-2")
    # The finished game is listed in the lobby.
    page.goto(server.url("/"))
    page.locator(f'[data-finished] li[data-game="{created["game_id"]}"]').wait_for()
    # Download the record, upload it again: a new game with the same moves.
    page.goto(server.url(f"/games/{created['game_id']}/replay"))
    page.wait_for_selector("[data-seat-view]")
    with page.expect_download() as info:
        page.click("[data-download]")
    record = tmp_path / "record.jsonl"
    info.value.save_as(record)
    assert '"classic"' in record.read_text()
    page.set_input_files("[data-upload]", str(record))
    page.wait_for_url(lambda url: created["game_id"] not in url and url.endswith("/replay"))
    page.wait_for_selector("[data-seat-view]")
    assert int(page.get_attribute("[data-slider]", "max")) == 8


def test_replay_of_a_game_in_play_shows_only_my_seat(page: Any, server: Server) -> None:
    created = server.create("hand-of-war", "", agent="heuristic", seed=2)
    open_seat(page, server, created)
    wait_turn(page)
    page.locator(".how .hand .card-btn").first.click()
    wait_turn(page)
    page.goto(server.url(f"/games/{created['game_id']}/replay"))
    page.wait_for_selector("[data-seat-view]")
    assert page.locator("[data-seat-view]").count() == 1
    assert page.get_attribute("[data-seat-view]", "data-seat-view") == "0"
    assert page.locator('[data-view] option[value="all"]').is_disabled()

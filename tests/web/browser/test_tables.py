"""Every variant's table drawn in the browser (with a screenshot each), and the phone layout."""

from __future__ import annotations

from typing import Any

import pytest

from tests.web.browser.conftest import (
    PHONE,
    Server,
    actions_shown,
    legal_actions,
    on_board,
    open_seat,
    screenshot,
    wait_turn,
)

# (variant, options, moves to play first, what the table must show)
TABLES = [
    ("classic", "chooser=first", 3, [".stack-fan .card-btn", ".pile", ".stage svg.card"]),
    ("hand-of-war", "", 3, [".how .hand .card-btn", "[data-pile='Reserves']", ".stage svg.card"]),
    (
        "warzone",
        "arrangement=auto",
        12,
        [".wz-files", ".wz-cell svg.card-back", ".wz-cell .card-btn"],
    ),
    (
        "board-wars",
        "rows=7",
        8,
        [".bw-board", ".bw-square.spawn-mine", ".bw-square.spawn-theirs", ".bw-square.last"],
    ),
    (
        "slot-wars",
        "",
        3,
        [".slots .slot", ".sw-hand .card-btn", ".slot svg.card-slot"],
    ),
    # A plugin variant with no table of its own (tests/fixtures/three_card_war): the generic one.
    ("three-card-war", "", 2, [".table-grid pre", "[data-action]"]),
]


def play_some(page: Any, moves: int) -> None:
    """Play a few moves the way a person would: Enter for the default, else the first choice."""
    for _ in range(moves):
        if not wait_turn(page, timeout=30_000):
            return
        before = page.evaluate("() => window.wartableTable.game.moves")
        actions = legal_actions(page)
        if not page.evaluate(
            "() => !!window.wartableTable.enterAction(window.wartableTable.context())"
        ):
            page.keyboard.press("1")
        page.keyboard.press("Enter")
        page.wait_for_function("n => window.wartableTable.game.moves > n", arg=before)
        assert actions


@pytest.mark.parametrize(
    ("variant", "options", "moves", "shows"), TABLES, ids=[t[0] for t in TABLES]
)
def test_table_is_drawn(
    page: Any, server: Server, variant: str, options: str, moves: int, shows: list[str]
) -> None:
    created = server.create(variant, options, agent="heuristic", seed=3)
    open_seat(page, server, created)
    play_some(page, moves)
    assert wait_turn(page), "the game is still on"
    for selector in shows:
        assert page.locator(selector).count() > 0, f"{variant}: no {selector}"
    # Only legal actions are clickable: every [data-action] on the page is one of them.
    legal = set(legal_actions(page))
    shown = set(actions_shown(page))
    assert shown <= legal, shown - legal
    assert page.locator("[data-log] li").count() > 0
    screenshot(page, f"table-{variant}")


def test_warzone_defend_and_attack_by_clicking(page: Any, server: Server) -> None:
    """Defend: the card looked at goes behind a file clicked on the board. Attack: click one of
    your front cards, then the enemy's front card; the attack is highlighted."""
    created = server.create(
        "warzone", "arrangement=auto,first_player=first", agent="heuristic", seed=5
    )
    open_seat(page, server, created)
    defended = False
    for _ in range(12):
        assert wait_turn(page)
        actions = legal_actions(page)
        if any(a.startswith("attack ") for a in actions):
            break
        if any(a.startswith("place ") for a in actions):
            places = [a for a in actions if a.startswith("place ")]
            assert page.locator(".place-target").count() == len(places)
            assert page.locator(".wz-side .card-box svg.card").count() >= 1, "the card looked at"
            page.locator(".place-target").first.click()
            defended = True
        elif "defend" in actions and not defended:
            page.click(f".action-bar button{on_board(page, 'defend')}")
        elif "skip" in actions:
            page.click(f".action-bar button{on_board(page, 'skip')}")
        else:
            page.locator(".felt .card-btn").first.click()
        page.wait_for_function("() => window.wartableTable.pending === false")
    assert defended
    attack = next(a for a in legal_actions(page) if a.startswith("attack "))
    _, file, _target = attack.split()
    page.click(f'[data-select="{file}"]')
    page.click(f".card-btn{on_board(page, attack)}")
    page.wait_for_function("() => window.wartableTable.memo.lastAttack")
    assert page.locator(".wz-cell.hit").count() >= 1
    assert page.locator(".file-no.hit").count() == 2


def test_board_wars_spawn_and_move_by_clicking(page: Any, server: Server) -> None:
    created = server.create("board-wars", "first_player=first", agent="heuristic", seed=4)
    open_seat(page, server, created)
    assert wait_turn(page)
    page.click(f".square-target{on_board(page, 'spawn c')}")
    page.wait_for_function("() => window.wartableTable.game.moves >= 1")
    assert wait_turn(page)
    page.click('[data-select="c1"]')
    page.click(f".square-target{on_board(page, 'c1-c2')}")
    page.wait_for_function("() => window.wartableTable.game.moves >= 2")
    assert (
        page.locator('.bw-square.last[data-square="c2"]').count() == 1
        or page.locator(".bw-square.last").count() >= 1
    )


@pytest.mark.parametrize("variant", ["classic", "slot-wars", "warzone"])
def test_phone_layout(new_page: Any, server: Server, variant: str) -> None:
    """At 390x844 nothing runs off the side; the lobby and the tables stay usable."""
    page = new_page(PHONE, mobile=True)
    options = {
        "classic": "chooser=first",
        "slot-wars": "",
        "warzone": "arrangement=auto",
    }[variant]
    created = server.create(variant, options, agent="heuristic", seed=9)
    open_seat(page, server, created)
    play_some(page, 2)
    wait_turn(page)
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{variant}: the page is {width}px wide"
    button = page.locator(".felt .card-btn, .felt .square-target").first
    box = button.bounding_box()
    assert box is not None and box["width"] >= 28 and box["height"] >= 28, (
        "targets are big enough to tap"
    )
    screenshot(page, f"phone-table-{variant}")
    if variant == "classic":
        page.goto(server.url("/"))
        page.wait_for_selector("#variant-classic:checked", state="attached")
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= PHONE["width"], f"lobby: the page is {width}px wide"
        screenshot(page, "phone-lobby")


def deck_count(page: Any) -> str:
    text: str = page.inner_text("[data-deck-count]")
    return text


def test_slot_wars_deck_choice(page: Any, server: Server) -> None:
    """Before round 1: all 30 cards with their text, the builder's suggestion chosen; a card moves
    between deck and sideboard with a click and the count follows; the deck plays only at 21."""
    created = server.create("slot-wars", "", agent="heuristic", seed=7)
    open_seat(page, server, created)
    assert wait_turn(page)
    chooser = page.locator("[data-deck-choice]")
    assert chooser.locator("[data-deck-card]").count() == 30
    assert chooser.locator("svg.card-slot").count() == 30
    assert deck_count(page).startswith("Deck 21/21 · sideboard 9/9")
    suggested = set(page.evaluate("() => window.wartableTable.obs.view.suggested"))
    kept = chooser.locator('[data-deck-card][aria-pressed="true"]')
    assert {kept.nth(i).get_attribute("data-deck-card") for i in range(21)} == suggested
    out = kept.first.get_attribute("data-deck-card")
    kept.first.click()
    assert deck_count(page).startswith("Deck 20/21 · sideboard 10/9")
    assert page.locator("[data-deck-play]").is_disabled()
    inn = chooser.locator('[data-deck-card][aria-pressed="false"]').first
    brought = inn.get_attribute("data-deck-card")
    inn.click()
    assert deck_count(page).startswith("Deck 21/21")
    screenshot(page, "table-slot-wars-deck")
    page.click("[data-deck-play]")
    page.wait_for_function("() => window.wartableTable.obs.view.phase !== 'select'")
    view = page.evaluate("() => window.wartableTable.obs.view")
    sideboard = {c["id"] for c in view["sideboard"]}
    assert out in sideboard and brought not in sideboard and len(sideboard) == 9
    assert wait_turn(page)
    assert page.locator(".sw-hand .card-btn").count() == 5, "round 1 begins"


def test_slot_wars_round_and_sideboard_exchange(page: Any, server: Server) -> None:
    """The suggested deck in one click; nine slots filled by clicking hand cards; between rounds,
    a sideboard card is exchanged for a deck card with two clicks, then done."""
    created = server.create("slot-wars", "", agent="heuristic", seed=12)
    open_seat(page, server, created)
    assert wait_turn(page)
    view = page.evaluate("() => window.wartableTable.obs.view")
    left_out = sorted(c["title"] for c in view["deck"] if c["id"] not in view["suggested"])
    page.click("[data-deck-suggested]")
    page.wait_for_function("() => window.wartableTable.obs.view.phase !== 'select'")
    sideboard = page.evaluate("() => window.wartableTable.obs.view.sideboard")
    assert sorted(c["title"] for c in sideboard) == left_out, "the decisions' defaults, 9 times"
    for _ in range(40):
        assert wait_turn(page)
        if page.evaluate("() => window.wartableTable.obs.view.phase") == "swap":
            break
        if any(a.startswith("place ") for a in legal_actions(page)):
            page.locator(".sw-hand .card-btn").first.click()
        else:  # a card's choice: the first option, by the keyboard
            page.keyboard.press("1")
            page.keyboard.press("Enter")
        page.wait_for_function("() => window.wartableTable.pending === false")
    assert "done" in legal_actions(page), "the round is over: exchanges between rounds"
    assert "Between rounds" in page.inner_text(".slot-wars")
    page.locator(".sw-lists [data-select]").first.click()
    swap = next(a for a in actions_shown(page, ".sw-lists .card-btn") if a.startswith("swap "))
    page.locator(f".sw-lists .card-btn{on_board(page, swap)}").click()
    page.wait_for_function(
        "() => window.wartableTable.game.moves > 0 && !window.wartableTable.pending"
    )
    assert wait_turn(page)
    assert swap not in legal_actions(page)
    assert page.locator(".sw-lists .card-caption:has-text('exchanged')").count() == 2
    page.click(f".action-bar button{on_board(page, 'done')}")
    assert wait_turn(page)
    assert page.locator(".sw-hand .card-btn").count() > 0, "the next round begins"

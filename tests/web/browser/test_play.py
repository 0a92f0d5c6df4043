"""Playing whole games in the browser: by clicking, by keyboard, against an agent and a friend."""

from __future__ import annotations

import re
import time
from typing import Any

from tests.web.browser.conftest import (
    Server,
    actions_shown,
    join_by_invite,
    legal_actions,
    open_seat,
    screenshot,
    set_reveal,
    wait_ready,
    wait_turn,
)


def start_from_lobby(
    page: Any,
    server: Server,
    variant: str,
    options: dict[str, str],
    *,
    agent: str | None = None,
    agent_params: dict[str, str] | None = None,
    friend: bool = False,
    seed: int | None = 11,
) -> None:
    """Fill in the lobby's form and start the game."""
    page.goto(server.url(f"/?variant={variant}"))
    page.wait_for_selector(f"#variant-{variant}:checked", state="attached")
    for name, value in options.items():
        control = page.locator(f'[data-options] [data-option="{name}"]')
        if control.evaluate("n => n.tagName") == "SELECT":
            control.select_option(value)
        else:
            control.fill(value)
            control.dispatch_event("change")
    if friend:
        page.check('input[name="opponent"][value="friend"]')
    elif agent:
        page.select_option("[data-agent]", agent)
        for name, value in (agent_params or {}).items():
            page.fill(f'[data-agent-params] [data-option="{name}"]', value)
            page.locator(f'[data-agent-params] [data-option="{name}"]').dispatch_event("change")
    if seed is not None and not friend:
        page.fill("[data-seed]", str(seed))
    page.click("[data-start]")
    page.wait_for_url(re.compile(r"/games/[^/]+$"))
    wait_ready(page)


def test_classic_solitaire_played_by_clicking_to_the_end(page: Any, server: Server) -> None:
    """The seed's War in Solitaire: seat 1 chooses each card by clicking it, to the end."""
    set_reveal(page, server, 0)
    start_from_lobby(page, server, "classic", {"max_turns": "15"}, agent="heuristic")
    meta = page.inner_text("[data-game-meta]")
    assert "chooser first" in meta and "max turns 15" in meta, "the options in words"
    assert "=" not in meta and "(" not in meta, "not the option string"
    screenshot(page, "classic-start")
    played = 0
    while wait_turn(page):
        cards = page.locator(".stack-fan .card-btn")
        count = cards.count()
        assert count == len(legal_actions(page)), (
            "every card of the stack is playable, nothing else"
        )
        cards.nth(played % count).click()
        played += 1
        assert played <= 40
    outcome = page.locator("[data-outcome]")
    outcome.wait_for()
    assert re.search(r"(You win|wins|A draw)", outcome.inner_text())
    assert page.locator(".stack-fan .card-btn").count() == 0, "nothing is clickable once it is over"
    assert page.locator("[data-log] li").count() > played
    screenshot(page, "classic-over")


def test_reveal_is_held_for_a_second(page: Any, server: Server) -> None:
    """With the default setting, the battle stays in the middle for a second before play goes on."""
    created = server.create("classic", "chooser=first,max_turns=30")
    open_seat(page, server, created, reveal=1000)
    wait_turn(page)
    page.locator(".stack-fan .card-btn").first.click()
    start = time.monotonic()
    page.wait_for_selector(".stage .stage-cards svg.card")
    assert page.evaluate("() => window.wartableTable.board.inert"), "the table is inert meanwhile"
    wait_turn(page)
    held = time.monotonic() - start
    assert 0.8 <= held < 6, f"the reveal was held {held:.2f} s"
    msg = page.inner_text(".stage .stage-msg")
    assert re.search(r"wins?|WAR", msg)


def test_keyboard_play(page: Any, server: Server) -> None:
    """Enter plays the top card (the seed); number keys and arrows select; Esc clears."""
    created = server.create("classic", "chooser=first,max_turns=30")
    open_seat(page, server, created)
    wait_turn(page)
    first = legal_actions(page)[0]
    page.keyboard.press("Enter")
    page.wait_for_function("n => window.wartableTable.game.moves >= n", arg=1)
    log = page.inner_text("[data-log]")
    assert "Player 1 (you) plays" in log
    wait_turn(page)
    actions = legal_actions(page)
    page.keyboard.press("3")
    selected = ".stack-fan .card-btn.selected"
    assert page.locator(selected).count() == 1
    assert actions_shown(page, selected) == [actions[2]]
    page.keyboard.press("ArrowRight")
    assert actions_shown(page, selected) == [actions[3]]
    page.keyboard.press("Escape")
    assert page.locator(".selected").count() == 0
    page.keyboard.press("ArrowLeft")
    assert actions_shown(page, selected) == [actions[-1]]
    page.keyboard.press("Enter")
    page.wait_for_function("n => window.wartableTable.game.moves >= n", arg=2)
    card = actions[-1].split("@")[0]
    pretty = card[:-1] + {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[card[-1]]
    assert f"Player 1 (you) plays {pretty}" in page.inner_text("[data-log]")
    assert first != actions[-1] or len(actions) == 1


def test_hand_of_war_against_ismcts(page: Any, server: Server) -> None:
    """Hand of War against ismcts(iterations=50), by clicking hand cards, to the turn limit."""
    set_reveal(page, server, 0)
    start_from_lobby(
        page,
        server,
        "hand-of-war",
        {"max_turns": "6"},
        agent="ismcts",
        agent_params={"iterations": "50"},
    )
    players = page.inner_text("[data-players]")
    assert "ismcts(iterations=50)" in players
    rounds = 0
    while wait_turn(page, timeout=60_000):
        hand = page.locator(".how .hand .card-btn")
        assert hand.count() == len(legal_actions(page))
        hand.nth(rounds % hand.count()).click()
        rounds += 1
        assert rounds <= 10
        if rounds == 3:
            screenshot(page, "hand-of-war-mid")
    assert rounds == 6
    assert page.locator("[data-outcome]").is_visible()
    screenshot(page, "hand-of-war-over")


def test_two_browsers_play_each_other_by_invitation(new_page: Any, server: Server) -> None:
    """One person starts a friend game in the lobby; the other opens the invitation link."""
    alice = new_page()
    bob = new_page()
    set_reveal(alice, server, 0)
    set_reveal(bob, server, 0)
    start_from_lobby(alice, server, "hand-of-war", {"max_turns": "4"}, friend=True)
    link = alice.locator("[data-invite-url]")
    link.wait_for()
    invite = link.input_value()
    assert "/join?invite=" in invite
    screenshot(alice, "friend-waiting")
    join_by_invite(bob, invite, "Bob")
    bob.wait_for_selector(".how")
    alice.wait_for_selector(".how")
    assert "Player 2" in bob.inner_text("[data-game-meta]")
    assert "/join" not in bob.url, "the invitation leaves the address once used"
    alice.wait_for_selector('[data-players] li:has-text("Bob")')
    for _ in range(4):
        for person in (alice, bob):
            assert wait_turn(person, timeout=30_000)
            person.locator(".how .hand .card-btn").first.click()
        # Both have deployed: the round resolves for both.
        alice.wait_for_function("() => !window.wartableTable.pending")
    for person in (alice, bob):
        person.locator("[data-outcome]").wait_for()
        assert not wait_turn(person)
    screenshot(alice, "friend-over-player-1")
    screenshot(bob, "friend-over-player-2")
    # The seat token stays in each browser: a reload resumes the right seat.
    bob.reload()
    wait_ready(bob)
    assert "Player 2" in bob.inner_text("[data-game-meta]")


def test_restart_starts_a_new_deal(page: Any, server: Server) -> None:
    """Restart (no undo, restarts allowed): a new game with the same options replaces this one."""
    created = server.create("classic", "chooser=first,max_turns=30")
    open_seat(page, server, created)
    wait_turn(page)
    page.locator(".stack-fan .card-btn").first.click()
    wait_turn(page)
    old = page.url
    page.click("[data-restart]")
    page.click("[data-restart]")  # confirm
    page.wait_for_function("old => location.href !== old", arg=old)
    wait_turn(page)
    assert page.evaluate("() => window.wartableTable.game.moves") == 0
    assert "chooser first" in page.inner_text("[data-game-meta]")

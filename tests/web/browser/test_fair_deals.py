"""Fair deals in the browser: both friends are shown the same commitment from the start, nobody
chooses the seed of a game between people, and once the game is over the replay page reveals the
seed, hashes it in the browser, re-plays the game from it and shows every check passed (or which
one failed)."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from websockets.sync.client import connect

from tests.web.browser.conftest import (
    Server,
    join_by_invite,
    open_seat,
    screenshot,
    set_reveal,
    wait_turn,
)
from tests.web.browser.test_play import start_from_lobby


def checks(page: Any) -> list[str]:
    """The kinds of the replay page's deal checks (ok, bad, unknown), in order."""
    page.wait_for_selector("[data-deal-checks] li")
    kinds: list[str] = page.eval_on_selector_all(
        "[data-deal-checks] li", "items => items.map((li) => li.dataset.check)"
    )
    return kinds


def test_friends_see_one_commitment_and_the_replay_proves_the_deal(
    new_page: Any, server: Server
) -> None:
    alice = new_page()
    bob = new_page()
    set_reveal(alice, server, 0)
    set_reveal(bob, server, 0)
    alice.goto(server.url("/?variant=hand-of-war"))
    alice.wait_for_selector("#variant-hand-of-war:checked", state="attached")
    alice.check('input[name="opponent"][value="friend"]')
    assert alice.locator("[data-seed]").is_disabled(), "nobody chooses a friend game's seed"
    start_from_lobby(alice, server, "hand-of-war", {"max_turns": "3"}, friend=True)
    invite = alice.locator("[data-invite-url]")
    invite.wait_for()
    shown_to_alice = alice.inner_text("[data-deal] [data-commitment]")
    join_by_invite(bob, invite.input_value())
    bob.wait_for_selector(".how")
    assert bob.inner_text("[data-deal] [data-commitment]") == shown_to_alice
    screenshot(bob, "table-commitment")
    assert len(shown_to_alice) == 64
    for _ in range(3):
        for person in (alice, bob):
            assert wait_turn(person, timeout=30_000)
            person.locator(".how .hand .card-btn").first.click()
        alice.wait_for_function("() => !window.wartableTable.pending")
    for person in (alice, bob):
        person.wait_for_function("() => !!window.wartableTable.outcome")
    game_id = alice.evaluate("() => window.wartableTable.game.id")
    game = server.request("GET", f"/api/games/{game_id}")["game"]
    assert game["status"] == "finished" and game["deal"]["commitment"] == shown_to_alice
    for person in (alice, bob):
        person.locator("[data-outcome]").wait_for()
        person.goto(server.url(f"/games/{game_id}/replay"))
        assert checks(person) == ["ok", "ok", "ok", "ok"], person.inner_text("[data-deal]")
        assert person.inner_text("[data-deal] [data-seed]") == game["deal"]["seed"]
    screenshot(alice, "replay-fair-deal")
    # A browser that was shown another commitment at the start is told so.
    alice.evaluate(
        """id => {
            const key = "wartable.deal." + id;
            const seen = JSON.parse(localStorage.getItem(key));
            seen.commitment = "0".repeat(64);
            localStorage.setItem(key, JSON.stringify(seen));
        }""",
        game_id,
    )
    alice.reload()
    assert checks(alice) == ["ok", "bad", "ok", "ok"]
    assert "another commitment" in alice.inner_text("[data-deal-checks]")


def test_a_seed_chosen_against_the_computer_is_shown_as_chosen(page: Any, server: Server) -> None:
    created = server.create("hand-of-war", "max_turns=2", agent="random", seed=42)
    open_seat(page, server, created)
    assert "the player chose" in page.inner_text("[data-deal]")
    drawn = server.create("hand-of-war", "max_turns=2", agent="random", seed=None)
    open_seat(page, server, drawn)
    assert len(page.inner_text("[data-deal] [data-commitment]")) == 64


def test_the_browsers_sha256_is_sha256(page: Any, server: Server) -> None:
    texts = ["", "abc", "wartable deal v1\nseed=1\n", "♠♥ " * 40, "x" * 55, "y" * 64, "z" * 1000]
    page.goto(server.url("/"))
    hashed = page.evaluate(
        "async (texts) => { const m = await import('/static/js/sha256.js');"
        " return texts.map((t) => m.sha256Hex(t)); }",
        texts,
    )
    assert hashed == [hashlib.sha256(t.encode()).hexdigest() for t in texts]


def test_the_replay_finds_that_a_game_ended_by_its_own_rule_ends_as_it_did(
    page: Any, server: Server
) -> None:
    """The game's outcome names how it ended in one word (``all_cards``, the variant's rule);
    the re-played observation says ``variant_win`` with that rule as its reason: the same end.

    The opponent is ``first``, which draws no random numbers, so the whole game follows from the
    seed and the client's seeded moves: ``random`` would draw its moves from the game's secret
    salt (by design: they tell nothing about the deal), a different game each time, one in nine
    of them stopped by the turn limit."""
    created = server.create("hand-of-war", "", agent="first", seed=25)
    rng = random.Random(3)
    url = server.base.replace("http", "ws", 1) + created["ws_url"] + "?token="
    with connect(url + created["seat_token"], max_size=2**24) as ws:
        acted = -1
        while True:
            message = json.loads(ws.recv())
            if message["type"] not in ("snapshot", "update"):
                continue
            if message["outcome"] is not None:
                break
            decision = message["decision"]
            if decision is None or decision["turn"] <= acted:
                continue
            acted = decision["turn"]
            choice = rng.choice(decision["actions"])
            ws.send(json.dumps({"type": "act", "action": choice["id"], "turn": acted}))
    game_id = created["game_id"]
    game = server.request("GET", f"/api/games/{game_id}")["game"]
    assert game["outcome"]["termination"] == "all_cards", "a variant's own ending"
    assert (game["turn"], game["moves"]) == (56, 112), "the same game every time, load or not"
    frames = server.request(
        "GET", f"/api/games/{game_id}/replay?view=0", token=created["seat_token"]
    )["frames"]
    page.goto(server.url("/static/css/wartable.css"))
    found = page.evaluate(
        "async ([game, frames]) => (await import('/static/js/fairness.js')).checkDeal(game, frames)",
        [game, frames],
    )
    assert found[-1]["ok"] is True, found
    assert found[-1]["text"].startswith(
        "Re-played from the seed to the end, the game ends as it did"
    )

"""The tables use the actions as the server sends them, as data: the engine's labels in the action
bar and the keys line, Enter playing the decision's default (and nothing where it has none), the
moves drawn on the board found by their kind and fields, the log without the engine's details."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from websockets.sync.client import connect

from tests.web.browser.conftest import Server, action_labels, open_seat, screenshot, wait_turn

Decision = dict[str, Any]


def drive_to(
    server: Server,
    created: dict[str, Any],
    wanted: Callable[[Decision], bool],
    *,
    limit: int = 3000,
) -> Decision:
    """Play the seat's decisions with seeded random moves (over the socket, by their ids) until
    one for which ``wanted`` holds; return it. The page opened afterwards shows that decision."""
    rng = random.Random(5)
    url = server.base.replace("http", "ws", 1) + created["ws_url"] + "?token="
    with connect(url + created["seat_token"], max_size=2**24) as ws:
        acted = -1
        for _ in range(limit):
            message = json.loads(ws.recv())
            if message["type"] not in ("snapshot", "update"):
                continue
            assert message["outcome"] is None, "the game ended before the wanted decision"
            decision: Decision | None = message["decision"]
            if decision is None or decision["turn"] <= acted:
                continue
            if wanted(decision):
                return decision
            acted = decision["turn"]
            choice = rng.choice(decision["actions"])
            ws.send(json.dumps({"type": "act", "action": choice["id"], "turn": acted}))
    raise AssertionError("the wanted decision never came")


def offers(*kinds: str) -> Callable[[Decision], bool]:
    return lambda decision: any(a["kind"] in kinds for a in decision["actions"])


def moves_of(server: Server, created: dict[str, Any]) -> list[str]:
    """The seat's own moves as stored (their notation), from its replay."""
    frames = server.request(
        "GET", f"/api/games/{created['game_id']}/replay?view=0", token=created["seat_token"]
    )["frames"]
    return [f["action"]["action"]["text"] for f in frames[1:] if f["action"]["seat"] == 0]


def own_moves_after_enter(page: Any, server: Server, created: dict[str, Any]) -> list[str]:
    """Press Enter and return the seat's stored moves once one more is stored. The page's move
    count is no signal here: it counts the computer's moves too, which may land first."""
    before = len(moves_of(server, created))
    page.keyboard.press("Enter")
    for _ in range(100):
        moves = moves_of(server, created)
        if len(moves) > before:
            return moves
        page.wait_for_timeout(100)
    raise AssertionError("Enter stored no move for the seat within 10 s")


def test_the_keys_line_and_the_action_bar_read_the_engines_labels_and_enter_plays_the_default(
    page: Any, server: Server
) -> None:
    created = server.create("board-wars", "", agent="heuristic", seed=11)
    decision = drive_to(server, created, offers("move"))
    assert decision["default"] is not None
    default = next(a for a in decision["actions"] if a["id"] == decision["default"])
    open_seat(page, server, created)
    assert wait_turn(page)
    assert f"Enter: {default['label']}" in page.inner_text("[data-key-help]")
    bar = page.eval_on_selector_all(
        "[data-action-bar] button", "nodes => nodes.map((n) => n.firstChild.textContent)"
    )
    on_board = {a["label"] for a in decision["actions"] if a["kind"] in ("move", "spawn")}
    assert bar and set(bar) == set(action_labels(page)) - on_board, "the rest, by their labels"
    assert "End your turn" in bar
    before = moves_of(server, created)
    assert own_moves_after_enter(page, server, created)[len(before)] == default["text"]


def test_where_the_engine_has_no_default_enter_plays_nothing(page: Any, server: Server) -> None:
    created = server.create("hand-of-war", "", agent="heuristic", seed=4)
    open_seat(page, server, created)
    assert wait_turn(page)
    assert page.evaluate("() => window.wartableTable.decision.default") is None
    assert "Enter:" not in page.inner_text("[data-key-help]")
    page.keyboard.press("Enter")
    page.wait_for_timeout(500)
    assert page.evaluate("() => window.wartableTable.pending") is False
    assert moves_of(server, created) == [], "no card is deployed for the player"
    second = page.evaluate("() => window.wartableTable.actionsNow()[1]")
    page.keyboard.press("2")
    selected = page.locator(".how .hand .card-btn.selected")
    assert selected.get_attribute("data-action") == str(second["id"])
    assert (selected.get_attribute("aria-label") or "").startswith(second["label"])
    assert own_moves_after_enter(page, server, created) == [second["text"]]


def test_the_log_leaves_out_the_engines_details(page: Any, server: Server) -> None:
    created = server.create("classic", "chooser=first", agent="heuristic", seed=3)
    open_seat(page, server, created)
    for _ in range(4):
        assert wait_turn(page)
        page.keyboard.press("Enter")
        page.wait_for_function("() => !window.wartableTable.pending")
    assert wait_turn(page)
    frames = server.request(
        "GET", f"/api/games/{created['game_id']}/replay?view=0", token=created["seat_token"]
    )["frames"]
    importance = {e["type"]: e["importance"] for f in frames for e in f["events"]}
    details = {kind for kind, level in importance.items() if level == "detail"}
    assert "BattleStarted" in details
    logged = set(
        page.eval_on_selector_all("[data-log] li", "nodes => nodes.map((n) => n.dataset.type)")
    )
    assert logged and not logged & details, logged & details
    assert {"CardPlayed", "BattleWon"} <= logged


def test_slot_wars_a_cards_choice_is_made_by_clicking_the_card(page: Any, server: Server) -> None:
    """A card's text asks for a card of the hand: the hand's cards are the choices, each by its
    label; clicking one makes that choice."""

    def choosing(d: Decision) -> bool:
        return any(a["kind"] == "choose" for a in d["actions"]) and all(
            a["kind"] == "choose" for a in d["actions"]
        )

    for seed in range(7, 12):  # a game may end before any card asks for a choice: the next deal
        created = server.create("slot-wars", "", agent="heuristic", seed=seed)
        try:
            decision = drive_to(server, created, choosing)
        except AssertionError as ended:
            if "ended before" not in str(ended):
                raise
            continue
        break
    else:
        raise AssertionError("no card asked for a choice in five games")
    open_seat(page, server, created)
    assert wait_turn(page)
    hand = {c["id"] for c in page.evaluate("() => window.wartableTable.obs.view.hand")}
    in_hand = [a for a in decision["actions"] if a["fields"]["card"] in hand]
    if not in_hand:  # the choice is of a card on the table: drawn there
        in_hand = decision["actions"]
    choice = in_hand[-1]
    button = page.locator(f'.felt [data-action="{choice["id"]}"]')
    assert button.count() == 1, "the card to choose is drawn on the table, clickable"
    assert (button.get_attribute("aria-label") or "").startswith(choice["label"])
    screenshot(page, "table-slot-wars-choice")
    moves = page.evaluate("() => window.wartableTable.game.moves")
    button.click()
    page.wait_for_function(f"() => window.wartableTable.game.moves > {moves}")
    assert choice["text"] in moves_of(server, created)

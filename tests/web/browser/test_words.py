"""What a new player reads at every table: words, not the engine's notation or names. No count
with "(s)", no snake_case name of an event, trigger or ending, no command to type, no move in
notation in the log; the seat's possessive reads "your"; Hand of War's powers follow the view."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from tests.web.browser.conftest import Server, open_seat, screenshot
from tests.web.browser.test_table_modules import RENDER
from wartable.core import parse_options
from wartable.variants.hand_of_war import HandOfWarState
from wartable.web.tables import action_public

NOT_WORDS = [
    (re.compile(r"\w\(s\)"), "a count with '(s)'"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "a snake_case name"),
    (re.compile(r"'done'|\btype\b", re.IGNORECASE), "a command to type"),
    (re.compile(r"\b[a-h]\d+-[a-h]\d+\b"), "a move in notation"),
    (re.compile(r"\(you\)'s"), "'(you)'s'"),
]

GAMES = [
    ("classic", "chooser=first"),
    ("hand-of-war", ""),
    ("warzone", "arrangement=auto"),
    ("board-wars", ""),
    ("slot-wars", "max_turns=60"),
]


def play(page: Any, moves: int, rng: random.Random) -> list[str]:
    """Play ``moves`` moves (Enter where it plays something, else a random legal action); return
    every text the page showed the player on the way: prompts, keys line, action labels, log."""
    texts: list[str] = []
    for _ in range(moves):
        page.wait_for_function(
            """() => { const t = window.wartableTable;
                return t && (t.outcome || (!t.busy && !t.pending && t.actionsNow().length > 0)); }"""
        )
        texts += [page.inner_text("[data-prompt]"), page.inner_text("[data-key-help]")]
        texts += page.evaluate("() => window.wartableTable.actionsNow().map((a) => a.label)")
        if page.evaluate("() => !!window.wartableTable.outcome"):
            break
        before = page.evaluate("() => window.wartableTable.game.moves")
        count = page.evaluate("() => window.wartableTable.actionsNow().length")
        page.evaluate(
            "(i) => window.wartableTable.act(window.wartableTable.actionsNow()[i])",
            rng.randrange(count),
        )
        page.wait_for_function(
            f"() => window.wartableTable.game.moves > {before} || window.wartableTable.outcome"
        )
    texts.append(page.inner_text("[data-log]"))
    if page.locator("[data-outcome]").is_visible():
        texts.append(page.inner_text("[data-outcome]"))
    return texts


@pytest.mark.parametrize(("variant", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_a_new_player_reads_words_not_notation(
    page: Any, server: Server, variant: str, options: str
) -> None:
    created = server.create(variant, options, agent="heuristic", seed=5)
    open_seat(page, server, created)
    texts = play(page, 40, random.Random(2))
    shown = "\n".join(texts)
    assert "(you)" in shown, "the log marks the seat"
    for pattern, what in NOT_WORDS:
        found = sorted({m.group(0) for m in pattern.finditer(shown)})
        assert not found, f"{variant}: {what} shown to the player: {found}"
    screenshot(page, f"words-{variant}")


def test_the_seats_possessive_reads_your(page: Any, server: Server) -> None:
    page.goto(server.url("/static/css/wartable.css"))
    marked = page.evaluate(
        """async () => {
            const { markSeat } = await import("/static/js/table.js");
            return [
                markSeat("Reserves swapped: 5 cards of Player 1's for 5 of Player 2's", 0),
                markSeat("Player 1's Board is laid out: A♠", 0),
                markSeat("Player 2 attacks: file 1 A♥ against Player 1's file 1 A♠", 0),
                markSeat("Player 1 plays 3♦; Player 10 waits", 0),
                markSeat("Player 1 plays 3♦", null),
            ];
        }"""
    )
    assert marked == [
        "Reserves swapped: 5 cards of yours for 5 of Player 2's",
        "Your Board is laid out: A♠",
        "Player 2 attacks: file 1 A♥ against your file 1 A♠",
        "Player 1 (you) plays 3♦; Player 10 waits",
        "Player 1 plays 3♦",
    ]


@pytest.mark.parametrize("powers", [True, False])
def test_hand_of_war_shows_powers_as_its_view_says(page: Any, server: Server, powers: bool) -> None:
    """The table reads whether powers are in play from the view's ``powers``, never from the
    options' text (here made to say the opposite)."""
    options = parse_options(f"hand-of-war(powers_and_twins={str(powers).lower()})")
    state = HandOfWarState.new(options, 3)
    state.run()
    observation = state.observe(0)
    space = HandOfWarState.action_space(options)
    actions = [
        action_public(space, observation.view, a).model_dump() for a in observation.legal_actions
    ]
    data = observation.to_json()
    assert isinstance(data, dict) and isinstance(data["view"], dict)
    data["view"]["options"] = "hand-of-war" if not powers else "hand-of-war(powers_and_twins=false)"
    page.goto(server.url("/static/css/wartable.css"))
    page.evaluate(RENDER, ["hand_of_war", data, actions, 0])
    labels = " ".join(
        page.eval_on_selector_all("svg.card", "ns => ns.map((n) => n.getAttribute('aria-label'))")
    )
    assert (", the " in labels) is powers, labels


def test_the_pages_count_in_the_right_number(page: Any, server: Server) -> None:
    """The pages and the tables share one plural(): "1 move", "2 moves"."""
    page.goto(server.url("/static/css/wartable.css"))
    counted = page.evaluate(
        """async () => {
            const common = await import("/static/js/common.js");
            const parts = await import("/static/js/tables/parts.js");
            return [common.plural(1, "move"), common.plural(0, "move"), common.plural(2, "copy", "copies"),
                    parts.plural === common.plural];
        }"""
    )
    assert counted == ["1 move", "0 moves", "2 copies", True]

"""The Board Wars and Warzone table modules drawn in the browser from scripted positions: the
observations and actions the server would send, made by the engine, handed to each module's
``render`` directly."""

from __future__ import annotations

from typing import Any

from tests.web.browser.conftest import Server
from wartable.core import parse_cards, parse_options
from wartable.core.state import GameState
from wartable.variants.board_wars import BoardWarsOptions, BoardWarsState
from wartable.variants.warzone import WarzoneOptions, WarzoneState
from wartable.web.tables import action_public

RENDER = """async ([module, obs, actions, seat]) => {
    const table = (await import(`/static/js/tables/${module}.js`)).default;
    const { makeContext } = await import("/static/js/table.js");
    const ctx = makeContext({ obs, seat, names: ["You", "PC"], actions });
    document.body.replaceChildren(table.render(ctx));
}"""


def draw(page: Any, server: Server, module: str, state: GameState, seat: int) -> None:
    """The seat's table as the module draws it, with its legal actions as the server sends them."""
    observation = state.observe(seat)
    space = type(state).action_space(state.options)
    actions = [
        action_public(space, observation.view, a).model_dump() for a in observation.legal_actions
    ]
    page.goto(server.url("/static/css/wartable.css"))
    page.evaluate(RENDER, [module, observation.to_json(), actions, seat])


def board_wars(pieces: dict[str, tuple[int, str]], decks: tuple[str, str]) -> BoardWarsState:
    options = parse_options("board-wars")
    assert isinstance(options, BoardWarsOptions)
    return BoardWarsState.from_position(
        options, pieces=pieces, decks=(parse_cards(decks[0]), parse_cards(decks[1]))
    )


def test_board_wars_enemy_cards_show_moves_spent_and_the_values_left(
    page: Any, server: Server
) -> None:
    """Player 1's 9H beat a 4 and lives on after a counted move: to player 2 it is a 5 to a king,
    with its move spent."""
    state = board_wars(
        {"c3": (0, "9H"), "c4": (1, "4C"), "a7": (1, "2D")}, ("5S 6S 7S", "5C 6C 7C")
    )
    for player, text in ((0, "c3-c4"), (0, "end")):
        state.act(player, state.parse_action(player, text))
    draw(page, server, "board_wars", state, 1)
    cell = page.locator('[data-square="c4"]')
    assert cell.locator(".spent").inner_text() == "·1"
    label = cell.locator("svg").get_attribute("aria-label")
    assert label == "enemy card #2, known to be 5–K, 1 counted move spent"


def test_warzone_deep_files_show_every_card_and_retreat_from_any_rank(
    page: Any, server: Server
) -> None:
    options = parse_options("warzone(files=3)")
    assert isinstance(options, WarzoneOptions)
    state = WarzoneState.from_position(
        options,
        boards=(["AH 2H 3H 4H", "KH", "QH 5H"], ["AS 2S 3S 4S", "KS 7S", "QS"]),
        zones=("6H", "6S 8S"),
    )
    draw(page, server, "warzone", state, 0)
    for rank in range(4):
        assert page.locator(f'.wz-cell[data-file="0:1:{rank}"] svg').count() == 1
        assert page.locator(f'.wz-cell[data-file="1:1:{rank}"] svg').count() == 1
    labels = page.eval_on_selector_all(".rank-label", "nodes => nodes.map(n => n.textContent)")
    assert labels[1:5] == ["rank 4", "rank 3", "rank 2", "front"], labels
    retreats = page.eval_on_selector_all(
        ".wz-cell [data-action^='retreat']", "nodes => nodes.map(n => n.dataset.action)"
    )
    assert sorted(retreats) == ["retreat 1 2", "retreat 1 3", "retreat 1 4", "retreat 3 2"]
    page.locator('[data-action="retreat 1 3"]').wait_for()
    assert "rank 3" in (
        page.locator('[data-action="retreat 1 3"]').get_attribute("aria-label") or ""
    )

"""The Board Wars, Warzone and Slot Wars table modules drawn in the browser from scripted
positions: the observations, actions and events the server would send, made by the engine, handed
to each module's ``render`` (and ``frames``) directly."""

from __future__ import annotations

from typing import Any

from tests.slot_wars.engine.helpers import FILL, scripted, text_card, turn
from tests.web.browser.conftest import Server
from wartable.core import parse_cards, parse_options
from wartable.core.events import events_for
from wartable.core.state import GameState
from wartable.variants.board_wars import BoardWarsOptions, BoardWarsState
from wartable.variants.warzone import WarzoneOptions, WarzoneState
from wartable.web.tables import action_public, event_public

RENDER = """async ([module, obs, actions, seat]) => {
    const table = (await import(`/static/js/tables/${module}.js`)).default;
    const { makeContext } = await import("/static/js/table.js");
    const pick = (action) => { window.picked = action.id; };
    const ctx = makeContext({ obs, seat, names: ["You", "PC"], actions, pick });
    document.body.replaceChildren(table.render(ctx));
}"""


def draw(page: Any, server: Server, module: str, state: GameState, seat: int) -> dict[str, str]:
    """The seat's table as the module draws it, with its legal actions as the server sends them;
    returns each action's notation by its id (as the ``data-action`` attributes hold it)."""
    observation = state.observe(seat)
    space = type(state).action_space(state.options)
    actions = [
        action_public(space, observation.view, a).model_dump() for a in observation.legal_actions
    ]
    page.goto(server.url("/static/css/wartable.css"))
    page.evaluate(RENDER, [module, observation.to_json(), actions, seat])
    return {str(a["id"]): a["text"] for a in actions}


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
    texts = draw(page, server, "warzone", state, 0)
    for rank in range(4):
        assert page.locator(f'.wz-cell[data-file="0:1:{rank}"] svg').count() == 1
        assert page.locator(f'.wz-cell[data-file="1:1:{rank}"] svg').count() == 1
    labels = page.eval_on_selector_all(".rank-label", "nodes => nodes.map(n => n.textContent)")
    assert labels[1:5] == ["rank 4", "rank 3", "rank 2", "front"], labels
    ids = page.eval_on_selector_all(".wz-cell [data-action]", "ns => ns.map(n => n.dataset.action)")
    retreats = [texts[i] for i in ids if texts[i].startswith("retreat")]
    assert sorted(retreats) == ["retreat 1 2", "retreat 1 3", "retreat 1 4", "retreat 3 2"]
    button = page.locator(
        f'[data-action="{next(i for i, t in texts.items() if t == "retreat 1 3")}"]'
    )
    button.wait_for()
    assert "rank 3" in (button.get_attribute("aria-label") or "")


def test_slot_wars_a_face_down_card_is_chosen_by_its_slot_and_place(
    page: Any, server: Server
) -> None:
    """An ability asks for a card, one of them the other player's face-down card in slot 4: the
    back drawn there is the button for the action whose fields name slot 4, place 1 (the table
    never builds the notation ``S4.1``); clicking it picks that action."""
    deck0 = [text_card("Tester", 2, "Put a -1 counter on a card."), 3, 4, 5, 6, 7, 8, 9, *FILL]
    state = scripted(deck0, [5, 6, 7, 8, 9, 4, 3, 2, *FILL])
    state.run()
    state.put_on_table("p1-02", 4, revealed=False)
    turn(state, "p0-00", "p1-00")
    texts = draw(page, server, "slot_wars", state, 0)
    wanted = next(i for i, t in texts.items() if t == "choose S4.1")
    button = page.locator(f'[data-slot="4"] [data-action="{wanted}"]')
    assert button.count() == 1, "the face-down card in slot 4 is the choice"
    assert button.get_attribute("aria-label") == "Choose the face-down card in slot 4"
    button.click()
    assert page.evaluate("() => window.picked") == int(wanted)


FRAMES = """async ([obs, events, seat]) => {
    const table = (await import("/static/js/tables/slot_wars.js")).default;
    const { makeContext } = await import("/static/js/table.js");
    const ctx = makeContext({ obs, seat, names: ["You", "PC"] });
    const frames = table.frames(events, ctx);
    document.body.replaceChildren(frames[0].node);
    return frames.length;
}"""


def test_slot_wars_a_reveal_is_drawn_from_the_events_card_references(
    page: Any, server: Server
) -> None:
    """The stage shows the cards a reveal turned face up, found by the ids in the event's card
    references (with their faces and values), not by reading the event's text."""
    deck0 = [text_card("Tester", 2, "Draw a card."), 3, 4, 5, 6, 7, 8, 9, *FILL]
    state = scripted(deck0, [5, 6, 7, 8, 9, 4, 3, 2, *FILL])
    events = turn(state, "p0-00", "p1-00")
    seen = [event_public(e).model_dump() for e in events_for(events, 0)]
    revealed = next(e for e in seen if e["type"] == "CardsRevealed")
    assert {ref["id"] for _, ref, _ in revealed["cards"]} == {"p0-00", "p1-00"}
    page.goto(server.url("/static/css/wartable.css"))
    count = page.evaluate(FRAMES, [state.observe(0).to_json(), [revealed], 0])
    assert count == 1
    labels = page.eval_on_selector_all(
        "svg.card", "ns => ns.map(n => n.getAttribute('aria-label'))"
    )
    titles = {state.face(card).title for card in ("p0-00", "p1-00")}
    assert len(labels) == 2 and {label.split(",")[0] for label in labels} == titles, labels
    assert any("Draw a card." in label for label in labels), "the face comes from the view"

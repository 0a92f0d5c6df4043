"""What players read in Slot Wars: event texts with counts in the right number and triggers in
words, and prompts that name no command to type (the browser has none)."""

from __future__ import annotations

import pytest

from tests.slot_wars.engine.helpers import FILL, play_round, scripted, text_card, turn
from wartable.core.events import Audience, Event
from wartable.variants.slot_wars.engine import CardFace
from wartable.variants.slot_wars.engine.events import (
    TRIGGER_WORDS,
    AbilityResolved,
    CardChosen,
    CardRef,
    CardsDrawn,
    CardsSeen,
    CardsShuffledIn,
    DeckRearranged,
    PointsScored,
    SideboardReady,
)
from wartable.variants.slot_wars.engine.hooks import Trigger

SCOUT = CardRef("p0-03", "Scout", 0, 2)


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (CardsDrawn(0, 1, (SCOUT,)), "Player 1 draws 1 card: Scout [p0-03]"),
        (CardsDrawn(1, 2), "Player 2 draws 2 cards"),
        (CardsSeen(0, 1), "Player 1 looks at 1 card"),
        (CardsShuffledIn(1, 1), "Player 2 shuffles 1 card into its deck"),
        (DeckRearranged(0, 0, 1), "Player 1 rearranges the top card of its deck"),
        (DeckRearranged(0, 1, 3), "Player 1 rearranges the top 3 cards of Player 2's deck"),
        (SideboardReady(0, 1), "Player 1 is ready (1 swap)"),
        (SideboardReady(0, 0), "Player 1 is ready (0 swaps)"),
        (
            PointsScored(1, -1, SCOUT, (0, -1)),
            "Player 2 loses 1 point from Scout [p0-03] (points 0--1)",
        ),
        (
            PointsScored(0, 2, SCOUT, (2, 0)),
            "Player 1 scores 2 points from Scout [p0-03] (points 2-0)",
        ),
    ],
)
def test_counts_take_their_noun_in_the_right_number(event: Event, text: str) -> None:
    assert event.describe() == text


def test_every_trigger_reads_in_words() -> None:
    assert set(TRIGGER_WORDS) == {trigger.value for trigger in Trigger}
    for trigger in Trigger:
        text = AbilityResolved(SCOUT, trigger).describe()
        assert text.startswith("Scout [p0-03]'s ability resolves (") and "_" not in text, text
    assert (
        AbilityResolved(SCOUT, Trigger.CARD_REVEALED).describe()
        == "Scout [p0-03]'s ability resolves (a card was revealed)"
    )


def test_no_prompt_asks_to_type_a_command() -> None:
    """An "up to" choice and the exchanges between rounds say what the player may do; how to say
    it is the front end's (a button in the browser, ``done`` at the terminal)."""
    tester = text_card("Tester", 2, "Put a -1 counter on up to 2 cards.")
    deck0: list[int | CardFace] = [tester, 3, 4, 5, 6, 7, 8, 9]
    state = scripted([*deck0, *FILL], [5, 6, 7, 8, 9, 4, 3, 2, *FILL])
    turn(state, "p0-00", "p1-00")
    (choice,) = state.decisions()
    assert choice.prompt.endswith("Choose up to 2 cards, or stop choosing"), choice.prompt
    state.act(0, choice.actions[-1])
    play_round(state)
    between = state.decisions()
    assert between, "the exchanges between rounds"
    for decision in (choice, *between):
        assert "'done'" not in decision.prompt and "type" not in decision.prompt.lower()
    assert between[0].prompt == (
        "Exchange cards between your deck and sideboard, or keep this deck"
    )


def test_records_keep_a_cards_text_and_front_ends_get_its_fields() -> None:
    """Records digest events in the form they had when events named cards by text (so records
    written then still replay exactly); front ends get the reference's fields."""
    event = CardsDrawn(0, 1, (SCOUT,), audience=Audience.only(0))
    assert event.to_json()["cards"] == ["Scout [p0-03]"]  # type: ignore[index,call-overload]
    assert event.to_data()["cards"] == [  # type: ignore[index,call-overload]
        {"type": "CardRef", "id": "p0-03", "title": "Scout", "owner": 0, "slot": 2, "zone": ""}
    ]
    hidden = CardChosen(1, CardRef(owner=0, zone="hand"), SCOUT)
    assert hidden.to_json()["card"] == "a card in Player 1's hand"  # type: ignore[index,call-overload]
    assert hidden.to_json()["hidden"] == ""  # type: ignore[index,call-overload]

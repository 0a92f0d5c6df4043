"""Scripted games of an empty side counted as a card of a value ("Empty slots count as 5"), of
rule changes that last the round ("Slots are scored from S9 to S1 until end
of round", "Ties go to the lower printed value until end of round"): in force from the reveal to
the end of the round even when their card leaves the table, where the same change without a
duration ends with it; and of the bans said another way ("may only place cards of 5 or less")."""

from __future__ import annotations

from tests.slot_wars.engine.helpers import (
    fire,
    place_value,
    play_round,
    scripted,
    table,
    text_card,
)
from wartable.variants.slot_wars.engine import Place
from wartable.variants.slot_wars.engine.events import CardDestroyed, CardPlaced, SlotScored
from wartable.variants.slot_wars.text import parse

AXE = text_card("Axe", 6, "Destroy OC.")
"""Resolves after a 5 in its slot (lower printed values first) and destroys it."""


def scoring_order(text: str) -> list[int]:
    """The order the slots are scored in when player 1's 5 in S1 has ``text`` and is destroyed
    in its own reveal phase by player 2's Axe."""
    judge = text_card("Judge", 5, text)
    state = scripted([judge, *[1] * 25], [AXE, *[1] * 25])
    events = play_round(state, ([5, *[1] * 8], [6, *[1] * 8]))
    assert any(isinstance(e, CardDestroyed) and e.card.id == "p0-00" for e in events)
    return [e.slot for e in events if isinstance(e, SlotScored)]


def test_a_reversed_scoring_this_round_outlasts_its_card() -> None:
    assert scoring_order("Slots are scored from S9 to S1 this round.") == list(range(9, 0, -1))


def test_a_reversed_scoring_without_a_duration_ends_with_its_card() -> None:
    assert scoring_order("Slots are scored from S9 to S1.") == list(range(1, 10))


def test_a_reversed_scoring_this_round_is_its_own_canonical_text() -> None:
    for said in (
        "Score the slots in reverse order this round.",
        "Score slots from 9 down to 1 this round.",
        "For the rest of this round, slots are scored from S9 to S1.",
    ):
        assert parse(said).canonical() == "Slots are scored from S9 to S1 until end of round."


def tied_position(text: str) -> tuple[object, str]:
    """Player 1's card with ``text`` in S1; in S2 player 1's printed 3 with a +1 counter ties
    player 2's printed 4 at value 4."""
    state = table(
        [(text_card("Judge", 5, text), 1), (3, 2)],
        [(4, 2)],
    )
    state.add_counter("p0-01", 1, "test")
    assert state.value("p0-01") == state.value("p1-00") == 4
    fire(state, "p0-00")
    return state, "p0-00"


def test_a_tie_break_this_round_outlasts_its_card() -> None:
    state, judge = tied_position("Ties go to the lower printed value until end of round.")
    assert state.slot_result(2)[0] == 0  # the lower printed value: player 1's 3
    state.destroy(judge, "test")
    assert state.slot_result(2)[0] == 0


def test_a_tie_break_without_a_duration_ends_with_its_card() -> None:
    state, judge = tied_position("Ties go to the lower printed value.")
    assert state.slot_result(2)[0] == 0
    state.destroy(judge, "test")
    assert state.slot_result(2)[0] is None


def test_only_cards_of_5_or_less_may_be_placed_in_the_next_slot() -> None:
    warden = text_card("Warden", 2, "Opp. may only place cards of 5 or less in the next slot.")
    state = scripted([warden, *[1] * 25], [7, 4, 8, *[1] * 25])
    list(state.run())
    place_value(state, 0, 2)
    place_value(state, 1, 1)
    list(state.run())  # the Warden is revealed
    assert state.slot == 2
    offered = {state.face(a.card).value for a in state.legal_actions(1) if isinstance(a, Place)}
    assert 4 in offered and not offered & {7, 8}
    assert {state.face(a.card).value for a in state.legal_actions(0)} >= {1}


# -- an empty side counted as a card of a value ----------------------------------------------------


def test_an_empty_side_counts_as_a_card_of_its_value() -> None:
    state = table([(text_card("Fog", 2, "Empty slots count as 5."), 1), (6, 2), (5, 3)], [(4, 4)])
    assert state.slot_result(2) == (0, (6, 5))  # a 6 beats the empty side's 5
    assert state.slot_result(3) == (None, (5, 5))  # a 5 ties it
    assert state.slot_result(4) == (0, (5, 4))  # the empty side's 5 beats a 4
    assert state.slot_result(5) == (None, (5, 5))  # two empty sides tie


def test_your_empty_slots_count_only_for_you_and_end_with_the_card() -> None:
    state = table([(text_card("Fog", 2, "Your empty slots count as 3."), 1)], [(2, 2), (4, 3)])
    assert state.slot_result(2)[0] == 0  # your empty side's 3 beats their 2
    assert state.slot_result(3)[0] == 1
    assert state.slot_result(4) == (0, (3, None))  # their empty side is still nothing
    state.destroy("p0-00", "test")
    assert state.slot_result(2)[0] == 1


def empty_s5_points(text: str) -> tuple[int, int]:
    """The points of a round where player 2 may not place in S5 and player 1's 9 in S1 has
    ``text`` after that ban; 1s elsewhere on both sides."""
    fog = text_card("Fog", 9, f"Opp. can't place cards in S5. {text}".strip())
    state = scripted([fog, *[1] * 25], [*[1] * 25])
    events = play_round(state, ([9, *[1] * 8], None))
    assert not [e for e in events if isinstance(e, CardPlaced) and e.player == 1 and e.slot == 5]
    return state.points


def test_an_empty_side_counts_in_the_scoring() -> None:
    assert empty_s5_points("") == (2, 0)  # S1, and S5 against nothing
    assert empty_s5_points("Opp.'s empty slots count as 3.") == (1, 1)  # S5: a 1 against a 3

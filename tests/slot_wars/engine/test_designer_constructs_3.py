"""Scripted games of the third batch of constructs held-out designers asked for: ties settled by
something else (cards in hand, points, another slot's winner), a shield used by the first
destroy, draws counted by a die or matched to the other hand, immunity to other cards' effects,
scoring from S9 down, a trigger of the next turn only (and "can't draw next turn" refused)."""

from __future__ import annotations

import pytest

from tests.slot_wars.engine.helpers import fire, play_round, scripted, table, text_card, with_hand
from wartable.core.events import Event
from wartable.variants.slot_wars.engine import CardFace
from wartable.variants.slot_wars.engine.events import CardPlaced, CardsDrawn, SlotOpened, SlotScored
from wartable.variants.slot_wars.engine.hooks import Ask
from wartable.variants.slot_wars.text import CardTextError, parse

# -- ties settled by something else ----------------------------------------------------------------


def test_a_tie_goes_to_the_player_with_more_cards_in_hand_and_equal_hands_to_nobody() -> None:
    state = table(
        [(text_card("Judge", 5, "Ties in this slot go to the player with more cards in hand."), 1)],
        [(5, 1)],
    )
    assert state.slot_result(1)[0] is None  # both hands empty
    state.draw(1, 2, "test")
    assert state.slot_result(1)[0] == 1
    state.draw(0, 3, "test")
    assert state.slot_result(1)[0] == 0


def test_a_tie_goes_to_the_player_with_fewer_points_and_not_a_slot_that_is_no_tie() -> None:
    state = table(
        [(text_card("Judge", 5, "Ties go to the player with fewer points."), 1)],
        [(5, 1), (4, 2)],
    )
    state.put_on_table("p0-01", 2)  # a 1 against the 4: no tie
    assert state.slot_result(1)[0] is None
    state.score(0, 2, "test")
    assert state.slot_result(1)[0] == 1
    assert state.slot_result(2)[0] == 1
    state.score(1, 3, "test")
    assert state.slot_result(1)[0] == 0


def round_points(text: str, mine: list[int], theirs: list[int]) -> tuple[int, int]:
    """The points of a round where player 1 plays ``mine`` (values, slot by slot; its 5 has
    ``text``) against ``theirs``; 1s elsewhere."""
    judge = text_card("Judge", 5, text)
    deck: list[int | CardFace] = [judge if v == 5 else v for v in mine] + [1] * 25
    state = scripted(deck, [*theirs, *[1] * 25])
    play_round(state, ([*mine, *[1] * 7], [*theirs, *[1] * 7]))
    return state.points


def test_a_tie_goes_to_the_winner_of_a_slot_scored_before_it() -> None:
    text = "Ties in this slot go to the winner of S1."
    assert round_points(text, [3, 5], [2, 5]) == (2, 0)
    assert round_points(text, [2, 5], [3, 5]) == (0, 2)
    assert round_points(text, [2, 5], [2, 5]) == (0, 0)  # S1 tied: nobody takes S2


def test_a_tie_given_to_the_winner_of_a_later_slot_goes_to_nobody() -> None:
    assert round_points("Ties in S1 go to the winner of S2.", [5, 3], [5, 2]) == (1, 0)


# -- a shield used up by the first destroy ---------------------------------------------------------

SHIELDED = "The first time this card would be destroyed, it isn't."


def test_a_shield_stops_the_first_destroy_only() -> None:
    state = table(
        [(text_card("Knight", 4, SHIELDED), 1)], [(text_card("Axe", 6, "Destroy OC."), 1)]
    )
    assert fire(state, "p1-00") is None
    assert state.slot_of("p0-00") == 1
    assert fire(state, "p1-00") is None
    assert state.slot_of("p0-00") is None and state.pile(0) == ("p0-00",)


def test_a_shield_comes_back_with_the_card_and_only_while_its_text_counts() -> None:
    state = table(
        [(text_card("Knight", 4, SHIELDED), 1)], [(text_card("Axe", 6, "Destroy OC."), 1)]
    )
    fire(state, "p1-00")
    state.return_to_hand("p0-00", "test")
    state.put_on_table("p0-00", 1)
    fire(state, "p1-00")
    assert state.slot_of("p0-00") == 1  # a new shield
    state.hide("p0-00", "test")  # face down: no text, no shield
    fire(state, "p1-00")
    assert state.slot_of("p0-00") is None


def test_a_shield_given_to_oc() -> None:
    state = table(
        [(text_card("Medic", 4, "The first time OC would be destroyed, it isn't."), 1)],
        [(text_card("Axe", 6, "Destroy this card."), 1)],
    )
    assert fire(state, "p1-00") is None
    assert state.slot_of("p1-00") == 1


# -- counts: as many cards as a die shows, as many cards in hand as the other player ---------------


def test_a_roll_draws_as_many_cards_as_it_shows() -> None:
    state = table([(text_card("Oracle", 2, "Roll a die. Draw that many cards."), 1)])
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.chance
    assert fire(state, "p0-00", "4") is None
    assert len(state.hand(0)) == 4
    assert fire(state, "p0-00", "1") is None
    assert len(state.hand(0)) == 5


def test_a_draw_until_the_hands_match_draws_the_difference_or_nothing() -> None:
    state = with_hand("Draw until you have as many cards in hand as opp.", [1, 2, 3, 4])
    state.draw(0, 1, "test")
    assert fire(state, "p0-00") is None
    assert len(state.hand(0)) == 4
    state.draw(0, 2, "test")
    assert fire(state, "p0-00") is None
    assert len(state.hand(0)) == 6


def test_the_opponent_draws_until_its_hand_matches_yours() -> None:
    state = with_hand("Opp. draws until it has as many cards in hand as you.", [1])
    state.draw(0, 3, "test")
    assert fire(state, "p0-00") is None
    assert len(state.hand(1)) == 3


# -- immunity to other cards' effects --------------------------------------------------------------


def test_a_card_unaffected_by_other_cards_is_neither_destroyed_nor_changed_nor_chosen() -> None:
    state = table(
        [(text_card("Monk", 4, "This card is unaffected by other cards."), 1), (3, 2)],
        [
            (text_card("Axe", 6, "Destroy OC."), 1),
            (text_card("Blight", 2, "All cards get -2."), 2),
            (text_card("Hex", 2, "Put a -1 counter on OC."), 1),
            (text_card("Pick", 2, "Destroy a card."), 3),
        ],
    )
    assert fire(state, "p1-00") is None and state.slot_of("p0-00") == 1
    assert fire(state, "p1-01") is None
    assert state.value("p0-00") == 4 and state.value("p0-01") == 1  # the others still change
    assert fire(state, "p1-02") is None and state.value("p0-00") == 4
    ask = fire(state, "p1-03")
    assert isinstance(ask, Ask) and "p0-00" not in ask.candidates and "p0-01" in ask.candidates


def test_a_card_unaffected_by_oc_is_still_reached_by_the_other_cards() -> None:
    state = table(
        [
            (text_card("Monk", 4, "This card is unaffected by OC."), 1),
            (text_card("Purge", 5, "Destroy all cards in S1."), 2),
        ],
        [(text_card("Axe", 6, "Destroy OC."), 1)],
    )
    assert fire(state, "p1-00") is None and state.slot_of("p0-00") == 1
    assert fire(state, "p0-01") is None
    assert state.slot_of("p0-00") is None and state.slot_of("p1-00") is None


# -- scoring from S9 down to S1 --------------------------------------------------------------------


def test_reversed_scoring_scores_s9_first_and_a_later_slot_can_settle_an_earlier_tie() -> None:
    text = "Slots are scored from S9 to S1. Ties in this slot go to the winner of S2."
    judge = text_card("Judge", 5, text)
    state = scripted([judge, 3, *[1] * 25], [5, 2, *[1] * 25])
    events = play_round(state, ([5, 3, *[1] * 7], [5, 2, *[1] * 7]))
    assert [e.slot for e in events if isinstance(e, SlotScored)] == list(range(9, 0, -1))
    assert state.points == (2, 0)  # S2 was scored before S1 and settles its tie
    assert round_points("Ties in this slot go to the winner of S2.", [5, 3], [5, 2]) == (1, 0)


def test_a_round_won_by_the_winner_of_slots_counts_them_after_a_reversed_scoring() -> None:
    text = "Slots are scored from S9 to S1. Whoever wins S1 wins the round."
    judge = text_card("Judge", 5, text)
    state = scripted([judge, *[1] * 25], [4, 9, 9, *[1] * 25])
    play_round(state, ([5, *[1] * 8], [4, 9, 9, *[1] * 6]))
    assert state.points == (1, 2) and state.rounds_won == (1, 0)


# -- a trigger at the start of the next turn only --------------------------------------------------


def draws_as_turns_begin(events: list[Event]) -> dict[int, int]:
    """How many cards player 1 drew at the start of each turn (before the turn's placing)."""
    drawn: dict[int, int] = {}
    turn = 0
    for event in events:
        if isinstance(event, SlotOpened):
            turn = event.slot
        elif isinstance(event, CardPlaced):
            turn = 0
        elif isinstance(event, CardsDrawn) and turn and event.player == 0:
            drawn[turn] = drawn.get(turn, 0) + event.count
    return drawn


def test_a_trigger_of_the_next_turn_fires_at_the_start_of_that_turn_only() -> None:
    echo = text_card("Echo", 3, "At the start of the next turn: draw a card.")
    state = scripted([1, echo, *[1] * 25], [*[1] * 27])
    events = play_round(state, ([1, 3, *[1] * 7], None))
    assert draws_as_turns_begin(events) == {3: 1}  # placed in S2: turn 3 only


def test_a_draw_barred_next_turn_is_refused_with_this_turns_and_the_next_turns_readings() -> None:
    for text in ("Opp. can't draw next turn.", "No draw for opp. next turn."):
        with pytest.raises(CardTextError) as refused:
            parse(text)
        assert refused.value.readings == (
            "Opp. skips its next draw.",
            "At the start of the next turn: Opp. can't draw cards until end of turn.",
        )
    assert parse("Opp. can't draw in the next draw phase.").canonical() == (
        "Opp. skips its next draw."
    )

"""Scripted games of the constructs held-out designers' texts asked for and the language lacked:
a hand's highest or lowest card discarded, a value reset to the printed one, a hand redrawn,
cards milled from a deck, this card (or OC) the highest or lowest on the table."""

from __future__ import annotations

from typing import Any

from tests.slot_wars.engine.helpers import (
    fire,
    fire_if,
    play_round,
    scripted,
    table,
    text_card,
    turn,
    with_hand,
)
from wartable.variants.slot_wars.engine import CardFace, Place, SlotWarsState
from wartable.variants.slot_wars.engine.events import RoundTied, RoundWon
from wartable.variants.slot_wars.engine.hooks import Ask

# -- a hand's highest or lowest card --------------------------------------------------------------


def test_the_highest_card_of_a_hand_is_discarded_its_player_choosing_among_ties() -> None:
    state = with_hand("Opp. discards its highest card.", [9, 3, 9, 2, 5])
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.chooser == 1
    assert set(ask.candidates) == {"p1-00", "p1-02"}
    assert fire(state, "p0-00", "p1-02") is None
    assert state.pile(1) == ("p1-02",)
    assert set(state.hand(1)) == {"p1-00", "p1-01", "p1-03", "p1-04"}


def test_the_lowest_cards_of_a_hand_go_without_a_question_when_none_tie() -> None:
    state = with_hand("Opp. discards its 2 lowest cards.", [9, 3, 9, 2, 5])
    assert fire(state, "p0-00") is None
    assert set(state.pile(1)) == {"p1-01", "p1-03"}


# -- a value back to its printed value -------------------------------------------------------------


def test_a_reset_undoes_counters_and_the_changes_before_it_but_not_those_after() -> None:
    early = text_card("Early", 1, "Your cards get +1.")
    late = text_card("Late", 9, "Your cards get +2.")
    state = table(
        [(text_card("Reset", 2, "Reset OC to its printed value."), 1)],
        [(5, 1), (early, 2), (late, 3)],
    )
    state.add_counter("p1-00", 2, "test")
    fire(state, "p1-01")
    assert state.value("p1-00") == 8
    fire(state, "p0-00")
    assert state.value("p1-00") == 5  # counter and Early's +1 (printed 1) no longer count
    fire(state, "p1-02")
    assert state.value("p1-00") == 7  # Late (printed 9) resolves after the reset
    assert "→ printed 5 (Reset)" in state.layers("p1-00").explain()


def test_a_face_down_card_reset_is_worth_0() -> None:
    state = table(
        [(text_card("Reset", 2, "Reset OC to its printed value."), 1)], [(5, 1)], hidden=("p1-00",)
    )
    state.add_counter("p1-00", 3, "test")
    fire(state, "p0-00")
    assert state.value("p1-00") == 0


# -- redraws and mills -----------------------------------------------------------------------------


def test_each_player_redraws_as_many_cards_as_its_hand_held() -> None:
    text = "Each player shuffles its hand into its deck and draws that many cards."
    state = table([(text_card("Mulligan", 2, text), 1)])
    state.draw(0, 2, "test")
    state.draw(1, 4, "test")
    decks = len(state.deck(0)), len(state.deck(1))
    fire(state, "p0-00")
    assert (len(state.hand(0)), len(state.hand(1))) == (2, 4)
    assert (len(state.deck(0)), len(state.deck(1))) == decks


def test_a_redraw_plus_one_draws_one_more() -> None:
    text = "Shuffle your hand into your deck and draw that many cards plus 1."
    state = table([(text_card("Refill", 2, text), 1)])
    state.draw(0, 3, "test")
    fire(state, "p0-00")
    assert len(state.hand(0)) == 4


def test_milled_cards_go_from_the_top_of_the_deck_to_the_pile() -> None:
    state = table(
        [(text_card("Grinder", 2, "Opp. puts the top 2 cards of its deck into its pile."), 1)]
    )
    top = state.deck(1)[:2]
    size = len(state.deck(1))
    fire(state, "p0-00")
    assert state.pile(1) == top and len(state.deck(1)) == size - 2
    assert state.pile(0) == ()


def test_milling_an_empty_deck_does_nothing() -> None:
    state = table([(text_card("Grinder", 2, "You mill 3."), 1)])
    state.draw(0, len(state.deck(0)), "test")
    fire(state, "p0-00")
    assert state.pile(0) == ()


# -- the highest or lowest card on the table -------------------------------------------------------


def _extreme(text: str, theirs: list[tuple[int | CardFace, int]]) -> bool:
    return fire_if(table([(text_card("Judge", 4, text), 1)], theirs), "p0-00")


def test_oc_the_highest_card_on_the_table_ties_included() -> None:
    text = "If OC is the highest card on the table, destroy it."
    assert _extreme(text, [(9, 1), (3, 2)])
    assert _extreme(text, [(7, 1), (7, 2)])
    assert not _extreme(text, [(5, 1), (7, 2)])
    assert not _extreme(text, [(7, 2)])  # no OC


def test_this_card_the_highest_by_printed_value_counts_face_down_cards_as_0() -> None:
    text = "If this card has the highest printed value on the table, draw a card."
    state = table([(text_card("Judge", 4, text), 1)], [(3, 1), (9, 2)], hidden=("p1-01",))
    assert fire_if(state, "p0-00")
    state.reveal("p1-01", "test")
    assert not fire_if(state, "p0-00")


# -- placement bans by value -----------------------------------------------------------------------


def _placeable(state: SlotWarsState, player: int) -> set[int]:
    return {state.face(a.card).value for a in state.legal_actions(player) if isinstance(a, Place)}


def test_a_ban_by_value_leaves_the_other_cards_placeable() -> None:
    text = "Opp. can't place cards of value 8 or more in S2."
    state = scripted([text_card("Gate", 2, text), *[3] * 20], [5, 9, 8, 9, 8, 2, *[1] * 20])
    turn(state, "p0-00", "p1-00")
    assert _placeable(state, 1) == {2}
    assert _placeable(state, 0) == {3}


def test_a_player_holding_only_barred_cards_places_nothing_next_turn() -> None:
    text = "Opp. can't place 7s or higher next turn."
    state = scripted([text_card("Gate", 2, text), *[3] * 20], [5, 9, 8, 9, 8, 7, 2, *[1] * 20])
    turn(state, "p0-00", "p1-00")
    assert state.legal_actions(1) == ()  # 9, 8, 9, 8, 7 in hand: S2 stays empty on its side
    turn(state, "p0-01", None)
    assert state.table_cards(2) == ("p0-01",)
    assert 9 in _placeable(state, 1)  # the ban was for the next turn only


# -- both top cards revealed and compared ----------------------------------------------------------


def _duel(text: str, mine: int, theirs: int) -> SlotWarsState:
    state = scripted([text_card("Duel", 2, text), mine, *[1] * 20], [theirs, *[1] * 20])
    state.put_on_table("p0-00", 1)
    assert fire(state, "p0-00") is None
    return state


def test_the_player_with_the_higher_top_card_scores_and_the_cards_stay() -> None:
    text = (
        "Each player reveals the top card of its deck and the player with the higher card"
        " scores a point."
    )
    state = _duel(text, 3, 7)
    assert state.round_score()[0] == (0, 1)
    assert state.deck(0)[0] == "p0-01" and state.deck(1)[0] == "p1-00"  # they stay on top
    assert _duel(text, 8, 7).round_score()[0] == (1, 0)
    assert _duel(text, 7, 7).round_score()[0] == (0, 0)  # equal: nothing


def test_the_lower_card_can_win_and_its_player_draws() -> None:
    text = "Both players reveal their top card. Whoever reveals the lower one draws 2 cards."
    state = _duel(text, 3, 7)
    assert (len(state.hand(0)), len(state.hand(1))) == (2, 0)


# -- bounds on values ------------------------------------------------------------------------------


def test_a_value_that_cannot_be_lowered_stays_at_its_printed_value_at_least() -> None:
    state = table([(text_card("Ward", 2, "OC's value can't be lowered."), 1)], [(5, 1)])
    fire(state, "p0-00")
    state.add_counter("p1-00", -3, "test")
    assert state.value("p1-00") == 5
    state.add_counter("p1-00", 4, "test")
    assert state.value("p1-00") == 6  # raised: +1 in all, above its printed value
    assert "kept at" not in state.layers("p1-00").explain()


def test_a_cap_keeps_values_at_most_the_bound_after_every_change() -> None:
    text = "Cards in S1-S3 can't go above 5."
    state = table([(text_card("Lid", 2, text), 1), (9, 2)], [(7, 4)])
    fire(state, "p0-00")
    assert (state.value("p0-01"), state.value("p1-00")) == (5, 7)
    assert "kept at 5 (Lid)" in state.layers("p0-01").explain()


def test_a_value_that_cannot_change_is_its_printed_value() -> None:
    state = table([(text_card("Anchor", 2, "OC's value can't be changed."), 1)], [(5, 1)])
    fire(state, "p0-00")
    state.add_counter("p1-00", 2, "test")
    assert state.value("p1-00") == 5
    state.add_counter("p1-00", -4, "test")
    assert state.value("p1-00") == 5


# -- the round won outright ------------------------------------------------------------------------


def _round_with(text: str) -> Any:
    """Player 1 places a card with ``text`` (printed 2) in S1, 1s, then a 5 in S9; player 2
    places 9s in S1-S8 and a 3 in S9: player 2 wins 8 slots, player 1 S9."""
    deck0: list[int | CardFace] = [text_card("Rule", 2, text), *[1] * 7, 5, *[1] * 20]
    deck1 = [*[9] * 8, 3, *[1] * 20]
    events = play_round(scripted(deck0, deck1), ([2, *[1] * 7, 5], [*[9] * 8, 3]))
    return next(e for e in events if isinstance(e, RoundWon | RoundTied))


def test_whoever_wins_the_named_slot_wins_the_round() -> None:
    result = _round_with("Whoever wins S9 wins the round.")
    assert isinstance(result, RoundWon) and result.player == 0 and result.points == (1, 8)
    result = _round_with("Whoever wins S1 wins the round.")
    assert isinstance(result, RoundWon) and result.player == 1


def test_winning_the_round_on_a_condition_checked_at_its_end() -> None:
    result = _round_with("If you win S9, you win the round.")
    assert isinstance(result, RoundWon) and result.player == 0
    result = _round_with("If you win S8, you win the round.")
    assert isinstance(result, RoundWon) and result.player == 1  # by points


# -- cards given from hand to hand ------------------------------------------------------------------


def test_each_player_gives_a_card_of_its_choice_to_the_other_for_the_round() -> None:
    text = "Each player gives a card from its hand to the other."
    state = scripted([text_card("Swap Meet", 2, text), 3, 4, *[1] * 20], [7, 8, *[1] * 20])
    state.put_on_table("p0-00", 1)
    state.draw(0, 2, "test")
    state.draw(1, 2, "test")
    ask = fire(state, "p0-00")
    assert (
        isinstance(ask, Ask) and ask.chooser is None and set(ask.candidates) == {"p0-01", "p0-02"}
    )
    ask = fire(state, "p0-00", "p0-02")
    assert isinstance(ask, Ask) and ask.chooser == 1 and set(ask.candidates) == {"p1-00", "p1-01"}
    assert fire(state, "p0-00", "p0-02", "p1-00") is None
    assert set(state.hand(0)) == {"p0-01", "p1-00"} and set(state.hand(1)) == {"p1-01", "p0-02"}
    assert state.owner("p0-02") == 0  # it goes back to its owner at the end of the round


def test_a_card_given_to_the_opponent_goes_to_its_hand() -> None:
    state = with_hand("Give a card from your hand to opp.", [5])
    state.draw(0, 1, "test")
    (mine,) = state.hand(0)
    assert fire(state, "p0-00") is None
    assert state.hand(0) == () and mine in state.hand(1)


def test_swapped_hands_change_players_not_owners() -> None:
    state = with_hand("Swap hands with opp.", [7, 8])
    state.draw(0, 1, "test")
    mine = state.hand(0)
    assert fire(state, "p0-00") is None
    assert state.hand(1) == mine and set(state.hand(0)) == {"p1-00", "p1-01"}
    assert state.owner("p1-00") == 1

"""Scripted games of the third batch of constructs held-out designers asked for: ties settled by
something else (cards in hand, points, another slot's winner)."""

from __future__ import annotations

from tests.slot_wars.engine.helpers import play_round, scripted, table, text_card
from wartable.variants.slot_wars.engine import CardFace

# -- ties settled by something else ----------------------------------------------------------------


def tied_in_s1(text: str) -> object:
    """Player 1's card with ``text`` and player 2's plain card, both 5s, in S1."""
    return table([(text_card("Judge", 5, text), 1)], [(5, 1)])


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

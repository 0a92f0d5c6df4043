"""Slot Wars tactics: cards judged by what their texts do when the engine plays them."""

from __future__ import annotations

import pytest

from wartable.core import new_game
from wartable.core.rng import Rng
from wartable.variants.slot_wars.engine import CardFace, Choose, Done, SlotWarsState, card
from wartable.variants.slot_wars.engine.options import SlotWarsOptions
from wartable.variants.slot_wars.tactics import (
    Aim,
    card_strength,
    choice_aim,
    choice_order,
    estimate,
    game_chance,
    matchup,
    placement_values,
    position_value,
    prior_placement_values,
    round_chance,
    slot_result,
    slot_sensitive,
    tried_slots,
)

TRICKSTER = card("Trickster", 1, "common", "Hide OC.")
LIMBO = card("Limbo Dancer", 1, "common", "Lowest card wins in this slot.")
OPENER = card("Opener", 3, "uncommon", "If this card is in S1, it gets +3.")
COWARD = card("Coward", 9, "common", "Lose a point.")
WARLORD = card("Warlord", 2, "uncommon", "Your cards get +1")


def plain(value: int) -> CardFace:
    return card(f"Plain {value}", value)


def test_a_plain_card_wins_below_its_value_and_ties_at_it() -> None:
    assert matchup(card("Plain 6", 6), 3).against == (1, 1, 1, 1, 1, 0, -1, -1, -1)


def test_a_card_that_hides_the_opposing_card_wins_against_any_value() -> None:
    assert matchup(TRICKSTER, 4).against == (1,) * 9


def test_lowest_wins_beats_every_higher_card_and_ties_a_one() -> None:
    assert matchup(LIMBO, 2).against == (0,) + (1,) * 8


def test_a_bonus_that_holds_in_one_slot_counts_only_there() -> None:
    assert matchup(OPENER, 1).versus(5) == 1  # 3 + 3 beats 5
    assert matchup(OPENER, 2).versus(5) == -1


def test_points_and_bonuses_beyond_the_slot_are_measured() -> None:
    assert matchup(COWARD, 5).points == -1
    # +1 on each of its side's eight other cards.
    assert matchup(WARLORD, 5).spill == pytest.approx(8)


def test_the_opposing_cards_text_is_read_too() -> None:
    assert slot_result(card("Plain 9", 9), TRICKSTER, 3) == -1
    assert slot_result(card("Plain 9", 9), card("Plain 4", 4), 3) == 1


def test_strength_puts_a_winning_text_above_a_high_value_that_costs_a_point() -> None:
    assert card_strength(TRICKSTER) > card_strength(card("Plain 9", 9)) > card_strength(COWARD)
    assert card_strength(COWARD) < card_strength(card("Plain 6", 6))


def test_the_last_slot_goes_to_the_card_that_wins_it() -> None:
    nines = [(card("Plain 9", 9), 1.0)]
    ones = [(card("Plain 1", 1), 1.0)]
    hand = [LIMBO, card("Plain 7", 7)]
    against_nines = placement_values(hand, 9, nines, nines)
    against_ones = placement_values(hand, 9, ones, ones)
    assert against_nines[0] > against_nines[1]  # lowest wins: the 1 takes the 9
    assert against_ones[1] > against_ones[0]  # 1 against 1 scores nobody; the 7 wins


def test_a_card_that_wins_anywhere_goes_where_the_best_opposing_card_is_coming() -> None:
    """In slot 1 against a 9, a 9 only ties and is worth more later; Trickster wins now."""
    hand = [TRICKSTER, card("Plain 9", 9), card("Plain 2", 2)]
    values = placement_values(
        hand, 1, [(card("Plain 9", 9), 1.0)], [(plain(v), 1.0) for v in range(1, 10)]
    )
    assert max(range(3), key=values.__getitem__) == 0


def test_search_order_needs_no_opponent() -> None:
    """Without imagining the other's cards, the opponent is taken to place a high card."""
    values = prior_placement_values([card("Plain 5", 5), TRICKSTER, card("Plain 2", 2)], 9)
    assert values[1] > values[0] > values[2]


def test_chances() -> None:
    assert game_chance((1, 0), 1.0) == 1.0
    assert game_chance((0, 1), 0.0) == 0.0
    assert game_chance((0, 0), 0.5) == 0.5
    assert game_chance((1, 1), 0.8) == pytest.approx(0.8)
    assert round_chance(0.0, 9) == 0.5
    assert round_chance(2.0, 0) > round_chance(2.0, 9) > 0.5
    ahead = position_value((1, 0), 2.0, 3, (0.0, 0.0))
    behind = position_value((0, 1), -2.0, 3, (0.0, 0.0))
    assert 0.9 < ahead <= 0.95
    assert -0.95 <= behind < -0.9
    assert position_value((0, 0), 0.0, 9, (3.0, 0.0)) > 0


def test_cards_whose_slot_does_not_matter_are_tried_once() -> None:
    assert not slot_sensitive(TRICKSTER)
    assert not slot_sensitive(COWARD)
    assert not slot_sensitive(WARLORD)  # its +1 reaches every card of its side by scoring
    assert slot_sensitive(OPENER)
    assert slot_sensitive(
        card("Rear Guard", 3, "uncommon", "All your revealed cards in prev. slots get +1.")
    )
    assert slot_sensitive(card("Quick Draw", 2, "common", "[BT]: Draw a card."))
    assert not slot_sensitive(card("Scout", 4, "common", "Look at opp.'s hand."))
    assert matchup(TRICKSTER, 1) is matchup(TRICKSTER, 9)


def test_a_card_is_tried_by_what_plays_not_by_its_title() -> None:
    other_designers = card("Ada Trickster", 1, "common", "Hide OC.")
    assert matchup(other_designers, 5) is matchup(TRICKSTER, 5)
    assert matchup(card("Trickster", 2, "common", "Hide OC."), 5) is not matchup(TRICKSTER, 5)


def test_a_slot_sensitive_card_is_tried_at_the_landmarks_and_the_slots_its_text_names() -> None:
    assert tried_slots(OPENER) == (1, 2, 5, 8, 9)
    named = card("Middle Man", 4, "common", "If this card is in S4, it gets +3.")
    assert tried_slots(named) == (1, 2, 3, 4, 5, 8, 9)
    # In S4 it wins against a 6; beside it, where it is tried too, it does not.
    assert matchup(named, 4).versus(6) == 1.0
    assert matchup(named, 3).versus(6) == -1.0
    assert matchup(named, 5).versus(6) == -1.0


def test_between_two_tried_slots_a_card_is_judged_on_the_straight_line() -> None:
    guard = card("Rear Guard", 3, "uncommon", "All your revealed cards in prev. slots get +1.")
    low, high, between = matchup(guard, 2), matchup(guard, 5), matchup(guard, 3)
    assert between.spill == pytest.approx(low.spill + (high.spill - low.spill) / 3)
    assert low.spill < between.spill < high.spill  # more cards before it, more it raises


def test_search_tries_a_harmful_choice_on_the_other_players_best_card_first() -> None:
    hex_ = card("Hex", 6, "uncommon", "Put a -1 counter on up to 2 cards.")
    scholar = card(
        "Scholar", 1, "uncommon", "After drawing a card: Put a +1 counter on any revealed card."
    )
    miser = card("Miser", 8, "common", "[P5-P9]: Discard a card.")
    assert choice_aim(hex_) is Aim.HARM
    assert choice_aim(scholar) is Aim.HELP
    assert choice_aim(miser) is Aim.SHED
    assert choice_aim(TRICKSTER) is Aim.HARM
    assert (
        choice_aim(card("Seer", 5, "uncommon", "Look at the top 3 cards of your deck.")) is Aim.NONE
    )
    a, b, c, d = (Choose(f"p0-0{i}") for i in range(4))
    stop = Done()
    options = [(a, True, 9), (b, False, 3), (c, False, 8), (d, None, 0)]
    assert choice_order(Aim.HARM, options, stop) == (c, b, stop, d, a)
    assert choice_order(Aim.HELP, options, stop) == (a, stop, d, b, c)
    assert choice_order(Aim.SHED, [(a, True, 9), (b, True, 2)], None) == (b, a)
    assert choice_order(Aim.NONE, options, stop) == (a, b, c, d, stop)


def test_the_search_estimate_is_zero_sum_and_favours_the_stronger_cards() -> None:
    state = new_game("slot-wars", "slot-wars", 3)
    rng = Rng(3)
    checked = 0
    while state.outcome is None:
        pending = state.decisions()
        if not pending:
            state.run()
            continue
        assert isinstance(state, SlotWarsState)
        mine, theirs = estimate(state, 0), estimate(state, 1)
        assert mine == pytest.approx(-theirs)
        assert -0.95 <= mine <= 0.95
        checked += 1
        state.act(pending[0].player, rng.choice(pending[0].actions))
    assert checked > 20
    nines = [card(f"Nine {i}", 9) for i in range(21)]
    twos = [card(f"Two {i}", 2) for i in range(21)]
    strong = SlotWarsState.from_decks(SlotWarsOptions(), (nines, twos), shuffle=False, quiet=True)
    assert estimate(strong, 0) > 0.4  # this round won; later rounds count as even
    assert estimate(strong, 1) < -0.4

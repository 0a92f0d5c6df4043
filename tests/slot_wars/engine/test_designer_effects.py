"""Scripted games of the effects issue 16 brought into the card language: halving a value,
copying another card's value, cards that cannot be chosen, shuffling a deck."""

from __future__ import annotations

from tests.slot_wars.engine.helpers import fire, fire_if, table, text_card
from wartable.variants.slot_wars.engine.hooks import Ask


def test_halving_rounds_down_and_ends_with_its_card() -> None:
    state = table([(text_card("Halver", 2, "Halve OC's value."), 1)], [(7, 1)])
    fire(state, "p0-00")
    assert state.value("p1-00") == 3  # 7 halved, rounded down
    assert "/ 2 (Halver)" in state.layers("p1-00").explain()
    state.add_counter("p1-00", 2, "test")
    assert state.value("p1-00") == 4  # counters first, then halving: (7 + 2) / 2
    state.destroy("p0-00", "test")
    assert state.value("p1-00") == 9


def test_a_copied_value_is_the_one_the_card_has_when_it_resolves() -> None:
    state = table([(text_card("Mimic", 1, "This card has OC's value."), 4)], [(6, 4)])
    state.add_counter("p1-00", 2, "test")
    fire(state, "p0-00")
    assert state.value("p0-00") == 8
    state.add_counter("p1-00", 1, "test")
    assert state.value("p0-00") == 8  # taken when it resolved
    state.add_counter("p0-00", 1, "test")
    assert state.value("p0-00") == 9  # counters still count on the value set


def test_a_copied_printed_value_leaves_counters_out() -> None:
    text = "This card's value is equal to OC's printed value."
    state = table([(text_card("Echo", 1, text), 4)], [(6, 4)])
    state.add_counter("p1-00", 2, "test")
    fire(state, "p0-00")
    assert state.value("p0-00") == 6


def test_a_printed_value_the_controller_cannot_see_is_not_copied() -> None:
    text = "This card has OC's printed value."
    state = table([(text_card("Echo", 1, text), 4)], [(6, 4)], hidden=("p1-00",))
    fire(state, "p0-00")
    assert state.value("p0-00") == 1


def test_copying_from_the_highest_card_asks_among_those_tied_for_it() -> None:
    text = "This card has the value of the highest card."
    state = table([(text_card("Mirror", 1, text), 1)], [(8, 2), (8, 3), (3, 4)])
    state.add_counter("p1-01", -1, "test")
    assert fire(state, "p0-00") is None  # one highest card: no question
    assert state.value("p0-00") == 8


def test_a_card_that_cannot_be_targeted_is_never_offered() -> None:
    state = table(
        [(text_card("Sniper", 3, "Destroy a card."), 1)],
        [(text_card("Ghost", 5, "This card can't be targeted."), 2), (4, 3)],
    )
    fire(state, "p1-00")  # the Ghost's protection is in force once it is revealed
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and "p1-00" not in ask.candidates
    assert "p0-00" in ask.candidates and "p1-01" in ask.candidates


def test_a_card_that_cannot_be_targeted_is_still_hit_by_effects_on_all_cards() -> None:
    state = table(
        [(text_card("Quake", 3, "Destroy all cards with value 5."), 1)],
        [(text_card("Ghost", 5, "This card can't be targeted."), 2)],
    )
    fire(state, "p0-00")
    assert "p1-00" in state.pile(1)


def test_protection_from_opp_choices_leaves_your_own_choices() -> None:
    text = "Your cards can't be targeted by opp."
    state = table(
        [(text_card("Cloak", 5, text), 1), (4, 2)],
        [
            (text_card("Sniper", 3, "Destroy a card."), 3),
            (text_card("Healer", 2, "Destroy a card."), 4),
        ],
    )
    ask = fire(state, "p1-00")
    assert isinstance(ask, Ask) and set(ask.candidates) == {"p1-00", "p1-01"}
    mine = table(
        [(text_card("Cloak", 5, text), 1), (text_card("Picker", 2, "Tap a card."), 2), (4, 3)]
    )
    ask = fire(mine, "p0-01")
    assert isinstance(ask, Ask) and {"p0-00", "p0-02"} <= set(ask.candidates)


def test_shuffling_a_deck_keeps_its_cards() -> None:
    state = table([(text_card("Shuffler", 2, "Shuffle your deck."), 1)])
    before = sorted(state.deck(0))
    fire(state, "p0-00")
    assert sorted(state.deck(0)) == before


def test_drawing_up_to_a_number_asks_how_many() -> None:
    state = table([(text_card("Scholar", 2, "Draw up to 2 cards."), 1)])
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.words == (
        "1: draw 0 cards",
        "2: draw 1 card",
        "3: draw 2 cards",
    )
    assert ask.chooser is None
    before = len(state.hand(0))
    assert fire(state, "p0-00", "2: draw 1 card") is None
    assert len(state.hand(0)) == before + 1


def test_the_opponent_draws_up_to_its_own_choice() -> None:
    state = table([(text_card("Gift", 2, "Opp. draws up to 2 cards."), 1)])
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.chooser == 1
    fire(state, "p0-00", "3: draw 2 cards")
    assert len(state.hand(1)) == 2


def test_you_choose_the_opponents_discard_seeing_its_hand() -> None:
    text = "Look at opp.'s hand and discard a card from it."
    state = table([(text_card("Inquisitor", 2, text), 1)])
    state.draw(1, 3, "test")
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask)
    assert ask.chooser is None and ask.shown and ask.candidates == state.hand(1)
    victim = state.hand(1)[1]
    assert fire(state, "p0-00", victim) is None
    assert victim in state.pile(1) and len(state.hand(1)) == 2


def test_a_discard_of_your_choice_is_yours_to_choose() -> None:
    state = table([(text_card("Tyrant", 2, "Opp. discards a card of your choice."), 1)])
    state.draw(1, 2, "test")
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.chooser is None and ask.shown


def test_a_sacrifice_is_the_controllers_choice_among_its_own_cards() -> None:
    state = table([(text_card("Tax", 2, "Opp. sacrifices a card."), 1), (5, 2)], [(4, 3), (6, 4)])
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.chooser == 1
    assert set(ask.candidates) == {"p1-00", "p1-01"}
    assert fire(state, "p0-00", "p1-01") is None
    assert "p1-01" in state.pile(1) and state.slot_of("p1-00") == 3


def test_a_sacrifice_as_a_cost_needs_a_card_to_sacrifice() -> None:
    text = "Sacrifice a card: draw 2 cards."
    state = table([(text_card("Altar", 2, text), 1)])
    ask = fire(state, "p0-00")  # this card itself can be sacrificed
    assert isinstance(ask, Ask) and ask.words == ("yes", "no")


def test_its_owner_is_the_owner_of_the_card_the_trigger_is_about() -> None:
    text = "When a card is destroyed, its owner draws a card."
    state = table([(text_card("Wake", 2, text), 1), (4, 2)], [(5, 3)])
    state.run()
    mine, theirs = len(state.hand(0)), len(state.hand(1))
    state.destroy("p1-00", "test")
    state.run()
    assert (len(state.hand(0)), len(state.hand(1))) == (mine, theirs + 1)
    state.destroy("p0-01", "test")
    state.run()
    assert (len(state.hand(0)), len(state.hand(1))) == (mine + 1, theirs + 1)


def test_a_check_after_a_draw_is_about_the_card_drawn() -> None:
    text = "Draw a card. If it's a 1, draw another."
    state = table([(text_card("Lucky", 2, text), 1)])  # the decks are 1s after the table cards
    before = len(state.hand(0))
    fire(state, "p0-00")
    assert len(state.hand(0)) == before + 2


def test_a_check_after_a_draw_that_fails_does_nothing() -> None:
    text = "Draw a card. If it's even, draw another."
    state = table([(text_card("Picky", 2, text), 1)])
    before = len(state.hand(0))
    fire(state, "p0-00")
    assert len(state.hand(0)) == before + 1


def test_a_check_after_an_effect_sees_what_the_effect_did() -> None:
    text = "Give OC -2. If it is 0 or less, destroy it."
    state = table([(text_card("Crusher", 2, text), 4)], [(2, 4)])
    fire(state, "p0-00")
    assert "p1-00" in state.pile(1)
    state = table([(text_card("Crusher", 2, text), 4)], [(3, 4)])
    fire(state, "p0-00")
    assert state.slot_of("p1-00") == 4 and state.value("p1-00") == 1


def test_a_check_after_the_opponents_discard_is_about_the_card_discarded() -> None:
    text = "Opp. discards a card. If it's a 1, score a point."
    state = table([(text_card("Spy", 2, text), 1)])
    state.draw(1, 2, "test")
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.chooser == 1
    fire(state, "p0-00", state.hand(1)[0])
    assert state.points[0] == 1


def test_a_check_after_revealing_the_top_card_is_about_that_card() -> None:
    text = "Reveal the top card of your deck. If it is 1 or less, this card gets +2."
    state = table([(text_card("Oracle", 2, text), 1)])  # the decks are 1s after the table cards
    fire(state, "p0-00")
    assert state.value("p0-00") == 4


def test_otherwise_after_a_comparison_is_the_other_way_round() -> None:
    text = "If OC is higher, draw a card. Otherwise, score a point."
    state = table([(text_card("Judge", 5, text), 1)], [(5, 1)])  # equal: not higher
    before = len(state.hand(0))
    fire(state, "p0-00")
    assert len(state.hand(0)) == before and state.points[0] == 1


def test_printed_values_compare_without_counters() -> None:
    text = "If OC's printed value is lower, destroy OC."
    state = table([(text_card("Purist", 5, text), 1)], [(4, 1)])
    state.add_counter("p1-00", 3, "test")  # 7 now, printed 4
    fire(state, "p0-00")
    assert "p1-00" in state.pile(1)


def test_drawing_and_discarding_to_a_hand_size() -> None:
    state = table([(text_card("Refill", 2, "Draw until you have 4 cards in hand."), 1)])
    state.draw(0, 1, "test")
    fire(state, "p0-00")
    assert len(state.hand(0)) == 4
    fire(state, "p0-00")
    assert len(state.hand(0)) == 4  # already 4: nothing
    text = "Opp. discards down to 2 cards."
    state = table([(text_card("Purge", 2, text), 1)])
    state.draw(1, 5, "test")
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.chooser == 1
    fire(state, "p0-00", *state.hand(1)[:3])
    assert len(state.hand(1)) == 2


def test_a_card_goes_on_top_of_its_owners_deck() -> None:
    state = table([(text_card("Spin", 2, "Put OC on top of its owner's deck."), 1)], [(7, 1)])
    fire(state, "p0-00")
    assert state.slot_of("p1-00") is None and state.deck(1)[0] == "p1-00"
    state = table(
        [(text_card("Sink", 2, "Put OC on the bottom of its owner's deck."), 1)], [(7, 1)]
    )
    fire(state, "p0-00")
    assert state.deck(1)[-1] == "p1-00"


def test_counting_cards_and_several_conditions_at_once() -> None:
    text = "If there are 2 or more tapped cards and OC is odd, destroy OC."
    state = table([(text_card("Warden", 2, text), 1), (4, 2)], [(5, 1)])
    assert not fire_if(state, "p0-00")  # no tapped cards
    state.tap("p0-01", True, "test")
    state.tap("p1-00", True, "test")
    assert fire_if(state, "p0-00")
    assert "p1-00" in state.pile(1)


def test_a_player_who_controls_no_cards_and_a_slot_won() -> None:
    text = "If opp. has no cards in play, score a point."
    state = table([(text_card("Lonely", 2, text), 1)])
    fire(state, "p0-00")
    assert state.points[0] == 1
    state = table(
        [(text_card("Victor", 5, "If this card wins its slot, draw a card."), 1)], [(3, 1)]
    )
    before = len(state.hand(0))
    fire(state, "p0-00")
    assert len(state.hand(0)) == before + 1


def test_two_cards_named_as_one_subject_both_change() -> None:
    text = "OC and this card get -1."
    state = table([(text_card("Drain", 5, text), 1)], [(6, 1)])
    fire(state, "p0-00")
    assert (state.value("p0-00"), state.value("p1-00")) == (4, 5)


def test_unless_the_opponent_pays_the_effects_happen() -> None:
    text = "Unless opp. discards a card, destroy OC."
    state = table([(text_card("Toll", 2, text), 1)], [(5, 1)])
    state.draw(1, 2, "test")
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.chooser == 1 and ask.words == ("yes", "no")
    fire(state, "p0-00", "no")
    assert "p1-00" in state.pile(1) and len(state.hand(1)) == 2
    state = table([(text_card("Toll", 2, text), 1)], [(5, 1)])
    state.draw(1, 2, "test")
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask)
    victim = state.hand(1)[0]
    fire(state, "p0-00", "yes", victim)
    assert state.slot_of("p1-00") == 1 and len(state.hand(1)) == 1


def test_unless_the_opponent_can_pay_the_effects_happen_unasked() -> None:
    state = table([(text_card("Toll", 2, "Unless opp. discards a card, draw 2 cards."), 1)])
    before = len(state.hand(0))
    assert fire(state, "p0-00") is None  # opp. has no card to discard
    assert len(state.hand(0)) == before + 2


def test_what_the_opponents_price_buys_is_yours() -> None:
    text = "Opp. may discard a card. If they do, draw a card."
    state = table([(text_card("Bargain", 2, text), 1)])
    state.draw(1, 2, "test")
    before = len(state.hand(0))
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.chooser == 1
    fire(state, "p0-00", "yes", state.hand(1)[0])
    assert len(state.hand(1)) == 1 and len(state.hand(0)) == before + 1


def test_a_value_set_to_the_roll_is_the_number_rolled() -> None:
    text = "Roll a die. This card has value equal to the roll."
    state = table([(text_card("Gambler", 2, text), 1)], [(9, 1)])
    state.add_counter("p0-00", 1, "test")
    assert fire(state, "p0-00", "5") is None
    assert state.value("p0-00") == 6  # set to 5, its counter still counts


def test_unrevealed_cards_are_worth_a_new_base_that_counters_still_change() -> None:
    text = "Unrevealed cards are worth 3."
    state = table(
        [(text_card("Fog", 2, text), 1), (8, 2)], [(6, 1), (9, 2)], hidden=("p0-01", "p1-01")
    )
    assert fire(state, "p0-00") is None
    state.add_counter("p1-01", 1, "test")
    assert [state.value(c) for c in ("p0-00", "p0-01", "p1-00", "p1-01")] == [2, 3, 6, 4]
    state.reveal("p1-01", "test")
    assert state.value("p1-01") == 10  # face up: its printed value again, and its counter
    state.destroy("p0-00", "test")
    assert state.value("p0-01") == 0  # the card that said so is gone: worth 0 again


def test_a_value_set_to_a_count_follows_the_count() -> None:
    text = "This card's value is the number of cards in your hand."
    state = table([(text_card("Hoard", 9, text), 1)], [(5, 1)])
    assert fire(state, "p0-00") is None
    held = len(state.hand(0))
    assert state.value("p0-00") == held
    state.draw(0, 2, "test")
    assert state.value("p0-00") == held + 2  # counted again whenever it changes
    state.add_counter("p0-00", 1, "test")
    assert state.value("p0-00") == held + 3  # a counter still counts

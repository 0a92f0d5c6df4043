"""Scripted games of the effects issue 16 brought into the card language: halving a value,
copying another card's value, cards that cannot be chosen, shuffling a deck."""

from __future__ import annotations

from tests.slot_wars.engine.helpers import fire, table, text_card
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

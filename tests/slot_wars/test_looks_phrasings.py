"""Looks, values and restrictions in learners' and players' words (issue 16): a deck's part named
after a comma ("Look at opp.'s deck, the top 2 cards"), "the first card of" a deck, "put it
under" after a look, "any deck", each player looking at the other's hand, "the new card" under a
placement trigger; "swap the values" after a comparison, "this value", "its a 9", "win +1";
"nor" after a ban, "loses all text". Each phrasing reads as its canonical text;
what could mean two things stays refused, naming both."""

from __future__ import annotations

import pytest

from tests.slot_wars.classes import class_tests
from wartable.variants.slot_wars.text import CardTextError, parse

CLASSES: dict[str, tuple[str, ...]] = {
    # a deck, then the part of it looked at after a comma: that deck's top cards
    "Look at the top 2 cards of opp.'s deck.": (
        "Look at the deck of the opponent, the top 2 cards.",
        "Look at opp.'s deck, the top 2 cards.",
        "look at opp's deck, top 2",
        "Look at the opponent's deck, the first two cards.",
        "Look at the deck of your opp, the 2 top cards",
        "Look at the enemy deck, top 2 cards.",
        "Look at opp.'s deck, the top 2.",
    ),
    "Look at the top card of opp.'s deck.": (
        "Look the first card of deck of opp.",
        "Look at opp.'s deck, top card.",
        "look the first card of the deck of your opponent",
        "Look at top card of opp.'s deck.",
    ),
    "Look at the top 3 cards of your deck.": (
        "Look at your deck, the top 3 cards.",
        "see the 3 top cards of your deck",
        "Look at the first 3 cards of your deck.",
    ),
    "Look at the top card of each player's deck.": ("Look at each player's deck, the top card.",),
    # any (either) deck: one of your choice
    "Choose one: look at the top card of your deck or look at the top card of opp.'s deck.": (
        "Look at top card of any deck",
        "Look at the top card of either deck.",
        "look at the top card of a deck",
        "Look at the top card of any player's deck.",
    ),
    # after a look at the top card: "put it under (down, below)", "if (you) want"
    "Look at the top card of your deck and you may put it on the bottom.": (
        "Look at the top card of your deck, put it down if want.",
        "Look at the top card of your deck. You may put it under.",
        "Look at the top card of your deck. You may put it below.",
        "Look at the top card of your deck, you may put it underneath.",
        "Look at the top card of your deck. You can put it at the bottom.",
        "Look at the top card of your deck, put it on the bottom if you want.",
        "Look at the first card of your deck and put it under if you like.",
    ),
    "Look at the top card of opp.'s deck and you may put it on the bottom.": (
        "Look at opp.'s deck, the top card. You may put it under.",
        "Peek at the first card of the opponent's deck, put it beneath if you wish.",
    ),
    # each player looking at the other's hand: each hand revealed
    "Each player reveals its hand.": (
        "Each party may inspect the other party's hand.",
        "Each player may look at the other player's hand.",
        "Both players can see the other player's hand.",
        "Each player looks at the other's hand.",
        "All players inspect the other player's hand.",
    ),
    # the card just placed, under a placement trigger
    "When an opp. card is placed: Look at that card.": (
        "When an opp. card is placed, look at the new card.",
        "When opp. places a card, look at their new card.",
        "Whenever opp. places a card, peek at the newly placed card.",
        "When an enemy card is placed, look at the card just placed.",
        "[P]: look at opp.'s new card.",
        "[P]: Look at the new enemy card.",
    ),
    "When your card is placed: That card gets +1.": ("[P]: your new card gets +1.",),
    # values: swap the values after a comparison, "this value", "its a 9", "win +1"
    "If OC is higher, swap values of this card and OC.": (
        "If OC has a higher value, swap the values.",
        "If OC is higher, swap values.",
        "If OC is higher than this card, swap the values.",
        "If OC's value is higher than this card's value, swap values.",
        "if OC > this, swap the values",
    ),
    "If OC is lower, swap values of this card and OC.": (
        "If OC has a lower value, swap the values.",
    ),
    "If OC is higher, destroy OC.": (
        "If OC's value > this value, destroy OC.",
        "If OC > this value, destroy OC.",
        "If OC's value is higher than this value, destroy OC.",
        "If this value < OC's value, destroy OC.",
    ),
    "This card has value 9.": ("its a 9 now", "It's a 9.", "This card becomes a 9."),
    "If OC is higher, OC has value 9.": ("If OC is higher, its a 9 now.",),
    "Your cards in S1-S3 get +1.": (
        "Your cards of S1-S3 win +1.",
        "Your cards in S1-S3 win +1.",
        "Your cards in S1-S3 gain +1.",
        "Your cards of S1-S3 receive +1.",
    ),
    "Opp. cards in adj. slots get -1.": ("Opp. cards in adj. slots win -1.",),
    # restrictions in players' words
    "OC can't be moved or destroyed.": (
        "OC cannot be moved nor destroyed.",
        "OC can not be moved nor destroyed.",
    ),
    "This card can't be moved or destroyed.": ("This card can't be moved nor destroyed.",),
    "OC has no text.": (
        "OC loses all text.",
        "OC loses its text.",
        "OC loses its ability.",
        "OC loses all of its text.",
        "OC no longer has abilities.",
        "OC no longer has any abilities.",
        "OC has no more abilities.",
    ),
}
(
    test_a_phrasing_of_a_class_reads_as_its_canonical_text,
    test_the_canonical_texts_print_back_as_themselves,
) = class_tests(CLASSES)


@pytest.mark.parametrize(
    ("text", "readings"),
    [
        # cards named again after a comma: which of them, or more cards?
        (
            "Destroy opp. cards, the cards in S1-S3.",
            ("Destroy opp. cards in S1-S3.", "Destroy opp. cards and destroy all cards in S1-S3."),
        ),
        (
            "Tap your cards, cards in adj. slots.",
            ("Tap your cards in adj. slots.", "Tap your cards and tap all cards in adj. slots."),
        ),
        # "blank": how long?
        ("OC is blank.", ("OC has no text.", "OC has no text until end of round.")),
    ],
)
def test_what_could_mean_two_things_is_refused_with_both(
    text: str, readings: tuple[str, ...]
) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    said = str(refused.value) + " ".join(refused.value.readings)
    assert all(reading in said for reading in readings)


@pytest.mark.parametrize(
    "text",
    [
        # "OC can't destroy": OC's effects, or OC destroyed?
        "OC cannot move nor destroy.",
        # a player who "can't target": left to "This card can't be targeted by opp."
        "Your opp. can't target this.",
        # a new card whose owner nothing settles
        "[P]: look at the new card.",
        "Look at opp.'s new card.",
        # "swap values" with nothing compared: with which card?
        "Swap values.",
        "If OC is in S1, swap values.",
    ],
)
def test_what_says_too_little_stays_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        # a list after a comma stays a list: the cards can't be the same
        ("Destroy opp. cards, OC.", "Destroy opp. cards and destroy OC."),
        ("Destroy OC, this card.", "Destroy OC and destroy this card."),
        # a top said with its own deck is that deck's
        (
            "Look at opp.'s deck, the top 2 cards of your deck.",
            "Look at opp.'s deck and look at the top 2 cards of your deck.",
        ),
        # "the other player's hand" said by you is opp.'s
        ("You may look at the other player's hand.", "You may look at opp.'s hand."),
        # a wish said last with a look alone is for the look
        (
            "Look at the top card of your deck if you want.",
            "You may look at the top card of your deck.",
        ),
        (
            "Look at opp.'s hand, draw a card if you want.",
            "Look at opp.'s hand and you may draw a card.",
        ),
    ],
)
def test_near_shapes_read_as_before(text: str, canonical: str) -> None:
    assert parse(text).canonical() == canonical

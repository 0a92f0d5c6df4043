"""Chance, looking, options and prices said the short way (issue 16, chance8): a coin or a die's
outcomes, an outcome that does nothing, a tagged trigger said last, a look at the next card opp.
places, the chooser said after the options, a learner's "for" before what a price buys, a
compulsory discard followed by "if you do". Each class in phrasings of its own (not the corpus's
texts), and what stays refused."""

from __future__ import annotations

import pytest

from tests.slot_wars.classes import class_tests
from wartable.variants.slot_wars.text import CardTextError, parse

CLASSES: dict[str, tuple[str, ...]] = {
    # a coin named alone: "Coin:", "coin." (flip a coin)
    "Flip a coin. If heads, draw a card. If tails, discard a card.": (
        "Coin: heads, draw a card; tails, discard a card.",
        "Coin. Heads: draw a card. Tails: discard a card.",
        "coin. H: draw a card. T: discard a card.",
    ),
    "[SSCORE]: Flip a coin. If heads, OC gets -2.": ("[SSCORE]: Coin. Heads: OC gets -2.",),
    # a number alone after an outcome: this card's value
    "Flip a coin. If heads, this card has value 8. If tails, this card has value 2.": (
        "Flip a coin. Heads: 8. Tails: 2.",
        "Coin. Win: 8. Lose: 2.",
        "Flip a coin. If heads, this card is 8. If tails, 2.",
    ),
    "Roll a die. On a 6, this card has value 9.": ("Roll a die. On a 6: 9.",),
    # an outcome that does nothing, left out
    "Roll a die. On 1-3, discard a card. On 5-6, draw 2 cards.": (
        "Roll a die. 1-3: discard a card. 4: nothing happens. 5-6: draw 2 cards.",
        "Roll a die. On 1-3, discard a card. On a 4, nothing happens. On 5-6, draw 2 cards.",
        "Roll a die: on 1-3 discard a card, on 4 nothing happens, on 5-6 draw 2 cards.",
    ),
    "Flip a coin. If heads, destroy OC.": (
        "Flip a coin. If heads, destroy OC. If tails, nothing happens.",
        "Flip a coin. On tails, nothing happens; on heads, destroy OC.",
    ),
    # "by" and "at" before a roll's number: on
    "Roll a die. On 1-2, lose a point. On 5-6, score a point.": (
        "Roll a die. By 1 or 2 lose a point, by 5 or 6 score a point.",
        "Throw a die. At 1-2 lose a point, at 5-6 score a point.",
    ),
    # a tagged trigger said after what it does
    "[SSCORE]: Roll a die. On 4-6, this card gets +3.": (
        "Roll a die at [SSCORE]. 4-6: this card gets +3.",
        "roll d6 at [SSCORE]. 4-6: +3.",
    ),
    "[BT]: Draw a card.": ("Draw a card at [BT].",),
    # the chooser said after the options
    "Choose one: draw a card or OC gets -2.": (
        "Draw a card or OC gets -2, your pick.",
        "Draw a card or OC gets -2. Your call.",
        "Draw a card or OC gets -2, you decide.",
        "Draw a card or OC gets -2 (ur call).",
        "Either draw a card or OC gets -2. You decide.",
        "Choose one: draw a card or OC gets -2. You decide.",
    ),
    "Choose one: discard a card or lose a point.": ("Choose 1: discard a card or lose a point.",),
    # a card you choose anyway, said "of your choice"
    "You may lose a point to return a card to hand.": (
        "You may lose a point to return 1 card of your choice to hand.",
    ),
    # the roll added, said with a sign
    "Roll a die. OC gets plus the roll.": ("Roll 1d6, OC gets +that much.",),
    # a learner's "for" before what the price buys: to
    "You may discard a card to destroy OC.": (
        "Discard a card for destroy OC.",
        "For destroy OC, discard a card.",
    ),
    "You may lose a point to draw 2 cards.": ("Lose a point for draw 2 cards.",),
    # a sacrifice from the hand: a discard
    "You may discard a card to give OC -2.": (
        "Sacrifice a card from your hand to give OC -2.",
        "you may discard a card, if you do OC gets -2",
    ),
    # a discard you must make, then "if you do": only if you could
    "If you have 1 or more cards in hand, discard a card and draw 2 cards.": (
        "Discard a card. If you do, draw 2 cards.",
        "Discard a card; if so, draw 2 cards.",
    ),
    "If you have 2 or more cards in hand, discard 2 cards and destroy OC.": (
        "Discard 2 cards. If you do, destroy OC.",
    ),
    "[BT]: If you have 1 or more cards in hand, discard a random card and this card gets +3.": (
        "[BT]: Discard a random card. If you do, this card gets +3.",
    ),
    # the top cards said another way
    "Look at the top 2 cards of your deck.": ("Look at the 2 upper cards of your deck.",),
    "Look at the top 4 cards of your deck.": ("Look the 4 upper cards of your deck.",),
    # the top cards looked at, put back in an order of your choice
    "Rearrange the top 2 cards of your deck.": (
        "Look at the top 2 cards of your deck and sort them.",
        "Look at the top 2 cards of your deck, reorder.",
        "Inspect the top 2 cards of your deck; replace them in any order.",
        "Look at the top 2 cards of your deck, put back any order",
        "Look the 2 upper cards of your deck and sort them again.",
    ),
    # opp.'s deck after opp.'s hand: "their deck"
    "Look at opp.'s hand and look at the top card of opp.'s deck.": (
        "Look at opp.'s hand and the top card of their deck.",
        "See the opponent's hand and the first card of his deck.",
    ),
    # a card chosen after opp.'s hand is looked at: one of its cards
    "Look at opp.'s hand. Opp. discards a card of your choice.": (
        "Look at opp.'s hand. Choose a card; they discard it.",
        "Look at the opponent's hand. Pick 1 card. Opp. discards that card.",
    ),
    # a counter the size of the roll (one counter of +N, N rolled)
    "Roll a die. Put a counter equal to the roll on this card.": (
        "Roll a die. Place a counter equal to the result on this card.",
        "Roll a d6. Put a counter on this card equal to the roll.",
    ),
    "Roll a die. On a 1, destroy this card. On 2-6, put a counter equal to the roll on this card.": (
        "Roll a die. 1: destroy this card. 2-6: place a counter equal to the result on this card.",
    ),
    # the next card opp. places, looked at
    "When an opp. card in the next slot is placed: Look at that card.": (
        "Look at opp.'s next face-down card.",
        "Peek at the opponent's next facedown card before it is revealed.",
        "Peek next OC.",
    ),
    "When an opp. card in the next slot is placed: Look at that card and you may destroy it.": (
        "Look at opp.'s next face-down card and you may destroy it.",
    ),
}

(
    test_a_phrasing_of_a_class_reads_as_its_canonical_text,
    test_the_canonical_texts_print_back_as_themselves,
) = class_tests(CLASSES)


@pytest.mark.parametrize(
    ("text", "readings"),
    [
        (
            "You can draw a card or OC gets -2, your choice.",
            (
                "Choose one: draw a card or OC gets -2.",
                "You may choose one: draw a card or OC gets -2.",
            ),
        ),
        (
            "u may draw 2 or destroy OC, ur pick",
            (
                "Choose one: draw 2 cards or destroy OC.",
                "You may choose one: draw 2 cards or destroy OC.",
            ),
        ),
    ],
)
def test_options_after_may_are_refused_with_both_readings(
    text: str, readings: tuple[str, ...]
) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert tuple(refused.value.readings) == readings


@pytest.mark.parametrize(
    "text",
    [
        "Nothing happens.",  # no outcome to leave out
        "Roll a die. On 3-4, nothing happens.",  # a roll that does nothing at all
        "Opp. discards a card. If they do, draw a card.",  # opp.'s discard is no price of yours
        "Discard your hand. If you do, draw 2 cards.",  # an empty hand is discarded too
        "Look at your hand and the top card of their deck.",  # whose deck?
        "Look at opp.'s hand. Reorder.",  # no top cards looked at
        "Look at your hand. Choose a card. Opp. discards it.",  # not opp.'s hand
        "Choose 2: draw a card or destroy OC.",  # two of two options
        "Put a counter equal to the roll on this card.",  # no die rolled
    ],
)
def test_what_is_not_of_the_class_stays_as_it_was(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


def test_a_discard_of_your_choice_by_opp_keeps_its_chooser() -> None:
    said = parse("Opp. discards a card of your choice.").canonical()
    assert said == "Opp. discards a card of your choice."


def test_for_each_still_counts() -> None:
    said = parse("Discard a card. Draw a card for each card in your hand.").canonical()
    assert "You may" not in said and "for each card in your hand" in said


def test_a_choice_you_may_decline_still_reads() -> None:
    said = parse("You can destroy this or OC.").canonical()
    assert said == "You may choose one: destroy this card or destroy OC."

"""Dice and coin outcomes, ranges and comparisons as conditions, counts said as values (issue 16,
dice10). Each class in phrasings of its own (not the corpus's texts), and what stays refused."""

from __future__ import annotations

import pytest

from tests.slot_wars.classes import class_tests
from wartable.variants.slot_wars.text import CardTextError, parse

CLASSES: dict[str, tuple[str, ...]] = {
    # a roll's outcome said with "a" before numbers listed: "on a 5 or 6"
    "Roll a die. On 5-6, this card gets +3.": (
        "Roll a die. On a 5 or 6, this card gets +3.",
        "Roll a die. On a 5 or a 6, this card gets +3.",
        "Roll a die: on a 5 or 6 this card gets +3",
        "Roll a die. With a 5 or 6, this card gets +3.",
    ),
    "Roll a die. On even, draw a card.": (
        "Roll a die. On a 2, 4 or 6, draw a card.",
        # what a die shows, said other ways
        "Roll a die. If the number is even, draw a card.",
        "Roll a die, if is even draw a card.",
        "Roll a die. Even = draw a card.",
    ),
    # "with" before a roll's number, as "on" ("with 1-2 ..., with 3-5 ...")
    "Roll a die. On 1-2, discard a card. On 3-6, OC gets -2.": (
        "Throw a die: with 1-2 discard a card, with 3-6 OC gets -2.",
        "Roll a die. With 1 or 2, discard a card. With 3-6, OC gets -2.",
        "Roll a die. With 1-2 you discard a card. With 3-6 OC gets -2.",
    ),
    "Roll a die. On a 6, destroy OC and draw a card.": (
        "Roll a die. With a 6 you destroy OC and draw a card.",
        "Roll a die. On a 6 you destroy the OC and draw one card.",
    ),
    # a change of this card said with the slots where it holds: while it is there
    "While this card is in S1-S3, this card gets +2.": (
        "+2 in S1-S3.",
        "This card gets +2 in S1-S3",
        "this card has +2 in slots 1-3",
        "Gains +2 of value in S1-S3.",
        "This card gets +2 while in S1-S3.",
        "+2 while in S1-S3",
        "While in S1-S3, +2.",
    ),
    "While this card is in S9, double this card's value.": ("x2 in S9.", "x2 in slot 9"),
    "While this card is in S2, S4, S6 and S8, this card gets +2.": (
        "This card has +2 in even slots.",
        "+2 while in even slots",
    ),
    # a value said to equal a count: this card's value is that number
    "This card has value equal to the number of cards in your hand.": (
        "This card's value equals the number of cards in your hand.",
        "This card equals the number of cards in your hand",
        "Its value equals the number of cards in your hand.",
        "Value equals cards in hand.",
        "Value equals the number of cards in your hand.",
    ),
    "OC has value equal to the number of cards in your pile.": (
        "OC's value equals the number of cards in your pile.",
    ),
    # the two sides of a toss said as two things joined by "or": heads the first
    "Flip a coin. If heads, draw a card. If tails, discard a card.": (
        "Flip a coin: draw a card or discard a card.",
        "Coin: draw 1 or discard 1",
        "Toss a coin. Draw a card or discard a card.",
    ),
    "Flip a coin. If heads, this card gets +4. If tails, this card gets -2.": (
        "Coin flip: +4 or -2.",
        "flip a coin, +4 or -2",
        # a coin named by words the language does not know, before a colon: a toss
        "Fate's coin: heads, +4. Tails, -2.",
        "The gambler's coin: +4 or -2.",
    ),
    "Flip a coin. If heads, this card gets +3.": ("Coin: +3 or nothing.",),
    "Flip a coin. If heads, double this card's value. If tails, this card has value 0.": (
        "Coin flip: double or nothing.",
        "Flip a coin: double or zero",
        "Flip a coin. Double or nothing!",
    ),
    # what a die shows, said other ways
    "Roll a die. On a 6, destroy OC.": (
        "Roll a die. 6 = destroy OC.",
        "Roll a die. If it comes up 6, destroy OC.",
        "Roll a die; if it lands on a 6, destroy OC",
        "Lucky die: on a 6, destroy OC.",
        "Launch a die. On a 6, destroy OC.",
    ),
    # the number rolled as an amount
    "Roll a die. This card gets plus the roll.": (
        "Roll a die and add it.",
        "Roll a d6, add it",
        "Roll a die. This card gets the number.",
        "Fate's dice: roll a die, add it.",
    ),
    "Roll a die. On even, this card gets plus the roll.": (
        "Roll a die, if is even this card wins the number.",
    ),
    # a range or a bound said other ways in a value test
    "If OC's value is 3-5, destroy OC.": (
        "If OC is between 3 and 5, destroy it.",
        "If OC's value is between 3-5, destroy it.",
        "If OC is from 3 to 5, destroy it.",
        "If OC is 3 to 5, destroy it.",
        "Destroy OC if 3-5.",
    ),
    "If OC's value is 7 or more, destroy OC.": (
        "If OC is worth 7 or more, destroy it.",
        "OC 7+: destroy it.",
        "Destroy OC if 7+.",
        "Destroy OC if 7 or higher",
    ),
    "If OC's value is 7 or more, OC gets -3.": ("OC 7+ gets -3.", "OC 7 or more gets -3"),
    "If OC's printed value is 9, destroy OC.": ("Destroy OC if printed 9.",),
    "If this card's value is 3 or less, this card gets +2.": ("+2 if 3 or less.",),
    # several tosses said at once, with what each side does
    "Flip a coin. If heads, this card gets +1. Flip a coin. If heads, this card gets +1. Flip a"
    " coin. If heads, this card gets +1.": (
        "Flip 3 coins. +1 for each heads.",
        "Toss a coin 3 times; this card gains 1 for each heads.",
        "flip a coin three times, +1 per heads",
    ),
    "Flip a coin. If tails, discard a card. Flip a coin. If tails, discard a card.": (
        "Flip 2 coins. For each tails, discard a card.",
    ),
    # a bound said in place of the cards it picks
    "Destroy a card with printed value 1-3.": ("Destroy a printed 1-3.", "destroy a printed 1-3"),
    "Destroy an opp. card with value 7 or more.": ("Destroy an enemy 7 or higher.",),
    "Destroy opp. cards with value 7 or more.": ("Destroy all enemy 7+.",),
    "Discard a card with value 1-3.": ("Discard a 1-3.",),
}

(
    test_a_phrasing_of_a_class_reads_as_its_canonical_text,
    test_the_canonical_texts_print_back_as_themselves,
) = class_tests(CLASSES)


@pytest.mark.parametrize(
    "text",
    [
        "On a 5 or 6, draw a card.",  # no die rolled
        "With a 6, draw a card.",  # no die rolled
    ],
)
def test_what_is_not_of_the_class_stays_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("+2 if in S9.", "While this card is in S9, this card gets +2."),  # before its condition
        ("S9: +2.", "If this card is in S9, this card gets +2."),
        ("In S1-S3: +2.", "If this card is in S1-S3, this card gets +2."),
        ("Place a card in S9.", "Place a card in S9."),
    ],
)
def test_what_reads_today_reads_the_same(text: str, meant: str) -> None:
    assert parse(text).canonical() == meant


@pytest.mark.parametrize(
    "text",
    [
        "Your cards get +1 in S1-S3.",
        "OC gets -2 in S9.",
        "Draw a card in S9.",
        "Double or nothing.",  # no coin
        "Flip 3 coins. Draw a card.",  # what do the sides do?
        "Opp. can't place a printed 1-3 in the next slot.",  # a ban: for how long?
        "Score a point if 7+.",  # what is 7+? no card named
        "Draw 2 if 3 or fewer.",  # cards in hand, or a card's value?
        "The dragon's coin: OC gets -2.",  # a toss with no side said
        "Roll a die. If 6 or more cards are in your hand, draw a card.",  # not the roll
        "Flip a coin. You may draw a card or discard a card.",  # a choice, not the sides
        # a check of a value against a count has no construct: not read as a change
        "If this card's value equals the number of cards in your hand, draw a card.",
    ],
)
def test_what_is_not_of_these_classes_stays_refused(text: str) -> None:
    """Cards in the slots, or this card while it is there? A check, not a change."""
    with pytest.raises(CardTextError):
        parse(text)


def test_options_without_a_coin_stay_a_choice() -> None:
    said = parse("Draw a card or discard a card.").canonical()
    assert said == "Choose one: draw a card or discard a card."


def test_you_may_after_an_outcome_stays_an_option() -> None:
    said = parse("Roll a die. On a 6 you may draw a card.").canonical()
    assert said == "Roll a die. On a 6, you may draw a card."

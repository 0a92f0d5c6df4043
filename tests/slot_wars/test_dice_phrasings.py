"""Dice and coin outcomes, ranges and comparisons as conditions, counts said as values (issue 16,
dice10). Each class in phrasings of its own (not the corpus's texts), and what stays refused."""

from __future__ import annotations

import pytest

from tests.slot_wars.corpus import as_played
from wartable.variants.slot_wars.text import CardTextError, parse

CLASSES: dict[str, tuple[str, ...]] = {
    # a roll's outcome said with "a" before numbers listed: "on a 5 or 6"
    "Roll a die. On 5-6, this card gets +3.": (
        "Roll a die. On a 5 or 6, this card gets +3.",
        "Roll a die. On a 5 or a 6, this card gets +3.",
        "Roll a die: on a 5 or 6 this card gets +3",
        "Roll a die. With a 5 or 6, this card gets +3.",
    ),
    "Roll a die. On even, draw a card.": ("Roll a die. On a 2, 4 or 6, draw a card.",),
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
}

CASES = [(canonical, text) for canonical, texts in CLASSES.items() for text in texts]


@pytest.mark.parametrize(("canonical", "text"), CASES)
def test_a_phrasing_of_a_class_reads_as_its_canonical_text(canonical: str, text: str) -> None:
    assert as_played(parse(text)) == as_played(parse(canonical))


def test_the_canonical_texts_print_back_as_themselves() -> None:
    for canonical in CLASSES:
        assert as_played(parse(parse(canonical).canonical())) == as_played(parse(canonical))


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


def test_you_may_after_an_outcome_stays_an_option() -> None:
    said = parse("Roll a die. On a 6 you may draw a card.").canonical()
    assert said == "Roll a die. On a 6, you may draw a card."

"""What designers write around and inside a rule (issue 16): remarks in brackets, flavour,
hashtags and chat comments, and the notation of a maths, programmer or competitive voice. Each
phrasing here (our own, not the corpus's) reads as its canonical text, with a note where words
were left out; one that could mean two things, or says something the language cannot, is
refused."""

from __future__ import annotations

import pytest

from tests.slot_wars.corpus import as_played
from wartable.variants.slot_wars.text import CardTextError, parse

READS: dict[str, tuple[str, ...]] = {
    # hashtags closing a text file the card; they do nothing
    "Destroy OC.": ("Destroy OC. #removal", "Destroy OC #tap #removal", "Destroy OC #yolo-play"),
    "Draw 2 cards.": ("Draw 2 cards #draw #value.", "draw 2 #cantrip"),
    "[SSCORE]: Choose one: your cards get +2 or opp. cards get -2.": (
        "[SSCORE]: Choose one: (a) your cards get +2; (b) opp. cards get -2 #choice #endgame",
    ),
    # a chat voice's comments on its own card
    "Opp. discards a card.": (
        "opp discards a card sry",
        "Opp. discards a card gg",
        "ez: opp discards a card",
    ),
    "Draw 2 cards and discard a card.": ("draw 2, discard 1 ez", "draw 2, discard 1 bruh"),
    # "value" opening a sentence, said to be something: this card's value
    "This card has value 5.": ("Value = 5", "Value: 5.", "Value is 5.", "value = five"),
    "[R]: This card has value 7.": ("[R]: Value = 7.",),
    "This card has value equal to the number of cards in your hand.": (
        "Value = # cards in hand",
        "Value = # of cards in your hand.",
        "Value = cards in your hand.",
        "Value: # cards in hand",
        "This card's value = cards in your hand.",
    ),
    "OC has value equal to the number of cards in your pile.": (
        "OC's value = cards in your pile.",
    ),
    "OC has value 3.": ("OC's value: 3.",),
    # a count after "#" is not a hashtag
    "This card gets +1 for each card in your hand.": ("+1 per #cards in hand",),
}
CASES = [(meant, text) for meant, texts in READS.items() for text in texts]


@pytest.mark.parametrize(("meant", "text"), CASES)
def test_a_phrasing_reads_as_its_canonical_text(meant: str, text: str) -> None:
    read = parse(text)
    assert as_played(read) == as_played(parse(meant))
    assert parse(read.canonical()) == read


@pytest.mark.parametrize(
    ("text", "noted"),
    [
        ("Destroy OC. #removal", "'#removal'"),
        ("Draw 2 cards #draw #value.", "'#draw #value'"),
    ],
)
def test_hashtags_left_out_are_noted(text: str, noted: str) -> None:
    assert any(noted in note and "hashtag" in note for note in parse(text).notes)


@pytest.mark.parametrize(
    "text",
    [
        "OC: value = 3.",  # "value" after a card and a colon is that card's: not this one's
        "OC's value: destroy OC.",  # a colon before an effect is no value
        "#tap",  # nothing but a hashtag
        "Destroy OC. #1",  # "#1" is no hashtag
        "Destroy a card, fair",  # "fair" is no comment word: "you get to X, fair" means may
    ],
)
def test_what_is_not_a_remark_or_a_value_is_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)

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
}
GLOSSES: dict[str, tuple[str, ...]] = {
    # words in brackets that say what a word the language does not know means
    "Destroy OC.": ("OC gets yeeted (destroy it)", "yeet OC (destroy it)", "Zonk OC (destroy it)."),
    "Tap OC.": ("Zap OC (tap it).",),
    "OC gets -2.": ("OC gets frobbed (-2)",),
    "Draw a card and tap OC.": ("Draw a card, zap OC (tap it)",),
    "[R4]: Reveal all unrevealed cards.": ("[R4]: every sleeping (face-down) card is revealed.",),
    "If OC's value is 7-9, this card gets +2.": ("If OC is paint (7-9), this gets +2.",),
    # words in brackets that say when a lead of flavour means
    "[D8]: Draw 2 cards and discard a card.": ("At sundown (after [D8]): draw 2, discard 1.",),
    "[D]: Put a +1 counter on this card.": ("At night (after every draw): +1 counter.",),
    "[SSCORE]: Destroy the lowest opp. card.": (
        "When the night falls (start of scoring): destroy the lowest opp. card.",
        "When the wolf howls (start of scoring), destroy the lowest opp. card.",
    ),
    # a remark of whose cards, or which players
    "Destroy all cards in S1.": (
        "Destroy all cards in S1 (also own cards!)",
        "Destroy all cards in S1 (yours too)",
        "Destroy all cards in S1 (including yours)",
    ),
    "All cards in adj. slots get -1.": ("All cards in adj. slots get -1 (your own too).",),
    "Each player draws a card.": (
        "Draw a card (both players).",
        "Each player draws a card (both).",
    ),
    "[R]: Each player discards a card.": ("[R]: discard a card (everyone)",),
    "Roll a die. On 1-2, destroy all cards in the prev. slot.": (
        "Roll a die. On 1-2, destroy all cards in the prev. slot. (Also own cards!)",
    ),
    # a scene narrated with a verb that is also a word of the game
    "Your cards get +1.": ("The sun rises: your cards +1.", "A red moon rises: your cards get +1."),
    "Swap values of this card and OC.": ("The tide turns: swap the values of this card and OC.",),
    "Draw a card.": ("The moon sets: draw a card.", "The sun sets. Draw a card."),
    # a probability of one half as a maths voice writes it
    "Flip a coin. If heads, destroy OC.": ("P=1/2: destroy OC.", "1/2 chance to destroy OC."),
    "Flip a coin. If heads, draw a card.": ("p(0.5): draw a card",),
    # a count after "#" is not a hashtag
    "This card gets +1 for each card in your hand.": ("+1 per #cards in hand",),
}
CASES = [
    (meant, text) for said in (READS, GLOSSES) for meant, texts in said.items() for text in texts
]


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
        "Draw a card and zap OC (tap it)",  # the clause says more than the word glossed
        "OC and this card get zonked (destroy them)",  # "them": which cards?
        "Destroy opp. cards in S1 (yours too)",  # widens cards named by their owner: refused
        "Draw a card (yours too)",  # no cards to say it of
        "Reveal your hand (both players)",  # "your" hand, each player's?
        "Draw a card (2 if you are behind)",  # a remark that adds a rule
        "The value rises: draw a card.",  # no scene: the game's own words
        "The dragon dies: draw a card.",  # this card destroyed? (a trigger, not a scene)
        "The sun rises in S9: draw a card.",  # says where
    ],
)
def test_what_is_not_a_remark_or_a_value_is_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


def test_a_scope_remark_is_never_read_as_a_detail() -> None:
    """Read in its place, "(yours too)" would make "all cards in S1 yours too" your cards."""
    read = parse("Destroy all cards in S1 (yours too)")
    assert read == parse("Destroy all cards in S1 (including yours)")
    assert any("'(yours too)'" in note for note in read.notes)


def test_a_gloss_and_a_scene_left_out_are_noted() -> None:
    assert any(
        "'zorched'" in n or "'OC gets zorched'" in n
        for n in parse("OC gets zorched (destroy it)").notes
    )  # a word of no game, glossed ("yeeted" reads since jargon9: its bracket says it again)
    assert any("says again" in n for n in parse("OC gets yeeted (destroy it)").notes)
    assert any("The sun rises" in n for n in parse("The sun rises: your cards +1.").notes)

"""Ability names, labels and other games' jargon (issue 16): a name before a colon whose words say
nothing of the game is left out (the notes say so), a verb that labels its rule is the rule's
verb, and other games' words read as their players mean them; a label or a keyword that could
mean two things stays refused, naming both readings."""

from __future__ import annotations

import pytest

from tests.slot_wars.classes import class_tests
from wartable.variants.slot_wars.text import CardTextError, parse

CLASSES: dict[str, tuple[str, ...]] = {
    # 1. an ability's name of a describing word and a word the language does not know
    "This card gets +3.": (
        "Last stand: this gets +3",
        "last stand: +3.",
        "Final stand: this card gains 3.",
        "High noon: +3",
        "Lone wolf: +3",
    ),
    "Destroy OC.": (
        "First blood: destroy OC.",
        "High noon: destroy the opposing card.",
        "Low blow: Destroy OC",
    ),
    "Ties in adj. slots go to you.": (
        "House edge: ties in adj. slots go to me.",
        "House edge: ties in adjacent slots go to you.",
    ),
    "Draw a card. This card gets +3.": ("Draw a card. Last stand: +3.",),
    # 2. a verb that labels its rule
    "Look at opp.'s hand.": (
        "Peek: opp. hand.",
        "Peek: opp.'s hand.",
        "Peek: look at opp.'s hand.",
        "peek: the opponent's hand",
    ),
    "Look at the top card of opp.'s deck.": (
        "Scout: top card of opp.'s deck.",
        "Scout: the top card of the opponent's deck.",
    ),
    "This card gets +2.": ("Boost: +2", "Buff: +2.", "Pump: +2"),
    "OC gets +2.": ("Boost: OC +2.",),
    "OC gets -2.": ("Nerf: OC -2.", "Debuff: OC -2", "Low blow: OC gets -2."),
    "Draw 2 cards.": ("Draw: 2 cards.", "Draw: two cards"),
    "Tap OC.": ("Tap: OC.",),
    # 4. other games' jargon: Yu-Gi-Oh!
    "Destroy an unrevealed card.": ("Destroy a Set card.", "Destroy one Set card."),
    "Destroy all unrevealed cards.": ("Destroy all Set cards.",),
    "Your unrevealed cards get +1.": ("Your Set cards get +1.",),
    # a learner's turn begin
    "[BT]: Draw a card.": (
        "At every turn begin: draw a card.",
        "At each turn beginning: draw a card.",
        "Every turn begin, draw a card.",
    ),
    "[BT]: OC gets -1.": ("at every turn begin OC gets -1",),
}

(
    test_a_phrasing_of_a_class_reads_as_its_canonical_text,
    test_the_canonical_texts_print_back_as_themselves,
) = class_tests(CLASSES)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Last stand: this gets +3", "Last stand"),
        ("House edge: ties in adj. slots go to me.", "House edge"),
    ],
)
def test_a_name_left_out_is_noted(text: str, name: str) -> None:
    assert f"left out as the ability's name: {name!r}" in parse(text).notes


@pytest.mark.parametrize(
    ("text", "readings"),
    [
        # poker's showdown is scoring ("at showdown" reads so), or the lead is a name
        ("Showdown: see opp.'s hand.", ("Look at opp.'s hand.", "[SSCORE]: Look at opp.'s hand.")),
        ("Showdown: +2", ("This card gets +2.", "[SSCORE]: This card gets +2.")),
        # Yu-Gi-Oh!'s limit: an ability that fires once, when revealed, or each turn?
        ("Once per turn: draw a card.", ("Draw a card.", "[BT]: Draw a card.")),
        ("once per turn, OC gets -1", ("OC gets -1.", "[BT]: OC gets -1.")),
        # 3. a slot label before cards that says none of their slots: where this card is, or
        # where they are?
        (
            "S1-S3: max 5.",
            (
                "If this card is in S1-S3, this card's value can't go above 5.",
                "The value of all cards in S1-S3 can't go above 5.",
            ),
        ),
        (
            "S4: min 3",
            (
                "If this card is in S4, this card's value can't go below 3.",
                "The value of all cards in S4 can't go below 3.",
            ),
        ),
        (
            "S1-S3: no card can be destroyed.",
            (
                "If this card is in S1-S3, all cards can't be destroyed.",
                "All cards in S1-S3 can't be destroyed.",
            ),
        ),
        (
            "S9: cards can't be moved.",
            ("If this card is in S9, all cards can't be moved.", "All cards in S9 can't be moved."),
        ),
        (
            "S2: your cards get +1.",
            ("If this card is in S2, your cards get +1.", "Your cards in S2 get +1."),
        ),
    ],
)
def test_a_label_with_two_readings_is_refused_naming_them(
    text: str, readings: tuple[str, ...]
) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert refused.value.readings == readings


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        # a slot label before a change of this card or OC is where this card is, as before
        ("S9: +2", "If this card is in S9, this card gets +2."),
        ("S1-S3: OC -1", "If this card is in S1-S3, OC gets -1."),
        # a lead of unknown words alone is a card's name or flavour, as before
        ("Sunrise: all cards get +1.", "All cards get +1."),
        ("The night falls: draw a card.", "Draw a card."),
        ("Once per round: draw a card.", "Draw a card."),
    ],
)
def test_labels_that_read_as_before(text: str, canonical: str) -> None:
    assert parse(text).canonical() == canonical


@pytest.mark.parametrize(
    "text",
    [
        # a name that says when: this card destroyed, as "Last words:" reads?
        "Last gasp: draw a card.",
        "Last will: draw 2 cards.",
        # a trigger, a target, a condition, a price, a limit: never a name
        "At the final bell: +3",
        "Crush OC: -4",
        "Even OC: -2",
        "Enrage: this card gets +2.",
        # a label whose sign or verb is not its rule's
        "Boost: -2.",
        "Tap: +2",  # Magic's tap symbol: a price?
        # other games' keywords as names: the rule after them may not be all they say
        "Overload: skip your next draw.",
        "All in: discard your hand and destroy OC.",
        # a word with two readings labelling a rule that does not open the text
        "Draw a card. Fold: discard a card.",
        # Discover: a learner's reveal, or Hearthstone's pick?
        "Discover a card from the top 3 of your deck.",
        # chips: counters, or points?
        "Put a chip on this card.",
        # flavour with no rule words, and another game's keyword alone
        "The storm takes the weakest.",
        "Storm.",
        "This card has storm.",
        # Yu-Gi-Oh!'s Level: its value, or its printed value?
        "If OC is Level 5 or higher, destroy it.",
    ],
)
def test_labels_and_jargon_with_no_one_reading_stay_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)

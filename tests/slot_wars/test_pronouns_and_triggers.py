"""Pronouns resolved by what the sentence and the kinds allow, and the lead-ins of triggers: a
player's "they" ("he", "she") after OC, "it" after a card destroyed, a card event said of a value
("Whenever a 9 is revealed"), a lawyer's "hereof" and "shall", Magic's "target" as a choice, a
tag with the words that lead in to it, a turn's end said in a player's words."""

from __future__ import annotations

import pytest

from tests.slot_wars.classes import class_tests
from wartable.variants.slot_wars.text import CardTextError, parse

CLASSES: dict[str, tuple[str, ...]] = {
    # "they" (a German or Spanish voice's "he", "she") doing what a player does, after OC or opp.
    "Tap OC. Opp. discards a card.": (
        "Tap OC; they discard a card.",
        "Tap OC. They discard one.",
        "Tap OC, then he discards a card.",
        "Tap OC and she discards a card.",
    ),
    "Destroy OC. Opp. draws 2 cards.": ("Destroy OC; they draw 2",),
    "Return OC to hand. Opp. discards 2 cards.": ("Return OC; they discard 2",),
    "Return OC to hand. Opp. draws a card.": (
        "Bounce OC; they draw a card.",
        "Return OC to its owner's hand, then they draw 1.",
    ),
    "Look at opp.'s hand. Opp. discards a card of your choice.": (
        "Look at your opponent's hand; he discards a card of your choice.",
    ),
    "If OC's value is odd, opp. discards a card.": ("If OC is odd, they discard a card.",),
    # "it" after a card destroyed: the card destroyed is in the pile, so a change of value or
    # state is this card's; a return or a move from the pile is the card destroyed's
    "When a card is destroyed: Put a +1 counter on this card.": (
        "Whenever a card is destroyed, put a +1 counter on it.",
        "Each time a card is destroyed, it gets a +1 counter.",
        "Whenever a card is destroyed, it gets +1.",
    ),
    "When your card is destroyed: Put a +2 counter on this card.": (
        "Whenever one of your cards is destroyed, put a +2 counter on it.",
    ),
    "When an opp. card is destroyed: Untap this card.": (
        "Whenever an opponent's card is destroyed, untap it.",
    ),
    "When a card is destroyed: Return that card to hand.": (
        "Whenever a card is destroyed, return it to its owner's hand.",
    ),
    "When a card is revealed: Put a +1 counter on that card.": (
        "Whenever a card is revealed, put a +1 counter on it.",
    ),
    # a card event said of a value: the event, then a check of that card's value
    "When an opp. card is revealed: If that card's value is 9, destroy that card.": (
        "Whenever opp. reveals a 9, destroy it.",
        "Whenever an opponent reveals a 9, destroy it.",
        "Each time an opp. 9 is revealed, destroy it.",
        "When an opp. card with value 9 is revealed, destroy it.",
        "Opp. reveals a 9: destroy it.",
    ),
    "When a card is revealed: If that card's printed value is 1, tap that card.": (
        "Whenever a card with printed value 1 is revealed, tap it.",
        "Whenever a printed 1 is revealed, tap it.",
    ),
    "When a card is revealed: If that card's value is 9, draw a card.": (
        "Whenever a 9 is revealed, draw a card.",
        "After a 9 is revealed: draw a card.",
    ),
    "When your card is placed: If that card's printed value is 7, draw a card.": (
        "Whenever you play a printed 7, draw a card.",
    ),
    # a value said as "'s a N", or after a chat voice's "like"; a printed value counted as cards
    "If OC's value is 9, OC has value 1.": ("If OC's a 9, it's a 1 now.",),
    "If OC's value is 8 or more, OC has value 2.": (
        "if OC is like 8 or more it literally becomes a 2",
    ),
    "This card gets +1 for each of your printed 1s.": (
        "+1 per printed 1 you control",
        "This gets +1 for each printed 1 you control.",
    ),
    "This card gets +1 for each of your printed 7s except this card.": (
        "+1 for each other printed 7 you control.",
    ),
    "This card gets +1 for each of printed 1s.": ("+1 per printed 1 in play.",),
    # a lawyer's words for this card and its controller
    "When a card is destroyed: Draw a card.": (
        "Whenever any card is destroyed, controller hereof draws 1.",
        "Whenever a card is destroyed, the controller of this card shall draw a card.",
    ),
    "When this card is destroyed: Draw 2 cards.": (
        "Upon destruction hereof, the controller hereof shall draw two (2).",
    ),
    "This card has value 5.": ("Value hereof is deemed 5.", "The value hereof shall be 5."),
    "When a card is revealed: If that card's printed value is 9, draw a card.": (
        "If and whenever a printed 9 is revealed, you shall draw 1.",
    ),
    # Magic's "target" opening a sentence that only names cards: a choice for the next "it"
    "Return a card in adj. slots to hand.": (
        "Target 1 card in an adj. slot; return it to the hand.",
        "Target a card in an adj. slot. Return it to its owner's hand.",
    ),
    "One of your cards in adj. slots gets +2.": ("Target 1 adj. card you control; it gets +2.",),
    # "their values" after a comparison of OC with this card: the two cards'
    "If OC is higher, swap values of this card and OC.": (
        "if OC is bigger swap their values",
        "If OC is higher than this card, swap their values.",
    ),
    # this card left out of "sent to the pile"
    "When this card is destroyed: Draw a card.": (
        "If sent to the pile: Draw 1.",
        "When sent to the graveyard, draw a card.",
    ),
    # an "adjacent OC": the opposing cards of the adj. slots
    "Opp. cards in adj. slots get -1.": ("Each adjacent OC gets -1.", "Adj. OC -1."),
    "OC gets -2 and opp. cards in adj. slots get -1.": ("OC -2, adj. OC -1.",),
    "Your cards in S1-S3 get +2.": ("S1-S3 ur cards +2 fr fr",),
    # a tag with the words that lead in to it, before the effect or after it
    "[D]: Draw a card.": (
        "At every [D] draw a card.",
        "At each [D], draw a card.",
        "Each [D]: draw a card.",
        "During each [D]: draw a card.",
        "Draw a card at each [D].",
        "Draw a card every [D].",
        # a turn's end (after its draw phase, the last of a turn), in a player's words
        "At the end of each turn, draw a card.",
        "At the end of your turn, draw a card.",
        "In the end of each turn, draw a card.",
        "End of turn: draw a card.",
    ),
    "[R]: Draw a card.": ("In each [R], draw a card.", "After every [R]: draw a card."),
    "[BT]: Put a +1 counter on this card.": (
        "On [BT]: +1 counter on this.",
        "Every [BT], this gets a +1 counter.",
        "At dawn [BT]: +1 counter.",
        "Each dawn [BT]: put a +1 counter on this card.",
        "At the dawn [BT]: +1 counter.",
    ),
    # a turn's end: a change of this card's own value each turn is a counter each time
    "[D]: Put a +1 counter on this card.": ("At the end of your turn, this gets +1.",),
}

(
    test_a_phrasing_of_a_class_reads_as_its_canonical_text,
    test_the_canonical_texts_print_back_as_themselves,
) = class_tests(CLASSES)


@pytest.mark.parametrize(
    "text",
    [
        "Destroy OC and your card. They draw a card.",  # which player: the text names both
        "Before [D], draw a card.",  # before a draw phase is another moment
        "Dawn [BT]: draw a card.",  # a flavour word only after a lead ("at dawn", "each dawn")
        "At the end of the turn, draw a card.",  # this turn, or each?
        "When your turn starts, draw a card.",  # each turn, or your next? (test_words)
        "Whenever you play a 7, draw a card.",  # placed face down: its value is 0 then
        "Each time your 1 is destroyed, draw a card.",  # off the table: printed value only
        "When a 9 is revealed, if you are behind, draw a card.",  # one condition per ability
        "+1 per 7 you control.",  # printed 7s (held_out_5), or the 7s now?
        "This gets +1 per 2.",  # per 2 what?
        "OC shall not be modified.",  # no counters or set value too? (held_out_5)
        "If OC is higher than your card in S1, swap their values.",  # OC's and which card's?
        "If OC is odd, swap their values.",  # whose: no two cards compared
        "If sent to the pile, return it to your hand.",  # back from the pile, or instead?
        "Target 2 cards in adj. slots; destroy them.",  # "target" of more than one card
    ],
)
def test_what_is_not_of_the_class_is_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


@pytest.mark.parametrize(
    ("text", "readings"),
    [
        (
            "At the end of your turn, OC gets -1.",
            (
                "[D]: Put a -1 counter on OC.",
                "[D]: OC gets -1 until end of round.",
                "[D]: OC gets -1.",
            ),
        ),
        (
            "At the end of each turn, your cards in adj. slots get +1.",
            (
                "[D]: Put a +1 counter on your cards in adj. slots.",
                "[D]: Your cards in adj. slots get +1 until end of round.",
                "[D]: Your cards in adj. slots get +1.",
            ),
        ),
    ],
)
def test_a_plain_change_of_other_cards_each_turn_is_refused_with_its_readings(
    text: str, readings: tuple[str, ...]
) -> None:
    # designers mean a counter (held_out_5), a change until end of round (held_out_4) or the
    # canonical lasting change: the turn said in a player's words does not settle which
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert refused.value.readings == readings
    for reading in readings:
        parse(reading)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Destroy OC. Its owner draws 2 cards.", "Destroy OC. Opp. draws 2 cards."),
        ("Bounce OC; its owner discards a card.", "Return OC to hand. Opp. discards a card."),
        ("Tap OC and its owner loses a point.", "Tap OC and opp. loses a point."),
        (
            "If OC is even, its owner skips its next draw.",
            "If OC's value is even, opp. skips its next draw.",
        ),
        ("Destroy this card. Its owner draws a card.", "Destroy this card. Draw a card."),
    ],
)
def test_its_owner_after_one_card_named_is_that_cards_owner(text: str, meant: str) -> None:
    assert parse(text).canonical() == parse(meant).canonical()


@pytest.mark.parametrize(
    "text",
    [
        "Its owner draws a card.",  # nothing named
        "Destroy a card. Its owner draws a card.",  # a card of your choice: whose?
        "Destroy OC and this card. Its owner draws a card.",  # two cards
        "Draw a card. Its owner discards a card.",  # the card drawn
    ],
)
def test_its_owner_with_no_one_card_named_is_refused(text: str) -> None:
    with pytest.raises(CardTextError, match="its owner"):
        parse(text)

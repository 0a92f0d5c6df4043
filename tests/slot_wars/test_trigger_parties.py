"""Triggers on other cards' events said as designers say them: whose card ("a friendly card", "a
card you control", "one of your other cards"), where it is ("an adjacent card"), what happens to
it ("is discarded", "is drawn", "upon destruction of", "destroyed by a card effect"); and what
"it" refers back to ("its owner returns it to their hand", "it" after a comparison of OC); the slots
beside this one in other words ("a slot adjacent to this card's slot", "a card in a prev. slot")."""

from __future__ import annotations

import pytest

from tests.slot_wars.classes import class_tests
from wartable.variants.slot_wars.text import CardTextError, parse

CLASSES: dict[str, tuple[str, ...]] = {
    # whose card: yours, in other words
    "When your card is destroyed: Put a +2 counter on this card.": (
        "Whenever a friendly card dies, this gets +2.",
        "Each time an allied card is destroyed, put a +2 counter on this.",
        "When a card you control is destroyed, this card gets a +2 counter.",
        "Whenever a card of yours dies, put a +2 counter on this card.",
        "Each time one of your other cards is destroyed, this gets +2.",
        "When another card of yours is destroyed, put a +2 counter on this card.",
        "Whenever another friendly card is destroyed, this gets +2.",
        "When another card you control dies, this gets +2.",
        "When an ally dies, put a +2 counter on this card.",
    ),
    # whose card: opp.'s, in other words
    "When an opp. card is destroyed: Draw a card.": (
        "When a card your opponent controls is destroyed, draw a card.",
        "Whenever a card opp. controls dies, draw 1.",
        "Upon the destruction of an enemy card, draw a card.",
        "Every time a card of your opponent is destroyed, draw a card.",
        "Whenever one of your opponent's cards dies, draw a card.",
    ),
    # "another card" destroyed: this card's own destruction never fires "a card is destroyed"
    "When a card is destroyed: Draw a card.": (
        "Whenever another card is destroyed, draw a card.",
        "When any other card dies, draw a card.",
        "Every time when a card is destroyed, draw a card.",
        "Each time that a card is destroyed, draw a card.",
        "Any time when a card dies, draw a card.",
    ),
    # where the card is: an adjacent card is one in adj. slots
    "When a card in adj. slots is revealed: Put a +1 counter on that card.": (
        "When an adjacent card is revealed, put a +1 counter on it.",
        "Whenever an adj. card is revealed: +1 counter on it.",
        "Each time a neighbouring card is revealed, it gets a +1 counter.",
    ),
    "When an opp. card in adj. slots is revealed: That card gets -1.": (
        "When an adjacent enemy card is revealed, it gets -1.",
        "Whenever an adj. opp. card is revealed, it gets -1.",
    ),
    "When your card in adj. slots is destroyed: Draw a card.": (
        "When your adj. card is destroyed, draw a card.",
        "Whenever an adjacent friendly card dies, draw a card.",
        "When an adjacent card you control is destroyed, draw a card.",
    ),
    # "upon destruction of" a card: when it is destroyed
    "When your card is destroyed: Draw a card.": (
        "Upon destruction of a card you control, draw a card.",
        "On the destruction of a card of yours, you draw one.",
    ),
    "When this card is destroyed: Draw a card.": (
        "Upon destruction of this card, draw a card.",
        "If this card is destroyed by a card effect: draw a card.",
        "When this is destroyed by an effect, draw 1.",
        "If this card is destroyed by a card's effect, draw a card.",
    ),
    # a card discarded or drawn: a player discards or draws it
    "When a player discards a card: Put a +1 counter on this card.": (
        "When a card is discarded, put a +1 counter on this card.",
        "Whenever any card is discarded: +1 counter on this.",
        "Each time a card gets discarded, this gets a +1 counter.",
    ),
    "When you discard a card: Draw a card.": (
        "When your card is discarded, draw a card.",
        "Whenever a friendly card is discarded, draw a card.",
    ),
    "When opp. draws a card: This card gets +1.": (
        "Whenever an opp. card is drawn, this gets +1.",
    ),
    # the end of each reveal (placement) phase: after it
    "[R]: Draw a card.": (
        "End of each reveal phase: draw a card.",
        "At the end of each Reveal Phase, draw 1.",
    ),
    "[P]: Tap OC.": ("At the end of each placement phase, tap OC.",),
    # "its owner returns it": returned to hand, which is its owner's
    "When this card is destroyed: Return this card to hand.": (
        "When this is destroyed, its owner returns it to their hand.",
        "When this card dies, his owner returns it to the hand.",
        "Upon destruction, her owner returns it to its owner's hand.",
    ),
    # "a previous slot", as "an adjacent slot": any of them
    "Return a card in prev. slots to hand.": (
        "Return a card in a previous slot to its owner's hand.",
        "Bounce a card in any prev. slot.",
    ),
    "When a card in next slots is destroyed: Draw a card.": (
        "Whenever a card in any next slot dies, draw a card.",
    ),
    # "a slot adjacent to this card's slot": adj. slots
    "When a card in adj. slots is destroyed: Draw a card.": (
        "When a card in a slot adjacent to this card's slot is destroyed, draw a card.",
        "Whenever a card in the slots adjacent to this one dies, draw a card.",
    ),
    "[SSCORE]: Your cards in adj. slots get +1.": (
        "At the start of scoring, your cards in a slot adjacent to this get +1.",
    ),
    # the start of each placement phase: the start of the turn
    "[BT]: Draw a card.": (
        "Start of each Place phase: draw a card.",
        "At the start of each placement phase, draw 1.",
    ),
    # "comes out", "comes in": turned face up, as its designers meant
    "Draw a card.": ("When this card comes out, draw a card.", "When this comes in, draw 1."),
    # "its owner" after a trigger about this card: this card's owner, you (as "this card's owner")
    "When this card is destroyed: Draw 2 cards.": (
        "When this card is destroyed, its owner draws 2 cards.",
        "When destroyed, its owner draws two cards.",
    ),
    # the card a trigger is about, sure to be yours: back to your hand is back to its owner's
    "When your card is destroyed: Return that card to hand.": (
        "When your card is destroyed, return it to your hand.",
        "Whenever a friendly card dies, put it back in your hand.",
    ),
    "When an opp. card is destroyed: Return that card to hand.": (
        "When an enemy card is destroyed, return it to its owner's hand.",
    ),
    # "it" as the subject after a comparison whose subject is OC: OC
    "If OC is higher, OC gets -2.": (
        "If OC is higher than this, it gets -2.",
        "If the OC is bigger than this card, it loses 2.",
        "If OC has a higher value than this one it gets -2",
        "if OC's value is greater than this card's value, it gets -2",
    ),
    "If OC is lower, OC has value 0.": ("If OC is lower than this card, it has value 0.",),
}
(
    test_a_phrasing_of_a_class_reads_as_its_canonical_text,
    test_the_canonical_texts_print_back_as_themselves,
) = class_tests(CLASSES)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # this card's own reveal fires "When a card is revealed": no trigger leaves it out
        ("When another card is revealed, draw a card.", "own reveal"),
        ("Whenever another friendly card is revealed, it gets +1.", "own reveal"),
        # a card drawn or discarded is in a hand, where no card's text works
        ("When this card is discarded, draw a card.", "in a hand"),
        ("Whenever a card in adj. slots is discarded, draw a card.", "never in a slot"),
        # "it" as an object after a comparison of OC with this card: either card
        ("If OC is higher than this, destroy it.", "could mean"),
        ("If OC is higher than this card, it gets -2 and tap it.", "could mean"),
        # the subject is this card: "it" could be either
        ("If this card is lower than OC, it gets +2.", "could mean"),
        # back from the pile, or instead of it (test_pronouns_and_triggers)
        ("If this is destroyed, its owner returns it to their hand.", "instead"),
        # "a prev. slot" where a card goes: the previous slot, or any before it?
        ("Move OC to a prev. slot.", "unexpected"),
        ("Move OC to a next slot.", "unexpected"),
        # a card destroyed, not sure to be yours, put in your hand
        ("When a card is destroyed, return it to your hand.", "not sure to be yours"),
        # a card said to be both players'
        ("When a card of yours opp. controls is destroyed, draw a card.", ""),
    ],
)
def test_what_the_words_do_not_settle_is_refused(text: str, said: str) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert said in str(refused.value)


def test_if_a_card_is_discarded_is_not_mended_into_your_card() -> None:
    # "If a card is destroyed" does not read (a condition cannot wait for an event); a friendly
    # card now reads as "a your card", which the mending of left-out words must not put in
    for text in ("If a card is destroyed, draw a card.", "If a card is discarded, draw a card."):
        with pytest.raises(CardTextError):
            parse(text)

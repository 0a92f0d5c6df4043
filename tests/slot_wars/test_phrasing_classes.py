"""Classes of phrasing read by what they are, not word by word: signs and arrows of any script,
other games' stand-ins for the card's name and their one-word keyword abilities, the card a
player places next, "#" for "the number of"."""

from __future__ import annotations

import pytest

from tests.slot_wars.classes import class_tests
from wartable.variants.slot_wars.text import CardTextError, parse

CLASSES: dict[str, tuple[str, ...]] = {
    # comparison signs and arrows, typed or Unicode
    "If OC's value is 7 or more, tap OC.": ("If OC ≥ 7, tap it.", "If OC >= 7, tap it."),
    "If OC's value is 2 or less, destroy OC.": (
        "If OC ≤ 2, destroy it.",
        "If OC <= 2, destroy it.",
    ),
    "Draw a card.": (
        "On reveal → draw a card.",
        "On reveal ⇒ draw a card.",
        "On reveal -> draw a card.",
    ),
    # the card's own name, as other games write it
    "This card gets +2.": ("CARDNAME gets +2.", "~ gets +2.", "[this] gets +2.", "{name} gets +2."),
    "When this card is destroyed: Draw a card.": (
        "When [this] is destroyed, draw a card.",
        "When ~ is destroyed, draw a card.",
        "When <card name> is destroyed, draw a card.",
    ),
    # a keyword ability, as a sentence of its own
    "This card can't be targeted by opp.": ("Hexproof.", "Hexproof"),
    "This card can't be targeted.": ("Shroud.", "Untargetable."),
    "This card can't be destroyed.": ("Indestructible.",),
    "Draw a card. This card can't be targeted by opp.": ("Draw a card. Hexproof.",),
    # the card a player places next: its cards in the next slot
    "Your cards in the next slot get +2.": (
        "Your next card gets +2.",
        "The next card you place gets +2.",
        "The next card you play gets +2.",
        "Next card you play gets +2.",
        "Your next slot cards get +2.",
    ),
    "Opp. cards in the next slot get -1.": (
        "Opp's next card gets -1.",
        "The next card opp plays gets -1.",
    ),
    "Your cards in the prev. slot get +1.": ("Your previous card gets +1.",),
    # a card ranked by its value: the ranked card
    "Lowest card wins in this slot.": (
        "The card with the lower value wins this slot.",
        "In this slot the card with the smaller value wins.",
    ),
    "Your lowest card gets +4.": ("Your card with the lowest value gets +4.",),
    # a card state said before the owner, a relative slot said as a noun before "cards"
    "Your tapped cards get +1.": ("Tapped your cards get +1.",),
    "Destroy opp. untapped cards.": ("Destroy untapped opp cards.",),
    "All cards in the next slot get +1.": ("Next slot cards get +1.", "Next slot's cards get +1."),
    "All cards in the prev. slot get -1 and all cards in the next slot get +1.": (
        "Prev slot cards get -1, next slot cards get +1.",
    ),
    "All cards in adj. slots get +1.": ("Adjacent slot cards get +1.",),
    # an abbreviated verb with its dot; "this" alone in a set phrase; counters as an object
    "Return OC to hand.": ("Ret. OC to hand.", "Rtn. OC to hand."),
    "Double this card's value.": ("Dbl. this card's value.",),
    "OC gets -1 until end of round.": ("OC gets -1 until this leaves the table.",),
    "Counters can't be placed on this card.": (
        "This card can't get counters.",
        "This card can't receive counters.",
    ),
    "Counters can't be placed on your cards.": ("Your cards can't get any counters.",),
    # a player with a signed count of cards draws them; "to" for "two" before what is counted
    "Draw 2 cards.": ("You +2 cards.", "You: +2 cards.", "Draw to cards."),
    "Opp. draws a card.": ("Opp +1 card.",),
    "Score 2 points.": ("Score to points.",),
    # a lead naming ties, then who wins them
    "Ties go to the higher printed value.": (
        "In case of a tie, the higher printed value wins.",
        "On a tie, the higher printed value wins.",
        "Ties: the higher printed card wins.",
        "In the event of a tie, higher printed value wins.",
    ),
    "Ties go to you.": ("In case of a tie, you win.", "If tied, you win.", "On ties: you win it."),
    "Ties go to opp.": ("If there is a tie, opp wins.",),
    # a lead naming conflicts, before a rule about them
    "Higher printed values resolve first.": (
        "In conflicts, higher printed values resolve first.",
        "Conflicts: higher printed values resolve first.",
    ),
    "Conflicts don't fizzle.": (
        "In conflict, cards don't fizzle.",
        "During a conflict: cards don't fizzle.",
    ),
    # "#": the number; after "per" or "for each" the count goes without saying
    "This card gets +1 for each card in your hand.": (
        "+1 per # of cards in your hand.",
        "+1 per #cards in your hand.",
        "+1 per number of cards in your hand.",
        "+1 for each # of cards in your hand.",
    ),
    "This card has value equal to the number of cards in your hand.": (
        "This card's value = # of cards in your hand.",
        "This card's value is the # of cards in your hand.",
    ),
}

(
    test_a_phrasing_of_a_class_reads_as_its_canonical_text,
    test_the_canonical_texts_print_back_as_themselves,
) = class_tests(CLASSES)


def test_a_stand_in_for_the_name_says_how_it_was_read() -> None:
    assert "read 'CARDNAME' as 'this card'" in parse("CARDNAME gets +2.").notes


@pytest.mark.parametrize(
    "text",
    [
        "OC loses hexproof.",  # a keyword is read only as a sentence of its own
        "Indestructible until end of round.",
        "Draw a card #",  # '#' before no word is no number
        "Opp -1 card.",  # a draw only: what a lost card is, the text must say
        "Tap the next slot card.",  # the card there: yours, opp.'s or both? (as ever)
        "In a tie, draw a card.",  # a lead naming ties reads only before who wins them
        "In conflicts, draw a card.",  # a lead naming conflicts, only before a rule about them
    ],
)
def test_what_is_not_of_the_class_is_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


@pytest.mark.parametrize(
    "text",
    [
        "When the moon is full: draw a card.",
        "If the moon is full: draw a card.",
        "At dawn: draw a card.",
        "Each dawn, draw a card.",
    ],
)
def test_a_lead_opening_as_a_trigger_is_never_left_out_as_flavour(text: str) -> None:
    # left out, the rule would read as "when revealed": a wrong reading, not flavour
    with pytest.raises(CardTextError, match="unknown word"):
        parse(text)
    assert parse("The moon is full. Draw a card.").canonical() == "Draw a card."


def test_a_pronoun_counted_by_draw_is_refused() -> None:
    # found by fuzzing: "draw [for] this" was read as a count whose canonical text did not parse
    with pytest.raises(CardTextError):
        parse("draw This")


def test_the_next_card_placed_face_up_keeps_its_construct() -> None:
    assert parse("Your next card is placed face up.").canonical() == (
        "You must place cards face up in the next slot."
    )

"""Rule changes said in designers' own sentences (issue 16, rule cards): who wins a slot, who takes
a tie, a tied round, cards that score nothing, the order conflicts resolve in, cards placed face
up, and the leads and tails put around a rule. Each phrasing reads as its construct's canonical
text; what could mean two things, or asks for a rule the language has no construct for, stays
refused (:mod:`wartable.variants.slot_wars.text.rulesaid`)."""

from __future__ import annotations

import pytest

from tests.slot_wars.classes import class_tests
from wartable.variants.slot_wars.text import CardTextError, parse

CLASSES: dict[str, tuple[str, ...]] = {
    # the lowest card wins ("Lowest wins." alone names no slot: refused, below)
    "Lowest card wins in all slots.": (
        "Scoring works backwards: the lowest card in each slot takes the point.",
        "The lowest card in every slot wins.",
        "Lowest wins in every slot.",
        "In all slots the smaller value wins.",
        "The weakest card takes each slot.",
        "Smallest card in all slots wins.",
        "Static: lowest card wins in all slots.",
    ),
    "Lowest card wins in this slot.": (
        "lowest wins here",
        "Low wins in this slot.",
        "The lowest card in this slot wins.",
        "Lowest card wins in this slot (this replaces the normal rule).",
        "Lowest card wins in this slot instead of the usual.",
        "Lowest card wins in this slot; this replaces the usual rule.",
        "Passive: low card takes this slot.",
    ),
    "Lowest card wins in S5.": (
        "The lowest value takes the point in S5.",
        "The smallest card in S5 wins.",
        "Ongoing - lowest wins in S5.",
    ),
    # ties and who takes them
    "Ties go to the player with more cards in hand.": (
        "If it's a tie, whoever has more cards in hand gets the point.",
        "A tied slot is for the player holding more cards.",
        "Ties go to whoever holds more cards.",
        "If tied, the player holding more cards wins.",
        "Ties go to the player with the bigger hand.",
        "In a tie, whoever has the larger hand wins the slot.",
        "Ties go to the player with more cards in hand. If they also tie, nobody scores.",
        "If there is a tie, the player who holds more cards in hand takes it.",
    ),
    "Ties in this slot go to the player with more cards in hand.": (
        "A tie in this slot goes to the player with more cards in hand. If hands are equal too,"
        " nobody scores.",
    ),
    "Ties go to the player with fewer points.": (
        "Equal values: the player with fewer points wins the slot.",
        "On a tie the player with less points wins the slot.",
        "If a slot is tied, the player with fewer points gets it.",
        "Ties go to the player with fewer points. If those are tied too, no one scores the slot.",
    ),
    "Ties in adj. slots go to you.": (
        "Ties in adj. go to me.",
        "ties in adjacent go to you",
    ),
    "Ties in S9 go to you.": (
        "Ties are mine in S9.",
        "Ties go to me in S9.",
    ),
    "Ties go to you.": (
        "Ongoing: ties go to you.",
        "Passive - ties go to you.",
        "Continuous: ties go to you.",
        "Static ability: ties go to you.",
        "As long as this is on the table - ties go to you.",
        "Ties go to you (this replaces the normal rule).",
        "Ties go to you, instead of the normal rule.",
    ),
    # tied rounds
    "Win tied rounds.": (
        "If the score is tied at the end of scoring, you win the round instead of replaying it.",
        "You win rounds that end level.",
        "If the round ends in a draw, you win.",
        "If the round is tied, you win it instead of replaying it.",
        "If the points are equal at the end of the round, you win the round.",
        "If both players have the same points at the end of the round, you win the round.",
        "If points are tied after scoring, you win the round.",
        "Round ties go to you.",
        "A drawn round is yours.",
        "If the scoring phase would result in a tie for the round, the player who controls this"
        " card wins the round instead.",
    ),
    "Opp. wins tied rounds.": (
        "Rounds that end tied go to opp.",
        "Tied rounds go to your opponent.",
    ),
    # cards that score nothing
    "All tapped cards score no points.": (
        "tapped cards dont score",
        "Tapped cards give no points.",
        "A tapped card can't score.",
        "Tapped cards don't count at scoring.",
        "Tapped cards are ignored when scoring.",
        "Tapped cards score nothing.",
        "Tapped cards are worth 0 points.",
        "Tapped cards are not counted during scoring.",
        "Passive: tapped cards score zero.",
    ),
    "All unrevealed cards score no points.": (
        "Unrevealed cards can't score.",
        "Face-down cards give no points.",
    ),
    "All tapped cards in S1-S3 score no points.": ("Tapped cards in S1-S3 can't score.",),
    # the order conflicts resolve in
    "Higher printed values resolve first.": (
        "cards resolve from highest printed value to lowest",
        "Resolve conflicts from the highest printed value down.",
        "Higher printed cards resolve first.",
        "Highest level resolves first.",
        "Higher Level cards go first.",
        "In a chain, higher printed values resolve first.",
        "Conflicts: higher printed values first.",
        "Abilities go from the highest printed value to the lowest.",
    ),
    "Conflicts resolve in slot order.": (
        "cards with the same printed value resolve in slot order instead of fizzling",
        "equal cards don't cancel each other; the one in the lower slot resolves first",
        "Same printed values don't negate each other; the card in the lowest slot resolves first.",
    ),
    "Conflicts don't fizzle.": (
        "Cards with the same printed value don't negate each other.",
        "Same printed values don't fizzle.",
        "Equal printed values no longer cancel out.",
        "Conflicting cards don't negate.",
    ),
    # cards placed face up
    "Opp. must place cards face up.": (
        "Opp. places his cards open.",
        "Your opponent plays face up.",
        "Opp.'s cards are placed revealed.",
        "Opponent's cards are placed face up.",
        "Opp. places face up.",
        "Your opponent must play her cards openly.",
        "Opp. cards must be played face-up.",
    ),
}

(
    test_a_phrasing_of_a_class_reads_as_its_canonical_text,
    test_the_canonical_texts_print_back_as_themselves,
) = class_tests(CLASSES)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # "lowest wins" with no card and no slot: this card's slot, or every slot?
        ("Lowest wins.", "Lowest card wins in all slots."),
        ("Smaller wins.", "Lowest card wins in this slot."),
        ("The lowest takes it.", "Lowest card wins in all slots."),
        # a draw with no slot named: a tied slot, or a tied round?
        ("Draws go to you.", "Win tied rounds."),
        ("Draws go to you.", "Ties go to you."),
        ("All draws are yours.", "Win tied rounds."),
        ("Draws go to your opponent.", "Opp. wins tied rounds."),
        # a lead that says "always on" before a change made once says what it does not
        ("Ongoing: draw a card.", "while this card is on the table"),
        ("Passive: destroy OC.", "while this card is on the table"),
    ],
)
def test_what_could_mean_two_things_is_refused_naming_them(text: str, said: str) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert said in str(refused.value)


@pytest.mark.parametrize(
    "text",
    [
        "Higher cards go first.",  # placed first, or resolved first? by value, or printed value?
        "Tapped cards don't count.",  # at scoring, or in every count ("for each card")?
        "Opp. plays with open cards.",  # face up on the table, or with an open hand?
        "You win the round on a tie.",  # a tied slot wins the round, or a tied round is yours?
        "Ties in the round go to you.",  # the round's slots, or the round itself?
        "Aura: ties go to you.",  # Magic's Aura is attached to a card: which?
        # rules the language has no construct for
        "Tapped cards don't win slots, they lose them.",
        "If cards conflict, this one wins.",
    ],
)
def test_what_the_language_cannot_say_stays_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


def test_a_rule_said_in_other_words_says_how_it_was_read() -> None:
    read = parse("Tapped cards give no points.")
    assert any("score no points" in note for note in read.notes)


def test_scoring_backwards_alone_is_still_the_order_of_the_slots() -> None:
    # the lead "Scoring works backwards:" is left out only before a rule of the lowest card
    assert parse("Scoring goes backwards.").canonical() == "Slots are scored from S9 to S1."


def test_a_saying_never_turns_a_text_into_an_effect_made_once() -> None:
    # "Lowest wins" as a saying of a rule; before "draw a card" the text is not a rule
    with pytest.raises(CardTextError):
        parse("Lowest wins and draw a card.")

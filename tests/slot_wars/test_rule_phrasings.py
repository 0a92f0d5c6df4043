"""Rule changes and bans said the ways designers say them (issue 16): each phrasing reads as
its construct's canonical text, and the phrasings that could mean two things stay refused."""

from __future__ import annotations

import pytest

from wartable.variants.slot_wars.text import CardTextError, parse


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        # a lawyer's "shall"
        ("OC shall not be destroyed.", "OC can't be destroyed."),
        (
            "Your cards shall never be moved this round.",
            "Your cards can't be moved until end of round.",
        ),
        ("Opp. shall not draw cards.", "Opp. can't draw cards."),
        (
            "No player shall draw cards this turn.",
            "Each player can't draw cards until end of turn.",
        ),
        ("Neither player shall score S5.", "Each player can't win S5."),
        ("OC shall not change slots.", "OC can't be moved."),
        ("This card can't leave its slot.", "This card can't be moved."),
        # nobody, with or without "can"
        ("Nobody draws cards this turn.", "Each player can't draw cards until end of turn."),
        (
            "No one discards cards this round.",
            "Each player can't discard cards until end of round.",
        ),
        ("Neither player places cards in S5.", "Each player can't place cards in S5."),
        ("Nobody scores S9.", "Each player can't win S9."),
        # no draws
        ("Opp. gets no draws this round.", "Opp. can't draw cards until end of round."),
        ("Opp.: no draws.", "Opp. can't draw cards."),
        ("You get zero draws this turn.", "You can't draw cards until end of turn."),
        # the ban said of the cards
        ("9s can't be placed in S9.", "Each player can't place cards with printed value 9 in S9."),
        (
            "Cards of value 7 or more cannot be placed in adj. slots by your opponent.",
            "Opp. can't place cards with printed value 7 or more in adj. slots.",
        ),
        (
            "Cards with a printed value of 1 may not be placed in S1-S3 by either player this round.",
            "Each player can't place cards with printed value 1 in S1-S3 until end of round.",
        ),
        # only: a ban on the other cards
        (
            "Opp. may only place cards of 4 or less in the next slot.",
            "Opp. can't place cards with printed value 5 or more in the next slot until end of round.",
        ),
        (
            "Your opponent can only play cards with value 6 or more in S9.",
            "Opp. can't place cards with printed value 5 or less in S9.",
        ),
        ("Opp. may only play even cards.", "Opp. can't place cards with printed value odd."),
        (
            "Opponent only can put 9s in the next slot this round.",
            "Opp. can't place cards with printed value 8 or less in the next slot until end of round.",
        ),
        # ties said another way
        ("If this slot is tied, you score it.", "Ties in this slot go to you."),
        ("If there's a tie in S5, you get the point.", "Ties in S5 go to you."),
        ("If it is a tie in adj. slots, you score the point.", "Ties in adj. slots go to you."),
        ("If a slot is tied at scoring, you get it.", "Ties go to you."),
        ("Ties: opp.", "Ties go to opp."),
        (
            "On a tie, the card with the lower printed value wins.",
            "Ties go to the lower printed value.",
        ),
        ("Tied slots score 1 point for each player.", "Ties give each player a point."),
        ("A tie in S9 awards both players 1 point.", "Ties in S9 give each player a point."),
        ("Printed values decide S1-S3.", "Highest printed value wins in S1-S3."),
        ("Only printed values count in this slot.", "Highest printed value wins in this slot."),
        # values
        ("OC can't lose value this round.", "OC's value can't be lowered until end of round."),
        ("Your cards can't have counters on them.", "Counters can't be placed on your cards."),
        ("Unrevealed cards count as 2 rather than 0.", "All unrevealed cards get +2."),
        ("Notwithstanding the rules, ties go to you.", "Ties go to you."),
        ("Your cards can't be destroyed by any effect.", "Your cards can't be destroyed."),
        # rule changes for the round
        ("Score the slots from 9 down to 1.", "Slots are scored from S9 to S1."),
        (
            "For the rest of this round, slots are scored in reverse order.",
            "Slots are scored from S9 to S1 until end of round.",
        ),
        (
            "Ties in S5 go to the higher printed value this round.",
            "Ties in S5 go to the higher printed value until end of round.",
        ),
        # empty sides
        ("Empty slots are worth 4.", "Empty slots count as 4."),
        (
            "Your empty slots have a value of 3 this round.",
            "Your empty slots count as 3 until end of round.",
        ),
        (
            "Opp.'s empty slots in S7-S9 count as a card with value 2.",
            "Opp.'s empty slots in S7-S9 count as 2.",
        ),
    ],
)
def test_a_rule_said_another_way_reads_as_its_construct(text: str, canonical: str) -> None:
    assert parse(text).canonical() == canonical
    assert parse(canonical).canonical() == canonical


@pytest.mark.parametrize(
    "text",
    [
        "OC shall not be modified.",  # its value kept as printed, or as it is now?
        "Opp. may only place 5s.",  # 1 to 4 and 6 to 9: no one test
        "Opp. may only place cards.",  # which cards?
        "Opp: no draw next turn.",  # this turn's draw phase, or the next turn's?
        "Score the slots from 1 to 9.",  # the seed's order: no rule change
    ],
)
def test_a_rule_that_could_mean_two_things_or_nothing_is_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)

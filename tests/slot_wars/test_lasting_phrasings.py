"""Rules and restrictions said with how long they last, and with their subject and verb in a
designer's own words (issue 16): each phrasing reads as its construct's canonical text; what
could mean two things, or says more than the construct does, stays refused."""

from __future__ import annotations

import pytest

from wartable.variants.slot_wars.text import CardTextError, parse


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        # a lead that says how long a rule lasts, which it does anyway
        ("While this card is on the table, ties go to you.", "Ties go to you."),
        ("While this is in play, lowest card wins in this slot.", "Lowest card wins in this slot."),
        ("While this is out, S9 is worth 2 points.", "S9 is worth 2 points."),
        (
            "As long as this card stays, stacked cards add their values.",
            "Stacked cards add their values.",
        ),
        (
            "So long as this remains on the board, higher printed values resolve first.",
            "Higher printed values resolve first.",
        ),
        (
            "For as long as ~ is on the table, ties give each player a point.",
            "Ties give each player a point.",
        ),
        ("While I stand, ties go to opp.", "Ties go to opp."),
        ("While this lives: empty slots count as 5.", "Empty slots count as 5."),
        (
            "While this is in table all cards in S1-S3 can't be destroyed.",
            "All cards in S1-S3 can't be destroyed.",
        ),
        (
            "While this card is face up on the table, tapped cards score no points.",
            "All tapped cards score no points.",
        ),
        ("While this card is around, opp. can't discard cards.", "Opp. can't discard cards."),
        # said last
        ("Ties go to you while I stand.", "Ties go to you."),
        ("Ties in S1-S3 go to you as long as this lives.", "Ties in S1-S3 go to you."),
        ("Opp. can't draw cards while this is out.", "Opp. can't draw cards."),
        # as before: a value change, a ban
        ("While this card is on the table, OC gets -2.", "OC gets -2."),
        ("While this card is on the table, opp. can't draw cards.", "Opp. can't draw cards."),
        # the lead of a rule about conflicts
        (
            "So long as this card remains on the table, conflicting cards with the same printed"
            " value no longer fizzle; the lower-numbered slot resolves first.",
            "Conflicts resolve in slot order.",
        ),
    ],
)
def test_lasting_phrasings_read(text: str, canonical: str) -> None:
    assert parse(text).canonical() == canonical


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        # no card: the ban on all of them
        ("Nothing can be destroyed.", "All cards can't be destroyed."),
        ("No card in S1-S3 may be moved.", "All cards in S1-S3 can't be moved."),
        ("Nothing in adj. slots can be destroyed.", "All cards in adj. slots can't be destroyed."),
        ("Nothing dies here.", "All cards in this slot can't be destroyed."),
        ("No cards die in S9.", "All cards in S9 can't be destroyed."),
        # moving, said of the card that moves
        ("No card can move.", "All cards can't be moved."),
        ("OC cant move or swap slots.", "OC can't be moved."),
        ("Your cards can't move this round.", "Your cards can't be moved until end of round."),
        ("This card can't move while I stand.", "This card can't be moved."),
        # nobody can: no effect can
        ("Nobody can destroy this card.", "This card can't be destroyed."),
        ("Neither player may move cards of S1-S3.", "All cards in S1-S3 can't be moved."),
        ("No one can tap OC this round.", "OC can't be tapped until end of round."),
        ("This card can't be destroyed by anyone.", "This card can't be destroyed."),
        ("Neither party may discard.", "Each player can't discard cards."),
        # counters put
        ("Counters can't be put on OC.", "Counters can't be placed on OC."),
        ("No counters can be put on your cards.", "Counters can't be placed on your cards."),
    ],
)
def test_restriction_subjects_read(text: str, canonical: str) -> None:
    assert parse(text).canonical() == canonical


@pytest.mark.parametrize(
    "text",
    [
        # moving cards is not being moved
        "Opp. can't move cards or draw.",
        "Nothing happens.",
    ],
)
def test_restrictions_that_say_something_else_stay_apart(text: str) -> None:
    try:
        read = parse(text).canonical()
    except CardTextError:
        return
    assert "can't be moved" not in read and "can't be destroyed" not in read


@pytest.mark.parametrize(
    "text",
    [
        # a lead in front of what happens once says what the ability does not
        "While this card is on the table, draw a card.",
        "While this is out, destroy OC.",
        "As long as this card is on the table, take control of OC.",
        # a condition checked once under a lead that says "throughout": which?
        "While this card is on the table, if OC is odd, ties go to you.",
        "While this card is on the table.",
    ],
)
def test_a_lead_that_says_more_than_the_ability_is_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


def test_the_refusal_of_a_lead_says_why() -> None:
    with pytest.raises(CardTextError, match="says how long a lasting change lasts"):
        parse("While this is on the table, draw a card.")

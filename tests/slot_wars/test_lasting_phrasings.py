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
    ("text", "canonical"),
    [
        # the subject of a tie rule
        ("A tied slot goes to the higher printed value.", "Ties go to the higher printed value."),
        (
            "Tied slots in S2-S4 go to the lower printed value.",
            "Ties in S2-S4 go to the lower printed value.",
        ),
        (
            "Ties in S9 are won by the higher printed card.",
            "Ties in S9 go to the higher printed value.",
        ),
        ("Ties are a win for me.", "Ties go to you."),
        ("S7-S9 ties: yours.", "Ties in S7-S9 go to you."),
        ("Ties in S1: yours.", "Ties in S1 go to you."),
        ("In S5, ties go to opp.", "Ties in S5 go to opp."),
        # a tie lead, then who wins
        (
            "Ties: if this slot is tied, the lower printed value wins it.",
            "Ties in this slot go to the lower printed value.",
        ),
        (
            "If this slot is tied, the card with the higher printed value wins.",
            "Ties in this slot go to the higher printed value.",
        ),
        ("In case of a tie, you win this slot.", "Ties in this slot go to you."),
        ("At equal values you win here.", "Ties in this slot go to you."),
        (
            "With equal values, wins the card with the higher printed value.",
            "Ties go to the higher printed value.",
        ),
        ("In case of a tie, wins this card.", "Ties in this slot go to you."),
        # this card's value equal to OC's, when it decides the slot
        (
            "If this card's value is equal to OC's, you get the point.",
            "Ties in this slot go to you.",
        ),
        ("If this card and OC are tied, you win this slot.", "Ties in this slot go to you."),
    ],
)
def test_tie_rules_read(text: str, canonical: str) -> None:
    assert parse(text).canonical() == canonical


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        # a sentence that says again what the rule before it does
        (
            "Ties go to the lower printed value. If the printed values are the same too, nobody"
            " scores the slot.",
            "Ties go to the lower printed value.",
        ),
        (
            "Ties in S9 go to the player with fewer points. If those are equal, nobody gets it.",
            "Ties in S9 go to the player with fewer points.",
        ),
        (
            "Opp. can't place cards with printed value 8 or more in S5. If opp. has only such"
            " cards, they place nothing there.",
            "Opp. can't place cards with printed value 8 or more in S5.",
        ),
        # printed values placed
        (
            "Opp. may only place printed 1-4 in S9.",
            "Opp. can't place cards with printed value 5 or more in S9.",
        ),
        (
            "In S1-S3, you can't place a printed 9.",
            "You can't place cards with printed value 9 in S1-S3.",
        ),
        # a lead in front of any of these
        (
            "While this is on the table, a tied slot goes to the higher printed value. If the"
            " printed values are also tied, nobody scores it.",
            "Ties go to the higher printed value.",
        ),
        (
            "As long as I stand, nothing in adj. slots can be destroyed.",
            "All cards in adj. slots can't be destroyed.",
        ),
        ("While this is out, S1-S3 ties: yours.", "Ties in S1-S3 go to you."),
        # ties worth a point to each
        ("Ties are worth a point for both players.", "Ties give each player a point."),
        # count as
        ("Unrevealed cards are deemed 3.", "All unrevealed cards get +3."),
        ("Face-down cards are treated as 1.", "All unrevealed cards get +1."),
    ],
)
def test_rules_said_more_fully_read(text: str, canonical: str) -> None:
    assert parse(text).canonical() == canonical


@pytest.mark.parametrize(
    "text",
    [
        # not a restatement: it says what the rule before it does not
        "Draw a card. If the printed values are tied, nobody scores it.",
        "Ties go to you. If they are tied, nobody scores.",
        # how long a ban on the next slot lasts is read both ways by the corpus's meanings
        "Opp. can't place a printed 1-3 in the next slot.",
    ],
)
def test_sentences_that_say_more_stay_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ties: mine.",  # this slot, or every slot?
        "Ties: yours.",
    ],
)
def test_a_tie_rule_that_does_not_say_where_stays_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


def test_a_value_equal_to_ocs_is_a_condition_before_another_effect() -> None:
    read = parse("If this card's value equals OC's value, draw a card.").canonical()
    assert "Ties" not in read


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

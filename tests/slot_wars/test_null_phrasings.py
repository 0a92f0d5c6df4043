"""The constructs added for the intents designers kept writing without words for them (issue 16,
the held-out parts' nulls), said the ways designers say them: each phrasing reads as the
construct's canonical text, and the phrasings that could mean two things stay refused."""

from __future__ import annotations

import pytest

from wartable.variants.slot_wars.text import CardTextError, parse
from wartable.variants.slot_wars.text.printer import explain

SLOT_ORDER = "Conflicts resolve in slot order."


@pytest.mark.parametrize(
    "text",
    [
        "Conflicts resolve in slot order.",
        "Conflicts are resolved in slot order, lowest first.",
        "Conflicts don't fizzle; the card in the lowest slot resolves first.",
        "Conflicts do not fizzle. Instead the card in the lower slot resolves first.",
        "In conflicts, cards don't fizzle: lower slots resolve first.",
        "Conflicting abilities resolve from S1 to S9 instead of fizzling.",
        "Conflicting effects with equal printed values no longer fizzle; resolve them in slot order.",
        "Notwithstanding the conflict rules, conflicts resolve in slot order.",
        "While this card is on the table, conflicts don't fizzle: the lower-numbered slot"
        " resolves first.",
        "As long as this card is in play, conflicting cards resolve in slot order.",
    ],
)
def test_conflicts_in_slot_order(text: str) -> None:
    assert str(parse(text)) == SLOT_ORDER


def test_slot_order_keeps_the_sentences_after_it() -> None:
    text = "Conflicts don't fizzle; lower slots resolve first. Draw a card."
    assert str(parse(text)) == f"{SLOT_ORDER} Draw a card."


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("Conflicts don't fizzle.", "Conflicts don't fizzle."),
        ("Conflicts don't fizzle. Draw a card.", "Conflicts don't fizzle. Draw a card."),
        (
            "Conflicts don't fizzle; lower printed values resolve first.",
            "Conflicts don't fizzle. Lower printed values resolve first.",
        ),
    ],
)
def test_other_rules_of_conflicts_read_as_before(text: str, canonical: str) -> None:
    assert str(parse(text)) == canonical


@pytest.mark.parametrize(
    "text",
    [
        "Conflicts resolve in slot order, highest first.",
        "Conflicts don't fizzle; the card in the higher slot resolves first.",
        "Conflicts don't fizzle; the card in S9 resolves first.",
    ],
)
def test_other_slot_orders_are_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


def test_slot_order_explained() -> None:
    said = explain(parse(SLOT_ORDER))
    assert "lower slot resolves first" in said and "coin toss" in said


# -- a lasting change counted by the effect before it ----------------------------------------------

PAID = "You may discard your hand to give this card +1 for each of them."


@pytest.mark.parametrize(
    "text",
    [
        PAID,
        "You may discard your hand. If you do, this card gets +1 for each of them.",
        "You may discard your whole hand. If you do, this card gets +1 for each card discarded.",
        "You can discard your hand to give this card +1 per card discarded.",
        "Discard your hand: this card gets +1 for each card discarded.",
        "Discard your hand: +1 for each card discarded.",
    ],
)
def test_a_whole_hand_paid_for_a_bonus_per_card(text: str) -> None:
    assert str(parse(text)) == PAID


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        (
            "Destroy opp. cards in adj. slots. This card gets +2 for each of them.",
            "Destroy opp. cards in adj. slots. This card gets +2 for each of them.",
        ),
        (
            "Tap your other cards. This gets +1 for each of them.",
            "Tap your cards except this card. This card gets +1 for each of them.",
        ),
        (
            "Discard your hand. This card gets +1 for each of them until end of round.",
            "Discard your hand. This card gets +1 for each of them until end of round.",
        ),
    ],
)
def test_lasting_changes_counted_by_the_effect_before(text: str, canonical: str) -> None:
    assert str(parse(text)) == canonical


def test_a_counted_lasting_change_is_explained_as_counted_once() -> None:
    said = explain(parse(PAID))
    assert "counted when the ability resolves" in said and "whenever it changes" not in said


@pytest.mark.parametrize(
    "text",
    [
        "Discard your hand. This card gets +1 for each of them.",
        "discard your whole hand and this gets +1 for each card discarded",
    ],
)
def test_a_whole_hand_said_as_a_price_is_refused_with_both_readings(text: str) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert PAID in str(refused.value)
    assert "until end of round" in str(refused.value)


@pytest.mark.parametrize(
    "text",
    [
        "This card gets +1 for each of them.",
        "While you are behind, this card gets +1 for each of them.",
    ],
)
def test_nothing_before_to_count_is_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)

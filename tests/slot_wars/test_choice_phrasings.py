"""Options and prices in designers' words (issue 16, choices11): choice lists in the notations of
other games' cards and of hurried notes, "If yes" and its kin after an option, cards paid, a
label that names a price (poker's "Ante:"), your own card destroyed as a price (Magic's
"sacrifice", Yu-Gi-Oh!'s "tribute"). Each class in phrasings of its own (not the corpus's texts),
and what stays refused, with its readings."""

from __future__ import annotations

import pytest

from tests.slot_wars.classes import class_tests
from wartable.variants.slot_wars.text import CardTextError, parse

CLASSES: dict[str, tuple[str, ...]] = {
    # 1. a choice of one, its options listed in a notation of their own
    "Choose one: this card gets +2 or OC gets -2.": (
        "Activate 1 of these effects: * this +2 * OC -2",
        "Pick one effect • +2 • OC -2",
        "One of: +2 / OC -2",
        "choose 1 -> +2 | OC -2",
        "Choose one: - this gets +2 - OC gets -2",
        "Do one: this card +2; OC -2.",
        "+2 or OC -2. Choose one.",
        "this +2 or OC -2 (pick one)",
    ),
    "Choose one: draw 2 cards or OC gets -3 or this card gets +1.": (
        "Choose one: 1. draw 2 2) OC -3 3) +1",
        "choose one : draw 2 ; or OC -3 ; or +1",
        "Select one option: draw 2 / OC gets -3 / this card gets +1.",
        "Use one of the following effects: draw 2 cards; OC -3; +1.",
        "Pick one: (1) draw 2 (2) OC -3 (3) +1",
    ),
    "Choose one: destroy OC or draw 2 cards.": (
        "Choose one of these two: destroy OC, or draw 2 cards.",
        "You get one of these: destroy OC, or draw 2.",
        "One of the following: destroy OC | draw 2",
    ),
    "[BT]: Choose one: tap OC or draw a card.": ("[BT]: tap OC or draw a card, choose one.",),
    # 2. what an option buys, said after it
    "You may discard a card to set OC's value to 0.": (
        "You may discard 1 card. If yes, OC becomes 0.",
        "You may discard a card. In that case OC is 0.",
        "You may discard a card; if you did, OC has value 0.",
    ),
    "You may lose a point to destroy OC.": (
        "You may lose a point. If you did so, destroy OC.",
        "You may lose 1 point. Should you do so, destroy OC.",
        "You may lose a point. If you have done so, destroy OC.",
        "You may lose a point. When you do, destroy OC.",
        "You may lose a point, if yes: destroy OC.",
        "You may lose a point, if so destroy OC.",
    ),
    "You may discard 2 cards to draw 3 cards.": (
        "You may discard 2 cards. If you discarded them, draw 3.",
        "You may discard two cards. If paid, draw 3 cards.",
    ),
    "Opp. may discard a card. If they do, draw a card.": (
        "Opp. may discard a card. If yes, draw a card.",
        "Opp. may discard a card. In that case, draw a card.",
    ),
    "You may discard a card. If you don't, lose a point.": (
        "You may discard a card. If no, lose a point.",
    ),
    # 3. cards paid, and a label that names the price
    "You may discard a card to draw 2 cards.": (
        "Pay a card from hand: draw 2.",
        "Spend a card: draw 2.",
        "Pay one card to draw two cards.",
        "You may pay 1 card of your hand to draw 2.",
        "Costs 1 card: draw 2.",
        "Cost 1 card: draw 2 cards.",
        "Price: 1 card. Effect: draw 2.",
        "Cost: 1 card from hand. Draw 2.",
        "Price: discard a card. Draw 2 cards.",
    ),
    "You may discard 2 cards to take control of OC until end of round.": (
        "You can pay 2 cards of your hand for take control of OC.",
        "Spend 2 cards from your hand: take control of OC.",
    ),
    # 6. poker's ante: the price, what follows is what it buys
    "You may discard a card to give OC -3.": (
        "Ante: discard a card. OC -3.",
        "Ante - discard 1 card: OC gets -3.",
        "Ante: 1 card. OC -3.",
        "Ante up a card: OC -3.",
        "ante: discard a card to give OC -3",
    ),
    "You may lose a point to draw 2 cards.": ("Ante: lose a point. Draw 2.",),
    "[BT]: You may discard a card to put a +1 counter on this card.": (
        "[BT]: Ante: discard a card. Put a +1 counter on this.",
    ),
    # 4. your own card destroyed as a price
    "You may destroy one of your cards except this card to draw 2 cards.": (
        "Sacrifice another of your cards to draw 2.",
        "Sac another card: draw 2.",
        "Tribute another card you control: draw 2 cards.",
        "Sacrifice another: draw 2.",
    ),
    "You may destroy one of your cards to destroy OC.": (
        "Tribute 1 of your cards to destroy OC.",
        "Sacrifice one of your cards to destroy OC.",
    ),
    "You may sacrifice a card to give this card +4.": (
        "Tribute 1 card you control: +4",
        "Sacrifice a card to give this card +4.",
        "Sac a card to get +4.",
    ),
    "You may sacrifice 2 cards to destroy OC.": ("Tribute 2 cards you control: destroy OC.",),
    # 5. a price of up to N cards, what it buys counted by them
    "Discard up to 3 cards and OC gets -1 for each of them.": (
        "Discard X: OC gets -X. X can't be more than 3.",
        "Discard X cards to give OC -X. X cannot be higher than 3.",
        "Discard X, OC -X, where X is at most 3",
        "Discard up to 3 cards: OC gets -1 for each.",
        "Discard up to three cards; OC gets -1 for each card discarded.",
        "You may discard up to 3 cards. OC gets -1 for each card discarded this way.",
    ),
    "Discard up to 2 cards and this card gets +1 for each of them.": (
        "Discard X cards: this gets +X (X is at most 2)",
        "Discard up to 2 cards: +1 for each card discarded.",
    ),
    "Discard up to 2 cards.": ("You may discard up to 2 cards.",),
}

(
    test_a_phrasing_of_a_class_reads_as_its_canonical_text,
    test_the_canonical_texts_print_back_as_themselves,
) = class_tests(CLASSES)


@pytest.mark.parametrize(
    ("text", "readings"),
    [
        # "then" after an option: what it buys, or what happens either way?
        (
            "You may discard a card. Then draw 2 cards.",
            ("You may discard a card to draw 2 cards.", "You may discard a card. Draw 2 cards."),
        ),
        (
            "[BT]: You may lose a point. Then draw 2.",
            (
                "[BT]: You may lose a point to draw 2 cards.",
                "[BT]: You may lose a point. [BT]: Draw 2 cards.",
            ),
        ),
        # a price before its gain with nothing that says may or must, after the ante too
        (
            "Ante: discard a card, OC -3.",
            (
                "You may discard a card to give OC -3.",
                "If you have 1 or more cards in hand, discard a card and OC gets -3.",
            ),
        ),
        (
            "Sacrifice a card. OC -3.",
            ("You may sacrifice a card to give OC -3.",),
        ),
    ],
)
def test_what_could_mean_two_things_is_refused_with_its_readings(
    text: str, readings: tuple[str, ...]
) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert tuple(refused.value.readings) == readings


@pytest.mark.parametrize(
    "text",
    [
        "Ante: discard a card.",  # a price that buys nothing
        "Ante - lose a point.",
        "Choose one: draw 2. 2. OC -3",  # "2." a count or a label?
        "Choose one: • draw a card or tap OC • destroy OC",  # an option with "or" of its own
        "Opp. sacrifices a card to draw 2.",  # whose price?
        "Draw a card. If yes, tap OC.",  # no option before "if yes"
        "Discard X: OC gets -X.",  # X with no bound
    ],
)
def test_what_says_no_choice_or_price_the_language_has_stays_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("Ante a card: +2", "You may discard a card to give this card +2."),
        ("Sac a card: destroy OC", "You may sacrifice a card to destroy OC."),
        ("Sacrifice this card: destroy OC.", "You may destroy this card to destroy OC."),
        ("Opp. sacrifices a card.", "Opp. sacrifices a card."),
        ("Costs 1 point: tap OC.", "You may lose a point to tap OC."),
        ("Cost: lose 1 point. Effect: destroy OC.", "You may lose a point to destroy OC."),
        ("Draw a card. Then discard a card.", "Draw a card. Discard a card."),
        ("Discard up to 2 cards: destroy OC.", "You may discard up to 2 cards to destroy OC."),
        ("You may discard a card. If so, draw 2.", "You may discard a card to draw 2 cards."),
        ("Discard a card, so that OC gets -3.", "You may discard a card to give OC -3."),
        (
            "Choose one: draw a card or tap OC or destroy OC.",
            "Choose one: draw a card or tap OC or destroy OC.",
        ),
    ],
)
def test_what_reads_today_reads_the_same(text: str, canonical: str) -> None:
    assert parse(text).canonical() == canonical

"""Prices, choices and looks said without the canonical markers (issue 16): each phrasing reads
as its construct's canonical text; a price that could be one you may pay or one you must stays
refused with both readings unless the words settle it ("must", "have to"); a look said from the
looker's side is a look."""

from __future__ import annotations

import pytest

from wartable.variants.slot_wars.text import CardTextError, parse
from wartable.variants.slot_wars.text.suggest import rewrites


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        # the chooser in a designer's words
        (
            "Opp. must choose: discard 2 cards or lose a point.",
            "Opp. chooses one: discard 2 cards or lose a point.",
        ),
        (
            "The opponent must to choose: draw a card, or lose a point.",
            "Opp. chooses one: draw a card or lose a point.",
        ),
        (
            "Your opponent has to choose: discard a card or lose a point.",
            "Opp. chooses one: discard a card or lose a point.",
        ),
        (
            "Opp. gets to choose: discard a card or lose a point.",
            "Opp. chooses one: discard a card or lose a point.",
        ),
        (
            "Opp. decides: discard a card or lose a point.",
            "Opp. chooses one: discard a card or lose a point.",
        ),
        (
            "Your opponent must either discard a card or lose a point.",
            "Opp. chooses one: discard a card or lose a point.",
        ),
        (
            "Opp. either discards a card or loses a point.",
            "Opp. chooses one: discard a card or lose a point.",
        ),
        ("Choose your path: +2 or draw 1", "Choose one: this card gets +2 or draw a card."),
        ("Choose your fate: destroy OC or draw 2.", "Choose one: destroy OC or draw 2 cards."),
        ("Choose wisely: tap OC or draw a card.", "Choose one: tap OC or draw a card."),
        ("Make a choice: tap OC or draw a card.", "Choose one: tap OC or draw a card."),
        ("Choice: tap OC or draw a card.", "Choose one: tap OC or draw a card."),
        ("Choose an option: tap OC or draw a card.", "Choose one: tap OC or draw a card."),
        ("Choose 1 of the following: tap OC or draw a card.", "Choose one: tap OC or draw a card."),
        ("Pick one of these: tap OC or draw a card.", "Choose one: tap OC or draw a card."),
        (
            "Opp. chooses one of: discard a card or lose a point.",
            "Opp. chooses one: discard a card or lose a point.",
        ),
        ("Option 1: draw a card. Option 2: destroy OC.", "Choose one: draw a card or destroy OC."),
        (
            "Option A: OC gets -2. Option B: this card gets +2.",
            "Choose one: OC gets -2 or this card gets +2.",
        ),
        ("You either draw a card or destroy OC.", "Choose one: draw a card or destroy OC."),
        ("Draw a card, or else destroy OC.", "Choose one: draw a card or destroy OC."),
        ("Tap OC or draw a card, whichever you prefer.", "Choose one: tap OC or draw a card."),
        ("Tap OC or draw a card - you choose.", "Choose one: tap OC or draw a card."),
        ("Tap OC or draw a card — your call.", "Choose one: tap OC or draw a card."),
        # a lawyer's controller (this card's: you)
        ("Controller may discard a card to destroy OC.", "You may discard a card to destroy OC."),
        (
            "Controller shall elect one: (a) draw 1 card; (b) destroy OC.",
            "Choose one: draw a card or destroy OC.",
        ),
        (
            "Upon reveal, controller may lose 1 point; if so, OC gets -3.",
            "You may lose a point to give OC -3.",
        ),
        # "X unless you Y": a choice of one
        ("Discard a card unless you lose a point.", "Choose one: discard a card or lose a point."),
        (
            "Destroy this card unless you discard 2 cards.",
            "Choose one: destroy this card or discard 2 cards.",
        ),
        (
            "At the start of your turn, lose a point unless you put a -1 counter on this card.",
            "[BT]: Choose one: lose a point or put a -1 counter on this card.",
        ),
        # a price said the long way
        ("Cost: lose 1 point. Effect: destroy OC.", "You may lose a point to destroy OC."),
        (
            "Cost: discard 2 cards; effect: OC has value 0.",
            "You may discard 2 cards to set OC's value to 0.",
        ),
        ("Upon discard of 1 card, OC -2.", "You may discard a card to give OC -2."),
        ("Upon payment of 1 point, draw 2 cards.", "You may lose a point to draw 2 cards."),
        ("Provided you discard a card, destroy OC.", "You may discard a card to destroy OC."),
        ("Provided that you lose a point, tap OC.", "You may lose a point to tap OC."),
        (
            "Provided Controller discards 2 cards, OC is destroyed.",
            "You may discard 2 cards to destroy OC.",
        ),
        (
            "Destroy OC in exchange for 2 cards from your hand.",
            "You may discard 2 cards to destroy OC.",
        ),
        ("Draw 2 cards for a point.", "You may lose a point to draw 2 cards."),
        ("Tap OC, at the cost of 1 point.", "You may lose a point to tap OC."),
        (
            "At the cost of a card from your hand, destroy OC.",
            "You may discard a card to destroy OC.",
        ),
        ("For 2 cards from your hand, destroy OC.", "You may discard 2 cards to destroy OC."),
        ("You may, at the cost of 1 point, destroy OC.", "You may lose a point to destroy OC."),
        ("Discard a card in exchange for destroying OC.", "You may discard a card to destroy OC."),
        ("Discard a card in order to destroy OC.", "You may discard a card to destroy OC."),
        ("Lose a point so as to draw 2 cards.", "You may lose a point to draw 2 cards."),
        ("You may discard a card so that OC gets -3.", "You may discard a card to give OC -3."),
        ("Discard a card for +3.", "You may discard a card to give this card +3."),
        ("Discard 2 cards for OC -4.", "You may discard 2 cards to give OC -4."),
        ("Discard one card for to give -3 to OC.", "You may discard a card to give OC -3."),
        # a price the words say you must pay
        (
            "You must discard a card; OC gets -3.",
            "If you have 1 or more cards in hand, discard a card and OC gets -3.",
        ),
        (
            "You have to discard 2 cards, then OC is 0.",
            "If you have 2 or more cards in hand, discard 2 cards and OC has value 0.",
        ),
        (
            "Must discard 2 cards, then destroy OC.",
            "If you have 2 or more cards in hand, discard 2 cards and destroy OC.",
        ),
        (
            "You must discard a card. This gets +4.",
            "If you have 1 or more cards in hand, discard a card and this card gets +4.",
        ),
        (
            "You must discard a card to give OC -3.",
            "If you have 1 or more cards in hand, discard a card and OC gets -3.",
        ),
        # Magic's limit after an ability: once each turn is each turn, once a round says nothing
        (
            "Discard a card: OC gets -2. Activate only once each turn.",
            "[BT]: You may discard a card to give OC -2.",
        ),
        ("Draw a card. Use this only once per turn.", "[BT]: Draw a card."),
        (
            "Lose a point: destroy OC. You may only do this once per round.",
            "You may lose a point to destroy OC.",
        ),
        ("Once per round: draw a card.", "Draw a card."),
        # a learner's counter and "allowed to"
        (
            "Discard 1 card for put a +3 counter in a card of you.",
            "You may discard a card to put a +3 counter on one of your cards.",
        ),
        ("You are allowed to draw up to 2 cards.", "Draw up to 2 cards."),
        ("Opp. is allowed to draw a card.", "Opp. draws a card."),
        # looks from the looker's side
        ("Opp. hand: look.", "Look at opp.'s hand."),
        ("Opponent's hand - peek.", "Look at opp.'s hand."),
        ("Your top 3: look at them.", "Look at the top 3 cards of your deck."),
        ("Look opp. top 2, order any.", "Rearrange the top 2 cards of opp.'s deck."),
        ("Look at your top 3 cards, any order.", "Rearrange the top 3 cards of your deck."),
        ("Look at opp. top 2.", "Look at the top 2 cards of opp.'s deck."),
        ("Look at one face-down card of the opponent.", "Look at an opp. unrevealed card."),
        (
            "Look at the opponent's hand and at the top card of their deck.",
            "Look at opp.'s hand and look at the top card of opp.'s deck.",
        ),
        (
            "Opp. reveals his hand. Pick a card; he discards it.",
            "Opp. reveals its hand. Opp. discards a card of your choice.",
        ),
        (
            "Opp. shows you their hand. Choose a card; they discard it.",
            "Opp. reveals its hand. Opp. discards a card of your choice.",
        ),
    ],
)
def test_a_price_choice_or_look_said_another_way_reads_as_its_construct(
    text: str, canonical: str
) -> None:
    assert parse(text).canonical() == canonical
    assert parse(canonical).canonical() == canonical


@pytest.mark.parametrize(
    "text",
    [
        # a price before its gain, with nothing that says whether it must be paid
        "Discard 1 card; this gains 3",
        "Discard 2 cards, then OC is 0.",
        "Throw away 2 cards from your hand and OC is destroyed",
        # Yu-Gi-Oh!'s "once per turn" before an ability: at a moment of your choice
        "Once per turn: draw a card.",
        # "unless you" before a condition, not a price
        "Draw 2 cards unless you have 5 cards in hand.",
    ],
)
def test_a_price_the_words_do_not_settle_is_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


def test_a_price_may_or_must_is_refused_with_both_readings() -> None:
    with pytest.raises(CardTextError) as refused:
        parse("Discard 1 card; this gains 3")
    assert tuple(refused.value.readings) == (
        "You may discard a card to give this card +3.",
        "If you have 1 or more cards in hand, discard a card and this card gets +3.",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Opponent chooses: they discard a card or you draw a card",
        "Opp. chooses one: OC gets -3 or you score a point.",
        "[R]: Opp. chooses one: discard a card or you draw a card.",
    ],
)
def test_you_in_the_options_of_opps_choice_is_refused(text: str) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert "an option of opp.'s cannot be yours" in refused.value.reason
    assert parse("Opp. chooses one: discard a card or draw a card.").canonical() == (
        "Opp. chooses one: discard a card or draw a card."
    )
    for elsewhere in (
        "[R]: You draw a card. Opp. chooses one: discard a card or lose a point.",
        "Choose one: you draw a card or destroy OC. Opp. chooses one: draw a card or OC gets -1.",
    ):
        assert parse(elsewhere).canonical()


@pytest.mark.parametrize(
    ("text", "without"),
    [
        (
            "Discard two cards: Destroy OC. Activate only once per round.",
            "Discard two cards: Destroy OC.",
        ),
        (
            "Lose a point: draw 2 cards. You can activate this once each round.",
            "Lose a point: draw 2 cards.",
        ),
    ],
)
def test_magics_activated_ability_once_a_round_is_refused_saying_why(
    text: str, without: str
) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert "at a moment of their choice" in refused.value.reason
    assert rewrites(text)[0].text.strip() == without


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        # what reads today keeps its reading
        ("You must discard a card. Draw 2 cards.", "Discard a card. Draw 2 cards."),
        ("Opp. must discard a card; OC gets -3.", "Opp. discards a card. OC gets -3."),
        ("Lose a point for each card in your hand.", "Lose a point for each card in your hand."),
        ("Trade this card for OC.", "Trade this card for OC."),
        (
            "You may choose one: destroy this card or destroy OC.",
            "You may choose one: destroy this card or destroy OC.",
        ),
        (
            "Look at the top 2 cards of your deck, then put them on the bottom in any order.",
            "Look at the top 2 cards of your deck and put them on the bottom in any order.",
        ),
    ],
)
def test_the_readings_around_these_phrasings_stay(text: str, canonical: str) -> None:
    assert parse(text).canonical() == canonical

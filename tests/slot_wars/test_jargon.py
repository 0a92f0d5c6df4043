"""Other games' keywords, slang and synonyms: each reads as the action it means in this game, in
the forms it takes in a sentence (verb, passive, with where the card goes), or is refused with its
readings where card games give it two (never read as one of them)."""

from __future__ import annotations

import pytest

from tests.slot_wars.corpus import as_played
from wartable.variants.slot_wars.text import CardTextError, parse
from wartable.variants.slot_wars.text.suggest import rewrites

READ_AS: dict[str, tuple[str, ...]] = {
    "Destroy OC.": (
        "Yeet OC.",
        "yeet the OC lol",
        "OC gets yeeted.",
        "Yeets OC into the pile.",
        "Frag OC.",
        "Delete OC.",
        "OC is deleted.",
        "OC gets rekt.",
        "OC is rekt.",
        "OC is gone.",
        "OC's gone.",
        "OC is dead.",
        "OC's toast.",
        "Kill OC into the graveyard.",
        "Smash OC to the pile.",
        "OC folds.",
    ),
    "Destroy all cards.": ("Wipe the board.", "Clear the table.", "Board wipe."),
    "Flip a coin. If heads, destroy OC.": ("Flip a coin. If heads, OC folds.",),
    "Discard a card.": ("Fold a card.",),
    "Discard your hand.": ("Fold your hand.",),
    "Opp. discards 2 cards.": ("Opp folds 2 cards.", "Opp. folds 2 cards from hand."),
    "Draw a card. OC gets -1.": ("Cantrip. OC gets -1.",),
    "Draw a card.": ("Cantrip.",),
    "Shuffle your hand into your deck and draw a card for each of them.": (
        "Redraw your hand.",
        "redraw ur hand",
    ),
    "Look at opp.'s hand.": (
        "You see the hand of opponent.",
        "You see opp.'s hand.",
        "Check out opp.'s hand.",
        "Snoop on opp.'s hand.",
        "Scout opp.'s hand.",
        "Glimpse the opponent's hand.",
    ),
    "Take control of OC until end of round.": (
        "Yoink OC until end of round.",
        "Nab OC until end of round.",
        "Mind control OC until end of round.",
    ),
    "OC has no text.": ("Said OC loses its text.",),
    "OC has no text until end of round.": ("Blank OC this round.", "Mute OC until end of round."),
    "Reveal OC.": ("Unmask OC.",),
    "You may draw a card.": (
        "Controller may draw a card.",
        "Upon reveal, controller may draw a card.",
    ),
    "You may discard a card to destroy OC.": ("Controller may discard a card to destroy OC.",),
    "If you have 3 or more cards in hand, draw a card.": (
        "If controller has 3 or more cards in hand, draw a card.",
    ),
    "If you are behind, this card gets +2.": ("Provided controller is behind, this gets +2.",),
    "This card gets +2.": ("This card gains 2 ATK.",),
    "OC gets -2.": ("OC loses 2 ATK.",),
    "Ties in this slot go to you.": (
        "The house wins ties here.",
        "House wins ties in this slot.",
        "Ties herein accrue to you.",
    ),
    "If OC's value is odd, OC gets -1.": (
        "Provided OC is odd, it gets -1.",
        "Provided that OC is odd, OC gets -1.",
    ),
    "Your cards in adj. slots get +1.": ("Your cards near this card get +1.",),
    "Opp. discards a card.": ("Opp discards a card sry", "Opp discards a card bruh"),
}


@pytest.mark.parametrize(
    ("canonical", "text"), [(c, t) for c, texts in READ_AS.items() for t in texts]
)
def test_jargon_reads_as_the_action_it_means(canonical: str, text: str) -> None:
    assert as_played(parse(text)) == as_played(parse(canonical))


@pytest.mark.parametrize(
    ("text", "readings"),
    [
        ("Fold.", ("discard a card", "destroy this card", "return this card to hand")),
        ("Opp folds.", ("discard a card", "destroy this card", "return this card to hand")),
        (
            "May fold on reveal: draw 2.",
            ("discard a card", "destroy this card", "return this card to hand"),
        ),
    ],
)
def test_fold_without_cards_is_refused_with_its_readings(
    text: str, readings: tuple[str, ...]
) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert refused.value.readings == readings
    assert "could mean discard" in refused.value.reason


def test_a_lead_fold_opening_the_text_is_a_name() -> None:
    assert parse("Fold: you may return this to hand.") == parse("You may return this card to hand.")
    with pytest.raises(CardTextError):
        parse("Draw a card. Fold: discard a card.")


@pytest.mark.parametrize(
    "text",
    [
        "Yoink OC.",  # for good: meta rule 2
        "Nab OC.",
        "Blank OC.",  # as "silence": how long?
        "OC is muted.",
        "Toss a card.",  # discard, or flip?
        "Snipe OC.",  # damage in Hearthstone
        "Remove OC.",  # destroy, or out of the game
        "Flip OC.",  # reveal, or hide a revealed card
        "Tap OC until this is gone.",
    ],
)
def test_jargon_with_another_reading_is_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


def test_a_controller_named_is_not_you() -> None:
    assert parse("OC's controller may draw a card.") == parse("Opp. may draw a card.")


@pytest.mark.parametrize(
    ("text", "first"),
    [("Fold. Draw a card.", "Discard a card. Draw a card.")],
)
def test_the_first_rewrite_of_a_refused_fold_is_its_first_reading(text: str, first: str) -> None:
    offered = [r.text for r in rewrites(text)]
    assert offered and as_played(parse(offered[0])) == as_played(parse(first))


@pytest.mark.parametrize(
    ("text", "keyword"),
    [
        ("Taunt. OC gets -1.", "taunt"),
        ("Windfury.", "windfury"),
        ("This card has lifesteal.", "lifesteal"),
        ("Draw a card. Flying.", "flying"),
        ("Stealth and taunt. This card gets +2.", "taunt"),
        ("Elusive. Opp can't target this.", "elusive"),
        ("Draw a card - Vigilance", "vigilance"),
        ("Divine Shield.", "divine shield"),
    ],
)
def test_a_keyword_with_no_meaning_here_is_refused_saying_why(text: str, keyword: str) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert refused.value.reason.startswith(f"{keyword!r} is ")
    assert "which no card here can do" in refused.value.reason


def test_a_keyword_with_no_meaning_here_offers_what_the_language_says_near_it() -> None:
    offered = [r.text for r in rewrites("Divine Shield.")]
    assert offered[:2] == [
        "The first time this card would be destroyed, it isn't.",
        "This card's value can't be lowered.",
    ]
    windfury = rewrites("This card has windfury.")
    assert windfury[0].text == "This slot is worth 2 points."


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        # a lead the rule after it says is a name; a keyword among other words is flavour
        ("Windfury: this slot is worth 2 points.", "This slot is worth 2 points."),
        ("A flying dragon swoops. Destroy OC.", "Destroy OC."),
        ("Hexproof. Draw a card.", "This card can't be targeted by opp. Draw a card."),
    ],
)
def test_a_keyword_named_with_its_rule_or_in_flavour_reads(text: str, canonical: str) -> None:
    assert as_played(parse(text)) == as_played(parse(canonical))

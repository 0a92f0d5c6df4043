"""The one-step fixes offered for a refused card text: rewrites ranked by what their changes cost
(a slip of spelling or a meaning-free word is cheap, a word that says which card, player or
number is dear), keeping the designer's numbers and words, and dropping a flavour lead, a remark
in brackets or a trailing aside rather than changing what the card does."""

from __future__ import annotations

import pytest

from wartable.variants.slot_wars.text import parse
from wartable.variants.slot_wars.text.parser import reads
from wartable.variants.slot_wars.text.suggest import CHEAP, DEAR, PLAIN, cost_of, rewrites


def _first(text: str) -> str:
    assert reads(text) is None, f"{text!r} reads: no rewrite to test"
    found = rewrites(text)
    assert found, f"{text!r}: no rewrite"
    return found[0].canonical


def test_a_word_that_says_nothing_costs_less_than_one_that_names_a_card_or_a_number() -> None:
    assert cost_of("WORD") == cost_of("_THE") == CHEAP
    assert cost_of("_DESTROY") == cost_of("_HAND") == PLAIN
    for kind in ("NUMBER", "SIGNED", "_OC", "_OPP", "_YOUR", "_THIS", "_NOT", "_THERE"):
        assert cost_of(kind) == DEAR, kind


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # the number written where the grammar wants a value list: "7" as "7s", never "1s"
        ("Opponent may not play any 7 this turn.", "Opp. can't place cards with printed value 7"),
        ("+1 for each printd 6 around in play.", "This card gets +1 for each of printed 6s."),
        ("Tap each printed 4 on in play.", "Tap all printed 4s."),
    ],
)
def test_a_repair_keeps_the_numbers_written(text: str, first: str) -> None:
    assert _first(text).startswith(first)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # a slip for "the" dropped, rather than a comma put in that makes two effects
        ("Destroy all teh 4s.", "Destroy all 4s."),
        ("Tap all teh 2s.", "Tap all 2s."),
    ],
)
def test_dropping_a_meaning_free_word_ranks_before_a_change_that_adds_an_effect(
    text: str, first: str
) -> None:
    assert _first(text) == first
    assert all(len(parse(r.text).abilities) == 1 for r in rewrites(text)[:1])


def test_a_pronoun_is_replaced_by_the_word_the_text_names() -> None:
    assert _first("Reveal your hand. Draw a card for each 5 in it.") == (
        "Reveal your hand. Draw a card for each of 5s in your hand."
    )
    assert _first("Reveal your hand. This gets +2 for each 3 in it.") == (
        "Reveal your hand. This card gets +2 for each of 3s in your hand."
    )


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # a remark that says nothing the language reads: the sentence dropped, not a template
        ("Draw 2 cards. Great with discard decks.", "Draw 2 cards."),
        ("Draw 2 cards. Perfect in combo decks!", "Draw 2 cards."),
        # a remark in brackets, and an aside after what reads
        ("OC gets -2 (bye bye little guy)", "OC gets -2."),
        ("your cards get +1, teamwork matters", "Your cards get +1."),
        ("Draw a card, works great in decks with lots of 9s", "Draw a card."),
        ("Tap OC. Its my favourite move tbh", "Tap OC."),
    ],
)
def test_a_remark_is_dropped_rather_than_the_card_changed(text: str, first: str) -> None:
    assert _first(text) == first


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Night comes: OC has no text.", "OC has no text."),
        ("Darkness rises: your cards +1.", "Your cards get +1."),
        ("The tide turns, your cards get +1.", "Your cards get +1."),
        ("Whispers of the deep, draw 2 crads.", "Draw 2 cards."),  # and a slip mended
    ],
)
def test_a_flavour_lead_before_a_colon_or_comma_is_dropped(text: str, first: str) -> None:
    assert _first(text) == first


def test_no_two_rewrites_mean_the_same_and_each_reads_as_shown() -> None:
    for text in (
        "Opponent may not play any 7 this turn.",
        "Draw 2 cards. Great with discard decks.",
    ):
        found = rewrites(text)
        meanings = [parse(r.text) for r in found]
        assert len(set(meanings)) == len(meanings)
        assert [m.canonical() for m in meanings] == [r.canonical for r in found]


@pytest.mark.parametrize(
    ("text", "first"),
    [
        (
            "Reveal the top card of ur deck: if it is even, draw a card.",
            "Reveal the top card of your deck. If its value is even, draw a card.",
        ),
        (
            "Reveal top card of your deck, if it is odd, OC gets -2.",
            "Reveal the top card of your deck. If its value is odd, OC gets -2.",
        ),
    ],
)
def test_a_clause_mark_may_end_a_sentence(text: str, first: str) -> None:
    assert _first(text) == first


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Opponent may not play any 7 this turn.", "Opponent may not play any 7s this turn."),
        (
            "Reveal your hand. Draw a card for each 5 in it.",
            "Reveal your hand. Draw a card for each 5 in hand.",
        ),
        ("Darkness rises: your cards +1.", "Your cards +1."),
        ("Draw 2 cards. Great with discard decks.", "Draw 2 cards."),
        (
            "Reveal the top card of ur deck: if it is even, draw a card.",
            "Reveal the top card of ur deck. If it is even, draw a card.",
        ),
        ("Tap all teh 2s.", "Tap all 2s."),
    ],
)
def test_the_rewrites_docs_cards_md_shows(text: str, first: str) -> None:
    """The examples of docs/cards.md, "Rewrites (one-step fixes)": the text offered first."""
    assert rewrites(text)[0].text == first


def test_a_template_standing_in_says_what_the_sentence_says() -> None:
    """Nothing repairs the sentence: the template sentences that share most of its words that say
    something (hand, opponent) stand in first, not the ones spelt most alike."""
    assert rewrites("Thou shalt peruse the hand of thine opponent.")[0].text == (
        "Look at opp.'s hand."
    )


@pytest.mark.parametrize(
    "text", ["Give a random card +3.", "Tap a random opp. card.", "Battlecry: Give OC -2."]
)
def test_a_refusal_with_readings_offers_them_and_no_stand_in_sentence(text: str) -> None:
    """The readings a refusal names are the rewrites; a template sentence, which says something
    none of them says, is not offered after them."""
    offered = rewrites(text, 5)
    assert len(offered) >= 2
    assert all(r.changes is not None for r in offered)


def test_a_rewrite_never_puts_a_word_beside_itself() -> None:
    # "No card can be moved or moved." read, and said nothing the first rewrite did not
    texts = [r.text for r in rewrites("No card can be moved or swapped.")]
    assert texts
    assert not any("moved or moved" in t for t in texts)

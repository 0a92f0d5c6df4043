"""A text with one slip (a little word missing or one too many, a real word written for another)
reads as mended when every way of mending it means the same, says what it assumed, and is refused
as before when two ways of mending it mean two things."""

from __future__ import annotations

import pytest

from tests.slot_wars.corpus import AMBIGUOUS, DEVELOPMENT, DEVELOPMENT_2, Verdict, load, verdict
from wartable.variants.slot_wars.text import CardTextError, parse
from wartable.variants.slot_wars.text.forgive import LITTLE_WORDS, RIVALS, SLIPS, forgiven
from wartable.variants.slot_wars.text.parser import _WORDS, reads_as_written
from wartable.variants.slot_wars.text.suggest import rewrites

MENDED = [
    # a little word left out: an article, a preposition, the copula, "card" after its article
    ("Opp discards card.", "Opp. discards a card.", "read as if 'a' were written before 'card'"),
    ("Score point.", "Score a point.", "read as if 'a' were written before 'point'"),
    (
        "Reveal top card of your deck.",
        "Reveal the top card of your deck.",
        "read as if 'the' were written before 'top'",
    ),
    (
        "Your cards S1-S3 get +1.",
        "Your cards in S1-S3 get +1.",
        "read as if 'in' were written before 'S1-S3'",
    ),
    (
        "When OC revealed, tap it.",
        "When OC is revealed: Tap that card.",
        "read as if 'is' were written before 'revealed'",
    ),
    (
        "Draw a card and discard a.",
        "Draw a card and discard a card.",
        "read as if 'card' were written at the end of the sentence",
    ),
    (
        "Draw a card. Then opp draws card.",
        "Draw a card. Opp. draws a card.",
        "read as if 'a' were written before 'card'",
    ),
    # one word too many
    ("Destroy the all 9s.", "Destroy all 9s.", "read without 'the'"),
    # a real word written for another
    (
        "Discard a card, than draw a card.",
        "Discard a card and draw a card.",
        "read 'than' as 'then'",
    ),
    ("If your behind, draw a card.", "If you are behind, draw a card.", "read 'your' as 'you'"),
    ("Double it value.", "Double this card's value.", "read 'it' as 'its'"),
    ("Put a +1 counter in this card.", "Put a +1 counter on this card.", "read 'in' as 'on'"),
    # the colon after a lead, where the comma (its rival) means the same or does not read
    (
        "If you have 3 or more 1s in play you win the round.",
        "If you control 3 or more 1s, you win the round.",
        "read as if ':' were written before 'you'",
    ),
]


@pytest.mark.parametrize(("text", "canonical", "note"), MENDED)
def test_a_slip_is_mended_and_the_reading_says_so(text: str, canonical: str, note: str) -> None:
    assert reads_as_written(text) is None  # refused as written: the mending is what reads it
    read = parse(text)
    assert read.canonical() == canonical
    assert read == parse(canonical)
    assert note in read.notes
    assert rewrites(text) == ()  # it reads: nothing to rewrite


REFUSED = [
    "Lose a point destroy OC.",  # a price (':') or both (','): where the clause ends is meaning
    "Reveal hand.",  # your hand ('your') or every player's ('the')
    "Destroy",  # the card destroyed is not a little word: 'it', 'this card', 'OC'?
    "Untap.",
    "Tap OC it gets -2",  # a comma or a colon (a price) before 'it'
    "Draw card then discard card.",  # two slips: one is mended, not more
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_slip_mended_two_ways_or_with_a_word_of_meaning_is_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)
    assert forgiven(text) is None
    assert rewrites(text)  # still offered its one-step fixes


def test_a_symbol_read_as_words_is_never_left_out() -> None:
    # '<' reads as 'is lower than': leaving out its 'is' would leave out the comparison
    assert forgiven("Discard a card: OC < 3") is None


def test_an_ambiguous_mending_is_refused() -> None:
    # both cards named before 'it' (the refusal of the mended text names both readings)
    text = "Swap this card and OC, then destroy it the."
    with pytest.raises(CardTextError):
        parse(text)


def test_every_slip_and_mending_word_is_a_word_of_the_language() -> None:
    for meant in (m for listed in SLIPS.values() for m in listed):
        assert meant in _WORDS, meant
    for kind, spelling in {**LITTLE_WORDS, **RIVALS}.items():
        assert _WORDS.get(spelling, kind) == kind, spelling


def test_a_cost_with_a_pronoun_chosen_and_nothing_done_is_refused_not_a_crash() -> None:
    # found by the mending search: "choose this" left waiting for what happens to it
    with pytest.raises(CardTextError, match="say what happens to 'this card'"):
        parse("You may choose this: draw a card.")


@pytest.mark.parametrize("path", [DEVELOPMENT, DEVELOPMENT_2], ids=lambda p: p.stem)
def test_mending_reads_no_development_text_wrongly(path: object) -> None:
    wrong = [
        e.text
        for e in load(path)  # type: ignore[arg-type]
        if e.meaning != AMBIGUOUS
        and verdict(e) in (Verdict.WRONG, Verdict.MISREAD_NO_MEANING)
        and reads_as_written(e.text) is None
    ]
    assert wrong == []

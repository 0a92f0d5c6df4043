"""The layouts of a hurried, chatty or second-language voice (:mod:`chat`): clauses written with
no mark between them, and the seed's card form filled in field by field. Each reads as the text
it lays out, says what it assumed, and is refused where the layout could mean two things.
(Phrasings of our own, as an unseen designer would write them, not the corpus's texts.)"""

from __future__ import annotations

import pytest

from wartable.variants.slot_wars.text import CardTextError, MetaRuleError, parse
from wartable.variants.slot_wars.text.chat import (
    form_filled,
    optional_after,
    outcomes_with_equals,
    reasons_left_out,
    run_together,
    subject_put_back,
)

RUN_TOGETHER = [
    ("destroy OC draw a card", "Destroy OC and draw a card."),
    ("dstroy OC draw 2", "Destroy OC and draw 2 cards."),
    ("draw 1 discrad 1", "Draw a card and discard a card."),
    ("Draw 2 cards discard a card", "Draw 2 cards and discard a card."),
    ("return OC to hand draw a card", "Return OC to hand and draw a card."),
    ("draw 2 opp discards 1", "Draw 2 cards and opp. discards a card."),
    ("tap OC u draw a card", "Tap OC and draw a card."),
    ("look at top 2 of deck put back any order", "Rearrange the top 2 cards of your deck."),
    ("draw card discard card", "Draw a card. Discard a card."),  # a slip in each
]


@pytest.mark.parametrize(("text", "meant"), RUN_TOGETHER)
def test_clauses_run_together_read_as_if_a_comma_were_there(text: str, meant: str) -> None:
    read = parse(text)
    assert read == parse(meant)
    assert any(
        note.startswith(("read as if a comma", "read as if a full stop")) for note in read.notes
    )


@pytest.mark.parametrize(
    "text",
    [
        # a price and what it pays for, or both done: refused as it is with a comma
        "discard a card destroy OC",
        "lose a point draw 2",
        "tap this card draw a card",
        # the clause before does not read on its own
        "draw the destroy OC",
    ],
)
def test_clauses_run_together_that_could_mean_two_things_are_refused(text: str) -> None:
    assert run_together(text) is None
    with pytest.raises(CardTextError):
        parse(text)


def test_a_text_with_its_marks_is_not_read_by_run_together() -> None:
    assert run_together("Destroy OC, draw a card.") is None
    assert run_together("Destroy OC and draw a card.") is None


FORMS = [
    (
        "Trigger: [BT] / Cost: discard 1 / Rule: +1 ctr on this",
        "[BT]: You may discard a card to put a +1 counter on this card.",
    ),
    ("Trigger : [D] | Rule : draw a card", "[D]: Draw a card."),
    ("Trigger - [R], | Effect - destroy OC | Tags - removal", "[R]: Destroy OC."),
    ("Trigger: revealed / Effect: opp. discards a card", "Opp. discards a card."),
    ("Trigger: [BT]. Rule: draw a card.", "[BT]: Draw a card."),
    ("[SSCORE] : rule : double this card's value", "[SSCORE]: Double this card's value."),
    ("Rule: your cards get +1. Tags: buff, cheap", "Your cards get +1."),
    ("Destroy OC. Tag : removal", "Destroy OC."),
    (
        "Trigger: [D] / Choose 1: (a) draw a card, (b) tap OC",
        "[D]: Choose one: draw a card or tap OC.",
    ),
    ("Revealed : opp. discards 1", "Opp. discards a card."),
    ("When revealed: destroy OC / Tag: removal", "Destroy OC."),
]


@pytest.mark.parametrize(("text", "meant"), FORMS)
def test_the_seeds_form_filled_in_reads_as_the_card_text_of_its_fields(
    text: str, meant: str
) -> None:
    read = parse(text)
    assert read == parse(meant)
    assert any("form's fields" in note or "default trigger" in note for note in read.notes)


@pytest.mark.parametrize(
    "text",
    [
        # two triggers, two prices: which one?
        "Trigger: [BT] / Trigger: [D] / Rule: draw a card",
        "Cost: discard 1 / Cost: lose a point / Rule: destroy OC",
        # the trigger would reach only the rule's first sentence
        "Trigger: [BT] / Rule: draw a card. Discard a card.",
        # a field with nothing to do
        "Trigger: [BT] / Tag: draw",
    ],
)
def test_a_form_that_does_not_say_one_card_text_is_refused(text: str) -> None:
    assert form_filled(text) is None
    with pytest.raises(CardTextError):
        parse(text)


def test_a_label_inside_a_sentence_is_not_a_field() -> None:
    assert form_filled("Destroy OC") is None
    assert form_filled("Draw a card and discard a card.") is None


REASONS = [
    ("OC gets -3 bc its a bully", "OC gets -3."),
    ("draw 2 b/c i said so", "Draw 2 cards."),
    ("Destroy OC because that would be op", "Destroy OC."),
    ("Draw a card, because you deserve it.", "Draw a card."),
    ("Opp discards a card so its balanced", "Opp. discards a card."),
    ("Tap OC cuz why not. Draw a card.", "Tap OC. Draw a card."),
]


@pytest.mark.parametrize(("text", "meant"), REASONS)
def test_a_designers_reason_after_what_the_card_does_is_left_out(text: str, meant: str) -> None:
    read = parse(text)
    assert read == parse(meant)
    assert any("a reason says nothing a card does" in note for note in read.notes)


@pytest.mark.parametrize(
    "text",
    [
        # the reason could be the card's condition
        "Destroy OC because OC is higher",
        "Draw a card bc you are behind",
        # or what it does
        "Draw 2 cards because opp discards a card",
    ],
)
def test_a_reason_that_could_say_what_the_card_does_or_when_is_refused(text: str) -> None:
    assert reasons_left_out(text) is None
    with pytest.raises(CardTextError):
        parse(text)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Discard a card to destroy OC. Its optional", "You may discard a card to destroy OC."),
        ("Draw a card. This is optional.", "You may draw a card."),
        ("tap OC. u dont have to", "You may tap OC."),
    ],
)
def test_a_last_sentence_saying_the_one_before_is_optional_makes_it_so(
    text: str, meant: str
) -> None:
    read = parse(text)
    assert read == parse(meant)
    assert any("making the sentence before it optional" in note for note in read.notes)
    assert optional_after("Draw a card. Its optional") is not None
    assert optional_after("Its optional") is None


def test_chat_w_is_with() -> None:
    assert parse("swap this w OC") == parse("Swap this card and OC.")
    assert parse("destroy a card w value 3") == parse("Destroy a card of value 3.")


SECOND_LANGUAGE = [
    ("If OC is more small, destroy OC.", "If OC is lower, destroy OC."),
    ("If OC is more big than this card, tap OC.", "If OC is higher, tap OC."),
    ("Launch a dice. On 6, draw a card.", "Roll a die. On a 6, draw a card."),
    ("Launch a coin. If heads, draw a card.", "Flip a coin. If heads, draw a card."),
    ("Opp. not can draw cards.", "Opp. can't draw cards."),
    ("Each time when a card is destroyed, draw a card.", "When a card is destroyed: Draw a card."),
    ("Look at the upper 2 cards of your deck.", "Look at the top 2 cards of your deck."),
    ("See opp.'s hand.", "Look at opp.'s hand."),
    ("While this is in table, your cards get +1.", "Your cards get +1."),
    ("Tap the card of the front.", "Tap OC."),
    ("Return the card vis-a-vis to hand.", "Return OC to hand."),
    ("Send OC back in its owner's hand.", "Return OC to hand."),
    ("OC can't do anything until end of round.", "OC has no text until end of round."),
    ("OC does nothing.", "OC has no text."),
]


@pytest.mark.parametrize(("text", "meant"), SECOND_LANGUAGE)
def test_a_second_language_designers_phrasings_read_as_meant(text: str, meant: str) -> None:
    assert parse(text) == parse(meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Destroy OC if is more small.", "If OC is lower, destroy OC."),
        ("Tap OC if is even.", "If OC's value is even, tap OC."),
        ("Return OC to hand if is higher.", "If OC is higher, return OC to hand."),
    ],
)
def test_a_condition_without_its_subject_reads_as_if_it_were_written(text: str, meant: str) -> None:
    read = parse(text)
    assert read == parse(meant)
    assert "read as if 'it' were written before the verb of the condition" in read.notes


def test_a_condition_without_its_subject_is_refused_where_it_would_be() -> None:
    # "it" could be this card or OC, as it could written out ("... if it is even")
    assert subject_put_back("Swap this card and OC if is even.") is None
    with pytest.raises(CardTextError):
        parse("Swap this card and OC if is even.")
    assert subject_put_back("Draw a card.") is None
    # a lasting change that changes what its condition tests: checked once ("if") or while it
    # holds? the learner's word is both
    assert subject_put_back("OC gets -2 if is even.") is None


def test_a_lasting_change_before_a_condition_without_its_subject_lasts_while_it_holds() -> None:
    # as every lasting change said before its condition does ("+2 if in S5")
    read = subject_put_back("This card gets +2 if is in S5.")
    assert read == parse("While this card is in S5, this card gets +2.")


def test_a_roll_read_without_its_subject_needs_no_note() -> None:
    # after a roll, "if is even" is the roll's outcome (said so by the roll's own phrasings)
    read = parse("Roll a die. If is even, draw a card.")
    assert read == parse("Roll a die. On even, draw a card.")


def test_a_price_said_after_with_nothing_to_pay_is_refused_not_a_crash() -> None:
    with pytest.raises(CardTextError):
        parse("Draw a card, but first.")
    assert run_together("Destroy OC, but first tap it.") is None


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "flip a coin, heads = OC is gone, tails = this is gone",
            "Flip a coin. If heads, destroy OC. If tails, destroy this card.",
        ),
        (
            "roll a die. 1-3 = discard a card. 4-6 = draw a card",
            "Roll a die. On 1-3, discard a card. On 4-6, draw a card.",
        ),
        ("Roll a die: 6 = destroy OC", "Roll a die. On a 6, destroy OC."),
    ],
)
def test_an_outcome_written_with_equals_reads_as_with_its_colon(text: str, meant: str) -> None:
    assert parse(text) == parse(meant)  # (a roll's outcome table reads "=" itself)
    said = outcomes_with_equals(text)
    assert said is not None and said == parse(meant)
    assert outcomes_with_equals("OC = 3") is None  # no roll nor flip: a value


def test_rip_said_last_mourns_the_card_and_anywhere_else_breaks_meta_rule_1() -> None:
    assert parse("OC gets -3 lmao rip") == parse("OC gets -3.")
    assert parse("Destroy OC, rip!") == parse("Destroy OC.")
    for ripping in ("rip OC", "Rip up a card.", "Destroy OC. Rip."):
        with pytest.raises(MetaRuleError):
            parse(ripping)

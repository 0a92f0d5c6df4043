"""Never a wrong reading, by class (issue 16): each phrasing that designers write with one meaning
reads as it, and each that designers write with two (the corpus has both intents, or the seed
does not settle it) is refused with its readings, each of which is offered as a rewrite that
reads. The texts here are our own phrasings of each class, not the corpus's."""

from __future__ import annotations

import pytest

from wartable.variants.slot_wars.text import CardTextError, parse
from wartable.variants.slot_wars.text.parser import canonical
from wartable.variants.slot_wars.text.suggest import rewrites


def _refused_with(text: str, *meant: str) -> CardTextError:
    """The refusal of ``text``, checked to offer a rewrite reading as each of ``meant``."""
    with pytest.raises(CardTextError) as refused:
        parse(text)
    offered = {parse(r.text).canonical() for r in rewrites(text, n=6)}
    missing = [m for m in meant if parse(m).canonical() not in offered]
    assert not missing, f"{text!r}: no rewrite reads as {missing} (offered {sorted(offered)})"
    return refused.value


# ---- "both cards": the two cards the text has named, never every card


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "If OC's value is higher than this card's: destroy both cards",
            "If OC is higher, destroy OC and destroy this card.",
        ),
        (
            "If OC beats this card, destroy both cards.",
            "If OC is higher, destroy OC and this card.",
        ),
        (
            "If this card is lower than OC, both cards get -1.",
            "If OC is higher, this card gets -1 and OC gets -1.",
        ),
        (
            "Swap this card with OC. Both cards get +2.",
            "Swap this card and OC. This card and OC get +2.",
        ),
        (
            "If this card and OC have the same printed value, destroy both cards.",
            "If OC's printed value is equal, destroy this card and OC.",
        ),
    ],
)
def test_both_cards_are_the_two_cards_the_text_named(text: str, meant: str) -> None:
    assert canonical(text) == canonical(meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Both cards in S5 are destroyed.", "Destroy all cards in S5."),
        (
            "If OC is higher, destroy both cards in this slot.",
            "If OC is higher, destroy all cards in this slot.",
        ),
        ("Both players' cards get -1.", "All cards get -1."),
        ("Destroy both adj. cards.", "Destroy all cards in adj. slots."),
    ],
)
def test_both_cards_said_with_where_they_are_are_those_cards(text: str, meant: str) -> None:
    assert canonical(text) == canonical(meant)


@pytest.mark.parametrize(
    "text",
    ["Destroy both cards.", "Both cards get +1.", "If OC is odd, destroy OC. Destroy both cards."],
)
def test_both_cards_with_two_cards_not_named_are_refused_with_their_readings(text: str) -> None:
    refused = _refused_with(text)
    assert refused.readings == ("this card and OC", "all cards")
    offered = [r.text for r in rewrites(text)]
    assert any("this card and oc" in r.lower() for r in offered)
    assert any("all cards" in r.lower() for r in offered)


# ---- a card of the table picked at random: among the revealed cards, or among all of them?


@pytest.mark.parametrize(
    ("text", "revealed", "anywhere"),
    [
        (
            "Give a random card +3.",
            "A random revealed card gets +3.",
            "A random card on the table gets +3.",
        ),
        (
            "Tap a card at random.",
            "Tap a random revealed card.",
            "Tap a random card on the table.",
        ),
        (
            "Randomly tap an enemy card.",
            "Tap a random opp. revealed card.",
            "Tap a random opp. card on the table.",
        ),
        (
            "Put a +1 counter on a random card of yours.",
            "Put a +1 counter on a random revealed card you control.",
            "Put a +1 counter on a random card you control on the table.",
        ),
        ("Tap 2 random cards.", "Tap 2 random revealed cards.", "Tap 2 random cards on the table."),
        (
            "A random card in adj. slots gets -2.",
            "A random revealed card in adj. slots gets -2.",
            "A random card on the table in adj. slots gets -2.",
        ),
    ],
)
def test_a_random_card_of_the_table_is_refused_with_both_readings(
    text: str, revealed: str, anywhere: str
) -> None:
    refused = _refused_with(text, revealed, anywhere)
    assert "revealed" in str(refused) and "on the table" in str(refused)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Destroy a card at random.", "Destroy a random card on the table."),
        ("Randomly destroy an enemy card.", "Destroy a random opp. card on the table."),
        ("Destroy a random opposing card.", "Destroy a random opp. card on the table."),
        ("Destroy 2 random cards you control.", "Destroy 2 random cards you control on the table."),
        (
            "Roll a die. On a 6, destroy a random opp. card.",
            "Roll a die. On a 6, destroy a random opp. card on the table.",
        ),
    ],
)
def test_a_card_destroyed_at_random_is_any_card_on_the_table(text: str, meant: str) -> None:
    """Every designer who destroys "a random (enemy) card" means any card on the table, face down
    ones too (no corpus intent says a revealed one), where a card given a change at random is
    meant either way: the destroy alone settles it."""
    assert parse(text).canonical() == meant


def test_a_random_card_both_destroyed_and_changed_is_still_refused() -> None:
    with pytest.raises(CardTextError, match="revealed cards or any card on the table"):
        parse("Destroy a random card. Give a random card +2.")


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Give a random card on the table +3.", "A random card on the table gets +3."),
        ("Destroy a random opp. card in play.", "Destroy a random opp. card on the table."),
        ("Destroy a random face-up card.", "Destroy a random revealed card."),
        ("Tap a random untapped card.", "Tap a random untapped card."),
        ("Discard a random card.", "Discard a random card."),
        ("Opp discards random card", "Opp. discards a random card."),
        (
            "Return a random card in your pile to hand.",
            "Return a random card in your pile to hand.",
        ),
    ],
)
def test_a_random_card_said_among_which_reads(text: str, meant: str) -> None:
    assert canonical(text) == canonical(meant)


def test_a_random_card_on_the_table_can_be_a_face_down_one() -> None:
    """The reading printed back says it: the card is drawn among all cards on the table."""
    read = parse("Destroy a random card in play.")
    assert read.canonical() == "Destroy a random card on the table."
    assert parse(read.canonical()) == read


# ---- a price said before what it pays for: may it be paid, or must it?


@pytest.mark.parametrize(
    ("text", "optional", "compulsory"),
    [
        (
            "Discard a card, then OC gets -2.",
            "You may discard a card to give OC -2.",
            "If you have 1 or more cards in hand, discard a card and OC gets -2.",
        ),
        (
            "Discard 2 cards and destroy OC.",
            "You may discard 2 cards to destroy OC.",
            "If you have 2 or more cards in hand, discard 2 cards and destroy OC.",
        ),
        (
            "Discard a random card. +3.",
            "You may discard a random card to give this card +3.",
            "If you have 1 or more cards in hand, discard a random card and this card gets +3.",
        ),
        (
            "[R]: Discard a card and put a +1 counter on this card.",
            "[R]: You may discard a card to put a +1 counter on this card.",
            "[R]: If you have 1 or more cards in hand, discard a card and put a +1 counter on this card.",
        ),
        (
            "Draw a card. Discard 2 cards. Score a point.",
            "Draw a card and you may discard 2 cards to score a point.",
            "Draw a card. If you have 2 or more cards in hand, discard 2 cards and score a point.",
        ),
    ],
)
def test_a_discard_before_what_it_pays_for_is_refused_with_both_readings(
    text: str, optional: str, compulsory: str
) -> None:
    _refused_with(text, optional, compulsory)


def test_a_destroy_of_your_own_card_before_a_gain_is_refused_with_its_price_said() -> None:
    _refused_with(
        "Destroy one of your cards. Opp. discards 2 cards.",
        "Destroy one of your cards: opp. discards 2 cards.",
    )


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Discard 1, draw 2.", "Discard a card and draw 2 cards."),  # drawn from an empty hand too
        ("Discard a card: OC gets -2.", "You may discard a card to give OC -2."),
        ("You may discard a card to give OC -2.", "You may discard a card to give OC -2."),
        ("OC gets -2. Discard a card.", "OC gets -2. Discard a card."),  # the gain comes first
        ("Discard your hand. Destroy OC.", "Discard your hand. Destroy OC."),  # always done
        (
            "[BT]: Draw a card and discard a card. Your cards get +1.",
            "[BT]: Draw a card and discard a card. Your cards get +1.",
        ),
        (
            "If you have 2 or more cards in hand, discard a card and OC gets -2.",
            "If you have 2 or more cards in hand, discard a card and OC gets -2.",
        ),
    ],
)
def test_a_discard_that_pays_for_nothing_said_after_it_reads(text: str, meant: str) -> None:
    assert canonical(text) == canonical(meant)


# ---- a change of this card's own value under a trigger that repeats: a counter each time


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("[P]: +2", "[P]: Put a +2 counter on this card."),
        ("[BT2-BT5]: This card gets +1.", "[BT2-BT5]: Put a +1 counter on this card."),
        (
            "Whenever a card is destroyed, I get +1.",
            "When a card is destroyed: Put a +1 counter on this card.",
        ),
        (
            "Each time opp. draws a card, this gets -1.",
            "When opp. draws a card: Put a -1 counter on this card.",
        ),
        (
            "[R]: If OC is higher, this card gets +1.",
            "[R]: If OC is higher, put a +1 counter on this card.",
        ),
    ],
)
def test_a_change_of_this_card_under_a_repeating_trigger_is_a_counter(
    text: str, meant: str
) -> None:
    assert canonical(text) == canonical(meant)


@pytest.mark.parametrize(
    "text",
    [
        "[BT3]: This card gets +1.",  # fires once
        "[SSCORE]: This card gets +2.",
        "When this card is destroyed: This card gets +1.",
        "This card gets +2.",
        "[BT]: This card gets +1 until end of turn.",  # a duration said
        "[BT]: OC gets -1.",  # another card's: ends when this card leaves (the seed)
        "[BT]: This card gets +1 for each card in your hand.",  # counted at every moment
    ],
)
def test_a_change_that_fires_once_or_says_how_long_stays_a_change(text: str) -> None:
    assert "counter" not in canonical(text)


# ---- Hearthstone's words, whose changes last for good there: how long here?


@pytest.mark.parametrize(
    ("text", "while_here", "this_round"),
    [
        ("Battlecry: Give OC -2.", "OC gets -2.", "OC gets -2 until end of round."),
        (
            "Battlecry: your other cards get +1",
            "Your cards except this card get +1.",
            "Your cards except this card get +1 until end of round.",
        ),
        (
            "Battlecry - double OC's value",
            "Double OC's value.",
            "Double OC's value until end of round.",
        ),
        ("Silence the opposing card.", "OC has no text.", "OC has no text until end of round."),
        ("OC is silenced.", "OC has no text.", "OC has no text until end of round."),
        (
            "Tap OC and silence it.",
            "Tap OC and OC has no text.",
            "Tap OC and OC has no text until end of round.",
        ),
    ],
)
def test_a_hearthstone_change_that_says_not_how_long_is_refused_with_both_readings(
    text: str, while_here: str, this_round: str
) -> None:
    _refused_with(text, while_here, this_round)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Battlecry: Draw a card.", "Draw a card."),
        ("Battlecry: This card gets +2.", "This card gets +2."),  # its own change ends with it
        ("Battlecry: OC gets -2 until end of round.", "OC gets -2 until end of round."),
        ("Battlecry: Put a -1 counter on OC.", "Put a -1 counter on OC."),
        ("Silence OC this round.", "OC has no text until end of round."),
        ("OC loses its text.", "OC has no text."),  # the seed's words: while this card is there
        ("Deathrattle: Draw a card.", "When this card is destroyed: Draw a card."),
    ],
)
def test_a_hearthstone_word_with_how_long_said_reads(text: str, meant: str) -> None:
    assert canonical(text) == canonical(meant)


# ---- a change lasting while this card is on the table, made once it has been destroyed


@pytest.mark.parametrize(
    ("text", "this_round", "counters"),
    [
        (
            "Deathrattle: OC gets -2.",
            "When this card is destroyed: OC gets -2 until end of round.",
            "When this card is destroyed: Put a -2 counter on OC.",
        ),
        (
            "When this card dies, your other cards get +1.",
            "When this card is destroyed: Your cards except this card get +1 until end of round.",
            "When this card is destroyed: Put a +1 counter on your cards except this card.",
        ),
        (
            "When this card is destroyed: opp. can't place cards in S9.",
            "When this card is destroyed: Opp. can't place cards in S9 until end of round.",
            None,
        ),
    ],
)
def test_a_change_lasting_while_a_destroyed_card_is_here_is_refused_with_what_outlasts_it(
    text: str, this_round: str, counters: str | None
) -> None:
    error = _refused_with(text, *(m for m in (this_round, counters) if m is not None))
    assert "after this card is destroyed" in str(error)


@pytest.mark.parametrize(
    "text",
    [
        "When this card is destroyed: OC gets -2 until end of round.",
        "When this card is destroyed: Put a -2 counter on OC.",
        "When this card is destroyed: Draw 2 cards.",
        "When this card is destroyed: This card gets +1.",
    ],
)
def test_a_destroyed_cards_change_that_outlasts_it_reads(text: str) -> None:
    assert canonical(text) == text


# ---- "If this card is destroyed, return it to hand": from the pile, or instead of the pile?


@pytest.mark.parametrize(
    "text",
    [
        "If this card is destroyed, return it to your hand.",
        "If it dies, put it back in your hand.",
        "If this gets destroyed, return it to hand.",
    ],
)
def test_if_this_card_is_destroyed_return_it_is_refused_with_both_readings(text: str) -> None:
    _refused_with(
        text,
        "When this card is destroyed: Return this card to hand.",
        "If this card would be destroyed, return it to hand instead.",
    )


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "When this card dies, put it back in your hand.",
            "When this card is destroyed: Return this card to hand.",
        ),
        ("If this card is destroyed, draw 2 cards.", "When this card is destroyed: Draw 2 cards."),
        (
            "If this card would be destroyed, return it to hand instead.",
            "If this card would be destroyed, return it to hand instead.",
        ),
    ],
)
def test_a_destroyed_card_said_with_when_or_would_reads(text: str, meant: str) -> None:
    assert canonical(text) == canonical(meant)


# ---- "per 2 cards": a count in groups the language cannot say, never each card


@pytest.mark.parametrize(
    "text",
    [
        "+1 per 2 cards in your hand.",
        "+1 per 2 opp. cards.",
        "Draw a card per 3 cards in opp.'s hand.",
    ],
)
def test_a_count_in_groups_is_refused_not_read_as_each_card(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


@pytest.mark.parametrize("text", ["+1 per card in your hand.", "+1 per 1 card in your hand."])
def test_a_count_of_each_card_reads(text: str) -> None:
    assert canonical(text) == "This card gets +1 for each card in your hand."


# ---- "the card" naming no card: every card, one of your choice, OC or this card?


@pytest.mark.parametrize("text", ["Destroy the card.", "Tap card.", "Destroy teh card."])
def test_a_card_named_by_nothing_is_refused_with_its_readings(text: str) -> None:
    error = _refused_with(text, "Destroy a card." if "Destroy" in text else "Tap a card.")
    assert "'the card' could be" in str(error)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Destroy the cards.", "Destroy all cards."),
        ("Destroy the opp. card.", "Destroy OC."),
        ("Destroy the highest card.", "Destroy the highest card."),
        ("Destroy the card with value 3.", "Destroy all 3s."),
    ],
)
def test_a_card_named_by_more_than_the_reads(text: str, meant: str) -> None:
    assert canonical(text) == meant


# ---- "it" opening a sentence after one with a trigger or a condition of its own


@pytest.mark.parametrize(
    ("text", "readings"),
    [
        ("[R]: Look at an unrevealed card. Put a -1 counter on it.", ["this card"]),
        ("[BT]: Tap OC. It gets -1.", ["OC", "this card"]),
    ],
)
def test_it_after_a_sentence_with_its_own_moment_and_another_card_is_refused(
    text: str, readings: list[str]
) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert "opens a sentence of its own" in str(refused.value)
    assert list(refused.value.readings) == readings


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "[BT]: +1. It can't be destroyed.",
            "[BT]: Put a +1 counter on this card. This card can't be destroyed.",
        ),
        ("Tap OC. It gets -1.", "Tap OC. OC gets -1."),
    ],
)
def test_it_with_one_card_it_could_be_reads(text: str, meant: str) -> None:
    assert canonical(text) == meant


# ---- Magic's "target slot": one slot of your choice, which no card can say


def test_target_slot_is_refused_with_the_slots_a_card_can_name() -> None:
    error = _refused_with(
        "Destroy all cards in target slot.",
        "Destroy all cards in all slots.",
        "Destroy all cards in S5.",
    )
    assert "'target slot' would be one slot of your choice" in str(error)


def test_a_slot_alone_is_every_slot() -> None:
    assert canonical("Ties in a slot go to you.") == "Ties go to you."


# ---- a change of OC said with no verb under a trigger that repeats: a counter, or lasting?


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("[R]: OC -2.", "[R]"),
        ("At the start of each turn: -1 to OC.", "[BT]"),
        ("Whenever you draw, OC -1.", "When you draw a card"),
        ("[R]: If OC is odd, OC -1.", "[R]"),
    ],
)
def test_a_verbless_change_of_oc_each_time_is_refused_with_both_readings(
    text: str, trigger: str
) -> None:
    amount = "-2" if "-2" in text else "-1"
    condition = "If OC's value is odd, " if "odd" in text else ""
    counter = f"{trigger}: {condition}{'p' if condition else 'P'}ut a {amount} counter on OC."
    lasting = f"{trigger}: {condition or ''}OC gets {amount}."
    refused = _refused_with(text, counter, lasting)
    assert "a counter each time" in str(refused)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("[R]: OC gets -1.", "[R]: OC gets -1."),  # said with its verb: every designer's lasting
        ("OC -1.", "OC gets -1."),  # once, on reveal
        ("[R]: OC -1 until end of round.", "[R]: OC gets -1 until end of round."),
        ("[R]: -1 counter on OC.", "[R]: Put a -1 counter on OC."),
    ],
)
def test_a_change_of_oc_that_says_how_it_lasts_reads(text: str, meant: str) -> None:
    assert parse(text).canonical() == meant


def test_a_sentence_that_says_how_often_is_not_left_out_as_flavour() -> None:
    # "once" limits the ability: dropping the sentence would read a card that can be used freely
    with pytest.raises(CardTextError):
        parse("Sac another card you control: draw 2. Instant speed, once.")
    assert parse("The dragon roars! Destroy OC.").canonical() == "Destroy OC."


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "You can choose: destroy the OC or you draw 2 cards.",
            "Choose one: destroy OC or draw 2 cards.",
        ),
        ("You can pick one: OC -2 or +2.", "Choose one: OC gets -2 or this card gets +2."),
        (
            "You may choose one: draw a card or tap OC.",
            "You may choose one: draw a card or tap OC.",
        ),
        ("You can choose to draw 2.", "You may draw 2 cards."),
    ],
)
def test_you_can_choose_before_the_options_is_a_choice_you_make(text: str, meant: str) -> None:
    assert parse(text).canonical() == meant


@pytest.mark.parametrize(
    "text", ["Opp. discards a card to draw 2.", "Each player discards a card to draw a card."]
)
def test_a_price_before_to_paid_by_another_player_is_refused(text: str) -> None:
    # whose draw, and who chooses to pay? "You may ... to ..." is the controller's price
    with pytest.raises(CardTextError, match="yours to pay"):
        parse(text)
    assert (
        parse("Discard a card to draw 2.").canonical() == "You may discard a card to draw 2 cards."
    )

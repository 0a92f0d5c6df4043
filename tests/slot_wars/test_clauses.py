"""Sentence structure said another way (:mod:`wartable.variants.slot_wars.text.clauses`): each
shape reads as its canonical text and round-trips; a shape that could mean two things, or a
reminder that says something else, is refused."""

from __future__ import annotations

import pytest

from tests.slot_wars.corpus import as_played
from wartable.variants.slot_wars.text import CardTextError, parse
from wartable.variants.slot_wars.text import effects as fx
from wartable.variants.slot_wars.text.parser import canonical

SHAPES: dict[str, tuple[str, ...]] = {
    # adjacency said after the noun
    "All cards in adj. slots get +1.": (
        "The cards adjacent to this get +1.",
        "Cards next to it get +1.",
        "Cards beside this one get +1.",
        "Cards on either side of this card get +1.",
        "Cards to the left and right of this get +1.",
        "Each card next to this gets +1.",
        "Cards adjacent to this card's slot get +1.",
    ),
    "Your cards in adj. slots get +1.": (
        "Your cards adjacent to this card get +1.",
        "Your cards in the slots next to this one get +1.",
        "Your cards in the slots on either side get +1.",
    ),
    "Destroy a card in adj. slots.": ("Destroy a card adjacent to this.",),
    "Opp. can't place cards in adj. slots.": ("Opp. can't play cards in the slots beside it.",),
    # the owner's possessive on the slot, both players' cards, sets of slots
    "Opp. cards in S3 get -2.": ("Opp.'s slot 3 card gets -2.", "Opp's S3 card gets -2."),
    "Tap opp. cards in S4 and S5.": ("Tap opp.'s S4 and S5 cards.",),
    "All cards get -1.": ("Both players' cards get -1.", "Everyone's cards get -1."),
    "All cards in S2, S4, S6 and S8 get +1.": (
        "Cards in even slots get +1.",
        "Even-numbered slots get +1.",
    ),
    "Destroy all cards in S1, S3, S5, S7 and S9.": ("Destroy all cards in the odd slots.",),
    "All cards in S1-S3 get +1.": (
        "Cards in slots one through three get +1.",
        "Cards in the first three slots get +1.",
    ),
    "Your cards in S8-S9 get +2.": ("Your cards in the last two slots get +2.",),
    # value ranges
    "Destroy all cards with value 2-4.": (
        "Destroy all 2s-4s.",
        "Destroy 2s to 4s.",
        "Destroy 2s through 4s.",
        "Destroy cards with values 2 to 4.",
        "Destroy cards with a value between 2 and 4.",
        "Destroy cards with values from 2 to 4.",
    ),
    # value changes and sets
    "OC has value 3.": (
        "OC is reduced to 3.",
        "OC's value is lowered to 3.",
        "OC goes down to 3.",
        "OC's value is set to 3.",
        "Change OC's value to 3.",
        "Reduce OC's value to 3.",
        "Lower OC to 3.",
    ),
    "This card has value 5.": ("Set value to 5.",),
    "This card gets +2.": ("Value +2.", "Value: +2", "Has +2."),
    "Double this card's value.": ("Value x2.", "Double value."),
    "This card and OC get +1.": (
        "This card and OC +1.",
        "This & OC: +1",
        "Both this card and OC get +1.",
        "This card and OC each get +1.",
        "This card and OC get +1 each.",
    ),
    "Swap values of this card and OC.": (
        "This card and OC swap their values.",
        "OC and this card trade values.",
    ),
    "This card gets +2 and this card can't be destroyed.": (
        "This card gets +2 and can't be destroyed.",
    ),
    "If OC is odd, double this card's value. If OC is even, triple this card's value.": (
        "If OC is odd, double this card's value, if OC is even, triple this card's value.",
    ),
    "Discard up to 3 cards, then draw a card for each of them.": (
        "Discard up to 3 cards, then draw a card for each card discarded.",
        "Discard up to 3 cards, then draw a card per discarded card.",
    ),
    # zones and owners
    "Look at the top 3 cards of your deck.": ("Look at your deck's top 3.",),
    "Look at the top 2 cards of opp.'s deck.": ("Look at opp.'s deck's top 2 cards.",),
    "Reveal the top card of your deck.": ("Reveal the top of your deck.",),
    "Look at opp.'s hand.": ("Look at the hand of your opponent.", "You look at opp.'s hand."),
    "Discard 2 cards.": ("Discard 2 hand cards.",),
    "Draw 3 cards.": ("Draw the top 3 cards of your deck.",),
    # subjects
    "Destroy OC.": (
        "You destroy OC.",
        "This card destroys OC.",
        # a reminder that says again what its sentence says
        "Destroy OC (OC goes to the pile).",
        "Destroy OC - OC is destroyed.",
    ),
    "Draw a card.": ("The player who controls this card draws a card.",),
    "Each player draws a card.": ("Players each draw a card.", "Both players each draw a card."),
    "If this card and OC have the same printed value, destroy this card and OC.": (
        "If this card and OC have the same printed value, destroy both.",
    ),
    "Pay 1 point to destroy OC.": ("Destroy OC by paying 1 point.", "Costs 1 point: destroy OC."),
    "Discard a card to draw 2 cards.": ("Draw 2 cards by discarding a card.",),
    "If OC is odd, draw a card.": ("Draw a card when OC is odd.", "When OC is odd, draw a card."),
    "Opp. discards a card.": ("The player who controls OC discards a card.",),
    "This card can't be destroyed.": ("Can't be destroyed.",),
    # a trigger, a condition or a choice said after the effect
    "When this card is destroyed: Draw a card.": (
        "Draw a card when this is destroyed.",
        "Draw a card if this card is destroyed.",
    ),
    "When a card is destroyed: Score a point.": ("Score a point whenever a card is destroyed.",),
    "[BT]: Draw a card.": ("Draw a card [BT].",),
    "[BT3]: Draw a card.": ("Draw a card at the start of turn 3.", "Draw a card [BT3]."),
    "[R4]: Tap OC.": ("Tap OC after reveal 4.", "Tap OC [R4]."),
    "If OC is odd, destroy OC.": (
        "If OC is odd then destroy it.",
        "When revealed and OC is odd, destroy OC.",
        "Destroy OC if odd.",
        "OC odd: destroy it.",
        "Destroy OC, but only if it is odd.",
        "Destroy OC only if OC is odd.",
    ),
    "While this card is in S5, this card gets +2.": ("This card gets +2 when in S5.",),
    "If OC is odd, this card gets +2.": ("This card, if OC is odd, gets +2.",),
    "Choose one: destroy OC or tap OC.": (
        "Destroy OC or tap OC, your choice.",
        "Your choice: destroy OC or tap OC.",
    ),
    # restrictions as a quantity of none, trigger tags
    "No player can place cards in S3.": (
        "No cards can be placed in S3.",
        "Nothing may be placed in S3.",
    ),
    "[R2-R4]: Destroy an unrevealed card.": ("[R2]-[R4]: Destroy an unrevealed card.",),
    "This card gets +2 until end of round.": (
        "This card gets +2 until [ESCORE].",
        "This gets +2 (only this round).",
        "This gets +2 this round only.",
        "This card gets +2 (until end of round).",
        "Only this round, this card gets +2.",
    ),
    "Opp. discards a random card.": (
        "Opp. discards a card picked at random.",
        "Opp. discards a card, chosen at random.",
        "Opp. discards a randomly chosen card.",
        "Opp. discards a card selected randomly.",
    ),
    "Lowest card wins in this slot.": (
        "Lowest card wins in this slot instead of the highest.",
        "Lowest card wins in this slot (rather than the highest).",
    ),
    "Double OC's value.": ("Double OC's value (OC's value is doubled).",),
}

MORE_SHAPES: list[tuple[str, tuple[str, ...]]] = [
    # a choice of one card said with its owner alone ("your card": one of them, not all)
    (
        "One of your cards gets +2.",
        (
            "Pick your card. It gets +2.",
            "Choose your card. It gets +2.",
            "Pick ur card, it gets +2",
            "Select your card. It gets +2.",
        ),
    ),
    ("An opp. card gets -2.", ("Pick opp card. It gets -2.", "Choose opp.'s card. It gets -2.")),
    ("Untap one of your tapped cards.", ("Choose your tapped card. Untap it.",)),
    # values said as a list of neighbours, and a printed value had
    (
        "If OC's value is 1-2, destroy OC.",
        (
            "Destroy OC if it's a 1 or 2.",
            "Destroy OC if OC is a 1 or a 2.",
            "Destroy OC if its value is 1 or 2.",
            "If OC is 1 or 2, destroy it.",
            "If OC's a 1 or 2, destroy it.",
        ),
    ),
    ("If OC's value is 7-9, destroy OC.", ("If OC is 7, 8 or 9, destroy it.",)),
    (
        "If OC's printed value is 5 or more, this card gets +3.",
        (
            "If OC has a printed value of 5 or more, this card gets +3.",
            "If OC has printed value 5 or more, this card gets +3.",
        ),
    ),
    ("If OC's printed value is odd, destroy OC.", ("If OC has an odd printed value, destroy it.",)),
    # a duration said with "only", or in brackets as a detail of its sentence (above too)
    (
        "This card can't be destroyed until end of round.",
        ("This card can't be destroyed (only this round).",),
    ),
    ("If OC's value is odd, destroy OC.", ("Destroy OC (if it is odd).",)),
    # the outcomes of a roll said with "if", or first with a comma
    (
        "Roll a die. On a 6, destroy OC.",
        (
            "Roll a die. If 6, destroy OC.",
            "Roll a die, if 6 destroy OC.",
            "Roll a die. 6, destroy OC.",
        ),
    ),
    (
        "Roll a die. On a 6, win this slot.",
        (
            "Roll dice: if 6 you win the slot.",
            "roll dice if 6 u win the slot",
        ),
    ),
    ("Roll a die. On 1-2, draw a card.", ("Roll a die. If you roll a 1 or 2, draw a card.",)),
    (
        "Roll a die. On even, draw a card. On odd, OC gets -2.",
        ("Roll a die. Even, draw a card. Odd, OC gets -2.",),
    ),
    (
        "Roll a die. On 1-3, draw a card. On 4-6, destroy OC.",
        (
            "Roll a die: 1-3, draw a card; 4-6, destroy OC.",
            "Roll a die. If 1-3, draw a card. If 4-6, destroy OC.",
        ),
    ),
    # the options of a choice after a dash, or labelled
    (
        "Choose one: draw a card or OC gets -2.",
        (
            "Choose one — Draw a card; or OC gets -2.",
            "Choose one – draw a card or OC gets -2.",
            "Choose one: A) draw a card B) OC gets -2.",
            "Choose one: 1) draw a card; 2) OC gets -2.",
            "Choose one: (a) draw a card; or (b) OC gets -2.",
        ),
    ),
    (
        "Choose one: draw a card or destroy OC or tap OC.",
        ("Choose one: a) draw a card, b) destroy OC, c) tap OC.",),
    ),
    # a price said after what it buys, or before a colon after "you may"
    ("You may discard a card to draw 2 cards.", ("Draw 2 cards, but first discard a card.",)),
    ("You may lose a point to destroy OC.", ("Destroy OC, but first lose a point.",)),
    (
        "You may discard a card to give this card +3.",
        (
            "You may discard a card: this gets +3.",
            "As this is revealed you may discard a card. If you do, +3 to this.",
        ),
    ),
    # triggers with this card left out, or said with "as" or "on"
    (
        "When this card is destroyed: Draw a card.",
        (
            "If destroyed, draw a card.",
            "On destroy: draw a card.",
        ),
    ),
    (
        "When this card is destroyed: Draw 2 cards.",
        (
            "If is destroyed draw 2.",
            "When is destroyed, draw 2.",
        ),
    ),
    ("Draw a card.", ("As this card is revealed, draw a card.",)),
    (
        "[D]: Put a +1 counter on this card.",
        ("At the end of each draw phase, this gets a +1 counter.",),
    ),
    # a leading place or duration without its comma; a passive draw or return; look without "at"
    ("If this card is in S9, this card gets +3.", ("In S9 this gets +3.", "In S9, this gets +3.")),
    ("While this card is in S9, this card gets +3.", ("While in S9, this gets +3.",)),
    ("OC gets -2 until end of round.", ("Until end of round OC gets -2.",)),
    ("Draw 2 cards.", ("2 cards are drawn.",)),
    ("Draw a card.", ("A card is drawn.",)),
    ("Return OC to hand.", ("OC is returned to its owner's hand.",)),
    ("Look at the top card of your deck.", ("Look top card of your deck.",)),
    (
        "Rearrange the top 3 cards of your deck.",
        ("Look at the top 3 cards of your deck, put them in any order.",),
    ),
    # a card's name with "the", "of" among its unknown words
    ("Destroy OC.", ("The Blade of Kings: destroy OC.",)),
    # a value lost per card, or gained with no sign; "each" after the cards
    ("OC gets -1 for each card in adj. slots.", ("OC loses 1 per card in adj. slots.",)),
    ("OC gets -2 until end of round.", ("OC loses 2 this round.",)),
    ("This card gets +1 for each card in your hand.", ("This gains 1 per card in your hand.",)),
    ("Your cards in S7-S9 get +1.", ("Your cards in S7-S9 each get +1.",)),
    # one verb for two cards: each gets it ("and"), or either does, your choice ("or")
    ("Tap OC and destroy OC.", ("Tap and destroy OC.",)),
    (
        "Choose one: destroy this card or destroy OC.",
        ("Destroy this or OC.", "Destroy this card or OC."),
    ),
    ("You may choose one: destroy this card or destroy OC.", ("You can destroy this or OC.",)),
    ("Choose one: tap OC or tap this card.", ("Tap OC or this card.",)),
    # one toss, whichever side is said first, and a side said twice (a toss said again is
    # a toss of its own)
    (
        "Flip a coin. If heads, destroy OC. If tails, destroy this card.",
        (
            "Flip a coin. If tails, destroy this card. If heads, destroy OC.",
            "Flip a coin. Tails: destroy this card. Heads: destroy OC.",
            "Flip a coin. Heads: destroy OC. Tails: destroy this card.",
        ),
    ),
    (
        "Flip a coin. If heads, untap OC. If tails, tap OC.",
        ("Flip a coin. If tails, tap OC. If heads, untap it.",),
    ),
    (
        "Flip a coin. If tails, draw a card and discard a card.",
        ("Flip a coin. If tails, draw a card. If tails, discard a card.",),
    ),
    (
        "Flip a coin. If heads, draw a card. Flip a coin. If tails, discard a card.",
        ("Flip a coin, if heads draw a card. Flip a coin, if tails discard a card.",),
    ),
    # the cards a player has out (in play, on the table): those it controls; while this card
    # stays (remains) in play: as long as a lasting change lasts anyway
    (
        "OC gets -1 for each of your odd cards.",
        (
            "OC gets -1 for every odd card you have out.",
            "OC gets -1 for each odd card you have in play.",
        ),
    ),
    (
        "This card gets +1 for each opp. card.",
        ("This gets +1 for each card opp has on the table.",),
    ),
    (
        "A card in adj. slots gets +2.",
        ("Choose an adjacent card. It gets +2 while this card stays.",),
    ),
    (
        "OC gets -2.",
        (
            "OC gets -2 as long as this card is on the table.",
            "OC gets -2 while this stays in play.",
            "While this card remains on the table, OC gets -2.",
        ),
    ),
    # a coin's side after "its", and the flip said before "if" with no stop
    (
        "Flip a coin. If heads, this card gets +4.",
        ("flip a coin if its heads +4", "Flip a coin, if heads +4."),
    ),
]
"""More shapes, each canonical text with the phrasings that read as it (a list: a canonical
text may come twice)."""

CASES = [
    (canonical, text) for canonical, texts in [*SHAPES.items(), *MORE_SHAPES] for text in texts
]


@pytest.mark.parametrize(("canonical", "text"), CASES)
def test_a_shape_reads_as_its_canonical_text(canonical: str, text: str) -> None:
    read = parse(text)
    assert as_played(read) == as_played(parse(canonical))
    assert parse(read.canonical()) == read


@pytest.mark.parametrize(
    "text",
    [
        "The card next to this one gets +1.",  # which of the two, and whose?
        "The card adjacent to this gets +1.",
        "Opp. can't place in the slot next to this one.",  # the next slot, or either?
        "If OC is odd, double this card's value, if OC is even, triple it.",  # 'it': which?
        "If their values are equal, draw a card.",  # whose values?
        "Opp. discards a card, your choice.",  # who chooses the opponent's discard?
        "Draw a card for each card discarded.",  # no discard before it to count
        "Draw a card (2 if you are behind).",  # a reminder that adds a rule
        "Lowest card wins in this slot (instead of the lowest).",  # not the default
        "[R4]-[R2]: Draw a card.",  # a range backwards
        "[R3] to [BT]: Draw a card.",  # two phases (found by fuzzing: crashed)
        "[R2]-[P4]: Draw a card.",
        "This card gets +2 until [SSCORE].",  # until the start of scoring: no such duration
        "OC: value -2.",  # "value" after a card named is that card's, not this one's
        "The knight destroys OC.",  # a character as the subject: not this card
        "If OC is odd, this card taps.",  # this card taps what?
        "Destroy both.",  # both of which two cards? (not all cards)
        "Tap OC when it is revealed.",  # 'it' is OC: OC's reveal, not this card's
        "Give OC -2 when it is destroyed.",
        "Destroy OC by tapping it.",  # the price first: 'it' would name nothing
        "Roll a die. Draw a card if odd.",  # the roll, or a card? (never OC)
        "Swap this card and OC, then give both +1.",  # 'give' takes one card
        "If OC is 1 or 3, destroy it.",  # no test reads two values apart
        "Pick your card: +2.",  # no effect said of the card picked
        "Roll a die. If 6 or more cards are in your hand, draw a card.",  # not the roll
        "Destroy OC, but first tap it.",  # 'it' would be said before what it names
        "You may draw a card: tap OC.",  # drawing is no price
        "In S9, your cards get +1.",  # your cards in S9, or if this card is in S9?
        "Return OC or a card in adj. slots to hand.",  # the verb's object is not all it says
        "While this card is on the table, draw a card.",  # no lasting change to last while
        "OC gets -2 while this card stays tapped.",  # a state, not in play
        "No draw for opp. next turn.",  # this turn's draw phase, or the next turn's?
        "Opp: no draw next turn.",
    ],
)
def test_a_shape_that_could_mean_two_things_is_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)


@pytest.mark.parametrize(
    ("text", "readings"),
    [
        ("Destroy opp card.", ("opp. cards", "one of opp. cards", "OC")),
        ("Opp card gets -2.", ("opp. cards", "one of opp. cards", "OC")),
        ("Your card gets +1.", ("your cards", "one of your cards")),
        ("Tap your untapped card.", ("your cards", "one of your cards")),
    ],
)
def test_one_owned_card_with_nothing_that_picks_it_is_refused_with_its_readings(
    text: str, readings: tuple[str, ...]
) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(text)
    assert refused.value.readings == readings


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Destroy your card in S3.", "Destroy your cards in S3."),
        ("Destroy a random opp card in play.", "Destroy a random opp. card on the table."),
        ("Destroy the lowest opp card.", "Destroy the lowest opp. card."),
        ("Destroy an opp. card.", "Destroy an opp. card."),
        ("Pick your card. It gets +2.", "One of your cards gets +2."),
    ],
)
def test_one_owned_card_reads_where_a_pick_or_a_slot_says_which(text: str, meant: str) -> None:
    assert canonical(text) == meant


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("If tied, the player with fewer points wins.", "Ties go to the player with fewer points."),
        ("If tied, the player with more points wins.", "Ties go to the player with more points."),
        (
            "In case of a tie, the player with more cards in hand wins.",
            "Ties go to the player with more cards in hand.",
        ),
        ("If tied, opp. wins.", "Ties go to opp."),
    ],
)
def test_a_tie_lead_names_who_wins_the_tied_slots(text: str, meant: str) -> None:
    """Tied players have equal points, so "the player with fewer points" can only settle tied
    slots (it read as the round tied)."""
    assert canonical(text) == meant


def test_a_card_beside_this_one_is_refused_with_its_readings() -> None:
    with pytest.raises(CardTextError) as refused:
        parse("The card next to this one gets +1.")
    assert "all cards in adj. slots" in str(refused.value)


def test_a_reminder_left_out_is_noted_and_one_that_adds_a_rule_is_named() -> None:
    assert any("left out" in note for note in parse("Destroy OC (OC goes to the pile).").notes)
    with pytest.raises(CardTextError) as refused:
        parse("Draw a card (2 if you are behind).")
    assert "brackets" in refused.value.reason


def test_the_sides_of_a_toss_and_the_outcomes_of_a_roll_said_out_of_order_are_one_toss() -> None:
    tossed = parse("Flip a coin. If tails, destroy this card. If heads, destroy OC.")
    [ability] = tossed.abilities
    [toss] = ability.effects
    assert isinstance(toss, fx.Chance) and toss.effects and toss.tails
    rolled = parse("Roll a die. On 4-6, draw a card. On 1-3, discard a card.")
    [ability] = rolled.abilities
    [roll] = ability.effects
    assert isinstance(roll, fx.Roll) and len(roll.outcomes) == 2

"""The card-text language: the seed's examples, abbreviations, canonical text, errors, fuzzing."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from wartable.variants.slot_wars.text import (
    TEMPLATES,
    CardTextError,
    MetaRuleError,
    parse,
)
from wartable.variants.slot_wars.text import effects as fx

YOURS = fx.Owner.YOURS
ALL_CARDS = fx.Target()


def only(text: str) -> fx.Ability:
    parsed = parse(text)
    assert len(parsed.abilities) == 1, parsed
    return parsed.abilities[0]


# ---- every rules example quoted in the seed


def test_start_of_each_turn_draw_a_card() -> None:
    ability = only("Start of each turn : Draw a card.")
    assert ability == fx.Ability(
        fx.AtPhase(fx.Phase.TURN_START), None, (fx.Draw(fx.Player.YOU, 1),)
    )
    assert ability.canonical() == "[BT]: Draw a card."


def test_after_drawing_a_card_counter_on_any_revealed_card() -> None:
    ability = only("After drawing a card : Put a +1 counter on any revealed card.")
    target = fx.Target(pick=fx.Pick.CHOOSE, count=1, state=fx.CardState.REVEALED)
    assert ability == fx.Ability(
        fx.OnEvent(fx.GameEvent.DRAWN, fx.Party.YOURS), None, (fx.AddCounters(target, 1),)
    )


def test_destroy_one_card_is_the_same_as_when_revealed() -> None:
    one = fx.Target(pick=fx.Pick.CHOOSE, count=1)
    expected = fx.CardText((fx.Ability(fx.WhenRevealed(), None, (fx.Destroy(one),)),))
    assert parse("Destroy one card") == expected
    assert parse("When this card is revealed : Destroy one card") == expected
    assert parse("When revealed: destroy a card.") == expected


def test_your_cards_get_plus_one_is_continuous() -> None:
    effect = only("Your cards get +1").effects[0]
    assert effect == fx.Modify(fx.Target(owner=YOURS), 1, fx.Duration.WHILE_IN_PLAY)
    assert effect.continuous


def test_counters_on_all_of_your_cards_stay() -> None:
    effect = only("Place a +1 counter on all of your cards").effects[0]
    assert effect == fx.AddCounters(fx.Target(owner=YOURS), 1, 1)
    assert not effect.continuous


def test_a_counter_on_all_2s_is_plus_one_on_current_value_2() -> None:
    assert only("Place a counter on all 2s").effects == (fx.AddCounters(fx.Target(value=2), 1),)


def test_when_any_card_is_destroyed_this_card_gets_a_counter() -> None:
    ability = only("When any card is destroyed : This card gets a +1 counter")
    assert ability == fx.Ability(
        fx.OnEvent(fx.GameEvent.DESTROYED, fx.Party.ANY),
        None,
        (fx.AddCounters(fx.THIS_CARD, 1),),
    )


def test_all_1s_are_current_values_and_printed_1s_are_printed() -> None:
    assert only("Destroy all 1s").effects == (fx.Destroy(fx.Target(value=1)),)
    assert only("Destroy all printed 1s").effects == (fx.Destroy(fx.Target(printed=1)),)


def test_multiply_by_a_stacked_card() -> None:
    effect = only("Multiply this card's value by the value of any card stacked with it.").effects[0]
    stacked = fx.Target(fx.TargetKind.STACKED, fx.Pick.CHOOSE, 1)
    assert effect == fx.MultiplyByValue(fx.THIS_CARD, stacked)


def test_draw_a_bonus_card() -> None:
    assert only("[BT]:Draw a bonus card") == only("[BT]: Draw a card.")


def test_all_card_gain_plus_one_sic() -> None:
    assert only("All card gain +1").effects == (fx.Modify(ALL_CARDS, 1),)


@pytest.mark.parametrize(
    "text", ["Rip up a card that annoys you", "Burn OC", "Tear up a card", "Deface all 9s"]
)
def test_physical_harm_breaks_meta_rule_1(text: str) -> None:
    with pytest.raises(MetaRuleError) as caught:
        parse(text)
    assert caught.value.rule == 1
    assert "meta rule 1" in str(caught.value)
    assert caught.value.column == 1


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("Destroy OC permanently", 1),
        ("Remove a card from the game", 1),
        ("Take control of OC permanently", 2),
        ("Take OC", 2),
        ("Steal a card", 2),
    ],
)
def test_meta_rules_on_text_that_reads(text: str, rule: int) -> None:
    with pytest.raises(MetaRuleError) as caught:
        parse(text)
    assert caught.value.rule == rule


def test_allowed_forms_of_taking() -> None:
    """Control taken with no end named ends with the round, as all temporary control does."""
    for text in ("Take control of OC until end of round", "Take control of OC."):
        assert only(text).effects == (fx.TakeControl(fx.OPPOSING, fx.Duration.UNTIL_END_OF_ROUND),)
    assert only("Trade this card for OC").effects == (fx.Trade(fx.THIS_CARD, fx.OPPOSING),)


# ---- triggers, targets, conditions, rule changes


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("[BT]", fx.AtPhase(fx.Phase.TURN_START)),
        ("[BT1]", fx.AtPhase(fx.Phase.TURN_START, 1, 1)),
        ("[BT2-BT3]", fx.AtPhase(fx.Phase.TURN_START, 2, 3)),
        ("[bt2-3]", fx.AtPhase(fx.Phase.TURN_START, 2, 3)),
        ("[P]", fx.AtPhase(fx.Phase.PLACEMENT)),
        ("[P3]", fx.AtPhase(fx.Phase.PLACEMENT, 3, 3)),
        ("[P5-P9]", fx.AtPhase(fx.Phase.PLACEMENT, 5, 9)),
        ("[R]", fx.AtPhase(fx.Phase.REVEAL)),
        ("[R4]", fx.AtPhase(fx.Phase.REVEAL, 4, 4)),
        ("[D]", fx.AtPhase(fx.Phase.DRAW)),
        ("[D2-D4]", fx.AtPhase(fx.Phase.DRAW, 2, 4)),
        ("[SSCORE]", fx.AtPhase(fx.Phase.SCORING_START)),
        ("[ESCORE]", fx.AtPhase(fx.Phase.SCORING_END)),
        ("Start of each turn", fx.AtPhase(fx.Phase.TURN_START)),
        ("At the start of turn 4", fx.AtPhase(fx.Phase.TURN_START, 4, 4)),
        ("After each placement phase", fx.AtPhase(fx.Phase.PLACEMENT)),
        ("After reveal 3", fx.AtPhase(fx.Phase.REVEAL, 3, 3)),
        ("After each draw phase", fx.AtPhase(fx.Phase.DRAW)),
        ("At the start of scoring", fx.AtPhase(fx.Phase.SCORING_START)),
        ("At the end of scoring", fx.AtPhase(fx.Phase.SCORING_END)),
        ("When any card is destroyed", fx.OnEvent(fx.GameEvent.DESTROYED, fx.Party.ANY)),
        ("When this card is destroyed", fx.OnEvent(fx.GameEvent.DESTROYED, fx.Party.THIS)),
        ("After drawing a card", fx.OnEvent(fx.GameEvent.DRAWN, fx.Party.YOURS)),
        ("When a card is revealed", fx.OnEvent(fx.GameEvent.REVEALED, fx.Party.ANY)),
        ("When you discard a card", fx.OnEvent(fx.GameEvent.DISCARDED, fx.Party.YOURS)),
        ("When opp. draws a card", fx.OnEvent(fx.GameEvent.DRAWN, fx.Party.OPPONENTS)),
        ("When revealed", fx.WhenRevealed()),
    ],
)
def test_triggers(text: str, trigger: fx.Trigger) -> None:
    assert only(f"{text}: Draw a card.").trigger == trigger


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("Destroy opp. cards in S3-S6.", "destroy opponent's cards in slots 3 to 6"),
        ("Destroy opp. cards in S3-S6.", "DESTROY OPPONENT CARDS IN SLOTS 3-6"),
        ("Cards in adj. slots get +1.", "cards in adjacent slots get +1"),
        ("Your cards in prev. slots get +1.", "your cards in previous slots get +1"),
        ("Destroy one card.", "destroy a card"),
        ("Destroy one card.", "Destroy any card"),
        ("Look at opp.'s hand.", "look at opponent's hand"),
        ("Look at opp.'s hand.", "Look at opp's hand"),
        ("OC gets -1.", "the opposing card gets -1"),
        ("Draw two cards.", "Draw 2 cards"),
        ("Hide OC.", "Turn OC face down"),
        ("Hide OC.", "turn OC face-down."),
        ("Draw a card.", "Draw a card"),
        ("Destroy OC.", "des-\ntroy OC"),
    ],
)
def test_abbreviations_and_variations_mean_the_same(left: str, right: str) -> None:
    assert parse(left) == parse(right)


def test_filters_combine() -> None:
    effect = only("Destroy opp. cards in adj. slots").effects[0]
    assert effect == fx.Destroy(
        fx.Target(owner=fx.Owner.OPPONENTS, slots=fx.Slots(fx.SlotKind.ADJACENT))
    )
    effect = only("All your revealed cards in prev. slots get +1").effects[0]
    assert effect == fx.Modify(
        fx.Target(owner=YOURS, state=fx.CardState.REVEALED, slots=fx.Slots(fx.SlotKind.PREVIOUS)),
        1,
    )


def test_zones_and_choices() -> None:
    assert only("Look at the top 3 cards of your deck").effects == (
        fx.LookAt(fx.Target(pick=fx.Pick.TOP, count=3, owner=YOURS, zone=fx.Zone.DECK)),
    )
    assert only("Look at opp.'s hand").effects == (
        fx.LookAt(fx.Target(owner=fx.Owner.OPPONENTS, zone=fx.Zone.HAND)),
    )
    assert only("Put a -1 counter on up to 2 cards").effects == (
        fx.AddCounters(fx.Target(pick=fx.Pick.UP_TO, count=2), -1),
    )


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("If OC is higher, draw a card.", fx.CompareOpposing(fx.Relation.HIGHER)),
        ("Draw a card if OC is lower", fx.CompareOpposing(fx.Relation.LOWER)),
        ("If OC is equal, draw a card.", fx.CompareOpposing(fx.Relation.EQUAL)),
        ("If you are behind, draw a card.", fx.ScoreIs(fx.Standing.BEHIND)),
        ("If you are ahead, draw a card.", fx.ScoreIs(fx.Standing.AHEAD)),
        ("If you are tied, draw a card.", fx.ScoreIs(fx.Standing.TIED)),
        ("If this card is in S1, draw a card.", fx.InSlot(fx.Slots(fx.SlotKind.NUMBERED, 1, 1))),
        (
            "If you have 3 or more cards in hand, draw a card.",
            fx.HandSize(fx.Player.YOU, fx.CountRelation.AT_LEAST, 3),
        ),
        ("If OC is unrevealed, draw a card.", fx.HasState(True, fx.CardState.UNREVEALED)),
        ("If there is no OC, draw a card.", fx.NoOpposing()),
    ],
)
def test_conditions(text: str, condition: fx.Condition) -> None:
    assert only(text).condition == condition


def test_rule_changes() -> None:
    assert only("In this slot the lowest card wins").effects == (fx.LowestWins(fx.THIS_SLOT),)
    assert only("In S3, the lowest card wins").effects == (
        fx.LowestWins(fx.Slots(fx.SlotKind.NUMBERED, 3, 3)),
    )
    assert only("Cards with higher printed values resolve first").effects == (
        fx.ResolveOrder(fx.Order.HIGHER_FIRST),
    )
    assert only("Stacked cards add their values").effects == (fx.StackedValuesAdd(),)


def test_several_abilities_and_effects() -> None:
    parsed = parse("[BT]: Draw a card and discard a card.\nYour cards get +1")
    assert len(parsed.abilities) == 2
    assert parsed.abilities[0].effects == (
        fx.Draw(fx.Player.YOU, 1),
        fx.Discard(fx.Player.YOU, 1),
    )
    assert parsed.canonical() == "[BT]: Draw a card and discard a card. Your cards get +1."


def test_empty_text_is_vanilla() -> None:
    assert parse("") == fx.CardText(())
    assert parse("  \n ") == fx.CardText(())


def test_values_are_hashable_and_slots_resolve() -> None:
    assert len({parse(t) for t in TEMPLATES}) == len(TEMPLATES)
    assert fx.Slots(fx.SlotKind.ADJACENT).resolve(1) == (2,)
    assert fx.Slots(fx.SlotKind.PREVIOUS).resolve(4) == (1, 2, 3)
    assert fx.Slots(fx.SlotKind.NEXT_ONE).resolve(9) == ()
    assert fx.Slots(fx.SlotKind.THIS).resolve(None) == ()


# ---- canonical text


@pytest.mark.parametrize("template", TEMPLATES)
def test_templates_are_canonical(template: str) -> None:
    assert parse(template).canonical() == template


# ---- errors


def test_error_names_column_word_expected_and_suggestions() -> None:
    with pytest.raises(CardTextError) as caught:
        parse("Draw a zorp")
    error = caught.value
    assert (error.line, error.column, error.word) == (1, 8, "zorp")
    assert "card" in error.expected
    assert error.suggestions[0] == "Draw a card."
    assert len(error.suggestions) == 3
    assert str(error).startswith("column 8: unknown word 'zorp'; expected one of bonus, card, of;")


def test_error_on_a_second_line() -> None:
    with pytest.raises(CardTextError) as caught:
        parse("Draw a card.\nDestroy OC with fire")
    assert (caught.value.line, caught.value.column, caught.value.word) == (2, 12, "with")
    assert str(caught.value).startswith("line 2, column 12:")


def test_error_at_the_end() -> None:
    with pytest.raises(CardTextError) as caught:
        parse("Destroy")
    assert "ends too early" in str(caught.value)
    assert caught.value.column == 8


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[BT0]: Draw a card", "turn numbers are 1 to 9, got 0"),
        ("[X]: Draw a card", "unknown trigger tag '[X]'"),
        ("[BT3-BT1]: Draw a card", "a range of turns must go up, got 3-1"),
        ("Destroy a card in S12", "slots are S1 to S9, got S12"),
        ("Draw a card #", "unexpected character '#'"),
        ("Trade a card for OC", "the first card of a trade must be yours"),
    ],
)
def test_errors_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(CardTextError, match=message.replace("[", r"\[").replace("]", r"\]")):
        parse(text)


def test_nothing_is_guessed() -> None:
    for text in ("Destroy a card that annoys you", "Draw a card maybe", "Your cards get big"):
        with pytest.raises(CardTextError):
            parse(text)


# ---- fuzzing: only a parse or a CardTextError, and every parse round-trips

_WORDS = sorted(
    {w.strip(".,:'") for t in TEMPLATES for w in t.split()}
    | {"[BT2-BT3]", "S3-S6", "2s", "+1", "-2", "opp.'s", "adj.", "prev.", "up", "to", "if", "rip"}
)


def _check(text: str) -> None:
    try:
        parsed = parse(text)
    except CardTextError as exc:
        assert exc.column >= 1 and exc.line >= 1
        return
    assert parse(parsed.canonical()) == parsed
    assert isinstance(hash(parsed), int)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_fuzz_random_text(text: str) -> None:
    _check(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=14).map(" ".join))
def test_fuzz_word_salad(text: str) -> None:
    _check(text)


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(TEMPLATES),
    st.integers(min_value=0, max_value=80),
    st.integers(min_value=0, max_value=6),
    st.text(max_size=6),
)
def test_fuzz_mutations_of_valid_texts(template: str, at: int, cut: int, insert: str) -> None:
    at = min(at, len(template))
    _check(template[:at] + insert + template[at + cut :])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(TEMPLATES), min_size=1, max_size=3))
@example(["Look at the top 3 cards of your deck.", "Take control of OC until end of round."])
def test_fuzz_combined_abilities_round_trip(texts: list[str]) -> None:
    """Sentences that read alone read together, or are refused together only with the readings
    they could have, each of which reads ("Discard a card. Move OC to the next slot.": the
    discard may be a price)."""
    try:
        parsed = parse(" ".join(texts))
    except CardTextError as refused:
        assert refused.readings, str(refused)
        for reading in refused.readings:
            assert parse(reading).abilities
        return
    assert parse(parsed.canonical()) == parsed
    assert len(parsed.abilities) == len(texts)


_TRIGGER_LEADS = (
    "",
    "[BT]: ",
    "[R3]: ",
    "[SSCORE]: ",
    "[ESCORE]: ",
    "When this card is destroyed: ",
    "When a card is placed: ",
    "When you draw a card: ",
)
_CHANCE_FORMS = (
    "Flip a coin. If heads, draw a card.",
    "Flip a coin. If heads, draw a card. If tails, discard a card.",
    "Flip a coin. If heads, draw a card. Otherwise, discard a card.",
    "50% chance to draw a card.",
    "Roll a die. On 4 or more, draw a card.",
    "Roll a die. On 4 or more, draw a card. On 1-3, discard a card.",
)


@pytest.mark.parametrize("lead", _TRIGGER_LEADS)
@pytest.mark.parametrize("chance", _CHANCE_FORMS)
def test_a_coin_or_die_keeps_the_trigger_it_is_said_under(lead: str, chance: str) -> None:
    read = parse(lead + chance)
    (trigger,) = {a.trigger for a in parse(lead + "Draw a card.").abilities}
    assert [a.trigger for a in read.abilities] == [trigger]
    assert parse(read.canonical()) == read


def test_flavour_is_left_out_but_a_garbled_rule_is_refused() -> None:
    read = parse("The dragon roars! Destroy OC.")
    assert read == parse("Destroy OC.")
    assert any("flavour" in note for note in read.notes)
    for garbled in ("[BT]: Draw a card. Destroy a crd", "Juggle your hand. Draw a card."):
        with pytest.raises(CardTextError):
            parse(garbled)


@pytest.mark.parametrize(
    "lead", ["The tide lifts all ships:", "The sun shines on everyone.", "Glory to all!"]
)
def test_a_flavour_lead_that_may_name_the_cards_of_a_bare_change_is_refused(lead: str) -> None:
    with pytest.raises(CardTextError) as refused:
        parse(f"{lead} +1.")
    assert refused.value.readings == ("This card gets +1.", "All cards get +1.")
    assert parse(f"{lead} +1 to your cards.") == parse("Your cards get +1.")
    assert parse("The dragon roars! +1.") == parse("This card gets +1.")


@pytest.mark.parametrize(
    "text",
    [
        "If there are 2 or more cards in opp.'s hand, draw a card.",
        "If there are no cards in your pile, draw a card.",
        "If there are 2 or more 1s in your hand, draw a card.",
    ],
)
def test_a_count_of_cards_in_a_hand_or_pile_prints_as_itself(text: str) -> None:
    parsed = parse(text)
    condition = only(text).condition
    assert isinstance(condition, fx.CardCount)
    assert condition.cards.zone is not fx.Zone.TABLE
    assert parsed.canonical() == text
    assert parse(parsed.canonical()) == parsed


@pytest.mark.parametrize(
    ("text", "abilities"),
    [
        ("This card can't be targeted by opp. Draw a card.", 2),
        ("Destroy a card of opp. Draw a card.", 2),
        ("Opp. Discards a card.", 1),
    ],
)
def test_an_abbreviation_dot_before_a_capital_ends_a_sentence_inside_one(
    text: str, abilities: int
) -> None:
    parsed = parse(text)
    assert len(parsed.abilities) == abilities
    assert parse(parsed.canonical()) == parsed


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("Slay OC.", "Destroy OC."),
        ("Murder a card in S3.", "Destroy a card in S3."),
        ("Empower this card by 2.", "This card gets +2."),
        ("Drain OC by 2.", "OC gets -2."),
        ("Ditch a card.", "Discard a card."),
        ("Conceal OC.", "Hide OC."),
        ("Expose OC.", "Reveal OC."),
        ("Exhaust OC.", "Tap OC."),
    ],
)
def test_other_games_verbs_for_known_actions(text: str, canonical: str) -> None:
    assert parse(text).canonical() == canonical


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("+1 for each card in the pile.", "'the pile' could be yours or each player's"),
        ("If there are 5 or more cards in the hand, draw a card.", "'the hand' could be yours"),
        ("This card's value equals its printed value.", "could be a check"),
        ("OC's value is equal to its printed value, draw a card.", "'OC has its printed value'"),
    ],
)
def test_a_count_of_the_pile_and_a_value_equal_to_the_printed_one_are_refused(
    text: str, said: str
) -> None:
    with pytest.raises(CardTextError, match=said):
        parse(text)


def test_a_zone_with_its_owner_is_counted_as_said_and_the_pile_elsewhere_is_each_players() -> None:
    mine = parse("+1 for each card in your pile.").abilities[0].effects[0]
    assert isinstance(mine, fx.Modify) and mine.per is not None
    assert mine.per.owner is fx.Owner.YOURS
    said = "Shuffle the pile into your deck. This card gets +1 for each card in each player's pile."
    assert parse(said).canonical().startswith("Shuffle your pile into your deck.")


@pytest.mark.parametrize(
    "text",
    [
        "heads And put the rest on the bottom in any order.",
        "Heads: put the rest on the bottom.",
        "Flip a coin. If tails, keep 1.",
    ],
)
def test_the_rest_of_a_look_said_inside_a_coin_side_without_the_look_is_refused(text: str) -> None:
    """A coin's side is read as an ability's effects are: 'the rest' needs the look before it
    (it used to read, holding a piece of the parse that could not be printed)."""
    with pytest.raises(CardTextError, match="look at the top cards of your deck first"):
        parse(text)


def test_a_look_inside_a_coin_side_keeps_some_and_puts_the_rest_back() -> None:
    text = parse(
        "Flip a coin. If heads, look at the top 3 cards of your deck, keep 1 and put the rest"
        " on the bottom."
    )
    (toss,) = text.abilities[0].effects
    assert isinstance(toss, fx.Chance) and toss.effects == (fx.Dig(3, 1, bottom=True),)
    assert parse(text.canonical()) == text

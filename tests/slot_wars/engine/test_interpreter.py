"""The ``text`` interpreter: cards do what their rules text says (seed 004's FAQ examples included)."""

from __future__ import annotations

import json

import pytest

from tests.slot_wars.engine.helpers import (
    FILL,
    fire,
    place_value,
    scripted,
    table,
    text_card,
    values,
)
from wartable.variants.slot_wars.engine import (
    Choose,
    SlotWarsState,
    card,
)
from wartable.variants.slot_wars.engine.events import AbilityFizzled
from wartable.variants.slot_wars.engine.interpreter import TEXT, TextInterpreter
from wartable.variants.slot_wars.engine.pool import starter_pool

# -- the interpreter ------------------------------------------------------------------------------


def test_text_is_parsed_once_per_text_and_bad_text_is_vanilla() -> None:
    interp = TextInterpreter()
    first = interp.ability(card("A", 2, "common", "Your cards get +1."))
    again = interp.ability(card("B", 5, "common", "Your cards get +1."))
    assert first is again and first is not None
    assert interp.ability(card("C", 3, "common", "Frobnicate the moon.")) is None
    assert interp.ability(card("D", 3)) is None


def test_every_game_reads_card_text() -> None:
    assert isinstance(TEXT, TextInterpreter)
    state = table([(text_card("Squire", 1, "This card gets +2."), 1)])
    assert state._interp is TEXT
    assert scripted([1] * 21, [1] * 21)._interp is None  # no card has text: nothing to read


# -- counters and value changes -------------------------------------------------------------------


def test_counters_go_on_every_matching_card() -> None:
    state = table([(text_card("Rally", 2, "Put a +1 counter on your cards."), 1), (5, 2)], [(4, 1)])
    assert fire(state, "p0-00") is None
    assert values(state) == {"p0-00": 3, "p1-00": 4, "p0-01": 6}
    assert state.layers("p0-01").explain() == "6 = printed 5 + counter +1"


def test_your_cards_get_plus_one_ends_when_it_leaves_but_counters_stay() -> None:
    """Seed FAQ: a "+1" card's bonus ends when it is destroyed; its counters remain."""
    buff = text_card("Banner", 2, "Your cards get +1.")
    rally = text_card("Rally", 3, "Put a +1 counter on your cards.")
    state = table([(buff, 1), (rally, 2), (5, 3)])
    assert values(state) == {"p0-00": 2, "p0-01": 3, "p0-02": 5}  # not resolved yet
    fire(state, "p0-00")
    assert values(state) == {"p0-00": 3, "p0-01": 4, "p0-02": 6}
    fire(state, "p0-01")
    assert values(state) == {"p0-00": 4, "p0-01": 5, "p0-02": 7}
    state.destroy("p0-00", "test")
    assert values(state) == {"p0-01": 4, "p0-02": 6}
    state.destroy("p0-01", "test")
    assert values(state) == {"p0-02": 6}


def test_unrevealed_cards_count_zero_but_take_modifiers() -> None:
    """Seed FAQ: "All cards gain +1" makes an unrevealed card worth 1."""
    state = table([(text_card("Banner", 2, "Your cards get +1."), 1), (7, 2)], hidden=("p0-01",))
    fire(state, "p0-00")
    assert state.value("p0-01") == 1
    assert state.layers("p0-01").explain() == "1 = unrevealed 0 + 1 (Banner)"


def test_set_and_multiply() -> None:
    state = table(
        [
            (text_card("Gaze", 4, "OC has value 1."), 1),
            (text_card("Twin", 3, "Double this card's value."), 2),
        ],
        [(9, 1)],
    )
    fire(state, "p0-00")
    fire(state, "p0-01")
    assert values(state) == {"p0-00": 4, "p1-00": 1, "p0-01": 6}


def test_multiply_by_a_stacked_card() -> None:
    """Seed FAQ: "Multiply this card's value by the value of any card stacked with it"."""
    echo = text_card(
        "Echo Chamber", 2, "Multiply this card's value by the value of any card stacked with it."
    )
    state = table([(3, 1), (echo, 1)], [(5, 1)])
    assert fire(state, "p0-01") is None  # one stacked card: no choice
    assert state.value("p0-01") == 6
    assert state.slot_result(1) == (0, (6, 5))


def test_multiply_by_a_stacked_card_is_a_choice_with_several() -> None:
    echo = text_card(
        "Echo Chamber", 2, "Multiply this card's value by the value of any card stacked with it."
    )
    state = table([(3, 1), (4, 1), (echo, 1)])
    ask = fire(state, "p0-02")
    assert ask is not None and ask.candidates == ("p0-00", "p0-01")
    assert state.value("p0-02") == 2  # asking changes nothing
    assert fire(state, "p0-02", "p0-01") is None
    assert state.value("p0-02") == 8


def test_a_lasting_change_that_fizzles_never_starts() -> None:
    """ "Has value 6" changes the value a swap would take: the order matters, both fizzle, and
    the lasting change never starts."""
    stone = text_card("Stone", 3, "This card has value 6.")
    mirror = text_card("Mirror", 3, "Swap values of this card and OC.")
    state = scripted([stone, 1, 1, 1, 1, *FILL], [mirror, 1, 1, 1, 1, *FILL])
    state.run()
    place_value(state, 0, 3)
    place_value(state, 1, 3)
    events = state.run()
    assert any(isinstance(e, AbilityFizzled) for e in events)
    assert values(state) == {"p0-00": 3, "p1-00": 3}


def test_stacked_six_and_seven_lose_to_eight() -> None:
    """Seed FAQ: the single highest card in a slot scores."""
    state = table([(6, 4), (7, 4)], [(8, 4)])
    assert state.slot_result(4) == (1, (7, 8))


# -- destroy, discard, draw, points ---------------------------------------------------------------


def test_destroy_all_ones_reads_the_value_printed_ones_the_print() -> None:
    """Seed FAQ: "Destroy all 1s" (current value) vs "Destroy all printed 1s"."""

    def position(text: str) -> SlotWarsState:
        state = table([(text_card("Bomb", 5, text), 9), (2, 1), (1, 2)], [(1, 3)])
        state.add_counter("p0-01", -1, "test")  # a printed 2 worth 1
        state.add_counter("p0-02", +1, "test")  # a printed 1 worth 2
        return state

    state = position("Destroy all 1s.")
    fire(state, "p0-00")
    assert set(state.table_cards()) == {"p0-00", "p0-02"}
    state = position("Destroy all printed 1s.")
    fire(state, "p0-00")
    assert set(state.table_cards()) == {"p0-00", "p0-01"}
    assert state.pile(0) == ("p0-02",) and state.pile(1) == ("p1-00",)


def test_printed_filters_never_match_a_face_the_controller_cannot_see() -> None:
    """An enemy's face-down printed 1 is not destroyed by "Destroy all printed 1s" (its face is
    hidden), so the effect, and any choice it offers, tells nothing about hidden cards."""
    state = table(
        [(text_card("Bomb", 5, "Destroy all printed 1s."), 9)], [(1, 3), (1, 4)], hidden=("p1-01",)
    )
    fire(state, "p0-00")
    assert set(state.table_cards()) == {"p0-00", "p1-01"}
    assert state.pile(1) == ("p1-00",)


def test_draw_discard_and_points() -> None:
    """The opponent made to discard chooses its discard once the draw before it is done; the
    rest of the ability acts once it has."""
    sage = text_card("Sage", 3, "Draw 2 cards. Opp. discards a card. Score a point.")
    state = table([(sage, 1)])
    state.draw(1, 3, "test")
    theirs = state.hand(1)
    ask = fire(state, "p0-00")
    assert ask is not None and ask.chooser == 1 and ask.candidates == theirs
    assert len(state.hand(0)) == 2 and state.points == (0, 0)  # the point comes after the choice
    state = table([(sage, 1)])
    state.draw(1, 3, "test")
    assert fire(state, "p0-00", theirs[2]) is None
    assert len(state.hand(0)) == 2
    assert state.hand(1) == theirs[:2] and state.pile(1) == theirs[2:]
    assert state.points == (1, 0)


def test_event_trigger_scores_when_an_opposing_card_is_destroyed() -> None:
    vulture = text_card("Vulture", 5, "When an opp. card is destroyed: Score a point.")
    bomb = text_card("Bomb", 3, "Destroy OC.")
    state = scripted([vulture, bomb, 1, 1, 1, *FILL], [2, 4, 1, 1, 1, *FILL])
    state.run()
    place_value(state, 0, 5)
    place_value(state, 1, 2)
    state.run()
    place_value(state, 0, 3)
    place_value(state, 1, 4)
    state.run()
    assert state.pile(1) == ("p1-01",)
    assert state.points == (1, 0)


# -- choices and conflicts in play ----------------------------------------------------------------


def test_a_choice_is_made_by_the_controller() -> None:
    sniper = text_card("Sniper", 2, "Destroy an opp. card.")
    state = scripted([5, sniper, 1, 1, 1, *FILL], [3, 4, 1, 1, 1, *FILL])
    state.run()
    place_value(state, 0, 5)
    place_value(state, 1, 3)
    state.run()
    place_value(state, 0, 2)
    place_value(state, 1, 4)
    state.run()
    (decision,) = state.decisions()
    assert decision.player == 0
    assert decision.actions == (Choose("p1-00"), Choose("p1-01"))
    state.act(0, Choose("p1-00"))
    state.run()
    assert "p1-00" not in state.table_cards() and state.pile(1) == ("p1-00",)
    # The pending choice survives a save and a copy.
    again = SlotWarsState.from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_json() == state.to_json()


def test_effects_whose_order_does_not_matter_both_resolve() -> None:
    """A +1 and a -1 counter on every card end the same in either order: no conflict."""
    up = text_card("Up", 3, "Put a +1 counter on all cards.")
    down = text_card("Down", 3, "Put a -1 counter on all cards.")
    state = scripted([up, 1, 1, 1, 1, *FILL], [down, 1, 1, 1, 1, *FILL])
    state.run()
    place_value(state, 0, 3)
    place_value(state, 1, 3)
    events = state.run()
    assert not any(isinstance(e, AbilityFizzled) for e in events)
    assert values(state) == {"p0-00": 3, "p1-00": 3}
    assert state.layers("p0-00").explain() == "3 = printed 3 + 2 counters +0"


def test_starter_games_play_to_the_end() -> None:
    from wartable.core.rng import Rng  # noqa: PLC0415
    from wartable.variants.slot_wars.engine import SlotWarsOptions  # noqa: PLC0415
    from wartable.variants.slot_wars.engine.pool import deal  # noqa: PLC0415

    faces = starter_pool()
    assert len(faces) == 92
    for seed in range(3):
        d0, d1 = deal(faces, Rng(seed))
        state = SlotWarsState.from_decks(
            SlotWarsOptions(), (d0[:21], d1[:21]), (d0[21:], d1[21:]), seed=seed
        )
        pick = Rng(seed + 1)
        while state.outcome is None:
            state.run()
            decisions = state.decisions()
            if decisions:
                actions = decisions[0].actions
                state.act(decisions[0].player, actions[pick.randint(0, len(actions) - 1)])
        assert state.outcome is not None


# -- cards that move, turn and change hands -------------------------------------------------------


def test_reveal_and_hide() -> None:
    state = table(
        [(text_card("Dawn", 2, "Reveal all cards."), 1), (6, 2)],
        [(7, 3)],
        hidden=("p0-01", "p1-00"),
    )
    assert values(state) == {"p0-00": 2, "p0-01": 0, "p1-00": 0}
    fire(state, "p0-00")
    assert values(state) == {"p0-00": 2, "p0-01": 6, "p1-00": 7}
    state = table(
        [(text_card("Veil", 2, "Hide OC."), 1)],
        [(text_card("Banner", 5, "Your cards get +1."), 1), (4, 2)],
    )
    fire(state, "p1-00")
    assert values(state) == {"p0-00": 2, "p1-00": 6, "p1-01": 5}
    fire(state, "p0-00")
    assert values(state) == {"p0-00": 2, "p1-00": 0, "p1-01": 4}  # face down: no text, value 0


def test_return_to_hand_loses_counters() -> None:
    state = table([(text_card("Bounce", 2, "Return OC to hand."), 1)], [(5, 1)])
    state.add_counter("p1-00", 2, "test")
    fire(state, "p0-00")
    assert state.table_cards() == ("p0-00",)
    assert "p1-00" in state.hand(1)


def test_move_and_swap_slots() -> None:
    state = table([(text_card("Push", 2, "Move OC to the next slot."), 4)], [(5, 4)])
    fire(state, "p0-00")
    assert state.slot_of("p1-00") == 5 and state.controller("p1-00") == 1
    swap = text_card("Switch", 2, "Swap this card and one of your cards in adj. slots.")
    state = table([(9, 3), (swap, 4)], [(5, 4)])
    fire(state, "p0-01")
    assert (state.slot_of("p0-00"), state.slot_of("p0-01")) == (4, 3)
    assert state.slot_result(4) == (0, (9, 5))


def test_swap_values() -> None:
    state = table([(text_card("Mirror", 2, "Swap values of this card and OC."), 1)], [(8, 1)])
    fire(state, "p0-00")
    assert values(state) == {"p0-00": 8, "p1-00": 2}


def test_take_control_until_the_end_of_the_round() -> None:
    state = table(
        [(text_card("Puppeteer", 3, "Take control of OC until end of round."), 2)], [(8, 2)]
    )
    fire(state, "p0-00")
    assert state.controller("p1-00") == 0
    assert state.slot_result(2) == (0, (8, None))


def test_skip_draw_tap_and_look_round_trip() -> None:
    state = table(
        [(text_card("Gaze", 2, "Tap OC. Opp. skips its next draw. Look at opp.'s hand."), 1)],
        [(8, 1)],
    )
    state.draw(1, 2, "test")
    events: list[object] = []
    state._begin()  # collect the events the effects emit
    fire(state, "p0-00")
    events.extend(state._end())
    assert state.is_tapped("p1-00")
    seen = [e for e in events if type(e).__name__ == "CardsSeen"]
    assert len(seen) == 1 and seen[0].audience.players == frozenset({0})  # type: ignore[attr-defined]
    saved = state.to_json()
    assert saved["skip_draw"] == [False, True] and saved["tapped"] == ["p1-00"]
    again = SlotWarsState.from_json(json.loads(json.dumps(saved)))
    assert again.to_json() == saved and state.clone().to_json() == saved


def test_a_skipped_draw_is_skipped_once() -> None:
    skipper = text_card("Skipper", 2, "Opp. skips its next draw.")
    state = scripted([skipper, 1, 1, 1, 1, *FILL], [3, 1, 1, 1, 1, *FILL])
    state.run()
    place_value(state, 0, 2)
    place_value(state, 1, 3)
    state.run()
    assert (len(state.hand(0)), len(state.hand(1))) == (5, 4)


def test_place_a_card_from_hand() -> None:
    state = table([(text_card("Builder", 2, "Place a card in the next slot."), 3)])
    state.draw(0, 1, "test")
    (card_id,) = state.hand(0)
    fire(state, "p0-00")
    assert state.slot_of(card_id) == 4 and not state.is_revealed(card_id)


# -- rule changes ---------------------------------------------------------------------------------


def test_lowest_wins_in_this_slot() -> None:
    state = table([(text_card("Limbo", 2, "Lowest card wins in this slot."), 5)], [(8, 5)])
    assert state.slot_result(5) == (0, (2, 8))
    assert state.slot_result(6) == (None, (None, None))


def test_stacked_cards_add_their_values() -> None:
    """Seed FAQ: a 6 and a 7 stacked lose to an 8, unless a card says stacked values add."""
    state = table(
        [(6, 4), (7, 4), (text_card("Glue", 1, "Stacked cards add their values."), 9)], [(8, 4)]
    )
    assert state.slot_result(4) == (0, (13, 8))


def test_higher_printed_values_resolve_first() -> None:
    usurper = text_card("Usurper", 7, "Cards with higher printed values resolve first.")
    state = table([(usurper, 1)])
    assert [r.kind.value for r in state.rule_changes()] == ["higher_first"]


def test_a_lasting_change_starts_when_its_card_is_revealed_in_play() -> None:
    banner = text_card("Banner", 2, "Your cards get +1.")
    state = scripted([5, banner, 1, 1, 1, *FILL], [3, 4, 1, 1, 1, *FILL])
    state.run()
    place_value(state, 0, 5)
    place_value(state, 1, 3)
    state.run()
    place_value(state, 0, 2)
    place_value(state, 1, 4)
    state.run()
    assert values(state) == {"p0-00": 6, "p1-00": 3, "p0-01": 3, "p1-01": 4}
    assert state.layers("p0-00").explain() == "6 = printed 5 + 1 (Banner)"


def test_when_this_card_is_destroyed_fires_from_the_pile() -> None:
    gaze = text_card("Gaze", 4, "When this card is destroyed: Opp. scores a point.")
    state = table([(text_card("Bomb", 2, "Destroy OC."), 1)], [(gaze, 1)])
    fire(state, "p0-00")
    state._advance()  # the moment: which abilities fire
    state._advance()  # the activation (before the round's set-up, which would reset points)
    assert state.pile(1) == ("p1-00",)
    assert state.points == (1, 0)


def test_you_choose_what_you_discard() -> None:
    state = table([(text_card("Hoarder", 3, "Discard a card."), 1)])
    state.draw(0, 2, "test")
    hand = state.hand(0)
    ask = fire(state, "p0-00")
    assert ask is not None and ask.candidates == hand
    assert fire(state, "p0-00", hand[1]) is None
    assert state.hand(0) == hand[:1] and state.pile(0) == hand[1:]


def test_if_you_are_behind_counts_points_and_the_slots_to_come() -> None:
    """ "If you are behind" is checked once, when the card is revealed: the doubling then lasts
    however the standing changes."""
    stand = text_card("Last Stand", 8, "If you are behind, double this card's value.")
    state = table([(stand, 1)], [(9, 2), (9, 3)])
    fire(state, "p0-00")
    assert state.value("p0-00") == 16  # S1 won, S2 and S3 lost: 1-2
    state.score(0, 2, "p0-00")  # 2 points already: 3-2 ahead
    assert state.value("p0-00") == 16
    state = table([(stand, 1)], [(9, 2)])
    fire(state, "p0-00")
    assert state.value("p0-00") == 8  # 1-1 is tied, not behind
    state.put_on_table("p1-01", 3)  # behind now, but it was not when revealed
    assert state.value("p0-00") == 8


def test_a_while_condition_on_the_standing_is_checked_at_every_moment() -> None:
    """ "This card gets +2 while you are behind" holds while you are behind, however the
    standing changes after the card resolved (it is not frozen when it fires), and the standing
    it reads leaves out such effects (the +2 cannot make you not behind)."""
    bold = text_card("Bold", 3, "This card gets +2 while you are behind.")
    state = table([(bold, 1)], [(4, 1), (5, 2)])
    fire(state, "p0-00")
    assert state.value("p0-00") == 5  # behind 0-2 (its own +2 does not count): 5 beats 4
    assert state.slot_result(1) == (0, (5, 4))
    assert state.standing_points() == (0, 2)
    state.put_on_table("p0-01", 3)  # a 1 in S3 and one in S4: 2-2, tied
    state.put_on_table("p0-02", 4)
    assert state.layers("p0-00").explain() == "3 = printed 3"
    assert state.slot_result(1) == (1, (3, 4))
    state.destroy("p0-02", "test")  # 1-2: behind again
    assert state.layers("p0-00").explain() == "5 = printed 3 + 2 (Bold)"


@pytest.mark.parametrize(
    ("text", "oc", "revealed", "later"),
    [
        ("If OC is a 3, this card gets +4.", 3, 6, 6),
        ("If OC is a 3, this card gets +4.", 1, 2, 2),
        ("While OC is a 3, this card gets +4.", 3, 6, 2),
        ("While OC is a 3, this card gets +4.", 1, 2, 6),
    ],
)
def test_if_is_checked_once_at_reveal_and_while_at_every_moment(
    text: str, oc: int, revealed: int, later: int
) -> None:
    """ "If": the +4 starts if OC is a 3 when the card is revealed and then lasts, or never starts;
    "While": it comes and goes with the condition, also if that did not hold at first."""
    state = table([(text_card("Greedy", 2, text), 1)], [(oc, 1)])
    fire(state, "p0-00")
    assert state.value("p0-00") == revealed
    state.add_counter("p1-00", 2, "test")  # OC goes from 3 to 5, or from 1 to 3
    assert state.value("p0-00") == later


def test_a_change_started_once_lasts_while_its_card_is_in_play() -> None:
    greedy = text_card("Greedy", 2, "If OC is a 3, this card gets +4.")
    state = table([(greedy, 1)], [(3, 1)])
    fire(state, "p0-00")
    state.move("p0-00", 2, "test")  # no OC at all now
    assert state.value("p0-00") == 6
    saved = state.to_json()
    assert SlotWarsState.from_json(json.loads(json.dumps(saved))).value("p0-00") == 6
    state.hide("p0-00", "test")  # face down: its changes end (turned up, it must resolve again)
    state.reveal("p0-00", "test")
    assert state.value("p0-00") == 2


def test_an_if_condition_reaches_cards_placed_later() -> None:
    """Checked once, the condition decides whether the change starts; the cards it reaches are
    still found at every moment."""
    rally = text_card("Rally", 2, "If you are behind, your cards get +1.")
    state = table([(rally, 1)], [(5, 1), (5, 2)])
    fire(state, "p0-00")
    assert state.value("p0-00") == 3
    state.put_on_table("p0-01", 3)
    assert state.value("p0-01") == 2


def test_an_if_condition_of_a_rule_change_is_checked_once_at_reveal() -> None:
    low = text_card("Low Tide", 2, "If OC is a 5, lowest card wins in this slot.")
    state = table([(low, 1)], [(5, 1)])
    fire(state, "p0-00")
    assert state.slot_result(1)[0] == 0  # 2 beats 5
    state.add_counter("p1-00", 1, "test")
    assert state.slot_result(1)[0] == 0
    state = table([(low, 1)], [(4, 1)])
    fire(state, "p0-00")
    state.add_counter("p1-00", 1, "test")  # a 5 now: too late
    assert state.slot_result(1)[0] == 1


def test_a_lasting_change_whose_while_condition_does_not_hold_at_first_still_starts() -> None:
    """The card resolves (and its lasting change starts) even if its "while" condition is false
    when it is revealed; the change applies from the moment the condition holds."""
    under = text_card("Underdog", 1, "While OC is higher, OC gets -2.")
    state = table([(under, 1)], [(1, 1)])
    fire(state, "p0-00")
    assert state.value("p1-00") == 1
    state.add_counter("p1-00", 2, "test")
    assert state.value("p1-00") == 1  # 3 is higher than 1: gets -2


def test_until_end_of_turn_and_round() -> None:
    hex_ = text_card("Hex", 2, "OC gets -2 until end of turn.")
    state = scripted([5, hex_, 1, 1, 1, *FILL], [3, 6, 1, 1, 1, *FILL])
    state.run()
    place_value(state, 0, 5)
    place_value(state, 1, 3)
    state.run()
    place_value(state, 0, 2)
    place_value(state, 1, 6)
    while state._queue or state.step.value != "draw":  # up to the draw, abilities resolved
        state._advance()
    assert state.value("p1-01") == 4
    saved = state.to_json()
    assert SlotWarsState.from_json(json.loads(json.dumps(saved))).to_json() == saved
    state.run()  # the draw phase ends the turn
    assert state.value("p1-01") == 6
    state = table([(text_card("Pump", 2, "This card gets +3 until end of round."), 1), (5, 1)])
    fire(state, "p0-00")
    assert state.value("p0-00") == 5
    state.move("p0-00", 2, "test")
    assert state.value("p0-00") == 5  # still on the table
    state.return_to_hand("p0-00", "test")
    assert state.table_cards() == ("p0-01",)


def test_control_until_end_of_turn_goes_back() -> None:
    thief = text_card("Thief", 2, "Take control of OC until end of turn.")
    state = scripted([5, thief, 1, 1, 1, *FILL], [3, 6, 1, 1, 1, *FILL])
    state.run()
    place_value(state, 0, 5)
    place_value(state, 1, 3)
    state.run()
    place_value(state, 0, 2)
    place_value(state, 1, 6)
    while state._queue or state.step.value != "draw":
        state._advance()
    assert state.controller("p1-01") == 0
    saved = state.to_json()
    assert saved["borrowed"] == [["p1-01", 1]]
    assert SlotWarsState.from_json(json.loads(json.dumps(saved))).to_json() == saved
    state.run()
    assert state.controller("p1-01") == 1


# -- fidelity points found in play ----------------------------------------------------------------


def test_reveal_a_card_offers_only_face_down_cards() -> None:
    spot = text_card("Spotlight", 4, "Reveal a card.")
    state = table([(spot, 1), (6, 2), (3, 3)], [(7, 2), (2, 4)], hidden=("p0-02", "p1-01"))
    ask = fire(state, "p0-00")
    assert ask is not None and set(ask.candidates) == {"p0-02", "p1-01"}
    assert fire(state, "p0-00", "p1-01") is None
    assert state.is_revealed("p1-01")
    tap = text_card("Jailer", 5, "Tap a card.")
    state = table([(tap, 1), (6, 2)], [(7, 2)])
    state.tap("p1-00", True, "test")
    ask = fire(state, "p0-00")
    assert ask is not None and set(ask.candidates) == {"p0-00", "p0-01"}


def test_take_control_of_oc_lasts_the_round() -> None:
    """ "Take control of OC." is valid text: temporary control ends with the round, when every card
    goes back to its owner."""
    puppeteer = text_card("Puppeteer", 3, "Take control of OC.")
    state = scripted([puppeteer, 1, 1, 1, 1, *FILL], [8, 1, 1, 1, 1, *FILL])
    state.run()
    place_value(state, 0, 3)
    place_value(state, 1, 8)
    state.run()
    assert state.controller("p1-00") == 0 and state.owner("p1-00") == 1
    assert state.slot_result(1) == (0, (8, None))
    for _ in range(8):
        for decision in state.decisions():
            state.act(decision.player, decision.actions[0])
        state.run()
    assert state.step.value == "swap"
    assert "p1-00" in state.deck(1) and state.owner("p1-00") == 1


def test_a_counter_after_swapped_values_still_counts() -> None:
    """Swap values exchanges the cards' own values; counters and added effects come after, so a
    counter put on afterwards counts, and the table says how the value is reached."""
    mirror = text_card("Hall of Mirrors", 4, "Swap values of this card and OC.")
    state = table([(mirror, 1)], [(8, 1)])
    state.add_counter("p1-00", 1, "test")  # 9 before the swap: the counter stays with its card
    fire(state, "p0-00")
    assert values(state) == {"p0-00": 8, "p1-00": 5}
    state.add_counter("p0-00", 1, "test")
    assert state.value("p0-00") == 9
    assert state.layers("p0-00").explain() == "9 = printed 4 → 8 (Hall of Mirrors) + counter +1"
    assert state.layers("p1-00").explain() == "5 = printed 8 → 4 (Hall of Mirrors) + counter +1"

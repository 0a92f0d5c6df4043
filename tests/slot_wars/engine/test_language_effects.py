"""Scripted games of the effects designers' words brought into the language: options and costs,
random discards, shown hands, rearranged decks, "for each", restrictions, protection and the rule
changes of ties, printed values and conflicts."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.slot_wars.engine.helpers import (
    FILL,
    fire,
    fire_if,
    play_round,
    scripted,
    table,
    text_card,
    turn,
)
from wartable.core.errors import IllegalActionError
from wartable.core.events import events_for
from wartable.variants.slot_wars.engine import (
    Answer,
    CardFace,
    Choose,
    SlotWarsOptions,
    SlotWarsState,
    card,
)
from wartable.variants.slot_wars.engine.events import (
    AbilityFizzled,
    CardsRevealed,
    CardsSeen,
    ChanceDrawn,
    ChoiceAnswered,
    ConflictTossed,
    DeckRearranged,
    DrawSkipped,
    HandShown,
    RoundTied,
    RoundWon,
    SlotScored,
)
from wartable.variants.slot_wars.engine.hooks import NO, STOP, YES, Ask


def faces_of(deck: list[int | CardFace]) -> list[CardFace]:
    return [card(f"C{c}", c) if isinstance(c, int) else c for c in deck]


def game(mine: str, theirs: list[int | CardFace] | None = None, *, value: int = 2) -> SlotWarsState:
    """Player 1's first card has ``mine`` as text (printed ``value``); the rest are plain cards."""
    deck0: list[int | CardFace] = [text_card("Tester", value, mine), 3, 4, 5, 6, 7, 8, 9, *FILL]
    return scripted(deck0, [*(theirs or [5, 6, 7, 8, 9, 4, 3, 2]), *FILL])


# -- options and costs ----------------------------------------------------------------------------


def test_an_option_asks_its_chooser_yes_or_no() -> None:
    state = game("You may draw 2 cards.")
    turn(state, "p0-00", "p1-00")
    (decision,) = state.decisions()
    assert decision.player == 0
    assert decision.actions == (Answer("yes"), Answer("no"))
    assert "You may draw 2 cards?" in decision.prompt
    for text, word in (("y", "yes"), ("Yes", "yes"), ("n", "no"), ("no", "no")):
        assert state.parse_action(0, text) == Answer(word)
    with pytest.raises(IllegalActionError, match="answer yes or no"):
        state.parse_action(0, "maybe")
    saved = state.to_json()
    assert SlotWarsState.from_json(json.loads(json.dumps(saved))).to_json() == saved
    before = len(state.hand(0))
    events = state.act(0, Answer("yes"))
    assert any(isinstance(e, ChoiceAnswered) and e.answer == "yes" for e in events)
    assert len(state.hand(0)) == before + 2


def test_declining_an_option_does_nothing() -> None:
    state = game("You may draw 2 cards.")
    turn(state, "p0-00", "p1-00")
    before = len(state.hand(0))
    state.act(0, Answer("no"))
    assert len(state.hand(0)) == before


def test_a_cost_is_paid_only_when_the_option_is_taken() -> None:
    state = game("Lose a point: draw 2 cards.")
    turn(state, "p0-00", "p1-00")
    before = len(state.hand(0))
    state.act(0, Answer("yes"))
    assert state.points == (-1, 0)
    assert len(state.hand(0)) == before + 2


def test_a_cost_that_cannot_be_paid_is_not_offered() -> None:
    state = table([(text_card("Trader", 3, "You may discard a card to destroy OC."), 1)], [(5, 1)])
    assert state.hand(0) == ()
    assert fire(state, "p0-00") is None
    assert state.slot_of("p1-00") == 1


def test_a_paid_cost_with_a_choice_asks_the_option_then_the_cost() -> None:
    state = table([(text_card("Trader", 3, "You may discard a card to destroy OC."), 1)], [(5, 1)])
    state.draw(0, 2, "test")
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.words == ("yes", "no")
    ask = fire(state, "p0-00", YES)
    assert isinstance(ask, Ask) and set(ask.candidates) == set(state.hand(0))
    card = state.hand(0)[0]
    assert fire(state, "p0-00", YES, card) is None
    assert card in state.pile(0) and "p1-00" in state.pile(1)


def test_the_opponent_decides_its_own_option() -> None:
    state = game("Opp. may draw a card.")
    turn(state, "p0-00", "p1-00")
    (decision,) = state.decisions()
    assert decision.player == 1
    before = len(state.hand(1))
    state.act(1, Answer("yes"))
    assert len(state.hand(1)) == before + 1


# -- chance and looking ---------------------------------------------------------------------------


def test_a_random_discard_asks_nobody_and_follows_the_seed() -> None:
    discarded = []
    for _ in range(2):
        state = game("Opp. discards a random card.")
        state.run()
        before = set(state.hand(1))
        turn(state, "p0-00", "p1-00")
        assert all(not isinstance(a, Choose) for d in state.decisions() for a in d.actions)
        gone = before - set(state.hand(1)) - {"p1-00"}
        assert len(gone) == 1 and gone <= set(state.pile(1))
        discarded.append(gone)
    assert discarded[0] == discarded[1]


def test_a_shown_hand_is_seen_by_both_players() -> None:
    state = game("Opp. reveals its hand.")
    events = turn(state, "p0-00", "p1-00")
    (shown,) = [e for e in events if isinstance(e, HandShown)]
    assert shown.player == 1 and len(shown.cards) == len(state.hand(1)) - 1  # then it drew
    assert shown in events_for(events, 0) and shown in events_for(events, 1)


def test_rearranging_puts_the_top_cards_back_in_the_chosen_order() -> None:
    state = table([(text_card("Seer", 3, "Rearrange the top 3 cards of your deck."), 1)])
    top = state.deck(0)[:3]
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.shown and ask.candidates == top
    ask = fire(state, "p0-00", top[2])
    assert isinstance(ask, Ask) and ask.candidates == (top[0], top[1])
    assert fire(state, "p0-00", top[2], top[1]) is None
    assert state.deck(0)[:3] == (top[2], top[1], top[0])


def test_rearranging_in_a_game_shows_the_cards_to_their_chooser() -> None:
    state = game("Rearrange the top 2 cards of your deck.")
    events = turn(state, "p0-00", "p1-00")
    (decision,) = state.decisions()
    top = state.deck(0)[:2]
    assert decision.actions == tuple(Choose(c) for c in top)
    events += [*state.act(0, Choose(top[1])), *state.run()]
    assert top[1] in state.hand(0) and state.deck(0)[0] == top[0]  # the draw took the new top
    assert any(isinstance(e, DeckRearranged) and e.count == 2 for e in events)


# -- "for each" -----------------------------------------------------------------------------------


def test_for_each_counts_again_at_every_moment() -> None:
    state = table([(text_card("Spy", 1, "This card gets +1 for each card in opp.'s hand."), 1)])
    state.draw(1, 3, "test")
    fire(state, "p0-00")
    held = len(state.hand(1))
    assert state.value("p0-00") == 1 + held == 4
    state.discard(state.hand(1)[0], "test")
    assert state.value("p0-00") == held


def test_for_each_of_a_stored_change_counts_once() -> None:
    text = "OC gets -1 for each card in your hand until end of round."
    state = table([(text_card("Spy", 1, text), 1)], [(9, 1)])
    state.draw(0, 3, "test")
    held = len(state.hand(0))
    assert fire(state, "p0-00") is None
    assert state.value("p1-00") == 9 - held
    state.discard(state.hand(0)[0], "test")
    assert state.value("p1-00") == 9 - held


# -- restrictions and protection ------------------------------------------------------------------


def test_a_player_who_cannot_place_skips_the_slot() -> None:
    state = game("Opp. can't place cards in S2.")
    turn(state, "p0-00", "p1-00")
    assert [d.player for d in state.decisions()] == [0]
    turn(state, "p0-01", None)
    assert [state.controller(c) for c in state.table_cards(2)] == [0]
    assert {d.player for d in state.decisions()} == {0, 1}  # slot 3 is open again


def test_a_player_who_cannot_draw_draws_nothing() -> None:
    state = game("Opp. can't draw cards.")
    events = turn(state, "p0-00", "p1-00")
    assert any(isinstance(e, DrawSkipped) and e.player == 1 for e in events)
    assert (len(state.hand(0)), len(state.hand(1))) == (5, 4)


def test_a_restriction_for_the_round_outlasts_its_card() -> None:
    state = game("Opp. can't place cards in S3 this round.")
    turn(state, "p0-00", "p1-00")
    state.destroy("p0-00", "test")
    turn(state, "p0-01", "p1-01")
    assert [d.player for d in state.decisions()] == [0]


def test_a_protected_card_is_not_destroyed() -> None:
    guard = text_card("Guard", 4, "This card can't be destroyed.")
    state = table([(guard, 1)], [(text_card("Bomb", 6, "Destroy OC."), 1)])
    fire(state, "p0-00")
    fire(state, "p1-00")
    assert state.slot_of("p0-00") == 1


def test_protection_covers_only_the_actions_it_names() -> None:
    guard = text_card("Guard", 4, "This card can't be destroyed.")
    state = table([(guard, 1)], [(text_card("Bouncer", 6, "Return OC to hand."), 1)])
    fire(state, "p1-00")
    assert "p0-00" in state.hand(0)


# -- rule changes ---------------------------------------------------------------------------------


def _score(state: SlotWarsState, slot: int) -> int | None:
    return state.slot_result(slot)[0]


def test_ties_go_to_the_lower_printed_value() -> None:
    judge = text_card("Judge", 2, "Ties go to the lower printed value.")
    state = table([(judge, 1), (3, 2)], [(7, 2)])
    state.add_counter("p0-01", 4, "test")  # 3 + 4 = 7 against a printed 7
    assert _score(state, 2) == 0
    state.hide("p0-00", "test")
    assert _score(state, 2) is None


def test_the_highest_printed_value_wins_despite_counters() -> None:
    judge = text_card("Purist", 5, "Highest printed value wins in this slot.")
    state = table([(judge, 1)], [(4, 1)])
    state.add_counter("p1-00", 3, "test")
    assert state.value("p1-00") == 7
    assert _score(state, 1) == 0


def test_conflicts_that_do_not_fizzle_go_by_a_coin_toss() -> None:
    bomb = "Destroy OC."
    faces = [text_card("Bomb", 5, bomb), text_card("Peace", 1, "Conflicts don't fizzle."), *FILL]
    theirs = [text_card("Bomb", 5, bomb), 1, *FILL]
    state = scripted(faces, theirs)
    state.put_on_table("p0-01", 9)
    events = turn(state, "p0-00", "p1-00")
    assert not any(isinstance(e, AbilityFizzled) for e in events)
    assert any(isinstance(e, ConflictTossed) for e in events)
    assert len(state.table_cards(1)) == 1  # the first to resolve destroyed the other


def test_without_the_rule_the_same_conflict_fizzles() -> None:
    bomb = "Destroy OC."
    state = scripted([text_card("Bomb", 5, bomb), *FILL], [text_card("Bomb", 5, bomb), *FILL])
    events = turn(state, "p0-00", "p1-00")
    assert any(isinstance(e, AbilityFizzled) for e in events)
    assert len(state.table_cards(1)) == 2


# -- value tests, superlatives and hand comparisons -----------------------------------------------


def test_a_value_test_on_oc_reads_its_current_value() -> None:
    state = table([(text_card("Odd-eater", 3, "If OC is odd, destroy OC."), 1)], [(5, 1)])
    state.add_counter("p1-00", 1, "test")  # 6: even
    assert not fire_if(state, "p0-00")
    state.add_counter("p1-00", 1, "test")  # 7: odd
    assert fire_if(state, "p0-00")
    assert "p1-00" in state.pile(1)


def test_a_printed_value_test_ignores_counters() -> None:
    text = "If OC's printed value is 8 or more, tap OC."
    state = table([(text_card("Tapper", 3, text), 1)], [(7, 1)])
    state.add_counter("p1-00", 3, "test")
    assert not fire_if(state, "p0-00")
    assert not state.is_tapped("p1-00")


def test_the_highest_card_asks_only_among_those_tied_for_it() -> None:
    state = table(
        [(text_card("Sniper", 1, "Destroy the highest card."), 1)], [(9, 2), (9, 3), (4, 4)]
    )
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and set(ask.candidates) == {"p1-00", "p1-01"}
    assert fire(state, "p0-00", "p1-01") is None
    assert "p1-01" in state.pile(1) and state.slot_of("p1-00") == 2


def test_a_value_filter_picks_every_card_that_passes() -> None:
    text = "Destroy all cards with value 3 or less."
    state = table([(text_card("Sweeper", 5, text), 1), (3, 2)], [(4, 2), (2, 3)])
    fire(state, "p0-00")
    assert state.table_cards() == ("p0-00", "p1-00")


def test_a_hand_comparison_counts_both_hands() -> None:
    text = "If you have fewer cards in hand than opp., draw a card."
    state = table([(text_card("Catch-up", 2, text), 1)])
    state.draw(1, 2, "test")
    assert fire_if(state, "p0-00") and fire_if(state, "p0-00")
    assert len(state.hand(0)) == 2
    assert not fire_if(state, "p0-00")  # 2 against 2: not fewer


# -- hands, piles, counters, chance ---------------------------------------------------------------


def test_discarding_the_whole_hand_asks_nothing() -> None:
    state = table([(text_card("Purge", 2, "Each player discards their hand."), 1)])
    state.draw(0, 3, "test")
    state.draw(1, 2, "test")
    assert fire(state, "p0-00") is None
    assert state.hand(0) == state.hand(1) == ()
    assert (len(state.pile(0)), len(state.pile(1))) == (3, 2)


def test_a_card_returns_from_the_pile_to_its_owners_hand() -> None:
    state = table([(text_card("Raise", 2, "Return a card from your pile to your hand."), 1)])
    state.draw(0, 2, "test")
    first, second = state.hand(0)
    state.discard(first, "test")
    state.discard(second, "test")
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and set(ask.candidates) == {first, second}
    assert fire(state, "p0-00", second) is None
    assert state.hand(0) == (second,) and state.pile(0) == (first,)


def test_counters_are_removed_and_protection_keeps_them_off() -> None:
    state = table([(text_card("Eraser", 2, "Remove all counters from OC."), 1)], [(5, 1)])
    state.add_counter("p1-00", 2, "test")
    fire(state, "p0-00")
    assert state.value("p1-00") == 5
    guard = text_card("Ward", 2, "Counters can't be placed on your cards.")
    warded = table([(guard, 1), (4, 2)])
    warded.add_counter("p0-01", 3, "test")
    assert warded.value("p0-01") == 4


def test_a_coin_toss_is_drawn_by_the_game_and_seen_by_both() -> None:
    text = "Flip a coin. If heads, destroy OC."
    results = set()
    for seed in range(12):
        state = SlotWarsState.from_decks(
            SlotWarsOptions(),
            (faces_of([text_card("Gambler", 2, text), *FILL]), faces_of([5, *FILL])),
            seed=seed,
            shuffle=False,
        )
        events = turn(state, "p0-00", "p1-00")
        (toss,) = [e for e in events if isinstance(e, ChanceDrawn)]
        assert toss in events_for(events, 1)
        assert not any(isinstance(a, Answer) for d in state.decisions() for a in d.actions)
        results.add((toss.result, "p1-00" in state.pile(1)))
    assert results == {("heads", True), ("tails", False)}


def test_a_card_at_random_is_picked_without_a_decision() -> None:
    picked = set()
    for seed in range(10):
        deck0: list[int | CardFace] = [
            text_card("Mortar", 2, "Destroy a random opp. card on the table.")
        ]
        state = SlotWarsState.from_decks(
            SlotWarsOptions(),
            (faces_of([*deck0, 3, 4, 5, 6, 7, 8, *FILL]), faces_of([5, 6, 7, 8, 9, *FILL])),
            seed=seed,
            shuffle=False,
        )
        turn(state, "p0-01", "p1-00")
        turn(state, "p0-02", "p1-01")
        events = turn(state, "p0-00", "p1-02")
        assert any(isinstance(e, ChanceDrawn) for e in events)
        gone = [c for c in ("p1-00", "p1-01", "p1-02") if c in state.pile(1)]
        assert len(gone) == 1
        picked.add(gone[0])
    assert len(picked) > 1


def test_other_cards_leave_this_card_out() -> None:
    state = table([(text_card("Leader", 3, "All other cards get -1."), 1), (4, 2)], [(5, 1)])
    fire(state, "p0-00")
    assert (state.value("p0-00"), state.value("p0-01"), state.value("p1-00")) == (3, 3, 4)


def test_draw_and_points_for_each() -> None:
    text = "Draw a card for each card in opp.'s hand and score a point for each tapped card."
    state = table([(text_card("Tally", 3, text), 1)], [(5, 1)])
    state.draw(1, 3, "test")
    state.tap("p1-00", True, "test")
    fire(state, "p0-00")
    assert len(state.hand(0)) == 3 and state.points == (1, 0)


# -- restrictions and scoring rules ---------------------------------------------------------------


def test_a_player_who_cannot_score_or_discard_does_not() -> None:
    text = "Opp. can't score points. Opp. can't discard cards."
    state = table([(text_card("Jailer", 3, text), 1)])
    state.draw(1, 2, "test")
    state.score(1, 2, "test")
    state.discard(state.hand(1)[0], "test")
    assert state.points == (0, 0) and len(state.hand(1)) == 2
    state.score(0, 1, "test")
    assert state.points == (1, 0)


def test_a_card_that_cannot_be_untapped_stays_tapped() -> None:
    state = table([(text_card("Chain", 3, "OC can't be untapped."), 1)], [(5, 1)])
    state.tap("p1-00", True, "test")
    state.tap("p1-00", False, "test")
    assert state.is_tapped("p1-00")


def test_ties_go_to_the_player_the_card_names() -> None:
    state = table(
        [(text_card("Tiebreaker", 4, "Ties in adj. slots go to you."), 1), (6, 2)], [(6, 2), (3, 3)]
    )
    assert state.slot_result(2)[0] == 0
    mine = table([(text_card("Fair", 4, "Ties go to opp."), 1), (6, 2)], [(6, 2)])
    assert mine.slot_result(2)[0] == 1


def test_a_slot_worth_more_scores_more() -> None:
    state = game("This slot is worth 3 points.", value=9)
    events: list[Any] = turn(state, "p0-00", "p1-00")
    while state.step.value not in ("swap", "over"):
        for decision in state.decisions():
            events.extend(state.act(decision.player, decision.actions[0]))
        events.extend(state.run())
    scored = [e for e in events if isinstance(e, SlotScored)]
    assert scored[0].winner == 0
    others = sum(e.winner == 0 for e in scored[1:])
    assert state.points[0] == 3 + others


# -- dice and choices -----------------------------------------------------------------------------


def test_a_die_roll_does_the_outcomes_its_number_passes() -> None:
    text = "Roll a die. On 4 or more, destroy OC. On 1-3, draw a card."
    state = table([(text_card("Dicer", 2, text), 1)], [(5, 1)])
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.chance and ask.words == ("1", "2", "3", "4", "5", "6")
    assert fire(state, "p0-00", "2") is None
    assert state.slot_of("p1-00") == 1 and len(state.hand(0)) == 1
    assert fire(state, "p0-00", "5") is None
    assert "p1-00" in state.pile(1)


def test_an_effect_that_counts_the_roll_gets_the_number_rolled() -> None:
    state = table([(text_card("Dicer", 2, "Roll a die. OC gets minus the roll."), 1)], [(9, 1)])
    assert fire(state, "p0-00", "4") is None
    assert state.value("p1-00") == 5


def test_a_die_in_a_game_is_drawn_by_the_game() -> None:
    state = game("Roll a die. On a 6, score a point.")
    events = turn(state, "p0-00", "p1-00")
    (roll,) = [e for e in events if isinstance(e, ChanceDrawn)]
    assert roll.result in ("1", "2", "3", "4", "5", "6")
    assert state.points[0] == (1 if roll.result == "6" else 0)


def test_a_choice_of_options_asks_its_chooser_and_does_the_one_chosen() -> None:
    text = "Opp. chooses one: discard a card or lose a point."
    state = table([(text_card("Toll", 3, text), 1)])
    state.draw(1, 2, "test")
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.chooser == 1
    assert ask.words == ("1: discard a card", "2: lose a point")
    assert fire(state, "p0-00", "2: lose a point") is None
    assert state.points == (0, -1) and len(state.hand(1)) == 2


# -- restrictions on one player, counters for each, margins, events in slots ----------------------


def test_a_player_kept_from_an_act_cannot_do_it_but_the_other_can() -> None:
    text = "Opp. can't destroy this card this round."
    state = table([(text_card("Warded", 3, text), 1)], [(text_card("Bomb", 6, "Destroy OC."), 1)])
    fire(state, "p0-00")
    fire(state, "p1-00")
    assert state.slot_of("p0-00") == 1
    state.destroy("p0-00", "p0-00")  # its own controller's effect still can
    assert "p0-00" in state.pile(0)


def test_a_card_that_cannot_be_revealed_stays_face_down() -> None:
    state = game("Cards can't be revealed.")
    state.put_on_table("p0-00", 9)  # the rule's card, face up from the start
    turn(state, "p0-01", "p1-00")
    assert not state.is_revealed("p0-01") and not state.is_revealed("p1-00")


def test_counters_for_each_card_counted_when_it_resolves() -> None:
    text = "Put a +1 counter on this card for each card in your pile."
    state = table([(text_card("Hoard", 1, text), 1)])
    state.draw(0, 3, "test")
    for held in state.hand(0):
        state.discard(held, "test")
    fire(state, "p0-00")
    assert state.value("p0-00") == 4


def test_behind_by_a_margin_counts_the_points_between() -> None:
    text = "If you are behind by 2 or more points, draw a card."
    state = table([(text_card("Underdog", 2, text), 1)])
    state.score(1, 2, "test")  # 2 points against the 1 this card's slot would give
    assert not fire_if(state, "p0-00")
    state.score(1, 1, "test")
    assert fire_if(state, "p0-00")


def test_an_event_in_named_slots_fires_only_for_cards_there() -> None:
    text = "When OC is destroyed: Score a point."
    state = table([(text_card("Vulture", 4, text), 2)], [(5, 2), (6, 3)])
    state.destroy("p1-01", "test")
    state.run()
    assert state.points == (0, 0)
    state.destroy("p1-00", "test")
    state.run()
    assert state.points == (1, 0)


def test_listed_slots_are_each_of_them() -> None:
    state = table([(text_card("Poles", 4, "S1 and S9 are worth 2 points."), 1)])
    rules = state.rule_changes()
    assert {slot for r in rules for slot in r.slots} == {1, 9}


# -- rule changes of slots, rounds and singled-out cards ------------------------------------------


def _first_round(mine: str, value: int, theirs: list[int]) -> list[Any]:
    """Play the first round of a game whose player 1 plays a card with ``mine`` (printed
    ``value``) in S1, then 1s, against ``theirs`` in that order; the events."""
    state = scripted([text_card("Rule", value, mine), *[1] * 20], [*theirs, *[1] * 20])
    return play_round(state, ([value, *[1] * 8], theirs[:9]))


def _round_result(events: list[Any]) -> Any:
    return next(e for e in events if isinstance(e, RoundWon | RoundTied))


def test_a_card_can_win_its_slot_whatever_the_cards() -> None:
    state = table([(text_card("Champion", 1, "You win this slot."), 1)], [(9, 1)])
    assert state.slot_result(1)[0] == 0


def test_empty_slots_beat_cards() -> None:
    state = table([(text_card("Void", 1, "Empty slots beat cards."), 1)], [(9, 2)])
    assert state.slot_result(2)[0] == 0


def test_unscored_cards_leave_their_side_empty() -> None:
    state = table([(text_card("Sloth", 1, "Tapped cards score no points."), 1)], [(9, 1)])
    assert state.slot_result(1)[0] == 1
    state.tap("p1-00", True, "test")
    assert state.slot_result(1)[0] == 0


def test_a_card_that_would_be_destroyed_goes_to_hand_instead() -> None:
    text = "If a card would be destroyed, return it to its owner's hand instead."
    state = table([(text_card("Medic", 3, text), 1)], [(5, 2)])
    state.destroy("p1-00", "test")
    assert "p1-00" in state.hand(1) and "p1-00" not in state.pile(1)


def test_ties_can_score_for_both_players() -> None:
    result = _round_result(_first_round("Ties give each player a point.", 5, [5, *[1] * 8]))
    assert isinstance(result, RoundTied) and result.points == (9, 9)


def test_a_tied_round_can_go_to_a_player() -> None:
    result = _round_result(_first_round("You win tied rounds.", 5, [5, *[1] * 8]))
    assert isinstance(result, RoundWon) and result.player == 0


def test_the_player_with_fewer_points_can_win_the_round() -> None:
    text = "The player with fewer points wins the round."
    result = _round_result(_first_round(text, 2, [9] * 9))
    assert isinstance(result, RoundWon) and result.player == 0 and result.points == (0, 9)


def test_a_slot_you_cannot_lose_scores_nothing_for_opp() -> None:
    result = _round_result(_first_round("You can't lose this slot.", 2, [9] * 9))
    assert isinstance(result, RoundWon) and result.points == (0, 8)


# -- tails, declined options, cards shown ---------------------------------------------------------


def test_a_coin_can_do_one_thing_on_heads_and_another_on_tails() -> None:
    text = "Flip a coin. If heads, destroy OC. If tails, draw a card."
    state = table([(text_card("Gambler", 2, text), 1)], [(5, 1)])
    assert fire(state, "p0-00", "tails") is None
    assert state.slot_of("p1-00") == 1 and len(state.hand(0)) == 1
    assert fire(state, "p0-00", "heads") is None
    assert "p1-00" in state.pile(1) and len(state.hand(0)) == 1


def test_a_declined_option_does_what_the_text_says_instead() -> None:
    text = "You may discard a card. If you don't, lose a point."
    state = table([(text_card("Toll", 3, text), 1)])
    state.draw(0, 1, "test")
    assert fire(state, "p0-00", NO) is None
    assert state.points == (-1, 0) and len(state.hand(0)) == 1
    (held,) = state.hand(0)
    assert fire(state, "p0-00", YES) is None
    assert state.points == (-1, 0) and held in state.pile(0)
    paid = table(
        [(text_card("Toll", 3, "You may lose a point to draw a card. If not, tap OC."), 1)]
    )
    assert fire(paid, "p0-00", NO) is None


def test_cards_revealed_from_a_deck_are_seen_by_both_players() -> None:
    state = game("Reveal the top card of your deck.")
    events = turn(state, "p0-00", "p1-00")
    seen = [e for e in events if isinstance(e, CardsSeen)]
    assert {e.player for e in seen} == {0, 1}


def test_for_each_of_them_counts_the_cards_the_effect_before_acted_on() -> None:
    text = "Destroy opp. cards in adj. slots. Draw a card for each of them."
    state = table([(text_card("Reaper", 5, text), 2)], [(4, 1), (6, 3), (7, 5)])
    assert fire(state, "p0-00") is None
    assert len(state.hand(0)) == 2 and state.slot_of("p1-02") == 5


def test_discarding_any_number_then_drawing_that_many() -> None:
    text = "Discard any number of cards, then draw that many."
    state = table([(text_card("Mulligan", 2, text), 1)])
    state.draw(0, 3, "test")
    first, second, third = state.hand(0)
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.optional and set(ask.candidates) == {first, second, third}
    assert fire(state, "p0-00", first, second, STOP) is None
    assert {first, second} <= set(state.pile(0)) and len(state.hand(0)) == 3


def test_a_silenced_card_has_no_triggers_effects_or_rule_changes() -> None:
    banner = text_card("Banner", 5, "Your cards get +1.")
    state = table([(banner, 1), (3, 2)], [(text_card("Hush", 2, "Tapped cards have no text."), 4)])
    fire(state, "p0-00")
    assert state.value("p0-01") == 4
    state.tap("p0-00", True, "test")
    assert state.value("p0-01") == 3  # the banner is silenced while tapped
    state.tap("p0-00", False, "test")
    assert state.value("p0-01") == 4


def test_cards_that_silence_each_other_settle_in_the_conflict_order() -> None:
    first = text_card("Hush", 2, "OC has no text.")
    second = text_card("Shush", 6, "OC has no text. Your cards get +1.")
    state = table([(first, 1)], [(second, 1), (3, 2)])
    fire(state, "p1-00")
    assert state.value("p1-01") == 3  # Hush (2) resolves first: Shush is silenced


def test_shuffling_a_pile_into_the_deck() -> None:
    state = table([(text_card("Recycler", 2, "Shuffle your pile into your deck."), 1)])
    state.draw(0, 2, "test")
    for held in state.hand(0):
        state.discard(held, "test")
    size = len(state.deck(0))
    fire(state, "p0-00")
    assert state.pile(0) == () and len(state.deck(0)) == size + 2


def test_a_player_who_must_place_face_up_reveals_at_once() -> None:
    state = game("Opp. must place cards face up.")
    turn(state, "p0-00", "p1-00")
    events = turn(state, "p0-01", "p1-01")
    revealed = [e for e in events if isinstance(e, CardsRevealed)]
    assert [len(e.cards) for e in revealed] == [1, 1]  # theirs at placement, mine at the reveal
    assert state.is_revealed("p1-01")


def test_digging_keeps_the_chosen_cards_and_bottoms_the_rest() -> None:
    text = "Look at the top 3 cards of your deck, keep 1 and put the rest on the bottom."
    state = table([(text_card("Prospector", 2, text), 1)])
    top = state.deck(0)[:3]
    ask = fire(state, "p0-00")
    assert isinstance(ask, Ask) and ask.shown and ask.candidates == top
    assert fire(state, "p0-00", top[1]) is None
    assert top[1] in state.hand(0)
    assert state.deck(0)[-2:] == (top[0], top[2])


def test_a_counter_equal_to_the_roll_is_one_counter_the_size_of_the_number_rolled() -> None:
    text = "Roll a die. Put a counter equal to the roll on this card."
    state = table([(text_card("Dicer", 2, text), 1)], [(9, 1)])
    assert fire(state, "p0-00", "4") is None
    assert state.layers("p0-00").explain() == "6 = printed 2 + counter +4"
    assert fire(state, "p0-00", "3") is None  # fired again: one more counter, +3
    assert state.layers("p0-00").explain() == "9 = printed 2 + 2 counters +7"

"""Scripted rounds of Slot Wars with exact scores, and the rules around them."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

import pytest

from tests.slot_wars.engine.helpers import (
    faces,
    finish_break,
    keep_suggested,
    place_value,
    play_round,
    scripted,
)
from wartable.core import new_game
from wartable.core.errors import IllegalActionError, OptionError
from wartable.core.rng import Rng
from wartable.variants.slot_wars.engine import (
    Done,
    Place,
    SlotWarsState,
    SlotWarsView,
    Swap,
)
from wartable.variants.slot_wars.engine.events import (
    CardsDrawn,
    RoundStarted,
    RoundTied,
    RoundWon,
    SlotOpened,
    SlotScored,
)

FIVES = [5] * 21
ONES = [1] * 21


def scores(events: Sequence[object]) -> dict[int, int | None]:
    return {e.slot: e.winner for e in events if isinstance(e, SlotScored)}


def test_exact_scores_higher_card_wins_each_slot() -> None:
    state = scripted(FIVES, [9, 1, 5, 9, 1, 5, 9, 1, 5, *[1] * 12])
    events = play_round(state, (None, [9, 1, 5, 9, 1, 5, 9, 1, 5]))
    assert scores(events) == {1: 1, 2: 0, 3: None, 4: 1, 5: 0, 6: None, 7: 1, 8: 0, 9: None}
    assert state.points == (3, 3)
    assert any(isinstance(e, RoundTied) for e in events)
    assert state.rounds_won == (0, 0) and state.replays == 1


def test_a_won_round_counts() -> None:
    state = scripted(FIVES, [9, *ONES[:20]])
    events = play_round(state, (None, [9, 1, 1, 1, 1, 1, 1, 1, 1]))
    assert state.points == (8, 1)
    won = [e for e in events if isinstance(e, RoundWon)]
    assert len(won) == 1 and won[0].player == 0 and won[0].rounds_won == (1, 0)
    assert next(e.values for e in events if isinstance(e, SlotScored)) == (5, 9)


def test_any_card_beats_an_empty_slot() -> None:
    state = scripted(ONES, [9, 9, 9])
    events = play_round(state)
    assert scores(events) == {1: 1, 2: 1, 3: 1, **dict.fromkeys(range(4, 10), 0)}
    slot_4 = next(e for e in events if isinstance(e, SlotScored) and e.slot == 4)
    assert slot_4.values == (1, None)
    assert state.points == (6, 3)


def test_stacked_slot_the_single_highest_counts() -> None:
    # The FAQ: a 6 and a 7 stacked against an 8: the 8 wins.
    state = scripted(ONES, [8, 5, 7, *ONES[:18]], side0=faces(6, 7))
    state.run()
    state.put_on_table("p0-21", 1)
    state.put_on_table("p0-22", 1)
    place_value(state, 0, 1)
    place_value(state, 1, 8)
    state.run()
    assert state.slot_result(1) == (1, (7, 8))
    with pytest.raises(IllegalActionError, match="not in a hand, deck or sideboard"):
        state.put_on_table("p0-21", 2)


def test_stacked_equal_highest_scores_nobody_and_lower_loses() -> None:
    state = scripted(ONES, [7, 5, *ONES[:19]], side0=faces(6, 7, 7, 6))
    state.run()
    state.put_on_table("p0-21", 1)
    state.put_on_table("p0-22", 1)
    state.put_on_table("p0-23", 2)
    state.put_on_table("p0-24", 2)
    place_value(state, 0, 1)
    place_value(state, 1, 7)
    state.run()
    assert state.slot_result(1) == (None, (7, 7))
    assert state.slot_result(2) == (0, (7, None))


def test_unrevealed_cards_are_worth_zero_but_beat_an_empty_slot() -> None:
    state = scripted(ONES, ONES, side0=faces(9), side1=faces(1, 2))
    state.run()
    state.put_on_table("p0-21", 9, revealed=False)
    assert state.value("p0-21") == 0
    assert state.layers("p0-21").explain() == "0 = unrevealed 0"
    assert state.slot_result(9) == (0, (0, None))
    state.put_on_table("p1-21", 9)
    assert state.slot_result(9) == (1, (0, 1))
    state.add_counter("p0-21", 2, "")  # modifiers still apply to unrevealed cards
    assert state.layers("p0-21").explain() == "2 = unrevealed 0 + counter +2"
    assert state.slot_result(9) == (0, (2, 1))
    view = state.observe(1).view
    assert isinstance(view, SlotWarsView)
    hidden = view.slots[8][0]
    assert hidden.card is None and hidden.value == 2 and not hidden.revealed


def test_counters_explain_the_value() -> None:
    state = scripted([4, *ONES[:20]], ONES)
    play_one_turn(state, 4, 1)
    assert state.value("p0-00") == 4
    state.add_counter("p0-00", 1, "p1-00")
    assert state.layers("p0-00").explain() == "5 = printed 4 + counter +1"


def play_one_turn(state: SlotWarsState, first: int, second: int) -> None:
    state.run()
    place_value(state, 0, first)
    place_value(state, 1, second)
    state.run()


def test_tied_round_is_replayed() -> None:
    state = scripted(FIVES, FIVES)
    play_round(state)
    assert state.points == (0, 0) and state.replays == 1 and not state.is_terminal
    events = finish_break(state)
    started = [e for e in events if isinstance(e, RoundStarted)]
    assert started == [RoundStarted(2, True)]


def test_replay_cap_makes_the_game_a_draw() -> None:
    state = scripted(FIVES, FIVES, max_replays=0)
    play_round(state)
    assert state.outcome is not None and state.outcome.winner is None
    assert state.outcome.ending == "tied_rounds"
    default = scripted(FIVES, FIVES)
    for _ in range(4):
        play_round(default)
        if not default.is_terminal:
            finish_break(default)
    assert default.outcome is not None and default.outcome.winner is None
    assert default.replays == 3 and default.summary()["rounds"] == 4


def test_best_of_three_ends_after_two_wins() -> None:
    state = scripted(FIVES, ONES)
    play_round(state)
    assert state.rounds_won == (1, 0) and not state.is_terminal
    finish_break(state)
    play_round(state)
    assert state.outcome is not None
    assert state.outcome.winner == 0 and state.outcome.ending == "rounds_won"
    assert state.outcome.scores == (2.0, 0.0)
    assert state.summary()["rounds"] == 2 and state.decisions() == ()


def test_round_setup_draws_five_then_one_per_turn() -> None:
    state = scripted(ONES, ONES)
    events = state.run()
    assert [len(state.hand(p)) for p in (0, 1)] == [5, 5]
    assert isinstance(events[-1], SlotOpened)
    place_value(state, 0, 1)
    place_value(state, 1, 1)
    events = state.run()
    assert [type(e).__name__ for e in events][:3] == ["CardsRevealed", "CardsDrawn", "CardsDrawn"]
    assert [len(state.hand(p)) for p in (0, 1)] == [5, 5]


def test_draw_first_order_and_four_card_start() -> None:
    state = scripted(ONES, ONES, draw_first=True)
    events = state.run()
    names = [type(e).__name__ for e in events]
    assert names.index("SlotOpened") < len(names) - 2  # the draws come after the slot opens
    assert isinstance(events[-1], CardsDrawn)
    assert [len(state.hand(p)) for p in (0, 1)] == [5, 5]
    assert [len(state.deck(p)) for p in (0, 1)] == [16, 16]
    first = [e for e in events if isinstance(e, CardsDrawn)]
    assert [e.count for e in first] == [4, 4, 1, 1]
    place_value(state, 0, 1)
    events = place_value(state, 1, 1)
    events += state.run()
    assert [type(e).__name__ for e in events][-3:] == ["SlotOpened", "CardsDrawn", "CardsDrawn"]


def test_sideboard_swaps_keep_21_and_move_each_card_once() -> None:
    state = scripted(ONES, FIVES, side0=faces(9, 8))
    play_round(state)
    legal = state.legal_actions(0)
    assert legal[0] == Done()
    swap = state.parse_action(0, "swap C9 for C1")
    assert swap == Swap("p0-21", "p0-00")
    state.act(0, swap)
    assert len(state.deck(0)) == 21 and len(state.sideboard(0)) == 9 - 7
    assert "p0-21" in state.deck(0) and "p0-00" in state.sideboard(0)
    with pytest.raises(IllegalActionError, match="swap"):
        state.act(0, Swap("p0-00", "p0-01"))  # a card moves at most once between rounds
    state.act(0, state.parse_action(0, "swap 1 1"))  # C8 for a C1, by place in the lists
    assert sorted(state.face(c).value for c in state.deck(0))[-2:] == [8, 9]
    state.act(0, state.parse_action(0, "keep"))
    assert state.legal_actions(0) == () and state.legal_actions(1)[0] == Done()
    state.act(1, Done())
    state.run()
    assert state.step.value == "begin" or state.decisions()
    assert len(state.hand(0)) + len(state.deck(0)) == 21


def test_place_parse_is_forgiving_and_prints_back() -> None:
    state = scripted([3, 1, 2, 2, 7, *ONES[:16]], ONES)
    state.run()
    legal = state.legal_actions(0)
    assert [str(a) for a in legal] == ["place p0-01", "place p0-02", "place p0-00", "place p0-04"]
    assert state.parse_action(0, "place 1") == Place("p0-01")
    assert state.parse_action(0, "3") == Place("p0-02")  # the third card of the sorted hand
    assert state.parse_action(0, "p0-03") == Place("p0-02")  # the other C2 is the same action
    assert state.parse_action(0, "c7") == Place("p0-04")
    for action in legal:
        assert state.parse_action(0, str(action)) == action
    with pytest.raises(IllegalActionError, match="not a card of the hand"):
        state.parse_action(0, "place 9")


def test_illegal_actions_say_why() -> None:
    state = scripted(ONES, ONES)
    state.run()
    with pytest.raises(IllegalActionError, match="not a legal action"):
        state.act(0, Place("p1-00"))
    with pytest.raises(IllegalActionError, match="not a legal action"):
        state.act(0, Done())
    with pytest.raises(IllegalActionError, match="waiting for player 1, player 2"):
        state.advance()
    place_value(state, 0, 1)
    with pytest.raises(IllegalActionError, match="nothing to decide"):
        state.act(0, Place("p0-01"))


def test_hidden_information_of_a_face_down_choice() -> None:
    state = new_game("slot-wars", "pool=vanilla", 5)
    assert isinstance(state, SlotWarsState)
    keep_suggested(state)
    before = state.observe(1)
    hash(before)
    action = state.legal_actions(0)[-1]
    state.act(0, action)
    assert state.observe(1) == before  # the choice is invisible, even that it was made
    view = state.observe(0).view
    assert isinstance(view, SlotWarsView) and view.chosen is not None
    assert all(c.id not in json.dumps(state.observe(1).to_json()) for c in view.hand)
    state.act(1, state.legal_actions(1)[0])
    for viewer, sees_own in ((0, True), (1, False), (None, False)):
        slot = state.observe(viewer).view.slots[0]
        mine = next(t for t in slot if t.controller == 0)
        assert (mine.card is not None) is sees_own and mine.value == 0
    spectator = state.observe(None)
    assert spectator.view.hand == () and spectator.legal_actions == ()
    resampled = state.resample(1, Rng(3))
    assert resampled.observe(1) == state.observe(1)


def test_resample_withdraws_the_opponents_choice() -> None:
    state = new_game("slot-wars", None, 6)
    assert isinstance(state, SlotWarsState)
    keep_suggested(state)
    state.act(0, state.legal_actions(0)[-1])
    other = state.resample(1, Rng(1))
    assert [d.player for d in other.decisions()] == [0, 1]
    mine = state.resample(0, Rng(1))
    assert [d.player for d in mine.decisions()] == [1]


def test_vanilla_pool_deal() -> None:
    """Each player is dealt 30 cards (3 rares, 9 uncommons, 18 commons) and chooses 21."""
    state = new_game("slot-wars", "pool=vanilla", 11)
    assert isinstance(state, SlotWarsState)
    for player in (0, 1):
        cards = [*state.deck(player), *state.sideboard(player)]
        assert len(state.deck(player)) == 30 and not state.sideboard(player)
        rarities = sorted(state.face(c).rarity.value for c in cards)
        assert rarities.count("rare") == 3 and rarities.count("uncommon") == 9
        assert all(not state.face(c).text for c in cards)
    keep_suggested(state)
    assert [len(state.sideboard(p)) for p in (0, 1)] == [9, 9]


def test_turn_limit_with_equal_rounds_is_a_draw() -> None:
    state = scripted(ONES, FIVES, max_turns=5)
    play_round(state)
    assert state.outcome is not None and state.outcome.ending == "turn_limit"
    assert state.outcome.winner is None


def test_a_game_cut_short_goes_to_the_player_ahead_in_rounds() -> None:
    """At the turn limit (or when tied rounds run out), more rounds won wins the game, as a match
    cut short goes to the player ahead in games."""
    state = scripted(FIVES, ONES, max_turns=12)
    play_round(state)
    assert state.rounds_won == (1, 0)
    finish_break(state)
    play_round(state)
    assert state.outcome is not None and state.outcome.ending == "turn_limit"
    assert state.outcome.winner == 0 and state.outcome.scores == (1.0, 0.0)


def test_by_designer_deals_two_commons_and_one_uncommon_of_each_value() -> None:
    state = new_game("slot-wars", "pool=vanilla,distribution=by_designer", 4)
    assert isinstance(state, SlotWarsState)
    for player in (0, 1):
        faces = [state.face(c) for c in (*state.deck(player), *state.sideboard(player))]
        for rarity, copies in (("common", 2), ("uncommon", 1)):
            values = sorted(f.value for f in faces if f.rarity.value == rarity)
            assert values == sorted(list(range(1, 10)) * copies)
        assert sum(f.rarity.value == "rare" for f in faces) == 3


def test_by_designer_is_refused_for_the_starter_pool_naming_what_it_lacks() -> None:
    """The starter set has too few 7s, 8s and 9s among its commons and uncommons."""
    lacking = (
        "4 commons of value 7 (has 2), 9 (has 2);"
        " 2 uncommons of value 7 (has 1), 8 (has 0), 9 (has 0)"
    )
    with pytest.raises(OptionError, match=re.escape(lacking)):
        new_game("slot-wars", "pool=starter,distribution=by_designer", 1)

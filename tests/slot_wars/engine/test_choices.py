"""Choices of abilities in play (slots, "up to", discards by the discarding player, blind picks),
trades, and what each seat is told about cards it cannot see."""

from __future__ import annotations

import json
import re

import pytest

from tests.slot_wars.engine.helpers import FILL, fire, scripted, table, text_card, turn
from wartable.core.errors import IllegalActionError
from wartable.core.events import events_for
from wartable.core.rng import Rng
from wartable.variants.slot_wars.engine import (
    Answer,
    CardFace,
    Choose,
    ChooseSlot,
    Done,
    SlotWarsState,
    SlotWarsView,
)
from wartable.variants.slot_wars.engine.events import (
    CardChosen,
    CardRef,
    CardsTraded,
    CounterPlaced,
)
from wartable.variants.slot_wars.engine.hooks import YES, Activation, Ask, Moment, Trigger
from wartable.variants.slot_wars.engine.interpreter import TEXT

ID = re.compile(r"p[01]-\d\d")


def game(mine: str, theirs: list[int] | None = None, *, value: int = 2) -> SlotWarsState:
    """Player 1's first card has ``mine`` as text (printed ``value``); both decks are otherwise
    plain cards of distinct values, so every card of a hand is its own action."""
    deck0 = [text_card("Tester", value, mine), 3, 4, 5, 6, 7, 8, 9, *FILL]
    deck1: list[int | CardFace] = [*(theirs or [5, 6, 7, 8, 9, 4, 3, 2]), *FILL]
    return scripted(deck0, deck1)


def blind(state: SlotWarsState, player: int) -> None:
    """Resampling for ``player`` keeps what it sees and depends only on that."""
    seen = state.observe(player)
    twin = state.resample(player, Rng(11))
    assert twin.observe(player) == seen
    assert twin.legal_actions(player) == state.legal_actions(player)
    again = twin.resample(player, Rng(7)).to_json()
    assert state.resample(player, Rng(7)).to_json() == again


# -- destination slots ----------------------------------------------------------------------------


def test_the_controller_chooses_the_slot_a_card_moves_to() -> None:
    state = game("Move OC to any slot.")
    turn(state, "p0-00", "p1-00")
    (decision,) = state.decisions()
    assert decision.player == 0
    assert decision.actions == tuple(ChooseSlot(s) for s in range(1, 10))
    assert [str(a) for a in decision.actions[:2]] == ["slot 1", "slot 2"]
    for text in ("slot 6", "S6", "s6", "6", "choose slot 6"):
        assert state.parse_action(0, text) == ChooseSlot(6)
    with pytest.raises(IllegalActionError, match="not one of the slots"):
        state.parse_action(0, "slot 10")
    saved = state.to_json()
    assert SlotWarsState.from_json(json.loads(json.dumps(saved))).to_json() == saved
    state.act(0, ChooseSlot(6))
    state.run()
    assert state.slot_of("p1-00") == 6 and state.controller("p1-00") == 1


def test_placing_in_a_choice_of_slots_asks_the_card_then_the_slot() -> None:
    state = game("Place a card in adj. slots.")
    turn(state, "p0-01", "p1-00")  # slot 1: a 3
    turn(state, "p0-00", "p1-01")  # slot 2: the card, whose adj. slots are 1 and 3
    (decision,) = state.decisions()
    assert {type(a) for a in decision.actions} == {Choose}
    card = state.hand(0)[-1]
    state.act(0, Choose(card))
    (decision,) = state.decisions()
    assert decision.actions == (ChooseSlot(1), ChooseSlot(3))
    state.act(0, state.parse_action(0, "3"))
    state.run()
    assert state.slot_of(card) == 3 and not state.is_revealed(card)


def test_a_single_destination_is_not_a_choice() -> None:
    state = game("Move OC to the next slot.")
    turn(state, "p0-00", "p1-00")
    assert state.slot_of("p1-00") == 2
    assert all(not isinstance(a, ChooseSlot) for d in state.decisions() for a in d.actions)


# -- "up to" --------------------------------------------------------------------------------------


def test_up_to_lets_the_controller_stop_early() -> None:
    state = game("Put a -1 counter on up to 2 cards.")
    turn(state, "p0-00", "p1-00")
    (decision,) = state.decisions()
    assert decision.actions == (Choose("p0-00"), Choose("p1-00"), Done())
    state.act(0, Choose("p1-00"))
    (decision,) = state.decisions()
    assert decision.actions == (Choose("p0-00"), Done())
    assert state.parse_action(0, "stop") == Done() == state.parse_action(0, "done")
    state.act(0, Done())
    state.run()
    assert (state.value("p0-00"), state.value("p1-00")) == (2, 4)


def test_up_to_may_choose_none_even_with_fewer_matches() -> None:
    state = game("Put a -1 counter on up to 2 opp. cards.")
    turn(state, "p0-00", "p1-00")
    (decision,) = state.decisions()
    assert decision.actions == (Choose("p1-00"), Done())
    state.act(0, Done())
    state.run()
    assert state.value("p1-00") == 5


# -- discards: the discarding player chooses ------------------------------------------------------


def test_an_opponent_made_to_discard_chooses_and_only_it_sees_which() -> None:
    state = game("Opp. discards a card.")
    turn(state, "p0-00", "p1-00")
    (decision,) = state.decisions()
    hand = state.hand(1)
    assert decision.player == 1 and decision.actions == tuple(Choose(c) for c in hand)
    assert state.legal_actions(0) == ()
    view = state.observe(0).view
    assert isinstance(view, SlotWarsView) and view.prompt == ""
    blind(state, 0)
    twin = state.resample(0, Rng(5))
    (other,) = twin.decisions()
    assert other.player == 1 and {a.card for a in other.actions} == set(twin.hand(1))  # type: ignore[attr-defined]
    events = state.act(1, Choose(hand[-1]))
    assert state.pile(1) == (hand[-1],)
    chosen = next(e for e in events_for(events, 0) if isinstance(e, CardChosen))
    assert chosen.card == CardRef(owner=1, zone="hand")
    assert str(chosen.card) == "a card in Player 2's hand"
    mine = next(e for e in events_for(events, 1) if isinstance(e, CardChosen))
    assert mine.card.id == hand[-1] and mine.card.owner == 1


def test_a_choice_half_made_by_the_opponent_survives_a_resample() -> None:
    """Each player discards 2: while player 2 is choosing its second card, player 1's resample
    keeps player 2 one card into its choice, from its resampled hand."""
    state = game("Each player discards 2 cards.")
    turn(state, "p0-00", "p1-00")
    for _ in range(2):
        (decision,) = state.decisions()
        assert decision.player == 0
        state.act(0, decision.actions[0])
    (decision,) = state.decisions()
    assert decision.player == 1 and len(decision.actions) == 4
    state.act(1, decision.actions[0])
    (decision,) = state.decisions()
    assert decision.player == 1 and len(decision.actions) == 3
    blind(state, 0)
    twin = state.resample(0, Rng(2))
    (again,) = twin.decisions()
    assert again.player == 1 and len(again.actions) == 3
    twin.act(1, again.actions[0])
    twin.run()
    assert len(twin.pile(1)) == 2 and len(twin.pile(0)) == 2


def test_the_top_of_a_deck_being_rearranged_survives_its_owners_resample() -> None:
    """Player 1 is rearranging the top of player 2's deck; player 2's resample draws the order of
    its own deck again, so the cards player 1 has put in place stand for the new top cards and the
    choice goes on among the rest of them (it used to fail: the cards named were no longer
    there)."""
    state = game("Rearrange the top 5 cards of opp.'s deck.")
    turn(state, "p0-00", "p1-00")
    for _ in range(2):
        (decision,) = state.decisions()
        assert decision.player == 0
        state.act(0, decision.actions[0])
    for seed in range(6):
        twin = state.resample(1, Rng(seed))
        top = set(twin.deck(1)[:5])
        (again,) = twin.decisions()
        assert again.player == 0 and len(again.actions) == 3
        assert {a.card for a in again.actions} < top  # type: ignore[attr-defined]
        while twin.decisions():
            twin.act(0, twin.decisions()[0].actions[0])
        assert set(twin.deck(1)[:5]) == top, "the same five cards, rearranged"
        twin.run()


# -- blind picks and what events say ---------------------------------------------------------------


def test_picking_a_card_in_the_opponents_hand_is_blind() -> None:
    state = game("Look at a card in opp.'s hand.")
    turn(state, "p0-00", "p1-00")
    (decision,) = state.decisions()
    assert [str(a) for a in decision.actions] == [f"choose #{i}" for i in range(1, 5)]
    assert not ID.search(" ".join(str(a) for a in decision.actions))
    assert state.parse_action(0, "choose #3") == Choose("#3")
    blind(state, 0)
    held = set(state.hand(1))
    events = state.act(0, Choose("#3"))
    events += state.run()
    seen = [e for e in events_for(events, 0) if type(e).__name__ == "CardsSeen"]
    assert len(seen) == 1 and set(ID.findall(seen[0].describe())) < held
    told = " ".join(e.describe() for e in events_for(events, 0) if e not in seen)
    assert not held & set(ID.findall(told))


def test_events_about_a_face_down_card_name_it_only_to_its_owner() -> None:
    state = game("Put a -1 counter on a card.")
    state.run()
    state.put_on_table("p1-02", 4, revealed=False)
    turn(state, "p0-00", "p1-00")
    (decision,) = state.decisions()
    assert Choose("S4.1") in decision.actions
    events = state.act(0, Choose("S4.1"))
    for_me = [e for e in events_for(events, 0) if isinstance(e, CardChosen | CounterPlaced)]
    assert [e.card for e in for_me] == [CardRef(slot=4)] * 2, "where it is, not which it is"
    assert str(for_me[0].card) == "a face-down card in S4"
    for_owner = [e for e in events_for(events, 1) if isinstance(e, CounterPlaced)]
    assert for_owner[0].card == CardRef("p1-02", state.face("p1-02").title, 1, 4)
    assert state.observe(0).view.slots[3][0].value == -1  # the value itself is public


def test_a_choices_data_names_a_face_down_card_by_its_slot_and_place_never_by_a_token() -> None:
    """Front ends find a face-down card's choice by its slot and place in the action's fields, and
    a blind pick by its number, as data; the notation stays ``choose S4.1`` in records."""
    state = game("Put a -1 counter on a card.")
    state.run()
    state.put_on_table("p1-02", 4, revealed=False)
    turn(state, "p0-00", "p1-00")
    observation = state.observe(0)
    infos = observation.actions_info(SlotWarsState.action_space(state.options))
    face_down = next(info for info in infos if info.text == "choose S4.1")
    assert face_down.data == {"kind": "choose", "slot": 4, "place": 1}
    assert face_down.label == "Choose the face-down card in slot 4"
    known = [info for info in infos if info.text != "choose S4.1"]
    assert known and all(set(info.data) == {"kind", "card"} for info in known)
    assert all(ID.fullmatch(str(info.data["card"])) for info in known)
    assert Choose("S3.2").data() == {"kind": "choose", "slot": 3, "place": 2}
    assert Choose("#2").data() == {"kind": "choose", "blind": 2}
    assert SlotWarsView._named(observation.view, "S3.2") == (
        "the face-down card in slot 3 (card 2 there)"
    )


# -- trades ----------------------------------------------------------------------------------------


def test_a_trade_changes_owners_and_places_for_good() -> None:
    state = game("Trade this card for OC. Draw a card.", value=1)
    events = turn(state, "p0-00", "p1-00")
    assert [e for e in events if isinstance(e, CardsTraded)]
    assert (state.owner("p0-00"), state.owner("p1-00")) == (1, 0)
    assert (state.controller("p0-00"), state.controller("p1-00")) == (1, 0)
    assert state.slot_result(1) == (0, (5, 1))  # the 5 is on player 1's side now
    view = state.observe(0).view
    assert isinstance(view, SlotWarsView)
    assert {c.id for c in view.seen[0]} >= {"p1-00"} and {c.id for c in view.seen[1]} >= {"p0-00"}
    saved = state.to_json()
    assert saved["traded"] == {"p0-00": 1, "p1-00": 0}
    assert SlotWarsState.from_json(json.loads(json.dumps(saved))).to_json() == saved
    assert state.clone().to_json() == saved
    for player in (0, 1):
        blind(state, player)
    while state.step.value not in ("swap", "over"):
        for decision in state.decisions():
            state.act(decision.player, decision.actions[0])
        state.run()
    assert "p1-00" in state.deck(0) and "p0-00" in state.deck(1)
    assert len(state.deck(0)) == len(state.deck(1)) == 24  # as many cards as each started with


def test_a_trade_of_held_cards_swaps_them_between_hands() -> None:
    state = game("Trade a card in your hand for a card in opp.'s hand.")
    turn(state, "p0-00", "p1-00")
    mine = state.hand(0)[0]
    state.act(0, Choose(mine))
    (decision,) = state.decisions()
    assert all(str(a).startswith("choose #") for a in decision.actions)
    before = set(state.hand(1))
    state.act(0, decision.actions[0])
    state.run()
    (theirs,) = before - set(state.hand(1))
    assert mine in state.hand(1) and theirs in state.hand(0)
    assert (state.owner(mine), state.owner(theirs)) == (1, 0)
    assert len(state.hand(0)) == len(state.hand(1))


def test_a_table_card_traded_for_a_held_card_arrives_face_down() -> None:
    state = game("Trade this card for a card in opp.'s hand.")
    turn(state, "p0-00", "p1-00")
    held = set(state.hand(1))
    (decision,) = state.decisions()
    state.act(0, decision.actions[0])  # a blind pick
    state.run()
    (taken,) = held - set(state.hand(1))
    assert "p0-00" in state.hand(1) and state.owner("p0-00") == 1
    assert state.slot_of(taken) == 1 and state.controller(taken) == 0
    assert not state.is_revealed(taken) and state.owner(taken) == 0
    view = state.observe(0).view
    assert isinstance(view, SlotWarsView)
    mine = next(t for t in view.slots[0] if t.controller == 0)
    assert mine.card is not None and mine.card.id == taken and mine.value == 0


# -- a choice is made when its effect comes: the game as the effects before it left it ------------


@pytest.mark.parametrize(
    "text",
    ["Draw 2 cards, then discard 2 cards.", "Draw 2 cards and discard 2 cards."],
)
def test_a_card_just_drawn_can_be_discarded(text: str) -> None:
    state = game(text)
    turn(state, "p0-00", "p1-00")
    drawn = ("p0-05", "p0-06")  # the 7 and the 8, on top of the deck
    assert set(drawn) <= set(state.hand(0))
    (decision,) = state.decisions()
    assert decision.player == 0
    assert decision.actions == tuple(Choose(c) for c in state.hand(0))
    saved = state.to_json()  # the rest of the ability, waiting for its choice, is saved
    assert SlotWarsState.from_json(json.loads(json.dumps(saved))).to_json() == saved
    blind(state, 1)
    state.act(0, Choose("p0-05"))
    (decision,) = state.decisions()
    state.act(0, Choose("p0-01"))
    state.run()
    assert sorted(state.pile(0)) == ["p0-01", "p0-05"]
    assert "p0-06" in state.hand(0)


def test_cards_drawn_into_an_empty_hand_are_the_ones_discarded() -> None:
    state = table([(text_card("Tester", 2, "Draw 2 cards, then discard 2 cards."), 1)])
    assert state.hand(0) == ()
    assert fire(state, "p0-00") is None  # both drawn cards are all the hand: nothing to choose
    assert state.hand(0) == () and sorted(state.pile(0)) == ["p0-01", "p0-02"]


def test_the_rest_of_an_ability_asks_its_choice_once_the_effects_before_are_done() -> None:
    state = table([(text_card("Tester", 2, "Draw 2 cards, then discard a card."), 1)])
    ability = TEXT.ability(state.face("p0-00"))
    assert ability is not None
    moment = Moment(Trigger.CARD_REVEALED, 1, "p0-00", 0)
    rest = ability.resolve(Activation("p0-00", 0, moment), state)
    assert (
        isinstance(rest, Activation) and rest.answers == () and (rest.step, rest.fired) == (1, (0,))
    )
    assert state.hand(0) == ("p0-01", "p0-02")
    assert Activation.from_json(rest.to_json()) == rest
    ask = ability.resolve(rest, state)
    assert isinstance(ask, Ask) and ask.candidates == ("p0-01", "p0-02")
    assert state.hand(0) == ("p0-01", "p0-02")  # asking changes nothing
    assert ability.resolve(rest.with_answers(("p0-02",)), state) is None
    assert state.hand(0) == ("p0-01",) and state.pile(0) == ("p0-02",)


@pytest.mark.parametrize(
    ("text", "leading"),
    [
        ("You may draw 2 cards. If you do, discard a card.", [Answer(YES)]),
        (
            "Flip a coin. If heads, draw 2 cards, then discard a card."
            " If tails, draw 2 cards and discard a card.",
            [],
        ),
        ("Choose one: draw 2 cards, then discard a card; or this card gets +2.", None),
        ("Roll a die. On 1-6, draw 2 cards, then discard a card.", []),
    ],
)
def test_the_effects_an_option_a_coin_a_choice_or_a_roll_leads_to_come_one_at_a_time(
    text: str, leading: list[Answer] | None
) -> None:
    """The question is answered (the coin falls, the die rolls) first; the discard is then chosen
    from the hand the draw left, so a card just drawn may be discarded."""
    state = game(text)
    turn(state, "p0-00", "p1-00")
    if leading is None:  # choose one: the first option
        (decision,) = state.decisions()
        state.act(0, decision.actions[0])
    for answer in leading or ():
        state.act(0, answer)
    assert {"p0-05", "p0-06"} <= set(state.hand(0))  # the 7 and the 8, drawn
    (decision,) = state.decisions()
    assert decision.actions == tuple(Choose(c) for c in state.hand(0))
    saved = state.to_json()  # the rest of the option, waiting for its choice, is saved
    assert SlotWarsState.from_json(json.loads(json.dumps(saved))).to_json() == saved
    blind(state, 1)
    state.act(0, Choose("p0-06"))
    state.run()
    assert state.pile(0) == ("p0-06",) and "p0-05" in state.hand(0)


def test_the_rest_of_an_option_is_a_continuation_held_inside_it() -> None:
    state = table([(text_card("Tester", 2, "You may draw 2 cards. If you do, discard a card."), 1)])
    ability = TEXT.ability(state.face("p0-00"))
    assert ability is not None
    moment = Moment(Trigger.CARD_REVEALED, 1, "p0-00", 0)
    rest = ability.resolve(Activation("p0-00", 0, moment, (YES,)), state)
    assert isinstance(rest, Activation) and rest.inner == ((0, 1, 0),) and rest.step == 1
    assert Activation.from_json(json.loads(json.dumps(rest.to_json()))) == rest
    assert state.hand(0) == ("p0-01", "p0-02")
    assert ability.resolve(rest.with_answers(("p0-01",)), state) is None
    assert state.hand(0) == ("p0-02",) and state.pile(0) == ("p0-01",)


def test_two_abilities_of_one_moment_happen_in_the_order_written() -> None:
    state = game("Draw a card. Discard a card.")
    turn(state, "p0-00", "p1-00")
    (decision,) = state.decisions()
    assert Choose("p0-05") in decision.actions
    state.act(0, Choose("p0-05"))
    state.run()
    assert state.pile(0) == ("p0-05",)


def test_a_discard_written_before_the_draw_is_chosen_before_it() -> None:
    state = game("Discard a card, then draw a card.")
    turn(state, "p0-00", "p1-00")
    (decision,) = state.decisions()
    assert decision.actions == tuple(Choose(c) for c in ("p0-01", "p0-02", "p0-03", "p0-04"))
    assert "p0-05" not in state.hand(0)
    state.act(0, Choose("p0-02"))
    state.run()
    assert state.pile(0) == ("p0-02",) and "p0-05" in state.hand(0)

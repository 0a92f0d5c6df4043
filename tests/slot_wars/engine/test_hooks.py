"""The ability interface: trigger dispatch, a choice as a decision, values in layers, conflicts."""

from __future__ import annotations

import json

import pytest

from tests.slot_wars.engine.helpers import place_value, scripted
from wartable.core.rng import Rng
from wartable.variants.slot_wars.engine import (
    Ability,
    Activation,
    Ask,
    CardFace,
    Choose,
    Claim,
    CounterMark,
    GameApi,
    Modifier,
    ModOp,
    SlotWarsState,
    SlotWarsView,
    card,
    order_activations,
    register_interpreter,
)
from wartable.variants.slot_wars.engine.events import CardChosen, CounterPlaced
from wartable.variants.slot_wars.engine.hooks import INTERPRETERS
from wartable.variants.slot_wars.engine.values import layered_value


class Weaken(Ability):
    """Test-only: when revealed, its controller chooses one of the opponent's revealed cards, which
    gets a -1 counter."""

    def resolve(self, activation: Activation, game: GameApi) -> Ask | None:
        if not activation.answers:
            opponent = 1 - activation.controller
            candidates = tuple(
                c
                for c in game.table_cards()
                if game.controller(c) == opponent and game.is_revealed(c)
            )
            return Ask("Choose an opponent's revealed card: it gets a -1 counter", candidates)
        game.add_counter(activation.answers[0], -1, activation.source)
        return None


class WeakenInterpreter:
    def ability(self, face: CardFace) -> Ability | None:
        return Weaken() if face.text == "WEAKEN" else None


@pytest.fixture
def weaken() -> object:
    register_interpreter("test-weaken", WeakenInterpreter())
    yield None
    INTERPRETERS.pop("test-weaken", None)


def hexer_game() -> SlotWarsState:
    hexer = card("Hexer", 2, "uncommon", "WEAKEN")
    ones: list[int | CardFace] = [1] * 16
    state = scripted([5, hexer, 1, 1, 1, *ones], [3, 4, 1, 1, 1, *ones], abilities="test-weaken")
    state.run()
    place_value(state, 0, 5)
    place_value(state, 1, 3)
    state.run()
    place_value(state, 0, 2)
    place_value(state, 1, 4)
    return state


def test_a_cards_choice_is_a_decision_of_its_controller(weaken: object) -> None:
    state = hexer_game()
    events = state.run()
    pending = state.decisions()
    assert len(pending) == 1 and pending[0].player == 0
    assert pending[0].actions == (Choose("p1-00"), Choose("p1-01"))
    assert state.legal_actions(1) == ()
    # Paused mid-resolution: the state survives JSON, clones and resampling.
    restored = SlotWarsState.from_json(json.loads(json.dumps(state.to_json())))
    assert restored.to_json() == state.to_json()
    assert state.resample(1, Rng(2)).decisions()[0].player == 0
    assert state.parse_action(0, "2") == Choose("p1-01")
    events = state.act(0, Choose("p1-01"))
    assert any(isinstance(e, CardChosen) for e in events)
    assert next(e for e in events if isinstance(e, CounterPlaced)).value == 3
    assert state.value("p1-01") == 3
    assert state.layers("p1-01").explain() == "3 = printed 4 + counter -1"
    assert state.slot_result(2) == (1, (2, 3))
    state.run()
    assert state.slot == 3 and [d.player for d in state.decisions()] == [0, 1]
    # the counter stays while the card is on the table
    view = state.observe(0).view
    assert isinstance(view, SlotWarsView)
    assert view.slots[1][1].explain == "3 = printed 4 + counter -1"


def test_vanilla_text_has_no_effect() -> None:
    hexer = card("Hexer", 2, "uncommon", "WEAKEN")
    ones: list[int | CardFace] = [1] * 16
    state = scripted([5, hexer, 1, 1, 1, *ones], [3, 4, 1, 1, 1, *ones])
    state.run()
    place_value(state, 0, 5)
    place_value(state, 1, 3)
    state.run()
    place_value(state, 0, 2)
    place_value(state, 1, 4)
    state.run()
    assert state.value("p1-01") == 4
    view = state.observe(0).view
    assert isinstance(view, SlotWarsView)
    shown = view.slots[1][0].card
    assert shown is not None and shown.text == "WEAKEN"


def test_unknown_interpreter_is_refused() -> None:
    with pytest.raises(Exception, match="unknown interpreter"):
        scripted([1], [1], abilities="nonsense")


def test_conflicts_of_equal_printed_value_fizzle() -> None:
    items = [
        ("a", 3, (Claim("p1-00", "value", "+1"),)),
        ("b", 3, (Claim("p1-00", "value", "-1"),)),
        ("c", 2, ()),
        ("d", 5, (Claim("p1-00", "value", "+1"),)),
        ("e", 3, (Claim("p1-02", "value", "+1"),)),
    ]
    ordered, fizzled = order_activations(items, lambda i: i[1], lambda i: i[2])
    assert [i[0] for i in ordered] == ["c", "e", "d"]
    assert [i[0] for i in fizzled] == ["a", "b"]


def test_same_change_or_different_values_do_not_fizzle() -> None:
    same = [
        ("a", 4, (Claim("S3", "winner", "lowest"),)),
        ("b", 4, (Claim("S3", "winner", "lowest"),)),
    ]
    ordered, fizzled = order_activations(same, lambda i: i[1], lambda i: i[2])
    assert [i[0] for i in ordered] == ["a", "b"] and fizzled == []
    apart = [("hi", 9, (Claim("x", "value", "=1"),)), ("lo", 1, (Claim("x", "value", "=9"),))]
    ordered, fizzled = order_activations(apart, lambda i: i[1], lambda i: i[2])
    assert [i[0] for i in ordered] == ["lo", "hi"] and fizzled == []
    ordered, _ = order_activations(apart, lambda i: i[1], lambda i: i[2], lower_first=False)
    assert [i[0] for i in ordered] == ["hi", "lo"]


def test_a_card_does_not_conflict_with_itself() -> None:
    """Two activations of one card at one moment (its reveal and another card's) both resolve;
    the same claims from two cards fizzle."""
    items = [
        ("bell", 2, (Claim("x", "face", "Reveal()"),)),
        ("bell", 2, (Claim("x", "value", "+1"),)),
        ("gong", 2, (Claim("y", "value", "+1"),)),
        ("horn", 2, (Claim("y", "value", "-1"),)),
    ]
    ordered, fizzled = order_activations(items, lambda i: i[1], lambda i: i[2], card=lambda i: i[0])
    assert [i[0] for i in ordered] == ["bell", "bell"]
    assert [i[0] for i in fizzled] == ["gong", "horn"]


def test_a_value_explained_groups_its_counters() -> None:
    banner = Modifier("p0-03", "p1-00", ModOp.ADD, 1, "Banner")
    marks = [CounterMark(1, "p0-01"), CounterMark(1, "p0-02")]
    layered = layered_value(4, True, marks, [(2, banner)])
    assert layered.explain() == "7 = printed 4 + 2 counters +2 + 1 (Banner)"


def test_value_layers_and_their_explanation() -> None:
    banner = Modifier("p0-03", "p1-00", ModOp.ADD, 2, "Banner")
    freeze = Modifier("p0-04", "p1-00", ModOp.SET, 1, "Freeze")
    layered = layered_value(4, True, [CounterMark(1, "p0-01")], [(7, banner), (2, freeze)])
    assert layered.value == 3
    assert layered.explain() == "3 = printed 4 + counter +1 = 1 (Freeze) + 2 (Banner)"
    assert layered_value(6, False, [], [(3, banner)]).explain() == "2 = unrevealed 0 + 2 (Banner)"


def test_stored_effects_end_when_their_source_leaves(weaken: object) -> None:
    state = hexer_game()
    state.run()
    state.act(0, Choose("p1-00"))
    state.add_modifier(Modifier("p0-00", "p1-01", ModOp.ADD, 2, "test"))
    assert state.value("p1-01") == 6
    state.destroy("p0-00", "p1-01")
    assert state.value("p1-01") == 4 and state.pile(0) == ("p0-00",)
    assert state.value("p1-00") == 2  # counters stay although their source's text is gone


def test_discard_moves_a_hand_card_to_the_pile() -> None:
    state = scripted([1] * 21, [1] * 21)
    state.run()
    state.discard("p0-00", "")
    assert state.pile(0) == ("p0-00",) and len(state.hand(0)) == 4
    view = state.observe(1).view
    assert isinstance(view, SlotWarsView) and view.piles[0][0].id == "p0-00"

"""The ability interface: trigger dispatch, a choice as a decision, values in layers, the order
of a moment's activations."""

from __future__ import annotations

import json

import pytest

from tests.slot_wars.engine.helpers import place_value, scripted
from wartable.core import new_game
from wartable.core.errors import OptionError
from wartable.core.rng import Rng
from wartable.variants.slot_wars.engine import (
    Ability,
    Activation,
    Ask,
    CardFace,
    Choose,
    CounterMark,
    GameApi,
    Modifier,
    ModOp,
    SlotWarsState,
    SlotWarsView,
    card,
    resolution_groups,
)
from wartable.variants.slot_wars.engine.events import CardChosen, CounterPlaced
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


def hexer_game() -> SlotWarsState:
    hexer = card("Hexer", 2, "uncommon", "WEAKEN")
    ones: list[int | CardFace] = [1] * 16
    state = scripted(
        [5, hexer, 1, 1, 1, *ones], [3, 4, 1, 1, 1, *ones], interpreter=WeakenInterpreter()
    )
    state.run()
    place_value(state, 0, 5)
    place_value(state, 1, 3)
    state.run()
    place_value(state, 0, 2)
    place_value(state, 1, 4)
    return state


def test_a_cards_choice_is_a_decision_of_its_controller() -> None:
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


def test_text_the_interpreter_cannot_read_has_no_effect() -> None:
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


def test_the_abilities_option_is_gone() -> None:
    """Cards always play by their text: ``abilities=text`` (what old option strings say) reads as
    nothing; ``abilities=vanilla`` is refused with what to use instead."""
    assert (
        new_game("slot-wars", "abilities=text", 1).options == new_game("slot-wars", "", 1).options
    )
    with pytest.raises(OptionError, match=r"option abilities was removed.*pool=vanilla"):
        new_game("slot-wars", "abilities=vanilla", 1)


def test_a_moments_activations_go_in_groups_of_printed_value() -> None:
    items = [("a", 3), ("b", 3), ("c", 2), ("d", 5), ("e", 3)]
    groups = resolution_groups(items, lambda i: i[1])
    assert [[i[0] for i in g] for g in groups] == [["c"], ["a", "b", "e"], ["d"]]
    groups = resolution_groups(items, lambda i: i[1], lower_first=False)
    assert [[i[0] for i in g] for g in groups] == [["d"], ["a", "b", "e"], ["c"]]


def test_a_value_explained_groups_its_counters() -> None:
    banner = Modifier("p0-03", "p1-00", ModOp.ADD, 1, "Banner")
    marks = [CounterMark(1, "p0-01"), CounterMark(1, "p0-02")]
    layered = layered_value(4, True, marks, [(2, banner)])
    assert layered.explain() == "7 = printed 4 + 2 counters +2 + 1 (Banner)"


def test_value_layers_and_their_explanation() -> None:
    """Base, then what sets the value, then counters, then what adds or multiplies: a counter on a
    card whose value was set still counts."""
    banner = Modifier("p0-03", "p1-00", ModOp.ADD, 2, "Banner")
    freeze = Modifier("p0-04", "p1-00", ModOp.SET, 1, "Freeze")
    double = Modifier("p0-05", "p1-00", ModOp.MULTIPLY, 2, "Doubler")
    layered = layered_value(
        4, True, [CounterMark(1, "p0-01")], [(7, banner), (2, freeze), (1, double)]
    )
    assert layered.value == 6
    assert layered.explain() == "6 = printed 4 → 1 (Freeze) + counter +1 x 2 (Doubler) + 2 (Banner)"
    assert layered_value(6, False, [], [(3, banner)]).explain() == "2 = unrevealed 0 + 2 (Banner)"


def test_stored_effects_end_when_their_source_leaves() -> None:
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

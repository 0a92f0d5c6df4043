"""The fast engine plays the games the plain one played: states written before read and write back
to the letter, and a fixed-seed game of the search agent takes the recorded actions.

The files in ``recorded/`` were written at revision 80ff1f1, before the engine was made fast. A
change meant to alter the search agent's play in Slot Wars (its evaluation, horizon or search
order) changes the recorded game: rewrite it with ``WARTABLE_UPDATE_RECORDED=1 pytest
tests/slot_wars/engine/test_speed.py``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from wartable.agents import make_agent, seat_turn
from wartable.core import new_game
from wartable.core.errors import RecordError
from wartable.core.record import RecordedAction, play_out
from wartable.variants.slot_wars.engine import SlotWarsState

RECORDED = Path(__file__).parent / "recorded"
STATES: list[dict[str, Any]] = json.loads((RECORDED / "states_v3.json").read_text("utf-8"))
"""States of rules version 3 as the engine wrote them before its fields were declared: every
phase, pending choices, queued moments, effects, rule changes, tapped and traded cards."""
LATER_KEYS = {
    "traded": {},
    "skip_draw": [False, False],
    "tapped": [],
    "active": [],
    "timed_modifiers": [],
    "borrowed": [],
    "rules": [],
}
"""Keys that states written by earlier engines lack, with what stands for them."""


@pytest.mark.parametrize("index", range(len(STATES)))
def test_a_state_written_before_reads_and_writes_back_to_the_letter(index: int) -> None:
    text = json.dumps(STATES[index])
    state = SlotWarsState.from_json(json.loads(text))
    assert json.dumps(state.to_json()) == text
    assert json.dumps(state.clone().to_json()) == text
    assert state.clone() == state


def test_a_state_without_the_keys_added_later_reads_with_their_defaults() -> None:
    data = next(s for s in STATES if s["traded"] and s["tapped"] and s["rules"])
    older = {k: v for k, v in data.items() if k not in LATER_KEYS}
    state = SlotWarsState.from_json(older)
    written = state.to_json()
    assert {k: written[k] for k in LATER_KEYS} == LATER_KEYS
    assert {k: v for k, v in written.items() if k not in LATER_KEYS} == older


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.__setitem__("slots", d["slots"][:8]), "a state has 9 slots, not 8"),
        (lambda d: d["deck"][0].append(d["hand"][1][0]), "exactly one place"),
        (lambda d: d.__setitem__("step", "nap"), "step: ValueError"),
        (lambda d: d.__setitem__("traded", {"p0-01": "one"}), "traded: expected a whole number"),
        (lambda d: d.pop("shown"), "shown: KeyError"),
    ],
)
def test_a_malformed_state_is_refused_naming_what_is_wrong(change: Any, message: str) -> None:
    data = json.loads(json.dumps(STATES[0]))
    change(data)
    with pytest.raises(RecordError, match="corrupt slot-wars state: ") as info:
        SlotWarsState.from_json(data)
    assert message in str(info.value)


def test_a_fixed_seed_search_game_takes_the_recorded_actions() -> None:
    path = RECORDED / "ismcts_game.json"
    recorded = json.loads(path.read_text("utf-8"))
    state = new_game(recorded["variant"], recorded["options"], recorded["seed"])
    agents = [make_agent(recorded["agent"], seed) for seed in recorded["agent_seeds"]]
    actions: list[RecordedAction] = []
    outcome = play_out(
        state,
        lambda s, decision: agents[decision.player].choose(seat_turn(s, decision.player)),
        actions=actions,
    )
    played = [f"{a.player} {a.action}" for a in actions]
    if os.environ.get("WARTABLE_UPDATE_RECORDED"):
        recorded.update(actions=played, outcome=outcome.to_json())
        path.write_text(json.dumps(recorded, indent=1) + "\n", "utf-8")
    assert played == recorded["actions"]
    assert outcome.to_json() == recorded["outcome"]

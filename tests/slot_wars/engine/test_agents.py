"""Agents on slot-wars: legal, blind to hidden cards, and the heuristic beats random play."""

from __future__ import annotations

import pytest

from wartable.agents import make_agent, seat_turn
from wartable.core import Rng, derive_seed, new_game


@pytest.mark.parametrize(
    ("name", "steps"), [("random", 160), ("heuristic", 160), ("ismcts(iterations=20)", 12)]
)
def test_slot_agent_sees_only_what_its_seat_may_see(name: str, steps: int) -> None:
    state = new_game("slot-wars", None, 11)
    stepper = Rng(3)
    checked = 0
    for step in range(steps):
        if state.is_terminal:
            break
        pending = state.decisions()
        if not pending:
            state.advance()
            continue
        for decision in pending:
            seat = decision.player
            twin = state.resample(seat, Rng(derive_seed(7, step, seat)))
            here = make_agent(name, 99).choose(seat_turn(state, seat))
            there = make_agent(name, 99).choose(seat_turn(twin, seat))
            assert here == there, f"{name}: move depends on hidden cards"
            assert here in decision.actions
            checked += 1
        first = pending[0]
        state.act(first.player, stepper.choice(first.actions))
    assert checked > steps // 6


def test_slot_heuristic_beats_random() -> None:
    wins = 0
    for game in range(10):
        state = new_game("slot-wars", None, 100 + game)
        agents = (make_agent("heuristic", game), make_agent("random", game))
        while not state.is_terminal:
            pending = state.decisions()
            if not pending:
                state.advance()
                continue
            decision = pending[0]
            action = agents[decision.player].choose(seat_turn(state, decision.player))
            state.act(decision.player, action)
        assert state.outcome is not None
        wins += state.outcome.winner == 0
    assert wins >= 7

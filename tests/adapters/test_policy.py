"""A policy over encoded observations plays as a wartable agent; the trained-policy example trains,
saves, loads and is rated in the arena (with a tiny budget)."""

from __future__ import annotations

import runpy
from pathlib import Path

import numpy as np
import pytest
from numpy.typing import NDArray

from wartable.adapters.encoding import encoding
from wartable.adapters.policy import EncodedPolicyAgent
from wartable.agents import make_agent, seat_turn
from wartable.core.errors import OptionError
from wartable.core.registry import get_variant
from wartable.sim.match import play_match

EXAMPLE = Path(__file__).parents[2] / "examples" / "hand_of_war_policy.py"


def _highest_id(observation: NDArray[np.float32], mask: NDArray[np.int8]) -> int:
    return int(np.flatnonzero(mask)[-1])


def test_the_policy_gets_the_environments_inputs_and_plays_whole_games() -> None:
    spec = get_variant("hand-of-war")
    state = spec.new_game("max_turns=40", 3)
    state.run()
    seen: list[tuple[NDArray[np.float32], NDArray[np.int8]]] = []

    def policy(observation: NDArray[np.float32], mask: NDArray[np.int8]) -> int:
        seen.append((observation, mask))
        return _highest_id(observation, mask)

    agent = EncodedPolicyAgent(policy, ("hand",))
    turn = seat_turn(state, 0)
    action = agent.choose(turn)
    observation, mask = seen[0]
    coder = encoding("hand-of-war", state.options)
    assert np.array_equal(observation, coder.encode(state.observe(0).view))
    legal_ids = sorted(state.action_id(a) for a in state.legal_actions(0))
    assert np.flatnonzero(mask).tolist() == legal_ids
    assert state.action_id(action) == legal_ids[-1]
    outcome = play_match(state, [agent, make_agent("random", 1)])
    assert outcome is not None


def test_a_policy_that_breaks_the_rules_is_named() -> None:
    state = get_variant("hand-of-war").new_game(None, 3)
    state.run()
    cheat = EncodedPolicyAgent(lambda observation, mask: int(np.flatnonzero(mask == 0)[0]))
    with pytest.raises(OptionError, match="not legal here"):
        cheat.choose(seat_turn(state, 0))
    elsewhere = EncodedPolicyAgent(_highest_id, ("classic",))
    with pytest.raises(OptionError, match="made for classic, not hand-of-war"):
        elsewhere.choose(seat_turn(state, 0))


def test_the_example_trains_saves_loads_and_is_rated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    example = runpy.run_path(str(EXAMPLE))
    weights = tmp_path / "policy.npz"
    example["main"](["--episodes", "1", "--deals", "1", "--out", str(weights), "--workers", "1"])
    printed = capsys.readouterr().out
    assert weights.exists()
    assert '"games": 1' in printed
    assert "py:examples.hand_of_war_policy:make" in printed and "heuristic" in printed
    assert "95% interval" in printed
    monkeypatch.setenv("WARTABLE_POLICY", str(weights))
    agent = example["make"](seed=2)
    state = get_variant("hand-of-war").new_game("max_turns=20", 4)
    assert play_match(state, [agent, make_agent("heuristic")]) is not None
    monkeypatch.setenv("WARTABLE_POLICY", str(tmp_path / "missing.npz"))
    with pytest.raises(FileNotFoundError, match=r"run python examples/hand_of_war_policy\.py"):
        example["make"]()

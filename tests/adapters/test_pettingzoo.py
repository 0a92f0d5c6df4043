"""The PettingZoo environments pass PettingZoo's own test suites on every variant with an
encoding, and behave as documented (simultaneous choices, truncation, illegal actions, render)."""

from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from pettingzoo.test import api_test, parallel_api_test, parallel_seed_test, seed_test

from wartable.adapters.encoding import has_encoding
from wartable.adapters.pettingzoo import AGENTS, env, parallel_env
from wartable.agents import make_agent
from wartable.core import variants

SHORT = "max_turns=30"
"""Short games, so that every suite runs a few whole games quickly (every variant has it)."""
CYCLES = 60
VARIANTS = [spec.id for spec in variants() if has_encoding(spec.id)]

# The action mask travels in a dict observation, which PettingZoo's checks warn about (its own
# classic games are on a list of exceptions); any other warning fails the test.
pytestmark = [
    pytest.mark.filterwarnings("error"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be"),
]


def test_every_built_in_variant_has_an_encoding() -> None:
    built_in = [s.id for s in variants() if s.state_type.__module__.startswith("wartable.")]
    assert built_in
    assert set(built_in) <= set(VARIANTS)


@pytest.mark.parametrize("variant", VARIANTS)
def test_aec_api_and_seeding(variant: str) -> None:
    api_test(env(variant, SHORT, render_mode="ansi"), num_cycles=CYCLES)
    seed_test(lambda: env(variant, SHORT), num_cycles=CYCLES)


@pytest.mark.parametrize("variant", VARIANTS)
def test_parallel_api_and_seeding(variant: str) -> None:
    parallel_api_test(parallel_env(variant, SHORT), num_cycles=CYCLES)
    parallel_seed_test(lambda: parallel_env(variant, SHORT), num_cycles=CYCLES)


def _first_legal(observation: dict[str, np.ndarray]) -> int:
    return int(np.flatnonzero(observation["action_mask"])[0])


@pytest.mark.parametrize("variant", VARIANTS)
def test_aec_simultaneous_choices_are_made_one_after_the_other_in_secret(variant: str) -> None:
    game = env(variant, SHORT)
    game.reset(seed=3)
    rng = np.random.default_rng(3)
    for agent in game.agent_iter(400):
        observation, _, terminated, truncated, _ = game.last()
        if terminated or truncated:
            game.step(None)
            continue
        other = AGENTS[1 - AGENTS.index(agent)]
        both = len(game.table.deciding()) == 2
        waiting = game.observe(other)
        game.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        if both:  # the other seat still has to choose, and learnt nothing of this choice
            assert AGENTS.index(other) in game.table.deciding()
            after = game.observe(other)
            assert np.array_equal(after["observation"], waiting["observation"]), "a choice leaked"
            assert np.array_equal(after["action_mask"], waiting["action_mask"])


def test_parallel_simultaneous_choices_in_one_step() -> None:
    game = parallel_env("hand-of-war", SHORT)
    observations, _ = game.reset(seed=3)
    assert all(observations[a]["action_mask"].any() for a in AGENTS)
    turn = game.table.state.turn
    game.step({a: _first_legal(observations[a]) for a in AGENTS})
    assert game.table.state.turn == turn + 1


def test_the_turn_limit_truncates_and_rewards_come_from_the_payoff() -> None:
    game = parallel_env("classic", "max_turns=3")
    observations, _ = game.reset(seed=1)
    while game.agents:
        observations, rewards, terminations, truncations, _ = game.step(
            {
                a: _first_legal(observations[a])
                for a in game.agents
                if observations[a]["action_mask"].any()
            }
        )
    outcome = game.table.state.outcome
    assert outcome is not None
    assert all(truncations.values()) and not any(terminations.values())
    assert rewards == {a: outcome.payoff(seat) for seat, a in enumerate(AGENTS)}


def test_an_illegal_action_loses_the_game() -> None:
    game = env("board-wars", SHORT)
    game.reset(seed=5)
    offender = game.agent_selection
    mask = game.observe(offender)["action_mask"]
    game.step(int(np.flatnonzero(mask == 0)[0]))
    assert game.terminations[offender]
    assert game.rewards[offender] == -1.0
    assert game.infos[offender] == {"illegal_action": True}


def test_render_gives_the_spectators_text_and_reset_seeds_the_game() -> None:
    game = env("warzone", SHORT, render_mode="ansi")
    game.reset(seed=11)
    assert game.render() == game.table.state.observe(None).text
    assert game.table.state.seed == 11
    assert game.metadata["name"] == "wartable_warzone_v0"


IMPORTS = """
import importlib, sys
import wartable, wartable.adapters.encoding
assert "pettingzoo" not in sys.modules and "gymnasium" not in sys.modules, "imported too early"
for module, missing in [
    ("pettingzoo", "pettingzoo"), ("pettingzoo", "gymnasium"), ("gymnasium", "gymnasium")
]:
    sys.modules[missing] = None
    try:
        importlib.import_module("wartable.adapters." + module)
    except ImportError as error:
        assert "pip install 'wartable[rl]'" in str(error), error
    else:
        raise AssertionError(f"{module} imported without {missing}")
    finally:
        del sys.modules[missing]
"""


def test_wartable_needs_neither_library_and_the_adapters_name_the_extra() -> None:
    result = subprocess.run(
        [sys.executable, "-c", IMPORTS], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("variant", VARIANTS)
def test_wartable_agents_play_seats_in_the_aec_loop(variant: str) -> None:
    game = env(variant, SHORT)
    game.reset(seed=8)
    players = {AGENTS[0]: make_agent("heuristic", seed=1), AGENTS[1]: make_agent("random", seed=2)}
    for agent in game.agent_iter(300):
        observation, _, terminated, truncated, _ = game.last()
        if terminated or truncated:
            game.step(None)
            continue
        action = game.agent_action(agent, players[agent])
        assert observation["action_mask"][action] == 1
        game.step(action)
    assert not any(game.infos[a].get("illegal_action") for a in game.agents)


def test_the_example_loop_runs() -> None:
    example = Path(__file__).parents[2] / "examples" / "pettingzoo_loop.py"
    play = runpy.run_path(str(example))["play"]
    assert -1.0 <= play("hand-of-war", 2) <= 1.0

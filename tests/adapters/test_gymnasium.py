"""The Gymnasium environments pass Gymnasium's ``check_env`` on every variant with an encoding,
and play one seat against a wartable agent as documented."""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from wartable.adapters.encoding import has_encoding
from wartable.adapters.gymnasium import WartableEnv, environment_id
from wartable.core import variants

SHORT = "max_turns=30"
VARIANTS = [spec.id for spec in variants() if has_encoding(spec.id)]


def _make(variant: str, **kwargs: Any) -> WartableEnv:
    env = gymnasium.make(environment_id(variant), options=SHORT, **kwargs)
    assert isinstance(env.unwrapped, WartableEnv)
    return env.unwrapped


@pytest.mark.filterwarnings("error")
@pytest.mark.parametrize("variant", VARIANTS)
def test_check_env(variant: str) -> None:
    check_env(_make(variant, opponent="heuristic", render_mode="ansi"))


def test_ids_are_made_from_the_variant_ids() -> None:
    assert environment_id("hand-of-war") == "wartable/HandOfWar-v0"
    assert all(environment_id(v) in gymnasium.registry for v in VARIANTS)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("seat", [0, 1])
def test_a_masked_random_learner_plays_whole_games(variant: str, seat: int) -> None:
    env = _make(variant, opponent="random", seat=seat)
    observation, info = env.reset(seed=4)
    env.action_space.seed(4)
    done = False
    while not done:
        mask = env.action_masks()
        assert mask.any()
        assert np.array_equal(info["action_mask"], mask.astype(np.int8))
        action = env.action_space.sample(info["action_mask"])
        observation, reward, terminated, truncated, info = env.step(action)
        assert observation.shape == env.observation_space.shape
        done = terminated or truncated
    outcome = env.state.outcome
    assert outcome is not None
    assert reward == outcome.payoff(seat)
    assert not env.action_masks().any()


def test_an_illegal_action_loses() -> None:
    env = _make("warzone", opponent="heuristic")
    _, info = env.reset(seed=2)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)
    with pytest.raises(RuntimeError):
        env.step(0)

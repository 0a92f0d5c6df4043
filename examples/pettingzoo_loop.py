"""A PettingZoo loop: a masked random policy against wartable's heuristic, in any variant.

Usage: python examples/pettingzoo_loop.py [VARIANT] [GAMES]   (needs ``pip install 'wartable[rl]'``)

The random policy reads only its observation's action mask; the heuristic is a wartable agent,
given its seat's turn through ``agent_action``. Prints the random policy's mean reward.
"""

from __future__ import annotations

import sys

import numpy as np

from wartable.adapters.pettingzoo import env
from wartable.agents import make_agent


def play(variant: str = "hand-of-war", games: int = 20) -> float:
    """The random policy's mean reward over ``games`` games (it takes ``player_0``)."""
    rng = np.random.default_rng(0)
    heuristic = make_agent("heuristic", seed=0)
    game = env(variant, "max_turns=200")
    total = 0.0
    for seed in range(games):
        game.reset(seed=seed)
        for agent in game.agent_iter():
            observation, reward, terminated, truncated, _ = game.last()
            if terminated or truncated:
                if agent == "player_0":
                    total += reward
                game.step(None)
            elif agent == "player_0":
                legal = np.flatnonzero(observation["action_mask"])
                game.step(int(rng.choice(legal)))
            else:
                game.step(game.agent_action(agent, heuristic))
    return total / games


if __name__ == "__main__":
    variant = sys.argv[1] if len(sys.argv) > 1 else "hand-of-war"
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    print(f"{variant}: random vs heuristic, mean reward {play(variant, games):+.2f}")

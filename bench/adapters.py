"""Speed of the PettingZoo AEC environments: steps a second on one core, for each variant with an
observation encoding.

Each variant plays whole games (default options, seeds 0, 1, 2, ...) with a seeded masked random
policy through the usual loop (``agent_iter``, ``last``, ``step``) until ``--seconds`` of the
process's CPU time have passed; every ``step`` counts, including the final ones that remove the
finished agents. CPU time is used because the machines are shared. The issue's target is 10,000
steps a second in classic War and Hand of War.

Usage: python bench/adapters.py [--seconds S] [--options OPTIONS]
Prints a table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import json
import time

import numpy as np

from wartable.adapters.encoding import has_encoding
from wartable.adapters.pettingzoo import env
from wartable.core import variants


def steps_per_second(variant: str, options: str | None, seconds: float) -> tuple[float, int]:
    """AEC steps per CPU second, and the games played."""
    rng = np.random.default_rng(0)
    game = env(variant, options)
    steps = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        game.reset(seed=games)
        for agent in game.agent_iter():
            observation, _, terminated, truncated, _ = game.last()
            if terminated or truncated:
                game.step(None)
            else:
                legal = np.flatnonzero(observation["action_mask"])
                game.step(int(legal[rng.integers(len(legal))]))
            steps += 1
            del agent
        games += 1
    return steps / (time.process_time() - start), games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per variant")
    parser.add_argument("--options", default=None, help="option string for every variant")
    args = parser.parse_args()
    results = {}
    print(f"{'variant':<14} {'steps/s':>10} {'games':>6}")
    for spec in variants():
        if not has_encoding(spec.id):
            continue
        rate, games = steps_per_second(spec.id, args.options, args.seconds)
        results[spec.id] = round(rate)
        print(f"{spec.id:<14} {rate:>10,.0f} {games:>6}")
    print(json.dumps({"aec_steps_per_second": results}))


if __name__ == "__main__":
    main()

"""Speed of the PettingZoo AEC environments: steps a second on one core, for each variant with an
observation encoding.

Each variant plays whole games (default options, seeds 0, 1, 2, ...) with a seeded masked random
policy through the usual loop (``agent_iter``, ``last``, ``step``) until ``--seconds`` of the
process's CPU time have passed; every ``step`` counts, including the final ones that remove the
finished agents. CPU time is used because the machines are shared. The issue's target is 10,000
steps a second in classic War and Hand of War.

``--baseline SRC`` measures the wartable package in ``SRC`` (the ``src`` folder of another
checkout, e.g. ``git worktree add /tmp/base 80ff1f1`` then ``--baseline /tmp/base/src``) against
this checkout's in the same run: each variant is measured ``--rounds`` times, alternating the two
(each measurement in a fresh process), and the table shows each side's median and the ratio of
this checkout's to the baseline's.

Usage: python bench/adapters.py [--seconds S] [--options OPTIONS] [--variants a,b]
                                [--baseline SRC] [--rounds N]
Prints a table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from wartable.adapters.encoding import has_encoding
from wartable.adapters.pettingzoo import env
from wartable.core import variants

THIS_SOURCE = str(Path(__file__).resolve().parents[1] / "src")
"""This checkout's package: a measuring process imports wartable from its ``PYTHONPATH``, the
baseline's ``src`` first when it measures the baseline."""


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


def measured_in(source: str, variant: str, options: str | None, seconds: float) -> float:
    """Steps per CPU second of ``variant`` with the wartable package in ``source``, measured in a
    process of its own."""
    command = [sys.executable, __file__, "--measure", variant, "--seconds", str(seconds)]
    if options is not None:
        command += ["--options", options]
    paths = [source, THIS_SOURCE, *filter(None, [os.environ.get("PYTHONPATH")])]
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
    done = subprocess.run(command, env=environment, capture_output=True, text=True, check=True)
    return float(json.loads(done.stdout.splitlines()[-1])["steps_per_second"])


def compare(args: argparse.Namespace, chosen: list[str]) -> None:
    """Both packages, interleaved: the medians and their ratio for each variant."""
    sources = {"baseline": str(Path(args.baseline).resolve()), "this": THIS_SOURCE}
    print(f"{'variant':<14} {'baseline':>10} {'this':>10} {'ratio':>7}   (steps per CPU second)")
    results = {}
    for variant in chosen:
        rates: dict[str, list[float]] = {"baseline": [], "this": []}
        for _ in range(args.rounds):
            for side, source in sources.items():
                rates[side].append(measured_in(source, variant, args.options, args.seconds))
        base, this = (statistics.median(rates[side]) for side in ("baseline", "this"))
        results[variant] = {
            "baseline": round(base),
            "this": round(this),
            "ratio": round(this / base, 3),
            "runs": {side: [round(rate) for rate in found] for side, found in rates.items()},
        }
        print(f"{variant:<14} {base:>10,.0f} {this:>10,.0f} {this / base:>6.2f}x")
    print(json.dumps({"aec_steps_per_second": results}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    parser.add_argument("--options", default=None, help="option string for every variant")
    parser.add_argument("--variants", default=None, help="comma-separated ids (default: all)")
    parser.add_argument("--baseline", default=None, help="another checkout's src folder")
    parser.add_argument("--rounds", type=int, default=3, help="measurements per side (baseline)")
    parser.add_argument("--measure", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure is not None:
        rate, games = steps_per_second(args.measure, args.options, args.seconds)
        print(json.dumps({"steps_per_second": rate, "games": games}))
        return

    known = [spec.id for spec in variants() if has_encoding(spec.id)]
    chosen = known if args.variants is None else args.variants.split(",")
    unknown = sorted(set(chosen) - set(known))
    if unknown:
        parser.error(f"no encoded variant {', '.join(unknown)}; choose among {', '.join(known)}")
    if args.baseline is not None:
        compare(args, chosen)
        return
    results = {}
    print(f"{'variant':<14} {'steps/s':>10} {'games':>6}")
    for variant in chosen:
        rate, games = steps_per_second(variant, args.options, args.seconds)
        results[variant] = round(rate)
        print(f"{variant:<14} {rate:>10,.0f} {games:>6}")
    print(json.dumps({"aec_steps_per_second": results}))


if __name__ == "__main__":
    main()

"""Peak memory of ``wartable simulate`` as the number of games grows: aggregation is streaming, so
the peak should stay flat. Each run is a fresh process; its peak resident set size is read from the
operating system after it exits.

Usage: python bench/simulate_memory.py [--games 1000000,10000000,100000000] [--engine kernel]
Prints a table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time


def peak_of_run(games: int, engine: str) -> tuple[float, float]:
    """(peak resident MB, seconds) of one simulate run in a child process."""
    command = [sys.executable, "-m", "wartable", "simulate", "classic", "-n", str(games)]
    command += ["--seed", "1", "--engine", engine, "--no-progress", "--json"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True)
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if after <= before:
        raise RuntimeError("could not read the child's peak memory (a larger run came first?)")
    return after / 1024, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="100000,1000000,10000000")
    parser.add_argument("--engine", default="kernel")
    arguments = parser.parse_args()
    sizes = sorted(int(float(g)) for g in arguments.games.split(","))
    rows = []
    print(f"{'games':>12} {'peak MB':>9} {'seconds':>8}")
    for games in sizes:
        peak, seconds = peak_of_run(games, arguments.engine)
        rows.append({"games": games, "peak_mb": peak, "seconds": seconds})
        print(f"{games:12,} {peak:9.1f} {seconds:8.1f}")
    print(json.dumps({"benchmark": "simulate_memory", "engine": arguments.engine, "runs": rows}))


if __name__ == "__main__":
    main()

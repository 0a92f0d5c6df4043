"""Games per second of classic War: the reference engine, the batch kernel on one thread and on all
cores, and the two yardsticks of ../shared/bench (plain Python and C), measured in one run on the
same rules, each as a ratio to the C yardstick.

The rules are the yardsticks' own: seed 002 with won cards collected winner first in play order, no
shuffle on refill, two face-down war cards, and a cap of 100,000 battles. wartable's engines also
watch for cycles (the yardsticks do not); with these rules games essentially never cycle.

Usage: python bench/classic_throughput.py [--seconds S] [--rounds R] [--yardsticks DIR]
Each figure is the best of R rounds of about S seconds, the rounds of all contenders interleaved,
since these machines are shared and noisy. Prints a table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import wartable
from wartable.core import get_variant
from wartable.sim.backends import default_workers
from wartable.sim.engines import Engine
from wartable.sim.kernels import classic as kernel
from wartable.sim.simulate import SimulationSpec, local_backend, run_simulation
from wartable.variants.classic import ClassicOptions, ClassicState

RULES = "classic(collect_order=winner_first,max_turns=100000)"
HERE = Path(__file__).resolve().parent


def find_yardsticks(given: str | None) -> Path | None:
    """The folder holding war_ref.py and war_ref.c."""
    candidates = [
        given,
        os.environ.get("WARTABLE_YARDSTICKS"),
        HERE.parent.parent / "shared" / "bench",
    ]
    for candidate in candidates:
        if candidate and (Path(candidate) / "war_ref.py").exists():
            return Path(candidate)
    return None


def load_python_yardstick(folder: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location("war_ref", folder / "war_ref.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def build_c_yardstick(folder: Path) -> Path | None:
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        return None
    binary = Path(tempfile.mkdtemp()) / "war_ref"
    subprocess.run([compiler, "-O2", "-o", str(binary), str(folder / "war_ref.c")], check=True)
    return binary


def timed(play: Callable[[int], None], seconds: float) -> float:
    """Games per second of ``play(n)``, growing n until a call lasts about ``seconds``."""
    games = 16
    while True:
        started = time.perf_counter()
        play(games)
        elapsed = time.perf_counter() - started
        if elapsed >= seconds * 0.5:
            return games / elapsed
        games = int(games * min(16.0, max(2.0, seconds / max(elapsed, 1e-6))))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--yardsticks", default=None)
    arguments = parser.parse_args()
    options = get_variant("classic").parse_options(RULES)
    assert isinstance(options, ClassicOptions)
    cores = default_workers()
    kernel.warm_up()

    def reference(n: int) -> None:
        for index in range(n):
            ClassicState.new(options, index, quiet=True).run()

    def kernel_one_thread(n: int) -> None:
        kernel.simulate_games(options, 1, 0, n)

    def kernel_all_cores(n: int) -> None:
        spec = SimulationSpec("classic", RULES, n, 1, engine=Engine.KERNEL)
        with local_backend(spec, cores) as backend:
            run_simulation(spec, backend=backend)

    contenders: dict[str, Callable[[int], None]] = {
        "reference engine (1 core)": reference,
        "kernel, 1 thread": kernel_one_thread,
        f"kernel, {cores} cores": kernel_all_cores,
    }
    folder = find_yardsticks(arguments.yardsticks)
    c_binary = None
    if folder is not None:
        python_yardstick = load_python_yardstick(folder)
        rng = random.Random(1)

        def plain_python(n: int) -> None:
            for _ in range(n):
                python_yardstick.play(rng)

        contenders["plain-Python yardstick"] = plain_python
        c_binary = build_c_yardstick(folder)
        if c_binary is not None:

            def c_yardstick(n: int) -> None:
                subprocess.run([str(c_binary), str(n)], check=True, capture_output=True)

            contenders["C yardstick"] = c_yardstick
    best: dict[str, float] = dict.fromkeys(contenders, 0.0)
    for _ in range(arguments.rounds):
        for name, play in contenders.items():
            best[name] = max(best[name], timed(play, arguments.seconds))
    c_rate = best.get("C yardstick")
    print(f"classic War, rules {RULES}, {cores} cores, best of {arguments.rounds} rounds")
    print(f"{'contender':32} {'games/s':>12} {'× C':>8}")
    for name, rate in best.items():
        ratio = f"{rate / c_rate:8.3f}" if c_rate else "       -"
        print(f"{name:32} {rate:12,.0f} {ratio}")
    one = best["kernel, 1 thread"]
    scaling = best[f"kernel, {cores} cores"] / (cores * one)
    print(f"kernel scaling: {scaling:.2f} of {cores} × its one-thread figure")
    startup = measure_startup()
    print(f"simulate start-up (after a first run): {startup:.2f} s")
    figures = {re.sub(r"\W+", "_", k.lower()).strip("_"): v for k, v in best.items()}
    print(
        json.dumps(
            {
                "benchmark": "classic_throughput",
                "rules": RULES,
                "cores": cores,
                "games_per_second": figures,
                "ratio_to_c": {k: v / c_rate for k, v in figures.items()} if c_rate else None,
                "kernel_scaling": scaling,
                "simulate_startup_seconds": startup,
                "wartable": wartable.__version__,
            }
        )
    )


def measure_startup() -> float:
    """Seconds for ``wartable simulate classic -n 1`` (import, kernel load), after a first run."""
    command = [sys.executable, "-m", "wartable", "simulate", "classic", "-n", "1", "--seed", "1"]
    command += ["--engine", "kernel", "--workers", "1", "--no-progress", "--json"]
    subprocess.run(command, check=True, capture_output=True)
    started = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True)
    return time.perf_counter() - started


if __name__ == "__main__":
    main()

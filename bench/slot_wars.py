"""Speed of Slot Wars on the default pool (the starter set, cards played by their text): games a
second with random agents and with heuristic agents, the ismcts agent's iterations a second and CPU
seconds a move at its default budget, and the balance lab's games a second.

With ``--baseline REV`` the same work is also measured on git revision REV, checked out in a
temporary worktree and imported from its own ``src`` (the current virtual environment serves both),
in the same run: every round measures each case on both revisions in turn, so that both see the
same load, and the table gives the ratios (current / baseline; for seconds a move, baseline /
current, so that above 1 is faster). Each measurement runs in a fresh process and counts that
process's CPU time (``time.process_time``), after a warm-up that the figures leave out (imports,
the card texts parsed once); the machines are shared, and CPU time is steadier than wall time.

- ``random``, ``heuristic``: whole games as ``wartable simulate slot-wars`` plays them (quiet
  states, one agent of the kind per seat, ``--agents``), games per CPU second on one process.
- ``previous``: the same with the heuristic as it was before it learned to read the cards (the
  ``baseline`` agent, or ``heuristic`` on a tree that has no ``baseline``): the engine's speed
  under the same player, where ``heuristic`` also measures the player's own (heavier) work.
- ``ismcts``: ``ismcts`` (default: 400 iterations) in seat 1 against random, timing each of its
  moves that searched; moves the variant settles itself (the deck, by the builder) take one
  iteration and are left out. Iterations per CPU second, CPU seconds per move (mean and worst).
- ``balance``: the balance lab's games (:func:`wartable.balance.lab.play_games` on the starter
  set with one plain set, the lab's default agent), games per CPU second.

Usage: python bench/slot_wars.py [--baseline REV] [--rounds R] [--games G] [--moves M]
       [--lab-games L] [--cases random,heuristic,previous,ismcts,balance] [--seed S]
Prints a table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
CURRENT_SRC = HERE.parent / "src"
OPTIONS = "slot-wars"
"""The default options: the starter pool, cards played by their text."""
CASES = ("random", "heuristic", "previous", "ismcts", "balance")


# -- the measuring process (imports wartable from the source tree it is given) -----------------


def measure_games(agent: str, games: int, seed: int) -> dict[str, Any]:
    """``games`` games as ``wartable simulate`` plays them, ``agent`` in both seats."""
    from wartable.sim.simulate import SimulationSpec, simulate_range  # noqa: PLC0415

    spec = SimulationSpec("slot-wars", OPTIONS, games + 1, seed, agents=(agent, agent))
    simulate_range(spec, 0, 1)  # warm-up
    cpu, wall = time.process_time(), time.perf_counter()
    simulate_range(spec, 1, games + 1)
    return {
        "count": games,
        "cpu": time.process_time() - cpu,
        "wall": time.perf_counter() - wall,
    }


def measure_search(agent: str, moves: int, seed: int) -> dict[str, Any]:
    """``agent`` (an ismcts) against random until it has made ``moves`` moves that searched."""
    from wartable.agents import make_agent, seat_turn  # noqa: PLC0415
    from wartable.core import derive_seed, new_game  # noqa: PLC0415

    measure_games("random", 1, seed)  # warm-up
    cpu_moves: list[float] = []
    iterations = 0
    game = 0
    while len(cpu_moves) < moves:
        game_seed = derive_seed(seed, "bench", game)
        state = new_game("slot-wars", OPTIONS, game_seed)
        searcher = make_agent(agent, derive_seed(game_seed, "search"))
        rival = make_agent("random", derive_seed(game_seed, "rival"))
        while state.outcome is None and len(cpu_moves) < moves:
            pending = state.decisions()
            if not pending:
                state.run()
                continue
            decision = pending[0]
            turn = seat_turn(state, decision.player)
            if decision.player != 0:
                state.act(decision.player, rival.choose(turn))
                continue
            started = time.process_time()
            action = searcher.choose(turn)
            spent = time.process_time() - started
            searched = searcher.last_iterations  # type: ignore[attr-defined]
            if searched > 1:
                cpu_moves.append(spent)
                iterations += searched
            state.act(decision.player, action)
        game += 1
    return {
        "count": len(cpu_moves),
        "cpu": sum(cpu_moves),
        "iterations": iterations,
        "max_move": max(cpu_moves),
        "moves": cpu_moves,
    }


def measure_lab(games: int, seed: int) -> dict[str, Any]:
    """The balance lab's games on the starter set with one plain set, its default agent."""
    from wartable.balance.lab import STARTER, BalanceSpec, load_set, play_games  # noqa: PLC0415

    name, cards = load_set(STARTER)
    spec = BalanceSpec(cards, games + 1, seed, name=name)
    play_games(spec, 0, 1)  # warm-up
    cpu, wall = time.process_time(), time.perf_counter()
    play_games(spec, 1, games + 1)
    return {
        "count": games,
        "cpu": time.process_time() - cpu,
        "wall": time.perf_counter() - wall,
        "agent": spec.agent,
    }


def previous_heuristic() -> str:
    """The heuristic before it read the cards: kept as ``baseline`` once it was rewritten."""
    from wartable.agents import agent_names  # noqa: PLC0415

    return "baseline" if "baseline" in agent_names() else "heuristic"


def worker(case: str, amount: int, seed: int, agent: str) -> None:
    """Measure one case in this process and print its figures as JSON."""
    import wartable  # noqa: PLC0415

    if case in ("random", "heuristic"):
        figures = measure_games(case, amount, seed)
    elif case == "previous":
        figures = measure_games(previous_heuristic(), amount, seed)
    elif case == "ismcts":
        figures = measure_search(agent, amount, seed)
    else:
        figures = measure_lab(amount, seed)
    figures["source"] = str(Path(wartable.__file__).resolve().parent.parent)
    print(json.dumps(figures))


# -- the conductor ------------------------------------------------------------------------------


@dataclass
class Tally:
    """One case on one revision, over the rounds."""

    count: int = 0
    cpu: float = 0.0
    iterations: int = 0
    moves: list[float] = field(default_factory=list)
    agent: str = ""

    def add(self, figures: dict[str, Any]) -> None:
        self.count += figures["count"]
        self.cpu += figures["cpu"]
        self.iterations += figures.get("iterations", 0)
        self.moves.extend(figures.get("moves", ()))
        self.agent = figures.get("agent", self.agent)

    @property
    def rate(self) -> float:
        """Games (or, for the search, iterations) per CPU second."""
        done = self.iterations if self.iterations else self.count
        return done / self.cpu if self.cpu else 0.0

    def figures(self, case: str) -> dict[str, float | int | str]:
        if case == "ismcts":
            return {
                "moves": self.count,
                "iterations_per_cpu_second": self.rate,
                "cpu_seconds_per_move": statistics.fmean(self.moves) if self.moves else 0.0,
                "max_cpu_seconds_per_move": max(self.moves, default=0.0),
            }
        figures: dict[str, float | int | str] = {
            "games": self.count,
            "games_per_cpu_second": self.rate,
        }
        if self.agent:
            figures["agent"] = self.agent
        return figures


def run_worker(src: Path, case: str, amount: int, seed: int, agent: str) -> dict[str, Any]:
    """Run one measurement in a fresh process that imports wartable from ``src``."""
    env = {**os.environ, "PYTHONPATH": str(src)}
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", case]
    command += ["--amount", str(amount), "--seed", str(seed), "--agent", agent]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"measuring {case} on {src} failed:\n{done.stderr}")
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    if Path(figures["source"]) != src.resolve():
        raise SystemExit(f"the worker imported wartable from {figures['source']}, not {src}")
    return figures


@contextmanager
def checked_out(revision: str) -> Iterator[Path]:
    """A temporary git worktree of ``revision``; yields its ``src``."""
    folder = Path(tempfile.mkdtemp(prefix="wartable-baseline-"))
    target = folder / "tree"
    subprocess.run(
        ["git", "-C", str(HERE.parent), "worktree", "add", "--detach", str(target), revision],
        check=True,
        capture_output=True,
    )
    try:
        yield target / "src"
    finally:
        subprocess.run(
            ["git", "-C", str(HERE.parent), "worktree", "remove", "--force", str(target)],
            check=False,
            capture_output=True,
        )
        shutil.rmtree(folder, ignore_errors=True)


def revision_name(revision: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(HERE.parent), "rev-parse", "--short", revision],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def describe(case: str, tally: Tally) -> str:
    if case == "ismcts":
        per_move = statistics.fmean(tally.moves) if tally.moves else 0.0
        return (
            f"{tally.rate:9,.0f} it/s  {per_move:6.3f} s/move"
            f" (worst {max(tally.moves, default=0.0):.2f}, {tally.count} moves)"
        )
    return f"{tally.rate:9,.1f} games/s ({tally.count} games)"


def ratio(case: str, current: Tally, baseline: Tally) -> dict[str, float]:
    """Current over baseline for rates; for seconds a move, baseline over current."""
    ratios = {"rate": current.rate / baseline.rate if baseline.rate else 0.0}
    if case == "ismcts" and current.moves and baseline.moves:
        ratios["cpu_seconds_per_move"] = statistics.fmean(baseline.moves) / statistics.fmean(
            current.moves
        )
    return ratios


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", help="a git revision to measure in the same run")
    parser.add_argument("--rounds", type=int, default=3, help="rounds, each measuring every case")
    parser.add_argument("--games", type=int, default=20, help="games of each kind per round")
    parser.add_argument("--moves", type=int, default=4, help="timed search moves per round")
    parser.add_argument("--lab-games", type=int, default=20, help="balance lab games per round")
    parser.add_argument("--agent", default="ismcts", help="the search agent (default budget)")
    parser.add_argument("--cases", default=",".join(CASES), help="which cases, comma-separated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worker", choices=CASES, help=argparse.SUPPRESS)
    parser.add_argument("--amount", type=int, default=1, help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.worker:
        worker(arguments.worker, arguments.amount, arguments.seed, arguments.agent)
        return
    cases = [case.strip() for case in arguments.cases.split(",") if case.strip()]
    unknown = sorted(set(cases) - set(CASES))
    if unknown:
        raise SystemExit(f"unknown case {unknown[0]!r}: choose from {', '.join(CASES)}")
    amounts = {
        "random": arguments.games,
        "heuristic": arguments.games,
        "previous": arguments.games,
        "ismcts": arguments.moves,
        "balance": arguments.lab_games,
    }
    with baseline_tree(arguments.baseline) as baseline_src:
        trees = {"current": CURRENT_SRC}
        if baseline_src is not None:
            trees["baseline"] = baseline_src
        tallies = {(name, case): Tally() for name in trees for case in cases}
        for round_number in range(arguments.rounds):
            seed = arguments.seed + round_number
            for case in cases:
                for name, src in trees.items():
                    figures = run_worker(src, case, amounts[case], seed, arguments.agent)
                    tallies[name, case].add(figures)
            print(f"round {round_number + 1} of {arguments.rounds} done", file=sys.stderr)
    baseline_label = revision_name(arguments.baseline) if arguments.baseline else None
    print(
        f"Slot Wars ({OPTIONS}: starter pool, cards by their text), {arguments.rounds} rounds,"
        " per CPU second of one process"
        + (f"; baseline {baseline_label}" if baseline_label else "")
    )
    report: dict[str, Any] = {}
    for case in cases:
        current = tallies["current", case]
        label = case if case != "balance" else f"balance ({current.agent})"
        line = f"{label:24} {describe(case, current)}"
        entry: dict[str, Any] = {"current": current.figures(case)}
        if baseline_label:
            base = tallies["baseline", case]
            ratios = ratio(case, current, base)
            entry["baseline"] = base.figures(case)
            entry["ratios"] = ratios
            shown = f"{ratios['rate']:.2f}×"
            if "cpu_seconds_per_move" in ratios:
                shown += f" (s/move {ratios['cpu_seconds_per_move']:.2f}× less)"
            line += f"\n{'':24} {describe(case, base)}  baseline → ratio {shown}"
        print(line)
        report[case] = entry
    print(
        json.dumps(
            {
                "benchmark": "slot_wars",
                "options": OPTIONS,
                "rounds": arguments.rounds,
                "baseline": baseline_label,
                "agent": arguments.agent,
                "cases": report,
            }
        )
    )


@contextmanager
def baseline_tree(revision: str | None) -> Iterator[Path | None]:
    """The baseline's ``src`` in a temporary worktree, or ``None`` without a baseline."""
    if revision is None:
        yield None
        return
    with checked_out(revision) as src:
        yield src


if __name__ == "__main__":
    main()

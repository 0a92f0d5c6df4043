"""Many games at once: seeded per game, split into chunks, aggregated in bounded memory.

Game ``i`` of a run with seed ``s`` is played with seed ``derive_seed(s, i)`` (and each agent with a
seed derived the same way), and partial results merge exactly, so a run's numbers depend only on its
variant, options, agents, seed and number of games, never on the number of workers.
"""

from __future__ import annotations

import math
import multiprocessing
import os
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from wartable.agents import make_agent
from wartable.core.outcome import Termination
from wartable.core.registry import get_variant
from wartable.core.rng import derive_seed
from wartable.sim.match import play_match
from wartable.sim.stats import IntHistogram, wilson_interval


@dataclass(frozen=True)
class SimulationSpec:
    """What to simulate: a variant with options, how many games, the run seed and the agents.

    ``agents`` names the agent of each seat; they are consulted only where the game asks a player
    to decide (classic War with ``chooser`` set, and the later variants).
    """

    variant: str
    options: str
    games: int
    seed: int
    agents: tuple[str, ...] = ("random", "random")

    def __post_init__(self) -> None:
        if self.games < 1:
            raise ValueError(f"the number of games must be at least 1, got {self.games}")


@dataclass
class SimulationResult:
    """Aggregated results of a run or part of one: win counts, terminations and histograms."""

    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    terminations: Counter[str] = field(default_factory=Counter)
    metrics: dict[str, IntHistogram] = field(default_factory=dict)

    def add_game(
        self, winner: int | None, termination: Termination, counters: dict[str, int]
    ) -> None:
        """Count one finished game."""
        self.games += 1
        if winner is None:
            self.draws += 1
        else:
            self.wins[winner] += 1
        self.terminations[termination.value] += 1
        for name, value in counters.items():
            self.metrics.setdefault(name, IntHistogram()).add(value)

    def merge(self, other: SimulationResult) -> None:
        """Add another part's results (the order of merging does not matter)."""
        self.games += other.games
        self.wins = [a + b for a, b in zip(self.wins, other.wins, strict=True)]
        self.draws += other.draws
        self.terminations.update(other.terminations)
        for name, histogram in other.metrics.items():
            self.metrics.setdefault(name, IntHistogram()).merge(histogram)

    def first_player_share(self) -> tuple[float, float, float, int]:
        """The first player's share of decided games: (share, 95% low, 95% high, decided games)."""
        decided = self.wins[0] + self.wins[1]
        share = self.wins[0] / decided if decided else math.nan
        low, high = wilson_interval(self.wins[0], decided)
        return share, low, high, decided

    def report(self) -> dict[str, Any]:
        """The statistics as JSON-ready data (everything but timing and the run's identity)."""
        share, low, high, decided = self.first_player_share()
        return {
            "games": self.games,
            "wins": list(self.wins),
            "draws": self.draws,
            "first_player_win_share": {
                "share": share,
                "ci95": [low, high],
                "decided_games": decided,
            },
            "terminations": {
                name: {"games": count, "share": count / self.games}
                for name, count in sorted(self.terminations.items())
            },
            "metrics": {name: h.describe() for name, h in sorted(self.metrics.items())},
        }


def simulate_range(spec: SimulationSpec, start: int, stop: int) -> SimulationResult:
    """Play games ``start`` to ``stop - 1`` of the run and aggregate them."""
    variant = get_variant(spec.variant)
    options = variant.parse_options(spec.options)
    result = SimulationResult()
    for index in range(start, stop):
        state = variant.new_game(options, derive_seed(spec.seed, index), quiet=True)
        if state.decisions():
            agents = [
                make_agent(name, derive_seed(spec.seed, index, "agent", seat))
                for seat, name in enumerate(spec.agents)
            ]
            outcome = play_match(state, agents)
        else:
            state.run()
            outcome = state.outcome
            assert outcome is not None
        result.add_game(outcome.winner, outcome.termination, dict(state.summary()))
    return result


def default_workers() -> int:
    """The number of local cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not on Linux
        return os.cpu_count() or 1


def chunks(games: int, workers: int) -> Iterator[tuple[int, int]]:
    """Split ``games`` into ranges small enough to balance load and show progress."""
    size = max(50, min(5_000, math.ceil(games / (workers * 16))))
    for start in range(0, games, size):
        yield start, min(games, start + size)


def run_simulation(
    spec: SimulationSpec,
    *,
    workers: int | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> SimulationResult:
    """Play the whole run on ``workers`` local processes (default: all cores).

    ``on_progress`` is called with the number of games finished by each completed chunk.
    """
    workers = default_workers() if workers is None else workers
    if workers < 1:
        raise ValueError(f"workers must be at least 1, got {workers}")
    get_variant(spec.variant).parse_options(spec.options)
    for name in spec.agents:
        make_agent(name)
    total = SimulationResult()
    parts = list(chunks(spec.games, workers))
    if workers == 1 or len(parts) == 1:
        for start, stop in parts:
            total.merge(simulate_range(spec, start, stop))
            if on_progress:
                on_progress(stop - start)
        return total
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=min(workers, len(parts)), mp_context=context) as pool:
        pending: dict[Future[SimulationResult], int] = {
            pool.submit(simulate_range, spec, start, stop): stop - start for start, stop in parts
        }
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                total.merge(future.result())
                if on_progress:
                    on_progress(pending.pop(future))
    return total

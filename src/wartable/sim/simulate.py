"""Many games at once: seeded per game, split into chunks, aggregated in bounded memory.

Game ``i`` of a run with seed ``s`` depends only on ``s`` and ``i`` (the reference engine seeds it
with ``derive_seed(s, i)`` and each agent likewise; a batch kernel derives its own stream from the
same pair), and partial results are integer counts that merge exactly. So a run's numbers depend on
its variant, options, engine, agents, seed and number of games, never on the backend, the number of
workers or how the games were split. Memory holds histograms of per-game counters, whose size grows
with the number of distinct values, not with the number of games.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any

from wartable.agents import Agent, make_agent, seat_turn
from wartable.core.record import Chooser, play_out
from wartable.core.registry import get_variant
from wartable.core.rng import derive_seed
from wartable.core.state import Action, Decision, GameState
from wartable.sim import backends
from wartable.sim.backends import Backend
from wartable.sim.collector import games_collector
from wartable.sim.engines import Engine, histogram_of, kernel_chunk, kernel_of, termination_counts
from wartable.sim.stats import IntHistogram, wilson_interval

KERNEL_BATCH = 1 << 16
"""Games per kernel call: bounds the memory of per-game result arrays."""


@dataclass(frozen=True)
class SimulationSpec:
    """What to simulate: a variant with options, how many games, the seed, engine and agents.

    ``engine`` is the engine that plays (``kernel`` or ``reference``; resolve ``auto`` first with
    :func:`wartable.sim.engines.resolve_engine`). ``agents`` names the agent of each seat; they are
    asked only where the game asks a player to decide.
    """

    variant: str
    options: str
    games: int
    seed: int
    agents: tuple[str, ...] = ("random", "random")
    engine: Engine = Engine.REFERENCE

    def __post_init__(self) -> None:
        if self.games < 1:
            raise ValueError(f"the number of games must be at least 1, got {self.games}")
        if self.engine is Engine.AUTO:
            raise ValueError("resolve the engine before building a SimulationSpec")


@dataclass
class SimulationResult:
    """Aggregated results of a run or part of one: win counts, terminations and histograms."""

    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    terminations: Counter[str] = field(default_factory=Counter)
    metrics: dict[str, IntHistogram] = field(default_factory=dict)

    def add_game(self, winner: int | None, ending: str, counters: dict[str, int]) -> None:
        """Count one finished game."""
        self.games += 1
        if winner is None:
            self.draws += 1
        else:
            self.wins[winner] += 1
        self.terminations[ending] += 1
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
                name: {
                    "games": count,
                    "share": count / self.games,
                    "ci95": list(wilson_interval(count, self.games)),
                }
                for name, count in sorted(self.terminations.items())
            },
            "metrics": {name: h.describe() for name, h in sorted(self.metrics.items())},
        }


def simulate_range(spec: SimulationSpec, start: int, stop: int) -> SimulationResult:
    """Play games ``start`` to ``stop - 1`` of the run and aggregate them."""
    if spec.engine is Engine.KERNEL:
        return _kernel_range(spec, start, stop)
    variant = get_variant(spec.variant)
    options = variant.parse_options(spec.options)
    result = SimulationResult()
    with games_collector():
        for index in range(start, stop):
            state = variant.new_game(options, derive_seed(spec.seed, index), quiet=True)
            outcome = play_out(state, _lazy_agents(spec, index))
            result.add_game(outcome.winner, outcome.ending, dict(state.summary()))
    return result


def _lazy_agents(spec: SimulationSpec, index: int) -> Chooser:
    """A chooser that creates game ``index``'s agents only if a player has to decide."""
    agents: list[Agent] = []

    def choose(state: GameState, decision: Decision) -> Action:
        if not agents:
            agents.extend(
                make_agent(name, derive_seed(spec.seed, index, "agent", seat))
                for seat, name in enumerate(spec.agents)
            )
        return agents[decision.player].choose(seat_turn(state, decision.player))

    return choose


def _kernel_range(spec: SimulationSpec, start: int, stop: int) -> SimulationResult:
    options = get_variant(spec.variant).parse_options(spec.options)
    simulate = kernel_chunk(spec.variant)
    kernel = kernel_of(spec.variant)
    assert kernel is not None
    terminations = kernel.load().TERMINATIONS
    total = SimulationResult()
    for first in range(start, stop, KERNEL_BATCH):
        count = min(KERNEL_BATCH, stop - first)
        games = simulate(options, spec.seed, first, count)
        winners = games.winner
        part = SimulationResult(
            games=count,
            wins=[int((winners == 0).sum()), int((winners == 1).sum())],
            draws=int((winners < 0).sum()),
            terminations=termination_counts(games.termination, terminations),
            metrics={name: histogram_of(getattr(games, name)) for name in kernel.metrics},
        )
        total.merge(part)
    return total


def chunks(games: int, workers: int, engine: Engine) -> Iterator[tuple[int, int]]:
    """Split ``games`` into ranges small enough to balance load and show progress, large enough
    that a worker's start-up and each chunk's overhead do not matter."""
    smallest, largest = (2_000, 1_000_000) if engine is Engine.KERNEL else (50, 5_000)
    size = max(smallest, min(largest, math.ceil(games / (workers * 16))))
    for start in range(0, games, size):
        yield start, min(games, start + size)


def local_backend(spec: SimulationSpec, workers: int | None = None) -> Backend:
    """The local backend for a run: threads for a kernel, processes for the reference engine."""
    return backends.local_backend(workers, threads=spec.engine is Engine.KERNEL)


def run_simulation(
    spec: SimulationSpec,
    *,
    backend: Backend | None = None,
    workers: int | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> SimulationResult:
    """Play the whole run on ``backend`` (default: all local cores, or ``workers`` of them).

    ``on_progress`` is called with the number of games of each completed chunk.
    """
    get_variant(spec.variant).parse_options(spec.options)
    for name in spec.agents:
        make_agent(name)
    total = SimulationResult()

    def done(task: tuple[SimulationSpec, int, int], part: SimulationResult) -> None:
        total.merge(part)
        if on_progress is not None:
            _, start, stop = task
            on_progress(stop - start)

    with nullcontext(backend) if backend is not None else local_backend(spec, workers) as chosen:
        ranges = chunks(spec.games, chosen.workers, spec.engine)
        chosen.run(simulate_range, [(spec, start, stop) for start, stop in ranges], done)
    return total

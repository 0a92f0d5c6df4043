"""Speed of the search agent: ISMCTS iterations per second and seconds per move, measured in one run
on Hand of War (default options), on classic War with chosen cards, one chooser and two, and on the
board games (Board Wars and Warzone, default options).

Each case plays a few games of ismcts against random (ismcts taking turns in the seats that
decide) and times every ``choose`` of the search agent, up to a number of its moves per game, in
wall-clock time and in the process's CPU time (the machines are shared, so the CPU figures are the
steadier). Moves with a single legal action need no search and are counted apart. If Hand of War
is not registered, the run says so and classic with two choosers (also simultaneous choices)
stands in for it.

Usage: python bench/agents.py [--agent SPEC] [--games G] [--moves M] [--seed S]
Prints a table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import dataclass, field

import wartable
from wartable.agents import Agent, make_agent, seat_turn
from wartable.agents.ismcts import IsmctsAgent
from wartable.core import derive_seed, new_game, variants


@dataclass(frozen=True)
class Case:
    """A variant with options, and the seats the search agent takes (in turn, game by game)."""

    variant: str
    options: str
    seats: tuple[int, ...]


@dataclass
class Timing:
    """What one case measured."""

    seconds: list[float] = field(default_factory=list)
    cpu_seconds: list[float] = field(default_factory=list)
    iterations: int = 0
    lone_moves: int = 0
    games: int = 0
    finished: int = 0
    search_wins: int = 0

    def iterations_per_second(self, *, cpu: bool = False) -> float:
        total = sum(self.cpu_seconds if cpu else self.seconds)
        return self.iterations / total if total else 0.0

    def seconds_per_move(self, *, cpu: bool = False) -> float:
        times = self.cpu_seconds if cpu else self.seconds
        return statistics.fmean(times) if times else 0.0

    def figures(self) -> dict[str, float | int]:
        """The JSON figures of this case."""
        return {
            "moves": len(self.seconds),
            "lone_moves": self.lone_moves,
            "iterations_per_second": self.iterations_per_second(),
            "seconds_per_move": self.seconds_per_move(),
            "max_seconds_per_move": max(self.seconds, default=0.0),
            "cpu_iterations_per_second": self.iterations_per_second(cpu=True),
            "cpu_seconds_per_move": self.seconds_per_move(cpu=True),
            "games_finished": self.finished,
            "games_won": self.search_wins,
        }


HAND_OF_WAR = Case("hand-of-war", "hand-of-war", (0, 1))
CLASSIC_CASES = (
    Case("classic", "classic(chooser=first)", (0,)),
    Case("classic", "classic(chooser=both)", (0, 1)),
)
BOARD_CASES = (
    Case("board-wars", "board-wars", (0, 1)),
    Case("warzone", "warzone", (0, 1)),
)


def measure(case: Case, agent_text: str, games: int, moves: int, seed: int) -> Timing:
    """Play ``games`` games of the search agent against random, timing its moves (at most
    ``moves`` per game; a game is left unfinished once they are used up)."""
    timing = Timing()
    for game in range(games):
        game_seed = derive_seed(seed, case.options, game)
        state = new_game(case.variant, case.options, game_seed)
        seat = case.seats[game % len(case.seats)]
        agents: list[Agent] = [make_agent("random", derive_seed(game_seed, p)) for p in (0, 1)]
        searcher = make_agent(agent_text, derive_seed(game_seed, "search"))
        assert isinstance(searcher, IsmctsAgent)
        agents[seat] = searcher
        searched = 0
        timing.games += 1
        while state.outcome is None and searched < moves:
            pending = state.decisions()
            if not pending:
                state.run()
                continue
            decision = pending[0]
            turn = seat_turn(state, decision.player)
            if decision.player != seat:
                state.act(decision.player, agents[decision.player].choose(turn))
                continue
            started, cpu_started = time.perf_counter(), time.process_time()
            action = searcher.choose(turn)
            elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu_started
            if searcher.last_iterations:
                timing.seconds.append(elapsed)
                timing.cpu_seconds.append(cpu)
                timing.iterations += searcher.last_iterations
                searched += 1
            else:
                timing.lone_moves += 1
            state.act(decision.player, action)
        if state.outcome is not None:
            timing.finished += 1
            timing.search_wins += state.outcome.winner == seat
    return timing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--agent", default="ismcts", help="the search agent, e.g. ismcts(...)")
    parser.add_argument("--games", type=int, default=4, help="games per case")
    parser.add_argument("--moves", type=int, default=40, help="timed moves per game at most")
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    probe = make_agent(arguments.agent)
    assert isinstance(probe, IsmctsAgent), "this benchmark measures the ismcts agent"
    has_hand_of_war = any(spec.id == HAND_OF_WAR.variant for spec in variants())
    registered = {spec.id for spec in variants()}
    boards = tuple(case for case in BOARD_CASES if case.variant in registered)
    cases = ((HAND_OF_WAR,) if has_hand_of_war else ()) + CLASSIC_CASES + boards
    if not has_hand_of_war:
        print("hand-of-war is not registered; classic(chooser=both) stands in for it")
    results = {
        case.options: measure(
            case, arguments.agent, arguments.games, arguments.moves, arguments.seed
        )
        for case in cases
    }
    print(
        f"{probe.describe()} against random, {arguments.games} games per case,"
        f" up to {arguments.moves} timed moves each, one core"
    )
    header = f"{'case':24} {'moves':>5} {'iter/s':>7} {'s/move':>7} {'max s':>6}"
    print(header + f" {'cpu it/s':>8} {'cpu s/mv':>8} {'lone':>4} {'won/done':>8}")
    for options, timing in results.items():
        print(
            f"{options:24} {len(timing.seconds):5} {timing.iterations_per_second():7,.0f}"
            f" {timing.seconds_per_move():7.3f} {max(timing.seconds, default=0.0):6.3f}"
            f" {timing.iterations_per_second(cpu=True):8,.0f}"
            f" {timing.seconds_per_move(cpu=True):8.3f} {timing.lone_moves:4}"
            f" {timing.search_wins:>4}/{timing.finished:<3}"
        )
    print(
        json.dumps(
            {
                "benchmark": "agents",
                "agent": probe.describe(),
                "parameters": probe.params.as_text_dict(),
                "hand_of_war_registered": has_hand_of_war,
                "games_per_case": arguments.games,
                "max_moves_per_game": arguments.moves,
                "cases": {options: timing.figures() for options, timing in results.items()},
                "wartable": wartable.__version__,
            }
        )
    )


if __name__ == "__main__":
    main()

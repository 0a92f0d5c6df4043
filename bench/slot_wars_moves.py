"""CPU time a move of the Slot Wars heuristics: ``heuristic``, ``heuristic(samples=0)`` and
``baseline`` (or the agents given), each in a fresh process, in whole games against ``baseline``
on the same deals and seats.

The figure includes everything a process pays, the first trials of the cards it meets too (a
card is tried the first time a process meets it, see docs/agents.md): the mean is over every
decision of the games, the first game included, and the worst move is usually one that met new
cards. ``--warm`` tries every card of the pool in every slot before the clock starts, for the cost
of a move once the cards are known. Moves with one legal action are not asked (the engine plays
them), as in the arena.

Usage: python bench/slot_wars_moves.py [--options O] [--games G] [--agents A,B] [--seed S] [--warm]
Prints one line per agent and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from wartable.agents import Agent
    from wartable.core.record import Chooser
    from wartable.core.state import Action, Decision, GameState

AGENTS = ("heuristic", "heuristic(samples=0)", "baseline")


def _timed(players: dict[int, Agent], seat: int, spent: list[float]) -> Chooser:
    """Each seat's agent chooses; the CPU time of ``seat``'s choices is added to ``spent``."""
    from wartable.agents import seat_turn  # noqa: PLC0415

    def choose(state: GameState, decision: Decision) -> Action:
        turn = seat_turn(state, decision.player)
        started = time.process_time()
        action = players[decision.player].choose(turn)
        if decision.player == seat:
            spent.append(time.process_time() - started)
        return action

    return choose


def measure(agent: str, options: str, games: int, seed: int, warm: bool) -> dict[str, Any]:
    """``games`` games of ``agent`` against ``baseline``, seats alternating; its CPU s a move."""
    from wartable.agents import make_agent  # noqa: PLC0415
    from wartable.core import derive_seed, new_game  # noqa: PLC0415
    from wartable.core.record import play_out  # noqa: PLC0415
    from wartable.variants.slot_wars import tactics  # noqa: PLC0415
    from wartable.variants.slot_wars.engine import SlotWarsOptions  # noqa: PLC0415
    from wartable.variants.slot_wars.engine.pool import SLOTS, pool_faces  # noqa: PLC0415

    if warm:
        rules = SlotWarsOptions.parse(options)
        for face in set(pool_faces(rules.pool.value, rules.pool_seed)):
            for slot in range(1, SLOTS + 1):
                tactics.matchup(face, slot)
    spent: list[float] = []
    for game in range(games):
        game_seed = derive_seed(seed, "moves", game)
        state = new_game("slot-wars", options, game_seed)
        seat = game % 2
        players = {
            seat: make_agent(agent, derive_seed(game_seed, "agent")),
            1 - seat: make_agent("baseline", derive_seed(game_seed, "rival")),
        }
        play_out(state, _timed(players, seat, spent))
    return {"agent": agent, "moves": len(spent), "mean": statistics.fmean(spent), "max": max(spent)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--options", default="slot-wars", help="the game's options")
    parser.add_argument("--games", type=int, default=20, help="games per agent")
    parser.add_argument("--agents", default=",".join(AGENTS), help="comma-separated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--warm", action="store_true", help="try every card before timing")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.worker:
        figures = measure(
            arguments.worker, arguments.options, arguments.games, arguments.seed, arguments.warm
        )
        print(json.dumps(figures))
        return
    results = []
    for agent in (a.strip() for a in arguments.agents.split(",") if a.strip()):
        command = [sys.executable, str(Path(__file__).resolve()), "--worker", agent]
        command += ["--options", arguments.options, "--games", str(arguments.games)]
        command += ["--seed", str(arguments.seed)] + (["--warm"] if arguments.warm else [])
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise SystemExit(f"measuring {agent} failed:\n{done.stderr}")
        figures = json.loads(done.stdout.strip().splitlines()[-1])
        results.append(figures)
        print(
            f"{agent:24} {1000 * figures['mean']:7.2f} ms a move (CPU; worst"
            f" {1000 * figures['max']:.0f} ms, {figures['moves']} moves)"
        )
    print(
        json.dumps(
            {
                "benchmark": "slot_wars_moves",
                "options": arguments.options,
                "games": arguments.games,
                "warm": arguments.warm,
                "agents": results,
            }
        )
    )


if __name__ == "__main__":
    main()

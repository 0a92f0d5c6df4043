"""Computer players off the event loop: what crosses to a worker (never the state, its seed or a
hidden card), workers that decide as the agent would in the server, at a lower priority, and games
against ``ismcts`` played by worker processes."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tests.web import VARIANT_IDS, connect, create, play_to_end, settings_for
from wartable.core import get_variant
from wartable.core.rng import Rng
from wartable.core.state import GameState
from wartable.web.app import create_app
from wartable.web.thinking import (
    ThinkingPool,
    ThinkRequest,
    blind_turn,
    budgeted_agent,
    think,
    think_request,
    worker_niceness,
)

SEED = 987_654_321_012
"""A game seed too long to appear in a request by chance."""
AGENT = "ismcts(iterations=12)"


def decisions_of_a_game(variant: str, steps: int = 40) -> list[tuple[GameState, int]]:
    """Copies of a seeded random game's states, each with the seat deciding there."""
    spec = get_variant(variant)
    state = spec.new_game(spec.options_for_seat(spec.default_options(), 0), SEED)
    state.run()
    rng = random.Random(1)
    found = []
    for _ in range(steps):
        if state.is_terminal:
            break
        decision = state.decisions()[0]
        found.append((state.clone(), decision.player))
        state.act(decision.player, rng.choice(decision.actions))
        state.run()
    return found


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_nothing_hidden_crosses_to_a_worker(variant: str) -> None:
    """What a worker gets for a seat is the same for two states that differ only in what the
    seat cannot see, and carries neither the game's seed nor its random generator."""
    differed = False
    for step, (state, seat) in enumerate(decisions_of_a_game(variant)):
        request = think_request(state, seat, AGENT, 5, 1.0)
        twin = state.resample(seat, Rng(step + 100))
        differed |= twin.to_json()["rng"] != state.to_json()["rng"] or any(
            twin.to_json()[key] != value
            for key, value in state.to_json().items()
            if key not in ("seed", "rng")
        )
        assert think_request(twin, seat, AGENT, 5, 1.0) == request, f"{variant} step {step}"
        sent = json.loads(request.stand_in)
        assert sent["seed"] == 0 and str(SEED) not in request.stand_in
        assert sent["rng"] != state.to_json()["rng"]
        assert request.agent == AGENT and request.seat == seat
    assert differed, f"{variant}: nothing hidden was ever resampled; the check is vacuous"


def test_the_stand_in_shows_the_seat_exactly_what_it_sees() -> None:
    for state, seat in decisions_of_a_game("slot-wars", 20):
        assert blind_turn(state, seat).observation == state.observe(seat)


def test_a_worker_process_decides_as_the_agent_would_in_the_server() -> None:
    cases = decisions_of_a_game("hand-of-war", 12)[::3]
    requests = [think_request(state, seat, AGENT, 7, 5.0) for state, seat in cases]
    here = [
        str(budgeted_agent(AGENT, 7, 5.0).choose(blind_turn(state, seat))) for state, seat in cases
    ]
    assert [think(request, None) for request in requests] == here, "in this process"

    async def in_a_worker() -> tuple[list[str | None], int]:
        pool = ThinkingPool(seconds=5.0, workers=1, niceness=5)
        try:
            await pool.start()
            chosen = [await pool.choose(request) for request in requests]
            niceness = await asyncio.wrap_future(pool.backend().submit(worker_niceness, 5))
            return chosen, niceness
        finally:
            pool.close()

    chosen, niceness = asyncio.run(in_a_worker())
    assert chosen == here
    assert niceness >= min(19, os.nice(0) + 5), "workers think at a lower priority"


def test_a_worker_that_fails_is_answered_by_nothing_and_the_pool_goes_on() -> None:
    bad = ThinkRequest("hand-of-war", 0, "{}", AGENT, 1, 1.0)

    async def run() -> str | None:
        pool = ThinkingPool(seconds=1.0, workers=0)
        try:
            return await pool.choose(bad)
        finally:
            pool.close()

    assert asyncio.run(run()) is None


def test_games_against_ismcts_are_played_by_worker_processes(tmp_path: Path) -> None:
    settings = settings_for(tmp_path, agent_workers=1, agent_seconds=1.0)
    with TestClient(create_app(settings)) as client:
        created = create(
            client,
            variant="hand-of-war",
            options="max_turns=8",
            seed=3,
            opponent={"kind": "agent", "agent": "ismcts(iterations=20)"},
        )
        with connect(client, created["game_id"], created["seat_token"]) as ws:
            messages = play_to_end(ws, random.Random(2))
    assert messages[-1]["outcome"] is not None
    record = [m["game"]["moves"] for m in messages]
    assert record[-1] >= 8


WORKER_OF_A_KILLED_SERVER = """
import asyncio, os, sys, time
from wartable.web.thinking import ThinkingPool

async def main():
    pool = ThinkingPool(seconds=1.0, workers=1)
    await pool.start()
    pid = await asyncio.wrap_future(pool.backend().submit(os.getpid))
    print(pid, flush=True)
    time.sleep(60)

asyncio.run(main())
"""


def test_workers_exit_when_their_server_is_killed() -> None:
    server = subprocess.Popen(
        [sys.executable, "-c", WORKER_OF_A_KILLED_SERVER], stdout=subprocess.PIPE, text=True
    )
    try:
        assert server.stdout is not None
        worker = int(server.stdout.readline())
        assert Path(f"/proc/{worker}").exists()
        server.send_signal(signal.SIGKILL)
        server.wait(timeout=10)
        deadline = time.monotonic() + 10
        while Path(f"/proc/{worker}").exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not Path(f"/proc/{worker}").exists(), "an orphaned worker would think on"
    finally:
        server.kill()

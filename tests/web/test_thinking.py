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

import httpx
import pytest
from fastapi.testclient import TestClient

from tests.web import VARIANT_IDS, connect, create, play_to_end, run_apart, settings_for
from tests.web.test_crash import load_bench
from wartable.core import get_variant
from wartable.core.rng import Rng, derive_seed
from wartable.core.state import GameState
from wartable.sim.backends import RayBackend
from wartable.web.app import create_app
from wartable.web.thinking import (
    ThinkingPool,
    ThinkRequest,
    blind_turn,
    budgeted_agent,
    quick_choice,
    stand_in,
    think,
    think_request,
    worker_niceness,
)

SEED = 987_654_321_012
"""A game seed too long to appear in a request by chance."""
AGENT = "ismcts(iterations=12)"
DEADLINE = 4_000_000_000.0
"""A deadline far off (``time.time()``, in 2096)."""


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
        request = think_request(state, seat, AGENT, 5, 1.0, DEADLINE)
        twin = state.resample(seat, Rng(step + 100))
        differed |= twin.to_json()["rng"] != state.to_json()["rng"] or any(
            twin.to_json()[key] != value
            for key, value in state.to_json().items()
            if key not in ("seed", "rng")
        )
        assert think_request(twin, seat, AGENT, 5, 1.0, DEADLINE) == request, (
            f"{variant} step {step}"
        )
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
    requests = [
        think_request(state, seat, AGENT, 7, 5.0, time.time() + 600) for state, seat in cases
    ]
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

    chosen, niceness = run_apart(in_a_worker())
    assert chosen == here
    assert niceness >= min(19, os.nice(0) + 5), "workers think at a lower priority"


def test_a_worker_that_fails_is_answered_by_nothing_and_the_pool_goes_on() -> None:
    bad = ThinkRequest("hand-of-war", 0, "{}", AGENT, 1, 1.0, time.time() + 60)

    async def run() -> str | None:
        pool = ThinkingPool(seconds=1.0, workers=0)
        try:
            return await pool.choose(bad)
        finally:
            pool.close()

    assert run_apart(run()) is None


def test_a_search_stops_at_its_deadline_with_the_best_move_it_has_found() -> None:
    state, seat = next(
        (state, seat)
        for state, seat in decisions_of_a_game("hand-of-war", 12)
        if len(state.legal_actions(seat)) > 1
    )
    endless = "ismcts(iterations=100000000)"
    request = think_request(state, seat, endless, 7, 600.0, time.time() + 0.5)
    started = time.monotonic()
    chosen = think(request, None)
    assert time.monotonic() - started < 60, "a budget of 600 s, a deadline in half a second"
    assert state.parse_action(seat, chosen) in state.legal_actions(seat)


def test_a_search_with_no_time_left_plays_the_quick_choice_not_the_first_move() -> None:
    cases = decisions_of_a_game("hand-of-war", 30)
    chosen = [
        think(think_request(state, seat, AGENT, 7, 5.0, time.time() - 1), None)
        for state, seat in cases
    ]
    assert chosen == [str(quick_choice(stand_in(state, seat), seat, 7)) for state, seat in cases]
    assert chosen == [str(quick_choice(state, seat, 7)) for state, seat in cases], "blind"
    firsts = [str(state.legal_actions(seat)[0]) for state, seat in cases]
    assert chosen != firsts, "the heuristic, not the first legal move"


def test_a_worker_that_does_not_answer_in_time_is_replaced_by_the_quick_choice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pool's answer is missing (a worker starved or failed): each of the agent's moves is
    :func:`quick_choice` of its seat, with the seed the table gives that move."""

    async def no_answer(self: ThinkingPool, request: ThinkRequest) -> str | None:
        return None

    monkeypatch.setattr(ThinkingPool, "choose", no_answer)
    with TestClient(create_app(settings_for(tmp_path))) as client:
        created = create(
            client,
            variant="hand-of-war",
            options="max_turns=12",
            seed=5,
            seat=0,
            opponent={"kind": "agent", "agent": "ismcts"},
        )
        with connect(client, created["game_id"], created["seat_token"]) as ws:
            play_to_end(ws, random.Random(4))
        record = json.loads(client.get(f"/api/games/{created['game_id']}/record").text)
    spec = get_variant("hand-of-war")
    state = spec.new_game(spec.parse_options(record["options"]), record["seed"])
    state.run()
    salt = int(record["meta"]["salt"], 16)
    moves = [0, 0]
    agent_moves = firsts = 0
    for player, text in record["actions"]:
        if player == 1:
            expected = quick_choice(state, 1, derive_seed(salt, "web-agent", 1, moves[1]))
            assert text == str(expected), f"agent move {moves[1]}"
            agent_moves += 1
            firsts += text == str(state.legal_actions(1)[0])
        moves[player] += 1
        state.act(player, state.parse_action(player, text))
        state.run()
    assert agent_moves >= 6 and firsts < agent_moves


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


def children_of(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (Linux)."""
    found = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        if parent == pid:
            found.append(int(entry.name))
    return found


def test_a_sigterm_stops_the_server_at_once_even_while_an_agent_searches(tmp_path: Path) -> None:
    """``wartable serve`` stopped (SIGTERM, as a service manager stops it) while a search with a
    budget of minutes runs: it stops its workers instead of waiting for the search."""
    bench = load_bench()
    port = bench.free_port()
    base = f"http://127.0.0.1:{port}"
    server = bench.start_server(port, tmp_path / "games.db", 600.0, 1)
    try:
        run_apart(bench.wait_ready(base, server))
        created = httpx.post(
            f"{base}/api/games",
            json={
                "variant": "hand-of-war",
                "opponent": {"kind": "agent", "agent": "ismcts(iterations=100000000)"},
            },
        )
        assert created.status_code == 201, created.text
        workers = children_of(server.pid)
        assert workers, "the server thinks in worker processes"
        time.sleep(2)  # the agent of the simultaneous first decision is searching by now
        server.send_signal(signal.SIGTERM)
        stopping = time.monotonic()
        server.wait(timeout=120)
        assert time.monotonic() - stopping < 30, "the server waited for the search"
        deadline = time.monotonic() + 10
        while any(Path(f"/proc/{w}").exists() for w in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(Path(f"/proc/{w}").exists() for w in workers), "a worker thinks on"
    finally:
        server.kill()
        server.wait()


def test_with_ray_the_agents_think_on_ray(tmp_path: Path) -> None:
    """``wartable serve --ray`` (``Settings.ray_address``): a game against ``ismcts`` is played
    with its searches on a local Ray instance, stopped with the server."""
    ray = pytest.importorskip("ray")
    settings = settings_for(tmp_path, ray_address="local", agent_seconds=1.0)
    with TestClient(create_app(settings)) as client:
        pool = client.app.state.hub.players.thinking  # type: ignore[attr-defined]
        assert isinstance(pool.backend(), RayBackend) and ray.is_initialized()
        created = create(
            client,
            variant="hand-of-war",
            options="max_turns=6",
            seed=3,
            opponent={"kind": "agent", "agent": "ismcts(iterations=20)"},
        )
        with connect(client, created["game_id"], created["seat_token"]) as ws:
            messages = play_to_end(ws, random.Random(2))
    assert messages[-1]["outcome"] is not None and messages[-1]["game"]["moves"] >= 6
    assert not ray.is_initialized(), "the server's Ray instance stops with it"


WARM_UP = """
import gc, logging
logging.basicConfig(level=logging.WARNING)
from wartable.web.warmup import warm_up
warm_up()
print(gc.get_freeze_count())
"""


def test_the_warm_up_plays_every_variant_and_freezes_what_the_process_holds() -> None:
    done = subprocess.run(
        [sys.executable, "-c", WARM_UP], capture_output=True, text=True, timeout=300, check=True
    )
    assert "failed" not in done.stderr, done.stderr
    assert int(done.stdout) > 50_000, "the objects of the imports and the warm-up are frozen"

"""Load on the web server over loopback: many games at once over WebSockets.

Starts ``wartable serve`` in a subprocess on a free port with a fresh SQLite file, then runs
``--games`` clients at once (asyncio, one WebSocket each). Each client creates a game against a
computer opponent (``--agent``, ``random`` by default so the server's own work is measured), plays
seeded random legal moves, and starts a new game when one ends, until ``--seconds`` have passed
(or ``--moves`` moves in all). The variants are taken in turn (``--variants``).

A move's round trip is the time from sending ``act`` to receiving the first update that shows the
server took it (the client's decision has moved on, or the game is over); the agent's reply, when it
comes in a later message, is not counted. The report gives moves per second over the whole run,
p50/p90/p99 round trips and the ratio of p99 to the 50 ms target. Client and server share the
machine's cores, so the figures are a lower bound on what the server alone can do.

With ``--think 0`` (the default) every client moves as soon as it may, so the server is saturated
and the figures are its throughput; ``--think 1`` paces the clients like people (a move about every
second each), which is the load the 50 ms target is about. The report also gives the server's CPU
time per move, which does not depend on what else the machine is running.

Usage: python bench/web_load.py [--games 100] [--seconds 30] [--think 0] [--agent random]
       [--variants ...]
Prints a table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

TARGET_P99_MS = 50.0
VARIANTS = ("classic", "hand-of-war", "board-wars", "warzone", "slot-wars")


@dataclass
class Totals:
    """What the clients measured."""

    round_trips: list[float] = field(default_factory=list)
    moves: int = 0
    games_started: int = 0
    games_finished: int = 0
    errors: list[str] = field(default_factory=list)
    bytes_received: int = 0
    messages: int = 0


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def start_server(port: int, db: Path, agent_seconds: float) -> subprocess.Popen[bytes]:
    """``wartable serve`` in a subprocess, logging warnings only."""
    command = [
        sys.executable,
        "-m",
        "wartable",
        "serve",
        "--port",
        str(port),
        "--db",
        f"sqlite:///{db}",
        "--agent-seconds",
        str(agent_seconds),
        "--log-level",
        "warning",
    ]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL)


async def wait_ready(base: str, process: subprocess.Popen[bytes], timeout: float = 30.0) -> None:
    """Wait until the server answers."""
    deadline = time.monotonic() + timeout
    async with httpx.AsyncClient(base_url=base) as http:
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise SystemExit(f"the server exited with status {process.returncode}")
            with contextlib.suppress(httpx.HTTPError):
                if (await http.get("/api/agents")).status_code == 200:
                    return
            await asyncio.sleep(0.1)
    raise SystemExit("the server did not start in time")


async def play_games(
    number: int,
    base: str,
    http: httpx.AsyncClient,
    args: argparse.Namespace,
    totals: Totals,
    deadline: float,
) -> None:
    """One client: game after game until the deadline."""
    rng = random.Random(args.seed * 1000 + number)
    variants = args.variants
    game_number = 0
    while time.monotonic() < deadline and totals.moves < args.moves:
        variant = variants[(number + game_number) % len(variants)]
        game_number += 1
        response = await http.post(
            "/api/games",
            json={
                "variant": variant,
                "seat": rng.randrange(2),
                "seed": rng.randrange(2**53),
                "opponent": {"kind": "agent", "agent": args.agent},
            },
        )
        if response.status_code != 201:
            totals.errors.append(f"create {variant}: {response.status_code} {response.text[:200]}")
            return
        created = response.json()
        totals.games_started += 1
        url = base.replace("http", "ws", 1) + created["ws_url"] + "?token=" + created["seat_token"]
        try:
            async with websockets.connect(url, max_size=2**24, open_timeout=120) as socket_:
                await play_one(socket_, rng, totals, deadline, args.moves, args.think)
        except (OSError, TimeoutError, websockets.WebSocketException) as exc:
            totals.errors.append(f"socket: {type(exc).__name__}: {exc}"[:200])
            return


async def play_one(
    socket_: Any,
    rng: random.Random,
    totals: Totals,
    deadline: float,
    move_cap: int,
    think: float = 0.0,
) -> None:
    """Play one game with random legal moves, timing each move's round trip."""
    acted = -1
    sent_at: float | None = None
    while True:
        raw = await socket_.recv()
        now = time.perf_counter()
        totals.bytes_received += len(raw)
        totals.messages += 1
        message = json.loads(raw)
        if message["type"] == "error":
            totals.errors.append(message["message"][:200])
            return
        if message["type"] not in ("snapshot", "update"):
            continue
        decision = message.get("decision")
        outcome = message.get("outcome")
        if sent_at is not None and (
            outcome is not None or decision is None or decision["turn"] > acted
        ):
            totals.round_trips.append(now - sent_at)
            sent_at = None
        if outcome is not None:
            totals.games_finished += 1
            return
        if time.monotonic() >= deadline or totals.moves >= move_cap:
            return
        if decision is not None and decision["turn"] > acted and sent_at is None:
            acted = decision["turn"]
            action = rng.choice(decision["actions"])
            if think > 0:
                await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
            sent_at = time.perf_counter()
            await socket_.send(json.dumps({"type": "act", "action": action, "turn": acted}))
            totals.moves += 1


def cpu_seconds(pid: int) -> float | None:
    """CPU time (user + system) a process has used so far, on Linux; else ``None``."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))
    return ordered[index]


async def run(args: argparse.Namespace) -> dict[str, Any]:
    """Start the server, run the clients, stop the server; return the figures."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as directory:
        process = start_server(port, Path(directory) / "load.db", args.agent_seconds)
        try:
            await wait_ready(base, process)
            totals = Totals()
            limits = httpx.Limits(max_connections=args.games, max_keepalive_connections=args.games)
            async with httpx.AsyncClient(base_url=base, limits=limits, timeout=60) as http:
                server_before = cpu_seconds(process.pid)
                client_before = time.process_time()
                started = time.perf_counter()
                deadline = time.monotonic() + args.seconds
                await asyncio.gather(
                    *(play_games(n, base, http, args, totals, deadline) for n in range(args.games))
                )
                elapsed = time.perf_counter() - started
                server_after = cpu_seconds(process.pid)
                client_cpu = time.process_time() - client_before
        finally:
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
    server_cpu = (
        None
        if server_before is None or server_after is None
        else round(server_after - server_before, 2)
    )
    trips = totals.round_trips or [0.0]
    p99 = percentile(trips, 0.99) * 1000
    return {
        "bench": "web_load",
        "games_at_once": args.games,
        "agent": args.agent,
        "think_seconds": args.think,
        "variants": list(args.variants),
        "seconds": round(elapsed, 2),
        "moves": totals.moves,
        "moves_per_second": round(totals.moves / elapsed, 1),
        "games_started": totals.games_started,
        "games_finished": totals.games_finished,
        "round_trip_ms_p50": round(percentile(trips, 0.50) * 1000, 2),
        "round_trip_ms_p90": round(percentile(trips, 0.90) * 1000, 2),
        "round_trip_ms_p99": round(p99, 2),
        "round_trip_ms_mean": round(statistics.fmean(trips) * 1000, 2),
        "p99_over_target": round(p99 / TARGET_P99_MS, 2),
        "server_cpu_seconds": server_cpu,
        "server_cpu_ms_per_move": None
        if server_cpu is None
        else round(server_cpu * 1000 / max(1, totals.moves), 2),
        "client_cpu_seconds": round(client_cpu, 2),
        "load_average": round(os.getloadavg()[0], 2),
        "messages": totals.messages,
        "kib_per_message": round(totals.bytes_received / max(1, totals.messages) / 1024, 2),
        "errors": len(totals.errors),
        "first_errors": totals.errors[:3],
        "cpus": os.cpu_count(),
    }


def main() -> None:
    """Parse the arguments, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games played at once")
    parser.add_argument("--seconds", type=float, default=30.0, help="how long to run")
    parser.add_argument("--moves", type=int, default=1_000_000, help="stop after this many moves")
    parser.add_argument("--agent", default="random", help="the server's computer opponent")
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        help="mean seconds a client waits before each move (0: as fast as the server answers)",
    )
    parser.add_argument("--agent-seconds", type=float, default=2.0)
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    figures = asyncio.run(run(args))
    width = max(len(k) for k in figures)
    for key, value in figures.items():
        print(f"{key:<{width}}  {value}")
    print(json.dumps(figures))
    if figures["errors"]:
        raise SystemExit(1)


if __name__ == "__main__":
    main()

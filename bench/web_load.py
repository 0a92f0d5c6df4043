"""Load on the web server over loopback: many games at once over WebSockets, and a crash under load.

Starts ``wartable serve`` in a subprocess on a free port with a fresh SQLite file, then runs
``--games`` clients at once (asyncio, one WebSocket each). Each client creates a game against a
computer opponent (``--agent``, ``random`` by default so the server's own work is measured), plays
seeded random legal moves, and starts a new game when one ends, until ``--seconds`` have passed
(or ``--moves`` moves in all). The variants are taken in turn (``--variants``).

A move's round trip is the time from sending ``act`` to receiving the first update that shows the
server took it (the client's decision has moved on, or the game is over); the agent's reply, when it
comes in a later message, is not counted. The report gives moves per second over the whole run,
p50/p90/p99/p99.9/max round trips and the ratio of p99 to the 50 ms target. Client and server
share the machine's cores, so the figures are a lower bound on what the server alone can do.

With ``--think 0`` (the default) every client moves as soon as it may, so the server is saturated
and the figures are its throughput; ``--think 1`` paces the clients like people (a move about every
second each), which is the load the 50 ms target is about. The report also gives the server's CPU
time per move (its worker processes' included), which does not depend on what else the machine
is running.

``--series 20,50,100 --agents ismcts,random`` runs every pair in one invocation (a fresh server for
each) and prints one line per run, so the runs compare under the same conditions.

``--baseline SRC`` runs every configuration first against the package in SRC (another checkout's
``src``, e.g. the main branch before a change), then against this one, and prints their ratios:
the machine's other work weighs on both alike.

``--kill-after S`` kills the server (SIGKILL) S seconds after every client has started its first
game, starts it again on the same database, and checks every game: the moves each client saw
acknowledged that were not stored (``moves_lost``), games that cannot be loaded
(``games_corrupted``) and games where the client's seat gets no decision again, nor an end
(``games_stuck``).

``--trace PREFIX`` writes every move's send time (``time.perf_counter``, the machine's monotonic
clock, so it lines up with timings taken inside the server), round trip and variant to a JSON-lines
file per run: where the slow moves cluster tells a pause of the whole server from slow moves.

Usage: python bench/web_load.py [--games 100] [--seconds 30] [--think 0] [--agent random]
       [--series 20,50,100] [--agents ismcts,random] [--baseline SRC] [--kill-after S]
       [--variants ...] [--trace PREFIX]
Prints a table and, last, one JSON line per run.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
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
PERCENTILES = {"p50": 0.50, "p90": 0.90, "p99": 0.99, "p99_9": 0.999}
RESUME_SECONDS = 60.0


@dataclass
class Seat:
    """One client's game: where it is, and how many of its own moves it sent and saw taken."""

    game_id: str
    token: str
    ws_url: str
    variant: str = ""
    sent: int = 0
    acknowledged: int = 0


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
    seats: list[Seat] = field(default_factory=list)
    trace: list[tuple[float, float, str]] = field(default_factory=list)
    """Each move's send time (``time.perf_counter``, the machine's monotonic clock), round trip
    and variant, for ``--trace``."""


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def start_server(
    port: int, db: Path, agent_seconds: float, workers: int | None, source: str | None = None
) -> subprocess.Popen[bytes]:
    """``wartable serve`` in a subprocess, logging warnings only; from the package in ``source``
    (another checkout's ``src``), if given."""
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
    if workers is not None:
        command += ["--workers", str(workers)]
    environment = dict(os.environ)
    if source is not None:
        environment["PYTHONPATH"] = os.pathsep.join([source, environment.get("PYTHONPATH", "")])
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, env=environment)


async def wait_ready(base: str, process: subprocess.Popen[bytes], timeout: float = 60.0) -> None:
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


def socket_url(base: str, seat: Seat) -> str:
    """The WebSocket address of a client's seat."""
    return base.replace("http", "ws", 1) + seat.ws_url + "?token=" + seat.token


async def play_games(
    number: int,
    base: str,
    http: httpx.AsyncClient,
    args: argparse.Namespace,
    totals: Totals,
    deadline: float,
) -> None:
    """One client: game after game until the deadline (or until the server is gone)."""
    rng = random.Random(args.seed * 1000 + number)
    variants = args.variants
    game_number = 0
    while time.monotonic() < deadline and totals.moves < args.moves:
        variant = variants[(number + game_number) % len(variants)]
        game_number += 1
        try:
            response = await http.post(
                "/api/games",
                json={
                    "variant": variant,
                    "seat": rng.randrange(2),
                    "seed": rng.randrange(2**53),
                    "opponent": {"kind": "agent", "agent": args.agent},
                },
            )
        except httpx.HTTPError as exc:
            if not args.kill_after:
                totals.errors.append(f"create {variant}: {type(exc).__name__}")
            return
        if response.status_code != 201:
            totals.errors.append(f"create {variant}: {response.status_code} {response.text[:200]}")
            return
        created = response.json()
        totals.games_started += 1
        seat = Seat(created["game_id"], created["seat_token"], created["ws_url"], variant)
        totals.seats.append(seat)
        try:
            async with websockets.connect(
                socket_url(base, seat), max_size=2**24, open_timeout=120
            ) as socket_:
                await play_one(socket_, rng, totals, seat, deadline, args.moves, args.think)
        except (OSError, TimeoutError, websockets.WebSocketException) as exc:
            if not args.kill_after:
                totals.errors.append(f"socket: {type(exc).__name__}: {exc}"[:200])
            return


async def play_one(
    socket_: Any,
    rng: random.Random,
    totals: Totals,
    seat: Seat,
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
            totals.trace.append((sent_at, now - sent_at, seat.variant))
            seat.acknowledged = seat.sent
            sent_at = None
        if outcome is not None:
            totals.games_finished += 1
            return
        if time.monotonic() >= deadline or totals.moves >= move_cap:
            return
        if decision is not None and decision["turn"] > acted and sent_at is None:
            acted = decision["turn"]
            action = action_reply(rng.choice(decision["actions"]))
            if think > 0:
                await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
            sent_at = time.perf_counter()
            await socket_.send(json.dumps({"type": "act", "action": action, "turn": acted}))
            seat.sent += 1
            totals.moves += 1


def action_reply(action: Any) -> Any:
    """What a client sends back for one of a decision's actions: its id (a server before the
    structured protocol, such as a ``--baseline``, sends the actions as their text)."""
    return action if isinstance(action, str) else action["id"]


def cpu_seconds(pid: int) -> float | None:
    """CPU time (user + system) a process has used so far, on Linux; else ``None``."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children_cpu_seconds(pid: int) -> float:
    """CPU time of a process's live children (the server's worker processes)."""
    total = 0.0
    for child in Path("/proc").glob("[0-9]*"):
        with contextlib.suppress(OSError, IndexError, ValueError):
            parent = int(child.joinpath("stat").read_text().rsplit(")", 1)[1].split()[1])
            if parent == pid:
                total += cpu_seconds(int(child.name)) or 0.0
    return total


def percentile(values: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))
    return ordered[index]


async def stored_moves(http: httpx.AsyncClient, seat: Seat) -> tuple[int | None, str]:
    """How many moves of the client's seat the server has stored, and the game's status
    (``None`` and the error if the game cannot be loaded)."""
    try:
        shown = await http.get(f"/api/games/{seat.game_id}", headers={"X-Seat-Token": seat.token})
        if shown.status_code != 200:
            return None, f"{shown.status_code} {shown.text[:100]}"
        snapshot = shown.json()
        frames = await http.get(
            f"/api/games/{seat.game_id}/replay",
            params={"view": str(snapshot["seat"])},
            headers={"X-Seat-Token": seat.token},
        )
        if frames.status_code != 200:
            return None, f"{frames.status_code} {frames.text[:100]}"
    except httpx.HTTPError as exc:
        return None, type(exc).__name__
    mine = sum(
        1
        for frame in frames.json()["frames"]
        if frame["action"] is not None and frame["action"]["seat"] == snapshot["seat"]
    )
    return mine, snapshot["game"]["status"]


async def resumes(base: str, seat: Seat) -> bool:
    """Whether the client's game goes on: its seat gets a decision (and its move is taken), or the
    game is over, within :data:`RESUME_SECONDS`."""
    try:
        async with asyncio.timeout(RESUME_SECONDS):
            async with websockets.connect(socket_url(base, seat), max_size=2**24) as socket_:
                acted = None
                while True:
                    message = json.loads(await socket_.recv())
                    if message["type"] not in ("snapshot", "update"):
                        continue
                    if message["outcome"] is not None or message["game"]["status"] != "active":
                        return True
                    decision = message["decision"]
                    if acted is not None and (decision is None or decision["turn"] > acted):
                        return True
                    if decision is not None and acted is None:
                        acted = decision["turn"]
                        action = action_reply(decision["actions"][0])
                        await socket_.send(
                            json.dumps({"type": "act", "action": action, "turn": acted})
                        )
    except (OSError, TimeoutError, websockets.WebSocketException):
        return False


async def check_after_crash(base: str, totals: Totals) -> dict[str, Any]:
    """Every client's game after the restart: moves lost, games corrupted or stuck."""
    lost = unacknowledged_stored = corrupted = 0
    problems: list[str] = []
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        stored = await asyncio.gather(*(stored_moves(http, seat) for seat in totals.seats))
    for seat, (moves, status) in zip(totals.seats, stored, strict=True):
        if moves is None:
            corrupted += 1
            problems.append(f"{seat.game_id}: {status}")
            continue
        lost += max(0, seat.acknowledged - moves)
        unacknowledged_stored += max(0, moves - seat.acknowledged)
    going = await asyncio.gather(*(resumes(base, seat) for seat in totals.seats))
    stuck = [seat.game_id for seat, ok in zip(totals.seats, going, strict=True) if not ok]
    return {
        "moves_acknowledged": sum(seat.acknowledged for seat in totals.seats),
        "moves_lost": lost,
        "moves_stored_unacknowledged": unacknowledged_stored,
        "games_checked": len(totals.seats),
        "games_corrupted": corrupted,
        "games_stuck": len(stuck),
        "crash_problems": (problems + [f"{g}: stuck" for g in stuck])[:5],
    }


async def run(args: argparse.Namespace) -> dict[str, Any]:
    """Start the server, run the clients (kill and restart the server if asked), stop it; return
    the figures."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    crash: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as directory:
        db = Path(directory) / "load.db"
        process = start_server(port, db, args.agent_seconds, args.workers, args.source)
        try:
            await wait_ready(base, process)
            totals = Totals()
            limits = httpx.Limits(max_connections=args.games, max_keepalive_connections=args.games)
            async with httpx.AsyncClient(base_url=base, limits=limits, timeout=60) as http:
                server_before = cpu_seconds(process.pid)
                workers_before = children_cpu_seconds(process.pid)
                client_before = time.process_time()
                started = time.perf_counter()
                deadline = time.monotonic() + args.seconds
                clients = asyncio.gather(
                    *(play_games(n, base, http, args, totals, deadline) for n in range(args.games))
                )
                if args.kill_after:
                    # Counted from the moment every client has its first game, so that a loaded
                    # machine, slow to create the games, still kills a server holding all of them.
                    while totals.games_started < args.games and time.monotonic() < deadline:
                        await asyncio.sleep(0.05)
                    await asyncio.sleep(args.kill_after)
                    server_after = cpu_seconds(process.pid)
                    workers_after = children_cpu_seconds(process.pid)
                    process.send_signal(signal.SIGKILL)
                    process.wait()
                    await clients
                else:
                    await clients
                    server_after = cpu_seconds(process.pid)
                    workers_after = children_cpu_seconds(process.pid)
                elapsed = time.perf_counter() - started
                client_cpu = time.process_time() - client_before
            if args.kill_after:
                process = start_server(port, db, args.agent_seconds, args.workers, args.source)
                await wait_ready(base, process)
                crash = await check_after_crash(base, totals)
        finally:
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
    if args.trace:
        name = "baseline" if args.source else "this"
        with Path(f"{args.trace}.{name}.{args.games}.{args.agent}.jsonl").open("w") as out:
            for sent, trip, variant in totals.trace:
                out.write(json.dumps({"at": sent, "ms": round(trip * 1000, 3), "variant": variant}))
                out.write("\n")
    server_cpu = (
        None
        if server_before is None or server_after is None
        else round(server_after - server_before, 2)
    )
    trips = totals.round_trips or [0.0]
    p99 = percentile(trips, 0.99) * 1000
    return {
        "bench": "web_load",
        "server": "baseline" if args.source else "this checkout",
        "games_at_once": args.games,
        "agent": args.agent,
        "think_seconds": args.think,
        "variants": list(args.variants),
        "seconds": round(elapsed, 2),
        "moves": totals.moves,
        "moves_per_second": round(totals.moves / elapsed, 1),
        "games_started": totals.games_started,
        "games_finished": totals.games_finished,
        **{
            f"round_trip_ms_{name}": round(percentile(trips, fraction) * 1000, 2)
            for name, fraction in PERCENTILES.items()
        },
        "round_trip_ms_max": round(max(trips) * 1000, 2),
        "round_trip_ms_mean": round(statistics.fmean(trips) * 1000, 2),
        "p99_over_target": round(p99 / TARGET_P99_MS, 2),
        "server_cpu_seconds": server_cpu,
        "server_cpu_ms_per_move": None
        if server_cpu is None
        else round(server_cpu * 1000 / max(1, totals.moves), 2),
        "workers_cpu_ms_per_move": round(
            (workers_after - workers_before) * 1000 / max(1, totals.moves), 2
        ),
        "client_cpu_seconds": round(client_cpu, 2),
        "load_average": round(os.getloadavg()[0], 2),
        "messages": totals.messages,
        "kib_per_message": round(totals.bytes_received / max(1, totals.messages) / 1024, 2),
        "errors": len(totals.errors),
        "first_errors": totals.errors[:3],
        "cpus": os.cpu_count(),
        **crash,
    }


SUMMARY = (
    "server",
    "games_at_once",
    "agent",
    "moves",
    "round_trip_ms_p50",
    "round_trip_ms_p99",
    "round_trip_ms_p99_9",
    "round_trip_ms_max",
    "p99_over_target",
    "server_cpu_ms_per_move",
    "load_average",
)


def ratios(baseline: dict[str, Any], current: dict[str, Any]) -> str:
    """This checkout's round trips and CPU as multiples of the baseline's, measured in one run."""
    keys = (
        "round_trip_ms_p50",
        "round_trip_ms_p99",
        "round_trip_ms_p99_9",
        "server_cpu_ms_per_move",
    )
    parts = [f"{key}={current[key] / baseline[key]:.2f}x" for key in keys if baseline.get(key)]
    return "ratio this/baseline: " + "  ".join(parts)


def main() -> None:
    """Parse the arguments, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games played at once")
    parser.add_argument("--seconds", type=float, default=30.0, help="how long to run")
    parser.add_argument("--moves", type=int, default=1_000_000, help="stop after this many moves")
    parser.add_argument("--agent", default="random", help="the server's computer opponent")
    parser.add_argument(
        "--series",
        default=None,
        help="games at once for each run, e.g. 20,50,100 (one server each)",
    )
    parser.add_argument("--agents", default=None, help="agents for each run, e.g. ismcts,random")
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        help="mean seconds a client waits before each move (0: as fast as the server answers)",
    )
    parser.add_argument("--agent-seconds", type=float, default=2.0)
    parser.add_argument(
        "--workers", type=int, default=None, help="the server's --workers (default: its own)"
    )
    parser.add_argument(
        "--kill-after",
        type=float,
        default=0.0,
        help="SIGKILL the server this many seconds after every client has started its first game",
    )
    parser.add_argument(
        "--baseline",
        default=None,
        metavar="SRC",
        help="also run every configuration against the package in SRC (another checkout's src),"
        " just before this one, and print the ratios",
    )
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--trace",
        default=None,
        metavar="PREFIX",
        help="write every move's send time (time.perf_counter), round trip and variant to"
        " PREFIX.SERVER.GAMES.AGENT.jsonl",
    )
    args = parser.parse_args()
    sizes = [int(n) for n in args.series.split(",")] if args.series else [args.games]
    agents = args.agents.split(",") if args.agents else [args.agent]
    sources = [args.baseline, None] if args.baseline else [None]
    runs = []
    for agent in agents:
        for size in sizes:
            pair = []
            for source in sources:
                settings = {**vars(args), "games": size, "agent": agent, "source": source}
                figures = asyncio.run(run(argparse.Namespace(**settings)))
                runs.append(figures)
                pair.append(figures)
                if len(sizes) * len(agents) * len(sources) == 1:
                    width = max(len(k) for k in figures)
                    for key, value in figures.items():
                        print(f"{key:<{width}}  {value}")
                else:
                    print("  ".join(f"{key}={figures[key]}" for key in SUMMARY), flush=True)
            if len(pair) == 2:
                print(ratios(*pair), flush=True)
    for figures in runs:
        print(json.dumps(figures))
    if any(figures["errors"] for figures in runs):
        raise SystemExit(1)


if __name__ == "__main__":
    main()

"""Crash safety: the server killed with SIGKILL (no chance to write anything more) and started
again on the same database loses no move it acknowledged, and every game resumes."""

from __future__ import annotations

import importlib.util
import json
import signal
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect

from tests.web import run_apart

BENCH = Path(__file__).resolve().parents[2] / "bench" / "web_load.py"


def load_bench() -> ModuleType:
    """``bench/web_load.py`` as a module: its server and client helpers."""
    spec = importlib.util.spec_from_file_location("web_load", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_bench()


def serve(bench: ModuleType, port: int, db: Path) -> subprocess.Popen[bytes]:
    """``wartable serve`` on ``db``, once it answers."""
    process: subprocess.Popen[bytes] = bench.start_server(port, db, 0.5, 0)
    run_apart(bench.wait_ready(f"http://127.0.0.1:{port}", process))
    return process


def test_a_move_acknowledged_just_before_a_kill_is_stored(
    bench: ModuleType, tmp_path: Path
) -> None:
    """The finding this fixes: changes were written 20 ms after they were announced, so a kill
    right after a move's update lost that move (3 of 3 before the fix)."""
    port = bench.free_port()
    base = f"http://127.0.0.1:{port}"
    db = tmp_path / "games.db"
    server = serve(bench, port, db)
    try:
        created = httpx.post(
            f"{base}/api/games",
            json={
                "variant": "classic",
                "options": "chooser=first",
                "opponent": {"kind": "agent", "agent": "random"},
            },
        ).json()
        token = {"X-Seat-Token": created["seat_token"]}
        for acknowledged in (1, 2, 3):
            with connect(
                f"ws://127.0.0.1:{port}{created['ws_url']}?token={created['seat_token']}"
            ) as ws:
                decision = json.loads(ws.recv())["decision"]
                ws.send(
                    json.dumps(
                        {
                            "type": "act",
                            "action": decision["actions"][0]["id"],
                            "turn": decision["turn"],
                        }
                    )
                )
                while True:
                    update: dict[str, Any] = json.loads(ws.recv())
                    if update["type"] == "update" and update["decision"]["turn"] > decision["turn"]:
                        break
                server.send_signal(signal.SIGKILL)
                server.wait()
            server = serve(bench, port, db)
            shown = httpx.get(f"{base}/api/games/{created['game_id']}", headers=token).json()
            assert shown["decision"]["turn"] == acknowledged, "the acknowledged move was stored"
    finally:
        server.kill()
        server.wait()


def test_a_kill_during_a_load_of_50_games_loses_no_move_and_every_game_resumes(
    tmp_path: Path,
) -> None:
    """50 clients play as fast as the server answers; the server is killed 6 seconds after all 50
    games have started, and started again: every game loads and goes on, and no acknowledged move
    is missing."""
    run = subprocess.run(
        [
            sys.executable,
            str(BENCH),
            "--games",
            "50",
            "--agent",
            "random",
            "--think",
            "0.05",
            "--seconds",
            "30",
            "--kill-after",
            "6",
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    figures = json.loads(run.stdout.strip().splitlines()[-1])
    assert figures["games_checked"] == figures["games_started"] >= 50
    assert figures["moves_acknowledged"] > 0
    assert (figures["moves_lost"], figures["games_corrupted"], figures["games_stuck"]) == (
        0,
        0,
        0,
    ), figures

"""Tests of the web server, and the helpers they share (fixtures are imported from here)."""

from __future__ import annotations

import asyncio
import random
import socket
import threading
import time
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from wartable.core import variants
from wartable.web import Settings
from wartable.web.app import create_app, server_config

T = TypeVar("T")
VARIANT_IDS = tuple(spec.id for spec in variants())
SHORT = "max_turns=40"
"""Options that keep test games short (every variant has max_turns)."""


def run_apart(coroutine: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coroutine)`` in a thread of its own, so that it works even when this thread
    already runs an event loop (the browser tests' Playwright leaves one in the worker)."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def settings_for(path: Path, **changes: Any) -> Settings:
    """Settings of a test server keeping its games in a SQLite file under ``path``."""
    values: dict[str, Any] = {"db_url": f"sqlite:///{path / 'web.db'}", "agent_seconds": 0.5}
    values.update(changes)
    return Settings(**values)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """The settings of the test server."""
    return settings_for(tmp_path)


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    """A client of a running test server (its lifespan runs for the whole test)."""
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def create(client: TestClient, **body: Any) -> dict[str, Any]:
    """Create a game (against ``random`` unless told otherwise); fail the test if refused."""
    body.setdefault("opponent", {"kind": "agent", "agent": "random"})
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def connect(client: TestClient, game_id: str, token: str | None) -> Any:
    """A WebSocket to a game (a context manager)."""
    query = "" if token is None else f"?token={token}"
    return client.websocket_connect(f"/ws/games/{game_id}{query}")


def play_to_end(
    ws: WebSocketTestSession,
    rng: random.Random,
    *,
    first: dict[str, Any] | None = None,
    limit: int = 5000,
) -> list[dict[str, Any]]:
    """Receive messages and answer every new decision with a random legal action until the game
    is over; return every message received (starting with ``first`` if given)."""
    messages: list[dict[str, Any]] = []
    message = first if first is not None else ws.receive_json()
    acted = -1
    for _ in range(limit):
        messages.append(message)
        assert message["type"] in ("snapshot", "update"), message
        if message["outcome"] is not None or message["game"]["status"] in ("finished", "abandoned"):
            return messages
        decision = message["decision"]
        if decision is not None and decision["turn"] > acted:
            acted = decision["turn"]
            ws.send_json(
                {"type": "act", "action": rng.choice(decision["actions"])["id"], "turn": acted}
            )
        message = ws.receive_json()
    raise AssertionError("the game did not end")


def play_both(first: WebSocketTestSession, second: WebSocketTestSession) -> list[list[Any]]:
    """Two friends' sockets (seats 0 and 1) play random legal moves at once, each in its own
    thread, until the game is over; every message each received."""
    results: list[list[Any]] = [[], []]

    def play(seat: int, ws: WebSocketTestSession) -> None:
        results[seat] = play_to_end(ws, random.Random(seat + 10))

    other = threading.Thread(target=play, args=(1, second))
    other.start()
    play(0, first)
    other.join(timeout=60)
    assert not other.is_alive(), "the second player did not finish"
    return results


def act_once(
    ws: WebSocketTestSession, message: dict[str, Any], rng: random.Random
) -> dict[str, Any]:
    """Take one random legal action of ``message``'s decision; return the next message."""
    decision = message["decision"]
    assert decision is not None, message
    ws.send_json(
        {"type": "act", "action": rng.choice(decision["actions"])["id"], "turn": decision["turn"]}
    )
    reply: dict[str, Any] = ws.receive_json()
    return reply


def until_decision(ws: WebSocketTestSession, message: dict[str, Any]) -> dict[str, Any]:
    """The first message from ``message`` on that has a decision for the seat (or ends the game)."""
    while message["decision"] is None and message["outcome"] is None:
        message = ws.receive_json()
    return message


def free_port() -> int:
    """A TCP port of the loopback nobody listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def serving(settings: Settings) -> Iterator[str]:
    """The app of ``settings`` served as ``wartable serve`` serves it (Uvicorn, in a thread, on a
    free loopback port) while the block runs; yields its base URL."""
    port = free_port()
    server = uvicorn_server(settings, port)
    thread = threading.Thread(target=server.run, name="wartable-test-server", daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            pytest.fail("the test server did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=15)


def uvicorn_server(settings: Settings, port: int) -> Any:
    """A Uvicorn server of the app as ``wartable serve`` configures it, logging warnings only."""
    import uvicorn  # noqa: PLC0415 - only served tests need it

    config = server_config(create_app(settings), host="127.0.0.1", port=port, log_level="warning")
    return uvicorn.Server(config)

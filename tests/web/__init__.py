"""Tests of the web server, and the helpers they share (fixtures are imported from here)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from wartable.core import variants
from wartable.web import Settings
from wartable.web.app import create_app

VARIANT_IDS = tuple(spec.id for spec in variants())
SHORT = "max_turns=40"
"""Options that keep test games short (every variant has max_turns)."""


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
            ws.send_json({"type": "act", "action": rng.choice(decision["actions"]), "turn": acted})
        message = ws.receive_json()
    raise AssertionError("the game did not end")


def act_once(
    ws: WebSocketTestSession, message: dict[str, Any], rng: random.Random
) -> dict[str, Any]:
    """Take one random legal action of ``message``'s decision; return the next message."""
    decision = message["decision"]
    assert decision is not None, message
    ws.send_json(
        {"type": "act", "action": rng.choice(decision["actions"]), "turn": decision["turn"]}
    )
    reply: dict[str, Any] = ws.receive_json()
    return reply


def until_decision(ws: WebSocketTestSession, message: dict[str, Any]) -> dict[str, Any]:
    """The first message from ``message`` on that has a decision for the seat (or ends the game)."""
    while message["decision"] is None and message["outcome"] is None:
        message = ws.receive_json()
    return message

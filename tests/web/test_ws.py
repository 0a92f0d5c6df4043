"""Live play over WebSockets: games against agents and friends, refusals, reconnects, restarts."""

from __future__ import annotations

import random
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from pydantic import TypeAdapter
from starlette.websockets import WebSocketDisconnect

from tests.web import (
    SHORT,
    VARIANT_IDS,
    act_once,
    client,
    connect,
    create,
    play_to_end,
    settings,
    settings_for,
    until_decision,
)
from wartable.core.cards import parse_cards
from wartable.core.record import GameRecord, replay
from wartable.web.app import create_app
from wartable.web.schemas.ws import ServerMessage

__all__ = ["client", "settings"]

SERVER_MESSAGE: TypeAdapter[Any] = TypeAdapter(ServerMessage)


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_a_game_of_each_variant_against_an_agent(client: TestClient, variant: str) -> None:
    created = create(client, variant=variant, options=SHORT, seed=11, seat=1)
    assert created["invite_url"] is None
    assert created["game"]["seed"] is None, "the seed is secret while the game is played"
    rng = random.Random(5)
    with connect(client, created["game_id"], created["seat_token"]) as ws:
        messages = play_to_end(ws, rng)
    for message in messages:
        SERVER_MESSAGE.validate_python(message)
        assert message["seat"] == 1
        assert message["observation"]["viewer"] == 1
    first, last = messages[0], messages[-1]
    assert first["type"] == "snapshot"
    assert last["outcome"] is not None
    assert last["game"]["status"] == "finished"
    assert last["game"]["seed"] == 11, "the seed is shown once the game is over"
    assert last["decision"] is None
    record = client.get(f"/api/games/{created['game_id']}/record")
    assert record.status_code == 200
    result = replay(GameRecord.from_json(record.json()))
    assert result.reproduced, result.problems
    assert result.state.outcome is not None
    assert result.state.outcome.to_json()["winner"] == last["outcome"]["winner"]


def test_a_thinking_agent_plays_off_the_event_loop(client: TestClient) -> None:
    created = create(
        client,
        variant="hand-of-war",
        options="max_turns=6",
        seed=3,
        opponent={"kind": "agent", "agent": "ismcts(iterations=15)"},
    )
    assert created["game"]["players"][1]["agent"] == "ismcts(iterations=15)"
    with connect(client, created["game_id"], created["seat_token"]) as ws:
        messages = play_to_end(ws, random.Random(2))
    assert messages[-1]["outcome"] is not None
    assert messages[-1]["game"]["moves"] >= 6


def test_friends_play_a_simultaneous_game_on_two_sockets(client: TestClient) -> None:
    created = create(
        client, variant="hand-of-war", options="max_turns=25", opponent={"kind": "friend"}
    )
    game_id = created["game_id"]
    assert created["invite"] and created["invite_url"].endswith(created["invite"])
    assert created["game"]["status"] == "waiting"
    wrong = client.post(f"/api/games/{game_id}/join", json={"invite": "not-the-invite"})
    assert wrong.status_code == 403
    assert wrong.json()["field"] == "body.invite"
    with connect(client, game_id, created["seat_token"]) as first:
        snapshot = first.receive_json()
        assert snapshot["game"]["status"] == "waiting"
        assert snapshot["decision"] is None, "nobody acts before the friend has joined"
        joined = client.post(
            f"/api/games/{game_id}/join", json={"invite": created["invite"], "name": "Bea"}
        )
        assert joined.status_code == 200, joined.text
        friend = joined.json()
        assert friend["seat"] == 1
        again = client.post(f"/api/games/{game_id}/join", json={"invite": created["invite"]})
        assert again.status_code == 409
        update = first.receive_json()
        assert update["game"]["status"] == "active"
        assert update["game"]["players"][1]["name"] == "Bea"
        with connect(client, game_id, friend["seat_token"]) as second:
            results: dict[int, list[dict[str, Any]]] = {}

            def play(seat: int, ws: Any, message: dict[str, Any] | None) -> None:
                results[seat] = play_to_end(ws, random.Random(seat), first=message)

            other = threading.Thread(target=play, args=(1, second, None))
            other.start()
            play(0, first, update)
            other.join(timeout=60)
            assert not other.is_alive()
    outcomes = {seat: messages[-1]["outcome"] for seat, messages in results.items()}
    assert outcomes[0] is not None and outcomes[0] == outcomes[1]
    record = client.get(f"/api/games/{game_id}/record").json()
    seats = {seat for seat, _ in record["actions"]}
    assert seats == {0, 1}, "both friends acted"
    assert replay(GameRecord.from_json(record)).reproduced


def test_illegal_stale_and_bad_messages_are_refused_and_change_nothing(client: TestClient) -> None:
    created = create(client, variant="hand-of-war", options=SHORT, seed=4)
    game_id, token = created["game_id"], created["seat_token"]
    with connect(client, game_id, token) as ws:
        message = until_decision(ws, ws.receive_json())
        decision = message["decision"]
        before = client.get(f"/api/games/{game_id}", headers={"X-Seat-Token": token}).json()

        ws.send_json({"type": "act", "action": "no such card", "turn": decision["turn"]})
        error = ws.receive_json()
        assert error["type"] == "error" and error["code"] == "illegal"
        assert "'no such card'" in error["message"]
        assert error["field"] == "action"

        ws.send_json(
            {"type": "act", "action": decision["actions"][0]["id"], "turn": decision["turn"] + 5}
        )
        error = ws.receive_json()
        assert error["code"] == "stale" and error["field"] == "turn"

        ws.send_json({"type": "act", "action": 9999, "turn": decision["turn"]})
        error = ws.receive_json()
        assert (error["code"], error["field"]) == ("illegal", "action")
        assert error["message"] == "action id 9999 is outside 0-39"
        held = {a["id"] for a in decision["actions"]}
        other = next(number for number in range(40) if number not in held)
        ws.send_json({"type": "act", "action": other, "turn": decision["turn"]})
        error = ws.receive_json()
        assert error["code"] == "illegal"
        assert (
            error["message"] == f"action id {other} (deploy) is not a legal action for player 1 now"
        )
        for wrong in (True, 1.5, -1, None, ["2D"], {"id": 3}):
            ws.send_json({"type": "act", "action": wrong, "turn": decision["turn"]})
            error = ws.receive_json()
            assert (error["code"], error["field"]) == ("bad_message", "act.action"), wrong
            assert error["message"].startswith(
                "not a valid message: act.action: an action is given by its id (a whole number"
            ), error

        ws.send_text("{not json")
        assert ws.receive_json()["code"] == "bad_message"
        ws.send_json({"type": "dance"})
        assert ws.receive_json()["code"] == "bad_message"
        ws.send_json({"type": "act", "action": "x"})
        error = ws.receive_json()
        assert error["code"] == "bad_message" and error["field"] == "act.turn"
        ws.send_text("x" * 5000)
        assert ws.receive_json()["code"] == "bad_message"

        after = client.get(f"/api/games/{game_id}", headers={"X-Seat-Token": token}).json()
        assert after == before, "refused messages changed the game"

        reply = act_once(ws, message, random.Random(1))
        assert reply["type"] == "update"
        ws.send_json(
            {"type": "act", "action": decision["actions"][0]["id"], "turn": decision["turn"]}
        )
        error = ws.receive_json()
        assert error["code"] == "stale", "a double click is refused"
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong"}


def test_decisions_carry_their_actions_as_data_and_the_default(client: TestClient) -> None:
    """Every legal action with its id, notation, kind, fields and label as the seat reads it; the
    id of the action Enter plays; events with their importance. An action is taken by its id, or
    by its notation."""
    created = create(client, variant="classic", options="chooser=first", seed=3)
    with connect(client, created["game_id"], created["seat_token"]) as ws:
        message = until_decision(ws, ws.receive_json())
        decision = message["decision"]
        top = decision["actions"][0]
        card = top["fields"]["card"]
        assert top == {
            "id": top["id"],
            "text": f"{card}@1",
            "kind": "play",
            "fields": {"position": 0, "card": card},
            "label": f"Play {parse_cards(card)[0].pretty()} (your top card)",
        }
        assert decision["default"] == top["id"]
        assert [a["fields"]["position"] for a in decision["actions"]] == list(
            range(len(decision["actions"]))
        )
        assert {e["importance"] for e in message["events"]} <= {"headline", "detail"}
        ws.send_json({"type": "act", "action": decision["actions"][1]["id"], "turn": 0})
        update = until_decision(ws, ws.receive_json())
        played = [e for e in update["events"] if e["type"] == "CardPlayed" and e["player"] == 0]
        assert played[0]["card"] == decision["actions"][1]["fields"]["card"]
        assert {e["type"]: e["importance"] for e in update["events"]}["BattleStarted"] == "detail"
        second = update["decision"]
        ws.send_json({"type": "act", "action": second["actions"][0]["text"].lower(), "turn": 1})
        third = until_decision(ws, ws.receive_json())
        assert third["decision"]["turn"] == 2, "taken by its notation"


def test_spectators_watch_but_cannot_act(client: TestClient) -> None:
    created = create(client, variant="board-wars", options=SHORT, seed=2)
    with connect(client, created["game_id"], None) as ws:
        snapshot = ws.receive_json()
        assert snapshot["seat"] is None and snapshot["decision"] is None
        assert snapshot["observation"]["viewer"] is None
        ws.send_json({"type": "act", "action": "end", "turn": 0})
        assert ws.receive_json()["code"] == "forbidden"
        ws.send_json({"type": "restart"})
        assert ws.receive_json()["code"] == "forbidden"


def test_a_bad_token_or_an_unknown_game_closes_the_socket(client: TestClient) -> None:
    created = create(client, variant="classic", seed=1)
    with connect(client, created["game_id"], "wrong-token") as ws:
        assert ws.receive_json()["code"] == "unauthorized"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4401
    for game_id in ("nosuchgame", "x" * 40):  # unknown, and no game id at all
        with connect(client, game_id, None) as ws:
            error = ws.receive_json()
            assert error["code"] == "not_found" and error["field"] == "game_id", error
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_json()
            assert closed.value.code == 4404


def test_a_reconnect_gets_the_same_view_and_history(client: TestClient) -> None:
    created = create(client, variant="warzone", options=SHORT, seed=6)
    game_id, token = created["game_id"], created["seat_token"]
    rng = random.Random(3)
    seen: list[dict[str, Any]] = []
    with connect(client, game_id, token) as ws:
        message = ws.receive_json()
        seen.extend(message["events"])
        for _ in range(4):
            message = until_decision(ws, message)
            message = act_once(ws, message, rng)
            seen.extend(message["events"])
    with connect(client, game_id, token) as ws:
        snapshot = ws.receive_json()
    assert snapshot["type"] == "snapshot"
    assert snapshot["events"] == seen, "the snapshot's log is what the updates carried"
    assert snapshot["observation"] == message["observation"]
    assert snapshot["decision"] == message["decision"]
    assert snapshot["game"]["moves"] == message["game"]["moves"]


def test_games_resume_after_the_server_restarts(tmp_path: Path) -> None:
    settings = settings_for(tmp_path)
    rng = random.Random(9)
    with TestClient(create_app(settings)) as first_server:
        created = create(first_server, variant="slot-wars", options=SHORT, seed=21)
        game_id, token = created["game_id"], created["seat_token"]
        with connect(first_server, game_id, token) as ws:
            message = ws.receive_json()
            for _ in range(3):
                message = act_once(ws, until_decision(ws, message), rng)
        before = first_server.get(f"/api/games/{game_id}?token={token}").json()
    with TestClient(create_app(settings)) as second_server:
        after = second_server.get(f"/api/games/{game_id}?token={token}").json()
        assert after == before
        with connect(second_server, game_id, token) as ws:
            messages = play_to_end(ws, rng)
        assert messages[-1]["outcome"] is not None
        record = second_server.get(f"/api/games/{game_id}/record").json()
        assert replay(GameRecord.from_json(record)).reproduced


def test_a_stored_game_of_older_rules_is_refused_not_misplayed(tmp_path: Path) -> None:
    """A game stored under a rules version this server no longer plays is not rebuilt with the
    new rules: opening it says why, and the stored game is left as it was."""
    settings = settings_for(tmp_path)
    with TestClient(create_app(settings)) as first_server:
        created = create(first_server, variant="slot-wars", options=SHORT, seed=21)
        game_id, token = created["game_id"], created["seat_token"]
    with sqlite3.connect(tmp_path / "web.db") as db:
        db.execute("UPDATE web_games SET rules_version = 2 WHERE id = ?", (game_id,))
    with TestClient(create_app(settings)) as second_server:
        answer = second_server.get(f"/api/games/{game_id}?token={token}")
        assert answer.status_code == 409
        assert "recorded under rules version 2" in answer.json()["message"]
    with sqlite3.connect(tmp_path / "web.db") as db:
        (version,) = db.execute(
            "SELECT rules_version FROM web_games WHERE id = ?", (game_id,)
        ).fetchone()
    assert version == 2


def test_restart_against_an_agent_starts_a_new_game(client: TestClient) -> None:
    created = create(client, variant="hand-of-war", options="one_beats_ten=false", seed=5)
    old_id = created["game_id"]
    with connect(client, old_id, created["seat_token"]) as ws:
        message = act_once(ws, until_decision(ws, ws.receive_json()), random.Random(1))
        ws.send_json({"type": "restart"})
        restarted = ws.receive_json()
        assert restarted["type"] == "restarted"
        assert restarted["old_game_id"] == old_id and restarted["game_id"] != old_id
        snapshot = ws.receive_json()
        assert snapshot["type"] == "snapshot"
        assert snapshot["game"]["id"] == restarted["game_id"]
        assert snapshot["game"]["options"] == message["game"]["options"]
        assert snapshot["decision"]["turn"] == 0, "a new game: the seat has not acted yet"
        act_once(ws, until_decision(ws, snapshot), random.Random(2))
    old = client.get(f"/api/games/{old_id}").json()["game"]
    assert old["status"] == "abandoned"
    assert old["restarted_as"] == restarted["game_id"]
    assert old["seed"] == 5, "an abandoned game is over: its seed is public"
    new = client.get(f"/api/games/{restarted['game_id']}?token={restarted['seat_token']}")
    assert new.status_code == 200 and new.json()["seat"] == 0
    stolen = client.get(f"/api/games/{restarted['game_id']}?token={created['seat_token']}")
    assert stolen.status_code == 401, "the old game's token does not play the new game"


def test_restart_is_refused_against_a_friend(client: TestClient) -> None:
    created = create(client, variant="classic", opponent={"kind": "friend"})
    with connect(client, created["game_id"], created["seat_token"]) as ws:
        ws.receive_json()
        ws.send_json({"type": "restart"})
        error = ws.receive_json()
    assert error["code"] == "forbidden"
    assert "computer opponent" in error["message"]

"""The REST API: variants and agents, creating and listing games, records, uploads, replays,
errors, storage and the ``serve`` command."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from tests.web import SHORT, client, connect, create, play_to_end, settings, settings_for
from wartable.core import get_variant, variants
from wartable.core.cards import parse_cards
from wartable.core.events import events_for
from wartable.core.record import GameRecord, RecordedAction, record_game, replay
from wartable.core.rng import Rng
from wartable.core.state import DeclaredState
from wartable.web import Settings
from wartable.web.app import RedactSecrets, create_app
from wartable.web.store import SCHEMA, VERSION_TABLE, GameStore
from wartable.web.tables import event_public

__all__ = ["client", "settings"]


def finished_game(
    client: TestClient, variant: str = "hand-of-war", seed: int = 7
) -> dict[str, Any]:
    """Create a game and play it to the end over the socket; return the creation answer."""
    created = create(client, variant=variant, options=SHORT, seed=seed)
    with connect(client, created["game_id"], created["seat_token"]) as ws:
        play_to_end(ws, random.Random(seed))
    return created


def random_record(variant: str = "warzone", seed: int = 3, options: str = SHORT) -> GameRecord:
    """The record of a random game played with the core alone."""
    state = get_variant(variant).new_game(options, seed)
    rng = Rng(seed)
    actions: list[RecordedAction] = []
    events = list(state.run())
    while not state.is_terminal:
        decision = state.decisions()[0]
        action = rng.choice(decision.actions)
        events.extend(state.act(decision.player, action))
        events.extend(state.run())
        actions.append(RecordedAction(decision.player, str(action)))
    return record_game(state, actions, events, players=("Ann", "agent:random"))


# -- variants and agents ------------------------------------------------------------------------


def test_variants_list_every_variant_with_its_options_examples_and_rules(
    client: TestClient,
) -> None:
    listed = client.get("/api/variants").json()
    assert [v["id"] for v in listed] == [spec.id for spec in variants()]
    classic = next(v for v in listed if v["id"] == "classic")
    chooser = next(o for o in classic["options"] if o["name"] == "chooser")
    assert chooser["type"] == "choice" and chooser["default"] == "none"
    assert [c["value"] for c in chooser["choices"]] == ["none", "first", "second", "both"]
    assert all(c["help"] for c in chooser["choices"])
    faces = next(o for o in classic["options"] if o["name"] == "war_face_down")
    assert (faces["type"], faces["minimum"], faces["maximum"]) == ("int", 0, 3)
    assert classic["examples"] and "#" in classic["rules"], "the rules come as Markdown"
    assert client.get("/api/variants/war").json()["id"] == "classic", "aliases work"
    missing = client.get("/api/variants/chess")
    assert missing.status_code == 404 and missing.json()["error"] == "not_found"


def test_agents_list_their_parameters(client: TestClient) -> None:
    agents = {a["name"]: a for a in client.get("/api/agents").json()}
    assert {"random", "heuristic", "ismcts"} <= set(agents)
    assert agents["ismcts"]["default"]
    assert "iterations" in {p["name"] for p in agents["ismcts"]["params"]}


# -- creating games: every bad request names its field ------------------------------------------


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"variant": "chess"}, "body.variant"),
        ({"variant": "classic", "options": "war_face_down=9"}, "body.options"),
        ({"variant": "classic", "options": "warzone(files=3)"}, "body.options"),
        ({"variant": "classic", "options": "war_face_down"}, "body.options"),
        (
            {"variant": "classic", "opponent": {"kind": "agent", "agent": "deep-blue"}},
            "body.opponent.agent",
        ),
        ({"variant": "classic", "opponent": {"kind": "ai"}}, "body.opponent"),
        ({"variant": "classic", "seat": 2}, "body.seat"),
        ({"variant": "classic", "seed": -1}, "body.seed"),
        ({"variant": "classic", "colour": "red"}, "body.colour"),
        ({}, "body.variant"),
    ],
)
def test_a_bad_game_request_is_refused_with_its_field(
    client: TestClient, body: dict[str, Any], field: str
) -> None:
    response = client.post("/api/games", json=body)
    assert response.status_code == 422, response.text
    error = response.json()
    assert error["field"] is not None and error["field"].startswith(field), error
    assert error["message"]
    assert "Traceback" not in response.text


def test_a_body_that_is_not_json_is_refused(client: TestClient) -> None:
    response = client.post(
        "/api/games", content=b"{variant", headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    assert response.json()["error"] == "invalid"


def test_unknown_games_and_wrong_tokens(client: TestClient) -> None:
    assert client.get("/api/games/nosuchgame").status_code == 404
    assert client.get("/api/games/bad%20id!").status_code == 404
    assert client.get("/api/games/x/replay?view=2").status_code == 422
    created = create(client, variant="classic")
    wrong = client.get(f"/api/games/{created['game_id']}", headers={"X-Seat-Token": "nope"})
    assert wrong.status_code == 401 and wrong.json()["field"] == "token"
    assert client.get("/api/games?status=lost").json()["field"] == "query.status"


# -- looking at games ---------------------------------------------------------------------------


def test_a_snapshot_by_token_and_a_spectators_view(client: TestClient) -> None:
    created = create(client, variant="board-wars", seed=4, seat=1)
    game_id, token = created["game_id"], created["seat_token"]
    by_header = client.get(f"/api/games/{game_id}", headers={"X-Seat-Token": token}).json()
    by_query = client.get(f"/api/games/{game_id}?token={token}").json()
    assert by_header == by_query
    assert by_header["seat"] == 1 and by_header["observation"]["viewer"] == 1
    spectator = client.get(f"/api/games/{game_id}").json()
    assert spectator["seat"] is None and spectator["decision"] is None
    assert spectator["game"]["seed"] is None
    assert spectator["game"]["players"][0]["kind"] == "agent"


def test_games_are_listed_newest_first_and_by_status(client: TestClient) -> None:
    done = finished_game(client)
    active = create(client, variant="classic", options="chooser=first")
    friend = create(client, variant="warzone", opponent={"kind": "friend"})
    everything = [g["id"] for g in client.get("/api/games").json()]
    assert everything == [friend["game_id"], active["game_id"], done["game_id"]]
    playing = [g["id"] for g in client.get("/api/games?status=active").json()]
    assert playing == [friend["game_id"], active["game_id"]]
    finished = client.get("/api/games?status=finished").json()
    assert [g["id"] for g in finished] == [done["game_id"]]
    assert finished[0]["outcome"] is not None and finished[0]["seed"] == 7
    assert [g["id"] for g in client.get("/api/games?limit=1&offset=1").json()] == [
        active["game_id"]
    ]


# -- records ------------------------------------------------------------------------------------


def test_the_record_is_offered_once_the_game_is_over(client: TestClient) -> None:
    active = create(client, variant="hand-of-war")
    refused = client.get(f"/api/games/{active['game_id']}/record")
    assert refused.status_code == 409 and "over" in refused.json()["message"]
    done = finished_game(client)
    response = client.get(f"/api/games/{done['game_id']}/record")
    assert response.headers["content-type"].startswith("application/x-ndjson")
    assert "attachment" in response.headers["content-disposition"]
    record = GameRecord.from_json(json.loads(response.text))
    assert record.players == ("Player 1", "agent:random")
    assert replay(record).reproduced


def test_an_uploaded_record_becomes_a_finished_game_to_replay(client: TestClient) -> None:
    record = random_record()
    text = (
        record.to_line() + "\n" + random_record("classic", 5, "chooser=both,max_turns=30").to_line()
    )
    response = client.post("/api/records", files={"file": ("games.jsonl", text.encode())})
    assert response.status_code == 201, response.text
    games = response.json()["games"]
    assert [g["variant"] for g in games] == ["warzone", "classic"]
    game = games[0]
    assert game["status"] == "finished" and game["origin"] == "uploaded"
    assert game["players"][1]["kind"] == "agent" and game["seed"] == 3
    downloaded = client.get(f"/api/games/{game['id']}/record").json()
    assert downloaded["actions"] == record.to_json()["actions"]
    assert downloaded["events_sha256"] == record.events_sha256
    frames = client.get(f"/api/games/{game['id']}/replay?view=all").json()["frames"]
    assert len(frames) == len(record.actions) + 1
    raw = client.post("/api/records", content=record.to_line().encode())
    assert raw.status_code == 201, "a record may also be sent as the body"


@pytest.mark.parametrize(
    ("mangle", "field", "words"),
    [
        (lambda line: line + "\n{oops", "file: line 2", "not valid JSON"),
        (lambda line: line.replace('"seed":3', '"seed":"x"'), "file: line 1", "seed"),
        (
            lambda line: line.replace('"variant":"warzone"', '"variant":"chess"'),
            "file: line 1",
            "chess",
        ),
        (
            lambda line: line.replace('"format":"wartable-record"', '"format":"x"'),
            "file: line 1",
            "format",
        ),
        (lambda line: "\n\n" + line.replace('"seed":3', '"seed":4'), "file: line 3", ""),
        (lambda line: "", "file", "no records"),
    ],
)
def test_a_corrupt_record_file_is_refused_with_the_line_at_fault(
    client: TestClient, mangle: Any, field: str, words: str
) -> None:
    line = random_record().to_line()
    before = client.get("/api/games").json()
    response = client.post("/api/records", files={"file": ("bad.jsonl", mangle(line).encode())})
    assert response.status_code == 422, response.text
    error = response.json()
    assert error["field"] == field
    assert words in error["message"]
    assert client.get("/api/games").json() == before, "nothing is stored from a bad file"


def test_uploads_that_are_not_text_or_too_large(tmp_path: Path) -> None:
    with TestClient(create_app(settings_for(tmp_path, max_upload_bytes=1000))) as small:
        binary = small.post("/api/records", files={"file": ("x.jsonl", b"\xff\xfe\x00")})
        assert binary.status_code == 422 and "UTF-8" in binary.json()["message"]
        large = small.post("/api/records", files={"file": ("x.jsonl", b"{}" * 1000)})
        assert large.status_code == 413
        raw = small.post("/api/records", content=b"{}" * 1000)
        assert raw.status_code == 413
        assert raw.json()["message"] == "the file is larger than 1000 bytes"
        missing = small.post("/api/records", files={"other": ("x.jsonl", b"{}")})
        assert missing.status_code == 422 and missing.json()["field"] == "file"
        assert missing.json()["message"] == "send the record file as the form field 'file'"


# -- replays ------------------------------------------------------------------------------------


def test_replay_views_of_a_finished_game(client: TestClient) -> None:
    done = finished_game(client, "hand-of-war", seed=12)
    game_id = done["game_id"]
    record = GameRecord.from_json(client.get(f"/api/games/{game_id}/record").json())
    truth = replay(record)
    views = {
        v: client.get(f"/api/games/{game_id}/replay?view={v}").json() for v in ("0", "1", "all")
    }
    for view, body in views.items():
        assert body["view"] == view
        assert len(body["frames"]) == len(record.actions) + 1
    seat0 = views["0"]["frames"]
    assert all(f["observations"][1] is None and f["observations"][0] for f in seat0)
    hidden = [f["action"] for f in seat0[1:] if f["action"]["seat"] == 1]
    assert hidden and all(a["action"] is None for a in hidden), "seat 1's choices stay hidden"
    shown = [f["action"] for f in views["all"]["frames"][1:]]
    assert [(a["seat"], a["action"]["text"]) for a in shown] == [
        (a.player, a.action) for a in record.actions
    ]
    assert all(a["action"]["kind"] == "deploy" for a in shown)
    assert all(
        a["action"]["label"] == f"Deploy {parse_cards(a['action']['fields']['card'])[0].pretty()}"
        for a in shown
    )
    mine = [f["action"]["action"] for f in seat0[1:] if f["action"]["seat"] == 0]
    assert mine == [a["action"] for a in shown if a["seat"] == 0], "a seat sees its own moves"
    seen = [e for f in seat0 for e in f["events"]]
    expected = [event_public(e).model_dump() for e in events_for(truth.events, 0)]
    assert seen == expected
    everything = [e for f in views["all"]["frames"] for e in f["events"]]
    assert len(everything) == len(truth.events)


def test_replay_of_a_game_in_play_is_the_seats_own(client: TestClient) -> None:
    created = create(client, variant="hand-of-war", seed=2)
    game_id, token = created["game_id"], created["seat_token"]
    assert client.get(f"/api/games/{game_id}/replay?view=all").status_code == 403
    assert client.get(f"/api/games/{game_id}/replay?view=0").status_code == 401
    assert client.get(f"/api/games/{game_id}/replay?view=1&token={token}").status_code == 403
    own = client.get(f"/api/games/{game_id}/replay?view=0", headers={"X-Seat-Token": token})
    assert own.status_code == 200 and own.json()["frames"]


# -- storage ------------------------------------------------------------------------------------


def test_the_database_holds_no_plain_token_or_invite(
    client: TestClient, settings: Settings
) -> None:
    created = create(client, variant="classic", opponent={"kind": "friend"})
    joined = client.post(
        f"/api/games/{created['game_id']}/join", json={"invite": created["invite"]}
    ).json()
    mine = create(client, variant="hand-of-war")
    client.get("/api/games")  # the writes are done once a read has gone through
    path = settings.db_url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as db:
        dump = "\n".join(db.iterdump())
    for secret in (
        created["seat_token"],
        created["invite"],
        joined["seat_token"],
        mine["seat_token"],
    ):
        assert secret not in dump
    assert VERSION_TABLE in dump and str(SCHEMA.head) in dump


def test_the_web_tables_share_a_database_with_the_event_store(tmp_path: Path) -> None:
    database = pytest.importorskip("wartable.tournament.store.database")
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    database.EventStore(url).dispose()
    GameStore(url).dispose()
    database.EventStore(url).dispose()
    GameStore(url).dispose()
    with sqlite3.connect(tmp_path / "shared.db") as db:
        tables = {row[0] for row in db.execute("select name from sqlite_master where type='table'")}
        assert {"alembic_version", VERSION_TABLE, "web_games", "events"} <= tables
        revisions = db.execute(f"select version_num from {VERSION_TABLE}").fetchall()
        assert revisions == [(SCHEMA.head,)]


def test_a_bad_database_url_is_a_clear_error() -> None:
    from wartable.web.store import StoreError  # noqa: PLC0415

    with pytest.raises(StoreError, match=r"cannot (read|open) database"):
        GameStore("nonsense://")


# -- secrets stay out of the logs --------------------------------------------------------------


def test_tokens_and_invites_are_hidden_in_server_logs() -> None:
    record = logging.LogRecord(
        "uvicorn.access",
        logging.INFO,
        __file__,
        1,
        '%s - "%s %s"',
        ("1.2.3.4", "GET", "/ws/games/abc?token=SECRET1&x=1"),
        None,
    )
    RedactSecrets().filter(record)
    assert "SECRET1" not in record.getMessage() and "token=***" in record.getMessage()
    record = logging.LogRecord(
        "uvicorn.error", logging.INFO, __file__, 1, "GET /games/abc/join?invite=SECRET2", None, None
    )
    RedactSecrets().filter(record)
    assert "SECRET2" not in record.getMessage()


def test_the_servers_own_log_names_no_secret(
    client: TestClient, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="wartable.web")
    created = create(client, variant="classic", options="chooser=first,max_turns=30", seed=77)
    with connect(client, created["game_id"], created["seat_token"]) as ws:
        play_to_end(ws, random.Random(1))
    text = caplog.text
    assert created["game_id"] in text, "the log names the game"
    assert created["seat_token"] not in text
    assert "77" not in text.replace(created["game_id"], ""), "the seed is not logged"


# -- pages and the command ----------------------------------------------------------------------


def test_the_lobby_page_is_served(client: TestClient) -> None:
    response = client.get("/")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")


def test_serve_prints_the_address_and_runs_uvicorn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import uvicorn  # noqa: PLC0415

    from wartable.cli.app import app  # noqa: PLC0415

    served: list[uvicorn.Server] = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda server: served.append(server))  # noqa: PLW0108 - a method
    # uvicorn.Config sets up logging when made, handing its handlers the sys.stderr of the moment,
    # which is the runner's, closed after the call: later tests' log records would go to it.
    monkeypatch.setattr(uvicorn.Config, "configure_logging", lambda config: None)
    result = CliRunner().invoke(
        app,
        ["serve", "--port", "8123", "--db", str(tmp_path / "served.db"), "--workers", "3"],
    )
    assert result.exit_code == 0, result.output
    assert "http://127.0.0.1:8123/" in result.output
    config = served[0].config
    assert config.port == 8123 and not config.proxy_headers, "the app reads proxy headers itself"
    served_app = config.app
    assert isinstance(served_app, FastAPI)
    settings = served_app.state.settings
    assert (settings.agent_workers, settings.forwarded_allow_ips) == (3, "127.0.0.1,::1")
    assert settings.ray_address is None and settings.warm_up, "serve warms up before serving"
    assert (tmp_path / "served.db").exists(), "the database is made before the server starts"
    on_ray = CliRunner().invoke(
        app, ["serve", "--db", str(tmp_path / "served.db"), "--ray", "auto"]
    )
    assert on_ray.exit_code == 0, on_ray.output
    ray_app = served[1].config.app
    assert isinstance(ray_app, FastAPI)
    ray_settings = ray_app.state.settings
    assert (ray_settings.ray_address, ray_settings.agent_workers) == ("auto", None)
    for wrong in (
        ["--db", "nonsense://"],
        ["--forwarded-allow-ips", "10.0.0.0/8,proxy.example"],
        ["--ray", "local", "--workers", "2"],
    ):
        bad = CliRunner().invoke(app, ["serve", "--db", str(tmp_path / "x.db"), *wrong])
        assert bad.exit_code == 2, wrong


def test_a_games_first_decisions_are_listed_off_the_event_loop(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Listing a decision's actions can take a while (Slot Wars' suggested decks), so a game dealt,
    and a game loaded back from the database, has them listed in a worker thread: until someone
    moves, nothing is listed on the event loop (a game between friends: no computer moves)."""
    state_type = get_variant("slot-wars").state_type
    assert issubclass(state_type, DeclaredState)
    listed_on_the_loop: list[bool] = []
    decide = state_type._decide

    def watched(state: Any) -> Any:
        try:
            asyncio.get_running_loop()
            listed_on_the_loop.append(True)
        except RuntimeError:
            listed_on_the_loop.append(False)
        return decide(state)

    def first_decision(client: TestClient, game_id: str, token: str) -> Any:
        with connect(client, game_id, token) as ws:
            return ws.receive_json()["decision"]

    monkeypatch.setattr(state_type, "_decide", watched)
    with TestClient(create_app(settings)) as client:
        created = create(client, variant="slot-wars", options=SHORT, opponent={"kind": "friend"})
        game_id = created["game_id"]
        joined = client.post(f"/api/games/{game_id}/join", json={"invite": created["invite"]})
        assert first_decision(client, game_id, created["seat_token"]) is not None
        assert first_decision(client, game_id, joined.json()["seat_token"]) is not None
    assert listed_on_the_loop and not any(listed_on_the_loop), "dealt"
    listed_on_the_loop.clear()
    with TestClient(create_app(settings)) as client:  # a new server: the game is loaded
        assert first_decision(client, game_id, created["seat_token"]) is not None
    assert listed_on_the_loop and not any(listed_on_the_loop), "loaded"

"""Events on the web: a whole event through the API (four generated sets uploaded, the deal,
automatic decks, rounds reported by hand and played by agents, standings, exports identical to the
CLI's), only the organiser may change an event, and events made with the CLI are read-only."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.web import settings_for
from tests.web.test_accounts import Browser, csrf, log_in, sign_up
from wartable.design.cardset import save_cards
from wartable.tournament.export import write_csv, write_json
from wartable.tournament.generate import generate_set
from wartable.tournament.store import EventStore
from wartable.tournament.store import operations as ops
from wartable.web import Settings
from wartable.web.app import create_app

PLAYERS = ("Ada", "Basil", "Cleo", "Dmitri")
SEED = 2026


def set_file(tmp_path: Path, designer: str, suffix: str = ".yaml") -> bytes:
    """The generated set of ``designer`` as a set file's bytes."""
    path = tmp_path / f"{designer}{suffix}"
    save_cards(generate_set(designer, SEED), path)
    return path.read_bytes()


@pytest.fixture
def app_settings(tmp_path: Path) -> Settings:
    return settings_for(tmp_path)


@pytest.fixture
def web(app_settings: Settings) -> Iterator[TestClient]:
    """The test server (open Browsers on it: each its own cookies)."""
    with TestClient(create_app(app_settings)) as client:
        yield client


@pytest.fixture
def organiser(web: TestClient) -> Browser:
    client = Browser(web)
    sign_up(client, "ryan")
    return client


def new_event(client: Browser, **body: Any) -> dict[str, Any]:
    body.setdefault("name", "Card Wars 2007")
    body.setdefault("seed", SEED)
    response = client.post("/api/events", json=body, headers=csrf(client))
    assert response.status_code == 201, response.text
    event: dict[str, Any] = response.json()["event"]
    return event


def post(client: Browser, path: str, body: Any = None, **kwargs: Any) -> Any:
    return client.post(path, json=body, headers=csrf(client), **kwargs)


def register(client: Browser, event_id: int, tmp_path: Path, player: str) -> Any:
    files = {"file": (f"{player.lower()}.yaml", set_file(tmp_path, player), "application/yaml")}
    return client.post(
        f"/api/events/{event_id}/players",
        data={"player": player},
        files=files,
        headers=csrf(client),
    )


# -- a whole event ---------------------------------------------------------------------------------


def test_a_whole_event_through_the_api(
    organiser: Browser, tmp_path: Path, app_settings: Settings
) -> None:
    event = new_event(organiser)
    assert event["status"] == "registration" and event["organiser"] == "ryan"
    assert event["can_edit"] and event["next_steps"] == ["register"]
    event_id = event["id"]
    base = f"/api/events/{event_id}"

    for player in PLAYERS[:3]:
        response = register(organiser, event_id, tmp_path, player)
        assert response.status_code == 201, response.text
    # The fourth registers as JSON, named by the set's designer.
    fourth = json.loads(set_file(tmp_path, PLAYERS[3], ".json"))
    response = post(organiser, f"{base}/players", {"set": fourth})
    assert response.status_code == 201, response.text
    assert response.json()["message"] == "registered Dmitri (4 players)"
    event = response.json()["event"]
    assert [p["name"] for p in event["players"]] == list(PLAYERS)
    assert all(p["cards"] == 21 and p["pool"] is None for p in event["players"])
    assert event["next_steps"] == ["register", "distribute"]

    dealt = post(organiser, f"{base}/distribute").json()
    assert dealt["message"] == f"dealt 120 cards to 4 players (shuffled, seed {SEED})"
    pools = [p["pool"] for p in dealt["event"]["players"]]
    assert all((p["cards"], p["rare"], p["uncommon"], p["common"]) == (30, 3, 9, 18) for p in pools)
    assert dealt["event"]["next_steps"] == ["decks", "pair"]
    assert register(organiser, event_id, tmp_path, "Late").status_code == 422  # closed

    decks = post(organiser, f"{base}/decks", {}).json()
    assert decks["message"] == "automatic decks for 4 players"
    assert all(len(p["deck"]["cards"]) == 21 for p in decks["event"]["players"])
    assert all(len(p["deck"]["sideboard"]) == 9 for p in decks["event"]["players"])

    paired = post(organiser, f"{base}/rounds").json()
    assert paired["message"] == "paired round 1: 2 tables"
    round_one = paired["event"]["round_list"][0]
    assert paired["event"]["rounds"] == 3 and paired["event"]["status"] == "playing"
    assert set(paired["event"]["next_steps"]) == {"decks", "report", "play"}

    # Table 1 by hand, table 2 by agents.
    first, second = round_one["tables"][0]["first"], round_one["tables"][0]["second"]
    wrong = post(organiser, f"{base}/rounds/1/tables/1", {"winner": first, "rounds": "3-1"})
    assert wrong.status_code == 422 and "disagrees with its rounds" in wrong.json()["message"]
    drawn = post(organiser, f"{base}/rounds/1/tables/1", {"winner": "draw", "rounds": "1-0"})
    assert drawn.status_code == 422 and "a draw 1-0 disagrees" in drawn.json()["message"]
    reported = post(organiser, f"{base}/rounds/1/tables/1", {"winner": second, "rounds": "2-1"})
    assert reported.status_code == 200, reported.text
    assert reported.json()["message"] == f"round 1 table 1: {second} beat {first} 2-1"
    twice = post(organiser, f"{base}/rounds/1/tables/1", {"winner": first, "rounds": "2-0"})
    assert twice.status_code == 422 and "already has a result" in twice.json()["message"]
    played = post(organiser, f"{base}/play", {"agents": "heuristic"}).json()
    assert played["message"].startswith("agents played 1 table: ")
    assert played["event"]["round_list"][0]["complete"]
    assert played["event"]["next_steps"] == ["decks", "pair"]
    result = played["event"]["round_list"][0]["tables"][1]["result"]
    assert result["source"] == "played" and result["agents"] == ["heuristic", "heuristic"]

    for number in (2, 3):
        assert (
            post(organiser, f"{base}/rounds").json()["message"].startswith(f"paired round {number}")
        )
        assert post(organiser, f"{base}/play", {"agents": "heuristic,random"}).status_code == 200
    final = organiser.get(base).json()
    assert final["status"] == "final" and final["next_steps"] == []
    assert post(organiser, f"{base}/rounds").status_code == 422

    standings = organiser.get(f"{base}/standings").json()
    assert standings == final["standings"]
    assert sorted(s["player"] for s in standings) == sorted(PLAYERS)
    assert sum(s["wins"] + s["draws"] + s["losses"] for s in standings) == 4 * 3
    assert [s["match_points"] for s in standings] == sorted(
        (s["match_points"] for s in standings), reverse=True
    )
    assert all(0.33 <= s["opponents_match_win"] <= 1 for s in standings)

    # The exports are the CLI's files, byte for byte.
    store = EventStore(app_settings.db_url)
    try:
        with store.transaction(write=False) as session:
            snapshot = ops.snapshot(session, "Card Wars 2007")
    finally:
        store.dispose()
    cli = tmp_path / "cli"
    write_csv(snapshot, cli)
    write_json(snapshot, cli / "event.json")
    exported = organiser.get(f"{base}/export.json")
    assert exported.status_code == 200
    assert exported.headers["content-disposition"] == 'attachment; filename="Card-Wars-2007.json"'
    assert exported.content == (cli / "event.json").read_bytes()
    assert exported.json()["standings"][0]["player"] == standings[0]["player"]
    for kind in ("standings", "pairings", "results"):
        response = organiser.get(f"{base}/export/{kind}.csv")
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/csv")
        assert response.content == (cli / f"{kind}.csv").read_bytes()
    rows = list(csv.DictReader(io.StringIO(organiser.get(f"{base}/export/results.csv").text)))
    assert len(rows) == 6 and rows[0]["source"] == "reported"
    assert organiser.get(f"{base}/export/other.csv").status_code == 422


def test_an_invalid_set_lists_every_problem(organiser: Browser, tmp_path: Path) -> None:
    event_id = new_event(organiser)["id"]
    broken = generate_set("Ada", SEED)
    broken.cards[0].text = "Mangle every card in sight, twice."
    broken.cards[1].value = 12
    del broken.cards[-1]
    path = tmp_path / "broken.json"
    save_cards(broken, path)
    response = organiser.post(
        f"/api/events/{event_id}/players",
        files={"file": ("broken.json", path.read_bytes(), "application/json")},
        headers=csrf(organiser),
    )
    assert response.status_code == 422
    body = response.json()
    assert body["message"] == "the set of 'Ada' is not valid: 4 problems"
    fields = [e["field"] for e in body["errors"]]
    assert "set" in fields and "card 1.text" in fields and "card 2.value" in fields
    assert organiser.get(f"/api/events/{event_id}").json()["players"] == []

    garbage = organiser.post(
        f"/api/events/{event_id}/players",
        files={"file": ("mine.yaml", b"designer: [unclosed\n", "application/yaml")},
        headers=csrf(organiser),
    )
    assert garbage.status_code == 422
    assert garbage.json()["field"] == "file"
    assert garbage.json()["message"].startswith("mine.yaml: line ")
    binary = organiser.post(
        f"/api/events/{event_id}/players",
        files={"file": ("C:\\Users\\ada\\" + "x" * 200 + ".yaml", b"\xff\xfe")},
        headers=csrf(organiser),
    )
    assert binary.status_code == 422
    assert binary.json()["message"] == "x" * 80 + ": not UTF-8 text", "named by its base name"


def test_bad_requests_name_their_field(organiser: Browser, tmp_path: Path) -> None:
    event = new_event(organiser)
    again = post(organiser, "/api/events", {"name": event["name"]})
    assert again.status_code == 409 and "already exists" in again.json()["message"]
    options = post(organiser, "/api/events", {"name": "x", "match_options": "nonsense=1"})
    assert options.status_code == 422 and options.json()["field"] == "body.match_options"
    for player in PLAYERS[:2]:
        register(organiser, event["id"], tmp_path, player)
    post(organiser, f"/api/events/{event['id']}/distribute")
    post(organiser, f"/api/events/{event['id']}/decks", {})
    post(organiser, f"/api/events/{event['id']}/rounds")
    agents = post(organiser, f"/api/events/{event['id']}/play", {"agents": "ismcts"})
    assert agents.status_code == 422 and agents.json()["field"] == "body.agents"
    assert organiser.get("/api/events/999").status_code == 404


# -- who may change an event -----------------------------------------------------------------------


def test_only_the_organiser_may_change_an_event(
    web: TestClient, organiser: Browser, tmp_path: Path
) -> None:
    event_id = new_event(organiser)["id"]
    base = f"/api/events/{event_id}"
    for player in PLAYERS[:2]:
        assert register(organiser, event_id, tmp_path, player).status_code == 201
    changes: list[tuple[str, Any]] = [
        ("/distribute", None),
        ("/decks", {}),
        ("/rounds", None),
        ("/rounds/1/tables/1", {"winner": "Ada", "rounds": "2-0"}),
        ("/play", {"agents": "heuristic"}),
    ]
    bob = Browser(web)
    sign_up(bob, "bob")
    seen = bob.get(base).json()
    assert not seen["can_edit"] and seen["organiser"] == "ryan"
    assert seen["read_only_reason"] == "only its organiser, ryan, may change it"
    assert [e["can_edit"] for e in bob.get("/api/events").json()] == [False]
    refused = register(bob, event_id, tmp_path, "Cleo")
    assert refused.status_code == 403
    assert refused.json()["message"] == (
        "event 'Card Wars 2007': only its organiser, ryan, may change it"
    )
    for path, body in changes:
        response = post(bob, base + path, body)
        assert response.status_code == 403, (path, response.text)
    guest = Browser(web)
    seen = guest.get(base).json()
    assert seen["read_only_reason"] == "log in as ryan, its organiser, to change it"
    for path, body in changes:
        response = guest.post(base + path, json=body)
        assert response.status_code == 401, (path, response.text)
        assert "log in as ryan" in response.json()["message"]
    assert guest.post("/api/events", json={"name": "mine"}).status_code == 401
    assert guest.get(f"{base}/export.json").status_code == 200  # anyone may look
    after = organiser.get(base).json()
    assert after["status"] == "registration" and len(after["players"]) == 2


def test_events_made_with_the_cli_are_read_only(
    web: TestClient, organiser: Browser, app_settings: Settings, tmp_path: Path
) -> None:
    store = EventStore(app_settings.db_url)
    try:
        with store.transaction() as session:
            ops.create_event(session, "From the shell", seed=5)
            for player in PLAYERS[:2]:
                ops.register_player(session, "From the shell", player, generate_set(player, 5))
    finally:
        store.dispose()
    listed = organiser.get("/api/events").json()
    assert [(e["name"], e["organiser"], e["can_edit"]) for e in listed] == [
        ("From the shell", None, False)
    ]
    event_id = listed[0]["id"]
    seen = organiser.get(f"/api/events/{event_id}").json()
    assert seen["players"][0]["name"] == "Ada" and not seen["can_edit"]
    assert "wartable event" in seen["read_only_reason"]
    refused = post(organiser, f"/api/events/{event_id}/distribute")
    assert refused.status_code == 403
    assert "read-only here" in refused.json()["message"]
    other = Browser(web)
    assert log_in(other, "ryan").status_code == 200
    assert other.get(f"/api/events/{event_id}").json()["can_edit"] is False


def test_the_pages_are_served(organiser: Browser) -> None:
    event_id = new_event(organiser)["id"]
    for path in ("/events", f"/events/{event_id}", "/login", "/account"):
        response = organiser.get(path)
        assert response.status_code == 200, path
        assert "/static/js/account.js" in response.text
    assert 'data-event-id="' + str(event_id) + '"' in organiser.get(f"/events/{event_id}").text

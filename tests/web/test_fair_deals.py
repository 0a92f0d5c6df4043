"""Provably fair deals: no player chooses the seed of a game against another person; both are
shown the commitment from the start; the seed and salt are revealed at the end, hash to it, and the
record carries them so that ``wartable replay`` checks them too."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from tests.web import SHORT, client, connect, create, play_both, settings
from tests.web.test_api import random_record
from wartable.cli.app import app as cli
from wartable.core.errors import RecordError
from wartable.core.fairness import Deal, new_salt

__all__ = ["client", "settings"]


def test_a_deals_commitment_is_the_sha256_of_its_text() -> None:
    deal = Deal("classic", 1, "classic(max_turns=5)", 42, "ab" * 32)
    assert deal.text() == (
        "wartable deal v1\nvariant=classic\nrules_version=1\noptions=classic(max_turns=5)\n"
        f"seed=42\nsalt={'ab' * 32}\n"
    )
    assert deal.commitment() == hashlib.sha256(deal.text().encode()).hexdigest()
    assert deal.matches(deal.commitment().upper())
    assert not Deal("classic", 1, "classic(max_turns=5)", 43, "ab" * 32).matches(deal.commitment())
    assert len(new_salt()) == 64 and new_salt() != new_salt()
    with pytest.raises(RecordError, match="salt"):
        Deal("classic", 1, "classic", 42, "short")


def test_nobody_chooses_the_seed_of_a_game_against_a_friend(client: TestClient) -> None:
    """The finding: the creator of a friend game could choose the seed, and so knew the friend's
    every hidden card."""
    refused = client.post(
        "/api/games", json={"variant": "hand-of-war", "seed": 7, "opponent": {"kind": "friend"}}
    )
    assert refused.status_code == 422
    assert refused.json()["field"] == "body.seed"
    assert "server draws" in refused.json()["message"]


def test_seeds_are_marked_by_who_chose_them(client: TestClient) -> None:
    chosen = create(client, variant="hand-of-war", options=SHORT, seed=7)["game"]["deal"]
    drawn = create(client, variant="hand-of-war", options=SHORT)["game"]["deal"]
    friend = create(client, variant="hand-of-war", options=SHORT, opponent={"kind": "friend"})
    assert chosen["seed_source"] == "player"
    assert drawn["seed_source"] == friend["game"]["deal"]["seed_source"] == "server"
    for deal in (chosen, drawn, friend["game"]["deal"]):
        assert len(deal["commitment"]) == 64 and deal["seed"] is None and deal["salt"] is None
    uploaded = client.post("/api/records", content=random_record().to_line()).json()
    assert uploaded["games"][0]["deal"]["seed_source"] == "record"
    assert uploaded["games"][0]["deal"]["commitment"] is None


def test_friends_see_one_commitment_and_the_end_reveals_the_deal_behind_it(
    client: TestClient, tmp_path: Path
) -> None:
    created = create(
        client, variant="hand-of-war", options="max_turns=6", opponent={"kind": "friend"}
    )
    game_id = created["game_id"]
    joined = client.post(f"/api/games/{game_id}/join", json={"invite": created["invite"]}).json()
    shown = {
        seat: client.get(f"/api/games/{game_id}", headers={"X-Seat-Token": token}).json()
        for seat, token in ((0, created["seat_token"]), (1, joined["seat_token"]))
    }
    committed = created["game"]["deal"]["commitment"]
    assert {s["game"]["deal"]["commitment"] for s in shown.values()} == {committed}
    with (
        connect(client, game_id, created["seat_token"]) as first,
        connect(client, game_id, joined["seat_token"]) as second,
    ):
        play_both(first, second)
    game = client.get(f"/api/games/{game_id}").json()["game"]
    assert game["status"] == "finished", game["status"]
    deal = game["deal"]
    revealed = Deal(
        game["variant"], deal["rules_version"], deal["options"], int(deal["seed"]), deal["salt"]
    )
    assert revealed.matches(committed)
    assert int(deal["seed"]) == game["seed"]
    record_text = client.get(f"/api/games/{game_id}/record").text
    meta = json.loads(record_text)["meta"]
    assert (meta["commitment"], meta["salt"], meta["seed_source"]) == (
        committed,
        deal["salt"],
        "server",
    )
    path = tmp_path / "game.jsonl"
    path.write_text(record_text)
    checked = CliRunner().invoke(cli, ["replay", str(path), "--no-show"])
    assert checked.exit_code == 0, checked.output
    assert f"✓ the seed and salt match the commitment {committed}" in checked.output
    tampered = json.loads(record_text)
    tampered["meta"]["salt"] = "0" * 64
    path.write_text(json.dumps(tampered) + "\n")
    refused = CliRunner().invoke(cli, ["replay", str(path), "--no-show"])
    assert refused.exit_code == 1
    assert "✗ the seed and salt do not match the commitment" in refused.output

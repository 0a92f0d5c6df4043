"""Every ``--json`` output has a JSON Schema in docs/schemas/, checked here against real output of
the commands (docs/records.md covers the records' schema)."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from typer.testing import CliRunner

from wartable.cli.app import app

SCHEMAS = Path(__file__).resolve().parents[1] / "docs" / "schemas"
runner = CliRunner()


def validator(name: str) -> jsonschema.Draft202012Validator:
    schema = json.loads((SCHEMAS / f"{name}.schema.json").read_text("utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def run_json(*args: str) -> Any:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    assert "NaN" not in result.stdout and "Infinity" not in result.stdout
    return json.loads(result.stdout)


def test_every_schema_is_valid_and_documented() -> None:
    for path in sorted(SCHEMAS.glob("*.schema.json")):
        schema = json.loads(path.read_text("utf-8"))
        jsonschema.Draft202012Validator.check_schema(schema)
        assert schema.get("title") and schema.get("description"), path.name


@pytest.mark.parametrize(
    "args",
    [
        ("classic", "-n", "40"),
        ("classic", "-n", "1"),
        ("classic", "-n", "6", "-o", "max_turns=1"),  # no game decided: the share is null
        ("classic", "-n", "20", "--engine", "reference", "-o", "collect_order=winner_first"),
        ("hand-of-war", "-n", "4"),
        ("board-wars", "-n", "2", "-o", "max_turns=30"),
    ],
)
def test_simulate(args: tuple[str, ...]) -> None:
    report = run_json("simulate", *args, "--seed", "3", "--json", "--no-progress", "--workers", "1")
    validator("simulate").validate(report)


@pytest.mark.parametrize(
    "args",
    [
        ("hand-of-war", "--agents", "random,first", "-n", "2"),
        ("classic", "--agents", "random,first,heuristic", "-n", "1", "-o", "chooser=both"),
        ("classic", "--agents", "random,first", "-n", "1"),  # nobody decides: every deal split
    ],
)
def test_arena(args: tuple[str, ...]) -> None:
    report = run_json("arena", *args, "--seed", "3", "--json", "--workers", "1")
    validator("arena").validate(report)


def test_balance(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    args = ("starter", "-n", "16", "--seed", "2", "--workers", "1", "--no-progress")
    report = run_json("balance", *args, "--json", "--out", str(out))
    validator("balance").validate(report)
    assert json.loads(out.read_text("utf-8")) == report


def test_event_exports(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'events.db'}"
    run = ("event", "run", "--players", "5", "--seed", "4", "--name", "e", "--db", db)
    result = runner.invoke(app, list(run))
    assert result.exit_code == 0, result.output
    exported = tmp_path / "out"
    export = ("event", "export", "e", "--db", db, "--json", str(exported / "e.json"))
    result = runner.invoke(app, [*export, "--csv", str(exported)])
    assert result.exit_code == 0, result.output
    data = json.loads((exported / "e.json").read_text("utf-8"))
    schema = validator("event")
    schema.validate(data)
    assert any(p["second"] is None for r in data["rounds"] for p in r["pairings"]), "a bye"
    published = json.loads((SCHEMAS / "event.schema.json").read_text("utf-8"))
    standings = published["properties"]["standings"]["items"]["properties"]
    with (exported / "standings.csv").open(encoding="utf-8", newline="") as handle:
        assert next(csv.reader(handle)) == list(standings), "the CSV's columns are the JSON's"
    assert sorted(os.listdir(exported)) == [
        "e.json",
        "pairings.csv",
        "results.csv",
        "standings.csv",
    ]

"""The record format other tools read (docs/records.md): records of every variant validate
against docs/schemas/record.schema.json, files written by earlier releases still replay, and a
record can be followed from the file alone."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from tests.variants.test_classic_reference import reference_game
from wartable.core import (
    RecordedAction,
    RecordError,
    get_variant,
    new_game,
    read_records,
    record_game,
    replay,
    variants,
)
from wartable.core.cards import Card
from wartable.core.events import Event
from wartable.core.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "records"
SCHEMA = json.loads((ROOT / "docs" / "schemas" / "record.schema.json").read_text("utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def played(variant: str, options: str, seed: int, steps: int = 300) -> dict[str, Any]:
    """The JSON of a record of a game played by random choices."""
    state = new_game(variant, options, seed)
    rng = Rng(seed)
    actions: list[RecordedAction] = []
    events: list[Event] = []
    while not state.is_terminal and len(actions) < steps:
        pending = state.decisions()
        if not pending:
            events.extend(state.advance())
            continue
        action = rng.choice(pending[0].actions)
        events.extend(state.act(pending[0].player, action))
        actions.append(RecordedAction(pending[0].player, str(action)))
    data: dict[str, Any] = json.loads(record_game(state, actions, events).to_line())
    return data


def test_the_schema_is_valid() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize(
    ("variant", "options"),
    [(spec.id, example) for spec in variants() for example in spec.examples[:3]],
)
def test_records_of_every_variant_validate(variant: str, options: str) -> None:
    data = played(variant, options, seed=3)
    VALIDATOR.validate(data)
    assert data["format_version"] == 2 and isinstance(data["deal"], dict)


@pytest.mark.parametrize("name", ["format-1.jsonl", "format-2.jsonl"])
def test_files_of_every_format_version_replay_exactly(name: str) -> None:
    """format-1.jsonl was written by wartable before records kept the deal (byte for byte what
    that release wrote); both files keep every variant, finished and unfinished games."""
    path = FIXTURES / name
    for line in path.read_text("utf-8").splitlines():
        VALIDATOR.validate(json.loads(line))
    records = list(read_records(path))
    assert {r.variant for r in records} >= {"classic", "hand-of-war", "warzone", "slot-wars"}
    for record in records:
        assert (record.deal is None) == (name == "format-1.jsonl")
        if record.rules_version != get_variant(record.variant).version:
            with pytest.raises(RecordError, match="recorded under rules version"):
                replay(record)  # a game of older rules is refused, never misplayed
            continue
        result = replay(record)
        assert result.reproduced, (record.variant, result.problems)


def test_the_schema_rejects_what_wartable_rejects() -> None:
    good = played("classic", "classic(chooser=first,max_turns=5)", seed=1)
    for broken in (
        {**good, "seed": -1},
        {**good, "actions": [[0]]},
        {**good, "deal": {"stacks": [["QX"], []]}},
        {**good, "format_version": 3},
        {key: value for key, value in good.items() if key != "deal"},
    ):
        assert not VALIDATOR.is_valid(broken)


def test_a_game_can_be_followed_from_its_record_alone() -> None:
    """A classic game with no chance after the deal, followed by a reader that knows the rules
    (the independent reference of tests/variants) and the file, not the engine."""
    data = played("classic", "classic(collect_order=winner_first)", seed=12)
    written = re.fullmatch(r"classic\((.*)\)", data["options"])
    assert written is not None
    options = dict(item.partition("=")[::2] for item in written[1].split(","))
    stacks = data["deal"]["stacks"]
    ranks = [Card.parse(text).rank for pair in zip(*stacks, strict=True) for text in pair]
    winner, termination, _, _ = reference_game(
        ranks,
        options["collect_order"],
        options["won_cards_to"] == "bottom",
        int(options["war_face_down"]),
        options["war_short"] == "lose",
        int(options["max_turns"]),
    )
    assert data["actions"] == []  # nobody decides: the deal and the rules tell the whole game
    assert (winner, termination) == (data["outcome"]["winner"], data["outcome"]["reason"])

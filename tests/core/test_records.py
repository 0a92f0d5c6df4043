from __future__ import annotations

import json
from pathlib import Path

import pytest

from wartable.core import (
    GameRecord,
    RecordedAction,
    RecordError,
    Rng,
    new_game,
    read_records,
    record_game,
    replay,
    write_records,
)
from wartable.core.events import Event


def played_record(options: str = "classic(chooser=first)", seed: int = 3) -> GameRecord:
    state = new_game("classic", options, seed)
    rng = Rng(seed)
    actions: list[RecordedAction] = []
    events: list[Event] = []
    while not state.is_terminal:
        pending = state.decisions()
        if pending:
            action = rng.choice(pending[0].actions)
            actions.append(RecordedAction(pending[0].player, str(action)))
            events.extend(state.act(pending[0].player, action))
        else:
            events.extend(state.advance())
    return record_game(state, actions, events, players=("a", "b"))


def test_records_save_load_and_replay_exactly(tmp_path: Path) -> None:
    records = [played_record(seed=s) for s in (1, 2)]
    path = tmp_path / "games.jsonl"
    assert write_records(path, records) == 2
    loaded = list(read_records(path))
    assert loaded == records
    for record in loaded:
        result = replay(record)
        assert result.reproduced, result.problems
        assert result.state.outcome == record.outcome


def test_tampered_record_does_not_reproduce() -> None:
    record = played_record()
    data = record.to_json()
    data["events_sha256"] = "0" * 64
    result = replay(GameRecord.from_json(data))
    assert not result.reproduced
    assert result.problems == ["event stream differs from the recorded digest"]
    other = GameRecord.from_json({**record.to_json(), "seed": record.seed + 1})
    with pytest.raises(RecordError, match="cannot be replayed"):
        replay(other)


@pytest.mark.parametrize("seat", [-1, 2])
def test_a_recorded_action_of_no_seat_is_named(seat: int) -> None:
    data = played_record().to_json()
    data["actions"][2][0] = seat
    with pytest.raises(
        RecordError, match=rf"^action 3 .* its seat {seat} is not one of the game's seats 0-1$"
    ):
        replay(GameRecord.from_json(data))


def test_unfinished_record_replays_up_to_where_it_stopped() -> None:
    state = new_game("classic", "classic(chooser=first)", 5)
    events = list(state.act(0, state.legal_actions(0)[3]))
    record = record_game(state, [RecordedAction(0, str(state.legal_actions(0)[0]))], [])
    assert record.outcome is None
    fixed = GameRecord.from_json({**record.to_json(), "actions": [[0, "4"]]})
    result = replay(fixed, check_digest=False)
    assert result.state.outcome is None and result.problems == []
    assert len(events) > 0


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "line 1: not valid JSON"),
        ("[1, 2]", "line 1: a record must be a JSON object"),
        ('{"format": "other"}', "line 1: not a wartable record"),
        (
            '{"format": "wartable-record", "format_version": 9}',
            "unsupported record format version 9",
        ),
        (
            '{"format": "wartable-record", "format_version": 1, "variant": "classic"}',
            "no 'options' field",
        ),
        (
            '{"format": "wartable-record", "format_version": 1, "variant": "classic",'
            ' "options": "classic", "seed": -4, "actions": []}',
            "seed must be a whole number",
        ),
        (
            '{"format": "wartable-record", "format_version": 1, "variant": "classic",'
            ' "options": "classic", "seed": 1, "actions": [["x", 1]]}',
            "record field 'actions', action 1: expected [seat, action], got ['x', 1]",
        ),
        (
            '{"format": "wartable-record", "format_version": 1, "variant": "classic",'
            ' "options": "classic", "seed": 1, "actions": [], "outcome": {"winner": 0}}',
            "record field 'outcome': corrupt outcome",
        ),
        (
            '{"format": "wartable-record", "format_version": 2, "variant": "classic",'
            ' "options": "classic", "seed": 1, "actions": [], "deal": ["KC"]}',
            "record field 'deal' must be an object",
        ),
        (
            '{"format": "wartable-record", "format_version": 2, "variant": "classic",'
            ' "options": "classic", "seed": 1, "actions": {}}',
            "record field 'actions' must be a list",
        ),
        (
            '{"format": "wartable-record", "format_version": 2, "variant": "classic",'
            ' "options": "classic", "seed": 1, "actions": [], "rules_version": "one"}',
            "record field 'rules_version' must be a whole number",
        ),
    ],
)
def test_corrupt_record_files_name_the_line(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(line + "\n", encoding="utf-8")
    with pytest.raises(RecordError) as info:
        list(read_records(path))
    assert message in str(info.value)
    assert str(path) in str(info.value)


def test_missing_and_binary_files(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot open record file"):
        list(read_records(tmp_path / "missing.jsonl"))
    binary = tmp_path / "binary.jsonl"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError, match=r"not a text file|not valid JSON"):
        list(read_records(binary))


def test_record_with_unknown_variant_or_options_is_reported() -> None:
    record = played_record()
    with pytest.raises(RecordError, match="unknown variant 'nosuch'"):
        replay(GameRecord.from_json({**record.to_json(), "variant": "nosuch"}))
    with pytest.raises(RecordError, match="war_face_down must be integer 0-3"):
        replay(GameRecord.from_json({**record.to_json(), "options": "classic(war_face_down=7)"}))


def test_failed_write_leaves_the_old_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    write_records(path, [played_record(seed=1)])
    before = path.read_bytes()

    def broken() -> object:
        yield played_record(seed=2)
        raise RuntimeError("disk full")

    with pytest.raises(RuntimeError):
        write_records(path, broken())  # type: ignore[arg-type]
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["games.jsonl"]


def test_state_json_rejects_corruption() -> None:
    state = new_game("classic", None, 1)
    data = json.loads(json.dumps(state.to_json()))
    data["stacks"][0] = data["stacks"][0].replace("QH", "QS")
    with pytest.raises(RecordError, match="not exactly one deck"):
        type(state).from_json(data)
    with pytest.raises(RecordError, match="corrupt classic state"):
        type(state).from_json({**state.to_json(), "battles": "many"})
    with pytest.raises(RecordError, match="corrupt classic state"):
        type(state).from_json({"variant": "classic"})


def test_a_record_of_other_rules_is_refused_not_misplayed() -> None:
    """A slot-wars record made under rules version 7 (before some card texts read as they do
    now) names the version it was made under; replaying it here could misplay it, so it is
    refused."""
    state = new_game("slot-wars", "", 4)
    record = record_game(state, [], [])
    old = GameRecord.from_json({**record.to_json(), "rules_version": state.version - 1})
    with pytest.raises(RecordError, match="recorded under rules version 7; this wartable plays"):
        replay(old)
    assert replay(record).reproduced

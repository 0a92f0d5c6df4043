"""A set sent as a file (an upload) reads as the same file on disk would: its kind found from its
name, its media type or its first character, and its errors naming it and the line at fault."""

from __future__ import annotations

from pathlib import Path

import pytest

from wartable.design.cardset import (
    CardSetError,
    blank_set,
    cards_from_bytes,
    load_cards,
    save_cards,
)

YAML = b"designer: Ann\ncards:\n  - title: Quick\n    value: 2\n    rarity: common\n"
JSON = b'{"designer": "Ann", "cards": [{"title": "Quick", "value": 2, "rarity": "common"}]}'


@pytest.mark.parametrize(
    ("data", "name", "content_type"),
    [
        (YAML, "ann.yml", ""),
        (YAML, "", "application/yaml"),
        (YAML, "ann", ""),
        (JSON, "ann.json", ""),
        (JSON, "", "application/json"),
        (JSON, "ann", "text/plain"),
        (YAML.replace(b"\n", b"\r\n"), "ann.yaml", ""),
    ],
)
def test_an_uploaded_set_reads_by_its_name_type_or_first_character(
    data: bytes, name: str, content_type: str
) -> None:
    model = cards_from_bytes(data, name, content_type)
    assert model.designer == "Ann" and model.cards[0].title == "Quick"


def test_an_uploaded_set_reads_as_the_same_file_does(tmp_path: Path) -> None:
    for name in ("set.yaml", "set.json"):
        path = tmp_path / name
        save_cards(blank_set("Bea"), path)
        assert cards_from_bytes(path.read_bytes(), name) == load_cards(path)


def test_errors_name_the_uploaded_file_by_its_base_name_and_the_line() -> None:
    with pytest.raises(CardSetError, match=r"^ann\.yaml: line 5, column 1: invalid YAML"):
        cards_from_bytes(b"designer: Ann\ncards:\n  - {title: Quick}\n  - [oops\n", "/tmp/ann.yaml")
    with pytest.raises(CardSetError, match=r"^the file: line 1, column 2: invalid JSON"):
        cards_from_bytes(b"{]", "")
    with pytest.raises(CardSetError, match=r"^x{80}: not UTF-8 text$"):
        cards_from_bytes(b"\xff\xfe", "x" * 200 + ".yaml")

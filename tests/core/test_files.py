"""Atomic writes: the old file survives a failure, and the new one gets ordinary permissions."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from wartable.core.files import (
    atomic_file,
    file_creation_mask,
    write_bytes_atomically,
    write_text_atomically,
)


def test_a_written_file_has_the_permissions_of_a_new_file(tmp_path: Path) -> None:
    path = write_text_atomically(tmp_path / "deep" / "report.txt", "héllo\n")
    assert path.read_text(encoding="utf-8") == "héllo\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~file_creation_mask()
    write_bytes_atomically(path, b"\x00\x01")
    assert path.read_bytes() == b"\x00\x01"
    assert os.listdir(path.parent) == ["report.txt"]


def test_an_error_while_writing_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "records.jsonl"
    path.write_text("old\n")
    with pytest.raises(RuntimeError), atomic_file(path, "w") as handle:
        handle.write("half of the new")
        raise RuntimeError("disk full")
    assert path.read_text() == "old\n"
    assert os.listdir(tmp_path) == ["records.jsonl"]

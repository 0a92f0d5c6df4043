"""Every file wartable writes for a user goes through the one atomic writer
(``wartable.core.files.atomic_file``): a crash or a full disk leaves the old file whole."""

from __future__ import annotations

import ast
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from wartable.design.cardset import blank_set, load_cards, save_cards

SOURCE = Path(__file__).resolve().parents[1] / "src" / "wartable"
IN_PLACE = {"write_text", "write_bytes", "savefig"}
"""Calls that write a file in place."""
ALLOWED = {
    "core/record.py": "append_record adds one record in a single write (a file of records grows)",
    "sim/arena.py": "the arena's checkpoint is a journal, appended line by line; a line cut by a"
    " crash is dropped on resume",
    "balance/report.py": "plots are drawn into memory (savefig to a buffer), then written atomically",
    "cli/simulate.py": "the plot is drawn into memory (savefig to a buffer), then written atomically",
}


def in_place_writes(path: Path) -> list[int]:
    """Lines of ``path`` that write a file in place: ``x.write_text(...)``, ``x.savefig(...)``,
    or ``open(...)`` / ``x.open(...)`` with a mode that writes."""
    text = path.read_text("utf-8")
    if not any(f"{name}(" in text for name in (*IN_PLACE, "open")):
        return []  # parsing only the files that may write keeps the check quick
    lines = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "attr", getattr(node.func, "id", ""))
        if name in IN_PLACE and isinstance(node.func, ast.Attribute):
            lines.append(node.lineno)
        elif name in {"open", "fdopen"}:
            modes = [a.value for a in node.args if isinstance(a, ast.Constant)]
            modes += [
                k.value.value
                for k in node.keywords
                if k.arg == "mode" and isinstance(k.value, ast.Constant)
            ]
            if any(isinstance(m, str) and set(m) & set("wax+") for m in modes):
                lines.append(node.lineno)
    return lines


def test_no_module_writes_files_in_place() -> None:
    found = {
        str(path.relative_to(SOURCE)): lines
        for path in sorted(SOURCE.rglob("*.py"))
        if (lines := in_place_writes(path))
    }
    unexplained = {path: lines for path, lines in found.items() if path not in ALLOWED}
    assert not unexplained, f"write these through wartable.core.files.atomic_file: {unexplained}"
    assert set(ALLOWED) <= set(found), "an allowance that is no longer needed"


def failing_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)


def save_card_set(path: Path) -> None:
    save_cards(blank_set("Bea"), path)


def export_event(path: Path) -> None:
    from wartable.tournament.export import EventSnapshot, write_csv, write_json  # noqa: PLC0415

    snapshot = EventSnapshot(
        name="e",
        format="swiss",
        rounds=1,
        distribution="shuffled",
        seed=1,
        match_options="slot-wars",
        status="finished",
        players=("A", "B"),
        round_list=(),
    )
    write_json(snapshot, path)
    write_csv(snapshot, path.parent)


def save_plot(path: Path) -> None:
    from wartable.cli.simulate import save_plot as plot  # noqa: PLC0415
    from wartable.sim.simulate import SimulationResult  # noqa: PLC0415
    from wartable.sim.stats import IntHistogram  # noqa: PLC0415

    result = SimulationResult()
    result.metrics["battles"] = IntHistogram()
    result.metrics["battles"].add(10)
    plot(result, "battles", path, "title")


@pytest.mark.parametrize(
    ("writer", "name"),
    [(save_card_set, "set.yaml"), (export_event, "event.json"), (save_plot, "lengths.png")],
)
def test_a_failed_write_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, writer: Callable[[Path], None], name: str
) -> None:
    path = tmp_path / name
    path.write_bytes(b"the old file\n")
    failing_disk(monkeypatch)
    with pytest.raises(Exception, match="No space left"):
        writer(path)
    assert path.read_bytes() == b"the old file\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == [name], "no temporary file is left"


def test_a_saved_set_reads_back(tmp_path: Path) -> None:
    save_card_set(tmp_path / "set.json")
    assert load_cards(tmp_path / "set.json").designer == "Bea"

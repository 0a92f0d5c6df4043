"""Golden playthroughs: full games for fixed seeds, compared line by line with stored transcripts.

A change that alters any game shows up here. If the change is intended, regenerate the files with
``WARTABLE_UPDATE_GOLDEN=1 pytest tests/test_golden.py`` and bump the variant's rules version.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from wartable.core import Rng, VariantSpec, get_variant, variants

GOLDEN = Path(__file__).parent / "golden"
HEADER = re.compile(
    r"# (?P<variant>\S+) rules v(?P<version>\d+) · (?P<options>.+) · seed (?P<seed>\d+)"
)
"""The first line of a golden file: which game it plays."""


def game_of(path: Path) -> tuple[str, str, int]:
    """The variant, full option string and seed of a golden file, read from its first line."""
    found = HEADER.fullmatch(path.read_text(encoding="utf-8").partition("\n")[0])
    assert found, f"{path.name}: its first line does not say which game it plays"
    return found["variant"], found["options"], int(found["seed"])


PATHS = sorted(GOLDEN.glob("*.txt"))
"""Every golden file: a variant joins by adding files (see the module docstring)."""


def transcript(variant: str, options: str, seed: int) -> str:
    """Every action and event of a game with seeded random choices, as text."""
    spec = get_variant(variant)
    state = spec.new_game(options, seed)
    chooser = Rng(seed)
    lines = [
        f"# {spec.id} rules v{spec.version} · {state.options.to_string(full=True)} · seed {seed}"
    ]
    while not state.is_terminal:
        pending = state.decisions()
        if pending:
            decision = pending[0]
            action = chooser.choice(decision.actions)
            lines.append(f"> player {decision.player + 1}: {action}")
            events = state.act(decision.player, action)
        else:
            events = state.advance()
        lines.extend(f"[{event.audience}] {event.describe()}" for event in events)
    lines.append(f"# summary {dict(state.summary())}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("path", PATHS, ids=[p.stem for p in PATHS])
def test_golden_playthrough(path: Path) -> None:
    text = transcript(*game_of(path))
    if os.environ.get("WARTABLE_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        for number, (got, want) in enumerate(
            zip(text.splitlines(), expected.splitlines(), strict=False), 1
        ):
            assert got == want, f"{path.name} line {number} differs"
        assert text == expected, f"{path.name}: transcript length differs"


@pytest.mark.parametrize("spec", variants(), ids=lambda spec: spec.id)
def test_every_variant_has_a_golden_playthrough(spec: VariantSpec) -> None:
    """A new variant gets its first golden file (its default game, seed 1) with
    ``WARTABLE_UPDATE_GOLDEN=1``; more are added by copying a file and editing its first line."""
    if not any(game_of(path)[0] == spec.id for path in PATHS):
        path = GOLDEN / f"{spec.id}-seed1.txt"
        if os.environ.get("WARTABLE_UPDATE_GOLDEN"):
            path.write_text(transcript(spec.id, "", 1), encoding="utf-8")
        assert path.exists(), f"{spec.id} has no golden file; run with WARTABLE_UPDATE_GOLDEN=1"

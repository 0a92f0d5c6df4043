"""Golden playthroughs: full games for fixed seeds, compared line by line with stored transcripts.

A change that alters any game shows up here. If the change is intended, regenerate the files with
``WARTABLE_UPDATE_GOLDEN=1 pytest tests/test_golden.py`` and bump the variant's rules version.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wartable.core import Rng, get_variant

GOLDEN = Path(__file__).parent / "golden"
CASES = [
    ("classic", "classic", 1),
    ("classic", "classic(chooser=first)", 2),
    ("classic", "classic(collect_order=table_order,war_face_down=3)", 3),
    ("classic", "classic(deck=forty,war_short=lose,collect_order=loser_first)", 4),
    ("hand-of-war", "hand-of-war", 5),
    ("hand-of-war", "hand-of-war(twins=same_rank,max_turns=120)", 6),
    ("hand-of-war", "hand-of-war(hand=false,one_beats_ten=false)", 7),
    ("board-wars", "board-wars(max_turns=120)", 8),
    ("board-wars", "board-wars(rows=4,diagonal=true,reveal_captures=true)", 9),
    ("warzone", "warzone", 10),
    ("warzone", "warzone(decks=2,files=5,arrangement=auto)", 11),
    ("slot-wars", "slot-wars", 12),
    ("slot-wars", "slot-wars(draw_first=true,max_replays=0)", 13),
]


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


def golden_path(options: str, seed: int) -> Path:
    name = options.replace("(", "-").replace(")", "").replace(",", "-").replace("=", "_")
    return GOLDEN / f"{name}-seed{seed}.txt"


@pytest.mark.parametrize(("variant", "options", "seed"), CASES)
def test_golden_playthrough(variant: str, options: str, seed: int) -> None:
    path = golden_path(options, seed)
    text = transcript(variant, options, seed)
    if os.environ.get("WARTABLE_UPDATE_GOLDEN"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path}; run with WARTABLE_UPDATE_GOLDEN=1 to create it"
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        for number, (got, want) in enumerate(
            zip(text.splitlines(), expected.splitlines(), strict=False), 1
        ):
            assert got == want, f"{path.name} line {number} differs"
        assert text == expected, f"{path.name}: transcript length differs"

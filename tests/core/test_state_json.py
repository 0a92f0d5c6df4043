"""State JSON stays readable and the same: ``states/`` holds states written by the code before the
fields were declared once (per variant, one game of :func:`play` in the middle and at its end);
today's code reads each, writes it back to the letter, and writes the same when it plays the game
to that point itself."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wartable.core import GameState, Rng, get_variant

STATES = Path(__file__).parent / "states"
CASES = [
    ("classic", "classic(chooser=first)", 40),
    ("hand-of-war", "hand-of-war", 25),
    ("warzone", "warzone", 60),
    ("board-wars", "board-wars(max_turns=120)", 50),
]


def play(variant: str, options: str, steps: int) -> GameState:
    """The game of seed 3 after ``steps`` random steps (or to its end), as the files were made."""
    state = get_variant(variant).new_game(options, 3)
    chooser = Rng(3)
    for _ in range(steps):
        if state.is_terminal:
            break
        pending = state.decisions()
        if pending:
            state.act(pending[0].player, chooser.choice(pending[0].actions))
        else:
            state.advance()
    return state


@pytest.mark.parametrize(("variant", "options", "steps"), CASES)
@pytest.mark.parametrize("moment", ["playing", "over"])
def test_states_written_before_read_and_write_the_same(
    variant: str, options: str, steps: int, moment: str
) -> None:
    text = (STATES / f"{variant}-{moment}.json").read_text(encoding="utf-8").strip()
    state_type = get_variant(variant).state_type
    restored = state_type.from_json(json.loads(text))
    assert json.dumps(restored.to_json()) == text
    played = play(variant, options, steps if moment == "playing" else 10**6)
    assert json.dumps(played.to_json()) == text
    assert restored == played
    if moment == "playing":
        assert restored.clone() == restored
        assert not restored.is_terminal

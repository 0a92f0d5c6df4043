"""Every observation encoding is fixed-size, documented, within its bounds, and leaks nothing."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from wartable.adapters.encoding import HIGH, LOW, encoding, has_encoding
from wartable.core import get_variant, variants
from wartable.core.rng import Rng
from wartable.testing import check_encoding_no_leaks

STEPS = 150
CASES = [
    (spec.id, example)
    for spec in variants()
    if has_encoding(spec.id)
    for example in spec.examples or (spec.id,)
]


@pytest.mark.parametrize(("variant", "options"), CASES)
def test_encoded_observations_leak_nothing(variant: str, options: str) -> None:
    check_encoding_no_leaks(variant, options, seed=7, samples=1, steps=80)


@pytest.mark.parametrize("variant", sorted({v for v, _ in CASES}))
def test_vectors_are_fixed_size_and_bounded_through_a_game(variant: str) -> None:
    spec = get_variant(variant)
    state = spec.new_game("max_turns=20", 2)
    coder = encoding(variant, state.options)
    rng = Rng(2)
    assert coder.layout.fields[-1].slice.stop == coder.size
    assert all(field.meaning for field in coder.layout.fields)
    for _ in range(STEPS):
        if state.is_terminal:
            break
        for seat in (0, 1, None):
            vector = coder.encode(state.observe(seat).view)
            assert vector.dtype == np.float32 and vector.shape == (coder.size,)
            assert vector.min() >= LOW and vector.max() <= HIGH
        pending = state.decisions()
        if pending:
            state.act(pending[0].player, rng.choice(pending[0].actions))
        else:
            state.advance()


def test_the_docs_show_every_layout_with_the_default_options() -> None:
    page = (Path(__file__).parents[2] / "docs" / "adapters.md").read_text(encoding="utf-8")
    for spec in variants():
        if has_encoding(spec.id):
            coder = encoding(spec.id, spec.default_options())
            assert f"(`{spec.id}`): {coder.size} numbers" in page
            assert coder.layout.describe() in page, f"docs/adapters.md: {spec.id} is out of date"

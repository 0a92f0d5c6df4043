"""Counts in words."""

from __future__ import annotations

import pytest

from wartable.core.words import counted


@pytest.mark.parametrize(
    ("count", "expected"),
    [(0, "0 cards"), (1, "1 card"), (2, "2 cards"), (-1, "-1 card"), (-3, "-3 cards")],
)
def test_a_count_takes_the_noun_in_its_number(count: int, expected: str) -> None:
    assert counted(count, "card") == expected


def test_an_irregular_plural_is_given() -> None:
    assert counted(1, "copy", "copies") == "1 copy"
    assert counted(4, "copy", "copies") == "4 copies"

"""Shared fixtures: the conformance cases of every registered variant, among them Three-card War,
a variant outside the built-ins loaded as a plugin (``tests/fixtures/three_card_war``)."""

from __future__ import annotations

import os

os.environ.setdefault("WARTABLE_PLUGINS", "tests.fixtures.three_card_war")

import wartable  # noqa: F401 - registers the built-in variants
from wartable.core import variants


def conformance_cases() -> list[tuple[str, str]]:
    """(variant id, option string) for every registered variant and each of its examples."""
    cases = []
    for spec in variants():
        for example in spec.examples or (spec.id,):
            cases.append((spec.id, example))
    return cases

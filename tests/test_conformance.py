"""The conformance suite: every check over every registered variant and each of its examples."""

from __future__ import annotations

import pytest

from tests.conftest import conformance_cases
from wartable.core import variants
from wartable.testing import CHECKS

SEEDS = (1, 2024)


@pytest.mark.parametrize("check", sorted(CHECKS))
@pytest.mark.parametrize(("variant", "options"), conformance_cases())
@pytest.mark.parametrize("seed", SEEDS)
def test_conformance(variant: str, options: str, check: str, seed: int) -> None:
    CHECKS[check](variant, options, seed)


def test_every_variant_has_examples() -> None:
    for spec in variants():
        assert spec.examples, f"{spec.id} declares no examples for the conformance suite"
        assert spec.examples[0] == spec.id, "the first example must be the default options"

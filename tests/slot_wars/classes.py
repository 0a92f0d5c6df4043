"""The tests every file of phrasing classes runs: each phrasing of a class reads as the class's
canonical text, and each canonical text prints back as itself.

A file of classes maps each canonical text to phrasings of its own (not corpus texts) and takes
both tests with ``test_a_phrasing..., test_the_canonical... = class_tests(CLASSES)``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pytest

from tests.slot_wars.corpus import as_played
from wartable.variants.slot_wars.text import parse


def class_tests(
    classes: Mapping[str, tuple[str, ...]],
) -> tuple[Callable[[str, str], None], Callable[[], None]]:
    """The two tests of ``classes`` (canonical text: its phrasings)."""
    cases = [(canonical, text) for canonical, texts in classes.items() for text in texts]

    @pytest.mark.parametrize(("canonical", "text"), cases)
    def test_a_phrasing_of_a_class_reads_as_its_canonical_text(canonical: str, text: str) -> None:
        assert as_played(parse(text)) == as_played(parse(canonical))

    def test_the_canonical_texts_print_back_as_themselves() -> None:
        for canonical in classes:
            assert as_played(parse(parse(canonical).canonical())) == as_played(parse(canonical))

    return (
        test_a_phrasing_of_a_class_reads_as_its_canonical_text,
        test_the_canonical_texts_print_back_as_themselves,
    )

"""The examples in the README and the docs run as tests."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_examples_in_document(path: Path) -> None:
    result = doctest.testfile(str(path), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_every_variant_has_a_rules_page() -> None:
    from wartable.core import variants  # noqa: PLC0415

    for spec in variants():
        page = ROOT / spec.rules_doc
        assert page.exists(), f"{spec.id}: missing {spec.rules_doc}"
        text = page.read_text(encoding="utf-8")
        for option in spec.options_type.specs():
            assert f"`{option.name}`" in text, f"{spec.rules_doc} does not document {option.name}"

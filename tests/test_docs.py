"""The examples in the README and the docs run as tests."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
RULES = sorted((ROOT / "src" / "wartable" / "variants").rglob("rules.md"))
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md")), *RULES]


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_examples_in_document(path: Path) -> None:
    result = doctest.testfile(str(path), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_every_variant_has_a_rules_page() -> None:
    from wartable.core import variants  # noqa: PLC0415

    for spec in variants():
        text = spec.rules_text()
        for option in spec.options_type.specs():
            assert f"`{option.name}`" in text, f"{spec.rules_doc} does not document {option.name}"


def test_rules_documents_live_in_the_package_once() -> None:
    """Each variant's rules ship inside its package; the docs hold no second copy, and the
    README links every one."""
    from wartable.core import variants  # noqa: PLC0415

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shipped = {Path(str(spec.rules_doc)).resolve() for spec in variants()}
    assert set(RULES) <= shipped
    for page in RULES:
        assert f"({page.relative_to(ROOT)})" in readme, f"README does not link {page}"
    assert not (ROOT / "docs" / "rules").exists()

"""docs/cards.md and the grammar cannot drift: every example parses to its canonical column, every
grammar rule and every effect, condition and trigger type is named on the page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wartable.variants.slot_wars.text import effects as fx
from wartable.variants.slot_wars.text import grammar_rules, parse

DOC = Path(__file__).parents[2] / "docs" / "cards.md"
TEXT = DOC.read_text(encoding="utf-8")
ROWS = re.findall(r"^\| `(\w+)` \| `(.+?)` \| `(.+?)` \| (.+) \|$", TEXT, flags=re.M)


def test_the_doc_has_examples() -> None:
    assert len(ROWS) > 100


@pytest.mark.parametrize(("rule", "example", "canonical"), [r[:3] for r in ROWS])
def test_every_example_parses_to_its_canonical_form(
    rule: str, example: str, canonical: str
) -> None:
    parsed = parse(example.replace("\\|", "|"))
    assert parsed.canonical() == canonical
    assert parse(canonical) == parsed


def test_every_grammar_rule_is_documented() -> None:
    named = set(re.findall(r"`([a-z_]+)`", TEXT))
    missing = [rule for rule in grammar_rules() if rule not in named]
    assert not missing, f"docs/cards.md does not name the grammar rules {missing}"


def test_every_effect_condition_and_trigger_type_is_documented() -> None:
    types = (*fx.EFFECT_TYPES, *fx.CONDITION_TYPES, *fx.TRIGGER_TYPES, fx.Ability, fx.CardText)
    missing = [t.__name__ for t in types if f"`{t.__name__}`" not in TEXT]
    assert not missing, f"docs/cards.md does not name {missing}"
    for phase in fx.Phase:
        assert f"[{phase.value}" in TEXT
    words = {"destroyed", "revealed", "placed", "draws a card", "discard a card"}
    assert all(word in TEXT for word in words)


def test_quoted_error_example_is_true() -> None:
    assert "column 8: unknown word 'zorp'; expected one of bonus, card, of;" in TEXT

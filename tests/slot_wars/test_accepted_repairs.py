"""A refused text whose cheapest rewrite changes nothing it means is read as that rewrite: a
flavour lead that narrates a scene, a filler ('shall', 'really', 'hereby'), a 'the' too many or a
number naming cards of its value written as the value list the grammar wants. The reading's notes
say what was taken as read; a repair with a rival as cheap, or one that puts a word in, drops or
swaps a word of meaning, keeps the text refused with its rewrites."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from wartable.cli.cards import cards_app
from wartable.variants.slot_wars import STARTER_SET
from wartable.variants.slot_wars.text import CardTextError, parse, suggest
from wartable.variants.slot_wars.text.parser import reads
from wartable.variants.slot_wars.text.suggest import accepted, rewrites

ACCEPTED = [
    # a flavour lead that narrates, of unknown words, little words and things on the table
    ("The deck trembles: draw a card.", "Draw a card.", "'The deck trembles:' left out as flavour"),
    (
        "Your cards get +1. The night falls: draw a card.",
        "Your cards get +1. Draw a card.",
        "'The night falls:' left out as flavour",
    ),
    # fillers: the lawyer's ceremony, an intensifier
    ("You hereby draw 2 cards.", "Draw 2 cards.", "read without 'hereby'"),
    ("Opp. really discards a card.", "Opp. discards a card.", "read without 'really'"),
    ("Hereby destroy OC.", "Destroy OC.", "read without 'Hereby'"),
    # a slip for "the" too many
    ("Tap all teh 3s.", "Tap all 3s.", "read without 'teh'"),
    # a number naming cards of its value, as the value list
    ("Untap all printed 2 in play.", "Untap all printed 2s.", "read '2' as '2s'"),
]


@pytest.mark.parametrize(("text", "canonical", "note"), ACCEPTED)
def test_a_repair_that_changes_no_meaning_is_taken_as_the_reading(
    text: str, canonical: str, note: str
) -> None:
    assert reads(text) is None  # refused as written: the repair is what reads it
    read = parse(text)
    assert read.canonical() == canonical
    assert read == parse(canonical)
    assert read.notes[0] == f"read as {canonical!r}: {note}"


REFUSED = [
    # a lead naming a player may say whose turn or who pays
    "A player weeps: draw a card.",
    # one word before a colon is a keyword, which means something
    "Enrage: this card gets +2.",
    # a lead before a comma, or of a game's moment, may say when or where
    "On the river, OC gets -3.",
    "The turn ends: draw a card.",
    # an instruction, not a narration
    "Read the table: look at OC.",
    # a word put in says whose hand ('the': every player's; 'your')
    "Reveal hand.",
    # 'target' is not a filler: 'player' alone reads as each player
    "Target player reveals their hand.",
    # 'the 3' is one card, not every 3
    "Give the 3 +1.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_repair_with_a_rival_or_a_change_of_meaning_is_not_taken(text: str) -> None:
    with pytest.raises(CardTextError):
        parse(text)
    assert accepted(text) is None
    assert rewrites(text)  # still offered its rewrites


def test_a_repair_with_a_rival_as_cheap_that_means_something_else_is_not_taken(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    text = "You hereby draw 2 cards."
    first, *_ = rewrites(text)
    assert first.plain and accepted(text) is not None
    rival = replace(first, text="You can draw 2 cards.", canonical="You may draw 2 cards.")
    monkeypatch.setattr(suggest, "rewrites", lambda _text: (first, replace(rival, plain=False)))
    accepted.cache_clear()
    assert accepted(text) is None  # as cheap: a guess between two meanings
    dearer = replace(rival, cost=first.cost + 1, plain=False)
    monkeypatch.setattr(suggest, "rewrites", lambda _text: (first, dearer))
    accepted.cache_clear()
    assert accepted(text) is not None
    accepted.cache_clear()


def test_cards_check_prints_what_it_took_as_read(tmp_path: Path) -> None:
    data = yaml.safe_load(STARTER_SET.read_text(encoding="utf-8"))
    data["cards"][0]["text"] = "The deck trembles: draw a card."
    path = tmp_path / "set.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(cards_app, ["check", str(path), "--any-size"])
    assert "     Draw a card." in result.output
    assert "(read as 'Draw a card.': 'The deck trembles:' left out as flavour)" in result.output
    assert "→" not in result.output.split("  2. ")[0]  # no rewrites offered: it reads

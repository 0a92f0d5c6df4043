"""The generic encoding: a plugin variant without an encoding of its own gets one from its view's
fields; a view it cannot read is refused with an error naming the field."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from wartable.adapters import encoding as encodings
from wartable.adapters.encoding import encoding, has_encoding
from wartable.adapters.generic import GENERIC_CARDS, squash, view_encoding
from wartable.core.cards import Card, Suit
from wartable.core.errors import UnknownVariantError
from wartable.core.registry import get_variant
from wartable.core.state import View

ROOT = Path(__file__).parents[2]


class Phase(Enum):
    DRAW = "draw"
    PLAY = "play"


@dataclass(frozen=True)
class Inner:
    count: int
    top: Card | None


@dataclass(frozen=True)
class SampleView(View):
    seat: int | None
    name: str
    ready: bool
    share: float
    phase: Phase
    scores: tuple[int, int]
    hand: tuple[Card, ...]
    pairs: tuple[tuple[Card, Card], ...]
    numbers: tuple[int, ...]
    inner: Inner | None

    def describe(self) -> str:
        return "a sample"


def test_every_kind_of_field_is_laid_out_and_filled() -> None:
    coder = view_encoding("sample", SampleView)
    names = [field.name for field in coder.layout.fields]
    assert names == [
        "viewer",
        "ready",
        "share",
        "phase",
        "scores.0",
        "scores.1",
        "hand.length",
        "hand",
        "pairs.length",
        "pairs",
        "numbers.length",
        "inner.present",
        "inner.count",
        "inner.top.present",
        "inner.top",
    ]
    king, ace = Card.of(13, Suit.HEARTS), Card.of(1, Suit.CLUBS)
    view = SampleView(
        seat=1,
        name="ignored",
        ready=True,
        share=-3.0,
        phase=Phase.PLAY,
        scores=(10, -5),
        hand=(king, ace),
        pairs=((king, king),),
        numbers=(1, 2, 3),
        inner=Inner(4, None),
    )
    vector = coder.encode(view)
    layout = coder.layout
    assert list(vector[layout["viewer"].slice]) == [0, 1, 0]
    assert vector[layout["ready"].offset] == 1.0
    assert vector[layout["share"].offset] == -1.0  # clipped
    assert list(vector[layout["phase"].slice]) == [0, 1]
    assert vector[layout["scores.0"].offset] == pytest.approx(0.5)
    assert vector[layout["scores.1"].offset] == pytest.approx(squash(-5))
    hand = vector[layout["hand"].slice]
    assert np.flatnonzero(hand).tolist() == sorted([GENERIC_CARDS[ace], GENERIC_CARDS[king]])
    assert vector[layout["pairs"].offset + GENERIC_CARDS[king]] == 1.0  # copies count once
    assert vector[layout["numbers.length"].offset] == pytest.approx(squash(3))
    assert vector[layout["inner.present"].offset] == 1.0
    assert vector[layout["inner.count"].offset] == pytest.approx(squash(4))
    assert vector[layout["inner.top.present"].offset] == 0.0
    assert not vector[layout["inner.top"].slice].any()
    spectator = coder.encode(SampleView(None, "", False, 0.0, Phase.DRAW, (0, 0), (), (), (), None))
    assert list(spectator[layout["viewer"].slice]) == [0, 0, 1]
    assert spectator[layout["inner.present"].offset] == 0.0


def test_a_field_it_cannot_read_is_named() -> None:
    @dataclass(frozen=True)
    class Opaque:
        seat: int | None
        notes: dict[str, int]

    with pytest.raises(UnknownVariantError, match=r"field 'notes'.*encoding_for"):
        view_encoding("opaque", Opaque)

    @dataclass(frozen=True)
    class Unresolved:
        seat: int | None
        later: NotImported  # type: ignore[name-defined]  # noqa: F821

    with pytest.raises(UnknownVariantError, match="NotImported"):
        view_encoding("unresolved", Unresolved)

    class NotADataclass:
        pass

    with pytest.raises(UnknownVariantError, match="is not a dataclass"):
        view_encoding("opaque", NotADataclass)


def test_a_card_of_a_rank_past_fourteen_is_refused_when_met() -> None:
    @dataclass(frozen=True)
    class Big(View):
        seat: int | None
        card: Card

        def describe(self) -> str:
            return "big"

    coder = view_encoding("big", Big)
    with pytest.raises(ValueError, match="ranks 1-14"):
        coder.encode(Big(0, Card.of(20, Suit.SPADES)))


def test_the_plugin_variant_gets_the_generic_encoding() -> None:
    assert has_encoding("three-card-war")
    coder = encoding("three-card-war", get_variant("three-card-war").default_options())
    assert coder.summary.startswith("generic")
    state = get_variant("three-card-war").new_game(None, 5)
    state.run()
    vector = coder.encode(state.observe(0).view)
    for card in state.observe(0).view.hand:
        assert vector[coder.layout["hand"].offset + GENERIC_CARDS[card]] == 1.0


def test_the_documented_encoding_of_a_variant_takes_the_place_of_the_generic_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    page = (ROOT / "docs" / "new-variant.md").read_text(encoding="utf-8")
    source = re.search(r"```python\n(from wartable\.adapters\.encoding .*?)```", page, re.S)
    assert source is not None, "docs/new-variant.md: the encoding example is missing"
    monkeypatch.setattr(encodings, "_FACTORIES", dict(encodings._FACTORIES))
    encoding.cache_clear()
    try:
        from tests.fixtures.three_card_war.state import ThreeCardWarView  # noqa: PLC0415
        from wartable.core.options import VariantOptions  # noqa: PLC0415

        namespace: dict[str, Any] = {
            "VariantOptions": VariantOptions,
            "ThreeCardWarView": ThreeCardWarView,
        }
        exec(source.group(1), namespace)
        spec = get_variant("three-card-war")
        coder = encoding("three-card-war", spec.default_options())
        assert coder.size == 54 and coder.summary == "points; the own hand"
        state = spec.new_game(None, 5)
        state.run()
        vector = coder.encode(state.observe(1).view)
        assert vector[2:].sum() == len(state.observe(1).view.hand)
    finally:
        encoding.cache_clear()

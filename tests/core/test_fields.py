"""Fields declared once (``wartable.core.fields``): what a declaration makes of a class."""

from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import pytest

from wartable.core import Audience, Card, Event, OptionError, RecordError, Rng
from wartable.core.fields import (
    BOOL,
    BYTES,
    CARD,
    CARD_CODE,
    INT,
    RNG,
    STR,
    Counters,
    Declared,
    deque_of,
    derived,
    dict_of,
    enum_of,
    fixed,
    list_of,
    optional,
    pair,
    per_seat,
    record,
    record_object,
    rows_of,
    set_of,
    stored,
    transient,
    tuple_of,
)
from wartable.variants.classic import ClassicOptions, ClassicState


class Colour(StrEnum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True, slots=True)
class Token:
    owner: int
    card: Card


@dataclass
class Bag:
    name: str
    cards: list[Card] = field(default_factory=list)


def qh() -> Card:
    return Card.parse("QH")


class Sample(Declared):
    """A class with a field of every kind of codec."""

    rng: Rng = stored(RNG, "rng")
    count: int = stored(INT, "count", default=0)
    flag: bool = stored(BOOL, "flag", default=False)
    name: str = stored(STR, "name", default="x")
    colour: Colour | None = stored(optional(enum_of(Colour)), "colour", default=None)
    hands: tuple[list[Card], list[Card]] = stored(
        pair(list_of(CARD, text=True)), "hands", factory=per_seat(list)
    )
    pile: deque[int] = stored(deque_of(CARD_CODE, text=True), "pile", factory=deque)
    seen: set[Card] = stored(set_of(CARD), "seen", factory=set)
    ranks: tuple[bytes, ...] = stored(tuple_of(BYTES), "deep.ranks", default=())
    chosen: dict[int, Card] = stored(dict_of(CARD, keys=INT, sort=True), "chosen", factory=dict)
    tokens: dict[str, Token] = stored(
        rows_of(STR, record(Token, INT, CARD)), "tokens", factory=dict
    )
    bag: Bag | None = stored(optional(record_object(Bag, name=STR, cards=list_of(CARD))), "bag")
    shown: tuple[Card, Card] | None = stored(optional(pair(CARD, text=True)), "shown")
    slot: tuple[int, bool] = stored(fixed(INT, BOOL), "slot", default=(0, False))
    counts: dict[str, int] = stored(Counters("a", "b"), "counts", factory=Counters("a", "b").zeros)
    depth: int = stored(INT, "deep.depth", default=0, last=True)
    memo: list[int] = transient(factory=list)
    kept: tuple[int, ...] = transient(default=(), clone="share")
    copied: dict[str, int] = transient(factory=dict, clone=dict_of(INT, keys=STR))

    @derived
    def total(self) -> int:
        return self.count + len(self.pile)

    def __init__(self) -> None:
        self._initialize_fields()
        self.rng = Rng(5)
        self.bag = None
        self.shown = None


def filled() -> Sample:
    sample = Sample()
    sample.count = 3
    sample.colour = Colour.BLUE
    sample.hands[0].extend([qh(), Card.parse("2S")])
    sample.pile.extend([qh().code, Card.parse("10D").code])
    sample.seen.update([qh(), Card.parse("AC")])
    sample.ranks = (b"\x02\x0c",)
    sample.chosen.update({1: qh(), 0: Card.parse("3C")})
    sample.tokens["b2"] = Token(1, qh())
    sample.tokens["a1"] = Token(0, Card.parse("4H"))
    sample.bag = Bag("spoils", [qh()])
    sample.shown = (qh(), Card.parse("2S"))
    sample.slot = (2, True)
    sample.counts["b"] = 4
    sample.memo.append(1)
    sample.kept = (1, 2)
    sample.copied["k"] = 1
    sample.depth = 7
    return sample


def test_fields_become_slots() -> None:
    assert "count" in Sample.__slots__ and "total" in Sample.__slots__
    assert not hasattr(Sample(), "__dict__")


def test_json_is_written_in_declared_order_nested_and_last() -> None:
    data = filled()._fields_to_json()
    assert list(data) == [
        "rng",
        "count",
        "flag",
        "name",
        "colour",
        "hands",
        "pile",
        "seen",
        "deep",
        "chosen",
        "tokens",
        "bag",
        "shown",
        "slot",
        "counts",
    ]
    assert data["deep"] == {"ranks": [[2, 12]], "depth": 7}
    assert data["hands"] == ["QH 2S", ""]
    assert data["pile"] == "QH 10D"
    assert data["seen"] == ["QH", "AC"]
    assert data["chosen"] == {"0": "3C", "1": "QH"}
    assert data["tokens"] == [["a1", 0, "4H"], ["b2", 1, "QH"]]
    assert data["bag"] == {"name": "spoils", "cards": ["QH"]}
    assert data["shown"] == "QH 2S"
    assert data["slot"] == [2, True]
    assert data["counts"] == {"a": 0, "b": 4}
    assert data["colour"] == "blue"


def test_json_round_trip_restores_everything_stored() -> None:
    sample = filled()
    data = json.loads(json.dumps(sample._fields_to_json()))
    restored = Sample._fields_from_json(data)
    assert restored == sample
    assert restored._fields_to_json() == sample._fields_to_json()
    assert restored.total == 5, "derived fields are worked out again"
    assert restored.memo == [] and restored.kept == () and restored.copied == {}
    assert isinstance(restored.pile, deque) and isinstance(restored.seen, set)
    assert restored.rng.random() == sample.rng.random()


def test_clone_is_deep_and_transient_fields_follow_their_rule() -> None:
    sample = filled()
    copy = sample.clone()
    assert copy == sample and copy is not sample
    copy.hands[0].append(Card.parse("5D"))
    copy.pile.append(1)
    copy.seen.clear()
    copy.chosen[1] = Card.parse("2C")
    assert copy.bag is not None and sample.bag is not None
    copy.bag.cards.clear()
    copy.copied["k"] = 9
    assert sample.hands[0] == [qh(), Card.parse("2S")] and len(sample.pile) == 2
    assert sample.seen and sample.chosen[1] == qh() and sample.bag.cards == [qh()]
    assert copy.memo == [], "reset"
    assert copy.kept is sample.kept, "shared"
    assert sample.copied == {"k": 1}, "copied"
    assert copy.rng is not sample.rng
    assert copy.rng.getstate() == sample.rng.getstate()


def test_copy_without_rng_leaves_the_generator_to_the_caller() -> None:
    copy = filled()._copy_without_rng()
    with pytest.raises(AttributeError):
        copy.rng.random()
    copy.rng = Rng(1)
    assert copy != filled()


def test_equality_compares_stored_fields_only() -> None:
    sample, other = filled(), filled()
    other.memo.append(5)
    assert sample == other
    other.rng.random()
    assert sample != other, "the generator's state is part of the object"
    assert sample != object()
    with pytest.raises(TypeError):
        hash(sample)


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("count", "many", "count: expected a whole number, got 'many'"),
        ("flag", 1, "flag: expected true or false, got 1"),
        ("colour", "green", "colour: ValueError: 'green' is not a valid Colour"),
        ("hands", ["QH"], "hands: expected 2 values"),
        ("pile", "QH ZZ", "pile: CardParseError"),
        ("chosen", {"x": "QH"}, "chosen: ValueError"),
        ("counts", {"a": 1}, "counts: expected the counts a, b"),
        ("shown", "QH", "shown: expected 2 values"),
        ("rng", [1, 2], "rng: corrupt random generator state"),
    ],
)
def test_malformed_data_names_the_field(key: str, value: Any, message: str) -> None:
    data = json.loads(json.dumps(filled()._fields_to_json()))
    data[key] = value
    with pytest.raises(RecordError) as info:
        Sample._fields_from_json(data)
    assert str(info.value).startswith(message), str(info.value)


def test_a_missing_nested_key_is_named() -> None:
    data = filled()._fields_to_json()
    del data["deep"]["depth"]
    with pytest.raises(RecordError, match=r"deep\.depth: KeyError"):
        Sample._fields_from_json(data)


class Grown(Declared):
    """A class that gained fields after objects were written: older JSON lacks their keys."""

    count: int = stored(INT, "count", default=0)
    seen: set[str] = stored(set_of(STR), "seen", factory=set, absent=[])
    depth: int = stored(INT, "deep.depth", default=0, absent=2)

    def __init__(self) -> None:
        self._initialize_fields()


def test_a_field_declared_absent_reads_older_data_without_its_key() -> None:
    older = Grown._fields_from_json({"count": 4, "deep": {}})
    assert (older.count, older.seen, older.depth) == (4, set(), 2)
    again = Grown._fields_from_json({"count": 4, "deep": {}})
    again.seen.add("x")
    assert older.seen == set(), "each read makes its own value of the absent data"
    assert older._fields_to_json() == {"count": 4, "seen": [], "deep": {"depth": 2}}
    written = {"count": 1, "seen": ["b", "a"], "deep": {"depth": 5}}
    assert Grown._fields_from_json(written)._fields_to_json() == {
        "count": 1,
        "seen": ["a", "b"],
        "deep": {"depth": 5},
    }
    with pytest.raises(RecordError, match=r"count: KeyError"):
        Grown._fields_from_json({"deep": {}})
    with pytest.raises(RecordError, match=r"seen: expected a list"):
        Grown._fields_from_json({"count": 1, "seen": 3, "deep": {}})


def test_declarations_that_cannot_work_are_refused() -> None:
    with pytest.raises(TypeError, match="mutable default"):
        stored(list_of(INT), "xs", default=[])
    with pytest.raises(TypeError, match="not both"):
        stored(INT, "x", default=0, factory=int)
    with pytest.raises(TypeError, match="needs a default or a factory"):
        transient()
    with pytest.raises(TypeError, match="JSON key 'count' twice"):

        class TwiceKeyed(Sample):
            again: int = stored(INT, "count", default=0)

    with pytest.raises(TypeError, match="field 'count' twice"):

        class TwiceNamed(Sample):
            count: int = stored(INT, "other", default=0)


def test_a_method_the_class_defines_is_kept_and_subclasses_add_fields() -> None:
    class Custom(Sample):
        extra: int = stored(INT, "extra", default=4)

        def clone(self) -> Custom:
            return self

    custom = Custom()
    assert custom.clone() is custom
    assert custom._fields_to_json()["extra"] == 4
    assert list(custom._fields_to_json())[-1] == "extra"
    assert Custom._fields_from_json(custom._fields_to_json()).extra == 4


# -- DeclaredState --------------------------------------------------------------------------------


def test_a_declared_state_checks_its_options_and_its_header() -> None:
    with pytest.raises(OptionError, match="classic needs ClassicOptions"):
        ClassicState.new(object(), 1)  # type: ignore[arg-type]
    data = ClassicState.new(ClassicOptions(), 1).to_json()
    assert list(data)[:3] == ["variant", "version", "options"]
    with pytest.raises(RecordError, match="corrupt classic state: state is of variant 'x'"):
        ClassicState.from_json({**data, "variant": "x"})
    with pytest.raises(RecordError, match="corrupt classic state: state has rules version 9"):
        ClassicState.from_json({**data, "version": 9})
    with pytest.raises(RecordError, match="corrupt classic state: battles: expected a whole"):
        ClassicState.from_json({**data, "battles": "many"})
    with pytest.raises(RecordError, match="corrupt classic state: the cycle watch must hold"):
        ClassicState.from_json({**data, "cycle": {**data["cycle"], "ranks": [[1]]}})


@dataclass(frozen=True, slots=True)
class Noted(Event):
    text: str


def test_events_are_built_only_when_someone_listens() -> None:
    built: list[str] = []

    def note(text: str) -> Noted:
        built.append(text)
        return Noted(text, audience=Audience.only(0))

    loud = ClassicState.new(ClassicOptions(), 1)
    loud._emit(note, "a")
    loud._emit(Noted, "b")
    assert [e.text for e in loud._take_events() if isinstance(e, Noted)] == ["a", "b"]
    assert loud._take_events() == ()
    quiet = loud.clone()
    quiet.mute()
    quiet._emit(note, "c")
    assert built == ["a"] and quiet._take_events() == ()
    assert quiet.clone()._out is None and loud.clone()._out == []

"""Observation encodings: what one seat sees, as a fixed-size float32 vector.

Each variant's encoding lives in ``wartable.adapters.encodings.<variant module>`` and registers a
factory with :func:`encoding_for`; :func:`encoding` finds it by the variant's id. A variant
without one (a plugin's) gets the generic encoding of :mod:`wartable.adapters.generic`, made from
its view's fields. An encoding reads
only the seat's observation view (``state.observe(seat).view``), never the state, so two states the
seat cannot tell apart give it the same vector.

The vector is laid out by a :class:`Layout`: named consecutive slices, each documented by a
meaning, which :meth:`Layout.describe` prints as the tables in ``docs/adapters.md``. Seats are
relative: "own" is the viewer's, "other" the opponent's (the first seat for a spectator). Counts
and ranks are divided by the bound named in the slice's meaning, and every number is clipped to
``[LOW, HIGH]`` (-1 to 1).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from wartable.extras import needs

with needs("rl", "the observation encodings"):
    import numpy as np
    from numpy.typing import NDArray

from wartable.core.cards import Card, Deck
from wartable.core.errors import UnknownVariantError
from wartable.core.options import VariantOptions
from wartable.core.registry import get_variant, import_submodules
from wartable.core.state import View

__all__ = [
    "HIGH",
    "LOW",
    "Encoding",
    "Field",
    "Layout",
    "Writer",
    "card_index",
    "card_set",
    "encoding",
    "encoding_for",
    "has_encoding",
    "seats",
]

Vector = NDArray[np.float32]
CardIndex = Mapping[Card, int]
"""Where each card of a deck goes in a card field (:func:`card_index`)."""
LOW = -1.0
"""The least number of an encoded vector."""
HIGH = 1.0
"""The greatest number of an encoded vector."""


@dataclass(frozen=True, slots=True)
class Field:
    """A named slice of the vector: ``size`` numbers from ``offset``, and what they mean."""

    name: str
    size: int
    meaning: str
    offset: int = 0

    @property
    def slice(self) -> slice:
        """The field's place in the vector."""
        return slice(self.offset, self.offset + self.size)


class Layout:
    """Fields laid end to end in the order given; ``size`` is the vector's length."""

    __slots__ = ("_by_name", "fields", "size")

    def __init__(self, fields: Iterable[tuple[str, int, str]]) -> None:
        placed: list[Field] = []
        offset = 0
        for name, size, meaning in fields:
            placed.append(Field(name, size, meaning, offset))
            offset += size
        self.fields = tuple(placed)
        self.size = offset
        self._by_name = {field.name: field for field in placed}
        if len(self._by_name) != len(placed):
            raise ValueError("two fields of a layout share a name")

    def __getitem__(self, name: str) -> Field:
        return self._by_name[name]

    def describe(self) -> str:
        """The layout as a Markdown table: each field's positions, name and meaning."""
        rows = ["| positions | field | meaning |", "| --- | --- | --- |"]
        for field in self.fields:
            last = field.offset + field.size - 1
            where = str(field.offset) if field.size == 1 else f"{field.offset}-{last}"
            rows.append(f"| {where} | `{field.name}` | {field.meaning} |")
        return "\n".join(rows)


class Writer:
    """Fills one vector of a layout, field by field (fields left alone stay 0)."""

    __slots__ = ("layout", "vector")

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.vector: Vector = np.zeros(layout.size, dtype=np.float32)

    def _field(self, name: str, length: int) -> Field:
        field = self.layout[name]
        if length > field.size:
            raise ValueError(f"{length} values do not fit field {name!r} of size {field.size}")
        return field

    def scalar(self, name: str, value: float, bound: float = 1.0) -> None:
        """A one-number field: ``value / bound``."""
        self.vector[self._field(name, 1).offset] = value / bound

    def values(self, name: str, values: Sequence[float], bound: float = 1.0) -> None:
        """The first ``len(values)`` numbers of the field: each ``value / bound``."""
        field = self._field(name, len(values))
        self.vector[field.offset : field.offset + len(values)] = np.asarray(values) / bound

    def at(self, name: str, index: int, value: float = 1.0) -> None:
        """Add ``value`` at ``index`` within the field (a one-hot, or a count)."""
        field = self.layout[name]
        if not 0 <= index < field.size:
            raise ValueError(f"index {index} is outside field {name!r} of size {field.size}")
        self.vector[field.offset + index] += value

    def one_hot(self, name: str, index: int | None) -> None:
        """A 1 at ``index`` within the field; nothing for ``None``."""
        if index is not None:
            self.at(name, index)

    def cards(
        self, name: str, cards: Iterable[Card | None], index: CardIndex, copies: int = 1
    ) -> None:
        """How many of each card of a deck are in ``cards`` (``None`` skipped), divided by
        ``copies``: a field of one number per card of ``index`` (:func:`card_index`)."""
        offset = self._field(name, len(index)).offset
        vector = self.vector
        places = _places_by_identity(index)
        share = 1.0 / copies
        for card in cards:
            if card is not None:
                place = places.get(id(card))
                vector[offset + (index[card] if place is None else place)] += share


_BY_IDENTITY: dict[int, tuple[CardIndex, dict[int, int]]] = {}


def _places_by_identity(index: CardIndex) -> dict[int, int]:
    """``index`` keyed by the identity of each card: cards are interned (:meth:`Card.of`), so the
    cards of a view are these very objects, and looking them up by identity spares hashing a
    dataclass. (A card made otherwise is not found here and is looked up in ``index``; interned
    cards live as long as the process, so no other object can take one's identity.)"""
    found = _BY_IDENTITY.get(id(index))
    if found is None or found[0] is not index:
        found = _BY_IDENTITY[id(index)] = (index, {id(card): p for card, p in index.items()})
    return found[1]


@dataclass(frozen=True, slots=True)
class Encoding:
    """A variant's encoding for given options: its layout and how a view fills it."""

    variant: str
    layout: Layout
    fill: Callable[[Any, Writer], None]
    """Writes the view's fields (a variant's own view type) into the writer."""
    summary: str = ""

    @property
    def size(self) -> int:
        """The length of the vector."""
        return self.layout.size

    def encode(self, view: View) -> Vector:
        """``view`` as a vector of :attr:`size` float32 numbers from ``LOW`` to ``HIGH``."""
        writer = Writer(self.layout)
        self.fill(view, writer)
        return np.clip(writer.vector, LOW, HIGH, out=writer.vector)


EncodingFactory = Callable[[VariantOptions], Encoding]
_FACTORIES: dict[str, EncodingFactory] = {}


def encoding_for(variant: str) -> Callable[[EncodingFactory], EncodingFactory]:
    """Register a variant's encoding factory (a decorator)."""

    def register(factory: EncodingFactory) -> EncodingFactory:
        _FACTORIES[variant] = factory
        return factory

    return register


@cache
def has_encoding(variant: str) -> bool:
    """Whether the variant with this id has an encoding: a registered one, or the generic one
    (:mod:`wartable.adapters.generic`) where it can read the variant's view."""
    if variant in _FACTORIES:
        return True
    try:
        encoding(variant, get_variant(variant).parse_options(None))
    except UnknownVariantError:
        return False
    return True


@cache
def encoding(variant: str, options: VariantOptions) -> Encoding:
    """The encoding of the variant with this id for ``options`` (made once per options): its
    registered one, else the generic one made from its view's fields; raise UnknownVariantError
    if it has neither (naming the field of the view the generic encoding cannot read)."""
    factory = _FACTORIES.get(variant)
    if factory is None:
        # The generic encoding is built on this module's layouts and writers.
        from wartable.adapters.generic import generic_encoding  # noqa: PLC0415

        return generic_encoding(variant, options)
    return factory(options)


def card_index(deck: Deck) -> CardIndex:
    """Each of ``deck``'s different cards and its place in a card field: by rank, then suit."""
    return {card: place for place, card in enumerate(deck.distinct)}


def card_set(deck: Deck) -> str:
    """How a field of :meth:`Writer.cards` is laid out, in words for its meaning."""
    first = " ".join(str(card) for card in deck.distinct[:5])
    return f"one number per card of the {len(deck.distinct)} ({first} ...: by rank, then suit)"


def seats(viewer: int | None) -> tuple[int, int]:
    """The viewer's seat and the other one (seat 0 first for a spectator)."""
    own = 0 if viewer is None else viewer
    return own, 1 - own


import_submodules("wartable.adapters.encodings")

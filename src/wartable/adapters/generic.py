"""The generic observation encoding: for a variant without one of its own (a plugin's), made from
the declared fields of its view.

The view class (what ``observe`` returns in a new game) is read field by field, in order, by each
field's type annotation:

- ``bool``: 1 if true; ``int``: ``n / (abs(n) + 10)`` (0 stays 0, the sign is kept, 10 is 0.5:
  the generic encoding knows no bounds, so counts are squashed, not scaled); ``float``: itself, clipped
  to -1..1; an ``Enum``: one flag per member;
- ``Card``: one flag per card of ranks 1-14 in the four suits (56: the standard deck, aces high
  or low, and the 40-card deck); ``X | None``: a flag "present" (1 when not ``None``), then ``X``;
- a fixed tuple (``tuple[int, int]``): each element in turn (seats in the view's own order, not
  relative to the viewer); a variable tuple,
  ``frozenset`` or ``list`` (``tuple[Card, ...]``): its length as an ``int``, and when it holds
  cards (at any depth: ``tuple[tuple[Card, Card], ...]``), one flag per card, 1 if it holds that
  card (copies are not told apart);
- a nested frozen dataclass: its fields in turn, named ``outer.inner``;
- ``str`` fields (labels and option texts) are left out, and so is the view's ``seat``, which the
  first field, ``viewer``, gives as one flag per seat (and one for a spectator).

A field of any other type (a ``dict``, ``Any``) makes :func:`generic_encoding` raise
:class:`~wartable.core.errors.UnknownVariantError` naming the field: the variant must then register
an encoding of its own (:func:`~wartable.adapters.encoding.encoding_for`; ``docs/new-variant.md``).
A variant's own encoding is better where it can be written: it makes seats relative, scales counts
by their real bounds and keeps the order of piles that matter.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Iterable
from enum import Enum
from typing import Any

from wartable.adapters.encoding import Encoding, Layout, Writer
from wartable.core.cards import Card, Suit
from wartable.core.errors import UnknownVariantError
from wartable.core.options import VariantOptions
from wartable.core.registry import get_variant

__all__ = ["GENERIC_CARDS", "generic_encoding", "squash", "view_encoding"]

TOP_RANK = 14
GENERIC_CARDS: dict[Card, int] = {
    Card.of(rank, suit): (rank - 1) * len(Suit) + place
    for rank in range(1, TOP_RANK + 1)
    for place, suit in enumerate(Suit)
}
"""Where each card goes in a generic card field: ranks 1-14, then suits (1C = 0)."""
_CARDS_MEANING = f"one number per card of ranks 1-{TOP_RANK} in the four suits (1C 1D 1H 1S 2C ...)"

Fill = Callable[[Any, Writer], None]


def squash(value: float) -> float:
    """An unbounded count as a number from -1 to 1: ``n / (abs(n) + 10)``."""
    return value / (abs(value) + 10.0)


class _Builder:
    """Lays out the fields of a view class and collects how each is filled."""

    def __init__(self, variant: str, view_type: type) -> None:
        self.variant = variant
        self.view_type = view_type
        self.fields: list[tuple[str, int, str]] = []
        self.fills: list[Fill] = []

    def refuse(self, name: str, hint: object, why: str) -> UnknownVariantError:
        return UnknownVariantError(
            f"variant {self.variant!r} has no observation encoding of its own, and field {name!r}"
            f" of its view {self.view_type.__name__} ({hint}) has no generic one: {why}. Register"
            " an encoding with wartable.adapters.encoding.encoding_for (docs/new-variant.md,"
            " 'Research adapters')"
        )

    def add(self, name: str, size: int, meaning: str, fill: Fill) -> None:
        self.fields.append((name, size, meaning))
        self.fills.append(fill)

    def dataclass(
        self, prefix: str, cls: type, get: Callable[[Any], Any], skip: tuple[str, ...] = ()
    ) -> None:
        try:
            hints = typing.get_type_hints(cls)
        except NameError as exc:  # an annotation naming what its module does not import
            raise self.refuse(prefix.rstrip(".") or cls.__name__, cls.__name__, str(exc)) from None
        for declared in dataclasses.fields(cls):
            if declared.name in skip:
                continue
            name = f"{prefix}{declared.name}"
            self.value(name, hints[declared.name], _attribute(get, declared.name))

    def value(self, name: str, hint: Any, get: Callable[[Any], Any]) -> None:
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if origin in (typing.Union, types.UnionType):
            kept = [arg for arg in args if arg is not type(None)]
            if len(kept) != 1 or len(args) != 2:
                raise self.refuse(name, hint, "only 'X | None' unions are encoded")
            self.add(f"{name}.present", 1, "1 if it is not None", _present(get, name))
            self.value(name, kept[0], get)
        elif hint is str:
            return
        elif hint is bool:
            self.add(name, 1, "1 if true", _scalar(get, name, float))
        elif hint is int:
            self.add(name, 1, "n / (abs(n) + 10)", _scalar(get, name, squash))
        elif hint is float:
            self.add(name, 1, "the number, clipped to -1..1", _scalar(get, name, float))
        elif isinstance(hint, type) and issubclass(hint, Enum):
            members = list(hint)
            spots = {member: place for place, member in enumerate(members)}
            meaning = "one flag per value: " + ", ".join(str(m.value) for m in members)
            self.add(name, len(members), meaning, _one_hot(get, name, spots))
        elif hint is Card:
            self.add(name, len(GENERIC_CARDS), f"{_CARDS_MEANING}: 1 if it is", _cards(get, name))
        elif isinstance(hint, type) and dataclasses.is_dataclass(hint):
            self.dataclass(f"{name}.", hint, get)
        elif origin is tuple and args and args[-1] is not Ellipsis:
            for index, element in enumerate(args):
                self.value(f"{name}.{index}", element, _item(get, index))
        elif origin in (tuple, list, frozenset, set) and args:
            self.add(f"{name}.length", 1, "how many it holds, n / (n + 10)", _length(get, name))
            if _holds_cards(args[0]):
                meaning = f"{_CARDS_MEANING}: 1 if it holds the card (copies count once)"
                self.add(name, len(GENERIC_CARDS), meaning, _card_counts(get, name))
        else:
            raise self.refuse(name, hint, "the generic encoding reads no such type")


def _attribute(get: Callable[[Any], Any], name: str) -> Callable[[Any], Any]:
    return lambda view: getattr(get(view), name)


def _item(get: Callable[[Any], Any], index: int) -> Callable[[Any], Any]:
    return lambda view: get(view)[index]


def _present(get: Callable[[Any], Any], name: str) -> Fill:
    def fill(view: Any, out: Writer) -> None:
        out.scalar(f"{name}.present", float(_safe(get, view) is not None))

    return fill


def _safe(get: Callable[[Any], Any], view: Any) -> Any:
    """The value, or ``None`` where an enclosing optional value is absent."""
    try:
        return get(view)
    except (AttributeError, TypeError):
        return None


def _scalar(get: Callable[[Any], Any], name: str, convert: Callable[[Any], float]) -> Fill:
    def fill(view: Any, out: Writer) -> None:
        value = _safe(get, view)
        if value is not None:
            out.scalar(name, convert(value))

    return fill


def _one_hot(get: Callable[[Any], Any], name: str, spots: dict[Any, int]) -> Fill:
    def fill(view: Any, out: Writer) -> None:
        out.one_hot(name, spots.get(_safe(get, view)))

    return fill


def _card_place(card: Card, name: str) -> int:
    place = GENERIC_CARDS.get(card)
    if place is None:
        raise ValueError(
            f"card {card} in field {name!r} has rank {card.rank}: the generic encoding covers"
            f" ranks 1-{TOP_RANK} (register an encoding of the variant's own)"
        )
    return place


def _cards(get: Callable[[Any], Any], name: str) -> Fill:
    def fill(view: Any, out: Writer) -> None:
        card = _safe(get, view)
        if card is not None:
            out.at(name, _card_place(card, name))

    return fill


def _length(get: Callable[[Any], Any], name: str) -> Fill:
    def fill(view: Any, out: Writer) -> None:
        found = _safe(get, view)
        out.scalar(f"{name}.length", squash(len(found) if found is not None else 0))

    return fill


def _card_counts(get: Callable[[Any], Any], name: str) -> Fill:
    def fill(view: Any, out: Writer) -> None:
        for card in _all_cards(_safe(get, view)):
            out.at(name, _card_place(card, name))

    return fill


def _all_cards(value: object) -> Iterable[Card]:
    if isinstance(value, Card):
        yield value
    elif isinstance(value, tuple | list | frozenset | set):
        for item in value:
            yield from _all_cards(item)


def _holds_cards(hint: Any) -> bool:
    if hint is Card:
        return True
    return any(_holds_cards(arg) for arg in typing.get_args(hint) if arg is not Ellipsis)


def generic_encoding(variant: str, options: VariantOptions) -> Encoding:
    """The generic encoding of a variant's view (see the module docstring), the view's class
    taken from a new game; raise UnknownVariantError naming the first field it cannot encode."""
    spec = get_variant(variant)
    view_type = type(spec.new_game(options, 0, quiet=True).observe(0).view)
    return view_encoding(spec.id, view_type, spec.state_type.num_players)


def view_encoding(variant: str, view_type: type, players: int = 2) -> Encoding:
    """The generic encoding of views of class ``view_type`` (a dataclass) in a game of
    ``players`` seats; raise UnknownVariantError naming the first field it cannot encode."""
    if not dataclasses.is_dataclass(view_type):
        raise UnknownVariantError(
            f"variant {variant!r} has no observation encoding of its own, and its view"
            f" {view_type.__name__} is not a dataclass for the generic one to read. Register an"
            " encoding with wartable.adapters.encoding.encoding_for (docs/new-variant.md)"
        )
    builder = _Builder(variant, view_type)

    def viewer(view: Any, out: Writer) -> None:
        found = getattr(view, "seat", None)
        out.one_hot("viewer", players if found is None else int(found))

    whose = ", ".join(f"seat {seat + 1}" for seat in range(players))
    builder.add("viewer", players + 1, f"whose view, one flag: {whose} or a spectator", viewer)
    builder.dataclass("", view_type, lambda view: view, skip=("seat",))
    fills = tuple(builder.fills)

    def fill(view: Any, out: Writer) -> None:
        for part in fills:
            part(view, out)

    summary = f"generic: the fields of {view_type.__name__}"
    return Encoding(variant, Layout(builder.fields), fill, summary)

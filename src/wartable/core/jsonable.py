"""Conversion of wartable values (dataclasses, cards, enums, tuples) to JSON-ready data."""

from __future__ import annotations

import dataclasses
import json
import math
import re
from collections.abc import Mapping
from enum import Enum
from typing import Any

from wartable.core.cards import Card

JSON = None | bool | int | float | str | list["JSON"] | dict[str, "JSON"]

MAX_JSON_DEPTH = 64
"""The deepest nesting of arrays and objects wartable reads from outside (records, set files,
request bodies, socket messages); its own files nest a few levels deep. Deeper input is refused
before it is parsed, since a parser would recurse once per level."""

_JSON_TOKENS = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def json_depth(text: str | bytes, *, stop_above: int = MAX_JSON_DEPTH) -> int:
    """How deeply arrays and objects nest in JSON ``text`` (0 for a bare value), counted without
    parsing it; past ``stop_above`` the count stops there plus one. Text that is not valid JSON
    still gets a count (the parser reports what is wrong with it)."""
    data = text.encode() if isinstance(text, str) else text
    depth = deepest = 0
    for token in _JSON_TOKENS.finditer(data):
        mark = token.group()
        if mark in (b"[", b"{"):
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop_above:
                    break
        elif mark in (b"]", b"}"):
            depth = max(0, depth - 1)
    return deepest


def too_deep(text: str | bytes, limit: int = MAX_JSON_DEPTH) -> str | None:
    """Why JSON ``text`` nests too deeply to be read, or ``None`` if it does not."""
    if json_depth(text, stop_above=limit) > limit:
        return f"arrays and objects nest more than {limit} levels deep"
    return None


def json_text(data: Any, *, indent: int | None = 2) -> str:
    """``data`` as standard JSON: a float that is not a number or infinite (the spread of a
    statistic over one game, the share of no games) is written ``null``, which every JSON reader
    takes, where :func:`json.dumps` would write ``NaN``, which none should."""
    return json.dumps(_finite(data), indent=indent, allow_nan=False)


def _finite(value: Any) -> Any:
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {key: _finite(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(item) for item in value]
    return value


_UNKNOWN: Any = object()
_OWN_FORM: dict[type, Any] = {}
"""Each dataclass's ``__jsonable__`` (``None`` if it has none), looked up once per class."""


def to_jsonable(value: Any, structured: bool = False) -> JSON:
    """A JSON-ready copy of ``value``: cards become ``"QH"``, enums their value, tuples lists.

    Dataclasses become dicts of their fields, with a ``"type"`` key holding the class name first.
    A dataclass that defines ``__jsonable__(structured)`` is what that returns: a value with a
    compact form for records (a card reference as its text) and a structured one for front ends,
    asked for with ``structured=True``.
    """
    if value is None or (
        isinstance(value, bool | int | float | str) and not isinstance(value, Enum)
    ):
        return value
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Enum):
        return to_jsonable(value.value, structured)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        kind = type(value)
        own = _OWN_FORM.get(kind, _UNKNOWN)
        if own is _UNKNOWN:
            own = _OWN_FORM[kind] = getattr(kind, "__jsonable__", None)
        if own is not None:
            data_of: JSON = own(value, structured)
            return data_of
        data: dict[str, JSON] = {"type": type(value).__name__}
        for field in dataclasses.fields(value):
            data[field.name] = to_jsonable(getattr(value, field.name), structured)
        return data
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v, structured) for k, v in value.items()}
    if isinstance(value, list | tuple | frozenset | set):
        items = sorted(value, key=repr) if isinstance(value, frozenset | set) else value
        return [to_jsonable(v, structured) for v in items]
    to_json = getattr(value, "to_json", None)
    if callable(to_json):
        return to_jsonable(to_json(), structured)
    raise TypeError(f"cannot convert {type(value).__name__} to JSON")

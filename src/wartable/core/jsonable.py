"""Conversion of wartable values (dataclasses, cards, enums, tuples) to JSON-ready data."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from enum import Enum
from typing import Any

from wartable.core.cards import Card

JSON = None | bool | int | float | str | list["JSON"] | dict[str, "JSON"]


def to_jsonable(value: Any) -> JSON:
    """A JSON-ready copy of ``value``: cards become ``"QH"``, enums their value, tuples lists.

    Dataclasses become dicts of their fields, with a ``"type"`` key holding the class name first.
    """
    if value is None or (
        isinstance(value, bool | int | float | str) and not isinstance(value, Enum)
    ):
        return value
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Enum):
        return to_jsonable(value.value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        data: dict[str, JSON] = {"type": type(value).__name__}
        for field in dataclasses.fields(value):
            data[field.name] = to_jsonable(getattr(value, field.name))
        return data
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | frozenset | set):
        items = sorted(value, key=repr) if isinstance(value, frozenset | set) else value
        return [to_jsonable(v) for v in items]
    to_json = getattr(value, "to_json", None)
    if callable(to_json):
        return to_jsonable(to_json())
    raise TypeError(f"cannot convert {type(value).__name__} to JSON")

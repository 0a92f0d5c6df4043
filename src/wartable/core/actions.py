"""Actions as data: every action a value with a kind and fields, a notation, a label and an integer id.

An :class:`Action` is a frozen, hashable value. Its ``str`` is its **notation** (what records store
and the terminal reads back, ``place p0-07``); :meth:`Action.data` is its **structured form** (the
kind and the fields, ``{"kind": "place", "card": "p0-07"}``), which front ends use instead of parsing
the notation; a view's :meth:`~wartable.core.state.View.label` is its **label** for people ("Place
Pebble Thrower (3)").

Each variant declares its :class:`ActionSpace` for given options: consecutive segments of integer
ids, one per kind of action, so that every action has a stable id (what research adapters' action
masks and policies index). The ids depend only on the action, never on the position: the same
action has the same id in every game played with the same options.
"""

from __future__ import annotations

import dataclasses
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from wartable.core.errors import IllegalActionError
from wartable.core.jsonable import JSON, to_jsonable

__all__ = ["Action", "ActionInfo", "ActionSpace", "Segment"]


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


class Action(ABC):
    """A player's move: a frozen, hashable value (a frozen dataclass) whose ``str`` is its notation.

    The notation is what game records store; the state's ``parse_action`` reads it back. ``kind``
    names the kind of action in the structured form; it defaults to the class name in snake case
    (``ToSideboard`` is ``to_sideboard``).
    """

    __slots__ = ()

    kind: ClassVar[str] = "action"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "kind" not in cls.__dict__:
            cls.kind = _snake(cls.__name__)

    @abstractmethod
    def __str__(self) -> str: ...

    def data(self) -> dict[str, JSON]:
        """The structured form: ``{"kind": ..., field: value, ...}`` with JSON-ready values."""
        out: dict[str, JSON] = {"kind": self.kind}
        if dataclasses.is_dataclass(self):
            for field in dataclasses.fields(self):
                out[field.name] = _field_data(getattr(self, field.name))
        return out


def _field_data(value: Any) -> JSON:
    """A field as plain JSON (nested dataclasses without the ``"type"`` key ``to_jsonable`` adds)."""
    data = to_jsonable(value)
    if isinstance(data, dict):
        data.pop("type", None)
    return data


@dataclass(frozen=True, slots=True)
class Segment:
    """The ids of one kind of action: ``size`` consecutive ids from ``offset``.

    ``index`` gives an action's place within the segment (0 to ``size - 1``); ``meaning`` says in
    words what that place is, for the docs of the encoding.
    """

    action_type: type[Action]
    size: int
    index: Callable[[Any], int]
    meaning: str
    offset: int = 0

    @property
    def kind(self) -> str:
        """The kind of the actions in the segment."""
        return self.action_type.kind


class ActionSpace:
    """The integer ids of a variant's actions under given options.

    Built from segments, one per action type, laid end to end in the order given; ``size`` is the
    number of ids. ``index`` maps an action to its id and raises :class:`IllegalActionError` for an
    action outside the space.
    """

    __slots__ = ("_by_type", "segments", "size")

    def __init__(self, segments: Iterable[Segment]) -> None:
        placed: list[Segment] = []
        offset = 0
        for segment in segments:
            if segment.size < 0:
                raise ValueError(f"segment {segment.kind!r} has a negative size")
            placed.append(dataclasses.replace(segment, offset=offset))
            offset += segment.size
        self.segments: tuple[Segment, ...] = tuple(placed)
        self.size = offset
        self._by_type: dict[type[Action], Segment] = {}
        for segment in self.segments:
            if segment.action_type in self._by_type:
                raise ValueError(f"two segments for {segment.action_type.__name__}")
            self._by_type[segment.action_type] = segment

    def index(self, action: Action) -> int:
        """The id of ``action``."""
        segment = self._by_type.get(type(action))
        if segment is None:
            raise IllegalActionError(f"{action} ({type(action).__name__}) has no id in this space")
        place = segment.index(action)
        if not 0 <= place < segment.size:
            raise IllegalActionError(f"{action} is outside the action space ({segment.kind})")
        return segment.offset + place

    def segment_of(self, action_id: int) -> Segment:
        """The segment that holds ``action_id``."""
        for segment in self.segments:
            if segment.offset <= action_id < segment.offset + segment.size:
                return segment
        raise IllegalActionError(f"action id {action_id} is outside 0-{self.size - 1}")

    def describe(self) -> str:
        """The layout as a Markdown table: each kind, its ids and what its index means."""
        rows = ["| ids | kind | index within the kind |", "| --- | --- | --- |"]
        for segment in self.segments:
            last = segment.offset + segment.size - 1
            ids = str(segment.offset) if segment.size == 1 else f"{segment.offset}-{last}"
            rows.append(f"| {ids} | `{segment.kind}` | {segment.meaning} |")
        return "\n".join(rows)


@dataclass(frozen=True, slots=True)
class ActionInfo:
    """One legal action as front ends receive it: its id, notation, structured form and label."""

    id: int
    text: str
    data: dict[str, JSON]
    label: str

    def to_json(self) -> JSON:
        """JSON-ready data: ``{"id", "text", "kind", "fields", "label"}``."""
        fields = {k: v for k, v in self.data.items() if k != "kind"}
        return {
            "id": self.id,
            "text": self.text,
            "kind": self.data["kind"],
            "fields": fields,
            "label": self.label,
        }

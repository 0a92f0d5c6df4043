"""Events: the frozen records every state change emits, each tagged with who may see it.

An event's :class:`Audience` names the players who may see it whole. Everyone else sees what
:meth:`Event.redacted` returns: a copy without the secret parts, or ``None`` when even the event's
existence is secret. :func:`events_for` applies that rule and is the only place events are redacted.

An event's :class:`Importance` says whether it is a headline of the game (a battle won, a card
revealed) or a detail (a shuffle, a turn starting), so that front ends choose what to show without
rules of their own per variant.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, ClassVar

from wartable.core.jsonable import JSON, to_jsonable
from wartable.core.outcome import Outcome

Viewer = int | None
"""Who is looking: a player's seat, or ``None`` for a spectator who sees only public events."""


@dataclass(frozen=True, slots=True)
class Audience:
    """The players who may see an event whole; ``players=None`` means everyone."""

    players: frozenset[int] | None = None

    @staticmethod
    def only(*players: int) -> Audience:
        """An audience of exactly these players (one shared value per set of players: engines ask
        for these often)."""
        audience = _ONLY.get(players)
        if audience is None:
            audience = _ONLY[players] = Audience(frozenset(players))
        return audience

    def includes(self, viewer: Viewer) -> bool:
        """Whether ``viewer`` may see the event whole."""
        if self.players is None:
            return True
        return viewer is not None and viewer in self.players

    def __str__(self) -> str:
        if self.players is None:
            return "everyone"
        return ",".join(str(p) for p in sorted(self.players)) or "nobody"


class Importance(StrEnum):
    """How much an event matters to someone following the game."""

    HEADLINE = "headline"
    """What a player follows the game by: a card played or revealed, a battle, a point, the end."""
    DETAIL = "detail"
    """Book-keeping a log may fold away: a shuffle, a turn starting, a card set aside."""


_ONLY: dict[tuple[int, ...], Audience] = {}
EVERYONE = Audience(None)
NOBODY = Audience(frozenset())


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """Base of all events. Subclasses add their own fields and say how they read and redact."""

    audience: Audience = EVERYONE
    importance: ClassVar[Importance] = Importance.HEADLINE

    def describe(self) -> str:
        """One line of plain English for logs and the terminal."""
        return type(self).__name__

    def redacted(self) -> Event | None:
        """What a viewer outside the audience sees; ``None`` if nothing at all."""
        return None

    def to_json(self) -> JSON:
        """The event as JSON-ready data, its class name under ``"type"``: the form records digest
        (values with a compact form, such as a card reference, in that form)."""
        return self._json(False)

    def to_data(self) -> JSON:
        """The event as front ends receive it: as :meth:`to_json`, with every value that has a
        structured form (a card reference: id, title, owner, slot) in that form."""
        return self._json(True)

    def _json(self, structured: bool) -> JSON:
        data = to_jsonable(self, structured)
        assert isinstance(data, dict)
        data.pop("audience", None)
        data["audience"] = str(self.audience)
        data["importance"] = self.importance.value
        return data

    def __str__(self) -> str:
        return self.describe()


def event_for(event: Event, viewer: Viewer) -> Event | None:
    """The event as ``viewer`` may see it: whole, redacted, or not at all."""
    if event.audience.includes(viewer):
        return event
    return event.redacted()


def events_for(events: Iterable[Event], viewer: Viewer) -> tuple[Event, ...]:
    """The events ``viewer`` may see, each redacted as its audience requires."""
    seen = (event_for(event, viewer) for event in events)
    return tuple(event for event in seen if event is not None)


def public_copy(event: Event, **changes: Any) -> Event:
    """A copy of ``event`` visible to everyone with the given fields replaced (for ``redacted``)."""
    return replace(event, audience=EVERYONE, **changes)


def seat_name(player: int) -> str:
    """``Player 1`` for seat 0, ``Player 2`` for seat 1."""
    return f"Player {player + 1}"


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """A player's turn begins; ``turn`` counts from 1 (every player's turn counts one)."""

    player: int
    turn: int

    def describe(self) -> str:
        return f"Turn {self.turn}: {seat_name(self.player)}"


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """A player's turn is over."""

    player: int

    importance = Importance.DETAIL

    def describe(self) -> str:
        return f"{seat_name(self.player)} ends its turn"


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The game ended."""

    outcome: Outcome

    def describe(self) -> str:
        return f"Game over: {self.outcome.describe()}"

"""Events of Board Wars. Squares are written like ``c3`` (column a-e, row 1 = the first player's
spawn row)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from wartable.core.cards import Card, format_cards
from wartable.core.events import (
    Event,
    GameOver,
    Importance,
    TurnEnded,
    TurnStarted,
    public_copy,
    seat_name,
)
from wartable.core.words import counted


class Result(StrEnum):
    """How a battle or a war came out, as both players learn it."""

    ATTACKER = "attacker"
    DEFENDER = "defender"
    TIE = "tie"


@dataclass(frozen=True, slots=True)
class Spawned(Event):
    """A card came off the top of a deck onto a spawn space; only its owner sees which."""

    player: int
    square: str
    uid: int
    card: Card | None

    def describe(self) -> str:
        shown = f" ({self.card.pretty()})" if self.card is not None else ""
        return f"{seat_name(self.player)} spawns card #{self.uid} on {self.square}{shown}"

    def redacted(self) -> Event:
        return public_copy(self, card=None)


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """A card moved to an empty square."""

    player: int
    uid: int
    origin: str
    target: str

    def describe(self) -> str:
        return (
            f"{seat_name(self.player)} moves card #{self.uid} from {self.origin} to {self.target}"
        )


@dataclass(frozen=True, slots=True)
class BattleFought(Event):
    """A card attacked an enemy card. Both learn the result, neither the enemy's value."""

    attacker: int
    origin: str
    target: str
    attacker_uid: int
    defender_uid: int
    result: Result

    def describe(self) -> str:
        outcome = {
            Result.ATTACKER: "the attacker wins",
            Result.DEFENDER: "the defender wins",
            Result.TIE: "a tie: war!",
        }[self.result]
        return (
            f"{seat_name(self.attacker)} attacks {self.target} from {self.origin}"
            f" (card #{self.attacker_uid} against card #{self.defender_uid}): {outcome}"
        )


@dataclass(frozen=True, slots=True)
class ValuesCompared(Event):
    """The values behind a battle or a war (for the record; no player sees this)."""

    importance = Importance.DETAIL

    cards: tuple[Card, Card]

    def describe(self) -> str:
        return f"(values: {self.cards[0].pretty()} against {self.cards[1].pretty()})"


@dataclass(frozen=True, slots=True)
class WarPlanChosen(Event):
    """A player chose its plan for a war in secret."""

    player: int

    def describe(self) -> str:
        return f"{seat_name(self.player)} has chosen its war plan"


@dataclass(frozen=True, slots=True)
class SpoilsSetAside(Event):
    """A player set aside its spoils and its deciding card for a war (the values stay hidden)."""

    player: int
    from_board: tuple[str, ...]
    from_deck: int
    decider: str

    def describe(self) -> str:
        parts = []
        if self.from_board:
            parts.append(f"board cards {' '.join(self.from_board)}")
        if self.from_deck:
            parts.append(f"{counted(self.from_deck, 'card')} from its deck")
        spoils = " and ".join(parts) or "nothing"
        return f"{seat_name(self.player)} sets aside {spoils}; the decider is {self.decider}"


@dataclass(frozen=True, slots=True)
class WarAbandoned(Event):
    """A war still tied after ``max_war_rounds`` rounds ends undecided."""

    rounds: int

    def describe(self) -> str:
        return (
            f"The war is still tied after {counted(self.rounds, 'round')}: neither side can"
            " decide it"
        )


@dataclass(frozen=True, slots=True)
class WarDecided(Event):
    """A war round was decided (``result`` from the attacker's side), or tied and goes on."""

    result: Result
    depth: int

    def describe(self) -> str:
        if self.result is Result.TIE:
            return "The deciders tie: the war goes on"
        side = "attacker" if self.result is Result.ATTACKER else "defender"
        return f"The {side} wins the war"


@dataclass(frozen=True, slots=True)
class Captured(Event):
    """A card went to the enemy's capture pile, face down unless captures are revealed."""

    captor: int
    uid: int
    card: Card | None

    def describe(self) -> str:
        shown = f" ({self.card.pretty()})" if self.card is not None else ""
        return f"{seat_name(self.captor)} captures card #{self.uid}{shown}"

    def redacted(self) -> Event:
        return public_copy(self, card=None)


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """Cards went face up to their owner's discard pile (expired, or spoils and deciders)."""

    player: int
    cards: tuple[Card, ...]
    reason: str

    def describe(self) -> str:
        return f"{seat_name(self.player)} discards {format_cards(self.cards)} ({self.reason})"


__all__ = [
    "BattleFought",
    "Captured",
    "Discarded",
    "GameOver",
    "Moved",
    "Result",
    "Spawned",
    "SpoilsSetAside",
    "TurnEnded",
    "TurnStarted",
    "ValuesCompared",
    "WarAbandoned",
    "WarDecided",
    "WarPlanChosen",
    "seat_name",
]

"""Events of Hand of War."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from wartable.core.cards import Card, format_cards
from wartable.core.events import Event, GameOver, Importance, public_copy, seat_name
from wartable.core.words import counted


class Power(StrEnum):
    """The powers of the 2, 3 and 4."""

    RESEARCHER = "researcher"
    ENGINEER = "engineer"
    SPY = "spy"


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """A round begins; ``round`` counts from 1."""

    importance = Importance.DETAIL

    round: int

    def describe(self) -> str:
        return f"Round {self.round}"


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """A player drew cards into its hand; only that player sees which."""

    player: int
    count: int
    cards: tuple[Card, ...]

    def describe(self) -> str:
        shown = f": {format_cards(self.cards)}" if self.cards else ""
        return f"{seat_name(self.player)} draws {counted(self.count, 'card')}{shown}"

    def redacted(self) -> Event:
        return public_copy(self, cards=())


@dataclass(frozen=True, slots=True)
class SpoilsShuffledIn(Event):
    """A player's Spoils were shuffled and put under its Reserves."""

    player: int
    count: int

    def describe(self) -> str:
        return f"{seat_name(self.player)} shuffles {self.count} Spoils under its Reserves"


@dataclass(frozen=True, slots=True)
class CardDeployed(Event):
    """A player put a card face down. Deploying is simultaneous: only the player sees this."""

    player: int
    card: Card

    def describe(self) -> str:
        return f"{seat_name(self.player)} deploys {self.card.pretty()} face down"


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """Both deployed cards are turned up."""

    cards: tuple[Card, Card]

    def describe(self) -> str:
        first, second = self.cards
        return f"Revealed: {seat_name(0)} {first.pretty()}, {seat_name(1)} {second.pretty()}"


@dataclass(frozen=True, slots=True)
class BattleWon(Event):
    """A player won the battle and took ``cards_taken`` cards (these two and the middle's)."""

    player: int
    cards_taken: int

    def describe(self) -> str:
        return f"{seat_name(self.player)} wins the battle and takes {self.cards_taken} cards"


@dataclass(frozen=True, slots=True)
class Tied(Event):
    """The battle tied; the cards stay in the middle. Twins also swap Reserves."""

    twins: bool
    middle: int

    def describe(self) -> str:
        kind = "Twins!" if self.twins else "Tie."
        return f"{kind} {self.middle} cards wait in the middle"


@dataclass(frozen=True, slots=True)
class ReservesSwapped(Event):
    """The top cards of both Reserves were swapped (``counts`` per seat)."""

    counts: tuple[int, int]

    def describe(self) -> str:
        first, second = self.counts
        return (
            f"Reserves swapped: {counted(first, 'card')} of {seat_name(0)}'s for {second} of"
            f" {seat_name(1)}'s"
        )


@dataclass(frozen=True, slots=True)
class PowerUsed(Event):
    """A power resolved. What a look reveals is seen only by the player who looked."""

    player: int
    power: Power
    seen: tuple[Card, ...]

    def describe(self) -> str:
        what = {
            Power.RESEARCHER: "looks at the top of its Reserves",
            Power.SPY: "spies on the top of the other Reserves",
            Power.ENGINEER: "draws an extra card",
        }[self.power]
        shown = f": {format_cards(self.seen)}" if self.seen else ""
        return f"{seat_name(self.player)} ({self.power.value}) {what}{shown}"

    def redacted(self) -> Event:
        return public_copy(self, seen=())


__all__ = [
    "BattleWon",
    "CardDeployed",
    "CardsDrawn",
    "CardsRevealed",
    "GameOver",
    "Power",
    "PowerUsed",
    "ReservesSwapped",
    "RoundStarted",
    "SpoilsShuffledIn",
    "Tied",
    "seat_name",
]

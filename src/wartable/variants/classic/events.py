"""Events of classic War."""

from __future__ import annotations

from dataclasses import dataclass

from wartable.core.cards import Card, format_cards
from wartable.core.events import Event, GameOver, Importance, public_copy, seat_name
from wartable.core.words import counted


@dataclass(frozen=True, slots=True)
class BattleStarted(Event):
    """A new battle begins; ``battle`` counts from 1."""

    importance = Importance.DETAIL

    battle: int

    def describe(self) -> str:
        return f"Battle {self.battle}"


@dataclass(frozen=True, slots=True)
class ChoiceMade(Event):
    """A choosing player has picked its card in secret (the others have yet to choose)."""

    player: int

    def describe(self) -> str:
        return f"{seat_name(self.player)} has chosen a card"


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card put on the table; face-down cards are seen only by an owner who may look at them."""

    player: int
    card: Card | None
    face_up: bool
    war: int = 0

    def describe(self) -> str:
        if self.card is None:
            return f"{seat_name(self.player)} puts a card face down"
        how = "plays" if self.face_up else "puts face down"
        return f"{seat_name(self.player)} {how} {self.card.pretty()}"

    def redacted(self) -> Event:
        return public_copy(self, card=None)


@dataclass(frozen=True, slots=True)
class WarStarted(Event):
    """The face-up cards tied; ``depth`` 1 is a war, 2 a double war, and so on."""

    depth: int
    rank_label: str

    def describe(self) -> str:
        kind = {1: "War", 2: "Double war", 3: "Triple war"}.get(self.depth, f"War x{self.depth}")
        return f"{kind}! Both played a {self.rank_label}"


@dataclass(frozen=True, slots=True)
class PlayerShort(Event):
    """A player has fewer cards than a full war needs."""

    player: int
    cards_left: int
    needed: int

    def describe(self) -> str:
        return (
            f"{seat_name(self.player)} has only {counted(self.cards_left, 'card')} for a war"
            f" that needs {self.needed}"
        )


@dataclass(frozen=True, slots=True)
class PileTurnedOver(Event):
    """A player's won pile became its play stack (shuffled if the option says so)."""

    player: int
    cards: int
    shuffled: bool

    def describe(self) -> str:
        how = "shuffles and turns over" if self.shuffled else "turns over"
        return f"{seat_name(self.player)} {how} its won pile ({self.cards} cards)"


@dataclass(frozen=True, slots=True)
class BattleWon(Event):
    """A battle was decided: the winner's face-up card beat the loser's."""

    player: int
    winning_card: Card
    losing_card: Card
    cards_taken: int
    wars: int

    def describe(self) -> str:
        return (
            f"{seat_name(self.player)} wins with {self.winning_card.pretty()} over"
            f" {self.losing_card.pretty()} and takes {self.cards_taken} cards"
        )


@dataclass(frozen=True, slots=True)
class CardsCollected(Event):
    """Cards went to a player's won pile (or under its stack) in this order.

    The order is seen only by an owner who may look at its own cards; others see the count.
    """

    importance = Importance.DETAIL

    player: int
    count: int
    cards: tuple[Card, ...]
    to_bottom: bool

    def describe(self) -> str:
        where = "under its stack" if self.to_bottom else "onto its won pile"
        shown = f": {format_cards(self.cards)}" if self.cards else ""
        return f"{seat_name(self.player)} puts {self.count} cards {where}{shown}"

    def redacted(self) -> Event:
        return public_copy(self, cards=())


__all__ = [
    "BattleStarted",
    "BattleWon",
    "CardPlayed",
    "CardsCollected",
    "ChoiceMade",
    "GameOver",
    "PileTurnedOver",
    "PlayerShort",
    "WarStarted",
    "seat_name",
]

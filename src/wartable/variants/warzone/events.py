"""Events of Warzone.

Files are numbered from 1, each Board's from its owner's left (as in the actions). A card a player
sees alone (its own face-down card, the top of its WarZone when it defends) is shown whole only to
that player; others get a copy with the card left out (``None``), or nothing at all for choices made
in secret at the same time as the other player.
"""

from __future__ import annotations

from dataclasses import dataclass

from wartable.core.cards import Card, Colour, Suit, format_cards
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


def suits_text(suits: tuple[Suit, ...]) -> str:
    """``hearts``, or ``red`` for both suits of a colour."""
    if len(suits) == 1:
        return SUIT_NAMES[suits[0]]
    return suits[0].colour.value


SUIT_NAMES = {
    Suit.CLUBS: "clubs",
    Suit.DIAMONDS: "diamonds",
    Suit.HEARTS: "hearts",
    Suit.SPADES: "spades",
}


def _card_or_back(card: Card | None) -> str:
    return "a face-down card" if card is None else card.pretty()


@dataclass(frozen=True, slots=True)
class ColourChosen(Event):
    """The first player chose its colour; the other player takes the other one."""

    player: int
    colour: Colour

    def describe(self) -> str:
        return f"{seat_name(self.player)} takes {self.colour.value}"


@dataclass(frozen=True, slots=True)
class BoardChosen(Event):
    """A player chose its Board suit(s). Both choose at once: only the chooser sees this."""

    importance = Importance.DETAIL

    player: int
    suits: tuple[Suit, ...]

    def describe(self) -> str:
        return f"{seat_name(self.player)} chooses {suits_text(self.suits)} for its Board"


@dataclass(frozen=True, slots=True)
class BoardsAnnounced(Event):
    """Both have chosen: each player's Board suit(s) are announced; the rest of each player's
    cards are shuffled face down as its WarZone."""

    suits: tuple[tuple[Suit, ...], tuple[Suit, ...]]

    def describe(self) -> str:
        first, second = self.suits
        return (
            f"Boards: {seat_name(0)} {suits_text(first)}, {seat_name(1)} {suits_text(second)};"
            " the other cards are shuffled into the WarZones"
        )


@dataclass(frozen=True, slots=True)
class CardArranged(Event):
    """A player put a Board card face down (``depth`` 1 is the front rank). Arranging is
    simultaneous and secret: nobody else learns even that it happened."""

    importance = Importance.DETAIL

    player: int
    card: Card
    file: int
    depth: int

    def describe(self) -> str:
        return (
            f"{seat_name(self.player)} puts {self.card.pretty()} in file {self.file},"
            f" rank {self.depth}"
        )


@dataclass(frozen=True, slots=True)
class BoardArranged(Event):
    """A player's Board is laid out; only its owner sees the cards (file 1 first, front first)."""

    player: int
    files: tuple[tuple[Card, ...], ...]
    auto: bool

    def describe(self) -> str:
        how = "is dealt out by shuffle" if self.auto else "is laid out"
        text = f"{seat_name(self.player)}'s Board {how}"
        if self.files:
            text += ": " + " | ".join(format_cards(f) or "-" for f in self.files)
        return text

    def redacted(self) -> Event:
        return public_copy(self, files=())


@dataclass(frozen=True, slots=True)
class AttackNext(Event):
    """The active player went straight to its attack (no Retreat or Defend before it)."""

    importance = Importance.DETAIL

    player: int

    def describe(self) -> str:
        return f"{seat_name(self.player)} goes straight to the attack"


@dataclass(frozen=True, slots=True)
class Retreated(Event):
    """A card behind the front of a file (at ``rank``, the front being rank 1) was shuffled into
    its owner's WarZone. A face-down card is seen only by its owner (``face_up`` says whether
    everyone saw it)."""

    player: int
    file: int
    rank: int
    card: Card | None
    face_up: bool

    def describe(self) -> str:
        return (
            f"{seat_name(self.player)} retreats {_card_or_back(self.card)} from file {self.file},"
            f" rank {self.rank} into its WarZone"
        )

    def redacted(self) -> Event:
        return public_copy(self, card=None)


@dataclass(frozen=True, slots=True)
class DefendLooked(Event):
    """A player looks at the top card of its WarZone; only it sees the card."""

    player: int
    card: Card | None

    def describe(self) -> str:
        seen = f": {self.card.pretty()}" if self.card is not None else ""
        return f"{seat_name(self.player)} defends and looks at the top of its WarZone{seen}"

    def redacted(self) -> Event:
        return public_copy(self, card=None)


@dataclass(frozen=True, slots=True)
class DefendPlaced(Event):
    """The looked-at card went face down as the new back card of a file."""

    player: int
    file: int
    card: Card | None

    def describe(self) -> str:
        return f"{seat_name(self.player)} places {_card_or_back(self.card)} behind file {self.file}"

    def redacted(self) -> Event:
        return public_copy(self, card=None)


@dataclass(frozen=True, slots=True)
class DefendCancelled(Event):
    """The looked-at card was shuffled back into the WarZone."""

    player: int
    card: Card | None

    def describe(self) -> str:
        return (
            f"{seat_name(self.player)} cancels the defence and shuffles"
            f" {_card_or_back(self.card)} back into its WarZone"
        )

    def redacted(self) -> Event:
        return public_copy(self, card=None)


@dataclass(frozen=True, slots=True)
class Attacked(Event):
    """The front card of ``player``'s ``file`` attacked the front card of the enemy's
    ``target`` file; both are turned face up."""

    player: int
    file: int
    target: int
    attacker: Card
    defender: Card

    def describe(self) -> str:
        return (
            f"{seat_name(self.player)} attacks: file {self.file} {self.attacker.pretty()} against"
            f" {seat_name(1 - self.player)}'s file {self.target} {self.defender.pretty()}"
        )


@dataclass(frozen=True, slots=True)
class BattleWon(Event):
    """The higher card stays face up; the lower goes into its owner's WarZone (shuffled)."""

    player: int
    winner: Card
    loser: Card

    def describe(self) -> str:
        return (
            f"{self.winner.pretty()} beats {self.loser.pretty()}: {seat_name(self.player)} wins;"
            f" {self.loser.pretty()} goes into {seat_name(1 - self.player)}'s WarZone"
        )


@dataclass(frozen=True, slots=True)
class WarStarted(Event):
    """A tie: each side takes up to 4 WarCards face down from the top of its WarZone."""

    rank: int
    war_cards: tuple[int, int]

    def describe(self) -> str:
        first, second = self.war_cards
        return (
            f"Tie! War: {seat_name(0)} takes {counted(first, 'WarCard')}, {seat_name(1)} {second}"
        )


@dataclass(frozen=True, slots=True)
class WarCardsRevealed(Event):
    """Each side turned up one of its face-down WarCards at random (seat order)."""

    cards: tuple[Card, Card]

    def describe(self) -> str:
        first, second = self.cards
        return f"WarCards: {seat_name(0)} {first.pretty()}, {seat_name(1)} {second.pretty()}"


@dataclass(frozen=True, slots=True)
class WarCardsRecycled(Event):
    """A side had no face-down WarCard left: its revealed ones but the highest went back into its
    WarZone (shuffled), and it took ``drawn`` new face-down WarCards from the top."""

    player: int
    returned: tuple[Card, ...]
    kept: Card
    drawn: int

    def describe(self) -> str:
        back = format_cards(self.returned) or "nothing"
        return (
            f"{seat_name(self.player)} keeps {self.kept.pretty()}, shuffles {back} back and takes"
            f" {counted(self.drawn, 'new WarCard')}"
        )


@dataclass(frozen=True, slots=True)
class WarWon(Event):
    """The war is decided. The winner's WarCards go back into its WarZone (shuffled); the loser's
    are discarded face up, and its Board card goes into its WarZone."""

    player: int
    discarded: tuple[Card, ...]
    returned: int
    beaten: Card
    forfeit: bool

    def describe(self) -> str:
        how = " (the other side has no WarCard to reveal)" if self.forfeit else ""
        lost = format_cards(self.discarded) or "no cards"
        return (
            f"{seat_name(self.player)} wins the war{how}; {seat_name(1 - self.player)} discards"
            f" {lost} and {self.beaten.pretty()} goes into its WarZone"
        )


@dataclass(frozen=True, slots=True)
class WarStandOff(Event):
    """Neither side could reveal (or the cap of reveals was reached): both Board cards stay face up
    and every WarCard goes back into its owner's WarZone."""

    returned: tuple[int, int]

    def describe(self) -> str:
        return "Stand-off: both cards stay on the Board; every WarCard goes back"


__all__ = [
    "AttackNext",
    "Attacked",
    "BattleWon",
    "BoardArranged",
    "BoardChosen",
    "BoardsAnnounced",
    "CardArranged",
    "ColourChosen",
    "DefendCancelled",
    "DefendLooked",
    "DefendPlaced",
    "GameOver",
    "Retreated",
    "TurnEnded",
    "TurnStarted",
    "WarCardsRecycled",
    "WarCardsRevealed",
    "WarStandOff",
    "WarStarted",
    "WarWon",
    "seat_name",
    "suits_text",
]

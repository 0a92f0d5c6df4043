"""Playing cards and decks as frozen values that parse from and print to short text.

A card prints as its rank label followed by its suit letter: ``"QH"`` is the queen of hearts, ``"10S"``
the ten of spades. Ranks are integers; 11, 12, 13 and 14 print as ``J``, ``Q``, ``K`` and ``A``.
Decks where the ace is low (the 40-card deck of Hand of War) use rank 1 for it, printed ``1``; such a
deck still reads ``"AH"`` as its own ace (see :meth:`Deck.parse_card`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from wartable.core.errors import CardParseError


class Colour(StrEnum):
    """The colour of a suit."""

    RED = "red"
    BLACK = "black"


class Suit(StrEnum):
    """The four French suits, valued by their one-letter code."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def colour(self) -> Colour:
        """Hearts and diamonds are red; clubs and spades are black."""
        return Colour.RED if self in (Suit.HEARTS, Suit.DIAMONDS) else Colour.BLACK

    @property
    def symbol(self) -> str:
        """The suit's symbol, for display: ``♣ ♦ ♥ ♠``."""
        return _SUIT_SYMBOLS[self]


_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_RANK_LABELS = {11: "J", 12: "Q", 13: "K", 14: "A"}
_LABEL_RANKS = {"J": 11, "Q": 12, "K": 13, "A": 14, "T": 10}
_CARD_PATTERN = re.compile(
    r"^\s*(?P<rank>\d{1,2}|[AKQJT])\s*(?P<suit>[CDHS♣♦♥♠])\s*$", re.IGNORECASE
)
_SYMBOL_SUITS = {symbol: suit for suit, symbol in _SUIT_SYMBOLS.items()}
_SUITS_BY_INDEX = tuple(Suit)
_SUIT_INDEX = {suit: index for index, suit in enumerate(_SUITS_BY_INDEX)}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card: an integer rank (2 low ... 14 = ace high, or 1 = low ace) and a suit.

    Cards sort by rank, then suit (clubs, diamonds, hearts, spades)."""

    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if not 1 <= self.rank <= 99:
            raise CardParseError(f"card rank must be from 1 to 99, got {self.rank}")

    @staticmethod
    def of(rank: int, suit: Suit) -> Card:
        """Return the shared instance of a card (cards are interned so moving them is cheap)."""
        return _interned(rank, suit)

    @staticmethod
    def parse(text: str) -> Card:
        """Read a card such as ``"QH"``, ``"10S"``, ``"TS"`` or ``"A♠"``; raise CardParseError."""
        match = _CARD_PATTERN.match(text)
        if match is None:
            raise CardParseError(
                f"cannot read {text!r} as a card: expected a rank (2-10, J, Q, K, A) and a suit"
                " letter (C, D, H, S), e.g. 'QH' or '10S'"
            )
        rank_text = match["rank"].upper()
        rank = _LABEL_RANKS[rank_text] if rank_text in _LABEL_RANKS else int(rank_text)
        suit_text = match["suit"]
        suit = _SYMBOL_SUITS.get(suit_text) or Suit(suit_text.upper())
        if rank < 1:
            raise CardParseError(f"cannot read {text!r} as a card: rank must be at least 1")
        return Card.of(rank, suit)

    @property
    def code(self) -> int:
        """A small integer for the card: ``rank << 3 | suit``. Codes of different ranks order like
        the ranks, so engines can keep cards as integers and compare them directly."""
        return self.rank << 3 | _SUIT_INDEX[self.suit]

    @staticmethod
    def from_code(code: int) -> Card:
        """The card of a :attr:`code`."""
        return _interned(code >> 3, _SUITS_BY_INDEX[code & 7])

    @property
    def label(self) -> str:
        """The rank as printed: ``2``...``10``, ``J``, ``Q``, ``K``, ``A`` (``1`` for a low ace)."""
        return _RANK_LABELS.get(self.rank, str(self.rank))

    @property
    def colour(self) -> Colour:
        """The colour of the card's suit."""
        return self.suit.colour

    def pretty(self) -> str:
        """The card with its suit symbol, e.g. ``Q♥``."""
        return f"{self.label}{self.suit.symbol}"

    def __str__(self) -> str:
        return f"{self.label}{self.suit.value}"

    def __repr__(self) -> str:
        return f"Card({self})"


@cache
def _interned(rank: int, suit: Suit) -> Card:
    return Card(rank, suit)


@dataclass(frozen=True, slots=True)
class Deck:
    """An ordered, named collection of cards; the order is the unshuffled order of a new pack."""

    name: str
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if not self.cards:
            raise CardParseError(f"deck {self.name!r} has no cards")

    @staticmethod
    def of_ranks(
        name: str,
        ranks: Iterable[int],
        suits: Sequence[Suit] = tuple(Suit),
        copies: int = 1,
    ) -> Deck:
        """A deck with every rank in every suit, ``copies`` times over."""
        ranks = tuple(ranks)
        cards = tuple(Card.of(r, s) for _ in range(copies) for s in suits for r in ranks)
        return Deck(name, cards)

    @staticmethod
    def standard() -> Deck:
        """The standard 52-card pack: 2 to ace (14) in four suits."""
        return _STANDARD

    @staticmethod
    def forty() -> Deck:
        """The 40-card pack of ranks 1 (ace, low) to 10 in four suits."""
        return _FORTY

    @staticmethod
    def named(name: str) -> Deck:
        """A built-in deck by name (``standard``/``52``, ``forty``/``40``) or a list of cards.

        A list is cards separated by spaces or commas, e.g. ``"AH KH QH 2C 2C"``; it makes a
        user-defined deck, which may repeat cards.
        """
        key = name.strip().lower()
        if key in _NAMED_DECKS:
            return _NAMED_DECKS[key]
        tokens = [t for t in re.split(r"[\s,]+", name.strip()) if t]
        if len(tokens) < 2:
            known = ", ".join(sorted(_NAMED_DECKS))
            raise CardParseError(
                f"unknown deck {name!r}: use one of {known}, or list two or more cards"
            )
        return Deck("custom", tuple(Card.parse(t) for t in tokens))

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def ranks(self) -> tuple[int, ...]:
        """The distinct ranks of the deck, low to high."""
        return tuple(sorted({c.rank for c in self.cards}))

    @property
    def distinct(self) -> tuple[Card, ...]:
        """The deck's different cards, low to high (a card the deck holds twice, once)."""
        return tuple(_card_ids(self))

    def card_id(self, card: Card) -> int:
        """The card's place in :attr:`distinct` (a stable number for action ids), or -1 if the
        deck does not hold it."""
        return _card_ids(self).get(card, -1)

    def parse_card(self, text: str) -> Card:
        """Read a card of this deck; ``A`` means the deck's own ace when the ace is low."""
        card = Card.parse(text)
        members = set(self.cards)
        if card in members:
            return card
        if card.rank == 14 and Card.of(1, card.suit) in members:
            return Card.of(1, card.suit)
        raise CardParseError(f"{text!r} is not a card of the {self.name} deck")


@cache
def _card_ids(deck: Deck) -> dict[Card, int]:
    return {card: index for index, card in enumerate(sorted(set(deck.cards)))}


_STANDARD = Deck.of_ranks("standard", range(2, 15))
_FORTY = Deck.of_ranks("forty", range(1, 11))
_NAMED_DECKS = {"standard": _STANDARD, "52": _STANDARD, "forty": _FORTY, "40": _FORTY}


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as text separated by spaces, e.g. ``"QH 10S 2C"``."""
    return " ".join(str(c) for c in cards)


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas."""
    return tuple(Card.parse(t) for t in re.split(r"[\s,]+", text.strip()) if t)

"""The options of classic War; every ruling with alternatives is one option with its default."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from wartable.core.cards import Deck
from wartable.core.options import VariantOptions, option


class CollectOrder(StrEnum):
    """The order in which the cards a player takes go into its won pile."""

    RANDOM = "random"
    WINNER_FIRST = "winner_first"
    LOSER_FIRST = "loser_first"
    TABLE_ORDER = "table_order"


class WonCardsTo(StrEnum):
    """Where taken cards go."""

    WON_PILE = "won_pile"
    BOTTOM = "bottom"


class WarShort(StrEnum):
    """What happens to a player who has too few cards for a full war."""

    LAST_CARD_UP = "last_card_up"
    LOSE = "lose"


class Chooser(StrEnum):
    """Which players choose the card they play (the seed's "War in Solitaire")."""

    NONE = "none"
    FIRST = "first"
    SECOND = "second"
    BOTH = "both"

    def seats(self) -> tuple[int, ...]:
        """The seats that choose."""
        return _CHOOSER_SEATS[self]


_CHOOSER_SEATS = {
    Chooser.NONE: (),
    Chooser.FIRST: (0,),
    Chooser.SECOND: (1,),
    Chooser.BOTH: (0, 1),
}


class DeckName(StrEnum):
    """The pack the game is played with."""

    STANDARD = "standard"
    FORTY = "forty"

    def deck(self) -> Deck:
        """The deck itself."""
        return Deck.named(self.value)


class AtLimit(StrEnum):
    """How a game stopped by the turn limit is scored."""

    DRAW = "draw"
    MOST_CARDS = "most_cards"


@dataclass(frozen=True)
class ClassicOptions(VariantOptions):
    """Options of classic War (seed 002 and the rulings)."""

    owner: ClassVar[str] = "classic"

    max_turns: int = option(
        10_000, "Battles after which the game stops with Termination.TURN_LIMIT", minimum=1
    )
    at_limit: AtLimit = option(
        AtLimit.DRAW,
        "How a game stopped by max_turns is scored",
        choices={
            AtLimit.DRAW: "the game is a draw",
            AtLimit.MOST_CARDS: "the player holding more cards wins; equal is a draw",
        },
    )
    collect_order: CollectOrder = option(
        CollectOrder.RANDOM,
        "Order in which the cards a player takes go into its won pile",
        choices={
            CollectOrder.RANDOM: "a random order, drawn from the game's seeded chance",
            CollectOrder.WINNER_FIRST: "the winner's cards, then the loser's, each in play order",
            CollectOrder.LOSER_FIRST: "the loser's cards, then the winner's, each in play order",
            CollectOrder.TABLE_ORDER: "card by card as laid down, first player's before second's",
        },
    )
    shuffle_on_refill: bool = option(
        False, "Shuffle the won pile when it is turned over to become the play stack"
    )
    won_cards_to: WonCardsTo = option(
        WonCardsTo.WON_PILE,
        "Where taken cards go",
        choices={
            WonCardsTo.WON_PILE: "a separate won pile, turned over when the play stack runs out",
            WonCardsTo.BOTTOM: "straight under the play stack (house rule; no won pile)",
        },
    )
    war_face_down: int = option(
        2, "Cards each player puts face down in a war before the face-up one", minimum=0, maximum=3
    )
    war_short: WarShort = option(
        WarShort.LAST_CARD_UP,
        "A player with too few cards for a full war",
        choices={
            WarShort.LAST_CARD_UP: "puts down what it has, the last card face up (seed);"
            " with no card at all it loses",
            WarShort.LOSE: "loses at once, and the other player takes every card (house rule)",
        },
    )
    chooser: Chooser = option(
        Chooser.NONE,
        "Players who choose which card of their play stack to play (seed's War in Solitaire)",
        choices={
            Chooser.NONE: "nobody: both play their top card (plain War)",
            Chooser.FIRST: "the first player chooses; it may look at all of its own cards",
            Chooser.SECOND: "the second player chooses",
            Chooser.BOTH: "both choose, at the same time and in secret",
        },
    )
    deck: DeckName = option(
        DeckName.STANDARD,
        "The pack, dealt alternately",
        choices={
            DeckName.STANDARD: "52 cards, 2 low to ace high",
            DeckName.FORTY: "40 cards, ranks 1 (low ace) to 10",
        },
    )

    @property
    def deterministic_after_deal(self) -> bool:
        """Whether nothing but the deal decides the game (then repeated positions are cycles)."""
        return (
            self.collect_order is not CollectOrder.RANDOM
            and not self.shuffle_on_refill
            and self.chooser is Chooser.NONE
        )

"""The options of Hand of War: the seed's four variations, the twins ruling, the turn limit."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from wartable.core.options import VariantOptions, option


class Twins(StrEnum):
    """Which ties count as twins."""

    SAME_COLOUR = "same_colour"
    SAME_RANK = "same_rank"
    NEVER = "never"


class AtLimit(StrEnum):
    """How a game stopped by the turn limit is scored."""

    MOST_CARDS = "most_cards"
    DRAW = "draw"


@dataclass(frozen=True)
class HandOfWarOptions(VariantOptions):
    """Options of Hand of War (seed 003 and the rulings). The four variations of the seed are
    independent switches; the seed's own game has all of them at their defaults."""

    owner: ClassVar[str] = "hand-of-war"

    max_turns: int = option(
        1000, "Rounds after which the game stops (Termination.TURN_LIMIT)", minimum=1
    )
    at_limit: AtLimit = option(
        AtLimit.MOST_CARDS,
        "How a game stopped by max_turns is scored",
        choices={
            AtLimit.MOST_CARDS: "the player holding more cards wins; equal is a draw",
            AtLimit.DRAW: "the game is a draw",
        },
    )
    powers_and_twins: bool = option(
        True, "Powers of 2, 3 and 4 apply and twins swap Reserves (variation 1 turns this off)"
    )
    one_beats_ten: bool = option(True, "A 1 beats a 10 (variation 2 turns this off)")
    hand: bool = option(
        True,
        "Players hold a hand of 3 and choose what to deploy (variation 3 turns this off:"
        " cards are played straight off the top of the Reserves)",
    )
    end_when_reserves_empty: bool = option(
        False,
        "Variation 4: Spoils are never shuffled back; the game ends after the first round that"
        " leaves a player's Reserves empty, and more Spoils wins (equal is a draw)",
    )
    twins: Twins = option(
        Twins.SAME_COLOUR,
        "Which ties are twins (only with powers_and_twins)",
        choices={
            Twins.SAME_COLOUR: "same rank and same colour (hearts and diamonds red, others black)",
            Twins.SAME_RANK: "every tie",
            Twins.NEVER: "no tie is twins",
        },
    )

"""The options of Board Wars (Card Wars on a board)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from wartable.core.options import FirstPlayer, VariantOptions, first_player_option, option


class AtLimit(StrEnum):
    """How a game stopped by the turn limit is scored."""

    MOST_CAPTURED = "most_captured"
    DRAW = "draw"


@dataclass(frozen=True)
class BoardWarsOptions(VariantOptions):
    """Options of Board Wars (seed 000 and the rulings)."""

    owner: ClassVar[str] = "board-wars"

    max_turns: int = option(
        400, "Turns (one player's turn each) after which the game stops", minimum=1
    )
    at_limit: AtLimit = option(
        AtLimit.MOST_CAPTURED,
        "How a game stopped by max_turns is scored",
        choices={
            AtLimit.MOST_CAPTURED: "the player who captured more cards wins; equal is a draw",
            AtLimit.DRAW: "the game is a draw",
        },
    )
    rows: int = option(
        7, "Rows of the board (its 5 columns are the 5 spawn spaces)", minimum=3, maximum=15
    )
    diagonal: bool = option(False, "Diagonal squares count as adjacent (else only orthogonal)")
    reveal_captures: bool = option(
        False,
        "A captured card is turned face up for its captor (the seed: you only ever see your own"
        " card's value, so by default captured cards stay face down)",
    )
    first_player: FirstPlayer = first_player_option("Who takes the first turn")
    max_war_rounds: int = option(
        10,
        "Rounds after which a war still tied ends as one neither side can decide (each captures"
        " the other's warring card; spoils go back to their owners' discard piles)",
        minimum=1,
    )

"""The options of Warzone (seed 001 and the rulings)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from wartable.core.options import FirstPlayer, VariantOptions, first_player_option, option


class AtLimit(StrEnum):
    """How a game stopped by the turn limit is scored."""

    MOST_CARDS = "most_cards"
    """The player holding more cards (Board and WarZone) wins; equal is a draw."""
    DRAW = "draw"
    """The game is a draw."""


class Arrangement(StrEnum):
    """How the Boards are laid out at the start."""

    CHOOSE = "choose"
    """Each player places its own Board cards, one position at a time, in secret."""
    AUTO = "auto"
    """Each Board is laid out by a seeded shuffle."""


@dataclass(frozen=True)
class WarzoneOptions(VariantOptions):
    """Options of Warzone (seed 001 and the rulings)."""

    owner: ClassVar[str] = "warzone"

    max_turns: int = option(
        500, "Turns (one player's turn each) after which the game stops", minimum=1
    )
    at_limit: AtLimit = option(
        AtLimit.MOST_CARDS,
        "How a game stopped by max_turns is scored",
        choices={
            AtLimit.MOST_CARDS: "more cards on Board and in WarZone wins; equal is a draw",
            AtLimit.DRAW: "the game is a draw",
        },
    )
    decks: int = option(
        1,
        "Decks in play: 1 (one colour each, a suit on the Board) or 2 (a whole deck each, a colour"
        " on the Board)",
        minimum=1,
        maximum=2,
    )
    files: int = option(7, "Files (columns) of each Board", minimum=1, maximum=13)
    arrangement: Arrangement = option(
        Arrangement.CHOOSE,
        "How the Boards are laid out",
        choices={
            Arrangement.CHOOSE: "each player places its Board cards, one position at a time",
            Arrangement.AUTO: "a seeded shuffle lays out each Board",
        },
    )
    first_player: FirstPlayer = first_player_option(
        "Who takes the first turn (with one deck it also chooses its colour)"
    )

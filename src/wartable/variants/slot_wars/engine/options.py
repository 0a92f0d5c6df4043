"""The options of Slot Wars (seed 004 and the rulings)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from wartable.core.errors import OptionError
from wartable.core.options import Retired, VariantOptions, option


class Pool(StrEnum):
    """Which built-in pool of physical cards the deal uses."""

    STARTER = "starter"
    """The 64-card starter set, every card with rules text (commons doubled: 92 cards)."""
    VANILLA = "vanilla"
    """Nine designers' plain sets: values only, no rules text (a game of plain values)."""
    GENERATED = "generated"
    """Nine designers' sets made by the generator of events (option ``pool_seed``)."""


POOL_SEED = 1
"""The default of the ``pool_seed`` option."""


class Distribution(StrEnum):
    """How the pool is dealt to the players."""

    SHUFFLED = "shuffled"
    BY_DESIGNER = "by_designer"


@dataclass(frozen=True)
class SlotWarsOptions(VariantOptions):
    """Options of Slot Wars. The defaults are the seed's own game: cards with rules text, played
    by their text."""

    owner: ClassVar[str] = "slot-wars"
    retired: ClassVar[dict[str, Retired]] = {
        "abilities": Retired(
            "cards always do what their text says since rules version 3 (abilities=text is"
            " read as nothing); for a game of plain values use pool=vanilla",
            frozenset({"text"}),
        )
    }

    max_turns: int = option(
        200,
        "Turns (slots played, over all rounds) after which the game ends"
        " (Termination.TURN_LIMIT): more rounds won wins, equal rounds draw",
        minimum=1,
    )
    pool: Pool = option(
        Pool.STARTER,
        "The pool of physical cards dealt to the players",
        choices={
            Pool.STARTER: "the 64-card starter set, every card with rules text that it plays by"
            " (commons doubled: 92 cards)",
            Pool.VANILLA: "plain cards: nine designers' sets with values only and no rules text,"
            " a game of plain values (270 cards)",
            Pool.GENERATED: "nine designers' generated sets (270 cards), as `wartable event run"
            " --seed S` makes them for S = pool_seed: starter texts on cards of other values, one"
            " card in five plain",
        },
    )
    pool_seed: int = option(
        POOL_SEED,
        "The seed the generated pool is made with (only with pool=generated); the same seed, the"
        " same sets",
        minimum=0,
    )
    distribution: Distribution = option(
        Distribution.SHUFFLED,
        "How the pool is dealt",
        choices={
            Distribution.SHUFFLED: "three shuffled rarity piles: 3 rares, 9 uncommons, 18 commons"
            " each (the seed)",
            Distribution.BY_DESIGNER: "two commons and one uncommon of each value, three random"
            " rares (the seed's future suggestion)",
        },
    )
    draw_first: bool = option(
        False,
        "The draw phase comes first in each turn and players start with one card fewer"
        " (the seed's suggestion)",
    )
    hand_size: int = option(5, "Cards drawn at the start of a round", minimum=1, maximum=9)
    max_replays: int = option(
        3,
        "Tied rounds replayed in a game; the next tie ends it: more rounds won wins, equal rounds"
        " draw",
        minimum=0,
    )

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.pool is not Pool.GENERATED and self.pool_seed != POOL_SEED:
            raise OptionError(
                f"{self.owner}: option pool_seed makes the generated pool; with"
                f" pool={self.pool.value} it would change nothing (add pool=generated)"
            )

    def as_text_dict(self) -> dict[str, str]:
        """Every option as text; ``pool_seed`` only with the generated pool, so the options of
        games on the other pools read as they did before it was added (records, golden files)."""
        values = super().as_text_dict()
        if self.pool is not Pool.GENERATED:
            del values["pool_seed"]
        return values

"""Board Wars (seed 000): Card Wars on a 5-column board, battles in the dark, wars, move counts."""

from wartable.core.options import FirstPlayer
from wartable.core.registry import VariantSpec, register_variant, rules_document
from wartable.variants.board_wars.options import AtLimit, BoardWarsOptions
from wartable.variants.board_wars.state import (
    BoardWarsState,
    BoardWarsView,
    EndTurn,
    Move,
    Piece,
    Spawn,
    WarPlan,
)

SPEC = register_variant(
    VariantSpec(
        id="board-wars",
        name="Board Wars",
        summary="Card Wars on a board: spawn cards from your deck, move them onto enemy cards to"
        " battle without seeing their value, go to war on ties, take all five spawn spaces.",
        options_type=BoardWarsOptions,
        state_type=BoardWarsState,
        aliases=("card-wars", "cardwars"),
        rules_doc=rules_document(__name__),
        position=3,
        examples=(
            "board-wars",
            "board-wars(rows=4,diagonal=true)",
            "board-wars(reveal_captures=true,first_player=second)",
            "board-wars(rows=3,max_turns=60,at_limit=draw)",
        ),
    )
)

__all__ = [
    "SPEC",
    "AtLimit",
    "BoardWarsOptions",
    "BoardWarsState",
    "BoardWarsView",
    "EndTurn",
    "FirstPlayer",
    "Move",
    "Piece",
    "Spawn",
    "WarPlan",
]

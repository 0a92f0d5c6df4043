"""Warzone (seed 001): face-down Boards in files, attacks between front cards, WarCards on ties,
Retreat and Defend through a shuffled WarZone."""

from wartable.core.options import FirstPlayer
from wartable.core.registry import VariantSpec, register_variant, rules_document
from wartable.variants.warzone.options import Arrangement, AtLimit, WarzoneOptions
from wartable.variants.warzone.state import (
    Arrange,
    Attack,
    BoardView,
    Cancel,
    ChooseBoard,
    ChooseColour,
    Defend,
    EndTurn,
    Phase,
    Place,
    Placed,
    PlaceView,
    Retreat,
    Skip,
    WarzoneState,
    WarzoneView,
)

SPEC = register_variant(
    VariantSpec(
        id="warzone",
        name="Warzone",
        summary="Face-down Boards in files: attack an enemy front card with one of yours, the lower"
        " goes into its owner's shuffled WarZone; ties are fought with WarCards; Retreat and Defend"
        " move cards through the WarZone; clear the enemy Board to win.",
        options_type=WarzoneOptions,
        state_type=WarzoneState,
        aliases=("war-zone",),
        rules_doc=rules_document(__name__),
        position=2,
        examples=(
            "warzone",
            "warzone(arrangement=auto,first_player=second)",
            "warzone(decks=2,files=5,arrangement=auto)",
            "warzone(files=4,first_player=first)",
            "warzone(max_turns=12,at_limit=draw)",
        ),
    )
)

__all__ = [
    "SPEC",
    "Arrange",
    "Arrangement",
    "AtLimit",
    "Attack",
    "BoardView",
    "Cancel",
    "ChooseBoard",
    "ChooseColour",
    "Defend",
    "EndTurn",
    "FirstPlayer",
    "Phase",
    "Place",
    "PlaceView",
    "Placed",
    "Retreat",
    "Skip",
    "WarzoneOptions",
    "WarzoneState",
    "WarzoneView",
]

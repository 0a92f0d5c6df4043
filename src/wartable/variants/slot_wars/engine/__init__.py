"""The Slot Wars engine (seed 004): each player chooses its deck, then nine slots, simultaneous
face-down placement, best of 3 rounds, sideboard swaps between rounds, values in layers, and cards
that do what their text says.

Importing this module registers the variant ``slot-wars``.
"""

from wartable.core.registry import VariantSpec, register_variant, rules_document
from wartable.variants.slot_wars.engine.hooks import (
    Ability,
    Activation,
    Ask,
    GameApi,
    Interpreter,
    Moment,
    Simultaneous,
    Trigger,
    resolution_groups,
)
from wartable.variants.slot_wars.engine.interpreter import TEXT
from wartable.variants.slot_wars.engine.options import Distribution, Pool, SlotWarsOptions
from wartable.variants.slot_wars.engine.pool import CardFace, Rarity, card
from wartable.variants.slot_wars.engine.state import (
    Answer,
    CardInfo,
    Choose,
    ChooseSlot,
    Done,
    Place,
    SlotWarsState,
    SlotWarsView,
    Step,
    Swap,
    TableView,
    ToSideboard,
)
from wartable.variants.slot_wars.engine.values import CounterMark, Layered, Modifier, ModOp

SPEC = register_variant(
    VariantSpec(
        id="slot-wars",
        name="Slot Wars",
        summary="Card Wars with custom cards: both place a card face down in each of nine slots;"
        " the highest card in a slot scores; best of three rounds, sideboard between rounds.",
        options_type=SlotWarsOptions,
        state_type=SlotWarsState,
        aliases=("slots", "slot"),
        rules_doc=rules_document("wartable.variants.slot_wars"),
        position=4,
        examples=(
            "slot-wars",
            "slot-wars(draw_first=true)",
            "slot-wars(max_replays=0)",
            "slot-wars(pool=vanilla,distribution=by_designer,hand_size=3)",
            "slot-wars(pool=vanilla)",
            "slot-wars(pool=generated,pool_seed=7,distribution=by_designer)",
        ),
    )
)

__all__ = [
    "SPEC",
    "TEXT",
    "Ability",
    "Activation",
    "Answer",
    "Ask",
    "CardFace",
    "CardInfo",
    "Choose",
    "ChooseSlot",
    "CounterMark",
    "Distribution",
    "Done",
    "GameApi",
    "Interpreter",
    "Layered",
    "ModOp",
    "Modifier",
    "Moment",
    "Place",
    "Pool",
    "Rarity",
    "Simultaneous",
    "SlotWarsOptions",
    "SlotWarsState",
    "SlotWarsView",
    "Step",
    "Swap",
    "TableView",
    "ToSideboard",
    "Trigger",
    "card",
    "resolution_groups",
]

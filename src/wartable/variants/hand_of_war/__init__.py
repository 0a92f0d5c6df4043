"""Hand of War (seed 003): simultaneous deploys, twins, powers, and the seed's four variations."""

from wartable.core.registry import VariantSpec, register_variant, rules_document
from wartable.variants.hand_of_war.options import AtLimit, HandOfWarOptions, Twins
from wartable.variants.hand_of_war.state import Deploy, HandOfWarState, HandOfWarView

SPEC = register_variant(
    VariantSpec(
        id="hand-of-war",
        name="Hand of War",
        summary="Both deploy a card from a hand of three at once; higher rank takes both, a 1 beats"
        " a 10, twins swap Reserves, and the 2, 3 and 4 have powers.",
        options_type=HandOfWarOptions,
        state_type=HandOfWarState,
        aliases=("hand", "how"),
        rules_doc=rules_document(__name__),
        position=1,
        examples=(
            "hand-of-war",
            "hand-of-war(twins=same_rank)",
            "hand-of-war(powers_and_twins=false)",
            "hand-of-war(one_beats_ten=false,twins=never)",
            "hand-of-war(hand=false)",
            "hand-of-war(end_when_reserves_empty=true)",
            "hand-of-war(powers_and_twins=false,one_beats_ten=false,hand=false,"
            "end_when_reserves_empty=true)",
            "hand-of-war(max_turns=15,at_limit=draw)",
        ),
    )
)

__all__ = [
    "SPEC",
    "AtLimit",
    "Deploy",
    "HandOfWarOptions",
    "HandOfWarState",
    "HandOfWarView",
    "Twins",
]

"""Classic War (seed 002), with the PC "War in Solitaire" mode as the ``chooser`` option."""

from dataclasses import replace

from wartable.core.options import VariantOptions
from wartable.core.registry import VariantSpec, register_variant, rules_document
from wartable.variants.classic.options import (
    AtLimit,
    Chooser,
    ClassicOptions,
    CollectOrder,
    DeckName,
    WarShort,
    WonCardsTo,
)
from wartable.variants.classic.state import ClassicState, ClassicView, PlayCard


def _people_choose(options: VariantOptions, seats: frozenset[int]) -> VariantOptions:
    """In a game people play, they choose their cards (the seed's solitaire mode) unless a
    chooser was set."""
    assert isinstance(options, ClassicOptions)
    if options.chooser is not Chooser.NONE or not seats:
        return options
    by_seats = {frozenset({0}): Chooser.FIRST, frozenset({1}): Chooser.SECOND}
    chooser = by_seats.get(seats, Chooser.BOTH)
    return replace(options, chooser=chooser)


SPEC = register_variant(
    VariantSpec(
        id="classic",
        name="War",
        summary="Classic War: higher card takes the battle; ties go to war. With a solitaire"
        " mode in which a player chooses which of its cards to play.",
        options_type=ClassicOptions,
        state_type=ClassicState,
        aliases=("war",),
        rules_doc=rules_document(__name__),
        interactive_options=_people_choose,
        position=0,
        examples=(
            "classic",
            "classic(chooser=first)",
            "classic(chooser=both,collect_order=winner_first)",
            "classic(collect_order=table_order)",
            "classic(collect_order=winner_first,won_cards_to=bottom)",
            "classic(collect_order=loser_first,shuffle_on_refill=true,war_face_down=3)",
            "classic(war_short=lose,war_face_down=0)",
            "classic(deck=forty,chooser=second,war_short=lose)",
            "classic(max_turns=40,at_limit=most_cards)",
        ),
    )
)

__all__ = [
    "SPEC",
    "AtLimit",
    "Chooser",
    "ClassicOptions",
    "ClassicState",
    "ClassicView",
    "CollectOrder",
    "DeckName",
    "PlayCard",
    "WarShort",
    "WonCardsTo",
]

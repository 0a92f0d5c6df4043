"""Hand of War's encoding: the own hand, what is known of each side's hand, Reserves and Spoils."""

from __future__ import annotations

from wartable.adapters.encoding import (
    Encoding,
    Layout,
    Writer,
    card_index,
    card_set,
    encoding_for,
    seats,
)
from wartable.core.cards import Deck
from wartable.core.options import VariantOptions
from wartable.variants.hand_of_war import HandOfWarOptions, HandOfWarView

DECK = Deck.forty()
INDEX = card_index(DECK)
CARDS = len(DECK.cards)
_SET = f"{card_set(DECK)}: 1 if it is"


@encoding_for("hand-of-war")
def hand_of_war_encoding(options: VariantOptions) -> Encoding:
    """Card sets are 40 flags (one per card); counts scale by 40. The pools of face-down cards
    (which batch of Spoils each came from) are not encoded."""
    assert isinstance(options, HandOfWarOptions)
    per_seat = [
        ("hand_counts", 2, "cards in hand, own then other, / 40"),
        ("reserve_counts", 2, "cards in Reserve, own then other, / 40"),
        ("spoils_counts", 2, "cards in the Spoils, own then other, / 40"),
        ("cards_held", 2, "cards held in all, own then other, / 40"),
    ]
    layout = Layout(
        [
            ("round", 1, "rounds played / max_turns"),
            *per_seat,
            ("hand", CARDS, f"{_SET} in the own hand"),
            ("deployed", CARDS, f"{_SET} the card the viewer deployed face down this round"),
            ("other_known_in_hand", CARDS, f"{_SET} known to be in the other's hand"),
            ("own_known_reserve", CARDS, f"{_SET} known to be in the own Reserve"),
            ("other_known_reserve", CARDS, f"{_SET} known to be in the other's Reserve"),
            ("own_reserve_top", CARDS, f"{_SET} the top of the own Reserve, if known"),
            ("other_reserve_top", CARDS, f"{_SET} the top of the other's Reserve, if known"),
            ("own_spoils", CARDS, f"{_SET} in the own Spoils"),
            ("other_spoils", CARDS, f"{_SET} in the other's Spoils"),
            ("middle", CARDS, f"{_SET} in the middle (at stake)"),
        ]
    )

    def fill(view: HandOfWarView, out: Writer) -> None:
        own, other = seats(view.seat)
        out.scalar("round", view.round, options.max_turns)
        out.values("hand_counts", (view.hand_counts[own], view.hand_counts[other]), CARDS)
        reserves = (len(view.reserves[own]), len(view.reserves[other]))
        out.values("reserve_counts", reserves, CARDS)
        out.values("spoils_counts", (len(view.spoils[own]), len(view.spoils[other])), CARDS)
        out.values("cards_held", (view.cards_held[own], view.cards_held[other]), CARDS)
        out.cards("hand", view.hand, INDEX)
        out.cards("deployed", (view.deployed,), INDEX)
        out.cards("other_known_in_hand", view.known_in_hand[other], INDEX)
        for seat, side in ((own, "own"), (other, "other")):
            out.cards(f"{side}_known_reserve", view.reserves[seat], INDEX)
            out.cards(f"{side}_reserve_top", view.reserves[seat][:1], INDEX)
            out.cards(f"{side}_spoils", view.spoils[seat], INDEX)
        out.cards("middle", view.middle, INDEX)

    return Encoding("hand-of-war", layout, fill, "own hand; known hands, Reserves and Spoils")

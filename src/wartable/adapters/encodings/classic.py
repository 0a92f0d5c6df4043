"""Classic War's encoding: pile sizes, and the chooser's own cards by their place in its stack."""

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
from wartable.core.options import VariantOptions
from wartable.variants.classic import ClassicOptions, ClassicView


@encoding_for("classic")
def classic_encoding(options: VariantOptions) -> Encoding:
    """Sizes scale by the deck's size ``N`` (52, or 40 with ``deck=forty``)."""
    assert isinstance(options, ClassicOptions)
    deck = options.deck.deck()
    index = card_index(deck)
    size = len(deck.cards)
    top_rank = max(deck.ranks)
    layout = Layout(
        [
            ("battles", 1, "battles played / max_turns"),
            ("chooses", 1, "1 if the viewer chooses its cards"),
            ("has_chosen", 1, "1 if the viewer has chosen this battle's card"),
            ("stack_counts", 2, f"cards in the play stack, own then other, / {size}"),
            ("won_counts", 2, f"cards in the won pile, own then other, / {size}"),
            (
                "own_stack_ranks",
                size,
                f"rank / {top_rank} of the card at each place of the own play stack (top first),"
                " only for a chooser; 0 past its end",
            ),
            (
                "own_stack_cards",
                size,
                f"{card_set(deck)}: 1 if it is in the own play stack (only for a chooser)",
            ),
            (
                "own_won_cards",
                size,
                f"{card_set(deck)}: 1 if it is in the own won pile (only for a chooser)",
            ),
        ]
    )

    def fill(view: ClassicView, out: Writer) -> None:
        own, other = seats(view.seat)
        out.scalar("battles", view.battles, options.max_turns)
        out.scalar("chooses", view.chooses)
        out.scalar("has_chosen", view.has_chosen)
        out.values("stack_counts", (view.stack_counts[own], view.stack_counts[other]), size)
        out.values("won_counts", (view.won_counts[own], view.won_counts[other]), size)
        if view.own_stack is not None:
            out.values("own_stack_ranks", [card.rank for card in view.own_stack], top_rank)
            out.cards("own_stack_cards", view.own_stack, index)
        if view.own_won is not None:
            out.cards("own_won_cards", view.own_won, index)

    return Encoding("classic", layout, fill, "pile sizes; a chooser's own stack by place")

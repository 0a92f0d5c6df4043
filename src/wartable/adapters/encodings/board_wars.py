"""Board Wars' encoding: the board square by square as the viewer sees it, decks, discards,
captures and any war in progress."""

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
from wartable.variants.board_wars import BoardWarsOptions, BoardWarsView
from wartable.variants.board_wars.state import COLUMNS, parse_square

DECK = Deck.standard()
INDEX = card_index(DECK)
CARDS = len(DECK.distinct)
SQUARE_FEATURES = (
    "own piece",
    "other's piece",
    "rank / 14 if the viewer knows the card",
    "lowest rank it may have / 14",
    "highest rank it may have / 14",
    "counted moves spent / rows",
)
_SET = f"{card_set(DECK)}: 1 if it is"


@encoding_for("board-wars")
def board_wars_encoding(options: VariantOptions) -> Encoding:
    """Squares are numbered as in the action space (row × 5 + column, a1 = 0), never turned
    round for the second seat: ``seat`` says which side the viewer plays."""
    assert isinstance(options, BoardWarsOptions)
    squares = COLUMNS * options.rows
    features = len(SQUARE_FEATURES)
    layout = Layout(
        [
            ("seat", 1, "1 if the viewer is the second seat (its home row is the last row)"),
            ("turn", 1, "turns played / max_turns"),
            ("own_active", 1, "1 if it is the viewer's turn"),
            ("spawned", 1, "1 if the active player has spawned this turn"),
            ("moved", 1, "1 if the active player has moved this turn"),
            (
                "board",
                squares * features,
                f"{squares} squares (row × 5 + column) × ({', '.join(SQUARE_FEATURES)})",
            ),
            ("deck_counts", 2, "cards in the deck, own then other, / 52"),
            ("captured_counts", 2, "cards in the capture pile, own then other, / 52"),
            ("own_discards", CARDS, f"{_SET} in the own discards"),
            ("other_discards", CARDS, f"{_SET} in the other's discards"),
            ("own_captured", CARDS, f"{_SET} known to the viewer in its own capture pile"),
            ("other_captured", CARDS, f"{_SET} known to the viewer in the other's capture pile"),
            ("war", 1, "1 while a war is in progress (the rest of the war fields are 0 if not)"),
            ("war_origin", squares, "one-hot: the attacking piece's square"),
            ("war_target", squares, "one-hot: the attacked square"),
            ("war_own_attack", 1, "1 if the viewer is the attacker"),
            ("war_depth", 1, "war rounds so far / max_war_rounds"),
            ("war_chosen", 1, "1 if the viewer has chosen its war plan"),
            ("war_aside", 2, "cards set aside in the war, own then other, / 52"),
            ("war_deck_deciders", 2, "deck cards deciding the war, own then other, / 52"),
        ]
    )

    def square(name: str) -> int:
        column, row = parse_square(name, options.rows)
        return row * COLUMNS + column

    def fill(view: BoardWarsView, out: Writer) -> None:
        own, other = seats(view.seat)
        out.scalar("seat", own)
        out.scalar("turn", view.turn, options.max_turns)
        out.scalar("own_active", view.active == own)
        out.scalar("spawned", view.spawned)
        out.scalar("moved", view.moved)
        for piece in view.pieces:
            base = square(piece.square) * features
            out.at("board", base if piece.owner == own else base + 1)
            if piece.card is not None:
                out.at("board", base + 2, piece.card.rank / 14)
            out.at("board", base + 3, piece.low / 14)
            out.at("board", base + 4, piece.high / 14)
            out.at("board", base + 5, piece.spent / options.rows)
        out.values("deck_counts", (view.deck_counts[own], view.deck_counts[other]), CARDS)
        captured = (len(view.captured[own]), len(view.captured[other]))
        out.values("captured_counts", captured, CARDS)
        out.cards("own_discards", view.discards[own], INDEX)
        out.cards("other_discards", view.discards[other], INDEX)
        out.cards("own_captured", (c.card for c in view.captured[own]), INDEX)
        out.cards("other_captured", (c.card for c in view.captured[other]), INDEX)
        war = view.war
        if war is None:
            return
        out.scalar("war", 1)
        out.one_hot("war_origin", square(war.origin))
        out.one_hot("war_target", square(war.target))
        out.scalar("war_own_attack", war.attacker == own)
        out.scalar("war_depth", war.depth, options.max_war_rounds)
        out.scalar("war_chosen", war.chosen)
        out.values("war_aside", (len(war.aside[own]), len(war.aside[other])), CARDS)
        deciders = (len(war.deck_deciders[own]), len(war.deck_deciders[other]))
        out.values("war_deck_deciders", deciders, CARDS)

    return Encoding("board-wars", layout, fill, "the board square by square; piles; the war")

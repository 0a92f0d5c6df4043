"""Warzone's encoding: both Boards place by place as the viewer sees them, and the cards it knows."""

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
from wartable.core.cards import Colour, Deck, Suit
from wartable.core.options import VariantOptions
from wartable.variants.warzone import Phase, PlaceView, WarzoneOptions, WarzoneView

DECK = Deck.standard()
INDEX = card_index(DECK)
CARDS = len(DECK.distinct)
PLACE_FEATURES = ("occupied", "rank / 14 if the viewer knows the card", "face up", "defended")
_SET = f"{card_set(DECK)}: how many (/ decks) are"


@encoding_for("warzone")
def warzone_encoding(options: VariantOptions) -> Encoding:
    """A Board is ``files × depth × 4`` numbers, depth being the most cards a file can hold
    (26 per deck); each place is described by :data:`PLACE_FEATURES`."""
    assert isinstance(options, WarzoneOptions)
    depth = 26 * options.decks
    board = options.files * depth * len(PLACE_FEATURES)
    held = 26 * options.decks
    board_meaning = (
        f"{options.files} files × {depth} places (front first) × ({', '.join(PLACE_FEATURES)})"
    )
    layout = Layout(
        [
            ("phase", len(Phase), "one-hot: " + ", ".join(p.value for p in Phase)),
            ("turn", 1, "turns played / max_turns"),
            ("own_first", 1, "1 if the viewer took the first turn"),
            ("own_active", 1, "1 if it is the viewer's turn"),
            ("defending", 1, "1 while the active player is defending"),
            ("colours", 4, "own colour (red, black), then the other's; 0 while unchosen"),
            ("board_suits", 8, "own Board's suits (C, D, H, S), then the other's"),
            ("zone_sizes", 2, f"cards in the WarZone, own then other, / {held}"),
            ("cards_held", 2, f"cards held, own then other, / {held}"),
            ("own_board", board, f"own Board: {board_meaning}"),
            ("other_board", board, f"other's Board, as the viewer sees it: {board_meaning}"),
            ("own_zone", CARDS, f"{_SET} in the own WarZone"),
            ("own_seen_hidden", CARDS, f"{_SET} own cards once face up, now face down"),
            ("other_seen_hidden", CARDS, f"{_SET} the other's cards once face up, now face down"),
            ("own_discards", CARDS, f"{_SET} in the own discards"),
            ("other_discards", CARDS, f"{_SET} in the other's discards"),
            ("in_hand", CARDS, f"{_SET} still to be arranged by the viewer"),
            ("looking_at", CARDS, f"{_SET} the card the viewer looks at while defending"),
        ]
    )
    colours = tuple(Colour)
    suits = tuple(Suit)
    phases = tuple(Phase)

    def fill_board(out: Writer, name: str, files: tuple[tuple[PlaceView, ...], ...]) -> None:
        for file_index, file in enumerate(files):
            for depth_index, place in enumerate(file):
                base = (file_index * depth + depth_index) * len(PLACE_FEATURES)
                out.at(name, base)
                if place.card is not None:
                    out.at(name, base + 1, place.card.rank / 14)
                out.at(name, base + 2, float(place.face_up))
                out.at(name, base + 3, float(place.defended))

    def fill(view: WarzoneView, out: Writer) -> None:
        own, other = seats(view.seat)
        out.one_hot("phase", phases.index(view.phase))
        out.scalar("turn", view.turn, options.max_turns)
        out.scalar("own_first", view.first == own)
        out.scalar("own_active", view.active == own)
        out.scalar("defending", view.defending)
        for offset, seat in ((0, own), (1, other)):
            colour = view.colours[seat]
            if colour is not None:
                out.at("colours", 2 * offset + colours.index(colour))
            for suit in view.board_suits[seat]:
                out.at("board_suits", 4 * offset + suits.index(suit))
        out.values("zone_sizes", (view.zone_sizes[own], view.zone_sizes[other]), held)
        out.values("cards_held", (view.cards_held[own], view.cards_held[other]), held)
        fill_board(out, "own_board", view.boards[own])
        fill_board(out, "other_board", view.boards[other])
        copies = options.decks
        out.cards("own_zone", view.own_zone, INDEX, copies)
        out.cards("own_seen_hidden", view.seen_hidden[own], INDEX, copies)
        out.cards("other_seen_hidden", view.seen_hidden[other], INDEX, copies)
        out.cards("own_discards", view.discards[own], INDEX, copies)
        out.cards("other_discards", view.discards[other], INDEX, copies)
        out.cards("in_hand", view.in_hand, INDEX, copies)
        out.cards("looking_at", (view.looking_at,), INDEX, copies)

    return Encoding("warzone", layout, fill, "both Boards place by place; the known cards")

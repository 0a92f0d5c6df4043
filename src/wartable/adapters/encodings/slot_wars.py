"""Slot Wars' encoding: the nine slots card by card, the own hand, deck and sideboard, and what
each side has shown.

A card the viewer can identify is described by :data:`CARD_FEATURES` (printed value, rarity and a
few ability features read from its rules text); lists of cards are cut to fixed bounds.
"""

from __future__ import annotations

from functools import cache

from wartable.adapters.encoding import Encoding, Layout, Writer, encoding_for, seats
from wartable.core.options import VariantOptions
from wartable.variants.slot_wars.cards import MAX_VALUE, Rarity
from wartable.variants.slot_wars.engine import (
    CardInfo,
    SlotWarsOptions,
    SlotWarsView,
    Step,
    TableView,
)
from wartable.variants.slot_wars.engine.pool import DECK_SIZE, POOL_SIZE, SLOTS

STACK = 4
"""Cards encoded per slot, bottom first (a deeper stack is cut)."""
HAND = 10
"""Cards encoded in the hand (a bigger hand is cut)."""
SIDEBOARD = POOL_SIZE - DECK_SIZE
ABILITIES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("destroys", ("destroy",)),
    ("counters", ("counter",)),
    ("draws or discards", ("draw", "discard")),
    ("reveals or looks", ("reveal", "look")),
    ("scores", ("score", "point")),
    ("moves cards", ("control", "trade", "swap", "return", "place")),
    ("changes values", ("+", "-1", "double", "multiply", "value", " get")),
)
"""Ability features: 1 if the card's rules text holds any of the words (case-insensitive)."""
RARITIES = tuple(Rarity)
CARD_FEATURES = (
    "printed value / 9",
    *(f"rarity {rarity.value}" for rarity in RARITIES),
    "has rules text",
    *(f"ability: {name}" for name, _ in ABILITIES),
)
TABLE_FEATURES = (
    "occupied",
    "identified by the viewer",
    "controlled by the viewer",
    "owned by the viewer",
    "revealed",
    "tapped",
    "current value / 9 (clipped to -1..1)",
    *CARD_FEATURES,
)
STEPS = tuple(Step)


@cache
def _card_features(card: CardInfo) -> tuple[float, ...]:
    text = card.text.lower()
    rarity = tuple(float(card.rarity == r.value) for r in RARITIES)
    abilities = tuple(float(any(w in text for w in words)) for _, words in ABILITIES)
    return (card.value / MAX_VALUE, *rarity, float(bool(text.strip())), *abilities)


def _card_list(name: str, size: int, what: str) -> tuple[str, int, str]:
    return (
        name,
        size * len(CARD_FEATURES),
        f"{what}, up to {size} cards, each ({', '.join(CARD_FEATURES)}); 0 past the end",
    )


@encoding_for("slot-wars")
def slot_wars_encoding(options: VariantOptions) -> Encoding:
    """Fixed size whatever the pool: 9 slots of :data:`STACK` cards, a hand of :data:`HAND`."""
    assert isinstance(options, SlotWarsOptions)
    card_size = len(CARD_FEATURES)
    table_size = len(TABLE_FEATURES)
    layout = Layout(
        [
            ("phase", len(STEPS), "one-hot: " + ", ".join(step.value for step in STEPS)),
            ("round", 1, "round / 9"),
            ("replays", 1, "tied rounds replayed / max_replays"),
            ("rounds_won", 2, "rounds won, own then other, / 2"),
            ("points", 2, "points this round, own then other, / 9"),
            ("slot", SLOTS + 1, "one-hot: the slot being scored (0-8), or 9 when past the last"),
            ("scored", 3 * SLOTS, "per slot scored so far: won by the viewer, by the other, tied"),
            (
                "slots",
                SLOTS * STACK * table_size,
                f"{SLOTS} slots × {STACK} cards (bottom first) × ({', '.join(TABLE_FEATURES)})",
            ),
            ("counts", 6, f"hand, deck and sideboard sizes, own then other, / {POOL_SIZE}"),
            _card_list("hand", HAND, "the own hand"),
            ("chosen", card_size, f"the own card chosen this turn ({', '.join(CARD_FEATURES)})"),
            _card_list("deck", POOL_SIZE, "the own deck's cards (sorted)"),
            ("suggested", POOL_SIZE, "1 for each card of `deck` the automatic builder would keep"),
            _card_list("sideboard", SIDEBOARD, "the own sideboard"),
            ("swaps", 1, f"sideboard swaps made / {SIDEBOARD}"),
            ("own_pile", MAX_VALUE, "cards of each printed value (1-9) in the own pile / 9"),
            ("other_pile", MAX_VALUE, "cards of each printed value in the other's pile / 9"),
            ("own_seen", MAX_VALUE, "own cards seen face up, by printed value, / 9"),
            ("other_seen", MAX_VALUE, "the other's cards seen face up, by printed value, / 9"),
        ]
    )

    def cards(out: Writer, name: str, infos: tuple[CardInfo, ...]) -> None:
        bound = out.layout[name].size // card_size
        flat = [x for info in infos[:bound] for x in _card_features(info)]
        out.values(name, flat)

    def table(card: TableView, own: int) -> tuple[float, ...]:
        known = card.card is not None
        value = max(-1.0, min(1.0, card.value / MAX_VALUE))
        head = (1.0, float(known), float(card.controller == own), float(card.owner == own))
        state = (float(card.revealed), float(card.tapped), value)
        face = _card_features(card.card) if card.card is not None else (0.0,) * card_size
        return (*head, *state, *face)

    def by_value(out: Writer, name: str, infos: tuple[CardInfo, ...]) -> None:
        for info in infos:
            out.at(name, min(max(info.value, 1), MAX_VALUE) - 1, 1 / MAX_VALUE)

    def fill(view: SlotWarsView, out: Writer) -> None:
        own, other = seats(view.seat)
        out.one_hot("phase", STEPS.index(Step(view.phase)))
        out.scalar("round", view.round, SLOTS)
        out.scalar("replays", view.replays, max(options.max_replays, 1))
        out.values("rounds_won", (view.rounds_won[own], view.rounds_won[other]), 2)
        out.values("points", (view.points[own], view.points[other]), SLOTS)
        out.one_hot("slot", min(view.slot, SLOTS))
        for index, winner in enumerate(view.scored[:SLOTS]):
            out.at("scored", 3 * index + (2 if winner is None else int(winner != own)))
        flat = [
            x
            for stack in view.slots[:SLOTS]
            for place in range(STACK)
            for x in (table(stack[place], own) if place < len(stack) else (0.0,) * table_size)
        ]
        out.values("slots", flat)
        counts = (
            *(view.hand_counts[own], view.hand_counts[other]),
            *(view.deck_counts[own], view.deck_counts[other]),
            *(view.sideboard_counts[own], view.sideboard_counts[other]),
        )
        out.values("counts", counts, POOL_SIZE)
        cards(out, "hand", view.hand)
        if view.chosen is not None:
            out.values("chosen", _card_features(view.chosen))
        cards(out, "deck", view.deck)
        suggested = set(view.suggested)
        out.values("suggested", [float(info.id in suggested) for info in view.deck[:POOL_SIZE]])
        cards(out, "sideboard", view.sideboard)
        out.scalar("swaps", len(view.swaps), SIDEBOARD)
        by_value(out, "own_pile", view.piles[own])
        by_value(out, "other_pile", view.piles[other])
        by_value(out, "own_seen", view.seen[own])
        by_value(out, "other_seen", view.seen[other])

    return Encoding("slot-wars", layout, fill, "the slots card by card; own cards; shown cards")

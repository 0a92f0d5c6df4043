"""Building a deck: the 21 cards a player keeps from its 30, the other 9 are the sideboard.

:func:`build_deck` takes the player's own choice, by title. :func:`highest_deck` is the 21 highest
printed values (a baseline to compare builders with). :func:`auto_deck` is an automatic builder for
agents and players in a hurry: it ranks the cards by :func:`card_worth`, the printed value plus an
estimate of what the card's text is worth, read from the parsed text (see :func:`text_worth`), so
that it leaves out high cards whose text costs more than their value brings (``Coward``, a 9 that
loses a point) and keeps low cards whose text makes them strong (``Squire``, a 1 that gets +2).
The worth is the slot-wars builder's (:mod:`wartable.variants.slot_wars.builder`), the one the
engine's own suggestion uses when a player chooses its deck before round 1.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from wartable.core.rng import Rng, check_seed
from wartable.tournament.errors import EventError
from wartable.variants.slot_wars.builder import card_worth, placement_slot, text_worth
from wartable.variants.slot_wars.engine.pool import DECK_SIZE, CardFace

__all__ = [
    "DECK_SIZE",
    "Deck",
    "auto_deck",
    "build_deck",
    "card_worth",
    "highest_deck",
    "placement_slot",
    "text_worth",
]


@dataclass(frozen=True)
class Deck:
    """A player's deck (21 cards) and sideboard (the rest of its pool, 9 in an event).

    Both are kept sorted, so two decks of the same cards are equal. Raises :class:`EventError` if the
    deck does not hold 21 cards."""

    cards: tuple[CardFace, ...]
    sideboard: tuple[CardFace, ...]

    def __post_init__(self) -> None:
        if len(self.cards) != DECK_SIZE:
            raise EventError(f"a deck holds {DECK_SIZE} cards, this one {len(self.cards)}")
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))
        object.__setattr__(self, "sideboard", tuple(sorted(self.sideboard)))

    @property
    def pool(self) -> tuple[CardFace, ...]:
        """Deck and sideboard together (sorted)."""
        return tuple(sorted((*self.cards, *self.sideboard)))

    def titles(self) -> list[str]:
        """The deck's titles, a title once per copy (what :func:`build_deck` takes)."""
        return [face.title for face in self.cards]

    def to_json(self) -> dict[str, Any]:
        """``{"cards": [...], "sideboard": [...]}``, each card ``[title, value, rarity, text]``."""
        return {
            "cards": [face.to_json() for face in self.cards],
            "sideboard": [face.to_json() for face in self.sideboard],
        }

    @classmethod
    def from_json(cls, data: Any) -> Deck:
        """Read :meth:`to_json` data; raise EventError naming the field at fault."""
        if not isinstance(data, Mapping):
            raise EventError(f"deck: expected a JSON object, got {type(data).__name__}")
        parts: dict[str, tuple[CardFace, ...]] = {}
        for key in ("cards", "sideboard"):
            if key not in data:
                raise EventError(f"deck: field {key!r} is missing")
            items = data[key]
            if not isinstance(items, list):
                raise EventError(f"deck: field {key!r} must be a list of cards")
            parts[key] = tuple(_read_face(item, f"{key}[{i}]") for i, item in enumerate(items))
        return cls(parts["cards"], parts["sideboard"])


def _read_face(item: Any, where: str) -> CardFace:
    if (
        not isinstance(item, list)
        or len(item) != 4
        or not all(isinstance(x, str) for x in (item[0], item[2], item[3]))
        or isinstance(item[1], bool)
        or not isinstance(item[1], int)
    ):
        raise EventError(
            f"deck: field {where!r} must be [title, value, rarity, text], got {item!r}"
        )
    try:
        return CardFace.from_json(item)
    except ValueError as exc:
        raise EventError(f"deck: field {where!r}: {exc}") from None


# --------------------------------------------------------------------------------------------------
# A player's own choice


def build_deck(pool: Sequence[CardFace], chosen: Sequence[str]) -> Deck:
    """The deck of the 21 cards of ``pool`` named in ``chosen`` by title (a title held twice may be
    named twice); the rest of the pool is the sideboard.

    Titles match exactly, or else ignoring case and surrounding spaces. Raises :class:`EventError`
    listing every problem: unknown titles, a title named more often than the pool holds it, a title
    that names different cards in the pool, and the wrong number of cards."""
    by_title: dict[str, list[CardFace]] = {}
    for face in pool:
        by_title.setdefault(face.title, []).append(face)
    folded: dict[str, list[str]] = {}
    for title in by_title:
        folded.setdefault(_fold(title), []).append(title)
    problems: list[str] = []
    if len(chosen) != DECK_SIZE:
        problems.append(f"a deck needs {DECK_SIZE} cards, {len(chosen)} were named")
    wanted: Counter[str] = Counter()
    for name in chosen:
        found = _resolve(name, by_title, folded)
        if found is None:
            problems.append(f"no card titled {name!r} in the pool{_suggestion(name, folded)}")
        else:
            wanted[found] += 1
    deck: list[CardFace] = []
    for title, count in wanted.items():
        faces = by_title[title]
        if len(set(faces)) > 1:
            problems.append(
                f"title {title!r} names different cards in the pool:"
                f" {', '.join(sorted(str(f.to_json()) for f in set(faces)))}"
            )
        elif count > len(faces):
            problems.append(
                f"{title!r} is named {count} times, the pool holds {len(faces)}"
                f" {'copy' if len(faces) == 1 else 'copies'}"
            )
        else:
            deck.extend(faces[:count])
    if problems:
        raise EventError("deck: " + "; ".join(problems))
    return Deck(tuple(deck), tuple(_without(pool, deck)))


def _suggestion(name: str, folded: Mapping[str, list[str]]) -> str:
    """`` (did you mean 'X'?)`` for the pool title closest to ``name``, ignoring case."""
    matches = difflib.get_close_matches(_fold(name), list(folded), n=1, cutoff=0.6)
    return f" (did you mean {folded[matches[0]][0]!r}?)" if matches else ""


def _fold(title: str) -> str:
    return title.strip().casefold()


def _resolve(
    name: str, by_title: Mapping[str, list[CardFace]], folded: Mapping[str, list[str]]
) -> str | None:
    if name in by_title:
        return name
    candidates = folded.get(_fold(name), [])
    return candidates[0] if len(candidates) == 1 else None


def _without(pool: Sequence[CardFace], used: Sequence[CardFace]) -> list[CardFace]:
    left = Counter(used)
    rest = []
    for face in pool:
        if left[face] > 0:
            left[face] -= 1
        else:
            rest.append(face)
    return rest


def _split(pool: Sequence[CardFace], ranked: Sequence[CardFace]) -> Deck:
    if len(pool) < DECK_SIZE:
        raise EventError(f"deck: the pool holds {len(pool)} cards; a deck needs {DECK_SIZE}")
    deck = list(ranked[:DECK_SIZE])
    return Deck(tuple(deck), tuple(_without(pool, deck)))


def highest_deck(pool: Sequence[CardFace]) -> Deck:
    """The 21 highest printed values (ties by title): the deck of a player who ignores texts."""
    return _split(pool, sorted(pool, key=lambda face: (-face.value, face.title, face)))


# --------------------------------------------------------------------------------------------------
# The automatic builder: the worth of a card is the variant's (wartable.variants.slot_wars.builder),
# so the deck the engine suggests and the one an event builds rank cards alike.


def _tie_order(pool: Sequence[CardFace], seed: int) -> dict[CardFace, int]:
    """A rank for each distinct card, shuffled by ``seed``: how ties are broken."""
    try:
        check_seed(seed)
    except ValueError as exc:
        raise EventError(f"deck: {exc}") from None
    distinct = sorted(set(pool))
    Rng(seed).shuffle(distinct)
    return {face: index for index, face in enumerate(distinct)}


def auto_deck(pool: Sequence[CardFace], *, seed: int = 0) -> Deck:
    """The 21 cards of ``pool`` with the highest :func:`card_worth` (the rest is the sideboard).

    Cards of equal worth are ranked by printed value, then in an order shuffled by ``seed``, so the
    same pool and seed always give the same deck."""
    order = _tie_order(pool, seed)
    worths = {face: card_worth(face) for face in order}
    return _split(pool, sorted(pool, key=lambda f: (-worths[f], -f.value, order[f])))

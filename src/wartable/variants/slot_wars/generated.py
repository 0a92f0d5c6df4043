"""Generated designer sets: valid 21-card sets for trying the game without nine designers.

:func:`generated_set` makes a set the way the seed asks for one: 3 rares, 9 uncommons and 9
commons. The uncommons hold the values 1-9 once each and so do the commons (so the sets also serve
the ``by_designer`` distribution). Each card's text is drawn, seeded, from a library of phrasings
known to parse (:func:`phrasings`): the texts of the starter set that fit the rarity's length limit,
plus the empty text of a vanilla card, which about one card in five gets. A rare keeps the value
its phrasing has in the starter set (its text was balanced for it); a vanilla rare gets 7, 8 or 9
(each at most once). No phrasing is used twice in a set.

Titles are the designer's name (its first 10 characters) followed by the phrasing's starter title
(``Ann Quick Draw``) or, for a vanilla card, ``Plain``, the rarity and the value (``Ann Plain
Common 4``). They are unique within a set, and across sets as long as the designers' names differ
in their first 10 characters.

:func:`generated_pool` is the physical cards of nine such sets, those of the designers
:data:`DESIGNERS` (the players of ``wartable event run``, which registers the same sets with the
same seed): the ``generated`` pool of the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from wartable.core.rng import Rng, check_seed, derive_seed
from wartable.variants.slot_wars.cards import TITLE_LIMIT, Rarity
from wartable.variants.slot_wars.engine.pool import CardFace, card, starter_pool
from wartable.variants.slot_wars.text import CardTextError, parse

__all__ = [
    "DESIGNERS",
    "PREFIX_LIMIT",
    "VANILLA_SHARE",
    "Phrasing",
    "generated_pool",
    "generated_set",
    "phrasings",
]

DESIGNERS = (
    "Ada",
    "Basil",
    "Cleo",
    "Dmitri",
    "Esme",
    "Farid",
    "Greta",
    "Hugo",
    "Ines",
    "Jonah",
    "Kiri",
    "Luca",
)
"""The names of generated designers, in order (the seed's event had nine)."""
POOL_DESIGNERS = 9
"""Designers whose sets make the generated pool, as in the seed's event."""
PREFIX_LIMIT = 10
"""Characters of the designer's name that start each title."""
VANILLA_SHARE = 0.2
"""The chance that a card is vanilla (no text)."""
VANILLA_RARE_VALUES = (7, 8, 9)
VALUES = tuple(range(1, 10))
COMPOSITION = {Rarity.RARE: 3, Rarity.UNCOMMON: 9, Rarity.COMMON: 9}


@dataclass(frozen=True)
class Phrasing:
    """A rules text known to parse, with the title and value of the starter card that carries it."""

    name: str
    value: int
    text: str


@cache
def _starter_phrasings() -> tuple[Phrasing, ...]:
    found: dict[str, Phrasing] = {}
    for face in starter_pool():
        try:
            parse(face.text)
        except CardTextError:
            continue
        found.setdefault(face.title, Phrasing(face.title, face.value, face.text))
    return tuple(found.values())


def phrasings(rarity: Rarity) -> tuple[Phrasing, ...]:
    """The phrasings a card of ``rarity`` may carry: every starter text within its length limit."""
    return tuple(p for p in _starter_phrasings() if len(p.text) <= rarity.text_limit)


def generated_set(designer: str, seed: int) -> tuple[CardFace, ...]:
    """A valid 21-card set for ``designer`` (see the module's notes), rares first, then uncommons
    and commons by value; the same designer and seed always give the same set. Raises ValueError
    for a blank designer name or a bad seed."""
    if not isinstance(designer, str) or not designer.strip():
        raise ValueError(f"a set needs a designer's name, got {designer!r}")
    check_seed(seed)
    rng = Rng(derive_seed(seed, "generate-set", designer))
    prefix = designer.strip()[:PREFIX_LIMIT].rstrip()
    used: set[str] = set()
    vanilla_rare_values = list(VANILLA_RARE_VALUES)
    rng.shuffle(vanilla_rare_values)
    cards: list[CardFace] = []
    for rarity, count in COMPOSITION.items():
        values: tuple[int | None, ...] = (None,) * count if rarity is Rarity.RARE else VALUES
        for value in values:
            phrasing = _draw(rarity, rng, used)
            if phrasing is None:
                printed = value if value is not None else vanilla_rare_values.pop()
                name = f"Plain {rarity.value.title()} {printed}"
                text = ""
            else:
                used.add(phrasing.name)
                printed = value if value is not None else phrasing.value
                name, text = phrasing.name, phrasing.text
            title = f"{prefix} {name}"[:TITLE_LIMIT].rstrip()
            cards.append(card(title, printed, rarity.value, text))
    return tuple(cards)


def _draw(rarity: Rarity, rng: Rng, used: set[str]) -> Phrasing | None:
    """A phrasing not used yet in the set, or None for a vanilla card."""
    if rng.random() < VANILLA_SHARE:
        return None
    left = [p for p in phrasings(rarity) if p.name not in used]
    return rng.choice(left) if left else None


@cache
def generated_pool(seed: int) -> tuple[CardFace, ...]:
    """The physical cards (commons printed twice) of the sets :func:`generated_set` makes with
    ``seed`` for the first nine :data:`DESIGNERS`: 270 cards."""
    return tuple(
        face
        for designer in DESIGNERS[:POOL_DESIGNERS]
        for face in generated_set(designer, seed)
        for _ in range(Rarity(face.rarity.value).copies)
    )

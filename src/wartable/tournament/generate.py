"""Generated designer sets: valid 21-card sets for trying an event without nine designers.

:func:`generate_set` makes a set the way the seed asks for one: 3 rares, 9 uncommons and 9 commons.
The uncommons hold the values 1-9 once each and so do the commons (so the sets also serve the
``by_designer`` distribution). Each card's text is drawn, seeded, from a library of phrasings known
to parse (:func:`phrasings`): the texts of the starter set (``starter.yaml``) that fit the rarity's
length limit, plus the empty text of a vanilla card, which about one card in five gets. A rare keeps
the value its phrasing has in the starter set (its text was balanced for it); a vanilla rare gets 7,
8 or 9 (each at most once). No phrasing is used twice in a set.

Titles are the designer's name (its first 10 characters) followed by the phrasing's starter title
(``Ann Quick Draw``) or, for a vanilla card, ``Plain``, the rarity and the value (``Ann Plain
Common 4``). They are unique within a set, and across sets as long as the designers' names differ
in their first 10 characters.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

from wartable.core.rng import Rng, check_seed, derive_seed
from wartable.design.cardset import COMPOSITION, CardModel, CardSetModel, load_cards
from wartable.tournament.errors import EventError
from wartable.variants.slot_wars import STARTER_SET
from wartable.variants.slot_wars.cards import TITLE_LIMIT, Rarity
from wartable.variants.slot_wars.text import CardTextError, parse

__all__ = ["PREFIX_LIMIT", "VANILLA_SHARE", "Phrasing", "generate_set", "phrasings"]

PREFIX_LIMIT = 10
"""Characters of the designer's name that start each title."""
VANILLA_SHARE = 0.2
"""The chance that a card is vanilla (no text)."""
VANILLA_RARE_VALUES = (7, 8, 9)
VALUES = tuple(range(1, 10))


@dataclass(frozen=True)
class Phrasing:
    """A rules text known to parse, with the title and value of the starter card that carries it."""

    name: str
    value: int
    text: str


@cache
def _starter_phrasings() -> tuple[Phrasing, ...]:
    with resources.as_file(STARTER_SET) as path:
        model = load_cards(path)
    found = []
    for model_card in model.cards:
        try:
            parse(model_card.text)
        except CardTextError:
            continue
        found.append(Phrasing(model_card.title, model_card.value or 1, model_card.text))
    return tuple(found)


def phrasings(rarity: Rarity) -> tuple[Phrasing, ...]:
    """The phrasings a card of ``rarity`` may carry: every starter text within its length limit."""
    return tuple(p for p in _starter_phrasings() if len(p.text) <= rarity.text_limit)


def generate_set(designer: str, seed: int) -> CardSetModel:
    """A valid 21-card set for ``designer`` (see the module's notes); the same designer and seed
    always give the same set. Raises EventError for a blank designer name or a bad seed."""
    if not isinstance(designer, str) or not designer.strip():
        raise EventError(f"generate: a set needs a designer's name, got {designer!r}")
    try:
        check_seed(seed)
    except ValueError as exc:
        raise EventError(f"generate: {exc}") from None
    rng = Rng(derive_seed(seed, "generate-set", designer))
    prefix = designer.strip()[:PREFIX_LIMIT].rstrip()
    used: set[str] = set()
    vanilla_rare_values = list(VANILLA_RARE_VALUES)
    rng.shuffle(vanilla_rare_values)
    cards: list[CardModel] = []
    for rarity in (Rarity.RARE, Rarity.UNCOMMON, Rarity.COMMON):
        count = COMPOSITION[rarity]
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
            cards.append(CardModel(title=title, value=printed, rarity=rarity, text=text))
    return CardSetModel(designer=designer, name=f"{designer}'s generated set", cards=cards)


def _draw(rarity: Rarity, rng: Rng, used: set[str]) -> Phrasing | None:
    """A phrasing not used yet in the set, or None for a vanilla card."""
    if rng.random() < VANILLA_SHARE:
        return None
    left = [p for p in phrasings(rarity) if p.name not in used]
    return rng.choice(left) if left else None

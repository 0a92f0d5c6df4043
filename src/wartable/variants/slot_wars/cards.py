"""The slot-wars card: title, printed value, rarity, rules text and designer, with the seed's limits.

A :class:`SlotCard` is valid by construction: a title of at most 30 characters, a printed value 1-9,
and rules text within its rarity's limit (rare 180, uncommon 60, common 30). Its text is parsed once;
text that does not parse is kept with its :class:`CardTextError` (``card.text_error``) so that the
card can still be loaded, listed and reported on; whether it may play as a vanilla card is up to the
tournament organiser. :func:`card_problems` lists every limit a card's fields break, for tools that
report on a whole set at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from wartable.core.errors import WartableError
from wartable.variants.slot_wars.text import CardText, CardTextError, parse

__all__ = [
    "MAX_VALUE",
    "MIN_VALUE",
    "TITLE_LIMIT",
    "CardError",
    "Rarity",
    "SlotCard",
    "card_label",
    "card_problems",
]

TITLE_LIMIT = 30
"""Characters a title may hold."""
MIN_VALUE = 1
MAX_VALUE = 9


class CardError(WartableError, ValueError):
    """A card whose fields break the seed's limits (the message lists every problem)."""


class Rarity(StrEnum):
    """How rare a card is; fixes how much rules text it may hold."""

    RARE = "rare"
    """3 per designer; 180 characters of rules text."""
    UNCOMMON = "uncommon"
    """9 per designer; 60 characters."""
    COMMON = "common"
    """9 per designer, each printed twice; 30 characters."""

    @property
    def text_limit(self) -> int:
        """Characters of rules text a card of this rarity may hold."""
        return {Rarity.RARE: 180, Rarity.UNCOMMON: 60, Rarity.COMMON: 30}[self]

    @property
    def copies(self) -> int:
        """Physical copies printed of each card (21 designs make 30 physical cards)."""
        return 2 if self is Rarity.COMMON else 1


def card_label(title: str, index: int | None = None) -> str:
    """How messages name a card: ``card 'Goblin'`` or ``card 4 ('Goblin')`` (``index`` 1-based)."""
    if index is None:
        return f"card {title!r}" if title else "card (untitled)"
    return f"card {index} ({title!r})" if title else f"card {index} (untitled)"


def card_problems(
    title: str, value: object, rarity: Rarity, text: str, *, label: str | None = None
) -> list[str]:
    """Every limit the fields break, each message naming the card, the field and by how much."""
    who = label or card_label(title)
    problems = []
    if not title.strip():
        problems.append(f"{who}: title is empty")
    elif len(title) > TITLE_LIMIT:
        over = len(title) - TITLE_LIMIT
        problems.append(
            f"{who}: title is {len(title)} characters, {over} over the limit of {TITLE_LIMIT}"
        )
    if value is None:
        problems.append(f"{who}: value is missing (a number {MIN_VALUE}-{MAX_VALUE})")
    elif isinstance(value, bool) or not isinstance(value, int):
        problems.append(
            f"{who}: value must be a whole number {MIN_VALUE}-{MAX_VALUE}, got {value!r}"
        )
    elif not MIN_VALUE <= value <= MAX_VALUE:
        problems.append(f"{who}: value must be {MIN_VALUE}-{MAX_VALUE}, got {value}")
    limit = rarity.text_limit
    if len(text) > limit:
        problems.append(
            f"{who}: text is {len(text)} characters, {len(text) - limit} over the limit of"
            f" {limit} for {_article(rarity.value)} {rarity.value} card"
        )
    return problems


@dataclass(frozen=True)
class SlotCard:
    """One card design. Raises :class:`CardError` listing every broken limit.

    ``ability`` is the parsed text (a vanilla card has no abilities) or None if the text does not
    parse, in which case ``text_error`` says where and why. Both are derived from ``text`` and take
    no part in equality.
    """

    title: str
    value: int
    rarity: Rarity
    text: str = ""
    designer: str = ""
    ability: CardText | None = field(init=False, compare=False, repr=False)
    text_error: CardTextError | None = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.rarity, Rarity):
            object.__setattr__(self, "rarity", Rarity(self.rarity))
        problems = card_problems(self.title, self.value, self.rarity, self.text)
        if problems:
            raise CardError("; ".join(problems))
        try:
            parsed: CardText | None = parse(self.text)
            error = None
        except CardTextError as exc:
            parsed, error = None, exc
        object.__setattr__(self, "ability", parsed)
        object.__setattr__(self, "text_error", error)

    @property
    def playable(self) -> bool:
        """Whether the text parsed (a card that did not may only play as vanilla, if allowed)."""
        return self.ability is not None

    def canonical_text(self) -> str:
        """The canonical form of the text, or the text as written if it does not parse."""
        return self.ability.canonical() if self.ability is not None else self.text

    def __str__(self) -> str:
        return f"{self.title} ({self.rarity.value} {self.value})"


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"

"""The card designer (``/api/cards/...``, ``routers/designer.py``): slot-wars cards and sets."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from wartable.web.schemas.common import Model

MAX_CARD_TITLE = 1000
"""The longest title a designer request may carry (the game's limit, 30, is reported as a problem)."""
MAX_CARD_TEXT = 5000
"""The longest rules text a designer request may carry (the rarity's limit is reported as a problem)."""
MAX_SET_CARDS = 200
"""The most cards a set in a designer request may hold."""

CardRarity = Literal["rare", "uncommon", "common"]
"""A slot-wars rarity: rare (180 characters of text), uncommon (60) or common (30)."""


class CardDraft(Model):
    """``POST /api/cards/parse``: one card as the designer is writing it."""

    title: str = Field(default="", max_length=MAX_CARD_TITLE)
    value: int | None = Field(default=None, description="The printed value, 1-9 (null: not yet).")
    rarity: CardRarity = "common"
    text: str = Field(default="", max_length=MAX_CARD_TEXT, description="The rules text.")


class CardProblem(Model):
    """One thing wrong with a card or a set, as ``wartable cards check`` words it."""

    card: int | None = Field(default=None, description="1-based card of the set; null: the set.")
    field: str = Field(description="composition, title, value, rarity or text.")
    message: str


class CardTextErrorPublic(Model):
    """Rules text that cannot be read: where (1-based line and column; 0-based ``offset`` and the
    ``length`` of the word at fault, in characters) and why, with what could have come there and
    the nearest valid phrasings. ``sentence_start``/``sentence_end`` (0-based, end exclusive) is the
    sentence at fault: the part of the text a suggestion replaces."""

    message: str = Field(description="The whole message, as `wartable cards check` prints it.")
    reason: str
    line: int
    column: int
    offset: int
    length: int
    word: str = Field(description="The word at fault ('' at the end of the text).")
    expected: list[str]
    suggestions: list[str]
    sentence_start: int
    sentence_end: int
    meta_rule: int | None = Field(default=None, description="The meta rule the text breaks.")


class CardParsed(Model):
    """The answer to ``POST /api/cards/parse``."""

    ok: bool = Field(description="True if the text reads and every limit holds.")
    canonical: str | None = Field(description="The canonical text ('' for a vanilla card).")
    meaning: str | None = Field(
        description="The one-line explanation `wartable cards check` prints."
    )
    notes: list[str] = Field(
        default_factory=list,
        description="What the reading assumed that the text did not say (\"read 'than' as"
        " 'then'\", \"read as if 'a' were written before 'card'\").",
    )
    length: int = Field(description="Characters of rules text.")
    limit: int = Field(description="Characters of rules text the rarity allows.")
    problems: list[CardProblem] = Field(description="Title, value and length limits broken.")
    error: CardTextErrorPublic | None


class CardBody(Model):
    """A card of a set, as in a set file (``docs/cardset.schema.json``)."""

    title: str = Field(default="", max_length=MAX_CARD_TITLE)
    value: int | None = None
    rarity: CardRarity
    text: str = Field(default="", max_length=MAX_CARD_TEXT)
    designer: str | None = Field(default=None, max_length=200)


class CardSetBody(Model):
    """A designer's set, as in a set file: 21 cards (3 rare, 9 uncommon, 9 common)."""

    designer: str = Field(default="", max_length=200)
    name: str = Field(default="", max_length=200)
    cards: list[CardBody] = Field(default_factory=list, max_length=MAX_SET_CARDS)


class CardChecked(Model):
    """One card of a checked set."""

    card: int = Field(description="1-based, in the order of the set.")
    title: str
    rarity: CardRarity
    value: int | None
    ok: bool
    canonical: str | None
    meaning: str | None
    problems: list[CardProblem]


class SetChecked(Model):
    """The answer to ``POST /api/cards/check-set``: every problem, by card and field."""

    ok: bool
    summary: str = Field(description="e.g. 'all 21 cards are valid', '3 problem(s) in 2 card(s)'.")
    problems: list[CardProblem]
    cards: list[CardChecked]


class PrintRequest(Model):
    """``POST /api/cards/pdf``: print a valid set (commons twice) as a PDF."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    card_set: CardSetBody = Field(alias="set")
    paper: Literal["a4", "letter"] = "a4"
    backs: bool = Field(default=True, description="Follow each page of fronts with its backs.")
    event: str = Field(default="", max_length=200, description="A name printed on every back.")
    any_size: bool = Field(default=False, description="Accept a set of any size.")


class CardReference(Model):
    """``GET /api/cards/reference``: the card language reference (``docs/cards.md``)."""

    markdown: str

"""A slot-wars designer's card set: the file format, its JSON Schema, loading, saving, validation.

A set file is YAML (``.yaml``/``.yml``) or JSON (``.json``), chosen by the file's suffix::

    designer: Ryan
    name: My first set          # optional
    cards:
      - {title: Quick Draw, value: 2, rarity: common, text: "[BT]: Draw a card."}
      ...

A bare list of cards is also read (each card may then name its own ``designer``). The schema of the
format is :class:`CardSetModel`; its JSON Schema is published at ``docs/cardset.schema.json`` by
:func:`write_schema` (a test fails if the published file is stale).

Loading checks only the shape of the file (and raises :class:`CardSetError` naming the file and the
line, for YAML, or the field path). :func:`validate` then lists *every* problem at once: the set's
composition (21 cards: 3 rares, 9 uncommons, 9 commons), each card's title, value and text length,
and each text that does not parse, each naming the card and the field.
"""

from __future__ import annotations

import difflib
import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from wartable.core.errors import WartableError
from wartable.core.files import write_text_atomically
from wartable.core.jsonable import too_deep
from wartable.variants.slot_wars.cards import (
    MAX_VALUE,
    MIN_VALUE,
    TITLE_LIMIT,
    Rarity,
    SlotCard,
    card_label,
    card_problems,
)
from wartable.variants.slot_wars.text import CardTextError, parse

__all__ = [
    "COMPOSITION",
    "SCHEMA_PATH",
    "SET_SIZE",
    "CardModel",
    "CardSet",
    "CardSetError",
    "CardSetModel",
    "Problem",
    "blank_set",
    "cards_from_bytes",
    "load_cards",
    "read_cards",
    "save_cards",
    "schema_text",
    "validate",
    "write_schema",
]

COMPOSITION = {Rarity.RARE: 3, Rarity.UNCOMMON: 9, Rarity.COMMON: 9}
"""Cards of each rarity in a designer's set (each common is printed twice)."""
SET_SIZE = sum(COMPOSITION.values())
COPIES = {rarity: rarity.copies for rarity in Rarity}
"""Physical copies printed of each card, by rarity (21 designs -> 30 physical cards)."""

SCHEMA_PATH = Path(__file__).resolve().parents[3] / "docs" / "cardset.schema.json"
"""Where the JSON Schema is published (in a source checkout)."""


class CardSetError(WartableError, ValueError):
    """A set file that cannot be read: bad syntax or the wrong shape (names the file and where)."""


class CardModel(BaseModel):
    """One card as written in a set file. Limits are checked by :func:`validate`, not on load, so
    that every problem of a set can be reported at once."""

    model_config = ConfigDict(extra="forbid", title="Card", use_enum_values=False)

    title: str = Field(
        default="",
        description=f"The card's title, at most {TITLE_LIMIT} characters.",
        json_schema_extra={"maxLength": TITLE_LIMIT},
    )
    value: int | None = Field(
        default=None,
        description=f"The printed value, {MIN_VALUE} to {MAX_VALUE} (null in a blank form).",
        json_schema_extra={"minimum": MIN_VALUE, "maximum": MAX_VALUE},
    )
    rarity: Rarity = Field(
        description="rare (180 characters of text), uncommon (60) or common (30; printed twice)."
    )
    text: str = Field(
        default="",
        description="The rules text in the slot-wars card language (docs/cards.md); empty for a"
        " vanilla card. At most 180 / 60 / 30 characters for a rare / uncommon / common.",
    )
    designer: str | None = Field(
        default=None, description="Who designed the card; defaults to the set's designer."
    )


class CardSetModel(BaseModel):
    """A designer's set as written in a file."""

    model_config = ConfigDict(
        extra="forbid",
        title="slot-wars card set",
        json_schema_extra={
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "description": "A slot-wars designer's set: 21 cards (3 rare, 9 uncommon, 9 common;"
            " every common is printed twice). See docs/cards.md.",
        },
    )

    designer: str = Field(description="Who designed the set.")
    name: str = Field(default="", description="An optional name for the set.")
    cards: list[CardModel] = Field(description="The cards, in any order.")


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a set: the card (1-based index, None for the whole set), the field
    ('composition', 'title', 'value', 'rarity', 'text') and a message that names both."""

    card: int | None
    field: str
    message: str
    unparsed: bool = False
    """True for text that does not parse (the card can still be built and reported on)."""

    def __str__(self) -> str:
        return self.message


def _field_of(message: str) -> str:
    for name in ("title", "value", "text"):
        if f": {name} " in message:
            return name
    return "card"


def validate(model: CardSetModel, *, any_size: bool = False) -> list[Problem]:
    """Every problem of the set: composition (unless ``any_size``), limits, text that does not
    parse. An empty list means the set is valid."""
    problems: list[Problem] = []
    if not any_size:
        counts = Counter(card.rarity for card in model.cards)
        if len(model.cards) != SET_SIZE:
            problems.append(
                Problem(
                    None, "composition", f"the set has {len(model.cards)} cards, not {SET_SIZE}"
                )
            )
        for rarity, wanted in COMPOSITION.items():
            if counts[rarity] != wanted:
                problems.append(
                    Problem(
                        None,
                        "composition",
                        f"the set has {counts[rarity]} {rarity.value} cards, not {wanted}",
                    )
                )
    for index, card in enumerate(model.cards, start=1):
        label = card_label(card.title, index)
        for message in card_problems(card.title, card.value, card.rarity, card.text, label=label):
            problems.append(Problem(index, _field_of(message), message))
        try:
            parse(card.text)
        except CardTextError as exc:
            problems.append(Problem(index, "text", f"{label}: text: {exc}", unparsed=True))
    return problems


@dataclass(frozen=True)
class CardSet:
    """A loaded set of valid cards (limits respected; a text may still fail to parse, see
    :attr:`SlotCard.text_error`)."""

    designer: str
    cards: tuple[SlotCard, ...]
    name: str = ""

    @classmethod
    def from_model(cls, model: CardSetModel, *, any_size: bool = False) -> CardSet:
        """Build the set; raise CardSetError listing every problem other than unparsed text."""
        problems = [p for p in validate(model, any_size=any_size) if not p.unparsed]
        if problems:
            raise CardSetError("; ".join(str(p) for p in problems))
        cards = tuple(
            SlotCard(c.title, c.value or 0, c.rarity, c.text, c.designer or model.designer)
            for c in model.cards
        )
        return cls(model.designer, cards, model.name)

    @classmethod
    def load(cls, path: str | Path, *, any_size: bool = False) -> CardSet:
        """Read and build a set from a YAML or JSON file."""
        return cls.from_model(load_cards(path), any_size=any_size)

    def physical_cards(self) -> tuple[SlotCard, ...]:
        """The printed cards: every rare and uncommon once, every common twice (30 for a full set)."""
        return tuple(card for card in self.cards for _ in range(COPIES[card.rarity]))

    def to_model(self) -> CardSetModel:
        """The set as a file model (cards keep their designer only if it differs from the set's)."""
        return CardSetModel(
            designer=self.designer,
            name=self.name,
            cards=[
                CardModel(
                    title=c.title,
                    value=c.value,
                    rarity=c.rarity,
                    text=c.text,
                    designer=c.designer if c.designer != self.designer else None,
                )
                for c in self.cards
            ],
        )


def blank_set(designer: str, name: str = "") -> CardSetModel:
    """An empty 21-card form: the right rarities, blank titles, values and texts."""
    cards = [CardModel(rarity=r) for r, n in COMPOSITION.items() for _ in range(n)]
    return CardSetModel(designer=designer, name=name, cards=cards)


# --------------------------------------------------------------------------------------------------
# Files


def _kind(path: Path) -> Literal["yaml", "json"]:
    suffix = path.suffix.lower()
    if suffix in (".yaml", ".yml"):
        return "yaml"
    if suffix == ".json":
        return "json"
    raise CardSetError(
        f"{path}: unknown file type {suffix or '(none)'!r}; use .yaml, .yml or .json"
    )


def load_cards(path: str | Path) -> CardSetModel:
    """Read a set file (or a bare list of cards) into its model; raise CardSetError naming the
    file and the line (YAML) or field path of the first thing that does not fit."""
    path = Path(path)
    kind = _kind(path)
    try:
        source = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CardSetError(f"{path}: cannot read: {exc.strerror or exc}") from None
    return read_cards(source, kind, path)


def cards_from_bytes(data: bytes, name: str = "", content_type: str = "") -> CardSetModel:
    """Read a set sent as a file (an upload): YAML or JSON by its ``name``'s suffix, else its
    media type, else its first character. CardSetError names the file by its base name (at most
    80 characters; "the file" without one) and the line (YAML, JSON) or the field at fault."""
    shown = Path(name).name[:80] or "the file"
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise CardSetError(f"{shown}: not UTF-8 text") from None
    source = text.replace("\r\n", "\n").replace("\r", "\n")  # as a file is read (load_cards)
    suffix = Path(name).suffix.lower()
    kind: Literal["yaml", "json"]
    if suffix in (".yaml", ".yml"):
        kind = "yaml"
    elif suffix == ".json" or "json" in content_type:
        kind = "json"
    elif "yaml" in content_type:
        kind = "yaml"
    else:
        kind = "json" if source.lstrip()[:1] in ("{", "[") else "yaml"
    return read_cards(source, kind, shown)


def read_cards(source: str, kind: Literal["yaml", "json"], name: str | Path) -> CardSetModel:
    """Read a set's text (or a bare list of cards), written in ``kind``, into its model; raise
    CardSetError naming the file (``name``) and the line (YAML) or field path of the first thing
    that does not fit."""
    root: yaml.Node | None = None
    nesting = too_deep(source) if kind == "json" else None
    if nesting is not None:
        raise CardSetError(f"{name}: invalid JSON: {nesting}")
    try:
        if kind == "yaml":
            data = yaml.safe_load(source)
            root = yaml.compose(source, Loader=yaml.SafeLoader)
        else:
            data = json.loads(source)
    except RecursionError:
        raise CardSetError(f"{name}: invalid {kind.upper()}: it nests too deeply") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}, column {mark.column + 1}:" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise CardSetError(f"{name}:{where} invalid YAML: {problem}") from None
    except json.JSONDecodeError as exc:
        raise CardSetError(
            f"{name}: line {exc.lineno}, column {exc.colno}: invalid JSON: {exc.msg}"
        ) from None
    bare = isinstance(data, list)
    if bare:
        data = {"designer": "", "cards": data}
    if not isinstance(data, dict):
        raise CardSetError(f"{name}: expected a set (designer, cards) or a list of cards")
    try:
        return CardSetModel.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        loc = tuple(error["loc"])
        node_loc = loc[1:] if bare and loc[:1] == ("cards",) else loc
        line = _yaml_line(root, node_loc) if root is not None else None
        where = f" line {line}:" if line else ""
        message = f"{where} {_loc_text(loc)}: {error['msg']}"
        if error["type"] == "extra_forbidden":
            message += _field_hint(loc)
        raise CardSetError(f"{name}:{message}") from None


_FIELD_SYNONYMS = {
    "name": "title",
    "card": "title",
    "rules": "text",
    "ability": "text",
    "effect": "text",
    "power": "value",
    "strength": "value",
    "author": "designer",
}


def _field_hint(loc: tuple[Any, ...]) -> str:
    """' (did you mean 'title'? ...)' for a key the set format does not have."""
    model: type[BaseModel] = (
        CardModel if len(loc) > 1 and isinstance(loc[-2], int) else CardSetModel
    )
    fields = list(model.model_fields)
    key = str(loc[-1]).strip().lower()
    guess = _FIELD_SYNONYMS.get(key)
    if guess not in fields:
        close = difflib.get_close_matches(key, fields, n=1)
        guess = close[0] if close else None
    known = ", ".join(fields)
    return (
        f" (did you mean {guess!r}? the keys are {known})" if guess else f" (the keys are {known})"
    )


def _loc_text(loc: tuple[Any, ...]) -> str:
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]" if text else f"card {part + 1}"
        else:
            text += f".{part}" if text else str(part)
    return text or "set"


def _yaml_line(node: yaml.Node | None, loc: Sequence[Any]) -> int | None:
    line = node.start_mark.line + 1 if node is not None else None
    for part in loc:
        if node is None:
            break
        child: yaml.Node | None = None
        if isinstance(node, yaml.MappingNode) and isinstance(part, str):
            for key, value in node.value:
                if getattr(key, "value", None) == part:
                    child = value
                    break
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
            child = node.value[part] if part < len(node.value) else None
        if child is None:
            break
        node = child
        line = node.start_mark.line + 1
    return line


def save_cards(model: CardSetModel, path: str | Path) -> None:
    """Write a set file, YAML or JSON by the file's suffix (blank fields are kept, for forms)."""
    path = Path(path)
    kind = _kind(path)
    data = model.model_dump(mode="json")
    for card in data["cards"]:
        if card.get("designer") is None:
            card.pop("designer", None)
    if kind == "json":
        text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    else:
        text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
    write_text_atomically(path, text)


# --------------------------------------------------------------------------------------------------
# The published schema


def schema_text() -> str:
    """The JSON Schema of :class:`CardSetModel`, as published (sorted keys, 2-space indent)."""
    schema = CardSetModel.model_json_schema()
    return json.dumps(schema, indent=2, sort_keys=True) + "\n"


def write_schema(path: str | Path = SCHEMA_PATH) -> Path:
    """Write the JSON Schema to ``path`` (default ``docs/cardset.schema.json``) and return it."""
    return write_text_atomically(path, schema_text())

"""Tools for slot-wars designers: card sets (load, save, validate, schema)."""

from wartable.design.cardset import (
    CardModel,
    CardSet,
    CardSetError,
    CardSetModel,
    Problem,
    blank_set,
    load_cards,
    save_cards,
    schema_text,
    validate,
    write_schema,
)

__all__ = [
    "CardModel",
    "CardSet",
    "CardSetError",
    "CardSetModel",
    "Problem",
    "blank_set",
    "load_cards",
    "save_cards",
    "schema_text",
    "validate",
    "write_schema",
]

"""slot-wars (seed 004): Card Wars with custom cards — the card model, the card-text language
(:mod:`wartable.variants.slot_wars.text`), the starter set, and the engine
(:mod:`wartable.variants.slot_wars.engine`, which registers the variant; its cards play as vanilla
cards until the interpreter of the card-text effects is plugged in)."""

from importlib import resources

from wartable.variants.slot_wars.cards import CardError, Rarity, SlotCard, card_problems
from wartable.variants.slot_wars.text import CardText, CardTextError, MetaRuleError, parse

STARTER_SET = resources.files(__package__).joinpath("starter.yaml")
"""The starter set's file (a traversable resource; ``str()`` of it is a path in a normal install)."""

from wartable.variants.slot_wars import engine  # noqa: E402 - registers the variant; needs the above

__all__ = [
    "STARTER_SET",
    "CardError",
    "CardText",
    "CardTextError",
    "MetaRuleError",
    "Rarity",
    "SlotCard",
    "card_problems",
    "engine",
    "parse",
]

"""The slot-wars card-text language: tokenizer, Lark grammar, effect values and canonical printer."""

from wartable.variants.slot_wars.text.effects import Ability, CardText
from wartable.variants.slot_wars.text.parser import (
    META_RULES,
    CardTextError,
    MetaRuleError,
    canonical,
    grammar_rules,
    nearest_phrasings,
    parse,
    tokenize,
)
from wartable.variants.slot_wars.text.printer import TEMPLATES, explain

__all__ = [
    "META_RULES",
    "TEMPLATES",
    "Ability",
    "CardText",
    "CardTextError",
    "MetaRuleError",
    "canonical",
    "explain",
    "grammar_rules",
    "nearest_phrasings",
    "parse",
    "tokenize",
]

"""Generated designer sets as card-set models: valid 21-card sets for trying an event without nine
designers. The sets themselves are the slot-wars variant's
(:mod:`wartable.variants.slot_wars.generated`, which also makes the game's ``generated`` pool of
the same sets); this module gives them as :class:`~wartable.design.cardset.CardSetModel` for
events and set files, with the event's errors.
"""

from __future__ import annotations

from wartable.design.cardset import CardModel, CardSetModel
from wartable.tournament.errors import EventError
from wartable.variants.slot_wars.cards import Rarity
from wartable.variants.slot_wars.generated import (
    PREFIX_LIMIT,
    VANILLA_SHARE,
    Phrasing,
    generated_set,
    phrasings,
)

__all__ = ["PREFIX_LIMIT", "VANILLA_SHARE", "Phrasing", "generate_set", "phrasings"]


def generate_set(designer: str, seed: int) -> CardSetModel:
    """A valid 21-card set for ``designer``
    (:func:`~wartable.variants.slot_wars.generated.generated_set`); the same designer and seed
    always give the same set. Raises EventError for a blank designer name or a bad seed."""
    try:
        faces = generated_set(designer, seed)
    except ValueError as exc:
        raise EventError(f"generate: {exc}") from None
    cards = [
        CardModel(title=f.title, value=f.value, rarity=Rarity(f.rarity.value), text=f.text)
        for f in faces
    ]
    return CardSetModel(designer=designer, name=f"{designer}'s generated set", cards=cards)

"""Shared material for the event tests: nine generated designers' sets."""

from __future__ import annotations

from functools import cache

from wartable.design.cardset import CardSetModel
from wartable.tournament import generate_set

PLAYERS = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")
"""The seed's nine players."""


@cache
def nine_sets(seed: int = 1) -> tuple[tuple[str, CardSetModel], ...]:
    """(player, generated set) for the nine players, each set generated from ``seed``."""
    return tuple((player, generate_set(player, seed)) for player in PLAYERS)

"""The built-in variants; importing this package registers each of them."""

from wartable.variants import board_wars, classic, hand_of_war, warzone
from wartable.variants.slot_wars import engine as slot_wars_engine

__all__ = ["board_wars", "classic", "hand_of_war", "slot_wars_engine", "warzone"]

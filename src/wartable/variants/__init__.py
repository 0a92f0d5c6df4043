"""The built-in variants; importing this package registers each of them."""

from wartable.variants import board_wars, classic, hand_of_war, warzone

__all__ = ["board_wars", "classic", "hand_of_war", "warzone"]

"""The built-in variants; importing this package registers each of them."""

from wartable.variants import classic, hand_of_war

__all__ = ["classic", "hand_of_war"]

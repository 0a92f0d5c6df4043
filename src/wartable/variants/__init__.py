"""The built-in variants; importing this package registers each of them."""

from wartable.variants import classic

__all__ = ["classic"]

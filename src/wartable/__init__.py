"""wartable: engines, agents, simulation and tools for the family of card games around War.

The built-in variants register themselves the first time a variant is looked up
(:func:`get_variant`, :func:`new_game`, :func:`variants`), so ``import wartable`` stays quick.
"""

from wartable.core import get_variant, new_game, parse_options, replay, variants

__version__ = "0.1.0"

__all__ = ["__version__", "get_variant", "new_game", "parse_options", "replay", "variants"]

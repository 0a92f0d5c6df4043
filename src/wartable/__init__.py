"""wartable: engines, agents, simulation and tools for the family of card games around War."""

from wartable import variants as _variants  # registers the built-in variants
from wartable.core import get_variant, new_game, parse_options, replay, variants

__version__ = "0.1.0"

__all__ = ["__version__", "get_variant", "new_game", "parse_options", "replay", "variants"]
del _variants

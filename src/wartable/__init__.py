"""wartable: engines, agents, simulation and tools for the family of card games around War.

The built-in variants register themselves the first time a variant is looked up
(:func:`get_variant`, :func:`new_game`, :func:`variants`), so ``import wartable`` stays quick.
"""

# The package of the built-in variants is bound first (it imports none of them), so that the name
# ``wartable.variants`` is the function below, not the package, once the registry loads them.
from wartable import variants as _variant_package
from wartable.core import get_variant, new_game, parse_options, replay, variants

__version__ = "0.1.0"

__all__ = ["__version__", "get_variant", "new_game", "parse_options", "replay", "variants"]
del _variant_package

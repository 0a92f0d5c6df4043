"""Terminal renderers, one per variant (the generic one for variants without their own).

Each variant's renderer lives in a module of this package and registers itself with
:func:`~wartable.cli.render.base.renders`; a plugin's renderer registers the same way from its own
module.
"""

from __future__ import annotations

from wartable.cli.render.base import RENDERERS, TableRenderer, card_markup, renders
from wartable.core.registry import import_submodules

import_submodules(__name__)


def renderer_for(variant_id: str) -> type[TableRenderer]:
    """The renderer class for a variant."""
    return RENDERERS.get(variant_id, TableRenderer)


__all__ = ["RENDERERS", "TableRenderer", "card_markup", "renderer_for", "renders"]

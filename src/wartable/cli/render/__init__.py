"""Terminal renderers, one per variant (the generic one for variants without their own)."""

from __future__ import annotations

from wartable.cli.render.base import TableRenderer, card_markup
from wartable.cli.render.classic import ClassicRenderer

RENDERERS: dict[str, type[TableRenderer]] = {"classic": ClassicRenderer}


def renderer_for(variant_id: str) -> type[TableRenderer]:
    """The renderer class for a variant."""
    return RENDERERS.get(variant_id, TableRenderer)


__all__ = ["RENDERERS", "ClassicRenderer", "TableRenderer", "card_markup", "renderer_for"]

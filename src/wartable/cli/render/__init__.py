"""Terminal renderers, one per variant (the generic one for variants without their own)."""

from __future__ import annotations

from wartable.cli.render.base import TableRenderer, card_markup
from wartable.cli.render.board_wars import BoardWarsRenderer
from wartable.cli.render.classic import ClassicRenderer
from wartable.cli.render.hand_of_war import HandOfWarRenderer
from wartable.cli.render.slot_wars import SlotWarsRenderer
from wartable.cli.render.warzone import WarzoneRenderer

RENDERERS: dict[str, type[TableRenderer]] = {
    "board-wars": BoardWarsRenderer,
    "classic": ClassicRenderer,
    "hand-of-war": HandOfWarRenderer,
    "slot-wars": SlotWarsRenderer,
    "warzone": WarzoneRenderer,
}


def renderer_for(variant_id: str) -> type[TableRenderer]:
    """The renderer class for a variant."""
    return RENDERERS.get(variant_id, TableRenderer)


__all__ = [
    "RENDERERS",
    "BoardWarsRenderer",
    "ClassicRenderer",
    "HandOfWarRenderer",
    "SlotWarsRenderer",
    "TableRenderer",
    "WarzoneRenderer",
    "card_markup",
    "renderer_for",
]

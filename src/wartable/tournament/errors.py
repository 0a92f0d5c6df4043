"""The error the event tools raise for bad input."""

from __future__ import annotations

from wartable.core.errors import WartableError

__all__ = ["EventError"]


class EventError(WartableError, ValueError):
    """Bad input to an event: a set, a deal, a deck choice, a record or a match that cannot be used.

    The message names what is wrong and where (the player, the card, the field)."""

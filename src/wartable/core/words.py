"""Words for people: a count with its noun in the right number."""

from __future__ import annotations

__all__ = ["counted"]


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``count`` and ``noun``, singular for one and plural otherwise: ``1 card``, ``3 cards``,
    ``0 cards``, ``-1 point`` (``plural`` for a noun whose plural is not ``noun + "s"``:
    ``counted(2, "copy", "copies")``)."""
    return f"{count} {noun if abs(count) == 1 else plural or noun + 's'}"

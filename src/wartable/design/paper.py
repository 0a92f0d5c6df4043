"""The paper sizes print sheets are laid out for (without the PDF library, so that the command
line can offer the choice before anything is printed)."""

from __future__ import annotations

from enum import StrEnum

MM = 72 / 25.4
"""Points per millimetre (PDF coordinates are points, 1/72 inch, from the page's bottom-left)."""


class Paper(StrEnum):
    """The paper sizes a sheet is laid out for (portrait)."""

    A4 = "a4"
    LETTER = "letter"

    @property
    def size(self) -> tuple[float, float]:
        """Width and height in points."""
        return {Paper.A4: (210 * MM, 297 * MM), Paper.LETTER: (8.5 * 72, 11 * 72)}[self]

    @property
    def label(self) -> str:
        """How the paper is named to people."""
        return {Paper.A4: "A4", Paper.LETTER: "Letter"}[self]

"""Print sheets for slot-wars card sets: card fronts, duplex backs and a blank card form, as PDF.

Everything is vector (ReportLab, the built-in Helvetica; no font files) and deterministic: the same
cards give a byte-identical PDF (``invariant=1``).

**The sheet.** Nine poker-size cards (63 × 88 mm) per page, three by three, on A4 or Letter
(:class:`Paper`), centred. Nine cards with a full 3 mm bleed on every side *and* gutters wide enough
to keep the bleeds apart need 3 × 94 = 282 mm of paper height, more than Letter's 279.4 mm, so the
cards **abut**: neighbours share a cut line, and one straight cut along each line (a guillotine or a
rotary trimmer) separates a whole row or column. The bleed still holds on every edge because every
card wears the same dark frame, :data:`FRAME_WIDTH` (3.5 mm) wide inside its cut line, in
:data:`FRAME_COLOUR`: beyond an inner cut line lies the neighbour's frame, of the same colour, so a
cut that strays by up to 3 mm shows frame colour on both cards. Towards the page margins the frame is
printed :data:`BLEED` (3 mm) beyond the cut line, and next to an empty slot of a part-filled page as
well. Only the rarity colours sit inside the frame, away from every cut.

**Crop marks** are drawn only in the page margins, on the extensions of the cut lines, starting
:data:`MARK_GAP` beyond the outer bleed and ending at :data:`PRINTABLE_MARGIN` (4.2 mm) from the
paper's edge, where most printers stop printing; so they never touch a card or a bleed. Letter is
only 15.4 mm taller than the three rows of cards, so there the bleed beyond the top and bottom rows
shrinks to what leaves room for :data:`MIN_MARK` (2 mm) marks: 1 mm (A4 keeps 3 mm everywhere). See
:func:`sheet_layout`.

**Backs** (``backs=True``) follow each page of fronts, for long-edge duplex printing: flipping the
sheet on its long edge mirrors it left to right, so the back of the card in column 1 is printed in
column 3 of the back page (rows are unchanged). Every back is the same design, so a back never tells
whose card it is; an event name (the same for every designer's set) may be printed on it.

**Card text.** A front shows the designer's text as written (whitespace runs collapsed), not its
canonical form: the seed's character limits apply to the written text, which is what the designer
checked (``wartable cards check``), while the canonical form may be longer (a 30-character common
can print as 37). The rules text wraps at word boundaries and shrinks from :data:`MAX_RULES_SIZE`
down to :data:`MIN_TEXT_SIZE` (6 pt) to fit its box; titles wrap to two lines and shrink likewise. A
text that does not fit even at 6 pt raises :class:`PrintError` naming the card and the overflow.

**The blank form** is one page of nine empty card outlines at true size, each with labelled fields
(value, title, rarity to tick, ruled rules-text box with the limits written in, designer), for
designers who draft on paper.
"""

from __future__ import annotations

import io
import math
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from wartable.core.errors import WartableError
from wartable.core.files import write_bytes_atomically
from wartable.core.words import counted
from wartable.design.cardset import CardSet
from wartable.design.paper import MM, Paper
from wartable.extras import needs
from wartable.variants.slot_wars.cards import MAX_VALUE, MIN_VALUE, TITLE_LIMIT, Rarity, SlotCard

with needs("events", "print sheets"):
    from reportlab.lib.colors import Color, HexColor, white
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.pdfgen.canvas import Canvas

__all__ = [
    "BACK_COLOUR",
    "BLEED",
    "CARDS_PER_PAGE",
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "COLUMNS",
    "FRAME_COLOUR",
    "FRAME_WIDTH",
    "HEADER",
    "MARK_GAP",
    "MAX_RULES_SIZE",
    "MIN_MARK",
    "MIN_TEXT_SIZE",
    "MM",
    "PANEL",
    "PRINTABLE_MARGIN",
    "RARITY_STYLES",
    "ROWS",
    "RULES_TEXT",
    "SYMBOL_SIZE",
    "TITLE_BOX",
    "TYPE_LINE",
    "FittedText",
    "Line",
    "Paper",
    "Placement",
    "PrintError",
    "PrintSummary",
    "RarityStyle",
    "Rect",
    "SheetLayout",
    "crop_marks",
    "fit_text",
    "layout_cards",
    "render_blank_form",
    "render_blank_form_pdf",
    "render_fronts",
    "render_pdf",
    "render_sheets",
    "sheet_layout",
    "write_atomically",
]

CARD_WIDTH = 63 * MM
CARD_HEIGHT = 88 * MM
COLUMNS = 3
ROWS = 3
CARDS_PER_PAGE = COLUMNS * ROWS
BLEED = 3 * MM
"""How far a card's frame colour is printed beyond its cut line."""
FRAME_WIDTH = 3.5 * MM
"""The frame every card shares, inside its cut line; at least :data:`BLEED`, so that it is the
bleed of its neighbours."""
PRINTABLE_MARGIN = 4.2 * MM
"""How close to the paper's edge we expect a printer to print (most lasers: 4.2 mm)."""
MARK_GAP = 0.5 * MM
"""Space between the outer bleed and a crop mark."""
MIN_MARK = 2 * MM
MAX_MARK = 5 * MM
MARK_LINE_WIDTH = 0.5
MIN_TEXT_SIZE = 6.0
"""The smallest type a card is printed with (points)."""
MAX_RULES_SIZE = 10.5
MAX_TITLE_SIZE = 11.0
LEADING = 1.18
"""Line spacing, as a multiple of the type size."""
SIZE_STEP = 0.25

FONT = "Helvetica"
BOLD = "Helvetica-Bold"
ASCENT = 0.718
"""Helvetica's cap/ascender height per point of type size (from its metrics)."""

FRAME_COLOUR = HexColor("#1f2328")
INK = HexColor("#1f2328")
MUTED_INK = HexColor("#5c6470")
MARK_COLOUR = HexColor("#000000")
BACK_COLOUR = HexColor("#23324d")
BACK_PATTERN = HexColor("#2d4063")
BACK_ACCENT = HexColor("#d8b25a")
FORM_LINE = HexColor("#8a9099")
FORM_RULE = HexColor("#c9ced5")


class PrintError(WartableError, ValueError):
    """Cards that cannot be printed: text that does not fit its box (names the card and by how
    much), an empty set, or a file that cannot be written."""


@dataclass(frozen=True, slots=True)
class RarityStyle:
    """How a rarity looks: a strong colour (header band, symbol), a light tint (the card's panel),
    the watermark colour of the big value, and the symbol's shape."""

    strong: Color
    tint: Color
    watermark: Color
    symbol: str
    """'circle', 'diamond' or 'star'."""


RARITY_STYLES = {
    Rarity.COMMON: RarityStyle(
        HexColor("#4d5866"), HexColor("#eceff3"), HexColor("#d5dbe3"), "circle"
    ),
    Rarity.UNCOMMON: RarityStyle(
        HexColor("#2f6f9a"), HexColor("#e4eef6"), HexColor("#c6d9ea"), "diamond"
    ),
    Rarity.RARE: RarityStyle(HexColor("#a8740f"), HexColor("#f8eed5"), HexColor("#ecd9a6"), "star"),
}
"""Colours and symbol of each rarity: common slate circle, uncommon blue diamond, rare gold star."""


# --------------------------------------------------------------------------------------------------
# Layout (pure: positions in points, no drawing)


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle in PDF points, from the page's bottom-left corner."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def top(self) -> float:
        return self.y + self.height

    def contains(self, x: float, y: float) -> bool:
        """Whether the point lies inside or on the edge."""
        return self.x <= x <= self.right and self.y <= y <= self.top

    def mirrored(self, page_width: float) -> Rect:
        """The rectangle reflected left to right across the page's vertical centre line."""
        return Rect(page_width - self.right, self.y, self.width, self.height)

    def grown(self, left: float, bottom: float, right: float, top: float) -> Rect:
        """The rectangle extended outwards by the given amounts on each side."""
        return Rect(
            self.x - left, self.y - bottom, self.width + left + right, self.height + bottom + top
        )


@dataclass(frozen=True, slots=True)
class Line:
    """A straight line segment (a crop mark), in PDF points."""

    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """Where the nine card slots of a sheet are, and how far the bleed reaches into the margins."""

    paper: Paper
    cuts: tuple[Rect, ...]
    """The nine cut rectangles, row by row from the top-left."""
    outer_bleed_x: float
    """Bleed beyond the left and right columns (points)."""
    outer_bleed_y: float
    """Bleed beyond the top and bottom rows (points; less than :data:`BLEED` on Letter)."""

    @property
    def grid(self) -> Rect:
        """The area the nine cut rectangles cover."""
        left, bottom = self.cuts[-COLUMNS].x, self.cuts[-1].y
        return Rect(left, bottom, COLUMNS * CARD_WIDTH, ROWS * CARD_HEIGHT)


@dataclass(frozen=True, slots=True)
class Placement:
    """Where one card is printed: its page (0-based), slot, cut rectangle and printed area (the cut
    rectangle plus bleed on every side that does not touch another card)."""

    index: int
    """The card's position in the sequence laid out (0-based)."""
    page: int
    row: int
    """0 is the top row."""
    column: int
    """0 is the left column (as printed on this page)."""
    cut: Rect
    printed: Rect


@cache
def sheet_layout(paper: Paper) -> SheetLayout:
    """The 3 × 3 grid of abutting cards centred on the paper, with the outer bleed that leaves room
    for crop marks of at least :data:`MIN_MARK` inside the printable area."""
    page_width, page_height = paper.size
    margin_x = (page_width - COLUMNS * CARD_WIDTH) / 2
    margin_y = (page_height - ROWS * CARD_HEIGHT) / 2
    room = PRINTABLE_MARGIN + MARK_GAP + MIN_MARK
    bleed_x = min(BLEED, margin_x - room)
    bleed_y = min(BLEED, margin_y - room)
    if bleed_x < 0 or bleed_y < 0:
        raise PrintError(f"{paper.label} paper is too small for {COLUMNS} × {ROWS} cards")
    cuts = tuple(
        Rect(
            margin_x + column * CARD_WIDTH,
            page_height - margin_y - (row + 1) * CARD_HEIGHT,
            CARD_WIDTH,
            CARD_HEIGHT,
        )
        for row in range(ROWS)
        for column in range(COLUMNS)
    )
    return SheetLayout(paper, cuts, bleed_x, bleed_y)


def _bleed_towards(
    neighbour: tuple[int, int], occupied: Collection[tuple[int, int]], outer: float
) -> float:
    """The bleed on the side of a card facing ``neighbour`` (a row and column): ``outer`` at the
    page margin, none against another card, a full :data:`BLEED` against an empty slot."""
    row, column = neighbour
    if not (0 <= row < ROWS and 0 <= column < COLUMNS):
        return outer
    return 0.0 if neighbour in occupied else BLEED


def layout_cards(
    count: int, paper: Paper = Paper.A4, *, backs: bool = False
) -> tuple[tuple[Placement, ...], ...]:
    """Where ``count`` cards go, page by page: nine a page, row by row from the top-left. With
    ``backs`` the positions of their backs on the reverse pages (columns mirrored, for long-edge
    duplex)."""
    layout = sheet_layout(paper)
    pages = []
    for page in range(math.ceil(count / CARDS_PER_PAGE)):
        first = page * CARDS_PER_PAGE
        slots = {}
        for index in range(first, min(first + CARDS_PER_PAGE, count)):
            row, column = divmod(index - first, COLUMNS)
            slots[row, COLUMNS - 1 - column if backs else column] = index
        placements = []
        for (row, column), index in sorted(slots.items(), key=lambda item: item[1]):
            cut = layout.cuts[row * COLUMNS + column]
            x_bleed, y_bleed = layout.outer_bleed_x, layout.outer_bleed_y
            printed = cut.grown(
                left=_bleed_towards((row, column - 1), slots.keys(), x_bleed),
                bottom=_bleed_towards((row + 1, column), slots.keys(), y_bleed),
                right=_bleed_towards((row, column + 1), slots.keys(), x_bleed),
                top=_bleed_towards((row - 1, column), slots.keys(), y_bleed),
            )
            placements.append(Placement(index, page, row, column, cut, printed))
        pages.append(tuple(placements))
    return tuple(pages)


def crop_marks(placements: Sequence[Placement], paper: Paper = Paper.A4) -> tuple[Line, ...]:
    """The crop marks of one page: in the margins, on the extensions of every cut line that bounds
    a placed card, beyond the outer bleed and inside the printable area."""
    if not placements:
        return ()
    layout = sheet_layout(paper)
    page_width, page_height = paper.size
    grid = layout.grid
    xs = sorted({x for p in placements for x in (p.cut.x, p.cut.right)})
    ys = sorted({y for p in placements for y in (p.cut.y, p.cut.top)})
    marks = []
    top_start = grid.top + layout.outer_bleed_y + MARK_GAP
    top_end = min(top_start + MAX_MARK, page_height - PRINTABLE_MARGIN)
    bottom_start = grid.y - layout.outer_bleed_y - MARK_GAP
    bottom_end = max(bottom_start - MAX_MARK, PRINTABLE_MARGIN)
    for x in xs:
        marks.append(Line(x, top_start, x, top_end))
        marks.append(Line(x, bottom_start, x, bottom_end))
    left_start = grid.x - layout.outer_bleed_x - MARK_GAP
    left_end = max(left_start - MAX_MARK, PRINTABLE_MARGIN)
    right_start = grid.right + layout.outer_bleed_x + MARK_GAP
    right_end = min(right_start + MAX_MARK, page_width - PRINTABLE_MARGIN)
    for y in ys:
        marks.append(Line(left_start, y, left_end, y))
        marks.append(Line(right_start, y, right_end, y))
    return tuple(marks)


# --------------------------------------------------------------------------------------------------
# Fitting text


@dataclass(frozen=True, slots=True)
class FittedText:
    """Text wrapped into a box at the largest size that fits (or, if none does, at the smallest,
    with ``overflow`` saying by how much it does not)."""

    lines: tuple[str, ...]
    size: float
    leading: float
    overflow: str = ""
    """Empty if the text fits; otherwise what sticks out of the box and by how much."""

    @property
    def fits(self) -> bool:
        return not self.overflow


def _wrap(words: Sequence[str], font: str, size: float, width: float) -> tuple[list[str], float]:
    """Greedy word wrap; returns the lines and the width of the widest one."""
    lines: list[str] = []
    current = ""
    for word in words:
        candidate = f"{current} {word}" if current else word
        if current and stringWidth(candidate, font, size) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    widest = max((stringWidth(line, font, size) for line in lines), default=0.0)
    return lines, widest


def fit_text(
    text: str,
    width: float,
    height: float,
    *,
    font: str = FONT,
    max_size: float = MAX_RULES_SIZE,
    min_size: float = MIN_TEXT_SIZE,
    max_lines: int | None = None,
) -> FittedText:
    """Wrap ``text`` (whitespace runs collapsed, words never split) into a box of ``width`` ×
    ``height`` points at the largest size from ``max_size`` down to ``min_size`` that fits."""
    words = text.split()
    size = max_size
    while True:
        leading = size * LEADING
        lines, widest = _wrap(words, font, size, width)
        too_many = max_lines is not None and len(lines) > max_lines
        if widest <= width and len(lines) * leading <= height and not too_many:
            return FittedText(tuple(lines), size, leading)
        if size - SIZE_STEP < min_size - 1e-9:
            break
        size -= SIZE_STEP
    if widest > width:
        word = max(words, key=lambda w: stringWidth(w, font, size))
        over = stringWidth(word, font, size) - width
        shown = word if len(word) <= 32 else word[:31] + "…"
        overflow = f"the word {shown!r} is {over / MM:.1f} mm wider than the box at {size:g} pt"
    elif too_many:
        overflow = (
            f"it needs {len(lines)} lines at {size:g} pt, {len(lines) - (max_lines or 0)} too many"
        )
    else:
        over = len(lines) * leading - height
        overflow = (
            f"its {len(lines)} lines at {size:g} pt are {over / MM:.1f} mm taller than the box"
            f" ({height / MM:.1f} mm)"
        )
    return FittedText(tuple(lines), size, leading, overflow)


# --------------------------------------------------------------------------------------------------
# The card front (local coordinates: points from the cut rectangle's bottom-left corner)

PANEL = Rect(FRAME_WIDTH, FRAME_WIDTH, CARD_WIDTH - 2 * FRAME_WIDTH, CARD_HEIGHT - 2 * FRAME_WIDTH)
HEADER = Rect(PANEL.x, PANEL.top - 14 * MM, PANEL.width, 14 * MM)
BADGE_CENTRE = (PANEL.x + 7.5 * MM, HEADER.y + HEADER.height / 2)
BADGE_RADIUS = 6 * MM
TITLE_BOX = Rect(
    19 * MM, HEADER.y + 1 * MM, PANEL.right - 19 * MM - 1.5 * MM, HEADER.height - 2 * MM
)
ART = Rect(PANEL.x, 44 * MM, PANEL.width, HEADER.y - 44 * MM)
TYPE_LINE = Rect(6 * MM, 38.5 * MM, 51 * MM, 5 * MM)
RULES_BOX = Rect(6 * MM, 9 * MM, 51 * MM, 28.5 * MM)
RULES_PADDING = 2.2 * MM
RULES_TEXT = Rect(
    RULES_BOX.x + RULES_PADDING,
    RULES_BOX.y + RULES_PADDING,
    RULES_BOX.width - 2 * RULES_PADDING,
    RULES_BOX.height - 2 * RULES_PADDING,
)
SYMBOL_SIZE = 4.6 * MM
CREDIT_BOX = Rect(RULES_BOX.x, PANEL.y + 1 * MM, RULES_BOX.width, 3.5 * MM)
CREDIT_SIZE = 5.5
MIN_CREDIT_SIZE = 4.0
EVENT_BOX = Rect(PANEL.x + 4 * MM, 17 * MM, PANEL.width - 8 * MM, 10 * MM)
EVENT_SIZE = 8.0


@dataclass(frozen=True, slots=True)
class _Face:
    """A card's front with its text already fitted."""

    card: SlotCard
    title: FittedText
    rules: FittedText
    credit: FittedText
    """The designer's line ("by Ryan"), empty if the card names no designer."""


def _label(card: SlotCard) -> str:
    who = f"card {card.title!r}"
    return f"{who} by {card.designer}" if card.designer else who


def _fit_faces(cards: Iterable[SlotCard]) -> dict[SlotCard, _Face]:
    """Fit every distinct card's title and text; raise one PrintError listing every card whose
    text does not fit."""
    faces: dict[SlotCard, _Face] = {}
    problems = []
    for card in cards:
        if card in faces:
            continue
        title = fit_text(
            card.title,
            TITLE_BOX.width,
            TITLE_BOX.height,
            font=BOLD,
            max_size=MAX_TITLE_SIZE,
            max_lines=2,
        )
        rules = fit_text(card.text, RULES_TEXT.width, RULES_TEXT.height)
        credit = fit_text(
            f"by {card.designer}" if card.designer else "",
            CREDIT_BOX.width,
            CREDIT_BOX.height,
            max_size=CREDIT_SIZE,
            min_size=MIN_CREDIT_SIZE,
            max_lines=1,
        )
        if not title.fits:
            problems.append(f"{_label(card)}: title does not fit its box: {title.overflow}")
        if not rules.fits:
            problems.append(f"{_label(card)}: rules text does not fit its box: {rules.overflow}")
        if not credit.fits:
            problems.append(f"{_label(card)}: designer's name does not fit: {credit.overflow}")
        faces[card] = _Face(card, title, rules, credit)
    if problems:
        raise PrintError("; ".join(problems))
    return faces


def _draw_symbol(canvas: Canvas, shape: str, cx: float, cy: float, size: float) -> None:
    """A rarity symbol (circle, diamond or star) centred on (cx, cy), ``size`` across, with the
    current fill and stroke."""
    r = size / 2
    if shape == "circle":
        canvas.circle(cx, cy, r * 0.9, stroke=1, fill=1)
        return
    path = canvas.beginPath()
    if shape == "diamond":
        points = [(cx, cy + r), (cx + r * 0.72, cy), (cx, cy - r), (cx - r * 0.72, cy)]
    else:
        points = []
        for k in range(10):
            radius = r if k % 2 == 0 else r * 0.42
            angle = math.pi / 2 + k * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle) - r * 0.08))
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.close()
    canvas.drawPath(path, stroke=1, fill=1)


def _draw_lines(
    canvas: Canvas,
    fitted: FittedText,
    box: Rect,
    font: str,
    *,
    centred: bool = False,
) -> None:
    """Draw fitted lines vertically centred in ``box``, left-aligned or centred."""
    block = (len(fitted.lines) - 1) * fitted.leading + fitted.size * ASCENT
    baseline = box.y + box.height / 2 + block / 2 - fitted.size * ASCENT
    canvas.setFont(font, fitted.size)
    for line in fitted.lines:
        if centred:
            canvas.drawCentredString(box.x + box.width / 2, baseline, line)
        else:
            canvas.drawString(box.x, baseline, line)
        baseline -= fitted.leading


def _fill(canvas: Canvas, colour: Color, rect: Rect) -> None:
    canvas.setFillColor(colour)
    canvas.rect(rect.x, rect.y, rect.width, rect.height, stroke=0, fill=1)


def _draw_front(canvas: Canvas, face: _Face, placement: Placement) -> None:
    card = face.card
    style = RARITY_STYLES[card.rarity]
    _fill(canvas, FRAME_COLOUR, placement.printed)
    canvas.saveState()
    canvas.translate(placement.cut.x, placement.cut.y)
    _fill(canvas, style.tint, PANEL)
    _fill(canvas, style.strong, HEADER)

    # The value: large, in the top-left corner, and again as the watermark of the art area.
    canvas.setFillColor(style.watermark)
    canvas.setFont(BOLD, 84)
    canvas.drawCentredString(
        ART.x + ART.width / 2, ART.y + ART.height / 2 - 84 * ASCENT / 2, str(card.value)
    )
    canvas.setFillColor(white)
    canvas.setStrokeColor(FRAME_COLOUR)
    canvas.setLineWidth(1.2)
    canvas.circle(*BADGE_CENTRE, BADGE_RADIUS, stroke=1, fill=1)
    canvas.setFillColor(INK)
    canvas.setFont(BOLD, 26)
    canvas.drawCentredString(BADGE_CENTRE[0], BADGE_CENTRE[1] - 26 * ASCENT / 2, str(card.value))

    canvas.setFillColor(white)
    _draw_lines(canvas, face.title, TITLE_BOX, BOLD)

    # The type line: rarity in words and as a symbol.
    canvas.setStrokeColor(style.strong)
    canvas.setLineWidth(0.6)
    canvas.line(TYPE_LINE.x, TYPE_LINE.top, TYPE_LINE.right, TYPE_LINE.top)
    canvas.setFillColor(style.strong)
    canvas.setFont(BOLD, 7.5)
    canvas.drawString(TYPE_LINE.x, TYPE_LINE.y + 1.6 * MM, card.rarity.value.upper())
    canvas.setStrokeColor(FRAME_COLOUR)
    canvas.setLineWidth(0.5)
    _draw_symbol(
        canvas,
        style.symbol,
        TYPE_LINE.right - SYMBOL_SIZE / 2,
        TYPE_LINE.y + TYPE_LINE.height / 2,
        SYMBOL_SIZE,
    )

    canvas.setFillColor(white)
    canvas.setStrokeColor(style.strong)
    canvas.setLineWidth(0.8)
    canvas.rect(RULES_BOX.x, RULES_BOX.y, RULES_BOX.width, RULES_BOX.height, stroke=1, fill=1)
    canvas.setFillColor(INK)
    _draw_lines(canvas, face.rules, RULES_TEXT, FONT)

    canvas.setFillColor(MUTED_INK)
    _draw_lines(canvas, face.credit, CREDIT_BOX, FONT)
    canvas.restoreState()


def _fit_event(event: str) -> FittedText:
    """Fit the event name on the backs (two lines at most); raise PrintError if it cannot."""
    fitted = fit_text(event, EVENT_BOX.width, EVENT_BOX.height, max_size=EVENT_SIZE, max_lines=2)
    if not fitted.fits:
        raise PrintError(f"the event name {event!r} does not fit on the backs: {fitted.overflow}")
    return fitted


def _draw_back(canvas: Canvas, placement: Placement, event: FittedText) -> None:
    _fill(canvas, FRAME_COLOUR, placement.printed)
    canvas.saveState()
    canvas.translate(placement.cut.x, placement.cut.y)
    _fill(canvas, BACK_COLOUR, PANEL)

    canvas.saveState()
    clip = canvas.beginPath()
    clip.rect(PANEL.x, PANEL.y, PANEL.width, PANEL.height)
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.setStrokeColor(BACK_PATTERN)
    canvas.setLineWidth(1.4)
    step = 4 * MM
    offset = -PANEL.height
    while offset < PANEL.width:
        x = PANEL.x + offset
        canvas.line(x, PANEL.y, x + PANEL.height, PANEL.top)
        canvas.line(x + PANEL.height, PANEL.y, x, PANEL.top)
        offset += step
    canvas.restoreState()

    canvas.setStrokeColor(BACK_ACCENT)
    canvas.setLineWidth(0.8)
    inner = 2 * MM
    canvas.rect(PANEL.x + inner, PANEL.y + inner, PANEL.width - 2 * inner, PANEL.height - 2 * inner)

    # The emblem: the nine slots of the table, the middle one filled.
    square, gap = 7 * MM, 1.6 * MM
    cx, cy = CARD_WIDTH / 2, CARD_HEIGHT / 2 + 6 * MM
    first = -(square * 1.5 + gap)
    canvas.setLineWidth(1.1)
    for row in range(3):
        for column in range(3):
            x = cx + first + column * (square + gap)
            y = cy + first + row * (square + gap)
            canvas.setFillColor(BACK_ACCENT if (row, column) == (1, 1) else BACK_COLOUR)
            canvas.roundRect(x, y, square, square, 1.2 * MM, stroke=1, fill=1)
    canvas.setFillColor(BACK_ACCENT)
    canvas.setFont(BOLD, 15)
    canvas.drawCentredString(cx, cy + first - 9 * MM, "SLOT WARS")
    canvas.setFillColor(white)
    _draw_lines(canvas, event, EVENT_BOX, FONT, centred=True)
    canvas.restoreState()


def _draw_marks(canvas: Canvas, marks: Iterable[Line]) -> None:
    canvas.setStrokeColor(MARK_COLOUR)
    canvas.setLineWidth(MARK_LINE_WIDTH)
    for mark in marks:
        canvas.line(mark.x1, mark.y1, mark.x2, mark.y2)


# --------------------------------------------------------------------------------------------------
# Documents


def _canvas(buffer: io.BytesIO, paper: Paper, title: str) -> Canvas:
    canvas = Canvas(buffer, pagesize=paper.size, invariant=1, pageCompression=1)
    canvas.setTitle(title)
    canvas.setAuthor("wartable")
    canvas.setCreator("wartable")
    return canvas


def render_pdf(
    cards: Sequence[SlotCard],
    paper: Paper = Paper.A4,
    *,
    backs: bool = True,
    event: str = "",
    title: str = "slot-wars cards",
) -> bytes:
    """A PDF of the cards as given (pass :meth:`CardSet.physical_cards` to print commons twice):
    a page of fronts per nine cards, each followed by its page of backs if ``backs``. Raises
    :class:`PrintError` (listing every card whose text does not fit) before drawing anything."""
    if not cards:
        raise PrintError("nothing to print: there are no cards")
    faces = _fit_faces(cards)
    event_lines = _fit_event(event)
    buffer = io.BytesIO()
    canvas = _canvas(buffer, paper, title)
    back_pages = layout_cards(len(cards), paper, backs=True)
    for page, placements in enumerate(layout_cards(len(cards), paper)):
        for placement in placements:
            _draw_front(canvas, faces[cards[placement.index]], placement)
        _draw_marks(canvas, crop_marks(placements, paper))
        canvas.showPage()
        if backs:
            for placement in back_pages[page]:
                _draw_back(canvas, placement, event_lines)
            canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def render_fronts(cards: Sequence[SlotCard], paper: Paper = Paper.A4) -> bytes:
    """A PDF of the card fronts only, nine to a page, with crop marks."""
    return render_pdf(cards, paper, backs=False)


@dataclass(frozen=True, slots=True)
class PrintSummary:
    """What a written PDF holds."""

    path: Path
    paper: Paper
    pages: int
    front_pages: int
    cards: int
    """Physical cards printed."""
    by_rarity: tuple[tuple[Rarity, int], ...]
    """Physical cards of each rarity, rare first."""

    def __str__(self) -> str:
        rarities = ", ".join(f"{count} {rarity.value}" for rarity, count in self.by_rarity)
        backs = self.pages - self.front_pages
        sides = f"{self.front_pages} of fronts" + (f" and {backs} of backs" if backs else "")
        return (
            f"wrote {self.path}: {counted(self.cards, 'card')} ({rarities}) on {counted(self.pages, 'page')}"
            f" ({sides}), {self.paper.label}"
        )


def write_atomically(path: str | Path, data: bytes) -> Path:
    """Write ``data`` to ``path`` so that a failure never leaves a half-written file (see
    :func:`~wartable.core.files.atomic_file`). Raises :class:`PrintError` if it cannot."""
    try:
        return write_bytes_atomically(path, data)
    except OSError as exc:
        raise PrintError(f"{path}: cannot write: {exc.strerror or exc}") from None


def render_sheets(
    card_set: CardSet,
    path: str | Path,
    paper: Paper = Paper.A4,
    *,
    backs: bool = True,
    event: str = "",
) -> PrintSummary:
    """Print a set's physical cards (commons twice) to a PDF file, fronts and, if ``backs``, the
    duplex backs; the file is written only once the whole PDF is ready."""
    cards = card_set.physical_cards()
    title = f"slot-wars cards: {card_set.name or card_set.designer or 'set'}"
    data = render_pdf(cards, paper, backs=backs, event=event, title=title)
    front_pages = len(layout_cards(len(cards), paper))
    counts = Counter(card.rarity for card in cards)
    order = (Rarity.RARE, Rarity.UNCOMMON, Rarity.COMMON)
    return PrintSummary(
        write_atomically(path, data),
        paper,
        front_pages * (2 if backs else 1),
        front_pages,
        len(cards),
        tuple((rarity, counts[rarity]) for rarity in order if counts[rarity]),
    )


# --------------------------------------------------------------------------------------------------
# The blank form


def _form_label(canvas: Canvas, x: float, y: float, text: str, size: float = 5.5) -> None:
    canvas.setFillColor(MUTED_INK)
    canvas.setFont(FONT, size)
    canvas.drawString(x, y, text)


def _draw_form_card(canvas: Canvas, cut: Rect) -> None:
    canvas.saveState()
    canvas.translate(cut.x, cut.y)
    canvas.setStrokeColor(FORM_LINE)
    canvas.setLineWidth(0.6)
    canvas.rect(0, 0, CARD_WIDTH, CARD_HEIGHT)

    canvas.setLineWidth(0.8)
    canvas.setStrokeColor(INK)
    canvas.circle(*BADGE_CENTRE, BADGE_RADIUS, stroke=1, fill=0)
    canvas.setFillColor(MUTED_INK)
    canvas.setFont(FONT, 5.5)
    canvas.drawCentredString(
        BADGE_CENTRE[0], BADGE_CENTRE[1] - BADGE_RADIUS - 2.6 * MM, f"value {MIN_VALUE}–{MAX_VALUE}"
    )
    title_box = Rect(TITLE_BOX.x, TITLE_BOX.y - 2 * MM, TITLE_BOX.width, TITLE_BOX.height + 2 * MM)
    canvas.rect(title_box.x, title_box.y, title_box.width, title_box.height)
    _form_label(canvas, title_box.x + 1 * MM, title_box.top - 2.6 * MM, "title")
    _form_label(
        canvas,
        title_box.x + 1 * MM,
        title_box.y + 1.2 * MM,
        f"at most {TITLE_LIMIT} characters",
        4.8,
    )

    # Rarity: three symbols to tick, each with its text limit.
    _form_label(canvas, TYPE_LINE.x, 63.5 * MM, "rarity (tick one)")
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.6)
    canvas.setFillColor(white)
    for position, rarity in enumerate((Rarity.COMMON, Rarity.UNCOMMON, Rarity.RARE)):
        x = TYPE_LINE.x + position * 17 * MM
        canvas.setStrokeColor(INK)
        canvas.setFillColor(white)
        _draw_symbol(canvas, RARITY_STYLES[rarity].symbol, x + 2 * MM, 59 * MM, 3.6 * MM)
        _form_label(canvas, x + 4.6 * MM, 58.2 * MM, rarity.value)
        _form_label(canvas, x + 4.6 * MM, 55.6 * MM, f"{rarity.text_limit} characters", 4.6)

    box = Rect(RULES_BOX.x, 9 * MM, RULES_BOX.width, 42 * MM)
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.8)
    canvas.rect(box.x, box.y, box.width, box.height)
    _form_label(canvas, box.x + 1 * MM, box.top - 2.6 * MM, "rules text, at most:")
    _form_label(
        canvas,
        box.x + 1 * MM,
        box.top - 5 * MM,
        " · ".join(
            f"{rarity.value} {rarity.text_limit}"
            for rarity in (Rarity.RARE, Rarity.UNCOMMON, Rarity.COMMON)
        )
        + " characters",
    )
    canvas.setStrokeColor(FORM_RULE)
    canvas.setLineWidth(0.4)
    rule = box.top - 11 * MM
    while rule > box.y + 2 * MM:
        canvas.line(box.x + 1.5 * MM, rule, box.right - 1.5 * MM, rule)
        rule -= 5 * MM

    _form_label(canvas, box.x, 5 * MM, "designer")
    canvas.setStrokeColor(FORM_LINE)
    canvas.line(box.x + 9 * MM, 4.6 * MM, box.right, 4.6 * MM)
    canvas.restoreState()


def render_blank_form_pdf(paper: Paper = Paper.A4) -> bytes:
    """A one-page PDF of nine empty card outlines (true size) with labelled fields."""
    buffer = io.BytesIO()
    canvas = _canvas(buffer, paper, "slot-wars card form")
    layout = sheet_layout(paper)
    for cut in layout.cuts:
        _draw_form_card(canvas, cut)
    canvas.setFillColor(INK)
    canvas.setFont(BOLD, 6.5)
    canvas.drawString(
        layout.grid.x,
        layout.grid.top + 1.5 * MM,
        "slot-wars card form: 21 cards per designer (3 rare, 9 uncommon, 9 common;"
        " each common is printed twice). Values 1–9.",
    )
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def render_blank_form(path: str | Path, paper: Paper = Paper.A4) -> Path:
    """Write the blank card form to ``path`` (atomically) and return the path."""
    return write_atomically(path, render_blank_form_pdf(paper))

"""Print sheets (wartable.design.printing and ``wartable cards print``/``form``), checked on the
rendered pages: pypdfium2 rasterises them and the tests sample pixels at the positions the pure
layout functions give."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import astuple, dataclass
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
import pytest
from reportlab.lib.colors import Color
from typer.testing import CliRunner

from wartable.cli.app import app
from wartable.design.cardset import (
    COMPOSITION,
    CardModel,
    CardSet,
    CardSetModel,
    save_cards,
)
from wartable.design.printing import (
    BACK_COLOUR,
    BLEED,
    CARD_HEIGHT,
    CARD_WIDTH,
    CARDS_PER_PAGE,
    FRAME_COLOUR,
    HEADER,
    MIN_MARK,
    MIN_TEXT_SIZE,
    MM,
    PANEL,
    PRINTABLE_MARGIN,
    RARITY_STYLES,
    RULES_TEXT,
    SYMBOL_SIZE,
    TITLE_BOX,
    TYPE_LINE,
    Line,
    Paper,
    Placement,
    PrintError,
    Rect,
    crop_marks,
    fit_text,
    layout_cards,
    render_blank_form_pdf,
    render_fronts,
    render_pdf,
    render_sheets,
    sheet_layout,
    write_atomically,
)
from wartable.variants.slot_wars.cards import Rarity, SlotCard

DPI = 60
WHITE = (255, 255, 255)
runner = CliRunner()


# --------------------------------------------------------------------------------------------------
# Helpers


def full_set_model() -> CardSetModel:
    """A valid 21-card set with short titles (3 rare, 9 uncommon, 9 common)."""
    cards = [
        CardModel(
            title=f"{rarity.value[:3].title()} {number}",
            value=number % 9 + 1,
            rarity=rarity,
            text="Draw a card.",
        )
        for rarity, count in COMPOSITION.items()
        for number in range(count)
    ]
    return CardSetModel(designer="Ryan", name="Test set", cards=cards)


@dataclass(frozen=True)
class Raster:
    """A page rendered to RGB pixels, sampled by PDF coordinates (points from the bottom-left)."""

    pixels: np.ndarray
    page_height: float

    def at(self, x: float, y: float) -> tuple[int, int, int]:
        row = int((self.page_height - y) * DPI / 72)
        column = int(x * DPI / 72)
        red, green, blue = self.pixels[row, column][:3]
        return int(red), int(green), int(blue)

    def darkest_near(self, x: float, y: float, radius: int = 1) -> int:
        row = int((self.page_height - y) * DPI / 72)
        column = int(x * DPI / 72)
        window = self.pixels[row - radius : row + radius + 1, column - radius : column + radius + 1]
        return int(window[..., :3].min())


def rasterise(pdf: bytes, page: int = 0) -> Raster:
    document = pdfium.PdfDocument(pdf)
    _, height = document[page].get_size()
    image = document[page].render(scale=DPI / 72).to_pil().convert("RGB")
    return Raster(np.asarray(image), height)


def page_count(pdf: bytes) -> int:
    return len(pdfium.PdfDocument(pdf))


def rgb(colour: Color) -> tuple[int, int, int]:
    return round(colour.red * 255), round(colour.green * 255), round(colour.blue * 255)


def close(actual: tuple[int, int, int], expected: tuple[int, int, int], tolerance: int = 6) -> bool:
    return all(abs(a - e) <= tolerance for a, e in zip(actual, expected, strict=True))


def header_point(placement: Placement) -> tuple[float, float]:
    """A point of the header band that no (short) title reaches."""
    return placement.cut.x + PANEL.right - 3 * MM, placement.cut.y + HEADER.y + 2 * MM


def symbol_point(placement: Placement) -> tuple[float, float]:
    return (
        placement.cut.x + TYPE_LINE.right - SYMBOL_SIZE / 2,
        placement.cut.y + TYPE_LINE.y + TYPE_LINE.height / 2,
    )


def distance_to_rect(x: float, y: float, rect: Rect) -> float:
    dx = max(rect.x - x, 0.0, x - rect.right)
    dy = max(rect.y - y, 0.0, y - rect.top)
    return math.hypot(dx, dy)


def distance_to_line(x: float, y: float, line: Line) -> float:
    return distance_to_rect(
        x,
        y,
        Rect(
            min(line.x1, line.x2),
            min(line.y1, line.y2),
            abs(line.x2 - line.x1),
            abs(line.y2 - line.y1),
        ),
    )


def grid_points(paper: Paper, step: float = 3 * MM) -> Iterator[tuple[float, float]]:
    width, height = paper.size
    for i in range(1, int(width / step)):
        for j in range(1, int(height / step)):
            yield i * step, j * step


def assert_blank_outside(raster: Raster, paper: Paper, placements: Sequence[Placement]) -> int:
    """Every sampled point further than 1.2 mm from the printed areas and the crop marks is white;
    returns how many points were checked."""
    marks = crop_marks(placements, paper)
    checked = 0
    for x, y in grid_points(paper):
        if any(distance_to_rect(x, y, p.printed) < 1.2 * MM for p in placements):
            continue
        if any(distance_to_line(x, y, mark) < 1.2 * MM for mark in marks):
            continue
        assert raster.at(x, y) == WHITE, f"ink at ({x / MM:.1f}, {y / MM:.1f}) mm"
        checked += 1
    return checked


@pytest.fixture(scope="module")
def full_set() -> CardSet:
    return CardSet.from_model(full_set_model())


@pytest.fixture(scope="module")
def full_pdf(full_set: CardSet) -> bytes:
    return render_pdf(full_set.physical_cards(), Paper.A4, backs=True)


# --------------------------------------------------------------------------------------------------
# Layout


@pytest.mark.parametrize("paper", list(Paper))
def test_both_papers_fit_three_by_three_within_printable_margins(paper: Paper) -> None:
    width, height = paper.size
    layout = sheet_layout(paper)
    printable = Rect(
        PRINTABLE_MARGIN,
        PRINTABLE_MARGIN,
        width - 2 * PRINTABLE_MARGIN,
        height - 2 * PRINTABLE_MARGIN,
    )
    assert len(layout.cuts) == 9
    for cut in layout.cuts:
        assert (cut.width, cut.height) == pytest.approx((63 * MM, 88 * MM))
        assert printable.contains(cut.x, cut.y) and printable.contains(cut.right, cut.top)
    # Centred (so that duplex backs line up), and abutting: neighbours share their cut lines.
    assert layout.grid.x == pytest.approx(width - layout.grid.right)
    assert layout.grid.y == pytest.approx(height - layout.grid.top)
    assert layout.cuts[0].right == pytest.approx(layout.cuts[1].x)
    assert layout.cuts[0].y == pytest.approx(layout.cuts[3].top)
    assert layout.outer_bleed_x == pytest.approx(BLEED)
    expected_y = BLEED if paper is Paper.A4 else 1 * MM
    assert layout.outer_bleed_y == pytest.approx(expected_y, abs=0.05 * MM)


@pytest.mark.parametrize("paper", list(Paper))
def test_crop_marks_lie_outside_every_card_and_bleed_inside_the_printable_area(
    paper: Paper,
) -> None:
    width, height = paper.size
    (placements,) = layout_cards(9, paper)
    marks = crop_marks(placements, paper)
    assert len(marks) == 16  # 4 vertical cut lines, top and bottom; 4 horizontal, left and right
    for mark in marks:
        assert math.hypot(mark.x2 - mark.x1, mark.y2 - mark.y1) >= MIN_MARK - 1e-6
        for x, y in ((mark.x1, mark.y1), (mark.x2, mark.y2)):
            assert PRINTABLE_MARGIN - 1e-6 <= x <= width - PRINTABLE_MARGIN + 1e-6
            assert PRINTABLE_MARGIN - 1e-6 <= y <= height - PRINTABLE_MARGIN + 1e-6
        for placement in placements:
            assert distance_to_line(placement.printed.x, placement.printed.y, mark) > 0
            middle = ((mark.x1 + mark.x2) / 2, (mark.y1 + mark.y2) / 2)
            assert distance_to_rect(*middle, placement.printed) > 0
            assert distance_to_rect(mark.x1, mark.y1, placement.printed) > 0


def test_cards_go_nine_a_page_and_printed_areas_never_overlap() -> None:
    pages = layout_cards(30, Paper.A4)
    assert [len(page) for page in pages] == [9, 9, 9, 3]
    assert [p.index for page in pages for p in page] == list(range(30))
    last = pages[-1]
    assert [(p.row, p.column) for p in last] == [(0, 0), (0, 1), (0, 2)]
    for page in pages:
        for a in page:
            for b in page:
                if a is not b:
                    overlap_x = min(a.printed.right, b.printed.right) - max(
                        a.printed.x, b.printed.x
                    )
                    overlap_y = min(a.printed.top, b.printed.top) - max(a.printed.y, b.printed.y)
                    assert overlap_x <= 1e-6 or overlap_y <= 1e-6
    # Next to an empty slot a card gets the full bleed; against a neighbour none.
    first = last[0]
    assert first.printed.y == pytest.approx(first.cut.y - BLEED)
    assert first.printed.right == pytest.approx(first.cut.right)


def test_duplex_backs_mirror_the_columns_of_their_fronts() -> None:
    paper = Paper.LETTER
    width = paper.size[0]
    fronts = [p for page in layout_cards(14, paper) for p in page]
    backs = [p for page in layout_cards(14, paper, backs=True) for p in page]
    assert [b.index for b in backs] == [f.index for f in fronts]
    for front, back in zip(fronts, backs, strict=True):
        assert (back.page, back.row, back.column) == (front.page, front.row, 2 - front.column)
        assert astuple(back.cut) == pytest.approx(astuple(front.cut.mirrored(width)))
        assert astuple(back.printed) == pytest.approx(astuple(front.printed.mirrored(width)))


# --------------------------------------------------------------------------------------------------
# Rendered pages


def test_a_full_set_prints_thirty_cards_commons_twice(full_set: CardSet, full_pdf: bytes) -> None:
    assert page_count(full_pdf) == 8  # 4 pages of fronts, each followed by its backs
    strong = {rarity: rgb(style.strong) for rarity, style in RARITY_STYLES.items()}
    found: Counter[Rarity] = Counter()
    layout = sheet_layout(Paper.A4)
    for page in range(4):
        raster = rasterise(full_pdf, 2 * page)
        for cut in layout.cuts:
            probe = Placement(0, page, 0, 0, cut, cut)
            colour = raster.at(*header_point(probe))
            matches = [r for r, c in strong.items() if close(colour, c)]
            assert matches or colour == WHITE, colour
            found.update(matches)
            if matches:
                assert close(raster.at(*symbol_point(probe)), strong[matches[0]])
    assert sum(found.values()) == 30
    assert found == {Rarity.RARE: 3, Rarity.UNCOMMON: 9, Rarity.COMMON: 18}


def test_cards_fill_their_rectangles_and_nothing_is_printed_outside(
    full_set: CardSet, full_pdf: bytes
) -> None:
    paper = Paper.A4
    cards = full_set.physical_cards()
    pages = layout_cards(30, paper)
    frame = rgb(FRAME_COLOUR)
    for number in (0, 3):
        raster = rasterise(full_pdf, 2 * number)
        for placement in pages[number]:
            cut, printed = placement.cut, placement.printed
            tint = rgb(RARITY_STYLES[cards[placement.index].rarity].tint)
            inset = 1.5 * MM
            for x, y in (
                (cut.x + inset, cut.y + cut.height / 2),
                (cut.right - inset, cut.y + cut.height / 2),
                (cut.x + cut.width / 2, cut.y + inset),
                (cut.x + cut.width / 2, cut.top - inset),
            ):
                assert close(raster.at(x, y), frame), (placement, x, y)
            # The panel's tint, beside the rules box.
            assert close(raster.at(cut.x + PANEL.right - 1 * MM, cut.y + 20 * MM), tint)
            # The bleed: frame colour up to 3 mm beyond the cut line towards the margins.
            if printed.x < cut.x:
                assert close(raster.at(cut.x - 1.5 * MM, cut.y + cut.height / 2), frame)
            if printed.top > cut.top:
                assert close(raster.at(cut.x + cut.width / 2, cut.top + 1.5 * MM), frame)
        checked = assert_blank_outside(raster, paper, pages[number])
        assert checked > 300


def test_crop_marks_are_printed_in_the_margins(full_pdf: bytes) -> None:
    placements = layout_cards(30, Paper.A4)[0]
    raster = rasterise(full_pdf, 0)
    for mark in crop_marks(placements, Paper.A4):
        x, y = (mark.x1 + mark.x2) / 2, (mark.y1 + mark.y2) / 2
        assert raster.darkest_near(x, y) < 170, mark


def test_letter_sheets_hold_nine_cards_and_stay_clean(full_set: CardSet) -> None:
    paper = Paper.LETTER
    pdf = render_fronts(full_set.physical_cards()[:9], paper)
    assert page_count(pdf) == 1
    raster = rasterise(pdf)
    (placements,) = layout_cards(9, paper)
    for placement in placements:
        assert not close(raster.at(*header_point(placement)), WHITE)
    assert assert_blank_outside(raster, paper, placements) > 100


def test_back_pages_print_each_back_behind_its_front() -> None:
    cards = [SlotCard(f"Card {n}", n + 1, Rarity.UNCOMMON, "Draw a card.") for n in range(5)]
    pdf = render_pdf(cards, Paper.A4, backs=True, event="Card Wars 2007")
    assert page_count(pdf) == 2
    back = rasterise(pdf, 1)
    cuts = sheet_layout(Paper.A4).cuts
    # Fronts fill row 0 and columns 0-1 of row 1; backs fill row 0 and columns 2-1 of row 1.
    occupied = {0, 1, 2, 4, 5}
    for slot, cut in enumerate(cuts):
        point = (cut.x + PANEL.x + 1 * MM, cut.y + PANEL.y + 1 * MM)
        if slot in occupied:
            assert close(back.at(*point), rgb(BACK_COLOUR)), slot
        else:
            assert back.at(*point) == WHITE, slot
    text = pdfium.PdfDocument(pdf)[1].get_textpage().get_text_range()
    assert text.count("SLOT WARS") == 5 and text.count("Card Wars 2007") == 5


def test_fronts_show_value_title_and_text_in_their_places() -> None:
    card = SlotCard(
        "Vulture King", 7, Rarity.RARE, "When an opp. card is destroyed: Score a point."
    )
    pdf = render_fronts([card])
    page = pdfium.PdfDocument(pdf)[0]
    text = page.get_textpage()
    (placement,) = layout_cards(1)[0]
    x, y = placement.cut.x, placement.cut.y

    def within(rect: Rect) -> str:
        found = text.get_text_bounded(x + rect.x, y + rect.y, x + rect.right, y + rect.top)
        return " ".join(str(found).split())

    assert within(TITLE_BOX) == "Vulture King"
    assert within(Rect(PANEL.x, HEADER.y, TITLE_BOX.x - PANEL.x, HEADER.height)) == "7"
    assert within(RULES_TEXT) == card.text
    assert "RARE" in within(TYPE_LINE)


def test_the_same_cards_give_byte_identical_pdfs(full_set: CardSet, full_pdf: bytes) -> None:
    assert render_pdf(full_set.physical_cards(), Paper.A4, backs=True) == full_pdf
    assert render_blank_form_pdf(Paper.LETTER) == render_blank_form_pdf(Paper.LETTER)


# --------------------------------------------------------------------------------------------------
# Fitting text


def test_long_rules_text_shrinks_to_fit() -> None:
    short = fit_text("Draw a card.", RULES_TEXT.width, RULES_TEXT.height)
    long_text = (
        "At the start of scoring: Stacked cards add their values. [P2-P8]: If you have 3 or"
        " more cards in hand, place a card in the next slot. When this card is destroyed: Draw 2."
    )
    assert len(long_text) <= Rarity.RARE.text_limit
    long = fit_text(long_text, RULES_TEXT.width, RULES_TEXT.height * 0.6)
    assert short.fits and long.fits
    assert MIN_TEXT_SIZE <= long.size < short.size
    assert " ".join(long.lines) == long_text
    assert len(long.lines) * long.leading <= RULES_TEXT.height * 0.6
    # Rendering a card with it succeeds.
    render_fronts([SlotCard("Architect", 5, Rarity.RARE, long_text)])


def test_text_that_cannot_fit_raises_naming_the_card_and_the_overflow() -> None:
    word = "Unbreakable" * 5
    card = SlotCard("Longword", 3, Rarity.UNCOMMON, word, designer="Ryan")
    with pytest.raises(PrintError) as caught:
        render_fronts([SlotCard("Fine", 2, Rarity.COMMON, "Draw a card."), card])
    message = str(caught.value)
    assert "card 'Longword' by Ryan: rules text does not fit its box" in message
    assert f"the word {word[:31] + '…'!r} is" in message  # long words are shortened
    assert "mm wider than the box at 6 pt" in message
    assert "'Fine'" not in message

    tall = fit_text("Draw a card. " * 12, 40 * MM, 8 * MM)
    assert not tall.fits and tall.size == MIN_TEXT_SIZE
    assert "mm taller than the box (8.0 mm)" in tall.overflow


def test_nothing_to_print_and_an_event_name_too_long_for_the_backs_are_errors() -> None:
    with pytest.raises(PrintError, match="no cards"):
        render_fronts([])
    card = SlotCard("Fine", 2, Rarity.COMMON, "Draw a card.")
    render_pdf([card], event="Card Wars, March 29, 2007")
    with pytest.raises(PrintError, match=r"the event name .* does not fit on the backs"):
        render_pdf([card], event="Card Wars " * 20)


# --------------------------------------------------------------------------------------------------
# Files and the command line


def test_a_failed_write_leaves_no_file(tmp_path: Path) -> None:
    target = tmp_path / "cards.pdf"
    target.mkdir()
    with pytest.raises(PrintError, match="cannot write"):
        write_atomically(target, b"%PDF-")
    assert [p.name for p in tmp_path.iterdir()] == ["cards.pdf"]
    (tmp_path / "a-file").write_text("")
    with pytest.raises(PrintError, match="cannot write"):
        write_atomically(tmp_path / "a-file" / "cards.pdf", b"%PDF-")


def test_render_sheets_writes_the_file_and_reports_it(tmp_path: Path, full_set: CardSet) -> None:
    summary = render_sheets(full_set, tmp_path / "set.pdf", Paper.LETTER, backs=False)
    data = (tmp_path / "set.pdf").read_bytes()
    assert data.startswith(b"%PDF") and page_count(data) == 4
    assert (summary.pages, summary.front_pages, summary.cards) == (4, 4, 30)
    assert str(summary).endswith(
        "30 cards (3 rare, 9 uncommon, 18 common) on 4 pages (4 of fronts), Letter"
    )


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def test_cli_print_writes_a_pdf_of_fronts_and_backs(tmp_path: Path) -> None:
    source = tmp_path / "set.yaml"
    save_cards(full_set_model(), source)
    output = tmp_path / "cards.pdf"
    code, out, err = run("cards", "print", str(source), "-o", str(output), "--paper", "letter")
    assert code == 0, err
    data = output.read_bytes()
    assert data.startswith(b"%PDF") and page_count(data) == 8
    assert pdfium.PdfDocument(data)[0].get_size() == pytest.approx((612, 792))
    assert "30 cards (3 rare, 9 uncommon, 18 common) on 8 pages" in " ".join(out.split())
    code, _, err = run("cards", "print", str(source), "-o", str(output), "--no-backs")
    assert code == 0, err
    assert page_count(output.read_bytes()) == 4
    assert {p.name for p in tmp_path.iterdir()} == {"set.yaml", "cards.pdf"}


def test_cli_print_refuses_an_invalid_set_and_writes_nothing(tmp_path: Path) -> None:
    model = full_set_model()
    model.cards[0].text = "Draw a zorp"
    del model.cards[-1]
    source = tmp_path / "set.yaml"
    save_cards(model, source)
    output = tmp_path / "cards.pdf"
    code, _, err = run("cards", "print", str(source), "-o", str(output))
    assert code == 2
    assert "the set has 20 cards, not 21" in err
    assert "card 1 ('Rar 0'): text: column 8: unknown word 'zorp'" in " ".join(err.split())
    assert "not printed: 3 problems" in err
    assert not output.exists()


def test_cli_print_any_size_accepts_other_sizes_but_not_text_that_overflows(tmp_path: Path) -> None:
    model = CardSetModel(
        designer="Ryan",
        cards=[CardModel(title="Short", value=2, rarity=Rarity.COMMON, text="Draw a card.")],
    )
    source = tmp_path / "small.yaml"
    save_cards(model, source)
    output = tmp_path / "small.pdf"
    code, _, err = run("cards", "print", str(source), "-o", str(output))
    assert code == 2 and "pass --any-size" in err
    assert not output.exists()
    code, out, err = run("cards", "print", str(source), "-o", str(output), "--any-size")
    assert code == 0, err
    assert page_count(output.read_bytes()) == 2 and "2 cards (2 common)" in " ".join(out.split())

    # A valid title of 30 wide letters and no space cannot fit, even at 6 pt.
    model.cards.append(CardModel(title="W" * 30, value=2, rarity=Rarity.RARE, text="Hide OC."))
    save_cards(model, source)
    code, _, err = run("cards", "print", str(source), "-o", str(tmp_path / "new.pdf"), "--any-size")
    assert code == 2
    assert f"error: card {'W' * 30!r} by Ryan: title does not fit its box: the word" in err
    assert not (tmp_path / "new.pdf").exists()


def test_cli_form_writes_a_one_page_blank_form(tmp_path: Path) -> None:
    output = tmp_path / "blank.pdf"
    code, out, err = run("cards", "form", "-o", str(output), "--paper", "a4")
    assert code == 0, err
    assert "blank card form" in out
    document = pdfium.PdfDocument(output.read_bytes())
    assert len(document) == 1
    text = " ".join(document[0].get_textpage().get_text_range().split())
    assert text.count("at most 30 characters") == CARDS_PER_PAGE
    assert text.count("rare 180 · uncommon 60 · common 30 characters") == CARDS_PER_PAGE
    assert text.count("value 1–9") == CARDS_PER_PAGE
    raster = rasterise(output.read_bytes())
    for cut in sheet_layout(Paper.A4).cuts:  # the card outlines are drawn, true size
        assert raster.darkest_near(cut.x + CARD_WIDTH / 2, cut.y) < 200
        assert raster.darkest_near(cut.x, cut.y + CARD_HEIGHT / 2) < 200

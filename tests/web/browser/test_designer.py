"""The card designer (/designer): a card read as it is typed, its error marked at its position with
suggestions to click, the preview, the set kept in the browser, set files, the check, the PDF."""

from __future__ import annotations

import json
import os
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.web.browser.conftest import PHONE, Server, screenshot
from wartable.design.cardset import save_cards
from wartable.tournament.generate import generate_set

BAD_TEXT = "[BT]: Draw a card. Destroy a crd"


def open_designer(page: Any, server: Server) -> None:
    page.goto(server.url("/designer"))
    page.wait_for_selector("[data-designer][data-check]")


def wait_read(page: Any, state: str) -> None:
    """Wait until the editor's card has been read and the answer is ``state`` (ok, error,
    problems)."""
    page.wait_for_selector(f'[data-designer][data-parse="{state}"]')


def write_card(page: Any, title: str, value: int, rarity: str, text: str) -> None:
    page.fill("[data-title]", title)
    page.fill("[data-value]", str(value))
    page.check(f'input[name="ds-rarity"][value="{rarity}"]')
    page.fill("[data-text]", text)


def set_file(tmp_path: Path, designer: str = "Ann", seed: int = 1) -> Path:
    path = tmp_path / f"{designer.lower()}.yaml"
    save_cards(generate_set(designer, seed), path)
    return path


def import_set(page: Any, path: Path) -> None:
    page.set_input_files("[data-import]", str(path))
    page.wait_for_selector(f"[data-set-notice]:has-text('from {path.name}')")
    page.wait_for_selector(
        '[data-designer][data-check="ok"], [data-designer][data-check="problems"]'
    )


def forget_expected_errors(page: Any, status: int) -> None:
    """The page fixture fails a test on any HTTP error; drop the ones the test asked for."""
    page.errors[:] = [e for e in page.errors if not e.startswith(f"HTTP {status}:")]


def test_a_bad_text_is_marked_at_its_position_and_a_suggestion_fixes_it(
    page: Any, server: Server
) -> None:
    open_designer(page, server)
    page.fill("[data-title]", "Crow Watcher")
    page.fill("[data-value]", "3")
    page.check('input[name="ds-rarity"][value="uncommon"]')
    page.click("[data-text]")
    page.keyboard.type(BAD_TEXT)
    wait_read(page, "error")
    reading = page.locator("[data-reading]")
    assert reading.get_attribute("data-state") == "error"
    assert page.inner_text("[data-error-position]") == "Column 30"
    assert page.inner_text("[data-error-reason]") == "unknown word 'crd'"
    # The word at fault is underlined in the text itself, and pointed at under its line.
    mark = page.locator("[data-backdrop] mark")
    assert mark.inner_text() == "crd"
    box, area = mark.bounding_box(), page.locator("[data-text]").bounding_box()
    assert area["x"] < box["x"] < area["x"] + area["width"]
    assert area["y"] < box["y"] < area["y"] + area["height"]
    snippet = page.inner_text(".ds-snippet").splitlines()
    assert snippet == [BAD_TEXT, " " * 29 + "^^^"]
    assert page.locator("[data-expected='card']").count() == 1
    suggestion = page.locator("[data-suggestion]").first
    assert suggestion.inner_text() == "Destroy a card."
    assert "32 / 60 for an uncommon" in page.inner_text("[data-text-count]")
    screenshot(page, "designer-error")

    suggestion.click()
    wait_read(page, "ok")
    assert page.input_value("[data-text]") == "[BT]: Draw a card. Destroy a card."
    assert page.inner_text("[data-canonical]") == "[BT]: Draw a card. Destroy a card."
    assert "destroy one card of your choice" in page.inner_text("[data-meaning]")
    assert page.locator("[data-backdrop] mark").count() == 0
    assert page.locator("[data-problems] li").count() == 0


def test_a_whole_rewrite_that_reads_applies_with_a_click(page: Any, server: Server) -> None:
    open_designer(page, server)
    write_card(page, "Gambler", 4, "rare", "Gives OC a bonk of -2. Drwa a card.")
    wait_read(page, "error")
    rewrite = page.locator("[data-rewrite]").first
    text = rewrite.get_attribute("data-rewrite")
    assert text == "Gives OC a counter of -2. Drwa a card."
    meaning = page.locator("[data-rewrite-meaning]").first.inner_text()
    assert "gets a -2 counter" in meaning and "you draw a card" in meaning
    rewrite.click()
    wait_read(page, "ok")
    assert page.input_value("[data-text]") == text
    assert page.inner_text("[data-canonical]") == "Put a -2 counter on OC. Draw a card."


def test_the_keyboard_reaches_the_expected_words(page: Any, server: Server) -> None:
    open_designer(page, server)
    write_card(page, "Quick Draw", 2, "common", "")
    page.click("[data-text]")
    page.keyboard.type("Draw a crd")
    wait_read(page, "error")
    page.keyboard.press("Tab")  # the expected words like the word written come first
    focused = page.evaluate("() => document.activeElement.dataset.expected")
    assert focused == "card"
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.expected") == "bonus"
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")
    wait_read(page, "ok")
    assert page.input_value("[data-text]") == "Draw a card"
    # The caret is back in the text, after the word put in.
    assert page.evaluate("() => document.activeElement.id") == "ds-text"
    # A text that stops early is marked with a caret at its end.
    page.keyboard.press("End")
    page.keyboard.type(" and destroy")
    wait_read(page, "error")
    assert page.locator("[data-backdrop] mark.caret").count() == 1
    assert page.inner_text("[data-error-reason]") == "the text ends too early"


def test_a_valid_card_is_previewed_counted_and_added_to_the_set(page: Any, server: Server) -> None:
    open_designer(page, server)
    write_card(
        page,
        "Carrion Crow",
        3,
        "uncommon",
        "When any card is destroyed : This card gets a +1 counter",
    )
    wait_read(page, "ok")
    preview = page.locator("[data-preview] svg")
    label = preview.get_attribute("aria-label")
    assert label.startswith("Carrion Crow, value 3, uncommon: When any card is destroyed")
    assert page.inner_text("[data-canonical]") == (
        "When a card is destroyed: Put a +1 counter on this card."
    )
    assert page.inner_text("[data-title-count]") == "12 / 30"
    # Over the limit: the counter says so, and so does the problem under the text.
    page.check('input[name="ds-rarity"][value="common"]')
    wait_read(page, "problems")
    assert "over" in (page.get_attribute("[data-text-count]", "class") or "")
    assert "56 / 30 for a common" in page.inner_text("[data-text-count]")
    assert page.inner_text("[data-problems]") == (
        "card 'Carrion Crow': text is 56 characters, 26 over the limit of 30 for a common card"
    )
    page.check('input[name="ds-rarity"][value="uncommon"]')
    wait_read(page, "ok")

    page.keyboard.press("Control+Enter")
    page.wait_for_selector("[data-slot='0']")
    assert "Added “Carrion Crow” to your set as uncommon 1" in page.inner_text(
        "[data-editor-notice]"
    )
    assert page.input_value("[data-title]") == ""
    assert page.is_checked('input[name="ds-rarity"][value="uncommon"]')
    page.wait_for_selector("[data-slot='0'] .ds-status.ok")
    assert "1 of 21 cards" in page.inner_text("[data-set-summary]")
    # The set is kept in the browser.
    page.reload()
    page.wait_for_selector("[data-slot='0'] .ds-status.ok")
    # Edit it in place, then remove it and undo.
    page.click("[data-slot='0']")
    assert page.input_value("[data-title]") == "Carrion Crow"
    assert page.inner_text("[data-editor-title]") == "Card U1 of your set"
    page.fill("[data-title]", "Carrion King")
    page.wait_for_selector("[data-slot='0'] svg[aria-label^='Carrion King']")
    page.click("[data-remove]")
    assert page.locator("[data-slot]").count() == 0
    page.click("[data-undo]")
    page.wait_for_selector("[data-slot='0'] svg[aria-label^='Carrion King']")
    # An empty slot starts a card of its rarity in the set.
    page.locator("[data-empty-slot='rare']").first.click()
    assert page.is_checked('input[name="ds-rarity"][value="rare"]')
    assert page.inner_text("[data-editor-title]") == "Card R1 of your set"


def test_examples_and_the_language_reference(page: Any, server: Server) -> None:
    open_designer(page, server)
    page.wait_for_selector("[data-example]:not([disabled])")
    page.select_option("[data-example]", label="Quick Draw (2): [BT]: Draw a card.")
    wait_read(page, "ok")
    assert page.input_value("[data-title]") == "Quick Draw"
    assert page.input_value("[data-text]") == "[BT]: Draw a card."
    page.click("[data-open-reference]")
    page.wait_for_selector("[data-reference-doc] :is(h3, h4):has-text('Triggers')")
    page.click("[data-reference-example='Destroy all 1s']")
    assert not page.locator("[data-reference]").is_visible()
    wait_read(page, "ok")
    assert page.input_value("[data-text]") == "Destroy all 1s"
    assert page.inner_text("[data-canonical]") == "Destroy all 1s."
    page.click("[data-open-reference]")
    page.keyboard.press("Escape")
    assert not page.locator("[data-reference]").is_visible()


def test_import_a_set_check_it_and_download_its_pdf(
    page: Any, server: Server, tmp_path: Path
) -> None:
    open_designer(page, server)
    # A corrupt file is refused with its line.
    corrupt = tmp_path / "corrupt.yaml"
    corrupt.write_text("designer: Ann\ncards:\n  - [oops\n", encoding="utf-8")
    page.set_input_files("[data-import]", str(corrupt))
    page.wait_for_selector("[data-set-notice].error")
    assert "Could not import corrupt.yaml: corrupt.yaml: line 4" in page.inner_text(
        "[data-set-notice]"
    )
    forget_expected_errors(page, 422)

    import_set(page, set_file(tmp_path))
    assert page.locator("[data-slot]").count() == 21
    assert page.locator("[data-slot] .ds-status.ok").count() == 21
    assert page.inner_text("[data-check-summary]") == "✓ all 21 cards are valid: ready to print."
    assert page.input_value("[data-set-designer]") == "Ann"
    assert "21 of 21 cards · ready to print" in page.inner_text("[data-set-summary]")

    page.select_option("[data-paper]", "letter")
    page.fill("[data-event]", "Card Wars 2007")
    with page.expect_download() as info:
        page.click("[data-pdf]")
    download = info.value
    assert download.suggested_filename == "slot-wars-ann-s-generated-set.pdf"
    saved = tmp_path / download.suggested_filename
    download.save_as(saved)
    data = saved.read_bytes()
    assert data.startswith(b"%PDF")
    pdfium = pytest.importorskip("pypdfium2")
    document = pdfium.PdfDocument(data)
    assert len(document) == 8
    assert round(document[0].get_size()[1]) == 792  # Letter
    document.close()
    page.wait_for_selector(
        "[data-print-result]:has-text('Downloaded slot-wars-ann-s-generated-set.pdf')"
    )

    # Break a card: the slot and the check say which, and the PDF is refused naming it.
    page.click("[data-slot='3']")
    page.fill("[data-text]", "Destroy a crd")
    page.wait_for_selector("[data-slot='3'] .ds-status.bad")
    assert "1 problem" in page.inner_text("[data-check-summary]")
    assert "card 4 (" in page.inner_text("[data-check-result] [data-problem-card='4']")
    page.click("[data-pdf]")
    page.wait_for_selector("[data-print-error]")
    assert "Not printed: 1 problem in 1 card; card 4 (" in page.inner_text("[data-print-error]")
    assert "null" not in page.inner_text("[data-print-result]")
    forget_expected_errors(page, 422)
    screenshot(page, "designer-set")


def test_export_writes_a_set_file_that_imports_again(
    page: Any, server: Server, tmp_path: Path
) -> None:
    open_designer(page, server)
    import_set(page, set_file(tmp_path, "Bea", 3))
    for kind in ("yaml", "json"):
        with page.expect_download() as info:
            page.click(f"[data-export='{kind}']")
        exported = tmp_path / "exported" / info.value.suggested_filename
        info.value.save_as(exported)
        assert exported.suffix == f".{kind}"
        imported = server_import(server, exported)
        assert imported == generate_set("Bea", 3).model_dump(mode="json")


def server_import(server: Server, path: Path) -> Any:
    """The set the server reads from the file at ``path``."""
    request = urllib.request.Request(
        server.url(f"/api/cards/import?name={path.name}"), data=path.read_bytes(), method="POST"
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def test_the_designer_on_a_phone(new_page: Any, server: Server, tmp_path: Path) -> None:
    page = new_page(PHONE, mobile=True)
    open_designer(page, server)
    write_card(page, "Crow Watcher", 3, "uncommon", BAD_TEXT)
    wait_read(page, "error")
    width = page.evaluate("() => document.scrollingElement.scrollWidth")
    assert width <= PHONE["width"]
    page.locator("[data-suggestion]").first.tap()
    wait_read(page, "ok")
    import_set(page, set_file(tmp_path))
    assert page.evaluate("() => document.scrollingElement.scrollWidth") <= PHONE["width"]
    screenshot(page, "designer-phone")


@pytest.mark.skipif(
    os.environ.get("WARTABLE_DOCS_IMAGES") != "1", reason="set WARTABLE_DOCS_IMAGES=1 to remake it"
)
def test_docs_image(new_page: Any, server: Server, tmp_path: Path) -> None:
    """docs/images/web-designer.png: a set being built, one card's text marked at its error."""
    from tests.web.browser.test_docs_images import save  # noqa: PLC0415

    page = new_page({"width": 1280, "height": 900})
    open_designer(page, server)
    import_set(page, set_file(tmp_path))
    page.click("[data-slot='4']")
    page.fill("[data-title]", "Ann Crow Watcher")
    page.fill("[data-value]", "3")
    page.fill("[data-text]", BAD_TEXT)
    wait_read(page, "error")
    page.wait_for_selector("[data-slot='4'] .ds-status.bad")
    page.mouse.move(0, 0)
    page.evaluate("() => window.scrollTo(0, 0)")
    page.wait_for_timeout(300)
    save(page, "designer", full_page=True)

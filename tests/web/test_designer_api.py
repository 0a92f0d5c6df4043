"""The card designer's API: reading a card as it is written (the canonical text and meaning, or the
error with its position and suggestions), limits, checking a set, printing it, reading set files,
the starter set and the language reference."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
import yaml
from fastapi.testclient import TestClient

from tests.web import client, settings
from wartable.design.cardset import save_cards
from wartable.tournament.generate import generate_set
from wartable.variants.slot_wars.text import parse
from wartable.web.routers.designer import MAX_SET_BYTES, sentence_span

__all__ = ["client", "settings"]

JSON = {"content-type": "application/json"}


def full_set() -> dict[str, Any]:
    """A valid 21-card set, as JSON."""
    data: dict[str, Any] = generate_set("Ann", 1).model_dump(mode="json")
    return data


def parse_card(client: TestClient, **card: Any) -> dict[str, Any]:
    response = client.post("/api/cards/parse", json=card)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


# -- one card ---------------------------------------------------------------------------------------


def test_a_card_that_reads_gets_its_canonical_text_and_meaning(client: TestClient) -> None:
    text = "When any card is destroyed : This card gets a +1 counter"
    body = parse_card(client, title="Carrion Crow", value=3, rarity="rare", text=text)
    parsed = parse(text)
    assert body["ok"] is True
    assert body["error"] is None
    assert body["problems"] == []
    # The same canonical text and explanation that `wartable cards check` prints.
    assert body["canonical"] == parsed.canonical()
    assert body["canonical"] == "When a card is destroyed: Put a +1 counter on this card."
    assert body["meaning"] == parsed.explain()
    assert (body["length"], body["limit"]) == (len(text), 180)


def test_a_card_read_with_a_slip_mended_says_what_was_assumed(client: TestClient) -> None:
    body = parse_card(client, title="Thief", value=3, rarity="common", text="Opp discards card.")
    assert body["ok"] is True
    assert body["canonical"] == "Opp. discards a card."
    assert body["notes"] == ["read as if 'a' were written before 'card'"]
    assert (
        parse_card(client, title="Thief", value=3, rarity="common", text="Draw a card.")["notes"]
        == []
    )


def test_a_card_read_as_a_repair_that_changes_no_meaning_says_what_it_took_as_read(
    client: TestClient,
) -> None:
    text = "The deck trembles: you hereby draw 2 cards."
    body = parse_card(client, title="Omen", value=3, rarity="rare", text=text)
    assert body["ok"] is True
    assert body["canonical"] == "Draw 2 cards."
    assert body["notes"] == [
        "read as 'Draw 2 cards.': 'The deck trembles:' left out as flavour; read without 'hereby'"
    ]
    assert body["error"] is None


def test_a_vanilla_card_reads_as_no_special_text(client: TestClient) -> None:
    body = parse_card(client, title="Plain", value=5, rarity="common", text="")
    assert body["ok"] is True
    assert body["canonical"] == ""
    assert body["meaning"] == "No special text."


def test_text_that_does_not_read_gets_its_position_expected_words_and_suggestions(
    client: TestClient,
) -> None:
    text = "[BT]: Draw a card. Destroy a crd"
    body = parse_card(client, title="Crow", value=3, rarity="uncommon", text=text)
    assert body["ok"] is False
    assert body["canonical"] is None and body["meaning"] is None
    error = body["error"]
    assert error["reason"] == "unknown word 'crd'"
    assert (error["line"], error["column"], error["offset"], error["length"]) == (1, 30, 29, 3)
    assert text[error["offset"] : error["offset"] + error["length"]] == "crd"
    assert error["message"].startswith("column 30: unknown word 'crd'; expected one of card")
    assert "card" in error["expected"]
    assert error["suggestions"][0] == "Destroy a card."
    # The sentence at fault, which a suggestion replaces; the suggestion then reads.
    start, end = error["sentence_start"], error["sentence_end"]
    assert text[start:end] == "Destroy a crd"
    fixed = text[:start] + error["suggestions"][0] + text[end:]
    assert parse_card(client, title="Crow", value=3, rarity="uncommon", text=fixed)["ok"]
    assert error["meta_rule"] is None


def test_a_refused_text_comes_with_whole_rewrites_that_read(client: TestClient) -> None:
    text = "Gives OC a bonk of -2. Drwa a card."
    error = parse_card(client, title="Gambler", value=4, rarity="rare", text=text)["error"]
    rewrites = error["rewrites"]
    assert rewrites and rewrites[0]["text"] == "Gives OC a counter of -2. Drwa a card."
    assert rewrites[0]["changes"] == 1
    for rewrite in rewrites:
        read = parse(rewrite["text"])
        assert rewrite["canonical"] == read.canonical()
        assert rewrite["explanation"] == read.explain()


def test_errors_on_a_later_line_and_at_the_end_of_the_text(client: TestClient) -> None:
    text = "Draw a card.\nTap OC; Give OC"
    error = parse_card(client, title="T", value=1, rarity="rare", text=text)["error"]
    assert (error["line"], error["column"], error["length"]) == (2, 16, 0)
    assert error["message"].startswith("line 2, column 16: the text ends too early")
    assert error["offset"] == len(text)
    assert text[error["sentence_start"] : error["sentence_end"]] == "Give OC"


def test_a_text_breaking_a_meta_rule_names_the_rule(client: TestClient) -> None:
    error = parse_card(client, title="Pyro", value=2, rarity="common", text="Burn OC.")["error"]
    assert error["meta_rule"] == 1
    assert "breaks meta rule 1" in error["reason"]
    assert error["word"] == "Burn"


def test_sentence_spans_keep_abbreviations_and_stops() -> None:
    text = "When an opp. card is placed: draw a card; Destroy OC.\nTap OC"
    assert text[slice(*sentence_span(text, 0))] == "When an opp. card is placed: draw a card;"
    assert text[slice(*sentence_span(text, 45))] == "Destroy OC."
    assert text[slice(*sentence_span(text, len(text)))] == "Tap OC"
    # An unknown character stops the tokenizer: the span is found without it.
    odd = "Draw a card. Destroy @ card."
    assert odd[slice(*sentence_span(odd, 21))] == "Destroy @ card."


def test_limits_are_problems_worded_as_cards_check_words_them(client: TestClient) -> None:
    body = parse_card(
        client, title="A" * 34, value=12, rarity="common", text="Draw a card and destroy OC."
    )
    assert body["ok"] is False
    assert body["error"] is None  # the text reads; it is only too long
    assert body["canonical"] == "Draw a card and destroy OC."
    problems = {p["field"]: p["message"] for p in body["problems"]}
    label = f"card {'A' * 34!r}"
    assert problems == {
        "title": f"{label}: title is 34 characters, 4 over the limit of 30",
        "value": f"{label}: value must be 1-9, got 12",
    }
    body = parse_card(client, title="", rarity="common", text="Draw a card and then destroy OC.")
    problems = {p["field"]: p["message"] for p in body["problems"]}
    assert problems == {
        "title": "card (untitled): title is empty",
        "value": "card (untitled): value is missing (a number 1-9)",
        "text": "card (untitled): text is 32 characters, 2 over the limit of 30 for a common card",
    }
    assert (body["length"], body["limit"]) == (32, 30)


def test_bad_requests_are_json_errors_naming_the_field(client: TestClient) -> None:
    response = client.post("/api/cards/parse", json={"title": "x", "rarity": "epic"})
    assert response.status_code == 422
    assert response.json()["field"] == "body.rarity"
    response = client.post("/api/cards/parse", json={"text": "x" * 6000})
    assert response.status_code == 422
    assert response.json()["field"] == "body.text"
    response = client.post("/api/cards/parse", content=b"{not json", headers=JSON)
    assert response.status_code == 422
    assert "Traceback" not in response.text
    response = client.post("/api/cards/parse", json={"text": "Draw", "colour": "red"})
    assert response.status_code == 422
    assert response.json()["field"] == "body.colour"


# -- sets -------------------------------------------------------------------------------------------


def test_check_set_lists_every_problem_by_card_and_field(client: TestClient) -> None:
    good = full_set()
    response = client.post("/api/cards/check-set", json=good)
    assert response.status_code == 200
    checked = response.json()
    assert checked["ok"] is True
    assert checked["summary"] == "all 21 cards are valid"
    assert len(checked["cards"]) == 21
    assert all(card["ok"] for card in checked["cards"])
    first = checked["cards"][0]
    assert first["canonical"] == (parse(good["cards"][0]["text"]).canonical() or "")

    bad = full_set()
    bad["cards"][2]["text"] = "Destroy a crd"
    bad["cards"][5]["title"] = ""
    bad["cards"][5]["value"] = None
    bad["cards"].pop()  # a common
    checked = client.post("/api/cards/check-set", json=bad).json()
    assert checked["ok"] is False
    assert checked["summary"] == "5 problems in 2 cards and the set's composition"
    problems = [(p["card"], p["field"], p["message"]) for p in checked["problems"]]
    assert (None, "composition", "the set has 20 cards, not 21") in problems
    assert (None, "composition", "the set has 8 common cards, not 9") in problems
    title = bad["cards"][2]["title"]
    assert any(
        card == 3 and field == "text" and message.startswith(f"card 3 ({title!r}): text: column 11")
        for card, field, message in problems
    )
    assert (6, "title", "card 6 (untitled): title is empty") in problems
    assert (6, "value", "card 6 (untitled): value is missing (a number 1-9)") in problems
    cards = checked["cards"]
    assert [c["card"] for c in cards if not c["ok"]] == [3, 6]
    assert cards[2]["canonical"] is None
    # Any size: the composition is not checked.
    checked = client.post("/api/cards/check-set?any_size=true", json=bad).json()
    assert not any(p["card"] is None for p in checked["problems"])


def test_the_starter_set_is_served_for_examples(client: TestClient) -> None:
    starter = client.get("/api/cards/starter").json()
    assert starter["designer"] == "wartable"
    assert len(starter["cards"]) == 64
    checked = client.post("/api/cards/check-set?any_size=true", json=starter).json()
    assert checked["ok"], checked["problems"]


def test_the_language_reference_is_docs_cards_md(client: TestClient) -> None:
    reference = client.get("/api/cards/reference").json()
    doc = Path(__file__).resolve().parents[2] / "docs" / "cards.md"
    assert reference["markdown"] == doc.read_text(encoding="utf-8")


# -- printing ---------------------------------------------------------------------------------------


def test_a_valid_set_prints_to_a_pdf_download(client: TestClient) -> None:
    body = {"set": full_set(), "paper": "letter", "backs": True, "event": "Card Wars 2007"}
    response = client.post("/api/cards/pdf", json=body)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf"
    disposition = response.headers["content-disposition"]
    assert disposition == 'attachment; filename="slot-wars-ann-s-generated-set.pdf"'
    assert response.content.startswith(b"%PDF")
    pdfium = pytest.importorskip("pypdfium2")
    document = pdfium.PdfDocument(response.content)
    assert len(document) == 8  # 30 cards: 4 pages of fronts, each followed by its backs
    width, height = document[0].get_size()
    assert (round(width), round(height)) == (612, 792)
    document.close()
    fronts = client.post("/api/cards/pdf", json={"set": full_set(), "backs": False})
    assert fronts.status_code == 200
    document = pdfium.PdfDocument(fronts.content)
    assert len(document) == 4
    document.close()


def test_a_set_with_problems_is_not_printed_and_every_problem_is_named(
    client: TestClient,
) -> None:
    bad = full_set()
    bad["cards"][2]["text"] = "Destroy a crd"
    response = client.post("/api/cards/pdf", json={"set": bad})
    assert response.status_code == 422
    error = response.json()
    title = bad["cards"][2]["title"]
    assert error["message"].startswith(
        f"not printed: 1 problem in 1 card; card 3 ({title!r}): text: column 11"
    )
    assert error["field"] == "body.set.cards.2.text"
    assert [e["field"] for e in error["errors"]] == ["body.set.cards.2.text"]


def test_a_card_that_cannot_be_printed_is_named(client: TestClient) -> None:
    unprintable = full_set()
    long_name = "Bartholomew Maximilian Featherstonehaugh-Cholmondeley the Third of Elsewhere"
    unprintable["cards"][4]["designer"] = long_name
    title = unprintable["cards"][4]["title"]
    response = client.post("/api/cards/pdf", json={"set": unprintable})
    assert response.status_code == 422
    error = response.json()
    assert error["message"].startswith(
        f"not printed: card {title!r} by {long_name}: designer's name does not fit"
    )
    assert error["field"] == "body.set.cards.4"
    response = client.post("/api/cards/pdf", json={"set": full_set(), "event": "Card Wars " * 15})
    assert response.status_code == 422
    assert response.json()["field"] == "body.event"
    assert "does not fit on the backs" in response.json()["message"]


def test_print_requests_are_checked(client: TestClient) -> None:
    response = client.post("/api/cards/pdf", json={"set": full_set(), "paper": "a3"})
    assert response.status_code == 422
    assert response.json()["field"] == "body.paper"
    response = client.post("/api/cards/pdf", json={"cards": []})
    assert response.status_code == 422
    assert response.json()["field"] == "body.set"


# -- set files --------------------------------------------------------------------------------------


def test_import_reads_yaml_and_json_set_files(client: TestClient, tmp_path: Path) -> None:
    model = generate_set("Bea", 2)
    save_cards(model, tmp_path / "bea.yaml")
    save_cards(model, tmp_path / "bea.json")
    expected = model.model_dump(mode="json")
    for name in ("bea.yaml", "bea.json"):
        data = (tmp_path / name).read_bytes()
        response = client.post("/api/cards/import", files={"file": (name, data)})
        assert response.status_code == 200, response.text
        imported = response.json()
        assert imported["designer"] == "Bea"
        assert [c["title"] for c in imported["cards"]] == [c["title"] for c in expected["cards"]]
        assert [c["text"] for c in imported["cards"]] == [c["text"] for c in expected["cards"]]
    # As the body, the kind told by its first character; a bare list of cards is a set too.
    body = yaml.safe_dump([{"title": "Quick", "value": 2, "rarity": "common", "text": "Draw"}])
    response = client.post("/api/cards/import", content=body.encode())
    assert response.status_code == 200, response.text
    assert response.json()["cards"][0]["title"] == "Quick"


def test_a_corrupt_set_file_is_refused_with_its_line(client: TestClient) -> None:
    corrupt = b"designer: Ann\ncards:\n  - {title: Quick, value: 2, rarity: common}\n  - [oops\n"
    response = client.post("/api/cards/import", files={"file": ("ann.yaml", corrupt)})
    assert response.status_code == 422
    error = response.json()
    assert error["message"].startswith("ann.yaml: line 5, column 1: invalid YAML")
    assert error["field"] == "file: line 5"
    wrong = b"designer: Ann\ncards:\n  - title: Quick\n    value: 2\n    rarity: epic\n"
    error = client.post("/api/cards/import", files={"file": ("ann.yml", wrong)}).json()
    assert error["message"] == (
        "ann.yml: line 5: cards[0].rarity: Input should be 'rare', 'uncommon' or 'common'"
    )
    assert error["field"] == "file: line 5"
    broken_json = b'{"designer": "Ann",\n "cards": [}'
    error = client.post("/api/cards/import", files={"file": ("ann.json", broken_json)}).json()
    assert error["message"] == "ann.json: line 2, column 12: invalid JSON: Expecting value"
    assert error["field"] == "file: line 2"


def test_import_refuses_large_empty_and_binary_files(client: TestClient) -> None:
    big = b"# " + b"x" * MAX_SET_BYTES + b"\n"
    response = client.post("/api/cards/import", files={"file": ("big.yaml", big)})
    assert response.status_code == 413
    assert response.json()["field"] == "file"
    response = client.post("/api/cards/import", content=io.BytesIO(big).read())
    assert response.status_code == 413
    assert response.json()["message"] == f"the file is larger than {MAX_SET_BYTES // 1024} KB"
    response = client.post("/api/cards/import", files={"file": ("empty.yaml", b"  \n")})
    assert response.status_code == 422
    assert response.json()["message"] == "the file is empty"
    response = client.post("/api/cards/import", files={"file": ("x.yaml", b"\xff\xfe\x00")})
    assert response.status_code == 422
    assert response.json()["message"] == "x.yaml: not UTF-8 text"
    response = client.post("/api/cards/import", files={"other": ("x.yaml", b"cards: []")})
    assert response.status_code == 422
    assert response.json()["field"] == "file"
    assert response.json()["message"] == "send the set file as the form field 'file'"
    too_long = {"designer": "Ann", "cards": [{"title": "T" * 1200, "rarity": "rare"}]}
    response = client.post(
        "/api/cards/import", files={"file": ("t.yaml", yaml.safe_dump(too_long))}
    )
    assert response.status_code == 422
    assert response.json()["message"].startswith("t.yaml: card 1 title: String should have at most")


# -- the page ---------------------------------------------------------------------------------------


def test_the_designer_page_is_served_with_the_limits(client: TestClient) -> None:
    response = client.get("/designer")
    assert response.status_code == 200
    assert "text/html" in response.headers["content-type"]
    assert 'data-page="designer"' in response.text, "pages.js starts designer.js"
    assert "&#34;rare&#34;: 180" in response.text or '"rare": 180' in response.text
    assert 'href="/designer" aria-current="page"' in response.text
    lobby = client.get("/").text
    assert 'href="/designer"' in lobby
    schema = client.get("/openapi.json").json()
    assert "/api/cards/parse" in schema["paths"]
    assert "/designer" not in schema["paths"]

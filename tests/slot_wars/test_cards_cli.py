"""``wartable cards check`` and ``wartable cards new`` through Typer's test runner."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from wartable.cli.app import app
from wartable.design.cardset import CardModel, blank_set, load_cards, save_cards
from wartable.variants.slot_wars import STARTER_SET
from wartable.variants.slot_wars.cards import Rarity

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def test_check_the_starter_set() -> None:
    code, out, _ = run("cards", "check", str(STARTER_SET), "--any-size")
    assert code == 0, out
    assert "Echo Chamber" in out and "rare 2" in out
    assert "Put a -1 counter on OC." in out
    assert "When revealed: each opposing card in this slot gets a -1 counter" in out
    assert out.rstrip().endswith("cards are valid")


def test_check_the_starter_set_as_a_set_fails_on_composition() -> None:
    code, out, _ = run("cards", "check", str(STARTER_SET))
    assert code == 2
    assert "the set has 64 cards, not 21" in out
    assert "the set has 12 rare cards, not 3" in out


def test_check_reports_errors_with_positions_and_suggestions(tmp_path: Path) -> None:
    form = blank_set("Ryan")
    for index, card in enumerate(form.cards):
        form.cards[index] = CardModel(
            title=f"Card {index}", value=index % 9 + 1, rarity=card.rarity, text="Draw a card."
        )
    form.cards[0].text = "Draw a zorp"
    form.cards[20].text = "Put a +1 counter on all of your cards"
    path = tmp_path / "set.yaml"
    save_cards(form, path)
    code, out, _ = run("cards", "check", str(path))
    assert code == 2
    assert "column 8: unknown word 'zorp'" in out
    assert "nearest valid phrasings: Draw a card." in out
    assert "7 over the limit of 30 for a common card" in out
    assert "2 problems in 2 cards" in out


def test_check_prints_what_a_reading_assumed(tmp_path: Path) -> None:
    form = blank_set("Ryan")
    for index, card in enumerate(form.cards):
        form.cards[index] = CardModel(
            title=f"Card {index}", value=index % 9 + 1, rarity=card.rarity, text="Draw a card."
        )
    form.cards[0].text = "Return OC too hand."
    path = tmp_path / "set.yaml"
    save_cards(form, path)
    code, out, _ = run("cards", "check", str(path))
    assert code == 0, out
    assert "Return OC to hand.\n" in out
    assert "(read 'too' as 'to')" in out


def test_check_a_malformed_file_is_one_error_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("designer: [\n", encoding="utf-8")
    code, _, err = run("cards", "check", str(path))
    assert code == 2
    assert "error:" in err and "invalid YAML" in err


def test_new_writes_a_blank_form_and_refuses_to_overwrite(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    code, out, _ = run("cards", "new", str(path), "--designer", "Ryan")
    assert code == 0, out
    form = load_cards(path)
    assert form.designer == "Ryan" and len(form.cards) == 21
    assert [c.rarity for c in form.cards].count(Rarity.UNCOMMON) == 9
    assert all(c.title == "" and c.value is None and c.text == "" for c in form.cards)
    code, _, err = run("cards", "new", str(path), "--designer", "Ryan")
    assert code == 2 and "already exists" in err


def test_new_with_generate_writes_a_valid_set_that_check_accepts(tmp_path: Path) -> None:
    path = tmp_path / "ann.yaml"
    code, out, _ = run("cards", "new", str(path), "--designer", "Ann", "--generate", "7")
    assert code == 0 and "generated 21-card set for Ann (seed 7)" in out
    code, out, _ = run("cards", "check", str(path))
    assert code == 0, out
    assert out.rstrip().endswith("cards are valid")
    again = tmp_path / "again.yaml"
    run("cards", "new", str(again), "--designer", "Ann", "--generate", "7")
    assert again.read_text() == path.read_text()

"""The balance lab: it finds a planted overpowered card, reproduces, refuses bad input, and the
``wartable balance`` command writes its JSON and HTML reports."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from typer.testing import CliRunner

from wartable.balance.lab import (
    BalanceError,
    BalanceReport,
    BalanceResult,
    BalanceSpec,
    Baseline,
    Flag,
    analyse,
    deal_hands,
    load_set,
    run_balance,
)
from wartable.balance.report import render_html, report_data, write_text
from wartable.cli.app import app
from wartable.core.errors import OptionError, WartableError
from wartable.core.rng import Rng
from wartable.design.cardset import CardSetError
from wartable.variants.slot_wars.engine.pool import PER_PLAYER, CardFace, Rarity, card
from wartable.variants.slot_wars.generated import generated_set

runner = CliRunner()

OVERLORD = card("Overlord", 5, "common", "Your cards get +3.")
"""The planted card: a middling value, and a text that wins nearly every slot it is in play for."""
PLAIN = (
    card("Plain Two", 2, "common"),
    card("Plain Four", 4, "common"),
    card("Plain Six", 6, "common"),
    card("Plain Eight", 8, "common"),
    card("Plain Three", 3, "uncommon"),
    card("Plain Five", 5, "uncommon"),
    card("Plain Seven", 7, "uncommon"),
    card("Plain Eight R", 8, "rare"),
)
PLANTED = (OVERLORD, *PLAIN)
PLANTED_GAMES = 150
"""Enough games to flag the planted card reliably: it was flagged in all 16 disjoint 150-game
blocks of 2,400 games (and in 29 of 30 80-game blocks); see docs/balance.md."""


def set_file(folder: Path, cards: tuple[CardFace, ...], name: str = "planted.yaml") -> Path:
    lines = ["designer: lab", "name: Planted", "cards:"]
    for face in cards:
        lines.append(
            f"  - {{title: {face.title}, value: {face.value}, rarity: {face.rarity.value},"
            f" text: {json.dumps(face.text)}}}"
        )
    path = folder / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def small_run() -> BalanceResult:
    """Twelve games of the planted set in this process."""
    return run_balance(BalanceSpec(PLANTED, 12, seed=11), workers=1)


# -- the planted card ------------------------------------------------------------------------------


def test_the_planted_card_is_flagged_too_strong_and_no_plain_card_is_flagged() -> None:
    report = analyse(run_balance(BalanceSpec(PLANTED, PLANTED_GAMES, seed=2024), workers=1))
    strong = report.flagged(Flag.TOO_STRONG)
    assert [c.term.title for c in strong] == ["Overlord"]
    assert report.flagged(Flag.TOO_WEAK) == ()
    overlord = report.cards[0]
    assert overlord.effect is not None and overlord.effect.low > report.spec.threshold
    assert all(c.flag is None for c in report.cards[1:])


# -- the estimate on made-up games -----------------------------------------------------------------


def synthetic(spec: BalanceSpec, effects: dict[int, float], seed: int = 1) -> BalanceResult:
    """Games dealt as the lab deals them, whose results follow a known linear model: seat 1 wins
    with probability 1/2 + sum over terms of effect x (copies in seat 1's deck - in seat 2's)."""
    result = BalanceResult.empty(spec)
    pool = spec.pool()
    rng = np.random.default_rng(seed)
    for game in range(spec.games):
        decks, _ = deal_hands(pool, Rng(spec.deal_seed(game)))
        for seat in (0, 1):
            for physical in decks[seat]:
                result.decks[game, seat, pool[physical][1]] += 1
        difference = result.decks[game, 0].astype(int) - result.decks[game, 1].astype(int)
        chance = 0.5 + sum(effect * difference[term] for term, effect in effects.items())
        result.outcomes[game] = 0 if rng.random() < min(1.0, max(0.0, chance)) else 1
    return result


@pytest.fixture(scope="module")
def strong_overlord() -> BalanceReport:
    """2,000 made-up games in which each copy of Overlord adds 0.12 to its deck's chance to win
    and each plain 5 takes 0.02 from it."""
    spec = BalanceSpec(PLANTED, 2000, seed=5)
    return analyse(synthetic(spec, {0: 0.12, spec.plain_term(5): -0.02}))


def test_the_fit_finds_a_known_effect_and_its_interval_covers_it(
    strong_overlord: BalanceReport,
) -> None:
    overlord = strong_overlord.cards[0]
    assert overlord.effect is not None
    # The effect is against a plain 5, which itself loses 0.02 a copy.
    assert overlord.effect.low < 0.14 < overlord.effect.high
    assert overlord.effect.se < 0.03
    assert overlord.flag is Flag.TOO_STRONG
    assert [c.term.title for c in strong_overlord.flagged(Flag.TOO_STRONG)] == ["Overlord"]
    assert strong_overlord.flagged(Flag.TOO_WEAK) == ()
    for effect in strong_overlord.cards[1:]:
        assert effect.effect is not None and effect.effect.low < 0 < effect.effect.high


def test_a_harmful_card_is_flagged_too_weak() -> None:
    spec = BalanceSpec(PLANTED, 2000, seed=6)
    report = analyse(synthetic(spec, {1: -0.15}))
    assert [c.term.title for c in report.flagged(Flag.TOO_WEAK)] == ["Plain Two"]
    assert report.flagged(Flag.TOO_STRONG) == ()


def test_without_plain_cards_effects_are_against_the_average_card() -> None:
    rares = tuple(card(f"Rare {v}", v, "rare") for v in (7, 8, 9))
    uncommons = tuple(card(f"Uncommon {v}", v, "uncommon") for v in range(1, 10))
    commons = tuple(card(f"Common {v}", v, "common") for v in range(1, 10))
    spec = BalanceSpec((OVERLORD, *rares, *uncommons, *commons[1:]), 2000, seed=7, plain_sets=0)
    assert spec.baseline is Baseline.AVERAGE
    report = analyse(synthetic(spec, {0: 0.1}))
    assert report.plain == ()
    overlord = report.cards[0]
    assert overlord.effect == overlord.power
    assert overlord.flag is Flag.TOO_STRONG


def test_a_card_never_dealt_has_no_estimate_and_no_flag() -> None:
    spec = BalanceSpec(PLANTED, 2, seed=8)
    result = synthetic(spec, {})
    result.decks[:, :, 0] = 0
    overlord = analyse(result).cards[0]
    assert (overlord.effect, overlord.power, overlord.flag, overlord.decks) == (None, None, None, 0)


def test_every_game_must_be_played_before_the_fit() -> None:
    spec = BalanceSpec(PLANTED, 3, seed=1)
    with pytest.raises(BalanceError, match="3 of 3 games are not played"):
        analyse(BalanceResult.empty(spec))


# -- dealing and playing ---------------------------------------------------------------------------


def test_each_player_is_dealt_the_seeds_rarities_from_its_own_copy_of_the_pool() -> None:
    pool = BalanceSpec(PLANTED, 1, seed=1).pool()
    assert len(pool) == 14 + 30  # the set (commons twice) and one plain set
    decks, sides = deal_hands(pool, Rng(3))
    for deck, side in zip(decks, sides, strict=True):
        assert (len(deck), len(side)) == (21, 9)
        hand = deck + side
        assert len(set(hand)) == 30
        rarities = Counter(pool[i][0].rarity.value for i in hand)
        assert rarities == Counter(PER_PLAYER)
    assert decks != (decks[1], decks[0])


def test_decks_plays_and_results_are_recorded(small_run: BalanceResult) -> None:
    assert small_run.games == 12
    assert (small_run.decks.sum(axis=2) == 21).all()
    # Without card text that places cards, every round each seat places one card in each slot.
    assert int(small_run.plays.sum()) == 2 * 9 * small_run.rounds.sum
    report = analyse(small_run)
    assert sum(report.wins) + report.draws == 12
    assert sum(c.copies for c in (*report.cards, *report.plain)) == 12 * 2 * 21


# -- reproducibility -------------------------------------------------------------------------------


def test_the_same_seed_gives_the_same_report_with_any_number_of_workers(
    small_run: BalanceResult,
) -> None:
    spec = small_run.spec
    alone = report_data(analyse(small_run))
    shared = report_data(analyse(run_balance(spec, workers=2)))
    assert shared == alone
    assert render_html(analyse(small_run)) == render_html(analyse(run_balance(spec, workers=1)))
    other = report_data(analyse(run_balance(replace(spec, seed=12), workers=1)))
    assert other["cards"] != alone["cards"]


# -- bad input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"games": 0}, "the number of games must be at least 1, got 0"),
        ({"seed": -1}, "a seed must be a whole number"),
        (
            {"threshold": 1.5},
            "the threshold is a win-probability difference, at least 0 and below 1",
        ),
        ({"plain_sets": -1}, "plain sets must be 0 to 9, got -1"),
        (
            {"plain_sets": 0},
            "planted.yaml: the pool cannot deal a player's cards: it holds 1 rare card"
            " (1 from the set, commons counted twice, and 0 plain) and a player is dealt 3",
        ),
        ({"cards": ()}, "planted.yaml: the set has no cards"),
        (
            {"cards": (card("Muddle", 3, "common", "Frobnicate the cards."),)},
            "planted.yaml: card 1 ('Muddle'): text does not parse",
        ),
    ],
)
def test_bad_specs_are_refused_with_a_clear_message(changes: dict[str, Any], message: str) -> None:
    fields: dict[str, Any] = {"cards": PLANTED, "games": 10, "seed": 1, "name": "planted.yaml"}
    fields.update(changes)
    with pytest.raises(BalanceError) as caught:
        BalanceSpec(**fields)
    assert message in str(caught.value)


def test_an_unknown_agent_is_refused() -> None:
    with pytest.raises(OptionError, match="unknown agent 'cleverest'"):
        BalanceSpec(PLANTED, 10, seed=1, agent="cleverest")


def test_sets_are_loaded_from_files_or_by_name(tmp_path: Path) -> None:
    name, cards = load_set(set_file(tmp_path, PLANTED))
    assert name.endswith("planted.yaml") and cards == PLANTED
    name, cards = load_set("starter")
    assert name == "starter" and len(cards) == 64
    assert any(face.rarity is Rarity.RARE and face.text for face in cards)
    with pytest.raises(CardSetError, match=r"missing\.yaml: cannot read"):
        load_set(tmp_path / "missing.yaml")


def test_the_generated_designers_sets_are_loaded_by_their_seed() -> None:
    name, cards = load_set("generated:7")
    assert name == "generated:7" and len(cards) == 9 * 21
    assert cards[:21] == generated_set("Ada", 7)
    assert load_set("generated") == ("generated:1", load_set("generated:1")[1])
    assert load_set("generated:8")[1] != cards
    with pytest.raises(CardSetError, match=r"'generated:x': the generated sets take a seed"):
        load_set("generated:x")


def run_cli(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["balance", *args, "--workers", "1", "--no-progress"])
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("nowhere.yaml",), "error: nowhere.yaml: cannot read"),
        (("PLANTED", "-n", "0"), "error: the number of games must be at least 1, got 0"),
        (("PLANTED", "--plain-sets", "0"), "error: PLANTED: the pool cannot deal"),
    ],
)
def test_the_command_reports_bad_input_as_one_line(
    tmp_path: Path, args: tuple[str, ...], message: str
) -> None:
    path = str(set_file(tmp_path, PLANTED))
    code, out, err = run_cli(*(path if arg == "PLANTED" else arg for arg in args))
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert message.replace("PLANTED", path) in " ".join(err.split())


# -- the command and its reports -------------------------------------------------------------------


def test_the_command_writes_json_and_html(tmp_path: Path) -> None:
    path = set_file(tmp_path, PLANTED)
    out_json, out_html = tmp_path / "reports" / "r.json", tmp_path / "reports" / "r.html"
    code, out, err = run_cli(
        str(path), "-n", "4", "--seed", "3", "--out", str(out_json), "--html", str(out_html)
    )
    assert code == 0, err
    flat = " ".join(out.split())
    assert "4 games · agent heuristic(samples=0) · seed 3" in flat
    assert "Seat 1 scores" in flat and "Too strong (interval wholly above +5 points)" in flat
    data = json.loads(out_json.read_text(encoding="utf-8"))
    assert data["format"] == "wartable-balance" and data["games"] == 4
    assert [c["title"] for c in data["cards"]] == [face.title for face in PLANTED]
    assert [c["value"] for c in data["plain"]] == list(range(1, 10))
    assert data["method"]["baseline"] == "plain" and data["timing"]["backend"] == "this process"
    page = out_html.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and page.count("<svg") == 2
    assert "Your cards get +3." in page and "<script" in page
    assert set(tmp_path.joinpath("reports").iterdir()) == {out_json, out_html}


def test_json_on_standard_output_is_the_library_report(tmp_path: Path) -> None:
    path = set_file(tmp_path, PLANTED)
    code, out, err = run_cli(str(path), "-n", "3", "--seed", "4", "--json")
    assert code == 0, err
    data = json.loads(out)
    data.pop("timing")
    spec = BalanceSpec(PLANTED, 3, seed=4, name=str(path))
    assert data == json.loads(json.dumps(report_data(analyse(run_balance(spec, workers=1)))))


def test_flagged_rows_are_highlighted_in_the_page(
    strong_overlord: BalanceReport, tmp_path: Path
) -> None:
    page = render_html(strong_overlord)
    row = page[page.index('<tr class="strong">') :]
    assert "Overlord" in row[: row.index("</tr>")]
    assert page.count('<tr class="strong">') == 1 and '<tr class="weak">' not in page
    target = write_text(tmp_path / "page.html", page)
    assert target.read_text(encoding="utf-8") == page
    assert [p.name for p in tmp_path.iterdir()] == ["page.html"]


def test_a_report_that_cannot_be_written_names_the_file(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    with pytest.raises(WartableError, match="cannot write"):
        write_text(blocker / "page.html", "x")

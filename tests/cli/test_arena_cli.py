"""``wartable arena`` through Typer's test runner."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from wartable.cli.app import app
from wartable.sim.arena import ArenaSpec, run_arena

runner = CliRunner()
OPTIONS = "chooser=both,max_turns=50,at_limit=most_cards"
ARENA = ("arena", "classic", "--agents", "heuristic,random,first", "-n", "4", "--seed", "5")


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def test_table() -> None:
    code, out, err = run(*ARENA, "-o", OPTIONS, "--workers", "1", "--no-progress")
    assert code == 0, err
    flat = " ".join(out.split())
    for text in (
        "classic · max_turns=50,at_limit=most_cards,chooser=both · 3 agents, 3 pairs",
        "4 deals × 2 seats · seed 5 · this process",
        "A score",
        "95% interval",
        "won both",
        "split",
        "lost both",
        "mean battles",
        "openskill Plackett–Luce over all 24 games",
        "ordinal μ−3σ",
        "time/decision",
        "Mean game length",
    ):
        assert text in flat, text
    rows = [line for line in out.splitlines() if line.startswith("│heuristic │ random")]
    assert len(rows) == 2, out
    assert "No agent had a decision" not in out


def test_json_is_the_library_report() -> None:
    code, out, err = run(*ARENA, "-o", OPTIONS, "--workers", "2", "--json", "--no-progress")
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    timing = data.pop("timing")
    assert timing["backend"] == "2 local processes" and timing["seconds"] > 0
    assert set(timing["seconds_per_decision"]) == {"heuristic", "random", "first"}
    expected = run_arena(
        ArenaSpec("classic", OPTIONS, ("heuristic", "random", "first"), 4, 5), workers=1
    )
    report = expected.report()
    del report["timing"]
    assert data == report
    assert [pair["games"] for pair in data["pairs"]] == [8, 8, 8]
    assert [rating["rank"] for rating in data["ratings"]] == [1, 2, 3]


def test_without_decisions_it_says_so() -> None:
    code, out, _ = run(*ARENA, "-o", "max_turns=50", "--workers", "1", "--no-progress")
    assert code == 0
    assert "No agent had a decision to make" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--agents", "heuristic,genius"), "unknown agent 'genius'"),
        (("--agents", "heuristic"), "an arena needs at least two agents, got 1"),
        ((), "name at least two agents with --agents"),
        (("--agents", "random,Random"), "agent 'random' is given twice"),
        (("--agents", "random,heuristic(depth=2"), "expected ')'"),
        (("--agents", "random,first", "-o", "war_face_down=9"), "war_face_down must be integer"),
        (("--agents", "random,first", "-n", "0"), "the number of deals must be at least 1, got 0"),
        (("--agents", "random,first", "--seed", "-1"), "a seed must be a whole number"),
        (("--agents", "random,first", "--workers", "0"), "workers must be at least 1"),
        (("--agents", "random,first", "--ray", "local", "--workers", "2"), "--workers is for"),
        (
            ("--agents", "random,first", "--per-deal", "chooser"),
            "option chooser (none|first|second|both) cannot be drawn per deal",
        ),
        (
            ("--agents", "random,first", "-o", "war_face_down=2", "--per-deal", "war_face_down"),
            "option war_face_down is given in --options and drawn per deal by --per-deal",
        ),
    ],
)
def test_bad_input_is_one_clear_line_and_exit_2(args: tuple[str, ...], message: str) -> None:
    code, out, err = run("arena", "classic", *args)
    assert code == 2
    assert message in err
    assert err.strip().count("\n") == 0, err
    assert "Traceback" not in out + err


def test_a_generated_pool_for_each_deal_is_listed() -> None:
    args = ("arena", "slot-wars", "--agents", "baseline,random", "-n", "3", "--seed", "8")
    drawn = (*args, "-o", "pool=generated", "--per-deal", "pool_seed", "--workers", "1")
    code, out, err = run(*drawn, "--no-progress")
    assert code == 0, err
    flat = " ".join(out.split())
    assert "slot-wars · pool=generated · pool_seed drawn per deal · 2 agents" in flat
    seeds = ArenaSpec("slot-wars", "pool=generated", ("baseline", "random"), 3, 8, ("pool_seed",))
    values = [seeds.deal_values(deal)["pool_seed"] for deal in range(3)]
    assert f"pool_seed per deal, deal 0 first: {', '.join(map(str, values))}" in flat
    code, out, err = run(*drawn, "--no-progress", "--json")
    assert code == 0, err
    assert json.loads(out)["per_deal"] == {"pool_seed": values}


def test_unknown_variant() -> None:
    code, _, err = run("arena", "clasic", "--agents", "random,first")
    assert code == 2
    assert "unknown variant 'clasic' (did you mean 'classic'?)" in err


def test_checkpoint_resumes_and_needs_a_seed(tmp_path: Path) -> None:
    path = tmp_path / "arena.ckpt"
    args = (*ARENA, "-o", OPTIONS, "--workers", "1", "--no-progress", "--json")
    code, first, err = run(*args, "--checkpoint", str(path))
    assert code == 0, err
    code, second, err = run(*args, "--checkpoint", str(path))
    assert code == 0, err
    one, two = json.loads(first), json.loads(second)
    assert two["timing"]["resumed_games"] == one["games"] == 24
    assert one["timing"]["resumed_games"] == 0
    del one["timing"], two["timing"]
    assert one == two
    code, _, err = run("arena", "classic", "--agents", "heuristic,random", "--checkpoint", "x")
    assert code == 2
    assert "--checkpoint needs --seed" in err


def test_a_py_agent_is_rated() -> None:
    external = "py:tests.agents.external_agents:make"
    code, out, err = run(
        "arena", "classic", "--agents", f"heuristic,{external}", "-n", "3", "--seed", "2",
        "-o", OPTIONS, "--workers", "1", "--no-progress", "--json",
    )  # fmt: skip
    assert code == 0, err
    report = json.loads(out)
    assert report["agents"] == ["heuristic", external]
    assert report["decisions"][external] > 0


def test_a_bad_py_agent_is_named() -> None:
    code, _, err = run(
        "arena", "classic", "--agents", "heuristic,py:tests.agents.external_agents:nothing",
        "--no-progress",
    )  # fmt: skip
    assert code == 2
    assert "has no attribute 'nothing'" in " ".join(err.split())

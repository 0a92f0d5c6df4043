"""The arena: duplicate deals, reproducible reports and ratings, and results that add up."""

from __future__ import annotations

import json
import math
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from wartable.core import OptionError, RecordError, UnknownVariantError
from wartable.core.rng import derive_seed
from wartable.sim.arena import (
    ArenaGame,
    ArenaResult,
    ArenaSpec,
    play_deal,
    play_deals,
    run_arena,
    score_interval,
    split_agents,
)
from wartable.sim.backends import InProcessBackend, LocalBackend
from wartable.sim.stats import wilson_interval

SHORT = "max_turns=50,at_limit=most_cards"
BOTH = f"chooser=both,{SHORT}"
THREE = ("heuristic", "random", "first")


def without_timing(result: ArenaResult) -> dict[str, Any]:
    report = result.report()
    del report["timing"]
    return report


def test_each_deal_is_played_twice_with_the_seats_swapped() -> None:
    spec = ArenaSpec("classic", BOTH, THREE, 5, 11)
    one, two = play_deal(spec, 1, 4)
    assert one.seed == two.seed == derive_seed(11, "deal", 4) == spec.deal_seed(4)
    assert (one.deal, two.deal) == (4, 4)
    assert one.seats == (0, 2) and two.seats == (2, 0)
    assert one.decisions[0] > 0 and two.decisions[0] > 0
    assert play_deal(spec, 2, 4)[0].seed == one.seed, "every pair plays the same deals"
    # With nobody deciding, the two games of a deal are one game with the seats swapped: the deal
    # goes once to each agent (or is drawn twice), never twice to the same one.
    plain = run_arena(ArenaSpec("classic", SHORT, ("heuristic", "random"), 30, 11), workers=1)
    assert plain.decisions == [0, 0]
    deals = plain.pairs[0].deal_counts()
    assert deals["won_both"] == deals["lost_both"] == 0
    assert deals["split"] + deals["with_draw"] == 30 and deals["split"] > 0


def test_a_pairs_games_do_not_depend_on_the_other_agents() -> None:
    alone = run_arena(ArenaSpec("classic", BOTH, ("heuristic", "first"), 3, 2), workers=1)
    among = run_arena(ArenaSpec("classic", BOTH, THREE, 3, 2), workers=1)
    assert without_timing(alone)["pairs"][0] == without_timing(among)["pairs"][1]


def test_same_seed_same_report_whatever_the_workers() -> None:
    spec = ArenaSpec("classic", BOTH, THREE, 6, 3)
    serial = without_timing(run_arena(spec, workers=1))
    assert without_timing(run_arena(spec, workers=2)) == serial
    with LocalBackend(3, threads=True) as threads:
        assert without_timing(run_arena(spec, backend=threads)) == serial
    other = ArenaSpec("classic", BOTH, THREE, 6, 4)
    assert without_timing(run_arena(other, backend=InProcessBackend())) != serial


def test_results_add_up() -> None:
    spec = ArenaSpec("classic", BOTH, THREE, 5, 8)
    progress: list[int] = []
    result = run_arena(spec, workers=1, on_progress=progress.append)
    report = result.report()
    assert sum(progress) == result.games == report["games"] == spec.games == 30
    assert [(p["a"], p["b"]) for p in report["pairs"]] == [
        ("heuristic", "random"),
        ("heuristic", "first"),
        ("random", "first"),
    ]
    for pair in report["pairs"]:
        assert sum(pair["wins"]) + pair["draws"] == pair["games"] == 10
        assert sum(pair["deals"].values()) == 5
        low, high = pair["a_score"]["ci95"]
        assert 0 <= low <= pair["a_score"]["share"] <= high <= 1
    assert result.lengths().total == 30
    assert report["length"]["mean"] == pytest.approx(
        sum(p["length"]["mean"] for p in report["pairs"]) / 3
    )
    assert all(n > 0 for n in report["decisions"].values())
    assert set(report["timing"]["seconds_per_decision"]) == set(THREE)


def test_heuristic_beats_random_and_is_rated_first() -> None:
    spec = ArenaSpec("classic", BOTH, ("random", "heuristic"), 80, 1)
    result = run_arena(spec, workers=1)
    share, low, high = result.pairs[0].score()
    assert high < 0.5, f"random's score {share:.3f} ({low:.3f}-{high:.3f})"
    ratings = result.ratings()
    assert [r.agent for r in ratings] == ["heuristic", "random"]
    assert ratings[0].ordinal == pytest.approx(ratings[0].mu - 3 * ratings[0].sigma)
    assert ratings[0].mu > 25 > ratings[1].mu


def test_ratings_do_not_depend_on_the_order_chunks_finish_in() -> None:
    spec = ArenaSpec("classic", f"chooser=first,{SHORT}", THREE, 4, 6)
    parts = [play_deals(spec, pair, deal, deal + 1) for pair in range(3) for deal in range(4)]
    forward, backward = ArenaResult.empty(spec), ArenaResult.empty(spec)
    for part in parts:
        forward.add(part)
    for part in reversed(parts):
        backward.add(part)
    assert forward.ratings() == backward.ratings() == forward.ratings()
    assert forward.ratings() == run_arena(spec, workers=1).ratings()


def test_score_interval_is_wilsons_for_the_score_share() -> None:
    assert score_interval(7, 0, 20) == pytest.approx(wilson_interval(7, 20))
    # Wilson's interval for a share p of n trials, written out.
    p, n, z = (7 + 3 / 2) / 20, 20, 1.959963984540054
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    assert score_interval(7, 3, 20) == pytest.approx((centre - half, centre + half))


def test_agents_split_on_commas_outside_parentheses() -> None:
    assert split_agents("heuristic, ismcts(iterations=200,seconds=1) ,random") == (
        "heuristic",
        "ismcts(iterations=200,seconds=1)",
        "random",
    )
    assert split_agents("random,,first,") == ("random", "first")


def test_spec_is_checked_and_canonical() -> None:
    spec = ArenaSpec("War", "classic(chooser=both)", ("Heuristic", "random"), 1, 0)
    assert spec == ArenaSpec("classic", "chooser=both", ("heuristic", "random"), 1, 0)
    assert spec.variant == "classic" and spec.options.startswith("classic(max_turns=10000,")
    assert spec.pairs == ((0, 1),) and spec.games == 2
    with pytest.raises(UnknownVariantError, match="unknown variant 'clasic'"):
        ArenaSpec("clasic", "", ("random", "first"), 1, 0)
    for options, agents, deals, seed, message in [
        ("", ("random", "genius"), 1, 0, "unknown agent 'genius'"),
        ("", ("random",), 1, 0, "at least two agents"),
        ("", ("random", "Random"), 1, 0, "'random' is given twice"),
        ("war_face_down=9", ("random", "first"), 1, 0, "war_face_down must be integer 0-3"),
        ("", ("random", "first"), 0, 0, "deals must be at least 1, got 0"),
        ("", ("random", "first"), 1, -1, "a seed must be a whole number"),
    ]:
        with pytest.raises(OptionError, match=message):
            ArenaSpec("classic", options, agents, deals, seed)


def test_a_resumed_run_reports_what_an_uninterrupted_run_does(tmp_path: Path) -> None:
    spec = ArenaSpec("classic", BOTH, THREE, 6, 21)
    whole = run_arena(spec, backend=InProcessBackend())
    path = tmp_path / "run.ckpt"
    run_arena(spec, backend=InProcessBackend(), checkpoint=path)
    lines = path.read_text().splitlines(keepends=True)
    assert len(lines) > 3
    # Keep the header and two chunks, then half of a third line, as a killed writer would leave.
    path.write_text("".join(lines[:3]) + lines[3][: len(lines[3]) // 2])
    seen: list[int] = []
    resumed = run_arena(spec, backend=InProcessBackend(), checkpoint=path, on_progress=seen.append)
    assert without_timing(resumed) == without_timing(whole)
    assert (
        resumed.resumed == seen[0] == sum(len(json.loads(line)["outcomes"]) for line in lines[1:3])
    )
    assert sum(seen) == spec.games
    # The file now holds the whole run: a third run plays nothing.
    again = run_arena(spec, backend=InProcessBackend(), checkpoint=path)
    assert again.resumed == spec.games
    assert without_timing(again) == without_timing(whole)


def test_a_checkpoint_of_another_run_or_damaged_is_refused_and_left_alone(tmp_path: Path) -> None:
    spec = ArenaSpec("classic", BOTH, THREE[:2], 2, 5)
    path = tmp_path / "run.ckpt"
    run_arena(spec, backend=InProcessBackend(), checkpoint=path)
    original = path.read_bytes()
    other = ArenaSpec("classic", BOTH, THREE[:2], 2, 6)
    with pytest.raises(RecordError, match="belongs to another run: its seed is 5"):
        run_arena(other, backend=InProcessBackend(), checkpoint=path)
    assert path.read_bytes() == original
    lines = original.decode().splitlines(keepends=True)
    damaged = [lines[0], '{"pair": 0, "start": 0, "outcomes": [7, 7]}\n']
    path.write_text("".join(damaged))
    with pytest.raises(RecordError, match=r"line 2: not a finished chunk"):
        run_arena(spec, backend=InProcessBackend(), checkpoint=path)
    path.write_text(lines[0] + lines[1] + lines[1])
    with pytest.raises(RecordError, match="line 3: repeats deals"):
        run_arena(spec, backend=InProcessBackend(), checkpoint=path)
    path.write_text("not json\n")
    with pytest.raises(RecordError, match="line 1: not an arena checkpoint"):
        run_arena(spec, backend=InProcessBackend(), checkpoint=path)


GENERATED = "pool=generated"
QUICK = ("baseline", "random")


def untimed(games: tuple[ArenaGame, ArenaGame]) -> list[ArenaGame]:
    return [replace(game, seconds=(0.0, 0.0)) for game in games]


def test_options_drawn_per_deal_give_each_deal_its_own_value() -> None:
    spec = ArenaSpec("slot-wars", GENERATED, QUICK, 3, 8, ("pool_seed",))
    values = [spec.deal_values(deal)["pool_seed"] for deal in range(3)]
    assert len(set(values)) == 3 and all(0 <= v < 1_000_000 for v in values)
    assert values[1] == derive_seed(8, "per-deal", "pool_seed", 1) % 1_000_000
    for deal, value in enumerate(values):
        options = spec.deal_options(deal)
        expected = spec.options.replace("pool_seed=1", f"pool_seed={value}")
        assert options.to_string(full=True) == expected
        # The deal is the game of a run with that pool_seed given: the same seeds, the same play.
        fixed = ArenaSpec("slot-wars", f"{GENERATED},pool_seed={value}", QUICK, 3, 8)
        assert untimed(play_deal(spec, 0, deal)) == untimed(play_deal(fixed, 0, deal))
    report = run_arena(spec, workers=1).report()
    assert report["per_deal"] == {"pool_seed": values}
    assert (
        run_arena(ArenaSpec("slot-wars", GENERATED, QUICK, 1, 8), workers=1).report()["per_deal"]
        == {}
    )
    # An option with a range is drawn within it; the names are kept sorted.
    bounded = ArenaSpec("classic", BOTH, THREE, 40, 3, ("war_face_down", "max_turns"))
    assert bounded.per_deal == ("max_turns", "war_face_down")
    assert {bounded.deal_values(d)["war_face_down"] for d in range(40)} == {0, 1, 2, 3}


def test_options_drawn_per_deal_are_checked() -> None:
    for variant, options, names, message in [
        ("slot-wars", GENERATED, ("pool_sed",), "unknown option 'pool_sed'"),
        (
            "slot-wars",
            GENERATED,
            ("pool",),
            r"option pool \(starter\|vanilla\|generated\) cannot be drawn per deal",
        ),
        ("slot-wars", GENERATED, ("pool_seed", "pool_seed"), "pool_seed is drawn per deal twice"),
        ("slot-wars", "", ("pool_seed",), "pool_seed makes the generated pool.*add pool=generated"),
    ]:
        with pytest.raises(OptionError, match=message):
            ArenaSpec(variant, options, QUICK, 1, 0, names)


def test_a_checkpoint_knows_the_options_drawn_per_deal(tmp_path: Path) -> None:
    spec = ArenaSpec("classic", BOTH, THREE[:2], 2, 5)
    path = tmp_path / "run.ckpt"
    whole = run_arena(spec, backend=InProcessBackend(), checkpoint=path)
    drawn = ArenaSpec("classic", BOTH, THREE[:2], 2, 5, ("war_face_down",))
    with pytest.raises(
        RecordError, match=r"its per_deal is \[\], this run's is \['war_face_down'\]"
    ):
        run_arena(drawn, backend=InProcessBackend(), checkpoint=path)
    # A file written before the spec had the field reads as drawing nothing.
    header, *chunks = path.read_text().splitlines(keepends=True)
    old = json.loads(header)
    del old["spec"]["per_deal"]
    path.write_text(json.dumps(old) + "\n" + "".join(chunks))
    resumed = run_arena(spec, backend=InProcessBackend(), checkpoint=path)
    assert resumed.resumed == spec.games
    assert without_timing(resumed) == without_timing(whole)

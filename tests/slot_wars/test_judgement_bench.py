"""``bench/slot_wars_judgement.py`` reads rounds as the search does and scores its chance."""

from __future__ import annotations

import importlib.util
import math
import sys
from pathlib import Path
from types import ModuleType

from wartable.variants.slot_wars import tactics
from wartable.variants.slot_wars.engine.pool import SLOTS

ROOT = Path(__file__).parents[2]


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "judgement", ROOT / "bench" / "slot_wars_judgement.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up
    spec.loader.exec_module(module)
    return module


def test_the_round_estimate_is_the_searchs_weights() -> None:
    # Today's judgement: the plays difference counts a half, as estimate has counted it.
    assert tactics.round_estimate(1, 4, (2.0, 1.0)) == tactics.round_chance(1.5, 4)
    assert tactics.round_estimate(1, 4, (2.0, 1.0), plays_weight=1.0) == tactics.round_chance(2, 4)
    wide = tactics.round_chance(1, 4, slot_spread=2.0)
    assert 0.5 < wide < tactics.round_chance(1, 4)
    # At one round all, this round decides the game.
    assert tactics.position_value((1, 1), 1, 4, (2.0, 1.0)) == 2 * tactics.round_chance(1.5, 4) - 1


def test_readings_are_the_searchs_and_scored_against_the_rounds() -> None:
    bench = _bench()
    found = bench.readings(2, 5, ("heuristic", "baseline"))
    assert found, "two games decide rounds"
    assert all(r.open_slots == SLOTS - r.slot + 1 for r in found)
    assert {r.won for r in found} <= {True, False}
    loss, right = bench.score(found, tactics.PLAYS_WEIGHT, tactics.SLOT_SPREAD)
    expected = 0.0
    for r in found:
        chance = tactics.round_estimate(r.standing, r.open_slots, r.plays)
        chance = min(max(chance, bench.CLIPPED), 1 - bench.CLIPPED)
        expected -= math.log(chance if r.won else 1 - chance)
    assert math.isclose(loss, expected / len(found))
    assert 0 <= right <= 1
    # Other weights give another score: the grid compares something.
    assert bench.score(found, 2.0, 3.0) != (loss, right)

"""Simulation runs: the kernel against the reference engine in distribution, the same numbers on
every backend, and bounded aggregation."""

from __future__ import annotations

import contextlib
import gc
import math
from collections.abc import Iterator
from typing import Any

import pytest

from wartable.core import OptionError, get_variant
from wartable.sim import simulate
from wartable.sim.backends import Backend, InProcessBackend, LocalBackend, RayBackend
from wartable.sim.engines import Engine, resolve_engine
from wartable.sim.simulate import (
    SimulationResult,
    SimulationSpec,
    run_simulation,
    simulate_range,
)

# Two-sample Kolmogorov-Smirnov test at significance 0.001: reject "same distribution" when the
# largest gap between the two empirical CDFs exceeds c * sqrt((n + m) / (n * m)), c = 1.949.
KS_C_001 = 1.949
# Two-proportion z-test at significance 0.001 (two-sided): reject when |z| > 3.29.
Z_001 = 3.29


def ks_statistic(first: SimulationResult, second: SimulationResult, metric: str) -> float:
    a, b = first.metrics[metric].counts, second.metrics[metric].counts
    n, m = sum(a.values()), sum(b.values())
    seen_a = seen_b = 0
    gap = 0.0
    for value in sorted(set(a) | set(b)):
        seen_a += a.get(value, 0)
        seen_b += b.get(value, 0)
        gap = max(gap, abs(seen_a / n - seen_b / m))
    return gap


def proportion_z(first: SimulationResult, second: SimulationResult) -> float:
    x1, n1 = first.wins[0], first.wins[0] + first.wins[1]
    x2, n2 = second.wins[0], second.wins[0] + second.wins[1]
    pooled = (x1 + x2) / (n1 + n2)
    return (x1 / n1 - x2 / n2) / math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))


CHANCE_OPTIONS = [
    "classic",
    "classic(collect_order=winner_first,shuffle_on_refill=true)",
    "classic(war_face_down=3,won_cards_to=bottom,war_short=lose)",
]


@pytest.mark.parametrize("options", CHANCE_OPTIONS)
def test_kernel_and_reference_agree_in_distribution(options: str) -> None:
    n, m = 3000, 30000
    reference = run_simulation(SimulationSpec("classic", options, n, 5), workers=1)
    kernel = run_simulation(
        SimulationSpec("classic", options, m, 5, engine=Engine.KERNEL), workers=1
    )
    threshold = KS_C_001 * math.sqrt((n + m) / (n * m))
    for metric in ("battles", "wars", "double_wars"):
        gap = ks_statistic(reference, kernel, metric)
        assert gap < threshold, f"{options}: {metric} KS gap {gap:.4f} >= {threshold:.4f}"
    assert abs(proportion_z(reference, kernel)) < Z_001
    assert reference.terminations.keys() == kernel.terminations.keys()


def test_the_distribution_test_can_fail() -> None:
    plain = run_simulation(SimulationSpec("classic", "classic", 3000, 5), workers=1)
    other = run_simulation(
        SimulationSpec("classic", "classic(war_face_down=0)", 30000, 5, engine=Engine.KERNEL),
        workers=1,
    )
    assert ks_statistic(plain, other, "wars") > KS_C_001 * math.sqrt(33000 / (3000 * 30000))


def report(spec: SimulationSpec, backend: Backend | None = None, workers: int | None = None) -> Any:
    return run_simulation(spec, backend=backend, workers=workers).report()


@pytest.mark.parametrize("engine", [Engine.REFERENCE, Engine.KERNEL])
def test_same_numbers_whatever_the_backend(engine: Engine) -> None:
    games = 600 if engine is Engine.REFERENCE else 20_000
    spec = SimulationSpec("classic", "classic(collect_order=table_order)", games, 3, engine=engine)
    serial = report(spec, InProcessBackend())
    with LocalBackend(2) as processes:
        assert report(spec, processes) == serial
    with LocalBackend(2, threads=True) as threads:
        assert report(spec, threads) == serial
    assert report(spec, workers=2) == serial
    other = report(SimulationSpec("classic", spec.options, games, 4, engine=engine), workers=1)
    assert other != serial


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


@pytest.mark.usefixtures("local_ray")
def test_ray_gives_the_same_aggregate() -> None:
    for engine, games in ((Engine.KERNEL, 50_000), (Engine.REFERENCE, 400)):
        spec = SimulationSpec("classic", "classic", games, 8, engine=engine)
        with RayBackend("local") as ray_backend:
            assert ray_backend.workers == 2
            on_ray = report(spec, ray_backend)
        assert on_ray == report(spec, InProcessBackend())


def test_aggregates_stay_small() -> None:
    spec = SimulationSpec("classic", "classic", 1_000_000, 2, engine=Engine.KERNEL)
    result = run_simulation(spec, workers=2)
    assert result.games == 1_000_000
    sizes = {name: len(h.counts) for name, h in result.metrics.items()}
    assert all(size < 10_000 for size in sizes.values()), sizes
    assert sum(result.metrics["battles"].counts.values()) == 1_000_000


def test_engine_choice() -> None:
    options = get_variant("classic").parse_options("classic")
    assert resolve_engine(Engine.AUTO, "classic", options) is Engine.KERNEL
    assert resolve_engine(Engine.REFERENCE, "classic", options) is Engine.REFERENCE
    chooser = get_variant("classic").parse_options("chooser=first")
    assert resolve_engine(Engine.AUTO, "classic", chooser) is Engine.REFERENCE
    with pytest.raises(OptionError, match="need agents"):
        resolve_engine(Engine.KERNEL, "classic", chooser)
    with pytest.raises(ValueError, match="resolve the engine"):
        SimulationSpec("classic", "classic", 1, 1, engine=Engine.AUTO)


def test_a_run_plays_the_same_games_with_the_collector_eased(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """simulate_range plays its games inside games_collector() (the loaded heap frozen, the young
    objects swept less often, both restored after); the games are those played with the
    collector untouched."""
    spec = SimulationSpec("slot-wars", "slot-wars", 3, 5, agents=("random", "random"))
    thresholds = gc.get_threshold()
    eased = simulate_range(spec, 0, 3)
    assert gc.get_threshold() == thresholds
    monkeypatch.setattr(simulate, "games_collector", contextlib.nullcontext)
    untouched = simulate_range(spec, 0, 3)
    assert eased.report() == untouched.report() and eased.games == 3

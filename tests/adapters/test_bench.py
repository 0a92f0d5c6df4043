"""``bench/adapters.py`` measures, and compares with another checkout in the same run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[2]


def _run(*arguments: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "adapters.py"), *arguments],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        # the tests' plugin variant (tests/conftest.py) is imported from the repository's root
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    found: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return found


def test_it_measures_a_variant() -> None:
    rates = _run("--variants", "hand-of-war", "--seconds", "0.2")["aec_steps_per_second"]
    assert isinstance(rates, dict) and rates["hand-of-war"] > 0


def test_it_compares_with_a_baseline_in_the_same_run() -> None:
    # This checkout against itself: both sides are measured, and the ratio is theirs.
    found = _run(
        "--variants",
        "classic",
        "--seconds",
        "0.2",
        "--rounds",
        "1",
        "--baseline",
        str(ROOT / "src"),
    )["aec_steps_per_second"]
    assert isinstance(found, dict)
    classic = found["classic"]
    assert classic["baseline"] > 0 and classic["this"] > 0
    assert abs(classic["ratio"] - classic["this"] / classic["baseline"]) < 0.01

"""Streaming statistics: exact integer histograms and binomial confidence intervals.

Aggregates are built from integer counts only, so merging partial results from any number of workers,
in any order, gives exactly the same numbers.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

Z_95 = 1.959963984540054
"""The two-sided 95% quantile of the standard normal distribution."""


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (default 95%).

    Unlike the normal approximation it stays inside [0, 1] and behaves well near 0 and 1.
    With no trials it is the whole of [0, 1].
    """
    if trials <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= trials:
        raise ValueError(f"successes must be between 0 and trials, got {successes}/{trials}")
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return low, high


@dataclass
class IntHistogram:
    """Counts of non-negative integer values; exact mean, quantiles and maximum in bounded memory.

    Memory grows with the number of distinct values, not with the number of values added.
    """

    counts: Counter[int] = field(default_factory=Counter)

    def add(self, value: int, times: int = 1) -> None:
        """Count ``value`` ``times`` times."""
        self.counts[value] += times

    def merge(self, other: IntHistogram) -> None:
        """Add every count of ``other``."""
        self.counts.update(other.counts)

    @property
    def total(self) -> int:
        """How many values were added."""
        return sum(self.counts.values())

    @property
    def sum(self) -> int:
        """The sum of all values."""
        return sum(value * count for value, count in self.counts.items())

    def mean(self) -> float:
        """The mean (NaN when empty)."""
        total = self.total
        return self.sum / total if total else math.nan

    def variance(self) -> float:
        """The sample variance (NaN with fewer than two values)."""
        total = self.total
        if total < 2:
            return math.nan
        first = self.sum
        second = sum(count * value * value for value, count in self.counts.items())
        # Exact integer arithmetic: the same result whatever order the counts were merged in.
        return (total * second - first * first) / (total * (total - 1))

    def mean_interval(self, z: float = Z_95) -> tuple[float, float]:
        """A normal-approximation confidence interval for the mean (default 95%)."""
        half = z * math.sqrt(self.variance() / self.total)
        return self.mean() - half, self.mean() + half

    def quantile(self, q: float) -> int:
        """The smallest value whose cumulative share reaches ``q`` (the nearest-rank quantile)."""
        if not 0 <= q <= 1:
            raise ValueError(f"quantile must be between 0 and 1, got {q}")
        total = self.total
        if not total:
            raise ValueError("no values")
        rank = max(1, math.ceil(q * total))
        seen = 0
        for value in sorted(self.counts):
            seen += self.counts[value]
            if seen >= rank:
                return value
        return max(self.counts)

    def maximum(self) -> int:
        """The largest value."""
        return max(self.counts)

    def describe(self) -> dict[str, Any]:
        """Mean (with its 95% interval and the standard deviation), median, p90, p99 and max."""
        if not self.total:
            return {}
        low, high = self.mean_interval()
        return {
            "mean": self.mean(),
            "mean_ci95": [low, high],
            "std": math.sqrt(self.variance()) if self.total > 1 else math.nan,
            "median": self.quantile(0.5),
            "p90": self.quantile(0.9),
            "p99": self.quantile(0.99),
            "max": self.maximum(),
        }

    def to_json(self) -> dict[str, int]:
        """Value -> count, as JSON-ready data."""
        return {str(k): v for k, v in sorted(self.counts.items())}

    @staticmethod
    def from_values(values: Iterable[int]) -> IntHistogram:
        """A histogram of the given values."""
        return IntHistogram(Counter(values))

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> IntHistogram:
        """Read what :meth:`to_json` wrote."""
        return IntHistogram(Counter({int(k): int(v) for k, v in data.items()}))

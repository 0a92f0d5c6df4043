"""Which engine plays a simulation: the reference engine, or a compiled batch kernel.

A batch kernel is registered per variant. ``auto`` picks the kernel whenever the variant has one
that can play the options (it cannot play options that ask players to decide), else the reference
engine. Both follow the same rules; for options without chance after the deal they agree game for
game on the same deals (tests/sim). From one run seed each engine draws its own deals, so the two
give different (statistically equivalent) games; each is reproducible.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from importlib import import_module
from importlib.util import find_spec
from typing import TYPE_CHECKING, Any

from wartable.core.errors import OptionError
from wartable.core.options import VariantOptions
from wartable.core.registry import module_name
from wartable.extras import MissingExtraError
from wartable.sim.stats import IntHistogram

if TYPE_CHECKING:
    import numpy as np


class Engine(StrEnum):
    """How games are played."""

    AUTO = "auto"
    KERNEL = "kernel"
    REFERENCE = "reference"


@dataclass(frozen=True)
class BatchKernel:
    """A variant's compiled batch simulator, loaded on first use: the module
    ``wartable.sim.kernels.<variant>`` (see :func:`kernel_of`), which gives ``METRICS``,
    ``kernel_supports(options)`` and ``simulate_games(options, run_seed, start, count)``."""

    module: str

    def load(self) -> Any:
        """The kernel module (imports NumPy and Numba)."""
        return import_module(self.module)

    @property
    def metrics(self) -> tuple[str, ...]:
        """The per-game counters the kernel reports."""
        return tuple(self.load().METRICS)

    def supports(self, options: VariantOptions) -> bool:
        """Whether the kernel can play these options."""
        return bool(self.load().kernel_supports(options))


def kernel_of(variant: str) -> BatchKernel | None:
    """The variant's batch kernel, if ``wartable.sim.kernels`` has a module named after it
    (found without importing it: kernels load Numba). Raise MissingExtraError if the ``sim``
    extra, which the kernels need, is not installed."""
    module = f"{__package__}.kernels.{module_name(variant)}"
    return BatchKernel(module) if find_spec(module) is not None else None


def resolve_engine(requested: Engine, variant: str, options: VariantOptions) -> Engine:
    """The engine that will play: ``auto`` becomes ``kernel`` or ``reference`` (the reference
    engine where the ``sim`` extra is not installed).

    Raise OptionError if the kernel is asked for and cannot play these options, MissingExtraError
    if it is asked for without the ``sim`` extra.
    """
    if requested is Engine.REFERENCE:
        return Engine.REFERENCE
    try:
        kernel = kernel_of(variant)
    except MissingExtraError:
        if requested is Engine.KERNEL:
            raise
        return Engine.REFERENCE
    can = kernel is not None and kernel.supports(options)
    if requested is Engine.KERNEL and not can:
        why = (
            f"{variant} has no batch kernel"
            if kernel is None
            else f"the {variant} kernel cannot play {options.to_string()}: games where players"
            " decide need agents; use --engine reference"
        )
        raise OptionError(why)
    return Engine.KERNEL if can else Engine.REFERENCE


def kernel_chunk(variant: str) -> Callable[[VariantOptions, int, int, int], Any]:
    """The kernel's ``simulate_games(options, run_seed, start, count)``."""
    kernel = kernel_of(variant)
    if kernel is None:
        raise OptionError(f"{variant} has no batch kernel")
    simulate: Callable[[VariantOptions, int, int, int], Any] = kernel.load().simulate_games
    return simulate


def histogram_of(values: np.ndarray) -> IntHistogram:
    """An exact histogram of an integer array."""
    import numpy as np  # noqa: PLC0415 - kernels' results only (the sim extra)

    distinct, counts = np.unique(values, return_counts=True)
    return IntHistogram(Counter(dict(zip(distinct.tolist(), counts.tolist(), strict=True))))


def termination_counts(codes: np.ndarray, terminations: tuple[str, ...]) -> Counter[str]:
    """How many games ended each way, from the kernel's termination codes."""
    import numpy as np  # noqa: PLC0415 - kernels' results only (the sim extra)

    counts = np.bincount(codes.astype(np.int64), minlength=len(terminations))
    return Counter({terminations[i]: int(n) for i, n in enumerate(counts) if n})

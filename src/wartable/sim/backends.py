"""Where the chunks of a simulation run: in this process, on local cores, or on a Ray cluster.

Every backend runs the same function, :func:`wartable.sim.simulate.simulate_range`, on ranges of game
indices and hands each partial result back as it finishes; results merge exactly in any order, so
the backend and the number of workers never change a run's numbers.
"""

from __future__ import annotations

import multiprocessing
import os
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from concurrent.futures import (
    FIRST_COMPLETED,
    Executor,
    Future,
    ProcessPoolExecutor,
    ThreadPoolExecutor,
    wait,
)
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Self

from wartable.core.errors import OptionError

if TYPE_CHECKING:
    from wartable.sim.simulate import SimulationResult, SimulationSpec

ChunkDone = Callable[["SimulationResult", int], None]
"""Called with each finished chunk's result and its number of games."""


def default_workers() -> int:
    """The number of local cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not on Linux
        return os.cpu_count() or 1


class Backend(ABC):
    """Runs chunks of a simulation. Use as a context manager so workers are shut down."""

    workers: int

    @property
    @abstractmethod
    def description(self) -> str:
        """Where the work runs, for reports."""

    @abstractmethod
    def run(self, spec: SimulationSpec, chunks: Sequence[tuple[int, int]], done: ChunkDone) -> None:
        """Run ``simulate_range(spec, start, stop)`` for every chunk, calling ``done`` for each."""

    def close(self) -> None:  # noqa: B027 - most backends hold nothing to release
        """Release workers."""

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


class InProcessBackend(Backend):
    """Everything in the calling process, chunk after chunk."""

    workers = 1

    @property
    def description(self) -> str:
        return "this process"

    def run(self, spec: SimulationSpec, chunks: Sequence[tuple[int, int]], done: ChunkDone) -> None:
        from wartable.sim.simulate import simulate_range  # noqa: PLC0415 - avoids an import cycle

        for start, stop in chunks:
            done(simulate_range(spec, start, stop), stop - start)


class LocalBackend(Backend):
    """A pool of local workers: processes, or threads for compiled kernels that release the GIL."""

    def __init__(self, workers: int, *, threads: bool = False) -> None:
        if workers < 1:
            raise OptionError(f"workers must be at least 1, got {workers}")
        self.workers = workers
        self.threads = threads
        self._executor: Executor | None = None

    @property
    def description(self) -> str:
        kind = "threads" if self.threads else "processes"
        return f"{self.workers} local {kind}"

    def run(self, spec: SimulationSpec, chunks: Sequence[tuple[int, int]], done: ChunkDone) -> None:
        from wartable.sim.simulate import simulate_range  # noqa: PLC0415 - avoids an import cycle

        if self._executor is None:
            self._executor = (
                ThreadPoolExecutor(max_workers=self.workers)
                if self.threads
                else ProcessPoolExecutor(
                    max_workers=self.workers, mp_context=multiprocessing.get_context("spawn")
                )
            )
        pending: dict[Future[SimulationResult], int] = {
            self._executor.submit(simulate_range, spec, start, stop): stop - start
            for start, stop in chunks
        }
        try:
            while pending:
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    done(future.result(), pending.pop(future))
        finally:
            for future in pending:
                future.cancel()

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None


class RayBackend(Backend):
    """Ray tasks: on a local Ray instance (address ``local``) or on a cluster.

    A cluster address (``auto``, ``host:port`` or ``ray://host:port``) ships the wartable package to
    the workers; NumPy and Numba must be installed there.
    """

    def __init__(self, address: str = "local") -> None:
        try:
            import ray  # noqa: PLC0415 - Ray is optional and slow to import
        except ImportError:
            raise OptionError(
                "Ray is not installed: pip install 'wartable[ray]' (or run without --ray)"
            ) from None
        self._ray: Any = ray
        self.address = address
        self._started = False
        if not ray.is_initialized():
            settings: dict[str, Any] = {
                "include_dashboard": False,
                "log_to_driver": False,
                "configure_logging": False,
            }
            try:
                if address == "local":
                    ray.init(**settings)
                else:
                    package = Path(__file__).resolve().parent.parent
                    ray.init(
                        address=address, runtime_env={"py_modules": [str(package)]}, **settings
                    )
            except (ConnectionError, RuntimeError, ValueError) as exc:
                raise OptionError(f"cannot start or reach Ray at {address!r}: {exc}") from None
            self._started = True
        resources: dict[str, float] = self._ray.cluster_resources()
        self.workers = max(1, int(resources.get("CPU", 1)))

    @property
    def description(self) -> str:
        where = "a local Ray instance" if self.address == "local" else f"Ray at {self.address}"
        return f"{where} ({self.workers} CPUs)"

    def run(self, spec: SimulationSpec, chunks: Sequence[tuple[int, int]], done: ChunkDone) -> None:
        from wartable.sim.simulate import simulate_range  # noqa: PLC0415 - avoids an import cycle

        ray = self._ray
        task = ray.remote(num_cpus=1)(simulate_range)
        pending = {task.remote(spec, start, stop): stop - start for start, stop in chunks}
        try:
            while pending:
                finished, _ = ray.wait(list(pending), num_returns=1)
                for ref in finished:
                    done(ray.get(ref), pending.pop(ref))
        finally:
            for ref in pending:
                ray.cancel(ref)

    def close(self) -> None:
        if self._started:
            self._ray.shutdown()
            self._started = False

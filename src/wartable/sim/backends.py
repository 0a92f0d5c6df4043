"""Where the chunks of a run go: in this process, on local cores, or on a Ray cluster.

A backend calls one module-level function on each of a list of task tuples (for a simulation,
:func:`wartable.sim.simulate.simulate_range` on ranges of game indices) and hands each result back
as it finishes, in any order; or starts one call and returns its future (the web server's
agents). Callers make their results merge exactly in any order, so the backend and the number of
workers never change a run's numbers.
"""

from __future__ import annotations

import multiprocessing
import os
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from concurrent.futures import (
    FIRST_COMPLETED,
    BrokenExecutor,
    Executor,
    Future,
    ProcessPoolExecutor,
    ThreadPoolExecutor,
    wait,
)
from pathlib import Path
from types import TracebackType
from typing import Any, Self, TypeVar, TypeVarTuple

from wartable.core.errors import OptionError

Args = TypeVarTuple("Args")
Result = TypeVar("Result")


def default_workers() -> int:
    """The number of local cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not on Linux
        return os.cpu_count() or 1


class Backend(ABC):
    """Runs the chunks of a run. Use as a context manager so workers are shut down."""

    workers: int

    @property
    @abstractmethod
    def description(self) -> str:
        """Where the work runs, for reports."""

    @abstractmethod
    def run(
        self,
        function: Callable[[*Args], Result],
        tasks: Sequence[tuple[*Args]],
        done: Callable[[tuple[*Args], Result], None],
    ) -> None:
        """Call ``function(*task)`` for every task and ``done(task, result)`` as each one finishes.

        ``function`` must be defined at module level and the tasks and results picklable (they may
        travel to other processes or machines). The order of the ``done`` calls is not defined. If
        a task raises, the error propagates and the tasks not yet started are cancelled.
        """

    @abstractmethod
    def submit(self, function: Callable[[*Args], Result], *args: *Args) -> Future[Result]:
        """Start ``function(*args)`` and return its future at once (the web server's searching
        agents, one move at a time); the same rules as :meth:`run` apply to ``function``."""

    def close(self) -> None:  # noqa: B027 - most backends hold nothing to release
        """Release workers."""

    def stop(self) -> None:
        """Release workers at once: calls not started are dropped, running ones abandoned (a
        server shutting down does not wait for its searches). By default as :meth:`close`."""
        self.close()

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

    def run(
        self,
        function: Callable[[*Args], Result],
        tasks: Sequence[tuple[*Args]],
        done: Callable[[tuple[*Args], Result], None],
    ) -> None:
        for task in tasks:
            done(task, function(*task))

    def submit(self, function: Callable[[*Args], Result], *args: *Args) -> Future[Result]:
        future: Future[Result] = Future()
        try:
            future.set_result(function(*args))
        except Exception as exc:
            future.set_exception(exc)
        return future


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

    def _pool(self) -> Executor:
        if self._executor is None:
            self._executor = (
                ThreadPoolExecutor(max_workers=self.workers)
                if self.threads
                else ProcessPoolExecutor(
                    max_workers=self.workers, mp_context=multiprocessing.get_context("spawn")
                )
            )
        return self._executor

    def run(
        self,
        function: Callable[[*Args], Result],
        tasks: Sequence[tuple[*Args]],
        done: Callable[[tuple[*Args], Result], None],
    ) -> None:
        executor = self._pool()
        pending: dict[Future[Result], tuple[*Args]] = {
            executor.submit(function, *task): task for task in tasks
        }
        try:
            while pending:
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    done(pending.pop(future), future.result())
        finally:
            for future in pending:
                future.cancel()

    def submit(self, function: Callable[[*Args], Result], *args: *Args) -> Future[Result]:
        """As :meth:`Backend.submit`; a pool broken by a worker that died is replaced."""
        try:
            return self._pool().submit(function, *args)
        except BrokenExecutor:
            self.close()
            return self._pool().submit(function, *args)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None

    def stop(self) -> None:
        """As :meth:`Backend.stop`: worker processes are terminated; a thread cannot be, so a
        running call in a thread finishes on its own (nobody waits for it)."""
        executor, self._executor = self._executor, None
        if executor is None:
            return
        processes = list(getattr(executor, "_processes", {}).values())
        executor.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()
        for process in processes:
            process.join(timeout=5)


def local_backend(workers: int | None = None, *, threads: bool = False) -> Backend:
    """This process for one worker, else a pool of local processes (or ``threads``); by default as
    many workers as :func:`default_workers`. Raise OptionError for fewer than one worker."""
    count = default_workers() if workers is None else workers
    if count == 1:
        return InProcessBackend()
    return LocalBackend(count, threads=threads)


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
        self._remotes: dict[Callable[..., Any], Any] = {}
        self._running: set[Any] = set()
        """The object references of :meth:`submit` calls not finished yet."""

    @property
    def description(self) -> str:
        where = "a local Ray instance" if self.address == "local" else f"Ray at {self.address}"
        return f"{where} ({self.workers} CPUs)"

    def run(
        self,
        function: Callable[[*Args], Result],
        tasks: Sequence[tuple[*Args]],
        done: Callable[[tuple[*Args], Result], None],
    ) -> None:
        ray = self._ray
        remote = ray.remote(num_cpus=1)(function)
        pending = {remote.remote(*task): task for task in tasks}
        try:
            while pending:
                finished, _ = ray.wait(list(pending), num_returns=1)
                for ref in finished:
                    done(pending.pop(ref), ray.get(ref))
        finally:
            for ref in pending:
                ray.cancel(ref)

    def submit(self, function: Callable[[*Args], Result], *args: *Args) -> Future[Result]:
        remote = self._remotes.get(function)
        if remote is None:
            remote = self._remotes[function] = self._ray.remote(num_cpus=1)(function)
        reference = remote.remote(*args)
        self._running.add(reference)
        future: Future[Result] = reference.future()
        future.add_done_callback(lambda _: self._running.discard(reference))
        return future

    def close(self) -> None:
        if self._started:
            self._ray.shutdown()
            self._started = False

    def stop(self) -> None:
        """As :meth:`Backend.stop`: calls still running are cancelled, then as :meth:`close`."""
        for task in list(self._running):
            self._ray.cancel(task, force=True)
        self._running.clear()
        self.close()

"""What the commands that play many games share: where they run, and their progress bar."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from wartable.cli.console import err_console
from wartable.core.errors import OptionError
from wartable.sim.backends import Backend, RayBackend

WorkersOption = Annotated[int | None, typer.Option(help="Local workers (default: all cores).")]
RayOption = Annotated[
    str | None,
    typer.Option(
        "--ray",
        metavar="[ADDRESS]",
        help="Run on Ray: alone (or 'local') starts a local Ray instance; 'auto',"
        " 'host:port' or 'ray://host:port' joins a cluster.",
    ),
]
ProgressOption = Annotated[bool, typer.Option(help="Show a progress bar on standard error.")]


def choose_backend(
    ray: str | None, workers: int | None, local: Callable[[int | None], Backend]
) -> Backend:
    """Ray when ``--ray`` was given, else the command's local backend with ``workers``."""
    if ray is None:
        return local(workers)
    if workers is not None:
        raise OptionError("--workers is for local runs; a Ray run uses the cluster's CPUs")
    return RayBackend(ray)


@contextmanager
def progress_bar(description: str, total: int, enabled: bool) -> Iterator[Callable[[int], None]]:
    """A transient bar on standard error; yields the function that advances it by n games."""
    with Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=err_console,
        transient=True,
        disable=not enabled,
    ) as bar:
        task = bar.add_task(description, total=total)
        yield lambda games: bar.advance(task, games)

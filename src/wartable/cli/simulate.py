"""``wartable simulate``: many games, with statistics, intervals and a length histogram."""

from __future__ import annotations

import io
import secrets
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from wartable.cli.console import console
from wartable.cli.options import resolve
from wartable.cli.runs import (
    ProgressOption,
    RayOption,
    WorkersOption,
    choose_backend,
    progress_bar,
)
from wartable.core.errors import OptionError
from wartable.core.files import write_bytes_atomically
from wartable.core.jsonable import json_text
from wartable.extras import needs, require
from wartable.sim.engines import Engine, resolve_engine
from wartable.sim.simulate import SimulationResult, SimulationSpec, local_backend, run_simulation

METRIC_LABELS = {"double_wars": "double wars"}


def result_table(result: SimulationResult) -> Table:
    """Mean, median, p90, p99 and max of each per-game counter."""
    table = Table(title="per game", title_justify="left", pad_edge=False)
    table.add_column("", style="bold")
    for column in ("mean", "± 95%", "median", "p90", "p99", "max"):
        table.add_column(column, justify="right")
    for name, histogram in sorted(result.metrics.items()):
        stats = histogram.describe()
        low, high = stats["mean_ci95"]
        table.add_row(
            METRIC_LABELS.get(name, name),
            f"{stats['mean']:.2f}",
            f"{(high - low) / 2:.2f}" if result.games > 1 else "",
            *(f"{int(stats[k]):,}" for k in ("median", "p90", "p99", "max")),
        )
    return table


def print_report(result: SimulationResult, header: str) -> None:
    """The human-readable report."""
    console.print(header)
    console.print(result_table(result))
    share, low, high, decided = result.first_player_share()
    if decided:
        console.print(
            f"First player wins [bold]{share:.2%}[/] of decided games"
            f" (95% Wilson interval {low:.2%} – {high:.2%}; {decided:,} decided)"
        )
    console.print(f"Draws: {result.draws:,} ({result.draws / result.games:.2%})")
    ended = ", ".join(
        f"{name.replace('_', ' ')} {count / result.games:.2%}"
        for name, count in sorted(result.terminations.items(), key=lambda kv: -kv[1])
    )
    console.print(f"Ended by: {ended}")


def save_plot(result: SimulationResult, metric: str, path: Path, title: str) -> None:
    """A histogram of the game-length counter, saved as an image."""
    with needs("sim", "--plot"):
        import matplotlib  # noqa: PLC0415 - only loaded when a plot is asked for

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # noqa: PLC0415

    histogram = result.metrics[metric]
    values = sorted(histogram.counts)
    weights = [histogram.counts[v] for v in values]
    figure, axes = plt.subplots(figsize=(8, 4.5), dpi=120)
    bins = min(100, max(10, len(values)))
    axes.hist(values, bins=bins, weights=weights, color="#3b6ea8", edgecolor="white", linewidth=0.3)
    stats = histogram.describe()
    for key, style in (("median", "--"), ("p90", ":"), ("p99", "-.")):
        axes.axvline(stats[key], color="#c0392b", linestyle=style, label=f"{key} {int(stats[key])}")
    axes.set_xlabel(f"{METRIC_LABELS.get(metric, metric)} per game")
    axes.set_ylabel("games")
    axes.set_title(title, fontsize=10)
    axes.legend()
    figure.tight_layout()
    image = io.BytesIO()
    try:
        figure.savefig(image, format=path.suffix.lstrip(".").lower() or "png")
        write_bytes_atomically(path, image.getvalue())
    except (OSError, ValueError) as exc:
        raise OptionError(f"cannot write plot {str(path)!r}: {exc}") from None
    finally:
        plt.close(figure)


def simulate_command(
    variant: Annotated[str, typer.Argument(help="Variant id or alias, e.g. classic.")],
    games: Annotated[int, typer.Option("-n", "--games", min=1, help="Number of games.")] = 10_000,
    seed: Annotated[int | None, typer.Option(help="Run seed (random if not given).")] = None,
    options: Annotated[
        str | None, typer.Option("--options", "-o", help="Options, e.g. 'war_face_down=3'.")
    ] = None,
    agents: Annotated[
        str, typer.Option(help="Agents for the seats that decide, comma-separated.")
    ] = "random,random",
    workers: WorkersOption = None,
    engine: Annotated[
        Engine, typer.Option(help="kernel: compiled batch kernel; reference: the full engine.")
    ] = Engine.AUTO,
    ray: RayOption = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    plot: Annotated[
        Path | None, typer.Option(help="Save a histogram of game lengths to this image file.")
    ] = None,
    progress: ProgressOption = True,
) -> None:
    """Play many games and report lengths, wars, win shares and how games ended."""
    if plot is not None:
        require("sim", "--plot")  # before the games are played, not after
    spec, parsed = resolve(variant, options)
    agent_names = tuple(a.strip() for a in agents.split(",") if a.strip())
    if len(agent_names) != 2:
        raise OptionError(f"--agents needs two agents separated by a comma, got {agents!r}")
    run_seed = secrets.randbits(63) if seed is None else seed
    chosen_engine = resolve_engine(engine, spec.id, parsed)
    sim = SimulationSpec(
        spec.id, parsed.to_string(full=True), games, run_seed, agent_names, chosen_engine
    )
    started = time.perf_counter()
    backend = choose_backend(ray, workers, lambda count: local_backend(sim, count))
    with backend, progress_bar(f"{spec.id}", games, progress) as advance:
        result = run_simulation(sim, backend=backend, on_progress=advance)
    elapsed = time.perf_counter() - started
    length_metric = spec.state_type.length_metric
    changed = ",".join(f"{k}={v}" for k, v in parsed.changes().items()) or "default options"
    title = f"{spec.id} · {changed} · {games:,} games · seed {run_seed}"
    if plot is not None:
        save_plot(result, length_metric, plot, title)
    if as_json:
        data: dict[str, Any] = {
            "variant": spec.id,
            "options": parsed.to_string(full=True),
            "seed": run_seed,
            "agents": list(agent_names),
            "engine": chosen_engine.value,
            **result.report(),
            "timing": {
                "seconds": elapsed,
                "games_per_second": games / elapsed,
                "backend": backend.description,
            },
        }
        console.out(json_text(data), highlight=False)
        return
    header = (
        f"[heading]{title}[/] [muted]· {chosen_engine.value} engine on {backend.description}"
        f" · {elapsed:.1f} s, {games / elapsed:,.0f} games/s[/]"
    )
    print_report(result, header)
    if plot is not None:
        console.print(f"[muted]Histogram of {length_metric} saved to {plot}[/]")


def register(app: typer.Typer) -> None:
    """Add the command to the app."""
    app.command("simulate")(simulate_command)

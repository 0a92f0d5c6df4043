"""``wartable arena``: agents play each other on the same deals, in duplicate format, and are rated."""

from __future__ import annotations

import secrets
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from wartable.cli.console import console
from wartable.cli.runs import (
    ProgressOption,
    RayOption,
    WorkersOption,
    choose_backend,
    progress_bar,
)
from wartable.core.errors import OptionError
from wartable.core.jsonable import json_text
from wartable.core.options import split_option_string
from wartable.core.registry import get_variant
from wartable.sim.arena import ArenaResult, ArenaSpec, run_arena, split_agents
from wartable.sim.backends import local_backend


def duration(seconds: float | None) -> str:
    """A short time such as ``85 µs`` or ``1.2 ms``; a dash for no time at all."""
    if seconds is None:
        return "—"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.1f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds:.2f} s"


def pair_columns(title: str, *columns: str) -> Table:
    """A table with a row per pair: its two agents, then ``columns`` (numbers)."""
    table = Table(title=title, title_justify="left", pad_edge=False)
    table.add_column("A", style="bold", overflow="fold")
    table.add_column("B", style="bold", overflow="fold")
    for column in columns:
        table.add_column(column, justify="right")
    return table


def scores_table(result: ArenaResult) -> Table:
    """Per pair: games, wins, draws, and A's score share with its 95% Wilson interval."""
    table = pair_columns(
        "pairs · each deal played with A in seat 1 and in seat 2",
        *("games", "A wins", "draws", "B wins", "A score", "95% interval"),
    )
    agents = result.spec.agents
    for pair in result.pairs:
        share, low, high = pair.score()
        table.add_row(
            agents[pair.first],
            agents[pair.second],
            *(f"{n:,}" for n in (pair.games, pair.wins[0], pair.draws, pair.wins[1])),
            f"{share:.1%}",
            f"{low:.1%} – {high:.1%}",
        )
    return table


def deals_table(result: ArenaResult) -> Table:
    """Per pair: the deals by A's results on the two seats, and the mean game length."""
    table = pair_columns(
        "deals · A's results on the two seats; drawn: either game drawn",
        *("won both", "split", "lost both", "drawn", f"mean {result.length_metric}"),
    )
    agents = result.spec.agents
    for pair in result.pairs:
        deals = pair.deal_counts()
        table.add_row(
            agents[pair.first],
            agents[pair.second],
            *(f"{deals[k]:,}" for k in ("won_both", "split", "lost_both", "with_draw")),
            f"{pair.lengths.mean():.1f}",
        )
    return table


def ratings_table(result: ArenaResult) -> Table:
    """The agents by openskill ordinal, with their decisions and time per decision."""
    table = Table(
        title=f"ranking · openskill Plackett–Luce over all {result.games:,} games",
        title_justify="left",
        pad_edge=False,
    )
    table.add_column("rank", justify="right")
    table.add_column("agent", style="bold", overflow="fold")
    for column in ("ordinal μ−3σ", "μ", "σ", "decisions", "time/decision"):
        table.add_column(column, justify="right")
    index = {name: i for i, name in enumerate(result.spec.agents)}
    for rank, rating in enumerate(result.ratings(), start=1):
        agent = index[rating.agent]
        table.add_row(
            str(rank),
            rating.agent,
            f"{rating.ordinal:.2f}",
            f"{rating.mu:.2f}",
            f"{rating.sigma:.2f}",
            f"{result.decisions[agent]:,}",
            duration(result.seconds_per_decision(agent)),
        )
    return table


def print_report(result: ArenaResult, header: str) -> None:
    """The human-readable report."""
    console.print(header)
    console.print(scores_table(result))
    console.print(deals_table(result))
    console.print(ratings_table(result))
    lengths = result.lengths()
    console.print(
        f"Mean game length: [bold]{lengths.mean():.1f}[/] {result.length_metric}"
        f" over {lengths.total:,} games"
    )
    if not any(result.decisions):
        console.print(
            "[muted]No agent had a decision to make with these options: the cards alone decided"
            " every game, so each deal is split or drawn.[/]"
        )


def arena_command(
    variant: Annotated[str, typer.Argument(help="Variant id or alias, e.g. classic.")],
    agents: Annotated[
        str | None,
        typer.Option(
            help="Two or more agents, comma-separated, e.g. 'heuristic,random,ismcts(iterations=200)'."
        ),
    ] = None,
    deals: Annotated[
        int, typer.Option("-n", "--deals", help="Deals per pair; each is played twice.")
    ] = 100,
    seed: Annotated[int | None, typer.Option(help="Run seed (random if not given).")] = None,
    options: Annotated[
        str | None, typer.Option("--options", "-o", help="Options, e.g. 'chooser=both'.")
    ] = None,
    per_deal: Annotated[
        str | None,
        typer.Option(
            "--per-deal",
            help="Integer options drawn anew for each deal from the seed, comma-separated, e.g."
            " 'pool_seed' with -o pool=generated: each deal on its own generated pool (listed in"
            " the report).",
        ),
    ] = None,
    workers: WorkersOption = None,
    ray: RayOption = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    progress: ProgressOption = True,
    checkpoint: Annotated[
        Path | None,
        typer.Option(
            help="Keep finished games in this file and resume from it: run the same command again"
            " to play only what is missing (needs an explicit --seed).",
        ),
    ] = None,
) -> None:
    """Every pair of agents plays the same deals on both seats; report scores and ratings."""
    if agents is None:
        raise OptionError("name at least two agents with --agents, e.g. --agents heuristic,random")
    if checkpoint is not None and seed is None:
        raise OptionError("--checkpoint needs --seed, so that a resumed run plays the same deals")
    run_seed = secrets.randbits(63) if seed is None else seed
    drawn = tuple(name.strip() for name in (per_deal or "").split(",") if name.strip())
    _, given = split_option_string(options or "")
    for name, _, _ in given:
        if name in drawn:
            raise OptionError(
                f"option {name} is given in --options and drawn per deal by --per-deal;"
                " give it one way"
            )
    spec = ArenaSpec(variant, options or "", split_agents(agents), deals, run_seed, drawn)
    started = time.perf_counter()
    backend = choose_backend(ray, workers, local_backend)
    with backend, progress_bar(f"{spec.variant} arena", spec.games, progress) as advance:
        result = run_arena(spec, backend=backend, on_progress=advance, checkpoint=checkpoint)
    elapsed = time.perf_counter() - started
    if as_json:
        report: dict[str, Any] = result.report()
        report["timing"].update(
            seconds=elapsed,
            games_per_second=(result.games - result.resumed) / elapsed,
            resumed_games=result.resumed,
            backend=backend.description,
        )
        console.out(json_text(report), highlight=False)
        return
    changed = changed_options(spec)
    if spec.per_deal:
        changed += f" · {', '.join(spec.per_deal)} drawn per deal"
    header = (
        f"[heading]{spec.variant} · {changed} · {len(spec.agents)} agents, {len(spec.pairs)} pairs"
        f" · {deals:,} deals × 2 seats · seed {run_seed}[/]"
        f" [muted]· {backend.description} · {elapsed:.1f} s[/]"
    )
    if result.resumed:
        header += f"\n[muted]{result.resumed:,} games were read from {checkpoint}[/]"
    print_report(result, header)
    for name, values in result.per_deal_values().items():
        console.print(f"{name} per deal, deal 0 first: {', '.join(map(str, values))}")


def changed_options(spec: ArenaSpec) -> str:
    """The options that differ from the variant's defaults, as text (those drawn per deal left
    out)."""
    options = get_variant(spec.variant).parse_options(spec.options)
    changes = {k: v for k, v in options.changes().items() if k not in spec.per_deal}
    return ",".join(f"{k}={v}" for k, v in changes.items()) or "default options"


def register(app: typer.Typer) -> None:
    """Add the command to the app."""
    app.command("arena")(arena_command)

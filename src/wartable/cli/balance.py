"""``wartable balance``: the balance lab; which cards of a slot-wars set are too strong or too weak."""

from __future__ import annotations

import secrets
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from wartable.balance.lab import (
    AGENT,
    BalanceReport,
    BalanceSpec,
    Flag,
    analyse,
    load_set,
    run_balance,
)
from wartable.balance.report import baseline_phrase, render_html, report_data, write_text
from wartable.cli.console import console
from wartable.cli.runs import (
    ProgressOption,
    RayOption,
    WorkersOption,
    choose_backend,
    progress_bar,
)
from wartable.core.jsonable import json_text
from wartable.sim.backends import local_backend

FLAG_STYLES = {Flag.TOO_STRONG: "loss", Flag.TOO_WEAK: "heading", None: ""}


def points(value: float | None) -> str:
    """A win-probability difference in percentage points, signed: ``+4.2``."""
    return "—" if value is None else f"{value * 100:+.1f}"


def cards_table(report: BalanceReport) -> Table:
    """The set's cards, strongest effect first, with intervals, power, decks, plays and flags."""
    table = Table(
        title=f"cards · effect in points vs {baseline_phrase(report.spec)}",
        title_justify="left",
        pad_edge=False,
    )
    table.add_column("#", justify="right", style="muted")
    table.add_column("card", style="bold", overflow="fold")
    table.add_column("rarity")
    for column in ("effect", "95% interval", "power", "decks", "plays"):
        table.add_column(column, justify="right", no_wrap=True)
    table.add_column("flag", no_wrap=True)
    ordered = sorted(
        report.cards,
        key=lambda c: (-(c.effect.value if c.effect else -1.0), c.term.index or 0),
    )
    for card in ordered:
        effect = card.effect
        style = FLAG_STYLES[card.flag]
        table.add_row(
            str(card.term.index),
            card.term.label,
            card.term.rarity.value if card.term.rarity else "",
            points(effect.value if effect else None),
            f"{points(effect.low)} … {points(effect.high)}" if effect else "—",
            points(card.power.value if card.power else None),
            f"{card.decks:,}",
            f"{card.plays:,}",
            f"[{style}]{card.flag.value}[/]" if card.flag else "",
        )
    return table


def print_report(report: BalanceReport, header: str) -> None:
    """The human-readable report."""
    console.print(header)
    console.print(cards_table(report))
    share, low, high = report.seat1_score
    console.print(
        f"Seat 1 scores [bold]{share:.1%}[/] (95% interval {low:.1%} – {high:.1%};"
        f" {report.draws:,} draws)"
    )
    threshold = f"{report.spec.threshold * 100:g}"
    for flag, side in (
        (Flag.TOO_STRONG, f"above +{threshold}"),
        (Flag.TOO_WEAK, f"below −{threshold}"),
    ):
        flagged = report.flagged(flag)
        names = ", ".join(card.term.label for card in flagged) or "none"
        console.print(f"{flag.value.capitalize()} (interval wholly {side} points): {names}")


def balance_command(
    card_set: Annotated[
        str,
        typer.Argument(
            metavar="SET",
            help="A set file (.yaml, .yml or .json), 'starter' for the starter set, or"
            " 'generated:S' for the nine designers' sets `wartable event run --seed S` makes.",
        ),
    ],
    games: Annotated[int, typer.Option("-n", "--games", help="Games to play.")] = 2000,
    seed: Annotated[int | None, typer.Option(help="Run seed (random if not given).")] = None,
    agent: Annotated[
        str,
        typer.Option(
            help="The agent in both seats, e.g. heuristic or 'ismcts(iterations=200)'; by default"
            " the heuristic without samples (quick)."
        ),
    ] = AGENT,
    threshold: Annotated[
        float,
        typer.Option(
            help="Flag a card when its effect's 95% interval lies wholly beyond ± this"
            " (a win-probability difference: 0.05 is 5 points)."
        ),
    ] = 0.05,
    plain_sets: Annotated[
        int,
        typer.Option(
            help="Plain designer sets mixed into the pool as the yardstick; 0 measures cards"
            " against the average card of the set."
        ),
    ] = 1,
    swaps: Annotated[
        bool,
        typer.Option(
            "--swaps/--no-swaps",
            help="Let the agents exchange deck and sideboard cards between rounds (by default"
            " the decks stay as dealt).",
        ),
    ] = False,
    workers: WorkersOption = None,
    ray: RayOption = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    out: Annotated[Path | None, typer.Option(help="Write the report as JSON to this file.")] = None,
    html: Annotated[
        Path | None, typer.Option(help="Write the report as an HTML page with plots to this file.")
    ] = None,
    progress: ProgressOption = True,
) -> None:
    """Play many games with random decks from a slot-wars set; estimate every card's effect on
    its deck's chance to win and flag the cards that are too strong or too weak."""
    name, cards = load_set(card_set)
    run_seed = secrets.randbits(63) if seed is None else seed
    spec = BalanceSpec(
        cards,
        games,
        run_seed,
        agent=agent,
        plain_sets=plain_sets,
        threshold=threshold,
        swaps=swaps,
        name=name,
    )
    started = time.perf_counter()
    backend = choose_backend(ray, workers, local_backend)
    with backend, progress_bar(f"balance {name}", spec.games, progress) as advance:
        result = run_balance(spec, backend=backend, on_progress=advance)
    elapsed = time.perf_counter() - started
    report = analyse(result)
    data: dict[str, Any] = report_data(report)
    data["timing"] = {
        "seconds": elapsed,
        "games_per_second": spec.games / elapsed,
        "play_seconds": result.seconds,
        "backend": backend.description,
    }
    if out is not None:
        write_text(out, json_text(data) + "\n")
    if html is not None:
        footer = f"{elapsed:.1f} s on {backend.description}"
        write_text(html, render_html(report, footer=footer))
    if as_json:
        console.out(json_text(data), highlight=False)
        return
    header = (
        f"[heading]balance · {name} · {len(spec.cards)} cards · {spec.games:,} games ·"
        f" agent {spec.agent} · seed {run_seed}[/]"
        f" [muted]· {backend.description} · {elapsed:.1f} s[/]"
    )
    print_report(report, header)
    for path in (out, html):
        if path is not None:
            console.print(f"[muted]Wrote {path}[/]")


def register(app: typer.Typer) -> None:
    """Add the command to the app."""
    app.command("balance")(balance_command)

"""``wartable replay``: re-run game records, show them, and say whether they reproduce exactly."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from wartable.cli.console import console
from wartable.core.errors import OptionError, RecordError
from wartable.core.events import Viewer, events_for
from wartable.core.fairness import record_deal
from wartable.core.record import GameRecord, read_records, replay
from wartable.core.words import counted


def parse_view(text: str) -> Viewer | str:
    """``truth`` (everything), ``public`` (a spectator), or a seat number ``1``/``2``."""
    lowered = text.strip().lower()
    if lowered in {"truth", "public"}:
        return lowered
    if lowered.isdigit() and int(lowered) >= 1:
        return int(lowered) - 1
    raise OptionError(f"--view must be truth, public or a seat number, got {text!r}")


def replay_command(
    file: Annotated[Path, typer.Argument(help="A JSON-lines file of game records.")],
    game: Annotated[
        int | None, typer.Option(min=1, help="Replay only this game of the file (1 = first).")
    ] = None,
    view: Annotated[
        str, typer.Option(help="Whose view to show: truth, public, or a seat number.")
    ] = "truth",
    show: Annotated[bool, typer.Option(help="Print every event of each game.")] = True,
) -> None:
    """Re-run each record from its seed and actions, show it, and check it reproduces exactly
    (and that its deal matches the commitment a web game's record carries).

    Exit status 0 if every game reproduced, 1 if any differed, 2 if the file is unreadable.
    """
    viewer = parse_view(view)
    records = list(read_records(file))
    if not records:
        raise OptionError(f"{file} holds no game records")
    if game is not None:
        if game > len(records):
            raise OptionError(
                f"{file} holds {counted(len(records), 'game')}; there is no game {game}"
            )
        chosen = [(game, records[game - 1])]
    else:
        chosen = list(enumerate(records, start=1))
    failures = 0
    for number, record in chosen:
        try:
            result = replay(record)
        except RecordError as exc:
            raise RecordError(f"{file}, game {number}: {exc}") from None
        seats = result.state.num_players
        if isinstance(viewer, int) and viewer >= seats:
            raise OptionError(f"--view {view}: game {number} of {file} has {seats} seats")
        options = result.state.options.to_string()
        console.rule(f"game {number}: {options} · seed {record.seed}")
        if show:
            if viewer == "truth":
                events = tuple(result.events)
            else:
                events = events_for(result.events, viewer if isinstance(viewer, int) else None)
            for event in events:
                console.print(event.describe(), highlight=False)
        final = "unfinished" if result.state.outcome is None else result.state.outcome.describe()
        console.print(
            f"{counted(len(record.actions), 'action')}, {counted(len(result.events), 'event')};"
            f" {final}"
        )
        if result.reproduced:
            console.print("[win]✓ reproduces exactly[/]")
        else:
            failures += 1
            for problem in result.problems:
                console.print(f"[loss]✗ {problem}[/]")
        if not deal_checked(record):
            failures += 1
    if len(chosen) > 1:
        console.print(f"{len(chosen) - failures} of {len(chosen)} games reproduce exactly")
    if failures:
        raise typer.Exit(1)


def deal_checked(record: GameRecord) -> bool:
    """Print whether the record's deal matches the commitment it carries (if it carries one, as
    the web server's records do); False if it does not."""
    try:
        found = record_deal(record)
    except RecordError as exc:
        console.print(f"[loss]✗ the deal cannot be checked: {exc}[/]")
        return False
    if found is None:
        return True
    deal, committed = found
    if deal.matches(committed):
        console.print(
            f"[win]✓ the seed and salt match the commitment {committed}[/]", soft_wrap=True
        )
        return True
    console.print(
        f"[loss]✗ the seed and salt do not match the commitment {committed}[/]", soft_wrap=True
    )
    return False


def register(app: typer.Typer) -> None:
    """Add the command to the app."""
    app.command("replay")(replay_command)

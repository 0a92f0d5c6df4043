"""``wartable event``: run a slot-wars event — register sets, deal, build decks, pair rounds, report
or play results, standings, exports and ratings — or all of it at once with ``event run``.

Every command takes ``--db URL`` (else ``$WARTABLE_DB``, else a SQLite file in the user's data
directory) and runs as one transaction; see ``docs/events.md``.
"""

from __future__ import annotations

import json
import secrets
import shlex
import time
from pathlib import Path
from typing import Annotated

import typer
import yaml
from rich.table import Table
from rich.text import Text

from wartable.cli.console import console, err_console
from wartable.core.words import counted
from wartable.design.cardset import load_cards
from wartable.sim.arena import split_agents
from wartable.tournament.distribution import DistributionMode
from wartable.tournament.errors import EventError
from wartable.tournament.export import (
    EventSnapshot,
    RoundSnapshot,
    TableResult,
    write_csv,
    write_json,
)
from wartable.tournament.matches import DEFAULT_OPTIONS, MatchResult
from wartable.tournament.pairings import PairingFormat
from wartable.tournament.runner import RunSpec, player_names, run_event
from wartable.tournament.standings import Outcome, percent
from wartable.tournament.store import EventStore, open_store
from wartable.tournament.store import operations as ops

event_app = typer.Typer(
    name="event",
    help="Run a slot-wars event: sets, deal, decks, rounds, results, standings, ratings.",
    no_args_is_help=True,
)

DbOption = Annotated[
    str | None,
    typer.Option(
        "--db",
        help="Database URL (sqlite:///event.db, postgresql+psycopg://…) or SQLite file;"
        " default $WARTABLE_DB, else wartable.db in the user's data directory (shared with"
        " 'wartable serve').",
        show_default=False,
    ),
]
EventArgument = Annotated[
    str, typer.Argument(metavar="EVENT", help="The event's name.", show_default=False)
]


def _store(db: str | None) -> EventStore:
    return open_store(db)


# --------------------------------------------------------------------------------------------------
# Rendering


def _result_text(result: TableResult | None) -> Text:
    if result is None:
        return Text("open", style="muted")
    record = result.record
    if record.outcome is Outcome.BYE:
        return Text("bye (win)", style="muted")
    if record.outcome is Outcome.DRAW:
        return Text(f"draw {record.first_rounds}-{record.second_rounds}")
    won = record.first_rounds if record.outcome is Outcome.FIRST_WON else record.second_rounds
    lost = record.second_rounds if record.outcome is Outcome.FIRST_WON else record.first_rounds
    return Text.assemble((str(record.winner), "win"), f" {won}-{lost}")


def round_table(round_: RoundSnapshot, planned: int | None) -> Table:
    """A round's tables with their results."""
    of = f" of {planned}" if planned else ""
    table = Table(title=f"round {round_.number}{of}", title_justify="left", pad_edge=False)
    table.add_column("table", justify="right")
    table.add_column("first", style="bold")
    table.add_column("second", style="bold")
    table.add_column("result")
    for pairing in round_.pairings:
        table.add_row(
            str(pairing.table),
            pairing.first,
            pairing.second or Text("—", style="muted"),
            _result_text(round_.result_at(pairing.table)),
        )
    return table


def standings_table(event: EventSnapshot) -> Table:
    """The standings: rank, player, match points, record, games and the three tie-breakers."""
    done = sum(1 for r in event.round_list if r.complete)
    planned = f" of {event.rounds}" if event.rounds else ""
    rounds = "round" if (event.rounds or done) == 1 else "rounds"
    title = f"{event.name} · standings after {done}{planned} {rounds} · {event.status}"
    table = Table(title=title, title_justify="left", pad_edge=False)
    table.add_column("#", justify="right")
    table.add_column("player", style="bold")
    table.add_column("points", justify="right")
    table.add_column("W-D-L", justify="center")
    table.add_column("byes", justify="right")
    table.add_column("rounds", justify="center")
    table.add_column("OMW%", justify="right")
    table.add_column("GW%", justify="right")
    table.add_column("OGW%", justify="right")
    for row in event.standings():
        table.add_row(
            str(row.rank),
            row.player,
            str(row.match_points),
            row.record,
            str(row.byes),
            f"{row.games_won}-{row.games_lost}",
            percent(row.opponents_match_win),
            percent(row.game_win),
            percent(row.opponents_game_win),
        )
    return table


# --------------------------------------------------------------------------------------------------
# Commands


@event_app.command("create")
def create_command(
    name: EventArgument,
    pairing_format: Annotated[
        PairingFormat, typer.Option("--format", help="How rounds are paired.")
    ] = PairingFormat.ROUND_ROBIN,
    rounds: Annotated[
        int | None,
        typer.Option(
            "--rounds",
            help="Rounds to play (default: a full round robin; Swiss: ceil(log2(players))).",
            show_default=False,
        ),
    ] = None,
    distribution: Annotated[
        DistributionMode, typer.Option("--distribution", help="How the cards are dealt.")
    ] = DistributionMode.SHUFFLED,
    seed: Annotated[
        int | None, typer.Option("--seed", help="The event's seed (random if not given).")
    ] = None,
    options: Annotated[
        str, typer.Option("--options", help="slot-wars options for matches played by agents.")
    ] = DEFAULT_OPTIONS,
    db: DbOption = None,
) -> None:
    """Create an event; players then register with their sets."""
    event_seed = secrets.randbits(63) if seed is None else seed
    with _store(db).transaction() as session:
        row = ops.create_event(
            session,
            name,
            pairing_format=pairing_format,
            rounds=rounds,
            distribution=distribution,
            seed=event_seed,
            match_options=options,
        )
    rounds_text = f"{rounds} rounds" if rounds else "default rounds"
    console.print(
        f"created event {row.name!r}: {row.format}, {rounds_text}, {row.distribution} deal,"
        f" seed {row.seed}"
    )


@event_app.command("register")
def register_command(
    event: EventArgument,
    player: Annotated[
        str, typer.Argument(metavar="PLAYER", help="The player's name.", show_default=False)
    ],
    card_set: Annotated[
        Path,
        typer.Argument(
            metavar="SET", help="The player's set (.yaml, .yml or .json).", show_default=False
        ),
    ],
    replace: Annotated[
        bool, typer.Option("--replace", help="Replace the set of a registered player.")
    ] = False,
    db: DbOption = None,
) -> None:
    """Register a player with the 21-card set it designed (checked first)."""
    model = load_cards(card_set)
    with _store(db).transaction() as session:
        ops.register_player(session, event, player, model, replace=replace)
        count = len(ops.get_event(session, event).players)
    verb = "replaced the set of" if replace else "registered"
    console.print(f"{verb} {player} in {event!r} ({counted(count, 'player')})")


@event_app.command("distribute")
def distribute_command(event: EventArgument, db: DbOption = None) -> None:
    """Deal every player's cards back to the players; registration closes."""
    with _store(db).transaction() as session:
        record = ops.distribute_cards(session, event)
    table = Table(
        title=f"{event} · {record.mode.value} deal · seed {record.seed}",
        title_justify="left",
        pad_edge=False,
    )
    for column in ("player", "cards", "rare", "uncommon", "common", "own designs"):
        table.add_column(column, justify="left" if column == "player" else "right")
    for pool in record.pools:
        counts = pool.rarity_counts()
        table.add_row(
            pool.player,
            str(len(pool.cards)),
            *(str(n) for n in counts.values()),
            str(pool.own_cards()),
        )
    console.print(table)


def _read_titles(path: Path) -> list[str]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise EventError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if path.suffix.lower() in (".yaml", ".yml", ".json"):
        try:
            data = json.loads(text) if path.suffix.lower() == ".json" else yaml.safe_load(text)
        except (json.JSONDecodeError, yaml.YAMLError) as exc:
            raise EventError(f"{path}: cannot read: {exc}") from None
        if isinstance(data, dict):
            data = data.get("cards")
        if not isinstance(data, list) or not all(isinstance(t, str) for t in data):
            raise EventError(f"{path}: expected a list of card titles (or cards: [titles])")
        return data
    return [
        line.strip()
        for line in text.splitlines()
        if line.strip() and not line.strip().startswith("#")
    ]


@event_app.command("deck")
def deck_command(
    event: EventArgument,
    player: Annotated[
        str, typer.Argument(metavar="PLAYER", help="The player's name.", show_default=False)
    ],
    auto: Annotated[
        bool, typer.Option("--auto", help="Build the deck automatically (seeded by the event).")
    ] = False,
    cards: Annotated[
        Path | None,
        typer.Option(
            "--cards",
            help="A file with the 21 chosen titles: one per line, or a YAML/JSON list.",
            show_default=False,
        ),
    ] = None,
    db: DbOption = None,
) -> None:
    """Choose a player's 21-card deck from its 30 dealt cards (the rest is the sideboard)."""
    if auto == (cards is not None):
        raise EventError("give either --auto or --cards FILE")
    chosen = None if cards is None else _read_titles(cards)
    with _store(db).transaction() as session:
        deck = ops.set_deck(session, event, player, chosen)
    console.print(
        f"{player}'s deck in {event!r}: {len(deck.cards)} cards,"
        f" {len(deck.sideboard)} in the sideboard"
    )
    for label, faces in (("deck", deck.cards), ("sideboard", deck.sideboard)):
        console.print(
            Text.assemble((f"  {label}: ", "muted"), ", ".join(f.label() for f in faces)),
            soft_wrap=True,
        )


@event_app.command("pair")
def pair_command(event: EventArgument, db: DbOption = None) -> None:
    """Pair the next round (the previous one must have every result)."""
    with _store(db).transaction() as session:
        round_ = ops.pair_next_round(session, event)
        planned = ops.get_event(session, event).rounds
    console.print(round_table(round_, planned))


@event_app.command("report")
def report_command(
    event: EventArgument,
    round_number: Annotated[int, typer.Argument(metavar="ROUND", help="The round number.")],
    table: Annotated[int, typer.Argument(metavar="TABLE", help="The table number.")],
    winner: Annotated[
        str,
        typer.Argument(metavar="WINNER", help="The winner's name, or 'draw'.", show_default=False),
    ],
    rounds: Annotated[
        str,
        typer.Option(
            "--rounds",
            help="Rounds won, the winner's first (a draw: first seat first), e.g. 2-1.",
            show_default=False,
        ),
    ],
    replace: Annotated[
        bool, typer.Option("--replace", help="Replace a result already reported.")
    ] = False,
    db: DbOption = None,
) -> None:
    """Report the result of one table of a round."""
    with _store(db).transaction() as session:
        done = ops.report_result(
            session,
            event,
            round_number,
            table,
            winner,
            ops.parse_rounds(rounds),
            replace=replace,
        )
    verb = "replaced with" if done.replaced else "recorded"
    console.print(f"round {round_number} table {table}: {verb} {done.description}")
    if done.event_final:
        console.print(f"every result is in: {event!r} is final")
    elif done.round_complete:
        console.print(f"round {round_number} is complete")


@event_app.command("play")
def play_command(
    event: EventArgument,
    agents: Annotated[
        str,
        typer.Option("--agents", help="The agents of the first and second seats (one name: both)."),
    ] = "heuristic,heuristic",
    db: DbOption = None,
) -> None:
    """Let agents play the open tables of the current round, recording each result."""
    names = split_agents(agents)
    if len(names) == 1:
        names = (names[0], names[0])
    if len(names) != 2:
        raise EventError(f"--agents takes one or two agents, got {len(names)}: {agents!r}")

    def show(job: ops.MatchJob, result: MatchResult | None) -> None:
        where = f"round {job.round} table {job.table}: {job.first} v {job.second}"
        if result is None:
            console.print(f"{where}: already had a result; kept it")
            return
        if result.winner is None:
            console.print(f"{where}: draw {result.rounds_won[0]}-{result.rounds_won[1]}")
            return
        winner = (job.first, job.second)[result.winner]
        won, lost = result.rounds_won[result.winner], result.rounds_won[1 - result.winner]
        console.print(f"{where}: {winner} wins {won}-{lost}")

    store = _store(db)
    ops.play_open_matches(store, event, (names[0], names[1]), on_result=show)
    with store.transaction(write=False) as session:
        status = ops.snapshot(session, event).status
    if status == ops.EventStatus.FINAL:
        console.print(f"every result is in: {event!r} is final")


@event_app.command("standings")
def standings_command(event: EventArgument, db: DbOption = None) -> None:
    """Show the standings with their tie-breakers (see docs/events.md)."""
    with _store(db).transaction(write=False) as session:
        snapshot = ops.snapshot(session, event)
    console.print(standings_table(snapshot))


@event_app.command("export")
def export_command(
    event: EventArgument,
    csv_dir: Annotated[
        Path | None,
        typer.Option(
            "--csv",
            help="Write standings.csv, pairings.csv, results.csv here.",
            show_default=False,
        ),
    ] = None,
    json_file: Annotated[
        Path | None,
        typer.Option("--json", help="Write the whole event as one JSON file.", show_default=False),
    ] = None,
    db: DbOption = None,
) -> None:
    """Export the standings, pairings and results as CSV files and/or one JSON file."""
    if csv_dir is None and json_file is None:
        raise EventError("give --csv DIR, --json FILE or both")
    with _store(db).transaction(write=False) as session:
        snapshot = ops.snapshot(session, event)
    written: list[Path] = []
    if csv_dir is not None:
        written += write_csv(snapshot, csv_dir)
    if json_file is not None:
        written.append(write_json(snapshot, json_file))
    console.print("wrote " + ", ".join(str(path) for path in written))


@event_app.command("list")
def list_command(db: DbOption = None) -> None:
    """List the events in the database."""
    store = _store(db)
    with store.transaction(write=False) as session:
        events = ops.list_events(session)
    if not events:
        console.print(f"no events in {store.display_url}")
        return
    table = Table(title=f"events · {store.display_url}", title_justify="left", pad_edge=False)
    for column in ("event", "format", "status", "players", "rounds", "seed"):
        table.add_column(column, justify="right" if column in ("players", "rounds") else "left")
    for summary in events:
        planned = f"/{summary.rounds}" if summary.rounds else ""
        table.add_row(
            summary.name,
            summary.format,
            summary.status,
            str(summary.players),
            f"{summary.rounds_paired}{planned}",
            str(summary.seed),
        )
    console.print(table)


@event_app.command("ratings")
def ratings_command(
    recompute: Annotated[
        bool,
        typer.Option(
            "--recompute", help="Rate every final event again from scratch and say what changed."
        ),
    ] = False,
    db: DbOption = None,
) -> None:
    """Show every player's openskill rating over all final events."""
    with _store(db).transaction(write=recompute) as session:
        check = ops.recompute_ratings(session) if recompute else None
        ratings = ops.current_ratings(session)
    if check is not None:
        changed = ", ".join(check.changed) if check.changed else "none changed"
        console.print(
            f"recomputed the ratings of {counted(check.events, 'final event')}: {changed}"
        )
    if not ratings:
        console.print("no ratings yet: an event is rated once every result is in")
        return
    table = Table(
        title="ratings · openskill Plackett-Luce",
        title_justify="left",
        pad_edge=False,
    )
    for column in ("#", "player", "ordinal μ-3σ", "μ", "σ", "matches"):
        table.add_column(column, justify="left" if column == "player" else "right")
    for index, rating in enumerate(ratings, start=1):
        table.add_row(
            str(index),
            rating.player,
            f"{rating.ordinal:.2f}",
            f"{rating.mu:.2f}",
            f"{rating.sigma:.2f}",
            str(rating.matches),
        )
    console.print(table)


@event_app.command("run")
def run_command(
    players: Annotated[int, typer.Option("--players", help="How many players.")] = 9,
    seed: Annotated[
        int | None, typer.Option("--seed", help="The event's seed (random if not given).")
    ] = None,
    agent: Annotated[
        str, typer.Option("--agent", help="The agent that plays every seat.")
    ] = "heuristic",
    name: Annotated[
        str | None,
        typer.Option("--name", help="The event's name (default run-SEED-Np).", show_default=False),
    ] = None,
    pairing_format: Annotated[
        PairingFormat, typer.Option("--format", help="How rounds are paired.")
    ] = PairingFormat.ROUND_ROBIN,
    rounds: Annotated[
        int | None,
        typer.Option(
            "--rounds", help="Rounds to play (default: the format's).", show_default=False
        ),
    ] = None,
    distribution: Annotated[
        DistributionMode, typer.Option("--distribution", help="How the cards are dealt.")
    ] = DistributionMode.SHUFFLED,
    options: Annotated[
        str, typer.Option("--options", help="slot-wars options for the matches.")
    ] = DEFAULT_OPTIONS,
    db: DbOption = None,
) -> None:
    """Run a whole event: generated sets, the deal, automatic decks, every round, standings."""
    player_names(players)
    event_seed = secrets.randbits(63) if seed is None else seed
    spec = RunSpec(
        name=name or f"run-{event_seed}-{players}p",
        players=players,
        seed=event_seed,
        agent=agent,
        pairing_format=pairing_format,
        rounds=rounds,
        distribution=distribution,
        match_options=options,
    )
    store = _store(db)
    started = time.perf_counter()
    err_console.print(
        f"[heading]{spec.name}[/] · {players} players · seed {event_seed} · {agent} · "
        f"{store.display_url}",
        soft_wrap=True,
    )

    def progress(round_: RoundSnapshot) -> None:
        matches = sum(1 for p in round_.pairings if not p.is_bye)
        err_console.print(
            f"[muted]round {round_.number}: {matches} match(es) played"
            f" · {time.perf_counter() - started:.1f} s[/]"
        )

    event = run_event(store, spec, on_round=progress)
    console.print(standings_table(event))
    err_console.print(
        f"[muted]{len(event.results())} results in {time.perf_counter() - started:.1f} s ·"
        f" export with: wartable event export {shlex.quote(spec.name)} --json FILE[/]",
        soft_wrap=True,
    )


def register(app: typer.Typer) -> None:
    """Add the command group to the app."""
    app.add_typer(event_app, name="event")

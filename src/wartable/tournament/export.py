"""An event as data, and its export: standings, pairings and results as CSV files or one JSON file.

:class:`EventSnapshot` is everything an event holds that matters to its results (the store builds
it; see :func:`wartable.tournament.store.operations.snapshot`), free of the database. The exports hold
no time stamps or database ids, so the same event gives the same files byte for byte, wherever it
was stored: that is how ``wartable event run`` is checked to be reproducible from its seed.

CSV (:func:`write_csv`) writes three files to a directory: ``standings.csv`` (one row per player,
best first), ``pairings.csv`` (one row per table of every round; a bye has no second player) and
``results.csv`` (one row per result). Percentages are fractions of 1 with four decimals.

JSON (:func:`write_json`) writes one document: ``{"format": "wartable-event", "format_version": 1,
"event": {...}, "players": [...], "standings": [...], "rounds": [{"number": 1, "pairings": [{...,
"result": {...} or null}]}]}``.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from wartable.core.files import atomic_file, write_text_atomically
from wartable.tournament.errors import EventError
from wartable.tournament.pairings import Pairing
from wartable.tournament.standings import MatchRecord, StandingsRow, standings

__all__ = [
    "EXPORT_FORMAT",
    "PAIRING_COLUMNS",
    "RESULT_COLUMNS",
    "STANDINGS_COLUMNS",
    "EventSnapshot",
    "RoundSnapshot",
    "TableResult",
    "pairing_rows",
    "result_rows",
    "standings_rows",
    "to_json",
    "write_csv",
    "write_json",
]

EXPORT_FORMAT = "wartable-event"
EXPORT_FORMAT_VERSION = 1

STANDINGS_COLUMNS = (
    "rank",
    "player",
    "match_points",
    "wins",
    "draws",
    "losses",
    "byes",
    "games_won",
    "games_lost",
    "match_win",
    "opponents_match_win",
    "game_win",
    "opponents_game_win",
)
PAIRING_COLUMNS = ("round", "table", "first", "second")
RESULT_COLUMNS = (
    "round",
    "table",
    "first",
    "second",
    "outcome",
    "winner",
    "first_rounds",
    "second_rounds",
    "rounds_played",
    "source",
    "termination",
    "turns",
    "agents",
    "match_seed",
    "revision",
)


@dataclass(frozen=True)
class TableResult:
    """A result with how it came: ``source`` is ``reported``, ``played`` (by agents, with their
    names, the match seed, termination and turns) or ``bye``; ``revision`` counts replacements
    (1 for the first report)."""

    record: MatchRecord
    source: str
    rounds_played: int
    termination: str | None = None
    turns: int | None = None
    agents: tuple[str, str] | None = None
    match_seed: int | None = None
    revision: int = 1


@dataclass(frozen=True)
class RoundSnapshot:
    """A round: its tables and the results reported so far (by table number)."""

    number: int
    pairings: tuple[Pairing, ...]
    results: tuple[TableResult, ...]

    def result_at(self, table: int) -> TableResult | None:
        """The result of a table, if there is one."""
        return next((r for r in self.results if r.record.table == table), None)

    def open_tables(self) -> tuple[Pairing, ...]:
        """The tables without a result."""
        done = {r.record.table for r in self.results}
        return tuple(p for p in self.pairings if p.table not in done)

    @property
    def complete(self) -> bool:
        """Whether every table has a result."""
        return not self.open_tables()


@dataclass(frozen=True)
class EventSnapshot:
    """An event as data: its settings, players (in seating order once seated, else in order of
    registration) and rounds. ``rounds`` is the number of rounds planned, or ``None`` while the
    format's default is not yet fixed (before the first pairing)."""

    name: str
    format: str
    rounds: int | None
    distribution: str
    seed: int
    match_options: str
    status: str
    players: tuple[str, ...]
    round_list: tuple[RoundSnapshot, ...]

    def results(self) -> list[MatchRecord]:
        """Every result so far, round by round, table by table."""
        return [
            result.record
            for round_ in self.round_list
            for result in sorted(round_.results, key=lambda r: r.record.table)
        ]

    def standings(self) -> tuple[StandingsRow, ...]:
        """The standings after every result so far."""
        return standings(self.players, self.results())

    def history(self) -> list[Pairing]:
        """Every pairing of every round so far."""
        return [pairing for round_ in self.round_list for pairing in round_.pairings]

    @property
    def current_round(self) -> RoundSnapshot | None:
        """The last round paired, if any."""
        return self.round_list[-1] if self.round_list else None


def _share(value: Fraction) -> float:
    return round(float(value), 4)


def standings_rows(snapshot: EventSnapshot) -> list[dict[str, Any]]:
    """The standings as rows of :data:`STANDINGS_COLUMNS`."""
    return [
        {
            "rank": row.rank,
            "player": row.player,
            "match_points": row.match_points,
            "wins": row.wins,
            "draws": row.draws,
            "losses": row.losses,
            "byes": row.byes,
            "games_won": row.games_won,
            "games_lost": row.games_lost,
            "match_win": _share(row.match_win),
            "opponents_match_win": _share(row.opponents_match_win),
            "game_win": _share(row.game_win),
            "opponents_game_win": _share(row.opponents_game_win),
        }
        for row in snapshot.standings()
    ]


def pairing_rows(snapshot: EventSnapshot) -> list[dict[str, Any]]:
    """Every table of every round as rows of :data:`PAIRING_COLUMNS` (``second`` is None for a
    bye)."""
    return [
        {"round": round_.number, "table": p.table, "first": p.first, "second": p.second}
        for round_ in snapshot.round_list
        for p in round_.pairings
    ]


def _result_row(result: TableResult) -> dict[str, Any]:
    record = result.record
    return {
        "round": record.round,
        "table": record.table,
        "first": record.first,
        "second": record.second,
        "outcome": record.outcome.value,
        "winner": record.winner,
        "first_rounds": record.first_rounds,
        "second_rounds": record.second_rounds,
        "rounds_played": result.rounds_played,
        "source": result.source,
        "termination": result.termination,
        "turns": result.turns,
        "agents": list(result.agents) if result.agents else None,
        "match_seed": result.match_seed,
        "revision": result.revision,
    }


def result_rows(snapshot: EventSnapshot) -> list[dict[str, Any]]:
    """Every result as rows of :data:`RESULT_COLUMNS`, round by round, table by table."""
    return [
        _result_row(result)
        for round_ in snapshot.round_list
        for result in sorted(round_.results, key=lambda r: r.record.table)
    ]


def to_json(snapshot: EventSnapshot) -> dict[str, Any]:
    """The whole event as JSON-ready data (see the module's notes)."""
    rounds = []
    for round_ in snapshot.round_list:
        tables = []
        for pairing in round_.pairings:
            result = round_.result_at(pairing.table)
            entry: dict[str, Any] = {
                "table": pairing.table,
                "first": pairing.first,
                "second": pairing.second,
                "result": None,
            }
            if result is not None:
                row = _result_row(result)
                for key in ("round", "table", "first", "second"):
                    del row[key]
                entry["result"] = row
            tables.append(entry)
        rounds.append({"number": round_.number, "pairings": tables})
    return {
        "format": EXPORT_FORMAT,
        "format_version": EXPORT_FORMAT_VERSION,
        "event": {
            "name": snapshot.name,
            "format": snapshot.format,
            "rounds": snapshot.rounds,
            "distribution": snapshot.distribution,
            "seed": snapshot.seed,
            "match_options": snapshot.match_options,
            "status": snapshot.status,
        },
        "players": list(snapshot.players),
        "standings": standings_rows(snapshot),
        "rounds": rounds,
    }


def write_json(snapshot: EventSnapshot, path: str | Path) -> Path:
    """Write :func:`to_json` to ``path`` (indented, keys in a fixed order); return the path."""
    path = Path(path)
    text = json.dumps(to_json(snapshot), indent=2, ensure_ascii=False) + "\n"
    try:
        write_text_atomically(path, text)
    except OSError as exc:
        raise EventError(f"cannot write {path}: {exc.strerror or exc}") from None
    return path


def _csv_value(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, list):
        return ",".join(str(item) for item in value)
    return value


def _write_rows(path: Path, columns: Sequence[str], rows: Sequence[dict[str, Any]]) -> None:
    with atomic_file(path, "w", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(columns)
        for row in rows:
            writer.writerow([_csv_value(row[column]) for column in columns])


def write_csv(snapshot: EventSnapshot, directory: str | Path) -> list[Path]:
    """Write ``standings.csv``, ``pairings.csv`` and ``results.csv`` to ``directory`` (made if
    missing); return their paths."""
    directory = Path(directory)
    files = [
        (directory / "standings.csv", STANDINGS_COLUMNS, standings_rows(snapshot)),
        (directory / "pairings.csv", PAIRING_COLUMNS, pairing_rows(snapshot)),
        (directory / "results.csv", RESULT_COLUMNS, result_rows(snapshot)),
    ]
    try:
        directory.mkdir(parents=True, exist_ok=True)
        for path, columns, rows in files:
            _write_rows(path, columns, rows)
    except OSError as exc:
        raise EventError(f"cannot write to {directory}: {exc.strerror or exc}") from None
    return [path for path, _, _ in files]

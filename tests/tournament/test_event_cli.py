"""``wartable event`` through Typer's test runner: a whole event by hand, the one-command event and
its reproducibility, exports, ratings and the one-line errors."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from wartable.cli.app import app
from wartable.design.cardset import save_cards
from wartable.tournament import generate_set
from wartable.tournament.export import PAIRING_COLUMNS, RESULT_COLUMNS, STANDINGS_COLUMNS

runner = CliRunner()
PLAYERS = ("Ann", "Bob", "Cat")


def run(*args: str, code: int = 0) -> str:
    """Run the app; check its exit status; return what it printed on standard output (errors:
    standard error)."""
    result = runner.invoke(app, list(args))
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    assert result.exit_code == code, result.stdout + result.stderr
    return result.stdout if code == 0 else result.stderr


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture
def db(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'events.db'}"


def test_an_event_by_hand(db: str, tmp_path: Path) -> None:
    out = run("event", "create", "Friday club", "--seed", "42", "--db", db)
    assert out.strip() == (
        "created event 'Friday club': round-robin, default rounds, shuffled deal, seed 42"
    )
    for player in PLAYERS:
        path = tmp_path / f"{player}.yaml"
        save_cards(generate_set(player, 4), path)
        out = run("event", "register", "Friday club", player, str(path), "--db", db)
    assert out.strip() == "registered Cat in 'Friday club' (3 players)"
    out = flat(run("event", "distribute", "Friday club", "--db", db))
    assert "Friday club · shuffled deal · seed 42" in out
    assert out.count("│ 30 │ 3 │ 9 │ 18 │") == 3
    chosen = tmp_path / "ann-deck.txt"
    titles = _pool_titles(db, "Ann")[:21]
    chosen.write_text("# Ann's deck\n" + "\n".join(titles) + "\n", encoding="utf-8")
    out = run("event", "deck", "Friday club", "Ann", "--cards", str(chosen), "--db", db)
    assert out.startswith("Ann's deck in 'Friday club': 21 cards, 9 in the sideboard")
    for player in PLAYERS[1:]:
        run("event", "deck", "Friday club", player, "--auto", "--db", db)

    out = flat(run("event", "pair", "Friday club", "--db", db))
    assert "round 1 of 3" in out and "bye (win)" in out and "open" in out
    first, second = _open_table(db, "Friday club")
    out = run("event", "report", "Friday club", "1", "1", second, "--rounds", "2-1", "--db", db)
    assert out.splitlines() == [
        f"round 1 table 1: recorded {second} beat {first} 2-1",
        "round 1 is complete",
    ]
    error = run(
        "event", "report", "Friday club", "1", "1", first, "--rounds", "2-0", "--db", db, code=2
    )
    assert error.strip() == (
        f"error: round 1 table 1 ({first} v {second}) already has a result ({second} beat"
        f" {first} 2-1); add --replace to change it"
    )
    out = run(
        "event",
        "report",
        "Friday club",
        "1",
        "1",
        "draw",
        "--rounds",
        "1-1",
        "--replace",
        "--db",
        db,
    )
    assert out.startswith(f"round 1 table 1: replaced with {first} and {second} drew 1-1")
    error = run(
        "event",
        "report",
        "Friday club",
        "1",
        "1",
        "draw",
        "--rounds",
        "1-0",
        "--replace",
        "--db",
        db,
        code=2,
    )
    assert "a draw 1-0 disagrees with its rounds" in error
    error = run(
        "event", "report", "Friday club", "1", "1", first, "--rounds", "2-0", "--db", db, code=2
    )
    assert f"already has a result ({first} and {second} drew 1-1)" in error  # nothing stored

    run("event", "pair", "Friday club", "--db", db)
    out = run("event", "play", "Friday club", "--agents", "heuristic,random", "--db", db)
    assert out.startswith("round 2 table 1: ")
    run("event", "pair", "Friday club", "--db", db)
    out = run("event", "play", "Friday club", "--agents", "heuristic", "--db", db)
    assert out.splitlines()[-1] == "every result is in: 'Friday club' is final"

    out = flat(run("event", "standings", "Friday club", "--db", db))
    assert "Friday club · standings after 3 of 3 rounds · final" in out
    assert all(player in out for player in PLAYERS)
    out = flat(run("event", "list", "--db", db))
    assert "Friday club │ round-robin │ final │ 3 │ 3/3 │ 42" in out
    out = flat(run("event", "ratings", "--recompute", "--db", db))
    assert "recomputed the ratings of 1 final event: none changed" in out
    assert "openskill Plackett-Luce" in out and all(player in out for player in PLAYERS)

    directory = tmp_path / "csv"
    run(
        "event",
        "export",
        "Friday club",
        "--csv",
        str(directory),
        "--json",
        str(tmp_path / "e.json"),
        "--db",
        db,
    )
    standings = list(csv.DictReader((directory / "standings.csv").open(encoding="utf-8")))
    assert tuple(standings[0]) == STANDINGS_COLUMNS and len(standings) == 3
    pairings = list(csv.DictReader((directory / "pairings.csv").open(encoding="utf-8")))
    assert tuple(pairings[0]) == PAIRING_COLUMNS and len(pairings) == 6
    results = list(csv.DictReader((directory / "results.csv").open(encoding="utf-8")))
    assert tuple(results[0]) == RESULT_COLUMNS and len(results) == 6
    assert results[0]["outcome"] == "draw" and results[0]["revision"] == "2"
    assert {r["source"] for r in results} == {"reported", "played", "bye"}
    played = next(r for r in results if r["source"] == "played")
    assert played["agents"] == "heuristic,random" and int(played["match_seed"]) >= 0
    document = json.loads((tmp_path / "e.json").read_text(encoding="utf-8"))
    assert document["event"]["status"] == "final"
    assert [r["number"] for r in document["rounds"]] == [1, 2, 3]
    assert [row["player"] for row in document["standings"]] == [r["player"] for r in standings]


def _pool_titles(db: str, player: str) -> list[str]:
    from wartable.tournament.store import open_store  # noqa: PLC0415
    from wartable.tournament.store import operations as ops  # noqa: PLC0415

    store = open_store(db)
    with store.transaction(write=False) as session:
        event = ops.get_event(session, "Friday club")
        return [face.title for face in ops.distribution_of(event).pool_of(player).cards]


def _open_table(db: str, event: str) -> tuple[str, str]:
    from wartable.tournament.store import open_store  # noqa: PLC0415
    from wartable.tournament.store import operations as ops  # noqa: PLC0415

    with open_store(db).transaction(write=False) as session:
        pairing = ops.snapshot(session, event).round_list[-1].pairings[0]
    assert pairing.second is not None
    return pairing.first, pairing.second


def test_the_one_command_event_is_reproducible_from_its_seed(tmp_path: Path) -> None:
    exports = []
    for copy in ("a", "b"):
        db = f"sqlite:///{tmp_path / f'{copy}.db'}"
        out = flat(run("event", "run", "--players", "4", "--seed", "7", "--db", db))
        assert "run-7-4p · standings after 3 of 3 rounds · final" in out
        directory = tmp_path / copy
        run(
            "event",
            "export",
            "run-7-4p",
            "--csv",
            str(directory),
            "--json",
            str(directory / "event.json"),
            "--db",
            db,
        )
        exports.append({path.name: path.read_bytes() for path in sorted(directory.iterdir())})
    assert exports[0] == exports[1]
    assert set(exports[0]) == {"event.json", "pairings.csv", "results.csv", "standings.csv"}
    document = json.loads(exports[0]["event.json"])
    assert document["players"] and len(document["standings"]) == 4
    assert sum(row["match_points"] for row in document["standings"]) in range(12, 19)
    played = [p["result"] for r in document["rounds"] for p in r["pairings"]]
    assert len(played) == 6 and all(p["source"] == "played" for p in played)


def test_a_different_seed_gives_a_different_event(tmp_path: Path) -> None:
    documents = []
    for seed in ("7", "8"):
        db = f"sqlite:///{tmp_path / f'{seed}.db'}"
        run("event", "run", "--players", "2", "--seed", seed, "--name", "duel", "--db", db)
        run("event", "export", "duel", "--json", str(tmp_path / f"{seed}.json"), "--db", db)
        documents.append(json.loads((tmp_path / f"{seed}.json").read_text(encoding="utf-8")))
    seeds = [d["rounds"][0]["pairings"][0]["result"]["match_seed"] for d in documents]
    assert seeds[0] != seeds[1]


def test_the_database_comes_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WARTABLE_DB", f"sqlite:///{tmp_path / 'env.db'}")
    run("event", "create", "from-env", "--seed", "1")
    assert "from-env" in run("event", "list")
    assert (tmp_path / "env.db").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("event", "standings", "nothing"),
            "error: no event named 'nothing'; there are no events yet",
        ),
        (("event", "deck", "e", "Ann"), "error: give either --auto or --cards FILE"),
        (("event", "export", "e"), "error: give --csv DIR, --json FILE or both"),
        (
            ("event", "play", "e", "--agents", "a,b,c"),
            "error: --agents takes one or two agents, got 3",
        ),
        (
            ("event", "report", "e", "1", "1", "Ann", "--rounds", "two-one"),
            "error: cannot read rounds 'two-one'",
        ),
        (
            ("event", "create", "x", "--rounds", "0"),
            "error: event 'x': --rounds must be at least 1, got 0",
        ),
        (("event", "run", "--players", "1"), "error: an event needs at least two players, got 1"),
    ],
)
def test_user_errors_are_one_line(db: str, args: tuple[str, ...], message: str) -> None:
    error = run(*args, "--db", db, code=2)
    assert error.startswith(message), error
    assert len(error.strip().splitlines()) == 1


def test_a_bad_database_url_is_a_user_error() -> None:
    error = run("event", "list", "--db", "postgresql+psycopg://nobody@127.0.0.1:1/none", code=2)
    assert error.startswith(
        "error: cannot open database postgresql+psycopg://nobody@127.0.0.1:1/none"
    )

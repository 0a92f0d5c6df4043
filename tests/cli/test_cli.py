"""The command line through Typer's test runner."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from wartable.cli.app import app
from wartable.core import read_records

runner = CliRunner()


def run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=input)
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def test_variants_lists_options_defaults_and_meanings() -> None:
    code, out, _ = run("variants")
    assert code == 0
    for text in (
        "classic",
        "war_face_down = 2",
        "collect_order = random",
        "winner_first",
        "chooser",
    ):
        assert text in out
    code, out, _ = run("variants", "war")
    assert code == 0 and "classic" in out


def test_variants_points_at_the_rules_command() -> None:
    code, out, _ = run("variants", "hand-of-war")
    assert code == 0 and "Rules: wartable rules hand-of-war" in out


def test_rules_prints_the_document_the_package_ships() -> None:
    from wartable.core import get_variant  # noqa: PLC0415

    code, out, _ = run("rules", "war")
    assert code == 0
    assert out == get_variant("classic").rules_text()  # piped: the Markdown as it is
    code, out, _ = run("rules")
    assert code == 0
    assert "wartable rules slot-wars" in out and "Board Wars" in out
    code, _, err = run("rules", "chess")
    assert code == 2 and "unknown variant 'chess'" in err


def test_shell_completion_finds_commands_loaded_on_demand() -> None:
    """Typer's completion (``wartable --install-completion``) sees the commands, which the app
    loads only when asked for."""
    import os  # noqa: PLC0415
    import subprocess  # noqa: PLC0415
    import sys  # noqa: PLC0415

    env = {**os.environ, "_WARTABLE_COMPLETE": "complete_bash", "COMP_CWORD": "2"}
    for words, expected in (("wartable ru", "rules"), ("wartable cards ch", "check")):
        done = subprocess.run(
            [str(Path(sys.executable).with_name("wartable"))],
            env={**env, "COMP_WORDS": words, "COMP_CWORD": str(len(words.split()) - 1)},
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.stdout.split() == [expected], done.stderr


def test_version() -> None:
    import wartable  # noqa: PLC0415

    code, out, _ = run("--version")
    assert code == 0 and out == f"wartable {wartable.__version__}\n"


@pytest.mark.parametrize("group", [(), ("cards",), ("event",)])
def test_help_lists_each_command_with_its_summary_unbroken(group: tuple[str, ...]) -> None:
    """A summary wrapped over two lines of its docstring is one sentence in the list."""
    result = CliRunner().invoke(app, [*group, "--help"], env={"COLUMNS": "400"})
    assert result.exit_code == 0
    rows = [line.strip("│ ") for line in result.stdout.splitlines()]
    listed = [row for row in rows if row and row.split()[0].isalpha()]
    for name, command in app_commands(group).items():
        summary = " ".join(inspect.cleandoc(command.help).split("\n\n")[0].split())
        assert any(row.split(None, 1) == [name, summary] for row in listed), (name, summary)


def app_commands(group: tuple[str, ...]) -> dict[str, Any]:
    """The commands ``wartable GROUP`` lists, by name."""
    from wartable.cli.app import load_command  # noqa: PLC0415

    if not group:
        from wartable.cli.app import COMMANDS  # noqa: PLC0415

        return {name: load_command(name) for name in COMMANDS}
    commands: dict[str, Any] = load_command(group[0]).commands
    return commands


def simulate_json(*extra: str) -> dict[str, object]:
    code, out, err = run(
        "simulate", "classic", "-n", "300", "--seed", "11", "--json", "--no-progress", *extra
    )
    assert code == 0, err
    data = json.loads(out)
    assert isinstance(data, dict)
    data.pop("timing")
    return data


def test_simulate_same_seed_same_numbers_whatever_the_workers() -> None:
    first = simulate_json("--workers", "1")
    again = simulate_json("--workers", "1")
    parallel = simulate_json("--workers", "2")
    assert first == again == parallel
    metrics = first["metrics"]
    assert isinstance(metrics, dict)
    assert set(metrics) == {"battles", "wars", "double_wars"}
    assert set(metrics["battles"]) == {"mean", "mean_ci95", "std", "median", "p90", "p99", "max"}
    share = first["first_player_win_share"]
    assert isinstance(share, dict)
    low, high = share["ci95"]
    assert 0 <= low <= share["share"] <= high <= 1
    assert first["games"] == 300
    other = simulate_json("--workers", "1", "--seed", "12")
    assert other != first


def test_simulate_report_and_plot(tmp_path: Path) -> None:
    plot = tmp_path / "lengths.png"
    code, out, _ = run(
        "simulate",
        "classic",
        "-n",
        "200",
        "--seed",
        "1",
        "--workers",
        "1",
        "--plot",
        str(plot),
        "-o",
        "collect_order=table_order",
    )
    assert code == 0
    for text in ("battles", "wars", "double wars", "median", "p99", "Wilson", "Ended by", "cycle"):
        assert text in out
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_simulate_with_choosers_uses_agents() -> None:
    code, out, err = run(
        "simulate",
        "classic",
        "-n",
        "50",
        "--seed",
        "2",
        "--workers",
        "1",
        "--json",
        "-o",
        "chooser=both",
        "--agents",
        "random,first",
    )
    assert code == 0, err
    assert json.loads(out)["games"] == 50


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("simulate", "clasic", "-n", "5"), "unknown variant 'clasic' (did you mean 'classic'?)"),
        (
            ("simulate", "classic", "-n", "5", "-o", "war_face_down=9"),
            "war_face_down must be integer 0-3",
        ),
        (("simulate", "classic", "-n", "5", "-o", "classic(war_face_down=1"), "expected ')'"),
        (("simulate", "classic", "-n", "5", "--agents", "random"), "--agents needs two agents"),
        (("simulate", "classic", "-n", "5", "--agents", "random,genius"), "unknown agent 'genius'"),
        (("play", "nosuch"), "unknown variant 'nosuch'"),
        (("play", "classic", "-o", "deck=pinochle"), "deck must be one of standard, forty"),
        (("variants", "nosuch"), "unknown variant"),
        (("replay", "/nonexistent/games.jsonl"), "cannot open record file"),
    ],
)
def test_bad_input_is_one_clear_line_and_exit_2(args: tuple[str, ...], message: str) -> None:
    code, out, err = run(*args)
    assert code == 2
    assert message in err
    assert err.strip().count("\n") == 0, err
    assert "Traceback" not in out + err


def test_play_quit_saves_an_unfinished_record_that_replays(tmp_path: Path) -> None:
    record = tmp_path / "games.jsonl"
    code, out, err = run(
        "play",
        "classic",
        "--seed",
        "5",
        "--delay",
        "0",
        "--record",
        str(record),
        input="\n3\nQH\nzz\n99\nq\n",
    )
    assert code == 0
    assert "You play" in out and "PC reveals" in out
    assert "You left the game after 2 battles" in out
    assert "is not a card of" in err and "cannot read" in err and "not in the stack" in err
    (saved,) = list(read_records(record))
    assert saved.outcome is None and len(saved.actions) == 2
    code, out, _ = run("replay", str(record))
    assert code == 0 and "reproduces exactly" in out and "unfinished" in out


def test_play_a_whole_game_with_enter(tmp_path: Path) -> None:
    record = tmp_path / "game.jsonl"
    code, out, _ = run(
        "play",
        "classic",
        "--seed",
        "8",
        "--delay",
        "0",
        "--record",
        str(record),
        input="\n" * 20_000,
    )
    assert code == 0
    assert "Game over" in out
    (saved,) = list(read_records(record))
    assert saved.outcome is not None
    code, out, _ = run("replay", str(record), "--view", "2")
    assert code == 0 and "reproduces exactly" in out


def test_play_end_of_input_is_a_clean_quit() -> None:
    code, out, _ = run("play", "classic", "--seed", "3", "--delay", "0", input="")
    assert code == 0 and "You left the game" in out


def test_play_as_second_seat() -> None:
    code, out, _ = run(
        "play", "classic", "--seed", "3", "--delay", "0", "--seat", "2", input="2\nq\n"
    )
    assert code == 0 and "chooser=second" in out and "You play" in out


def test_replay_reports_a_differing_record(tmp_path: Path) -> None:
    record = tmp_path / "game.jsonl"
    run(
        "play", "classic", "--seed", "8", "--delay", "0", "--record", str(record), input="\n\n\nq\n"
    )
    data = json.loads(record.read_text())
    data["events_sha256"] = "f" * 64
    record.write_text(json.dumps(data) + "\n" + json.dumps(data) + "\n")
    code, out, _ = run("replay", str(record), "--no-show")
    assert code == 1
    assert "event stream differs" in out and "0 of 2 games reproduce exactly" in out
    code, out, _ = run("replay", str(record), "--game", "3")
    assert code == 2


def test_replay_of_a_corrupt_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"format": "wartable-record"\n')
    code, _, err = run("replay", str(bad))
    assert code == 2 and "line 1: not valid JSON" in err


def test_replay_refuses_a_view_of_no_seat(tmp_path: Path) -> None:
    record = tmp_path / "game.jsonl"
    run("play", "classic", "--seed", "8", "--delay", "0", "--record", str(record), input="\nq\n")
    code, out, _ = run("replay", str(record), "--view", "2")
    assert code == 0 and "reproduces exactly" in out
    code, _, err = run("replay", str(record), "--view", "3")
    assert code == 2 and f"--view 3: game 1 of {record} has 2 seats" in err


def test_replay_names_the_game_whose_action_cannot_be_replayed(tmp_path: Path) -> None:
    record = tmp_path / "games.jsonl"
    run(
        "play", "classic", "--seed", "8", "--delay", "0", "--record", str(record), input="\n\n\nq\n"
    )
    good = json.loads(record.read_text())
    bad = {**good, "actions": [[0, "ZZ"], *good["actions"][1:]]}
    record.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n")
    code, _, err = run("replay", str(record), "--no-show")
    assert code == 2
    assert f"{record}, game 2: action 1 ('ZZ') cannot be replayed" in err


def test_simulate_engines_and_their_errors() -> None:
    kernel = simulate_json("--engine", "kernel", "--workers", "1")
    assert kernel["engine"] == "kernel"
    reference = simulate_json("--engine", "reference", "--workers", "1")
    assert reference["engine"] == "reference"
    assert reference == simulate_json("--engine", "reference", "--workers", "2")
    code, _, err = run(
        "simulate", "classic", "-n", "5", "--engine", "kernel", "-o", "chooser=first"
    )
    assert code == 2 and "need agents" in err
    code, _, err = run("simulate", "classic", "-n", "5", "--ray", "local", "--workers", "2")
    assert code == 2 and "--workers is for local runs" in err


def test_bare_ray_flag_means_a_local_instance() -> None:
    from wartable.cli.app import with_bare_ray  # noqa: PLC0415

    assert with_bare_ray(["simulate", "classic", "--ray"]) == [
        "simulate",
        "classic",
        "--ray",
        "local",
    ]
    assert with_bare_ray(["simulate", "--ray", "-n", "5"]) == [
        "simulate",
        "--ray",
        "local",
        "-n",
        "5",
    ]
    assert with_bare_ray(["simulate", "--ray", "auto"]) == ["simulate", "--ray", "auto"]


def test_play_hand_of_war_against_the_heuristic() -> None:
    code, out, err = run(
        "play",
        "hand-of-war",
        "--seed",
        "3",
        "--delay",
        "0",
        "--opponent",
        "heuristic",
        input="1\n7H\n2\n3\nq\n",
    )
    assert code == 0
    assert "PC showed you its hand" in out and "You deploy" in out and "Round 3" in out
    assert "not in Player 1's hand" in err


def test_agents_command_lists_parameters() -> None:
    code, out, _ = run("agents")
    assert code == 0
    for text in ("random", "heuristic", "ismcts", "iterations = 400", "rollout_depth"):
        assert text in out
    code, _, err = run("agents", "nosuch")
    assert code == 2 and "unknown agent" in err


def test_play_slot_wars_starts_with_choosing_a_deck_of_cards_with_text(tmp_path: Path) -> None:
    """All 30 cards with their text, the builder's suggestion marked; numbers move cards in or out
    with the count shown, Enter refuses a deck of the wrong size and plays one of 21; then the
    cards play by their text."""
    record = tmp_path / "slots.jsonl"
    code, out, err = run(
        "play",
        "slot-wars",
        "--seed",
        "4",
        "--delay",
        "0",
        "--opponent",
        "heuristic",
        "--record",
        str(record),
        input="29\n\n4\nsuggest\n\n1\nq\n",
    )
    assert code == 0, err
    assert "Choose your deck" in out and "Lose a point." in out  # every card with its text
    assert out.count("Deck 21/21 · sideboard 9/9") == 3  # at first, after "4" (in), after suggest
    assert "Deck 20/21 · sideboard 10/9" in out  # 29 (a kept Coward) out
    assert "Your deck has 20 cards: put 1 in" in out
    assert "Your deck is chosen: 21 cards, 9 in your sideboard." in out
    assert "Place which card in slot 1?" in out
    (game,) = read_records(record)
    mine = [a.action for a in game.actions if a.player == 0]
    assert len(mine) == 10 and all(a.startswith("sideboard p0-") for a in mine[:9])
    assert mine[9].startswith("place p0-")

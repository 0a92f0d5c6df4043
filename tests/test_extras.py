"""The optional parts: the extras of pyproject.toml and wartable.extras agree, and a base install
(every extra's modules hidden) plays, simulates with the reference engine and checks cards, while
what needs an extra says which one to install and loads nothing it does not need."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest

from tests.hidden_modules import HIDE_MODULES
from wartable.core.registry import PLUGINS_VARIABLE
from wartable.extras import EXTRAS, MissingExtraError, has_extra, needs, require

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
OPTIONAL = PYPROJECT["project"]["optional-dependencies"]
WITHOUT_PLUGINS = {k: v for k, v in os.environ.items() if k != PLUGINS_VARIABLE}
HIDDEN = sorted({module for modules in EXTRAS.values() for module in modules})

BASE_INSTALL = (
    HIDE_MODULES
    + """
sys.argv = ["wartable", *sys.argv[2:]]
from wartable.cli.app import main

try:
    main()
finally:
    loaded = sorted(m for m in sys.modules if m.partition(".")[0] in HIDDEN)
    print("LOADED:" + ",".join(loaded), file=sys.stderr)
"""
)


def distribution_name(requirement: str) -> str:
    return re.split(r"[\[<>=!~ ;]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def test_every_extra_of_the_package_is_known_with_the_modules_it_brings() -> None:
    providers: dict[str, set[str]] = {}
    for module, dists in packages_distributions().items():
        for dist in dists:
            providers.setdefault(dist.lower().replace("_", "-"), set()).add(module)
    assert set(OPTIONAL) - {"all", "dev"} == set(EXTRAS)
    for extra, requirements in OPTIONAL.items():
        if extra in {"all", "dev"}:
            continue
        for requirement in requirements:
            name = distribution_name(requirement)
            if name == "wartable":
                continue
            assert providers.get(name, set()) & set(EXTRAS[extra]), (
                f"{extra}: {name} brings none of the modules wartable.extras lists for it"
            )
    assert OPTIONAL["all"] == [f"wartable[{','.join(EXTRAS)}]"]


def test_the_test_environment_has_every_extra() -> None:
    for extra in EXTRAS:
        assert has_extra(extra), extra
        require(extra)


def test_a_missing_module_inside_needs_names_the_extra() -> None:
    with pytest.raises(MissingExtraError) as caught, needs("sim", "the test"):
        raise ModuleNotFoundError("No module named 'numba.core'", name="numba.core")
    assert "pip install 'wartable[sim]'" in str(caught.value)
    assert isinstance(caught.value, ImportError)
    with pytest.raises(ModuleNotFoundError), needs("sim"):  # not one of the extra's modules
        raise ModuleNotFoundError("No module named 'nothing'", name="nothing")


def base_install(*args: str, cwd: Path, typed: str = "") -> tuple[int, str, str, list[str]]:
    """``wartable ARGS`` with every extra's modules hidden, ``typed`` as its input; also the
    hidden modules it loaded."""
    done = subprocess.run(
        [sys.executable, "-c", BASE_INSTALL, ",".join(HIDDEN), *args],
        input=typed,
        env=WITHOUT_PLUGINS,
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=300,
        check=False,
    )
    err, _, loaded = done.stderr.rpartition("LOADED:")
    return done.returncode, done.stdout, err, [m for m in loaded.strip().split(",") if m]


def test_a_base_install_plays_simulates_and_checks_cards(tmp_path: Path) -> None:
    code, out, err, loaded = base_install(
        "simulate", "classic", "-n", "30", "--seed", "1", "--json", "--no-progress", cwd=tmp_path
    )
    assert code == 0, err
    report = json.loads(out)
    assert report["engine"] == "reference" and report["games"] == 30
    code, out, err, loaded = base_install(
        "play",
        "classic",
        *("--seed", "5", "--delay", "0", "--record", "game.jsonl"),
        cwd=tmp_path,
        typed="\n6S\nq\n",
    )
    assert code == 0, err
    code, out, err, _ = base_install("replay", "game.jsonl", cwd=tmp_path)
    assert code == 0 and "2 actions" in out and "reproduces exactly" in out, err
    code, out, err, loaded = base_install(
        "cards", "new", "set.yaml", "--designer", "Ana", cwd=tmp_path
    )
    assert code == 0, err
    code, out, err, loaded = base_install("cards", "check", "set.yaml", cwd=tmp_path)
    assert code == 2 and "title is empty" in out  # a blank form: checked, not crashed
    assert loaded == []


def test_what_needs_an_extra_names_it(tmp_path: Path) -> None:
    code, out, _, _ = base_install("--help", cwd=tmp_path)
    assert code == 0
    assert re.search(r"event\s+Not installed here: pip install 'wartable\[events\]'", out)
    for args, extra, named in (
        (("serve",), "web", "wartable serve"),
        (("event", "run", "--players", "4"), "events", "tournaments"),
        (("balance", "set.yaml"), "events", "the balance lab"),
        (("simulate", "classic", "-n", "5", "--engine", "kernel"), "sim", None),
        (("simulate", "classic", "-n", "5", "--plot", "lengths.png"), "sim", "--plot"),
        (("cards", "form", "-o", "form.pdf"), "events", None),
        (
            ("cards", "new", "gen.yaml", "--designer", "Ana", "--generate", "7"),
            "events",
            "--generate",
        ),
    ):
        code, out, err, _ = base_install(*args, cwd=tmp_path)
        assert code == 2, (args, out, err)
        assert f"pip install 'wartable[{extra}]'" in err, (args, err)
        if named is not None:  # what was asked for is named, not another part that needs it
            assert err.startswith(f"error: {named} cannot run"), (args, err)
        assert err.count("\n") == 1, err  # one error line, no traceback
    assert not (tmp_path / "lengths.png").exists()


def test_commands_load_only_what_they_need(tmp_path: Path) -> None:
    """``wartable cards check`` and ``import wartable`` load none of the extras (the test
    environment has them all, so loading one would go unnoticed without this)."""
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, wartable; wartable.get_variant('classic');"
            " assert callable(wartable.variants) and len(wartable.variants()) >= 5;"
            " from wartable.cli.app import app; from typer.testing import CliRunner;"
            " CliRunner().invoke(app, ['cards', 'new', 'x.yaml', '--designer', 'A']);"
            " CliRunner().invoke(app, ['cards', 'check', 'x.yaml']);"
            f" print(sorted(m for m in sys.modules if m.partition('.')[0] in {HIDDEN!r}))",
        ],
        env=WITHOUT_PLUGINS,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=True,
    )
    assert done.stdout.strip() == "[]"

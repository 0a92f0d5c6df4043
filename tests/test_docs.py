"""The examples in the README and the docs run as tests."""

from __future__ import annotations

import doctest
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from wartable.core.registry import PLUGINS_VARIABLE

ROOT = Path(__file__).parent.parent
RULES = sorted((ROOT / "src" / "wartable" / "variants").rglob("rules.md"))
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md")), *RULES]


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_examples_in_document(path: Path) -> None:
    result = doctest.testfile(str(path), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_every_variant_has_a_rules_page() -> None:
    from wartable.core import variants  # noqa: PLC0415

    for spec in variants():
        text = spec.rules_text()
        for option in spec.options_type.specs():
            assert f"`{option.name}`" in text, f"{spec.rules_doc} does not document {option.name}"


def test_rules_documents_live_in_the_package_once() -> None:
    """Each variant's rules ship inside its package; the docs hold no second copy, and the
    README links every one."""
    from wartable.core import variants  # noqa: PLC0415

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shipped = {Path(str(spec.rules_doc)).resolve() for spec in variants()}
    assert set(RULES) <= shipped
    for page in RULES:
        assert f"({page.relative_to(ROOT)})" in readme, f"README does not link {page}"
    assert not (ROOT / "docs" / "rules").exists()


NOT_RUN = {
    "wartable simulate classic -n 1000000 --seed 1": "a million games, and its timings vary",
    "wartable cards check my-set.yaml --any-size": "the README shows the set's checks, not its file",
}
"""README command examples that the test below does not run, and why."""
PROMPT_END = "]: "
"""How a prompt for typed input ends; what follows it on the README's line is what was typed."""
TYPED = re.compile(r"\]:(?: (.*))?$")


def command_examples(text: str) -> list[tuple[str, str]]:
    """Each ``$ wartable ...`` example of a Markdown text: the command and what it prints."""
    blocks = re.findall(r"^```\n\$ (wartable [^\n]*)\n(.*?)^```", text, re.MULTILINE | re.DOTALL)
    return [(command, output) for command, output in blocks]


def as_seen_in_a_terminal(output: str, typed: list[str]) -> str:
    """``output`` with what was typed at each prompt shown after it, as a terminal echoes it."""
    parts = output.split(PROMPT_END)
    shown = parts[0]
    for index, part in enumerate(parts[1:]):
        answer = typed[index] if index < len(typed) else ""
        shown += f"{PROMPT_END}{answer}\n{part}"
    return shown


def test_the_readme_command_examples_print_what_they_show(tmp_path: Path) -> None:
    """Every command example of the README, run in order in one folder (``play`` writes the file
    ``replay`` reads) with what its transcript shows typed at each prompt, prints what the README
    shows (``...`` stands for lines or text left out)."""
    examples = command_examples((ROOT / "README.md").read_text(encoding="utf-8"))
    assert {command for command, _ in examples} >= set(NOT_RUN)
    env = {k: v for k, v in os.environ.items() if k != PLUGINS_VARIABLE} | {"COLUMNS": "100"}
    checker = doctest.OutputChecker()
    ran = 0
    for command, shown in examples:
        if command in NOT_RUN:
            continue
        typed = [found[1] or "" for line in shown.splitlines() if (found := TYPED.search(line))]
        done = subprocess.run(
            [sys.executable, "-m", "wartable", *shlex.split(command)[1:]],
            input="".join(f"{answer}\n" for answer in typed),
            capture_output=True,
            text=True,
            cwd=tmp_path,
            env=env,
            timeout=120,
            check=False,
        )
        printed = as_seen_in_a_terminal(done.stdout + done.stderr, typed)
        printed = "\n".join(line.rstrip() for line in printed.splitlines()) + "\n"
        assert checker.check_output(shown, printed, doctest.ELLIPSIS), (
            f"$ {command}\n--- the README shows:\n{shown}--- it prints:\n{printed}"
        )
        ran += 1
    assert ran >= 4

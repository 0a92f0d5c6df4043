"""The architecture's layering, checked on the source: the core imports nothing above it, a variant
imports only the core and itself, and no module outside a variant's own files names a variant.

A variant's own files are its package under ``variants/`` and, in each adapter layer, the module
named after it (``agents/heuristics/classic.py``, ``cli/render/classic.py``,
``sim/kernels/classic.py``), which registers itself against the variant's id; the browser's table
modules (``web/static/js/tables/classic.js``) likewise. Everything else finds variants through the
registry.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from wartable.core import variants
from wartable.core.registry import module_name

SOURCE = Path(__file__).resolve().parents[1] / "src" / "wartable"
SCRIPTS = SOURCE / "web" / "static" / "js"
IDS = {spec.id for spec in variants()}
"""Variant ids (aliases such as ``war`` and ``hand`` are ordinary words; ids are not)."""


def _modules() -> list[Path]:
    return sorted(SOURCE.rglob("*.py"))


def _imports(relative: Path, text: str) -> Iterator[tuple[int, str]]:
    """Every module the source ``text`` of ``relative`` (a path under ``src/wartable``) imports,
    with its line (relative imports resolved)."""
    package = ".".join(("wartable", *relative.with_suffix("").parts[:-1]))
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                yield node.lineno, f"{base}.{node.module}" if node.module else base
            elif node.module:
                yield node.lineno, node.module


def _layer_breaks(relative: Path, text: str) -> list[str]:
    parts = relative.parts
    allowed: tuple[str, ...]
    if parts[0] == "core":
        allowed = ("wartable.core",)
    elif parts[0] == "variants" and len(parts) > 2:
        allowed = ("wartable.core", f"wartable.variants.{parts[1]}")
    elif parts[0] == "variants":
        allowed = ("wartable.core", f"wartable.variants.{Path(parts[1]).stem}")
    else:
        return []
    return [
        f"{relative}:{line} imports {name}"
        for line, name in _imports(relative, text)
        if name.startswith("wartable") and not name.startswith(allowed) and name != "wartable"
    ]


def test_the_core_and_the_variants_import_nothing_above_them() -> None:
    breaks = [
        found
        for path in _modules()
        for found in _layer_breaks(path.relative_to(SOURCE), path.read_text(encoding="utf-8"))
    ]
    assert not breaks, "layering broken:\n" + "\n".join(breaks)


def _own_variant(path: Path) -> str | None:
    """The variant whose own file ``path`` is, if any."""
    parts = path.relative_to(SOURCE).parts
    if parts[0] == "variants" and len(parts) > 1:
        return next((i for i in IDS if module_name(i) == Path(parts[1]).stem), None)
    return next((i for i in IDS if module_name(i) == path.stem), None)


def _named_variants(path: Path) -> Iterator[tuple[int, str]]:
    if path.suffix == ".py":
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in IDS:
                yield node.lineno, str(node.value)
        return
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        for quoted in re.findall(r"""["'`]([\w-]+)["'`]""", line):
            if quoted in IDS:
                yield number, quoted


def test_no_module_outside_a_variants_own_files_names_it() -> None:
    found = [
        f"{path.relative_to(SOURCE)}:{line} names {name!r}"
        for path in [*_modules(), *sorted(SCRIPTS.rglob("*.js"))]
        for line, name in _named_variants(path)
        if _own_variant(path) != name
    ]
    assert not found, "variants named outside their own files:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("source", "broken"),
    [
        ("core/bad.py", "from wartable.agents import make_agent\n"),
        ("variants/classic/bad.py", "from wartable.variants.warzone import WarzoneState\n"),
        ("variants/classic/bad.py", "from ...cli import console\n"),
    ],
)
def test_the_check_finds_a_planted_break(source: str, broken: str) -> None:
    assert _layer_breaks(Path(source), broken)
    assert not _layer_breaks(Path(source), "from wartable.core.cards import Card\n")


def _module_names(tree: ast.Module) -> Iterator[tuple[str, int]]:
    """The names a module binds at its top level (functions, classes, assignments), with their
    lines; a function under ``@overload`` is a declaration of the one defined after it."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            overload = any(
                (isinstance(d, ast.Name) and d.id == "overload")
                or (isinstance(d, ast.Attribute) and d.attr == "overload")
                for d in node.decorator_list
            )
            if not overload:
                yield node.name, node.lineno
        elif isinstance(node, ast.Assign):
            yield from ((t.id, node.lineno) for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            yield node.target.id, node.lineno


def test_no_module_binds_a_top_level_name_twice() -> None:
    # a second binding silently replaces the first for every caller (two branches that each added
    # a `_NOT_A_TARGET`, or each their own `_UNREADABLE_AS_SAID`, merge without a conflict)
    twice = []
    for path in _modules():
        seen: dict[str, int] = {}
        for name, line in _module_names(ast.parse(path.read_text())):
            if name in seen:
                twice.append(f"{path.relative_to(SOURCE)}: {name} (lines {seen[name]}, {line})")
            seen[name] = line
    assert not twice, twice

"""The optional parts of wartable and what each needs installed.

``pip install wartable`` is the engine and the command line: every variant, the agents, ``play``,
``simulate --engine reference``, ``arena``, ``replay``, ``variants``, ``rules`` and
``cards check``. The rest comes with an extra (``pip install 'wartable[web]'``), listed in
:data:`EXTRAS` with the top-level modules it brings. A module that needs an extra imports its
modules under :func:`needs` (or calls :func:`require`), so that using it without the extra raises
:class:`MissingExtraError`, which says which extra to install (the command line prints it as one
error line)::

    with needs("events", "print sheets"):
        from reportlab.pdfgen.canvas import Canvas
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from importlib.util import find_spec

from wartable.core.errors import WartableError

EXTRAS: dict[str, tuple[str, ...]] = {
    "sim": ("numpy", "numba", "matplotlib"),
    "events": ("numpy", "matplotlib", "jinja2", "networkx", "reportlab", "sqlalchemy", "alembic"),
    "web": (
        "fastapi",
        "starlette",
        "uvicorn",
        "multipart",
        "argon2",
        "jinja2",
        "sqlalchemy",
        "alembic",
    ),
    "ray": ("ray",),
    "rl": ("numpy", "gymnasium", "pettingzoo", "pyspiel"),
    "postgres": ("psycopg",),
}
"""Each extra and the top-level modules it installs (what :func:`require` looks for). The
distributions behind them are the extras of ``pyproject.toml``; a test keeps the two in step."""

WHAT_NEEDS: dict[str, str] = {
    "sim": "the compiled batch kernels and the plots",
    "events": "tournaments, print sheets and the balance lab",
    "web": "the web table",
    "ray": "running on a Ray cluster",
    "rl": "the research environments",
    "postgres": "PostgreSQL storage",
}
"""What each extra is for, in words (the error messages use them)."""


class MissingExtraError(WartableError, ImportError):
    """A part of wartable was used whose optional dependencies are not installed."""

    def __init__(self, extra: str, missing: tuple[str, ...], feature: str | None = None) -> None:
        self.extra = extra
        self.missing = missing
        self.install_command = install_command(extra)
        what = feature or WHAT_NEEDS[extra]
        super().__init__(
            f"{what} cannot run without the '{extra}' extra, which is not installed (no module"
            f" named {', '.join(missing)}): {install_command(extra)}"
        )


def install_command(extra: str) -> str:
    """The command that installs ``extra``."""
    return f"pip install 'wartable[{extra}]'"


def missing_modules(extra: str) -> tuple[str, ...]:
    """The modules of ``extra`` that cannot be imported here (found without importing them)."""
    return tuple(module for module in EXTRAS[extra] if not _importable(module))


def has_extra(extra: str) -> bool:
    """Whether everything ``extra`` brings is installed."""
    return not missing_modules(extra)


def require(extra: str, feature: str | None = None) -> None:
    """Raise :class:`MissingExtraError` unless ``extra`` is installed; ``feature`` names what
    needs it (default: what the extra is for)."""
    missing = missing_modules(extra)
    if missing:
        raise MissingExtraError(extra, missing, feature)


@contextmanager
def needs(extra: str, feature: str | None = None) -> Iterator[None]:
    """Raise :class:`MissingExtraError` unless ``extra`` is installed, and turn the failure to
    import one of its modules inside the block into one too (other import errors pass through)."""
    require(extra, feature)
    try:
        yield
    except ModuleNotFoundError as exc:
        top = (exc.name or "").partition(".")[0]
        if top not in EXTRAS[extra]:
            raise
        raise MissingExtraError(extra, missing_modules(extra) or (top,), feature) from exc


def _importable(module: str) -> bool:
    try:
        return find_spec(module) is not None
    except (ImportError, ValueError):
        return False

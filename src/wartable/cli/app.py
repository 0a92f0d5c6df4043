"""The ``wartable`` command: one Typer app, one module per command group.

Errors caused by the user's input (:class:`~wartable.core.errors.WartableError`) are printed as one
line on standard error with exit status 2, never as a traceback.
"""

from __future__ import annotations

import sys
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from wartable import __version__
from wartable.cli import (
    agents,
    arena,
    balance,
    cards,
    event,
    play,
    replay,
    rules,
    serve,
    simulate,
    variants,
)
from wartable.cli.console import console, print_error
from wartable.core.errors import WartableError


class WartableGroup(TyperGroup):
    """Turns user errors raised by any command into one error line and exit status 2."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except WartableError as exc:
            print_error(str(exc))
            raise typer.Exit(2) from None


app = typer.Typer(
    cls=WartableGroup,
    name="wartable",
    help="Play, simulate and study the family of card games around War.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)


def show_version(value: bool) -> None:
    """Print the version and stop (``--version``)."""
    if value:
        console.out(f"wartable {__version__}", highlight=False)
        raise typer.Exit()


@app.callback()
def wartable_options(
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=show_version, is_eager=True, help="Show the version and exit."
        ),
    ] = False,
) -> None:
    """Play, simulate and study the family of card games around War."""


variants.register(app)
rules.register(app)
agents.register(app)
play.register(app)
simulate.register(app)
replay.register(app)
arena.register(app)
cards.register(app)
balance.register(app)
event.register(app)
serve.register(app)


def main() -> None:
    """Entry point of the ``wartable`` script."""
    app(args=with_bare_ray(sys.argv[1:]))


def with_bare_ray(args: list[str]) -> list[str]:
    """Let ``--ray`` stand alone (meaning a local Ray instance) as well as take an address."""
    fixed = list(args)
    for index, arg in enumerate(fixed):
        if arg == "--ray" and (index + 1 == len(fixed) or fixed[index + 1].startswith("-")):
            fixed.insert(index + 1, "local")
            break
    return fixed

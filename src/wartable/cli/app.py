"""The ``wartable`` command: one Typer app, one module per command group.

Each command's module is imported only when that command runs (or when help lists the commands),
so a command starts without loading what the others need; a command whose extra is not installed
is listed with the extra to install and, if run, says so. Errors caused by the user's input
(:class:`~wartable.core.errors.WartableError`) are printed as one line on standard error with exit
status 2, never as a traceback.
"""

from __future__ import annotations

import inspect
import sys
from functools import cache
from importlib import import_module
from typing import Annotated, Any, NoReturn

import typer
from rich.markup import escape
from typer.core import TyperCommand, TyperGroup

from wartable import __version__
from wartable.cli.console import console, print_error
from wartable.core.errors import WartableError
from wartable.extras import MissingExtraError

COMMANDS = (
    "variants",
    "rules",
    "agents",
    "play",
    "simulate",
    "replay",
    "arena",
    "cards",
    "balance",
    "event",
    "serve",
)
"""The commands in the order help lists them; ``wartable.cli.<name>`` holds each, with a
``register(app)`` that adds it to a Typer app."""


class WartableGroup(TyperGroup):
    """Finds the commands of :data:`COMMANDS` when asked for them, and turns user errors raised
    by any command into one error line and exit status 2."""

    # Typer's click (typer._click) is private, so its types are Any here.

    def list_commands(self, ctx: Any) -> list[str]:
        return [*super().list_commands(ctx), *COMMANDS]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        command = super().get_command(ctx, cmd_name)
        if command is None and cmd_name in COMMANDS:
            return load_command(cmd_name)
        return command

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except WartableError as exc:
            print_error(str(exc))
            raise typer.Exit(2) from None


@cache
def load_command(name: str) -> Any:
    """The command ``name``, from its module; a stand-in that names the extra to install if the
    module needs one that is not installed."""
    try:
        module = import_module(f"{__package__}.{name}")
    except MissingExtraError as exc:
        return _not_installed(name, exc)
    holder = typer.Typer()
    module.register(holder)
    return with_summaries(typer.main.get_group(holder).commands[name])


def with_summaries(command: Any) -> Any:
    """``command``, and a group's subcommands, with a one-line summary for the lists of commands:
    the first paragraph of its help with its lines joined (Typer's rich help would keep the line
    breaks of a docstring's wrapped first paragraph)."""
    if command.short_help is None and command.help:
        first = inspect.cleandoc(command.help).split("\n\n", 1)[0]
        command.short_help = " ".join(first.split())
    for subcommand in getattr(command, "commands", {}).values():
        with_summaries(subcommand)
    return command


def _not_installed(name: str, error: MissingExtraError) -> TyperCommand:
    def fail() -> NoReturn:
        raise error

    return TyperCommand(
        name,
        callback=fail,
        help=escape(f"Not installed here: {error.install_command}"),
        context_settings={"ignore_unknown_options": True, "allow_extra_args": True},
        add_help_option=False,
    )


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

"""``wartable rules``: a variant's rules document, the same text the web lobby shows."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.markdown import Markdown
from rich.table import Table

from wartable.cli.console import console
from wartable.core.registry import get_variant
from wartable.core.registry import variants as all_variants


def rules_command(
    variant: Annotated[
        str | None, typer.Argument(help="Variant id or alias; leave out to list the documents.")
    ] = None,
) -> None:
    """Print a variant's rules, rulings and options (formatted Markdown; plain when piped)."""
    if variant is None:
        table = Table.grid(padding=(0, 2))
        table.add_column(no_wrap=True)
        table.add_column(no_wrap=True)
        table.add_column(style="muted", overflow="fold")
        for spec in all_variants():
            if spec.rules_doc is not None:
                table.add_row(f"wartable rules {spec.id}", spec.name, str(spec.rules_doc))
        console.print(table)
        return
    text = get_variant(variant).rules_text()
    if console.is_terminal:
        console.print(Markdown(text))
    else:
        console.out(text, end="" if text.endswith("\n") else "\n", highlight=False)


def register(app: typer.Typer) -> None:
    """Add the command to the app."""
    app.command("rules")(rules_command)

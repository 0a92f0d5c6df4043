"""``wartable variants``: every variant, its options, their defaults and what they mean."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from wartable.cli.console import console
from wartable.core.options import OptionSpec
from wartable.core.registry import VariantSpec, get_variant
from wartable.core.registry import variants as all_variants


def show_option(option: OptionSpec) -> None:
    """One option: its name, default and values, its meaning, and the meaning of each choice."""
    console.print(
        Text.assemble(
            "  ",
            (option.name, "bold"),
            " = ",
            (option.format(option.default), "cyan"),
            (f"   {option.kind_text}", "muted"),
        )
    )
    console.print(Padding(Text(option.help), (0, 0, 0, 6)))
    if option.choice_help:
        choices = Table.grid(padding=(0, 2))
        choices.add_column(style="cyan", no_wrap=True)
        choices.add_column()
        for choice, meaning in option.choice_help.items():
            choices.add_row(choice, meaning)
        console.print(Padding(choices, (0, 0, 0, 6)))


def example_options(spec: VariantSpec) -> str:
    """An option string that changes the first two options after max_turns."""
    chosen = [o for o in spec.options_type.specs() if o.name != "max_turns"][:2]
    return f"{spec.id}(" + ",".join(f"{o.name}={o.format(o.example())}" for o in chosen) + ")"


def show_variant(spec: VariantSpec) -> None:
    """Print a variant's heading, summary and options."""
    aliases = f" (also: {', '.join(spec.aliases)})" if spec.aliases else ""
    console.print(
        Text.assemble(
            (spec.id, "heading"), f" — {spec.name}{aliases}", (f"  rules v{spec.version}", "muted")
        )
    )
    console.print(spec.summary)
    if spec.rules_doc is not None:
        console.print(
            f"Rules: wartable rules {spec.id}  ({spec.rules_doc})", style="muted", soft_wrap=True
        )
    console.print("Options (name = default):")
    for option in spec.options_type.specs():
        show_option(option)
    console.print(f"Example: --options '{example_options(spec)}'", style="muted")


def variants_command(
    variant: Annotated[
        str | None, typer.Argument(help="Show only this variant (id or alias).")
    ] = None,
) -> None:
    """List every variant with its options, their defaults and what they mean."""
    chosen = [get_variant(variant)] if variant else list(all_variants())
    for index, spec in enumerate(chosen):
        if index:
            console.print()
        show_variant(spec)


def register(app: typer.Typer) -> None:
    """Add the command to the app."""
    app.command("variants")(variants_command)

"""``wartable agents``: every computer player, what it does and its parameters."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.text import Text

from wartable.agents import AGENTS, agent_names, make_agent
from wartable.cli.console import console
from wartable.cli.variants import show_option


def agents_command(
    agent: Annotated[str | None, typer.Argument(help="Show only this agent.")] = None,
) -> None:
    """List the computer players with their parameters, defaults and meanings."""
    names = [make_agent(agent).name] if agent else list(agent_names())
    for index, name in enumerate(names):
        agent_type = AGENTS[name]
        if index:
            console.print()
        console.print(Text.assemble((name, "heading"), f" — {agent_type.summary}"))
        specs = agent_type.Params.specs()
        if specs:
            console.print("Parameters (name = default):")
            for spec in specs:
                show_option(spec)
            console.print(
                f"Example: --opponent '{name}({specs[0].name}={specs[0].format(specs[0].example())})'",
                style="muted",
            )


def register(app: typer.Typer) -> None:
    """Add the command to the app."""
    app.command("agents")(agents_command)

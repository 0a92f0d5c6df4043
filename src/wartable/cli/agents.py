"""``wartable agents``: every computer player, what it does and its parameters."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.text import Text

from wartable.agents import AGENTS, agent_names, make_agent
from wartable.agents.external import entry_point_agents
from wartable.cli.console import console
from wartable.cli.variants import show_option


def agents_command(
    agent: Annotated[str | None, typer.Argument(help="Show only this agent.")] = None,
) -> None:
    """List the computer players with their parameters, defaults and meanings."""
    if agent:
        made = make_agent(agent)
        if made.origin is not None:
            kind = type(made)
            console.print(
                Text.assemble(
                    (made.origin, "heading"),
                    f" — {kind.summary or 'an agent from outside wartable'}"
                    f" ({kind.__module__}.{kind.__qualname__})",
                )
            )
            return
        names = [made.name]
    else:
        names = list(agent_names())
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
    if not agent:
        installed = sorted(set(entry_point_agents()) - set(AGENTS))
        console.print()
        if installed:
            console.print(Text.assemble(("Installed", "heading"), f": {', '.join(installed)}"))
        console.print(
            "Agents from outside wartable: py:MODULE:ATTRIBUTE (an Agent class, a factory or a"
            " function from a turn to an action), or installed ones (entry points in the group"
            " wartable.agents) by name.",
            style="muted",
        )


def register(app: typer.Typer) -> None:
    """Add the command to the app."""
    app.command("agents")(agents_command)

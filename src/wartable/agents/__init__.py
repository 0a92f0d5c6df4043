"""Computer players. Each sees only observations; find one by name with :func:`make_agent`."""

from __future__ import annotations

from wartable.agents.base import Agent, FirstAgent, RandomAgent
from wartable.core.errors import OptionError, did_you_mean

AGENTS: dict[str, type[Agent]] = {cls.name: cls for cls in (RandomAgent, FirstAgent)}


def make_agent(name: str, seed: int = 0) -> Agent:
    """An agent by name (``random``, ``first``); raise OptionError for an unknown name."""
    key = name.strip().lower()
    agent_type = AGENTS.get(key)
    if agent_type is None:
        raise OptionError(
            f"unknown agent {name!r}{did_you_mean(key, AGENTS)}; agents are {', '.join(AGENTS)}"
        )
    return agent_type(seed)


__all__ = ["AGENTS", "Agent", "FirstAgent", "RandomAgent", "make_agent"]

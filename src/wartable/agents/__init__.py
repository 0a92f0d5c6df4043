"""Computer players. Each sees only its own turns; find one by name with :func:`make_agent`.

Agents are named like variants, with parameters: ``random``, ``heuristic``,
``ismcts(iterations=2000)``.
"""

from __future__ import annotations

from wartable.agents.base import (
    Agent,
    AgentParams,
    FirstAgent,
    RandomAgent,
    Sampler,
    Turn,
    seat_turn,
)
from wartable.agents.registry import AGENTS, agent_names, make_agent, register_agent

__all__ = [
    "AGENTS",
    "Agent",
    "AgentParams",
    "FirstAgent",
    "RandomAgent",
    "Sampler",
    "Turn",
    "agent_names",
    "make_agent",
    "register_agent",
    "seat_turn",
]

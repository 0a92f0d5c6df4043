"""Agents defined outside wartable, named by ``py:tests.agents.external_agents:...`` specs."""

from __future__ import annotations

from wartable.agents import Agent, Turn
from wartable.core.state import Action


class Lowest(Agent):
    """Always the first legal action, defined outside wartable."""

    name = "lowest"

    def choose(self, turn: Turn) -> Action:
        return turn.legal_actions[0]


def make() -> Agent:
    """A factory taking no argument."""
    return Lowest()


def make_seeded(seed: int = 0) -> Agent:
    """A factory taking the seed."""
    return Lowest(None, seed)


def last(turn: Turn) -> Action:
    """A policy: a function from a turn to an action."""
    return turn.legal_actions[-1]


def cheat(turn: Turn) -> Action:
    """A policy returning something that is not a legal action."""
    return "not an action"  # type: ignore[return-value]


def not_an_agent() -> object:
    """A factory returning the wrong type."""
    return 42


def two_arguments(turn: Turn, other: int) -> Action:
    """Neither a factory nor a policy."""
    return turn.legal_actions[0]


NUMBER = 7

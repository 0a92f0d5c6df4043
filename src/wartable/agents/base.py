"""The agent protocol: a player that sees only observations and returns one of their legal actions."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar

from wartable.core.rng import Rng, check_seed
from wartable.core.state import Action, Observation


class Agent(ABC):
    """A computer player. It is given observations, never the state, so it cannot cheat.

    Each agent owns a seeded generator for its own random choices.
    """

    name: ClassVar[str]

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(check_seed(seed))

    @abstractmethod
    def choose(self, observation: Observation[Any]) -> Action:
        """One of ``observation.legal_actions`` (which is never empty when this is called)."""

    def describe(self) -> str:
        """The agent as text that :func:`wartable.agents.make_agent` reads back."""
        return self.name


class RandomAgent(Agent):
    """Chooses uniformly at random among the legal actions."""

    name = "random"

    def choose(self, observation: Observation[Any]) -> Action:
        return self.rng.choice(observation.legal_actions)


class FirstAgent(Agent):
    """Always takes the first legal action (in classic War: the top card, i.e. plain War)."""

    name = "first"

    def choose(self, observation: Observation[Any]) -> Action:
        return observation.legal_actions[0]

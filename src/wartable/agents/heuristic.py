"""``heuristic``: a hand-written player for each variant, from what its seat has seen; ``baseline``:
the heuristic a variant had before its latest rewrite, kept to measure the new one against.

Each variant's policy lives in ``wartable.agents.heuristics.<variant>`` and registers itself with
:func:`heuristic_for` (and a replaced one with :func:`baseline_for`); the agents call the one for
the variant of the observation. A variant whose heuristic was never replaced has no baseline of its
own: ``baseline`` plays its heuristic there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from wartable.agents.base import Agent, AgentParams, Turn
from wartable.agents.registry import register_agent
from wartable.core.errors import OptionError
from wartable.core.options import option
from wartable.core.registry import import_submodules
from wartable.core.rng import Rng
from wartable.core.state import Action


@dataclass(frozen=True)
class HeuristicParams(AgentParams):
    """Parameters of the ``heuristic`` agent (and of ``baseline``, which has none of its own)."""

    owner: ClassVar[str] = "heuristic"

    samples: int = option(
        -1,
        "States drawn to imagine the cards it cannot see, in variants whose heuristic imagines"
        " them (Slot Wars: the other's cards, 4 by default): more judge better and slower; 0"
        " judges by what it sees alone (Slot Wars: each card by its worth against an average"
        " card, the balance lab's quick player); -1 the variant's own number",
        minimum=-1,
        maximum=64,
    )


Policy = Callable[[Turn, Rng, HeuristicParams], Action]
"""A variant's heuristic: the turn, the agent's own random generator and its parameters."""
POLICIES: dict[str, Policy] = {}
BASELINES: dict[str, Policy] = {}


def heuristic_for(variant: str) -> Callable[[Policy], Policy]:
    """Register the heuristic policy of a variant (a decorator)."""

    def register(policy: Policy) -> Policy:
        POLICIES[variant] = policy
        return policy

    return register


def baseline_for(variant: str) -> Callable[[Policy], Policy]:
    """Register the baseline policy of a variant (a decorator): its heuristic as it was before the
    current one replaced it."""

    def register(policy: Policy) -> Policy:
        BASELINES[variant] = policy
        return policy

    return register


def _policy(variant: str, *tables: dict[str, Policy]) -> Policy:
    for table in tables:
        policy = table.get(variant)
        if policy is not None:
            return policy
    raise OptionError(f"no heuristic for variant {variant!r}")


@register_agent
class HeuristicAgent(Agent):
    """Plays each variant's hand-written heuristic (card counting where cards can be counted)."""

    name = "heuristic"
    summary = "hand-written play per variant, counting the cards it has seen"
    Params = HeuristicParams

    def __init__(self, params: AgentParams | None = None, seed: int = 0) -> None:
        super().__init__(params, seed)
        if not isinstance(self.params, HeuristicParams):
            raise TypeError(f"{self.name} takes HeuristicParams, got {type(self.params).__name__}")
        self.settings: HeuristicParams = self.params

    def choose(self, turn: Turn) -> Action:
        return _policy(turn.variant, POLICIES)(turn, self.rng, self.settings)


@register_agent
class BaselineAgent(Agent):
    """Plays each variant's baseline: the heuristic it had before the current one (Slot Wars: the
    player that reads printed values), or the heuristic itself where it was never replaced."""

    name = "baseline"
    summary = "the previous heuristic of a variant, to measure the current one against"

    def choose(self, turn: Turn) -> Action:
        policy = _policy(turn.variant, BASELINES, POLICIES)
        return policy(turn, self.rng, HeuristicParams())


import_submodules("wartable.agents.heuristics")

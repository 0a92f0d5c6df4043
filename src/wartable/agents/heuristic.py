"""``heuristic``: a hand-written player for each variant, from what its seat has seen.

Each variant's policy lives in ``wartable.agents.heuristics.<variant>`` and registers itself with
:func:`heuristic_for`; the agent calls the one for the variant of the observation.
"""

from __future__ import annotations

from collections.abc import Callable

from wartable.agents.base import Agent, Turn
from wartable.agents.registry import register_agent
from wartable.core.errors import OptionError
from wartable.core.registry import import_submodules
from wartable.core.rng import Rng
from wartable.core.state import Action

Policy = Callable[[Turn, Rng], Action]
POLICIES: dict[str, Policy] = {}


def heuristic_for(variant: str) -> Callable[[Policy], Policy]:
    """Register the heuristic policy of a variant (a decorator)."""

    def register(policy: Policy) -> Policy:
        POLICIES[variant] = policy
        return policy

    return register


@register_agent
class HeuristicAgent(Agent):
    """Plays each variant's hand-written heuristic (card counting where cards can be counted)."""

    name = "heuristic"
    summary = "hand-written play per variant, counting the cards it has seen"

    def choose(self, turn: Turn) -> Action:
        policy = POLICIES.get(turn.observation.variant)
        if policy is None:
            raise OptionError(f"no heuristic for variant {turn.observation.variant!r}")
        return policy(turn, self.rng)


import_submodules("wartable.agents.heuristics")

"""A policy over encoded observations as a wartable agent, to rate it in the arena.

A policy trained in an environment of :mod:`wartable.adapters.pettingzoo` or
:mod:`wartable.adapters.gymnasium` reads the encoded observation (a float32 vector) and the action
mask (an int8 vector over the action ids) and returns an action id. :class:`EncodedPolicyAgent`
gives it exactly those from an agent's turn, with the encoding of the game's own options, and plays
the action with that id; so a module holding ::

    def make(seed: int = 0) -> EncodedPolicyAgent:
        weights = np.load("policy.npz")
        return EncodedPolicyAgent(lambda observation, mask: my_policy(weights, observation, mask))

is rated with ``wartable arena hand-of-war --agents 'py:mymodule:make,heuristic,random'``.
Needs none of PettingZoo, Gymnasium and OpenSpiel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from wartable.extras import needs

with needs("rl", "policies over encoded observations"):
    import numpy as np
    from numpy.typing import NDArray

from wartable.adapters.encoding import Encoding, encoding
from wartable.adapters.ids import ActionIds
from wartable.agents.base import Agent, Turn
from wartable.core.errors import OptionError
from wartable.core.options import VariantOptions
from wartable.core.registry import get_variant
from wartable.core.state import Action

__all__ = ["EncodedPolicy", "EncodedPolicyAgent"]

EncodedPolicy = Callable[[NDArray[np.float32], NDArray[np.int8]], int]
"""A function of the encoded observation and the action mask, returning a legal action's id."""


class EncodedPolicyAgent(Agent):
    """An agent that decides by an :data:`EncodedPolicy` (see the module docstring).

    ``variants`` (ids), if given, are the variants the policy was made for: a turn of another
    variant is refused with an error naming both, rather than handing the policy a vector it was
    never trained on."""

    name = "encoded-policy"
    summary = "a policy over the encoded observation and the action mask"

    def __init__(
        self,
        policy: EncodedPolicy,
        variants: tuple[str, ...] = (),
        seed: int = 0,
    ) -> None:
        super().__init__(None, seed)
        self.policy = policy
        self.variants = tuple(get_variant(variant).id for variant in variants)
        self._tables: dict[tuple[str, VariantOptions], tuple[Encoding, ActionIds]] = {}

    def inputs(self, turn: Turn) -> tuple[NDArray[np.float32], NDArray[np.int8]]:
        """The encoded observation and the action mask of ``turn``, as the environments give them."""
        observation = turn.observation
        encoded, ids = self._table(observation.variant, turn.options)
        return encoded.encode(observation.view), ids.mask(observation.legal_actions)

    def choose(self, turn: Turn) -> Action:
        vector, mask = self.inputs(turn)
        chosen: Any = self.policy(vector, mask)
        _, ids = self._table(turn.observation.variant, turn.options)
        action = ids.find(turn.legal_actions, int(chosen))
        if action is None:
            legal = np.flatnonzero(mask).tolist()
            raise OptionError(
                f"agent {self.describe()!r}: its policy chose action id {chosen!r}, which is not"
                f" legal here (legal ids: {legal})"
            )
        return action

    def _table(self, variant: str, options: VariantOptions) -> tuple[Encoding, ActionIds]:
        found = self._tables.get((variant, options))
        if found is None:
            if self.variants and variant not in self.variants:
                raise OptionError(
                    f"agent {self.describe()!r} was made for {', '.join(self.variants)},"
                    f" not {variant}"
                )
            space = get_variant(variant).state_type.action_space(options)
            found = self._tables[variant, options] = (encoding(variant, options), ActionIds(space))
        return found

"""The agent protocol: a computer player that sees only what its seat may see.

When a seat must decide, its agent is handed a :class:`Turn`: the seat's observation (with the legal
actions) and a sampler that draws full game states consistent with that observation. The sampler
is how search agents imagine the hidden cards; it is built from ``GameState.resample``, whose result
depends only on what the seat can see, so no agent can learn a hidden card through it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from wartable.core.options import OptionSet, VariantOptions
from wartable.core.rng import Rng, check_seed
from wartable.core.state import Action, GameState, Observation

Sampler = Callable[[Rng], GameState]
"""Draws, from the given generator, a full state that the deciding seat cannot tell from the real one."""


class Turn:
    """What an agent is given when its seat must decide: the seat's observation (with the legal
    actions) and a sampler of full states consistent with it.

    ``options`` are the options of the game (public: every seat plays by the same rules).
    ``observation`` is the observation itself or a function that makes it: :func:`seat_turn` makes
    it only when an agent first reads it (an agent that needs only the legal actions, such as
    ``random``, never pays for it), given the seat and the legal actions, which it answers from
    directly, and the variant's id. ``search_order`` likewise makes :attr:`search_order` (see
    there) when first read.
    """

    __slots__ = (
        "_legal",
        "_made",
        "_observe",
        "_order",
        "_ordered",
        "_seat",
        "_variant",
        "options",
        "sample",
    )

    def __init__(
        self,
        observation: Observation[Any] | Callable[[], Observation[Any]],
        sample: Sampler,
        options: VariantOptions,
        *,
        seat: int | None = None,
        legal_actions: tuple[Action, ...] | None = None,
        variant: str | None = None,
        search_order: Callable[[], tuple[Action, ...]] | None = None,
    ) -> None:
        if isinstance(observation, Observation):
            self._made: Observation[Any] | None = observation
            self._observe: Callable[[], Observation[Any]] | None = None
        else:
            self._made, self._observe = None, observation
        self.sample = sample
        self.options = options
        self._seat = seat
        self._legal = legal_actions
        self._variant = variant
        self._order = search_order
        self._ordered: tuple[Action, ...] | None = None

    @property
    def observation(self) -> Observation[Any]:
        """What the seat may know now, with its legal actions."""
        made = self._made
        if made is None:
            assert self._observe is not None
            made = self._made = self._observe()
        return made

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        """The actions to choose from (never empty when an agent is asked)."""
        if self._legal is None:
            self._legal = self.observation.legal_actions
        return self._legal

    @property
    def variant(self) -> str:
        """The id of the variant played (agents that play several variants pick their policy
        by it)."""
        if self._variant is None:
            self._variant = self.observation.variant
        return self._variant

    @property
    def search_order(self) -> tuple[Action, ...]:
        """The legal actions, the most promising first, as the variant ranks them for search agents
        (:meth:`~wartable.core.state.GameState.search_order` of the seat's decision). The ranking
        uses only what the seat knows (the conformance check ``search_order_is_blind``), so it is
        read from the game itself, without drawing a state; a turn made without it reads it from a
        state its sampler draws, which gives the same order."""
        ordered = self._ordered
        if ordered is None:
            ordered = self._ordered = self._order() if self._order else self._sampled_order()
        return ordered

    def _sampled_order(self) -> tuple[Action, ...]:
        state = self.sample(Rng(0))
        decision = state.decision_for(self.seat)
        legal = self.legal_actions
        return (
            legal if decision is None or decision.actions != legal else state.search_order(decision)
        )

    @property
    def seat(self) -> int:
        """The deciding seat."""
        if self._seat is None:
            viewer = self.observation.viewer
            assert viewer is not None
            self._seat = viewer
        return self._seat

    def __repr__(self) -> str:
        return f"Turn(seat={self.seat}, legal_actions={self.legal_actions!r})"


@dataclass(frozen=True)
class AgentParams(OptionSet):
    """Base of an agent's parameters (``ismcts(iterations=2000)``); none by default."""


class Agent(ABC):
    """A computer player. It gets turns, never the state, so it cannot cheat.

    Each agent owns a seeded generator for its own random choices, so a seeded game between agents
    replays exactly.
    """

    name: ClassVar[str]
    summary: ClassVar[str] = ""
    Params: ClassVar[type[AgentParams]] = AgentParams
    origin: str | None = None
    """Set on agents made from outside wartable (``py:`` specs, entry points): the text that
    :func:`wartable.agents.make_agent` reads back, which :meth:`describe` then returns."""

    def __init__(self, params: AgentParams | None = None, seed: int = 0) -> None:
        self.params = params if params is not None else self.Params()
        self.rng = Rng(check_seed(seed))

    @abstractmethod
    def choose(self, turn: Turn) -> Action:
        """One of ``turn.legal_actions``."""

    def describe(self) -> str:
        """The agent as text that :func:`wartable.agents.make_agent` reads back."""
        if self.origin is not None:
            return self.origin
        changes = self.params.changes()
        if not changes:
            return self.name
        return f"{self.name}({','.join(f'{k}={v}' for k, v in changes.items())})"


class RandomAgent(Agent):
    """Chooses uniformly at random among the legal actions."""

    name = "random"
    summary = "uniformly random legal moves"

    def choose(self, turn: Turn) -> Action:
        return self.rng.choice(turn.legal_actions)


class FirstAgent(Agent):
    """Always takes the first legal action (in classic War: the top card, i.e. plain War)."""

    name = "first"
    summary = "always the first legal move (in classic War, the top card)"

    def choose(self, turn: Turn) -> Action:
        return turn.legal_actions[0]


def seat_turn(state: GameState, seat: int) -> Turn:
    """The turn of ``seat`` in ``state``: its observation and its search order (each made when
    first read, from the state as it is then: agents read them before anyone acts) and a sampler
    of consistent states."""
    legal = state.legal_actions(seat)

    def sample(rng: Rng) -> GameState:
        return state.resample(seat, rng)

    def observe() -> Observation[Any]:
        return state.observe(seat)

    def search_order() -> tuple[Action, ...]:
        decision = state.decision_for(seat)
        return state.search_order(decision) if decision is not None else ()

    return Turn(
        observe,
        sample,
        state.options,
        seat=seat,
        legal_actions=legal,
        variant=state.variant_id,
        search_order=search_order,
    )

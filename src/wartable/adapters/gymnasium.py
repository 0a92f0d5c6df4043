"""Gymnasium environments: one seat of a variant against any wartable agent.

Importing this module registers ``wartable/<Name>-v0`` for every registered variant with an
encoding, its name made from the id (``hand-of-war`` is ``HandOfWar``)::

    env = gymnasium.make("wartable/HandOfWar-v0", opponent="heuristic")

Keyword arguments: ``options`` (the variant's option string), ``opponent`` (an agent as
``wartable.agents.make_agent`` reads it: ``random``, ``heuristic``, ``ismcts(iterations=200)``),
``seat`` (0 or 1, the learner's) and ``render_mode`` (``"ansi"``).

The observation is the variant's encoding of what the seat may see (a float32 vector, see
:mod:`wartable.adapters.encoding`); actions are the ids of the variant's action space
(``Discrete``). The legal ones are in ``info["action_mask"]`` and :meth:`WartableEnv.action_masks`
(what sb3-contrib's MaskablePPO reads). The opponent's turns and the automatic steps are played
inside ``step``; the opponent sees only its own seat (it gets a turn, never the state), and in a
simultaneous decision it chooses without seeing the learner's choice. Rewards, truncation at the
turn limit, illegal actions (the learner loses) and seeding are as in
:mod:`wartable.adapters.pettingzoo`.
"""

from __future__ import annotations

from typing import Any

from wartable.extras import needs

with needs("rl", "the Gymnasium environments"):
    import gymnasium
    import numpy as np
    from gymnasium import spaces
    from numpy.typing import NDArray

from wartable.adapters import VERSION
from wartable.adapters.encoding import HIGH, LOW, encoding, has_encoding
from wartable.adapters.ids import ActionIds
from wartable.agents import Agent, make_agent, seat_turn
from wartable.core import variants
from wartable.core.options import VariantOptions
from wartable.core.outcome import Termination
from wartable.core.registry import get_variant
from wartable.core.rng import derive_seed
from wartable.core.state import GameState

__all__ = ["WartableEnv", "environment_id", "register_environments"]

SEED_BITS = 63
"""Seeds drawn for resets without a seed have this many bits."""

Vector = NDArray[np.float32]


def environment_id(variant: str) -> str:
    """The Gymnasium id of a variant: ``wartable/HandOfWar-v0`` for ``hand-of-war``."""
    name = "".join(part.capitalize() for part in get_variant(variant).id.split("-"))
    return f"wartable/{name}-v{VERSION}"


class WartableEnv(gymnasium.Env[Vector, np.int64]):
    """One seat of a variant against a wartable agent (see the module docstring)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012

    def __init__(
        self,
        variant: str,
        options: VariantOptions | str | None = None,
        opponent: str = "heuristic",
        seat: int = 0,
        render_mode: str | None = None,
    ) -> None:
        if seat not in (0, 1):
            raise ValueError(f"seat must be 0 or 1, got {seat!r}")
        self.variant_spec = get_variant(variant)
        parsed = (
            options
            if isinstance(options, VariantOptions)
            else self.variant_spec.parse_options(options)
        )
        self.options = self.variant_spec.options_for_seat(parsed, seat)
        self.seat = seat
        self.opponent_name = opponent
        self.render_mode = render_mode
        self.space = self.variant_spec.state_type.action_space(self.options)
        self.ids = ActionIds(self.space)
        self.encoding = encoding(self.variant_spec.id, self.options)
        self.observation_space = spaces.Box(LOW, HIGH, (self.encoding.size,), np.float32)
        self.action_space = spaces.Discrete(self.space.size)
        self.state: GameState = self.variant_spec.new_game(self.options, 0, quiet=True)
        self.opponent: Agent = make_agent(opponent)
        self.forfeited = False

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Vector, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2**SEED_BITS))
        self.state = self.variant_spec.new_game(self.options, game_seed, quiet=True)
        self.opponent = make_agent(self.opponent_name, derive_seed(game_seed, "opponent"))
        self.forfeited = False
        self._play_others()
        return self._observation(), self._info()

    def step(self, action: Any) -> tuple[Vector, float, bool, bool, dict[str, Any]]:
        if self.forfeited or self.state.is_terminal:
            raise RuntimeError("the game is over: call reset()")
        chosen = self.ids.find(self.state.legal_actions(self.seat), int(action))
        if chosen is None:
            self.forfeited = True
            info = {**self._info(), "illegal_action": True}
            return self._observation(), -1.0, True, False, info
        self.state.act(self.seat, chosen)
        self._play_others()
        outcome = self.state.outcome
        reward = 0.0 if outcome is None else outcome.payoff(self.seat)
        truncated = outcome is not None and outcome.termination is Termination.TURN_LIMIT
        terminated = outcome is not None and not truncated
        return self._observation(), reward, terminated, truncated, self._info()

    def action_masks(self) -> NDArray[np.bool_]:
        """The learner's legal actions, one flag per action id (all False when the game is over)."""
        legal = () if self.forfeited else self.state.legal_actions(self.seat)
        return self.ids.mask(legal, np.bool_)

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without a render_mode (use 'ansi')")
            return None
        return self.state.observe(None).text

    def _play_others(self) -> None:
        """The opponent's decisions and the automatic steps, until the learner decides or the
        game ends."""
        state = self.state
        while not state.is_terminal:
            pending = state.decisions()
            if not pending:
                state.run()
                continue
            for decision in pending:
                if decision.player != self.seat:
                    choice = self.opponent.choose(seat_turn(state, decision.player))
                    state.act(decision.player, choice)
            if any(decision.player == self.seat for decision in pending):
                return

    def _observation(self) -> Vector:
        return self.encoding.encode(self.state.observe(self.seat).view)

    def _info(self) -> dict[str, Any]:
        return {"action_mask": self.action_masks().astype(np.int8)}


def register_environments() -> None:
    """Register ``wartable/<Name>-v0`` for every variant with an encoding (done on import)."""
    for spec in variants():
        if has_encoding(spec.id):
            env_id = environment_id(spec.id)
            if env_id not in gymnasium.registry:
                gymnasium.register(
                    id=env_id,
                    entry_point="wartable.adapters.gymnasium:WartableEnv",
                    kwargs={"variant": spec.id},
                )


register_environments()

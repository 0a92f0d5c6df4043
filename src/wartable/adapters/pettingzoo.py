"""PettingZoo environments for every registered variant: :func:`env` (AEC) and :func:`parallel_env`.

Agents are ``player_0`` and ``player_1`` (the seats). An agent's observation is
``{"observation": float32 vector, "action_mask": int8 vector}``: the vector is the variant's
encoding (:mod:`wartable.adapters.encoding`) of what the seat may see, the mask has one entry per id
of the variant's action space, 1 for the seat's legal actions (all 0 when it has nothing to decide).

- Automatic steps (where nobody decides) are played inside the environment.
- Simultaneous decisions: in AEC the seats act one after the other, and the second does not see
  the first's choice (the engine keeps it secret until both have chosen); in Parallel every seat
  with a pending decision acts in the same ``step``. A seat with nothing to decide may be given any
  action (or none, in Parallel): it is ignored.
- An illegal action for a seat that must decide ends the game: that seat gets -1, the other 0
  (PettingZoo's usual rule for illegal moves), with ``info["illegal_action"] = True``.
- Rewards come at the end: :meth:`wartable.core.outcome.Outcome.payoff` (+1, -1, or 0 for a draw).
  A game stopped by the variant's turn limit (``max_turns``) is truncated; any other end terminates.
- ``reset(seed=...)`` seeds the game itself; later resets without a seed draw theirs from it.
- ``render_mode="ansi"``: :meth:`render` returns the spectator's view as text.
- Wartable's agents play a seat through ``agent_action(agent, make_agent("heuristic"))``.

Options are the variant's option string (``"max_turns=30"``). The seats are the ones deciding, so
the variant's options for people apply (classic War turns on its solitaire chooser for both).
Needs the ``rl`` extra: ``pip install 'wartable[rl]'``.
"""

from __future__ import annotations

from typing import Any

from wartable.extras import needs

with needs("rl", "the PettingZoo environments"):
    import gymnasium
    import numpy as np
    import pettingzoo
    from gymnasium import spaces
    from numpy.typing import NDArray

from wartable.adapters import VERSION
from wartable.adapters.encoding import HIGH, LOW, encoding
from wartable.adapters.ids import ActionIds
from wartable.agents import Agent, seat_turn
from wartable.core.options import VariantOptions
from wartable.core.outcome import Termination
from wartable.core.registry import get_variant, module_name
from wartable.core.rng import Rng
from wartable.core.state import Action, GameState

__all__ = ["AGENTS", "WartableAEC", "WartableParallel", "env", "parallel_env"]

AGENTS = ("player_0", "player_1")
"""The agents, one per seat."""
SEED_BITS = 63
"""Seeds drawn for resets without a seed have this many bits."""

AgentObservation = dict[str, NDArray[Any]]


class Table:
    """One game between the agents, behind both kinds of environment: it plays the automatic
    steps, turns action ids into actions and observations into vectors, and keeps the result."""

    def __init__(self, variant: str, options: VariantOptions | str | None) -> None:
        self.spec = get_variant(variant)
        parsed = (
            options if isinstance(options, VariantOptions) else self.spec.parse_options(options)
        )
        self.options = self.spec.options_for_people(parsed, range(len(AGENTS)))
        self.space = self.spec.state_type.action_space(self.options)
        self.ids = ActionIds(self.space)
        self.encoding = encoding(self.spec.id, self.options)
        self.state: GameState = self.spec.new_game(self.options, 0, quiet=True)
        self.forfeit: int | None = None
        self.seeds = Rng()
        self.pending: dict[int, tuple[Action, ...]] = {}
        """Each deciding seat's legal actions, in the engine's order, as of the last change."""
        self._legal_ids: dict[int, tuple[int, ...]] = {}

    @property
    def name(self) -> str:
        """The environment's name, ``wartable_<variant>_v<adapters version>``."""
        return f"wartable_{module_name(self.spec.id)}_v{VERSION}"

    def observation_space(self) -> spaces.Dict:
        """A new space for one agent's observation."""
        return spaces.Dict(
            {
                "observation": spaces.Box(LOW, HIGH, (self.encoding.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.space.size,), np.int8),
            }
        )

    def start(self, seed: int | None) -> None:
        """A new game, seeded by ``seed`` (else by the next seed drawn), run to its first decision."""
        if seed is not None:
            self.seeds = Rng(seed)
        else:
            seed = self.seeds.getrandbits(SEED_BITS)
        self.state = self.spec.new_game(self.options, seed, quiet=True)
        self.forfeit = None
        self.state.run()
        self._note_decisions()

    def _note_decisions(self) -> None:
        self.pending = {d.player: d.actions for d in self.state.decisions()}
        self._legal_ids = {}

    def legal_ids(self, seat: int) -> tuple[int, ...]:
        """The ids of ``seat``'s legal actions, in the order of :attr:`pending`."""
        found = self._legal_ids.get(seat)
        if found is None:
            actions = () if self.over else self.pending.get(seat, ())
            found = self._legal_ids[seat] = self.ids.ids_of(actions)
        return found

    @property
    def over(self) -> bool:
        """Whether the game has ended (or was forfeited by an illegal action)."""
        return self.forfeit is not None or self.state.is_terminal

    @property
    def truncated(self) -> bool:
        """Whether the game was stopped by the turn limit."""
        outcome = self.state.outcome
        return (
            self.forfeit is None
            and outcome is not None
            and outcome.termination is Termination.TURN_LIMIT
        )

    def deciding(self) -> tuple[int, ...]:
        """The seats with a pending decision, in the engine's order."""
        return () if self.over else tuple(self.pending)

    def play(self, seat: int, action_id: object) -> None:
        """``seat``'s action with this id, then the automatic steps; an illegal id forfeits."""
        if action_id is None:
            raise ValueError(f"{AGENTS[seat]} must decide now; None is no action")
        legal = self.legal_ids(seat)
        chosen = int(action_id)  # type: ignore[call-overload]
        if chosen not in legal:
            self.forfeit = seat
            return
        action = self.pending[seat][legal.index(chosen)]
        # The action comes from this state's own pending decisions, checked just above: the
        # engine's check (which lists the decisions again) would only repeat it.
        self.state.act_unchecked(seat, action)
        self.state.run()
        self._note_decisions()

    def payoff(self, seat: int) -> float:
        """``seat``'s reward once the game is over."""
        if self.forfeit is not None:
            return -1.0 if seat == self.forfeit else 0.0
        outcome = self.state.outcome
        return 0.0 if outcome is None else outcome.payoff(seat)

    def info(self, seat: int) -> dict[str, Any]:
        """``seat``'s info: it says who broke the rules, if anyone did."""
        return {"illegal_action": True} if seat == self.forfeit else {}

    def observe(self, seat: int) -> AgentObservation:
        """``seat``'s observation: its encoded view and its action mask."""
        view = self.state.observe(seat).view
        mask = np.zeros(self.space.size, dtype=np.int8)
        mask[list(self.legal_ids(seat))] = 1
        return {"observation": self.encoding.encode(view), "action_mask": mask}

    def text(self) -> str:
        """The game as a spectator sees it, in text."""
        return self.state.observe(None).text


class Seats:
    """What both kinds of environment share: the table, the agents, their spaces, rendering."""

    def _seat(
        self, variant: str, options: VariantOptions | str | None, render_mode: str | None
    ) -> None:
        self.table = Table(variant, options)
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        self.observation_spaces = {a: self.table.observation_space() for a in AGENTS}
        self.action_spaces: dict[str, spaces.Discrete[np.int64]] = {
            a: spaces.Discrete(self.table.space.size) for a in AGENTS
        }

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The agent's observation space (the same object at every call)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The agent's action space (the same object at every call)."""
        return self.action_spaces[agent]

    def agent_action(self, agent: str, player: Agent) -> int:
        """The id of the action the wartable agent ``player`` (``make_agent("heuristic")``)
        takes in ``agent``'s seat now: it is given the seat's turn, never the state, so wartable's
        agents can play opponents in any loop."""
        seat = AGENTS.index(agent)
        if seat not in self.table.deciding():
            raise ValueError(f"{agent} has nothing to decide now")
        return self.table.ids.id(player.choose(seat_turn(self.table.state, seat)))

    def render(self) -> str | None:
        """With ``render_mode="ansi"``, the game as a spectator sees it, in text."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without a render_mode (use 'ansi')")
            return None
        return self.table.text()

    def close(self) -> None:
        """Nothing to release."""


class WartableAEC(Seats, pettingzoo.AECEnv):  # type: ignore[misc]
    """A variant as a PettingZoo AEC environment (see the module docstring)."""

    def __init__(
        self,
        variant: str,
        options: VariantOptions | str | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self._seat(variant, options, render_mode)
        self.metadata = {
            "render_modes": ["ansi"],
            "name": self.table.name,
            "is_parallelizable": True,
        }

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.table.start(seed)
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in AGENTS}
        self._settle()

    def observe(self, agent: str) -> AgentObservation:
        return self.table.observe(AGENTS.index(agent))

    def step(self, action: object) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.table.play(AGENTS.index(agent), action)
        self._settle()
        self._accumulate_rewards()

    def _settle(self) -> None:
        """Select the next agent to decide, or end the game for every agent."""
        deciding = self.table.deciding()
        if deciding:
            self.agent_selection = AGENTS[deciding[0]]
            return
        truncated = self.table.truncated
        for seat, agent in enumerate(AGENTS):
            self.rewards[agent] = self.table.payoff(seat)
            self.terminations[agent] = not truncated
            self.truncations[agent] = truncated
            self.infos[agent] = self.table.info(seat)
        self.agent_selection = self.agents[0]


class WartableParallel(Seats, pettingzoo.ParallelEnv):  # type: ignore[misc]
    """A variant as a PettingZoo Parallel environment (see the module docstring)."""

    def __init__(
        self,
        variant: str,
        options: VariantOptions | str | None = None,
        render_mode: str | None = None,
    ) -> None:
        self._seat(variant, options, render_mode)
        self.metadata = {"render_modes": ["ansi"], "name": self.table.name}

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, AgentObservation], dict[str, dict[str, Any]]]:
        self.table.start(seed)
        self.agents = [] if self.table.over else list(AGENTS)
        observations = {a: self.table.observe(AGENTS.index(a)) for a in AGENTS}
        return observations, {a: {} for a in AGENTS}

    def step(
        self, actions: dict[str, Any]
    ) -> tuple[
        dict[str, AgentObservation],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        for seat in self.table.deciding():
            if AGENTS[seat] not in actions:
                raise ValueError(f"{AGENTS[seat]} must decide now and was given no action")
            self.table.play(seat, actions[AGENTS[seat]])
            if self.table.over:
                break
        acting = list(self.agents)
        over = self.table.over
        truncated = self.table.truncated
        observations = {a: self.table.observe(AGENTS.index(a)) for a in acting}
        rewards = {a: self.table.payoff(AGENTS.index(a)) if over else 0.0 for a in acting}
        terminations = dict.fromkeys(acting, over and not truncated)
        truncations = dict.fromkeys(acting, truncated)
        infos = {a: self.table.info(AGENTS.index(a)) for a in acting}
        if over:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def state(self) -> NDArray[np.float32]:
        """Not available: a global state would show every hidden card."""
        raise NotImplementedError("wartable environments give no global state; use observations")


def env(
    variant: str, options: VariantOptions | str | None = None, render_mode: str | None = None
) -> WartableAEC:
    """The AEC environment of ``variant`` (an id or alias) with these options."""
    return WartableAEC(variant, options, render_mode)


def parallel_env(
    variant: str, options: VariantOptions | str | None = None, render_mode: str | None = None
) -> WartableParallel:
    """The Parallel environment of ``variant`` with these options."""
    return WartableParallel(variant, options, render_mode)

"""Playing one game between agents; every agent sees only its own observations."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from wartable.agents.base import Agent, seat_turn
from wartable.core.events import Event
from wartable.core.outcome import Outcome
from wartable.core.record import RecordedAction, play_out
from wartable.core.state import Action, Decision, GameState


def agent_chooser(agents: Sequence[Agent]) -> Callable[[GameState, Decision], Action]:
    """A chooser for :func:`~wartable.core.record.play_out` that asks each seat's agent.

    The agent is handed the seat's turn only (never the state); its choice is checked by ``act``.
    """

    def choose(state: GameState, decision: Decision) -> Action:
        return agents[decision.player].choose(seat_turn(state, decision.player))

    return choose


def play_match(
    state: GameState,
    agents: Sequence[Agent],
    *,
    on_events: Callable[[tuple[Event, ...]], None] | None = None,
    actions: list[RecordedAction] | None = None,
) -> Outcome:
    """Play ``state`` to the end with one agent per seat; return the outcome."""
    if len(agents) != state.num_players:
        raise ValueError(f"{state.variant_id} needs {state.num_players} agents, got {len(agents)}")
    return play_out(state, agent_chooser(agents), on_events=on_events, actions=actions)

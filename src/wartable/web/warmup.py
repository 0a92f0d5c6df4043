"""Warming a server process up before it serves, so that no move pays for a first time.

Some of what a game needs is made the first time it is needed: Slot Wars reads its card language's
grammar tables (about half a second) and the starter cards' texts; modules of agents and variants
are imported on first use. :func:`warm_up` pays all of that at once, before the server takes its
first request (and in each worker process before its first search), by playing a few moves of
every registered variant.

It then moves everything the process holds into the garbage collector's permanent generation
(``gc.freeze``). A full collection visits every object that can hold references, and after the
imports and the warm-up there are some 300,000 of them (grammar tables, cards, compiled regular
expressions, classes): each full collection of a serving process spent 50 to 100 ms visiting
them, a pause of every table at once. Frozen, they are never visited again; a collection visits
the games being played alone.
"""

from __future__ import annotations

import gc
import logging

from wartable.agents import make_agent, seat_turn
from wartable.core.registry import variants
from wartable.core.rng import Rng

log = logging.getLogger("wartable.web")

WARM_SEED = 20_26
"""The seed of the warm-up games (any: their moves are thrown away)."""
WARM_MOVES = 12
"""Moves played in each variant's warm-up game."""


def warm_up() -> None:
    """Play :data:`WARM_MOVES` moves of every registered variant's default game (the heuristic
    choosing, from each seat's view), then freeze the process's objects (``gc.freeze``). A variant
    that fails here is logged and skipped: its games will fail with a message of their own."""
    for spec in variants():
        try:
            state = spec.new_game(spec.default_options(), WARM_SEED)
            state.run()
            for _ in range(WARM_MOVES):
                decisions = state.decisions()
                if not decisions:
                    break
                for decision in decisions:
                    view = state.observe(decision.player).view
                    for action in decision.actions[:3]:
                        view.label(action)
                    agent = make_agent("heuristic", WARM_SEED)
                    try:
                        action = agent.choose(seat_turn(state, decision.player))
                    except Exception:
                        action = decision.actions[0]
                    state.act(decision.player, action)
                state.run()
            state.resample(0, Rng(WARM_SEED))
        except Exception as exc:
            log.warning("the warm-up of %s failed: %s", spec.id, type(exc).__name__)
    gc.collect()
    gc.freeze()

"""The computer players at the tables: when they move, and how their moves are taken.

The quick agents (:data:`~wartable.web.thinking.QUICK_AGENTS`, about a millisecond a move) answer
at once under the table's lock (:meth:`ComputerPlayers.play_quick`), so their move goes out in the
same update as the move it answers. Searching agents (``ismcts``) think in other processes
(:mod:`wartable.web.thinking`) on a blind stand-in of their seat's turn taken under the lock, within
their budget and deadline, and their move is taken under the lock only if their decision is still
pending (:meth:`ComputerPlayers.schedule`). No computer player ever gets the state, only its
seat's turn.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from wartable.core.errors import IllegalActionError
from wartable.core.state import Action
from wartable.web.schemas.games import GameStatus
from wartable.web.tables import Table
from wartable.web.thinking import ThinkingPool, choose_now, quick_choice, think_request

log = logging.getLogger("wartable.web")

MAX_QUICK_MOVES = 100_000
"""The most moves quick agents make in a row (only quick agents at a table: a whole game)."""

Move = Callable[[Table, int, Action], None]
"""Takes a seat's legal action at a table under its lock (and queues its writes)."""
Publish = Callable[[Table], Awaitable[None]]
"""Announces a table's changes once they are stored."""


class ComputerPlayers:
    """The computer players of every table: ``move`` takes their moves, ``publish`` announces
    them; searching agents think in ``thinking`` for ``seconds`` a move."""

    def __init__(
        self, thinking: ThinkingPool, seconds: float, *, move: Move, publish: Publish
    ) -> None:
        self.thinking = thinking
        self.seconds = seconds
        self._move = move
        self._publish = publish
        self._closed = False

    def play_quick(self, table: Table) -> None:
        """Under the lock: let the quick agents (``random``, ``first``, ``heuristic``) take their
        pending decisions at once, until a person or a searching agent must decide."""
        for _ in range(MAX_QUICK_MOVES):
            quick = [number for number in sorted(table.pending()) if table.seats[number].quick]
            if not quick:
                return
            for number in quick:
                seat = table.seats[number]
                legal = table.legal_actions(number)
                try:
                    action = choose_now(
                        table.state,
                        number,
                        seat.agent_text or "first",
                        table.agent_seed(number, seat.moves),
                    )
                    if action not in legal:
                        raise IllegalActionError("the agent chose an action that is not legal")
                except Exception as exc:
                    log.error(
                        "game %s: agent of seat %d failed: %s", table.id, number, type(exc).__name__
                    )
                    action = legal[0]
                self._move(table, number, action)

    def schedule(self, table: Table) -> None:
        """Start thinking, off the event loop, for every searching agent with a pending
        decision."""
        if self._closed:
            return
        for number in table.pending():
            seat = table.seats[number]
            if seat.thinks and seat.task is None:
                seat.task = asyncio.create_task(
                    self._think(table, number), name=f"agent {table.id}/{number}"
                )

    async def _think(self, table: Table, number: int) -> None:
        seat = table.seats[number]
        try:
            async with table.lock:
                if number not in table.pending() or not seat.thinks:
                    return
                expected = seat.moves
                agent_seed = table.agent_seed(number, expected)
                request = think_request(
                    table.state,
                    number,
                    seat.agent_text or "first",
                    agent_seed,
                    self.seconds,
                    self.thinking.deadline(),
                )
            chosen = await self.thinking.choose(request)
            async with table.lock:
                if table.status is not GameStatus.ACTIVE or seat.moves != expected:
                    return
                legal = table.legal_actions(number)
                action: Action | None = None
                if chosen is not None:
                    try:
                        action = table.state.parse_action(number, chosen)
                    except IllegalActionError:
                        log.error(
                            "game %s: agent of seat %d chose an illegal action", table.id, number
                        )
                if action is None or action not in legal:
                    action = quick_choice(table.state, number, agent_seed)
                self._move(table, number, action)
                self.play_quick(table)
                await self._publish(table)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.error("game %s: agent of seat %d failed: %s", table.id, number, type(exc).__name__)
        finally:
            seat.task = None
        self.schedule(table)

    async def close(self) -> None:
        """Think no more: the workers are stopped at once (a search still running is abandoned)."""
        self._closed = True
        await asyncio.to_thread(self.thinking.close)

"""The computer players of the web tables: what they are given, and where they think.

**Where it thinks.** The quick agents (:data:`QUICK_AGENTS`: wartable's own ``random``, ``first``
and ``heuristic``, about a millisecond a move) choose at once, on the event loop, from the seat's
turn (:func:`~wartable.agents.seat_turn`: its observation and a sampler that draws only from what
the seat has seen, as in ``wartable play``). Searching agents (``ismcts``) and every agent from
outside wartable think in a :class:`ThinkingPool`: worker processes (one per core by default), a
Ray cluster, or one thread of the server. Workers run at a lower scheduling priority
(``os.nice``) than the server, so a person's move is never queued behind a search.

**What crosses to a worker** is a :class:`ThinkRequest`: the agent's name and parameters, its seed,
its time budget, a deadline, and the seat's **stand-in** as JSON text: the state
``state.resample(seat, Rng(STAND_IN_SEED))``, a full state drawn so that it depends only on what
the seat has seen (the conformance suite's ``resample_is_blind`` check) and that carries seed 0,
never the table's state nor its seed. The agent's own random numbers are seeded from the game's
secret salt, not from its seed. So an agent decides exactly as it would on the real state, and a
worker never holds a card the seat may not see.

**Cut at its budget.** A search gets ``seconds`` (its budget) but never beyond its request's
deadline, which allows for the turns queued before it in the pool; at either it stops and plays
the best move it has found so far. A search whose deadline has passed before it could start, or
a worker that has not answered :data:`GRACE_SECONDS` after the deadline (starved, or failed), is
answered by :func:`quick_choice` instead: the move a search takes without searching, else the
variant's heuristic, else the first move of the variant's search order (what ISMCTS's rollouts
play).
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import json
import logging
import math
import os
import threading
import time
from concurrent.futures import BrokenExecutor
from dataclasses import dataclass

from wartable.agents import Agent, Turn, make_agent, seat_turn
from wartable.core.registry import get_variant
from wartable.core.rng import Rng
from wartable.core.state import Action, GameState
from wartable.sim.backends import Backend, LocalBackend, RayBackend, default_workers

log = logging.getLogger("wartable.web")

QUICK_AGENTS = frozenset({"random", "first", "heuristic"})
"""Agents that take about a millisecond a move: they play on the event loop, at once, and their
move goes out in the same update as the move they answer."""
STAND_IN_SEED = 0
"""Seeds the resample that makes a seat's stand-in (fixed: the stand-in is blind anyway)."""
MIN_SEARCH_SECONDS = 0.05
"""A search with less time than this before its deadline is not started (:func:`quick_choice`)."""
GRACE_SECONDS = 1.0
"""How long after a request's deadline the server waits for its worker before it plays
:func:`quick_choice` itself."""

_PREPARED: set[int] = set()
"""The worker processes :func:`prepare_worker` has set up."""
PARENT_CHECK_SECONDS = 1.0


def is_quick(agent_text: str) -> bool:
    """Whether the agent named ``agent_text`` decides in a moment (played on the event loop)."""
    return agent_text.split("(", 1)[0].strip().lower() in QUICK_AGENTS


def budgeted_agent(text: str, seed: int, seconds: float) -> Agent:
    """The agent named ``text``; if it takes a time limit, one no longer than ``seconds``."""
    agent = make_agent(text, seed)
    names = {spec.name for spec in agent.params.specs()}
    if "seconds" in names:
        limit = float(getattr(agent.params, "seconds"))  # noqa: B009 - a declared option
        if limit <= 0 or limit > seconds:
            params = dataclasses.replace(agent.params, seconds=seconds)  # type: ignore[call-arg]
            # made anew: an agent may read its parameters when it is made (ismcts does)
            budgeted = type(agent)(params, seed)
            budgeted.origin = agent.origin
            return budgeted
    return agent


def stand_in(state: GameState, seat: int) -> GameState:
    """A state ``seat`` cannot tell from ``state``, drawn from what it has seen alone."""
    return state.resample(seat, Rng(STAND_IN_SEED))


def blind_turn(state: GameState, seat: int) -> Turn:
    """The turn of ``seat`` as a worker rebuilds it: the observation and sampler of a stand-in."""
    return seat_turn(stand_in(state, seat), seat)


@functools.lru_cache(maxsize=64)
def _quick_agent(agent_text: str) -> Agent:
    return make_agent(agent_text)


def choose_now(state: GameState, seat: int, agent_text: str, agent_seed: int) -> Action:
    """A quick agent's move, chosen at once from the seat's turn: as ``make_agent(agent_text,
    agent_seed)`` would choose it (the quick agents keep nothing between moves but their random
    numbers, so one agent of each kind serves every table, seeded anew for each move)."""
    agent = _quick_agent(agent_text)
    agent.rng = Rng(agent_seed)
    return agent.choose(seat_turn(state, seat))


def quick_choice(state: GameState, seat: int, seed: int) -> Action:
    """A move for ``seat`` in a moment, from what it knows, for a search that ran out of time: the
    one search agents take without searching (``state.search_default``), else the variant's
    heuristic, if it has one, else the first of the variant's search order."""
    from wartable.agents.heuristic import POLICIES  # noqa: PLC0415 - registered on import

    decision = next(d for d in state.decisions() if d.player == seat)
    settled = state.search_default(decision)
    if settled is not None:
        return settled
    if state.variant_id in POLICIES:
        return make_agent("heuristic", seed).choose(seat_turn(state, seat))
    return state.search_order(decision)[0]


@dataclass(frozen=True)
class ThinkRequest:
    """Everything that crosses to a worker for one move: never the state, never its seed."""

    variant: str
    seat: int
    stand_in: str
    """The seat's stand-in (:func:`stand_in`) as JSON text."""
    agent: str
    agent_seed: int
    seconds: float
    """The search's budget."""
    deadline: float
    """When the move must be chosen (``time.time()``); the search stops then, if not before."""


def think_request(
    state: GameState,
    seat: int,
    agent_text: str,
    agent_seed: int,
    seconds: float,
    deadline: float,
) -> ThinkRequest:
    """What a worker needs to choose ``seat``'s move in ``state``."""
    text = json.dumps(stand_in(state, seat).to_json(), separators=(",", ":"))
    return ThinkRequest(state.variant_id, seat, text, agent_text, agent_seed, seconds, deadline)


def prepare_worker(niceness: int) -> None:
    """Once per worker process: lower its priority by ``niceness``, make it exit when the server
    that started it is gone (killed, it cannot stop its workers itself), and warm it up
    (:func:`~wartable.web.warmup.warm_up`) so that its first search is not slow."""
    if os.getpid() in _PREPARED:
        return
    _PREPARED.add(os.getpid())
    if niceness > 0:
        os.nice(niceness)
    parent = os.getppid()
    watch = threading.Thread(
        target=_exit_without, args=(parent,), name="wartable-parent-watch", daemon=True
    )
    watch.start()
    from wartable.web.warmup import warm_up  # noqa: PLC0415 - a worker's own start

    warm_up()


def _exit_without(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)


def think(request: ThinkRequest, niceness: int | None) -> str:
    """The agent's move, as its text: searched until its budget or its deadline, whichever comes
    first, or :func:`quick_choice` if the deadline leaves no time. In a worker process
    (``niceness`` given) the first call prepares the process (:func:`prepare_worker`); ``None``:
    a thread of the server."""
    if niceness is not None:
        prepare_worker(niceness)
    spec = get_variant(request.variant)
    state = spec.state_type.from_json(json.loads(request.stand_in))
    seconds = min(request.seconds, request.deadline - time.time())
    if seconds < MIN_SEARCH_SECONDS:
        return str(quick_choice(state, request.seat, request.agent_seed))
    agent = budgeted_agent(request.agent, request.agent_seed, seconds)
    return str(agent.choose(seat_turn(state, request.seat)))


def worker_niceness(niceness: int | None) -> int:
    """Prepare a worker as :func:`think` does; its scheduling priority (niceness)."""
    if niceness is not None:
        prepare_worker(niceness)
    return os.nice(0)


class ThinkingPool:
    """Where searching agents think: ``workers`` local processes (``None``: one per core; ``0``:
    one thread of the server), or Ray at ``ray_address``. Started on first use (or by
    :meth:`start`); ``seconds`` is the budget of a move."""

    def __init__(
        self,
        *,
        seconds: float,
        workers: int | None = 0,
        ray_address: str | None = None,
        niceness: int = 10,
    ) -> None:
        self.seconds = seconds
        self.workers = workers
        self.ray_address = ray_address
        self.niceness = niceness
        self._backend: Backend | None = None
        self._thinking = 0

    @property
    def in_threads(self) -> bool:
        """Whether agents think in a thread of the server (no priority to lower)."""
        return self.ray_address is None and self.workers == 0

    @property
    def _niceness(self) -> int | None:
        return None if self.in_threads else self.niceness

    def backend(self) -> Backend:
        """The backend, made on first use."""
        if self._backend is None:
            if self.ray_address is not None:
                self._backend = RayBackend(self.ray_address)
            elif self.workers == 0:
                self._backend = LocalBackend(1, threads=True)
            else:
                self._backend = LocalBackend(self.workers or default_workers())
            log.info("computer players think in %s", self._backend.description)
        return self._backend

    async def start(self) -> None:
        """Start the workers now (each imports wartable and warms up once), so the first move is
        not slow."""
        backend = await asyncio.to_thread(self.backend)
        ready = [backend.submit(worker_niceness, self._niceness) for _ in range(backend.workers)]
        await asyncio.gather(*(asyncio.wrap_future(f) for f in ready), return_exceptions=True)

    def deadline(self) -> float:
        """When a move asked for now must be chosen (``time.time()``): its budget, once for every
        round of the searches already waiting for a worker, and a second to spare."""
        workers = self._backend.workers if self._backend is not None else 1
        rounds = math.ceil((self._thinking + 1) / workers)
        return time.time() + self.seconds * rounds + 1.0

    async def choose(self, request: ThinkRequest) -> str | None:
        """The move the agent of ``request`` chooses, as its text; ``None`` if it failed, or did
        not answer :data:`GRACE_SECONDS` after its deadline."""
        backend = self.backend()
        self._thinking += 1
        try:
            future = backend.submit(think, request, self._niceness)
            wait = max(0.0, request.deadline - time.time()) + GRACE_SECONDS
            return await asyncio.wait_for(asyncio.wrap_future(future), timeout=wait)
        except TimeoutError:
            log.warning("an agent of %s did not answer by its deadline", request.variant)
        except BrokenExecutor:
            log.error("a worker of the computer players stopped; the pool is started again")
        except Exception as exc:
            log.error("an agent of %s failed: %s", request.variant, type(exc).__name__)
        finally:
            self._thinking -= 1
        return None

    def close(self) -> None:
        """Stop the workers at once: searches still running are abandoned."""
        if self._backend is not None:
            self._backend.stop()
            self._backend = None

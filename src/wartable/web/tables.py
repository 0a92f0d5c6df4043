"""The table manager: one :class:`Table` per game, all of them in a :class:`TableHub`.

A table owns its game's state and random numbers; players never see it. Everything a seat receives
is built by :meth:`Table.snapshot` and :meth:`Table.update` from ``state.observe(seat)`` and
``events_for(events, seat)``, the engine's one redaction point. Nothing hidden is logged: log lines
name games and seats, never cards, actions, seeds or tokens.

Concurrency: every change to a table happens under its ``asyncio.Lock``, so two players of a
simultaneous decision (Hand of War, Slot Wars) act independently and the state resolves when the
last of them has chosen, in whichever order their messages arrive. Searching agents (``ismcts``)
think in other processes (:mod:`wartable.web.thinking`) on a blind stand-in of their seat's turn
taken under the lock, within a time budget, and their move is applied under the lock only if their
decision is still pending. The quick agents (:data:`~wartable.web.thinking.QUICK_AGENTS`, about a
millisecond a move) answer at once under the lock, so their move goes out in the same update as
the move it answers. No computer player ever gets the state, only its seat's turn.

Persistence: changes are written through :class:`~wartable.web.writer.StoreWriter` by one
worker thread, in order, whatever has queued up in one transaction; a change is announced
(:meth:`TableHub.publish`) only once it is stored, so no acknowledged move is ever lost, and a read
through :meth:`TableHub.db` comes after every write queued before it. A table that is not in memory
(after a restart of the server) is rebuilt by replaying its stored actions from its seed.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property, partial
from typing import Any, Literal, TypeVar

from wartable.agents import make_agent
from wartable.core.errors import (
    IllegalActionError,
    OptionError,
    RecordError,
    UnknownVariantError,
    WartableError,
)
from wartable.core.events import Event, events_for
from wartable.core.fairness import Deal, new_salt
from wartable.core.jsonable import too_deep
from wartable.core.options import VariantOptions
from wartable.core.outcome import Outcome
from wartable.core.record import (
    GameRecord,
    RecordedAction,
    check_rules_version,
    record_game,
    replay,
)
from wartable.core.registry import VariantSpec, get_variant
from wartable.core.registry import parse_options as parse_variant_options
from wartable.core.rng import derive_seed
from wartable.core.state import Action, Decision, GameState
from wartable.web.protocol import (
    GAME_PAGE,
    JOIN_PAGE,
    WS_PATH,
    ActionPublic,
    DealPublic,
    DecisionPublic,
    EventPublic,
    Frame,
    GameCreate,
    GameCreated,
    GamePublic,
    GameStatus,
    Joined,
    JoinRequest,
    OutcomePublic,
    PlayerPublic,
    SnapshotMessage,
    UpdateMessage,
)
from wartable.web.store import (
    ActionWrite,
    GameStore,
    Progress,
    ProgressWrite,
    SeatWrite,
    StoredGame,
    StoredSeat,
    Write,
    token_hash,
    utcnow,
)
from wartable.web.thinking import (
    ThinkingPool,
    choose_now,
    is_quick,
    quick_choice,
    think_request,
)
from wartable.web.writer import StoreWriter

log = logging.getLogger("wartable.web")

T = TypeVar("T")

SEED_BITS = 53
"""Server-drawn seeds stay below 2**53, so a browser reads them exactly."""
OVER = frozenset({GameStatus.FINISHED, GameStatus.ABANDONED})
MAX_INLINE_MOVES = 100_000
QUEUE_LIMIT = 500
"""Messages waiting for one slow socket before the server gives up on it."""


class TableError(WartableError):
    """A request the table refuses; ``code`` is an :class:`~wartable.web.protocol.ErrorMessage`
    code, ``status`` the HTTP status for REST, ``field`` the part of the request at fault."""

    STATUS: dict[str, int] = {  # noqa: RUF012 - a constant table
        "bad_message": 400,
        "bad_request": 400,
        "illegal": 422,
        "invalid": 422,
        "stale": 409,
        "not_your_turn": 409,
        "finished": 409,
        "conflict": 409,
        "unauthorized": 401,
        "forbidden": 403,
        "not_found": 404,
        "too_large": 413,
    }

    def __init__(self, code: str, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.field = field

    @property
    def status(self) -> int:
        """The HTTP status of the error."""
        return self.STATUS.get(self.code, 400)


def new_game_id() -> str:
    """A fresh public game id (12 URL-safe characters)."""
    return secrets.token_urlsafe(9)


def new_secret() -> str:
    """A fresh seat token or invite code (192 random bits)."""
    return secrets.token_urlsafe(24)


def event_public(event: Event) -> EventPublic:
    """An event (already redacted for its viewer) as the protocol sends it."""
    data = event.to_json()
    assert isinstance(data, dict)
    data["text"] = event.describe()
    return EventPublic.model_validate(data)


def outcome_public(outcome: Outcome | None) -> OutcomePublic | None:
    """An outcome as the protocol sends it."""
    if outcome is None:
        return None
    return OutcomePublic(
        winner=outcome.winner,
        termination=outcome.ending,
        scores=list(outcome.scores),
        text=outcome.describe(),
    )


def rebuild(
    spec: VariantSpec, options: str, seed: int, actions: Sequence[tuple[int, str]]
) -> tuple[GameState, list[Event], list[int]]:
    """Replay a game from its seed and actions: the state, every event, and after each step (step
    0 is the start) how many events there were. Raise RecordError at an action that cannot be
    replayed."""
    state = spec.new_game(options, seed)
    events = list(state.run())
    ends = [len(events)]
    for number, (seat, text) in enumerate(actions, start=1):
        try:
            action = state.parse_action(seat, text)
            events.extend(state.act(seat, action))
        except WartableError as exc:
            raise RecordError(f"action {number} cannot be replayed: {exc}") from None
        events.extend(state.run())
        ends.append(len(events))
    return state, events, ends


def start_state(
    spec: VariantSpec, options: VariantOptions, seed: int
) -> tuple[GameState, list[Event], tuple[Decision, ...]]:
    """A new game run to its first decisions: the state, its events, and those decisions (run in a
    thread: dealing and a first decision can take a while, e.g. Slot Wars' suggested decks)."""
    state = spec.new_game(options, seed)
    events = list(state.run())
    return state, events, state.decisions()


@dataclass
class Seat:
    """Who sits in a seat, and what the table knows of it while it plays."""

    seat: int
    kind: Literal["human", "agent"]
    name: str
    agent_text: str | None = None
    token_hash: str | None = None
    invite_hash: str | None = None
    moves: int = 0
    """Actions this seat has taken: the ``turn`` of its decisions."""
    task: asyncio.Task[None] | None = None

    @property
    def quick(self) -> bool:
        """Whether the seat's agent decides in a moment (played on the event loop)."""
        return self.kind == "agent" and is_quick(self.agent_text or "")

    @property
    def thinks(self) -> bool:
        """Whether the seat is a computer player that searches (off the event loop)."""
        return self.kind == "agent" and self.agent_text is not None and not self.quick

    @property
    def joined(self) -> bool:
        """Whether the seat has its player (agents always do)."""
        return self.kind == "agent" or self.token_hash is not None

    def stored(self) -> StoredSeat:
        """The seat as the store keeps it."""
        return StoredSeat(
            self.seat, self.kind, self.name, self.agent_text, self.token_hash, self.invite_hash
        )

    def record_name(self) -> str:
        """The seat's name in a game record (agents as ``agent:NAME``, as ``wartable play``)."""
        return f"agent:{self.agent_text}" if self.kind == "agent" else self.name


class Connection:
    """One socket following a table as one viewer: a queue of JSON texts to send, in order."""

    def __init__(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.sent = 0
        """How many of the table's events this connection has been sent (or skipped)."""
        self.table: Table | None = None
        self.dropped = False

    def put(self, text: str) -> None:
        """Queue a message; a socket that has fallen too far behind is dropped."""
        if self.dropped:
            return
        if self.queue.qsize() >= QUEUE_LIMIT:
            self.dropped = True
            self.queue.put_nowait(None)
            return
        self.queue.put_nowait(text)

    def close(self) -> None:
        """Tell the sender to stop."""
        self.queue.put_nowait(None)


class Table:
    """One game: its state, seats and event log, and the sockets following it.

    Call the methods that change it only while holding :attr:`lock`.
    """

    def __init__(
        self,
        *,
        game_id: str,
        spec: VariantSpec,
        state: GameState,
        seed: int,
        seats: list[Seat],
        status: GameStatus,
        events: list[Event],
        actions: list[RecordedAction],
        salt: str | None,
        seed_source: SeedSource,
        origin: Literal["played", "uploaded"] = "played",
        created_at: datetime | None = None,
        updated_at: datetime | None = None,
        restarted_as: str | None = None,
        decisions: tuple[Decision, ...] | None = None,
    ) -> None:
        self.id = game_id
        self.spec = spec
        self.state = state
        self.seed = seed
        self.salt = salt
        self.seed_source = seed_source
        self.commitment = commitment(spec.id, spec.version, self.options_full, seed, salt)
        self.seats = seats
        self.status = status
        self.events = events
        self.actions = actions
        self.origin = origin
        self.created_at = created_at or utcnow()
        self.updated_at = updated_at or self.created_at
        self.restarted_as = restarted_as
        self.lock = asyncio.Lock()
        self._decisions = decisions
        """``state.decisions()`` if known (see :meth:`decisions`)."""
        self.connections: set[Connection] = set()
        self.last_used = time.monotonic()

    # -- facts ----------------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        """Whether the game is finished or abandoned."""
        return self.status in OVER

    @cached_property
    def options_text(self) -> str:
        """The options in play, short form."""
        return self.state.options.to_string()

    @cached_property
    def options_full(self) -> str:
        """The options in play, every option written out (as stored, and as the deal has them)."""
        return self.state.options.to_string(full=True)

    def agent_seed(self, seat: int, moves: int) -> int:
        """The seed of a computer player's random numbers for its move after ``moves`` moves:
        from the game's secret salt, which tells nothing about the deal (games made before
        salts: from the seed, as then)."""
        secret = self.seed if self.salt is None else int(self.salt, 16)
        return derive_seed(secret, "web-agent", seat, moves)

    def deal(self) -> DealPublic:
        """Who chose the seed, and the commitment (with the seed and salt once it is over)."""
        return deal_public(
            self.seed_source,
            self.commitment,
            self.spec.version,
            self.options_full,
            self.seed,
            self.salt,
            over=self.over,
        )

    def seat_for_token(self, token: str) -> int | None:
        """The seat whose token this is, or ``None``."""
        wanted = token_hash(token)
        for seat in self.seats:
            if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, wanted):
                return seat.seat
        return None

    def pending(self) -> set[int]:
        """The seats with a decision pending now (none unless the game is active)."""
        if self.status is not GameStatus.ACTIVE:
            return set()
        return {decision.player for decision in self.decisions()}

    def decisions(self) -> tuple[Decision, ...]:
        """``state.decisions()``, remembered until the state changes (some variants take a while
        to list their actions)."""
        if self._decisions is None:
            self._decisions = self.state.decisions()
        return self._decisions

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        """The actions ``seat`` may take now."""
        for decision in self.decisions():
            if decision.player == seat:
                return decision.actions
        return ()

    def public(self) -> GamePublic:
        """The game as anyone may see it."""
        connected = {c.viewer for c in self.connections}
        return GamePublic(
            id=self.id,
            variant=self.spec.id,
            variant_name=self.spec.name,
            options=self.options_text,
            status=self.status,
            players=[
                PlayerPublic(
                    seat=s.seat,
                    kind=s.kind,
                    name=s.name,
                    agent=s.agent_text,
                    joined=s.joined,
                    connected=s.kind == "agent" or s.seat in connected,
                )
                for s in self.seats
            ],
            turn=self.state.turn,
            moves=len(self.actions),
            outcome=outcome_public(self.state.outcome),
            seed=self.seed if self.over else None,
            deal=self.deal(),
            origin=self.origin,
            restarted_as=self.restarted_as,
            created_at=self.created_at,
            updated_at=self.updated_at,
        )

    def progress(self) -> Progress:
        """The row update that records where the game stands."""
        outcome = self.state.outcome
        return Progress(
            status=self.status.value,
            turn=self.state.turn,
            moves=len(self.actions),
            outcome=None if outcome is None else outcome.to_json(),
            updated_at=self.updated_at,
            restarted_as=self.restarted_as,
        )

    def stored(self) -> StoredGame:
        """The whole game as the store keeps it."""
        outcome = self.state.outcome
        return StoredGame(
            id=self.id,
            variant=self.spec.id,
            options=self.options_full,
            seed=self.seed,
            salt=self.salt,
            seed_source=self.seed_source,
            rules_version=self.spec.version,
            status=self.status.value,
            seats=[s.stored() for s in self.seats],
            origin=self.origin,
            turn=self.state.turn,
            moves=len(self.actions),
            outcome=None if outcome is None else outcome.to_json(),
            restarted_as=self.restarted_as,
            created_at=self.created_at,
            updated_at=self.updated_at,
            actions=[(a.player, a.action) for a in self.actions],
        )

    def record(self) -> GameRecord:
        """The game's record (the whole truth: only for games that are over)."""
        return record_game(
            self.state,
            self.actions,
            self.events,
            players=tuple(s.record_name() for s in self.seats),
            meta={"game_id": self.id, "source": "wartable web", **self.deal_meta()},
        )

    def deal_meta(self) -> dict[str, str]:
        """What a record of the game says of its deal: who chose the seed, and the commitment
        with its salt (``wartable replay`` checks them)."""
        meta: dict[str, str] = {"seed_source": self.seed_source}
        if self.commitment is not None and self.salt is not None:
            meta.update(commitment=self.commitment, salt=self.salt)
        return meta

    # -- what a viewer receives: built only from observe() and events_for() ------------------------

    def decision_for(self, viewer: int | None) -> DecisionPublic | None:
        """The decision ``viewer`` must make now, if any."""
        if viewer is None or self.status is not GameStatus.ACTIVE:
            return None
        for decision in self.decisions():
            if decision.player == viewer:
                return DecisionPublic(
                    seat=viewer,
                    prompt=decision.prompt,
                    actions=[str(a) for a in decision.actions],
                    turn=self.seats[viewer].moves,
                )
        return None

    def snapshot(self, viewer: int | None, *, event_limit: int = 5000) -> SnapshotMessage:
        """Everything ``viewer`` may know now."""
        observation = self.state.observe(viewer)
        visible = events_for(self.events, viewer)
        omitted = max(0, len(visible) - event_limit)
        return SnapshotMessage(
            game=self.public(),
            seat=viewer,
            observation=_object(observation.to_json()),
            observation_text=observation.text,
            events=[event_public(e) for e in visible[omitted:]],
            events_omitted=omitted,
            decision=self.decision_for(viewer),
            outcome=outcome_public(self.state.outcome),
        )

    def update(self, viewer: int | None, since: int) -> UpdateMessage:
        """What ``viewer`` may know now, with the events from index ``since`` on."""
        observation = self.state.observe(viewer)
        return UpdateMessage(
            game=self.public(),
            seat=viewer,
            observation=_object(observation.to_json()),
            observation_text=observation.text,
            events=[event_public(e) for e in events_for(self.events[since:], viewer)],
            decision=self.decision_for(viewer),
            outcome=outcome_public(self.state.outcome),
        )

    def attach(self, connection: Connection, *, event_limit: int = 5000) -> None:
        """Start following the table: queue the connection's snapshot, tell the others."""
        connection.table = self
        connection.sent = len(self.events)
        self.connections.add(connection)
        connection.put(self.snapshot(connection.viewer, event_limit=event_limit).model_dump_json())
        self.broadcast(exclude=connection)

    def detach(self, connection: Connection) -> None:
        """Stop following the table; tell the others."""
        self.connections.discard(connection)
        connection.table = None
        self.broadcast()

    def broadcast(self, *, exclude: Connection | None = None) -> None:
        """Queue an update for every connection: its new events, its seat's observation."""
        built: dict[tuple[int | None, int], str] = {}
        for connection in list(self.connections):
            if connection is exclude:
                continue
            key = (connection.viewer, connection.sent)
            text = built.get(key)
            if text is None:
                text = self.update(connection.viewer, connection.sent).model_dump_json()
                built[key] = text
            connection.sent = len(self.events)
            connection.put(text)

    # -- changes (under the lock) ---------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> None:
        """Take a seat's (legal) action and let the engine run on."""
        self._decisions = None
        events = list(self.state.act(seat, action))
        events.extend(self.state.run())
        self.events.extend(events)
        self.actions.append(RecordedAction(seat, str(action)))
        self.seats[seat].moves += 1
        self.updated_at = utcnow()
        if self.state.is_terminal:
            self.status = GameStatus.FINISHED


def _object(data: Any) -> dict[str, Any]:
    assert isinstance(data, dict)
    return data


SeedSource = Literal["server", "player", "record", "unknown"]


def seed_source(text: str) -> SeedSource:
    """A stored seed source as the protocol names it."""
    return text if text in ("server", "player", "record") else "unknown"  # type: ignore[return-value]


def commitment(
    variant: str, rules_version: int, options: str, seed: int, salt: str | None
) -> str | None:
    """The commitment to a game's deal (None for a game without a salt)."""
    if salt is None:
        return None
    return Deal(variant, rules_version, options, seed, salt).commitment()


def deal_public(
    source: SeedSource,
    committed: str | None,
    rules_version: int,
    options: str,
    seed: int,
    salt: str | None,
    *,
    over: bool,
) -> DealPublic:
    """A game's deal as anyone may see it: the seed and salt only once it is over."""
    return DealPublic(
        seed_source=source,
        commitment=committed,
        rules_version=rules_version,
        options=options,
        seed=str(seed) if over else None,
        salt=salt if over else None,
    )


class TableHub:
    """Every table of the server, by game id; tables not in memory are loaded from the store.

    ``agent_seconds`` is the time an agent may think per move (agents with a time limit get it;
    any agent that overruns it twice over plays its first legal action instead); searching agents
    think in ``thinking`` (by default one thread of the server).
    """

    def __init__(
        self,
        store: GameStore,
        *,
        agent_seconds: float = 2.0,
        snapshot_events: int = 5000,
        max_tables: int = 1000,
        thinking: ThinkingPool | None = None,
    ) -> None:
        self.store = store
        self.agent_seconds = agent_seconds
        self.thinking = thinking or ThinkingPool(seconds=agent_seconds)
        self.snapshot_events = snapshot_events
        self.max_tables = max_tables
        self.tables: dict[str, Table] = {}
        self._loading: dict[str, asyncio.Future[Table]] = {}
        self.writer = StoreWriter(store)
        self._closed = False

    # -- the database, one call at a time ---------------------------------------------------

    async def db(self, call: Callable[..., T], *args: Any) -> T:
        """Run a store call on the store's thread, after every write queued before it."""
        return await self.writer.call(call, *args)

    def write_later(self, *writes: Write) -> None:
        """Queue writes; they are written in order, soon (see :mod:`wartable.web.writer`)."""
        self.writer.queue(*writes)

    async def flush(self) -> None:
        """Wait until every queued write is done."""
        await self.writer.flush()

    async def publish(self, table: Table) -> None:
        """Once the table's changes are stored, send every viewer its update. If they could not
        be stored, the table is dropped from memory and its sockets closed, so that its players
        reconnect to the game as it was stored; TableError says so."""
        if await self.writer.stored(table.id):
            table.broadcast()
            return
        self.tables.pop(table.id, None)
        for seat in table.seats:
            if seat.task is not None:
                seat.task.cancel()
        for connection in list(table.connections):
            connection.close()
        raise TableError(
            "conflict",
            "the last change could not be stored; the table reconnects to the game as stored",
        )

    async def close(self) -> None:
        """Stop the agents, finish the writes, close the store."""
        self._closed = True
        for table in self.tables.values():
            for seat in table.seats:
                if seat.task is not None:
                    seat.task.cancel()
            for connection in list(table.connections):
                connection.close()
        await self.flush()
        self.writer.close()
        await asyncio.to_thread(self.thinking.close)
        self.store.dispose()

    # -- finding tables -----------------------------------------------------------------------

    async def get(self, game_id: str) -> Table:
        """The table of a game, loading it from the store if need be; TableError if unknown."""
        table = self.tables.get(game_id)
        if table is not None:
            table.last_used = time.monotonic()
            return table
        loading = self._loading.get(game_id)
        if loading is not None:
            return await asyncio.shield(loading)
        future: asyncio.Future[Table] = asyncio.get_running_loop().create_future()
        self._loading[game_id] = future
        try:
            table = await self._load(game_id)
        except asyncio.CancelledError:
            future.cancel()
            raise
        except Exception as exc:
            future.set_exception(exc)
            future.exception()  # marked as retrieved: nobody else may be waiting
            raise
        finally:
            self._loading.pop(game_id, None)
        future.set_result(table)
        self._add(table)
        await self._start(table)
        return table

    async def exists(self, game_id: str) -> bool:
        """Whether the game is in memory or stored (without loading it)."""
        return game_id in self.tables or await self.db(self.store.has_game, game_id)

    async def _load(self, game_id: str) -> Table:
        stored = await self.db(self.store.load_game, game_id)
        if stored is None:
            raise TableError("not_found", f"no game {game_id!r}", field="game_id")
        try:
            spec = get_variant(stored.variant)
        except WartableError:
            raise TableError(
                "conflict", f"game {game_id!r} is of a variant this wartable does not have"
            ) from None
        try:
            check_rules_version(spec, stored.rules_version)
        except RecordError as exc:
            raise TableError("conflict", f"game {game_id!r}: {exc}") from None
        try:
            state, events, _ = await asyncio.to_thread(
                rebuild, spec, stored.options, stored.seed, stored.actions
            )
        except WartableError as exc:
            log.error("game %s cannot be resumed: %s", game_id, type(exc).__name__)
            raise TableError(
                "conflict", f"game {game_id!r} cannot be resumed by this version of wartable"
            ) from None
        seats = []
        for s in stored.seats:
            moves = sum(1 for seat, _ in stored.actions if seat == s.seat)
            kind: Literal["human", "agent"] = "agent" if s.kind == "agent" else "human"
            seats.append(
                Seat(s.seat, kind, s.name, s.agent, s.token_hash, s.invite_hash, moves=moves)
            )
        return Table(
            game_id=stored.id,
            spec=spec,
            state=state,
            seed=stored.seed,
            seats=seats,
            status=GameStatus(stored.status),
            events=events,
            actions=[RecordedAction(seat, text) for seat, text in stored.actions],
            salt=stored.salt,
            seed_source=seed_source(stored.seed_source),
            origin="uploaded" if stored.origin == "uploaded" else "played",
            created_at=stored.created_at,
            updated_at=stored.updated_at,
            restarted_as=stored.restarted_as,
        )

    def _add(self, table: Table) -> None:
        self.tables[table.id] = table
        if len(self.tables) <= self.max_tables:
            return
        idle = sorted(
            (
                t
                for t in self.tables.values()
                if not t.connections
                and not t.lock.locked()
                and all(s.task is None for s in t.seats)
                and t is not table
            ),
            key=lambda t: t.last_used,
        )
        for victim in idle[: len(self.tables) - self.max_tables]:
            del self.tables[victim.id]

    def public(self, stored: StoredGame) -> GamePublic:
        """A stored game as anyone may see it (live data if it is in memory)."""
        table = self.tables.get(stored.id)
        if table is not None:
            return table.public()
        try:
            name = get_variant(stored.variant).name
        except UnknownVariantError:
            name = stored.variant
        status = GameStatus(stored.status)
        outcome = None
        if stored.outcome is not None:
            outcome = outcome_public(Outcome.from_json(stored.outcome))
        return GamePublic(
            id=stored.id,
            variant=stored.variant,
            variant_name=name,
            options=_short_options(stored.variant, stored.options),
            status=status,
            players=[
                PlayerPublic(
                    seat=s.seat,
                    kind="agent" if s.kind == "agent" else "human",
                    name=s.name,
                    agent=s.agent,
                    joined=s.kind == "agent"
                    or s.token_hash is not None
                    or stored.origin != "played",
                    connected=False,
                )
                for s in stored.seats
            ],
            turn=stored.turn,
            moves=stored.moves,
            outcome=outcome,
            seed=stored.seed if status in OVER else None,
            deal=deal_public(
                seed_source(stored.seed_source),
                commitment(
                    stored.variant, stored.rules_version, stored.options, stored.seed, stored.salt
                ),
                stored.rules_version,
                stored.options,
                stored.seed,
                stored.salt,
                over=status in OVER,
            ),
            origin="uploaded" if stored.origin == "uploaded" else "played",
            restarted_as=stored.restarted_as,
            created_at=stored.created_at,
            updated_at=stored.updated_at,
        )

    async def list_games(
        self, statuses: Sequence[str] | None, *, limit: int, offset: int
    ) -> list[GamePublic]:
        """Games newest first."""
        stored = await self.db(partial(self.store.list_games, statuses, limit=limit, offset=offset))
        return [self.public(game) for game in stored]

    async def seat_of(self, table: Table, token: str | None) -> int | None:
        """The seat a token plays (``None`` without a token); TableError for a wrong token."""
        if token is None or token == "":
            return None
        seat = table.seat_for_token(token)
        if seat is None:
            raise TableError(
                "unauthorized", "that seat token does not belong to this game", field="token"
            )
        return seat

    # -- creating and joining ---------------------------------------------------------------------

    async def create(self, body: GameCreate) -> GameCreated:
        """A new game as ``body`` asks; TableError naming the field at fault."""
        try:
            spec = get_variant(body.variant)
        except UnknownVariantError as exc:
            raise TableError("invalid", str(exc), field="body.variant") from None
        try:
            options = (
                parse_variant_options(body.options, spec.id)
                if body.options.strip()
                else (spec.default_options())
            )
        except OptionError as exc:
            raise TableError("invalid", str(exc), field="body.options") from None
        agent_text: str | None = None
        if body.opponent.kind == "agent":
            try:
                agent_text = make_agent(body.opponent.agent).describe()
            except OptionError as exc:
                raise TableError("invalid", str(exc), field="body.opponent.agent") from None
        if body.seed is not None and body.opponent.kind == "friend":
            raise TableError(
                "invalid",
                "a game against a friend is dealt from a seed the server draws, so that neither"
                " player chooses the deal; leave out the seed (it is for games against the"
                " computer)",
                field="body.seed",
            )
        seed = body.seed if body.seed is not None else secrets.randbits(SEED_BITS)
        options = spec.options_for_seat(options, body.seat)
        try:
            state, events, decisions = await asyncio.to_thread(start_state, spec, options, seed)
        except WartableError as exc:
            raise TableError("invalid", str(exc), field="body.options") from None
        if state.num_players != 2:
            raise TableError(
                "invalid",
                f"{spec.id} is for {state.num_players} players; the server plays 2",
                field="body.variant",
            )
        token = new_secret()
        invite: str | None = None
        seats: list[Seat] = []
        for number in range(2):
            if number == body.seat:
                seats.append(
                    Seat(
                        number,
                        "human",
                        body.name or f"Player {number + 1}",
                        token_hash=token_hash(token),
                    )
                )
            elif agent_text is not None:
                seats.append(Seat(number, "agent", agent_text, agent_text=agent_text))
            else:
                invite = new_secret()
                seats.append(
                    Seat(number, "human", f"Player {number + 1}", invite_hash=token_hash(invite))
                )
        status = GameStatus.WAITING if invite is not None else GameStatus.ACTIVE
        if state.is_terminal:
            status = GameStatus.FINISHED
        table = Table(
            game_id=new_game_id(),
            spec=spec,
            state=state,
            seed=seed,
            seats=seats,
            status=status,
            events=events,
            actions=[],
            salt=new_salt(),
            seed_source="server" if body.seed is None else "player",
            decisions=decisions,
        )
        await self.db(self.store.add_game, table.stored())
        self._add(table)
        log.info("game %s created: %s, %s", table.id, spec.id, "friend" if invite else "agent")
        await self._start(table)
        return GameCreated(
            game_id=table.id,
            seat=body.seat,
            seat_token=token,
            invite=invite,
            invite_url=None
            if invite is None
            else JOIN_PAGE.format(game_id=table.id, invite=invite),
            game_url=GAME_PAGE.format(game_id=table.id),
            ws_url=WS_PATH.format(game_id=table.id),
            game=table.public(),
        )

    async def join(self, game_id: str, body: JoinRequest) -> Joined:
        """Take the free seat of a friend game with its invite."""
        table = await self.get(game_id)
        async with table.lock:
            wanted = token_hash(body.invite)
            free = [s for s in table.seats if s.invite_hash is not None]
            if not free:
                raise TableError("conflict", "this game has no free seat", field="body.invite")
            seat = next((s for s in free if hmac.compare_digest(s.invite_hash or "", wanted)), None)
            if seat is None:
                raise TableError(
                    "forbidden", "that invite is not valid for this game", field="body.invite"
                )
            token = new_secret()
            seat.token_hash = token_hash(token)
            seat.invite_hash = None
            if body.name:
                seat.name = body.name
            if table.status is GameStatus.WAITING and all(s.joined for s in table.seats):
                table.status = GameStatus.ACTIVE
            table.updated_at = utcnow()
            self.write_later(
                SeatWrite(table.id, seat.seat, seat.name, seat.token_hash),
                ProgressWrite(table.id, table.progress()),
            )
            await self.publish(table)
            log.info("game %s: seat %d joined", table.id, seat.seat)
            return Joined(
                game_id=table.id,
                seat=seat.seat,
                seat_token=token,
                game_url=GAME_PAGE.format(game_id=table.id),
                ws_url=WS_PATH.format(game_id=table.id),
                game=table.public(),
            )

    # -- playing ----------------------------------------------------------------------------------

    async def act(self, table: Table, viewer: int | None, text: str, turn: int) -> None:
        """A seat's action; TableError (and no change) if it is refused."""
        async with table.lock:
            if viewer is None:
                raise TableError(
                    "forbidden", "spectators cannot act; open the game with a seat token"
                )
            if table.over:
                raise TableError("finished", f"the game is {table.status.value}; nobody can act")
            if table.status is GameStatus.WAITING:
                raise TableError("not_your_turn", "waiting for your friend to join the game")
            seat = table.seats[viewer]
            if turn != seat.moves:
                raise TableError(
                    "stale",
                    f"stale action: it answers your decision of turn {turn}, but you have taken"
                    f" {seat.moves} actions since the game began",
                    field="turn",
                )
            if not table.legal_actions(viewer):
                raise TableError(
                    "not_your_turn", f"{seat.name} (seat {viewer}) has nothing to decide now"
                )
            try:
                action = table.state.parse_action(viewer, text)
            except IllegalActionError as exc:
                raise TableError("illegal", str(exc), field="action") from None
            self._apply(table, viewer, action)
            self._play_inline(table)
            await self.publish(table)
        self.schedule_agents(table)

    def _apply(self, table: Table, seat: int, action: Action) -> None:
        table.apply(seat, action)
        self.write_later(
            ActionWrite(table.id, len(table.actions), seat, str(action)),
            ProgressWrite(table.id, table.progress()),
        )
        if table.status is GameStatus.FINISHED:
            log.info("game %s finished after %d moves", table.id, len(table.actions))

    def _play_inline(self, table: Table) -> None:
        """Under the lock: let the quick agents (``random``, ``first``, ``heuristic``) take their
        pending decisions at once, until a person or a thinking agent must decide."""
        for _ in range(MAX_INLINE_MOVES):
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
                self._apply(table, number, action)

    async def _start(self, table: Table) -> None:
        """Set a table going: quick agents move at once, slow ones start thinking."""
        async with table.lock:
            if table.pending():
                self._play_inline(table)
                await self.publish(table)
        self.schedule_agents(table)

    def schedule_agents(self, table: Table) -> None:
        """Start thinking, off the event loop, for every slow agent with a pending decision."""
        if self._closed:
            return
        for number in table.pending():
            seat = table.seats[number]
            if seat.thinks and seat.task is None:
                seat.task = asyncio.create_task(
                    self._agent_move(table, number), name=f"agent {table.id}/{number}"
                )

    async def _agent_move(self, table: Table, number: int) -> None:
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
                    self.agent_seconds,
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
                self._apply(table, number, action)
                self._play_inline(table)
                await self.publish(table)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.error("game %s: agent of seat %d failed: %s", table.id, number, type(exc).__name__)
        finally:
            seat.task = None
        self.schedule_agents(table)

    async def restart(self, table: Table, connection: Connection) -> tuple[Table, str]:
        """A new game like ``table`` (same options and opponents, a new seed) for the seat of
        ``connection``, which stops following the old table; the old game is abandoned if
        unfinished. Returns the new table and the seat's new token."""
        viewer = connection.viewer
        async with table.lock:
            if viewer is None:
                raise TableError("forbidden", "spectators cannot restart a game")
            if any(s.kind != "agent" for s in table.seats if s.seat != viewer):
                raise TableError(
                    "forbidden", "only a game against a computer opponent can be restarted"
                )
            if table.restarted_as is not None:
                raise TableError(
                    "conflict", f"this game was already restarted as {table.restarted_as}"
                )
            seed = secrets.randbits(SEED_BITS)
            state, events, decisions = await asyncio.to_thread(
                start_state, table.spec, table.state.options, seed
            )
            token = new_secret()
            seats = []
            for old in table.seats:
                if old.seat == viewer:
                    seats.append(Seat(old.seat, "human", old.name, token_hash=token_hash(token)))
                else:
                    text = old.agent_text or "random"
                    seats.append(Seat(old.seat, "agent", old.name, agent_text=text))
            new = Table(
                game_id=new_game_id(),
                spec=table.spec,
                state=state,
                seed=seed,
                seats=seats,
                status=GameStatus.FINISHED if state.is_terminal else GameStatus.ACTIVE,
                events=events,
                actions=[],
                salt=new_salt(),
                seed_source="server",
                decisions=decisions,
            )
            await self.db(self.store.add_game, new.stored())
            self._add(new)
            table.restarted_as = new.id
            if not table.over:
                table.status = GameStatus.ABANDONED
            table.updated_at = utcnow()
            self.write_later(ProgressWrite(table.id, table.progress()))
            for other in table.seats:
                if other.task is not None:
                    other.task.cancel()
            table.connections.discard(connection)
            connection.table = None
            await self.publish(table)
            log.info("game %s restarted as %s", table.id, new.id)
        await self._start(new)
        return new, token

    # -- records and replays ----------------------------------------------------------------------

    async def record(self, game_id: str) -> GameRecord:
        """The record of a game that is over; TableError while it is being played."""
        table = await self.get(game_id)
        async with table.lock:
            if not table.over:
                raise TableError(
                    "conflict", "the record of a game is available once the game is over"
                )
            return table.record()

    async def replay(
        self, game_id: str, view: Literal["0", "1", "all"], token: str | None
    ) -> tuple[GamePublic, list[Frame]]:
        """The frames of a game from a seat's view or the whole truth (``all``, once it is over).

        While a game is played, a seat's view needs that seat's token.
        """
        table = await self.get(game_id)
        async with table.lock:
            if not table.over:
                if view == "all":
                    raise TableError(
                        "forbidden",
                        "the whole game (view=all) is shown once the game is over",
                        field="query.view",
                    )
                seat = await self.seat_of(table, token)
                if seat is None:
                    raise TableError(
                        "unauthorized",
                        f"view={view} of a game in play needs that seat's token",
                        field="token",
                    )
                if str(seat) != view:
                    raise TableError(
                        "forbidden",
                        f"your token plays seat {seat}, not seat {view}",
                        field="query.view",
                    )
            actions = [(a.player, a.action) for a in table.actions]
            game = table.public()
            options = table.state.options.to_string(full=True)
        frames = await asyncio.to_thread(
            replay_frames, table.spec, options, table.seed, actions, view
        )
        return game, frames

    async def import_records(self, text: str) -> list[GamePublic]:
        """Games made from the records of a JSON-lines text; TableError (field ``file: line N``)
        and nothing stored if any line is wrong."""
        tables = await asyncio.to_thread(_tables_from_records, text)
        for table in tables:
            await self.db(self.store.add_game, table.stored())
        log.info("%d uploaded records stored", len(tables))
        return [table.public() for table in tables]


def _short_options(variant: str, options: str) -> str:
    try:
        return get_variant(variant).parse_options(options).to_string()
    except WartableError:
        return options


def replay_frames(
    spec: VariantSpec,
    options: str,
    seed: int,
    actions: Sequence[tuple[int, str]],
    view: Literal["0", "1", "all"],
) -> list[Frame]:
    """A game step by step as ``view`` sees it (``all``: every seat's view and every event whole)."""
    everything = view == "all"
    viewer = None if everything else int(view)
    state = spec.new_game(options, seed)

    def frame(step: int, action: ActionPublic | None, events: Sequence[Event]) -> Frame:
        shown = events if everything else events_for(events, viewer)
        return Frame(
            step=step,
            turn=state.turn,
            action=action,
            observations=[
                _object(state.observe(seat).to_json()) if everything or seat == viewer else None
                for seat in range(state.num_players)
            ],
            events=[event_public(e) for e in shown],
        )

    frames = [frame(0, None, state.run())]
    for step, (seat, text) in enumerate(actions, start=1):
        events = list(state.act(seat, state.parse_action(seat, text)))
        events.extend(state.run())
        seen = everything or seat == viewer
        frames.append(frame(step, ActionPublic(seat=seat, action=text if seen else None), events))
    return frames


def _tables_from_records(text: str) -> list[Table]:
    tables = []
    lines = text.splitlines()
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        where = f"file: line {number}"
        nesting = too_deep(line)
        if nesting is not None:
            raise TableError("invalid", f"line {number}: not a record: {nesting}", field=where)
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            raise TableError(
                "invalid", f"line {number}: not valid JSON ({exc.msg})", field=where
            ) from None
        try:
            record = GameRecord.from_json(data)
            result = replay(record)
        except WartableError as exc:
            raise TableError("invalid", f"line {number}: {exc}", field=where) from None
        if not result.reproduced:
            raise TableError(
                "invalid",
                f"line {number}: the record does not replay as recorded: {'; '.join(result.problems)}",
                field=where,
            )
        if (
            len(record.players) not in (0, result.state.num_players)
            or result.state.num_players != 2
        ):
            raise TableError(
                "invalid", f"line {number}: the server keeps 2-player games", field=where
            )
        seats = []
        for seat in range(2):
            name = record.players[seat] if record.players else f"Player {seat + 1}"
            if name.startswith("agent:"):
                seats.append(Seat(seat, "agent", name[6:], agent_text=name[6:][:200]))
            else:
                seats.append(Seat(seat, "human", name[:80]))
        for action in record.actions:
            seats[action.player].moves += 1
        tables.append(
            Table(
                game_id=new_game_id(),
                spec=get_variant(record.variant),
                state=result.state,
                seed=record.seed,
                seats=seats,
                status=GameStatus.FINISHED if result.state.is_terminal else GameStatus.ABANDONED,
                events=result.events,
                actions=list(record.actions),
                salt=None,
                seed_source="record",
                origin="uploaded",
            )
        )
    if not tables:
        raise TableError("invalid", "the file holds no records", field="file")
    return tables

"""The live tables: one :class:`Table` per game being played, with its seats (:class:`Seat`) and
the sockets following it (:class:`Connection`).

A table owns its game's state and random numbers; players never see it. Everything a seat receives
is built by :meth:`Table.snapshot` and :meth:`Table.update` from ``state.observe(seat)`` and
``events_for(events, seat)``, the engine's one redaction point, and its legal actions come as the
engine's action data labelled from its own view. Nothing hidden is logged: log lines name games
and seats, never cards, actions, seeds or tokens.

Every change to a table happens under its ``asyncio.Lock`` (:class:`~wartable.web.hub.TableHub`
takes it), so two players of a simultaneous decision (Hand of War, Slot Wars) act independently
and the state resolves when the last of them has chosen, in whichever order their messages arrive.
The other roles around the tables have modules of their own: :mod:`wartable.web.hub` (the tables
in memory, and creating, joining, playing and restarting games), :mod:`wartable.web.players` (the
computer players), :mod:`wartable.web.persistence` (their storage) and :mod:`wartable.web.replays`
(records, replays and uploads).
"""

from __future__ import annotations

import asyncio
import hmac
import secrets
import time
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import Any, Literal

from wartable.core.actions import ActionSpace
from wartable.core.events import Event, events_for
from wartable.core.fairness import Deal
from wartable.core.options import VariantOptions
from wartable.core.outcome import Outcome
from wartable.core.record import GameRecord, RecordedAction, record_game
from wartable.core.registry import VariantSpec
from wartable.core.rng import derive_seed
from wartable.core.state import Action, Decision, GameState, View
from wartable.web.errors import WebError
from wartable.web.schemas.games import (
    ActionInfoPublic,
    DealPublic,
    DecisionPublic,
    EventPublic,
    GamePublic,
    GameStatus,
    OutcomePublic,
    PlayerPublic,
    SnapshotMessage,
)
from wartable.web.schemas.ws import UpdateMessage
from wartable.web.store import Progress, StoredGame, StoredSeat, token_hash, utcnow
from wartable.web.thinking import is_quick

OVER = frozenset({GameStatus.FINISHED, GameStatus.ABANDONED})
QUEUE_LIMIT = 500
"""Messages waiting for one slow socket before the server gives up on it."""


def new_game_id() -> str:
    """A fresh public game id (12 URL-safe characters)."""
    return secrets.token_urlsafe(9)


def new_secret() -> str:
    """A fresh seat token or invite code (192 random bits)."""
    return secrets.token_urlsafe(24)


def event_public(event: Event) -> EventPublic:
    """An event (already redacted for its viewer) as the protocol sends it."""
    data = event.to_data()
    assert isinstance(data, dict)
    data["text"] = event.describe()
    data["importance"] = event.importance.value
    return EventPublic.model_validate(data)


def action_public(space: ActionSpace, view: View, action: Action) -> ActionInfoPublic:
    """An action as the protocol sends it: its id in ``space``, notation, kind and fields, and its
    label as ``view``'s viewer reads it."""
    fields = action.data()
    kind = fields.pop("kind")
    return ActionInfoPublic(
        id=space.index(action),
        text=str(action),
        kind=str(kind),
        fields=fields,
        label=view.label(action),
    )


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


def start_state(
    spec: VariantSpec, options: VariantOptions, seed: int
) -> tuple[GameState, list[Event]]:
    """A new game run to its first decisions, listed (the state keeps them until it changes): the
    state and its events. Run in a thread: dealing and a first decision can take a while, e.g.
    Slot Wars' suggested decks."""
    state = spec.new_game(options, seed)
    events = list(state.run())
    state.decisions()
    return state, events


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
    def rules(self) -> str:
        """The options in play, in words."""
        return self.state.options.in_words()

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
        """The decisions pending now (the state lists them once per change, and some variants
        take a while to)."""
        return self.state.decisions()

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        """The actions ``seat`` may take now."""
        return self.state.legal_actions(seat)

    def public(self) -> GamePublic:
        """The game as anyone may see it."""
        connected = {c.viewer for c in self.connections}
        return GamePublic(
            id=self.id,
            variant=self.spec.id,
            variant_name=self.spec.name,
            options=self.options_text,
            rules=self.rules,
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

    @cached_property
    def space(self) -> ActionSpace:
        """The ids of the game's actions."""
        return type(self.state).action_space(self.state.options)

    def decision_for(self, viewer: int | None, view: View) -> DecisionPublic | None:
        """The decision ``viewer`` must make now, if any, its actions labelled from ``view`` (the
        viewer's own)."""
        if viewer is None or self.status is not GameStatus.ACTIVE:
            return None
        decision = self.state.decision_for(viewer)
        if decision is None:
            return None
        default = decision.default
        return DecisionPublic(
            seat=viewer,
            prompt=decision.prompt,
            actions=[action_public(self.space, view, a) for a in decision.actions],
            default=None if default is None else self.space.index(default),
            turn=self.seats[viewer].moves,
        )

    def snapshot(self, viewer: int | None, *, event_limit: int = 5000) -> SnapshotMessage:
        """Everything ``viewer`` may know now."""
        observation = self.state.observe(viewer)
        visible = events_for(self.events, viewer)
        omitted = max(0, len(visible) - event_limit)
        return SnapshotMessage(
            game=self.public(),
            seat=viewer,
            observation=json_object(observation.to_json()),
            observation_text=observation.text,
            events=[event_public(e) for e in visible[omitted:]],
            events_omitted=omitted,
            decision=self.decision_for(viewer, observation.view),
            outcome=outcome_public(self.state.outcome),
        )

    def update(self, viewer: int | None, since: int) -> UpdateMessage:
        """What ``viewer`` may know now, with the events from index ``since`` on."""
        observation = self.state.observe(viewer)
        return UpdateMessage(
            game=self.public(),
            seat=viewer,
            observation=json_object(observation.to_json()),
            observation_text=observation.text,
            events=[event_public(e) for e in events_for(self.events[since:], viewer)],
            decision=self.decision_for(viewer, observation.view),
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
        events = list(self.state.act(seat, action))
        events.extend(self.state.run())
        self.events.extend(events)
        self.actions.append(RecordedAction(seat, str(action)))
        self.seats[seat].moves += 1
        self.updated_at = utcnow()
        if self.state.is_terminal:
            self.status = GameStatus.FINISHED

    def stop_thinking(self) -> None:
        """Cancel the searches of its computer players (their moves are no longer wanted)."""
        for seat in self.seats:
            if seat.task is not None:
                seat.task.cancel()

    def close(self) -> None:
        """Stop thinking and close every socket following the table (it leaves memory)."""
        self.stop_thinking()
        for connection in list(self.connections):
            connection.close()


def json_object(data: Any) -> dict[str, Any]:
    """``data`` as the JSON object it is (an observation's JSON)."""
    assert isinstance(data, dict)
    return data


def seat_of(table: Table, token: str | None) -> int | None:
    """The seat ``token`` plays at ``table`` (``None`` without a token); WebError for a token of
    no seat of the table."""
    if token is None or token == "":
        return None
    seat = table.seat_for_token(token)
    if seat is None:
        raise WebError(
            "unauthorized", "that seat token does not belong to this game", field="token"
        )
    return seat


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

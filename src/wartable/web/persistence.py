"""The tables' storage: their changes written in order before they are announced, store calls made
in order after them, and tables loaded back from the database.

Changes are written through :class:`~wartable.web.writer.StoreWriter`: in order, whatever has
queued up in one transaction. :meth:`Persistence.stored` waits until a table's changes are
written, and the hub announces a change only then, so no acknowledged move is ever lost; a call
through :meth:`Persistence.db` comes after every write queued before it. A table that is not in
memory (after a restart of the server, or when it was set aside) is rebuilt by replaying its stored
actions from its seed (:meth:`Persistence.load`); the database never holds a state.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, Literal, TypeVar

from wartable.core.errors import RecordError, UnknownVariantError, WartableError
from wartable.core.events import Event
from wartable.core.outcome import Outcome
from wartable.core.record import RecordedAction, check_rules_version
from wartable.core.registry import VariantSpec, get_variant
from wartable.core.state import Action, GameState
from wartable.web.errors import WebError
from wartable.web.schemas.games import GamePublic, GameStatus, PlayerPublic
from wartable.web.store import ActionWrite, GameStore, ProgressWrite, StoredGame, Write
from wartable.web.tables import (
    OVER,
    Seat,
    Table,
    commitment,
    deal_public,
    outcome_public,
    seed_source,
)
from wartable.web.writer import StoreWriter

log = logging.getLogger("wartable.web")

T = TypeVar("T")


def rebuild(
    spec: VariantSpec, options: str, seed: int, actions: Sequence[tuple[int, str]]
) -> tuple[GameState, list[Event]]:
    """Replay a game from its seed and actions: the state, with its pending decisions listed (it
    keeps them until it changes), and every event. Raise RecordError at an action that cannot be
    replayed. Run in a thread, as :func:`~wartable.web.tables.start_state`."""
    state = spec.new_game(options, seed)
    events = list(state.run())
    for number, (seat, text) in enumerate(actions, start=1):
        try:
            action = state.parse_action(seat, text)
            events.extend(state.act(seat, action))
        except WartableError as exc:
            raise RecordError(f"action {number} cannot be replayed: {exc}") from None
        events.extend(state.run())
    state.decisions()
    return state, events


def short_options(variant: str, options: str) -> str:
    """A stored game's options in short form (as stored, if its variant cannot read them)."""
    try:
        return get_variant(variant).parse_options(options).to_string()
    except WartableError:
        return options


def options_in_words(variant: str, options: str) -> str:
    """A stored game's options in words (none if its variant cannot read them)."""
    try:
        return get_variant(variant).parse_options(options).in_words()
    except WartableError:
        return ""


class Persistence:
    """Where the tables are kept: ``store``, written through a :class:`StoreWriter`."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.writer = StoreWriter(store)

    async def db(self, call: Callable[..., T], *args: Any) -> T:
        """Run a store call on the store's thread, after every write queued before it."""
        return await self.writer.call(call, *args)

    def write_later(self, *writes: Write) -> None:
        """Queue writes; they are written in order, soon (see :mod:`wartable.web.writer`)."""
        self.writer.queue(*writes)

    def move(self, table: Table, seat: int, action: Action) -> None:
        """Take a seat's (legal) action at ``table`` (under its lock) and queue its writes."""
        table.apply(seat, action)
        self.write_later(
            ActionWrite(table.id, len(table.actions), seat, str(action)),
            ProgressWrite(table.id, table.progress()),
        )
        if table.status is GameStatus.FINISHED:
            log.info("game %s finished after %d moves", table.id, len(table.actions))

    async def stored(self, table: Table) -> bool:
        """Wait until every write queued so far is done; whether all of ``table``'s were stored."""
        return await self.writer.stored(table.id)

    async def add(self, table: Table) -> None:
        """Store a new game whole, after the writes queued before it."""
        await self.db(self.store.add_game, table.stored())

    async def exists(self, game_id: str) -> bool:
        """Whether a game of that id is stored."""
        return await self.db(self.store.has_game, game_id)

    async def load(self, game_id: str) -> Table:
        """The table of a stored game, rebuilt from its seed and actions; WebError if there is no
        such game or this wartable cannot play it."""
        stored = await self.db(self.store.load_game, game_id)
        if stored is None:
            raise WebError("not_found", f"no game {game_id!r}", field="game_id")
        try:
            spec = get_variant(stored.variant)
        except WartableError:
            raise WebError(
                "conflict", f"game {game_id!r} is of a variant this wartable does not have"
            ) from None
        try:
            check_rules_version(spec, stored.rules_version)
        except RecordError as exc:
            raise WebError("conflict", f"game {game_id!r}: {exc}") from None
        try:
            state, events = await asyncio.to_thread(
                rebuild, spec, stored.options, stored.seed, stored.actions
            )
        except WartableError as exc:
            log.error("game %s cannot be resumed: %s", game_id, type(exc).__name__)
            raise WebError(
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

    async def list_games(
        self, statuses: Sequence[str] | None, *, limit: int, offset: int
    ) -> list[StoredGame]:
        """Stored games, newest first (without their actions)."""
        return await self.db(partial(self.store.list_games, statuses, limit=limit, offset=offset))

    async def flush(self) -> None:
        """Wait until every queued write is done."""
        await self.writer.flush()

    async def close(self) -> None:
        """Finish the writes and close the store."""
        await self.flush()
        self.writer.close()
        self.store.dispose()


def stored_public(stored: StoredGame) -> GamePublic:
    """A stored game as anyone may see it, from its row (a game not in memory)."""
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
        options=short_options(stored.variant, stored.options),
        rules=options_in_words(stored.variant, stored.options),
        status=status,
        players=[
            PlayerPublic(
                seat=s.seat,
                kind="agent" if s.kind == "agent" else "human",
                name=s.name,
                agent=s.agent,
                joined=s.kind == "agent" or s.token_hash is not None or stored.origin != "played",
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

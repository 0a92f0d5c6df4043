"""The tables of the server: every game in memory by its id, and what players do to them —
creating a game, joining one by invitation, acting, restarting.

:class:`TableHub` holds the tables in memory (a game not in memory is loaded from the database on
first use, and idle tables are set aside beyond ``max_tables``) and takes every change under the
table's lock. It composes the other roles: :class:`~wartable.web.persistence.Persistence` (where
the changes are written, before they are announced), :class:`~wartable.web.players.ComputerPlayers`
(the computer opponents) and :class:`~wartable.web.replays.Replays` (records and replays). Each
table is a :class:`~wartable.web.tables.Table`.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import secrets
import time
from collections.abc import Sequence

from wartable.agents import make_agent
from wartable.core.errors import IllegalActionError, OptionError, UnknownVariantError, WartableError
from wartable.core.fairness import new_salt
from wartable.core.registry import get_variant
from wartable.core.registry import parse_options as parse_variant_options
from wartable.web.errors import WebError
from wartable.web.persistence import Persistence, stored_public
from wartable.web.players import ComputerPlayers
from wartable.web.replays import Replays
from wartable.web.schemas.games import (
    GAME_PAGE,
    JOIN_PAGE,
    WS_PATH,
    GameCreate,
    GameCreated,
    GamePublic,
    GameStatus,
    Joined,
    JoinRequest,
)
from wartable.web.store import GameStore, ProgressWrite, SeatWrite, StoredGame, token_hash, utcnow
from wartable.web.tables import (
    Connection,
    Seat,
    Table,
    new_game_id,
    new_secret,
    start_state,
)
from wartable.web.thinking import ThinkingPool

log = logging.getLogger("wartable.web")

SEED_BITS = 53
"""Server-drawn seeds stay below 2**53, so a browser reads them exactly."""


def joined(table: Table, seat: int, token: str) -> Joined:
    """The answer to a player who took ``seat`` with ``token``: where to play it."""
    return Joined(
        game_id=table.id,
        seat=seat,
        seat_token=token,
        game_url=GAME_PAGE.format(game_id=table.id),
        ws_url=WS_PATH.format(game_id=table.id),
        game=table.public(),
    )


class TableHub:
    """Every table of the server, by game id; tables not in memory are loaded from ``store``.

    ``agent_seconds`` is the time a searching agent may think per move (agents with a time limit
    get it; see :mod:`wartable.web.thinking` for the cut-off); they think in ``thinking`` (by
    default one thread of the server).
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
        self.persistence = Persistence(store)
        self.players = ComputerPlayers(
            thinking or ThinkingPool(seconds=agent_seconds),
            agent_seconds,
            move=self.persistence.move,
            publish=self.publish,
        )
        self.replays = Replays(self.get, self.persistence)
        self.snapshot_events = snapshot_events
        self.max_tables = max_tables
        self.tables: dict[str, Table] = {}
        self._loading: dict[str, asyncio.Future[Table]] = {}

    async def publish(self, table: Table) -> None:
        """Once the table's changes are stored, send every viewer its update. If they could not
        be stored, the table is dropped from memory and its sockets closed, so that its players
        reconnect to the game as it was stored; WebError says so."""
        if await self.persistence.stored(table):
            table.broadcast()
            return
        self.tables.pop(table.id, None)
        table.close()
        raise WebError(
            "conflict",
            "the last change could not be stored; the table reconnects to the game as stored",
        )

    async def close(self) -> None:
        """Stop the computer players, close the sockets, finish the writes, close the store."""
        for table in self.tables.values():
            table.close()
        await self.players.close()
        await self.persistence.close()

    # -- finding tables -----------------------------------------------------------------------

    async def get(self, game_id: str) -> Table:
        """The table of a game, loading it from the store if need be; WebError if unknown."""
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
            table = await self.persistence.load(game_id)
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
        return game_id in self.tables or await self.persistence.exists(game_id)

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
        return table.public() if table is not None else stored_public(stored)

    async def list_games(
        self, statuses: Sequence[str] | None, *, limit: int, offset: int
    ) -> list[GamePublic]:
        """Games newest first."""
        stored = await self.persistence.list_games(statuses, limit=limit, offset=offset)
        return [self.public(game) for game in stored]

    # -- creating and joining ---------------------------------------------------------------------

    async def create(self, body: GameCreate) -> GameCreated:
        """A new game as ``body`` asks; WebError naming the field at fault."""
        try:
            spec = get_variant(body.variant)
        except UnknownVariantError as exc:
            raise WebError("invalid", str(exc), field="body.variant") from None
        try:
            options = (
                parse_variant_options(body.options, spec.id)
                if body.options.strip()
                else (spec.default_options())
            )
        except OptionError as exc:
            raise WebError("invalid", str(exc), field="body.options") from None
        agent_text: str | None = None
        if body.opponent.kind == "agent":
            try:
                agent_text = make_agent(body.opponent.agent).describe()
            except OptionError as exc:
                raise WebError("invalid", str(exc), field="body.opponent.agent") from None
        if body.seed is not None and body.opponent.kind == "friend":
            raise WebError(
                "invalid",
                "a game against a friend is dealt from a seed the server draws, so that neither"
                " player chooses the deal; leave out the seed (it is for games against the"
                " computer)",
                field="body.seed",
            )
        seed = body.seed if body.seed is not None else secrets.randbits(SEED_BITS)
        options = spec.options_for_seat(options, body.seat)
        try:
            state, events = await asyncio.to_thread(start_state, spec, options, seed)
        except WartableError as exc:
            raise WebError("invalid", str(exc), field="body.options") from None
        if state.num_players != 2:
            raise WebError(
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
        )
        await self.persistence.add(table)
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
                raise WebError("conflict", "this game has no free seat", field="body.invite")
            seat = next((s for s in free if hmac.compare_digest(s.invite_hash or "", wanted)), None)
            if seat is None:
                raise WebError(
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
            self.persistence.write_later(
                SeatWrite(table.id, seat.seat, seat.name, seat.token_hash),
                ProgressWrite(table.id, table.progress()),
            )
            await self.publish(table)
            log.info("game %s: seat %d joined", table.id, seat.seat)
            return joined(table, seat.seat, token)

    # -- playing ----------------------------------------------------------------------------------

    async def act(self, table: Table, viewer: int | None, action: int | str, turn: int) -> None:
        """A seat's action, by its id or its notation; WebError (and no change) if it is
        refused."""
        async with table.lock:
            if viewer is None:
                raise WebError(
                    "forbidden", "spectators cannot act; open the game with a seat token"
                )
            if table.over:
                raise WebError("finished", f"the game is {table.status.value}; nobody can act")
            if table.status is GameStatus.WAITING:
                raise WebError("not_your_turn", "waiting for your friend to join the game")
            seat = table.seats[viewer]
            if turn != seat.moves:
                raise WebError(
                    "stale",
                    f"stale action: it answers your decision of turn {turn}, but you have taken"
                    f" {seat.moves} actions since the game began",
                    field="turn",
                )
            if not table.legal_actions(viewer):
                raise WebError(
                    "not_your_turn", f"{seat.name} (seat {viewer}) has nothing to decide now"
                )
            try:
                chosen = (
                    table.state.action_for_id(viewer, action)
                    if isinstance(action, int)
                    else table.state.parse_action(viewer, action)
                )
            except IllegalActionError as exc:
                raise WebError("illegal", str(exc), field="action") from None
            self.persistence.move(table, viewer, chosen)
            self.players.play_quick(table)
            await self.publish(table)
        self.players.schedule(table)

    async def _start(self, table: Table) -> None:
        """Set a table going: quick agents move at once, slow ones start thinking."""
        async with table.lock:
            if table.pending():
                self.players.play_quick(table)
                await self.publish(table)
        self.players.schedule(table)

    async def restart(self, table: Table, connection: Connection) -> tuple[Table, str]:
        """A new game like ``table`` (same options and opponents, a new seed) for the seat of
        ``connection``, which stops following the old table; the old game is abandoned if
        unfinished. Returns the new table and the seat's new token."""
        viewer = connection.viewer
        async with table.lock:
            if viewer is None:
                raise WebError("forbidden", "spectators cannot restart a game")
            if any(s.kind != "agent" for s in table.seats if s.seat != viewer):
                raise WebError(
                    "forbidden", "only a game against a computer opponent can be restarted"
                )
            if table.restarted_as is not None:
                raise WebError(
                    "conflict", f"this game was already restarted as {table.restarted_as}"
                )
            seed = secrets.randbits(SEED_BITS)
            state, events = await asyncio.to_thread(
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
            )
            await self.persistence.add(new)
            self._add(new)
            table.restarted_as = new.id
            if not table.over:
                table.status = GameStatus.ABANDONED
            table.updated_at = utcnow()
            self.persistence.write_later(ProgressWrite(table.id, table.progress()))
            table.stop_thinking()
            table.connections.discard(connection)
            connection.table = None
            await self.publish(table)
            log.info("game %s restarted as %s", table.id, new.id)
        await self._start(new)
        return new, token

"""Records, replays and uploaded records of the tables' games.

A game's record is open once it is over (:meth:`Replays.record`). A replay
(:meth:`Replays.replay`) is the game step by step from one seat's view (open to that seat while it
is played) or the whole truth (``all``, once it is over), each step's action labelled from the
acting seat's view as it was then. Uploaded records (:meth:`Replays.import_records`) become
finished (or abandoned) games once they replay exactly as recorded.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Literal

from wartable.core.errors import WartableError
from wartable.core.events import Event, events_for
from wartable.core.jsonable import too_deep
from wartable.core.record import GameRecord, replay
from wartable.core.registry import VariantSpec, get_variant
from wartable.web.errors import WebError
from wartable.web.persistence import Persistence
from wartable.web.schemas.games import ActionPublic, Frame, GamePublic, GameStatus
from wartable.web.tables import (
    Seat,
    Table,
    action_public,
    event_public,
    json_object,
    new_game_id,
    seat_of,
)

log = logging.getLogger("wartable.web")

View = Literal["0", "1", "all"]


class Replays:
    """The records and replays of the games ``table`` finds (in memory, or loaded), and uploaded
    records stored through ``persistence``."""

    def __init__(self, table: Callable[[str], Awaitable[Table]], persistence: Persistence) -> None:
        self._table = table
        self.persistence = persistence

    async def record(self, game_id: str) -> GameRecord:
        """The record of a game that is over; WebError while it is being played."""
        table = await self._table(game_id)
        async with table.lock:
            if not table.over:
                raise WebError(
                    "conflict", "the record of a game is available once the game is over"
                )
            return table.record()

    async def replay(
        self, game_id: str, view: View, token: str | None
    ) -> tuple[GamePublic, list[Frame]]:
        """The frames of a game from a seat's view or the whole truth (``all``, once it is over).

        While a game is played, a seat's view needs that seat's token.
        """
        table = await self._table(game_id)
        async with table.lock:
            if not table.over:
                if view == "all":
                    raise WebError(
                        "forbidden",
                        "the whole game (view=all) is shown once the game is over",
                        field="query.view",
                    )
                seat = seat_of(table, token)
                if seat is None:
                    raise WebError(
                        "unauthorized",
                        f"view={view} of a game in play needs that seat's token",
                        field="token",
                    )
                if str(seat) != view:
                    raise WebError(
                        "forbidden",
                        f"your token plays seat {seat}, not seat {view}",
                        field="query.view",
                    )
            actions = [(a.player, a.action) for a in table.actions]
            game = table.public()
        frames = await asyncio.to_thread(
            replay_frames, table.spec, table.options_full, table.seed, actions, view
        )
        return game, frames

    async def import_records(self, text: str) -> list[GamePublic]:
        """Games made from the records of a JSON-lines text; WebError (field ``file: line N``)
        and nothing stored if any line is wrong."""
        tables = await asyncio.to_thread(tables_from_records, text)
        for table in tables:
            await self.persistence.add(table)
        log.info("%d uploaded records stored", len(tables))
        return [table.public() for table in tables]


def replay_frames(
    spec: VariantSpec,
    options: str,
    seed: int,
    actions: Sequence[tuple[int, str]],
    view: View,
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
                json_object(state.observe(seat).to_json()) if everything or seat == viewer else None
                for seat in range(state.num_players)
            ],
            events=[event_public(e) for e in shown],
        )

    space = type(state).action_space(state.options)
    frames = [frame(0, None, state.run())]
    for step, (seat, text) in enumerate(actions, start=1):
        action = state.parse_action(seat, text)
        shown = None
        if everything or seat == viewer:
            shown = action_public(space, state.observe(seat).view, action)
        events = list(state.act(seat, action))
        events.extend(state.run())
        frames.append(frame(step, ActionPublic(seat=seat, action=shown), events))
    return frames


def tables_from_records(text: str) -> list[Table]:
    """The tables of the games in a JSON-lines text of records; WebError naming the line at fault."""
    tables = []
    lines = text.splitlines()
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        where = f"file: line {number}"
        nesting = too_deep(line)
        if nesting is not None:
            raise WebError("invalid", f"line {number}: not a record: {nesting}", field=where)
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            raise WebError(
                "invalid", f"line {number}: not valid JSON ({exc.msg})", field=where
            ) from None
        try:
            record = GameRecord.from_json(data)
            result = replay(record)
        except WartableError as exc:
            raise WebError("invalid", f"line {number}: {exc}", field=where) from None
        if not result.reproduced:
            raise WebError(
                "invalid",
                f"line {number}: the record does not replay as recorded: {'; '.join(result.problems)}",
                field=where,
            )
        if (
            len(record.players) not in (0, result.state.num_players)
            or result.state.num_players != 2
        ):
            raise WebError(
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
        raise WebError("invalid", "the file holds no records", field="file")
    return tables

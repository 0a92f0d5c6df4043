"""``/ws/games/{game_id}?token=SEAT_TOKEN``: live play.

The server sends a snapshot, then an update after every change; the client sends ``act``,
``restart`` and ``ping`` (see :mod:`wartable.web.schemas.ws`). A bad message is answered with an
error and changes nothing. Each socket has its own queue and sender task, so a slow browser never
holds up a table.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Annotated, Any, get_args

from fastapi import APIRouter, Query, WebSocket
from pydantic import TypeAdapter, ValidationError
from starlette.websockets import WebSocketDisconnect, WebSocketState

from wartable.core.jsonable import too_deep
from wartable.web.errors import WebError
from wartable.web.hub import TableHub
from wartable.web.routers.deps import HubDep, check_game_id
from wartable.web.schemas.games import GAME_PAGE, WS_PATH
from wartable.web.schemas.ws import (
    MAX_MESSAGE_BYTES,
    ActMessage,
    ClientMessage,
    ErrorCode,
    ErrorMessage,
    PingMessage,
    PongMessage,
    RestartedMessage,
)
from wartable.web.tables import Connection, seat_of

router = APIRouter(tags=["live play"])

CLIENT_MESSAGE: TypeAdapter[Any] = TypeAdapter(ClientMessage)
CLOSE_NOT_FOUND = 4404
CLOSE_UNAUTHORIZED = 4401
CLOSE_TOO_SLOW = 4408
WS_CODES = frozenset(get_args(ErrorCode))


def error_text(exc: WebError) -> str:
    """A table's refusal as an error message."""
    code = exc.code if exc.code in WS_CODES else "bad_message"
    return ErrorMessage(code=code, message=exc.message, field=exc.field).model_dump_json()  # type: ignore[arg-type]


def bad_message(message: str, field: str | None = None) -> str:
    """An error message for a message that is not a protocol message."""
    return ErrorMessage(code="bad_message", message=message, field=field).model_dump_json()


@router.websocket(WS_PATH)
async def play_socket(
    websocket: WebSocket,
    game_id: str,
    hub: HubDep,
    token: Annotated[str | None, Query(max_length=100)] = None,
) -> None:
    """Follow a game as a seat (with its token) or as a spectator, and play the seat."""
    await websocket.accept()
    try:
        table = await hub.get(check_game_id(game_id))
        viewer = seat_of(table, token)
    except WebError as exc:
        await websocket.send_text(error_text(exc))
        code = CLOSE_NOT_FOUND if exc.code == "not_found" else CLOSE_UNAUTHORIZED
        await websocket.close(code=code)
        return
    connection = Connection(viewer)
    async with table.lock:
        table.attach(connection, event_limit=hub.snapshot_events)
    sender = asyncio.create_task(_send(websocket, connection))
    try:
        await _receive(websocket, hub, connection)
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        current = connection.table
        if current is not None:
            async with current.lock:
                current.detach(connection)
        connection.close()
        with contextlib.suppress(Exception):
            await sender


async def _send(websocket: WebSocket, connection: Connection) -> None:
    while True:
        text = await connection.queue.get()
        if text is None:
            break
        try:
            await websocket.send_text(text)
        except Exception:
            return
    if websocket.application_state is WebSocketState.CONNECTED:
        with contextlib.suppress(Exception):
            await websocket.close(code=CLOSE_TOO_SLOW if connection.dropped else 1001)


async def _receive(websocket: WebSocket, hub: TableHub, connection: Connection) -> None:
    while True:
        message = await websocket.receive()
        if message["type"] == "websocket.disconnect":
            return
        raw = message.get("text")
        if raw is None:
            data = message.get("bytes") or b""
            raw = data.decode("utf-8", errors="replace")
        if len(raw) > MAX_MESSAGE_BYTES:
            connection.put(bad_message(f"a message may hold at most {MAX_MESSAGE_BYTES} bytes"))
            continue
        nesting = too_deep(raw)
        if nesting is not None:
            connection.put(bad_message(f"not a valid message: {nesting}"))
            continue
        try:
            parsed = CLIENT_MESSAGE.validate_json(raw)
        except ValidationError as exc:
            error = exc.errors()[0]
            where = ".".join(str(part) for part in error["loc"]) or None
            reason = str(error["msg"]).removeprefix("Value error, ")
            text = f"{where}: {reason}" if where else reason
            connection.put(bad_message(f"not a valid message: {text}", where))
            continue
        table = connection.table
        if table is None:
            return
        if isinstance(parsed, PingMessage):
            connection.put(PongMessage().model_dump_json())
        elif isinstance(parsed, ActMessage):
            try:
                await hub.act(table, connection.viewer, parsed.action, parsed.turn)
            except WebError as exc:
                connection.put(error_text(exc))
        else:
            try:
                new, token = await hub.restart(table, connection)
            except WebError as exc:
                connection.put(error_text(exc))
                continue
            assert connection.viewer is not None
            connection.put(
                RestartedMessage(
                    old_game_id=table.id,
                    game_id=new.id,
                    seat=connection.viewer,
                    seat_token=token,
                    game_url=GAME_PAGE.format(game_id=new.id),
                    ws_url=WS_PATH.format(game_id=new.id),
                ).model_dump_json()
            )
            async with new.lock:
                new.attach(connection, event_limit=hub.snapshot_events)

"""``/api/games`` and ``/api/records``: create, join, list and look at games; records and replays."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from wartable.web.accounts import link_game
from wartable.web.errors import WebError
from wartable.web.routers.accounts import CurrentAccountDep
from wartable.web.routers.deps import GameIdDep, HubDep, SettingsDep, TokenDep, read_upload
from wartable.web.schemas.common import ApiError
from wartable.web.schemas.games import (
    GameCreate,
    GameCreated,
    GamePublic,
    Joined,
    JoinRequest,
    RecordsImported,
    Replay,
    SnapshotMessage,
)
from wartable.web.tables import seat_of

router = APIRouter(prefix="/api", tags=["games"])

ERRORS: dict[int | str, dict[str, object]] = {
    code: {"model": ApiError} for code in (400, 401, 403, 404, 409, 413, 422)
}
STATUSES = {
    "active": ("active", "waiting"),
    "waiting": ("waiting",),
    "finished": ("finished",),
    "abandoned": ("abandoned",),
    "over": ("finished", "abandoned"),
    "all": None,
}


@router.post("/games", response_model=GameCreated, status_code=201, responses=ERRORS)
async def create_game(body: GameCreate, hub: HubDep, account: CurrentAccountDep) -> GameCreated:
    """A new game against a computer opponent or a friend. Keep ``seat_token`` secret; send
    ``invite_url`` to the friend. Logged in, the game is also saved to the account."""
    created = await hub.create(body)
    if account is not None:
        await hub.persistence.db(
            link_game, hub.persistence.store, created.game_id, account.id, created.seat
        )
    return created


@router.get("/games", response_model=list[GamePublic], responses=ERRORS)
async def list_games(
    hub: HubDep,
    status: Annotated[
        Literal["active", "waiting", "finished", "abandoned", "over", "all"],
        Query(description="active includes games waiting for a friend; over = finished+abandoned"),
    ] = "all",
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    offset: Annotated[int, Query(ge=0)] = 0,
) -> list[GamePublic]:
    """Games, newest first."""
    return await hub.list_games(STATUSES[status], limit=limit, offset=offset)


@router.get("/games/{game_id}", response_model=SnapshotMessage, responses=ERRORS)
async def show_game(game_id: GameIdDep, hub: HubDep, token: TokenDep) -> SnapshotMessage:
    """The snapshot of a game for the token's seat (without a token: what a spectator sees)."""
    table = await hub.get(game_id)
    seat = seat_of(table, token)
    async with table.lock:
        return table.snapshot(seat, event_limit=hub.snapshot_events)


@router.post("/games/{game_id}/join", response_model=Joined, responses=ERRORS)
async def join_game(game_id: GameIdDep, body: JoinRequest, hub: HubDep) -> Joined:
    """Take the free seat of a friend game with its invite code."""
    return await hub.join(game_id, body)


@router.get(
    "/games/{game_id}/record",
    responses={**ERRORS, 200: {"content": {"application/x-ndjson": {}}}},
    response_class=Response,
)
async def download_record(game_id: GameIdDep, hub: HubDep) -> Response:
    """The game's record as one JSON line (``wartable replay`` reads it), once the game is over."""
    record = await hub.replays.record(game_id)
    return Response(
        record.to_line() + "\n",
        media_type="application/x-ndjson",
        headers={"Content-Disposition": f'attachment; filename="wartable-{game_id}.jsonl"'},
    )


@router.get("/games/{game_id}/replay", response_model=Replay, responses=ERRORS)
async def replay_game(
    game_id: GameIdDep,
    hub: HubDep,
    token: TokenDep,
    view: Annotated[
        Literal["0", "1", "all"],
        Query(description="A seat's view, or the whole truth (once the game is over)."),
    ] = "all",
) -> Replay:
    """The game step by step: after each action, the views and events ``view`` may see."""
    game, frames = await hub.replays.replay(game_id, view, token)
    return Replay(game=game, view=view, frames=frames)


@router.post("/records", response_model=RecordsImported, status_code=201, responses=ERRORS)
async def upload_records(request: Request, hub: HubDep, settings: SettingsDep) -> RecordsImported:
    """Upload a record file (JSON lines, as ``wartable play --record`` writes): each record becomes
    a finished game to replay. Send it as the multipart form field ``file``, or as the body."""
    limit = settings.max_upload_bytes
    upload = await read_upload(request, limit, "the record file", f"{limit} bytes")
    try:
        text = upload.data.decode("utf-8")
    except UnicodeDecodeError:
        raise WebError("invalid", "the file is not UTF-8 text", field="file") from None
    return RecordsImported(games=await hub.replays.import_records(text))

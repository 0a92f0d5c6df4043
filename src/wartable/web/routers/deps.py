"""Dependencies shared by the routers, as ``Annotated`` aliases."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Header, Query, Request
from starlette.datastructures import UploadFile
from starlette.requests import HTTPConnection

from wartable.web import Settings
from wartable.web.errors import WebError
from wartable.web.hub import TableHub

GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")


def get_hub(connection: HTTPConnection) -> TableHub:
    """The app's table hub."""
    hub = connection.app.state.hub
    assert isinstance(hub, TableHub)
    return hub


def get_settings(connection: HTTPConnection) -> Settings:
    """The app's settings."""
    settings = connection.app.state.settings
    assert isinstance(settings, Settings)
    return settings


def get_token(
    x_seat_token: Annotated[
        str | None, Header(description="The seat token (or use the token query parameter).")
    ] = None,
    token: Annotated[str | None, Query(description="The seat token.", max_length=100)] = None,
) -> str | None:
    """The seat token of a request: the ``X-Seat-Token`` header, else the ``token`` parameter."""
    return x_seat_token or token or None


def check_game_id(game_id: str) -> str:
    """The game id of the path; 404 for anything that cannot be a game id."""
    if not GAME_ID.fullmatch(game_id):
        raise WebError("not_found", f"no game {game_id[:40]!r}", field="game_id")
    return game_id


@dataclass(frozen=True)
class Upload:
    """A file sent to the server: its bytes, the name its sender gave it (if any), and its media
    type: the form field's, or the request's for a file sent as the body ("" if none is given)."""

    data: bytes
    filename: str | None
    content_type: str


async def read_upload(request: Request, limit: int, what: str, size: str) -> Upload:
    """The file a request sends, as the multipart form field ``file`` or as the body, read up to
    ``limit`` bytes. WebError (field ``file``) for a form without the file (``what`` names it:
    "the set file"), or a file larger than ``limit`` (``size`` says it: "256 KB")."""
    content_type = request.headers.get("content-type", "")
    if content_type.startswith("multipart/form-data"):
        form = await request.form(max_files=1, max_fields=4)
        upload = form.get("file")
        if not isinstance(upload, UploadFile):
            raise WebError("invalid", f"send {what} as the form field 'file'", field="file")
        data = await upload.read(limit + 1)
        found = Upload(data, upload.filename, upload.content_type or "")
    else:
        chunks = []
        read = 0
        async for chunk in request.stream():
            read += len(chunk)
            if read > limit:
                break
            chunks.append(chunk)
        data = b"".join(chunks) if read <= limit else b"x" * (limit + 1)
        found = Upload(data, None, content_type)
    if len(found.data) > limit:
        raise WebError("too_large", f"the file is larger than {size}", field="file")
    return found


HubDep = Annotated[TableHub, Depends(get_hub)]
SettingsDep = Annotated[Settings, Depends(get_settings)]
TokenDep = Annotated[str | None, Depends(get_token)]
GameIdDep = Annotated[str, Depends(check_game_id)]

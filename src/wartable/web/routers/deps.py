"""Dependencies shared by the routers, as ``Annotated`` aliases."""

from __future__ import annotations

import re
from typing import Annotated

from fastapi import Depends, Header, Query
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


HubDep = Annotated[TableHub, Depends(get_hub)]
SettingsDep = Annotated[Settings, Depends(get_settings)]
TokenDep = Annotated[str | None, Depends(get_token)]
GameIdDep = Annotated[str, Depends(check_game_id)]

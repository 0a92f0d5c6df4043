"""The front end's pages: each renders its template from ``templates/`` when it exists.

The lobby ``/``, a game ``/games/{game_id}`` (and a friend's ``.../join?invite=CODE``) and its
replay ``.../replay``. Without templates, ``/`` answers with a short page that points to the API
documentation.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, Response
from fastapi.templating import Jinja2Templates

from wartable.web import Settings
from wartable.web.errors import WebError
from wartable.web.hub import TableHub
from wartable.web.routers.deps import GameIdDep, HubDep, SettingsDep

router = APIRouter(include_in_schema=False)

FALLBACK = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>wartable</title></head>
<body><h1>wartable</h1><p>The server is running. The browser pages are not installed;
see <a href="/docs">the API</a>.</p></body></html>
"""

_templates: dict[Path, Jinja2Templates] = {}


def _render(request: Request, directory: Path, names: tuple[str, ...], **context: str) -> Response:
    return _render_page(request, directory, names, context)


def _render_page(
    request: Request,
    directory: Path,
    names: tuple[str, ...],
    context: dict[str, str],
    *,
    status_code: int = 200,
) -> Response:
    for name in names:
        if (directory / name).is_file():
            templates = _templates.get(directory)
            if templates is None:
                templates = _templates[directory] = Jinja2Templates(directory=str(directory))
            return templates.TemplateResponse(request, name, context, status_code=status_code)
    if names[0] == "lobby.html":
        return HTMLResponse(FALLBACK)
    raise WebError("not_found", f"the page template {names[0]!r} is not installed")


@router.get("/")
def lobby(request: Request, settings: SettingsDep) -> Response:
    """The lobby."""
    return _render(request, settings.templates_dir, ("lobby.html",))


async def _game_page(
    request: Request,
    hub: TableHub,
    settings: Settings,
    game_id: str,
    names: tuple[str, ...],
    **context: str,
) -> Response:
    """A page of a stored game, or a page saying there is no such game (404)."""
    if not await hub.exists(game_id):
        return _render_page(
            request,
            settings.templates_dir,
            ("not_found.html",),
            {"game_id": game_id},
            status_code=404,
        )
    return _render_page(request, settings.templates_dir, names, {"game_id": game_id, **context})


@router.get("/games/{game_id}")
async def game_page(
    request: Request, game_id: GameIdDep, hub: HubDep, settings: SettingsDep
) -> Response:
    """A game's table."""
    return await _game_page(request, hub, settings, game_id, ("game.html",))


@router.get("/games/{game_id}/join")
async def join_page(
    request: Request,
    game_id: GameIdDep,
    hub: HubDep,
    settings: SettingsDep,
    invite: Annotated[str, Query(max_length=100)] = "",
) -> Response:
    """The page a friend opens to take the free seat."""
    return await _game_page(
        request, hub, settings, game_id, ("join.html", "game.html"), invite=invite
    )


@router.get("/games/{game_id}/replay")
async def replay_page(
    request: Request, game_id: GameIdDep, hub: HubDep, settings: SettingsDep
) -> Response:
    """A game's replay."""
    return await _game_page(request, hub, settings, game_id, ("replay.html",))


@router.get("/docs")
def api_page(request: Request, settings: SettingsDep) -> Response:
    """The API reference, drawn from ``/openapi.json`` by the page's own script."""
    return _render(request, settings.templates_dir, ("api.html",))

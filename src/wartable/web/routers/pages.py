"""The front end's pages: each renders its template from ``templates/`` when it exists.

See :data:`wartable.web.protocol.PAGES`. Without templates, ``/`` answers with a short page that
points to the API documentation.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, Response
from fastapi.templating import Jinja2Templates

from wartable.web.routers.deps import GameIdDep, SettingsDep
from wartable.web.tables import TableError

router = APIRouter(include_in_schema=False)

FALLBACK = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>wartable</title></head>
<body><h1>wartable</h1><p>The server is running. The browser pages are not installed;
see <a href="/docs">the API</a>.</p></body></html>
"""

_templates: dict[Path, Jinja2Templates] = {}


def _render(request: Request, directory: Path, names: tuple[str, ...], **context: str) -> Response:
    for name in names:
        if (directory / name).is_file():
            templates = _templates.get(directory)
            if templates is None:
                templates = _templates[directory] = Jinja2Templates(directory=str(directory))
            return templates.TemplateResponse(request, name, context)
    if names[0] == "lobby.html":
        return HTMLResponse(FALLBACK)
    raise TableError("not_found", f"the page template {names[0]!r} is not installed")


@router.get("/")
def lobby(request: Request, settings: SettingsDep) -> Response:
    """The lobby."""
    return _render(request, settings.templates_dir, ("lobby.html",))


@router.get("/games/{game_id}")
def game_page(request: Request, game_id: GameIdDep, settings: SettingsDep) -> Response:
    """A game's table."""
    return _render(request, settings.templates_dir, ("game.html",), game_id=game_id)


@router.get("/games/{game_id}/join")
def join_page(
    request: Request,
    game_id: GameIdDep,
    settings: SettingsDep,
    invite: Annotated[str, Query(max_length=100)] = "",
) -> Response:
    """The page a friend opens to take the free seat."""
    return _render(
        request, settings.templates_dir, ("join.html", "game.html"), game_id=game_id, invite=invite
    )


@router.get("/games/{game_id}/replay")
def replay_page(request: Request, game_id: GameIdDep, settings: SettingsDep) -> Response:
    """A game's replay."""
    return _render(request, settings.templates_dir, ("replay.html",), game_id=game_id)

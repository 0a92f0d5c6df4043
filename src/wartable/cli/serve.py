"""``wartable serve``: the web server (FastAPI and Uvicorn), for play in the browser."""

from __future__ import annotations

from typing import Annotated

import typer

from wartable.cli.console import console


def serve_command(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=0, max=65535, help="Port to listen on.")] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            help="Database URL or SQLite file (default: $WARTABLE_DB, else wartable.db in the"
            " data directory)."
        ),
    ] = None,
    agent_seconds: Annotated[
        float, typer.Option(min=0.05, help="Seconds a computer opponent may think per move.")
    ] = 2.0,
    log_level: Annotated[str, typer.Option(help="Uvicorn's log level.")] = "info",
) -> None:
    """Serve wartable in the browser: play against the computer or a friend, replay games."""
    import uvicorn  # noqa: PLC0415 - the web stack loads only for this command

    from wartable.web import Settings  # noqa: PLC0415
    from wartable.web.app import create_app  # noqa: PLC0415
    from wartable.web.store import GameStore, resolve_url  # noqa: PLC0415

    url = resolve_url(db)
    store = GameStore(url)
    app = create_app(Settings(db_url=url, agent_seconds=agent_seconds), store=store)
    shown = f"[{host}]" if ":" in host else host
    console.print(
        f"wartable is serving on http://{shown}:{port}/  (games in {store.display_url})",
        soft_wrap=True,
    )
    console.print("Press Ctrl+C to stop.", style="muted")
    uvicorn.run(app, host=host, port=port, log_level=log_level, ws="websockets-sansio")


def register(app: typer.Typer) -> None:
    """Add the command to the app."""
    app.command("serve")(serve_command)

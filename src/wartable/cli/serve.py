"""``wartable serve``: the web server (FastAPI and Uvicorn), for play in the browser."""

from __future__ import annotations

from typing import Annotated

import typer

from wartable.cli.console import console
from wartable.cli.runs import RayOption
from wartable.core.errors import OptionError
from wartable.extras import require


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
    workers: Annotated[
        int | None,
        typer.Option(
            min=0,
            help="Processes that searching computer players (ismcts) think in (default: one per"
            " core; 0: a thread of the server).",
        ),
    ] = None,
    ray: RayOption = None,
    niceness: Annotated[
        int,
        typer.Option(
            min=0, max=19, help="How much lower the thinking processes' priority is (os.nice)."
        ),
    ] = 10,
    forwarded_allow_ips: Annotated[
        str,
        typer.Option(
            help="Proxies whose X-Forwarded-For/-Proto/-Host are believed: addresses or networks,"
            " comma-separated, '*' for any, '' for none."
        ),
    ] = "127.0.0.1,::1",
    log_level: Annotated[str, typer.Option(help="Uvicorn's log level.")] = "info",
) -> None:
    """Serve wartable in the browser: play against the computer or a friend, replay games."""
    require("web", "wartable serve")
    import uvicorn  # noqa: PLC0415 - the web stack loads only for this command

    from wartable.storage import resolve_url  # noqa: PLC0415
    from wartable.web import Settings  # noqa: PLC0415
    from wartable.web.app import create_app, server_config  # noqa: PLC0415
    from wartable.web.security import TrustedProxies  # noqa: PLC0415
    from wartable.web.store import GameStore  # noqa: PLC0415

    if ray is not None and workers is not None:
        raise OptionError("--workers is for local processes; a Ray run uses the cluster's CPUs")
    try:
        TrustedProxies.parse(forwarded_allow_ips)
    except ValueError as exc:
        raise OptionError(str(exc)) from None
    url = resolve_url(db)
    store = GameStore(url)
    settings = Settings(
        db_url=url,
        agent_seconds=agent_seconds,
        agent_workers=workers,
        ray_address=ray,
        agent_niceness=niceness,
        forwarded_allow_ips=forwarded_allow_ips,
        warm_up=True,
    )
    app = create_app(settings, store=store)
    shown = f"[{host}]" if ":" in host else host
    console.print(
        f"wartable is serving on http://{shown}:{port}/  (games in {store.display_url})",
        soft_wrap=True,
    )
    console.print("Press Ctrl+C to stop.", style="muted")
    uvicorn.Server(server_config(app, host=host, port=port, log_level=log_level)).run()


def register(app: typer.Typer) -> None:
    """Add the command to the app."""
    app.command("serve")(serve_command)

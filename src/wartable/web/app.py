"""The FastAPI application: :func:`create_app` builds it from :class:`~wartable.web.Settings`.

Routers per resource (:mod:`wartable.web.routers`); the table hub lives in ``app.state.hub`` for
the app's lifetime (opened at startup, its writes flushed at shutdown). Every error a request can
cause is answered with an :class:`~wartable.web.schemas.common.ApiError` naming the field at fault, never
with a traceback; unexpected failures are logged without their message (which might name a card)
and answered with a 500 error.
"""

from __future__ import annotations

import asyncio
import logging
import re
import traceback
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

from wartable.core.errors import WartableError
from wartable.extras import needs

with needs("web"):
    from fastapi import Depends, FastAPI, Request
    from fastapi.exceptions import RequestValidationError
    from fastapi.responses import JSONResponse
    from fastapi.staticfiles import StaticFiles
    from starlette.exceptions import HTTPException as StarletteHTTPException
    from starlette.types import ASGIApp, Message, Receive, Scope, Send

from wartable.web import Settings
from wartable.web.errors import WebError
from wartable.web.hub import TableHub
from wartable.web.responses import error_response
from wartable.web.routers import accounts, designer, events, games, meta, pages, ws
from wartable.web.schemas.common import FieldError
from wartable.web.security import JsonLimits, ProxyHeaders, SecurityHeaders, TrustedProxies
from wartable.web.store import GameStore
from wartable.web.thinking import ThinkingPool
from wartable.web.warmup import warm_up

if TYPE_CHECKING:
    import uvicorn

log = logging.getLogger("wartable.web")

SECRET_PARAMETER = re.compile(r"\b(token|invite)=[^&\s\"']*")


def redact(text: str) -> str:
    """``text`` with the values of ``token=`` and ``invite=`` parameters hidden."""
    return SECRET_PARAMETER.sub(r"\1=***", text)


class RedactSecrets(logging.Filter):
    """Hides seat tokens and invites in log lines (uvicorn logs every request's address)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str):
            record.msg = redact(record.msg)
        if isinstance(record.args, tuple):
            record.args = tuple(redact(a) if isinstance(a, str) else a for a in record.args)
        return True


def install_log_filter() -> None:
    """Put :class:`RedactSecrets` on uvicorn's loggers (once)."""
    for name in ("uvicorn.access", "uvicorn.error", "uvicorn"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactSecrets) for f in logger.filters):
            logger.addFilter(RedactSecrets())


def log_failure(where: str, exc: BaseException) -> None:
    """Log an unexpected failure: its type and where it happened, not its message."""
    frames = traceback.extract_tb(exc.__traceback__)
    trail = " <- ".join(
        f"{f.filename.rsplit('/', 1)[-1]}:{f.lineno} {f.name}" for f in frames[::-1][:8]
    )
    log.error("%s failed: %s at %s", where, type(exc).__name__, trail)


def _field(location: tuple[Any, ...] | list[Any]) -> str:
    return ".".join(str(part) for part in location)


class CatchFailures:
    """ASGI middleware: an unexpected exception becomes a plain 500 error, logged without its
    message (the server's own error page would print it)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            try:
                await self.app(scope, receive, send)
            except Exception as exc:
                log_failure(f"{scope['type']} {scope.get('path', '')}", exc)
            return
        started = False

        async def watch(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, watch)
        except Exception as exc:
            log_failure(f"{scope.get('method', '')} {scope.get('path', '')}", exc)
            if not started:
                response = error_response(500, "the server failed; nothing was changed")
                await response(scope, receive, send)


def create_app(settings: Settings | None = None, *, store: GameStore | None = None) -> FastAPI:
    """The web app. ``store`` is an already opened store (else one is opened at startup from
    ``settings.db_url``); the app closes it at shutdown."""
    settings = settings or Settings()
    install_log_filter()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        opened = store if store is not None else await asyncio.to_thread(GameStore, settings.db_url)
        thinking = ThinkingPool(
            seconds=settings.agent_seconds,
            workers=settings.agent_workers,
            ray_address=settings.ray_address,
            niceness=settings.agent_niceness,
        )
        hub = TableHub(
            opened,
            agent_seconds=settings.agent_seconds,
            snapshot_events=settings.snapshot_events,
            max_tables=settings.max_tables,
            thinking=thinking,
        )
        app.state.hub = hub
        starting = [] if thinking.in_threads else [thinking.start()]
        if settings.warm_up:
            starting.append(asyncio.to_thread(warm_up))
        await asyncio.gather(*starting)
        try:
            yield
        finally:
            await events.close_backend(app)
            await hub.close()

    app = FastAPI(
        title="wartable",
        summary="Play the War family of card games in the browser.",
        lifespan=lifespan,
        dependencies=[Depends(accounts.csrf_guard)],
        docs_url=None,
        redoc_url=None,
    )
    app.state.settings = settings

    @app.exception_handler(WebError)
    async def web_error(request: Request, exc: WebError) -> JSONResponse:
        return error_response(exc.status, exc.message, exc.field)

    @app.exception_handler(WartableError)
    async def wartable_error(request: Request, exc: WartableError) -> JSONResponse:
        return error_response(422, str(exc))

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = [
            FieldError(field=_field(e.get("loc", ())) or None, message=str(e.get("msg", "")))
            for e in exc.errors()
        ]
        first = errors[0] if errors else FieldError(field=None, message="invalid request")
        message = f"{first.field}: {first.message}" if first.field else first.message
        return error_response(422, message, first.field, errors)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        return error_response(exc.status_code, str(exc.detail))

    app.include_router(meta.router)
    app.include_router(games.router)
    app.include_router(ws.router)
    app.include_router(designer.router)
    app.include_router(accounts.router)
    app.include_router(events.router)
    app.include_router(pages.router)
    if settings.static_dir.is_dir():
        app.mount("/static", StaticFiles(directory=settings.static_dir), name="static")
    app.add_middleware(JsonLimits, max_bytes=settings.max_json_bytes)
    app.add_middleware(CatchFailures)
    app.add_middleware(SecurityHeaders)
    app.add_middleware(ProxyHeaders, trusted=TrustedProxies.parse(settings.forwarded_allow_ips))
    return app


def server_config(app: FastAPI, *, host: str, port: int, log_level: str = "info") -> uvicorn.Config:
    """How ``wartable serve`` runs the app under Uvicorn. Uvicorn's own reading of proxy headers is
    off: the app believes them from ``Settings.forwarded_allow_ips`` only
    (:class:`~wartable.web.security.ProxyHeaders`)."""
    import uvicorn  # noqa: PLC0415 - only the server needs it

    return uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level=log_level,
        ws="websockets-sansio",
        proxy_headers=False,
    )

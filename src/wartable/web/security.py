"""What every request passes through before the routes: proxy headers from trusted proxies only,
limits on JSON bodies, and the security headers of every response; and the check of the address a
page may send the browser to after logging in.

**Proxies.** ``X-Forwarded-For``, ``X-Forwarded-Proto`` and ``X-Forwarded-Host`` are believed only
from the addresses of :attr:`~wartable.web.Settings.forwarded_allow_ips` (loopback by default):
from them the client's address is the last one of ``X-Forwarded-For`` that is not itself a trusted
proxy, so a client cannot choose the address the login limits count by prepending its own entries.
From anyone else the three headers are removed before any route sees them.

**JSON bodies.** A request that FastAPI would read as JSON (no ``Content-Type``, or a JSON one)
larger than :attr:`~wartable.web.Settings.max_json_bytes` is answered 413, and one nesting arrays
and objects more than :data:`~wartable.core.jsonable.MAX_JSON_DEPTH` levels deep is answered 422,
before it is parsed.

**Headers.** Every HTTP response carries :data:`SECURITY_HEADERS`: a Content-Security-Policy that
allows scripts, styles, connections and images from the server itself only (no inline script or
style element, no other site), and no framing; no referrer; no MIME sniffing.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from dataclasses import dataclass

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from wartable.core.jsonable import MAX_JSON_DEPTH, too_deep
from wartable.web.responses import error_response

CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
SECURITY_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-content-type-options", b"nosniff"),
    (b"cross-origin-opener-policy", b"same-origin"),
)
"""Added to every HTTP response (a header the response already has is kept as it is)."""
FORWARDED = (b"x-forwarded-for", b"x-forwarded-proto", b"x-forwarded-host")
BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})

_SAFE_PATH = re.compile(r"/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@/%?#]*")
"""A path on this server: one leading slash not followed by another slash or a backslash (which
browsers read as ``//``, another host), and no backslash, space or control character anywhere."""


def safe_next(value: str | None) -> str:
    """Where to send the browser after logging in: ``value`` if it is a path on this server
    (``/events/3?x=1``), else the lobby ``/``. ``//host``, ``/\\host``, ``https://host`` and
    anything with a backslash, a space or a control character are refused."""
    if value and len(value) <= 2000 and _SAFE_PATH.fullmatch(value):
        return value
    return "/"


# -- proxies --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TrustedProxies:
    """The addresses whose forwarding headers are believed: ``*`` (any), or addresses and
    networks separated by commas (``127.0.0.1,::1``, ``10.0.0.0/8``); ``""`` trusts none."""

    networks: tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...]
    anyone: bool = False

    @classmethod
    def parse(cls, text: str) -> TrustedProxies:
        """Read a ``--forwarded-allow-ips`` value; ValueError naming an entry that is no address."""
        entries = [part.strip() for part in text.split(",") if part.strip()]
        if "*" in entries:
            return cls((), anyone=True)
        networks = []
        for entry in entries:
            try:
                networks.append(ipaddress.ip_network(entry, strict=False))
            except ValueError:
                raise ValueError(
                    f"forwarded-allow-ips: {entry!r} is not an IP address or network"
                ) from None
        return cls(tuple(networks))

    def trusts(self, host: str | None) -> bool:
        """Whether ``host`` is a trusted proxy."""
        if self.anyone:
            return True
        if not host:
            return False
        try:
            address = ipaddress.ip_address(host.strip().strip("[]"))
        except ValueError:
            return False
        return any(address in network for network in self.networks)

    def client(self, forwarded_for: Iterable[str]) -> str | None:
        """The client's address in an ``X-Forwarded-For`` chain: the last entry that is not a
        trusted proxy (or the first entry, if every one is)."""
        chain = [entry.strip() for entry in forwarded_for if entry.strip()]
        for entry in reversed(chain):
            if not self.trusts(entry):
                return entry
        return chain[0] if chain else None


class ProxyHeaders:
    """ASGI middleware: forwarding headers from trusted proxies set the client's address and the
    scheme; from anyone else they are removed."""

    def __init__(self, app: ASGIApp, trusted: TrustedProxies) -> None:
        self.app = app
        self.trusted = trusted

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        peer = scope.get("client")
        headers: list[tuple[bytes, bytes]] = list(scope.get("headers", ()))
        if not self.trusted.trusts(peer[0] if peer else None):
            scope = {**scope, "headers": [(k, v) for k, v in headers if k not in FORWARDED]}
        else:
            scope = dict(scope)
            chain = [
                entry
                for key, value in headers
                if key == b"x-forwarded-for"
                for entry in value.decode("latin-1").split(",")
            ]
            client = self.trusted.client(chain)
            if client:
                scope["client"] = (client, 0)
            proto = next((v for k, v in headers if k == b"x-forwarded-proto"), None)
            if proto is not None:
                scheme = proto.decode("latin-1").strip().lower()
                if scheme in ("http", "https"):
                    secure = scheme == "https"
                    if scope["type"] == "websocket":
                        scope["scheme"] = "wss" if secure else "ws"
                    else:
                        scope["scheme"] = scheme
        await self.app(scope, receive, send)


# -- JSON bodies ----------------------------------------------------------------------------------


def _reads_as_json(headers: Iterable[tuple[bytes, bytes]]) -> bool:
    """Whether FastAPI would read the body as JSON: no Content-Type, or a JSON one."""
    for key, value in headers:
        if key == b"content-type":
            media = value.decode("latin-1").split(";", 1)[0].strip().lower()
            return media == "application/json" or media.endswith("+json")
    return True


class JsonLimits:
    """ASGI middleware: a JSON body over ``max_bytes`` is answered 413, one nesting deeper than
    ``max_depth`` 422, before any route reads it."""

    def __init__(self, app: ASGIApp, *, max_bytes: int, max_depth: int = MAX_JSON_DEPTH) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.max_depth = max_depth

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (
            scope["type"] != "http"
            or scope.get("method") not in BODY_METHODS
            or not _reads_as_json(scope.get("headers", ()))
        ):
            await self.app(scope, receive, send)
            return
        too_large = error_response(
            413, f"the request body is larger than {self.max_bytes} bytes", "body"
        )
        for key, value in scope.get("headers", ()):
            if key == b"content-length" and value.isdigit() and int(value) > self.max_bytes:
                await too_large(scope, receive, send)
                return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                await too_large(scope, receive, send)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        nesting = too_deep(body, self.max_depth)
        if nesting is not None:
            await error_response(422, f"body: {nesting}", "body")(scope, receive, send)
            return
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if sent:
                return await receive()
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)


# -- response headers -----------------------------------------------------------------------------


class SecurityHeaders:
    """ASGI middleware: :data:`SECURITY_HEADERS` on every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", ()))
                present = {key.lower() for key, _ in headers}
                headers.extend((k, v) for k, v in SECURITY_HEADERS if k not in present)
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, with_headers)

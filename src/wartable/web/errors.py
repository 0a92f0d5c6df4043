"""The web server's refusals: a :class:`WebError` names its code, its HTTP status and the part
of the request at fault, and changes nothing."""

from __future__ import annotations

from wartable.core.errors import WartableError


class WebError(WartableError):
    """A request the server refuses; ``code`` is an :class:`~wartable.web.schemas.ws.ErrorMessage`
    code, ``status`` the HTTP status for REST, ``field`` the part of the request at fault."""

    STATUS: dict[str, int] = {  # noqa: RUF012 - a constant table
        "bad_message": 400,
        "bad_request": 400,
        "illegal": 422,
        "invalid": 422,
        "stale": 409,
        "not_your_turn": 409,
        "finished": 409,
        "conflict": 409,
        "unauthorized": 401,
        "forbidden": 403,
        "not_found": 404,
        "too_large": 413,
    }

    def __init__(self, code: str, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.field = field

    @property
    def status(self) -> int:
        """The HTTP status of the error."""
        return self.STATUS.get(self.code, 400)

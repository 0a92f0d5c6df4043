"""The error answer every refused request gets: an :class:`~wartable.web.schemas.common.ApiError`."""

from __future__ import annotations

from fastapi.responses import JSONResponse

from wartable.web.schemas.common import ApiError, FieldError

HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "too_large",
    422: "invalid",
}


def error_response(
    status: int, message: str, field: str | None = None, errors: list[FieldError] | None = None
) -> JSONResponse:
    """An :class:`ApiError` response."""
    body = ApiError(
        error=HTTP_CODES.get(status, "error"), message=message, field=field, errors=errors or []
    )
    return JSONResponse(body.model_dump(), status_code=status)

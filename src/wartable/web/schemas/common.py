"""What every schema of the web protocol shares: the base model, and errors."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

JSONObject = dict[str, Any]
"""A JSON object whose shape is the engine's (an observation, for instance)."""


class Model(BaseModel):
    """Base of every protocol model: unknown fields are refused, so typos are reported."""

    model_config = ConfigDict(extra="forbid")


class FieldError(Model):
    """One thing wrong with a request."""

    field: str | None = Field(description="e.g. 'body.variant', 'query.view', 'file: line 3'.")
    message: str


class ApiError(Model):
    """Every REST error (400, 401, 403, 404, 409, 413, 422): one message and the fields at fault."""

    error: str = Field(description="A short code: bad_request, not_found, forbidden, ...")
    message: str
    field: str | None = None
    errors: list[FieldError] = Field(default_factory=list)

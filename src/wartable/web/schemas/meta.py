"""Variants and agents (``/api/variants``, ``/api/agents``, ``routers/meta.py``)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from wartable.web.schemas.common import Model


class ChoicePublic(Model):
    """One allowed value of a choice option and what it means."""

    value: str
    help: str


class OptionPublic(Model):
    """One option of a variant (or parameter of an agent)."""

    name: str
    type: Literal["bool", "int", "float", "choice", "text"]
    default: str = Field(description="As it appears in an option string.")
    values: str = Field(description="A short description of the allowed values, e.g. '0-3'.")
    help: str
    minimum: float | None = None
    maximum: float | None = None
    choices: list[ChoicePublic] = Field(default_factory=list)


class VariantPublic(Model):
    """A variant: ``GET /api/variants``."""

    id: str
    name: str
    aliases: list[str]
    summary: str
    rules_version: int
    options: list[OptionPublic]
    examples: list[str] = Field(description="Option strings that exercise the variant's modes.")
    rules: str = Field(description="The rules document as Markdown ('' if not installed).")
    presets: dict[str, dict[str, str]] = Field(
        default_factory=dict,
        description="Options set for a person in seat '0' or '1' against the computer, or for"
        " two people ('friend').",
    )
    table_module: str = Field(default="", description="The browser module that draws the table.")


class AgentPublic(Model):
    """A computer opponent: ``GET /api/agents``."""

    name: str
    summary: str
    params: list[OptionPublic]
    default: bool = Field(default=False, description="The agent the lobby offers first.")

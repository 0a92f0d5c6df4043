"""``/api/variants`` and ``/api/agents``: what can be played, and against whom."""

from __future__ import annotations

from enum import Enum
from functools import cache

from fastapi import APIRouter
from fastapi.responses import FileResponse, RedirectResponse

from wartable.agents import AGENTS, agent_names
from wartable.core.errors import UnknownVariantError, WartableError
from wartable.core.options import OptionSpec
from wartable.core.registry import VariantSpec, get_variant, variants
from wartable.web.errors import WebError
from wartable.web.schemas.meta import AgentPublic, ChoicePublic, OptionPublic, VariantPublic
from wartable.web.table_modules import plugin_table_module, table_module_url

router = APIRouter(prefix="/api", tags=["variants and agents"])

DEFAULT_AGENT = "ismcts"


def option_public(spec: OptionSpec) -> OptionPublic:
    """An option's declaration as the protocol sends it."""
    if spec.kind is bool:
        kind = "bool"
    elif spec.kind is int:
        kind = "int"
    elif spec.kind is float:
        kind = "float"
    elif isinstance(spec.kind, type) and issubclass(spec.kind, Enum):
        kind = "choice"
    else:
        kind = "text"
    choices = [
        ChoicePublic(value=value, help=spec.choice_help.get(value, "")) for value in spec.choices
    ]
    if not choices and spec.choice_help:
        choices = [ChoicePublic(value=k, help=v) for k, v in spec.choice_help.items()]
    return OptionPublic(
        name=spec.name,
        type=kind,  # type: ignore[arg-type]
        default=spec.format(spec.default),
        values=spec.kind_text,
        help=spec.help,
        minimum=spec.minimum,
        maximum=spec.maximum,
        choices=choices,
    )


def rules_markdown(spec: VariantSpec) -> str:
    """The variant's rules document, shipped in its package ("" for a variant without one)."""
    try:
        return spec.rules_text()
    except WartableError:
        return ""


@cache
def variant_public(variant_id: str) -> VariantPublic:
    """A variant as the protocol sends it (computed once)."""
    spec = get_variant(variant_id)
    return VariantPublic(
        id=spec.id,
        name=spec.name,
        aliases=list(spec.aliases),
        summary=spec.summary,
        rules_version=spec.version,
        options=[option_public(o) for o in spec.options_type.specs()],
        examples=list(spec.examples),
        rules=rules_markdown(spec),
        presets=_presets(spec),
        table_module=table_module_url(spec.id),
    )


def _presets(spec: VariantSpec) -> dict[str, dict[str, str]]:
    """The options the lobby sets for a person in seat 0 or 1 against the computer, or for two
    people (``friend``): what ``wartable play`` sets too (classic War: who chooses cards)."""
    default = spec.default_options()
    seats = {"0": (0,), "1": (1,), "friend": (0, 1)}
    return {
        key: spec.options_for_people(default, people).changes() for key, people in seats.items()
    }


@router.get("/variants", response_model=list[VariantPublic])
def list_variants() -> list[VariantPublic]:
    """Every variant: its options with their defaults and meanings, examples, and rules."""
    return [variant_public(spec.id) for spec in variants()]


def _spec(variant: str) -> VariantSpec:
    try:
        return get_variant(variant)
    except UnknownVariantError as exc:
        raise WebError("not_found", str(exc), field="variant") from None


@router.get("/variants/{variant}", response_model=VariantPublic)
def show_variant(variant: str) -> VariantPublic:
    """One variant by id or alias."""
    return variant_public(_spec(variant).id)


@router.get("/variants/{variant}/table.js", response_class=RedirectResponse, status_code=307)
def table_module(variant: str) -> RedirectResponse:
    """The browser module that draws the variant's table (the generic one if it has none)."""
    return RedirectResponse(table_module_url(_spec(variant).id), status_code=307)


@router.get("/variants/{variant}/module.js", response_class=FileResponse)
def plugin_module(variant: str) -> FileResponse:
    """A plugin variant's own table module."""
    path = plugin_table_module(_spec(variant).id)
    if path is None:
        raise WebError("not_found", f"{variant!r} has no table module of its own", field="variant")
    return FileResponse(path, media_type="text/javascript")


@router.get("/agents", response_model=list[AgentPublic])
def list_agents() -> list[AgentPublic]:
    """The computer opponents and their parameters (``ismcts(iterations=400)``)."""
    return [
        AgentPublic(
            name=name,
            summary=AGENTS[name].summary,
            params=[option_public(p) for p in AGENTS[name].Params.specs()],
            default=name == DEFAULT_AGENT,
        )
        for name in agent_names()
    ]

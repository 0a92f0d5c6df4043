"""Shared parsing of the variant and option arguments of commands."""

from __future__ import annotations

from wartable.core.options import VariantOptions
from wartable.core.registry import VariantSpec, get_variant, parse_options


def resolve(variant: str, options: str | None) -> tuple[VariantSpec, VariantOptions]:
    """The variant named on the command line and its options (``--options``), or raise."""
    spec = get_variant(variant)
    return spec, (spec.default_options() if not options else parse_options(options, spec.id))

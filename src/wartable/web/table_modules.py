"""Which browser module draws each variant's table.

A built-in variant's module is ``static/js/tables/<variant>.js`` (``hand_of_war.js`` for
``hand-of-war``), found by its name; a plugin registers its own file with
:func:`register_table_module`. Variants without one get the generic table. The browser asks
``/api/variants/{id}/table.js`` and is sent to the module, so no script lists variants.
"""

from __future__ import annotations

from pathlib import Path

from wartable.core.registry import module_name

TABLES = Path(__file__).resolve().parent / "static" / "js" / "tables"
GENERIC = "generic"
_PLUGINS: dict[str, Path] = {}


def register_table_module(variant_id: str, path: Path) -> None:
    """Draw ``variant_id``'s table with the ES module at ``path`` (served at
    ``/api/variants/{variant_id}/module.js``); it may import ``/static/js/tables/parts.js`` and
    the other shared modules by absolute path."""
    if not path.is_file():
        raise FileNotFoundError(f"table module of {variant_id!r}: no file {path}")
    _PLUGINS[variant_id] = path


def plugin_table_module(variant_id: str) -> Path | None:
    """The file a plugin registered for ``variant_id``, if any."""
    return _PLUGINS.get(variant_id)


def table_module_url(variant_id: str) -> str:
    """Where the browser loads ``variant_id``'s table module from."""
    if variant_id in _PLUGINS:
        return f"/api/variants/{variant_id}/module.js"
    name = module_name(variant_id)
    if not (TABLES / f"{name}.js").is_file():
        name = GENERIC
    return f"/static/js/tables/{name}.js"

"""The variant registry: ids, aliases, options types and state types, found by name.

Built-in variants register themselves when their packages under ``wartable.variants`` are
imported, which the first look-up does (:func:`variants`, :func:`get_variant`). Other packages can
add variants through the ``wartable.variants`` entry-point group; each entry point names a module
that calls :func:`register_variant` when imported. The environment variable ``WARTABLE_PLUGINS``
(module names separated by commas) loads such modules without installing them, for a variant under
development.
"""

from __future__ import annotations

import os
import pkgutil
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib import import_module, resources
from importlib.resources.abc import Traversable

from wartable.core.errors import OptionError, UnknownVariantError, WartableError, did_you_mean
from wartable.core.options import VariantOptions, split_option_string
from wartable.core.rng import check_seed
from wartable.core.state import GameState


@dataclass(frozen=True, slots=True)
class VariantSpec:
    """The fixed facts of a variant, declared once when it registers."""

    id: str
    name: str
    summary: str
    options_type: type[VariantOptions]
    state_type: type[GameState]
    aliases: tuple[str, ...] = ()
    rules_doc: Traversable | None = None
    """The rules document (Markdown), shipped inside the variant's package: see
    :func:`rules_document`. :meth:`rules_text` reads it."""
    examples: tuple[str, ...] = ()
    """Option strings that between them exercise every mode of the variant (used by the
    conformance suite and the docs)."""
    interactive_options: Callable[[VariantOptions, frozenset[int]], VariantOptions] | None = None
    """Adjusts options so that the people in the given seats have decisions to make (used by
    ``wartable play`` and the web lobby; classic War turns on its solitaire chooser)."""
    position: int = 100
    """Where the variant is listed among the others (lower first; then by id)."""

    def options_for_people(self, options: VariantOptions, seats: Iterable[int]) -> VariantOptions:
        """The options for a game in which people play ``seats`` (the others are programs)."""
        if self.interactive_options is None:
            return options
        return self.interactive_options(options, frozenset(seats))

    def options_for_seat(self, options: VariantOptions, seat: int) -> VariantOptions:
        """The options for a game in which a person plays ``seat`` against a program."""
        return self.options_for_people(options, (seat,))

    def rules_text(self) -> str:
        """The rules document's Markdown; raise WartableError if the variant has none or it
        cannot be read."""
        if self.rules_doc is None:
            raise WartableError(f"{self.id} has no rules document")
        try:
            return self.rules_doc.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise WartableError(
                f"the rules of {self.id} cannot be read from {self.rules_doc}: {exc}"
            ) from None

    @property
    def names(self) -> tuple[str, ...]:
        """The id followed by the aliases."""
        return (self.id, *self.aliases)

    @property
    def version(self) -> int:
        """The rules version of the state type (bumped when old records would replay differently)."""
        return self.state_type.version

    def default_options(self) -> VariantOptions:
        """The options with every default."""
        return self.options_type()

    def parse_options(self, text: str | None) -> VariantOptions:
        """Options from a string such as ``classic(war_face_down=3)`` or ``war_face_down=3``."""
        if text is None or not text.strip():
            return self.options_type()
        return self.options_type.parse(text, names=self.names)

    def new_game(
        self, options: VariantOptions | str | None = None, seed: int = 0, *, quiet: bool = False
    ) -> GameState:
        """A new game of this variant."""
        if not isinstance(options, VariantOptions):
            options = self.parse_options(options)
        elif not isinstance(options, self.options_type):
            raise OptionError(
                f"options of type {type(options).__name__} do not belong to variant {self.id!r}"
            )
        return self.state_type.new(options, check_seed(seed), quiet=quiet)


PLUGINS_VARIABLE = "WARTABLE_PLUGINS"
"""Modules to import as plugins, separated by commas (see the module docstring)."""
_REGISTRY: dict[str, VariantSpec] = {}
_BY_NAME: dict[str, VariantSpec] = {}
_plugins_loaded = False


def register_variant(spec: VariantSpec) -> VariantSpec:
    """Register a variant under its id and aliases; a name may belong to one variant only."""
    for name in spec.names:
        key = name.lower()
        holder = _BY_NAME.get(key)
        if holder is not None and holder.id != spec.id:
            raise ValueError(f"variant name {name!r} is already taken by {holder.id!r}")
    if spec.options_type.owner != spec.id or spec.state_type.variant_id != spec.id:
        raise ValueError(f"variant {spec.id!r}: its options and state types must name it")
    _REGISTRY[spec.id] = spec
    for name in spec.names:
        _BY_NAME[name.lower()] = spec
    return spec


def _load_plugins() -> None:
    global _plugins_loaded  # noqa: PLW0603 - one-time discovery of installed plugins
    if _plugins_loaded:
        return
    _plugins_loaded = True
    import_submodules("wartable.variants")
    from importlib.metadata import entry_points  # noqa: PLC0415 - slow to import, needed once

    for entry in entry_points(group="wartable.variants"):
        import_module(entry.value.split(":")[0])
    for name in os.environ.get(PLUGINS_VARIABLE, "").split(","):
        if name.strip():
            try:
                import_module(name.strip())
            except ImportError as exc:
                raise UnknownVariantError(
                    f"{PLUGINS_VARIABLE} names {name.strip()!r}, which cannot be imported: {exc}"
                ) from None


def module_name(variant_id: str) -> str:
    """The name a variant's modules take in Python packages: ``hand-of-war`` is ``hand_of_war``."""
    return variant_id.replace("-", "_")


def import_submodules(package: str) -> None:
    """Import every module of ``package``: how an adapter layer finds its per-variant parts
    (heuristics, terminal renderers), each of which registers itself against its variant's id, so
    that no shared module lists variants."""
    for found in pkgutil.iter_modules(import_module(package).__path__):
        import_module(f"{package}.{found.name}")


def rules_document(package: str, name: str = "rules.md") -> Traversable:
    """The rules document ``name`` shipped inside ``package`` (a variant's own package, with
    its modules): what a variant gives as :attr:`VariantSpec.rules_doc`, so that an installed
    wartable serves the same text as the source tree."""
    return resources.files(package) / name


def variants() -> tuple[VariantSpec, ...]:
    """Every registered variant, in the order it is listed (:attr:`VariantSpec.position`)."""
    _load_plugins()
    return tuple(sorted(_REGISTRY.values(), key=lambda spec: (spec.position, spec.id)))


def get_variant(name: str) -> VariantSpec:
    """A variant by id or alias (case-insensitive); raise UnknownVariantError with suggestions."""
    _load_plugins()
    spec = _BY_NAME.get(name.strip().lower())
    if spec is None:
        known = sorted(_BY_NAME)
        raise UnknownVariantError(
            f"unknown variant {name!r}{did_you_mean(name.lower(), known)};"
            f" variants are {', '.join(s.id for s in _REGISTRY.values())}"
        )
    return spec


def parse_options(text: str, variant: str | None = None) -> VariantOptions:
    """Options from a full string (``classic(war_face_down=3)``), or a bare one for ``variant``.

    When both name a variant they must agree.
    """
    prefix, _ = split_option_string(text)
    if variant is not None:
        spec = get_variant(variant)
        if prefix is not None and prefix.lower() not in {n.lower() for n in spec.names}:
            if "=" not in text and "(" not in text:
                # A bare word that is not the variant's name: an option given without a value.
                raise OptionError(f"cannot read options {text!r}: expected name=value")
            raise OptionError(f"option string {text!r} is for {prefix!r}, not {spec.id!r}")
        return spec.parse_options(text)
    if prefix is None:
        raise OptionError(f"option string {text!r} does not name a variant, e.g. classic(...)")
    return get_variant(prefix).parse_options(text)


def new_game(
    variant: str | VariantSpec,
    options: VariantOptions | str | None = None,
    seed: int = 0,
    *,
    quiet: bool = False,
) -> GameState:
    """A new game of ``variant`` (an id, alias or spec) with ``options`` and ``seed``."""
    spec = variant if isinstance(variant, VariantSpec) else get_variant(variant)
    return spec.new_game(options, seed, quiet=quiet)

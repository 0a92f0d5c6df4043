"""Variant options: frozen values that parse from and print to short strings.

A variant declares its options as a frozen dataclass derived from :class:`VariantOptions`, one field
per option made with :func:`option` (a default, a help text and, where it applies, a range or the
meaning of each choice). Option strings look like ``classic(war_face_down=3,collect_order=random)``;
the variant prefix may be left out (``war_face_down=3``). Booleans read ``true/false``, ``yes/no``,
``on/off`` or ``1/0``; numbers are integers or decimals as the option says; choices are
case-insensitive and ``-`` may stand for ``_``.
"""

from __future__ import annotations

import dataclasses
import math
import re
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any, ClassVar, Self

from wartable.core.errors import OptionError, did_you_mean
from wartable.core.rng import Rng

OptionValue = bool | int | float | str


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """The declared facts of one option: its name, kind, default, meaning and allowed values."""

    name: str
    kind: type
    default: OptionValue
    help: str
    minimum: float | None = None
    maximum: float | None = None
    choice_help: Mapping[str, str] = dataclasses.field(default_factory=dict)

    @property
    def choices(self) -> tuple[str, ...]:
        """The allowed values of a choice option, as text; empty for other kinds."""
        if issubclass(self.kind, Enum):
            return tuple(str(member.value) for member in self.kind)
        return ()

    @property
    def kind_text(self) -> str:
        """A short description of the allowed values, e.g. ``0-3`` or ``random|winner_first``."""
        if self.kind is bool:
            return "true|false"
        if self.kind in (int, float):
            noun = "integer" if self.kind is int else "number"
            if self.minimum is not None and self.maximum is not None:
                return f"{noun} {self.minimum}-{self.maximum}"
            if self.minimum is not None:
                return f"{noun} >= {self.minimum}"
            if self.maximum is not None:
                return f"{noun} <= {self.maximum}"
            return noun
        if self.choices:
            return "|".join(self.choices)
        return "text"

    def format(self, value: OptionValue) -> str:
        """A value of this option as it appears in an option string."""
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, Enum):
            return str(value.value)
        return str(value)

    def example(self) -> OptionValue:
        """A value other than the default, for examples in help texts."""
        if self.kind is bool:
            return not self.default
        if self.kind is int:
            assert isinstance(self.default, int)
            doubled = self.default * 2 if self.default > 0 else 1
            if self.maximum is None or doubled <= self.maximum:
                return doubled
            return self.default + 1 if self.default < self.maximum else self.default
        if self.kind is float:
            assert isinstance(self.default, float)
            return self.default * 2 if self.default > 0 else 1.0
        if self.choices:
            others = [c for c in self.choices if c != self.format(self.default)]
            return others[0] if others else self.default
        return self.default

    def parse(self, text: str, *, owner: str) -> OptionValue:
        """Read a value of this option from text; raise OptionError naming the option."""
        raw = text.strip()
        where = f"{owner}: option {self.name}"
        if self.kind is bool:
            lowered = raw.lower()
            if lowered in _TRUE:
                return True
            if lowered in _FALSE:
                return False
            raise OptionError(f"{where} must be true or false, got {raw!r}")
        if self.kind is int:
            try:
                number = int(raw)
            except ValueError:
                raise OptionError(f"{where} must be an integer, got {raw!r}") from None
            self.check_range(number, where=where)
            return number
        if self.kind is float:
            try:
                real = float(raw)
            except ValueError:
                raise OptionError(f"{where} must be a number, got {raw!r}") from None
            if not math.isfinite(real):
                raise OptionError(f"{where} must be a finite number, got {raw!r}")
            self.check_range(real, where=where)
            return real
        if issubclass(self.kind, Enum):
            key = raw.lower().replace("-", "_")
            for member in self.kind:
                if str(member.value).lower() == key:
                    return typing.cast(OptionValue, member)
            raise OptionError(
                f"{where} must be one of {', '.join(self.choices)}; got {raw!r}"
                + did_you_mean(key, self.choices)
            )
        return raw

    def check_range(self, number: float, *, where: str) -> None:
        """Raise OptionError if ``number`` lies outside the option's range."""
        if (self.minimum is not None and number < self.minimum) or (
            self.maximum is not None and number > self.maximum
        ):
            raise OptionError(f"{where} must be {self.kind_text}, got {number}")


_TRUE = frozenset({"true", "yes", "on", "1"})
_FALSE = frozenset({"false", "no", "off", "0"})


def option(
    default: Any,
    help: str,
    *,
    minimum: float | None = None,
    maximum: float | None = None,
    choices: Mapping[Any, str] | None = None,
) -> Any:
    """Declare an option field: its default, what it means, and its range or each choice's meaning."""
    choice_help = {
        str(k.value if isinstance(k, Enum) else k): v for k, v in (choices or {}).items()
    }
    metadata = {"help": help, "minimum": minimum, "maximum": maximum, "choice_help": choice_help}
    return dataclasses.field(default=default, metadata=metadata)


@dataclass(frozen=True, slots=True)
class Retired:
    """An option that was removed: the values an option string may still give it (they meant what
    now always happens, so they are read as nothing) and what to tell anyone who gives another."""

    message: str
    accepted: frozenset[str] = frozenset()


@dataclass(frozen=True)
class OptionSet:
    """Base of a set of options (of a variant, or the parameters of an agent).

    Subclasses are frozen dataclasses of :func:`option` fields; ``owner`` is the id of the variant or
    agent they belong to, which option strings may use as their prefix and error messages name.
    """

    owner: ClassVar[str] = "options"
    retired: ClassVar[Mapping[str, Retired]] = {}
    """Options that no longer exist, by name: what an option string that still names one gets."""

    def __post_init__(self) -> None:
        for spec in self.specs():
            value = getattr(self, spec.name)
            where = f"{self.owner}: option {spec.name}"
            if spec.kind is bool:
                ok = isinstance(value, bool)
            elif spec.kind is int:
                ok = isinstance(value, int) and not isinstance(value, bool)
                if ok:
                    spec.check_range(value, where=where)
            elif spec.kind is float:
                ok = isinstance(value, int | float) and not isinstance(value, bool)
                if ok:
                    spec.check_range(value, where=where)
            else:
                ok = isinstance(value, spec.kind)
            if not ok:
                raise OptionError(f"{where} must be {spec.kind_text}, got {value!r}")

    @classmethod
    def specs(cls) -> tuple[OptionSpec, ...]:
        """The declared options, in declaration order."""
        return _specs_of(cls)

    @classmethod
    def spec(cls, name: str) -> OptionSpec:
        """One option's declaration; raise OptionError naming the closest option if unknown."""
        for spec in cls.specs():
            if spec.name == name:
                return spec
        names = [s.name for s in cls.specs()]
        raise OptionError(
            f"{cls.owner}: unknown option {name!r}{did_you_mean(name, names)};"
            f" options are {', '.join(names)}"
        )

    @classmethod
    def parse(cls, text: str, *, names: tuple[str, ...] = ()) -> Self:
        """Read an option string such as ``classic(war_face_down=3)`` or ``war_face_down=3``.

        ``names`` are the ids the prefix may use (default: the variant id). Unknown options, bad
        values, repeated options and syntax errors raise OptionError with the column at fault.
        """
        prefix, pairs = split_option_string(text)
        allowed = tuple(n.lower() for n in (names or (cls.owner,)))
        if prefix is not None and prefix.lower() not in allowed:
            raise OptionError(f"option string {text!r} is for {prefix!r}, not {cls.owner!r}")
        return cls.from_mapping({key: value for key, value, _ in pairs})

    @classmethod
    def from_mapping(cls, values: Mapping[str, str]) -> Self:
        """Options from name -> text pairs; options not named keep their defaults. A retired
        option is skipped if its value is one it still accepts, else refused with its message."""
        parsed: dict[str, Any] = {
            name: cls.spec(name).parse(text, owner=cls.owner)
            for name, text in cls._current(values).items()
        }
        return cls(**parsed)

    def with_values(self, values: Mapping[str, str]) -> Self:
        """A copy with the named options read from text (retired ones as :meth:`from_mapping`)."""
        parsed: dict[str, Any] = {
            n: self.spec(n).parse(t, owner=self.owner) for n, t in self._current(values).items()
        }
        return dataclasses.replace(self, **parsed)

    @classmethod
    def _current(cls, values: Mapping[str, str]) -> dict[str, str]:
        """``values`` without the retired options, which must name a value they still accept."""
        current = {}
        for name, text in values.items():
            retired = cls.retired.get(name)
            if retired is None:
                current[name] = text
            elif text.strip().lower().replace("-", "_") not in retired.accepted:
                raise OptionError(f"{cls.owner}: option {name} was removed: {retired.message}")
        return current

    def changes(self) -> dict[str, str]:
        """The options that differ from their defaults, as text."""
        return {s.name: s.format(v) for s, v in self._items() if v != s.default}

    def as_text_dict(self) -> dict[str, str]:
        """Every option as text, in declaration order."""
        return {s.name: s.format(v) for s, v in self._items()}

    def to_string(self, *, full: bool = False) -> str:
        """The option string: only changed options (``full=False``) or all of them.

        All-default options print as the bare variant id, e.g. ``classic``.
        """
        items = self.as_text_dict() if full else self.changes()
        if not items:
            return self.owner
        return f"{self.owner}({','.join(f'{k}={v}' for k, v in items.items())})"

    def in_words(self) -> str:
        """The options that differ from their defaults, for people: ``max turns 30 · chooser
        first``, a yes-or-no option ``on`` or ``off``; ``standard rules`` when none differs."""
        words = [
            f"{spec.name.replace('_', ' ')} {_value_in_words(spec, value)}"
            for spec, value in self._items()
            if value != spec.default
        ]
        return " · ".join(words) or "standard rules"

    def __str__(self) -> str:
        return self.to_string()

    def _items(self) -> list[tuple[OptionSpec, OptionValue]]:
        return [(s, getattr(self, s.name)) for s in self.specs()]


def _value_in_words(spec: OptionSpec, value: OptionValue) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return spec.format(value).replace("_", " ")


@dataclass(frozen=True)
class VariantOptions(OptionSet):
    """Base of every variant's options.

    Every variant has ``max_turns``: a game that reaches it ends with ``Termination.TURN_LIMIT``.
    """

    max_turns: int = option(10_000, "Turns after which the game ends by the turn limit", minimum=1)


class FirstPlayer(StrEnum):
    """Who takes the first turn, in variants where that is an option."""

    COIN = "coin"
    """A coin toss from the game's seeded chance."""
    FIRST = "first"
    """The first seat."""
    SECOND = "second"
    """The second seat."""

    def seat(self, rng: Rng) -> int:
        """The seat that starts; a coin toss draws once from ``rng``."""
        if self is FirstPlayer.COIN:
            return rng.randrange(2)
        return int(self is FirstPlayer.SECOND)


def first_player_option(help: str = "Who takes the first turn") -> Any:
    """Declare the ``first_player`` option (a seeded coin toss by default)."""
    return option(
        FirstPlayer.COIN,
        help,
        choices={
            FirstPlayer.COIN: "a seeded coin toss",
            FirstPlayer.FIRST: "the first seat",
            FirstPlayer.SECOND: "the second seat",
        },
    )


_SPECS: dict[type[OptionSet], tuple[OptionSpec, ...]] = {}


def _specs_of(cls: type[OptionSet]) -> tuple[OptionSpec, ...]:
    cached = _SPECS.get(cls)
    if cached is not None:
        return cached
    hints = typing.get_type_hints(cls)
    specs = []
    for field in dataclasses.fields(cls):
        meta = field.metadata
        if field.default is dataclasses.MISSING:
            raise TypeError(f"option {cls.__name__}.{field.name} needs a default")
        specs.append(
            OptionSpec(
                name=field.name,
                kind=hints[field.name],
                default=field.default,
                help=meta.get("help", ""),
                minimum=meta.get("minimum"),
                maximum=meta.get("maximum"),
                choice_help=meta.get("choice_help", {}),
            )
        )
    _SPECS[cls] = tuple(specs)
    return _SPECS[cls]


_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_\-]*")
_VALUE = re.compile(r"[^,()=\s]+")


def split_option_string(text: str) -> tuple[str | None, list[tuple[str, str, int]]]:
    """Split ``name(k=v,...)`` or ``k=v,...`` into the prefix and (key, value, column) triples.

    Raise OptionError that says at which column (1-based) the text stops making sense.
    """
    scanner = _Scanner(text)
    scanner.skip_space()
    prefix: str | None = None
    pairs: list[tuple[str, str, int]] = []
    if scanner.at_end():
        return None, pairs
    first = scanner.expect(_NAME, "a variant id or an option name")
    scanner.skip_space()
    if scanner.peek() == "(":
        prefix = first
        scanner.advance()
        scanner.skip_space()
        if scanner.peek() != ")":
            pairs = _read_pairs(scanner, closing=")")
        scanner.expect_char(")")
        scanner.skip_space()
    elif scanner.at_end():
        prefix = first
    else:
        scanner.position -= len(first)
        scanner.skip_space()
        pairs = _read_pairs(scanner, closing=None)
    if not scanner.at_end():
        scanner.fail("unexpected text after the options")
    seen: set[str] = set()
    for key, _, column in pairs:
        if key in seen:
            raise OptionError(f"option {key!r} is given twice (column {column} of {text!r})")
        seen.add(key)
    return prefix, pairs


def _read_pairs(scanner: _Scanner, closing: str | None) -> list[tuple[str, str, int]]:
    pairs = []
    while True:
        scanner.skip_space()
        column = scanner.position + 1
        key = scanner.expect(_NAME, "an option name").replace("-", "_").lower()
        scanner.skip_space()
        scanner.expect_char("=", after=key)
        scanner.skip_space()
        value = scanner.expect(_VALUE, f"a value for {key}")
        pairs.append((key, value, column))
        scanner.skip_space()
        if scanner.peek() == ",":
            scanner.advance()
            continue
        if scanner.at_end() or scanner.peek() == closing:
            return pairs
        scanner.fail("expected ',' between options")


class _Scanner:
    def __init__(self, text: str) -> None:
        self.text = text
        self.position = 0

    def at_end(self) -> bool:
        return self.position >= len(self.text)

    def peek(self) -> str:
        return self.text[self.position] if not self.at_end() else ""

    def advance(self) -> None:
        self.position += 1

    def skip_space(self) -> None:
        while not self.at_end() and self.text[self.position].isspace():
            self.position += 1

    def expect(self, pattern: re.Pattern[str], what: str) -> str:
        match = pattern.match(self.text, self.position)
        if match is None:
            self.fail(f"expected {what}")
        self.position = match.end()
        return match.group()

    def expect_char(self, char: str, after: str | None = None) -> None:
        if self.peek() != char:
            self.fail(f"expected {char!r}" + (f" after {after!r}" if after else ""))
        self.advance()

    def fail(self, message: str) -> typing.NoReturn:
        found = repr(self.peek()) if not self.at_end() else "the end"
        raise OptionError(
            f"cannot read options {self.text!r}: {message} at column {self.position + 1},"
            f" found {found}"
        )

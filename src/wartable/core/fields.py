"""Fields declared once: a class lists each of its fields a single time, saying how the field is
copied and how it is written to and read from JSON, and gets ``__slots__``, ``clone``, the JSON
conversion and equality made from that list.

A field is one of three kinds, each declared in the class body with the field's type:

- :func:`stored`: part of what the object is. Copied by ``clone``, written under a JSON key and read
  back, compared by ``==``. Its :class:`Codec` says how (``INT``, ``RNG``, ``pair(deque_of(CARD))``).
- :func:`transient`: worked out or kept for speed, never written: reset (or kept, or copied) by
  ``clone`` and set to its initial value when read from JSON.
- :func:`derived`: a method decorated to become a field whose value it computes from the others,
  when the object is made and again when it is read; ``clone`` shares the value (so it must be
  immutable), JSON does not hold it.

``stored`` and ``transient`` fields may give an initial value (``default=`` an immutable value or
``factory=`` a function of no arguments making a fresh one); :meth:`Declared._initialize_fields` sets
them. A stored field added after objects were first written says, with ``absent=``, what JSON data
stands for it where its key is missing, so that older data still reads. Keys with dots nest: fields
under ``"cycle.power"`` and ``"cycle.length"`` are written as one object ``"cycle": {"power": ...,
"length": ...}``. JSON keys come in the order the fields are
declared, base classes first, except that fields declared with ``last=True`` come after all others.

The methods are generated as Python source once per class, when the class is made (the way
:mod:`dataclasses` makes its methods), so a generated ``clone`` runs as fast as one written by hand.
A method the class body defines itself is left alone.
"""

from __future__ import annotations

import abc
import dataclasses
from abc import ABC, ABCMeta, abstractmethod
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Literal, Self, TypeVar, overload

from wartable.core.cards import Card
from wartable.core.errors import RecordError
from wartable.core.jsonable import JSON
from wartable.core.outcome import Outcome
from wartable.core.rng import Rng

T = TypeVar("T")
A = TypeVar("A")
B = TypeVar("B")
C = TypeVar("C")
K = TypeVar("K")
E = TypeVar("E", bound=Enum)
S = TypeVar("S")

READ_ERRORS = (KeyError, IndexError, TypeError, ValueError, AttributeError)
"""What reading malformed JSON raises besides RecordError; reading turns each into a RecordError."""


class Code:
    """Python source being generated: the objects it refers to by name, and fresh local names."""

    def __init__(self) -> None:
        self.namespace: dict[str, object] = {}
        self._made = 0

    def ref(self, value: object) -> str:
        """A name under which the generated code sees ``value``."""
        self._made += 1
        name = f"_ref{self._made}"
        self.namespace[name] = value
        return name

    def local(self) -> str:
        """A name for a new local variable (of a comprehension)."""
        self._made += 1
        return f"_v{self._made}"


class Codec(ABC, Generic[T]):
    """How values of type ``T`` are copied, compared and converted to and from JSON.

    The copy, write and compare methods return Python expressions for generated code, given the
    expression of the value (a name, an attribute or an item: something that may be repeated);
    :meth:`read` converts JSON data when a state is loaded and raises RecordError (or one of
    :data:`READ_ERRORS`) if the data is malformed.
    """

    shares: bool = False
    """Whether values are immutable, so that a copy is the value itself."""
    generator: ClassVar[bool] = False
    """Whether the value is a random generator (see ``_copy_without_rng``)."""

    def copy(self, value: str, code: Code) -> str:
        """An expression for an independent copy of ``value`` (``value`` itself if it
        :attr:`shares`; a codec of mutable values must say how to copy them)."""
        if not self.shares:
            raise TypeError(f"{type(self).__name__} does not say how to copy its values")
        return value

    @abstractmethod
    def write(self, value: str, code: Code) -> str:
        """An expression for ``value`` as JSON-ready data."""

    @abstractmethod
    def read(self, data: object) -> T:
        """The value written as ``data``."""

    def comparable(self, value: str, code: Code) -> str:
        """An expression for what ``==`` compares of ``value`` (the value itself by default)."""
        return value

    def for_class(self, owner: type) -> Codec[T]:
        """This codec as used in class ``owner`` (some read by what the class knows)."""
        return self


class _Scalar(Codec[T]):
    """A JSON value as it is: a whole number, a flag, a string."""

    shares = True

    def __init__(self, kind: type[T], what: str) -> None:
        self.kind = kind
        self.what = what

    def write(self, value: str, code: Code) -> str:
        return value

    def read(self, data: object) -> T:
        if type(data) is not self.kind:
            raise RecordError(f"expected {self.what}, got {data!r}")
        return data


INT: Codec[int] = _Scalar(int, "a whole number")
BOOL: Codec[bool] = _Scalar(bool, "true or false")
STR: Codec[str] = _Scalar(str, "a string")


class _Converted(Codec[T]):
    """Values that functions convert (and, if they are mutable, copy)."""

    def __init__(
        self,
        write: Callable[[T], JSON],
        read: Callable[[Any], T],
        copy: Callable[[T], T] | None,
        comparable: Callable[[T], object] | None,
    ) -> None:
        self._write = write
        self._read = read
        self._copy = copy
        self._comparable = comparable
        self.shares = copy is None

    def copy(self, value: str, code: Code) -> str:
        return value if self._copy is None else f"{code.ref(self._copy)}({value})"

    def write(self, value: str, code: Code) -> str:
        return f"{code.ref(self._write)}({value})"

    def read(self, data: object) -> T:
        return self._read(data)

    def comparable(self, value: str, code: Code) -> str:
        return value if self._comparable is None else f"{code.ref(self._comparable)}({value})"


def converted(
    write: Callable[[T], JSON],
    read: Callable[[Any], T],
    *,
    copy: Callable[[T], T] | None = None,
    comparable: Callable[[T], object] | None = None,
) -> Codec[T]:
    """A codec made of functions: ``write`` makes JSON data of a value, ``read`` the value of such
    data (raising RecordError or a :data:`READ_ERRORS` error if it is malformed); ``copy`` copies a
    mutable value (without it values are shared), ``comparable`` gives what ``==`` compares."""
    return _Converted(write, read, copy, comparable)


class _Generator(_Converted[T]):
    generator = True


def generator_codec(
    write: Callable[[T], JSON],
    read: Callable[[Any], T],
    *,
    copy: Callable[[T], T],
    comparable: Callable[[T], object],
) -> Codec[T]:
    """Like :func:`converted`, for a field holding a state's random generator: such fields are
    left out of ``_copy_without_rng``."""
    return _Generator(write, read, copy, comparable)


def _string(data: object) -> str:
    if not isinstance(data, str):
        raise RecordError(f"expected a string, got {data!r}")
    return data


def copy_rng(rng: Rng) -> Rng:
    """An independent generator in the same state as ``rng`` (:meth:`Rng.copy`)."""
    return rng.copy()


RNG: Codec[Rng] = generator_codec(
    Rng.to_json, Rng.from_json, copy=copy_rng, comparable=Rng.getstate
)
"""A random generator, written as its whole state."""

OUTCOME: Codec[Outcome] = converted(Outcome.to_json, Outcome.from_json)
CARD: Codec[Card] = converted(str, lambda data: Card.parse(_string(data)))
"""A card, written as its text (``QH``)."""
CARD_CODE: Codec[int] = converted(
    lambda code: str(Card.from_code(code)), lambda data: Card.parse(_string(data)).code
)
"""A card kept as its :attr:`~wartable.core.cards.Card.code`, written as the card's text."""
BYTES: Codec[bytes] = converted(list, lambda data: bytes(_items(data)))
"""Bytes, written as a list of numbers."""


def enum_of(kind: type[E]) -> Codec[E]:
    """A member of enum ``kind``, written as its value."""
    return converted(lambda member: member.value, kind)


class _Optional(Codec[T | None]):
    def __init__(self, item: Codec[T]) -> None:
        self.item = item
        self.shares = item.shares

    def copy(self, value: str, code: Code) -> str:
        if self.item.shares:
            return value
        return f"(None if {value} is None else {self.item.copy(value, code)})"

    def write(self, value: str, code: Code) -> str:
        return f"(None if {value} is None else {self.item.write(value, code)})"

    def read(self, data: object) -> T | None:
        return None if data is None else self.item.read(data)

    def comparable(self, value: str, code: Code) -> str:
        comparable = self.item.comparable(value, code)
        return value if comparable == value else f"(None if {value} is None else {comparable})"


def optional(item: Codec[T]) -> Codec[T | None]:
    """``None`` or a value of ``item``; JSON ``null`` or the value."""
    return _Optional(item)


def _items(data: object) -> list[Any]:
    if not isinstance(data, list | tuple):
        raise RecordError(f"expected a list, got {data!r}")
    return list(data)


Container = Literal["list", "deque", "set", "tuple"]


class _Sequence(Codec[T]):
    """A list, deque, set or tuple of items; JSON: a list, or with ``text`` one string of the items'
    texts separated by spaces. Sets are written sorted."""

    def __init__(self, container: Container, item: Codec[Any], text: bool) -> None:
        self.container = container
        self.item = item
        self.text = text
        self.shares = container == "tuple" and item.shares
        self.make: Callable[[Iterable[Any]], Any] = {
            "list": list,
            "deque": deque,
            "set": set,
            "tuple": tuple,
        }[container]

    def copy(self, value: str, code: Code) -> str:
        if self.shares:
            return value
        if self.item.shares:
            return f"{value}[:]" if self.container == "list" else f"{value}.copy()"
        each = code.local()
        items = f"[{self.item.copy(each, code)} for {each} in {value}]"
        return items if self.container == "list" else f"{code.ref(self.make)}({items})"

    def write(self, value: str, code: Code) -> str:
        each = code.local()
        ordered = f"sorted({value})" if self.container == "set" else value
        items = f"[{self.item.write(each, code)} for {each} in {ordered}]"
        return f'" ".join({items})' if self.text else items

    def read(self, data: object) -> T:
        items = _string(data).split() if self.text else _items(data)
        read = self.item.read
        made: T = self.make([read(item) for item in items])
        return made

    def comparable(self, value: str, code: Code) -> str:
        each = code.local()
        comparable = self.item.comparable(each, code)
        if comparable == each:
            return value
        return f"[{comparable} for {each} in {value}]"


def list_of(item: Codec[T], *, text: bool = False) -> Codec[list[T]]:
    """A list of ``item`` values (JSON: a list, or with ``text`` one string such as ``"QH 2S"``)."""
    return _Sequence("list", item, text)


def deque_of(item: Codec[T], *, text: bool = False) -> Codec[deque[T]]:
    """A deque of ``item`` values, written as :func:`list_of` writes a list."""
    return _Sequence("deque", item, text)


def set_of(item: Codec[T], *, text: bool = False) -> Codec[set[T]]:
    """A set of ``item`` values (which must order), written sorted as :func:`list_of` writes."""
    return _Sequence("set", item, text)


def tuple_of(item: Codec[T], *, text: bool = False) -> Codec[tuple[T, ...]]:
    """A tuple of any length of ``item`` values, written as :func:`list_of` writes a list."""
    return _Sequence("tuple", item, text)


class _Row(Codec[T]):
    """A fixed number of values of their own codecs, as a tuple or a dataclass; JSON: a list, or
    with ``text`` one string of the values' texts separated by spaces."""

    def __init__(
        self, make: Callable[..., T] | None, codecs: tuple[Codec[Any], ...], text: bool = False
    ) -> None:
        self.make = make
        self.codecs = codecs
        self.text = text
        if make is None:
            self.parts = tuple(f"[{index}]" for index in range(len(codecs)))
            self.shares = all(c.shares for c in codecs)
        else:
            fields = _record_fields(make, len(codecs))
            self.parts = tuple(f".{name}" for name in fields)
            frozen = make.__dataclass_params__.frozen  # type: ignore[attr-defined]
            self.shares = frozen and all(c.shares for c in codecs)

    def _join(self, values: list[str], code: Code) -> str:
        if self.make is None:
            return f"({', '.join(values)},)"
        return f"{code.ref(self.make)}({', '.join(values)})"

    def copy(self, value: str, code: Code) -> str:
        if self.shares:
            return value
        parts = [
            c.copy(value + part, code) for c, part in zip(self.codecs, self.parts, strict=True)
        ]
        return self._join(parts, code)

    def write(self, value: str, code: Code) -> str:
        parts = zip(self.codecs, self.parts, strict=True)
        items = f"[{', '.join(c.write(value + part, code) for c, part in parts)}]"
        return f'" ".join({items})' if self.text else items

    def read(self, data: object) -> T:
        items = _string(data).split() if self.text else _items(data)
        if len(items) != len(self.codecs):
            raise RecordError(f"expected {len(self.codecs)} values, got {data!r}")
        values = [c.read(item) for c, item in zip(self.codecs, items, strict=True)]
        made: T = tuple(values) if self.make is None else self.make(*values)  # type: ignore[assignment]
        return made

    def comparable(self, value: str, code: Code) -> str:
        parts = zip(self.codecs, self.parts, strict=True)
        compared = [c.comparable(value + part, code) for c, part in parts]
        if all(c == value + part for c, part in zip(compared, self.parts, strict=True)):
            return value
        return f"({', '.join(compared)},)"


def _record_fields(make: Callable[..., object], count: int) -> tuple[str, ...]:
    if not dataclasses.is_dataclass(make) or not isinstance(make, type):
        raise TypeError(f"{make!r} is not a dataclass")
    names = tuple(f.name for f in dataclasses.fields(make) if f.init)
    if len(names) != count:
        raise TypeError(f"{make.__name__} has {len(names)} fields; {count} codecs were given")
    return names


@overload
def fixed(first: Codec[A], second: Codec[B], /) -> Codec[tuple[A, B]]: ...
@overload
def fixed(first: Codec[A], second: Codec[B], third: Codec[C], /) -> Codec[tuple[A, B, C]]: ...
def fixed(*codecs: Codec[Any]) -> Codec[Any]:
    """A tuple of fixed length, each place of its own codec; JSON: a list."""
    return _Row(None, codecs)


def pair(item: Codec[T], *, text: bool = False) -> Codec[tuple[T, T]]:
    """Two values of ``item`` (one per seat, say); JSON: a list of two, or with ``text`` one string
    of the two texts (``"QH 2S"``)."""
    return _Row(None, (item, item), text)


def per_seat(make: Callable[[], T]) -> Callable[[], tuple[T, T]]:
    """A factory of two fresh values made by ``make``, one per seat (``per_seat(list)``)."""
    return lambda: (make(), make())


def record(kind: type[T], *codecs: Codec[Any]) -> Codec[T]:
    """A dataclass ``kind``, its fields in order of the ``codecs``; JSON: a list of the fields.
    Frozen dataclasses whose fields are all immutable are shared by copies."""
    return _Row(kind, codecs)


class _Object(Codec[T]):
    """A dataclass written as a JSON object of its fields."""

    def __init__(self, kind: type[T], codecs: Mapping[str, Codec[Any]]) -> None:
        self.kind = kind
        self.codecs = dict(codecs)
        if _record_fields(kind, len(codecs)) != tuple(codecs):
            raise TypeError(f"codecs for {kind.__name__} must name its fields in order")
        frozen = kind.__dataclass_params__.frozen  # type: ignore[attr-defined]
        self.shares = frozen and all(c.shares for c in codecs.values())

    def copy(self, value: str, code: Code) -> str:
        if self.shares:
            return value
        parts = ", ".join(c.copy(f"{value}.{name}", code) for name, c in self.codecs.items())
        return f"{code.ref(self.kind)}({parts})"

    def write(self, value: str, code: Code) -> str:
        parts = (f"{name!r}: {c.write(f'{value}.{name}', code)}" for name, c in self.codecs.items())
        return "{" + ", ".join(parts) + "}"

    def read(self, data: object) -> T:
        if not isinstance(data, Mapping):
            raise RecordError(f"expected an object, got {data!r}")
        return self.kind(**{name: c.read(data[name]) for name, c in self.codecs.items()})

    def comparable(self, value: str, code: Code) -> str:
        parts = [c.comparable(f"{value}.{name}", code) for name, c in self.codecs.items()]
        return f"({', '.join(parts)},)"


def record_object(kind: type[T], **codecs: Codec[Any]) -> Codec[T]:
    """A dataclass ``kind`` written as a JSON object, one key per field, each of its codec (given
    in the order of the fields)."""
    return _Object(kind, codecs)


class _Dict(Codec[dict[K, T]]):
    """A dict; JSON: an object keyed by the keys' text, or (``rows``) a list of rows sorted by
    key, each the key followed by the value's own row."""

    def __init__(
        self, key: Codec[K], value: Codec[T], *, rows: bool = False, sort: bool = False
    ) -> None:
        self.key = key
        self.value = value
        self.rows = rows
        self.sort = sort or rows

    def copy(self, value: str, code: Code) -> str:
        if self.value.shares:
            return f"{value}.copy()"
        key, each = code.local(), code.local()
        return f"{{{key}: {self.value.copy(each, code)} for {key}, {each} in {value}.items()}}"

    def write(self, value: str, code: Code) -> str:
        key, each = code.local(), code.local()
        items = f"sorted({value}.items())" if self.sort else f"{value}.items()"
        written_key = self.key.write(key, code)
        if self.rows:
            return (
                f"[[{written_key}, *{self.value.write(each, code)}] for {key}, {each} in {items}]"
            )
        return (
            f"{{str({written_key}): {self.value.write(each, code)} for {key}, {each} in {items}}}"
        )

    def read(self, data: object) -> dict[K, T]:
        if self.rows:
            return {
                self.key.read(line[0]): self.value.read(line[1:])
                for line in map(_items, _items(data))
            }
        if not isinstance(data, Mapping):
            raise RecordError(f"expected an object, got {data!r}")
        return {self.key.read(key): self.value.read(item) for key, item in data.items()}

    def comparable(self, value: str, code: Code) -> str:
        key, each = code.local(), code.local()
        comparable = self.value.comparable(each, code)
        if comparable == each:
            return value
        return f"{{{key}: {comparable} for {key}, {each} in {value}.items()}}"


class _IntKey(_Scalar[int]):
    """A whole number as the key of a JSON object (written as text)."""

    def read(self, data: object) -> int:
        return int(_string(data))


def dict_of(value: Codec[T], *, keys: Codec[K], sort: bool = False) -> Codec[dict[K, T]]:
    """A dict; JSON: an object of the keys' text (``keys`` is ``STR`` or ``INT``), in the dict's
    order or, with ``sort``, sorted by key."""
    key: Codec[Any] = _IntKey(int, "a whole number") if keys is INT else keys
    return _Dict(key, value, sort=sort)


def rows_of(key: Codec[K], value: Codec[T]) -> Codec[dict[K, T]]:
    """A dict written as a list of rows sorted by key: each the key's JSON followed by the items of
    the value's, which must be a list (a :func:`fixed` or :func:`record`)."""
    return _Dict(key, value, rows=True)


class Counters(_Dict[str, int]):
    """Named counts (``{"ties": 3, "twins": 1}``), exactly these names, in this order."""

    def __init__(self, *names: str) -> None:
        super().__init__(STR, INT)
        self.names = names

    def zeros(self) -> dict[str, int]:
        """Every count at zero: a field's ``factory``."""
        return dict.fromkeys(self.names, 0)

    def read(self, data: object) -> dict[str, int]:
        counts = super().read(data)
        if set(counts) != set(self.names):
            raise RecordError(f"expected the counts {', '.join(self.names)}, got {data!r}")
        return {name: counts[name] for name in self.names}


class _Shared(Codec[Any]):
    """Any immutable value, kept by ``clone`` as it is; never written."""

    shares = True

    def write(self, value: str, code: Code) -> str:
        raise TypeError("a shared value is not written")

    def read(self, data: object) -> Any:
        raise TypeError("a shared value is not read")


SHARED: Codec[Any] = _Shared()
"""For :func:`transient` fields that ``clone`` keeps as they are (immutable values)."""


# -- declarations -----------------------------------------------------------------------------


_NO_VALUE: Any = object()


@dataclasses.dataclass(frozen=True, slots=True)
class Field:
    """One declared field (made by :func:`stored`, :func:`transient` or :func:`derived`)."""

    codec: Codec[Any] | None
    """How it is copied (and, when stored, written); ``None``: reset by ``clone``."""
    key: str | None = None
    """Where JSON holds it, dotted for a nested object; ``None`` if it is not stored."""
    default: Any = _NO_VALUE
    factory: Callable[[], Any] | None = None
    derive: Callable[[Any], Any] | None = None
    last: bool = False
    absent: Any = _NO_VALUE
    """The JSON data read where the key is missing (``_NO_VALUE``: the key must be there)."""
    name: str = ""

    @property
    def has_initial(self) -> bool:
        """Whether the field has an initial value of its own."""
        return self.default is not _NO_VALUE or self.factory is not None


def _initial(default: object, factory: Callable[[], object] | None) -> None:
    if default is not _NO_VALUE and factory is not None:
        raise TypeError("a field takes a default or a factory, not both")
    if isinstance(default, list | dict | set | deque):
        raise TypeError(f"a mutable default {default!r} would be shared: use factory=")


def stored(
    codec: Codec[T],
    key: str,
    *,
    default: T = _NO_VALUE,
    factory: Callable[[], T] | None = None,
    last: bool = False,
    absent: JSON = _NO_VALUE,
) -> T:
    """Declare a field that is part of the object: copied by ``clone`` as ``codec`` says, written
    to JSON under ``key`` (dotted keys nest; ``last`` puts it after the other keys) and compared by
    ``==``. ``default``/``factory`` give its initial value; without one, a constructor sets it.
    ``absent`` is the JSON data read in place of a missing key (for a field added after objects
    were first written; without it a missing key is an error)."""
    _initial(default, factory)
    declared: T = Field(codec, key, default, factory, None, last, absent)  # type: ignore[assignment]
    return declared  # as dataclasses.field does, it stands for its value in the class body


def transient(
    *,
    default: T = _NO_VALUE,
    factory: Callable[[], T] | None = None,
    clone: Literal["reset", "share"] | Codec[T] = "reset",
) -> T:
    """Declare a field that is never written (a value worked out and kept for speed). It starts,
    and restarts when read from JSON, at ``default`` or ``factory()``; ``clone`` resets it there,
    shares its value, or copies it with a codec."""
    _initial(default, factory)
    if default is _NO_VALUE and factory is None:
        raise TypeError("a transient field needs a default or a factory")
    codec = {"reset": None, "share": SHARED}[clone] if isinstance(clone, str) else clone
    declared: T = Field(codec, None, default, factory)  # type: ignore[assignment]
    return declared


def derived(compute: Callable[[S], T]) -> T:
    """Make a method of the class a field holding what it computes: worked out when the object is
    made and when it is read from JSON, never written, shared by ``clone`` (so it must be
    immutable). Code may also assign the field."""
    declared: T = Field(SHARED, derive=compute)  # type: ignore[assignment]
    return declared


# -- the classes that declare fields ----------------------------------------------------------


class DeclaredMeta(ABCMeta):
    """The metaclass of :class:`Declared`: turns the declarations of a class body into slots and
    generated methods."""

    def __new__(
        mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any], **kwargs: Any
    ) -> DeclaredMeta:
        own = [
            dataclasses.replace(value, name=key)
            for key, value in namespace.items()
            if isinstance(value, Field)
        ]
        for declared in own:
            del namespace[declared.name]
        inherited: tuple[Field, ...] = next(
            (fields for base in bases if (fields := getattr(base, "_declared_fields", ()))), ()
        )
        _check_declarations(name, inherited, own)
        if own and "__slots__" not in namespace:
            slotted = {slot for base in bases for k in base.__mro__ for slot in _slots(k)}
            namespace["__slots__"] = tuple(f.name for f in own if f.name not in slotted)
        cls = super().__new__(mcs, name, bases, namespace, **kwargs)
        if own:
            fields = (*inherited, *own)
            cls._declared_fields = fields  # type: ignore[attr-defined]
            for method_name, method in _generate(cls, fields).items():
                if method_name not in namespace:
                    setattr(cls, method_name, method)
            made: type = cls
            abc.update_abstractmethods(made)
        return cls


def _check_declarations(owner: str, inherited: tuple[Field, ...], own: list[Field]) -> None:
    """Raise TypeError if ``own`` declares a field or a JSON key twice."""
    names = [f.name for f in (*inherited, *own)]
    keys = [f.key for f in (*inherited, *own) if f.key is not None]
    for kind, values in (("field", names), ("JSON key", keys)):
        twice = sorted({value for value in values if values.count(value) > 1})
        if twice:
            raise TypeError(f"{owner} declares the {kind} {twice[0]!r} twice")


def _slots(kind: type) -> tuple[str, ...]:
    slots = kind.__dict__.get("__slots__", ())
    return (slots,) if isinstance(slots, str) else tuple(slots)


class Declared(metaclass=DeclaredMeta):
    """A class whose fields are declared with :func:`stored`, :func:`transient` and
    :func:`derived`; see the module docstring. The methods below are generated per class."""

    __slots__ = ()
    _declared_fields: ClassVar[tuple[Field, ...]] = ()

    if TYPE_CHECKING:

        def clone(self) -> Self:
            """An independent deep copy."""

        def _copy_without_rng(self) -> Self:
            """A deep copy of every field but the random generator, which the caller sets: the
            copy must get a generator of its own (``resample`` gives it one drawn from its
            sampler), and copying this one first would be wasted time."""

        def _fields_to_json(self) -> dict[str, Any]:
            """The stored fields as a JSON-ready object."""

        @classmethod
        def _fields_from_json(cls, data: Mapping[str, Any]) -> Self:
            """An object made from the stored fields in ``data`` (transient ones at their initial
            value, derived ones worked out); raise RecordError naming the field at fault."""

        def _initialize_fields(self) -> None:
            """Set every field that has an initial value to it, then work out the derived ones."""


def _generate(cls: type, fields: tuple[Field, ...]) -> dict[str, Any]:
    """The generated methods of ``cls`` with these fields."""
    code = Code()
    fields = tuple(dataclasses.replace(f, codec=_bound(f.codec, cls)) for f in fields)
    new, kind = code.ref(object.__new__), code.ref(type)

    def copy_lines(*, rng: bool) -> list[str]:
        lines = [f"copy = {new}({kind}(self))"]
        for f in fields:
            if f.codec is None:
                lines.append(f"copy.{f.name} = {_initial_code(f, code)}")
            elif rng or not f.codec.generator:
                lines.append(f"copy.{f.name} = {f.codec.copy(f'self.{f.name}', code)}")
        return [*lines, "return copy"]

    stored_fields = [f for f in fields if f.key is not None]
    read_lines = [f"state = {new}(cls)", "at = None"]
    for f in stored_fields:
        assert f.codec is not None and f.key is not None
        if f.absent is _NO_VALUE:
            found = "data" + "".join(f"[{part!r}]" for part in f.key.split("."))
        else:
            found = f"{code.ref(_lookup)}(data, {tuple(f.key.split('.'))!r}, {code.ref(f.absent)})"
        read_lines += [f"at = {f.key!r}", f"state.{f.name} = {code.ref(f.codec.read)}({found})"]
    read_lines += ["at = None"]
    read_lines += [
        f"state.{f.name} = {_initial_code(f, code)}"
        for f in fields
        if f.key is None and f.derive is None
    ]
    read_lines += _derive_lines(fields, "state", code)
    guarded = [
        "try:",
        *(f"    {line}" for line in read_lines),
        f"except {code.ref(RecordError)} as exc:",
        f"    raise {code.ref(RecordError)}({code.ref(_where)}(at, exc)) from None",
        f"except {code.ref(READ_ERRORS)} as exc:",
        f"    raise {code.ref(RecordError)}({code.ref(_where)}(at, exc)) from None",
        "return state",
    ]
    initial_lines = [
        f"self.{f.name} = {_initial_code(f, code)}" for f in fields if f.has_initial
    ] + _derive_lines(fields, "self", code)
    compared = [
        f"{f.codec.comparable(f'self.{f.name}', code)} == {f.codec.comparable(f'other.{f.name}', code)}"
        for f in stored_fields
        if f.codec is not None
    ]
    equal_lines = [
        f"if {kind}(other) is not {kind}(self):",
        "    return NotImplemented",
        f"return {' and '.join(compared) or 'True'}",
    ]
    sources = {
        "clone": ("self", copy_lines(rng=True)),
        "_copy_without_rng": ("self", copy_lines(rng=False)),
        "_fields_to_json": ("self", [f"return {_json_object(stored_fields, code)}"]),
        "_fields_from_json": ("cls, data", guarded),
        "_initialize_fields": ("self", initial_lines or ["pass"]),
        "__eq__": ("self, other", equal_lines),
    }
    made = _compile(cls, sources, code)
    made["_fields_from_json"] = classmethod(made["_fields_from_json"])
    made["__hash__"] = None
    return made


def _bound(codec: Codec[Any] | None, cls: type) -> Codec[Any] | None:
    return None if codec is None else codec.for_class(cls)


def _initial_code(f: Field, code: Code) -> str:
    if f.factory is not None:
        return f"{code.ref(f.factory)}()"
    if f.default is not _NO_VALUE:
        return code.ref(f.default)
    raise TypeError(f"field {f.name} has no initial value")


def _derive_lines(fields: tuple[Field, ...], target: str, code: Code) -> list[str]:
    return [
        f"{target}.{f.name} = {code.ref(f.derive)}({target})"
        for f in fields
        if f.derive is not None
    ]


def _json_object(fields: list[Field], code: Code) -> str:
    """A dict display of the fields' JSON, nested by dotted keys, ``last`` fields at the end."""
    ordered = [f for f in fields if not f.last] + [f for f in fields if f.last]
    tree: dict[str, Any] = {}
    for f in ordered:
        assert f.key is not None and f.codec is not None
        *parents, leaf = f.key.split(".")
        node = tree
        for parent in parents:
            node = node.setdefault(parent, {})
        node[leaf] = f.codec.write(f"self.{f.name}", code)

    def display(node: dict[str, Any]) -> str:
        parts = (f"{key!r}: {v if isinstance(v, str) else display(v)}" for key, v in node.items())
        return "{" + ", ".join(parts) + "}"

    return display(tree)


def _lookup(data: Mapping[str, Any], path: tuple[str, ...], absent: object) -> object:
    """The data under the keys of ``path``, or ``absent`` if the last key is missing."""
    for part in path[:-1]:
        data = data[part]
    return data.get(path[-1], absent)


def _where(at: str | None, exc: Exception) -> str:
    """A read error's message, with the key being read."""
    message = str(exc) if isinstance(exc, RecordError) else f"{type(exc).__name__}: {exc}"
    return message if at is None else f"{at}: {message}"


def _compile(cls: type, sources: dict[str, tuple[str, list[str]]], code: Code) -> dict[str, Any]:
    text = "\n".join(
        f"def {name}({parameters}):\n" + "\n".join(f"    {line}" for line in lines)
        for name, (parameters, lines) in sources.items()
    )
    made: dict[str, Any] = {}
    exec(compile(text, f"<fields of {cls.__qualname__}>", "exec"), dict(code.namespace), made)
    for function in made.values():
        function.__qualname__ = f"{cls.__qualname__}.{function.__name__}"
        function.__module__ = cls.__module__
    return made

"""Card values in layers, recomputed on demand.

1. The **base**: the printed value of a revealed card; 0 for an unrevealed one (seed FAQ).
2. Effects that **set** a value ("has value 6", "OC has value 1", and "swap values", which gives
   each card the other's value as it stood in these first two layers), in order of their source's
   printed value (lower first, then by source id): the last one wins.
3. **Counters** (``+1``/``-1`` …): they sit on a card while it is anywhere on the table, and stay
   when the card that put them there leaves or loses its abilities. They go when the card leaves
   the table.
4. Effects that **add**, **multiply** or **halve** (rounded down), in order of their source's
   printed value (lower first, then by source id).

Effects of layers 2 and 4 (:class:`Modifier`) last while their source is on the table, or for
their stated time. Setting comes before counters, as in Magic's layers, so that a counter put on
a card after its value was set or swapped still counts.

:func:`layered_value` computes a value and its explanation, e.g. ``5 = printed 4 + counter +1`` or
``9 = printed 4 → 8 (Hall of Mirrors) + counter +1``, or ``7 = printed 4 + 2 counters +2 + 1
(Banner)`` (the counters together, then each effect with its source's title, and how long it lasts
if not while its source is in play).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from wartable.core.jsonable import JSON


class ModOp(StrEnum):
    """How a continuous effect changes a value."""

    ADD = "add"
    SET = "set"
    MULTIPLY = "multiply"
    HALVE = "halve"
    """Halved, rounded down (``amount`` is 2)."""
    AT_LEAST = "at_least"
    """Kept at least ``amount``, after every other change."""
    AT_MOST = "at_most"
    """Kept at most ``amount``, after every other change."""
    NOT_LOWERED = "not_lowered"
    """Kept at least the base (printed, or 0 face down), after every other change."""
    NOT_RAISED = "not_raised"
    """Kept at most the base, after every other change."""
    RESET = "reset"
    """Back to the base (the printed value, 0 face down), in the order of the effects that add:
    what set the value, the counters and the changes before it no longer count."""


@dataclass(frozen=True, slots=True)
class CounterMark:
    """A counter on a card on the table: ``amount`` (e.g. +1 or -1), put there by ``source``."""

    amount: int
    source: str = ""

    def to_json(self) -> list[JSON]:
        return [self.amount, self.source]


@dataclass(frozen=True, slots=True)
class Modifier:
    """A continuous effect on ``target``'s value while ``source`` is on the table."""

    source: str
    target: str
    op: ModOp
    amount: int
    note: str = ""

    def to_json(self) -> list[JSON]:
        return [self.source, self.target, self.op.value, self.amount, self.note]

    @staticmethod
    def from_json(data: list[object]) -> Modifier:
        source, target, op, amount, note = data
        assert isinstance(amount, int)
        return Modifier(str(source), str(target), ModOp(str(op)), amount, str(note))


@dataclass(frozen=True, slots=True)
class Layered:
    """A value and how it was reached: ``steps`` are (label, value after the step)."""

    value: int
    base: int
    revealed: bool
    steps: tuple[tuple[str, int], ...] = ()

    def explain(self) -> str:
        """``7 = printed 4 + 2 counters +2 + 1 (Banner)``; a plain card reads ``4 = printed 4``."""
        head = f"printed {self.base}" if self.revealed else "unrevealed 0"
        return f"{self.value} = {head}" + "".join(f" {label}" for label, _ in self.steps)


def layered_value(
    printed: int,
    revealed: bool,
    counters: Iterable[CounterMark] = (),
    modifiers: Iterable[tuple[int, Modifier]] = (),
) -> Layered:
    """The value of a card: base, effects that set it, then its counters (one step), then the
    effects that add or multiply (modifiers are given with their source's printed value, and
    applied lower first within their layer)."""
    base = printed if revealed else 0
    value = base
    steps: list[tuple[str, int]] = []
    ordered = sorted(modifiers, key=lambda item: (item[0], item[1].source))
    for _, mod in ordered:
        if mod.op is ModOp.SET:
            value = mod.amount
            steps.append((f"→ {mod.amount}{_note(mod)}", value))
    marks = [mark.amount for mark in counters]
    if marks:
        value += sum(marks)
        label = "counter" if len(marks) == 1 else f"{len(marks)} counters"
        steps.append((f"+ {label} {sum(marks):+d}", value))
    for _, mod in ordered:
        if mod.op is ModOp.ADD:
            value += mod.amount
            steps.append(
                (f"{'+' if mod.amount >= 0 else '-'} {abs(mod.amount)}{_note(mod)}", value)
            )
        elif mod.op is ModOp.MULTIPLY:
            value *= mod.amount
            steps.append((f"x {mod.amount}{_note(mod)}", value))
        elif mod.op is ModOp.HALVE:
            value //= 2
            steps.append((f"/ 2{_note(mod)}", value))
        elif mod.op is ModOp.RESET:
            value = base
            steps.append((f"→ printed {base}{_note(mod)}", value))
    for _, mod in ordered:
        bound = _LIMITS.get(mod.op)
        if bound is not None:
            kept = bound(value, base if mod.op in _FROM_BASE else mod.amount)
            if kept != value:
                value = kept
                steps.append((f"kept at {value}{_note(mod)}", value))
    return Layered(value, base, revealed, tuple(steps))


_LIMITS = {
    ModOp.AT_LEAST: max,
    ModOp.NOT_LOWERED: max,
    ModOp.AT_MOST: min,
    ModOp.NOT_RAISED: min,
}
"""The bounds (applied after every other change) and how each keeps a value."""
_FROM_BASE = frozenset({ModOp.NOT_LOWERED, ModOp.NOT_RAISED})


def set_value(printed: int, revealed: bool, modifiers: Iterable[tuple[int, Modifier]] = ()) -> int:
    """A card's value in the first two layers (its own value, before counters and the effects
    that add or multiply): what "swap values" exchanges."""
    value = printed if revealed else 0
    for _, mod in sorted(modifiers, key=lambda item: (item[0], item[1].source)):
        if mod.op is ModOp.SET:
            value = mod.amount
    return value


def _note(mod: Modifier) -> str:
    return f" ({mod.note})" if mod.note else f" ({mod.source})"

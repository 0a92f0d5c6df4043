"""Card values in layers, recomputed on demand.

1. The **base**: the printed value of a revealed card; 0 for an unrevealed one (seed FAQ).
2. **Counters** (``+1``/``-1`` …): they sit on a card while it is anywhere on the table, and stay when
   the card that put them there leaves or loses its abilities. They go when the card leaves the table.
3. **Continuous effects** (:class:`Modifier`) of cards in play: they last while their source is on
   the table and end when it leaves. They apply in order of their source's printed value (lower
   first, then by source id).

:func:`layered_value` computes a value and its explanation, e.g. ``5 = printed 4 + counter +1`` or
``7 = printed 4 + 2 counters +2 + 1 (Banner)`` (the counters together, then each effect with its
source's title, and how long it lasts if not while its source is in play).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum


class ModOp(StrEnum):
    """How a continuous effect changes a value."""

    ADD = "add"
    SET = "set"
    MULTIPLY = "multiply"


@dataclass(frozen=True, slots=True)
class CounterMark:
    """A counter on a card on the table: ``amount`` (e.g. +1 or -1), put there by ``source``."""

    amount: int
    source: str = ""

    def to_json(self) -> list[object]:
        return [self.amount, self.source]


@dataclass(frozen=True, slots=True)
class Modifier:
    """A continuous effect on ``target``'s value while ``source`` is on the table."""

    source: str
    target: str
    op: ModOp
    amount: int
    note: str = ""

    def to_json(self) -> list[object]:
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
    """The value of a card: base, then its counters (one step), then modifiers (given with their
    source's printed value, applied lower first)."""
    base = printed if revealed else 0
    value = base
    steps: list[tuple[str, int]] = []
    marks = [mark.amount for mark in counters]
    if marks:
        value += sum(marks)
        label = "counter" if len(marks) == 1 else f"{len(marks)} counters"
        steps.append((f"+ {label} {sum(marks):+d}", value))
    for _, mod in sorted(modifiers, key=lambda item: (item[0], item[1].source)):
        note = f" ({mod.note})" if mod.note else f" ({mod.source})"
        if mod.op is ModOp.ADD:
            value += mod.amount
            steps.append((f"{'+' if mod.amount >= 0 else '-'} {abs(mod.amount)}{note}", value))
        elif mod.op is ModOp.SET:
            value = mod.amount
            steps.append((f"= {mod.amount}{note}", value))
        else:
            value *= mod.amount
            steps.append((f"x {mod.amount}{note}", value))
    return Layered(value, printed if revealed else 0, revealed, tuple(steps))

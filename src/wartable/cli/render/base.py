"""How a game looks in the terminal; one renderer per variant, with a plain generic fallback.

A renderer is given only what the person at the table may see: its observation and the events as
redacted for its seat.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from rich.console import Console
from rich.panel import Panel

from wartable.core.cards import Card
from wartable.core.events import Event
from wartable.core.outcome import Outcome
from wartable.core.state import Decision, Observation


def card_markup(card: Card | None) -> str:
    """A card as Rich markup in its suit's colour; ``None`` is a face-down card."""
    if card is None:
        return "[on blue] ? [/]"
    style = "red_suit" if card.colour.value == "red" else "black_suit"
    return f"[{style}]{card.pretty()}[/]"


IRREGULAR_VERBS = {"be": "is", "have": "has"}


def third_person(verb: str) -> str:
    """The third person singular of ``verb``, whose first word is the one that changes:
    ``shuffle back`` gives ``shuffles back``, ``have`` ``has``, ``catch`` ``catches``, ``carry``
    ``carries``."""
    word, _, rest = verb.partition(" ")
    if word in IRREGULAR_VERBS:
        word = IRREGULAR_VERBS[word]
    elif word.endswith(("s", "sh", "ch", "x", "z", "o")):
        word += "es"
    elif len(word) > 1 and word.endswith("y") and word[-2] not in "aeiou":
        word = word[:-1] + "ies"
    else:
        word += "s"
    return f"{word} {rest}" if rest else word


def agree(name: str, verb: str, third: str | None = None) -> str:
    """``verb`` agreeing with a seat's ``name``: as given after ``You`` (any case), else in the
    third person: ``third`` if given (for phrases with several verbs), else
    :func:`third_person`."""
    if name.lower() == "you":
        return verb
    return third if third is not None else third_person(verb)


def or_list(choices: Sequence[str]) -> str:
    """Choices as English: ``a``, ``a or b``, ``a, b or c`` (an empty string for none)."""
    if len(choices) < 2:
        return "".join(choices)
    return f"{', '.join(choices[:-1])} or {choices[-1]}"


def numbers_text(count: int) -> str:
    """The numbers of ``count`` choices numbered from 1: ``1-5``, or ``1`` for a single one."""
    return "1" if count == 1 else f"1-{count}"


R = TypeVar("R", bound="type[TableRenderer]")
RENDERERS: dict[str, type[TableRenderer]] = {}
"""Each variant's terminal renderer, by variant id (see :func:`renderer_of`)."""


def renders(variant: str) -> Callable[[R], R]:
    """Register a renderer class as the terminal table of ``variant`` (a class decorator)."""

    def register(renderer: R) -> R:
        RENDERERS[variant] = renderer
        return renderer

    return register


class TableRenderer:
    """The generic terminal table: events and observations as plain text."""

    def __init__(
        self,
        console: Console,
        seat: int,
        names: tuple[str, ...],
        delay: float,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.console = console
        self.seat = seat
        self.names = names
        self.delay = delay
        self._sleep = sleep

    def says(self, player: int, verb: str, third: str | None = None) -> str:
        """A seat's name and ``verb`` agreeing with it: ``You shuffle``, ``PC shuffles`` (see
        :func:`agree`; ``third`` is the third-person form where ``verb`` has several verbs)."""
        name = self.names[player]
        return f"{name} {agree(name, verb, third)}"

    def verb(self, player: int, verb: str, third: str | None = None) -> str:
        """``verb`` alone, agreeing with a seat's name, for the later verbs of a sentence
        :meth:`says` began: ``You keep 9, shuffle back ...``."""
        return agree(self.names[player], verb, third)

    def its(self, player: int) -> str:
        """The possessive for a seat speaking of its own things: ``your`` after ``You``, else
        ``its``."""
        return "your" if self.names[player].lower() == "you" else "its"

    def pause(self, factor: float = 1.0) -> None:
        """Leave what was just shown on screen for ``delay`` seconds (times ``factor``)."""
        if self.delay > 0:
            self._sleep(self.delay * factor)

    def show_start(self, observation: Observation[Any]) -> None:
        """Shown once before the first turn."""
        self.console.print(Panel(observation.text, title=observation.variant))

    def show_decision(self, observation: Observation[Any], decision: Decision) -> None:
        """Shown before the person is asked to choose."""
        self.console.print(observation.text)
        actions = ", ".join(str(a) for a in decision.actions[:20])
        self.console.print(f"{decision.prompt}: {actions}", style="muted")

    def prompt(self, observation: Observation[Any], decision: Decision) -> str:
        """The question asked at the prompt; Enter plays the decision's default, if it has one."""
        if decision.default is None:
            return "Your move [q = quit]: "
        return f"Your move [Enter = {observation.view.label(decision.default)}, q = quit]: "

    def read_input(
        self, answer: str, observation: Observation[Any], decision: Decision
    ) -> list[str] | None:
        """The renderer's own reading of what the person typed, for choices made in several steps
        at once (a deck of cards): the actions to play one after the other, as text (an empty
        list when the input only changed what the table shows: ask again), or ``None`` to read
        the input as one action."""
        return None

    def show_events(self, events: tuple[Event, ...]) -> None:
        """Show events already redacted for this seat."""
        for event in events:
            self.console.print(event.describe())

    def show_outcome(self, outcome: Outcome) -> None:
        """Shown when the game is over."""
        text = outcome.describe(self.names)
        style = (
            "win" if outcome.winner == self.seat else "loss" if outcome.winner is not None else ""
        )
        self.console.print(Panel(f"[{style}]{text}[/]" if style else text, title="Game over"))

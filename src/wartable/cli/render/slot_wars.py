"""Slot Wars at the terminal: the nine slots in a row, values with their explanation, your hand with
its rules text, rounds won and points."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from rich.rule import Rule
from rich.table import Table

from wartable.cli.render.base import TableRenderer
from wartable.core.events import Event
from wartable.core.state import Decision, Observation
from wartable.variants.slot_wars.engine import CardInfo, SlotWarsView, TableView
from wartable.variants.slot_wars.engine.events import (
    CardPlaced,
    CardsDrawn,
    CardsExchanged,
    CardsRevealed,
    DeckShuffled,
    GameOver,
    RoundStarted,
    RoundTied,
    RoundWon,
    SideboardReady,
    SlotOpened,
    SlotScored,
)


def table_markup(card: TableView) -> str:
    """A card on the table: its value (and title), or a face-down back."""
    if card.card is None:
        return "[on blue] ? [/]" + (f" {card.value}" if card.value else "")
    face = "" if card.revealed else "[muted]v[/]"
    return f"{face}[bold]{card.value}[/]\n[muted]{escape(card.card.title[:7])}[/]"


def card_line(index: int, card: CardInfo) -> str:
    """A hand card: number, value, title, rarity and text."""
    text = f" — {escape(card.text)}" if card.text else ""
    return f"[muted]{index}[/] [bold]{card.value}[/] {escape(card.title)} [muted]({card.rarity}){text}[/]"


class SlotWarsRenderer(TableRenderer):
    """The Slot Wars table in the terminal."""

    def _slots(self, view: SlotWarsView) -> None:
        grid = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
        grid.add_column("")
        for index in range(1, 10):
            mark = "*" if index == view.slot and view.phase in ("place", "reveal", "draw") else ""
            grid.add_column(f"S{index}{mark}", justify="center")
        for player in (1 - self.seat, self.seat):
            row = [self.names[player]]
            for stack in view.slots:
                cards = [table_markup(t) for t in stack if t.controller == player]
                row.append("\n".join(cards) or "[muted]·[/]")
            grid.add_row(*row)
        if view.scored:
            marks = []
            for winner in view.scored:
                marks.append(
                    "[muted]=[/]"
                    if winner is None
                    else "[win]you[/]"
                    if winner == self.seat
                    else "[loss]opp[/]"
                )
            grid.add_row("point", *marks)
        self.console.print(grid)
        explained = [
            f"S{i} {escape(t.card.title if t.card else 'face down')}: {t.explain}"
            for i, stack in enumerate(view.slots, 1)
            for t in stack
            if (not t.explain.startswith(f"{t.value} = printed {t.value}") and t.revealed)
            or (not t.revealed and t.value)
        ]
        for line in explained:
            self.console.print(f"  [muted]{line}[/]")

    def _status(self, view: SlotWarsView) -> None:
        me, other = self.seat, 1 - self.seat
        self.console.print(
            f"Round {view.round} · rounds won: you {view.rounds_won[me]}, {self.names[other]}"
            f" {view.rounds_won[other]} · points this round {view.points[me]}-{view.points[other]}"
            + (f" · replays {view.replays}" if view.replays else "")
        )
        self.console.print(
            f"[muted]{self.names[other]}: hand {view.hand_counts[other]}, deck"
            f" {view.deck_counts[other]} · you: deck {view.deck_counts[me]}, sideboard"
            f" {view.sideboard_counts[me]}[/]"
        )

    def show_start(self, observation: Observation[Any]) -> None:
        self.console.print(Rule("[heading]Slot Wars[/]"))

    def show_decision(self, observation: Observation[Any], decision: Decision) -> None:
        view = observation.view
        assert isinstance(view, SlotWarsView)
        if view.phase == "swap":
            self.console.print(Rule(f"Between rounds (after round {view.round})", style="muted"))
            self._status(view)
            self.console.print("Your deck:")
            for index, card in enumerate(self._open(view, view.deck), 1):
                self.console.print("  " + card_line(index, card))
            self.console.print("Your sideboard:")
            for index, card in enumerate(self._open(view, view.sideboard), 1):
                self.console.print("  " + card_line(index, card))
            return
        self.console.print(Rule(f"Round {view.round} · slot {view.slot}", style="muted"))
        self._slots(view)
        self._status(view)
        if decision.actions and type(decision.actions[0]).__name__ == "Choose":
            self.console.print(f"[bold]{escape(decision.prompt)}[/]")
            for index, action in enumerate(decision.actions, 1):
                self.console.print(f"  [muted]{index}[/] {action}")
            return
        self.console.print("Your hand:")
        for index, card in enumerate(view.hand, 1):
            self.console.print("  " + card_line(index, card))

    @staticmethod
    def _open(view: SlotWarsView, cards: tuple[CardInfo, ...]) -> list[CardInfo]:
        moved = {card for pair in view.swaps for card in pair}
        return [c for c in cards if c.id not in moved]

    def prompt(self, observation: Observation[Any], decision: Decision) -> str:
        view = observation.view
        assert isinstance(view, SlotWarsView)
        if view.phase == "swap":
            return "Exchange? [swap N M (sideboard N for deck M), Enter = done, q = quit]: "
        count = len(decision.actions)
        if decision.actions and type(decision.actions[0]).__name__ == "Choose":
            return f"Choose which? [1-{count}, q = quit]: "
        return (
            f"Place which card in slot {view.slot}? [1-{len(view.hand)}, a title or id, q = quit]: "
        )

    def default_action(self, decision: Decision) -> Any:
        first = decision.actions[0] if decision.actions else None
        return first if str(first) == "done" else None

    def show_events(self, events: tuple[Event, ...]) -> None:
        for event in events:
            self._show(event)

    def _show(self, event: Event) -> None:
        out = self.console.print
        you = self.seat
        if isinstance(event, GameOver | SlotOpened | DeckShuffled):
            return
        if isinstance(event, RoundStarted):
            replay = " (replay)" if event.replay else ""
            out(Rule(f"[heading]Round {event.round}{replay}[/]"))
        elif isinstance(event, CardsDrawn):
            if event.player == you and event.cards:
                out(f"  [muted]You draw {escape(', '.join(event.cards))}[/]")
        elif isinstance(event, CardPlaced):
            if event.player == you:
                out(f"  You place {escape(event.card)} face down.")
            else:
                out(f"  [muted]{self.names[event.player]} places a card face down.[/]")
        elif isinstance(event, CardsRevealed):
            self.pause(0.5)
            shown = "   ".join(
                f"{self.names[p]} [bold]{value}[/] {escape(card)}" for p, card, value in event.cards
            )
            out(f"  Slot {event.slot}: {shown}")
        elif isinstance(event, SlotScored):
            values = " vs ".join("-" if v is None else str(v) for v in event.values)
            who = (
                "nobody"
                if event.winner is None
                else "[win]you[/]"
                if event.winner == you
                else f"[loss]{self.names[event.winner]}[/]"
            )
            out(f"  Slot {event.slot} ({values}): point to {who}")
        elif isinstance(event, RoundWon):
            self.pause()
            style = "win" if event.player == you else "loss"
            out(
                f"[{style}]{self.names[event.player]} won round {event.round}[/]"
                f" {event.points[0]}-{event.points[1]}; rounds {event.rounds_won[0]}-"
                f"{event.rounds_won[1]}"
            )
        elif isinstance(event, RoundTied):
            self.pause()
            out(f"Round {event.round} tied {event.points[0]}-{event.points[1]}: it does not count.")
        elif isinstance(event, CardsExchanged):
            out(f"  You swap in {escape(event.card_in)} for {escape(event.card_out)}.")
        elif isinstance(event, SideboardReady):
            out(f"  [muted]Your deck is ready ({event.swaps} exchange(s)).[/]")
        else:
            out(escape(event.describe()))
